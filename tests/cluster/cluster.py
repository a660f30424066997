"""A cluster for end-to-end tests: the local Discord with one server on each of two shards, one
PostgreSQL database, and real bot processes (``python -m bot``), each running some shards.

Each process logs to a file of its own (``log``), kept across kills and restarts, so a test can
read what every process did (e.g. which timers it fired).
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import os
import re
import signal
import sys
from collections import Counter
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from bot.interface.client import GAME_EXTENSIONS
from bot.interface.presenter import Presenter
from bot.services.tables import Tables
from bot.store import Store, open_store
from tests.cluster.postgres import database_url
from tests.e2e.process import ROOT, _ServerIdle
from tests.e2e.world import World
from tests.fakediscord import FakeChannel, FakeDiscord, FakeGuild, FakeUser

SHARDS = 2
NAMES = ("Alice", "山田太郎", "张伟", "🐟Fishy🍣")
FIRED = re.compile(r"timer (\d+) \((\S+) of game (\d+), due ([\d.]+)\) fired")


class RemoteCluster:
    """The tests' window on the cluster's database: the attributes the click driver of
    ``tests/e2e/world.py`` uses (store, tables, presenters, controller.quiet)."""

    def __init__(self, server: FakeDiscord, store: Store) -> None:
        self.store = store
        self.tables = Tables(store)
        self.presenters: dict[str, Presenter] = {}
        self.controller = _ServerIdle(_Idle(server))  # type: ignore[arg-type]

    @classmethod
    async def open(cls, server: FakeDiscord, url: str) -> RemoteCluster:
        remote = cls(server, await open_store(url))
        for extension in GAME_EXTENSIONS:
            await importlib.import_module(extension).setup(remote)  # registers the presenter
        return remote


@dataclass
class _Idle:
    server: FakeDiscord


@dataclass
class ShardProcess:
    """One bot process running ``shards`` of :data:`SHARDS`: start, SIGKILL, restart."""

    server: FakeDiscord
    url: str
    shards: Sequence[int]
    log: Path
    env: dict[str, str] = field(default_factory=dict)
    proc: asyncio.subprocess.Process | None = None

    async def start(self, timeout: float = 60) -> None:
        env = {
            **os.environ,
            **self.server.subprocess_env(),
            "ICHIBA_DATABASE_URL": self.url,
            "ICHIBA_SHARD_COUNT": str(SHARDS),
            "ICHIBA_SHARD_IDS": ",".join(str(s) for s in self.shards),
            "ICHIBA_COMPUTER_DELAY": "0",
            "ICHIBA_RENDER_WORKERS": "0",
            "LOG_LEVEL": "INFO",
            "PYTHONPATH": str(ROOT),
            **self.env,
        }
        env.pop("ICHIBA_DB", None)
        before = {s: self.server.gateway.shards.get(s) for s in self.shards}
        with self.log.open("ab") as out:
            out.write(f"--- start, shards {list(self.shards)}\n".encode())
            out.flush()
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot", cwd=self.log.parent, env=env, stdout=out, stderr=out
            )
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not all(
            self.server.gateway.shards.get(s) is not before[s]
            and self.server.gateway.shard_connected(s, SHARDS)
            for s in self.shards
        ):
            assert self.proc.returncode is None, f"the bot process died: {self.text()[-3000:]}"
            assert loop.time() < deadline, f"the bot did not get ready: {self.text()[-3000:]}"
            await asyncio.sleep(0.05)

    async def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        await self.proc.wait()
        self.proc = None

    async def stop(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            await self.kill()

    def text(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")


@dataclass
class Cluster:
    server: FakeDiscord
    url: str
    guilds: list[FakeGuild]  # guilds[i] is on shard i
    channels: list[list[FakeChannel]]  # channels of each guild
    users: list[FakeUser]
    processes: list[ShardProcess]

    def world(self, shard: int, channel: int = 0) -> World:
        """The click driver's world for a channel of the server on ``shard``."""
        world = World(self.server, self.channels[shard][channel], self.users, Path("unused"))
        world.guild = self.guilds[shard]  # type: ignore[attr-defined]
        return world

    def fired_timers(self) -> Counter[tuple[int, str, int, str]]:
        """(timer id, kind, game, due) → how many times a process fired it (all processes, all
        their lives)."""
        found: Counter[tuple[int, str, int, str]] = Counter()
        for process in self.processes:
            for match in FIRED.finditer(process.text()):
                found[(int(match[1]), match[2], int(match[3]), match[4])] += 1
        return found


@contextlib.asynccontextmanager
async def cluster(tmp_path: Path, channels: int = 1) -> AsyncIterator[Cluster]:
    """The local Discord with a server on each shard (every user a member of both), a fresh
    PostgreSQL database and one bot process per shard, started."""
    server = await FakeDiscord.start(token="test-token")
    guilds = [server.add_guild(f"Shard {s}", shard=(s, SHARDS)) for s in range(SHARDS)]
    rooms = [[server.add_text_channel(g, f"games-{i}") for i in range(channels)] for g in guilds]
    users = [server.add_user(name, guild=guilds[0]) for name in NAMES]
    for user in users:
        server.add_member(guilds[1], user)
    url = database_url()
    processes = [ShardProcess(server, url, [s], tmp_path / f"shard{s}.log") for s in range(SHARDS)]
    found = Cluster(server, url, guilds, rooms, users, processes)
    try:
        for process in processes:
            await process.start()
        await server.wait_ready(60)  # commands synced (by one of them)
        yield found
    finally:
        for process in processes:
            await process.stop()
        await server.close()
