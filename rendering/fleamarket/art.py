"""Flea Market's artwork: each colour's shape, stall cards, money cards and piles."""

from __future__ import annotations

import math
from functools import lru_cache, partial

from PIL import Image, ImageDraw

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fleamarket.parts import (
    CARD_H,
    CARD_W,
    COLOUR_RGB,
    ICON_H,
    ICON_W,
    MINI_H,
    MINI_W,
    MONEY_INK,
    POP_DOT,
    POP_INK,
    SALE_RED,
    SHAPES,
    View,
    card_buttons,
    note_colour,
    split_card,
)
from rendering.fonts import draw_text


def _shape_points(kind: str, s: float) -> list[tuple[float, float]]:
    c = s / 2
    if kind == "triangle":
        return [(c, s * 0.08), (s * 0.95, s * 0.9), (s * 0.05, s * 0.9)]
    if kind == "diamond":
        return [(c, s * 0.02), (s * 0.98, c), (c, s * 0.98), (s * 0.02, c)]
    if kind == "hexagon":
        xs = (0.27, 0.73, 0.98, 0.73, 0.27, 0.02)
        ys = (0.06, 0.06, 0.5, 0.94, 0.94, 0.5)
        return [(s * x, s * y) for x, y in zip(xs, ys, strict=True)]
    if kind == "star":
        pts = []
        for k in range(10):
            r = c * (0.98 if k % 2 == 0 else 0.44)
            a = -math.pi / 2 + k * math.pi / 5
            pts.append((c + r * math.cos(a), c + 0.06 * s + r * math.sin(a)))
        return pts
    return []


def _circle(d: ImageDraw.ImageDraw, s: float) -> None:
    d.ellipse((s * 0.04, s * 0.04, s * 0.96, s * 0.96), fill=255)


def _square(d: ImageDraw.ImageDraw, s: float) -> None:
    d.rounded_rectangle((s * 0.08, s * 0.08, s * 0.92, s * 0.92), s * 0.12, fill=255)


def _polygon(kind: str, d: ImageDraw.ImageDraw, s: float) -> None:
    d.polygon(_shape_points(kind, s), fill=255)


SHAPE_PAINTERS: dict[str, P.Painter] = {
    "circle": _circle,
    "square": _square,
    **{kind: partial(_polygon, kind) for kind in ("triangle", "diamond", "hexagon", "star")},
}


def shape_mask(kind: str, size: int) -> Image.Image:
    """Anti-aliased "L" mask of a colour's shape in a ``size`` px square."""
    return P.painted_mask(SHAPE_PAINTERS.get(kind), size)


def shape(img: Image.Image, xy: tuple[int, int], colour: str, size: int, fill: T.RGB) -> None:
    """The shape of ``colour`` with its top-left at ``xy``."""
    x, y = xy
    img.paste(fill, (x, y, x + size, y + size), shape_mask(SHAPES.get(colour, "circle"), size))


def _corner(d: ImageDraw.ImageDraw, s: float) -> None:
    d.polygon([(0, 0), (s, 0), (s, s)], fill=255)


def sale_corner(img: Image.Image, x1: int, y0: int, size: int) -> None:
    """The red corner of a sale card (top right at ``(x1, y0)``)."""
    P.paint(img, P.painted_mask(_corner, size), (x1 - size, y0), SALE_RED)


@lru_cache(maxsize=256)
def card_sprite(card: str, w: int, h: int, money: int, pop: int, sale: bool) -> Image.Image:
    """A face-up card: its colour, big value and colour shape; along the bottom its money
    ("¥3", gold) and popularity ("★1", purple) buttons written out; a red corner on sale cards."""
    colour, value = split_card(card)
    base = COLOUR_RGB.get(colour, (150, 150, 150))
    ink = T.ink_on(base)
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    r = max(4, w // 9)
    P.rounded_box(im, (0, 0, w, h), r, T.CARD, T.CARD_EDGE, 2)
    strip = C.FS_MIN + 8
    P.rounded_box(im, (4, 4, w - 4, h - strip - 2), max(3, r - 3), base)
    if sale:
        sale_corner(im, w - 4, 4, max(16, w // 3))
    big = max(C.FS_MIN, round(h * 0.36))
    draw_text(im, (w // 2, (h - strip) // 2 + 4), str(value), big, ink, True, "mm", w - 8)
    s = max(12, round(w * 0.24))
    shape(im, (8, 8), colour, s, T.mix(base, ink, 0.55))
    cy = h - strip // 2 - 2
    draw_text(im, (5, cy), f"¥{money}", C.FS_MIN, MONEY_INK, True, "lm", w // 2 - 5)
    draw_text(im, (w - 5, cy), f"★{pop}", C.FS_MIN, POP_INK, True, "rm", w // 2 - 5)
    return im


def draw_card(
    img: Image.Image, view: View, xy: tuple[int, int], card: str, w: int = CARD_W, h: int = CARD_H
) -> None:
    """A face-up card with a soft shadow."""
    money, pop, sale = card_buttons(view, card)
    note_colour(split_card(card)[0])
    x, y = xy
    P.shadow(img, (x, y, x + w, y + h), max(4, w // 9), (0, 3), 4)
    P.paste_sprite(img, card_sprite(card, w, h, money, pop, sale), xy)


@lru_cache(maxsize=256)
def mini_sprite(card: str, w: int, h: int, money: int) -> Image.Image:
    """A money card: its colour and shape, and its worth ("¥3") written large."""
    colour, _ = split_card(card)
    base = COLOUR_RGB.get(colour, (150, 150, 150))
    ink = T.ink_on(base)
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    P.rounded_box(im, (0, 0, w, h), max(3, w // 7), T.CARD, T.CARD_EDGE, 1)
    P.rounded_box(im, (3, 3, w - 3, h - 3), max(2, w // 9), base)
    s = max(10, w // 3)
    shape(im, (5, 5), colour, s, T.mix(base, ink, 0.55))
    draw_text(im, (w // 2, h - 18), f"¥{money}", C.FS_MIN, ink, True, "mm", w - 6)
    return im


def mini(view: View, card: str, w: int = MINI_W, h: int = MINI_H) -> Image.Image:
    """A money card's sprite (its colour token reported)."""
    note_colour(split_card(card)[0])
    return mini_sprite(card, w, h, card_buttons(view, card)[0])


def fan(count: int, width: int, w: int, step: int, least: int = 9) -> tuple[int, int]:
    """(cards shown, step) for a row of ``count`` overlapping cards ``w`` wide in ``width``."""
    if count <= 1:
        return count, step
    fit = (width - w) // (count - 1)
    if fit >= least:
        return count, min(step, fit)
    return max(1, (width - w) // least + 1), least


def empty_stall(img: Image.Image, xy: tuple[int, int], w: int = CARD_W, h: int = CARD_H) -> None:
    """A stall without goods: an empty outlined place (no card, no word)."""
    x, y = xy
    P.rounded_box(img, (x, y, x + w, y + h), max(4, w // 9), T.CHIP, T.PANEL_BORDER, 3)


def hand_icon(img: Image.Image, x: int, cy: int, h: int = ICON_H) -> int:
    """A small face-down card (cards in hand); returns its width."""
    w = round(h * ICON_W / ICON_H)
    P.paste_sprite(img, P.back_sprite(w, h), (x, cy - h // 2))
    return w


def pile_icon(img: Image.Image, x: int, cy: int, h: int = ICON_H) -> int:
    """A face-down card with a purple star (the popularity pile); returns its width."""
    w = round(h * ICON_W / ICON_H)
    P.paste_sprite(img, P.back_sprite(w, h), (x, cy - h // 2))
    d = max(12, w - 8)
    P.rounded_box(
        img, (x + (w - d) // 2, cy - d // 2, x + (w + d) // 2, cy + d // 2), d // 2, POP_DOT
    )
    s = d - 6
    img.paste(
        T.TEXT,
        (x + (w - s) // 2, cy - s // 2 - 1, x + (w + s) // 2, cy + s - s // 2 - 1),
        shape_mask("star", s),
    )
    return w
