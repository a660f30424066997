-- Turn timers per table, and who (or what) made each move.
ALTER TABLE games ADD COLUMN turn_seconds REAL NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN secret_seconds REAL NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN timers_paused INTEGER NOT NULL DEFAULT 0;

-- A seat whose player let the timer run out twice in a row is "away": the computer plays it
-- until the player clicks "I'm back".
ALTER TABLE seats ADD COLUMN away INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN expiries INTEGER NOT NULL DEFAULT 0;

-- 'player', 'computer' (a computer seat or an away player's seat) or 'timer' (time ran out).
ALTER TABLE actions ADD COLUMN actor TEXT NOT NULL DEFAULT 'player';

-- One timer of each kind per seat.
CREATE UNIQUE INDEX timers_one_per_seat ON timers (game_id, kind);
