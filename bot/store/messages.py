"""The Discord messages showing each game (table ``messages``) and the game version each was
last drawn at, so that an edit never goes back to an older drawing."""

from __future__ import annotations

from bot.store.types import Database


class Messages:
    """A game's messages by kind: 'board', 'lobby', 'dm:<seat>' (``store.messages``)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def set(
        self, game_id: int, kind: str, channel_id: int, message_id: int, version: int = 0
    ) -> None:
        """Remember a message showing the game, drawn at ``version``."""
        await self._db.write(
            "INSERT INTO messages (game_id, kind, channel_id, message_id, version)"
            " VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (game_id, kind) DO UPDATE SET channel_id = excluded.channel_id,"
            " message_id = excluded.message_id, version = excluded.version",
            (game_id, kind, channel_id, message_id, version),
        )

    async def get(self, game_id: int, kind: str) -> tuple[int, int] | None:
        """(channel id, message id) of a game's message (``None``: no such message)."""
        row = await self._db.fetchrow(
            "SELECT channel_id, message_id FROM messages WHERE game_id = ? AND kind = ?",
            (game_id, kind),
        )
        return (row[0], row[1]) if row else None

    async def claim_version(self, game_id: int, kind: str, message_id: int, version: int) -> bool:
        """Before an edit of a message showing ``version``: record it, unless the message was
        already drawn at a newer version (by this process or another) or replaced; whether the
        edit may go ahead. Edits at the same version are allowed (a redraw)."""
        changed = await self._db.write(
            "UPDATE messages SET version = ? WHERE game_id = ? AND kind = ? AND message_id = ?"
            " AND version <= ?",
            (version, game_id, kind, message_id, version),
        )
        return changed == 1

    async def version(self, game_id: int, kind: str) -> int | None:
        """The version a message was last drawn at (``None``: no such message)."""
        return await self._db.scalar(
            "SELECT version FROM messages WHERE game_id = ? AND kind = ?", (game_id, kind)
        )

    async def delete(self, game_id: int, kind: str) -> None:
        await self._db.write("DELETE FROM messages WHERE game_id = ? AND kind = ?", (game_id, kind))
