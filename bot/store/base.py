"""The store's contract: one :class:`Store` over two backends, SQLite (embedded, the default;
:mod:`bot.store.sqlite`) and PostgreSQL (several bot processes sharing one database;
:mod:`bot.store.postgres`).

A store is its repositories, each a small class given the backend to run its SQL on:
``store.games``, ``store.messages``, ``store.timers``, ``store.history``, ``store.settings``,
``store.user_locales``, ``store.user_prefs``, ``store.meta`` and ``store.rows``. Their SQL is
written once, in SQL both dialects run: ``?`` placeholders (the PostgreSQL backend numbers
them), ``ON CONFLICT`` upserts and ``RETURNING``. A backend supplies the connection work —
transactions, single statements, reads — and the few statements that differ (the reads that
build JSON arrays, the timer claim, the schema version, the turn results are written in): the
abstract methods below. Parameters are always bound, never formatted into SQL.

A database that cannot be written (disk full, read-only, I/O error, the server gone) raises
:class:`StoreUnavailable` after rolling the transaction back, so nothing is half written.
"""

from __future__ import annotations

import abc
import time
from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, ClassVar

from bot.store.copy import Rows
from bot.store.games import Games
from bot.store.history import StoredHistory
from bot.store.messages import Messages
from bot.store.meta import Meta
from bot.store.settings import StoredLocales, StoredPrefs, StoredSettings
from bot.store.timers import Timers
from bot.store.types import Connection, Row


class Store(abc.ABC):
    """All of Ichiba's storage: the repositories over one backend (a subclass).

    :func:`bot.store.open_store` picks the backend and opens the database."""

    dialect: ClassVar[str]
    #: Whether other processes may use the same database at once (PostgreSQL): caches must be
    #: short-lived and the timer loop must look for timers that others added.
    shared: ClassVar[bool] = False

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self.clock = clock
        self.history = StoredHistory(self)
        self.games = Games(self, self.history)
        self.messages = Messages(self)
        self.timers = Timers(self)
        self.settings = StoredSettings(self)
        self.user_locales = StoredLocales(self)
        self.user_prefs = StoredPrefs(self)
        self.meta = Meta(self)
        self.rows = Rows(self)

    # -- lifecycle -------------------------------------------------------------------------
    @abc.abstractmethod
    async def close(self) -> None: ...

    @abc.abstractmethod
    async def schema_version(self) -> int:
        """The number of the last migration applied to the database."""

    def describe(self) -> str:
        """What database this is, for log lines (no password)."""
        return self.dialect

    async def backup(self, path: Path) -> None:
        """Copy the database to a new file (SQLite only)."""
        raise NotImplementedError(f"backup copies an SQLite database, not {self.dialect}")

    # -- the connection work (for the repositories) ----------------------------------------
    @abc.abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Connection]:
        """One write transaction; rolled back on any error. Raises :class:`StoreUnavailable`
        when the database cannot be written and :class:`Refused` for a constraint."""

    @abc.abstractmethod
    async def write(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One statement in a transaction of its own; the rows it changed."""

    @abc.abstractmethod
    async def write_returning(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """One statement that writes, in a transaction of its own; the rows it returns
        (``RETURNING``). One call to the database, where a transaction takes three."""

    @abc.abstractmethod
    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def fetchrow(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self.fetch(sql, params)
        return rows[0] if rows else None

    async def scalar(self, sql: str, params: Sequence[Any] = ()) -> Any:
        row = await self.fetchrow(sql, params)
        return row[0] if row is not None else None

    # -- what differs ----------------------------------------------------------------------
    @abc.abstractmethod
    async def game_record(self, game_id: int, *, with_log: bool = False) -> Row | None:
        """One statement reading a game with its seats (``seats_json``), the length of its log
        (``log_length``) and, ``with_log``, the log itself (``log_json``)."""

    moves_held: ClassVar[bool] = False  # whether held_move_record is answered

    async def held_move_record(self, move: Sequence[Any], digest: str) -> Row | None:
        """One statement recording ``move`` (the parameters of :data:`bot.store.games.MOVE`)
        only if the game's stored snapshot is still the one at the previous version whose
        text has ``digest`` and its log is whole; the game's row as :meth:`game_record` reads
        it, without its snapshot (``state`` NULL), as it was before the move (``None``:
        nothing recorded, the snapshot is another one). Backends with ``moves_held``."""
        raise NotImplementedError

    @abc.abstractmethod
    async def open_game_record(self, channel_id: int) -> Row | None:
        """The row of :meth:`game_record` (without the log) of a channel's open game."""

    @abc.abstractmethod
    async def claim_timer_rows(self, owner: str, now: float, lease: float, limit: int) -> list[Row]:
        """Claim due timers for ``owner`` (see :meth:`bot.store.timers.Timers.claim_due`): the
        rows ``id, game_id, kind, payload, due_at`` of those claimed."""

    @abc.abstractmethod
    async def results_in_turn(self, conn: Connection) -> None:
        """(Inside a transaction.) Wait until no other transaction is writing results or
        ratings: a game's number and its players' ratings are read from those committed before
        it."""

    @abc.abstractmethod
    async def lobbies_in_turn(self, conn: Connection, guild_id: int) -> None:
        """(Inside a transaction.) Wait until no other transaction is opening a lobby in this
        server: the open lobbies are counted from those committed before."""

    @abc.abstractmethod
    async def renumber(self) -> None:
        """After rows were copied in with their ids (``migrate-store``): new games and timers
        are numbered after the copied ones."""
