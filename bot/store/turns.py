"""SQLite's one writer, taken in turns: a write someone is waiting for goes first.

SQLite has one writer at a time; while many games open, the writes queue (lobbies, seats,
message ids, timers, languages: BENCHMARKS.md, section 9), and a ``/play`` or a **Join** waited
~20 ms for the writes of other games' boards and DMs before its own. A task that answers an
interaction marks itself with :func:`answering`; its writes then go before the writes made in
the background (each kind in the order it came). The writer is handed from one holder to the
next, so no write barges in between. Background writes wait only while answers are queued.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from contextvars import ContextVar

_ANSWERING: ContextVar[bool] = ContextVar("answering", default=False)


def answering() -> None:
    """Mark the current task (and the tasks it starts) as answering someone: its writes go
    first (see the module docstring)."""
    _ANSWERING.set(True)


class WriteTurns:
    """A lock whose waiters that answer someone are served before the others."""

    def __init__(self) -> None:
        self._held = False
        self._urgent: deque[asyncio.Future[None]] = deque()
        self._background: deque[asyncio.Future[None]] = deque()

    @property
    def waiting(self) -> int:
        """Writers waiting for their turn (for tests)."""
        return len(self._urgent) + len(self._background)

    @asynccontextmanager
    async def turn(self) -> AsyncIterator[None]:
        """Hold the writer (waiting for a turn first when it is held)."""
        await self._acquire()
        try:
            yield
        finally:
            self._release()

    async def _acquire(self) -> None:
        if not self._held:
            self._held = True
            return
        queue = self._urgent if _ANSWERING.get() else self._background
        turn = asyncio.get_running_loop().create_future()
        queue.append(turn)
        try:
            await turn
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():
                self._release()  # handed the writer as it was cancelled: hand it on
            else:
                queue.remove(turn)
            raise

    def _release(self) -> None:
        for queue in (self._urgent, self._background):
            while queue:
                turn = queue.popleft()
                if not turn.done():
                    turn.set_result(None)  # the writer goes to this waiter, still held
                    return
        self._held = False
