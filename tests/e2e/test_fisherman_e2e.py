"""Complete Fisherman games through the local Discord server: slash commands and clicks only."""

from __future__ import annotations

import random
import re
from pathlib import Path

from bot.engine import replay
from bot.games import GAMES
from bot.games.fisherman import FISHERMAN, display_card
from bot.names import unmarked
from tests.e2e.world import (
    board_message,
    button,
    click_random,
    make_world,
    message_updated,
    open_and_start,
    play_game,
    play_until,
    running_bot,
)
from tests.fakediscord.models import FakeMessage

CARD_TEXT = re.compile(r"\b(Aji|Fugu|Tai|Haze|Ika) (10|[1-9])\b")


def mentioned_cards(texts: list[str]) -> set[str]:
    return {f"{kind} {size}" for text in texts for kind, size in CARD_TEXT.findall(text)}


async def _finished_correctly(world, bot, game_id: int) -> None:
    row = await bot.store.games.get(game_id)
    assert row is not None and row.status == "over"
    log = await bot.store.games.log(game_id)
    rebuilt = replay(GAMES["fisherman"], len(row.seats), row.seed, row.options, log)
    assert rebuilt == row.state, "stored snapshot differs from a replay of the stored log"
    final = world.server.last_message(world.channel)
    assert final.content.startswith("Game over"), final.content
    assert final.attachments, "the final message shows the standings image"
    board = await board_message(world, bot, game_id)
    assert not board.components, "a finished game's board has no controls left"
    players = len(row.seats)
    results = [m for m in world.server.messages(world.channel) if "results**" in m.content]
    assert len(results) == players, "one results announcement per tournament"
    assert all(m.attachments for m in results)
    # A tournament's unused cards are never named on its boards, nor are the cards set aside
    # face down after its tricks, in the channel or in a DM: those messages stay.
    unused = unused_cards(row.seed, players, log)
    aside = set_aside_cards(row.seed, players, log)
    assert sum(map(len, aside.values())) > 20
    for message in world.server.messages(world.channel):
        found = re.search(r"\*\*Tournament (\d)/", message.content or "")
        if found:
            named = mentioned_cards([message.content])
            assert not named & unused[int(found[1])], "an unused card was named"
            assert not named & aside[int(found[1])], f"a set-aside card was named: {named}"
    dms = [m for user in world.users for m in world.server.dms(user)]
    for message in dms:
        found = re.search(r"tournament (\d)/", message.content or "", re.IGNORECASE)
        if found:
            named = mentioned_cards([message.content])
            assert not named & aside[int(found[1])], f"a DM names a set-aside card: {named}"
    world.server.assert_healthy()


def unused_cards(seed: int, players: int, log) -> dict[int, set[str]]:
    """The unused cards of each tournament, found by replaying the log."""
    state = FISHERMAN.setup(players, seed, {})
    unused = {1: {display_card(card) for card in state["unused"]}}
    for seat, action in log:
        FISHERMAN.apply(state, seat, action)
        unused.setdefault(state["tournament"], {display_card(c) for c in state["unused"]})
    return unused


def set_aside_cards(seed: int, players: int, log) -> dict[int, set[str]]:
    """The cards set aside face down in each tournament, found by replaying the log."""
    state = FISHERMAN.setup(players, seed, {})
    aside: dict[int, set[str]] = {}
    for seat, action in log:
        number = state["tournament"]
        played = [p["card"] for p in state["trick"]] + [action.get("card")]
        for event in FISHERMAN.apply(state, seat, action):
            if event["type"] == "trick":
                gone = set(played) - set(event["kept"])
                aside.setdefault(number, set()).update(display_card(c) for c in gone)
    return aside


async def _no_hand_cards_in_channel(world, bot, game_id: int) -> None:
    """Mid-game: the board names only cards that have been played, never a held one."""
    row = await bot.store.games.get(game_id)
    assert row is not None and row.state is not None
    held = {display_card(card) for hand in row.state["hands"] for card in hand}
    held |= {display_card(card) for card in row.state["unused"]}
    board = await board_message(world, bot, game_id)
    assert not mentioned_cards([board.content]) & held, "a held card was named on the board"


async def _play_with_checks(world, bot, game_id: int, rng: random.Random) -> int:
    clicks = 0
    while True:
        row = await bot.store.games.get(game_id)
        assert row is not None
        if row.status == "over":
            return clicks
        clicks += await play_game(world, bot, game_id, rng, max_clicks=1)
        if clicks % 7 == 0:
            await _no_hand_cards_in_channel(world, bot, game_id)


async def test_three_players_complete_game(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎", "🐟Fishy🍣"))
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users, game="fisherman")
            board = await board_message(world, bot, game_id)
            assert "choose the **target**" in board.content
            row = await bot.store.games.get(game_id)
            assert row is not None and row.state is not None
            dealer = row.state["dealer"]
            assert f"🎲 **{world.users[dealer].name}** was drawn at random" in unmarked(
                board.content
            )
            # Only the rule-setter may click the board's choices.
            other = world.users[(row.state["turn"] + 1) % 3]
            refused = await world.server.click(other, board, button(board, "Aji (horse mackerel)"))
            assert refused.ephemeral and "isn't your turn" in refused.content
            clicks = await _play_with_checks(world, bot, game_id, random.Random(3))
            assert clicks == 3 * (4 + 39), "4 rule choices and 39 cards per tournament"
            await _finished_correctly(world, bot, game_id)
            for user in world.users:
                dms = world.server.dms(user)
                assert any(m.attachments for m in dms), "every player saw their hand by DM"
    finally:
        await world.server.close()


async def test_four_players_one_with_closed_dms(tmp_path: Path) -> None:
    world = await make_world(tmp_path)
    closed = world.users[1]
    world.server.close_dms(closed)
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users, game="fisherman")
            notes = world.server.ephemerals(closed)
            assert any("My hand" in m.content for m in notes), "closed DMs are explained"
            clicks = await _play_with_checks(world, bot, game_id, random.Random(4))
            assert clicks == 4 * (4 + 48)
            await _finished_correctly(world, bot, game_id)
            assert not world.server.dms(closed)
    finally:
        await world.server.close()


def _dm_panel(world, user) -> FakeMessage:
    """The user's last DM that offers controls."""
    panels = [m for m in world.server.dms(user) if m.components]
    assert panels, f"{user.name} has no DM panel"
    return panels[-1]


async def test_a_dm_left_unanswered_and_an_abandoned_board_show_no_set_aside_card(
    tmp_path: Path,
) -> None:
    """A "your turn" DM answered elsewhere (here through My hand) would keep the trick it
    drew, whose cards may be set aside face down later: it becomes a note without picture.
    A game abandoned while a completed trick lies open leaves a board without its picture."""
    world = await make_world(tmp_path, ("Alice", "Bob", "Chie"))
    rng = random.Random(11)
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users, game="fisherman")
            state = await play_until(
                world, bot, game_id, rng, lambda s: s["phase"] == "fishing" and len(s["trick"]) == 1
            )
            user = world.users[state["turn"]]
            panel = _dm_panel(world, user)
            assert panel.attachments, "the DM draws the hand and the trick"
            board = await board_message(world, bot, game_id)
            hand = await world.server.click(user, board, button(board, "My hand"))
            played = await click_random(world, user, hand, rng)
            assert message_updated(played)
            await bot.work.quiet()
            settled = world.server.get_message(panel.id)
            assert not settled.components and not settled.attachments, settled.content
            assert "out of date" in settled.content
            # Finish the trick: the completed trick lies open on the board until the next card.
            await play_until(
                world, bot, game_id, rng, lambda s: not s["trick"] and s["last_trick"] is not None
            )
            board = await board_message(world, bot, game_id)
            assert board.attachments
            ended = await world.server.slash(world.users[0], world.channel, "game abandon")
            assert ended.ephemeral and "abandoned" in ended.content
            await bot.work.quiet()
            assert (await bot.store.games.get(game_id)).status == "abandoned"
            board = world.server.get_message(board.id)
            assert not board.attachments and not board.components, board.content
            for user in world.users:
                for message in world.server.dms(user):
                    assert not message.components, "no DM offers controls of an ended game"
    finally:
        await world.server.close()
