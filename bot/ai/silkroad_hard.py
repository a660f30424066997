"""Hard, the Silk Road computer that plays to win.

Its base is Normal's whole-turn planner with sharper knobs (found with ``python -m bot arena``):
what the others earn from its plays weighs a third as much as in Normal (covering the colours
others sail costs more than it takes from them), and it buys licences readily (a licence's +2
on every income repays itself over the game). Forced moves (one legal action) cost nothing.
"""

from __future__ import annotations

import random

from bot.ai.silkroad import Params, play
from bot.engine.protocol import Action, State
from bot.games.silkroad_view import SeatView

HARD_PARAMS = Params(opponents=0.5, buy_margin=-3.0)


def hard(view: SeatView, legal: list[Action], rng: random.Random, world: State) -> Action:
    """Hard: the sharper planner (the world sampled from the view is not needed)."""
    if len(legal) == 1:
        return legal[0]
    return play(view, legal, rng, HARD_PARAMS)
