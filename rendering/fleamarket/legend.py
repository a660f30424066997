"""The legend: what each symbol on a Flea Market picture means."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fleamarket.art import hand_icon, pile_icon, sale_corner
from rendering.fleamarket.compact import WAR_BADGE, war_badge
from rendering.fleamarket.parts import (
    COLOUR_RGB,
    ICON_H,
    ICON_W,
    INNER,
    POP_DOT,
    SALE_RED,
    M,
    View,
    buttons,
    pic,
)
from rendering.fonts import draw_text, text_width
from rendering.text import Text


def legend_items(
    view: View, words: Text, *, piles: bool = True, war: bool = False
) -> list[tuple[C.LegendItem, int]]:
    """The symbols of the stall cards, empty stalls, hands and popularity piles, each with its
    symbol's width."""
    _, _, sale = buttons(view)
    size = C.FS_MIN

    def empty(img: Image.Image, x: int, y: int, size: int) -> int:
        P.rounded_box(
            img,
            (x, y - size // 2 - 3, x + size - 4, y + size // 2 + 3),
            4,
            T.CHIP,
            T.PANEL_BORDER,
            2,
        )
        return size - 4

    def sale_mark(img: Image.Image, x: int, y: int, size: int) -> int:
        P.rounded_box(img, (x, y - size // 2, x + size, y + size // 2), 4, T.CARD)
        sale_corner(img, x + size, y - size // 2, size * 2 // 3)
        return size

    def hand(img: Image.Image, x: int, y: int, size: int) -> int:
        return hand_icon(img, x, y, size + 6)

    def pile(img: Image.Image, x: int, y: int, size: int) -> int:
        return pile_icon(img, x, y, size + 6)

    def cut_mark(img: Image.Image, x: int, y: int, size: int) -> int:
        P.rounded_box(
            img,
            (x, y - size // 2 - 3, x + size - 4, y + size // 2 + 3),
            4,
            COLOUR_RGB["green"],
            SALE_RED,
            3,
        )
        return size - 4

    icon_w = round((size + 6) * ICON_W / ICON_H)

    def text(symbol: str, meaning: str, fill: T.RGB) -> tuple[C.LegendItem, int]:
        width = text_width(symbol, size, True)

        def draw(img: Image.Image, x: int, y: int, size: int) -> int:
            box = draw_text(img, (x, y), symbol, size, fill, True, "lm", max_width=width + 1)
            return box[2] - box[0]

        return C.LegendItem(draw, meaning), width

    money, popularity, _ = buttons(view)
    groups: list[tuple[int, int, int, int]] = []  # (first value, last value, ¥, ★)
    for value, (m, p) in enumerate(zip(money, popularity, strict=False), start=1):
        if groups and groups[-1][2:] == (m, p):
            groups[-1] = (groups[-1][0], value, m, p)
        else:
            groups.append((value, value, m, p))
    values = [
        text(f"{lo}–{hi}" if hi > lo else str(lo), f"¥{m} ★{p}", T.TEXT)
        for lo, hi, m, p in groups
    ]
    items = [
        *values,
        text("¥", pic(words, "legend-money"), T.GOLD),
        text("★", pic(words, "legend-popularity"), POP_DOT),
        (
            C.LegendItem(sale_mark, pic(words, "legend-sale", values=words.join(map(str, sale)))),
            size,
        ),
        (C.LegendItem(empty, pic(words, "legend-empty")), size - 4),
        (C.LegendItem(cut_mark, pic(words, "legend-cut")), size - 4),
        text("Σ", pic(words, "legend-total"), T.TEXT),
    ]
    if piles:

        def start(img: Image.Image, x: int, y: int, size: int) -> int:
            P.badge(img, (x, y - size // 2 - 2), "start", size + 4)
            return size + 4

        items.append((C.LegendItem(start, pic(words, "legend-start")), size + 4))
    else:  # the settlement: what was kept and what discarded

        def kept(img: Image.Image, x: int, y: int, size: int) -> int:
            box = (x, y - size // 2 - 3, x + size - 4, y + size // 2 + 3)
            P.rounded_box(img, box, 4, T.CARD, T.GOLD, 3)
            return size - 4

        def dropped(img: Image.Image, x: int, y: int, size: int) -> int:
            box = (x, y - size // 2 - 3, x + size - 4, y + size // 2 + 3)
            P.rounded_box(img, box, 4, T.mix(T.CARD, T.BG, 0.55))
            return size - 4

        items.append((C.LegendItem(kept, pic(words, "legend-kept")), size - 4))
        items.append((C.LegendItem(dropped, pic(words, "legend-discarded")), size - 4))
    if war:

        def war_mark(img: Image.Image, x: int, y: int, size: int) -> int:
            war_badge(img, x, y - WAR_BADGE // 2)
            return WAR_BADGE

        items.append((C.LegendItem(war_mark, pic(words, "legend-war")), WAR_BADGE))
    if piles:
        items += [
            (C.LegendItem(hand, pic(words, "legend-hand")), icon_w),
            (C.LegendItem(pile, pic(words, "legend-pile")), icon_w),
        ]
    return items


def legend_height(items: Sequence[tuple[C.LegendItem, int]], max_width: int) -> int:
    """How tall :func:`components.legend` draws ``items`` (the same wrapping)."""
    size = C.FS_MIN
    row_h = round(size * 1.5)
    x, rows = 0, 1
    for item, used in items:
        meaning = text_width(item.meaning, size)
        if x > 0 and x + meaning + size + 8 > max_width:
            x, rows = 0, rows + 1
        x += used + 6 + meaning + 2 * C.GAP
    return rows * row_h


def draw_legend(img: Image.Image, y: int, items: Sequence[tuple[C.LegendItem, int]]) -> int:
    return C.legend(img, (M, y), INNER, [item for item, _ in items])
