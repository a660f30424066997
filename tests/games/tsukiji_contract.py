"""Tsukiji's answers to the contract tests (see ``tests/games/contracts.py``)."""

from __future__ import annotations

import json
from typing import Any

from bot.engine.playout import Playout
from bot.games.tsukiji import TSUKIJI
from tests.games.contracts import ComputerBudget, PlayoutBudget

PLAYOUTS = PlayoutBudget(
    fast={2: 1200, 3: 900, 4: 700},
    medium={2: 60, 3: 40, 4: 30},
    full={2: 24, 3: 12, 4: 6},
)

COMPUTER = ComputerBudget(
    soak_games={2: 40, 3: 20, 4: 12},
    min_decisions=900,
    kinds=frozenset({"ticket", "confirm", "buy", "pass"}),
    baseline_games=10,
    strength_players=2,
    strength_games=200,
    strength_bar=0.6,  # random seats hover at one half
    same_view_players=(2, 4),
    same_view_seeds=4,
    same_view_every=3,
    same_view_min_changed=200,
)


def options(seed: int) -> dict[str, Any]:
    """One random game in three plays the variant."""
    return {"variant": seed % 3 == 0}


def check_finished(playout: Playout) -> None:
    """The end of every game: deck used up, money never negative, a result."""
    state = playout.state
    assert json.loads(json.dumps(state)) == state, "state must be plain JSON (no tuples)"
    view = TSUKIJI.view(state, None)
    assert view["phase"] == "over" and view["round"] == 7
    assert view["deck_count"] == 0
    assert all(seat["money"] >= 0 for seat in view["seats"])
    result = TSUKIJI.result(state)
    assert result is not None and view["result"]["scores"] == result["scores"]
    assert sorted(result["winners"]) == [s for s, rank in enumerate(result["ranking"]) if rank == 1]
    buys = sum(action["type"] == "buy" for _, action in playout.log)
    passes = sum(action["type"] == "pass" for _, action in playout.log)
    assert buys + passes == 7 * playout.players
