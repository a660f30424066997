"""Flea Market's answers to the contract tests (see ``tests/games/contracts.py``)."""

from __future__ import annotations

import json

from bot.engine.playout import Playout
from bot.games.fleamarket import FLEAMARKET, TARGET
from tests.games.contracts import ComputerBudget, PlayoutBudget

PLAYOUTS = PlayoutBudget(
    fast={3: 1400, 4: 1200},
    medium={3: 80, 4: 60},
    full={3: 40, 4: 25},
)

COMPUTER = ComputerBudget(
    soak_games={3: 10, 4: 10},
    min_decisions=300,
    baseline_games=3,
    strength_players=3,
    strength_games=40,
    strength_bar=1.6 / 3,
    same_view_players=(3, 4),
    same_view_seeds=2,
    same_view_every=5,
    same_view_min_changed=50,
)


def check_finished(playout: Playout) -> None:
    """The end of every game: a reason, popularity and money never negative, a result."""
    state = playout.state
    assert json.loads(json.dumps(state)) == state, "state must be plain JSON (no tuples)"
    assert state["phase"] == "over"
    seats = state["seats"]
    assert all(s["money"] >= 0 and s["popularity"] >= 0 for s in seats)
    if state["end_reason"] == "popularity":
        assert max(s["popularity"] for s in seats) >= TARGET
    else:
        assert state["end_reason"] == "exhausted"
        assert not state["deck"] and not state["discard"] and not any(s["hand"] for s in seats)
    result = FLEAMARKET.result(state)
    assert result is not None and result["scores"] == [s["popularity"] for s in seats]
    best = max((s["popularity"], s["money"]) for s in seats)
    assert result["winners"] == [
        i for i, s in enumerate(seats) if (s["popularity"], s["money"]) == best
    ]
    assert sorted(result["winners"]) == [i for i, rank in enumerate(result["ranking"]) if rank == 1]
    view = FLEAMARKET.view(state, None)
    assert view["result"]["scores"] == result["scores"]
