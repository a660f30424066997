"""Leaderboard seasons through the local Discord server, with a test clock: games of one season,
its end announced once in the game channel with the best three, a game of the next season, and
``/leaderboard`` showing the current season by default, the past one unchanged and all time;
``/settings season-length`` kept across a restart."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime
from pathlib import Path

from bot.names import unmarked
from tests.e2e.world import Clock, make_world, open_and_start, play_game, running_bot
from tests.fakediscord.payloads import Perm
from tests.history.helpers import finish_game

WINTER = datetime(2026, 1, 1, tzinfo=UTC).timestamp()
SPRING = datetime(2026, 4, 1, tzinfo=UTC).timestamp()



def _text(result) -> str:
    return unmarked(str(result.embeds))


async def test_a_season_ends_is_announced_and_stays_on_its_leaderboard(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    server, channel = world.server, world.channel
    alice, taro = world.users
    admins = server.add_role(world.guild, "Admins", Perm.MANAGE_GUILD)  # type: ignore[attr-defined]
    admin = server.add_user("Admin", guild=world.guild, roles=[admins])  # type: ignore[attr-defined]
    guild_id = int(world.guild.id)  # type: ignore[attr-defined]
    clock = Clock(datetime(2026, 3, 20, 12, tzinfo=UTC).timestamp())
    try:
        async with running_bot(world, clock=clock) as bot:
            clock.bot = bot
            await server.slash(admin, channel, "settings ranked-games", games=1)
            # Winter (the first quarter): one game played by clicks, two more at once.
            game_id = await open_and_start(world, bot, [alice], "fisherman", computers=2)
            await play_game(world, bot, game_id, random.Random(3))
            for seed in range(2):
                await finish_game(
                    bot.tables,
                    "fisherman",
                    [int(alice.id), int(taro.id), None],
                    seed,
                    guild_id=guild_id,
                    channel_id=int(channel.id),
                )
            # The first result set the season's end timer on its game, and it stays there when
            # the game's own timers go (a game's timers end with it).
            armed = await bot.store.timers.due(SPRING + 1)
            assert [(g, kind) for _, g, kind, _ in armed] == [(game_id, f"season:{int(WINTER)}")]
            assert await bot.store.timers.of_game(game_id) == {}
            winter = await server.slash(taro, channel, "leaderboard", game="fisherman")
            assert "Season Jan 1, 2026 – Mar 31, 2026" in _text(winter), winter.embeds
            # (the games played at once name their players U<id>)
            names = [f"U{alice.id}", f"U{taro.id}"]
            assert all(name in _text(winter) for name in names), winter.embeds

            # The season ends: its best three of each game, once, in the game channel.
            before = len(server.messages(channel))
            await clock.advance_to(SPRING + 1)
            posted = server.messages(channel)[before:]
            assert len(posted) == 1, [m.embeds for m in posted]
            announced = _text(posted[0])
            assert "The season Jan 1, 2026 – Mar 31, 2026 is over" in announced, announced
            assert "Fisherman" in announced and "🥇" in announced and "🥉" in announced
            # The podium is the season's leaderboard's top three (the games' deals are random).
            best = re.findall(r"— \*\*([\d,]+)\*\*", winter.embeds[0]["description"])[:3]
            assert re.findall(r"\(([\d,]+)\)", announced) == best, (announced, best)
            assert "🤖 Normal computer" in announced and "🤖 🤖" not in announced
            await clock.advance_to(SPRING + 3600)
            assert len(server.messages(channel)) == before + 1, "announced once"

            # Spring: one game; the leaderboard shows the new season, the past one as it was.
            await finish_game(
                bot.tables,
                "fisherman",
                [int(alice.id), int(taro.id), None],
                9,
                guild_id=guild_id,
                channel_id=int(channel.id),
            )
            spring = await server.slash(taro, channel, "leaderboard", game="fisherman")
            assert "Season Apr 1, 2026 – Jun 30, 2026" in _text(spring), spring.embeds
            assert "1 game" in _text(spring) and "3 games" not in _text(spring)
            past = await server.slash(taro, channel, "leaderboard", game="fisherman", season=1)
            assert past.embeds[0]["description"] == winter.embeds[0]["description"]
            ever = await server.slash(taro, channel, "leaderboard", game="fisherman", season=-1)
            assert "All time" in _text(ever) and names[0] in _text(ever)
            assert "4 games" in _text(ever), "all time counts both seasons"
            stats = await server.slash(alice, channel, "stats", game="fisherman")
            fields = {f["name"]: f["value"] for f in stats.embeds[0]["fields"]}
            assert "· this season " in fields["Rating · Fisherman"], fields
            timers = [kind for _, _, kind, _ in await bot.store.timers.due(SPRING + 10**8)]
            assert timers == [f"season:{int(SPRING)}"], "armed again for the spring"

            monthly = await server.slash(admin, channel, "settings season-length", length=1)
            assert "Monthly" in _text(monthly), monthly.embeds
        async with running_bot(world, clock=clock) as bot:
            clock.bot = bot
            shown = await server.slash(admin, channel, "settings show")
            assert "Monthly" in _text(shown), "kept across a restart"
            april = await server.slash(taro, channel, "leaderboard", game="fisherman")
            assert "Season Apr 1, 2026 – Apr 30, 2026" in _text(april), april.embeds
            assert names[0] in _text(april)
        server.assert_healthy()
    finally:
        await server.close()
