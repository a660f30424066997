"""``/notify`` through the local Discord: quiet hours hold a player's panel back until they end
(and stop a long table's clock), a mention replaces or joins the DM in one message per turn
change, and the choices survive a restart."""

from __future__ import annotations

from pathlib import Path

from bot.services.deadlines import NOTIFY
from tests.e2e.test_computers_and_timers import Clock
from tests.e2e.world import World, make_world, open_and_start, running_bot

NOW = 1_900_000_000.0  # 2030-03-17 17:46:40 UTC
QUIET_END = 1_900_004_400.0  # 19:00 UTC the same day
HOUR = 3600


def panels(world: World, user: object) -> list[object]:
    """The DMs a user got that carry controls (private panels, not notes)."""
    return [m for m in world.server.dms(user) if m.components]  # type: ignore[arg-type]


async def test_quiet_hours_hold_the_panel_back_until_they_end(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "Bob"))
    server = world.server
    alice, bob = world.users
    clock = Clock(NOW)
    try:
        async with running_bot(world, clock=clock) as bot:
            clock.bot = bot
            shown = await server.slash(
                alice, world.channel, "notify", quiet_from="17:00", quiet_to="19:00", timezone="UTC"
            )
            assert shown.ephemeral and "17:00–19:00" in str(shown.embeds)
        # The choice survives a restart.
        async with running_bot(world, clock=clock) as bot:
            clock.bot = bot
            shown = await server.slash(alice, world.channel, "notify")
            assert "17:00–19:00" in str(shown.embeds) and "UTC" in str(shown.embeds)
            game_id = await open_and_start(world, bot, world.users, turn_time=HOUR)
            assert panels(world, alice) == [], "no panel in quiet hours"
            assert len(panels(world, bob)) == 1
            timers = await bot.store.timers.of_game(game_id)
            assert timers[f"{NOTIFY}:0"] == QUIET_END and f"{NOTIFY}:1" not in timers
            # A long table: Alice's clock starts when her quiet hours end, Bob's at once.
            secret = 2.5 * HOUR
            assert timers["expire:0"] == QUIET_END + secret
            assert timers["expire:1"] == NOW + secret
            board = server.last_message(world.channel)
            assert f"<t:{int(QUIET_END + secret)}:R>" in board.content
            assert f"<t:{int(NOW + secret)}:R>" in board.content

            await clock.advance(QUIET_END - NOW - 1)
            assert panels(world, alice) == []
            await clock.advance(1)  # the quiet hours end: the panel that waited comes
            assert len(panels(world, alice)) == 1
            await clock.advance(60)
            assert len(panels(world, alice)) == 1, "exactly one"
            server.assert_healthy()
    finally:
        await server.close()


async def _start_counting(tmp_path: Path, how: str | None) -> tuple[World, int, int]:
    """A game of two started after both chose ``how`` (``None``: the default); the world, the
    REST calls its start made and the number of messages in the channel that ping someone."""
    world = await make_world(tmp_path, ("Alice", "Bob"))
    async with running_bot(world) as bot:
        if how is not None:
            for user in world.users:
                await world.server.slash(user, world.channel, "notify", how=how)
        mark = world.server.mark()
        await open_and_start(world, bot, world.users)
        await world.server.wait_idle()
        calls = sum(world.server.request_counts(mark).values())
    pinging = [m for m in world.server.messages(world.channel) if m.pings.get("users")]
    return world, calls, len(pinging)


async def test_a_mention_replaces_or_joins_the_dm_in_one_message(tmp_path: Path) -> None:
    worlds = []
    try:
        default, default_calls, default_pings = await _start_counting(tmp_path / "dm", None)
        worlds.append(default)
        assert default_pings == 0 and all(len(panels(default, u)) == 1 for u in default.users)

        mention, mention_calls, mention_pings = await _start_counting(tmp_path / "m", "mention")
        worlds.append(mention)
        assert mention_pings == 1, "one message pings both players"
        pinged = next(m for m in mention.server.messages(mention.channel) if m.pings.get("users"))
        assert set(pinged.pings["users"]) == {str(u.id) for u in mention.users}
        assert all(panels(mention, u) == [] for u in mention.users), "no DM panel"
        assert mention_calls <= default_calls

        both, both_calls, both_pings = await _start_counting(tmp_path / "b", "both")
        worlds.append(both)
        assert both_pings == 1 and all(len(panels(both, u)) == 1 for u in both.users)
        assert both_calls <= default_calls + 1, "at most one REST call more per turn change"
    finally:
        for world in worlds:
            await world.server.close()
