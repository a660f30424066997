"""Complete Flea Market games through the local Discord server: slash commands and clicks only."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from bot.engine import replay
from bot.games import GAMES, fleamarket
from bot.games.fleamarket import FLEAMARKET
from bot.interface.presenter import Button, Panel, Select
from bot.services.tables import encode_action
from cogs.fleamarket import FleaMarketPresenter
from tests.e2e.world import board_message, make_world, open_and_start, play_game, running_bot
from tests.games.test_fleamarket import act, arrange, finish_round_one, new_game
from tests.games.test_fleamarket_money import round_two_cut

CARD_TEXT = re.compile(r"\b(Red|Yellow|Blue|Green|Brown|Purple) ([1-9])\b")
POPULARITY_NUMBER = re.compile(r"\d+\s*popularity|popularity\D{0,12}\d", re.IGNORECASE)


def mentioned_cards(text: str) -> set[str]:
    return {f"{colour.lower()}{value}" for colour, value in CARD_TEXT.findall(text)}


def displayed_cards(players: int, seed: int, log: list) -> set[str]:
    """Every card that was ever face up on a stall (replaying the stored log)."""
    state = FLEAMARKET.setup(players, seed, {})
    shown: set[str] = set()
    for seat, action in log:
        for event in FLEAMARKET.apply(state, seat, action):
            if event["type"] == "played":
                shown.update(event["cards"])
    return shown


async def _finished_correctly(world, bot, game_id: int) -> None:
    row = await bot.store.games.get(game_id)
    assert row is not None and row.status == "over"
    log = await bot.store.games.log(game_id)
    rebuilt = replay(GAMES["fleamarket"], len(row.seats), row.seed, row.options, log)
    assert rebuilt == row.state, "stored snapshot differs from a replay of the stored log"
    channel = world.server.messages(world.channel)
    final = channel[-1]
    assert final.content.startswith("Game over"), final.content
    assert final.attachments, "the final message shows the popularity reveal"
    board = await board_message(world, bot, game_id)
    assert not board.components, "a finished game's board has no controls left"
    settlements = [m for m in channel if "**Settlement — round" in m.content]
    assert settlements and all(m.attachments for m in settlements)
    assert len(settlements) == row.state["round"] or row.state["end_reason"] == "exhausted"
    _no_leaks(channel[:-1], displayed_cards(len(row.seats), row.seed, log))
    world.server.assert_healthy()


def _no_leaks(messages: list, shown: set[str]) -> None:
    """Public messages name only cards that were face up, and never a popularity amount."""
    for message in messages:
        text = message.content + "".join(
            str(embed.get("description", "")) for embed in message.embeds or []
        )
        assert not POPULARITY_NUMBER.search(text), text
        assert "only you see" not in text
        hidden = mentioned_cards(text) - shown
        assert not hidden, f"hidden cards named in public: {hidden} in {text!r}"


async def test_three_players_complete_game(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎", "张伟"))
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users, game="fleamarket")
            clicks = await play_game(world, bot, game_id, random.Random(3))
            assert clicks > 30
            await _finished_correctly(world, bot, game_id)
            assert all(world.server.dms(user) for user in world.users)
            hands = [m for user in world.users for m in world.server.dms(user) if m.attachments]
            assert hands, "hands are shown as images in the DMs"
    finally:
        await world.server.close()


async def test_four_players_one_with_closed_dms(tmp_path: Path) -> None:
    world = await make_world(tmp_path)
    closed = world.users[1]
    world.server.close_dms(closed)
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users, game="fleamarket")
            notes = world.server.ephemerals(closed)
            assert any("My hand" in m.content for m in notes), "closed DMs are explained"
            await play_game(world, bot, game_id, random.Random(8))
            await _finished_correctly(world, bot, game_id)
            assert not world.server.dms(closed)
            assert any(m.components for m in world.server.ephemerals(closed))
    finally:
        await world.server.close()


def _check_panel(panel: Panel, legal: list[dict]) -> None:
    """Discord's limits hold, every string is translated, every legal action is offered."""
    buttons_ = [c for c in panel.controls if isinstance(c, Button)]
    menus = [c for c in panel.controls if isinstance(c, Select)]
    assert len(buttons_) <= 25 and len(menus) + -(-len(buttons_) // 5) <= 5
    texts = [panel.content, *(b.label for b in buttons_), *(m.placeholder for m in menus)]
    texts += [c.label for m in menus for c in m.choices]
    assert all(len(b.label) <= 80 for b in buttons_)
    assert all(len(m.choices) <= 25 and all(len(c.label) <= 100 for c in m.choices) for m in menus)
    assert not any("fleamarket." in text or "{" in text for text in texts), texts
    offered = {b.code for b in buttons_ if b.code} | {c.code for m in menus for c in m.choices}
    assert {encode_action(action) for action in legal} <= offered
    assert all(b.verb == "p" for b in buttons_), "every choice is made in the private panel"
    assert all(b.style != "danger" or b.code == "back" for b in buttons_)


def test_presenter_panels_in_random_games() -> None:
    """Every private panel of random games fits Discord and offers exactly the legal moves;
    the board offers no controls; announcements and the final panel read well."""
    presenter = FleaMarketPresenter()
    rng = random.Random(5)
    names = ["Alice", "山田太郎", "张伟", "🐟Fishy🍣"]
    for players, seed in ((3, 1), (4, 2), (4, 3)):
        state = FLEAMARKET.setup(players, seed, {})
        while not FLEAMARKET.is_over(state):
            public = FLEAMARKET.view(state, None)
            board = presenter.board(public, names[:players], "en", [])
            assert not board.controls and "fleamarket." not in board.content
            actors = sorted(FLEAMARKET.to_act(state))
            for seat in range(players):
                view = FLEAMARKET.view(state, seat)
                legal = FLEAMARKET.legal_actions(state, seat)
                assert presenter.private_acts(view) == (seat in actors)
                panel = presenter.private(view, legal, names[:players], "en")
                assert panel is not None and panel.render is not None
                _check_panel(panel, legal)
            seat = rng.choice(actors)
            events = FLEAMARKET.apply(
                state, seat, rng.choice(FLEAMARKET.legal_actions(state, seat))
            )
            public = FLEAMARKET.view(state, None)
            for extra in presenter.announcements(public, names[:players], "en", events):
                war = any(e["type"] == "price_war" for e in events)
                settlement = extra.content.startswith("📊 **Settlement — round")
                assert settlement or (war and extra.content.startswith("💥 **Price war!**"))
                assert "fleamarket." not in extra.content and extra.render is not None
        final = presenter.final(FLEAMARKET.view(state, None), names[:players], "en")
        assert final.content.startswith("Game over — winner: **")
        assert "popularity" in final.content and final.render is not None
    rules = presenter.rules("en")[0]
    assert rules.title == "Flea Market: Price War"


# -- issue 14: the start player, money cards, the rules ---------------------------------------
NAMES = ["Alice", "山田太郎", "张伟", "🐟Fishy🍣"]


def test_the_first_board_announces_the_random_start_player() -> None:
    presenter = FleaMarketPresenter()
    for seed in range(6):
        state = FLEAMARKET.setup(4, seed, {})
        board = presenter.board(FLEAMARKET.view(state, None), NAMES, "en", [])
        start = NAMES[state["start_player"]]
        assert f"🎲 **{start}** was drawn at random as the start player." in board.content


def test_public_lines_name_the_money_cards_paid() -> None:
    presenter = FleaMarketPresenter()
    state = round_two_cut({0: ["red1", "red9", "blue9", "green4"]})
    events = act(state, 0, "cut", amount=2)
    board = presenter.board(FLEAMARKET.view(state, None), NAMES[:3], "en", events)
    assert "**Alice** cuts prices by 2 for ¥3, paying 🟥 Red 1." in board.content
    state = round_two_cut({0: ["red1"], 1: ["red8"]})
    act(state, 0, "cut", amount=1)
    board = presenter.board(FLEAMARKET.view(state, None), NAMES[:3], "en", [])
    assert "paying 🟥 Red 1 (worth ¥3: no change)." in board.content


def test_the_private_panel_shows_what_a_payment_takes() -> None:
    presenter = FleaMarketPresenter()
    state = round_two_cut({0: ["red1", "red9", "blue9", "green4"]})  # ¥7
    view = FLEAMARKET.view(state, 0)
    panel = presenter.private(view, FLEAMARKET.legal_actions(state, 0), NAMES[:3], "en")
    assert "🟥 Red 1, 🟩 Green 4, 🟥 Red 9, 🟦 Blue 9" in panel.content  # the money cards
    choices = {c.label: c.description for m in panel.controls for c in m.choices}
    assert choices["Cut 2 · ¥3"] == "Pays 🟥 Red 1"
    assert choices["Cut 3 · ¥6"] == "Pays 🟥 Red 1, 🟩 Green 4, 🟥 Red 9"
    state = new_game(3, start=0)
    finish_round_one(state, {0: ["red9"], 1: ["blue1"], 2: ["green3"]})
    arrange(state, money={0: ["red1"]})
    act(state, 0, "draw")
    view = FLEAMARKET.view(state, 0)
    panel = presenter.private(view, FLEAMARKET.legal_actions(state, 0), NAMES[:3], "en")
    assert "you would pay 🟥 Red 1 (worth ¥3: no change)" in panel.content


def test_the_private_panel_counts_the_popularity_cards() -> None:
    presenter = FleaMarketPresenter()
    state = new_game(3, start=0)
    state["seats"][0]["popularity_cards"] = [state["deck"].pop(), state["deck"].pop()]
    state["seats"][0]["popularity"] = sum(
        fleamarket.POPULARITY[c] for c in state["seats"][0]["popularity_cards"]
    )
    view = FLEAMARKET.view(state, 0)
    panel = presenter.private(view, FLEAMARKET.legal_actions(state, 0), NAMES[:3], "en")
    total = state["seats"][0]["popularity"]
    assert f"Your popularity: **{total}** in 2 face-down cards" in panel.content


def _embed_size(panel: Panel, page: int, pages: int) -> int:
    title = f"{panel.title} ({page + 1}/{pages})"
    return len(title) + len(panel.description or "") + sum(len(n) + len(v) for n, v in panel.fields)


def test_rules_pages_fit_discord() -> None:
    pages = FleaMarketPresenter().rules("en")
    assert len(pages) >= 4
    for index, page in enumerate(pages):
        assert page.title and page.description and page.colour is not None
        assert len(page.description) <= 4096 and len(page.title) <= 240
        assert len(page.fields) <= 25
        assert all(len(name) <= 256 and 0 < len(value) <= 1024 for name, value in page.fields)
        assert _embed_size(page, index, len(pages)) <= 6000
        text = page.title + page.description + "".join(n + v for n, v in page.fields)
        assert "fleamarket." not in text and "{" not in text, text


def _rules_text() -> str:
    pages = FleaMarketPresenter().rules("en")
    return "\n".join(
        f"{p.title}\n{p.description}\n" + "\n".join(f"{n}\n{v}" for n, v in p.fields) for p in pages
    )


def test_rules_are_complete_enough_to_play_from() -> None:
    text = _rules_text()
    lower = text.lower()
    for words in (
        "3 players: 2 decks",  # decks per player count
        "4 players: 3 decks",
        "54 cards",
        "red, yellow, blue, green, brown, purple",
        "values 1–9",
        "**1–3**: 3 money buttons, 1 popularity button",
        "**4, 6**: 2 money buttons, 2 popularity buttons",
        "**5**: 2 money buttons, 2 popularity buttons, sale mark",
        "**7–9**: 1 money button, 3 popularity buttons",
        "3 face-down stalls",
        "9 hand cards",
        "drawn at random",
        "price cut",
        "1 point ¥1 · 2 points ¥3 · 3 points ¥6 · 4 points ¥10",
        "sideways",
        "after the settlement",
        "price war",
        "as many times as there are players",
        "pass",
        "all 6 colours",
        "maintenance",
        "highest",
        "lowest",
        "sale",
        "tie",
        "start player chooses",
        "restock",
        "add a stall",
        "extra",
        "¥1, ¥2, ¥3",
        "reshuffle",
        "face up",
        "face down",
        "smallest overpayment",
        "fewest cards",
        "lowest cards",
        "no change",
        "discards at once",
        "only buy what your money cards cover",
        "15 popularity",
        "most popularity",
        "most money",
        "shared",
    ):
        assert words.lower() in lower, words


def test_rules_numbers_come_from_the_data(monkeypatch: pytest.MonkeyPatch) -> None:
    before = _rules_text()
    monkeypatch.setitem(fleamarket.DATA, "money_buttons", [4, 3, 3, 2, 2, 2, 1, 1, 1])
    monkeypatch.setitem(fleamarket.DATA, "decks", {"3": 5, "4": 7})
    monkeypatch.setitem(fleamarket.DATA, "start_hand", 11)
    monkeypatch.setitem(fleamarket.DATA, "target_popularity", 21)
    after = _rules_text()
    assert after != before
    assert "**1**: 4 money buttons, 1 popularity button" in after
    assert "**2–3**: 3 money buttons, 1 popularity button" in after
    assert "3 players: 5 decks" in after and "4 players: 7 decks" in after
    assert "11 hand cards" in after and "21 popularity" in after and "15 popularity" not in after


async def test_rules_page_through_discord(tmp_path: Path) -> None:
    """``/rules game:fleamarket`` and ▶ through every page: Discord accepts each embed."""
    world = await make_world(tmp_path, ("Alice", "山田太郎", "张伟"))
    server, user = world.server, world.users[2]
    pages = FleaMarketPresenter().rules("en")
    try:
        async with running_bot(world):
            answer = await server.slash(user, world.channel, "rules", game="fleamarket")
            assert answer.ephemeral
            titles = [answer.embeds[0]["title"]]
            for page in range(1, len(pages)):
                answer = await server.click(user, answer, f"ichp:rules.fleamarket:{page}")
                titles.append(answer.embeds[0]["title"])
            assert titles == [f"{p.title} ({i + 1}/{len(pages)})" for i, p in enumerate(pages)]
            server.assert_healthy()
    finally:
        await server.close()
