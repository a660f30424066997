-- How each user hears that it is their turn (/notify): JSON text the notifications service
-- reads (by DM, a mention in the channel or both; the half-time reminder; quiet hours in a
-- time zone).
CREATE TABLE user_prefs (
    user_id     INTEGER PRIMARY KEY,
    prefs       TEXT    NOT NULL,
    updated_at  REAL    NOT NULL
);
