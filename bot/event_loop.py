"""The event loop Ichiba runs on: uvloop where it is installed (a dependency on Linux and
macOS), asyncio's own elsewhere (Windows).

uvloop does a loop iteration's bookkeeping (ready callbacks, timers, sockets, wake-ups from the
database thread) in C: a little less of the bot's CPU per click and per move (BENCHMARKS.md
section 9, stop 37). Its ``loop.time()`` counts whole milliseconds, so the benchmarks and the
local Discord of the tests time durations with ``time.perf_counter()``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

_T = TypeVar("_T")


def loop_factory() -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop's loop factory, or ``None`` (asyncio's default) where uvloop is missing."""
    try:
        import uvloop
    except ImportError:
        return None
    return uvloop.new_event_loop


def run(main: Coroutine[Any, Any, _T]) -> _T:
    """Run ``main`` to its end on a new loop of :func:`loop_factory`, as ``asyncio.run``."""
    with asyncio.Runner(loop_factory=loop_factory()) as runner:
        return runner.run(main)
