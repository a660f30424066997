"""Computer players think off the event loop: in worker processes, or threads with no workers;
a worker that dies does not stop the game (bot/interface/think_pool.py)."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sys
from pathlib import Path

import pytest

from bot.ai import think
from bot.games import find_game
from bot.interface import worker_exit
from bot.interface.think_pool import ThinkPool

TSUKIJI = find_game("tsukiji")
ROOT = Path(__file__).resolve().parents[2]


def _state() -> dict:
    return TSUKIJI.setup(4, 7, dict(TSUKIJI.default_options))


@pytest.mark.parametrize("workers", [0, 1])
async def test_a_decision_equals_think_in_the_bot_process(workers: int) -> None:
    state = _state()
    seat = min(TSUKIJI.to_act(state))
    pool = ThinkPool(workers)
    await pool.start()
    try:
        for level in ("easy", "normal", "hard"):
            made = await pool.think("tsukiji", state, seat, random.Random(3), level)
            assert made == think("tsukiji", state, seat, random.Random(3), level)
            assert made in TSUKIJI.legal_actions(state, seat)
    finally:
        pool.close()


async def test_a_dead_worker_falls_back_to_a_thread_and_is_replaced() -> None:
    state = _state()
    seat = min(TSUKIJI.to_act(state))
    expected = think("tsukiji", state, seat, random.Random(5), "normal")
    pool = ThinkPool(1)
    await pool.start()
    try:
        assert pool._pool is not None
        (dead,) = list(pool._pool._processes)  # type: ignore[union-attr]
        os.kill(dead, signal.SIGKILL)
        assert await pool.think("tsukiji", state, seat, random.Random(5), "normal") == expected
        assert pool._restart is not None
        await pool._restart  # new workers
        assert pool._pool is not None
        assert dead not in pool._pool._processes  # type: ignore[union-attr]
        assert await pool.think("tsukiji", state, seat, random.Random(5), "normal") == expected
    finally:
        pool.close()


async def test_the_workers_yield_the_cpu_to_the_bot() -> None:
    """Thinking can wait a little, the bot's answers to clicks cannot: the workers run at a
    lower priority (a higher niceness) than the bot process."""
    pool = ThinkPool(1)
    await pool.start()
    try:
        assert pool._pool is not None
        loop = asyncio.get_running_loop()
        worker = await loop.run_in_executor(pool._pool, os.nice, 0)
        assert worker == os.nice(0) + worker_exit.NICENESS
    finally:
        pool.close()


_BOT = """
import asyncio
from bot.interface.think_pool import ThinkPool

async def main():
    pool = ThinkPool(1)
    await pool.start()
    print("ready", flush=True)
    await asyncio.Event().wait()

asyncio.run(main())
"""


async def test_the_workers_of_a_killed_bot_exit_and_release_its_log() -> None:
    """A bot killed with SIGKILL leaves no thinking worker behind: its log pipe (which every
    process it started inherited) reaches end of file."""
    bot = await asyncio.create_subprocess_exec(
        sys.executable, "-c", _BOT, stdout=asyncio.subprocess.PIPE, cwd=ROOT
    )
    assert bot.stdout is not None
    assert await asyncio.wait_for(bot.stdout.readline(), 60) == b"ready\n"
    bot.send_signal(signal.SIGKILL)
    await bot.wait()
    assert await asyncio.wait_for(bot.stdout.read(), 60) == b""  # end of file: nobody holds it
