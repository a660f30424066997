"""Durable timers, fired by kind: one task sleeps until the earliest stored timer (after
RoboDanny's reminder cog) and hands each due timer to the handler registered for its kind.

The scheduler knows no game and no message: whoever owns a kind of timer registers a handler
for it (:meth:`Scheduler.handle`), so nothing here imports its handlers. A timer's kind is a
word, optionally followed by ``:`` and a detail (``expire:2``): the handler of ``expire``
receives it whole.

Several processes may share the database (a sharded cluster on PostgreSQL). Every process runs
the loop, and each due timer is handled by exactly one of them: a process *claims* due timers
(``FOR UPDATE SKIP LOCKED`` on PostgreSQL), holding them for :data:`CLAIM_LEASE` seconds, and
*consumes* each one (deletes it, only if it still holds it) just before acting on it. A process
that dies holding claims leaves them to another once the lease ran out. With a shared database
the loop also looks every :data:`POLL` seconds for timers that other processes added.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import socket

from bot.services.protocols import Activity, Clock, TimerHandler
from bot.store import Store

log = logging.getLogger(__name__)
CLAIM_LEASE = 30.0  # seconds a process holds the timers it claimed before others may take them
POLL = 2.0  # with a shared database: look for other processes' timers at least this often
CLAIM_BATCH = 10  # timers claimed at once (the last is consumed after the others are handled)
MAX_ROUNDS = 50  # claims per run of due timers


def process_name() -> str:
    """This process in the timer claims: host, pid and a random part (a restarted process with
    the same pid is another claimant)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


def kind_of(timer_kind: str) -> str:
    """The registered kind of a stored timer kind (``expire:2`` -> ``expire``)."""
    return timer_kind.split(":", 1)[0]


class Scheduler:
    """Fires the stored timers that are due, each once in the whole cluster."""

    def __init__(self, store: Store, clock: Clock, activity: Activity) -> None:
        self.store = store
        self.clock = clock
        self.work = activity
        self.owner = process_name()
        self._handlers: dict[str, TimerHandler] = {}
        self._firing = asyncio.Lock()
        self._wake = asyncio.Event()
        self._loop_task: asyncio.Task[None] | None = None

    def handle(self, kind: str, handler: TimerHandler) -> None:
        """Let ``handler`` fire the timers of ``kind`` (one handler per kind)."""
        if kind in self._handlers:
            raise ValueError(f"timer kind {kind!r} already has a handler")
        self._handlers[kind] = handler

    def wake(self) -> None:
        """Re-check the timers now (new timers, or a test clock moved on)."""
        self._wake.set()

    def start(self) -> None:
        if self._loop_task is None or self._loop_task.done():
            self._loop_task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        task = self._loop_task
        if task is not None and not task.done():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

    async def _run(self) -> None:
        while True:
            try:
                self._wake.clear()
                await self.run_due()
                due = await self.store.timers.next_due()
                timeout = None if due is None else max(0.0, due - self.clock())
                if self.store.shared:  # other processes add timers too
                    timeout = POLL if timeout is None else min(timeout, POLL)
                # (asyncio.timeout, not wait_for: on Python 3.11, a stop that comes as the wait
                # ends is swallowed by wait_for, and the loop then waits for ever.)
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(timeout):
                        await self._wake.wait()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("timer loop failed; retrying")
                await asyncio.sleep(1)

    async def run_due(self) -> None:
        """Fire every timer that is due now, each once in the whole cluster: claimed (leased)
        by this process, then consumed just before it is acted on."""
        async with self._firing:  # one loop of this process at a time (and the tests' calls)
            await self._run_due()

    async def _run_due(self) -> None:
        store = self.store
        for _ in range(MAX_ROUNDS):
            claimed = await store.timers.claim_due(
                self.owner, self.clock(), CLAIM_LEASE, CLAIM_BATCH
            )
            if not claimed:
                return
            for timer in claimed:
                if not await store.timers.delete(timer.id, self.owner):
                    continue  # moved or taken over meanwhile: not ours to fire
                log.info(
                    "timer %s (%s of game %s, due %.3f) fired",
                    timer.id,
                    timer.kind,
                    timer.game_id,
                    timer.due_at,
                )
                handler = self._handlers.get(kind_of(timer.kind))
                if handler is None:
                    log.error("timer %s: no handler for kind %r", timer.id, timer.kind)
                    continue
                async with self.work.working():
                    try:
                        await handler(timer.game_id, timer.kind, timer.payload)
                    except Exception:  # one broken game must not hold up the others' timers
                        log.exception("timer %s of game %s failed", timer.kind, timer.game_id)
