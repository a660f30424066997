"""Fisherman's answers to the contract tests (see ``tests/games/contracts.py``)."""

from __future__ import annotations

import json

from bot.engine.playout import Playout
from bot.games.fisherman import FISHERMAN, hand_size
from tests.games.contracts import ComputerBudget, PlayoutBudget

PLAYOUTS = PlayoutBudget(
    fast={3: 2400, 4: 1800},
    medium={3: 60, 4: 40},
    full={3: 16, 4: 10},
    medium_leak_every=41,
)

COMPUTER = ComputerBudget(
    soak_games={3: 10, 4: 10},
    min_decisions=300,
    baseline_games=3,
    strength_players=3,
    strength_games=16,
    strength_bar=1.6 / 3,
    same_view_players=(3, 4),
    same_view_seeds=2,
    same_view_every=5,
    same_view_min_changed=50,
)


def check_finished(playout: Playout) -> None:
    """The end of every game: a tournament per player, every card played or unused, a result."""
    state = playout.state
    players = playout.players
    assert json.loads(json.dumps(state)) == state, "state must be plain JSON (no tuples)"
    view = FISHERMAN.view(state, None)
    assert view["phase"] == "over" and len(view["history"]) == players
    first = state["first_dealer"]
    assert [entry["dealer"] for entry in state["history"]] == [
        (first + k) % players for k in range(players)
    ], "every player deals once, the dealer moving left from the one drawn at setup"
    plays = sum(action["type"] == "play" for _, action in playout.log)
    assert plays == players * players * hand_size(players), "every dealt card was played"
    rules = sum(action["type"] != "play" for _, action in playout.log)
    assert rules == 4 * players, "four rules per tournament"
    result = FISHERMAN.result(state)
    assert result is not None and view["result"]["scores"] == result["scores"]
    assert sorted(result["winners"]) == [s for s, rank in enumerate(result["ranking"]) if rank == 1]
    assert all(score >= 0 for score in result["scores"])
    assert sum(result["scores"]) >= 5 * players, "at least one gold shield per tournament"
