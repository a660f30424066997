-- Each user's Discord client language, as their latest interaction told it: what only they see
-- (DMs sent without an interaction, such as "your turn" panels and reminders) is written in it.
CREATE TABLE user_locales (
    user_id     INTEGER PRIMARY KEY,
    locale      TEXT    NOT NULL,
    updated_at  REAL    NOT NULL
);
