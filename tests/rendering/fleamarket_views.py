"""Flea Market view dicts for the renderer tests: real engine views from seeded random games
(deterministic), plus a few pushed to extremes (many stalls, a huge hand, long names)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bot.engine.protocol import State
from bot.games.fleamarket import FLEAMARKET

NAMES_4P = ["Alice", "山田太郎", "张伟", "🐟Fishy🍣 with a very long name indeed"]
NAMES_3P = ["👨‍👩‍👧 Family", "Zoë Ångström", "A very long player name that never ends"]


def advance(players: int, seed: int, until: Callable[[State], bool]) -> State:
    """A random game (never taking back a selection) played until ``until(state)``; if the
    game ends first, the next seeds are tried."""
    for attempt in range(50):
        rng = random.Random(seed + 1000 * attempt)
        state = FLEAMARKET.setup(players, seed + 1000 * attempt, {})
        while True:
            if until(state):
                return state
            if FLEAMARKET.is_over(state):
                break
            seat = rng.choice(sorted(FLEAMARKET.to_act(state)))
            actions = FLEAMARKET.legal_actions(state, seat)
            forward = [a for a in actions if a["type"] != "back"] or actions
            FLEAMARKET.apply(state, seat, rng.choice(forward))
    raise AssertionError("condition never met")


def _busy_display(state: State) -> bool:
    seats = state["seats"]
    return (
        state["phase"] == "display"
        and state["round"] >= 3
        and sum(len(s["display"]) for s in seats) >= 6
        and any(s["passed"] for s in seats)
        and any(s["cut"] for s in seats)
    )


def display_4p() -> State:
    return advance(4, 3, _busy_display)


def board_4p_display() -> dict[str, Any]:
    return FLEAMARKET.view(display_4p(), None)


def hand_4p_display() -> dict[str, Any]:
    state = display_4p()
    return FLEAMARKET.view(state, state["turn"])


def hand_4p_selecting() -> dict[str, Any]:
    state = advance(
        4,
        5,
        lambda s: (
            s["phase"] == "display"
            and any(x["selection"] and len(x["selection"]["cards"]) >= 1 for x in s["seats"])
        ),
    )
    return FLEAMARKET.view(state, state["turn"])


def board_4p_settle() -> dict[str, Any]:
    return FLEAMARKET.view(advance(4, 12, lambda s: s["phase"] == "settle"), None)


def board_4p_cut() -> dict[str, Any]:
    return FLEAMARKET.view(advance(4, 14, lambda s: s["phase"] == "cut"), None)


def settlement_4p_sale() -> dict[str, Any]:
    state = advance(
        4,
        11,
        lambda s: (
            s["phase"] == "restock"
            and any(e["role"] == "sale" for e in s["last_settlement"]["seats"])
        ),
    )
    return FLEAMARKET.view(state, None)


def settlement_3p_tie() -> dict[str, Any]:
    state = advance(
        3,
        2,
        lambda s: s["phase"] == "restock" and bool((s["last_settlement"] or {}).get("tie")),
    )
    return FLEAMARKET.view(state, None)


def board_3p_restock() -> dict[str, Any]:
    return FLEAMARKET.view(advance(3, 8, lambda s: s["phase"] == "restock"), None)


def final_4p() -> dict[str, Any]:
    return FLEAMARKET.view(advance(4, 13, FLEAMARKET.is_over), None)


def final_3p() -> dict[str, Any]:
    return FLEAMARKET.view(advance(3, 13, FLEAMARKET.is_over), None)


def board_4p_many_stalls() -> dict[str, Any]:
    """Twelve stalls for one seat, nine for another, the first one passed (turned stall)."""
    view = board_4p_display()
    view["seats"][0]["stalls"] = 12
    view["seats"][0]["passed"] = True
    view["seats"][2]["stalls"] = 9
    view["seats"][2]["display"] = ["red1", "yellow1", "blue1", "green1", "brown1"]
    return view


def hand_huge() -> dict[str, Any]:
    """A 30-card hand."""
    view = hand_4p_display()
    colours = ["red", "yellow", "blue", "green", "brown", "purple"]
    view["me"]["hand"] = [f"{colours[i % 6]}{1 + i // 4}" for i in range(30)]
    return view


def _money_state() -> State:
    """A real price cut paid with money cards, money and popularity piles on the table."""
    return advance(
        4,
        21,
        lambda s: (
            s["phase"] == "display"
            and any(x["cut_cards"] for x in s["seats"])
            and sum(len(x["money_cards"]) for x in s["seats"]) >= 6
            and sum(len(x["popularity_cards"]) for x in s["seats"]) >= 4
        ),
    )


def board_4p_money() -> dict[str, Any]:
    return FLEAMARKET.view(_money_state(), None)


def hand_4p_money() -> dict[str, Any]:
    state = _money_state()
    return FLEAMARKET.view(state, state["turn"])


def first_board_4p() -> dict[str, Any]:
    """Round 1 before any move: the start player drawn at random is announced."""
    return FLEAMARKET.view(FLEAMARKET.setup(4, 17, {}), None)


def board_4p_rich() -> dict[str, Any]:
    """Pushed to extremes: 18 money cards, a 4-point cut paid with 6 cards, 13 popularity
    cards, and a first board (round 1) that names the start player drawn at random."""
    view = board_4p_money()
    colours = ["red", "yellow", "blue", "green", "brown", "purple"]
    view["seats"][0]["money_cards"] = [f"{colours[i % 6]}{1 + i % 9}" for i in range(18)]
    view["seats"][0]["money"] = 36
    view["seats"][1]["cut"] = 4
    view["seats"][1]["cut_cards"] = ["red7", "red8", "red9", "blue7", "blue8", "blue9"]
    view["seats"][2]["popularity_count"] = 13
    view["seats"][3]["popularity_count"] = 1
    return view


def settlement_4p_cut() -> dict[str, Any]:
    """A settlement after which price-cut cards went to the discards."""
    state = advance(
        4,
        23,
        lambda s: (
            s["phase"] == "restock"
            and any(e["cut_cards"] and e["cards"] for e in s["last_settlement"]["seats"])
        ),
    )
    return FLEAMARKET.view(state, None)


# -- issue 24: every decision of the private picture, the price war --------------------------
def _acts(state: State, kind: str) -> int | None:
    """The seat that may take an action of ``kind`` now, if any."""
    return next(
        (
            seat
            for seat in sorted(FLEAMARKET.to_act(state))
            if any(a["type"] == kind for a in FLEAMARKET.legal_actions(state, seat))
        ),
        None,
    )


def deciding(players: int, seed: int, kind: str) -> tuple[dict[str, Any], list[Any]]:
    """(the view of the seat that may take an action of ``kind``, its legal actions)."""
    state = advance(players, seed, lambda s: _acts(s, kind) is not None)
    seat = _acts(state, kind)
    assert seat is not None
    return FLEAMARKET.view(state, seat), FLEAMARKET.legal_actions(state, seat)


def rich_cut() -> tuple[dict[str, Any], list[Any]]:
    """A price cut by a seat whose money cards pay for more than one point."""
    state = advance(
        4,
        31,
        lambda s: (
            (seat := _acts(s, "cut")) is not None and s["seats"][seat]["money"] >= 4
        ),
    )
    seat = _acts(state, "cut")
    assert seat is not None
    return FLEAMARKET.view(state, seat), FLEAMARKET.legal_actions(state, seat)


def price_war(players: int = 4, seed: int = 20) -> tuple[dict[str, Any], dict[str, Any]]:
    """(the public view right after a price war, its event)."""
    for attempt in range(50):
        rng = random.Random(seed + attempt)
        state = FLEAMARKET.setup(players, seed + attempt, {})
        while not FLEAMARKET.is_over(state):
            seat = rng.choice(sorted(FLEAMARKET.to_act(state)))
            events = FLEAMARKET.apply(
                state, seat, rng.choice(FLEAMARKET.legal_actions(state, seat))
            )
            war = next((e for e in events if e["type"] == "price_war"), None)
            if war is not None:
                return FLEAMARKET.view(state, None), war
    raise AssertionError("no price war")
