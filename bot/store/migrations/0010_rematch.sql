-- Play again (issue 27): a lobby opened from a finished game's "Play again" button names that
-- game (rematch_of), and holds a seat for each of its other players (holds: a JSON list of
-- [user id, name]) until holds_until; a hold ends when its player sits down or at that time.
ALTER TABLE games ADD COLUMN rematch_of INTEGER;
ALTER TABLE games ADD COLUMN holds TEXT NOT NULL DEFAULT '[]';
ALTER TABLE games ADD COLUMN holds_until REAL;
