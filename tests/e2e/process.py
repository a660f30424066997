"""The real bot as a separate process (``python -m bot``), for crash and restart tests."""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import os
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path

from bot.interface.client import GAME_EXTENSIONS
from bot.interface.presenter import Presenter
from bot.services.tables import Tables
from bot.store import Store, open_store
from tests.e2e.world import World

ROOT = Path(__file__).resolve().parents[2]


class _ServerIdle:
    """``quiet()`` for a bot in another process: wait until it stops talking to Discord."""

    def __init__(self, world: World) -> None:
        self.world = world

    async def quiet(self) -> None:
        await self.world.server.wait_idle(quiet=0.05, timeout=15)


class RemoteBot:
    """The test's window on a bot process: its database (read side), rules and presenters.

    It offers the attributes the click driver in ``world.py`` uses, so the same driver plays
    against an in-process bot and a separate process.
    """

    def __init__(self, world: World, store: Store) -> None:
        self.store = store
        self.tables = Tables(store)
        self.presenters: dict[str, Presenter] = {}
        self.controller = _ServerIdle(world)

    @classmethod
    async def open(cls, world: World) -> RemoteBot:
        remote = cls(world, await open_store(world.db))
        for extension in GAME_EXTENSIONS:
            await importlib.import_module(extension).setup(remote)  # registers the presenter
        return remote


class BotProcess:
    """Start, kill (SIGKILL) and restart ``python -m bot`` against the local server."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.proc: asyncio.subprocess.Process | None = None

    async def start(self) -> None:
        env = {
            **os.environ,
            **self.world.server.subprocess_env(),
            "ICHIBA_DB": str(self.world.db),
            "ICHIBA_DEV_GUILD": str(self.world.guild.id),  # type: ignore[attr-defined]
            "LOG_LEVEL": "WARNING",
            "PYTHONPATH": str(ROOT),
        }
        server = self.world.server
        identified = server.gateway.identify_count  # READY comes after the start-up work
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", cwd=self.world.db.parent, env=env
        )
        deadline = asyncio.get_running_loop().time() + 60
        while server.gateway.identify_count == identified:
            assert self.proc.returncode is None, "the bot process died during start-up"
            assert asyncio.get_running_loop().time() < deadline, "the bot did not get ready"
            await asyncio.sleep(0.05)
        await server.wait_ready(60)

    async def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        await self.proc.wait()
        self.proc = None

    async def terminate(self, signum: int = signal.SIGTERM, timeout: float = 10.0) -> int:
        """Ask the bot to stop (SIGTERM, or SIGINT as Ctrl+C does); its exit status. Fails
        the test when it takes longer than ``timeout`` seconds."""
        assert self.proc is not None
        self.proc.send_signal(signum)
        try:
            status = await asyncio.wait_for(self.proc.wait(), timeout)
        except TimeoutError:
            await self.kill()
            raise AssertionError(f"the bot did not stop within {timeout} s") from None
        self.proc = None
        return status

    async def stop(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            await self.kill()


@contextlib.asynccontextmanager
async def bot_process(world: World) -> AsyncIterator[BotProcess]:
    process = BotProcess(world)
    await process.start()
    try:
        yield process
    finally:
        await process.stop()
