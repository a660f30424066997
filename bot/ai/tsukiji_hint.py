"""Hints for Tsukiji learners: the move Normal would make and one short reason, with numbers.

The reason is a message of ``data/locales/<lang>/tsukiji.ftl`` (``tsukiji-hint-*``) with plain
args: lot letters, ticket names as printed, yen amounts, and ``*_term`` args holding the key of
the catalog message that names a product (the hint panel puts it in the reader's language).
The yen amounts are Normal's own estimates: a card's expected end value (the market's rank
chances over the rounds left, Maguro by its set) in the player's rows.
"""

from __future__ import annotations

import random

from bot.ai import tsukiji as ai
from bot.ai.base import Hint
from bot.engine.protocol import Action
from bot.games import tsukiji as rules
from bot.games.tsukiji_view import SeatView

LOW_TICKETS = frozenset({"0", "1", "2", "-1", "4/2"})  # tickets that keep a lot's total down


def lot_letter(lot: int) -> str:
    """A lot as the board labels it (A, B, C...)."""
    return chr(ord("A") + lot)


def product_term(product: str) -> str:
    """The catalog message naming ``product``."""
    return f"tsukiji.product.{product}"


def _yen(value: float) -> int:
    return max(0, round(value))


def _rows(view: SeatView) -> list[int]:
    return ai.seat_counts(view["seats"][view["me"]["seat"]])


def _cards(view: SeatView, lot: int) -> list[int]:
    return [ai.CARD_CODE[c] for c in view["lots"][lot]["cards"]]


def _main_product(value: ai.Valuation, rows: list[int], cards: list[int]) -> str:
    """The product whose cards add most to ``rows`` in a lot."""
    products = [c for c in cards if c < ai.TAKUSAN] or [ai.TAKUSAN]
    best = max(products, key=lambda c: (value.gain(rows, c) if c < ai.TAKUSAN else 0.0, -c))
    return ai.PRODUCTS[best] if best < ai.TAKUSAN else rules.WILD


def _ticket_hint(view: SeatView, action: Action) -> Hint:
    lot, ticket = int(action["lot"]), str(action["ticket"])
    value = ai.valuation(ai.market_keys(view), ai.rounds_left(view) + 1, ai.PARAMS)
    worth = value.lot_gain(_rows(view), _cards(view, lot))
    kind = "ticket_low" if ticket in LOW_TICKETS else "ticket_high"
    shown = ticket.replace("x", "×").replace("-", "−")
    args = {"lot": lot_letter(lot), "ticket": shown, "worth": _yen(worth)}
    return Hint(action, f"tsukiji.hint.{kind}", args)


def _buy_hint(view: SeatView, legal: list[Action], action: Action) -> Hint:
    value = ai.valuation(ai.market_keys(view), ai.rounds_left(view), ai.PARAMS)
    rows = _rows(view)

    def worth(lot: int) -> float:
        return value.lot_gain(rows, _cards(view, lot))

    def price(lot: int) -> int:
        return ai.tile_of(view["lots"][lot])["cash"]

    if action["type"] == "buy":
        lot = int(action["lot"])
        args = {"lot": lot_letter(lot), "price": price(lot), "worth": _yen(worth(lot))}
        if worth(lot) > price(lot):
            term = product_term(_main_product(value, rows, _cards(view, lot)))
            return Hint(action, "tsukiji.hint.buy", {**args, "product_term": term})
        return Hint(action, "tsukiji.hint.buy_deny", args)
    lots = [int(a["lot"]) for a in legal if a["type"] == "buy"]
    if not lots:
        return Hint(action, "tsukiji.hint.pass_broke", {"money": ai.PASS_MONEY})
    best = max(lots, key=lambda lot: (worth(lot) - price(lot), -lot))
    args = {
        "money": ai.PASS_MONEY,
        "lot": lot_letter(best),
        "worth": _yen(worth(best)),
        "price": price(best),
    }
    return Hint(action, "tsukiji.hint.pass", args)


def _place_hint(view: SeatView, action: Action) -> Hint:
    value = ai.valuation(ai.market_keys(view), ai.rounds_left(view), ai.PARAMS)
    rows = _rows(view)
    product = str(action["row"])
    term = product_term(product)
    if action["type"] == "takusan":
        worth = value.gain(rows, ai.INDEX[product])
        return Hint(action, "tsukiji.hint.takusan", {"product_term": term, "worth": _yen(worth)})
    loss = value.loss(rows, ai.INDEX[product])
    kind = "yakuza_takusan" if action.get("card") == rules.WILD else "yakuza_card"
    return Hint(action, f"tsukiji.hint.{kind}", {"product_term": term, "worth": _yen(loss)})


def explain(view: SeatView, legal: list[Action]) -> Hint | None:
    """Normal's move (``legal`` holds no undo action) and why, in numbers."""
    if not legal:
        return None
    action = ai.normal(view, legal, random.Random(0))
    kind = action["type"]
    if kind == "ticket":
        return _ticket_hint(view, action)
    if kind == "confirm":
        return Hint(action, "tsukiji.hint.confirm", {})
    if kind in ("buy", "pass"):
        return _buy_hint(view, legal, action)
    if kind in ("takusan", "yakuza"):
        return _place_hint(view, action)
    return None
