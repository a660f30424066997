"""Easy Fisherman: the greedy player with a beginner's slips.

It sets every rule after its own hand (the species it holds most as target, the order its sizes
favour...) and plays the greedy card: wins a trick worth points with its weakest winning card,
otherwise loses it cheaply. It never looks ahead, never counts what others may hold, and now and
then (one card in five when it has a choice) plays a legal card without thinking: chances a
learner can take.
"""

from __future__ import annotations

import random

from bot.ai import fisherman as base
from bot.engine.protocol import Action
from bot.games.fisherman_view import SeatView

SLIP = 0.2  # chance of an unconsidered card when several are legal


def easy(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """Easy: greedy rules and cards, with an occasional careless card."""
    if legal[0]["type"] == "play" and len(legal) > 1 and rng.random() < SLIP:
        return rng.choice(legal)
    return base.greedy(view, legal, rng)
