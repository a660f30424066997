"""Fisherman views for the rendering tests, built by driving the real engine (seeded)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bot.engine.protocol import State
from bot.games.fisherman import FISHERMAN

NAMES_4P = ["Alice", "山田太郎", "张伟", "🐟Fishy🍣 with a very long name indeed"]
NAMES_3P = ["👨‍👩‍👧 Family", "Zoë Ångström", "A very long player name that never ends"]


def advance(state: State, until: Callable[[State], bool], seed: int = 1) -> State:
    """Random legal moves (seeded) until ``until(state)`` or the end of the game."""
    rng = random.Random(seed)
    while not until(state) and not FISHERMAN.is_over(state):
        seat = state["turn"]
        FISHERMAN.apply(state, seat, rng.choice(FISHERMAN.legal_actions(state, seat)))
    return state


def mid_trick(players: int, trick_no: int, played: int, seed: int = 42) -> State:
    state = FISHERMAN.setup(players, seed, {})
    return advance(
        state,
        lambda s: (
            s["phase"] == "fishing" and s["trick_no"] == trick_no and len(s["trick"]) == played
        ),
    )


def rules_4p() -> State:
    state = FISHERMAN.setup(4, 42, {})
    FISHERMAN.apply(state, state["turn"], {"type": "target", "species": "fugu"})
    FISHERMAN.apply(state, state["turn"], {"type": "order", "order": "desc"})
    return state


def finished(players: int, seed: int = 42) -> State:
    return advance(FISHERMAN.setup(players, seed, {}), lambda s: False)


def board_4p_rules() -> dict[str, Any]:
    return FISHERMAN.view(rules_4p(), None)


def board_4p_play() -> dict[str, Any]:
    return FISHERMAN.view(mid_trick(4, 7, 2), None)


def board_3p_play() -> dict[str, Any]:
    return FISHERMAN.view(mid_trick(3, 10, 1, seed=7), None)


def board_4p_first() -> dict[str, Any]:
    return FISHERMAN.view(FISHERMAN.setup(4, 42, {}), None)


def board_4p_moment() -> dict[str, Any]:
    """Trick 5 was just taken (cards set aside), the next card not yet played."""
    return FISHERMAN.view(mid_trick(4, 5, 0), None)


def board_4p_after() -> dict[str, Any]:
    """The first card of trick 5 is down: trick 4's set-aside cards are hidden."""
    return FISHERMAN.view(mid_trick(4, 5, 1), None)


def board_4p_over() -> dict[str, Any]:
    return FISHERMAN.view(finished(4), None)


def hand_4p_turn() -> dict[str, Any]:
    state = mid_trick(4, 7, 2)
    return FISHERMAN.view(state, state["turn"])


def hand_4p_waiting() -> dict[str, Any]:
    state = mid_trick(4, 7, 2)
    return FISHERMAN.view(state, (state["turn"] + 1) % 4)


def hand_4p_rules() -> dict[str, Any]:
    state = rules_4p()
    return FISHERMAN.view(state, (state["turn"] + 1) % 4)


def hand_3p_lead() -> dict[str, Any]:
    state = mid_trick(3, 1, 0, seed=7)
    return FISHERMAN.view(state, state["turn"])


def results_4p() -> dict[str, Any]:
    state = advance(FISHERMAN.setup(4, 42, {}), lambda s: s["tournament"] == 2)
    return FISHERMAN.view(state, None)


def final_4p() -> dict[str, Any]:
    return FISHERMAN.view(finished(4), None)


def final_3p() -> dict[str, Any]:
    return FISHERMAN.view(finished(3, seed=9), None)


def hand_4p_follow() -> dict[str, Any]:
    """The seat to play holds the led species: the cards it may not play are dimmed."""

    def must_follow(s: State) -> bool:
        if s["phase"] != "fishing" or not s["trick"]:
            return False
        return len(FISHERMAN.legal_actions(s, s["turn"])) < len(s["hands"][s["turn"]])

    state = advance(FISHERMAN.setup(4, 42, {}), must_follow)
    return FISHERMAN.view(state, state["turn"])
