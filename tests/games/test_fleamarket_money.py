"""Flea Market rules round 2 (issue 14): money is cards, popularity pile counts are public,
the random start player is announced.

README rulings: cards taken as money lie face up, worth their money buttons. Paying N (a price
cut, an extra draw) uses money cards worth at least N: the smallest overpayment, then the
fewest cards, then the lowest cards; no change. A price cut's cards lie tapped before the
stalls and go to the discards after the settlement; an extra draw's cards go to the discards
at once. Popularity cards lie face down: their count is public, their values secret.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from bot.engine.playout import check_no_leaks
from bot.engine.protocol import State, clone
from bot.games import fleamarket
from bot.games.fleamarket import FLEAMARKET, MONEY, POPULARITY, VALUE, FleaMarket, payment
from tests.games.test_fleamarket import (
    act,
    arrange,
    finish_round_one,
    new_game,
    of_type,
    pass_all,
    rejected,
)

GAME = FLEAMARKET


# -- the payment rule ------------------------------------------------------------------------
def test_payment_smallest_overpayment_first() -> None:
    assert payment(["red1", "red9", "blue9"], 2) == ["red9", "blue9"]  # ¥1 + ¥1, not ¥3
    assert payment(["red1", "red4"], 2) == ["red4"]  # ¥2 exactly, not ¥3
    assert payment(["red1", "red4", "red9"], 5) == ["red1", "red4"]  # ¥3 + ¥2


def test_payment_then_fewest_cards() -> None:
    assert payment(["red1", "red4", "red9"], 3) == ["red1"]  # one ¥3, not ¥2 + ¥1
    assert payment(["red4", "blue4", "red7", "blue7", "green7", "yellow7"], 4) == [
        "red4",
        "blue4",
    ]  # two ¥2, not four ¥1


def test_payment_then_lowest_cards() -> None:
    assert payment(["red3", "blue1"], 3) == ["blue1"]  # same buttons: the lower value goes
    assert payment(["red7", "blue9", "green8"], 1) == ["red7"]
    # ¥1 + ¥3 against ¥2 + ¥2 (both exact, two cards): the lowest card, a ¥1, decides
    assert payment(["red1", "red9", "red4", "blue4"], 4) == ["red1", "red9"]


def test_payment_gives_no_change() -> None:
    assert payment(["red1"], 1) == ["red1"]  # worth ¥3: ¥2 are lost
    assert payment(["red1", "red2"], 4) == ["red1", "red2"]  # ¥6 for ¥4


def test_payment_needs_a_pile_worth_enough() -> None:
    assert payment(["red9", "red8"], 3) is None
    assert payment([], 1) is None
    assert payment([], 0) == [] and payment(["red1"], 0) == []


def _brute_force(cards: list[str], amount: int) -> tuple[Any, ...] | None:
    """The README's rule, literally: every combination of the pile, ranked."""
    best = None
    for size in range(len(cards) + 1):
        for combo in itertools.combinations(cards, size):
            paid = sum(MONEY[c] for c in combo)
            if paid >= amount:
                key = (paid - amount, size, sorted((MONEY[c], VALUE[c]) for c in combo))
                best = key if best is None or key < best else best
    return best


def test_payment_matches_the_rule_on_random_piles() -> None:
    rng = random.Random(14)
    for _ in range(400):
        pile = [rng.choice(fleamarket.CARDS) for _ in range(rng.randrange(0, 9))]
        amount = rng.randrange(0, 16)
        paid = payment(pile, amount)
        best = _brute_force(pile, amount)
        if best is None:
            assert paid is None
            continue
        assert paid is not None and all(pile.count(c) >= paid.count(c) for c in paid)
        total = sum(MONEY[c] for c in paid)
        assert (total - amount, len(paid), sorted((MONEY[c], VALUE[c]) for c in paid)) == best


# -- money as cards in play --------------------------------------------------------------------
def test_money_is_the_cards_taken_lying_face_up() -> None:
    """Example 4: Zhang Fei takes red 8, green 8 and blue 8 as money, one button each."""
    state = new_game(4, start=0)
    displays = {0: ["green4"], 1: ["red7", "blue7"], 2: ["red8", "green8", "blue8"], 3: ["blue6"]}
    finish_round_one(state, displays)
    seat = state["seats"][2]
    assert seat["money_cards"] == ["red8", "blue8", "green8"] and seat["money"] == 3
    public = GAME.view(state, None)["seats"][2]
    assert public["money_cards"] == ["red8", "blue8", "green8"] and public["money"] == 3


def round_two_cut(money: dict[int, list[str]]) -> State:
    """Round 2's price cut, seat 0 to choose, with these money piles."""
    state = new_game(3, start=0)
    finish_round_one(state, {0: ["red9"], 1: ["blue1"], 2: ["green3"]})
    arrange(state, money={0: [], **money})
    while state["phase"] == "restock":
        seat = state["turn"]
        act(state, seat, "draw" if state["restock"]["step"] == "choose" else "done")
    assert state["phase"] == "cut" and state["turn"] == 0
    return state


def test_price_cut_cards_lie_tapped_until_after_the_settlement() -> None:
    state = round_two_cut({0: ["red1", "red9", "blue9", "green4"]})  # ¥3 + ¥1 + ¥1 + ¥2
    discards = len(state["discard"])
    events = act(state, 0, "cut", amount=2)  # costs ¥3: one ¥3 card beats ¥2 + ¥1
    assert events[0] == {
        "type": "cut",
        "seat": 0,
        "amount": 2,
        "cost": 3,
        "cards": ["red1"],
        "paid": 3,
    }
    seat = state["seats"][0]
    assert seat["cut_cards"] == ["red1"] and seat["money"] == 4
    assert seat["money_cards"] == ["green4", "red9", "blue9"]
    public = GAME.view(state, None)["seats"][0]
    assert public["cut_cards"] == ["red1"] and public["money_cards"] == seat["money_cards"]
    assert len(state["discard"]) == discards  # still before the stalls during the display
    pass_all(state)
    assert state["phase"] == "restock" and seat["cut_cards"] == []
    assert state["discard"][discards:] == ["red1"]
    assert state["last_settlement"]["seats"][0]["cut_cards"] == ["red1"]
    GAME.check_invariants(state)


def test_price_cut_gives_no_change() -> None:
    state = round_two_cut({0: ["red1"], 1: ["red8"]})
    events = act(state, 0, "cut", amount=1)  # costs ¥1, paid with a ¥3 card
    assert (events[0]["cards"], events[0]["paid"]) == (["red1"], 3)
    assert state["seats"][0]["money"] == 0 and state["seats"][0]["money_cards"] == []
    assert state["turn"] == 1


def test_only_what_the_money_cards_cover_can_be_bought() -> None:
    state = round_two_cut({0: ["red9", "blue9"]})  # ¥2
    assert GAME.legal_actions(state, 0) == [{"type": "cut", "amount": k} for k in (0, 1)]
    error = rejected(state, 0, {"type": "cut", "amount": 2})
    assert (error.key, error.params) == ("fleamarket.cannot_afford", {"cost": 3, "money": 2})


def _drain_pile(state: State, keep: int) -> None:
    """Leave ``keep`` cards in the draw pile and none in the discards (the rest become the
    face-down stalls of seat 2, where nobody draws them)."""
    hidden = state["deck"][:-keep] + state["discard"]
    state["seats"][2]["stalls"] += hidden
    state["deck"] = state["deck"][-keep:]
    state["discard"] = []
    GAME.check_invariants(state)


def test_extra_draw_cards_go_to_the_discards_at_once_and_can_be_reshuffled() -> None:
    state = new_game(3, start=0)
    finish_round_one(state, {0: ["red9"], 1: ["blue1"], 2: ["green3"]})
    arrange(state, money={0: ["red9", "red1"]})  # ¥1 + ¥3
    _drain_pile(state, keep=3)
    act(state, 0, "draw")  # the last three cards
    assert not state["deck"] and not state["discard"]
    assert GAME.legal_actions(state, 0) == [{"type": "extra"}, {"type": "done"}]
    assert GAME.view(state, 1)["restock"]["next_payment"] == ["red9"]
    events = act(state, 0, "extra")  # ¥1: red 9 to the discards, reshuffled, drawn again
    assert events[0] == {"type": "extra", "seat": 0, "cost": 1, "cards": ["red9"], "paid": 1}
    assert of_type(events, "reshuffle") == [{"type": "reshuffle", "count": 1}]
    assert "red9" in state["seats"][0]["hand"] and state["seats"][0]["money_cards"] == ["red1"]
    events = act(state, 0, "extra")  # ¥2, paid with the ¥3 card: no change
    assert (events[0]["cost"], events[0]["cards"], events[0]["paid"]) == (2, ["red1"], 3)
    assert state["seats"][0]["money"] == 0  # nothing left to pay with: the restock moves on
    assert of_type(events, "restock") == [
        {"type": "restock", "seat": 1, "choice": "none", "count": 0},
        {"type": "restock", "seat": 2, "choice": "none", "count": 0},
    ]
    GAME.check_invariants(state)


def test_extra_draws_stop_at_what_the_money_covers() -> None:
    state = new_game(3, start=0)
    finish_round_one(state, {0: ["red9"], 1: ["blue1"], 2: ["green3"]})
    arrange(state, money={0: ["red9", "blue9"]})  # ¥2: the 1st extra (¥1), not the 2nd (¥2)
    act(state, 0, "draw")
    act(state, 0, "extra")
    assert state["seats"][0]["money_cards"] == ["blue9"] and state["turn"] == 1


def test_money_piles_count_in_the_card_conservation() -> None:
    state = round_two_cut({0: ["red1", "red4"]})
    act(state, 0, "cut", amount=1)
    for breaker in (
        lambda s: s["seats"][0]["cut_cards"].clear(),
        lambda s: s["seats"][0]["money_cards"].append("red5"),
        lambda s: s["seats"][0].update(money=s["seats"][0]["money"] + 1),
        lambda s: s["seats"][0].update(cut_cards=["red1", "red4"], money_cards=[], money=0),
    ):
        broken = clone(state)
        breaker(broken)
        with pytest.raises(AssertionError):
            GAME.check_invariants(broken)


# -- popularity piles --------------------------------------------------------------------------
def _with_popularity(state: State, seat: int, count: int) -> list[str]:
    """Move ``count`` cards from the draw pile to a seat's popularity pile."""
    cards = [state["deck"].pop(0) for _ in range(count)]
    state["seats"][seat]["popularity_cards"] = cards
    state["seats"][seat]["popularity"] = sum(POPULARITY[c] for c in cards)
    return cards


def test_popularity_pile_count_is_public_its_values_secret() -> None:
    state = new_game(4, start=0)
    cards = _with_popularity(state, 2, 2)
    public = GAME.view(state, None)
    assert [s["popularity_count"] for s in public["seats"]] == [0, 0, 2, 0]
    assert "popularity" not in public["seats"][2]
    assert GAME.view(state, 1)["seats"][2]["popularity_count"] == 2
    rng = random.Random(3)
    values = set()
    for viewer in (None, 0, 1, 3):
        for _ in range(5):
            other = GAME.redeal(clone(state), viewer, rng)
            assert len(other["seats"][2]["popularity_cards"]) == 2  # the count is kept
            assert GAME.view(other, viewer) == GAME.view(state, viewer)
            values.add(tuple(other["seats"][2]["popularity_cards"]))
    assert len(values) > 5, "the values are resampled"
    assert GAME.redeal(clone(state), 2, rng)["seats"][2]["popularity_cards"] == cards


class CountChangingRedeal(FleaMarket):
    """Deliberately broken: the redeal moves a secret popularity card from one pile to
    another (every other count stays the same)."""

    def redeal(self, state: State, viewer: int | None, rng: random.Random) -> State:
        copy = super().redeal(state, viewer, rng)
        giver, taker = [s for s in range(state["players"]) if s != viewer][:2]
        seats = copy["seats"]
        card = seats[giver]["popularity_cards"].pop()
        seats[giver]["popularity"] -= POPULARITY[card]
        seats[taker]["popularity_cards"].append(card)
        seats[taker]["popularity"] += POPULARITY[card]
        return copy


def test_leak_check_requires_the_redeal_to_keep_popularity_counts() -> None:
    state = new_game(4, start=0)
    for seat in range(4):
        _with_popularity(state, seat, 2)
    check_no_leaks(GAME, state, 4, random.Random(1))
    with pytest.raises(AssertionError, match="leaks hidden information"):
        check_no_leaks(CountChangingRedeal(), state, 4, random.Random(1))


# -- the start player ------------------------------------------------------------------------
def test_the_random_start_player_is_announced() -> None:
    starts = []
    for seed in range(400):
        state = GAME.setup(4, seed, {})
        assert state == GAME.setup(4, seed, {}), "drawn from the seed"
        start = state["start_player"]
        assert GAME.view(state, None)["recent"] == [{"type": "start", "seat": start}]
        starts.append(state["start_player"])
    assert all(60 <= starts.count(seat) <= 140 for seat in range(4)), "no seat is favoured"
