-- A player's open games across servers (/games, issue 27) are found through their seats.
CREATE INDEX seats_by_user ON seats (user_id) WHERE user_id IS NOT NULL;
