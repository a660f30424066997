"""Work under way: clicks and timers being handled, messages waiting to be drawn, computers
thinking. A clean stop, the idle garbage collector and the tests wait for it to end."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Protocol


class Source(Protocol):
    """Something else that can be busy (the outbox, the computer players)."""

    @property
    def busy(self) -> bool: ...

    async def idle(self) -> None:
        """Wait until it is not busy."""
        ...


class Activity:
    """Counts the interactions and timers being handled; :meth:`quiet` waits for all work."""

    def __init__(self) -> None:
        self._busy = 0
        self._quiet = asyncio.Event()
        self._quiet.set()
        self._sources: list[Source] = []

    def include(self, source: Source) -> None:
        """Count ``source``'s work too."""
        self._sources.append(source)

    @contextlib.asynccontextmanager
    async def working(self) -> AsyncIterator[None]:
        """Mark an interaction or a timer as being handled while the block runs."""
        self._busy += 1
        self._quiet.clear()
        try:
            yield
        finally:
            self._busy -= 1
            if not self._busy:
                self._quiet.set()

    @property
    def busy(self) -> bool:
        """Whether anything is being handled or waits to be drawn."""
        return self._busy > 0 or any(source.busy for source in self._sources)

    async def quiet(self) -> None:
        """Wait until no click is being handled, no message is waiting to be drawn and no
        computer is about to move."""
        while True:
            await self._quiet.wait()
            for source in self._sources:
                await source.idle()
            if not self.busy:
                return
