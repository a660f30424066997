"""Lots as rows: a letter (with the reveal's Σ), three cards and the price tile or sale."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.text import Text
from rendering.tsukiji.art import empty_slot, product_tile
from rendering.tsukiji.parts import Box, M, View, W, lot_label, pic, price_tile, product_name
from rendering.tsukiji.strips import TILE_H

LOT_H = 104
LETTER_W = 70
RIGHT_W = 190


def _card_boxes(x0: int, x1: int, n: int = 3) -> list[tuple[int, int]]:
    gap = 8
    w = (x1 - x0 - gap * (n - 1)) // n
    return [(x0 + k * (w + gap), w) for k in range(n)]


def lot_cards(
    img: Image.Image,
    box: Box,
    cards: Sequence[str],
    words: Text,
    worth: Sequence[str | None] | None = None,
) -> None:
    """Three cards side by side (colour tile, name) and, for the reader, what each is worth."""
    x0, y0, x1, y1 = box
    for k, (x, w) in enumerate(_card_boxes(x0, x1, max(3, len(cards)))):
        if k >= len(cards):
            break
        card = cards[k]
        P.rounded_box(img, (x, y0, x + w, y1), 10, T.CARD, T.CARD_EDGE, 2)
        cx = x + w // 2
        tile = 38
        if worth is None or worth[k] is None:
            product_tile(img, (cx - tile // 2, y0 + 8), card, tile)
            C.label(img, (cx, y1 - 8), product_name(words, card), C.FS_MIN, T.INK, w - 8, bold=True,
                    anchor="md")  # fmt: skip
            continue
        product_tile(img, (x + 6, y0 + 6), card, tile)
        C.label(img, (x + tile + 12, y0 + 6 + tile // 2), str(worth[k]), C.FS_SMALL, T.GOLD_DARK,
                w - tile - 16, bold=True, anchor="lm")  # fmt: skip
        C.label(img, (cx, y1 - 6), product_name(words, card), C.FS_MIN, T.INK, w - 8, bold=True,
                anchor="md")  # fmt: skip


def lot_letter(img: Image.Image, box: Box, i: int, total: int | None, words: Text) -> None:
    x0, y0, x1, y1 = box
    cx = (x0 + x1) // 2
    top = y0 + 26 if total is not None else (y0 + y1) // 2
    C.label(img, (cx, top), lot_label(i), C.FS_BIG, T.TEXT, x1 - x0 - 4, bold=True, anchor="mm")
    if total is not None:
        text = pic(words, "total", total=C.signed(total) if total < 0 else total)
        C.label(img, (cx, y1 - 18), text, C.FS_MIN, T.GOLD, x1 - x0 - 4, bold=True, anchor="mm")


def lot_row(
    img: Image.Image, y: int, i: int, lot: Mapping[str, Any], border: T.RGB | None
) -> tuple[Box, Box, Box]:
    """The row's panel; returns the letter, cards and right-hand boxes."""
    box = (M, y, W - M, y + LOT_H)
    P.rounded_box(img, box, T.RADIUS, T.PANEL_HI if border else T.PANEL, border or T.PANEL_BORDER,
                  4 if border else 2)  # fmt: skip
    letter = (M + 6, y + 6, M + LETTER_W, y + LOT_H - 6)
    cards = (letter[2] + 6, y + 10, W - M - RIGHT_W - 16, y + LOT_H - 10)
    right = (W - M - RIGHT_W - 6, y + 10, W - M - 10, y + LOT_H - 10)
    return letter, cards, right


def _ribbon(img: Image.Image, cards: Box, color: T.RGB, title: str, line: str, name: bool) -> None:
    """A finished lot: its cards dimmed, a band across their tiles saying who bought it (or
    that nobody did); the cards' names stay readable below."""
    x0, y0, x1, _ = cards
    P.overlay(img, cards, 10, T.BG, 110)
    band = (x0 - 2, y0 + 2, x1 + 2, y0 + 46)
    ink = T.ink_on(color)
    P.rounded_box(img, band, 12, color, T.darken(color, 0.6), 2)
    mid = (band[1] + band[3]) // 2
    room = (x1 - x0) // 3
    tx = C.label(img, (x0 + 12, mid), title, C.FS_MIN, ink, room, bold=True, anchor="lm")[2]
    draw = C.name_label if name else C.label
    draw(img, (tx + 12, mid), line, C.FS_BODY, ink, x1 - tx - 24, bold=True, anchor="lm")


def board_lots(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> int:
    pending = view.get("pending") or {}
    for i, lot in enumerate(view.get("lots") or []):
        here = pending and pending.get("lot") == i
        border = T.seat_color(int(pending["seat"])) if here else None
        letter, cards, right = lot_row(img, y, i, lot, border)
        lot_letter(img, letter, i, lot.get("total"), words)
        lot_cards(img, cards, list(lot.get("cards") or []), words)
        if lot.get("sold_to") is not None:
            seat = int(lot["sold_to"])
            title = pic(words, "sold_to")
            _ribbon(img, cards, T.seat_color(seat), title, pic.name(names, seat, words), True)
        elif lot.get("passed_over"):
            title, line = pic(words, "passed_over"), pic(words, "discarded")
            _ribbon(img, cards, T.PANEL_BORDER, title, line, False)
        if lot.get("tile"):
            x0, y0, x1, y1 = right
            mid = (y0 + y1) // 2
            price_tile(img, (x0, mid - TILE_H // 2, x1, mid + TILE_H // 2), lot["tile"])
        else:
            _unpriced(img, right, words)
        y += LOT_H + 10
    return y + C.GAP - 10


def _unpriced(img: Image.Image, box: Box, words: Text) -> None:
    empty_slot(img, box, T.PANEL_BORDER, 2)
    x0, y0, x1, y1 = box
    room = x1 - x0 - 24
    lines = C.wrap(pic(words, "unpriced"), C.FS_MIN, room)
    step = round(C.FS_MIN * 1.3)
    cy = (y0 + y1) // 2 - (len(lines) - 1) * step // 2
    for k, line in enumerate(lines):
        C.label(img, ((x0 + x1) // 2, cy + k * step), line, C.FS_MIN, T.TEXT_FAINT, room,
                anchor="mm")  # fmt: skip
