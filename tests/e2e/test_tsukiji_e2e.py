"""Complete Tsukiji games through the local Discord server: slash commands and clicks only."""

from __future__ import annotations

import random
from pathlib import Path

from bot.engine import replay
from bot.games import GAMES
from bot.names import unmarked
from tests.e2e.world import (
    board_message,
    make_world,
    open_and_start,
    play_game,
    running_bot,
)


async def _finished_correctly(world, bot, game_id: int) -> None:
    row = await bot.store.games.get(game_id)
    assert row is not None and row.status == "over"
    log = await bot.store.games.log(game_id)
    rebuilt = replay(GAMES["tsukiji"], len(row.seats), row.seed, row.options, log)
    assert rebuilt == row.state, "stored snapshot differs from a replay of the stored log"
    final = world.server.last_message(world.channel)
    assert final.content.startswith("Game over"), final.content
    assert final.attachments, "the final message shows the score breakdown image"
    board = await board_message(world, bot, game_id)
    assert not board.components, "a finished game's board has no controls left"
    world.server.assert_healthy()


async def test_two_players_complete_game(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users)
            clicks = await play_game(world, bot, game_id, random.Random(1))
            assert clicks > 7 * 4  # tickets, confirmations and purchases of seven rounds
            await _finished_correctly(world, bot, game_id)
            # Every player got their private panels by DM.
            assert all(world.server.dms(user) for user in world.users)
    finally:
        await world.server.close()


async def test_four_players_one_with_closed_dms(tmp_path: Path) -> None:
    world = await make_world(tmp_path)
    closed = world.users[2]
    world.server.close_dms(closed)
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users, variant=True)
            notes = world.server.ephemerals(closed)
            assert any("My hand" in m.content for m in notes), "closed DMs are explained"
            where = await bot.store.messages.get(game_id, "lobby")
            assert where is not None
            lobby = world.server.get_message(str(where[1]))
            assert "Variant" in str(lobby.embeds), "the lobby says the variant is on"
            board = await board_message(world, bot, game_id)
            row = await bot.store.games.get(game_id)
            assert row is not None and row.state is not None
            start = row.seats[row.state["start_player"]].name
            assert "variant bonuses on" in board.content
            assert f"**{start}** was drawn at random as start player" in unmarked(board.content)
            dms = [m for user in world.users for m in world.server.dms(user) if m.components]
            assert dms and all("Price tiles" in m.content for m in dms)
            await play_game(world, bot, game_id, random.Random(4))
            await _finished_correctly(world, bot, game_id)
            assert not world.server.dms(closed)
    finally:
        await world.server.close()


async def test_game_survives_restart_and_old_buttons_work(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎", "🐟Fishy🍣"))
    rng = random.Random(7)
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users)
            await play_game(world, bot, game_id, rng, max_clicks=45)
            before = await bot.store.games.get(game_id)
        async with running_bot(world) as bot:  # a new process would see the same file
            after = await bot.store.games.get(game_id)
            assert after is not None and before is not None
            assert (after.version, after.state) == (before.version, before.state)
            # The messages posted before the restart still drive the game to its end.
            await play_game(world, bot, game_id, rng)
            await _finished_correctly(world, bot, game_id)
    finally:
        await world.server.close()
