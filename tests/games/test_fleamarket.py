"""Rules tests for Flea Market: Price War: the forum post's worked examples, our rulings, edges.

States for the examples are built by calling ``setup`` and then editing the state dicts
directly with the helpers below; actions are then driven through ``FLEAMARKET.apply``.

Helpers:

* ``new_game(players, start=0)`` -- a fresh game (round 1, display phase, seat ``start`` to
  play first).
* ``arrange(state, hands=..., displays=..., stalls=..., discard=..., money=...)`` -- set hands,
  face-up stall cards, stall counts, the discards and money piles (cards); the draw pile is
  rebuilt from the remaining cards so every card stays accounted for (``check_invariants``
  holds).
* ``play(state, seat, *cards)`` -- choose the cards' value, add each card, play.
* ``settle_display(state)`` -- pass for every seat until the display ends.
* ``rejected(state, seat, action)`` -- the ``IllegalAction`` that ``apply`` raises.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from bot.engine.errors import IllegalAction
from bot.engine.playout import check_no_leaks
from bot.engine.protocol import State, clone
from bot.games import fleamarket
from bot.games.fleamarket import (
    ERROR_KEYS,
    FLEAMARKET,
    MONEY,
    POPULARITY,
    cut_cost,
    deck_copies,
    extra_cost,
    full_deck,
    max_cut,
    sale_options,
)
from bot.i18n import messages

GAME = FLEAMARKET


# -- helpers ---------------------------------------------------------------------------------
def new_game(players: int = 4, start: int = 0, seed: int = 1) -> State:
    """Round 1, display phase, seat ``start`` first (hands and stalls as dealt)."""
    state = GAME.setup(players, seed, {})
    state["start_player"] = start
    state["turn"] = start
    GAME.check_invariants(state)
    return state


def arrange(
    state: State,
    *,
    hands: dict[int, list[str]] | None = None,
    displays: dict[int, list[str]] | None = None,
    stalls: dict[int, int] | None = None,
    discard: list[str] | None = None,
    deck: list[str] | None = None,
    money: dict[int, list[str]] | None = None,
    check: bool = True,
) -> None:
    """Set hands, face-up cards, stall counts, discards, money piles (and optionally the top of
    the draw pile, last = top); every other card goes to the draw pile."""
    seats = state["seats"]
    for seat, cards in (hands or {}).items():
        seats[seat]["hand"] = sorted(cards, key=fleamarket.ORDER.__getitem__)
    for seat, cards in (money or {}).items():
        seats[seat]["money_cards"] = sorted(cards, key=fleamarket.ORDER.__getitem__)
        seats[seat]["money"] = sum(MONEY[card] for card in cards)
    for seat, cards in (displays or {}).items():
        seats[seat]["display"] = list(cards)
    if discard is not None:
        state["discard"] = list(discard)
    remainder = {card: deck_copies(state["players"]) for card in fleamarket.CARDS}
    for place in [state["discard"]] + [
        s[key]
        for s in seats
        for key in ("hand", "display", "cut_cards", "money_cards", "popularity_cards")
    ]:
        for card in place:
            remainder[card] -= 1
    assert min(remainder.values()) >= 0, f"more cards than the game holds: {remainder}"
    pool = [card for card in fleamarket.CARDS for _ in range(remainder[card])]
    random.Random(len(pool)).shuffle(pool)
    for seat, seat_state in enumerate(seats):
        count = (stalls or {}).get(seat, len(seat_state["stalls"]))
        seat_state["stalls"] = [pool.pop() for _ in range(count)]
    top = list(deck or [])
    for card in top:
        pool.remove(card)
    state["deck"] = pool + top
    if check:
        GAME.check_invariants(state)


def act(state: State, seat: int, kind: str, **fields: Any) -> list[dict[str, Any]]:
    return GAME.apply(state, seat, {"type": kind, **fields})


def play(state: State, seat: int, *cards: str) -> list[dict[str, Any]]:
    """Play ``cards`` (all of one value) through the value → card → play steps."""
    value = fleamarket.VALUE[cards[0]]
    events = act(state, seat, "value", value=value)
    chosen = state["seats"][seat]["selection"]["cards"]
    for card in cards[len(chosen) :]:
        events += act(state, seat, "card", card=card)
    events += act(state, seat, "play")
    GAME.check_invariants(state)
    return events


def pass_all(state: State) -> list[dict[str, Any]]:
    """Everyone still displaying passes, in turn."""
    events: list[dict[str, Any]] = []
    while state["phase"] == "display":
        events += act(state, state["turn"], "pass")
    return events


def rejected(state: State, seat: int, action: Any) -> IllegalAction:
    """Apply ``action`` expecting a refusal; the state must stay untouched."""
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, seat, action)
    assert json.dumps(state, sort_keys=True) == before
    return caught.value


def of_type(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [event for event in events if event["type"] == kind]


def to_settlement(state: State, displays: dict[int, list[str]], **kwargs: Any) -> None:
    """Put ``displays`` on the stalls and end the display phase by passing everyone."""
    arrange(state, displays=displays, check=False, **kwargs)
    for seat in range(state["players"]):
        state["seats"][seat]["passed"] = True
    fleamarket._begin_settlement(state, [])
    GAME.check_invariants(state)


# -- components and setup --------------------------------------------------------------------
def test_placeholder_deck_fits_the_examples() -> None:
    assert len(fleamarket.CARDS) == 54
    assert MONEY["green8"] == 1 and POPULARITY["green4"] == 2 and POPULARITY["yellow1"] == 1
    assert [MONEY[f"red{v}"] for v in range(1, 10)] == [3, 3, 3, 2, 2, 2, 1, 1, 1]
    assert [POPULARITY[f"red{v}"] for v in range(1, 10)] == [1, 1, 1, 2, 2, 2, 3, 3, 3]
    assert deck_copies(3) == 2 and deck_copies(4) == 3
    assert len(full_deck(3)) == 108 and len(full_deck(4)) == 162


@pytest.mark.parametrize("players", [3, 4])
def test_setup_deals_stalls_and_hands(players: int) -> None:
    state = GAME.setup(players, 7, {})
    GAME.check_invariants(state)
    assert state["seed"] == 7 and state["round"] == 1 and state["phase"] == "display"
    for seat_state in state["seats"]:
        assert len(seat_state["stalls"]) == 3 and len(seat_state["hand"]) == 9
        assert seat_state["money"] == 0 and seat_state["popularity"] == 0
    assert len(state["deck"]) == len(full_deck(players)) - 12 * players
    assert state["turn"] == state["start_player"]
    assert GAME.to_act(state) == frozenset([state["start_player"]])
    json.dumps(state)


def test_setup_is_deterministic_and_the_start_player_random() -> None:
    assert GAME.setup(4, 3, {}) == GAME.setup(4, 3, {})
    assert GAME.setup(4, 3, {})["deck"] != GAME.setup(4, 4, {})["deck"]
    assert {GAME.setup(4, seed, {})["start_player"] for seed in range(40)} == {0, 1, 2, 3}


def test_setup_rejects_player_counts() -> None:
    for players in (2, 5):
        with pytest.raises(ValueError):
            GAME.setup(players, 1, {})


def test_summary() -> None:
    state = new_game(3, start=2)
    assert GAME.summary(state) == {"round": 1, "phase": "display", "to_act": [2], "turn": 2}


# -- display ---------------------------------------------------------------------------------
def test_round_one_starts_with_the_display_no_price_cut() -> None:
    state = new_game(4, start=1)
    kinds = {action["type"] for action in GAME.legal_actions(state, 1)}
    assert kinds == {"value", "pass"}


def test_play_steps_value_then_cards_then_play() -> None:
    state = new_game(4)
    arrange(state, hands={0: ["red5", "blue5", "blue5", "green7", "red9"]})
    assert GAME.legal_actions(state, 0) == [
        {"type": "value", "value": 5},
        {"type": "value", "value": 7},
        {"type": "value", "value": 9},
        {"type": "pass"},
    ]
    act(state, 0, "value", value=5)
    assert GAME.legal_actions(state, 0) == [
        {"type": "card", "card": "red5"},
        {"type": "card", "card": "blue5"},
        {"type": "back"},
    ]
    act(state, 0, "card", card="blue5")
    act(state, 0, "card", card="blue5")
    assert GAME.legal_actions(state, 0) == [
        {"type": "card", "card": "red5"},
        {"type": "play"},
        {"type": "back"},
    ]
    act(state, 0, "card", card="red5")  # the third and last empty stall
    assert GAME.legal_actions(state, 0) == [{"type": "play"}, {"type": "back"}]
    events = act(state, 0, "play")
    assert events[0] == {"type": "played", "seat": 0, "cards": ["blue5", "blue5", "red5"]}
    assert state["seats"][0]["display"] == ["blue5", "blue5", "red5"]
    assert state["seats"][0]["hand"] == ["green7", "red9"]
    assert state["turn"] == 1
    GAME.check_invariants(state)


def test_a_lone_card_of_the_value_is_selected_at_once_and_back_undoes() -> None:
    state = new_game(4)
    arrange(state, hands={0: ["red5", "green7"]})
    act(state, 0, "value", value=7)
    assert state["seats"][0]["selection"] == {"value": 7, "cards": ["green7"]}
    assert GAME.legal_actions(state, 0) == [{"type": "play"}, {"type": "back"}]
    act(state, 0, "back")
    assert state["seats"][0]["selection"] is None and state["turn"] == 0
    assert "back" in GAME.undo_actions


def test_cards_only_into_empty_stalls() -> None:
    state = new_game(4)
    arrange(state, hands={0: ["red5", "blue5", "green5"]}, displays={0: ["red1", "blue2"]})
    act(state, 0, "value", value=5)
    act(state, 0, "card", card="red5")
    error = rejected(state, 0, {"type": "card", "card": "blue5"})
    assert (error.key, error.params) == ("fleamarket.stalls_full", {"stalls": 1})


def test_price_war_example_1() -> None:
    """Four players: red 1 (Liu Bei), red 5 + red 6 (Zhang Fei), Guan Yu plays red 8: all red go."""
    state = new_game(4, start=0)
    arrange(
        state,
        hands={1: ["red8", "blue3"]},
        displays={0: ["red1"], 2: ["red5", "red6"], 3: ["green2"]},
    )
    state["turn"] = 1
    discards = len(state["discard"])
    events = play(state, 1, "red8")
    war = of_type(events, "price_war")
    assert war == [
        {
            "type": "price_war",
            "colours": ["red"],
            "removed": [
                {"seat": 0, "cards": ["red1"]},
                {"seat": 1, "cards": ["red8"]},
                {"seat": 2, "cards": ["red5", "red6"]},
            ],
        }
    ]
    assert [s["display"] for s in state["seats"]] == [[], [], [], ["green2"]]
    assert len(state["discard"]) == discards + 4
    assert state["phase"] == "display" and state["turn"] == 2  # the stalls free up
    assert GAME.view(state, None)["recent"][-2:] == [events[0], war[0]]


def test_price_war_threshold_is_the_player_count() -> None:
    state = new_game(3, start=0)
    arrange(state, hands={0: ["red8", "blue8"]}, displays={1: ["red1"], 2: ["red2", "blue1"]})
    events = play(state, 0, "red8", "blue8")
    assert of_type(events, "price_war")[0]["colours"] == ["red"]  # 3 red; only 2 blue
    assert [s["display"] for s in state["seats"]] == [["blue8"], [], ["blue1"]]
    state4 = new_game(4, start=0)
    arrange(state4, hands={0: ["red8"]}, displays={1: ["red1"], 2: ["red2"]})
    assert not of_type(play(state4, 0, "red8"), "price_war")


def test_price_war_can_hit_two_colours_at_once() -> None:
    state = new_game(3, start=0)
    arrange(
        state,
        hands={0: ["red4", "blue4", "green4"]},
        displays={1: ["red1", "blue1"], 2: ["red2", "blue2"]},
    )
    events = play(state, 0, "red4", "blue4", "green4")
    assert of_type(events, "price_war")[0]["colours"] == ["red", "blue"]
    assert [s["display"] for s in state["seats"]] == [["green4"], [], []]


def test_passing_example_2() -> None:
    """Liu Bei passes with empty stalls; Guan Yu has no cards; Zhang Fei's stalls are full;
    Zhao Yun then plays alone, turn after turn, until he passes too."""
    state = new_game(4, start=0)
    arrange(
        state,
        hands={0: ["yellow3"], 1: [], 2: ["brown9"], 3: ["blue2", "green3", "purple9"]},
        displays={0: ["green4"], 2: ["red8", "green8", "blue8"]},
    )
    events = act(state, 0, "pass")
    assert of_type(events, "passed") == [
        {"type": "passed", "seat": 0, "forced": False},
        {"type": "passed", "seat": 1, "forced": True},
        {"type": "passed", "seat": 2, "forced": True},
    ]
    assert state["turn"] == 3
    play(state, 3, "blue2")
    assert state["turn"] == 3 and state["phase"] == "display"
    play(state, 3, "purple9")
    assert state["turn"] == 3
    events = act(state, 3, "pass")
    assert state["phase"] != "display"
    assert all(s["passed"] for s in state["seats"])


def test_recent_public_events_are_kept_for_the_board() -> None:
    state = new_game(4, start=0)
    pass_all(state)
    for seat in range(4):
        act(state, seat, "draw")  # nobody has money: no extra draws
    recent = GAME.view(state, None)["recent"]
    assert len(recent) == fleamarket.RECENT
    assert recent[0] == {"type": "passed", "seat": 3, "forced": False}
    assert [e["type"] for e in recent[1:]] == ["restock"] * 4 + ["round"]


def test_all_six_colours_end_the_display_example_3() -> None:
    state = new_game(4, start=3)
    arrange(
        state,
        hands={3: ["purple2", "red7"], 0: ["red3"], 1: ["blue6"], 2: ["yellow6"]},
        displays={0: ["red1", "yellow1", "blue1"], 1: ["green4", "red4"], 2: ["brown9"]},
    )
    events = play(state, 3, "purple2")
    assert of_type(events, "all_colours") == [{"type": "all_colours"}]
    assert state["phase"] in ("settle", "restock")  # although everyone has empty stalls
    assert not any(s["passed"] for s in state["seats"])


def test_price_war_is_checked_before_the_six_colours() -> None:
    state = new_game(3, start=0)
    arrange(
        state,
        hands={0: ["purple2", "red2"]},
        displays={1: ["red1", "yellow1", "blue1"], 2: ["green4", "brown9", "red3"]},
    )
    events = play(state, 0, "purple2", "red2")  # purple is the sixth colour, but red goes
    assert of_type(events, "price_war")[0]["colours"] == ["red"]
    assert not of_type(events, "all_colours") and state["phase"] == "display"
    assert [s["display"] for s in state["seats"]] == [
        ["purple2"],
        ["yellow1", "blue1"],
        ["green4", "brown9"],
    ]


def test_wrong_steps_are_refused_with_reasons() -> None:
    state = new_game(4)
    arrange(state, hands={0: ["red5", "blue5", "green7"]})
    assert rejected(state, 0, {"type": "play"}).key == "fleamarket.choose_value"
    error = rejected(state, 0, {"type": "value", "value": 3})
    assert (error.key, error.params) == ("fleamarket.no_value", {"value": "3"})
    act(state, 0, "value", value=5)
    assert rejected(state, 0, {"type": "play"}).key == "fleamarket.nothing_selected"
    assert rejected(state, 0, {"type": "pass"}).key == "fleamarket.finish_selection"
    error = rejected(state, 0, {"type": "card", "card": "green7"})
    assert (error.key, error.params) == ("fleamarket.not_in_hand", {"card": "green7"})
    assert rejected(state, 1, {"type": "pass"}).key == "error.not_your_turn"
    assert rejected(state, 0, {"type": "cut", "amount": 1}).key == "fleamarket.wrong_phase"
    assert rejected(state, 0, {"type": "fly"}).key == "fleamarket.unknown_action"


# -- settlement ------------------------------------------------------------------------------
EXAMPLE_4 = {
    0: ["green4"],  # Liu Bei: 2 empty stalls
    1: ["red7", "blue7"],  # Guan Yu: 1 empty stall
    2: ["red8", "green8", "blue8"],  # Zhang Fei
    3: ["blue5", "red6", "yellow1"],  # Zhao Yun: a sale
}


def test_settlement_example_4() -> None:
    state = new_game(4, start=0)
    hands = {0: ["red2", "blue3", "brown9"], 1: ["yellow2", "purple6"], 2: ["red1"], 3: ["red9"]}
    to_settlement(state, EXAMPLE_4, hands=hands)
    # maintenance: Liu Bei owes 2 of 3 cards, Guan Yu 1 of 2; both choose
    assert GAME.to_act(state) == frozenset({0, 1})
    assert [s["owed"] for s in state["seats"]] == [2, 1, 0, 0]
    assert GAME.legal_actions(state, 0) == [
        {"type": "discard", "card": "red2"},
        {"type": "discard", "card": "blue3"},
        {"type": "discard", "card": "brown9"},
    ]
    act(state, 0, "discard", card="red2")
    act(state, 1, "discard", card="purple6")
    assert GAME.to_act(state) == frozenset({0})
    events = act(state, 0, "discard", card="brown9")
    assert state["seats"][0]["hand"] == ["blue3"] and state["seats"][1]["hand"] == ["yellow2"]
    assert of_type(events, "settlement")[0]["seats"][0]["face_down"] == 1  # what stays
    report = GAME.view(state, None)["last_settlement"]  # the public moment: all of it
    assert report is not None and report["open"]
    seats = report["seats"]
    assert [s["total"] for s in seats] == [4, 14, 24, 12]
    assert (report["highest"], report["lowest"]) == (2, 0)
    assert [s["role"] for s in seats] == ["lowest", "none", "highest", "sale"]
    assert [s["took"] for s in seats] == ["popularity", None, "money", "popularity"]
    assert [s["maintenance"] for s in seats] == [2, 1, 0, 0]
    assert seats[2]["money"] == 3 and state["seats"][2]["money"] == 3  # 8+8+8: one button each
    assert state["seats"][2]["money_cards"] == ["red8", "blue8", "green8"]  # face up
    assert state["seats"][0]["popularity"] == 2  # green 4: two popularity
    assert state["seats"][3]["popularity"] == 1 and seats[3]["kept"] == "yellow1"
    assert sorted(seats[3]["discarded"]) == ["blue5", "red6"]
    assert seats[1]["discarded"] == ["red7", "blue7"] and state["seats"][1]["popularity"] == 0
    assert set(seats[0]) == {
        "seat", "cards", "cut", "cut_cards", "total", "maintenance", "role", "took", "money",
        "kept", "discarded", "face_down",
    }  # fmt: skip
    assert all(not s["display"] for s in state["seats"])
    GAME.check_invariants(state)


def test_maintenance_discards_everything_when_short() -> None:
    state = new_game(4, start=0)
    hands = {0: ["red2"], 1: [], 2: ["red1", "red1"], 3: ["red9", "blue9"]}
    displays = {0: ["green4"], 1: ["red7"], 2: ["blue3", "blue4"], 3: ["blue5", "red6"]}
    to_settlement(state, displays, hands=hands)
    # seat 0 owes 2 but holds 1; seat 1 owes 2, holds 0; seat 2 owes 1 of 2; seat 3 owes 1 of 2
    assert state["seats"][0]["hand"] == [] and state["seats"][1]["hand"] == []
    assert GAME.to_act(state) == frozenset({2, 3})
    assert GAME.legal_actions(state, 2) == [{"type": "discard", "card": "red1"}]
    assert state["settle"]["maintenance"] == [1, 0, 1, 1]


def test_players_with_empty_stalls_skip_settlement() -> None:
    """A seat without cards pays no maintenance and is not the lowest."""
    state = new_game(4, start=0)
    hands = {0: ["red2", "red3", "red4"], 1: ["blue1"], 2: ["blue2"], 3: ["blue3"]}
    displays = {0: [], 1: ["red9", "green9", "blue9"], 2: ["yellow1", "yellow2", "brown3"]}
    to_settlement(state, displays, hands=hands)
    assert state["phase"] == "restock"
    report = state["last_settlement"]
    assert [s["role"] for s in report["seats"]] == ["skip", "highest", "lowest", "skip"]
    assert [s["total"] for s in report["seats"]] == [None, 27, 6, None]
    assert len(state["seats"][0]["hand"]) == 3 and report["seats"][0]["maintenance"] == 0
    assert state["seats"][2]["popularity"] == 1 + 1 + 1 and state["seats"][1]["money"] == 3


def test_tie_break_toward_the_start_player_player_1_beats_player_4() -> None:
    """The forum question: player 1 (the start player) and player 4 tie."""
    state = new_game(4, start=0)
    displays = {0: ["red9"], 1: ["blue1"], 2: ["green3"], 3: ["yellow9"]}
    to_settlement(state, displays, hands={s: [] for s in range(4)})
    report = state["last_settlement"]
    assert [s["total"] for s in report["seats"]] == [9, 1, 3, 9]
    assert (report["highest"], report["lowest"]) == (0, 1)
    state = new_game(4, start=0)
    displays = {0: ["red1"], 1: ["blue9"], 2: ["green6", "green3"], 3: ["yellow1"]}
    to_settlement(state, displays, hands={s: [] for s in range(4)})
    report = state["last_settlement"]
    assert (report["highest"], report["lowest"]) == (1, 0)


def test_tie_break_clockwise_from_a_later_start_player() -> None:
    state = new_game(4, start=2)
    displays = {0: ["red9"], 1: ["blue1"], 2: ["green3"], 3: ["yellow9"]}
    to_settlement(state, displays, hands={s: [] for s in range(4)})
    report = state["last_settlement"]
    # highest 9: seats 3 and 0 tie, seat 3 comes first clockwise from start player 2
    assert (report["highest"], report["lowest"]) == (3, 1)


def test_lowest_tie_goes_to_the_seat_nearer_the_start_player() -> None:
    state = new_game(4, start=1)
    displays = {0: ["red2"], 1: ["blue8"], 2: ["green9"], 3: ["yellow2"]}
    to_settlement(state, displays, hands={s: [] for s in range(4)})
    report = state["last_settlement"]
    assert (report["highest"], report["lowest"]) == (2, 3)  # seat 3 comes before seat 0


def test_all_tied_the_start_player_chooses() -> None:
    state = new_game(4, start=1)
    displays = {0: ["red5"], 1: ["blue2", "blue3"], 2: ["green1", "green4"], 3: ["yellow5"]}
    to_settlement(state, displays, hands={s: [] for s in range(4)})
    assert state["phase"] == "settle"
    assert state["settle"]["tie"] == {"chooser": 1, "other": 2, "choice": None}
    # seats 3 and 0 are neither highest nor lowest: their 5s run sales (both kinds equal 2)
    assert state["settle"]["sales"][3] == {"options": ["money", "popularity"], "choice": None}
    assert GAME.to_act(state) == frozenset({1, 3, 0})
    assert GAME.legal_actions(state, 1) == [
        {"type": "tie", "take": "highest"},
        {"type": "tie", "take": "lowest"},
    ]
    assert rejected(state, 2, {"type": "tie", "take": "lowest"}).key == "error.not_your_turn"
    act(state, 3, "sale", take="popularity")
    act(state, 0, "sale", take="money")
    events = act(state, 1, "tie", take="lowest")
    report = of_type(events, "settlement")[0]
    assert (report["highest"], report["lowest"]) == (2, 1)
    assert report["tie"] == {"chooser": 1, "choice": "lowest"}
    assert state["seats"][1]["popularity"] == 1 + 1  # blue 2, blue 3
    assert state["seats"][2]["money"] == 3 + 2  # green 1, green 4
    assert state["seats"][3]["popularity"] == 2 and state["seats"][0]["money"] == 2
    assert state["start_player"] == 1  # unchanged until the round ends
    GAME.check_invariants(state)


def test_all_tied_choosing_highest() -> None:
    state = new_game(3, start=2)
    displays = {0: ["red6"], 1: [], 2: ["blue2", "blue4"]}
    to_settlement(state, displays, hands={s: [] for s in range(3)})
    assert state["settle"]["tie"] == {"chooser": 2, "other": 0, "choice": None}
    act(state, 2, "tie", take="highest")
    report = state["last_settlement"]
    assert (report["highest"], report["lowest"]) == (2, 0)


def test_a_lone_player_with_cards_chooses_too() -> None:
    state = new_game(3, start=0)
    to_settlement(state, {1: ["red6"]}, hands={s: [] for s in range(3)})
    assert state["settle"]["tie"] == {"chooser": 1, "other": None, "choice": None}
    act(state, 1, "tie", take="lowest")
    report = state["last_settlement"]
    assert (report["highest"], report["lowest"]) == (None, 1)
    assert state["seats"][1]["popularity"] == 2


def test_sale_rules() -> None:
    assert sale_options(["blue5", "red6", "yellow1"]) == ["popularity"]
    assert sale_options(["blue5", "red9"]) == ["money"]  # red 9: one coin
    assert sale_options(["blue5"]) == ["money", "popularity"]
    assert sale_options(["blue5", "red9", "green1"]) == ["money", "popularity"]  # 1 and 1
    assert fleamarket.sale_card(["blue5", "red9", "green1"], "popularity") == "green1"
    assert fleamarket.sale_card(["blue5", "red9", "green1"], "money") == "red9"


def test_sale_needs_a_5_and_nobody_else_gets_anything() -> None:
    state = new_game(4, start=0)
    displays = {
        0: ["red9", "red8"],
        1: ["blue1"],
        2: ["green5", "green9"],
        3: ["yellow6", "yellow1"],
    }
    to_settlement(state, displays, hands={s: [] for s in range(4)})
    report = state["last_settlement"]
    assert [s["role"] for s in report["seats"]] == ["highest", "lowest", "sale", "none"]
    assert report["seats"][2]["took"] == "money" and state["seats"][2]["money"] == 1


def test_price_cut_lowers_the_total() -> None:
    state = new_game(3, start=0)
    for seat_state in state["seats"]:
        seat_state["cut"] = 0
    state["seats"][0]["cut"] = 3
    to_settlement(state, {0: ["red6"], 1: ["blue4"], 2: ["green5"]}, hands={0: [], 1: [], 2: []})
    report = state["last_settlement"]
    assert [s["total"] for s in report["seats"]] == [3, 4, 5]
    assert (report["highest"], report["lowest"]) == (2, 0)
    assert report["seats"][0]["cut"] == 3


# -- price cut and restock -------------------------------------------------------------------
def test_price_cut_costs_1_3_6() -> None:
    assert [cut_cost(k) for k in range(5)] == [0, 1, 3, 6, 10]
    assert [max_cut(m) for m in (0, 1, 2, 3, 5, 6, 9, 10)] == [0, 1, 1, 2, 2, 3, 3, 4]


def test_extra_draw_costs_1_2_3() -> None:
    assert [extra_cost(n) for n in range(4)] == [1, 2, 3, 4]
    assert sum(extra_cost(n) for n in range(2)) == 3  # "2 extra cards for 3"


def finish_round_one(state: State, displays: dict[int, list[str]]) -> None:
    """Settle round 1 with ``displays`` (empty hands) and get to the restock."""
    to_settlement(state, displays, hands={s: [] for s in range(state["players"])})
    assert state["phase"] == "restock"


def test_restock_draw_stall_extras_and_the_new_start_player() -> None:
    state = new_game(3, start=0)
    finish_round_one(state, {0: ["red9"], 1: ["blue1"], 2: ["green3"]})
    assert state["seats"][0]["money"] == 1 and state["turn"] == 0
    assert GAME.legal_actions(state, 0) == [{"type": "draw"}, {"type": "stall"}]
    assert rejected(state, 0, {"type": "extra"}).key == "fleamarket.restock_first"
    events = act(state, 0, "draw")
    assert events[0] == {"type": "restock", "seat": 0, "choice": "draw", "count": 3}
    assert len(state["seats"][0]["hand"]) == 3
    assert state["restock"] == {"step": "extra", "extras": 0}
    events = act(state, 0, "extra")
    assert events[0] == {"type": "extra", "seat": 0, "cost": 1, "cards": ["red9"], "paid": 1}
    assert state["seats"][0]["money"] == 0 and len(state["seats"][0]["hand"]) == 4
    assert state["turn"] == 1  # no money left: the restock moves on
    act(state, 1, "stall")
    assert len(state["seats"][1]["stalls"]) == 4 and state["seats"][1]["hand"] == []
    assert state["turn"] == 2  # seat 1 has no money for extras
    arrange(state, money={2: ["red7", "red8", "red9", "blue9"]})  # four ¥1 cards
    act(state, 2, "draw")
    act(state, 2, "extra")
    act(state, 2, "extra")  # 1 + 2 = 3
    assert state["seats"][2]["money"] == 1  # 1 < 3 for a third extra: the round ends
    assert state["round"] == 2 and state["phase"] == "cut"
    # the highest (seat 0, red 9) starts round 2; seat 0 has no money: skipped to seat 2
    assert state["start_player"] == 0
    assert state["turn"] == 2
    assert all(not s["passed"] and s["cut"] == 0 for s in state["seats"])


def test_price_cut_phase_in_round_two() -> None:
    state = new_game(3, start=0)
    finish_round_one(state, {0: ["red9"], 1: ["blue1"], 2: ["green3"]})
    money = {0: ["red1", "red2"], 1: ["red4", "blue4", "red9", "blue9"], 2: ["red3", "blue3"]}
    arrange(state, money=money)  # ¥6 each
    act(state, 0, "draw")
    act(state, 0, "done")
    act(state, 1, "draw")
    act(state, 1, "done")
    act(state, 2, "draw")
    act(state, 2, "done")
    assert state["phase"] == "cut" and state["turn"] == 0
    assert GAME.legal_actions(state, 0) == [{"type": "cut", "amount": k} for k in range(4)]
    error = rejected(state, 0, {"type": "cut", "amount": 4})
    assert (error.key, error.params) == ("fleamarket.cannot_afford", {"cost": 10, "money": 6})
    events = act(state, 0, "cut", amount=3)
    assert events[0] == {
        "type": "cut",
        "seat": 0,
        "amount": 3,
        "cost": 6,
        "cards": ["red1", "red2"],
        "paid": 6,
    }
    act(state, 1, "cut", amount=1)  # a ¥1 card, exactly
    act(state, 2, "cut", amount=0)
    assert [s["money"] for s in state["seats"]] == [0, 5, 6]
    assert [s["cut_cards"] for s in state["seats"]] == [["red1", "red2"], ["red9"], []]
    assert [s["cut"] for s in state["seats"]] == [3, 1, 0]
    assert state["phase"] == "display" and state["turn"] == 0
    view = GAME.view(state, None)
    assert [s["cut"] for s in view["seats"]] == [3, 1, 0]


def test_start_player_passes_to_the_lowest_when_nobody_is_highest() -> None:
    state = new_game(3, start=0)
    finish_round_one_lone = {2: ["red6"]}
    to_settlement(state, finish_round_one_lone, hands={s: [] for s in range(3)})
    act(state, 2, "tie", take="lowest")
    while state["phase"] == "restock":
        seat = state["turn"]
        act(state, seat, "draw")
        if state["phase"] == "restock" and state["turn"] == seat:
            act(state, seat, "done")
    assert state["start_player"] == 2


def test_start_player_unchanged_when_nobody_displayed() -> None:
    state = new_game(3, start=1)
    pass_all(state)
    assert state["phase"] == "restock" and state["last_settlement"]["highest"] is None
    while state["phase"] == "restock":
        act(state, state["turn"], "draw")
        if state["phase"] == "restock" and state["restock"]["step"] == "extra":
            act(state, state["turn"], "done")
    assert state["start_player"] == 1 and state["round"] == 2


def test_reshuffle_when_the_pile_runs_out() -> None:
    state = new_game(3, start=0)
    finish_round_one(state, {0: ["red9"], 1: ["blue1"], 2: ["green3"]})
    pile = list(state["deck"])
    state["deck"] = pile[:2]
    state["discard"] = pile[2:] + state["discard"]
    GAME.check_invariants(state)
    discards = len(state["discard"])
    events = act(state, 0, "draw")  # 3 stalls: 2 from the pile, then the reshuffle, then 1
    assert of_type(events, "reshuffle") == [{"type": "reshuffle", "count": discards}]
    assert len(state["seats"][0]["hand"]) == 3 and not state["discard"]
    assert len(state["deck"]) == discards - 1 and state["reshuffles"] == 1
    GAME.check_invariants(state)


def test_pile_refilled_as_soon_as_it_runs_out() -> None:
    state = new_game(3, start=0)
    finish_round_one(state, {0: ["red9"], 1: ["blue1"], 2: ["green3"]})
    pile = list(state["deck"])
    state["deck"] = pile[:3]
    state["discard"] = pile[3:] + state["discard"]
    events = act(state, 0, "draw")
    assert of_type(events, "reshuffle") and len(state["seats"][0]["hand"]) == 3


def test_draws_stop_short_and_restock_skips_when_no_card_is_left() -> None:
    state = new_game(3, start=0)
    finish_round_one(state, {0: ["red9"], 1: ["blue1"], 2: ["green3"]})
    pile = list(state["deck"])
    state["deck"] = pile[:2]
    state["seats"][1]["stalls"] += pile[2:] + state["discard"]  # out of reach, face down
    state["discard"] = []
    GAME.check_invariants(state)
    events = act(state, 0, "draw")
    assert events[0]["count"] == 2 and not state["deck"]
    events = act(state, 0, "done")  # seat 0's ¥1 (red 9) could still buy an extra draw
    assert of_type(events, "restock") == [
        {"type": "restock", "seat": 1, "choice": "none", "count": 0},
        {"type": "restock", "seat": 2, "choice": "none", "count": 0},
    ]
    assert state["round"] == 2


def test_the_market_runs_dry() -> None:
    """The safety net: no hand, draw pile or discard left after a round (money piles may
    remain): the game ends, ranked as usual."""
    state = new_game(3, start=0)
    arrange(
        state, hands={s: [] for s in range(3)}, displays={0: ["red9"], 1: ["blue1"]}, check=False
    )
    state["seats"][2]["stalls"] += state["deck"] + state["discard"]
    state["deck"], state["discard"] = [], []
    for seat_state in state["seats"]:
        seat_state["passed"] = True
    events: list[dict[str, Any]] = []
    fleamarket._begin_settlement(state, events)
    assert [e["type"] for e in events] == [
        "settlement",
        "restock",
        "restock",
        "restock",
        "game_over",
    ]
    assert state["phase"] == "over" and state["end_reason"] == "exhausted"
    assert GAME.result(state)["winners"] == [1]  # popularity from blue 1
    assert state["seats"][0]["money_cards"] == ["red9"]
    GAME.check_invariants(state)


# -- the end -----------------------------------------------------------------------------------
def test_game_ends_after_the_settlement_reaching_15() -> None:
    state = new_game(3, start=0)
    state["seats"][1]["popularity"] = 12
    state["seats"][1]["popularity_cards"] = ["red9"] * 2 + ["red7"] * 2
    state["seats"][2]["popularity"] = 14
    state["seats"][2]["popularity_cards"] = ["blue9"] * 2 + ["blue8"] * 2 + ["blue4"]
    displays = {0: ["red8"], 1: ["green1", "green2", "green3"], 2: ["brown6"]}
    to_settlement(state, displays, hands={s: [] for s in range(3)})
    # 6 = 6 for the lowest: seat 1 (nearer the start player) takes 3 popularity
    assert state["phase"] == "over" and state["end_reason"] == "popularity"
    assert [s["popularity"] for s in state["seats"]] == [0, 15, 14]
    result = GAME.result(state)
    assert result["scores"] == [0, 15, 14] and result["winners"] == [1]
    assert result["ranking"] == [3, 1, 2]
    view = GAME.view(state, None)
    assert view["result"]["winners"] == [1] and view["result"]["reason"] == "popularity"
    assert [b["popularity"] for b in view["result"]["breakdown"]] == [0, 15, 14]
    GAME.check_invariants(state)


def test_game_end_most_popularity_then_shared() -> None:
    state = new_game(3, start=0)
    for seat, (pop, money) in enumerate([(15, 2), (15, 2), (16, 0)]):
        state["seats"][seat]["popularity"] = pop
        state["seats"][seat]["money"] = money
    result = fleamarket.score_game(state)
    assert result["winners"] == [2] and result["ranking"] == [2, 2, 1]
    state["seats"][2]["popularity"] = 15
    result = fleamarket.score_game(state)
    assert result["winners"] == [0, 1] and result["ranking"] == [1, 1, 3]
    state["seats"][0]["money"] = 3
    result = fleamarket.score_game(state)
    assert result["winners"] == [0] and result["ranking"] == [1, 2, 3]


def test_no_action_after_the_end() -> None:
    state = new_game(3)
    state["phase"] = "over"
    assert GAME.to_act(state) == frozenset() and GAME.legal_actions(state, 0) == []
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, 0, {"type": "pass"})
    assert caught.value.key == "error.game_over"


# -- views and hidden information ----------------------------------------------------------------
def test_views_hide_hands_popularity_and_stall_cards() -> None:
    state = new_game(4, start=0)
    state["seats"][2]["popularity"] = 6
    state["seats"][2]["popularity_cards"] = ["red9", "blue7"]
    hands = {0: ["red1", "red2"], 1: ["blue5"], 2: ["green7", "green8"], 3: ["brown2"]}
    arrange(state, hands=hands, displays={1: ["red3"]})
    public = GAME.view(state, None)
    assert public["me"] is None
    assert set(re.findall(r'"([a-z]+[1-9])"', json.dumps(public))) == {"red3"}
    assert "popularity" not in json.dumps(public["seats"]).replace("popularity_count", "")
    assert public["seats"][2]["popularity_count"] == 2  # the count is public, not the values
    assert public["seats"][1] == {
        "seat": 1,
        "stalls": 3,
        "display": ["red3"],
        "passed": False,
        "cut": 0,
        "cut_cards": [],
        "money": 0,
        "money_cards": [],
        "popularity_count": 0,
        "hand": 1,
        "owed": 0,
    }
    mine = GAME.view(state, 2)
    assert mine["me"] == {
        "seat": 2,
        "hand": state["seats"][2]["hand"],
        "popularity": 6,
        "selection": None,
    }
    assert public["colour_counts"]["red"] == 1 and public["threshold"] == 4
    check_no_leaks(GAME, state, 4, random.Random(1))


def test_view_shape() -> None:
    view = GAME.view(new_game(3), 0)
    assert set(view) == {
        "game", "players", "round", "phase", "start_player", "turn", "to_act", "threshold",
        "target", "colours", "money_buttons", "popularity_buttons", "sale_values",
        "colour_counts", "deck_count", "discard_count", "seats", "settle", "restock",
        "last_settlement", "recent", "me", "result",
    }  # fmt: skip


def test_selection_is_private() -> None:
    state = new_game(4, start=0)
    arrange(state, hands={0: ["red5", "blue5"]})
    before = GAME.view(state, 1)
    act(state, 0, "value", value=5)
    act(state, 0, "card", card="red5")
    assert GAME.view(state, 1) == before
    assert GAME.view(state, 0)["me"]["selection"] == {"value": 5, "cards": ["red5"]}
    check_no_leaks(GAME, state, 4, random.Random(2))


def test_redeal_resamples_hidden_information_only() -> None:
    state = new_game(4, start=0)
    rng = random.Random(5)
    for viewer in (None, 0, 1, 3):
        other = GAME.redeal(clone(state), viewer, rng)
        GAME.check_invariants(other)
        assert other != state
        assert GAME.view(other, viewer) == GAME.view(state, viewer)
        if viewer is not None:
            assert other["seats"][viewer]["hand"] == state["seats"][viewer]["hand"]
        others = [s for s in range(4) if s != viewer]
        assert any(other["seats"][s]["hand"] != state["seats"][s]["hand"] for s in others)
        assert [len(s["stalls"]) for s in other["seats"]] == [3, 3, 3, 3]


# -- invariants and error catalogue ----------------------------------------------------------------
def test_invariants_catch_broken_states() -> None:
    broken = [
        lambda s: s["deck"].pop(),
        lambda s: s["seats"][0].update(money=-1),
        lambda s: s["seats"][1].update(popularity=3),
        lambda s: s["seats"][2]["hand"].reverse(),
        lambda s: s["seats"][0]["display"].extend(s["seats"][0]["hand"][:4]),
        lambda s: s["discard"].append("red1"),
        lambda s: s.update(phase="cut"),
    ]
    for breaker in broken:
        state = new_game(4)
        breaker(state)
        with pytest.raises(AssertionError):
            GAME.check_invariants(state)


def test_error_catalogue_is_complete() -> None:
    assert all(messages("en").has(key) for key in ERROR_KEYS)
    assert all(key.startswith("fleamarket.") for key in ERROR_KEYS)
    source = Path(fleamarket.__file__).read_text(encoding="utf-8")
    raised = set(re.findall(r'IllegalAction\(\s*"(fleamarket\.[a-z_]+)"', source))
    assert raised == set(ERROR_KEYS)
