"""Random playouts of Maritime Silk Road: thousands of complete games at 2, 3 and 4 players.

Most games run with sparse checks (cheap); a subset runs every invariant check (cards, cubes,
ships, special cards and money conserved, nothing negative) and the leak check.
``ICHIBA_SOAK=1`` multiplies the number of games by ten.
"""

from __future__ import annotations

import json
import os
import random
from typing import Any

import pytest

from bot.engine.playout import Playout, check_no_leaks, random_playout
from bot.engine.protocol import State, clone
from bot.games.silkroad import CARDS_PER_COLOUR, COLOURS, SILKROAD, SLOTS, SilkRoad

SOAK = os.environ.get("ICHIBA_SOAK") == "1"
SCALE = 10 if SOAK else 1
FAST_GAMES = {2: 1600, 3: 1300, 4: 1100}  # per player count, sparse checks
MEDIUM_GAMES = {2: 60, 3: 40, 4: 30}  # checks every 5 steps, leak check every 61
FULL_GAMES = {2: 20, 3: 12, 4: 8}  # every check each step, leak check every 7
CHUNKS = 4  # fast games split into this many tests, so a failure names a seed range


def assert_finished(playout: Playout) -> None:
    """The end of every game: draw pile empty, every component accounted for, a result."""
    state = playout.state
    players = playout.players
    assert json.loads(json.dumps(state)) == state, "state must be plain JSON (no tuples)"
    assert state["phase"] == "over" and not state["deck"]
    SILKROAD.check_invariants(state)
    result = SILKROAD.result(state)
    assert result is not None
    money = [s["money"] for s in state["seats"]]
    assert result["scores"] == money and min(money) >= 0
    assert result["winners"] == [s for s, m in enumerate(money) if m == max(money)]
    view = SILKROAD.view(state, None)
    assert view["result"]["scores"] == money
    # Every card of the deck was drawn: 2 per draw (fewer only on the very last draw).
    draws = [a["type"] for _, a in playout.log if a["type"] in ("draw", "exchange")]
    assert draws, "the game can only end with a draw"
    start_deck = len(COLOURS) * CARDS_PER_COLOUR - SLOTS - 3 * players
    assert 2 * draws.count("draw") + draws.count("exchange") >= start_deck
    assert playout.log[-1][1]["type"] in ("draw", "exchange")


def play(players: int, seed: int, **checks: int) -> Playout:
    playout = random_playout(SILKROAD, players, seed, **checks)
    assert_finished(playout)
    return playout


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_sparse_checks(players: int, chunk: int) -> None:
    games = FAST_GAMES[players] * SCALE // CHUNKS
    for seed in range(chunk * games, (chunk + 1) * games):
        play(players, 10_000 + seed, check_every=53, leak_every=0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_medium_checks(players: int) -> None:
    for seed in range(MEDIUM_GAMES[players] * SCALE):
        play(players, 5_000 + seed, check_every=5, leak_every=61)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_full_checks(players: int) -> None:
    for seed in range(FULL_GAMES[players] * SCALE):
        play(players, seed, check_every=1, leak_every=7)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_nothing_negative_and_nothing_lost_during_play(players: int) -> None:
    """Step through games by hand, counting every component after every action."""
    rng = random.Random(players)
    for seed in range(15 * SCALE):
        state = SILKROAD.setup(players, seed, {})
        while not SILKROAD.is_over(state):
            seat = rng.choice(sorted(SILKROAD.to_act(state)))
            SILKROAD.apply(state, seat, rng.choice(SILKROAD.legal_actions(state, seat)))
            seats = state["seats"]
            assert min(s["money"] for s in seats) >= 0
            assert min(state["supply"].values()) >= 0
            cubes = sum(state["supply"].values()) + sum(
                cube is not None for s in seats for cube in s["ships"]
            )
            assert cubes == 30
            cards = (
                len(state["deck"])
                + len(state["market"])
                + sum(state["buried"].values())
                + sum(sum(s["hand"].values()) for s in seats)
            )
            assert cards == 66
            assert sum(len(s["ships"]) for s in seats) + state["stock"]["ship"] == 14
            for kind in ("licence", "porter", "exchange"):
                assert sum(s[kind] for s in seats) + state["stock"][kind] == 2


def test_random_games_use_every_kind_of_action() -> None:
    seen: set[str] = set()
    for seed in range(60):
        seen |= {action["type"] for _, action in play(4, seed, check_every=0, leak_every=0).log}
    assert seen == {
        "load", "swap", "buy", "skip", "done", "play", "slot", "confirm", "undo", "draw",
        "exchange",
    }  # fmt: skip


class LeakySilkRoad(SilkRoad):
    """Deliberately broken: shows every seat's money and the top card of the deck."""

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        seen = super().view(state, seat)
        seen["money"] = [s["money"] for s in state["seats"]]
        seen["next_card"] = state["deck"][-1] if state["deck"] else None
        return seen


def test_leak_check_catches_a_leaky_game() -> None:
    with pytest.raises(AssertionError, match="leaks hidden information"):
        random_playout(LeakySilkRoad(), 3, 1, check_every=1, leak_every=1)
    state = SILKROAD.setup(3, 1, {})
    check_no_leaks(SILKROAD, state, 3, random.Random(1))


def test_redeal_changes_hidden_information_in_random_games() -> None:
    """Whenever something is hidden from a viewer, redeal for that viewer changes it."""
    rng = random.Random(11)
    checked = 0
    for seed in range(8):
        state = SILKROAD.setup(3, seed, {})
        while not SILKROAD.is_over(state):
            viewer = rng.choice([None, 0, 1, 2])
            other = SILKROAD.redeal(clone(state), viewer, rng)
            assert other != state, "redeal should resample the deck, hands or money"
            assert SILKROAD.view(other, viewer) == SILKROAD.view(state, viewer)
            checked += 1
            seat = rng.choice(sorted(SILKROAD.to_act(state)))
            SILKROAD.apply(state, seat, rng.choice(SILKROAD.legal_actions(state, seat)))
    assert checked > 500
