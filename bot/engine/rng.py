"""Deterministic randomness derived from a game's seed.

All randomness is drawn through :func:`rng_for`, keyed by the seed and a purpose string, so a
replay of the action log draws exactly the same cards.
"""

from __future__ import annotations

import random


def rng_for(seed: int, purpose: str) -> random.Random:
    """A fresh generator for one purpose (``"deal"``, ``"reshuffle:3"``...) of one game."""
    return random.Random(f"{seed}:{purpose}")
