"""SQLite storage: the source of truth for every game."""

from bot.store.history import Finish, ResultRow, ResultSeat
from bot.store.store import (
    ChannelBusy,
    GameRow,
    Recorded,
    SchemaTooNew,
    SeatRow,
    Store,
    StoreUnavailable,
    VersionConflict,
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
    "VersionConflict",
]
