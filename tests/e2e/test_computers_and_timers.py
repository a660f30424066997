"""Computer seats and turn timers through the local Discord server (time from a test clock)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.engine import replay
from bot.games import GAMES
from bot.interface.render_pool import PLACEHOLDER
from tests.e2e.world import (
    Clock,
    add_computer,
    board_message,
    button,
    make_world,
    open_and_start,
    play_game,
    running_bot,
)


async def turn_timers(bot, game_id: int) -> dict[str, float]:
    """The game's deadlines and reminders (not its idle timer, see bot/services/deadlines.py)."""
    return {k: v for k, v in (await bot.store.timers.of_game(game_id)).items() if k != "idle"}


async def _consistent(bot, game_id: int):
    row = await bot.store.games.get(game_id)
    log = await bot.store.games.log(game_id)
    assert replay(GAMES[row.game], len(row.seats), row.seed, row.options, log) == row.state
    return row, log


@pytest.mark.pictures
@pytest.mark.parametrize("game", sorted(GAMES))
async def test_one_person_against_computers_plays_to_the_end(tmp_path: Path, game: str) -> None:
    """A whole game of each kind with real pictures (the other e2e tests draw none)."""
    world = await make_world(tmp_path, ("山田太郎",))
    computers = GAMES[game].max_players - 1
    try:
        async with running_bot(world, pictures=True) as bot:
            game_id = await open_and_start(world, bot, world.users, game=game, computers=computers)
            row = await bot.store.games.get(game_id)
            assert [s.kind for s in row.seats] == ["human"] + ["computer"] * computers
            await play_game(world, bot, game_id, random.Random(8))
            row, _ = await _consistent(bot, game_id)
            assert row.status == "over"
            actors = await bot.store.games.actors(game_id)
            assert {"player", "computer"} <= set(actors)
            assert world.server.last_message(world.channel).content.startswith("Game over")
            board = await board_message(world, bot, game_id)
            png = world.server.attachment_bytes(board)
            assert png.startswith(b"\x89PNG") and png != PLACEHOLDER, "the board's picture"
            world.server.assert_healthy()
    finally:
        await world.server.close()


async def test_remove_computer_and_lobby_limits(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "Bob"))
    server = world.server
    host, guest = world.users
    try:
        async with running_bot(world):
            lobby = await server.slash(host, world.channel, "play", game="tsukiji")
            nobody = await server.click(
                host, lobby.message, button(lobby.message, "Remove computer")
            )
            assert nobody.ephemeral and "no computer" in nobody.content
            not_host = await add_computer(world, guest, lobby.message)
            assert not_host.ephemeral and "Only the host" in not_host.content
            for _ in range(3):
                await add_computer(world, host, lobby.message)
            full = await add_computer(world, host, lobby.message)
            assert full.ephemeral and "full" in full.content
            await server.click(host, lobby.message, button(lobby.message, "Remove computer"))
            assert str(lobby.message.embeds).count("Normal computer") == 2
    finally:
        await server.close()


async def test_timers_remind_expire_take_over_and_survive_a_restart(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    server = world.server
    alice, yamada = world.users
    clock = Clock()
    try:
        async with running_bot(world, clock=clock) as bot:
            clock.bot = bot
            game_id = await open_and_start(world, bot, world.users, turn_time=60)
            board = await board_message(world, bot, game_id)
            assert "<t:" in board.content and ":R>" in board.content  # the deadline shows
            timers = await bot.store.timers.of_game(game_id)
            assert timers["expire:0"] == clock.now + 150  # secret choices: 2.5 × 60 s

            await clock.advance(80)  # past half time: both get a reminder by DM
            for user in world.users:
                assert any("Half your time" in m.content for m in server.dms(user))

            # Nobody plays: when time runs out the computer moves for both, exactly once.
            before = len(await bot.store.games.log(game_id))
            await clock.advance(80)
            row, log = await _consistent(bot, game_id)
            actors = await bot.store.games.actors(game_id)
            assert actors.count("timer") == len(log) - before > 0
            assert row.seats[0].expiries == row.seats[1].expiries == 1
            assert "ran out of time" in str([m.content for m in server.messages(world.channel)])
            await clock.advance(1)  # nothing more happens: each timer fires once
            assert len(await bot.store.games.log(game_id)) == len(log)

            # Second expiry in a row: the seat is taken over until "I'm back".
            row = await bot.store.games.get(game_id)
            await clock.advance(
                max(0, min((await turn_timers(bot, game_id)).values(), default=0) - clock.now) + 151
            )
            row = await bot.store.games.get(game_id)
            away = [s.seat for s in row.seats if s.away]
            assert away, "two expiries in a row make a seat away"
            board = await board_message(world, bot, game_id)
            back = button(board, "I'm back")
            user = world.users[away[0]]
            answer = await server.click(user, board, back)
            assert answer.ephemeral and "Welcome back" in answer.content
            row = await bot.store.games.get(game_id)
            assert not row.seats[away[0]].away

            # Pause and resume (host only).
            refused = await server.slash(yamada, world.channel, "game pause")
            assert refused.ephemeral and "Only the host" in refused.content
            await server.slash(alice, world.channel, "game pause")
            await bot.work.quiet()
            assert set(await bot.store.timers.of_game(game_id)) == {"idle"}  # no turn timers
            await server.slash(alice, world.channel, "game resume")
            await bot.work.quiet()
            pending = await turn_timers(bot, game_id)
            assert pending
        # Restart with a pending timer that is already due: it fires after the restart.
        clock.now = max(pending.values()) + 1
        async with running_bot(world, clock=clock) as bot:
            clock.bot = bot
            await clock.advance(0)
            assert "timer" in (await bot.store.games.actors(game_id))[len(log) :]
            await _consistent(bot, game_id)
            server.assert_healthy()
    finally:
        await server.close()
