"""The Silk Road computer near the end: a draw that empties the draw pile ends the game at
once, so the computer makes it only when it thinks it leads.

Money is secret, so the computer judges from its view: its own money, everyone's purchases
(public) and the incomes it can work out from the public record of the last turns. The
states below are built so that this judgement and the real (hidden) money agree.
"""

from __future__ import annotations

import random

from bot.ai import decide
from bot.ai import silkroad as ai
from bot.engine.protocol import State
from bot.games.silkroad import PRICES, SILKROAD
from tests.games.test_silkroad import act, hand, play, ready, setup_table

MARKET = ["tea", "ore", "silk", "glass", "ore", "silk"]


def _bought(state: State, seat: int, money: int, **cards: int) -> None:
    """Give ``seat`` the special ``cards`` it paid for, and ``money`` left after paying."""
    seat_state = state["seats"][seat]
    spent = sum(PRICES[kind] * n for kind, n in cards.items())
    seat_state.update(cards)
    seat_state.update(money=money, spent=spent, earned=money + spent)
    for kind, n in cards.items():
        state["stock"][kind] -= n


def _choice(state: State, seat: int) -> dict:
    view = SILKROAD.view(state, seat)
    legal = SILKROAD.legal_actions(state, seat)
    action = decide("silkroad", view, legal, random.Random(0))
    assert action in legal
    return action


def _at_last_exchange(money: tuple[int, int], specials: tuple[dict, dict]) -> State:
    """Seat 0 (one exchange) drew 2 in phase 2; one card is left, so an exchange draw ends
    the game."""
    state = setup_table(ready(2), market=MARKET, deck=3)
    for seat in (0, 1):
        _bought(state, seat, money[seat], **specials[seat])
    SILKROAD.check_invariants(state)
    act(state, 0, type="skip")
    act(state, 0, type="draw")
    assert state["phase"] == "exchange" and len(state["deck"]) == 1
    return state


def test_computer_does_not_end_the_game_by_an_exchange_draw_when_it_trails() -> None:
    # Seat 0 spent ¥31 on specials and has ¥4; seat 1 bought nothing and has ¥30.
    state = _at_last_exchange((4, 30), ({"exchange": 1, "licence": 1, "porter": 1}, {}))
    assert _choice(state, 0) == {"type": "done"}
    assert ai.standing(SILKROAD.view(state, 0)) < 0


def test_computer_ends_the_game_by_an_exchange_draw_when_it_leads() -> None:
    # Seat 0 spent ¥8 and has ¥30; seat 1 spent ¥34 and has ¥5.
    state = _at_last_exchange((30, 5), ({"exchange": 1}, {"licence": 2, "porter": 1}))
    assert _choice(state, 0) == {"type": "exchange"}
    assert ai.standing(SILKROAD.view(state, 0)) > 0


def test_computer_still_takes_exchange_draws_that_do_not_end_the_game() -> None:
    state = setup_table(ready(2), market=MARKET, deck=5)
    _bought(state, 0, 4, exchange=1, licence=1, porter=1)
    _bought(state, 1, 30)
    act(state, 0, type="skip")
    act(state, 0, type="draw")
    assert len(state["deck"]) == 3
    assert _choice(state, 0) == {"type": "exchange"}


def test_computer_counts_the_income_it_saw_others_earn() -> None:
    """Seat 1 spent more than seat 0 but earned ¥12 on its last turn, in plain sight: the
    computer of seat 0 (¥16) must not think it leads and end the game."""
    state = setup_table(
        ready(2, start=1),
        market=["tea", "tea", "tea", "ore", "glass", "silk"],
        hands={1: hand(tea=3), 0: hand(ore=1)},
        ships={0: ["ore", "glass"], 1: ["tea", "tea"]},
        deck=3,
    )
    _bought(state, 0, 16, exchange=1)
    _bought(state, 1, 12, porter=1)
    SILKROAD.check_invariants(state)
    play(state, 1, "tea", [3, 4, 5])  # six tea showing × two tea ships
    assert state["seats"][1]["money"] == 24 and state["turn"] == 0
    act(state, 0, type="skip")
    act(state, 0, type="draw")
    assert state["phase"] == "exchange" and len(state["deck"]) == 1
    assert _choice(state, 0) == {"type": "done"}
    assert ai.recent_incomes(SILKROAD.view(state, 0)) == [0, 12]
    assert ai.standing(SILKROAD.view(state, 0)) < 0


def test_computer_does_not_draw_the_last_cards_when_it_trails() -> None:
    """A phase 2 draw that empties the pile ends the game too: trailing, the computer plays
    its card (even one that pays only seat 1, which sails spice) to keep the game going;
    leading, it draws and ends the game."""
    trailing = ((4, {"licence": 1, "porter": 1}), (30, {}))
    leading = ((30, {}), (4, {"licence": 1, "porter": 1}))
    for seats, expected in ((trailing, "play"), (leading, "draw")):
        state = setup_table(
            ready(2),
            market=MARKET,
            hands={0: hand(spice=1)},
            ships={0: ["tea", "ore"], 1: ["spice", "silk"]},
            deck=2,
        )
        for seat, (money, cards) in enumerate(seats):
            _bought(state, seat, money, **cards)
        SILKROAD.check_invariants(state)
        act(state, 0, type="skip")
        assert _choice(state, 0)["type"] == expected, seats
