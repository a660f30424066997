"""Where pictures are drawn: worker processes, so Pillow neither holds the bot's GIL nor fills its
heap (BENCHMARKS.md, B and E).

Every panel's ``render`` is a picklable ``functools.partial`` of a module-level function of
:mod:`rendering` with plain data (a view, the players' names), so it can run in another process.
Workers are forked from a ``forkserver`` that has imported the renderers once
(:mod:`.render_worker`); they load the fonts as they start, with the bot, not at its first
picture. A worker that dies (e.g. killed for memory) breaks the pool: the picture is drawn in a
thread instead and new workers are started. With ``workers=0`` pictures are drawn in threads
only, a few at a time. With ``pictures=False`` nothing is drawn: every picture is one small blank
PNG (:data:`PLACEHOLDER`), for tests of everything but the pictures.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import io
import logging
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool

from PIL import Image

from bot.interface import render_worker
from rendering import fonts

log = logging.getLogger(__name__)
THREAD_SLOTS = 2  # pictures drawn at the same time in threads (Pillow holds the GIL for much of it)
PRELOAD = ["bot.interface.render_worker"]  # the renderers, imported once in the forkserver


def _placeholder() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (16, 9), "white").save(out, "PNG")
    return out.getvalue()


PLACEHOLDER = _placeholder()  # every picture when pictures are off


def _ready() -> int:
    """(In a worker.) Nothing to do: the worker is started, and ready."""
    return 0


class RenderPool:
    """Draws pictures (``Callable[[], bytes]``) off the event loop."""

    def __init__(self, workers: int, *, pictures: bool = True) -> None:
        self.workers = workers
        self.pictures = pictures
        self._pool: concurrent.futures.ProcessPoolExecutor | None = None
        self._threads = asyncio.Semaphore(THREAD_SLOTS)
        self._restart: asyncio.Task[None] | None = None

    async def start(self) -> None:
        """Start the worker processes now (starting one later would block the loop)."""
        if not self.pictures:
            return
        if self.workers <= 0:
            await asyncio.to_thread(fonts.warm_up)
            return
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(PRELOAD)
        self._pool = concurrent.futures.ProcessPoolExecutor(
            self.workers,
            mp_context=context,
            initializer=render_worker.start,
            initargs=(os.getpid(),),
        )
        loop = asyncio.get_running_loop()
        await asyncio.gather(
            *(loop.run_in_executor(self._pool, _ready) for _ in range(self.workers))
        )

    async def render(self, job: Callable[[], bytes]) -> bytes:
        if not self.pictures:
            return PLACEHOLDER
        pool = self._pool
        if pool is not None:
            try:
                return await asyncio.get_running_loop().run_in_executor(pool, job)
            except BrokenProcessPool:
                log.error("a render worker died; drawing in a thread and starting new workers")
                if self._pool is pool:
                    self._pool = None
                    pool.shutdown(wait=False, cancel_futures=True)
                    self._restart = asyncio.create_task(self.start())
        async with self._threads:
            return await asyncio.to_thread(job)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
