"""Maritime Silk Road beyond the playout contract (``tests/contract/test_playouts.py``): every
component counted after every action (cards, cubes, ships, special cards), every kind of action
met, and the leak check and ``redeal`` tried on secret money and hands.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from bot.engine.playout import check_no_leaks, random_playout
from bot.engine.protocol import State, clone
from bot.games.silkroad import SILKROAD, SilkRoad
from tests.games.silkroad_contract import check_finished

SOAK = os.environ.get("ICHIBA_SOAK") == "1"
SCALE = 10 if SOAK else 1


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
        playout = random_playout(SILKROAD, 4, seed, check_every=0, leak_every=0)
        check_finished(playout)
        seen |= {action["type"] for _, action in playout.log}
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
