"""Facts about the installation (table ``meta``: key → text), e.g. the digest of the commands
last synced with Discord."""

from __future__ import annotations

from bot.store.types import Database


class Meta:
    """The installation's facts (``store.meta``)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, key: str) -> str | None:
        return await self._db.scalar("SELECT value FROM meta WHERE key = ?", (key,))

    async def set(self, key: str, value: str) -> None:
        await self._db.write(
            "INSERT INTO meta (key, value) VALUES (?, ?)"
            " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    async def swap(self, key: str, value: str) -> tuple[bool, str | None]:
        """Set ``key`` to ``value`` unless it already is: (whether this call changed it, the
        value before). Of several processes swapping in the same value at once, exactly one
        changes it (it does the work the value stands for, e.g. syncing commands)."""
        async with self._db.transaction() as conn:
            before = await conn.fetchval("SELECT value FROM meta WHERE key = ?", (key,))
            changed = await conn.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value"
                " WHERE meta.value <> excluded.value",
                (key, value),
            )
        return changed == 1, before
