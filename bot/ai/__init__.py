"""Computer players: one policy per game and level, reading only a seat's view.

``think(game_id, state, seat, rng, level)`` is the bot's entry point (it builds the seat's view
and, for the searching level, a world sampled from it); ``hint`` explains Normal's move;
``simulate`` plays whole games between policies (offline demo, benchmarks, tests).
"""

from bot.ai.base import (
    DEFAULT_LEVEL,
    LEVELS,
    SEAT_LEVELS,
    Hint,
    Policy,
    Simulation,
    choose_action,
    decide,
    has_ai,
    hint,
    policy_for,
    random_policy,
    simulate,
    think,
    win_shares,
)

__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "SEAT_LEVELS",
    "Hint",
    "Policy",
    "Simulation",
    "choose_action",
    "decide",
    "has_ai",
    "hint",
    "policy_for",
    "random_policy",
    "simulate",
    "think",
    "win_shares",
]
