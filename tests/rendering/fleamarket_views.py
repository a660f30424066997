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
