"""The SQLite backend (the default: one file, nothing to start) on aiosqlite.

WAL, ``synchronous=NORMAL``: every committed transaction survives a crash of the bot process
(``kill -9``); only a power loss may drop the last ones. The database file is created with
owner-only permissions. One connection; writes are serialised by an asyncio lock and run as
``BEGIN IMMEDIATE`` … ``COMMIT``; a single-statement write (a move: one ``INSERT`` into the view
``moves``) is one call to aiosqlite's database thread. Only one process uses the file.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from contextlib import asynccontextmanager, suppress
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.store.base import Store
from bot.store.schema import latest_schema, migrations
from bot.store.types import Connection, Refused, Row, SchemaTooNew, StoreUnavailable

_T = TypeVar("_T")

# SQLite result codes (and their extended forms) that mean "cannot write", not "bad SQL".
UNWRITABLE = (
    "SQLITE_FULL",
    "SQLITE_READONLY",
    "SQLITE_IOERR",
    "SQLITE_CANTOPEN",
    "SQLITE_BUSY",
    "SQLITE_LOCKED",
    "SQLITE_PERM",
    "SQLITE_CORRUPT",
    "SQLITE_NOTADB",
)


def _unwritable(error: sqlite3.Error) -> bool:
    return str(getattr(error, "sqlite_errorname", "")).startswith(UNWRITABLE)


def _translated(error: sqlite3.Error) -> Exception:
    """The store's own exception for a driver error (the error itself when it is a bug)."""
    if isinstance(error, sqlite3.IntegrityError):
        return Refused(str(error))
    if _unwritable(error):
        return StoreUnavailable(f"{error} ({error.sqlite_errorname})")
    return error


# One statement reads a game with its seats, the length of its log and (for GAME_AND_LOG) the
# log itself: one call to the database thread, and one consistent snapshot. Seats and moves
# come as JSON arrays built by SQLite.
_SEATS = (
    "(SELECT json_group_array(json_array(seat, user_id, name, kind, dm_open, away, expiries,"
    " level))"
    " FROM (SELECT * FROM seats WHERE game_id = g.id ORDER BY seat)) AS seats_json,"
    " (SELECT COUNT(*) FROM actions WHERE game_id = g.id) AS log_length"
)
GAME_BY_ID = "SELECT g.*, " + _SEATS + " FROM games g WHERE g.id = ?"
OPEN_GAME_IN_CHANNEL = (  # the channel's one game, or a thread's (not lobbies of thread games)
    "SELECT g.*, " + _SEATS + " FROM games g"
    " WHERE g.channel_id = ? AND g.status IN ('lobby', 'active')"
    " AND (g.parent_channel_id IS NULL OR g.parent_channel_id <> g.channel_id)"
)
GAME_AND_LOG = (
    "SELECT g.*, " + _SEATS + ","
    " (SELECT json_group_array(json_array(seat, action))"
    " FROM (SELECT seat, action FROM actions WHERE game_id = g.id ORDER BY n)) AS log_json"
    " FROM games g WHERE g.id = ?"
)
# One writer at a time (BEGIN IMMEDIATE): the claim needs no row locks.
CLAIM_TIMERS = (
    "UPDATE timers SET claimed_by = ?, lease_until = ? WHERE id IN (SELECT id FROM timers"
    " WHERE due_at <= ? AND (lease_until IS NULL OR lease_until < ?) ORDER BY due_at, id"
    " LIMIT ?) RETURNING id, game_id, kind, payload, due_at"
)


class SqliteConnection:
    """The :class:`~bot.store.types.Connection` of an aiosqlite connection."""

    __slots__ = ("_conn",)

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        cursor = await self._conn.execute(sql, tuple(params))
        return cursor.rowcount  # (the statement has run to its end: nothing stays open)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self._conn.executemany(sql, [tuple(r) for r in rows])

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return list(await self._conn.execute_fetchall(sql, tuple(params)))

    async def fetchrow(self, sql: str, params: Sequence[Any] = ()) -> Any:
        rows = await self.fetch(sql, params)
        return rows[0] if rows else None

    async def fetchval(self, sql: str, params: Sequence[Any] = ()) -> Any:
        row = await self.fetchrow(sql, params)
        return row[0] if row is not None else None


class SqliteStore(Store):
    """The store in one SQLite file."""

    dialect = "sqlite"
    shared = False

    def __init__(
        self,
        conn: aiosqlite.Connection,
        clock: Callable[[], float] = time.time,
        path: Path | None = None,
    ) -> None:
        super().__init__(clock)
        self._conn = conn
        self._db = SqliteConnection(conn)
        self._write_lock = asyncio.Lock()
        self.path = path

    # -- lifecycle -------------------------------------------------------------------------
    @classmethod
    async def connect(cls, path: Path, clock: Callable[[], float] = time.time) -> SqliteStore:
        """Open (creating with mode 0600 if needed) and migrate the database at ``path``."""
        if str(path) != ":memory:" and not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
        try:
            return await cls._open(path, clock)
        except sqlite3.Error as error:
            if _unwritable(error) or isinstance(error, sqlite3.DatabaseError):
                name = getattr(error, "sqlite_errorname", type(error).__name__)
                raise StoreUnavailable(f"{error} ({name})") from error
            raise

    @classmethod
    async def _open(cls, path: Path, clock: Callable[[], float]) -> SqliteStore:
        conn = await aiosqlite.connect(path, isolation_level=None)
        conn.row_factory = sqlite3.Row
        store = cls(conn, clock, path)
        try:
            await store._refuse_newer()  # before anything (even the journal mode) is written
            await conn.execute("PRAGMA journal_mode=WAL")
            await conn.execute("PRAGMA synchronous=NORMAL")
            await conn.execute("PRAGMA foreign_keys=ON")
            await conn.execute("PRAGMA busy_timeout=5000")
            await store._migrate()
        except BaseException:
            await conn.close()
            raise
        return store

    async def close(self) -> None:
        await self._conn.close()

    def describe(self) -> str:
        return f"SQLite {self.path}"

    async def _refuse_newer(self) -> None:
        current = await self.scalar("PRAGMA user_version")
        latest = latest_schema()
        if current > latest:
            raise SchemaTooNew(
                f"database schema version {current} is newer than this Ichiba ({latest})"
            )

    async def _migrate(self) -> None:
        current = await self.scalar("PRAGMA user_version")
        for number, sql in migrations("sqlite"):
            if number <= current:
                continue
            async with self.transaction() as conn:
                for statement in sql.split(";\n"):
                    if statement.strip():
                        await conn.execute(statement)
                await conn.execute(f"PRAGMA user_version = {number:d}")

    async def schema_version(self) -> int:
        return int(await self.scalar("PRAGMA user_version"))

    async def backup(self, path: Path) -> None:
        """Copy the database to a new file ``path`` with SQLite's online backup (consistent
        while others write). Raises ``FileExistsError`` rather than overwrite."""
        if path.exists():
            raise FileExistsError(f"{path} exists; choose a new file")
        try:
            async with aiosqlite.connect(path) as target:
                await self._conn.backup(target)
        except sqlite3.Error as error:
            raise StoreUnavailable(f"backup to {path}: {error}") from error

    async def set_pragma_synchronous(self, mode: str) -> None:
        """(Benchmarks) ``synchronous`` = NORMAL (shipped) or FULL."""
        if mode == "FULL":
            await self._conn.execute("PRAGMA synchronous=FULL")
        else:
            await self._conn.execute("PRAGMA synchronous=NORMAL")

    async def checkpoint(self) -> None:
        """(Benchmarks) Fold the WAL into the database file."""
        await self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    # -- the connection work ---------------------------------------------------------------
    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[SqliteConnection]:
        async with self._write_lock:
            try:
                await self._conn.execute("BEGIN IMMEDIATE")
                try:
                    yield self._db
                    await self._conn.execute("COMMIT")
                except BaseException:
                    # SQLite may already have rolled back (e.g. SQLITE_FULL); keep the cause.
                    if self._conn.in_transaction:
                        with suppress(sqlite3.Error):
                            await self._conn.execute("ROLLBACK")
                    raise
            except sqlite3.Error as error:
                raise _translated(error) from error

    async def write(self, sql: str, params: Sequence[Any] = ()) -> int:
        return await self._alone(self._db.execute, sql, params)

    async def write_returning(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return await self._alone(self._db.fetch, sql, params)

    async def _alone(
        self, run: Callable[[str, Sequence[Any]], Awaitable[_T]], sql: str, params: Sequence[Any]
    ) -> _T:
        """One statement in a transaction of its own (SQLite's autocommit)."""
        async with self._write_lock:  # no other transaction of this connection is open
            try:
                return await run(sql, params)
            except sqlite3.Error as error:
                # A failed write (disk full, I/O error) may leave its implicit transaction open.
                if self._conn.in_transaction:
                    with suppress(sqlite3.Error):
                        await self._conn.execute("ROLLBACK")
                raise _translated(error) from error

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return await self._db.fetch(sql, params)

    # -- what differs ----------------------------------------------------------------------
    async def game_record(self, game_id: int, *, with_log: bool = False) -> Row | None:
        if with_log:
            return await self.fetchrow(GAME_AND_LOG, (game_id,))
        return await self.fetchrow(GAME_BY_ID, (game_id,))

    async def open_game_record(self, channel_id: int) -> Row | None:
        return await self.fetchrow(OPEN_GAME_IN_CHANNEL, (channel_id,))

    async def claim_timer_rows(self, owner: str, now: float, lease: float, limit: int) -> list[Row]:
        return await self.write_returning(CLAIM_TIMERS, (owner, now + lease, now, now, limit))

    async def results_in_turn(self, conn: Connection) -> None:
        """Nothing to wait for: SQLite's transactions already take turns (``BEGIN
        IMMEDIATE``)."""

    async def lobbies_in_turn(self, conn: Connection, guild_id: int) -> None:
        """Nothing to wait for: SQLite's transactions already take turns (``BEGIN
        IMMEDIATE``)."""

    async def renumber(self) -> None:
        """Nothing to do: SQLite's keys continue from the largest."""
