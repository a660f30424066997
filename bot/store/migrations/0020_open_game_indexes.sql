-- The open games found without reading the others (issue 28): the lookups made while games are
-- opened and played (a channel's open game, a channel's lobbies of thread games, a server's
-- lobbies by host for its limits, a player's open seats, a season's end timer) read indexes of
-- what they look for, not every game ever played.
CREATE INDEX games_open_by_channel ON games (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX games_open_by_parent
    ON games (parent_channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX games_open_by_guild ON games (guild_id) WHERE status IN ('lobby', 'active');
CREATE INDEX games_lobbies_by_guild ON games (guild_id, host_id) WHERE status = 'lobby';
CREATE INDEX seats_by_user ON seats (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX timers_by_kind ON timers (kind);
