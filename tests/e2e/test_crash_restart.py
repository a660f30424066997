"""SIGKILL the real bot process at random moments of a game; restart; nothing is lost."""

from __future__ import annotations

import asyncio
import os
import random
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

KILLS = 30 if os.environ.get("ICHIBA_SOAK") else 3


async def _click_then_kill(world, remote, game_id, process, rng) -> bool:
    """Start a click and SIGKILL the bot 0–40 ms later; whether the click was acknowledged."""
    row = await remote.store.games.get(game_id)
    click = await click_in_flight(world, remote, game_id, row, rng, deadline=1.5)
    await asyncio.sleep(rng.uniform(0, 0.04))
    await process.kill()
    return message_updated(await click)


@pytest.mark.parametrize("players", [2, 4])
async def test_sigkill_at_random_moments_loses_no_acknowledged_action(
    tmp_path: Path, players: int
) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎", "张伟", "🐟Fishy🍣")[:players])
    rng = random.Random(players)
    try:
        async with remote_bot(world) as (process, remote):
            game_id = await open_and_start(world, remote, world.users)
            for _ in range(KILLS):
                await play_game(world, remote, game_id, rng, max_clicks=rng.randint(3, 20))
                before = (await remote.store.games.get(game_id)).version
                acknowledged = await _click_then_kill(world, remote, game_id, process, rng)
                after = (await remote.store.games.get(game_id)).version
                assert after >= before + (1 if acknowledged else 0), (
                    "an acknowledged action was lost"
                )
                await process.start()
                await remote.work.quiet()
            await play_game(world, remote, game_id, rng)
            row = await remote.store.games.get(game_id)
            log = await remote.store.games.log(game_id)
            assert row.status == "over"
            assert replay(GAMES[row.game], len(row.seats), row.seed, row.options, log) == row.state
            await world.server.wait_for_message(
                world.channel,
                lambda m: m.content.startswith("Game over"),
                timeout=60,
                include_existing=True,
            )
    finally:
        await world.server.close()
