"""The Flea Market computer with money as cards: money cards give no change, so it buys a
price cut or an extra draw only when its cards pay that price without wasting much."""

from __future__ import annotations

import random

from bot.ai.fleamarket import PARAMS, normal, waste
from bot.games.fleamarket import FLEAMARKET
from tests.games.test_fleamarket import act, arrange, finish_round_one, new_game
from tests.games.test_fleamarket_money import round_two_cut

RICH_HAND = ["red7", "blue8", "green9"]  # popularity 3 each: worth a price cut


def decide(state: dict, seat: int) -> dict:
    view = FLEAMARKET.view(state, seat)
    return normal(view, FLEAMARKET.legal_actions(state, seat), random.Random(0))


def test_waste_is_the_money_a_payment_loses() -> None:
    assert waste(["red1"], 1) == 2
    assert waste(["red1", "red9"], 1) == 0
    assert waste(["red9"], 2) is None


def test_the_deepest_cut_whose_payment_wastes_little() -> None:
    state = round_two_cut({0: ["red1", "blue1", "green1", "yellow1"]})  # four ¥3 cards
    arrange(state, hands={0: RICH_HAND})
    assert max(a["amount"] for a in FLEAMARKET.legal_actions(state, 0)) == 4  # ¥10 of ¥12
    # cut 4 would pay four ¥3 cards for ¥10 (¥2 lost); cut 3 pays two for ¥6 exactly
    assert decide(state, 0) == {"type": "cut", "amount": 3}
    state = round_two_cut({0: ["red1", "blue1", "green1", "red9"]})  # ¥10: cut 4 exactly
    arrange(state, hands={0: RICH_HAND})
    assert decide(state, 0) == {"type": "cut", "amount": 4}


def test_no_extra_draw_that_wastes_money() -> None:
    for money, expected in ((["red1"], "done"), (["red9"], "extra"), (["red4"], "extra")):
        state = new_game(3, start=0)
        finish_round_one(state, {0: ["red9"], 1: ["blue1"], 2: ["green3"]})
        arrange(state, money={0: money})
        act(state, 0, "draw")  # three cards: the hand stays short of PARAMS.extra_hand
        assert len(state["seats"][0]["hand"]) < PARAMS.extra_hand
        assert decide(state, 0) == {"type": expected}, money
