"""Pictures drawn in worker processes: the same bytes as in the bot's process, a dead worker
replaced without losing the picture, no worker outliving a bot killed with SIGKILL, and nothing
drawn at all with pictures off."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from functools import partial
from pathlib import Path

from bot.games import GAMES
from bot.i18n import messages
from bot.interface import worker_exit
from bot.interface.render_pool import PLACEHOLDER, RenderPool
from rendering import tsukiji

ROOT = Path(__file__).resolve().parents[2]


def _board_job() -> partial[bytes]:
    rules = GAMES["tsukiji"]
    state = rules.setup(3, 7, {})
    names = ["Alice", "山田太郎", "🐟"]
    return partial(tsukiji.render_board, rules.view(state, None), names, messages("en"))


async def test_pictures_drawn_by_workers_equal_pictures_drawn_here() -> None:
    job = _board_job()
    pool = RenderPool(2)
    await pool.start()
    try:
        drawn = await asyncio.gather(*(pool.render(job) for _ in range(4)))
    finally:
        pool.close()
    assert all(png == job() for png in drawn)
    assert drawn[0].startswith(b"\x89PNG")


async def test_without_pictures_nothing_is_drawn_and_no_worker_starts() -> None:
    def never() -> bytes:
        raise AssertionError("a picture was drawn")

    pool = RenderPool(2, pictures=False)
    await pool.start()
    try:
        assert pool._pool is None
        png = await pool.render(never)
    finally:
        pool.close()
    assert png == PLACEHOLDER and png.startswith(b"\x89PNG") and len(png) < 200


async def test_workers_give_way_to_the_bot_for_the_cpu() -> None:
    pool = RenderPool(1)
    await pool.start()
    try:
        niceness = await pool.render(partial(os.nice, 0))  # type: ignore[arg-type]
        idle = await pool.render(worker_exit.scheduled_idle)  # type: ignore[arg-type]
        group = await pool.render(worker_exit.group_niceness)  # type: ignore[arg-type]
        session = await pool.render(partial(os.getsid, 0))  # type: ignore[arg-type]
    finally:
        pool.close()
    assert niceness == os.nice(0) + worker_exit.NICENESS
    if hasattr(os, "SCHED_IDLE"):  # (Linux) pictures only on cores nobody else wants
        assert idle is True
    if worker_exit.group_niceness() is not None:  # autogroups: not the bot's, and the lightest
        assert session != os.getsid(0) and group == worker_exit.GROUP_NICENESS


async def test_a_dead_worker_costs_no_picture_and_is_replaced() -> None:
    job = _board_job()
    pool = RenderPool(1)
    await pool.start()
    try:
        assert pool._pool is not None
        (worker,) = list(pool._pool._processes)
        os.kill(worker, signal.SIGKILL)
        await asyncio.sleep(0.2)
        assert await pool.render(job) == job()  # drawn in a thread meanwhile
        assert pool._restart is not None
        await pool._restart
        assert pool._pool is not None
        assert worker not in pool._pool._processes
        assert await pool.render(job) == job()
    finally:
        pool.close()


CHILD = """
import asyncio, os, sys
from bot.interface.render_pool import PLACEHOLDER, RenderPool

async def main():
    pool = RenderPool(2)
    await pool.start()
    print(" ".join(str(pid) for pid in pool._pool._processes), flush=True)
    await asyncio.sleep(60)

asyncio.run(main())
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    status = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
    return status != "Z"  # a zombie has exited


def test_workers_exit_when_the_bot_process_is_killed() -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None
        workers = [int(pid) for pid in child.stdout.readline().split()]
        assert len(workers) == 2 and all(_alive(pid) for pid in workers)
    finally:
        child.kill()
        child.wait()
    deadline = time.monotonic() + 10
    while any(_alive(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(_alive(pid) for pid in workers), "a render worker outlived the bot"
