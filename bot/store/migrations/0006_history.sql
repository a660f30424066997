-- History and ratings. A finished game's result and its seats' rating changes are written in the
-- same transaction as its last action (Store.record_action); abandoned games have neither.
-- "guild_id" 0 stands for "no server". A "player" is the Discord user id of a human seat, or -k
-- for a game's k-th computer seat (-1, -2, -3: rated per server and game like a person).
ALTER TABLE games ADD COLUMN started_at REAL;

CREATE TABLE results (
    game_id      INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    guild_id     INTEGER NOT NULL,
    game         TEXT    NOT NULL,
    seq          INTEGER NOT NULL,
    started_at   REAL,
    finished_at  REAL    NOT NULL,
    moves        INTEGER NOT NULL
);

-- The order in which games finished: ratings are computed (and rebuilt) in this order.
CREATE UNIQUE INDEX results_seq ON results (seq);
CREATE INDEX results_by_guild ON results (guild_id, seq);
CREATE INDEX results_by_guild_game ON results (guild_id, game, seq);

-- One row per seat: place (1 = first, tied seats share it), score, and the seat's rating before
-- and after the game (guild_id, game and seq are copied from results for the indexes below).
CREATE TABLE result_seats (
    game_id       INTEGER NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
    seat          INTEGER NOT NULL,
    player        INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    place         INTEGER NOT NULL,
    score         INTEGER NOT NULL,
    guild_id      INTEGER NOT NULL,
    game          TEXT    NOT NULL,
    seq           INTEGER NOT NULL,
    mu_before     REAL,
    sigma_before  REAL,
    mu            REAL,
    sigma         REAL,
    PRIMARY KEY (game_id, seat)
);

CREATE INDEX result_seats_by_player ON result_seats (guild_id, player, seq);
CREATE INDEX result_seats_by_player_game ON result_seats (guild_id, player, game, seq);

-- Each player's current rating per server and game; "ordinal" (mu - 3 sigma) ranks them.
CREATE TABLE ratings (
    guild_id  INTEGER NOT NULL,
    game      TEXT    NOT NULL,
    player    INTEGER NOT NULL,
    name      TEXT    NOT NULL,
    mu        REAL    NOT NULL,
    sigma     REAL    NOT NULL,
    ordinal   REAL    NOT NULL,
    games     INTEGER NOT NULL,
    wins      INTEGER NOT NULL,
    seq       INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game, player)
);

CREATE INDEX ratings_board ON ratings (guild_id, game, ordinal);
