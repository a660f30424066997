"""Hints for Flea Market learners: Normal's move and the one number-backed reason behind it.

Each kind of decision has its message ``fleamarket.hint.<kind>`` in the game's catalog. A card
is named by its colour (``colour_term``: the catalog key of the colour's name) and its value,
as the game's buttons name it; the other args are plain numbers.
"""

from __future__ import annotations

import random

from bot.ai.base import Hint
from bot.ai.fleamarket import (
    COLOUR,
    MONEY,
    PARAMS,
    POPULARITY,
    TARGET,
    VALUE,
    _computer_score,
    after_play,
    best_option,
    chance_lowest,
    normal,
    read_table,
)
from bot.engine.protocol import Action
from bot.games.fleamarket_view import SeatView


def colour_term(card: str) -> str:
    """The catalog key naming a card's colour."""
    return f"fleamarket.colour.{COLOUR[card]}"


def _hint(action: Action, kind: str, **args: int | str) -> Hint:
    return Hint(action, f"fleamarket.hint.{kind}", args)


def _display_hint(view: SeatView, action: Action) -> Hint:
    table = read_table(view)
    score = _computer_score(PARAMS)
    selection = view["me"]["selection"]
    if action["type"] == "pass":
        chance = round(100 * chance_lowest(table, PARAMS))
        return _hint(action, "pass", total=table.total(table.me), chance=chance)
    if selection is None:
        value, chosen = int(action["value"]), []
    else:
        value, chosen = int(selection["value"]), list(selection["cards"])
    option, _ = best_option(view, score, value, chosen)
    cards = option[1] if option is not None else tuple(chosen)
    if action["type"] == "card":
        card = str(action["card"])
        return _hint(action, "card", colour_term=colour_term(card), value=value, count=len(cards))
    if action["type"] == "play":
        return _hint(action, "play", value=value, count=len(cards))
    after = after_play(table, cards)
    return _hint(
        action,
        "value",
        value=value,
        count=len(cards),
        total=after.total(table.me),
        chance=round(100 * chance_lowest(after, PARAMS)),
        popularity=sum(POPULARITY[c] for c in after.displays[table.me]),
    )


def _cut_hint(view: SeatView, action: Action) -> Hint:
    rich = sum(1 for c in view["me"]["hand"] if POPULARITY[c] >= 2)
    amount = int(action["amount"])
    if amount:
        return _hint(action, "cut", amount=amount, cost=amount * (amount + 1) // 2, rich=rich)
    if rich < PARAMS.cut_cards:
        return _hint(action, "no_cut", rich=rich, need=PARAMS.cut_cards)
    money = int(view["seats"][int(view["me"]["seat"])]["money"])
    return _hint(action, "no_cut_waste", money=money, waste=PARAMS.waste)


def _settle_hint(view: SeatView, action: Action) -> Hint:
    me = int(view["me"]["seat"])
    if action["type"] == "discard":
        card = str(action["card"])
        return _hint(
            action, "discard", colour_term=colour_term(card), value=VALUE[card],
            popularity=POPULARITY[card],
        )  # fmt: skip
    if action["type"] == "tie":
        cards = view["seats"][me]["display"]
        return _hint(
            action,
            "tie",
            take_term=f"fleamarket.take.{action['take']}",
            popularity=sum(POPULARITY[c] for c in cards),
            money=sum(MONEY[c] for c in cards),
        )
    return _hint(action, f"sale_{action['take']}", target=TARGET)


def _restock_hint(view: SeatView, action: Action) -> Hint:
    me = int(view["me"]["seat"])
    hand = int(view["seats"][me]["hand"])
    restock = view["restock"]
    assert restock is not None, "the seat is restocking"
    kind = str(action["type"])
    if kind == "draw":
        stalls = int(view["seats"][me]["stalls"])
        return _hint(action, "draw", count=stalls, hand=hand)
    if kind == "stall":
        return _hint(action, "stall", hand=hand)
    cost = int(restock["next_cost"])
    return _hint(action, kind, cost=cost, hand=hand)  # an extra draw, or done


def explain(view: SeatView, legal: list[Action]) -> Hint | None:
    """Normal's move for this seat and why, or ``None`` when there is nothing to choose."""
    if not legal:
        return None
    action = normal(view, legal, random.Random(0))
    phase = view["phase"]
    if phase == "display":
        return _display_hint(view, action)
    if phase == "cut":
        return _cut_hint(view, action)
    if phase == "settle":
        return _settle_hint(view, action)
    return _restock_hint(view, action)
