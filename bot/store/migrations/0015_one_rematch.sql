-- One open rematch per finished game: of two "Play again" presses at the same moment, the second
-- lobby is refused by the database (then the second presser joins the first), also where a
-- channel holds many lobbies (games in threads).
CREATE UNIQUE INDEX games_one_open_rematch
    ON games (rematch_of) WHERE status IN ('lobby', 'active') AND rematch_of IS NOT NULL;
