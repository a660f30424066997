"""Storage, the source of truth for every game: SQLite (embedded, the default) or PostgreSQL
(several bot processes sharing one database), behind one :class:`Store` contract.

``store = await open_store(target)`` opens one; its repositories do the work (``store.games``,
``store.messages``, ``store.timers``, ``store.history``, ``store.settings``,
``store.user_locales``, ``store.meta``, ``store.rows``; see :mod:`bot.store.base`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from bot.engine.ratings import Finish
from bot.store.base import Store
from bot.store.target import parse_target, redacted
from bot.store.types import (
    NO_GUILD,
    ChannelBusy,
    GameRow,
    LobbyLimit,
    PlayerGames,
    RatingRow,
    Recorded,
    Refused,
    Rematch,
    ResultRow,
    ResultSeat,
    SchemaTooNew,
    SeatRow,
    StoreUnavailable,
    Timer,
    VersionConflict,
)


async def open_store(
    target: Path | str, clock: Callable[[], float] = time.time, *, pool_size: int = 10
) -> Store:
    """Open (creating if needed) and migrate the database at ``target``: an SQLite file or
    ``sqlite:///`` URL, or a ``postgresql://`` URL (``pool_size`` connections at most)."""
    dialect, where = parse_target(target)
    # Each backend's driver is imported when it is used (asyncpg only for PostgreSQL).
    if dialect == "postgresql":
        from bot.store.postgres import PostgresStore

        return await PostgresStore.connect(where, clock, pool_size)
    from bot.store.sqlite import SqliteStore

    return await SqliteStore.connect(Path(where), clock)


__all__ = [
    "NO_GUILD",
    "ChannelBusy",
    "Finish",
    "GameRow",
    "LobbyLimit",
    "PlayerGames",
    "RatingRow",
    "Recorded",
    "Refused",
    "Rematch",
    "ResultRow",
    "ResultSeat",
    "SchemaTooNew",
    "SeatRow",
    "Store",
    "StoreUnavailable",
    "Timer",
    "VersionConflict",
    "open_store",
    "parse_target",
    "redacted",
]
