"""SQLite storage: the source of truth for every game."""

from bot.store.store import (
    ChannelBusy,
    GameRow,
    SchemaTooNew,
    SeatRow,
    Store,
    StoreUnavailable,
    VersionConflict,
)

__all__ = [
    "ChannelBusy",
    "GameRow",
    "SchemaTooNew",
    "SeatRow",
    "Store",
    "StoreUnavailable",
    "VersionConflict",
]
