"""Wrong people, wrong turns, stale and double clicks, forged ids: polite answers, no damage."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from bot.engine import replay
from bot.games import GAMES
from tests.e2e.world import (
    board_message,
    button,
    buttons,
    make_world,
    message_updated,
    open_and_start,
    play_until,
    running_bot,
)


async def _assert_consistent(bot, game_id: int) -> list:
    row = await bot.store.games.get(game_id)
    log = await bot.store.games.log(game_id)
    assert replay(GAMES[row.game], len(row.seats), row.seed, row.options, log) == row.state
    assert len(log) == row.version
    return log


async def test_bad_clicks_get_polite_answers_and_change_nothing(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎", "张伟", "Eve"))
    server = world.server
    players, eve = world.users[:3], world.users[3]
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, players)
            board = await board_message(world, bot, game_id)
            outsider = await server.click(eve, board, button(board, "My hand"))
            assert outsider.ephemeral and "aren't playing" in outsider.content
            first_dm = next(m for m in server.dms(players[1]) if m.components)
            old_select = first_dm.components[0]["components"][0]

            state = await play_until(
                world, bot, game_id, random.Random(5), lambda s: s["phase"] == "buy"
            )
            log = await _assert_consistent(bot, game_id)
            board = await board_message(world, bot, game_id)
            buy = next(b for b in buttons(board) if b["label"].startswith(("Buy", "Pass")))
            turn_user = players[state["turn"]]
            waiting_user = players[(state["turn"] + 1) % 3]

            out_of_turn = await server.click(waiting_user, board, buy)
            assert out_of_turn.ephemeral and "isn't your turn" in out_of_turn.content
            not_playing = await server.click(eve, board, buy)
            assert not_playing.ephemeral and "aren't playing" in not_playing.content
            assert await _assert_consistent(bot, game_id) == log

            # A double click: the same control twice at once. It applies exactly once.
            first, second = await asyncio.gather(
                server.click(turn_user, board, buy),
                server.forged_component(turn_user, board, buy["custom_id"]),
            )
            await bot.work.quiet()
            answers = sorted([first, second], key=lambda r: r.ephemeral)
            assert message_updated(answers[0]) and not answers[0].ephemeral
            assert answers[1].ephemeral and "out of date" in answers[1].content
            row = await bot.store.games.get(game_id)
            if bot.tables.rules(row).legal_actions(row.state, players.index(turn_user)):
                assert answers[1].components, "a stale click comes with fresh controls"
            else:  # the move passed the turn on
                assert "nothing for you to do" in answers[1].content and not answers[1].components
            assert len(await _assert_consistent(bot, game_id)) == len(log) + 1

            # An old DM select from the evaluation phase.
            stale = await server.forged_component(
                players[1],
                first_dm,
                old_select["custom_id"],
                component_type=3,
                values=[old_select["options"][0]["value"]],
            )
            assert stale.ephemeral and "out of date" in stale.content

            # Forged and malformed ids.
            for custom, expected in (
                ("ich:999999:0:a:pass", "no longer exists"),
                ("ich:abc", "isn't one of this bot's"),
                ("somebody-else:1", "isn't one of this bot's"),
                (f"ich:{game_id}:99999:a:pass", "out of date"),
                (f"ich:{game_id}:{len(log) + 1}:a:buy.99", "isn't available"),
            ):
                row = await bot.store.games.get(game_id)
                who = players[row.state["turn"]] if row.state["turn"] is not None else players[0]
                answer = await server.forged_component(who, board, custom)
                assert answer.ephemeral and expected in answer.content, (custom, answer.content)
            await _assert_consistent(bot, game_id)
            server.assert_healthy()
    finally:
        await server.close()


async def test_controls_of_another_channels_game_are_refused(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    server = world.server
    other = server.add_text_channel(world.guild, "elsewhere")  # type: ignore[attr-defined]
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users)
            board = await board_message(world, bot, game_id)
            hand = button(board, "My hand")
            decoy = await server.slash(world.users[1], other, "rules", game="tsukiji")
            answer = await server.forged_component(world.users[0], decoy, hand["custom_id"])
            assert answer.ephemeral and "another channel" in answer.content
    finally:
        await server.close()


async def test_a_stale_click_promises_controls_only_to_whoever_has_something_to_do(
    tmp_path: Path,
) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎", "张伟"))
    server, players = world.server, world.users
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, players)
            state = await play_until(
                world, bot, game_id, random.Random(6), lambda s: s["phase"] == "buy"
            )
            board = await board_message(world, bot, game_id)
            row = await bot.store.games.get(game_id)
            waiting = (state["turn"] + 1) % 3
            assert row.stamps[waiting] > 0  # so a control drawn at version 0 is out of date
            stale = f"ich:{game_id}:0:a:pass"
            log = await _assert_consistent(bot, game_id)

            # Someone waiting for their turn: told so, no controls promised or shown.
            answer = await server.forged_component(players[waiting], board, stale)
            assert answer.ephemeral and "out of date" in answer.content, answer.content
            assert "nothing for you to do right now" in answer.content
            assert "controls" not in answer.content and not answer.components

            # Whoever must act: the fresh controls, as promised.
            answer = await server.forged_component(players[state["turn"]], board, stale)
            assert "Here are your current controls" in answer.content, answer.content
            assert answer.ephemeral and answer.components
            assert await _assert_consistent(bot, game_id) == log
            server.assert_healthy()
    finally:
        await server.close()
