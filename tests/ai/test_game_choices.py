"""Sensible single decisions of the Silk Road, Fisherman and Flea Market computers."""

from __future__ import annotations

import random

from bot.ai import decide
from bot.engine.protocol import State
from bot.games.fisherman import FISHERMAN
from bot.games.fleamarket import FLEAMARKET
from bot.games.silkroad import SILKROAD


def play_turn(game, state: State, seat: int) -> list[dict]:
    """Let the computer finish ``seat``'s turn; the actions it took."""
    taken = []
    while seat in game.to_act(state) and not game.is_over(state):
        legal = game.legal_actions(state, seat)
        action = decide(game.id, game.view(state, seat), legal, random.Random(0))
        assert action in legal
        game.apply(state, seat, action)
        taken.append(action)
        if action["type"] in ("confirm", "draw"):
            break
    return taken


def silkroad_after_loading(hand: dict[str, int], market: list[str]) -> State:
    """Seat 0 (made the start player) sails two tea, seat 1 two ore; seat 0 to move."""
    state = SILKROAD.setup(2, 3, {})
    state["start_player"] = state["turn"] = 0
    for colour in ("tea", "ore", "tea", "ore"):
        SILKROAD.apply(state, state["turn"], {"type": "load", "colour": colour})
    state["seats"][0]["hand"] = hand
    state["market"] = market
    return state


def test_silkroad_plays_a_colour_it_ships_onto_other_colours() -> None:
    hand = {"porcelain": 0, "silk": 0, "tea": 3, "spice": 0, "glass": 0, "ore": 0}
    state = silkroad_after_loading(hand, ["glass", "ore", "silk", "spice", "glass", "porcelain"])
    taken = play_turn(SILKROAD, state, 0)
    slots = [a["slot"] for a in taken if a["type"] == "slot"]
    assert {"type": "play", "colour": "tea"} in taken and taken[-1] == {"type": "confirm"}
    assert len(slots) == 3 and 1 in slots, "cover the ore slot: seat 1 sails ore"
    assert state["seats"][0]["money"] >= 6  # three tea showing x two tea ships


def test_silkroad_draws_with_nothing_worth_playing() -> None:
    hand = {"porcelain": 0, "silk": 0, "tea": 0, "spice": 0, "glass": 0, "ore": 1}
    state = silkroad_after_loading(hand, ["ore", "ore", "ore", "ore", "ore", "glass"])
    assert play_turn(SILKROAD, state, 0)[-1] == {"type": "draw"}


def fisherman_trick(cards: list[str], hand: list[str]) -> State:
    """A 3-player trick in which seat 2 plays last after ``cards`` (seats 0 and 1)."""
    state = FISHERMAN.setup(3, 1, {})
    for action in (
        {"type": "target", "species": "tai"},
        {"type": "order", "order": "desc"},
        {"type": "size", "size": 1},
        {"type": "junk", "species": "haze"},
    ):
        FISHERMAN.apply(state, state["turn"], action)
    everything = [c for h in state["hands"] for c in h] + state["unused"]
    rest = [c for c in everything if c not in cards + hand]
    state["hands"] = [rest[:12], rest[12:24], sorted(hand)]
    state["unused"] = rest[24:]
    state["trick"] = [{"seat": 0, "card": cards[0]}, {"seat": 1, "card": cards[1]}]
    state["turn"] = 2
    state["hands"][0] = rest[: len(hand) - 1]
    state["hands"][1] = rest[len(hand) - 1 : 2 * len(hand) - 2]
    state["unused"] = rest[2 * len(hand) - 2 :]
    return state


def test_fisherman_last_seat_takes_a_rich_trick_and_ducks_a_poor_one() -> None:
    rich = fisherman_trick(["tai-9", "tai-1"], ["tai-10", "tai-3", "aji-5"])
    action = decide(
        "fisherman", FISHERMAN.view(rich, 2), FISHERMAN.legal_actions(rich, 2), random.Random(0)
    )
    assert action == {"type": "play", "card": "tai-10"}  # wins tai-9, tai-1 (+3) and its own
    poor = fisherman_trick(["aji-9", "haze-4"], ["aji-10", "aji-3", "tai-5"])
    action = decide(
        "fisherman", FISHERMAN.view(poor, 2), FISHERMAN.legal_actions(poor, 2), random.Random(0)
    )
    assert action == {"type": "play", "card": "aji-3"}  # the junk haze-4 (-1) goes to seat 1


def test_fleamarket_settlement_choices() -> None:
    state = FLEAMARKET.setup(3, 2, {})
    rng = random.Random(4)
    seen = set()
    for _ in range(3000):
        if FLEAMARKET.is_over(state):
            state = FLEAMARKET.setup(3, rng.randrange(1000), {})
        seat = min(FLEAMARKET.to_act(state))
        legal = FLEAMARKET.legal_actions(state, seat)
        kind = legal[0]["type"]
        if kind in ("sale", "tie"):
            action = decide("fleamarket", FLEAMARKET.view(state, seat), legal, rng)
            seen.add(kind)
            if kind == "sale" and {"type": "sale", "take": "popularity"} in legal:
                assert action == {"type": "sale", "take": "popularity"}
        else:
            action = rng.choice([a for a in legal if a["type"] != "back"])
        FLEAMARKET.apply(state, seat, action)
    assert "sale" in seen
