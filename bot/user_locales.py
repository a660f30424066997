"""Each player's own language, for what only they see but that no interaction of theirs
answers: DMs sent when it becomes their turn, reminders, notices.

Discord tells a bot a user's client language only with their interactions, so every interaction
updates it (written to the store only when it changed) and the latest one is used.
"""

from __future__ import annotations

from bot.store import Store


class UserLocales:
    """The latest known Discord locale of each user, cached in memory and kept in the store."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._known: dict[int, str | None] = {}

    async def remember(self, user_id: int, locale: str) -> None:
        """Note the locale of an interaction of ``user_id``."""
        if self._known.get(user_id, "") == locale:
            return
        if user_id not in self._known and await self.store.user_locale(user_id) == locale:
            self._known[user_id] = locale
            return
        await self.store.set_user_locale(user_id, locale)
        self._known[user_id] = locale

    async def of(self, user_id: int | None, default: str) -> str:
        """``user_id``'s latest locale, else ``default`` (the game's channel language)."""
        if user_id is None:
            return default
        if user_id not in self._known:
            self._known[user_id] = await self.store.user_locale(user_id)
        return self._known[user_id] or default
