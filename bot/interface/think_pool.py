"""Where computer players think: worker processes, so a searching level (Hard) neither holds
the bot's GIL nor pauses its event loop (issue 25).

Each decision is :func:`bot.ai.think` with plain data (the game's id, its stored state, the
seat, a seeded generator, the level), so it runs in any process. A worker that dies (killed
for memory, a crash) breaks the pool: that decision is made in a thread instead and new
workers are started, so the game goes on. Workers give way to the bot and exit soon after it
does, however it ended (:mod:`.worker_exit`). With ``workers=0`` decisions are made in threads
only (the in-process tests' choice).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import importlib
import logging
import multiprocessing
import os
import random
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from bot.ai import think
from bot.games import GAME_IDS
from bot.interface import worker_exit

log = logging.getLogger(__name__)


def _ready() -> int:
    """(In a worker.) Import every game's computer player once, before the first decision."""
    for game_id in GAME_IDS:
        importlib.import_module(f"bot.ai.{game_id}")
    return 0


class ThinkPool:
    """Decides computer moves (:func:`bot.ai.think`) off the event loop."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._pool: concurrent.futures.ProcessPoolExecutor | None = None
        self._restart: asyncio.Task[None] | None = None

    async def start(self) -> None:
        """Start the worker processes now (starting one later would block the loop)."""
        if self.workers <= 0:
            return
        self._pool = concurrent.futures.ProcessPoolExecutor(
            self.workers,
            mp_context=multiprocessing.get_context("forkserver"),
            initializer=worker_exit.start_worker,
            initargs=(os.getpid(),),
        )
        loop = asyncio.get_running_loop()
        await asyncio.gather(
            *(loop.run_in_executor(self._pool, _ready) for _ in range(self.workers))
        )

    async def think(
        self, game_id: str, state: dict[str, Any], seat: int, rng: random.Random, level: str
    ) -> dict[str, Any]:
        """``seat``'s move at ``level`` in ``state`` (see :func:`bot.ai.think`)."""
        pool = self._pool
        if pool is not None:
            loop = asyncio.get_running_loop()
            try:
                return await loop.run_in_executor(pool, think, game_id, state, seat, rng, level)
            except BrokenProcessPool:
                log.error("a thinking worker died; thinking in a thread and starting new workers")
                if self._pool is pool:
                    self._pool = None
                    pool.shutdown(wait=False, cancel_futures=True)
                    self._restart = asyncio.create_task(self.start())
        return await asyncio.to_thread(think, game_id, state, seat, rng, level)

    def close(self) -> None:
        if self._restart is not None:
            self._restart.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
