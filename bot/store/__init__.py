"""SQLite storage: the source of truth for every game."""

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
    "GameRow",
    "Recorded",
    "SchemaTooNew",
    "SeatRow",
    "Store",
    "StoreUnavailable",
    "VersionConflict",
]
