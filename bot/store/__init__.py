"""Storage, the source of truth for every game: SQLite (embedded, the default) or PostgreSQL
(several bot processes sharing one database), behind one :class:`Store` contract."""

from bot.store.history import Finish, ResultRow, ResultSeat
from bot.store.store import (
    ChannelBusy,
    GameRow,
    Recorded,
    SchemaTooNew,
    SeatRow,
    Store,
    StoreUnavailable,
    Timer,
    VersionConflict,
    parse_target,
    redacted,
)

__all__ = [
    "ChannelBusy",
    "Finish",
    "GameRow",
    "Recorded",
    "ResultRow",
    "ResultSeat",
    "SchemaTooNew",
    "SeatRow",
    "Store",
    "StoreUnavailable",
    "Timer",
    "VersionConflict",
    "parse_target",
    "redacted",
]
