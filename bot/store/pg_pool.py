"""The PostgreSQL store's connections: a few asyncpg connections, lent one at a time.

asyncpg's own pool gives a connection back through a task of its own under a timeout
(``asyncio.shield`` of the release): two more turns of the event loop and ~0.05 ms of CPU
after every statement, ~0.1 ms of a move's ~1 ms when one game plays alone (BENCHMARKS.md,
section 9). This one lends and takes back in plain code: a connection goes back to the idle
list, or straight to a caller waiting for one, as the statement ends.

A connection that may be in a state nobody knows (its statement was cancelled, the link
failed, a transaction was left open) is closed instead of lent again, and the next caller
opens a fresh one; so is one the server closed while it was idle. An error the server reported
(a constraint, a raised exception) leaves it usable. Sessions are kept as they are: the store
sets nothing that outlives a transaction (its advisory locks are ``_xact_`` locks; no
``LISTEN``, ``SET`` or cursor).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TypeAlias

import asyncpg

Conn: TypeAlias = "asyncpg.Connection[asyncpg.Record]"

# What may leave a connection in an unknown state: it is closed, not lent again. (The server
# ending the session, e.g. ``pg_terminate_backend``, comes as an OperatorInterventionError; the
# protocol left mid-operation as an InternalClientError.)
_UNSAFE = (
    asyncpg.InterfaceError,
    asyncpg.InternalClientError,
    asyncpg.PostgresConnectionError,
    asyncpg.OperatorInterventionError,
    OSError,
    TimeoutError,
)


class PoolClosed(asyncpg.InterfaceError):
    """The pool was closed: nothing more is lent."""


class ConnectionPool:
    """At most ``size`` connections made by ``connect``, each lent to one caller at a time
    (:meth:`lend`); callers beyond ``size`` wait for one, first come first served."""

    def __init__(self, connect: Callable[[], Awaitable[Conn]], size: int) -> None:
        if size < 1:
            raise ValueError("a pool needs at least one connection")
        self._connect = connect
        self.size = size
        self._idle: list[Conn] = []
        self._waiting: deque[asyncio.Future[Conn | None]] = deque()
        self._count = 0  # connections open or being opened
        self._closed = False

    @property
    def open_connections(self) -> int:
        """Connections open (lent or idle) or being opened."""
        return self._count

    @property
    def waiting(self) -> int:
        """Callers waiting for a connection."""
        return sum(not waiter.done() for waiter in self._waiting)

    async def start(self) -> None:
        """Open the first connection (so a wrong URL or a server that is down fails here)."""
        async with self.lend():
            pass

    @contextlib.asynccontextmanager
    async def lend(self) -> AsyncIterator[Conn]:
        """A connection for the ``async with`` block; back to the pool after it (or closed,
        when the block ended in a way that may have left it in an unknown state)."""
        conn = await self._take()
        try:
            yield conn
        except BaseException as error:  # (a cancellation too: the statement's end is unknown)
            unsafe = not isinstance(error, Exception) or isinstance(error, _UNSAFE)
            self._give_back(conn, usable=not unsafe)
            raise
        self._give_back(conn, usable=True)

    async def _take(self) -> Conn:
        while True:
            if self._closed:
                raise PoolClosed("the store is closed")
            while self._idle:
                conn = self._idle.pop()
                if not conn.is_closed():
                    return conn
                self._count -= 1  # the server closed it while it was idle
            if self._count < self.size:
                self._count += 1
                try:
                    return await self._connect()
                except BaseException:
                    self._count -= 1
                    self._wake(None)  # a waiter may try in this one's place
                    raise
            waiter: asyncio.Future[Conn | None] = asyncio.get_running_loop().create_future()
            self._waiting.append(waiter)
            try:
                handed = await waiter
            except asyncio.CancelledError:
                if waiter.done() and not waiter.cancelled():
                    self._pass_on(waiter.result())  # handed over as this caller left
                else:
                    self._waiting.remove(waiter)
                raise
            if handed is not None:
                return handed
            # None: a connection was closed, so one may be opened: try again.

    def _give_back(self, conn: Conn, *, usable: bool) -> None:
        if usable and not self._closed and not conn.is_closed() and not conn.is_in_transaction():
            self._pass_on(conn)
            return
        conn.terminate()
        self._count -= 1
        self._wake(None)

    def _pass_on(self, conn: Conn | None) -> None:
        """Hand ``conn`` (``None``: room for a new one) to the first caller waiting, or keep it
        idle."""
        if not self._wake(conn) and conn is not None:
            self._idle.append(conn)

    def _wake(self, handed: Conn | None) -> bool:
        while self._waiting:
            waiter = self._waiting.popleft()
            if not waiter.done():
                waiter.set_result(handed)
                return True
        return False

    async def close(self) -> None:
        """Close the idle connections and lend nothing more; a connection lent now is
        closed when it comes back. Callers waiting are told the pool is closed."""
        self._closed = True
        idle, self._idle = self._idle, []
        while self._waiting:
            waiter = self._waiting.popleft()
            if not waiter.done():
                waiter.set_exception(PoolClosed("the store is closed"))
        for conn in idle:
            self._count -= 1
            with contextlib.suppress(*_UNSAFE, asyncpg.PostgresError):
                await conn.close(timeout=5)
