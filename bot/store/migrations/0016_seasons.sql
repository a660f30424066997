-- Seasons of the leaderboards (issue 27). Each result is counted in the season of its server
-- when it finished (its start and end, seconds since the epoch; see bot/engine/seasons.py): a
-- rebuild puts it in the same season even after the server changed its season length. Results
-- from before seasons existed have none and count for all time only.
ALTER TABLE results ADD COLUMN season_start REAL;
ALTER TABLE results ADD COLUMN season_end REAL;

-- Each player's rating per server, game and season (known by its start). A player's first game
-- of a season starts from their last season's rating (or their all-time one) with a widened
-- uncertainty (bot/engine/ratings.py new_season).
CREATE TABLE season_ratings (
    guild_id      INTEGER NOT NULL,
    game          TEXT    NOT NULL,
    player        INTEGER NOT NULL,
    season_start  REAL    NOT NULL,
    season_end    REAL    NOT NULL,
    name          TEXT    NOT NULL,
    mu            REAL    NOT NULL,
    sigma         REAL    NOT NULL,
    ordinal       REAL    NOT NULL,
    games         INTEGER NOT NULL,
    wins          INTEGER NOT NULL,
    seq           INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game, player, season_start)
);

CREATE INDEX season_ratings_board ON season_ratings (guild_id, game, season_start, ordinal);
