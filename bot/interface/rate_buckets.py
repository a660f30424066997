"""Keep discord.py's rate-limit buckets few: drop the idle ones every few seconds.

discord.py keeps one ``Ratelimit`` (with an ``asyncio.Lock`` and a ``deque``) per route and
major parameter it has used: every channel, and every interaction's webhook token (each click's
answer is edited through its own token). It forgets a bucket only after 5 minutes without a
request, and only while making a new one once there are 256: a scan of every bucket on the
click that makes a bucket. At 40-80 clicks a second that is 10,000-30,000 buckets (~3 objects
each) that every full garbage collection walks, and a scan of them all on nearly every click
(BENCHMARKS.md, section 9).

:class:`BucketPruner` turns that scan off and instead drops, every :data:`EVERY` seconds, each
bucket that is unused for :data:`IDLE` seconds and tells nothing a fresh bucket would not: no
request out or waiting, and either requests left in its window or its window over. A fresh
bucket lets one request out and learns the limits from its answer, so forgetting such a bucket
never sends a request Discord would refuse.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

log = logging.getLogger(__name__)
EVERY = 5.0  # seconds between prunes
IDLE = 10.0  # seconds without a request before an unused bucket may go


def forgettable(bucket: Any, now: float, idle: float = IDLE) -> bool:
    """Whether a discord.py ``Ratelimit`` can be dropped without losing a limit in force."""
    if bucket.outgoing or bucket._pending_requests or bucket._sleeping.locked():
        return False
    if now - bucket._last_request < idle:
        return False
    return bool(bucket.remaining > 0 or bucket.expires is None or now > bucket.expires)


def prune(http: Any, now: float, idle: float = IDLE) -> int:
    """Drop the forgettable buckets of discord.py's ``HTTPClient``; how many keys went."""
    buckets: dict[str, Any] = http._buckets
    gone = [key for key, bucket in buckets.items() if forgettable(bucket, now, idle)]
    for key in gone:
        del buckets[key]
    return len(gone)


class BucketPruner:
    """Prunes an ``HTTPClient``'s buckets every ``every`` seconds (see the module)."""

    def __init__(self, http: Any, *, every: float = EVERY, idle: float = IDLE) -> None:
        self.http = http
        self.every = every
        self.idle = idle
        self.pruned = 0  # keys dropped so far (for benchmarks)
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._task is not None:
            return
        # discord.py's own pruning scans every bucket whenever it makes one: ours replaces it.
        self.http._try_clear_expired_ratelimits = lambda: None
        self._task = asyncio.create_task(self._run())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def step(self) -> int:
        gone = prune(self.http, asyncio.get_running_loop().time(), self.idle)
        self.pruned += gone
        return gone

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.every)
            try:
                self.step()
            except Exception:  # never let the pruner die silently
                log.exception("pruning rate-limit buckets failed")
