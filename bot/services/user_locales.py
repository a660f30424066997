"""Each player's own language, for what only they see but that no interaction of theirs
answers: DMs sent when it becomes their turn, reminders, notices.

Discord tells a bot a user's client language only with their interactions, so every interaction
updates it (written to the store only when it changed) and the latest one is used.
"""

from __future__ import annotations

import time

from bot.store import Store

SHARED_TTL = 60.0  # seconds a cached locale is trusted when other processes write them


class UserLocales:
    """The latest known Discord locale of each user, cached in memory and kept in the store.
    With a database shared by several processes (a user's clicks may reach any of them), a
    cached locale is read again after :data:`SHARED_TTL` seconds."""

    def __init__(self, store: Store, ttl: float | None = None) -> None:
        self.store = store
        self.ttl = ttl if ttl is not None else (SHARED_TTL if store.shared else None)
        self._known: dict[int, tuple[str | None, float]] = {}

    def _cached(self, user_id: int) -> tuple[str | None, float] | None:
        found = self._known.get(user_id)
        if found is not None and self.ttl is not None and time.monotonic() - found[1] > self.ttl:
            return None
        return found

    async def remember(self, user_id: int, locale: str) -> None:
        """Note the locale of an interaction of ``user_id``."""
        found = self._cached(user_id)
        if found is not None and found[0] == locale:
            return
        now = time.monotonic()
        if found is None and await self.store.user_locales.get(user_id) == locale:
            self._known[user_id] = (locale, now)
            return
        await self.store.user_locales.set(user_id, locale)
        self._known[user_id] = (locale, now)

    async def of(self, user_id: int | None, default: str) -> str:
        """``user_id``'s latest locale, else ``default`` (the game's channel language)."""
        if user_id is None:
            return default
        found = self._cached(user_id)
        if found is None:
            found = (await self.store.user_locales.get(user_id), time.monotonic())
            self._known[user_id] = found
        return found[0] or default
