"""Copying a whole database to another backend (``python -m bot migrate-store``): every table,
row by row with its own ids, in pages. The statements are fixed: built here from the column
lists below (the schema after the last migration), never from input.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.store.types import Database

# Table → its columns (the key columns first: rows are copied in that order). Parents before
# children (foreign keys).
TABLES: dict[str, tuple[str, ...]] = {
    "games": (
        "id", "game", "guild_id", "channel_id", "host_id", "status", "options", "seed",
        "version", "state", "stamps", "locale", "created_at", "updated_at", "turn_seconds",
        "secret_seconds", "timers_paused", "closed_by", "started_at", "rules_version",
        "rematch_of", "holds", "holds_until", "parent_channel_id", "hints", "hints_on",
    ),
    "seats": (
        "game_id", "seat", "user_id", "name", "kind", "dm_open", "away", "expiries", "level",
    ),
    "actions": ("game_id", "n", "seat", "action", "created_at", "actor"),
    "messages": ("game_id", "kind", "channel_id", "message_id", "version"),
    # A claim belongs to a process of the old database: the copy's timers are unclaimed.
    "timers": ("id", "game_id", "kind", "due_at", "payload"),
    "abandon_votes": ("game_id", "user_id"),
    "guild_settings": ("guild_id", "settings", "updated_at"),
    "meta": ("key", "value"),
    "results": (
        "game_id", "guild_id", "game", "seq", "started_at", "finished_at", "moves",
        "season_start", "season_end", "rated",
    ),
    "result_seats": (
        "game_id", "seat", "player", "name", "place", "score", "guild_id", "game", "seq",
        "mu_before", "sigma_before", "mu", "sigma",
    ),
    "ratings": (
        "guild_id", "game", "player", "name", "mu", "sigma", "ordinal", "games", "wins", "seq",
    ),
    "user_locales": ("user_id", "locale", "updated_at"),
    "user_prefs": ("user_id", "prefs", "updated_at"),
    "season_ratings": (
        "guild_id", "game", "player", "season_start", "season_end", "name", "mu", "sigma",
        "ordinal", "games", "wins", "seq",
    ),
    "hint_uses": ("game_id", "seat", "uses", "first_at"),
}
KEYS = {
    "games": 1, "seats": 2, "actions": 2, "messages": 2, "timers": 1, "abandon_votes": 2,
    "guild_settings": 1, "meta": 1, "results": 1, "result_seats": 2, "ratings": 3,
    "user_locales": 1, "user_prefs": 1, "season_ratings": 4, "hint_uses": 2,
}  # fmt: skip
PAGE = 2000


def _select(table: str, columns: Sequence[str]) -> str:
    order = ", ".join(columns[: KEYS[table]])
    return f"SELECT {', '.join(columns)} FROM {table} ORDER BY {order} LIMIT ? OFFSET ?"


def _insert(table: str, columns: Sequence[str]) -> str:
    marks = ", ".join("?" for _ in columns)
    return f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})"


#: The fixed statements: table → (page of rows, insert of one row, count).
STATEMENTS: dict[str, tuple[str, str, str]] = {
    table: (_select(table, columns), _insert(table, columns), f"SELECT COUNT(*) FROM {table}")
    for table, columns in TABLES.items()
}


class Rows:
    """Every table's rows, for copying a database (``store.rows``)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def counts(self) -> dict[str, int]:
        """Rows in each table (see :data:`TABLES`)."""
        found = {}
        for table, (_, _, count) in STATEMENTS.items():
            found[table] = int(await self._db.scalar(count))
        return found

    async def page(self, table: str, offset: int, limit: int) -> list[tuple[Any, ...]]:
        """One page of a table's rows, in key order (columns of :data:`TABLES`)."""
        select = STATEMENTS[table][0]
        return [tuple(r) for r in await self._db.fetch(select, (limit, offset))]

    async def insert(self, table: str, rows: Sequence[Sequence[Any]]) -> None:
        """Insert rows exported from another database (their ids kept), in one transaction."""
        insert = STATEMENTS[table][1]
        async with self._db.transaction() as conn:
            await conn.executemany(insert, rows)

    async def renumber(self) -> None:
        """After :meth:`insert`: new games and timers are numbered after the copied ones."""
        await self._db.renumber()
