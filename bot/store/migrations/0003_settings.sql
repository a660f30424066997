-- Per-server settings (a JSON object, see bot/settings.py) and who or what closed each game.
CREATE TABLE guild_settings (
    guild_id    INTEGER PRIMARY KEY,
    settings    TEXT    NOT NULL DEFAULT '{}',
    updated_at  REAL    NOT NULL
);

-- 'host:<user id>', 'moderator:<user id>', 'vote', 'lobby_expired', 'idle', 'channel_deleted',
-- 'left_guild'; NULL for games that ended by play (or were closed before this column existed).
ALTER TABLE games ADD COLUMN closed_by TEXT;
