"""SIGTERM (``docker stop``) and SIGINT (Ctrl+C) stop the real bot process gracefully: exit 0
within 10 s, every acknowledged action kept, and the game goes on after a restart."""

from __future__ import annotations

import asyncio
import random
import signal
from pathlib import Path

import pytest

from bot.engine import replay
from bot.games import GAMES
from tests.e2e.process import remote_bot
from tests.e2e.world import (
    click_in_flight,
    make_world,
    message_updated,
    open_and_start,
    play_game,
)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
async def test_a_stop_signal_mid_game_keeps_every_acknowledged_action(
    tmp_path: Path, signum: int
) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎", "张伟"))
    rng = random.Random(signum)
    try:
        async with remote_bot(world) as (process, remote):
            game_id = await open_and_start(world, remote, world.users, game="fisherman")
            await play_game(world, remote, game_id, rng, max_clicks=6)
            # A click in hand when the signal comes.
            row = await remote.store.games.get(game_id)
            before = len(await remote.store.games.log(game_id))
            click = await click_in_flight(world, remote, game_id, row, rng, deadline=2.5)
            loop = asyncio.get_running_loop()
            started = loop.time()
            status = await process.terminate(signum)
            assert status == 0 and loop.time() - started < 10
            assert "leaked" not in process.log, "a worker pool was not shut down:\n" + process.log
            result = await click
            logged = len(await remote.store.games.log(game_id))
            if message_updated(result):
                assert logged == before + 1, "an acknowledged click was lost"
            await process.start()
            await play_game(world, remote, game_id, rng)
            row = await remote.store.games.get(game_id)
            log = await remote.store.games.log(game_id)
            assert row.status == "over"
            assert replay(GAMES[row.game], len(row.seats), row.seed, row.options, log) == row.state
            world.server.assert_healthy()
    finally:
        await world.server.close()
