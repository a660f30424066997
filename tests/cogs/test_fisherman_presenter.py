"""The Fisherman presenter: what the channel and the DMs are told, and the /rules pages."""

from __future__ import annotations

import random
import re

import pytest

from bot import i18n
from bot.engine.protocol import State
from bot.games import fisherman as rules
from bot.games.fisherman import DATA, FISHERMAN
from bot.interface.presenter import refusal_text
from cogs.fisherman import FishermanPresenter
from cogs.fisherman.words import card_text
from tests.games.test_fisherman import arrange, new_game, play_trick, set_rules

NAMES = ["Alice", "山田太郎", "张伟", "🐟Fishy🍣"]
PRESENTER = FishermanPresenter()
CARD_TEXT = re.compile(r"\b(Aji|Fugu|Tai|Haze|Ika) (10|[1-9])\b")


def named_cards(text: str) -> set[str]:
    return {f"{kind.lower()}-{size}" for kind, size in CARD_TEXT.findall(text)}


def texts(state: State, events: list[dict], names: list[str]) -> list[str]:
    """Every text a move makes the bot send: the board, announcements, each seat's DM."""
    public = FISHERMAN.view(state, None)
    out = [PRESENTER.board(public, names, "en", events).content]
    out += [p.content for p in PRESENTER.announcements(public, names, "en", events)]
    if FISHERMAN.is_over(state):
        out.append(PRESENTER.final(public, names, "en").content)
    for seat in range(state["players"]):
        legal = FISHERMAN.legal_actions(state, seat)
        panel = PRESENTER.private(FISHERMAN.view(state, seat), legal, names, "en")
        if panel is not None:
            out.append(panel.content)
    return out


# -- set-aside cards are never named ------------------------------------------------------------
def test_no_text_ever_names_a_card_set_aside() -> None:
    """Board text, announcements and DM texts stay in Discord: none names a discarded card,
    not even the winning card of the trick just taken when its winner did not keep it."""
    rng = random.Random(9)
    hidden_winners = 0
    for seed in range(8):
        players = 3 + seed % 2
        names = NAMES[:players]
        state = FISHERMAN.setup(players, seed, {})
        while not FISHERMAN.is_over(state):
            seat = state["turn"]
            action = rng.choice(FISHERMAN.legal_actions(state, seat))
            played = [p["card"] for p in state["trick"]] + [action.get("card")]
            events = FISHERMAN.apply(state, seat, action)
            aside = set(state["discard"])
            for event in events:
                if event["type"] == "trick":
                    aside |= set(played) - set(event["kept"])
                    winner = next(p for p in event["plays"] if p["seat"] == event["winner"])
                    hidden_winners += winner["card"] is None
            for text in texts(state, events, names):
                assert not named_cards(text) & aside, text
    assert hidden_winners > 50, "tricks won by a card set aside were met"


def after_trick() -> State:
    state = new_game(4, seed=3)
    set_rules(state, target="tai", order="asc", size=1, junk="aji")
    arrange(state, {0: ["fugu-5"], 1: ["fugu-2"], 2: ["fugu-9"], 3: ["haze-7"]}, {3: {"fugu"}})
    return state


def test_trick_line_names_a_kept_winner_and_counts_the_set_aside() -> None:
    state = after_trick()
    events = play_trick(state, ["fugu-5", "fugu-2", "fugu-9", "haze-7"])
    board = PRESENTER.board(FISHERMAN.view(state, None), NAMES, "en", events).content
    assert "**山田太郎** wins trick 1 with 🟢 Fugu 2 and keeps 🟢 Fugu 2 (+1 point)" in board
    assert "3 set aside face down" in board
    state = new_game(4, seed=3)
    set_rules(state, target="tai", order="desc", size=1, junk="aji")
    arrange(state, {0: ["fugu-5"], 1: ["fugu-2"], 2: ["fugu-9"], 3: ["haze-7"]}, {3: {"fugu"}})
    events = play_trick(state, ["fugu-5", "fugu-2", "fugu-9", "haze-7"])  # Fugu 9 wins, set aside
    board = PRESENTER.board(FISHERMAN.view(state, None), NAMES, "en", events).content
    assert "**张伟** wins trick 1 and keeps 🟢 Fugu 2 (+1 point)" in board
    assert "Fugu 9" not in board and "Fugu 5" not in board and "Haze 7" not in board


# -- the first dealer ---------------------------------------------------------------------------
def test_first_board_announces_the_dealer_drawn_at_random() -> None:
    seed = next(s for s in range(100) if rules.first_dealer(s, 4) == 2)
    state = FISHERMAN.setup(4, seed, {})
    board = PRESENTER.board(FISHERMAN.view(state, None), NAMES, "en", [])
    assert "🎲" in board.content and "**张伟**" in board.content
    assert "drawn at random" in board.content
    FISHERMAN.apply(state, 3, {"type": "target", "species": "tai"})
    later = PRESENTER.board(FISHERMAN.view(state, None), NAMES, "en", [])
    assert "drawn at random" not in later.content


# -- numbers come from the data -----------------------------------------------------------------
def test_shield_and_size_numbers_follow_the_view() -> None:
    state = FISHERMAN.setup(4, 1, {})
    view = FISHERMAN.view(state, None)
    sizes = [b.label for b in PRESENTER._rule_controls({**view, "step": "size"}, "en")]
    assert sizes == [f"{n}–{n + 1}" for n in DATA["sizes"][:-1]]
    short = {**view, "step": "size", "sizes": [1, 2, 3, 4, 5, 6]}
    assert len(PRESENTER._rule_controls(short, "en")) == 5
    rng = random.Random(2)
    while state["tournament"] == 1:
        seat = state["turn"]
        events = FISHERMAN.apply(state, seat, rng.choice(FISHERMAN.legal_actions(state, seat)))
    view = FISHERMAN.view(state, None)
    (panel,) = PRESENTER.announcements(view, NAMES, "en", events)
    assert "gold shield (+5)" in panel.content
    doubled = {**view, "shield_points": {"gold": 50, "silver": 30, "bronze": 10}}
    (panel,) = PRESENTER.announcements(doubled, NAMES, "en", events)
    assert "gold shield (+50)" in panel.content


# -- /rules --------------------------------------------------------------------------------------
def _rules_text() -> str:
    return "\n".join(
        "\n".join([p.title or "", p.description or "", *(f"{n}\n{v}" for n, v in p.fields)])
        for p in PRESENTER.rules("en")
    )


def test_rules_are_complete_enough_to_play_from() -> None:
    text = _rules_text()
    for name, colour, shape in (
        ("Aji", "blue", "□"),
        ("Fugu", "green", "○"),
        ("Tai", "red", "◇"),
        ("Haze", "yellow", "≡"),
        ("Ika", "white", "△"),
    ):
        assert re.search(rf"{name}[^\n]*{colour}[^\n]*{shape}", text), name
    for players in (3, 4):
        deck = len(rules.deck_for(players))
        each = rules.hand_size(players)
        unused = deck - each * players
        assert f"{players} players: {deck} cards, {each} each, {unused} unused" in text
    assert "no Ika" in text
    for term in ("本命", "評価", "サイズ", "外道"):
        assert term in text
    for words in (
        "as many tournaments as players",
        "drawn at random",
        "moves left",
        "left of the dealer",
        "the dealer",
        "must follow",
        "trump",
        "set aside face down",
        "only their number",
        "leads the next trick",
        "ties share",
    ):
        assert words in text, words
    # who sets what, from the data, at both player counts
    assert "3 players: target (本命): 1st player left of the dealer" in text
    assert "order (評価) and size (サイズ): 2nd player left of the dealer" in text
    assert "4 players: target (本命): 1st player left of the dealer" in text
    assert "size (サイズ): 3rd player left of the dealer" in text
    # scoring per card, with the rulebook's example computed from the data
    assert "Fugu 6 → +2" in text and "Aji 6 → −2" in text and "Tai 1 → 0" in text
    for shield in DATA["shields"]:
        assert f"{shield['kind']} {shield['points']}" in text
    assert "10, 8, 8, 5 → ranks 1, 2, 2, 4" in text


@pytest.mark.parametrize("lang", i18n.locales())
def test_rules_example_and_refusals_name_cards_in_the_readers_words(lang: str) -> None:
    """The scoring example and a refusal show cards as the board does, in the reader's
    language (they showed "Fugu 1 · Tai 6 · Aji 6" under a Dutch header)."""
    text = "\n".join(v for page in PRESENTER.rules(lang) for _, v in page.fields)
    for card in ("fugu-1", "fugu-6", "tai-1", "tai-6", "aji-1", "aji-6"):
        assert card_text(card, lang) in text, card
    state = new_game(4)
    set_rules(state)
    seat = state["turn"]
    card = state["hands"][(seat + 1) % 4][0]
    refusal = FISHERMAN.reject_reason(state, seat, {"type": "play", "card": card})
    assert refusal.key == "fisherman.not_in_hand"
    assert card_text(card, lang) in refusal_text(refusal, {"fisherman": PRESENTER}, lang)


def test_a_replaced_board_becomes_a_note_without_cards() -> None:
    """The board of a finished tournament was last drawn with cards on the table that were set
    aside right after; once a fresh board replaces it, it keeps neither picture nor cards."""
    state = FISHERMAN.setup(3, 4, {})
    rng = random.Random(4)
    while state["tournament"] == 1:
        seat = state["turn"]
        FISHERMAN.apply(state, seat, rng.choice(FISHERMAN.legal_actions(state, seat)))
    panel = PRESENTER.replaced_board(FISHERMAN.view(state, None), NAMES[:3], "en")
    assert panel.render is None and not panel.controls and not named_cards(panel.content)
    assert "results and the next board are below" in panel.content


# -- issue 16: natural text, the hand DM's decision context ---------------------------------------
def test_hand_dm_tells_my_catch_and_points() -> None:
    """The DM says "Your turn" first, then what the seat caught and its points so far."""
    state = after_trick()
    play_trick(state, ["fugu-5", "fugu-2", "fugu-9", "haze-7"])  # 山田太郎 keeps Fugu 2
    seat = 1
    assert state["turn"] == seat
    legal = FISHERMAN.legal_actions(state, seat)
    text = PRESENTER.private(FISHERMAN.view(state, seat), legal, NAMES, "en").content
    assert text.startswith("**Your turn**"), text
    assert "Your catch: 🟢 Fugu 2 — +1 point this tournament." in text
    other = PRESENTER.private(FISHERMAN.view(state, 0), [], NAMES, "en").content
    assert "Your catch: nothing yet." in other


def test_points_are_plural_correct_and_lists_follow_the_language() -> None:
    """No "pts", "−1 point" and "+2 points"; lists joined the language's way (no " & ")."""
    rng = random.Random(4)
    state = FISHERMAN.setup(3, 11, {})
    seen = []
    while not FISHERMAN.is_over(state):
        seat = state["turn"]
        events = FISHERMAN.apply(state, seat, rng.choice(FISHERMAN.legal_actions(state, seat)))
        seen += texts(state, events, NAMES[:3])
    joined = "\n".join(seen)
    assert "pts" not in joined and " & " not in joined
    assert not re.search(r"(?<![+−±\d])1 points|[2-9] point\b", joined)
    assert re.search(r"\d points", joined)


# -- issue 24: a message's own picture above its buttons, details above it ----------------------
def test_every_panel_shows_what_its_reader_acts_on_with_details_above() -> None:
    """The board: its own picture (banner, the rule choices or the trick) with the rules and
    the players above it; every seat's DM, whether setting a rule, playing or waiting: its own
    picture with the rules, its catch and the standings above it; a tournament's results: the
    standings with every catch above them."""
    rng = random.Random(6)
    state = FISHERMAN.setup(4, 6, {})
    phases: set[str] = set()
    announced = False
    while not FISHERMAN.is_over(state) and not (announced and len(phases) == 2):
        public = FISHERMAN.view(state, None)
        board = PRESENTER.board(public, NAMES, "en", [])
        assert board.render is not None
        details = [p.filename for p in board.images]
        assert details == ["fisherman-rules.png", "fisherman-players.png"]
        for seat in range(4):
            legal = FISHERMAN.legal_actions(state, seat)
            panel = PRESENTER.private(FISHERMAN.view(state, seat), legal, NAMES, "en")
            assert panel is not None and panel.render is not None, (state["phase"], seat)
            assert [p.filename for p in panel.images] == ["fisherman-table.png"]
        phases.add(state["phase"])
        seat = state["turn"]
        events = FISHERMAN.apply(state, seat, rng.choice(FISHERMAN.legal_actions(state, seat)))
        for panel in PRESENTER.announcements(FISHERMAN.view(state, None), NAMES, "en", events):
            announced = True
            assert panel.render is not None and len(panel.images) == 1
    assert phases == {"setting", "fishing"} and announced
