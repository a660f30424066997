"""Full garbage collections at quiet moments, not in the middle of a rush of clicks.

A full collection stops the event loop while it walks every tracked object: 4-11 ms at 500 games
(BENCHMARKS.md, 4c). Python starts one when enough objects have survived the young collections,
which happens in the busiest moments, so the pause adds to a loop that is already late.
:class:`IdleCollector` turns Python's own full collections off and runs them itself. The young
collections are left as they are. A collection that is due runs when the bot has nothing in
hand, or at the latest ``max_wait`` seconds after it became due.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from collections.abc import Callable

log = logging.getLogger(__name__)
NEVER = 2**31 - 1  # a third threshold no count reaches: no automatic full collections
CHECK_EVERY = 0.5  # seconds between looks
MAX_WAIT = 60.0  # seconds a due collection may wait for a quiet moment

_saved: list[tuple[int, int, int]] = []  # Python's thresholds, while any collector runs
_running = 0


class IdleCollector:
    """Runs due full garbage collections when ``busy()`` is false (or after ``max_wait``)."""

    def __init__(
        self,
        busy: Callable[[], bool],
        *,
        check_every: float = CHECK_EVERY,
        max_wait: float = MAX_WAIT,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.busy = busy
        self.check_every = check_every
        self.max_wait = max_wait
        self.clock = clock
        self.collections = 0  # full collections run (for tests and benchmarks)
        self._task: asyncio.Task[None] | None = None
        self._due_since: float | None = None

    def start(self) -> None:
        """Take over full collections (Python's own are off until the last collector of the
        process stops)."""
        global _running
        if self._task is not None:
            return
        if not _running:
            _saved[:] = [gc.get_threshold()]
            young, middle, _ = _saved[0]
            gc.set_threshold(young, middle, NEVER)
        _running += 1
        self._task = asyncio.create_task(self._run())

    def stop(self) -> None:
        """Give full collections back to Python (when no other collector runs)."""
        global _running
        if self._task is None:
            return
        self._task.cancel()
        self._task = None
        _running -= 1
        if not _running:
            gc.set_threshold(*_saved[0])

    def due(self) -> bool:
        """As many young collections since the last full one as Python would wait for."""
        wait_for = (_saved[0] if _saved else gc.get_threshold())[2]
        return gc.get_count()[2] >= wait_for

    def step(self) -> bool:
        """Collect now if a collection is due and either nothing is in hand or it has waited
        ``max_wait``; whether it collected."""
        if not self.due():
            self._due_since = None
            return False
        now = self.clock()
        if self._due_since is None:
            self._due_since = now
        if self.busy() and now - self._due_since < self.max_wait:
            return False
        gc.collect()
        self.collections += 1
        self._due_since = None
        return True

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.check_every)
            try:
                self.step()
            except Exception:  # never let the collector die silently
                log.exception("garbage collection failed")
