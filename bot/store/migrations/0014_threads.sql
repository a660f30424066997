-- A thread per game (issue 27): in a server that opens games in threads, a lobby opens in its
-- channel (parent_channel_id = channel_id) and the game moves into a thread of its own at the
-- start (channel_id = the thread); the channel keeps one summary line per game. NULL: the game
-- is the one open game of its channel, as before.
ALTER TABLE games ADD COLUMN parent_channel_id INTEGER;

-- One open game per channel, or per thread; a channel may hold many lobbies of thread games.
DROP INDEX games_one_open_per_channel;
CREATE UNIQUE INDEX games_one_open_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'active') AND parent_channel_id IS NULL;
CREATE UNIQUE INDEX games_one_open_per_thread
    ON games (channel_id) WHERE status IN ('lobby', 'active') AND parent_channel_id IS NOT NULL
    AND channel_id <> parent_channel_id;
