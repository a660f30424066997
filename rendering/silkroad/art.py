"""Maritime Silk Road's artwork: vector icons of the goods, ships and special cards, and the
cards, cubes and ships drawn with them.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering import tokens
from rendering.fonts import draw_text, text_width
from rendering.silkroad.parts import (
    CHIP_H,
    GOODS,
    GOODS_EDGE,
    GOODS_ICON,
    GOODS_MARK,
    RGB,
    SAIL,
    SHIP_W,
    SPECIAL_EDGE,
    SPECIAL_FACE,
    SPECIALS,
    WOOD,
    WOOD_DARK,
    Box,
    goods_name,
    pic,
)
from rendering.text import Text


def _porcelain(d: ImageDraw.ImageDraw, s: float) -> None:
    """A vase with a painted band."""
    d.rounded_rectangle(P.points(s, (0.30, 0.06), (0.70, 0.17)), radius=0.04 * s, fill=255)
    d.polygon(P.points(s, (0.38, 0.15), (0.62, 0.15), (0.60, 0.38), (0.40, 0.38)), fill=255)
    d.ellipse(P.points(s, (0.18, 0.30), (0.82, 0.90)), fill=255)
    d.rectangle(P.points(s, (0.34, 0.84), (0.66, 0.95)), fill=255)
    wave = [(0.26 + 0.48 * t / 12, 0.60 + 0.045 * math.sin(t * math.pi / 2)) for t in range(13)]
    d.line(P.points(s, *wave), fill=0, width=max(1, round(0.05 * s)))
    d.ellipse(P.points(s, (0.45, 0.43), (0.55, 0.51)), fill=0)


def _silk(d: ImageDraw.ImageDraw, s: float) -> None:
    """A spool of silk thread with a loose end."""
    d.rounded_rectangle(P.points(s, (0.14, 0.06), (0.78, 0.19)), radius=0.05 * s, fill=255)
    d.rounded_rectangle(P.points(s, (0.14, 0.81), (0.78, 0.94)), radius=0.05 * s, fill=255)
    d.rectangle(P.points(s, (0.22, 0.19), (0.70, 0.81)), fill=255)
    width = max(1, round(0.028 * s))
    for k in range(6):
        y = 0.25 + k * 0.1
        d.line(P.points(s, (0.22, y + 0.05), (0.70, y - 0.03)), fill=0, width=width)
    tail = [(0.70 + 0.2 * t / 10, 0.30 + 0.56 * t / 10 + 0.05 * math.sin(t)) for t in range(11)]
    d.line(P.points(s, *tail), fill=255, width=round(0.05 * s))


def _tea(d: ImageDraw.ImageDraw, s: float) -> None:
    """A tea leaf with its midrib and veins."""
    a, b = (0.20, 0.84), (0.86, 0.14)
    n = 24
    upper, lower = [], []
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    for i in range(n + 1):
        t = i / n
        w = 0.24 * math.sin(math.pi * t) ** 0.9 * (1 - 0.25 * t)
        cx, cy = a[0] + dx * t, a[1] + dy * t
        upper.append((cx + nx * w, cy + ny * w))
        lower.append((cx - nx * w, cy - ny * w))
    d.polygon(P.points(s, *upper, *reversed(lower)), fill=255)
    width = max(1, round(0.035 * s))
    d.line(P.points(s, (0.10, 0.94), a, (0.80, 0.20)), fill=0, width=width)
    d.line(P.points(s, (0.10, 0.94), a), fill=255, width=width * 2)
    for t in (0.3, 0.5, 0.7):
        cx, cy = a[0] + dx * t, a[1] + dy * t
        for sign in (1, -1):
            end = (cx + dx * 0.12 + sign * nx * 0.14, cy + dy * 0.12 + sign * ny * 0.14)
            d.line(P.points(s, (cx, cy), end), fill=0, width=max(1, width * 2 // 3))


def _spice(d: ImageDraw.ImageDraw, s: float) -> None:
    """A chili pepper with its stem."""
    p0, p1, p2 = (0.34, 0.22), (0.22, 0.86), (0.90, 0.90)
    n = 28
    left, right = [], []
    for i in range(n + 1):
        t = i / n
        x = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0]
        y = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1]
        tx = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0])
        ty = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1])
        norm = math.hypot(tx, ty) or 1
        w = 0.15 * (1 - t) ** 0.8 + 0.012
        left.append((x - ty / norm * w, y + tx / norm * w))
        right.append((x + ty / norm * w, y - tx / norm * w))
    d.polygon(P.points(s, *left, *reversed(right)), fill=255)
    d.ellipse(P.points(s, (0.20, 0.14), (0.50, 0.30)), fill=255)
    d.line(P.points(s, (0.36, 0.18), (0.40, 0.08), (0.52, 0.04)), fill=255, width=round(0.06 * s))
    d.line(P.points(s, (0.24, 0.34), (0.30, 0.58)), fill=0, width=max(1, round(0.03 * s)))


def _glass(d: ImageDraw.ImageDraw, s: float) -> None:
    """A cut gem."""
    d.polygon(
        P.points(s, (0.12, 0.36), (0.30, 0.14), (0.70, 0.14), (0.88, 0.36), (0.50, 0.92)), fill=255
    )
    width = max(1, round(0.03 * s))
    d.line(P.points(s, (0.12, 0.36), (0.88, 0.36)), fill=0, width=width)
    d.line(P.points(s, (0.30, 0.14), (0.40, 0.36), (0.50, 0.92)), fill=0, width=width)
    d.line(P.points(s, (0.70, 0.14), (0.60, 0.36), (0.50, 0.92)), fill=0, width=width)
    d.line(P.points(s, (0.40, 0.36), (0.50, 0.14), (0.60, 0.36)), fill=0, width=width)


def _ore(d: ImageDraw.ImageDraw, s: float) -> None:
    """A faceted lump of rock."""
    rock = [(0.08, 0.74), (0.18, 0.42), (0.44, 0.22), (0.72, 0.28), (0.92, 0.56)]
    rock += [(0.84, 0.86), (0.40, 0.92)]
    d.polygon(P.points(s, *rock), fill=255)
    width = max(1, round(0.03 * s))
    d.line(P.points(s, (0.44, 0.22), (0.50, 0.54), (0.92, 0.56)), fill=0, width=width)
    d.line(P.points(s, (0.18, 0.42), (0.50, 0.54), (0.40, 0.92)), fill=0, width=width)
    d.line(P.points(s, (0.50, 0.54), (0.84, 0.86)), fill=0, width=width)


def _ship(d: ImageDraw.ImageDraw, s: float) -> None:
    """A junk: hull, mast and two battened sails."""
    d.polygon(P.points(s, (0.04, 0.60), (0.96, 0.60), (0.82, 0.86), (0.18, 0.86)), fill=255)
    d.rectangle(P.points(s, (0.47, 0.06), (0.52, 0.62)), fill=255)
    d.polygon(P.points(s, (0.55, 0.08), (0.88, 0.54), (0.55, 0.54)), fill=255)
    d.polygon(P.points(s, (0.44, 0.16), (0.44, 0.54), (0.16, 0.54)), fill=255)
    width = max(1, round(0.025 * s))
    for y in (0.24, 0.36, 0.46):
        d.line(P.points(s, (0.55, y), (0.86, y)), fill=0, width=width)


def _licence(d: ImageDraw.ImageDraw, s: float) -> None:
    """A scroll with a seal."""
    d.rounded_rectangle(P.points(s, (0.16, 0.18), (0.84, 0.82)), radius=0.04 * s, fill=255)
    d.rounded_rectangle(P.points(s, (0.08, 0.10), (0.92, 0.22)), radius=0.06 * s, fill=255)
    d.rounded_rectangle(P.points(s, (0.08, 0.78), (0.92, 0.90)), radius=0.06 * s, fill=255)
    width = max(1, round(0.035 * s))
    for y in (0.34, 0.46, 0.58):
        d.line(P.points(s, (0.26, y), (0.58, y)), fill=0, width=width)
    d.ellipse(P.points(s, (0.56, 0.52), (0.78, 0.74)), fill=0)
    d.ellipse(P.points(s, (0.60, 0.56), (0.74, 0.70)), fill=255)


def _porter(d: ImageDraw.ImageDraw, s: float) -> None:
    """A carrier with a shoulder pole and two baskets."""
    d.ellipse(P.points(s, (0.42, 0.04), (0.58, 0.20)), fill=255)
    d.polygon(P.points(s, (0.40, 0.24), (0.60, 0.24), (0.58, 0.62), (0.42, 0.62)), fill=255)
    d.line(P.points(s, (0.45, 0.60), (0.40, 0.94)), fill=255, width=round(0.07 * s))
    d.line(P.points(s, (0.55, 0.60), (0.60, 0.94)), fill=255, width=round(0.07 * s))
    d.line(P.points(s, (0.04, 0.28), (0.96, 0.24)), fill=255, width=round(0.05 * s))
    thin = max(1, round(0.025 * s))
    for x0, x1 in ((0.04, 0.30), (0.70, 0.96)):
        mid = (x0 + x1) / 2
        d.line(P.points(s, (mid, 0.27), (x0 + 0.02, 0.56)), fill=255, width=thin)
        d.line(P.points(s, (mid, 0.27), (x1 - 0.02, 0.56)), fill=255, width=thin)
        d.polygon(
            P.points(s, (x0, 0.56), (x1, 0.56), (x1 - 0.04, 0.80), (x0 + 0.04, 0.80)), fill=255
        )


def _exchange(d: ImageDraw.ImageDraw, s: float) -> None:
    """A trading house with an upturned roof."""
    d.polygon(
        P.points(s, (0.02, 0.40), (0.16, 0.30), (0.50, 0.08), (0.84, 0.30), (0.98, 0.40)), fill=255
    )
    d.rectangle(P.points(s, (0.14, 0.40), (0.86, 0.46)), fill=255)
    for x in (0.18, 0.36, 0.58, 0.76):
        d.rectangle(P.points(s, (x, 0.46), (x + 0.07, 0.86)), fill=255)
    d.rectangle(P.points(s, (0.08, 0.86), (0.92, 0.94)), fill=255)


def _cross(d: ImageDraw.ImageDraw, s: float) -> None:
    width = round(0.14 * s)
    d.line(P.points(s, (0.2, 0.2), (0.8, 0.8)), fill=255, width=width)
    d.line(P.points(s, (0.8, 0.2), (0.2, 0.8)), fill=255, width=width)


ICONS: dict[str, P.Painter] = {
    "porcelain": _porcelain,
    "silk": _silk,
    "tea": _tea,
    "spice": _spice,
    "glass": _glass,
    "ore": _ore,
    "ship": _ship,
    "licence": _licence,
    "porter": _porter,
    "exchange": _exchange,
    "cross": _cross,
}


def icon_mask(kind: str, size: int) -> Image.Image:
    """Anti-aliased "L" mask of a Silk Road icon in a ``size`` px square."""
    return P.painted_mask(ICONS.get(kind), size)


def icon(img: Image.Image, kind: str, xy: tuple[int, int], size: int, color: RGB) -> None:
    """Paste icon ``kind`` with its top-left at ``xy``."""
    P.paint(img, icon_mask(kind, size), xy, color)


@lru_cache(maxsize=256)
def goods_card_sprite(
    colour: str, name: str, w: int, h: int, slot: int | None = None, lang: str = "en"
) -> Image.Image:
    """A goods card in its colour: its icon, its name (when ``name`` is given) and the market
    slot number in the corner (when ``slot`` is). ``lang`` keys the cache (the name's face)."""
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    fill, edge = GOODS.get(colour, (150, 150, 150)), GOODS_EDGE.get(colour, (90, 90, 90))
    r = max(6, min(w, h) // 12)
    P.rounded_box(im, (0, 0, w, h), r, edge)
    b = max(3, w // 40)
    P.rounded_box(im, (b, b, w - b, h - b), r - 2, fill)
    ink = T.ink_on(fill)
    P.rounded_box(im, (b + 4, b + 4, w - b - 4, h - b - 4), r - 4, None, T.mix(fill, edge, 0.35), 2)
    top, bottom = b + 8, h - b - 8
    if name:
        room = w - 2 * b - 16
        size = C.fit(name, room, C.FS_BODY, C.FS_MIN, True)
        bottom = draw_text(im, (w // 2, bottom), name, size, ink, True, "md", max_width=room)[1] - 4
    d = C.SEAT_DOT
    side = min(w - 2 * b - 16, bottom - top)
    shift = d // 3 if slot is not None and (w - side) // 2 < b + 4 + d else 0
    side -= shift
    x = (w - side) // 2 + shift // 2
    icon(im, colour, (x, top + (bottom - top - side) // 2 + shift // 2), side, GOODS_ICON[colour])
    if slot is not None:
        bg, fg = (T.INK, T.CARD) if ink == T.INK else (T.CARD, T.INK)
        P.rounded_box(im, (b + 4, b + 4, b + 4 + d, b + 4 + d), d // 2, bg)
        centre = (b + 4 + d // 2, b + 4 + d // 2 + 1)
        draw_text(im, centre, str(slot), C.FS_MIN, fg, True, "mm", max_width=d)
    return im


def goods_card(
    img: Image.Image,
    xy: tuple[int, int],
    colour: str,
    w: int,
    h: int,
    words: Text,
    slot: int | None = None,
    named: bool = True,
) -> None:
    x, y = xy
    name = goods_name(colour, words) if named else ""
    note_goods(colour)
    P.shadow(img, (x, y, x + w, y + h), max(6, min(w, h) // 12), (0, 4), 5)
    P.paste_sprite(img, goods_card_sprite(colour, name, w, h, slot, words.lang), xy)


def note_goods(colour: str | None) -> None:
    """Tell the layout test a goods token was drawn: its colour and its mark (the icon)."""
    if colour in GOODS:
        tokens.note("goods", colour, GOODS[colour], GOODS_MARK[colour])


@lru_cache(maxsize=64)
def cube_sprite(colour: str, size: int) -> Image.Image:
    """A wooden cube in a goods colour, seen from the front-right: front, top and side, the
    goods' icon on its front (colour is never the only sign)."""
    fill = GOODS.get(colour, (150, 150, 150))
    edge = GOODS_EDGE.get(colour, (90, 90, 90))
    top = T.mix(fill, (255, 255, 255), 0.4) if colour != "ore" else (92, 92, 102)
    side = T.darken(fill, 0.7) if colour != "ore" else (20, 20, 24)
    if colour == "porcelain":
        top, side = (255, 255, 255), (200, 202, 210)
    s, k = size * P.SS, round(size * P.SS * 0.24)
    big = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    line = max(P.SS, round(size * P.SS / 22))
    faces = (
        ([(0, k), (k, 0), (s - 1, 0), (s - 1 - k, k)], top),
        ([(s - 1 - k, k), (s - 1, 0), (s - 1, s - 1 - k), (s - 1 - k, s - 1)], side),
        ([(0, k), (s - 1 - k, k), (s - 1 - k, s - 1), (0, s - 1)], fill),
    )
    for points, colour_ in faces:
        d.polygon(points, fill=(*colour_, 255), outline=(*edge, 255), width=line)
    im = big.resize((size, size), Image.Resampling.LANCZOS)
    front = size - round(size * 0.24)
    side_px = round(front * 0.78)
    at = ((front - side_px) // 2, round(size * 0.24) + (front - side_px) // 2)
    if colour in GOODS_ICON:
        icon(im, colour, at, side_px, GOODS_ICON[colour])
    return im


def cube(img: Image.Image, xy: tuple[int, int], colour: str, size: int) -> None:
    """A goods cube with its mark at ``xy`` (top left)."""
    note_goods(colour)
    x, y = xy
    P.shadow(img, (x, y, x + size, y + size), max(2, size // 8), (1, 3), 3, 120)
    P.paste_sprite(img, cube_sprite(colour, size), xy)


@lru_cache(maxsize=128)
def ship_sprite(cargo: str | None, w: int) -> Image.Image:
    """A player's ship: a wooden junk with its cargo cube on deck (dashed box when empty)."""
    h = round(w * 0.92)
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    hull_top = round(h * 0.62)
    hull = [(0, hull_top), (w, hull_top), (round(w * 0.84), h - 2), (round(w * 0.16), h - 2)]
    d = ImageDraw.Draw(im)
    d.line(
        [(round(w * 0.28), 2), (round(w * 0.28), hull_top)], fill=WOOD_DARK, width=max(2, w // 22)
    )
    sail = [(round(w * 0.31), 4), (round(w * 0.52), hull_top - 6), (round(w * 0.31), hull_top - 6)]
    d.polygon(sail, fill=SAIL, outline=T.darken(SAIL, 0.7))
    sail2 = [
        (round(w * 0.25), 10),
        (round(w * 0.25), hull_top - 6),
        (round(w * 0.04), hull_top - 6),
    ]
    d.polygon(sail2, fill=SAIL, outline=T.darken(SAIL, 0.7))
    mask = Image.new("L", (w * P.SS, h * P.SS), 0)
    ImageDraw.Draw(mask).polygon([(x * P.SS, y * P.SS) for x, y in hull], fill=255)
    mask = mask.reduce(P.SS)
    im.paste((*WOOD_DARK, 255), (0, 0, w, h), mask)
    inner = Image.new("L", (w * P.SS, h * P.SS), 0)
    inset = [
        (x * P.SS, y * P.SS)
        for x, y in [
            (3, hull_top + 3),
            (w - 3, hull_top + 3),
            (round(w * 0.84) - 2, h - 5),
            (round(w * 0.16) + 2, h - 5),
        ]
    ]
    ImageDraw.Draw(inner).polygon(inset, fill=255)
    im.paste((*WOOD, 255), (0, 0, w, h), inner.reduce(P.SS))
    size = round(w * 0.44)
    cx, cy = round(w * 0.54), hull_top - size + 4
    if cargo is None:
        P.rounded_box(im, (cx, cy, cx + size, cy + size - 4), 4, None, T.TEXT_DIM, 2)
    else:
        P.paste_sprite(im, cube_sprite(cargo, size), (cx, cy))
    return im


def ship(img: Image.Image, xy: tuple[int, int], cargo: str | None, w: int) -> None:
    """A ship with its cargo cube (marked) at ``xy`` (top left)."""
    note_goods(cargo)
    P.paste_sprite(img, ship_sprite(cargo, w), xy)


@lru_cache(maxsize=64)
def special_card_sprite(
    kind: str, label: str, w: int, h: int, price: int, state: str, lang: str = "en"
) -> Image.Image:
    """A special card: its price (¥) in the corner, icon, name. ``state``: "normal" or
    "sold" (faded)."""
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    P.rounded_box(im, (0, 0, w, h), 12, SPECIAL_FACE, SPECIAL_EDGE, 3)
    price_text = f"¥{price}"
    ph = 36
    pw = text_width(price_text, C.FS_SMALL, True) + 20
    P.rounded_box(im, (8, 8, 8 + pw, 8 + ph), ph // 2, T.GOLD, T.GOLD_DARK, 2)
    draw_text(
        im, (8 + pw // 2, 8 + ph // 2 + 1), price_text, C.FS_SMALL, T.INK, True, "mm", max_width=pw
    )
    room = w - 8
    bold = text_width(label, C.FS_MIN, True) <= room  # a long name in a narrow tile: regular
    size = C.fit(label, room, C.FS_BODY, C.FS_MIN, bold)
    name_top = draw_text(im, (w // 2, h - 10), label, size, T.INK, bold, "md", max_width=room)[1]
    side = max(8, min(name_top - 16, w - pw - 30))
    icon(im, kind, (w - side - 12, 8), side, T.darken(SPECIAL_EDGE, 0.7))
    if state == "sold":
        im.putalpha(im.getchannel("A").point(lambda v: v * 45 // 100))
    return im


def owned_specials(seat: Mapping[str, Any]) -> list[tuple[str, int]]:
    return [(k, int(seat.get(k) or 0)) for k in SPECIALS[1:] if int(seat.get(k) or 0)]


def chip_width(kind: str, n: int, words: Text) -> int:
    return CHIP_H + text_width(_chip_text(kind, n, words), C.FS_SMALL, True) + 16


def _chip_text(kind: str, n: int, words: Text) -> str:
    """A special card's name; "×2" only when a player owns two."""
    name = pic(words, f"special.{kind}")
    return name if n == 1 else f"{name} ×{n}"


def chips(img: Image.Image, xy: tuple[int, int], seat: Mapping[str, Any], words: Text) -> int:
    """The special cards a player owns (licence, porter, exchange) as chips from ``xy`` (top
    left); returns the x after them."""
    x, y = xy
    for kind, n in owned_specials(seat):
        text = _chip_text(kind, n, words)
        w = chip_width(kind, n, words)
        P.rounded_box(img, (x, y, x + w, y + CHIP_H), 10, SPECIAL_FACE, SPECIAL_EDGE, 2)
        icon(img, kind, (x + 5, y + 4), CHIP_H - 8, T.darken(SPECIAL_EDGE, 0.7))
        room = w - CHIP_H - 8
        draw_text(
            img,
            (x + CHIP_H, y + CHIP_H // 2 + 1),
            text,
            C.FS_SMALL,
            T.INK,
            True,
            "lm",
            max_width=room,
        )
        x += w + 10
    return x


def ships_row(img: Image.Image, box: Box, ships: Sequence[str | None]) -> None:
    """The ships left to right, in one row or, when that makes them small, two."""
    x0, y0, x1, y1 = box
    n = max(1, len(ships))
    width, height = x1 - x0 + 8, y1 - y0
    one = min(100, round(height / 0.92), width // n - 8)
    per_row = (n + 1) // 2
    two = min(round((height - 4) / 2 / 0.92), width // per_row - 8)
    if n < 4 or one >= two:
        for i, cargo in enumerate(ships):
            ship(img, (x0 + i * (one + 8), y1 - round(one * 0.92)), cargo, one)
        return
    for i, cargo in enumerate(ships):
        row, col = divmod(i, per_row)
        y = y0 + row * (round(two * 0.92) + 4)
        ship(img, (x0 + col * (two + 8), y), cargo, two)


def ships_height(n: int, width: int) -> int:
    """How tall ``n`` ships are drawn ``width`` px wide: one row of full-size ships, or two
    when one row would make them small."""
    per_row = max(1, (width + 8) // (SHIP_W + 8))
    rows = 1 if n <= per_row else 2
    return rows * round(SHIP_W * 0.92) + (rows - 1) * 4
