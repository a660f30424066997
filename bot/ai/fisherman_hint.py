"""Hints for Fisherman learners: Normal's move and one short reason with its numbers.

One catalog message per kind of decision (``fisherman.hint.<target|order|size|junk|play>`` in
``data/locales/<lang>/fisherman.ftl``); species reach the text as ``species_term`` (the key of
the catalog's species name), never as an engine id.
"""

from __future__ import annotations

import random

from bot.ai import fisherman as base
from bot.ai.base import Hint
from bot.engine.protocol import Action
from bot.games import fisherman as rules
from bot.games.fisherman_view import SeatView


def _species_term(species: str) -> str:
    return f"fisherman.species.{species}"


def _count(hand: list[str], species: str) -> int:
    return sum(1 for card in hand if rules.SPECIES_OF[card] == species)


def _rule_hint(view: SeatView, action: Action) -> Hint:
    hand = list(view["me"]["hand"])
    kind = action["type"]
    if kind in ("target", "junk"):
        species = action["species"]
        args = {"species_term": _species_term(species), "count": _count(hand, species)}
        return Hint(action, f"fisherman.hint.{kind}", args)
    sizes = [rules.CARD_INFO[card][1] for card in hand]
    if kind == "order":
        half = len(rules.SIZES) // 2
        strong = rules.SIZES[:half] if action["order"] == rules.ASCENDING else rules.SIZES[half:]
        count = sum(1 for size in sizes if size in strong)
        args = {"order": action["order"], "count": count, "low": strong[0], "high": strong[-1]}
        return Hint(action, "fisherman.hint.order", args)
    low = int(action["size"])
    count = sum(1 for size in sizes if low <= size <= low + 1)
    return Hint(action, "fisherman.hint.size", {"low": low, "high": low + 1, "count": count})


def _play_hint(view: SeatView, action: Action) -> Hint:
    card = action["card"]
    species, size = rules.CARD_INFO[card]
    mat = base.rules_from_view(view)
    trick = [(p["seat"], base.CARD_ID[p["card"]]) for p in view["trick"]]
    me = int(view["me"]["seat"])
    played = [*trick, (me, base.CARD_ID[card])]
    points = sum(mat.points[c] for _, c in played)
    if not trick:
        plan = "lead"
    else:
        keys = mat.keys[base.SPECIES_OF[played[0][1]]]
        winning = max(played, key=lambda play: keys[play[1]])[0] == me
        plan = "win" if winning else "lose"
    args = {"species_term": _species_term(species), "size": size, "plan": plan, "points": points}
    return Hint(action, "fisherman.hint.play", args)


def explain(view: SeatView, legal: list[Action]) -> Hint | None:
    """Normal's move (``normal(view, legal, Random(0))``) and why: the cards in hand it builds
    on for a rule, or what the card does to the trick and the points at stake for a card."""
    if not legal:
        return None
    action = base.normal(view, legal, random.Random(0))
    if action["type"] == "play":
        return _play_hint(view, action)
    return _rule_hint(view, action)
