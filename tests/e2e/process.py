"""The real bot as a separate process (``python -m bot``), for crash and restart tests."""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import os
import signal
import sys
from collections.abc import AsyncIterator, Iterable
from pathlib import Path
from typing import Protocol

import aiohttp

from bot.interface.client import GAME_EXTENSIONS
from bot.interface.presenter import Presenter
from bot.services.tables import Tables
from bot.store import Store, open_store
from tests.e2e.world import World
from tests.ports import free_port

ROOT = Path(__file__).resolve().parents[2]
IDLE_TIMEOUT = 120.0  # seconds a bot process may stay busy before a test gives up on it


class Reporting(Protocol):
    """A bot process that serves ``/healthz`` on ``port`` while ``running``."""

    port: int

    @property
    def running(self) -> bool: ...


class ProcessesIdle:
    """``quiet()`` for bots in other processes: wait until each running one reports on its
    ``/healthz`` that it is idle (no click handled, nothing to draw, no computer to move)."""

    def __init__(self, processes: Iterable[Reporting]) -> None:
        self.processes = list(processes)

    async def quiet(self, timeout: float = IDLE_TIMEOUT) -> None:
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        async with aiohttp.ClientSession() as http:
            while not all([await _idle(http, p.port) for p in self.processes if p.running]):
                assert loop.time() < end, f"a bot process stayed busy for {timeout:.0f} s"
                await asyncio.sleep(0.02)


async def _idle(http: aiohttp.ClientSession, port: int) -> bool:
    """Whether the bot serving ``/healthz`` on ``port`` says it is idle (not while it starts)."""
    try:
        async with http.get(f"http://127.0.0.1:{port}/healthz") as response:
            return bool((await response.json()).get("idle"))
    except aiohttp.ClientConnectionError:
        return False


class RemoteBot:
    """The test's window on bot processes: their database (read side), rules and presenters.

    It offers the attributes the click driver in ``world.py`` uses, so the same driver plays
    against an in-process bot and separate processes.
    """

    def __init__(self, store: Store, processes: Iterable[Reporting]) -> None:
        self.store = store
        self.tables = Tables(store)
        self.presenters: dict[str, Presenter] = {}
        self.work = ProcessesIdle(processes)

    @classmethod
    async def open(cls, database: str | Path, *processes: Reporting) -> RemoteBot:
        remote = cls(await open_store(database), processes)
        for extension in GAME_EXTENSIONS:
            await importlib.import_module(extension).setup(remote)  # registers the presenter
        return remote


def bot_env(server_env: dict[str, str], port: int, pictures: bool) -> dict[str, str]:
    """The environment of a bot process against the local server: computers move at once (and
    think in one worker process, as in production), it reports on ``/healthz`` at ``port`` and
    draws pictures only when asked to."""
    return {
        **os.environ,
        **server_env,
        "ICHIBA_COMPUTER_DELAY": "0",
        "ICHIBA_THINK_WORKERS": "1",
        "ICHIBA_METRICS_PORT": str(port),
        "ICHIBA_PICTURES": "on" if pictures else "off",
        "PYTHONPATH": str(ROOT),
    }


class BotProcess:
    """Start, kill (SIGKILL), stop by a signal and restart ``python -m bot`` against the local
    server, its whole log (stderr) collected through a pipe in ``log`` (so the log keeps
    flowing even when the process may not write files)."""

    def __init__(
        self,
        world: World,
        *,
        log_level: str = "WARNING",
        umask: int | None = None,
        pictures: bool = False,
    ) -> None:
        self.world = world
        self.log_level = log_level
        self.umask = umask
        self.pictures = pictures
        self.port = free_port()
        self.proc: asyncio.subprocess.Process | None = None
        self.lines: list[str] = []
        self._readers: list[asyncio.Task[None]] = []

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.returncode is None

    @property
    def log(self) -> str:
        return "".join(self.lines)

    async def start(self) -> None:
        server = self.world.server
        env = {
            **bot_env(server.subprocess_env(), self.port, self.pictures),
            "ICHIBA_DB": str(self.world.db),
            "ICHIBA_DEV_GUILD": str(self.world.guild.id),  # type: ignore[attr-defined]
            "LOG_LEVEL": self.log_level,
        }
        umask = self.umask
        identified = server.gateway.identify_count  # READY comes after the start-up work
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            cwd=self.world.db.parent,
            env=env,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
            preexec_fn=None if umask is None else (lambda: os.umask(umask)),
        )
        self._readers.append(asyncio.create_task(self._read(self.proc)))
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 60
        while server.gateway.identify_count == identified:
            assert self.proc.returncode is None, f"the bot died during start-up:\n{self.log}"
            assert loop.time() < deadline, "the bot did not get ready"
            await asyncio.sleep(0.01)
        await server.wait_ready(60)

    async def _read(self, proc: asyncio.subprocess.Process) -> None:
        assert proc.stdout is not None
        while line := await proc.stdout.readline():
            self.lines.append(line.decode(errors="replace"))

    async def wait_for_log(self, text: str, timeout: float = 30.0) -> None:
        """Until ``text`` is in the log (it reaches the test through a pipe, a little later)."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while text not in self.log:
            assert loop.time() < end, f"{text!r} never came in the log:\n{self.log[-3000:]}"
            await asyncio.sleep(0.01)

    async def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        await self._ended()

    async def terminate(self, signum: int = signal.SIGTERM, timeout: float = 10.0) -> int:
        """Ask the bot to stop (SIGTERM, or SIGINT as Ctrl+C does); its exit status. Fails
        the test when it takes longer than ``timeout`` seconds."""
        assert self.proc is not None
        proc = self.proc
        proc.send_signal(signum)
        try:
            await asyncio.wait_for(proc.wait(), timeout)
        except TimeoutError:
            await self.kill()
            raise AssertionError(f"the bot did not stop within {timeout} s") from None
        await self._ended()
        return proc.returncode  # type: ignore[return-value]

    async def _ended(self) -> None:
        """After the process exited: its whole log read, the clicks it left unanswered
        given up."""
        assert self.proc is not None
        await self.proc.wait()
        self.proc = None
        self.world.server.give_up_unanswered()
        await asyncio.gather(*self._readers)
        self._readers.clear()

    async def stop(self) -> None:
        if self.proc is not None:
            if self.proc.returncode is None:
                self.proc.kill()
            await self._ended()


@contextlib.asynccontextmanager
async def bot_process(world: World, **options: object) -> AsyncIterator[BotProcess]:
    """A started :class:`BotProcess` (``options`` go to it), killed at the end."""
    process = BotProcess(world, **options)  # type: ignore[arg-type]
    await process.start()
    try:
        yield process
    finally:
        await process.stop()


@contextlib.asynccontextmanager
async def remote_bot(
    world: World, **options: object
) -> AsyncIterator[tuple[BotProcess, RemoteBot]]:
    """A started bot process and the test's :class:`RemoteBot` window on it."""
    async with bot_process(world, **options) as process:
        remote = await RemoteBot.open(world.db, process)
        try:
            yield process, remote
        finally:
            await remote.store.close()
