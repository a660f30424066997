"""Full garbage collections at quiet moments, not in the middle of a rush of clicks.

A full collection stops the event loop while it walks every tracked object: 4-11 ms at 500 games
(BENCHMARKS.md, 4c). Python starts one when enough objects have survived the young collections,
which happens in the busiest moments, so the pause adds to a loop that is already late.
:class:`IdleCollector` turns Python's own full collections off and runs them itself. The young
collections are left as they are. A collection that is due runs when the bot has nothing in
hand, or at the latest ``max_wait`` seconds after it became due.

What survives a full collection is long-lived (games in progress, channels, caches): the
collector then freezes it (``gc.freeze``), so the next full collection walks only what was made
since, however many games are in progress (at 2,000 games a full collection walked 52,000-58,000
objects, 44-45 ms: BENCHMARKS.md, section 9). A frozen object is still freed when nothing refers
to it; only reference cycles that die once frozen wait: every ``thaw_every`` seconds the next
quiet collection (or, failing one, the first after ``max_thaw_wait`` more seconds) unfreezes and
walks everything once, which frees them (at 1,000 games: 424,000 objects, 0.4 s; 519 of them
such garbage after opening the games and playing: section 9).

A walk is never long: when the bot has stayed busy for ``max_wait``, or walking the objects made
since the last freeze would take longer than ``walk_budget``, the collector freezes them without
walking them (their dead cycles, a few hundred at most at each collection while games open, wait
for the next thaw with the others). What a walk costs per object is learned from the
collector's own walks: it changes with the heap the new objects point into and with the machine
(at 5,000 games 0.7 µs in one run, 1.5 µs in another at a slow hour of the VM: BENCHMARKS.md,
section 9), so a fixed number of objects would be too many on one machine and too few on
another.
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
# Seconds a due collection may wait for a quiet moment: what it walks (the objects made since
# the last one) grows meanwhile, ~1,000 a second while 15 games a second are being opened.
MAX_WAIT = 10.0
# CPU a full collection may stop the loop for (its share of a 20 ms tick); past that the new
# objects are frozen unwalked.
WALK_BUDGET = 0.008
# What a walk costs per object until the collector has timed one of its own (the figure of a
# 5,000-game bot on a slow VM: 14,122 objects in 20.9 ms; BENCHMARKS.md, section 9).
FIRST_COST = 1.5e-6
TIMED_WALK = 1_000  # objects a walk needs for its time to say what one costs
THAW_EVERY = 3600.0  # seconds between collections of the frozen objects too
MAX_THAW_WAIT = 3600.0  # seconds such a collection may wait for a quiet moment

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
        walk_budget: float = WALK_BUDGET,
        cost: float = FIRST_COST,
        thaw_every: float = THAW_EVERY,
        max_thaw_wait: float = MAX_THAW_WAIT,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.busy = busy
        self.check_every = check_every
        self.max_wait = max_wait
        self.walk_budget = walk_budget
        self.cost = cost  # seconds of CPU a walk takes per object (learned as walks are timed)
        self.thaw_every = thaw_every
        self.max_thaw_wait = max_thaw_wait
        self.clock = clock
        self.collections = 0  # full collections run (for tests and benchmarks)
        self.thaws = 0  # of which the frozen objects were walked too
        self.unwalked = 0  # due collections that froze the new objects without walking them
        self._middle_at_freeze = _middle_collections()
        self._task: asyncio.Task[None] | None = None
        self._due_since: float | None = None
        self._thawed_at = clock()

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
        """Give full collections back to Python (when no other collector runs), and the
        objects frozen meanwhile to its scans."""
        global _running
        if self._task is None:
            return
        self._task.cancel()
        self._task = None
        _running -= 1
        if not _running:
            gc.set_threshold(*_saved[0])
            gc.unfreeze()  # (frozen cycles that died meanwhile are Python's to collect again)

    def due(self) -> bool:
        """As many young (middle-generation) collections since the last freeze (every step
        that collects ends with one) as Python would wait for before a full collection."""
        wait_for = (_saved[0] if _saved else gc.get_threshold())[2]
        return _middle_collections() - self._middle_at_freeze >= wait_for

    def step(self) -> bool:
        """When a collection is due and either nothing is in hand or it has waited
        ``max_wait``: collect (or, busy or too much to walk, freeze without walking) and freeze
        the survivors; whether it did."""
        if not self.due():
            self._due_since = None
            return False
        now = self.clock()
        if self._due_since is None:
            self._due_since = now
        busy = self.busy()
        if busy and now - self._due_since < self.max_wait:
            return False
        since_thaw = now - self._thawed_at
        if since_thaw >= self.thaw_every and (
            not busy or since_thaw >= self.thaw_every + self.max_thaw_wait
        ):
            self._thaw(now)
            self.collections += 1
        elif busy or (walk := _unfrozen()) * self.cost > self.walk_budget:
            self.unwalked += 1  # (a walk now would stop the loop too long)
        else:
            started = time.thread_time()
            gc.collect()
            self.collections += 1
            if walk >= TIMED_WALK:
                self._learn((time.thread_time() - started) / walk)
        gc.freeze()  # the survivors are long-lived: later collections skip them
        self._middle_at_freeze = _middle_collections()
        self._due_since = None
        return True

    def _learn(self, cost: float) -> None:
        """A walk's cost per object: taken at once when dearer than thought (the next walk must
        not overrun), half-way when cheaper (one quick walk should not let the next run long)."""
        self.cost = cost if cost > self.cost else (self.cost + cost) / 2

    def _thaw(self, now: float) -> None:
        """A full collection of everything, the frozen objects included."""
        frozen = gc.get_freeze_count()
        gc.unfreeze()
        started = time.perf_counter()
        freed = gc.collect()
        log.info(
            "collected the frozen objects too: %d walked, %d freed, %.1f ms",
            frozen,
            freed,
            1000 * (time.perf_counter() - started),
        )
        self.thaws += 1
        self._thawed_at = now

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.check_every)
            try:
                self.step()
            except Exception:  # never let the collector die silently
                log.exception("garbage collection failed")


def _middle_collections() -> int:
    """Collections of the middle generation so far in this process."""
    return int(gc.get_stats()[1]["collections"])


def _unfrozen() -> int:
    """Objects a full collection would walk now (~1 ms for 40,000)."""
    return sum(len(gc.get_objects(generation)) for generation in range(3))
