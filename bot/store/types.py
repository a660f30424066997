"""What the store hands out and what it needs: its rows, its errors, and the connection
protocols every repository is written against (:class:`Database`, :class:`Connection`).

Nothing here runs SQL; every other module of :mod:`bot.store` may import this one.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

import orjson

from bot.engine.ratings import Rating, ordinal

OPEN_STATUSES = ("lobby", "active")
NO_GUILD = 0  # the guild of a result whose game was played outside a server


# -- errors ----------------------------------------------------------------------------------
class ChannelBusy(Exception):
    """The channel already has an open game."""


class LobbyLimit(Exception):
    """Too many open lobbies: ``scope`` is ``"player"`` (the host's own in the server) or
    ``"server"``; ``limit`` the most allowed."""

    def __init__(self, scope: str, limit: int) -> None:
        super().__init__(f"at most {limit} open lobbies per {scope}")
        self.scope = scope
        self.limit = limit


@dataclass(frozen=True)
class Rematch:
    """What a lobby opened by "Play again" keeps of the finished game ``of``: the seats
    ``holds`` (user id, name) held for its other players until ``until``."""

    of: int
    holds: list[tuple[int, str]]
    until: float


class VersionConflict(Exception):
    """The game changed since it was read (another writer got there first)."""


class SchemaTooNew(Exception):
    """The database was written by a newer Ichiba; we refuse to touch it."""


class StoreUnavailable(Exception):
    """The database cannot be written now (disk full, read-only, I/O error, the server cannot
    be reached); nothing changed."""


class Refused(Exception):
    """A constraint refused a write (a unique key, a check, the ``moves`` trigger's version
    check); the message says which. Backends raise it for their drivers' integrity errors."""


# -- games -----------------------------------------------------------------------------------
def json_text(value: Any) -> str:
    """``value`` (plain JSON data: no NaN or infinity) as the JSON text the store keeps: compact
    and ASCII (a PostgreSQL database in any encoding takes it). orjson's, in C: a game's
    snapshot ~5 × quicker than :func:`json.dumps`, the largest piece of a move's work before its
    statement is sent; json's for what orjson refuses (integers past 64 bits) or writes as
    UTF-8."""
    try:
        text = orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)
    except TypeError:
        pass
    else:
        if text.isascii():
            return text.decode()
    return json.dumps(value, separators=(",", ":"))


def snapshot_digest(text: str | None) -> str | None:
    """The SHA-256 of a snapshot's JSON text as stored (``None`` for no snapshot)."""
    return None if text is None else hashlib.sha256(text.encode()).hexdigest()


class Recorded(NamedTuple):
    """What :meth:`bot.store.games.Games.record_action` wrote: the new version and the digest
    of the stored snapshot text (see :attr:`GameRow.digest`)."""

    version: int
    digest: str


class Timer(NamedTuple):
    """A due timer this process claimed (see :meth:`bot.store.timers.Timers.claim_due`)."""

    id: int
    game_id: int
    kind: str
    payload: dict[str, Any]
    due_at: float


@dataclass
class SeatRow:
    seat: int
    user_id: int | None
    name: str
    kind: str = "human"
    dm_open: bool = True
    away: bool = False
    expiries: int = 0
    level: str | None = None  # a computer seat's level (migration 0017); None for humans

    @property
    def automatic(self) -> bool:
        """Whether the computer plays this seat (a computer seat, or an away player)."""
        return self.kind == "computer" or self.away

    @property
    def plays_at(self) -> str:
        """The level the computer plays this seat at: a computer seat's own (Normal for one
        stored without a level), Normal for an away player."""
        return self.level if self.kind == "computer" and self.level else "normal"


@dataclass
class GameRow:
    id: int
    game: str
    guild_id: int | None
    channel_id: int
    host_id: int
    status: str
    options: dict[str, Any]
    seed: int | None
    version: int
    state: dict[str, Any] | None
    stamps: list[int]
    locale: str
    seats: list[SeatRow] = field(default_factory=list)
    turn_seconds: float = 0
    secret_seconds: float = 0
    timers_paused: bool = False
    damage: str | None = None  # why the stored row cannot be read as it is (None: it can)
    # SHA-256 of the snapshot's JSON text exactly as stored (None: no snapshot), so a reader
    # can tell "the snapshot I wrote" from anything else without serialising the state again.
    digest: str | None = None
    log_length: int | None = None  # logged actions when the row was read (None: not counted)
    rules_version: int = 1  # Game.rules_version when the game started
    rematch_of: int | None = None  # the finished game whose "Play again" opened this lobby
    holds: list[tuple[int, str]] = field(default_factory=list)  # (user id, name) held seats
    holds_until: float | None = None  # when the held seats free up
    # A game in a thread of its own: the channel of its lobby and summary line (None: the game
    # is its channel's one open game). Its lobby's channel_id is this one, its game's the thread.
    parent_channel_id: int | None = None
    hints: str = "off"  # the table's choice of hints for learners: 'auto', 'on' or 'off'
    hints_on: bool = False  # whether hints are offered (decided when the game started)

    @property
    def in_thread(self) -> bool:
        """The game runs (or will run, from its start) in a thread of its own."""
        return self.parent_channel_id is not None

    def held(self, now: float) -> list[tuple[int, str]]:
        """The seats still held at ``now`` for previous players not seated again."""
        if self.holds_until is None or now >= self.holds_until:
            return []
        return [(user, name) for user, name in self.holds if self.seat_of(user) is None]

    def back_together(self) -> bool:
        """A rematch lobby where every previous player sits again."""
        return self.rematch_of is not None and all(
            self.seat_of(user) is not None for user, _name in self.holds
        )

    def seat_of(self, user_id: int) -> int | None:
        """The seat of ``user_id`` or ``None`` when they are not seated."""
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.seat
        return None


@dataclass
class SeatedGame:
    """An open game (lobby or running) as a player's list of games shows it
    (:meth:`bot.store.games.Games.seated`)."""

    id: int
    game: str
    guild_id: int | None
    channel_id: int
    status: str
    state: dict[str, Any] | None  # None: a lobby, or a snapshot that cannot be read
    timers_paused: bool
    seats: list[SeatRow] = field(default_factory=list)
    message: tuple[int, int] | None = None  # (channel id, message id): the board, else the lobby
    deadlines: dict[int, float] = field(default_factory=dict)  # seat → its expire timer's due time


# -- history ---------------------------------------------------------------------------------
@dataclass
class ResultSeat:
    seat: int
    player: int  # Discord user id; -k for the game's k-th computer seat
    name: str
    place: int
    score: int
    before: Rating | None = None
    after: Rating | None = None

    @property
    def computer(self) -> bool:
        return self.player < 0

    @property
    def change(self) -> float | None:
        """How much the seat's ordinal moved in this game (``None``: not rated)."""
        if self.after is None:
            return None
        old = ordinal(*self.before) if self.before is not None else None
        new = ordinal(*self.after)
        return new - old if old is not None else None


@dataclass
class ResultRow:
    """One finished game, as the history lists it."""

    game_id: int
    guild_id: int
    game: str
    seq: int
    started_at: float | None
    finished_at: float
    moves: int
    seats: list[ResultSeat] = field(default_factory=list)
    rated: bool = True  # False: a hint was used, nobody's rating moved


@dataclass(frozen=True)
class PlayerGames:
    """One player's figures in one game (of a server)."""

    game: str
    played: int
    won: int
    place_sum: int
    score_sum: int
    best: int


@dataclass(frozen=True)
class RatingRow:
    player: int
    name: str
    mu: float
    sigma: float
    ordinal: float
    games: int
    wins: int


# -- the connection protocols ----------------------------------------------------------------
class Row(Protocol):
    """A result row: by position and by column name, or as its values in column order
    (``sqlite3.Row``, ``asyncpg.Record``)."""

    def __getitem__(self, key: int | str) -> Any: ...

    def __iter__(self) -> Iterator[Any]: ...

    def __len__(self) -> int: ...


class Connection(Protocol):
    """One connection inside a transaction, the same for both backends (``?`` placeholders)."""

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; the number of rows it changed."""

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def fetchrow(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...

    async def fetchval(self, sql: str, params: Sequence[Any] = ()) -> Any: ...


class Database(Protocol):
    """What a repository is given: a backend's connection work (see
    :class:`bot.store.base.Store`) and the few reads that differ between the backends, which
    return rows for the repository to read."""

    clock: Callable[[], float]

    @property
    def dialect(self) -> str:
        """``"sqlite"`` or ``"postgresql"`` (a backend's class constant)."""

    def transaction(self) -> AbstractAsyncContextManager[Connection]: ...

    async def write(self, sql: str, params: Sequence[Any] = ()) -> int: ...

    async def write_returning(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def fetchrow(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...

    async def scalar(self, sql: str, params: Sequence[Any] = ()) -> Any: ...

    async def results_in_turn(self, conn: Connection) -> None: ...

    async def lobbies_in_turn(self, conn: Connection, guild_id: int) -> None: ...

    async def game_record(self, game_id: int, *, with_log: bool = False) -> Row | None: ...

    @property
    def moves_held(self) -> bool:
        """Whether :meth:`held_move_record` is answered (a backend's class constant)."""

    async def held_move_record(self, move: Sequence[Any], digest: str) -> Row | None: ...

    async def open_game_record(self, channel_id: int) -> Row | None: ...

    async def claim_timer_rows(
        self, owner: str, now: float, lease: float, limit: int
    ) -> list[Row]: ...

    async def renumber(self) -> None: ...
