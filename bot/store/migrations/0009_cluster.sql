-- Several bot processes on one database (issue 19).
-- A timer is claimed by one process (its id in claimed_by) until lease_until: the others skip
-- it, and take it over when the lease ran out (its holder died before handling it).
ALTER TABLE timers ADD COLUMN claimed_by TEXT;
ALTER TABLE timers ADD COLUMN lease_until REAL;

-- The game version each message was last drawn at: a process never edits a message back to
-- an older version than another process drew.
ALTER TABLE messages ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
