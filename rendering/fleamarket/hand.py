"""A seat's private picture: its hand, money, secret popularity and the rivals
(:func:`render_hand`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fleamarket.art import draw_card
from rendering.fleamarket.board import acting_banner, start_text
from rendering.fleamarket.info import colour_strip, draw_info, info_height, strip_height
from rendering.fleamarket.legend import draw_legend, legend_height, legend_items
from rendering.fleamarket.parts import (
    BANNER_H,
    HAND_H,
    HAND_W,
    INNER,
    M,
    View,
    W,
    pic,
    pill,
    split_card,
)
from rendering.fleamarket.seats import seat_row, seat_row_height, seat_views, stall_total
from rendering.fonts import text_width
from rendering.text import Text, written

HAND_COLS = 8
HAND_GAP = (INNER - HAND_COLS * HAND_W) // (HAND_COLS - 1)
LIFT = 12
SECTION_H = C.FS_SMALL + 12


def _hand_rows(hand: Sequence[str]) -> int:
    return max(1, -(-len(hand) // HAND_COLS))


def _hand_grid(
    img: Image.Image, y: int, view: View, hand: Sequence[str], selection: Mapping[str, Any] | None
) -> None:
    """Hand cards in rows; while a play is being chosen, other values dim and the chosen
    copies are lifted with a gold outline."""
    chosen = list((selection or {}).get("cards") or [])
    value = (selection or {}).get("value")
    risky = war_colours(view)
    for i, card in enumerate(hand):
        x = M + (i % HAND_COLS) * (HAND_W + HAND_GAP)
        cy = y + LIFT + (i // HAND_COLS) * (HAND_H + 14)
        if card in chosen:
            chosen.remove(card)
            cy -= LIFT
            P.rounded_box(
                img, (x - 5, cy - 5, x + HAND_W + 5, cy + HAND_H + 5), 14, None, T.GOLD, 4
            )
        elif split_card(card)[0] in risky:
            box = (x - 5, cy - 5, x + HAND_W + 5, cy + HAND_H + 5)
            P.rounded_box(img, box, 14, None, T.BAD, 4)
        draw_card(img, view, (x, cy), card, HAND_W, HAND_H)
        if value is not None and split_card(card)[1] != value:
            P.overlay(img, (x, cy, x + HAND_W, cy + HAND_H), 10, T.BG, 150)


def war_colours(view: View) -> set[str]:
    """While displaying: the colours one more card of which starts a price war."""
    if view.get("phase") != "display":
        return set()
    counts = view.get("colour_counts") or {}
    threshold = int(view.get("threshold") or view.get("players") or 4)
    return {c for c, n in counts.items() if int(n) >= threshold - 1}


def _section(img: Image.Image, y: int, text: str) -> int:
    C.label(img, (M, y), text, C.FS_SMALL, T.TEXT_DIM, INNER, bold=True)
    return y + SECTION_H


def _rival_columns(words: Text) -> list[C.Column]:
    return [
        C.Column("", 1.6, name=True),
        C.Column(pic(words, "col-total"), 1.0, "r"),
        C.Column(pic(words, "col-pile"), 1.0, "r"),
        C.Column(pic(words, "money_col"), 1.0, "r"),
        C.Column(pic(words, "col-hand"), 1.0, "r"),
    ]


def _rival_rows(
    others: Sequence[Mapping[str, Any]], names: Sequence[str], words: Text
) -> list[list[str]]:
    rows = []
    for sv in others:
        total = stall_total(sv)
        rows.append(
            [
                pic.name(names, int(sv.get("seat", 0)), words),
                "—" if total is None else str(total),
                str(int(sv.get("popularity_count") or 0)),
                f"¥{int(sv.get('money') or 0)}",
                str(int(sv.get("hand") or 0)),
            ]
        )
    return rows


def _secret_line(view: View, sv: Mapping[str, Any], words: Text) -> str:
    count = int(sv.get("popularity_count") or 0)
    return pic(words, "popularity", n=(view.get("me") or {}).get("popularity", 0), k=count)


def hand_height(view: View, names: Sequence[str], words: Text) -> int:
    me = view.get("me") or {}
    seat = int(me.get("seat", 0))
    sv = next((s for s in seat_views(view) if s.get("seat") == seat), {})
    others = [s for s in seat_views(view) if s.get("seat") != seat]
    h = M + BANNER_H + C.GAP + info_height(view, start_text(view, names, words), words)
    h += strip_height(view, words)
    h += SECTION_H + _hand_rows(me.get("hand") or []) * (HAND_H + 14) + LIFT + C.GAP
    h += SECTION_H + (seat_row_height(sv, words) if sv else 0) + 10
    h += C.paragraph_height(_secret_line(view, sv, words), C.FS_BODY, INNER) + C.GAP
    if others:
        h += SECTION_H + C.results_table_height(len(others)) + C.GAP
    return h + legend_height(legend_items(view, words, war=True), INNER) + M


@written
def render_hand(view: View, names: Sequence[str], words: Text) -> bytes:
    """A seat's private view: "Your turn" and what to do, the colours showing against the
    price-war threshold, its hand, its stalls, money cards and secret popularity, and every
    rival's stall total, popularity-pile size, money and hand size."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand needs a seat's view (view['me'] is empty)")
    seat = int(me.get("seat", 0))
    sv = next((s for s in seat_views(view) if s.get("seat") == seat), {})
    others = [s for s in seat_views(view) if s.get("seat") != seat]
    hand = list(me.get("hand") or [])
    img = C.canvas(hand_height(view, names, words))
    y = acting_banner(img, M, view, names, words, seat) + C.GAP
    y = draw_info(img, y, view, start_text(view, names, words), words)
    y = colour_strip(img, y, view, words)
    selection = me.get("selection")
    label = pic(words, "hand_label", n=len(hand))
    if selection:
        text = pic(
            words, "selecting", value=selection.get("value"), n=len(selection.get("cards") or [])
        )
        lw = min(INNER // 2, text_width(label, C.FS_SMALL, True))
        C.label(img, (M, y), label, C.FS_SMALL, T.TEXT_DIM, lw + 2, bold=True)
        pill(img, (M + lw + C.GAP, y - 4), text, T.INK, T.GOLD, INNER - lw - C.GAP)
        y += SECTION_H
    else:
        y = _section(img, y, label)
    if hand:
        _hand_grid(img, y, view, hand, selection)
    else:
        C.label(img, (M, y + LIFT + 30), pic(words, "hand_empty"), C.FS_BODY, T.TEXT_FAINT, INNER)
    y += _hand_rows(hand) * (HAND_H + 14) + LIFT + C.GAP
    y = _section(img, y, pic(words, "your_stalls"))
    if sv:
        y = seat_row(img, y, view, sv, names, words)
    y += 10
    y = C.paragraph(img, (M, y), _secret_line(view, sv, words), C.FS_BODY, T.TEXT, INNER) + C.GAP
    if others:
        y = _section(img, y, pic(words, "table"))
        rows = _rival_rows(others, names, words)
        seats = [int(s.get("seat", 0)) for s in others]
        y = C.results_table(img, (M, y, W - M, 0), _rival_columns(words), rows, seats=seats)
        y += C.GAP
    draw_legend(img, y, legend_items(view, words, war=True))
    return P.to_png(img)
