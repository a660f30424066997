-- Hints for learners (issue 25). "hints" is the table's choice: 'auto' (decided when the game
-- starts: on when a seated player has fewer than three finished games of it in the server),
-- 'on' or 'off'; "hints_on" is what was decided at the start. Games from before hints: off.
ALTER TABLE games ADD COLUMN hints TEXT NOT NULL DEFAULT 'off';
ALTER TABLE games ADD COLUMN hints_on INTEGER NOT NULL DEFAULT 0;

-- Each seat that asked for a hint in a game: how many times, and when first.
CREATE TABLE hint_uses (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    uses      INTEGER NOT NULL,
    first_at  REAL    NOT NULL,
    PRIMARY KEY (game_id, seat)
);

-- A game in which a hint was used is kept in the history but rated for nobody (0): its result
-- says so, so that rebuilding the ratings skips it too.
ALTER TABLE results ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;
