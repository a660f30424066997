"""Discord faults in the middle of games: DMs closing, 429 rate limits, missing permissions, a
deleted board, the bot removed from a server (online or offline), a deleted game channel, gateway
disconnects. The games go on (or, when the bot was removed or the channel deleted, are closed
cleanly), nothing is lost, and people are told what to do.

Every game here also runs under :class:`tests.reliability.LeakGuard`: the fallbacks (ephemeral
hands, re-posted boards) must not show anything to the wrong person either.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.config import Config
from bot.interface.client import IchibaBot
from tests.e2e.world import (
    World,
    board_message,
    click_random,
    hand_button,
    make_world,
    open_and_start,
    play_game,
    play_until,
    running_bot,
)
from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser, Perm, run_client
from tests.fakediscord.server import (
    remove_bot_from_guild,
    set_guild_unavailable,
    set_role_permissions,
)
from tests.reliability import (
    LeakGuard,
    consistent,
    drawn_at,
    last_public_change,
)
from tests.waits import until

CHANNEL_MESSAGES = r"/channels/{}/messages"
BOARD_EDITS = r"/channels/{}/messages/\d+"


async def assert_board_current(world: World, bot, game_id: int) -> None:
    """The board's controls were drawn at or after the last change of the public view."""
    await bot.work.quiet()
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
                board = await board_message(world, bot, game_id)
                opened = await server.click(user, board, hand_button(board))
                assert opened.ephemeral and (opened.content or opened.embeds), "My hand answers"
            await play_game(world, bot, game_id, rng)
            row, _ = await consistent(bot.store, game_id)
            assert row.status == "over"
            assert [seat.dm_open for seat in row.seats] == [True, False, False]
            said = " ".join(m.content for m in server.messages(world.channel))
            for user in world.users[1:]:
                assert f"<@{user.id}>, I can't send you direct messages" in said
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
            assert await bot.store.games.open_in_channel(int(world.channel.id)) is None
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
            await bot.work.quiet()
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
            await bot.work.quiet()
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
            edit = bot.messenger.edit

            async def slow_edit(*args: object) -> bool:
                await asyncio.sleep(0.5)  # a slow render or a slow link
                return await edit(*args)

            monkeypatch.setattr(bot.messenger, "edit", slow_edit)
            for _ in range(3):
                status = await server.slash(world.users[1], world.channel, "game status")
                assert status.ephemeral
                await play_game(world, bot, game_id, rng, max_clicks=1)  # a click on the board
                await assert_board_current(world, bot, game_id)
                row = await bot.store.games.get(game_id)
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
            assert await bot.store.timers.of_game(leaving)
            await remove_bot_from_guild(server, other_guild)
            await closed(bot, leaving)  # the game of the server the bot left
            assert await bot.store.timers.of_game(leaving) == {}
            await bot.work.quiet()
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


def no_errors_logged(caplog: pytest.LogCaptureFixture) -> None:
    """Nothing went wrong in the bot: no ERROR record, no exception logged."""
    bad = [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    assert not bad, [f"{r.name}: {r.getMessage()}" for r in bad]


async def closed(bot: IchibaBot, game_id: int) -> None:
    """Wait until the bot closed the game, then until it is quiet."""

    async def abandoned() -> bool:
        row = await bot.store.games.get(game_id)
        assert row is not None
        return row.status == "abandoned"

    await until(abandoned, f"game {game_id} was not closed")
    await bot.work.quiet()


async def test_removed_from_a_server_while_offline_closes_its_games_at_the_restart(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the bot is offline it is removed from one server, and another server has an outage
    (still a member, but unavailable): after the restart only the first server's game is
    closed, silently; the others go on."""
    caplog.set_level(logging.INFO)
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    server = world.server
    worlds = []
    for name, player in (("Elsewhere", "Zoë"), ("Outage", "陈静")):
        guild = server.add_guild(name)
        channel = server.add_text_channel(guild, "games")
        worlds.append(World(server, channel, [server.add_user(player, guild=guild)], world.db))
    left, outage = worlds
    zoe = left.users[0]
    rng = random.Random(8)
    try:
        async with global_bot(world) as bot:
            staying = await open_and_start(world, bot, world.users, game="silkroad")
            leaving = await open_and_start(
                left, bot, left.users, game="fisherman", computers=2, turn_time=60
            )
            waiting = await open_and_start(
                outage, bot, outage.users, game="silkroad", computers=1, turn_time=60
            )
            await play_game(left, bot, leaving, rng, max_clicks=3)
            await bot.work.quiet()
            assert await bot.store.timers.of_game(leaving)
            assert await bot.store.timers.of_game(waiting)
        await remove_bot_from_guild(server, left.channel.guild)
        await set_guild_unavailable(server, outage.channel.guild)
        mark, zoe_dms = server.mark(), len(server.dms(zoe))
        sweep = IchibaBot.close_games_of_left_guilds

        async def late_sweep(bot: IchibaBot) -> None:  # as if READY came late
            await asyncio.sleep(0.5)
            await sweep(bot)

        monkeypatch.setattr(IchibaBot, "close_games_of_left_guilds", late_sweep)
        async with global_bot(world) as bot:
            await bot._resume  # no game is resumed before the servers are known
            await bot.work.quiet()
            row = await bot.store.games.get(leaving)
            assert row is not None and row.status == "abandoned", "the left server's game"
            assert await bot.store.timers.of_game(leaving) == {}
            await consistent(bot.store, leaving)
            later = [r.path for r in server.requests[mark:] if left.channel.id in r.path]
            assert not later, f"the bot still talks to the server it left: {later}"
            assert len(server.dms(zoe)) == zoe_dms, "nobody is told anything"
            # The server with an outage keeps its game; once it is back, the game goes on.
            row = await bot.store.games.get(waiting)
            assert row is not None and row.status == "active"
            assert await bot.store.timers.of_game(waiting)
            await set_guild_unavailable(server, outage.channel.guild, unavailable=False)
            await play_game(outage, bot, waiting, rng, max_clicks=3)
            await consistent(bot.store, waiting)
            await play_game(world, bot, staying, rng, max_clicks=4)
            await consistent(bot.store, staying)
            server.assert_healthy()
    finally:
        await server.close()
    no_errors_logged(caplog)


def _dm_panels(server: FakeDiscord, users: list[FakeUser]) -> dict[str, FakeMessage]:
    """Each user's latest DM with controls."""
    return {u.id: next(m for m in reversed(server.dms(u)) if m.components) for u in users}


async def _assert_closed_for_its_channel(
    world: World,
    bot: IchibaBot,
    game_id: int,
    panels: dict[str, FakeMessage],
    posted: int,
    mark: int,
) -> None:
    """The game of the deleted channel: abandoned, no timers, nothing posted, the host told by
    one DM, and its DM panels answer politely."""
    server, channel = world.server, world.channel
    host, *others = world.users
    await closed(bot, game_id)
    assert await bot.store.timers.of_game(game_id) == {}
    await consistent(bot.store, game_id)
    assert len(server.messages(channel)) == posted, "nothing is posted in the deleted channel"
    written = [r for r in server.requests[mark:] if channel.id in r.path and r.status < 400]
    assert not written, [f"{r.method} {r.path}" for r in written]
    told = [m.content for m in server.dms(host) if "was deleted" in m.content]
    assert len(told) == 1 and "closed the game" in told[0], told
    assert not [m for u in others for m in server.dms(u) if "was deleted" in m.content]
    rng = random.Random(1)
    for user in world.users:
        answer = await click_random(world, user, panels[user.id], rng)
        assert answer.ephemeral and "isn't running" in answer.content, answer.content
    await bot.work.quiet()
    assert len(server.messages(channel)) == posted
    server.assert_healthy()


async def test_a_game_channel_deleted_mid_game_closes_its_game(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    server = world.server
    guild = world.channel.guild
    carol = server.add_user("Carol", guild=guild)  # her DMs show only the other game
    other = World(server, server.add_text_channel(guild, "more-games"), [carol], world.db)
    rng = random.Random(10)
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users, game="tsukiji", turn_time=60)
            kept = await open_and_start(other, bot, [carol], game="silkroad", computers=1)
            assert await bot.store.timers.of_game(game_id)
            panels = _dm_panels(server, world.users)  # the secret tickets, by DM
            posted, mark = len(server.messages(world.channel)), server.mark()
            await server.delete_channel(world.channel)
            await _assert_closed_for_its_channel(world, bot, game_id, panels, posted, mark)
            row = await bot.store.games.get(kept)  # the game of another channel goes on
            assert row is not None and row.status == "active"
            await play_game(other, bot, kept, rng, max_clicks=4)
            await consistent(bot.store, kept)
    finally:
        await server.close()
    no_errors_logged(caplog)


async def test_a_game_channel_deleted_while_offline_is_closed_at_the_restart(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """No CHANNEL_DELETE reaches the bot: Discord answers "Unknown Channel" (404, 10003) when
    the restarted bot brings the board up to date, and the game is closed then."""
    caplog.set_level(logging.INFO)
    world = await make_world(tmp_path, ("Alice", "山田太郎", "张伟"))
    server = world.server
    rng = random.Random(11)
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(
                world, bot, world.users, game="tsukiji", computers=1, turn_time=60
            )
            await play_game(world, bot, game_id, rng, max_clicks=2)
            assert await bot.store.timers.of_game(game_id)
            panels = _dm_panels(server, world.users)
        await server.delete_channel(world.channel)
        posted, mark = len(server.messages(world.channel)), server.mark()
        async with running_bot(world) as bot:
            await bot._resume
            await _assert_closed_for_its_channel(world, bot, game_id, panels, posted, mark)
            gone = [r for r in server.requests[mark:] if world.channel.id in r.path]
            assert gone and all(r.status == 404 for r in gone), "learnt from Unknown Channel"
    finally:
        await server.close()
    no_errors_logged(caplog)


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
                await server.wait_connected()
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
