"""Maritime Silk Road pictures as PNG bytes, drawn from the engine's view dict only.

Phone first (``rendering.components``): 800 px wide, portrait, every text at least
``components.FS_MIN``; the first thing on every picture is the turn banner (who acts and what
they do; "Your turn" in the reader's own picture; the winner on the final).

``render_board`` uses the public view (no money, no hands); ``render_hand`` needs a seat's own
view (``view["me"]``); ``render_final`` shows everyone's money once the game is over. Names are
indexed by seat; words come from the catalogs (``silkroad.pic.*``) in the reader's language.

The goods, ships and special cards get their own vector icons here.
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
from rendering.fonts import draw_text, recording, text_width
from rendering.text import Text, written

View = Mapping[str, Any]
Box = tuple[int, int, int, int]
RGB = T.RGB

COLOURS: tuple[str, ...] = ("porcelain", "silk", "tea", "spice", "glass", "ore")
SPECIALS: tuple[str, ...] = ("ship", "licence", "porter", "exchange")

GOODS: dict[str, RGB] = {
    "porcelain": (246, 244, 238),  # white
    "silk": (142, 84, 196),  # purple
    "tea": (54, 156, 82),  # green
    "spice": (244, 196, 46),  # yellow
    "glass": (214, 56, 52),  # red
    "ore": (40, 40, 46),  # black
}
GOODS_EDGE: dict[str, RGB] = {
    "porcelain": (160, 164, 176),
    "silk": (92, 48, 136),
    "tea": (28, 98, 48),
    "spice": (176, 130, 16),
    "glass": (140, 28, 28),
    "ore": (120, 122, 132),
}
GOODS_ICON: dict[str, RGB] = {
    "porcelain": (38, 84, 166),  # blue-and-white ware
    "silk": (250, 240, 255),
    "tea": (236, 250, 236),
    "spice": (120, 40, 20),
    "glass": (255, 236, 230),
    "ore": (196, 198, 206),
}
WOOD: RGB = (150, 98, 54)
WOOD_DARK: RGB = (96, 60, 30)
SAIL: RGB = (236, 222, 196)
SPECIAL_FACE: RGB = (236, 214, 170)
SPECIAL_EDGE: RGB = (150, 108, 56)


M = C.MARGIN
INNER = C.WIDTH - 2 * M
HEADING_H = 40  # a section title
ROW_H = 48  # turn number and draw pile
TRACK_H = 44  # the turn's steps
CARD_GAP = 12
CARD_W, CARD_H = (INNER - 2 * CARD_GAP) // 3, 150  # market and hand cards, three a row
CUBE, COUNT_H = 36, 40
SPECIAL_H = 130
CHIP_H = 40
PANEL_TOP = C.PAD + C.SEAT_DOT + 10
SHIP_W = 80  # a ship's width when there is room
PANEL_SHIPS_W = INNER - 26 - C.PAD  # room for ships in a player's panel
FAN, EMPTY_H = 12, 90
INCOME_HEAD = C.SEAT_DOT + 4 + 34
FLEET_H = 64
HEADER_H = M + C.BANNER_H + C.GAP + ROW_H + 8 + TRACK_H + C.GAP  # everything above the market
MARKET_H = HEADING_H + 2 * CARD_H + CARD_GAP + C.GAP
TABLE_H = C.PAD + CUBE + 24 + 2 * COUNT_H + C.PAD + C.GAP
SPECIALS_H = HEADING_H + SPECIAL_H + 8 + COUNT_H + C.GAP


pic = C.PictureWords("silkroad")




def goods_name(colour: str, words: Text) -> str:
    return pic(words, f"goods.{colour}")




# -- vector icons ----------------------------------------------------------------------------



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
        d.polygon(P.points(s, (x0, 0.56), (x1, 0.56), (x1 - 0.04, 0.80), (x0 + 0.04, 0.80)), fill=255)


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


# -- small parts ---------------------------------------------------------------------------
def _pill(
    img: Image.Image,
    xy: tuple[int, int],
    text: str,
    fg: RGB,
    bg: RGB,
    *,
    size: int = C.FS_SMALL,
    anchor: str = "l",
    height: int | None = None,
    max_width: int = C.WIDTH,
    icon_kind: str | None = None,
) -> Box:
    """A rounded label (top-left or top-right ``xy`` by ``anchor``) whose text is shrunk to
    fit ``max_width``; returns its box."""
    h = height or round(size * 1.55)
    pad = 12
    iw = round(h * 0.55) + 6 if icon_kind else 0
    room = max_width - 2 * pad - iw
    chosen = C.fit(text, room, size, C.FS_MIN, True)
    w = min(text_width(text, chosen, True), room) + 2 * pad + iw
    x, y = xy
    x -= {"l": 0, "m": w // 2, "r": w}[anchor]
    P.rounded_box(img, (x, y, x + w, y + h), h // 2, bg)
    if icon_kind:
        s = round(h * 0.55)
        P.icon(img, icon_kind, (x + pad, y + (h - s) // 2), s, fg)
    draw_text(img, (x + pad + iw, y + h // 2), text, chosen, fg, True, "lm", max_width=room)
    return x, y, x + w, y + h


def _heading(img: Image.Image, y: int, text: str) -> int:
    """A section title; returns the y below it."""
    C.label(img, (M, y), text, C.FS_SMALL, T.TEXT_DIM, INNER, bold=True)
    return y + HEADING_H


# -- cards -----------------------------------------------------------------------------------
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
    P.shadow(img, (x, y, x + w, y + h), max(6, min(w, h) // 12), (0, 4), 5)
    P.paste_sprite(img, goods_card_sprite(colour, name, w, h, slot, words.lang), xy)


@lru_cache(maxsize=64)
def cube_sprite(colour: str, size: int) -> Image.Image:
    """A wooden cube in a goods colour, seen from the front-right: front, top and side."""
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
    return big.resize((size, size), Image.Resampling.LANCZOS)


def cube(img: Image.Image, xy: tuple[int, int], colour: str, size: int) -> None:
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
    room = w - 16
    size = C.fit(label, room, C.FS_BODY, C.FS_MIN, True)
    name_top = draw_text(im, (w // 2, h - 10), label, size, T.INK, True, "md", max_width=room)[1]
    side = max(8, min(name_top - 16, w - pw - 30))
    icon(im, kind, (w - side - 12, 8), side, T.darken(SPECIAL_EDGE, 0.7))
    if state == "sold":
        im.putalpha(im.getchannel("A").point(lambda v: v * 45 // 100))
    return im


def _owned(seat: Mapping[str, Any]) -> list[tuple[str, int]]:
    return [(k, int(seat.get(k) or 0)) for k in SPECIALS[1:] if int(seat.get(k) or 0)]


def _chip_width(kind: str, n: int, words: Text) -> int:
    return CHIP_H + text_width(_chip_text(kind, n, words), C.FS_SMALL, True) + 16


def _chip_text(kind: str, n: int, words: Text) -> str:
    """A special card's name; "×2" only when a player owns two."""
    name = pic(words, f"special.{kind}")
    return name if n == 1 else f"{name} ×{n}"


def _chips(img: Image.Image, xy: tuple[int, int], seat: Mapping[str, Any], words: Text) -> int:
    """The special cards a player owns (licence, porter, exchange) as chips from ``xy`` (top
    left); returns the x after them."""
    x, y = xy
    for kind, n in _owned(seat):
        text = _chip_text(kind, n, words)
        w = _chip_width(kind, n, words)
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


def _ships_row(img: Image.Image, box: Box, ships: Sequence[str | None]) -> None:
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


def _ships_height(n: int, width: int) -> int:
    """How tall ``n`` ships are drawn ``width`` px wide: one row of full-size ships, or two
    when one row would make them small."""
    per_row = max(1, (width + 8) // (SHIP_W + 8))
    rows = 1 if n <= per_row else 2
    return rows * round(SHIP_W * 0.92) + (rows - 1) * 4


# -- banner and the rows under it ------------------------------------------------------------
def _names_of(seats: Sequence[int], names: Sequence[str], words: Text) -> str:
    return words.join(pic.name(names, s, words) for s in seats)


def _won(winners: Sequence[int], names: Sequence[str], words: Text) -> str:
    """ "Alice wins", "Alice and Bob share the win"."""
    return pic(words, "won", count=len(winners), names=_names_of(winners, names, words))


def _sub(view: View, words: Text) -> str:
    """What the acting player does now."""
    phase, step = view.get("phase"), view.get("step")
    if phase == "phase1":
        key = {"swap": "sub_swap", "porter": "sub_porter", "ship": "sub_ship"}.get(
            step or "", "sub_phase1"
        )
        return pic(words, key, left=view.get("swaps_left", 0))
    if phase == "exchange":
        return pic(words, "sub_exchange", left=view.get("exchanges_left", 0))
    return pic(words, "sub_phase2")


def _acts(view: View, seat: int | None) -> bool:
    """Whether ``seat`` must act now."""
    if seat is None or view.get("phase") == "over":
        return False
    to_act = view.get("to_act")
    return seat in to_act if to_act is not None else view.get("turn") == seat


def _banner(img: Image.Image, view: View, names: Sequence[str], words: Text, me: int | None) -> int:
    """Who acts and what they do ("Your turn" in ``me``'s own picture); returns the y below."""
    phase, turn = view.get("phase"), view.get("turn")
    mine = _acts(view, me)
    seat = me if mine else turn
    if phase == "over":
        winners = _result_parts(view)[2]
        title, detail = pic(words, "over"), _won(winners, names, words) if winners else ""
        seat = winners[0] if len(winners) == 1 else None
    elif phase == "load":
        ship_no = int(view.get("load_round") or 0) + 1
        if mine:
            title, detail = pic(words, "your_turn"), pic(words, "sub_you_load", ship=ship_no)
        else:
            name = pic.name(names, turn, words)
            title, detail = pic(words, "status_load", name=name, ship=ship_no), pic(words, "sub_load")
    else:
        phase_name = pic(words, {"phase1": "phase1", "exchange": "exchange"}.get(phase, "phase2"))
        name = pic.name(names, turn, words)
        title = (
            pic(words, "your_turn")
            if mine
            else pic(words, "status_turn", name=name, phase=phase_name)
        )
        detail = _sub(view, words)
        if mine and (view.get("me") or {}).get("play"):
            detail = pic(words, "sub_slots")
    box = (M, M, C.WIDTH - M, M + C.BANNER_H)
    C.turn_banner(img, box, title, detail, mine=mine, seat=seat)
    return box[3] + C.GAP


def _turn_row(img: Image.Image, y: int, view: View, words: Text) -> int:
    """Turn number (or setup) at the left, the draw pile at the right; returns the y below."""
    mid = y + ROW_H // 2
    right = C.WIDTH - M
    P.face_down_card(img, (right - 30, mid - 21), 30, 42)
    count = str(view.get("deck_count", 0))
    cx = C.label(img, (right - 42, mid), count, C.FS_H2, T.TEXT, 80, bold=True, anchor="rm")[0]
    lx = C.label(img, (cx - 10, mid), pic(words, "deck"), C.FS_SMALL, T.TEXT_DIM, 220, anchor="rm")[
        0
    ]
    if view.get("phase") == "load":
        title = pic(words, "setup")
    else:
        title = pic(words, "turn", number=view.get("number", 0))
    C.label(img, (M, mid), title, C.FS_H2, T.TEXT, lx - M - 20, bold=True, anchor="lm")
    return y + ROW_H + 8


def _phase_track(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> int:
    """The turn's steps (swap/buy, play/draw, exchange) with the current one lit; during setup
    the start player instead. Returns the y below."""
    if view.get("phase") == "load":
        start = view.get("start_player")
        if start is not None:
            P.badge(img, (M, y + (TRACK_H - 36) // 2), "start", 36)
            text = pic(words, "start_note", name=pic.name(names, int(start), words))
            room = INNER - 48
            C.label(
                img,
                (M + 48, y + TRACK_H // 2),
                text,
                C.FS_BODY,
                T.GOLD,
                room,
                bold=True,
                anchor="lm",
            )
        return y + TRACK_H + C.GAP
    current = {"phase1": 0, "phase2": 1, "exchange": 2}.get(str(view.get("phase")))
    w = (INNER - 2 * 8) // 3
    for i, key in enumerate(("step1", "step2", "step3")):
        if current is None:
            fg, bg = T.TEXT_FAINT, T.PANEL
        elif i == current:
            fg, bg = T.INK, T.GOLD
        elif i < current:
            fg, bg = T.TEXT_DIM, T.PANEL_HI
        else:
            fg, bg = T.TEXT_FAINT, T.PANEL
        x = M + i * (w + 8)
        P.rounded_box(img, (x, y, x + w, y + TRACK_H), TRACK_H // 2, bg)
        C.label(
            img,
            (x + w // 2, y + TRACK_H // 2),
            pic(words, key),
            C.FS_SMALL,
            fg,
            w - 24,
            bold=True,
            anchor="mm",
        )
    return y + TRACK_H + C.GAP


# -- board -----------------------------------------------------------------------------------
def _market(img: Image.Image, y: int, view: View, words: Text) -> int:
    """The six slots, three by two, the cards just played ringed; returns the y below."""
    y = _heading(img, y, pic(words, "market"))
    market = list(view.get("market") or [])
    last = view.get("last_play") or {}
    fresh = set(last.get("slots") or [])
    for i, colour in enumerate(market):
        row, col = divmod(i, 3)
        cx = M + col * (CARD_W + CARD_GAP)
        cy = y + row * (CARD_H + CARD_GAP)
        goods_card(img, (cx, cy), colour, CARD_W, CARD_H, words, slot=i + 1)
        if i in fresh:
            seat = last.get("seat")
            ring = T.seat_color(int(seat)) if seat is not None else T.GOLD
            P.rounded_box(
                img, (cx - 4, cy - 4, cx + CARD_W + 4, cy + CARD_H + 4), 16, None, ring, 4
            )
            _pill(
                img,
                (cx + CARD_W - 8, cy + 8),
                pic(words, "new"),
                T.INK,
                ring,
                size=C.FS_MIN,
                anchor="r",
                height=34,
                max_width=CARD_W // 2,
            )
    rows = (len(market) + 2) // 3
    return y + rows * CARD_H + (rows - 1) * CARD_GAP + C.GAP


def _colour_table(img: Image.Image, y: int, view: View, words: Text) -> int:
    """Per colour: cubes left in the supply and cards covered in the market (played earlier),
    each row labelled; returns the y below."""
    h = C.PAD + CUBE + 3 * 8 + 2 * COUNT_H + C.PAD
    box = (M, y, C.WIDTH - M, y + h)
    P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    label_w = 320
    col_w = (INNER - 2 * C.PAD - label_w) // len(COLOURS)
    supply = view.get("supply") or {}
    buried = view.get("buried") or {}
    head = y + C.PAD
    rows = (
        (head + CUBE + 8, "row_supply", supply, True),
        (head + CUBE + 16 + COUNT_H, "row_covered", buried, False),
    )
    for top, key, _, _ in rows:
        C.label(
            img,
            (M + C.PAD, top + COUNT_H // 2),
            pic(words, key),
            C.FS_SMALL,
            T.TEXT,
            label_w - 12,
            anchor="lm",
        )
    for i, colour in enumerate(COLOURS):
        cx = M + C.PAD + label_w + i * col_w + col_w // 2
        cube(img, (cx - CUBE // 2, head), colour, CUBE)
        for top, _, counts, warn in rows:
            n = int(counts.get(colour, 0))
            fill = (T.BAD if warn else T.TEXT_FAINT) if not n else T.TEXT
            C.label(
                img,
                (cx, top + COUNT_H // 2),
                str(n),
                C.FS_H2,
                fill,
                col_w - 8,
                bold=True,
                anchor="mm",
            )
    return y + h + C.GAP


def _specials(img: Image.Image, y: int, view: View, words: Text) -> int:
    """The special cards for sale: each with its price, and below it how many are left (or
    "sold out"), inside its own tile; returns the y below."""
    y = _heading(img, y, pic(words, "specials"))
    specials = view.get("specials") or {}
    for kind, (x0, y0, x1, y1) in zip(SPECIALS, special_tiles(y), strict=True):
        info = specials.get(kind) or {}
        left = int(info.get("left", 0))
        w = x1 - x0
        sprite = special_card_sprite(
            kind,
            pic(words, f"special.{kind}"),
            w,
            SPECIAL_H,
            int(info.get("price", 0)),
            "normal" if left else "sold",
            words.lang,
        )
        if left:
            P.shadow(img, (x0, y0, x1, y0 + SPECIAL_H), 12, (0, 3), 4)
        P.paste_sprite(img, sprite, (x0, y0))
        text = pic(words, "left", n=left) if left else pic(words, "sold_out")
        C.label(
            img,
            ((x0 + x1) // 2, y1),
            text,
            C.FS_BODY,
            T.TEXT if left else T.BAD,
            w,
            bold=True,
            anchor="md",
        )
    return y + SPECIAL_H + COUNT_H + 8 + C.GAP


def special_tiles(y: int) -> list[Box]:
    """The four special cards' tiles (card and the count under it), left to right."""
    w = (INNER - 3 * C.GAP) // 4
    return [
        (M + i * (w + C.GAP), y, M + i * (w + C.GAP) + w, y + SPECIAL_H + 8 + COUNT_H)
        for i in range(len(SPECIALS))
    ]


def _panel_height(info: Mapping[str, Any]) -> int:
    ships_h = _ships_height(len(info.get("ships") or []), PANEL_SHIPS_W)
    return PANEL_TOP + ships_h + (CHIP_H + 10 if _owned(info) else 0) + C.PAD


def _player_panel(
    img: Image.Image,
    y: int,
    view: View,
    seat: int,
    names: Sequence[str],
    words: Text,
) -> int:
    """A player's name, cards in hand, ships (with their cubes) and special cards; returns
    the y below."""
    seats = view.get("seats") or []
    info = seats[seat] if seat < len(seats) else {}
    x0, x1 = M, C.WIDTH - M
    y1 = y + _panel_height(info)
    active = _acts(view, seat)
    sc = T.seat_color(seat)
    P.shadow(img, (x0, y, x1, y1), T.RADIUS, (0, 4), 6)
    if active:
        P.rounded_box(img, (x0, y, x1, y1), T.RADIUS, T.PANEL_HI, sc, 4)
    else:
        P.rounded_box(img, (x0, y, x1, y1), T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    P.rounded_box(img, (x0 + 8, y + 14, x0 + 14, y1 - 14), 3, sc)
    left, right = x0 + 26, x1 - C.PAD
    mid = y + C.PAD + C.SEAT_DOT // 2
    P.seat_dot(img, (left + C.SEAT_DOT // 2, mid), seat, C.SEAT_DOT)
    hand_n = int(info.get("hand_count") or 0)
    P.face_down_card(img, (right - 28, mid - 20), 28, 40)
    hand_x = C.label(
        img,
        (right - 38, mid),
        pic(words, "cards", n=hand_n),
        C.FS_BODY,
        T.TEXT_DIM,
        170,
        bold=True,
        anchor="rm",
    )[0]
    name_right = hand_x - 12
    if active:
        phase = str(view.get("phase"))
        tag = {"phase1": "phase1", "exchange": "exchange", "load": "loading"}.get(phase, "phase2")
        name_right = (
            _pill(
                img,
                (name_right, mid - 19),
                pic(words, tag),
                T.INK,
                sc,
                anchor="r",
                height=38,
                max_width=190,
                icon_kind="play",
            )[0]
            - 12
        )
    start = view.get("start_player") == seat
    name_x = left + C.SEAT_DOT + 10
    room = name_right - name_x - (48 if start else 0)
    nx = C.name_label(
        img, (name_x, mid), pic.name(names, seat, words), C.FS_H2, T.TEXT, room, anchor="lm"
    )[2]
    if start:
        P.badge(img, (nx + 10, mid - 18), "start", 36)
    ships = list(info.get("ships") or [])
    ships_y1 = y + PANEL_TOP + _ships_height(len(ships), right - left)
    _ships_row(img, (left, y + PANEL_TOP, right, ships_y1), ships)
    if _owned(info):
        _chips(img, (left, ships_y1 + 10), info, words)
    return y1 + C.GAP


def _legend_card(img: Image.Image, x: int, y: int, size: int) -> int:
    P.face_down_card(img, (x, y - size // 2 - 2), round(size * 0.7), size + 4)
    return round(size * 0.7)


def _legend_flag(img: Image.Image, x: int, y: int, size: int) -> int:
    P.badge(img, (x, y - size // 2 - 2), "start", size + 4)
    return size + 4


def _legend_empty_ship(img: Image.Image, x: int, y: int, size: int) -> int:
    w = size + 12
    ship(img, (x, y - round(w * 0.92) // 2), None, w)
    return w


def _board_legend(view: View, words: Text) -> list[C.LegendItem]:
    """What the board's symbols mean, those on the picture only."""
    seats = view.get("seats") or []
    items = []
    if view.get("start_player") is not None:
        items.append(C.LegendItem(_legend_flag, pic(words, "legend_start")))
    items.append(C.LegendItem(_legend_card, pic(words, "legend_hand")))
    if any(cargo is None for seat in seats for cargo in seat.get("ships") or []):
        items.append(C.LegendItem(_legend_empty_ship, pic(words, "legend_empty_ship")))
    if (view.get("last_play") or {}).get("slots"):
        items.append(C.text_item(pic(words, "new"), pic(words, "legend_new"), T.GOLD))
    return items


def _legend_height(items: Sequence[C.LegendItem]) -> int:
    """How tall :func:`components.legend` draws ``items`` (measured on a scratch image; what
    is drawn there is not part of the picture, so it is not recorded)."""
    if not items:
        return 0
    with recording():
        return C.legend(Image.new("RGB", (C.WIDTH, 200)), (M, 0), INNER, items)


@written
def render_board(view: View, names: Sequence[str], words: Text) -> bytes:
    """Public board: who acts and what they do, the market, cubes and covered cards per colour,
    the special cards for sale, and every player's ships and cards (never money or hands)."""
    seats = list(view.get("seats") or [])
    legend = _board_legend(view, words)
    h = HEADER_H + MARKET_H + TABLE_H + SPECIALS_H
    h += sum(_panel_height(info) + C.GAP for info in seats) + _legend_height(legend) + M
    img = C.canvas(h)
    y = _banner(img, view, names, words, None)
    y = _turn_row(img, y, view, words)
    y = _phase_track(img, y, view, names, words)
    y = _market(img, y, view, words)
    y = _colour_table(img, y, view, words)
    y = _specials(img, y, view, words)
    for seat in range(len(seats)):
        y = _player_panel(img, y, view, seat, names, words)
    C.legend(img, (M, y), INNER, legend)
    return P.to_png(img)


# -- hand (a seat's private view) ------------------------------------------------------------
HAND_W, HAND_H = CARD_W, CARD_H
MINI = (INNER - 5 * 10) // 6


def _identity(
    img: Image.Image, y: int, me: Mapping[str, Any], names: Sequence[str], words: Text
) -> int:
    """The reader's seat, name and secret money; returns the y below."""
    h = 64
    mid = y + h // 2
    seat = int(me.get("seat", 0))
    money = f"¥{int(me.get('money') or 0)}"
    mx = C.label(img, (C.WIDTH - M, mid), money, C.FS_BIG, T.GOLD, 200, bold=True, anchor="rm")[0]
    lx = C.label(img, (mx - 12, mid), pic(words, "money"), C.FS_SMALL, T.TEXT_DIM, 240, anchor="rm")[
        0
    ]
    P.seat_dot(img, (M + C.SEAT_DOT // 2, mid), seat, C.SEAT_DOT)
    name_x = M + C.SEAT_DOT + 10
    C.name_label(
        img,
        (name_x, mid),
        pic.name(names, seat, words),
        C.FS_H2,
        T.TEXT,
        lx - name_x - 16,
        anchor="lm",
    )
    return y + h + C.GAP


def _hand_rows(me: Mapping[str, Any]) -> list[tuple[str, int]]:
    hand = me.get("hand") or {}
    return [(c, int(hand.get(c, 0))) for c in COLOURS if int(hand.get(c, 0))]


def _hand_height(me: Mapping[str, Any]) -> int:
    groups = _hand_rows(me)
    rows = max(1, (len(groups) + 2) // 3)
    body = rows * (HAND_H + FAN) + (rows - 1) * CARD_GAP if groups else EMPTY_H
    return HEADING_H + body + C.GAP


def _hand_cards(img: Image.Image, y: int, me: Mapping[str, Any], words: Text) -> int:
    """The hand, one card per colour with how many ("×2") when more than one; returns the y
    below."""
    y = _heading(img, y, pic(words, "hand_title"))
    groups = _hand_rows(me)
    if not groups:
        box = (M, y, C.WIDTH - M, y + EMPTY_H)
        P.rounded_box(img, box, T.RADIUS, None, T.PANEL_BORDER, 2)
        C.label(
            img,
            (C.WIDTH // 2, y + EMPTY_H // 2),
            pic(words, "empty_hand"),
            C.FS_BODY,
            T.TEXT_DIM,
            INNER - 2 * C.PAD,
            bold=True,
            anchor="mm",
        )
        return y + EMPTY_H + C.GAP
    rows = (len(groups) + 2) // 3
    for i, (colour, n) in enumerate(groups):
        row, col = divmod(i, 3)
        x = M + col * (HAND_W + CARD_GAP)
        top = y + row * (HAND_H + FAN + CARD_GAP) + FAN
        for k in range(min(n, 3) - 1, 0, -1):  # a small fan shows the stack
            goods_card(
                img, (x + 6 * k, top - 6 * k), colour, HAND_W - 6 * k, HAND_H, words, named=False
            )
        goods_card(img, (x, top), colour, HAND_W, HAND_H, words)
        if n > 1:
            d = 52
            bx, by = x + HAND_W - d - 6, top + 6
            P.rounded_box(img, (bx, by, bx + d, by + d), d // 2, T.TEXT, T.INK, 2)
            C.label(
                img,
                (bx + d // 2, by + d // 2 + 1),
                f"×{n}",
                C.FS_BODY,
                T.INK,
                d - 6,
                bold=True,
                anchor="mm",
            )
    return y + rows * (HAND_H + FAN) + (rows - 1) * CARD_GAP + C.GAP


def _my_ships(img: Image.Image, y: int, view: View, me: Mapping[str, Any], words: Text) -> int:
    seats = view.get("seats") or []
    seat = int(me.get("seat", 0))
    info = seats[seat] if seat < len(seats) else {}
    y = _heading(img, y, pic(words, "your_ships"))
    ships = list(info.get("ships") or [])
    ships_h = _ships_height(len(ships), INNER)
    _ships_row(img, (M, y, C.WIDTH - M, y + ships_h), ships)
    y += ships_h
    if _owned(info):
        _chips(img, (M, y + 10), info, words)
        y += CHIP_H + 10
    return y + C.GAP


def _my_ships_height(view: View, me: Mapping[str, Any]) -> int:
    seats = view.get("seats") or []
    seat = int(me.get("seat", 0))
    info = seats[seat] if seat < len(seats) else {}
    ships_h = _ships_height(len(info.get("ships") or []), INNER)
    return HEADING_H + ships_h + (CHIP_H + 10 if _owned(info) else 0) + C.GAP


def _mini_market(img: Image.Image, y: int, view: View, me: Mapping[str, Any], words: Text) -> int:
    """The market in one row; a slot chosen for the pending play gets the played card on top,
    outlined, with its pick order. Returns the y below."""
    y = _heading(img, y, pic(words, "market"))
    market = list(view.get("market") or [])
    play = me.get("play") or {}
    chosen = list(play.get("slots") or [])
    colour = play.get("colour")
    for i, top in enumerate(market):
        x = M + i * (MINI + 10)
        goods_card(img, (x, y), top, MINI, MINI, words, slot=i + 1, named=False)
        if i in chosen and colour:
            s = MINI // 2
            nx, ny = x + MINI - s - 6, y + MINI - s - 6
            P.rounded_box(img, (nx - 4, ny - 4, nx + s + 4, ny + s + 4), 12, T.GOLD)
            goods_card(img, (nx, ny), colour, s, s, words, named=False)
            d = C.SEAT_DOT
            ox, oy = x + MINI - d, y - 6
            P.rounded_box(img, (ox, oy, ox + d, oy + d), d // 2, T.GOLD, T.GOLD_DARK, 2)
            C.label(
                img,
                (ox + d // 2, oy + d // 2 + 1),
                str(chosen.index(i) + 1),
                C.FS_MIN,
                T.INK,
                d - 4,
                bold=True,
                anchor="mm",
            )
    return y + MINI + C.GAP


def _income_rows(
    view: View, me: Mapping[str, Any], words: Text
) -> tuple[str, list[tuple[str | None, str, list[int]]]]:
    """(title, rows of (colour, plan, income per seat)) for the preview table."""
    play = me.get("play")
    if play and me.get("preview") is not None:
        colour = str(play.get("colour"))
        chosen = list(play.get("slots") or [])
        slots = words.join(str(s + 1) for s in chosen)
        title = pic(words, "if_played", colour=goods_name(colour, words).upper())
        plan = pic(words, "at_slots", count=len(chosen), slots=slots) if chosen else ""
        return title, [(colour, plan, list(me["preview"]))]
    previews = me.get("colour_previews") or {}
    rows = []
    for colour in COLOURS:
        p = previews.get(colour)
        if p:
            chosen = list(p.get("slots") or [])
            slots = words.join(str(s + 1) for s in chosen)
            plan = pic(
                words, "play_plan", cards=int(p.get("cards", 0)), count=len(chosen), slots=slots
            )
            rows.append((colour, plan, list(p.get("income") or [])))
    return pic(words, "best_plays"), rows


LINE = 1.45  # line step of wrapped text (a line's box is about 1.4 em)


def _lines_height(lines: Sequence[str], size: int) -> int:
    return len(lines) * round(size * LINE)


def _draw_lines(
    img: Image.Image,
    xy: tuple[int, int],
    lines: Sequence[str],
    size: int,
    fill: RGB,
    room: int,
    *,
    bold: bool = False,
) -> int:
    """Wrapped lines from ``xy`` (top left); returns the y below them."""
    x, y = xy
    for line in lines:
        draw_text(img, (x, y), line, size, fill, bold, "la", max_width=room)
        y += round(size * LINE)
    return y


def _income_layout(n: int) -> tuple[int, int]:
    """(label column width, width of each player's column) for ``n`` players."""
    col_w = 100
    label_w = INNER - 2 * C.PAD - n * col_w
    return label_w, col_w


def _plan_lines(plan: str, n: int) -> list[str]:
    room = _income_layout(n)[0] - INCOME_LABEL_X
    return C.wrap(plan, C.FS_MIN, room) if plan else []


def _row_height(plan: str, n: int) -> int:
    return 6 + round(C.FS_BODY * LINE) + _lines_height(_plan_lines(plan, n), C.FS_MIN) + 6


def _income_height(title: str, rows: Sequence[tuple[str | None, str, list[int]]]) -> int:
    if not rows:
        return 0
    n = len(rows[0][2])
    title_h = _lines_height(C.wrap(title, C.FS_SMALL, INNER - 2 * C.PAD, True), C.FS_SMALL)
    body = sum(_row_height(plan, n) for _, plan, _ in rows)
    return C.PAD + title_h + INCOME_HEAD + body + C.PAD + C.GAP


INCOME_LABEL_X = 52  # the goods' name and plan start after the cube


def _income_table(
    img: Image.Image,
    y: int,
    title: str,
    rows: Sequence[tuple[str | None, str, list[int]]],
    me: Mapping[str, Any],
    names: Sequence[str],
    words: Text,
) -> int:
    """What each play would pay every player (the reader's column named "you")."""
    n = len(rows[0][2]) if rows else 0
    h = _income_height(title, rows) - C.GAP
    x0, x1 = M, C.WIDTH - M
    P.rounded_box(img, (x0, y, x1, y + h), T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    room = INNER - 2 * C.PAD
    title_lines = C.wrap(title, C.FS_SMALL, room, True)
    ty = _draw_lines(
        img, (x0 + C.PAD, y + C.PAD), title_lines, C.FS_SMALL, T.TEXT_DIM, room, bold=True
    )
    label_w, col_w = _income_layout(n)
    me_seat = int(me.get("seat", -1))
    for seat in range(n):
        cx = x0 + C.PAD + label_w + seat * col_w + col_w // 2
        P.seat_dot(img, (cx, ty + C.SEAT_DOT // 2), seat, C.SEAT_DOT)
        name = pic(words, "you") if seat == me_seat else pic.name(names, seat, words)
        C.name_label(
            img, (cx, ty + C.SEAT_DOT + 4), name, C.FS_SMALL, T.TEXT, col_w - 8, anchor="ma"
        )
    ry = ty + INCOME_HEAD
    for r, (colour, plan, income) in enumerate(rows):
        row_h = _row_height(plan, n)
        if r % 2 == 0:
            P.rounded_box(img, (x0 + 8, ry + 2, x1 - 8, ry + row_h - 2), 10, T.CHIP)
        cy = ry + row_h // 2
        if colour:
            cube(img, (x0 + C.PAD, cy - 17), colour, 34)
            lx = x0 + C.PAD + INCOME_LABEL_X
            text_room = label_w - INCOME_LABEL_X
            C.label(
                img,
                (lx, ry + 6),
                goods_name(colour, words),
                C.FS_BODY,
                T.TEXT,
                text_room,
                bold=True,
            )
            plan_y = ry + 6 + round(C.FS_BODY * LINE)
            _draw_lines(img, (lx, plan_y), _plan_lines(plan, n), C.FS_MIN, T.TEXT_DIM, text_room)
        for seat, amount in enumerate(income):
            cx = x0 + C.PAD + label_w + seat * col_w + col_w // 2
            text = f"¥{amount}" if amount else pic(words, "income_none")
            C.label(
                img,
                (cx, cy),
                text,
                C.FS_H2,
                T.GOLD if amount else T.TEXT_FAINT,
                col_w - 8,
                bold=True,
                anchor="mm",
            )
        ry += row_h
    return y + h + C.GAP


def _hand_legend(me: Mapping[str, Any], rows: Sequence[Any], words: Text) -> list[C.LegendItem]:
    """What the hand's symbols mean, those on the picture only."""
    items = []
    if any(n > 1 for _, n in _hand_rows(me)):
        items.append(C.text_item("×2", pic(words, "legend_stack")))
    if any(not amount for _, _, income in rows for amount in income):
        items.append(C.text_item(pic(words, "income_none"), pic(words, "legend_no_income")))
    if (me.get("play") or {}).get("slots"):
        items.append(C.text_item("1", pic(words, "legend_order"), T.GOLD))
    return items


@written
def render_hand(view: View, names: Sequence[str], words: Text) -> bytes:
    """A seat's private picture: "Your turn" (or whose turn it is), money, hand, the market
    (with a pending play), the income each play would pay every player, and own ships."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand needs a seat's own view (view['me'])")
    title, rows = _income_rows(view, me, words)
    h = M + C.BANNER_H + C.GAP + 64 + C.GAP + _hand_height(me) + _my_ships_height(view, me)
    legend = _hand_legend(me, rows, words)
    h += HEADING_H + MINI + C.GAP + _income_height(title, rows) + _legend_height(legend) + M
    img = C.canvas(h)
    y = _banner(img, view, names, words, int(me.get("seat", 0)))
    y = _identity(img, y, me, names, words)
    y = _hand_cards(img, y, me, words)
    y = _mini_market(img, y, view, me, words)
    if rows:
        y = _income_table(img, y, title, rows, me, names, words)
    y = _my_ships(img, y, view, me, words)
    if legend:
        C.legend(img, (M, y), INNER, legend)
    return P.to_png(img)


# -- final -----------------------------------------------------------------------------------
def _result_parts(view: View) -> tuple[list[int], list[int], list[int], list[dict[str, Any]]]:
    """(money, ranking, winners, breakdown) from ``view["result"]``, robust to missing keys."""
    result = view.get("result") or {}
    breakdown = list(result.get("breakdown") or [])
    money = list(result.get("scores") or [int(b.get("money", 0)) for b in breakdown])
    ranking = list(result.get("ranking") or [1 + sum(o > m for o in money) for m in money])
    winners = list(result.get("winners") or [s for s, r in enumerate(ranking) if r == 1])
    while len(breakdown) < len(money):
        breakdown.append({})
    return money, ranking, winners, breakdown


def _fleet_row(
    img: Image.Image, y: int, seat: int, view: View, info: Mapping[str, Any], words: Text
) -> int:
    """A player's ships and special cards at the end; returns the y below."""
    seats = view.get("seats") or []
    ships = list((seats[seat] if seat < len(seats) else {}).get("ships") or [])
    mid = y + FLEET_H // 2
    P.seat_dot(img, (M + C.SEAT_DOT // 2, mid), seat, C.SEAT_DOT)
    x = M + C.SEAT_DOT + 12
    owned = {k: info.get(k, 0) for k in SPECIALS[1:]}
    chips_w = sum(_chip_width(k, n, words) + 10 for k, n in _owned(owned))
    right = C.WIDTH - M - chips_w
    _ships_row(img, (x, y + 4, right - 10, y + FLEET_H - 4), ships)
    _chips(img, (right, mid - CHIP_H // 2), owned, words)
    return y + FLEET_H + 6


@written
def render_final(view: View, names: Sequence[str], words: Text) -> bytes:
    """The winner first, then everyone's money, earnings and spending in the results table,
    and each player's ships and special cards."""
    money, ranking, winners, breakdown = _result_parts(view)
    n = len(money)
    order = sorted(range(n), key=lambda s: (ranking[s], s))
    h = M + C.BANNER_H + C.GAP + C.results_table_height(n) + C.GAP
    h += HEADING_H + n * (FLEET_H + 6) + M
    img = C.canvas(h)
    box = (M, M, C.WIDTH - M, M + C.BANNER_H)
    seat = winners[0] if len(winners) == 1 else None
    C.turn_banner(img, box, _won(winners, names, words), pic(words, "over"), seat=seat)
    y = box[3] + C.GAP
    columns = [
        C.Column(pic(words, "col_place"), 0.8, "m"),
        C.Column(pic(words, "col_player"), 2.6, name=True),
        C.Column(pic(words, "col_earned"), 1.2, "r"),
        C.Column(pic(words, "col_spent"), 1.2, "r"),
        C.Column(pic(words, "col_money"), 1.3, "r"),
    ]
    cells = [
        [
            str(ranking[s]),
            pic.name(names, s, words),
            f"¥{int(breakdown[s].get('earned', 0))}",
            _minus_money(int(breakdown[s].get("spent", 0))),
            f"¥{money[s]}",
        ]
        for s in order
    ]
    winning_rows = [i for i, s in enumerate(order) if s in winners]
    y = (
        C.results_table(
            img, (M, y, C.WIDTH - M, 0), columns, cells, highlight=winning_rows, seats=order
        )
        + C.GAP
    )
    y = _heading(img, y, pic(words, "fleets"))
    for s in order:
        y = _fleet_row(img, y, s, view, breakdown[s], words)
    return P.to_png(img)


def _minus_money(amount: int) -> str:
    """Money spent, with a real minus sign: "−¥20" (nothing spent: "¥0")."""
    return f"−¥{amount}" if amount else "¥0"
