"""Maritime Silk Road views for the rendering tests, built with the rules engine so that they
always have the engine's shape. Each function returns a fresh view dict."""

from __future__ import annotations

import random
from typing import Any

from bot.engine.protocol import State
from bot.games.silkroad import COLOURS, SILKROAD

NAMES_4P = ["Alice", "山田太郎", "张伟", "🐟Fishy🍣"]
NAMES_2P = ["A very long player name that never ends", "山田太郎"]
NAMES_3P = ["👨‍👩‍👧 Family", "Zoë Ångström", "A very long player name that never ends"]

PORCELAIN, SILK, TEA, SPICE, GLASS, ORE = COLOURS


def _played(players: int, seed: int, steps: int) -> State:
    """A random game advanced ``steps`` actions (never past the end)."""
    rng = random.Random(seed)
    state = SILKROAD.setup(players, seed, {})
    for _ in range(steps):
        if SILKROAD.is_over(state):
            break
        seat = next(iter(SILKROAD.to_act(state)))
        actions = [a for a in SILKROAD.legal_actions(state, seat) if a["type"] != "undo"]
        SILKROAD.apply(state, seat, rng.choice(actions))
    return state


def _rich_4p() -> State:
    """Four players mid-game with special cards, extra ships and a recent play."""
    state = _played(4, 3, 40)
    seats = state["seats"]
    for seat_state, extra in zip(
        seats, ([SPICE, SPICE], [], [TEA], [ORE, GLASS, SILK]), strict=True
    ):
        for cube in extra:
            if state["supply"][cube] and state["stock"]["ship"]:
                seat_state["ships"].append(cube)
                state["supply"][cube] -= 1
                state["stock"]["ship"] -= 1
                seat_state["spent"] += 10
                seat_state["earned"] += 10
    for seat, kind in ((0, "licence"), (2, "porter"), (3, "exchange"), (3, "licence")):
        seats[seat][kind] += 1
        state["stock"][kind] -= 1
    SILKROAD.check_invariants(state)
    return state


def _to_phase2(state: State) -> State:
    while state["phase"] != "phase2":
        seat = state["turn"]
        legal = SILKROAD.legal_actions(state, seat)
        skip = next((a for a in legal if a["type"] in ("skip", "done")), None)
        SILKROAD.apply(state, seat, skip or legal[0])
    return state


def board_4p() -> dict[str, Any]:
    return SILKROAD.view(_rich_4p(), None)


def board_4p_load() -> dict[str, Any]:
    state = SILKROAD.setup(4, 5, {})
    for colour in (TEA, SPICE, SPICE):
        SILKROAD.apply(state, state["turn"], {"type": "load", "colour": colour})
    return SILKROAD.view(state, None)


def board_2p_load() -> dict[str, Any]:
    """Two players with long names; the second seat starts (drawn from the seed)."""
    seed = next(s for s in range(100) if SILKROAD.setup(2, s, {})["start_player"] == 1)
    state = SILKROAD.setup(2, seed, {})
    SILKROAD.apply(state, state["turn"], {"type": "load", "colour": ORE})
    return SILKROAD.view(state, None)


def board_2p_many_ships() -> dict[str, Any]:
    state = _played(2, 8, 30)
    seat_state = state["seats"][1]
    while state["stock"]["ship"]:
        cube = next(c for c in COLOURS if state["supply"][c])
        seat_state["ships"].append(cube)
        state["supply"][cube] -= 1
        state["stock"]["ship"] -= 1
    state["stock"]["licence"] = 0
    state["seats"][0]["licence"] = 2
    return SILKROAD.view(state, None)


def board_3p_exchange() -> dict[str, Any]:
    state = _played(3, 21, 25)
    return SILKROAD.view(state, None)


def hand_4p_choosing() -> dict[str, Any]:
    state = _to_phase2(_rich_4p())
    seat = state["turn"]
    state["seats"][seat]["hand"] = {c: n for c, n in zip(COLOURS, (2, 0, 3, 1, 0, 1), strict=True)}
    _rebalance_cards(state)
    return SILKROAD.view(state, seat)


def hand_4p_slots() -> dict[str, Any]:
    state = _to_phase2(_rich_4p())
    seat = state["turn"]
    state["seats"][seat]["hand"] = {c: n for c, n in zip(COLOURS, (0, 0, 3, 2, 0, 0), strict=True)}
    _rebalance_cards(state)
    SILKROAD.apply(state, seat, {"type": "play", "colour": SPICE})
    free = [i for i, top in enumerate(state["market"]) if top != SPICE]
    for slot in free[:2]:
        SILKROAD.apply(state, seat, {"type": "slot", "slot": slot})
    return SILKROAD.view(state, seat)


def hand_2p_empty() -> dict[str, Any]:
    state = _played(2, 4, 12)
    seat = 1
    state["seats"][seat]["hand"] = dict.fromkeys(COLOURS, 0)
    _rebalance_cards(state)
    return SILKROAD.view(state, seat)


def final_4p() -> dict[str, Any]:
    state = _rich_4p()
    _finish(state, [31, 47, 47, 12])
    return SILKROAD.view(state, None)


def final_2p() -> dict[str, Any]:
    state = _played(2, 9, 20)
    _finish(state, [58, 23])
    return SILKROAD.view(state, None)


def _finish(state: State, money: list[int]) -> None:
    for seat_state, amount in zip(state["seats"], money, strict=True):
        seat_state["money"] = amount
        seat_state["earned"] = seat_state["spent"] + amount
    for colour in state["deck"]:
        state["buried"][colour] += 1
    state["deck"] = []
    state.update(phase="over", turn=None, step=None, play=None, swaps_left=0, swapped=[])
    state["exchanges_left"] = 0
    SILKROAD.check_invariants(state)


def _rebalance_cards(state: State) -> None:
    """Keep 11 cards per colour after editing a hand: adjust the deck, else the buried pile."""
    counts = dict.fromkeys(COLOURS, 0)
    for colour in [*state["deck"], *state["market"]]:
        counts[colour] += 1
    for seat_state in state["seats"]:
        for colour, n in seat_state["hand"].items():
            counts[colour] += n
    for colour in COLOURS:
        counts[colour] += state["buried"][colour]
    for colour in COLOURS:
        extra = counts[colour] - 11
        while extra > 0 and state["buried"][colour]:
            state["buried"][colour] -= 1
            extra -= 1
        while extra > 0 and colour in state["deck"]:
            state["deck"].remove(colour)
            extra -= 1
        if extra < 0:
            state["buried"][colour] += -extra
    SILKROAD.check_invariants(state)


def board_2p_long_name_turn() -> dict[str, Any]:
    """Phase 1 of a two-player game whose acting player (seat 0) has a very long name."""
    rng = random.Random(11)
    state = SILKROAD.setup(2, 11, {})
    while not (state["phase"] == "phase1" and state["turn"] == 0 and state["number"] > 2):
        seat = next(iter(SILKROAD.to_act(state)))
        actions = [a for a in SILKROAD.legal_actions(state, seat) if a["type"] != "undo"]
        SILKROAD.apply(state, seat, rng.choice(actions))
    return SILKROAD.view(state, None)


def hand_4p_waiting() -> dict[str, Any]:
    """A seat's own view while another player acts."""
    state = _to_phase2(_rich_4p())
    return SILKROAD.view(state, (state["turn"] + 1) % 4)


def hand_4p_slots_open() -> dict[str, Any]:
    """A play of two spice cards with one slot chosen: the others are still free."""
    state = _to_phase2(_rich_4p())
    seat = state["turn"]
    state["seats"][seat]["hand"] = {c: n for c, n in zip(COLOURS, (0, 0, 3, 2, 0, 0), strict=True)}
    _rebalance_cards(state)
    SILKROAD.apply(state, seat, {"type": "play", "colour": SPICE})
    free = [i for i, top in enumerate(state["market"]) if top != SPICE]
    SILKROAD.apply(state, seat, {"type": "slot", "slot": free[0]})
    return SILKROAD.view(state, seat)


def phase1_4p() -> State:
    """Four players mid-game, the acting one in phase 1 (swap, buy or skip)."""
    state = _rich_4p()
    assert state["phase"] == "phase1", state["phase"]
    return state


def hand_4p_phase1() -> dict[str, Any]:
    """The acting seat's own view in phase 1."""
    state = phase1_4p()
    return SILKROAD.view(state, state["turn"])
