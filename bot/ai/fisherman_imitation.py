"""Fisherman's Hard plays its look-ahead's cards like Normal would: a policy fitted to Normal.

Hard's play-outs need a guess at the card each seat (itself included) plays next. The greedy
card agrees with Normal's choice only one time in three; this policy, a softmax over a few
features of each legal card (below) with one set of weights for a lead and one for a card
that follows, agrees two times in three when following and one time in three when leading
(out of ~7 cards), and it is a distribution, not one card: a play-out draws from it, so it
also covers what a player might do instead. With it Hard's look-ahead plans against answers
like those it meets (BENCHMARKS.md section 11).

The weights, one pair per player count, are in ``data/fisherman_imitation.json``, fitted by
``scripts/fit_fisherman_imitation.py`` (maximum likelihood on Normal's card decisions in games
of Normal players; fixed seeds, so the file is reproducible).
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence
from typing import Any

from bot.ai import fisherman as ai  # (imports this module: only functions read it)
from bot.engine.data import load_json

# The features of a candidate card, in the weights' order (the fit and the policy share them).
LEAD_FEATURES = (
    "scores",  # the card scores points (target, size or junk)
    "points",  # its points
    "junk",  # it is junk (trump)
    "power",  # its strength in this tournament's order (``Rules.power``)
    "junk_power",  # power if junk
    "species_share",  # share of the hand in its species
    "target",  # it is of the target species
    "greedy",  # it is the greedy policy's card
    "lowest",  # the weakest card of its species in hand
    "highest",  # the strongest card of its species in hand
    "size",  # its size is one of the two scoring sizes
    "scoring_power",  # power if it scores
)
FOLLOW_FEATURES = (
    "wins",  # it would take the trick as it stands
    "wins_trick_points",  # the trick's points so far, if it wins
    "wins_own_points",  # its own points, if it wins
    "gives_points",  # its own points, if it loses (they go to the winner)
    "power",
    "wins_power",  # power if it wins
    "junk",
    "wins_last",  # it wins as the trick's last card
    "greedy",
    "species_share",
    "lowest",
    "highest",
    "follows",  # of the led species
)

FEATURES_OF = {"lead": LEAD_FEATURES, "follow": FOLLOW_FEATURES}
Weights = dict[str, list[float]]  # "lead" and "follow"


@functools.cache
def weights() -> dict[int, Weights]:
    """The fitted weights by player count (``data/fisherman_imitation.json``)."""
    data: dict[str, Any] = load_json("fisherman_imitation.json")
    return {
        int(players): {"lead": list(w["lead"]), "follow": list(w["follow"])}
        for players, w in data["weights"].items()
    }


def features(
    hand: Sequence[int], trick: Sequence[tuple[int, int]], mat: ai.Rules, players: int
) -> tuple[list[int], list[list[float]]]:
    """The legal cards of ``hand`` and each one's features (:data:`LEAD_FEATURES` when
    ``trick`` is empty, else :data:`FOLLOW_FEATURES`)."""
    species_of, points, power = ai.SPECIES_OF, mat.points, mat.power
    greedy = ai.greedy_card(hand, trick, mat)
    count: dict[int, int] = {}
    lowest: dict[int, float] = {}
    highest: dict[int, float] = {}
    for c in hand:
        s, p = species_of[c], power[c]
        count[s] = count.get(s, 0) + 1
        if p < lowest.get(s, 2.0):
            lowest[s] = p
        if p > highest.get(s, -1.0):
            highest[s] = p
    size = len(hand)
    rows: list[list[float]] = []
    if not trick:
        legal = list(hand)
        low = mat.low
        for c in legal:
            s, value, p = species_of[c], points[c], power[c]
            scores = 1.0 if value > 0 else 0.0
            junk = 1.0 if s == mat.junk else 0.0
            in_size = low is not None and low <= ai.SIZE_OF[c] <= low + 1
            rows.append(
                [
                    scores,
                    value,
                    junk,
                    p,
                    p * junk,
                    count[s] / size,
                    1.0 if s == mat.target else 0.0,
                    1.0 if c == greedy else 0.0,
                    1.0 if p == lowest[s] else 0.0,
                    1.0 if p == highest[s] else 0.0,
                    1.0 if in_size else 0.0,
                    p * scores,
                ]
            )
        return legal, rows
    lead = species_of[trick[0][1]]
    legal = [c for c in hand if species_of[c] == lead] or list(hand)
    keys = mat.keys[lead]
    best = max(keys[card] for _, card in trick)
    so_far = sum(points[card] for _, card in trick)
    last = 1.0 if len(trick) == players - 1 else 0.0
    for c in legal:
        s, value, p = species_of[c], points[c], power[c]
        wins = 1.0 if keys[c] > best else 0.0
        rows.append(
            [
                wins,
                wins * so_far,
                wins * value,
                (1.0 - wins) * value,
                p,
                wins * p,
                1.0 if s == mat.junk else 0.0,
                wins * last,
                1.0 if c == greedy else 0.0,
                count[s] / size,
                1.0 if p == lowest[s] else 0.0,
                1.0 if p == highest[s] else 0.0,
                1.0 if s == lead else 0.0,
            ]
        )
    return legal, rows


class Imitation:
    """Draws each seat's play-out card from the fitted softmax (see the module's docstring)."""

    __slots__ = ("_follow", "_lead", "_players", "_rng")

    def __init__(self, weights: Weights, players: int, rng: random.Random) -> None:
        self._lead = weights["lead"]
        self._follow = weights["follow"]
        self._players = players
        self._rng = rng

    def card(self, hand: Sequence[int], trick: Sequence[tuple[int, int]], mat: ai.Rules) -> int:
        """A card for the seat holding ``hand``, drawn with the fitted probabilities."""
        legal, rows = features(hand, trick, mat, self._players)
        if len(legal) == 1:
            return legal[0]
        weights = self._follow if trick else self._lead
        scores = [sum(w * f for w, f in zip(weights, row, strict=True)) for row in rows]
        top = max(scores)
        odds = [math.exp(score - top) for score in scores]
        pick = self._rng.random() * sum(odds)
        for card, odd in zip(legal, odds, strict=True):
            pick -= odd
            if pick < 0:
                return card
        return legal[-1]
