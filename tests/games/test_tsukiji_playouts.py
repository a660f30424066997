"""Tsukiji beyond the playout contract (``tests/contract/test_playouts.py``): money watched
after every action, and the leak check and ``redeal`` tried on Tsukiji's secret drafts.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from bot.engine.playout import check_no_leaks, random_playout
from bot.engine.protocol import State, clone
from bot.games.tsukiji import TSUKIJI, Tsukiji

SOAK = os.environ.get("ICHIBA_SOAK") == "1"
SCALE = 10 if SOAK else 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_money_never_negative_during_play(players: int) -> None:
    """Step through games by hand, watching every seat's money after every action."""
    rng = random.Random(players)
    for seed in range(20 * SCALE):
        state = TSUKIJI.setup(players, seed, {})
        while not TSUKIJI.is_over(state):
            seat = rng.choice(sorted(TSUKIJI.to_act(state)))
            TSUKIJI.apply(state, seat, rng.choice(TSUKIJI.legal_actions(state, seat)))
            assert min(seat_state["money"] for seat_state in state["seats"]) >= 0
        assert not state["deck"]


class LeakyTsukiji(Tsukiji):
    """Deliberately broken: shows every seat's draft and the next card of the deck."""

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        seen = super().view(state, seat)
        seen["drafts"] = [list(seat_state["draft"]) for seat_state in state["seats"]]
        seen["next_card"] = state["deck"][-1] if state["deck"] else None
        return seen


def mid_evaluation(players: int = 4) -> State:
    """A state in which seats 1 and 2 have secret drafts (seat 2 confirmed)."""
    state = TSUKIJI.setup(players, 99, {})
    TSUKIJI.apply(state, 1, {"type": "ticket", "lot": 3, "ticket": "x2"})
    for lot, ticket in enumerate(("0", "1", "2", "3", "4")):
        TSUKIJI.apply(state, 2, {"type": "ticket", "lot": lot, "ticket": ticket})
    TSUKIJI.apply(state, 2, {"type": "confirm"})
    return state


def test_leak_check_can_fail() -> None:
    state = mid_evaluation()
    check_no_leaks(TSUKIJI, state, 4, random.Random(1))
    with pytest.raises(AssertionError, match="leaks hidden information"):
        check_no_leaks(LeakyTsukiji(), state, 4, random.Random(1))


def test_leak_check_catches_a_leaky_game_in_a_playout() -> None:
    with pytest.raises(AssertionError, match="leaks hidden information"):
        random_playout(LeakyTsukiji(), 3, 1, check_every=1, leak_every=1)


def test_redeal_changes_hidden_information_during_evaluation() -> None:
    state = mid_evaluation()
    rng = random.Random(3)
    for viewer in (None, 0, 1, 2, 3):
        for _ in range(20):
            other = TSUKIJI.redeal(clone(state), viewer, rng)
            assert other["deck"] != state["deck"]
            assert sorted(other["deck"]) == sorted(state["deck"])
            TSUKIJI.check_invariants(other)
            assert TSUKIJI.view(other, viewer) == TSUKIJI.view(state, viewer)
    drafts_seen = {
        tuple(TSUKIJI.redeal(clone(state), 0, rng)["seats"][2]["draft"]) for _ in range(30)
    }
    assert len(drafts_seen) > 1, "seat 2's confirmed draft should be resampled for seat 0"
    kept = {tuple(TSUKIJI.redeal(clone(state), 2, rng)["seats"][2]["draft"]) for _ in range(10)}
    assert kept == {("0", "1", "2", "3", "4")}, "the viewer's own draft must stay"


def placed(seat_state: dict[str, Any]) -> bool:
    """Whether a seat has put any ticket on a lot."""
    return any(ticket is not None for ticket in seat_state["draft"])


def test_redeal_during_evaluation_in_random_games() -> None:
    """Whenever some seat holds a secret draft, redeal for another viewer changes the state."""
    rng = random.Random(11)
    checked = 0
    for seed in range(10):
        state = TSUKIJI.setup(3, seed, {})
        while not TSUKIJI.is_over(state):
            if state["phase"] == "evaluate" and any(placed(s) for s in state["seats"]):
                viewer = rng.choice([None, 0, 1, 2])
                hidden = any(placed(s) for i, s in enumerate(state["seats"]) if i != viewer)
                if hidden or state["deck"]:
                    assert TSUKIJI.redeal(clone(state), viewer, rng) != state
                    checked += 1
            seat = rng.choice(sorted(TSUKIJI.to_act(state)))
            TSUKIJI.apply(state, seat, rng.choice(TSUKIJI.legal_actions(state, seat)))
    assert checked > 100
