-- Games, their seats, the action log (source of truth), the Discord messages showing each game,
-- and durable timers.
CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    game        TEXT    NOT NULL,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    host_id     INTEGER NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'over', 'abandoned')),
    options     TEXT    NOT NULL DEFAULT '{}',
    seed        INTEGER,
    version     INTEGER NOT NULL DEFAULT 0,
    state       TEXT,
    stamps      TEXT    NOT NULL DEFAULT '[]',
    locale      TEXT    NOT NULL DEFAULT 'en-US',
    created_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL
);

-- One open game per channel.
CREATE UNIQUE INDEX games_one_open_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'active');

CREATE TABLE seats (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    user_id   INTEGER,
    name      TEXT    NOT NULL,
    kind      TEXT    NOT NULL DEFAULT 'human' CHECK (kind IN ('human', 'computer')),
    dm_open   INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (game_id, seat)
);

CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id) WHERE user_id IS NOT NULL;

CREATE TABLE actions (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    n           INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    action      TEXT    NOT NULL,
    created_at  REAL    NOT NULL,
    PRIMARY KEY (game_id, n)
);

CREATE TABLE messages (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind        TEXT    NOT NULL,
    channel_id  INTEGER NOT NULL,
    message_id  INTEGER NOT NULL,
    PRIMARY KEY (game_id, kind)
);

CREATE TABLE timers (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind        TEXT    NOT NULL,
    due_at      REAL    NOT NULL,
    payload     TEXT    NOT NULL DEFAULT '{}'
);

CREATE INDEX timers_due ON timers (due_at);

-- Votes to abandon a running game (a majority of seated players ends it).
CREATE TABLE abandon_votes (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id  INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
