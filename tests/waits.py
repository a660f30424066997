"""Waiting for a condition (never for a fixed time, nor for silence)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

TIMEOUT = 60.0  # generous: the tests must pass on a machine busy with other work


async def until(check: Callable[[], object], what: str, timeout: float = TIMEOUT) -> None:
    """Poll ``check`` until it is true; fails with ``what`` after ``timeout`` seconds."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not check():
        assert loop.time() < end, f"{what} (waited {timeout:.0f} s)"
        await asyncio.sleep(0.01)
