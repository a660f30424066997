-- Small facts about this installation, e.g. the hash of the slash commands last synced.
CREATE TABLE meta (
    key    TEXT PRIMARY KEY,
    value  TEXT NOT NULL
);
