"""Discord faults in the middle of games: DMs closing, 429 rate limits, missing permissions, a
deleted board, the bot removed from a server, gateway disconnects. The games go on (or, when the
bot was removed, are closed cleanly), nothing is lost, and people are told what to do.

Every game here also runs under :class:`tests.reliability.LeakGuard`: the fallbacks (ephemeral
hands, re-posted boards) must not show anything to the wrong person either.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.client import IchibaBot
from bot.config import Config
from tests.e2e.world import (
    World,
    board_message,
    make_world,
    open_and_start,
    running_bot,
)
from tests.fakediscord import Perm, run_client
from tests.fakediscord.server import remove_bot_from_guild, set_role_permissions
from tests.reliability import (
    LeakGuard,
    consistent,
    drawn_at,
    last_public_change,
    play_game,
    play_until,
)

CHANNEL_MESSAGES = r"/channels/{}/messages"
BOARD_EDITS = r"/channels/{}/messages/\d+"


async def assert_board_current(world: World, bot, game_id: int) -> None:
    """The board's controls were drawn at or after the last change of the public view."""
    await bot.controller.quiet()
    row, log = await consistent(bot.store, game_id)
    board = await board_message(world, bot, game_id)
    assert drawn_at(board) >= last_public_change(row, log), "the board missed an update"


def finished(guard: LeakGuard) -> None:
    assert not guard.problems, guard.problems


async def test_dms_closing_mid_game_do_not_stop_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎", "张伟"))
    server = world.server
    rng = random.Random(3)
    try:
        async with running_bot(world) as bot:
            guard = LeakGuard(monkeypatch, bot)
            game_id = await open_and_start(world, bot, world.users, game="fisherman")
            await play_game(world, bot, game_id, rng, max_clicks=12)
            for user in world.users[1:]:
                server.close_dms(user)
            await play_game(world, bot, game_id, rng)
            row, _ = await consistent(bot.store, game_id)
            assert row.status == "over"
            assert [seat.dm_open for seat in row.seats] == [True, False, False]
            said = " ".join(m.content for m in server.messages(world.channel))
            for user in world.users[1:]:
                assert f"<@{user.id}>, I can't send you direct messages" in said
                assert any(m.components for m in server.ephemerals(user)), "used My hand"
            assert server.last_message(world.channel).content.startswith("Game over")
            server.assert_healthy()
            finished(guard)
    finally:
        await server.close()


async def test_rate_limits_on_channel_messages_lose_no_update(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    server, channel = world.server, world.channel
    rng = random.Random(5)
    faults = []
    try:
        async with running_bot(world) as bot:
            guard = LeakGuard(monkeypatch, bot)
            game_id = await open_and_start(world, bot, world.users, game="tsukiji", computers=1)
            for _ in range(8):
                faults.append(
                    server.rate_limit_next("POST", CHANNEL_MESSAGES.format(channel.id), 0.3)
                )
                faults.append(server.rate_limit_next("PATCH", BOARD_EDITS.format(channel.id), 0.3))
                await play_game(world, bot, game_id, rng, max_clicks=rng.randint(3, 8))
                await assert_board_current(world, bot, game_id)
            hits = sum(fault.hits for fault in faults)
            assert hits >= 10, f"only {hits} rate limits were met"
            server.assert_healthy()
            finished(guard)
    finally:
        await server.close()


async def test_missing_permissions_at_play_time_are_named(tmp_path: Path) -> None:
    """(Attach Files alone is covered in tests/e2e/test_lobby_and_commands.py; View Channel
    cannot be taken from the bot alone: the local server has no channel overwrites.)"""
    removed, named = Perm.SEND_MESSAGES | Perm.EMBED_LINKS, ("Send Messages", "Embed Links")
    world = await make_world(
        tmp_path,
        ("Alice",),
        everyone_permissions=Perm.DEFAULT_EVERYONE & ~removed,
        bot_permissions=Perm.DEFAULT_BOT & ~removed,
    )
    try:
        async with running_bot(world) as bot:
            answer = await world.server.slash(
                world.users[0], world.channel, "play", game="silkroad"
            )
            assert answer.ephemeral and all(name in answer.content for name in named)
            assert await bot.store.open_game_in_channel(int(world.channel.id)) is None
    finally:
        await world.server.close()


async def _set_bot_permissions(world: World, permissions: int) -> None:
    """An admin changes the permissions of @everyone and of the bot's role."""
    guild = world.guild  # type: ignore[attr-defined]
    everyone = permissions & Perm.DEFAULT_EVERYONE
    await set_role_permissions(world.server, guild, guild.everyone, everyone)
    for role in guild.roles:
        if role.managed:
            await set_role_permissions(world.server, guild, role, permissions)


async def test_permissions_lost_mid_game_are_reported_and_the_game_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎", "张伟"))
    server, channel = world.server, world.channel
    host, *others = world.users
    rng = random.Random(2)
    try:
        async with running_bot(world) as bot:
            guard = LeakGuard(monkeypatch, bot)
            game_id = await open_and_start(world, bot, world.users, game="tsukiji")

            # 1. One board post and one board edit refused with 403 / 50013.
            post = server.fail_next("POST", CHANNEL_MESSAGES.format(channel.id), 403, 50013)
            edit = server.fail_next("PATCH", BOARD_EDITS.format(channel.id), 403, 50013)
            while not (post.hits and edit.hits):
                await play_game(world, bot, game_id, rng, max_clicks=1)
            told = [m.content for m in server.dms(host) if "I can't post in" in m.content]
            assert told and "Send Messages" in told[0] and "Attach Files" in told[0]
            await play_game(world, bot, game_id, rng, max_clicks=6)
            await assert_board_current(world, bot, game_id)

            # 2. Attach Files taken away: whoever's click needs a new board is told exactly that.
            await _set_bot_permissions(world, Perm.DEFAULT_BOT & ~Perm.ATTACH_FILES)
            seen = {user.id: len(server.ephemerals(user)) for user in world.users}
            host_told = len([m for m in server.dms(host) if "I can't post in" in m.content])
            refused = len([r for r in server.requests if r.status == 403])
            while len([r for r in server.requests if r.status == 403]) == refused:
                await play_game(world, bot, game_id, rng, max_clicks=1)
            await bot.controller.quiet()
            notes = [
                m.content
                for user in world.users
                for m in server.ephemerals(user)[seen[user.id] :]
                if "I can't post in" in m.content
            ]
            assert notes and all("Attach Files" in n and "Send Messages" not in n for n in notes)
            told = [m.content for m in server.dms(host) if "I can't post in" in m.content]
            assert len(told) == host_told + 1, "the host is told once more (not at every post)"
            assert "Attach Files" in told[-1] and "Send Messages" not in told[-1]

            # 3. The permission is back: /game status brings the board up to date; play on.
            await _set_bot_permissions(world, Perm.DEFAULT_BOT)
            status = await server.slash(others[0], channel, "game status")
            assert status.ephemeral
            await assert_board_current(world, bot, game_id)
            await play_game(world, bot, game_id, rng, max_clicks=8)
            await assert_board_current(world, bot, game_id)
            server.assert_healthy()
            finished(guard)
    finally:
        await server.close()


async def test_a_deleted_board_is_posted_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    server = world.server
    rng = random.Random(4)
    try:
        async with running_bot(world) as bot:
            guard = LeakGuard(monkeypatch, bot)
            game_id = await open_and_start(world, bot, world.users, game="tsukiji")
            # During the secret tickets (chosen by DM) the next update re-posts the board.
            first = await board_message(world, bot, game_id)
            await server.delete_message(first)
            await play_until(world, bot, game_id, rng, lambda s: s["phase"] == "buy")
            second = await board_message(world, bot, game_id)
            assert second.id != first.id and not second.deleted
            # While the board itself is what players click, /game status brings it back.
            await server.delete_message(second)
            status = await server.slash(world.users[1], world.channel, "game status")
            assert status.ephemeral
            await bot.controller.quiet()
            third = await board_message(world, bot, game_id)
            assert third.id != second.id and not third.deleted and third.components
            await assert_board_current(world, bot, game_id)
            await play_game(world, bot, game_id, rng)
            row, _ = await consistent(bot.store, game_id)
            assert row.status == "over"
            server.assert_healthy()
            finished(guard)
    finally:
        await server.close()


async def test_a_slow_board_refresh_never_overwrites_a_newer_board(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A refresh of the board (here asked for by /game status) is slow to reach Discord; in
    the meantime a player's click on the board edits it to a newer version. The late refresh
    must not leave the board showing the older state (found by the soak run)."""
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    server = world.server
    rng = random.Random(7)
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users, game="tsukiji")
            await play_until(world, bot, game_id, rng, lambda s: s["phase"] == "buy")
            edit = bot.controller.messenger.edit

            async def slow_edit(*args: object) -> bool:
                await asyncio.sleep(0.5)  # a slow render or a slow link
                return await edit(*args)

            monkeypatch.setattr(bot.controller.messenger, "edit", slow_edit)
            for _ in range(3):
                status = await server.slash(world.users[1], world.channel, "game status")
                assert status.ephemeral
                await play_game(world, bot, game_id, rng, max_clicks=1)  # a click on the board
                await assert_board_current(world, bot, game_id)
                row = await bot.store.get_game(game_id)
                board = await board_message(world, bot, game_id)
                turn = row.state["turn"]
                if turn is not None:
                    assert drawn_at(board) >= row.stamps[turn], "the board went back in time"
            server.assert_healthy()
    finally:
        await server.close()


@contextlib.asynccontextmanager
async def global_bot(world: World) -> AsyncIterator[IchibaBot]:
    """The real bot with global commands (usable in every guild), computers at once."""
    config = Config(token=world.server.token, db_path=world.db, computer_delay=0)
    async with run_client(world.server, IchibaBot(config)) as bot:
        yield bot


async def test_removed_from_a_server_mid_game_closes_its_games_cleanly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    server = world.server
    other_guild = server.add_guild("Elsewhere")
    other_channel = server.add_text_channel(other_guild, "games")
    zoe = server.add_user("Zoë", guild=other_guild)  # her DMs show only the other game
    other = World(server, other_channel, [zoe], world.db)
    other.guild = other_guild  # type: ignore[attr-defined]
    rng = random.Random(6)
    try:
        async with global_bot(world) as bot:
            guard = LeakGuard(monkeypatch, bot)
            staying = await open_and_start(world, bot, world.users, game="silkroad")
            leaving = await open_and_start(
                other, bot, [zoe], game="fisherman", computers=2, turn_time=60
            )
            await play_game(other, bot, leaving, rng, max_clicks=5)
            assert await bot.store.game_timers(leaving)
            await remove_bot_from_guild(server, other_guild)
            for _ in range(100):
                row = await bot.store.get_game(leaving)
                if row.status == "abandoned":
                    break
                await asyncio.sleep(0.05)
            assert row.status == "abandoned", "the game of the server the bot left is closed"
            assert await bot.store.game_timers(leaving) == {}
            await bot.controller.quiet()
            await consistent(bot.store, leaving)
            mark = server.mark()
            await play_game(world, bot, staying, rng, max_clicks=10)  # the other game goes on
            later = [r.path for r in server.requests[mark:] if other_channel.id in r.path]
            assert not later, f"the bot still talks to the server it left: {later}"
            await consistent(bot.store, staying)
            server.assert_healthy()
            finished(guard)
    finally:
        await server.close()


async def test_gateway_disconnects_and_resumes_mid_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    server = world.server
    rng = random.Random(9)
    try:
        async with running_bot(world) as bot:
            guard = LeakGuard(monkeypatch, bot)
            game_id = await open_and_start(world, bot, world.users, game="fleamarket", computers=1)
            resumed, identified = server.gateway.resume_count, server.gateway.identify_count
            for resumable in (True, True, False):
                await play_game(world, bot, game_id, rng, max_clicks=rng.randint(5, 15))
                await server.disconnect_gateway(resumable=resumable)
                await server.wait_connected(timeout=20)
            await play_game(world, bot, game_id, rng)
            assert server.gateway.resume_count >= resumed + 2
            assert server.gateway.identify_count >= identified + 1
            row, _ = await consistent(bot.store, game_id)
            assert row.status == "over"
            assert server.last_message(world.channel).content.startswith("Game over")
            server.assert_healthy()
            finished(guard)
    finally:
        await server.close()
