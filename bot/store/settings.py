"""What servers and users chose: a server's settings (table ``guild_settings``, JSON text the
settings service reads), each user's Discord locale (table ``user_locales``) and how each user
hears of their turns (table ``user_prefs``, JSON text the notifications service reads)."""

from __future__ import annotations

from bot.store.types import Database


class StoredSettings:
    """Each server's stored settings (``store.settings``)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, guild_id: int) -> str | None:
        """A server's stored settings (JSON text), ``None`` when it never set any."""
        return await self._db.scalar(
            "SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )

    async def save(self, guild_id: int, settings: str) -> None:
        await self._db.write(
            "INSERT INTO guild_settings (guild_id, settings, updated_at) VALUES (?, ?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings,"
            " updated_at = excluded.updated_at",
            (guild_id, settings, self._db.clock()),
        )


class StoredLocales:
    """The Discord locale of each user's latest interaction (``store.user_locales``)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, user_id: int) -> str | None:
        """The Discord locale of ``user_id``'s latest interaction (``None``: never seen)."""
        value = await self._db.scalar(
            "SELECT locale FROM user_locales WHERE user_id = ?", (user_id,)
        )
        return None if value is None else str(value)

    async def set(self, user_id: int, locale: str) -> None:
        await self._db.write(
            "INSERT INTO user_locales (user_id, locale, updated_at) VALUES (?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale,"
            " updated_at = excluded.updated_at",
            (user_id, locale, self._db.clock()),
        )


class StoredPrefs:
    """Each user's turn notification preferences (``store.user_prefs``)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, user_id: int) -> str | None:
        """``user_id``'s stored preferences (JSON text), ``None`` when they never chose."""
        value = await self._db.scalar("SELECT prefs FROM user_prefs WHERE user_id = ?", (user_id,))
        return None if value is None else str(value)

    async def save(self, user_id: int, prefs: str) -> None:
        await self._db.write(
            "INSERT INTO user_prefs (user_id, prefs, updated_at) VALUES (?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET prefs = excluded.prefs,"
            " updated_at = excluded.updated_at",
            (user_id, prefs, self._db.clock()),
        )
