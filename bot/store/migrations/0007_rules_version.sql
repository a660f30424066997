-- The rules version a game was started under (Game.rules_version). A running game whose log
-- no longer replays after an update that changed its rules is closed with an explanation
-- instead of being reported as damaged. Games started before this column: version 1.
ALTER TABLE games ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 1;
