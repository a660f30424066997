"""Messages that must catch up with the store, drawn by a few tasks at a time.

A move can leave the board and several players' private panels behind. Rather than one task per
message, each holding its game's state while it waits for a picture, a change records only
*which* message is behind: a key ``(game, seat)``, with ``None`` for the board. A few drawers
take the keys in order and draw each message from the latest stored version. Requests for the
same message coalesce, so a burst of moves costs one picture per message. However long the
queue gets, a waiting message costs a key, not a task with its game state (BENCHMARKS.md, B:
such a backlog made full garbage collections block the event loop).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)
DRAWERS = 4  # messages drawn at the same time: enough to keep two render workers busy

Key = tuple[int, int | None]  # (game id, seat); seat None: the board
Draw = Callable[[int, int | None, int], Awaitable[None]]


class Outbox:
    """A queue of messages to bring up to date, drained by at most ``drawers`` tasks.

    ``draw(game_id, seat, version)`` brings one message up to date; ``version`` is the newest
    version at which that message was requested.
    """

    def __init__(self, draw: Draw, drawers: int = DRAWERS) -> None:
        self._draw = draw
        self._drawers = drawers
        self._pending: dict[Key, int] = {}  # in request order
        self._tasks: set[asyncio.Task[None]] = set()
        self._idle = asyncio.Event()
        self._idle.set()
        self._closed = False

    def add(self, game_id: int, seat: int | None, version: int = 0) -> None:
        """Ask for the message ``(game_id, seat)`` to be drawn again."""
        if self._closed:
            return
        key = (game_id, seat)
        self._pending[key] = max(version, self._pending.get(key, version))
        self._idle.clear()
        self._spawn()

    def discard(self, game_id: int) -> None:
        """Forget the waiting messages of a game (one that is closed or over)."""
        for key in [key for key in self._pending if key[0] == game_id]:
            del self._pending[key]
        self._check_idle()

    def __len__(self) -> int:
        """Messages waiting (not counting those being drawn)."""
        return len(self._pending)

    @property
    def busy(self) -> bool:
        return not self._idle.is_set()

    async def idle(self) -> None:
        """Wait until nothing is waiting or being drawn."""
        await self._idle.wait()

    def close(self) -> None:
        """Drop what waits and stop the drawers (shutdown)."""
        self._closed = True
        self._pending.clear()
        for task in self._tasks:
            task.cancel()
        self._check_idle()

    def _spawn(self) -> None:
        while len(self._tasks) < min(self._drawers, len(self._pending)):
            task = asyncio.create_task(self._drain())
            self._tasks.add(task)
            task.add_done_callback(self._finished)

    async def _drain(self) -> None:
        while self._pending:
            key = next(iter(self._pending))
            version = self._pending.pop(key)
            try:
                await self._draw(*key, version)
            except Exception:
                log.exception("drawing message %s of game %s failed", key[1], key[0])

    def _finished(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not self._closed:
            self._spawn()  # a drawer cancelled from outside leaves its keys to the others
        self._check_idle()

    def _check_idle(self) -> None:
        if not self._tasks and not self._pending:
            self._idle.set()
