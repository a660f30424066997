"""Computer players: one policy per game and level, reading only a seat's view.

``choose_action(game_id, view, legal, rng, level)`` is the single entry point of the bot;
``simulate`` plays whole games between policies (offline demo, benchmarks, tests).
"""

from bot.ai.base import (
    LEVELS,
    Policy,
    Simulation,
    choose_action,
    decide,
    has_ai,
    policy_for,
    random_policy,
    simulate,
    win_shares,
)

__all__ = [
    "LEVELS",
    "Policy",
    "Simulation",
    "choose_action",
    "decide",
    "has_ai",
    "policy_for",
    "random_policy",
    "simulate",
    "win_shares",
]
