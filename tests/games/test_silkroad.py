"""Rules tests for Maritime Silk Road: the rulebook's worked example, every special card alone
and stacked, the rulings of /work/shared/rules/README.md and the edge cases of the issue.

States are built with ``ready`` (setup with a chosen start player + loading done) and then
edited with the helpers below; ``rebalance`` rebuilds the deck and the cube supply so that
``check_invariants`` holds again. Actions then go through ``SILKROAD.apply`` like a real game.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bot.engine.errors import IllegalAction
from bot.engine.playout import check_no_leaks
from bot.engine.protocol import State, clone
from bot.games import silkroad
from bot.games.silkroad import COLOURS, ERROR_KEYS, SILKROAD, best_slots, earnings
from bot.i18n import messages

PORCELAIN, SILK, TEA, SPICE, GLASS, ORE = COLOURS


# -- helpers ---------------------------------------------------------------------------------
def started_by(start: int, players: int = 2, seed: int = 1) -> State:
    """A fresh game whose start player (drawn from the seed) is replaced by ``start``."""
    state = SILKROAD.setup(players, seed, {})
    state["start_player"] = state["turn"] = start
    SILKROAD.check_invariants(state)
    return state


def ready(
    players: int = 2, seed: int = 1, loads: list[list[str]] | None = None, start: int = 0
) -> State:
    """A game after the setup loading (seat ``i`` loads ``loads[i]``) in which ``start`` is
    the start player, in phase 1 of its first turn."""
    state = started_by(start, players, seed)
    loads = loads or [[COLOURS[2 * i % 6], COLOURS[(2 * i + 1) % 6]] for i in range(players)]
    for ship in range(2):
        for k in range(players):
            seat = (start + k) % players
            SILKROAD.apply(state, seat, {"type": "load", "colour": loads[seat][ship]})
    assert state["phase"] == "phase1" and state["turn"] == start
    return state


def seed_starting(players: int, start: int) -> int:
    """The first seed whose drawn start player is ``start``."""
    return next(s for s in range(1000) if SILKROAD.setup(players, s, {})["start_player"] == start)


def rebalance(state: State, deck: int | None = None) -> None:
    """Rebuild deck (``deck`` cards long; the rest is buried under the market) and supply."""
    remaining = dict.fromkeys(COLOURS, silkroad.CARDS_PER_COLOUR)
    for colour in state["market"]:
        remaining[colour] -= 1
    for seat_state in state["seats"]:
        for colour, n in seat_state["hand"].items():
            remaining[colour] -= n
    for colour, n in state["buried"].items():
        remaining[colour] -= n
    assert min(remaining.values()) >= 0, remaining
    pool = [c for c in COLOURS for _ in range(remaining[c])]
    random.Random(len(pool)).shuffle(pool)
    length = len(pool) if deck is None else deck
    for colour in pool[length:]:
        state["buried"][colour] += 1
    state["deck"] = pool[:length]
    supply = dict.fromkeys(COLOURS, silkroad.CUBES_PER_COLOUR)
    for seat_state in state["seats"]:
        for cube in seat_state["ships"]:
            if cube is not None:
                supply[cube] -= 1
    state["supply"] = supply
    owned_ships = sum(len(s["ships"]) for s in state["seats"])
    state["stock"]["ship"] = silkroad.SHIPS_TOTAL - owned_ships
    for kind in silkroad.OWNED_SPECIALS:
        owned = sum(s[kind] for s in state["seats"])
        state["stock"][kind] = silkroad.special_copies(kind, state["players"]) - owned
    SILKROAD.check_invariants(state)


def hand(**counts: int) -> dict[str, int]:
    return {c: counts.get(c, 0) for c in COLOURS}


def setup_table(
    state: State,
    *,
    market: list[str] | None = None,
    hands: dict[int, dict[str, int]] | None = None,
    ships: dict[int, list[str]] | None = None,
    money: dict[int, int] | None = None,
    specials: dict[int, dict[str, int]] | None = None,
    deck: int | None = None,
) -> State:
    """Edit market, hands, ships, money and special cards, then rebalance."""
    if market is not None:
        state["market"] = list(market)
    state["buried"] = dict.fromkeys(COLOURS, 0)
    for seat, cards in (hands or {}).items():
        state["seats"][seat]["hand"] = dict(cards)
    for seat, cubes in (ships or {}).items():
        state["seats"][seat]["ships"] = list(cubes)
    for seat, amount in (money or {}).items():
        seat_state = state["seats"][seat]
        seat_state["earned"] = seat_state["spent"] + amount
        seat_state["money"] = amount
    for seat, cards in (specials or {}).items():
        state["seats"][seat].update(cards)
    rebalance(state, deck)
    return state


def rejected(state: State, seat: int, action: Any) -> IllegalAction:
    """Apply ``action`` expecting a refusal; the state must stay untouched."""
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalAction) as caught:
        SILKROAD.apply(state, seat, action)
    assert json.dumps(state, sort_keys=True) == before
    return caught.value


def act(state: State, seat: int, **action: Any) -> list[dict[str, Any]]:
    events = SILKROAD.apply(state, seat, action)
    SILKROAD.check_invariants(state)
    return events


def play(state: State, seat: int, colour: str, slots: list[int]) -> list[dict[str, Any]]:
    """Phase 2 (skipping phase 1 if needed): play ``colour`` onto ``slots`` and confirm;
    returns the confirm's events."""
    if state["phase"] == "phase1" and state["step"] is None:
        act(state, seat, type="skip")
    act(state, seat, type="play", colour=colour)
    for slot in slots:
        act(state, seat, type="slot", slot=slot)
    return act(state, seat, type="confirm")


def of_type(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == kind]


def money(state: State) -> list[int]:
    return [s["money"] for s in state["seats"]]


# The rulebook's example: one spice on the market, two spice cards played onto other slots.
EXAMPLE_MARKET = [SPICE, TEA, SILK, GLASS, ORE, PORCELAIN]


# -- setup and loading -----------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players: int) -> None:
    state = SILKROAD.setup(players, 7, {})
    SILKROAD.check_invariants(state)
    assert state["seed"] == 7 and state["phase"] == "load"
    assert state["turn"] == state["start_player"] and 0 <= state["start_player"] < players
    assert all(sum(s["hand"].values()) == 3 for s in state["seats"])
    assert all(s["ships"] == [None, None] and s["money"] == 0 for s in state["seats"])
    assert len(state["market"]) == 6
    assert len(state["deck"]) == 66 - 6 - 3 * players
    assert state["supply"] == dict.fromkeys(COLOURS, 5)
    assert state["stock"] == {"ship": 14 - 2 * players, "licence": 2, "porter": 2, "exchange": 2}
    json.dumps(state)


def test_setup_is_deterministic_and_seeded() -> None:
    assert SILKROAD.setup(4, 3, {}) == SILKROAD.setup(4, 3, {})
    assert SILKROAD.setup(4, 3, {})["deck"] != SILKROAD.setup(4, 4, {})["deck"]


def test_setup_rejects_player_counts() -> None:
    for players in (1, 5):
        with pytest.raises(ValueError):
            SILKROAD.setup(players, 1, {})


@pytest.mark.parametrize("players", [2, 3, 4])
def test_start_player_is_drawn_from_the_seed_and_favours_no_seat(players: int) -> None:
    """The rulebook's "whoever most recently sold goods" cannot be asked: the seed draws it.
    The same seed always draws the same seat, and over many seeds every seat starts about
    equally often (lobby order favours nobody)."""
    seeds = range(400)
    starts = [SILKROAD.setup(players, seed, {})["start_player"] for seed in seeds]
    assert starts == [SILKROAD.setup(players, seed, {})["start_player"] for seed in seeds]
    counts = Counter(starts)
    assert set(counts) == set(range(players))
    assert min(counts.values()) > 0.75 * len(seeds) / players, counts
    for seed in range(12):
        state = SILKROAD.setup(players, seed, {})
        start = state["start_player"]
        assert state["turn"] == start and SILKROAD.to_act(state) == {start}
        assert SILKROAD.view(state, None)["start_player"] == start
        assert SILKROAD.view(state, (start + 1) % players)["start_player"] == start


@pytest.mark.parametrize("players", [2, 3, 4])
def test_loading_and_turns_go_round_from_the_start_player(players: int) -> None:
    """Ship loading (first ships, then second ships) and the turn order start with the drawn
    start player; a new round begins each time the turn comes back to it."""
    start = players - 1
    state = SILKROAD.setup(players, seed_starting(players, start), {})
    order = []
    events: list[dict[str, Any]] = []
    while state["phase"] == "load":
        seat = state["turn"]
        order.append(seat)
        assert SILKROAD.view(state, None)["load_round"] == (len(order) - 1) // players
        colour = next(c for c in COLOURS if state["supply"][c])
        events = act(state, seat, type="load", colour=colour)
        assert of_type(events, "loaded")[0]["seat"] == seat
    clockwise = [(start + k) % players for k in range(players)]
    assert order == clockwise * 2
    assert events[-1] == {"type": "turn", "seat": start, "number": 1, "round": 1, "new_round": True}
    turns = []
    for _ in range(players):
        act(state, state["turn"], type="skip")
        turns.append(act(state, state["turn"], type="draw")[-1])
    assert [e["seat"] for e in turns] == [*clockwise[1:], start]
    assert [e["new_round"] for e in turns] == [False] * (players - 1) + [True]
    assert turns[-1]["round"] == 2


def test_loading_goes_round_the_table_twice() -> None:
    state = started_by(0, 3, 2)
    order = []
    for colour in (TEA, TEA, SILK, TEA, ORE, ORE):
        seat = state["turn"]
        order.append(seat)
        assert SILKROAD.view(state, None)["load_round"] == len(order) // 4
        events = act(state, seat, type="load", colour=colour)
        assert of_type(events, "loaded")[0]["seat"] == seat
    assert order == [0, 1, 2, 0, 1, 2]
    assert [s["ships"] for s in state["seats"]] == [[TEA, TEA], [TEA, ORE], [SILK, ORE]]
    assert state["supply"][TEA] == 2 and state["phase"] == "phase1" and state["number"] == 1


def test_turn_events_mark_new_rounds() -> None:
    state = started_by(1, 2, 4)
    events = []
    for colour in (TEA, TEA, SILK, ORE):
        events = act(state, state["turn"], type="load", colour=colour)
    assert events[-1] == {"type": "turn", "seat": 1, "number": 1, "round": 1, "new_round": True}
    act(state, 1, type="skip")
    events = act(state, 1, type="draw")
    assert events[-1] == {"type": "turn", "seat": 0, "number": 2, "round": 1, "new_round": False}
    act(state, 0, type="skip")
    events = act(state, 0, type="draw")
    assert events[-1] == {"type": "turn", "seat": 1, "number": 3, "round": 2, "new_round": True}


def test_loading_a_sold_out_colour_is_refused() -> None:
    state = SILKROAD.setup(4, 2, {})
    for _ in range(5):
        act(state, state["turn"], type="load", colour=GLASS)
    assert state["supply"][GLASS] == 0
    seat = state["turn"]
    assert {"type": "load", "colour": GLASS} not in SILKROAD.legal_actions(state, seat)
    assert rejected(state, seat, {"type": "load", "colour": GLASS}).key == "silkroad.sold_out"
    assert rejected(state, seat, {"type": "load", "colour": "gold"}).key == (
        "silkroad.unknown_colour"
    )
    assert rejected(state, seat, {"type": "draw"}).key == "silkroad.wrong_phase"


# -- income ----------------------------------------------------------------------------------
def test_rulebook_income_example() -> None:
    """Two spice cards make three spice in the market: 3 per spice ship, 6 with two; the red
    (glass) cube on the other ship earns nothing."""
    state = setup_table(
        ready(3),
        market=EXAMPLE_MARKET,
        hands={0: hand(spice=2, tea=1)},
        ships={0: [SPICE, GLASS], 1: [SPICE, SPICE], 2: [GLASS, TEA]},
    )
    events = play(state, 0, SPICE, [3, 4])
    assert state["market"] == [SPICE, TEA, SILK, SPICE, SPICE, PORCELAIN]
    assert money(state) == [3, 6, 0]
    income = of_type(events, "income")[0]
    assert income["earners"] == [0, 1]
    assert income["private"] == {"0": {"amount": 3, "bonus": 0}, "1": {"amount": 6, "bonus": 0}}
    assert state["seats"][0]["hand"] == hand(tea=1)
    assert state["buried"][GLASS] == 1 and state["buried"][ORE] == 1
    assert of_type(events, "played")[0]["covered"] == [GLASS, ORE]
    assert state["turn"] == 1 and state["phase"] == "phase1"


def test_earnings_function() -> None:
    market = [SPICE, SPICE, SPICE, TEA, TEA, ORE]
    assert earnings(market, [[SPICE, GLASS], [SPICE, SPICE]], [0, 0], SPICE) == [3, 6]
    assert earnings(market, [[SPICE, GLASS], [TEA, TEA]], [1, 2], SPICE) == [5, 0]
    assert earnings(market, [[SPICE, SPICE, SPICE]], [2], SPICE) == [13]


def test_playing_onto_a_slot_of_the_same_colour_is_allowed() -> None:
    state = setup_table(
        ready(2),
        market=EXAMPLE_MARKET,
        hands={0: hand(spice=1)},
        ships={0: [SPICE, TEA], 1: [TEA, ORE]},
    )
    play(state, 0, SPICE, [0])
    assert state["market"] == EXAMPLE_MARKET and state["buried"][SPICE] == 1
    assert money(state) == [1, 0]


def test_playing_colour_nobody_carries_earns_nothing() -> None:
    state = setup_table(ready(2), market=EXAMPLE_MARKET, hands={0: hand(ore=2)})
    state["seats"][0]["ships"] = [TEA, SILK]
    state["seats"][1]["ships"] = [SPICE, GLASS]
    rebalance(state)
    events = play(state, 0, ORE, [0, 1])
    assert money(state) == [0, 0] and of_type(events, "income")[0]["earners"] == []


# -- special cards ---------------------------------------------------------------------------
def test_licence_adds_two_when_earning_and_nothing_otherwise() -> None:
    state = setup_table(
        ready(3),
        market=EXAMPLE_MARKET,
        hands={0: hand(spice=2)},
        ships={0: [SPICE, GLASS], 1: [TEA, TEA], 2: [SPICE, SPICE]},
        specials={0: {"licence": 1}, 1: {"licence": 1}},
    )
    events = play(state, 0, SPICE, [1, 2])
    assert money(state) == [3 + 2, 0, 6]
    assert of_type(events, "income")[0]["private"]["0"] == {"amount": 5, "bonus": 2}


def test_two_licences_stack() -> None:
    state = setup_table(
        ready(2),
        market=EXAMPLE_MARKET,
        hands={0: hand(spice=2)},
        ships={1: [SPICE, SPICE]},
        specials={1: {"licence": 2}},
    )
    play(state, 0, SPICE, [1, 2])
    assert money(state)[1] == 6 + 4


def test_buying_a_licence_pays_this_turn() -> None:
    state = setup_table(
        ready(2),
        market=EXAMPLE_MARKET,
        hands={0: hand(spice=2)},
        ships={0: [SPICE, SPICE]},
        money={0: 11},
    )
    events = act(state, 0, type="buy", card="licence")
    assert of_type(events, "bought") == [
        {"type": "bought", "seat": 0, "card": "licence", "price": 11}
    ]
    assert state["phase"] == "phase2" and money(state)[0] == 0
    play(state, 0, SPICE, [1, 2])
    assert money(state)[0] == 6 + 2 and state["stock"]["licence"] == 1


def test_new_ship_is_loaded_at_once_and_earns() -> None:
    state = setup_table(
        ready(2),
        market=EXAMPLE_MARKET,
        hands={0: hand(spice=2)},
        ships={0: [SPICE, SPICE], 1: [TEA, ORE]},
        money={0: 10},
    )
    act(state, 0, type="buy", card="ship")
    assert state["step"] == "ship" and state["seats"][0]["ships"] == [SPICE, SPICE, None]
    assert all(a["type"] == "load" for a in SILKROAD.legal_actions(state, 0))
    assert rejected(state, 0, {"type": "skip"}).key == "silkroad.wrong_phase"
    act(state, 0, type="load", colour=SPICE)
    assert state["phase"] == "phase2" and state["supply"][SPICE] == 2
    play(state, 0, SPICE, [1, 2])
    assert money(state)[0] == 9 and state["stock"]["ship"] == 14 - 4 - 1


def test_ship_and_licences_stacked() -> None:
    state = setup_table(
        ready(2),
        market=EXAMPLE_MARKET,
        hands={0: hand(spice=2)},
        ships={0: [SPICE, SPICE]},
        money={0: 10},
        specials={0: {"licence": 2}},
    )
    act(state, 0, type="buy", card="ship")
    act(state, 0, type="load", colour=SPICE)
    play(state, 0, SPICE, [1, 2])
    assert money(state)[0] == 3 * 3 + 2 * 2


def test_porter_swaps_one_more_cube_per_porter() -> None:
    state = setup_table(ready(2), ships={0: [TEA, SILK, ORE, GLASS]}, specials={0: {"porter": 2}})
    act(state, 0, type="swap", ship=0, colour=SPICE)
    assert state["step"] == "swap" and state["swaps_left"] == 2
    assert {"type": "done"} in SILKROAD.legal_actions(state, 0)
    assert not [a for a in SILKROAD.legal_actions(state, 0) if a.get("ship") == 0]
    assert rejected(state, 0, {"type": "swap", "ship": 0, "colour": TEA}).key == (
        "silkroad.ship_swapped"
    )
    assert rejected(state, 0, {"type": "buy", "card": "ship"}).key == "silkroad.wrong_phase"
    act(state, 0, type="swap", ship=1, colour=SPICE)
    act(state, 0, type="swap", ship=2, colour=TEA)
    assert state["phase"] == "phase2"
    assert state["seats"][0]["ships"] == [SPICE, SPICE, TEA, GLASS]
    assert state["supply"][SILK] == 5 and state["supply"][ORE] == 5


def test_without_porter_a_swap_is_one_cube() -> None:
    state = ready(2)
    cube = state["seats"][0]["ships"][0]
    events = act(state, 0, type="swap", ship=0, colour=ORE)
    assert events[0] == {"type": "swapped", "seat": 0, "ship": 0, "from": cube, "to": ORE}
    assert state["phase"] == "phase2" and state["supply"][cube] == 5


def test_porter_swaps_may_stop_early() -> None:
    state = setup_table(ready(2), specials={0: {"porter": 1}})
    act(state, 0, type="swap", ship=1, colour=ORE)
    act(state, 0, type="done")
    assert state["phase"] == "phase2" and state["seats"][0]["ships"][0] == PORCELAIN


def test_buying_a_porter_allows_one_swap_at_once() -> None:
    state = setup_table(ready(2), money={0: 30})
    act(state, 0, type="buy", card="porter")
    assert state["step"] == "porter" and state["seats"][0]["porter"] == 1
    act(state, 0, type="swap", ship=0, colour=ORE)
    assert state["phase"] == "phase2", "only one cube at once"
    act(state, 0, type="draw")
    # Next time: two cubes per swap action.
    act(state, 1, type="skip")
    act(state, 1, type="draw")
    act(state, 0, type="swap", ship=0, colour=TEA)
    assert state["step"] == "swap"
    act(state, 0, type="swap", ship=1, colour=GLASS)
    assert state["phase"] == "phase2" and state["seats"][0]["ships"] == [TEA, GLASS]


def test_buying_a_porter_swap_is_optional() -> None:
    state = setup_table(ready(2), money={0: 12})
    act(state, 0, type="buy", card="porter")
    act(state, 0, type="done")
    assert state["phase"] == "phase2" and state["seats"][0]["ships"] == [PORCELAIN, SILK]


def test_exchange_draws_one_extra_card_after_phase_two() -> None:
    state = setup_table(ready(2), hands={0: hand(tea=1)}, specials={0: {"exchange": 1}})
    deck = len(state["deck"])
    act(state, 0, type="skip")
    act(state, 0, type="draw")
    assert state["phase"] == "exchange" and state["exchanges_left"] == 1
    assert SILKROAD.legal_actions(state, 0) == [{"type": "exchange"}, {"type": "done"}]
    events = act(state, 0, type="exchange")
    assert sum(state["seats"][0]["hand"].values()) == 4 and len(state["deck"]) == deck - 3
    assert of_type(events, "exchanged") and state["turn"] == 1


def test_exchange_after_a_play_and_two_exchanges_stack() -> None:
    state = setup_table(
        ready(2), market=EXAMPLE_MARKET, hands={0: hand(spice=1)}, specials={0: {"exchange": 2}}
    )
    play(state, 0, SPICE, [1])
    assert state["phase"] == "exchange" and state["exchanges_left"] == 2
    act(state, 0, type="exchange")
    assert state["phase"] == "exchange"
    act(state, 0, type="exchange")
    assert state["turn"] == 1 and sum(state["seats"][0]["hand"].values()) == 2


def test_exchange_is_optional() -> None:
    state = setup_table(ready(2), specials={0: {"exchange": 2}})
    deck = len(state["deck"])
    act(state, 0, type="skip")
    act(state, 0, type="draw")
    act(state, 0, type="exchange")
    act(state, 0, type="done")
    assert state["turn"] == 1 and len(state["deck"]) == deck - 3


def test_exchange_bought_this_turn_works_this_turn() -> None:
    state = setup_table(ready(2), money={0: 8})
    act(state, 0, type="buy", card="exchange")
    act(state, 0, type="draw")
    assert state["phase"] == "exchange"


def test_everything_stacked_in_one_turn() -> None:
    """Porter swap turns a cube into spice, ship + licences pay, exchange draws after."""
    state = setup_table(
        ready(2),
        market=EXAMPLE_MARKET,
        hands={0: hand(spice=3)},
        ships={0: [SPICE, SPICE, TEA], 1: [SPICE, ORE]},
        money={0: 0},
        specials={0: {"porter": 1, "licence": 2, "exchange": 1}},
    )
    act(state, 0, type="swap", ship=2, colour=SPICE)
    act(state, 0, type="done")
    play(state, 0, SPICE, [1, 2, 3])
    assert money(state) == [4 * 3 + 2 * 2, 4]
    assert state["phase"] == "exchange"


def test_specials_are_limited_and_the_last_one_sells() -> None:
    state = setup_table(ready(2), money={0: 100, 1: 100}, specials={1: {"licence": 1}})
    assert state["stock"]["licence"] == 1
    act(state, 0, type="buy", card="licence")
    assert state["stock"]["licence"] == 0
    act(state, 0, type="draw")
    assert {"type": "buy", "card": "licence"} not in SILKROAD.legal_actions(state, 1)
    refusal = rejected(state, 1, {"type": "buy", "card": "licence"})
    assert refusal.key == "silkroad.special_sold_out"
    assert rejected(state, 1, {"type": "buy", "card": "castle"}).key == "silkroad.unknown_special"


def test_ships_run_out_after_fourteen() -> None:
    state = setup_table(ready(4), money={0: 100})
    assert state["stock"]["ship"] == 6
    state["seats"][1]["ships"] += [TEA] * 3
    state["seats"][2]["ships"] += [SPICE] * 2
    rebalance(state)
    assert state["stock"]["ship"] == 1
    act(state, 0, type="buy", card="ship")
    act(state, 0, type="load", colour=ORE)
    assert state["stock"]["ship"] == 0
    assert sum(len(s["ships"]) for s in state["seats"]) == 14


def test_buying_needs_the_money() -> None:
    state = setup_table(ready(2), money={0: 9})
    assert [a["card"] for a in SILKROAD.legal_actions(state, 0) if a["type"] == "buy"] == [
        "exchange"
    ]
    refusal = rejected(state, 0, {"type": "buy", "card": "ship"})
    assert (refusal.key, refusal.params) == ("silkroad.cannot_afford", {"price": 10, "money": 9})


# -- swaps and supply ------------------------------------------------------------------------
def test_swap_needs_a_different_colour_still_in_supply() -> None:
    state = setup_table(ready(3), ships={1: [ORE, ORE], 2: [ORE, ORE]})
    state["seats"][0]["ships"] = [ORE, TEA]
    rebalance(state)
    assert state["supply"][ORE] == 0
    legal = SILKROAD.legal_actions(state, 0)
    assert {"type": "swap", "ship": 1, "colour": ORE} not in legal
    assert {"type": "swap", "ship": 0, "colour": ORE} not in legal
    assert rejected(state, 0, {"type": "swap", "ship": 1, "colour": ORE}).key == "silkroad.sold_out"
    assert rejected(state, 0, {"type": "swap", "ship": 1, "colour": TEA}).key == (
        "silkroad.same_colour"
    )
    assert rejected(state, 0, {"type": "swap", "ship": 5, "colour": TEA}).key == (
        "silkroad.no_such_ship"
    )
    # Swapping a cube back frees it for the others.
    act(state, 0, type="swap", ship=0, colour=SPICE)
    assert state["supply"][ORE] == 1


def test_skip_goes_to_phase_two() -> None:
    state = ready(2)
    events = act(state, 0, type="skip")
    assert events == [{"type": "skipped", "seat": 0}] and state["phase"] == "phase2"
    assert rejected(state, 0, {"type": "skip"}).key == "silkroad.wrong_phase"


# -- playing cards ---------------------------------------------------------------------------
def test_play_slot_by_slot_with_undo() -> None:
    state = setup_table(ready(2), market=EXAMPLE_MARKET, hands={0: hand(spice=2, tea=1)})
    act(state, 0, type="skip")
    legal = SILKROAD.legal_actions(state, 0)
    assert legal == [
        {"type": "play", "colour": TEA},
        {"type": "play", "colour": SPICE},
        {"type": "draw"},
    ]
    assert rejected(state, 0, {"type": "slot", "slot": 1}).key == "silkroad.choose_colour"
    assert rejected(state, 0, {"type": "undo"}).key == "silkroad.nothing_to_undo"
    assert rejected(state, 0, {"type": "play", "colour": ORE}).key == (
        "silkroad.no_cards_of_colour"
    )
    act(state, 0, type="play", colour=SPICE)
    assert rejected(state, 0, {"type": "confirm"}).key == "silkroad.no_slot_chosen"
    assert rejected(state, 0, {"type": "draw"}).key == "silkroad.choose_slots"
    act(state, 0, type="slot", slot=4)
    assert rejected(state, 0, {"type": "slot", "slot": 4}).key == "silkroad.slot_chosen"
    assert rejected(state, 0, {"type": "slot", "slot": 6}).key == "silkroad.no_such_slot"
    act(state, 0, type="undo")
    assert state["play"] == {"colour": SPICE, "slots": []}
    act(state, 0, type="undo")
    assert state["play"] is None
    play(state, 0, TEA, [0])
    assert state["market"][0] == TEA and state["turn"] == 1


def test_cannot_play_more_cards_than_held_or_than_slots() -> None:
    state = setup_table(ready(2), market=EXAMPLE_MARKET, hands={0: hand(tea=8, ore=2)})
    act(state, 0, type="skip")
    act(state, 0, type="play", colour=ORE)
    act(state, 0, type="slot", slot=0)
    act(state, 0, type="slot", slot=1)
    assert not [a for a in SILKROAD.legal_actions(state, 0) if a["type"] == "slot"]
    refusal = rejected(state, 0, {"type": "slot", "slot": 2})
    assert (refusal.key, refusal.params) == ("silkroad.no_more_cards", {"colour": ORE, "cards": 2})
    act(state, 0, type="undo")
    act(state, 0, type="undo")
    act(state, 0, type="undo")
    act(state, 0, type="play", colour=TEA)
    for slot in range(6):
        act(state, 0, type="slot", slot=slot)
    assert SILKROAD.legal_actions(state, 0) == [{"type": "confirm"}, {"type": "undo"}]
    act(state, 0, type="confirm")
    assert state["market"] == [TEA] * 6 and state["seats"][0]["hand"] == hand(tea=2, ore=2)


def test_empty_hand_must_draw() -> None:
    state = setup_table(ready(2), hands={0: hand()})
    act(state, 0, type="skip")
    assert SILKROAD.legal_actions(state, 0) == [{"type": "draw"}]
    assert rejected(state, 0, {"type": "play", "colour": TEA}).key == "silkroad.empty_hand"
    events = act(state, 0, type="draw")
    assert of_type(events, "drew") == [{"type": "drew", "seat": 0, "count": 2}]
    assert sum(state["seats"][0]["hand"].values()) == 2


# -- the end ---------------------------------------------------------------------------------
def test_drawing_the_last_two_cards_ends_the_game_at_once() -> None:
    state = setup_table(ready(2), deck=2, money={0: 5, 1: 9}, specials={0: {"exchange": 1}})
    act(state, 0, type="skip")
    events = act(state, 0, type="draw")
    assert of_type(events, "game_over") and state["phase"] == "over"
    assert SILKROAD.to_act(state) == frozenset()
    result = SILKROAD.result(state)
    assert result is not None
    assert (result["scores"], result["ranking"], result["winners"]) == ([5, 9], [2, 1], [1])


def test_drawing_with_fewer_than_two_cards_left_takes_the_rest_and_ends() -> None:
    state = setup_table(ready(2), deck=1)
    before = sum(state["seats"][0]["hand"].values())
    act(state, 0, type="skip")
    events = act(state, 0, type="draw")
    assert of_type(events, "drew")[0]["count"] == 1
    assert sum(state["seats"][0]["hand"].values()) == before + 1
    assert state["phase"] == "over" and not state["deck"]


def test_an_exchange_draw_can_end_the_game() -> None:
    state = setup_table(ready(2), deck=3, specials={0: {"exchange": 2}})
    act(state, 0, type="skip")
    act(state, 0, type="draw")
    assert state["phase"] == "exchange"
    events = act(state, 0, type="exchange")
    assert of_type(events, "game_over") and state["phase"] == "over"


def test_exchange_not_offered_when_nothing_left() -> None:
    state = setup_table(ready(2), deck=2, specials={0: {"exchange": 1}})
    act(state, 0, type="skip")
    act(state, 0, type="draw")
    assert state["phase"] == "over"


def test_ties_share_the_win_and_specials_do_not_count() -> None:
    state = setup_table(ready(3), deck=2, money={0: 12, 1: 12, 2: 3}, specials={2: {"licence": 2}})
    act(state, 0, type="skip")
    act(state, 0, type="draw")
    result = SILKROAD.result(state)
    assert result is not None
    assert result["winners"] == [0, 1] and result["ranking"] == [1, 1, 3]
    view = SILKROAD.view(state, None)
    assert view["result"]["scores"] == [12, 12, 3]
    assert view["result"]["breakdown"][2]["licence"] == 2
    assert SILKROAD.result(ready(2)) is None
    assert rejected(state, 0, {"type": "draw"}).key == "error.game_over"


# -- secrecy, views, redeal ------------------------------------------------------------------
def test_money_is_secret_until_the_end() -> None:
    state = setup_table(
        ready(2),
        market=EXAMPLE_MARKET,
        hands={0: hand(spice=2)},
        ships={0: [SPICE, TEA], 1: [SPICE, SPICE]},
        money={0: 4, 1: 7},
    )
    events = play(state, 0, SPICE, [1, 2])
    public = SILKROAD.view(state, None)
    text = json.dumps(public)
    assert '"money"' not in text and "amount" not in text and public["me"] is None
    mine = SILKROAD.view(state, 1)
    assert mine["me"]["money"] == 13 and "money" not in json.dumps(mine["seats"])
    assert mine["me"]["recap"] == [{"by": 0, "colour": SPICE, "amount": 6, "bonus": 0}]
    assert mine["me"]["news"] == []
    assert SILKROAD.view(state, 0)["me"]["news"][0]["amount"] == 3
    history = public["history"]
    assert [e["type"] for e in history[-2]["events"]] == ["skipped", "played", "income"]
    assert "private" in of_type(events, "income")[0]
    # At the start of a seat's turn, its news since its last turn moves to the recap.
    act(state, 1, type="skip")
    act(state, 1, type="draw")
    assert SILKROAD.view(state, 0)["me"]["recap"][0]["amount"] == 3


def test_views_show_hand_only_to_its_owner() -> None:
    state = setup_table(ready(3), hands={0: hand(tea=2), 1: hand(ore=1), 2: hand()})
    for viewer in (None, 0, 1, 2):
        seen = SILKROAD.view(state, viewer)
        assert "deck" not in seen and seen["deck_count"] == len(state["deck"])
        assert [s["hand_count"] for s in seen["seats"]] == [2, 1, 0]
        if viewer is not None:
            assert seen["me"]["hand"] == state["seats"][viewer]["hand"]
    check_no_leaks(SILKROAD, state, 3, random.Random(1))


def test_pending_play_is_private_and_previewed() -> None:
    state = setup_table(
        ready(2),
        market=EXAMPLE_MARKET,
        hands={0: hand(spice=2, glass=1)},
        ships={0: [SPICE, GLASS], 1: [SPICE, SPICE]},
        specials={1: {"licence": 1}},
    )
    public_before = SILKROAD.view(state, None)
    act(state, 0, type="skip")
    me = SILKROAD.view(state, 0)["me"]
    assert me["colour_previews"][SPICE] == {"cards": 2, "slots": [1, 2], "income": [3, 8]}
    assert me["colour_previews"][GLASS] == {"cards": 1, "slots": [0], "income": [2, 0]}
    act(state, 0, type="play", colour=SPICE)
    act(state, 0, type="slot", slot=5)
    me = SILKROAD.view(state, 0)["me"]
    assert me["play"] == {"colour": SPICE, "slots": [5]} and me["preview"] == [2, 6]
    public = SILKROAD.view(state, None)
    assert public["phase"] == "phase2" and "play" not in public
    assert public["market"] == public_before["market"]
    assert SILKROAD.view(state, 1)["me"]["play"] is None
    check_no_leaks(SILKROAD, state, 2, random.Random(2))


def test_best_slots_cover_other_colours_first() -> None:
    assert best_slots(EXAMPLE_MARKET, SPICE, 2) == [1, 2]
    assert best_slots([TEA] * 6, TEA, 9) == [0, 1, 2, 3, 4, 5]
    assert best_slots([TEA, ORE, TEA, TEA, TEA, TEA], TEA, 3) == [1, 0, 2]


def test_view_shape() -> None:
    state = ready(4)
    view = SILKROAD.view(state, 2)
    assert set(view) == {
        "game", "players", "phase", "step", "turn", "number", "start_player", "to_act",
        "load_round", "swaps_left", "exchanges_left", "market", "buried", "supply",
        "deck_count", "specials", "seats", "last_play", "history", "me", "result",
    }  # fmt: skip
    assert set(view["seats"][0]) == {"seat", "ships", "licence", "porter", "exchange", "hand_count"}
    assert view["specials"]["ship"] == {"price": 10, "left": 6}
    assert view["specials"]["porter"] == {"price": 12, "left": 2}
    view["market"].append("x")
    view["seats"][0]["ships"].append("x")
    SILKROAD.check_invariants(state)  # views are copies


def test_redeal_resamples_hidden_information_only() -> None:
    state = setup_table(ready(3), money={0: 5, 1: 6, 2: 7})
    rng = random.Random(5)
    for viewer in (None, 0, 1, 2):
        for _ in range(10):
            other = SILKROAD.redeal(clone(state), viewer, rng)
            SILKROAD.check_invariants(other)
            assert other["deck"] != state["deck"]
            assert SILKROAD.view(other, viewer) == SILKROAD.view(state, viewer)
            if viewer is not None:
                mine = other["seats"][viewer]
                assert mine["hand"] == state["seats"][viewer]["hand"]
                assert mine["money"] == state["seats"][viewer]["money"]
    hands = {
        json.dumps(SILKROAD.redeal(clone(state), 0, rng)["seats"][1]["hand"]) for _ in range(30)
    }
    assert len(hands) > 1, "another seat's hand should be resampled"
    moneys = {SILKROAD.redeal(clone(state), 0, rng)["seats"][2]["money"] for _ in range(30)}
    assert len(moneys) > 1, "another seat's money should be resampled"


def test_redeal_drops_a_hidden_pending_play() -> None:
    state = setup_table(ready(2), hands={0: hand(tea=2)})
    act(state, 0, type="skip")
    act(state, 0, type="play", colour=TEA)
    other = SILKROAD.redeal(clone(state), 1, random.Random(1))
    SILKROAD.check_invariants(other)
    assert other["play"] is None
    assert SILKROAD.redeal(clone(state), 0, random.Random(1))["play"] == state["play"]


def test_redeal_at_the_end_keeps_the_revealed_money() -> None:
    state = setup_table(ready(2), deck=2, money={0: 5, 1: 9})
    act(state, 0, type="skip")
    act(state, 0, type="draw")
    other = SILKROAD.redeal(clone(state), None, random.Random(3))
    assert money(other) == [5, 9]


def test_summary() -> None:
    state = SILKROAD.setup(3, 1, {})
    assert "round" not in SILKROAD.summary(state)
    state = ready(3)
    assert SILKROAD.summary(state) == {
        "round": 1,
        "phase": "phase1",
        "step": None,
        "to_act": [0],
        "turn": 0,
        "number": 1,
    }
    for _ in range(3):
        act(state, state["turn"], type="skip")
        act(state, state["turn"], type="draw")
    assert SILKROAD.summary(state)["round"] == 2 and SILKROAD.summary(state)["number"] == 4


# -- invariants and error catalogue ----------------------------------------------------------
def test_invariants_catch_broken_states() -> None:
    broken = [
        lambda s: s["deck"].pop(),
        lambda s: s["seats"][0].update(money=-1, earned=-1),
        lambda s: s["seats"][0].update(money=3),
        lambda s: s["supply"].update(tea=6),
        lambda s: s["seats"][1]["ships"].append(TEA),
        lambda s: s["seats"][1].update(licence=3),
        lambda s: s["stock"].update(porter=3),
        lambda s: s["market"].pop(),
        lambda s: s["seats"][0]["hand"].update(tea=-1),
        lambda s: s.update(phase="exchange"),
        lambda s: s.update(deck=[]),
        lambda s: s.update(start_player=3),
    ]
    for breaker in broken:
        state = ready(3)
        breaker(state)
        with pytest.raises(AssertionError):
            SILKROAD.check_invariants(state)
    loading = started_by(2, 3)
    loading["turn"] = 0  # seat 0 is not the next to load: seat 2 starts
    with pytest.raises(AssertionError):
        SILKROAD.check_invariants(loading)


def test_unknown_and_out_of_turn_actions() -> None:
    state = ready(2)
    assert rejected(state, 1, {"type": "skip"}).key == "error.not_your_turn"
    assert rejected(state, 0, {"type": "fly"}).key == "silkroad.unknown_action"
    assert rejected(state, 0, {"type": "exchange"}).key == "silkroad.wrong_phase"
    assert rejected(state, 0, {"type": "confirm"}).key == "silkroad.wrong_phase"
    assert rejected(state, 0, "draw").key == "silkroad.unknown_action"


def test_malformed_actions_are_refused_not_crashed() -> None:
    """Unhashable values and unexpected fields get an ``IllegalAction`` (reject_reason used to
    raise ``TypeError`` on them)."""
    state = ready(2)
    assert rejected(state, 0, {"type": ["skip"]}).key == "silkroad.unknown_action"
    assert rejected(state, 0, {"type": "buy", "card": ["ship"]}).key == "silkroad.unknown_special"
    assert rejected(state, 0, {"type": "skip", "extra": 1}).key == "silkroad.unknown_action"
    act(state, 0, type="skip")
    assert rejected(state, 0, {"type": "draw", "extra": 1}).key == "silkroad.unknown_action"


def test_error_catalogue_is_complete() -> None:
    assert all(messages("en").has(key) for key in ERROR_KEYS)
    assert all(key.startswith("silkroad.") for key in ERROR_KEYS)
    source = Path(silkroad.__file__).read_text(encoding="utf-8")
    raised = set(re.findall(r'IllegalAction\(\s*"(silkroad\.[a-z_]+)"', source))
    assert raised == set(ERROR_KEYS)
