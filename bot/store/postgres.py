"""The PostgreSQL backend, for several bot processes sharing one database, on asyncpg.

asyncpg speaks PostgreSQL's binary protocol natively on asyncio (no thread per call, unlike a
DB-API driver wrapped for asyncio) and prepares and caches every statement per connection; the
store lends its connections itself (:mod:`bot.store.pg_pool`): a move is one round trip, the
``INSERT`` into the view ``moves`` whose PL/pgSQL trigger (migration 0005's PostgreSQL variant)
checks and advances the game's version.

The repositories' SQL (see :mod:`bot.store.base`) is written with ``?`` placeholders; this
backend numbers them (``$1``, ``$2``…) once per statement text. Transactions run at PostgreSQL's
default READ COMMITTED: every write that must not be lost to a concurrent one is guarded by a
condition in its own ``UPDATE`` (the game's version, a message's drawn version, a timer's
claimant), which PostgreSQL re-checks on the latest row after waiting for the other writer.
Migrations run under an advisory lock, so processes starting together migrate once. Commits are
durable (``synchronous_commit`` as the server has it: on by default).
"""

from __future__ import annotations

import functools
import re
import time
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg

from bot.store.base import Store
from bot.store.pg_pool import Conn, ConnectionPool
from bot.store.schema import latest_schema, migrations
from bot.store.target import redacted
from bot.store.types import Connection, Refused, Row, SchemaTooNew, StoreUnavailable

POOL_SIZE = 10  # connections per process (ICHIBA_DATABASE_POOL)
MIGRATION_LOCK = 0x1C41BA  # pg_advisory_xact_lock key: one process migrates at a time
RESULTS_LOCK = 0x1C41BB  # and one transaction writes results and ratings at a time
LOBBIES_LOCK = 0x1C41BC  # with a server's id: one transaction opens a lobby there at a time
PLACEHOLDER = re.compile(r"\?")


@functools.lru_cache(maxsize=1024)
def numbered(sql: str) -> str:
    """``sql`` with its ``?`` placeholders numbered for PostgreSQL (``$1``, ``$2``…). The
    statements of the store never hold a ``?`` inside a string literal."""
    counter = iter(range(1, 1000))
    return PLACEHOLDER.sub(lambda _: f"${next(counter)}", sql)


def _translated(error: Exception) -> Exception:
    """The store's own exception for a driver error (the error itself when it is a bug)."""
    if isinstance(error, asyncpg.IntegrityConstraintViolationError):
        return Refused(str(error))
    if isinstance(error, asyncpg.RaiseError):  # the moves trigger: "version conflict"
        return Refused(str(error))
    if isinstance(
        error,
        asyncpg.PostgresConnectionError
        | asyncpg.InterfaceError
        | asyncpg.InternalClientError  # the protocol left mid-operation (a broken session)
        | asyncpg.InsufficientResourcesError  # disk full, out of memory, too many connections
        | asyncpg.ReadOnlySQLTransactionError
        | asyncpg.OperatorInterventionError  # shut down, cannot connect now
        | asyncpg.PostgresIOError
        | OSError
        | TimeoutError,
    ):
        return StoreUnavailable(f"{type(error).__name__}: {error}")
    return error


_FAILURES = (
    asyncpg.PostgresError,
    asyncpg.InterfaceError,
    asyncpg.InternalClientError,
    OSError,
    TimeoutError,
)

_SEATS_JSON = (
    "(SELECT COALESCE(json_agg(json_build_array(seat, user_id, name, kind, dm_open, away,"
    " expiries, level) ORDER BY seat), '[]'::json) FROM seats WHERE game_id = g.id)::text"
    " AS seats_json"
)
_SEATS = _SEATS_JSON + ", (SELECT COUNT(*) FROM actions WHERE game_id = g.id) AS log_length"
GAME_BY_ID = "SELECT g.*, " + _SEATS + " FROM games g WHERE g.id = ?"
OPEN_GAME_IN_CHANNEL = (  # the channel's one game, or a thread's (not lobbies of thread games)
    "SELECT g.*, " + _SEATS + " FROM games g"
    " WHERE g.channel_id = ? AND g.status IN ('lobby', 'active')"
    " AND (g.parent_channel_id IS NULL OR g.parent_channel_id <> g.channel_id)"
)
GAME_AND_LOG = (
    "SELECT g.*, " + _SEATS + ","
    " (SELECT COALESCE(json_agg(json_build_array(seat, action) ORDER BY n), '[]'::json)"
    " FROM actions WHERE game_id = g.id)::text AS log_json"
    " FROM games g WHERE g.id = ?"
)
# A move on the snapshot this process holds, in one round trip (see Store.held_move_record): the
# insert happens only if the stored snapshot and log are those held; the outer SELECT sees the
# game as it was before the move (a data-modifying CTE's effects are not visible to it), whose
# log the CTE has just counted (its length is the version before the move: not counted again).
HELD_MOVE = (
    "WITH held AS (SELECT g.id FROM games g WHERE g.id = ? AND g.version = ? - 1"
    " AND g.status = 'active' AND encode(sha256(convert_to(g.state, 'UTF8')), 'hex') = ?"
    " AND (SELECT COUNT(*) FROM actions WHERE game_id = g.id) = g.version),"
    " moved AS (INSERT INTO moves (game_id, n, seat, action, created_at, actor, state, stamps,"
    " status) SELECT held.id, ?, ?, ?, ?, ?, ?, ?, ? FROM held RETURNING game_id)"
    " SELECT g.id, g.game, g.guild_id, g.channel_id, g.host_id, g.status, g.options, g.seed,"
    " g.version, NULL::text AS state, g.stamps, g.locale, g.turn_seconds, g.secret_seconds,"
    " g.timers_paused, g.rules_version, g.rematch_of, g.holds, g.holds_until, g.hints,"
    " g.hints_on, g.parent_channel_id, g.version AS log_length, " + _SEATS_JSON + " FROM games g"
    " WHERE g.id = (SELECT game_id FROM moved)"
)
# Several processes claim at once: each takes rows nobody else has locked (SKIP LOCKED), so no
# two ever claim the same timer and none waits for another.
CLAIM_TIMERS = (
    "UPDATE timers SET claimed_by = ?, lease_until = ? WHERE id IN (SELECT id FROM timers"
    " WHERE due_at <= ? AND (lease_until IS NULL OR lease_until < ?) ORDER BY due_at, id"
    " LIMIT ? FOR UPDATE SKIP LOCKED) RETURNING id, game_id, kind, payload, due_at"
)


def _count(status: str) -> int:
    """The rows a command changed, from its status ("UPDATE 1", "INSERT 0 1")."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PostgresConnection:
    """The :class:`~bot.store.types.Connection` of an asyncpg connection (as the pool lends it,
    or a connection of its own)."""

    __slots__ = ("_conn",)

    def __init__(self, conn: Conn) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        return _count(await self._conn.execute(numbered(sql), *params))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self._conn.executemany(numbered(sql), [tuple(r) for r in rows])

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return list(await self._conn.fetch(numbered(sql), *params))

    async def fetchrow(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return await self._conn.fetchrow(numbered(sql), *params)

    async def fetchval(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return await self._conn.fetchval(numbered(sql), *params)


class PostgresStore(Store):
    """The store in a PostgreSQL database, shared by every bot process of a cluster."""

    dialect = "postgresql"
    shared = True

    def __init__(
        self, pool: ConnectionPool, url: str, clock: Callable[[], float] = time.time
    ) -> None:
        super().__init__(clock)
        self._pool = pool
        self.url = url

    # -- lifecycle -------------------------------------------------------------------------
    @classmethod
    async def connect(
        cls, url: str, clock: Callable[[], float] = time.time, pool_size: int = POOL_SIZE
    ) -> PostgresStore:
        """Connect a pool to ``url`` and migrate the database."""
        connect = functools.partial(
            asyncpg.connect, url, server_settings={"application_name": "ichiba"}
        )
        pool = ConnectionPool(connect, max(2, pool_size))
        try:
            await pool.start()
        except (*_FAILURES, ValueError) as error:
            raise StoreUnavailable(f"{redacted(url)}: {type(error).__name__}: {error}") from error
        store = cls(pool, url, clock)
        try:
            await store._migrate()
        except BaseException:
            await pool.close()
            raise
        return store

    async def close(self) -> None:
        await self._pool.close()

    def describe(self) -> str:
        return f"PostgreSQL {redacted(self.url)}"

    async def _migrate(self) -> None:
        """Apply the missing migrations, each in a transaction with its number; processes
        starting together wait for each other (an advisory lock)."""
        latest = latest_schema()
        try:
            async with self._pool.lend() as conn, conn.transaction():
                await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
                await conn.execute(
                    "CREATE TABLE IF NOT EXISTS ichiba_schema (version BIGINT NOT NULL)"
                )
                current = await conn.fetchval("SELECT MAX(version) FROM ichiba_schema") or 0
                if current > latest:
                    raise SchemaTooNew(
                        f"database schema version {current} is newer than this Ichiba ({latest})"
                    )
                for number, statement in migrations("postgresql"):
                    if number > current:
                        await conn.execute(statement)  # the whole file (simple protocol)
                        await conn.execute("DELETE FROM ichiba_schema")
                        await conn.execute("INSERT INTO ichiba_schema VALUES ($1)", number)
        except _FAILURES as error:
            raise _translated(error) from error

    async def schema_version(self) -> int:
        return int(await self.scalar("SELECT MAX(version) FROM ichiba_schema") or 0)

    # -- the connection work ---------------------------------------------------------------
    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[PostgresConnection]:
        try:
            async with self._pool.lend() as conn, conn.transaction():
                yield PostgresConnection(conn)
        except _FAILURES as error:
            raise _translated(error) from error

    async def write(self, sql: str, params: Sequence[Any] = ()) -> int:
        try:
            async with self._pool.lend() as conn:
                return _count(await conn.execute(numbered(sql), *params))
        except _FAILURES as error:
            raise _translated(error) from error

    async def write_returning(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return await self.fetch(sql, params)  # (a statement outside a transaction commits)

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        try:
            async with self._pool.lend() as conn:
                return list(await conn.fetch(numbered(sql), *params))
        except _FAILURES as error:
            raise _translated(error) from error

    # -- what differs ----------------------------------------------------------------------
    async def game_record(self, game_id: int, *, with_log: bool = False) -> Row | None:
        if with_log:
            return await self.fetchrow(GAME_AND_LOG, (game_id,))
        return await self.fetchrow(GAME_BY_ID, (game_id,))

    async def open_game_record(self, channel_id: int) -> Row | None:
        return await self.fetchrow(OPEN_GAME_IN_CHANNEL, (channel_id,))

    moves_held = True

    async def held_move_record(self, move: Sequence[Any], digest: str) -> Row | None:
        game_id, version, *rest = move
        return await self.fetchrow(HELD_MOVE, (game_id, version, digest, version, *rest))

    async def claim_timer_rows(self, owner: str, now: float, lease: float, limit: int) -> list[Row]:
        return await self.write_returning(CLAIM_TIMERS, (owner, now + lease, now, now, limit))

    async def results_in_turn(self, conn: Connection) -> None:
        """Finishes of games in any process take turns (a lock held until the transaction
        ends): each game's number follows the last committed one and its ratings start from
        the committed ones (READ COMMITTED reads each statement's snapshot after the lock)."""
        await conn.fetchval("SELECT pg_advisory_xact_lock(?)", (RESULTS_LOCK,))

    async def lobbies_in_turn(self, conn: Connection, guild_id: int) -> None:
        """Lobbies opened in one server take turns (a lock per server, held until the
        transaction ends); two-key advisory locks never meet the one-key locks above."""
        await conn.fetchval(
            "SELECT pg_advisory_xact_lock(?, ?)", (LOBBIES_LOCK, guild_id % 2**31)
        )

    async def renumber(self) -> None:
        """After rows were copied in with their ids (``migrate-store``): new games and timers
        are numbered after the highest copied id."""
        async with self.transaction() as conn:
            await conn.execute(
                "SELECT setval(pg_get_serial_sequence('games', 'id'),"
                " COALESCE((SELECT MAX(id) FROM games), 0) + 1, false)"
            )
            await conn.execute(
                "SELECT setval(pg_get_serial_sequence('timers', 'id'),"
                " COALESCE((SELECT MAX(id) FROM timers), 0) + 1, false)"
            )
