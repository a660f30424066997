"""Hints for learners: Normal's move in Maritime Silk Road and one short reason with its numbers.

Each kind of decision has its message in ``data/locales/<lang>/silkroad.ftl``
(``silkroad-hint-<kind>``); goods and special cards travel as ``*_term`` args holding the
catalog key that names them (``silkroad.colour.tea``), which the hint panel puts in words.
Ships and slots are numbered from 1, as the buttons show them.
"""

from __future__ import annotations

import random
from typing import Any

from bot.ai.base import Hint
from bot.ai.silkroad import (
    COLOURS,
    DRAW_COUNT,
    PARAMS,
    Board,
    best_play,
    incomes,
    normal,
    read_board,
    special_value,
    standing,
)
from bot.engine.protocol import Action
from bot.games import silkroad as rules
from bot.games.silkroad_view import SeatView


def goods_term(colour: str) -> str:
    return f"silkroad.colour.{colour}"


def _hint(action: Action, kind: str, **args: Any) -> Hint:
    return Hint(action, f"silkroad.hint.{kind}", args)


def _split(board: Board, amounts: list[int]) -> tuple[int, int]:
    """(own income, the others' together)."""
    return amounts[board.me], sum(amounts[seat] for seat in board.others())


def _cargo(board: Board, colour: str) -> dict[str, Any]:
    return {
        "goods_term": goods_term(colour),
        "showing": board.market.count(colour),
        "cards": board.hand.get(colour, 0),
    }


def _best_own_income(board: Board) -> int:
    """The most this seat could earn by a play now (0 with an empty hand)."""
    best = 0
    for colour in COLOURS:
        if board.hand.get(colour, 0):
            slots = rules.best_slots(board.market, colour, board.hand[colour])
            market = list(board.market)
            for slot in slots:
                market[slot] = colour
            best = max(best, incomes(board, market, colour)[board.me])
    return best


def _phase1(view: SeatView, board: Board, action: Action) -> Hint:
    kind = action["type"]
    if kind == "load":
        return _hint(action, "load", **_cargo(board, action["colour"]))
    if kind == "swap":
        old = board.ships[board.me][action["ship"]]
        args = _cargo(board, action["colour"])
        return _hint(action, "swap", ship=action["ship"] + 1, old_term=goods_term(old), **args)
    if kind == "buy":
        card = action["card"]
        return _hint(
            action,
            "buy",
            card_term=f"silkroad.special.{card}",
            price=int(view["specials"][card]["price"]),
            value=round(special_value(board, view, card, PARAMS)),
        )
    return _hint(action, "skip")


def _phase2(view: SeatView, board: Board, action: Action) -> Hint:
    kind = action["type"]
    if kind == "play":
        colour = action["colour"]
        plan = best_play(board, colour, PARAMS)
        market = list(board.market)
        for slot in plan.slots:
            market[slot] = colour
        mine, theirs = _split(board, incomes(board, market, colour))
        return _hint(
            action, "play", goods_term=goods_term(colour), cards=len(plan.slots), mine=mine,
            theirs=theirs,
        )  # fmt: skip
    if kind == "slot":
        covered = board.market[action["slot"]]
        theirs = sum(board.count(seat, covered) for seat in board.others())
        return _hint(
            action, "slot", slot=action["slot"] + 1, covered_term=goods_term(covered),
            mine=board.count(board.me, covered), theirs=theirs,
        )  # fmt: skip
    if kind == "confirm":
        pending = view["me"]["play"]
        preview = view["me"]["preview"]
        assert pending is not None and preview is not None
        mine, theirs = _split(board, preview)
        return _hint(action, "confirm", count=len(pending["slots"]), mine=mine, theirs=theirs)
    if board.deck <= DRAW_COUNT and standing(view) > 0:
        return _hint(action, "draw_end", lead=standing(view))
    return _hint(action, "draw", best=_best_own_income(board))


def _exchange(view: SeatView, action: Action) -> Hint:
    lead = standing(view)
    if action["type"] == "done":
        return _hint(action, "exchange_stop", gap=max(0, -lead))
    if int(view["deck_count"]) <= 1:
        return _hint(action, "exchange_end", lead=lead)
    return _hint(action, "exchange", deck=int(view["deck_count"]))


def explain(view: SeatView, legal: list[Action]) -> Hint | None:
    """Normal's move for this seat and why, or ``None`` when it is not this seat's turn."""
    if not legal:
        return None
    action = normal(view, legal, random.Random(0))
    board = read_board(view)
    phase = view["phase"]
    if phase in ("load", "phase1"):
        return _phase1(view, board, action)
    if phase == "phase2":
        return _phase2(view, board, action)
    if phase == "exchange":
        return _exchange(view, action)
    return None
