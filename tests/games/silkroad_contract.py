"""Maritime Silk Road's answers to the contract tests (see ``tests/games/contracts.py``)."""

from __future__ import annotations

import json

from bot.engine.playout import Playout
from bot.games.silkroad import CARDS_PER_COLOUR, COLOURS, SILKROAD, SLOTS
from tests.games.contracts import ComputerBudget, PlayoutBudget

PLAYOUTS = PlayoutBudget(
    fast={2: 1600, 3: 1300, 4: 1100},
    medium={2: 60, 3: 40, 4: 30},
    full={2: 20, 3: 12, 4: 8},
)

COMPUTER = ComputerBudget(
    soak_games={2: 10, 3: 10, 4: 10},
    min_decisions=300,
    baseline_games=3,
    strength_players=2,
    strength_games=30,
    strength_bar=0.75,
    same_view_players=(2, 4),
    same_view_seeds=2,
    same_view_every=5,
    same_view_min_changed=50,
)


def check_finished(playout: Playout) -> None:
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
