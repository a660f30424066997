"""Fisherman rulings of issue 14 ("Rules round 2") in the engine.

* The first dealer is drawn from the seed (not seat 0) and still moves left each tournament.
* Cards the trick winner does not keep are set aside face down: the completed trick lies open
  only until the next card is played; after that every view shows only the kept cards and the
  discard's size, events name no discarded card, and ``redeal`` resamples the hidden discards
  (so the leak check catches any view that still shows them).
* The view carries the component numbers the pictures draw (sizes, scoring, shield points).
"""

from __future__ import annotations

import json
import random
from collections import Counter

from bot.engine.protocol import Event, State, clone
from bot.games import fisherman
from bot.games.fisherman import DATA, FISHERMAN, is_scoring, setter
from tests.games.test_fisherman import arrange, new_game, play_trick, set_rules

RULES = {"target": "tai", "order": "asc", "size": 1, "junk": "aji"}
# Trick 1 (dealer 0 leads): Fugu 5 led, Fugu 2 and Fugu 9 follow, Haze 7 is off-suit. Fugu 2
# wins (ascending) and is the only scoring card (target Tai, sizes 1-2, junk Aji).
TRICK_1 = ["fugu-5", "fugu-2", "fugu-9", "haze-7"]
KEPT_1 = ["fugu-2"]
SET_ASIDE_1 = ["fugu-5", "fugu-9", "haze-7"]


def after_first_trick() -> tuple[State, list[Event]]:
    """A 4-player game (dealer 0) right after trick 1: the moment the trick lies open."""
    state = new_game(4, seed=3)
    set_rules(state, **RULES)
    arrange(state, {s: [TRICK_1[s]] for s in range(4)}, {3: {"fugu"}})
    events = play_trick(state, TRICK_1)
    return state, events


def cards_in(value: object) -> set[str]:
    """Every card id named anywhere in a JSON value."""
    text = json.dumps(value)
    return {card for card in fisherman.CARD_INFO if f'"{card}"' in text}


def shown_now(view: dict) -> set[str]:
    """Cards a view names about the tournament in play (earlier tournaments' catches, in the
    history, are other deals of the same cards)."""
    current = {k: v for k, v in view.items() if k not in ("history", "result")}
    if view["phase"] == "over":
        current["last_entry"] = view["history"][-1]
    return cards_in(current)


# -- the first dealer ---------------------------------------------------------------------------
def test_first_dealer_is_drawn_from_the_seed_and_moves_left() -> None:
    for players in (3, 4):
        dealers = Counter()
        for seed in range(60):
            state = FISHERMAN.setup(players, seed, {})
            dealer = state["dealer"]
            dealers[dealer] += 1
            assert dealer == fisherman.first_dealer(seed, players) == state["first_dealer"]
            assert FISHERMAN.setup(players, seed, {})["dealer"] == dealer, "seeded"
            assert state["turn"] == setter(dealer, players, "target") == (dealer + 1) % players
            view = FISHERMAN.view(state, None)
            assert view["dealer"] == view["first_dealer"] == dealer
            FISHERMAN.check_invariants(state)
        assert set(dealers) == set(range(players)), f"every seat can deal first: {dealers}"
        assert max(dealers.values()) < 60 * 0.6


def test_dealer_rotates_left_from_the_drawn_dealer() -> None:
    seed = next(s for s in range(100) if fisherman.first_dealer(s, 4) == 2)
    state = FISHERMAN.setup(4, seed, {})
    rng = random.Random(1)
    while not FISHERMAN.is_over(state):
        seat = state["turn"]
        FISHERMAN.apply(state, seat, rng.choice(FISHERMAN.legal_actions(state, seat)))
    assert [entry["dealer"] for entry in state["history"]] == [2, 3, 0, 1]
    FISHERMAN.check_invariants(state)


# -- discards stay secret once the next card is played -----------------------------------------
def test_the_completed_trick_lies_open_until_the_next_card() -> None:
    state, _ = after_first_trick()
    assert fisherman.trick_on_show(state)
    for viewer in (None, 0, 1, 2, 3):
        last = FISHERMAN.view(state, viewer)["last_trick"]
        assert last["open"] and [p["card"] for p in last["plays"]] == TRICK_1
        assert last["kept"] == KEPT_1 and last["set_aside"] == 3 and last["winner"] == 1
    FISHERMAN.apply(state, 1, FISHERMAN.legal_actions(state, 1)[0])
    assert not fisherman.trick_on_show(state)
    for viewer in (None, 0, 1, 2, 3):
        view = FISHERMAN.view(state, viewer)
        last = view["last_trick"]
        assert not last["open"] and last["set_aside"] == 3 and last["kept"] == KEPT_1
        assert [p["card"] for p in last["plays"]] == [None, "fugu-2", None, None]
        assert [p["seat"] for p in last["plays"]] == [0, 1, 2, 3]
        assert view["discard_count"] == 3
        assert not shown_now(view) & set(SET_ASIDE_1), f"view of {viewer} shows a discard"


def test_a_finished_game_shows_no_discard_of_its_last_trick() -> None:
    state = FISHERMAN.setup(3, 5, {})
    rng = random.Random(5)
    while not FISHERMAN.is_over(state):
        seat = state["turn"]
        FISHERMAN.apply(state, seat, rng.choice(FISHERMAN.legal_actions(state, seat)))
    assert state["discard"], "the last tournament discarded cards"
    for viewer in (None, 0, 1, 2):
        view = FISHERMAN.view(state, viewer)
        assert not view["last_trick"]["open"]
        assert not shown_now(view) & set(state["discard"])


def test_trick_events_name_only_kept_cards() -> None:
    _, events = after_first_trick()
    (trick,) = [e for e in events if e["type"] == "trick"]
    assert trick["winner"] == 1 and trick["kept"] == KEPT_1 and trick["set_aside"] == 3
    assert [p["card"] for p in trick["plays"]] == [None, "fugu-2", None, None]
    assert not cards_in(trick) & set(SET_ASIDE_1)


def test_no_view_or_trick_event_names_a_hidden_discard_in_random_games() -> None:
    rng = random.Random(14)
    tricks = 0
    for seed in range(6):
        players = 3 + seed % 2
        state = FISHERMAN.setup(players, seed, {})
        while not FISHERMAN.is_over(state):
            seat = state["turn"]
            action = rng.choice(FISHERMAN.legal_actions(state, seat))
            played = [p["card"] for p in state["trick"]] + [action.get("card")]
            events = FISHERMAN.apply(state, seat, action)
            hidden = set(fisherman.hidden_discards(state))
            for viewer in (None, *range(players)):
                assert not shown_now(FISHERMAN.view(state, viewer)) & hidden
            for event in events:
                if event["type"] == "trick":
                    tricks += 1
                    aside = set(played) - set(event["kept"])
                    assert event["set_aside"] == len(aside)
                    assert not cards_in(event) & aside, "a trick event names a discard"
    assert tricks > 200


def test_redeal_resamples_hidden_discards_and_keeps_the_open_trick() -> None:
    state, _ = after_first_trick()
    rng = random.Random(3)
    for _ in range(20):  # the moment: the open trick's discards are public, not resampled
        other = FISHERMAN.redeal(clone(state), 2, rng)
        assert other["discard"] == state["discard"] == SET_ASIDE_1
        assert other["last_trick"] == state["last_trick"]
    FISHERMAN.apply(state, 1, FISHERMAN.legal_actions(state, 1)[0])
    changed = 0
    for viewer in (None, 0, 1, 2, 3):
        for _ in range(10):
            other = FISHERMAN.redeal(clone(state), viewer, rng)
            FISHERMAN.check_invariants(other)
            assert FISHERMAN.view(other, viewer) == FISHERMAN.view(state, viewer)
            assert len(other["discard"]) == 3
            assert not any(is_scoring(c, state["rules"]) for c in other["discard"])
            aside = [p["card"] for p in other["last_trick"]["plays"] if p["card"] not in KEPT_1]
            assert aside == other["discard"], "the trick's record follows the resampled discard"
            changed += other["discard"] != state["discard"]
    assert changed >= 40, f"hidden discards resampled in only {changed} of 50 redeals"


def test_secrets_name_hidden_hands_unused_and_hidden_discards() -> None:
    state, _ = after_first_trick()
    zones = FISHERMAN.secrets(state, 2)
    assert set(zones) == {"hand 0", "hand 1", "hand 3", "unused", "discard"}
    assert zones["unused"] == state["unused"] and zones["hand 1"] == state["hands"][1]
    assert zones["discard"] == [], "the open trick's discards are public for the moment"
    FISHERMAN.apply(state, 1, FISHERMAN.legal_actions(state, 1)[0])
    assert FISHERMAN.secrets(state, 2)["discard"] == SET_ASIDE_1
    assert set(FISHERMAN.secrets(state, None)) == {
        "hand 0",
        "hand 1",
        "hand 2",
        "hand 3",
        "unused",
        "discard",
    }


def test_invariants_tie_the_last_trick_to_the_discard_and_the_catch() -> None:
    state, _ = after_first_trick()
    FISHERMAN.apply(state, 1, FISHERMAN.legal_actions(state, 1)[0])
    FISHERMAN.check_invariants(state)
    broken = clone(state)
    broken["discard"][0], broken["unused"][0] = broken["unused"][0], broken["discard"][0]
    try:
        FISHERMAN.check_invariants(broken)
    except AssertionError:
        pass
    else:
        raise AssertionError("a discard that disagrees with the last trick must be caught")


# -- component numbers reach the pictures through the view --------------------------------------
def test_view_carries_the_component_numbers() -> None:
    view = FISHERMAN.view(new_game(4), None)
    assert view["sizes"] == DATA["sizes"]
    assert view["scoring"] == DATA["scoring"]
    assert view["shield_points"] == {s["kind"]: s["points"] for s in DATA["shields"]}
