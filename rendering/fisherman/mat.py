"""The rules mat: target, order, size and junk, as set so far."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fisherman.art import paint_mark, species_tile, unset
from rendering.fisherman.parts import (
    HEAD_H,
    INNER,
    LINE_H,
    RULES,
    Box,
    M,
    View,
    card_sizes,
    heading,
    note_text,
    panel,
    pic,
)
from rendering.text import Text

SLOT_W = (INNER - C.GAP) // 2
VALUE_H = 64


def slot_height(setters: bool) -> int:
    setter = C.SEAT_DOT + 8 if setters else 0
    return 12 + HEAD_H + VALUE_H + 8 + LINE_H + 6 + setter + 6


def mat(
    img: Image.Image, y: int, view: View, names: Sequence[str], words: Text, setters: bool = True
) -> int:
    """The four rules in a 2×2 grid (who set each one when ``setters``); returns the y below."""
    h = slot_height(setters)
    for k, rule in enumerate(RULES):
        row, col = divmod(k, 2)
        x = M + col * (SLOT_W + C.GAP)
        top = y + row * (h + C.GAP)
        _mat_slot(img, (x, top, x + SLOT_W, top + h), rule, view, names, words, setters)
    return y + 2 * h + C.GAP + C.GAP


def _mat_slot(
    img: Image.Image,
    box: Box,
    rule: str,
    view: View,
    names: Sequence[str],
    words: Text,
    setters: bool,
) -> None:
    x0, y0, x1, y1 = box
    rules = view.get("rules") or {}
    setter = (view.get("setters") or {}).get(rule) if setters else None
    choosing = view.get("phase") == "setting" and view.get("step") == rule
    value = rules.get(rule)
    panel(img, box, T.seat_color(int(setter)) if choosing and setter is not None else None)
    inner = x1 - x0 - 2 * C.PAD
    y = heading(img, (x0 + C.PAD, y0 + 12), pic(words, rule), inner)
    area = (x0 + C.PAD, y, x1 - C.PAD, y + VALUE_H)
    if rule in ("target", "junk"):
        species_tile(img, area, value, words)
    elif rule == "order":
        _order_value(img, area, value, card_sizes(view))
    else:
        _size_value(img, area, value)
    y += VALUE_H + 8
    if value is not None:
        key = f"{value}_note" if rule == "order" else f"{rule}_note"
        note = note_text(words, key, view)
        if note:
            C.label(img, (x0 + C.PAD, y), note, C.FS_SMALL, T.TEXT, inner, bold=True)
    if setter is not None:
        cy = y1 - 8 - C.SEAT_DOT // 2
        P.seat_dot(img, (x0 + C.PAD + C.SEAT_DOT // 2, cy), int(setter), C.SEAT_DOT)
        left = x0 + C.PAD + C.SEAT_DOT + 8
        room = x1 - C.PAD - left - (40 if choosing else 0)
        ink = T.TEXT if choosing else T.TEXT_DIM
        C.name_label(
            img,
            (left, cy),
            pic.name(names, int(setter), words),
            C.FS_SMALL,
            ink,
            room,
            bold=choosing,
            anchor="lm",
        )
        if choosing:
            P.icon(img, "hourglass", (x1 - C.PAD - 32, cy - 16), 32, T.seat_color(int(setter)))


def _order_value(img: Image.Image, box: Box, order: str | None, sizes: Sequence[int]) -> None:
    x0, y0, x1, y1 = box
    if order not in ("asc", "desc") or not sizes:
        unset(img, box)
        return
    P.rounded_box(img, box, 12, T.CHIP)
    strongest = list(sizes) if order == "asc" else list(reversed(sizes))
    numbers = [str(n) for n in strongest[:3]] + ["…"]
    x = x0 + 16
    cy = (y0 + y1) // 2
    for i, text in enumerate(numbers):
        size = C.FS_BIG - 4 * i if text != "…" else C.FS_BODY
        colour = T.GOLD if i == 0 else T.TEXT if text != "…" else T.TEXT_DIM
        x = C.label(img, (x, cy), text, size, colour, x1 - x, bold=True, anchor="lm")[2]
        if i < len(numbers) - 1:
            x = (
                C.label(
                    img,
                    (x + 8, cy),
                    "›",
                    C.FS_BODY,
                    T.TEXT_FAINT,
                    x1 - x - 8,
                    bold=True,
                    anchor="lm",
                )[2]
                + 8
            )


def _size_value(img: Image.Image, box: Box, size: Sequence[int] | None) -> None:
    x0, y0, x1, y1 = box
    if not size:
        unset(img, box)
        return
    P.rounded_box(img, box, 12, T.CHIP)
    cw, gap = 64, 16
    cx = (x0 + x1) // 2
    h = y1 - y0 - 10
    left = cx - cw - gap // 2
    for k, number in enumerate(size):
        bx = left + k * (cw + gap)
        P.rounded_box(img, (bx, y0 + 5, bx + cw, y0 + 5 + h), 10, T.CARD, T.CARD_EDGE, 2)
        C.label(
            img,
            (bx + cw // 2, y0 + 5 + h // 2),
            str(number),
            C.FS_BIG,
            T.INK,
            cw - 6,
            bold=True,
            anchor="mm",
        )
    paint_mark(img, "fish:aji", (cx - 12, y1 - 28), 24, T.GOLD)
