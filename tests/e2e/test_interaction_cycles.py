"""A handled interaction is freed when its handler is done, not by a full garbage collection:
discord.py ties each interaction to its response and its original message in reference cycles,
and a full collection freeing thousands of them paused the loop 20-30 ms while games opened
(BENCHMARKS.md, section 9). Commands that succeed, a refused command and clicks leave none."""

from __future__ import annotations

import gc
from pathlib import Path

import discord

from tests.e2e.world import make_world, running_bot, verb_button


def interactions_in(garbage: list[object]) -> list[str]:
    kinds = (discord.Interaction, discord.InteractionResponse, discord.InteractionMessage)
    return [type(o).__name__ for o in garbage if isinstance(o, kinds)]


async def test_handled_interactions_leave_no_reference_cycles(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    server, channel = world.server, world.channel
    alice, taro = world.users
    try:
        async with running_bot(world) as bot:
            bot.collector.stop()  # (its collections would free the cycles this test looks for)
            gc.collect()
            lobby = await server.slash(alice, channel, "play", game="fisherman")
            assert not lobby.ephemeral
            await server.click(taro, lobby.message, verb_button(lobby.message, "join"))
            refused = await server.slash(taro, channel, "play", game="tsukiji")
            assert refused.ephemeral, "one open game per channel"
            shown = await server.slash(taro, channel, "rules", game="tsukiji")
            assert shown.ephemeral
            await bot.work.quiet()
            gc.set_debug(gc.DEBUG_SAVEALL)
            try:
                gc.collect()
                left = interactions_in(gc.garbage)
            finally:
                gc.set_debug(0)
                gc.garbage.clear()
            assert left == []
        server.assert_healthy()
    finally:
        await server.close()
