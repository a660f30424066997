"""Waiting for a condition (never for a fixed time, nor for silence)."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable

TIMEOUT = 60.0  # generous: the tests must pass on a machine busy with other work


async def until(
    check: Callable[[], object | Awaitable[object]], what: str, timeout: float = TIMEOUT
) -> None:
    """Poll ``check`` (a function or a coroutine function) until it is true; fails with
    ``what`` after ``timeout`` seconds."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while True:
        found = check()
        if inspect.isawaitable(found):
            found = await found
        if found:
            return
        assert loop.time() < end, f"{what} (waited {timeout:.0f} s)"
        await asyncio.sleep(0.01)
