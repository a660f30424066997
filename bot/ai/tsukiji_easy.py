"""Tsukiji's Easy computer: sensible, readable, beatable.

It values cards as Normal does, but it plans its tickets plainly: its lowest normal tickets on
the lots it wants most (by what their cards add to its own rows), never a special ticket, and
no guess at what the others will do. It buys by its own gain only (it never buys to deny
another seat a lot), and places Takusans and Yakuzas as Normal does. A learner can read it
and beat it by using specials, watching the prices and denying it the lots it needs.
"""

from __future__ import annotations

import math
import random

from bot.ai import tsukiji as ai
from bot.engine.protocol import Action
from bot.games.tsukiji_view import SeatView


def ticket_plan(view: SeatView) -> dict[int, str]:
    """The ticket Easy puts on each open lot: its lowest normal tickets on the lots whose cards
    add most to its rows, the higher ones on the rest."""
    me = view["me"]
    value = ai.valuation(ai.market_keys(view), ai.rounds_left(view) + 1, ai.PARAMS)
    rows = ai.seat_counts(view["seats"][me["seat"]])
    cards = ai.lot_codes(view)
    open_lots = [lot for lot, ticket in enumerate(me["draft"]) if ticket is None]
    wanted = sorted(open_lots, key=lambda lot: (-value.lot_gain(rows, cards[lot]), lot))
    normals = sorted((t for t in me["available"] if t in ai.NORMALS), key=int)
    return dict(zip(wanted, normals, strict=False))


def choose_ticket(view: SeatView, legal: list[Action]) -> Action:
    """The planned ticket on the first empty lot, or confirm once every lot has one."""
    for action in legal:
        if action["type"] == "confirm":
            return action
    plan = ticket_plan(view)
    lot = view["me"]["draft"].index(None)
    wanted = {"type": "ticket", "lot": lot, "ticket": plan.get(lot)}
    return wanted if wanted in legal else next(a for a in legal if a["type"] == "ticket")


def choose_buy(view: SeatView, legal: list[Action]) -> Action:
    """The affordable lot whose cards add most to its own rows for their price, or pass when
    the pass money is worth more."""
    me = int(view["me"]["seat"])
    left = ai.rounds_left(view)
    value = ai.valuation(ai.market_keys(view), left, ai.PARAMS)
    rows = ai.seat_counts(view["seats"][me])
    best_action, best = legal[-1], -math.inf
    for action in legal:
        if action["type"] == "buy":
            lot = view["lots"][action["lot"]]
            cards = [ai.CARD_CODE[c] for c in lot["cards"]]
            worth = value.lot_gain(rows, cards) - ai.tile_of(lot)["cash"]
        else:
            worth = float(ai.PASS_MONEY)
        if worth > best + 1e-9:
            best_action, best = action, worth
    return best_action


def easy(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """Easy: plain tickets, buying for its own rows only."""
    kind = legal[0]["type"]
    if kind in ("takusan", "yakuza"):
        return ai.choose_row(view, legal, ai.PARAMS)
    if view["phase"] == "buy":
        return choose_buy(view, legal)
    return choose_ticket(view, legal)
