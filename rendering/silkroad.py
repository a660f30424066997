"""Maritime Silk Road pictures as PNG bytes, drawn from the engine's view dict only.

``render_board`` uses the public view (no money, no hands); ``render_hand`` needs a seat's own
view (``view["me"]``); ``render_final`` shows everyone's money once the game is over. Names are
indexed by seat. UI words can be overridden with ``words`` (English by default).

The goods, ships and special cards get their own vector icons here (new drawing functions; the
shared primitives are used as they are).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import draw_text, text_width
from rendering.text import Text, written

View = Mapping[str, Any]
Box = tuple[int, int, int, int]
RGB = T.RGB
SS = P.SS

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
GOODS_HANZI: dict[str, str] = {
    "porcelain": "瓷器",
    "silk": "丝绸",
    "tea": "茶叶",
    "spice": "香料",
    "glass": "琉璃",
    "ore": "原矿",
}
WOOD: RGB = (150, 98, 54)
WOOD_DARK: RGB = (96, 60, 30)
SAIL: RGB = (236, 222, 196)
SPECIAL_FACE: RGB = (236, 214, 170)
SPECIAL_EDGE: RGB = (150, 108, 56)


HEADER_H = 104
CARD_W, CARD_H = 188, 216
PANEL_H = 200
SHELF_H = 132


def _s(words: Text, key: str, **kw: Any) -> str:
    """A word of the pictures (``silkroad.pic.<key>`` in the catalogs)."""
    return words(f"silkroad.pic.{key}", **kw)


def _name(names: Sequence[str], seat: int | None, words: Text) -> str:
    if seat is not None and 0 <= seat < len(names) and str(names[seat]).strip():
        return str(names[seat]).strip()
    return _s(words, "player", n=(seat or 0) + 1)


def goods_name(colour: str, words: Text) -> str:
    return _s(words, f"goods.{colour}")


def _canvas(h: int) -> Image.Image:
    return Image.new("RGB", (T.WIDTH, h), T.BG)


# -- vector icons ----------------------------------------------------------------------------
Painter = Callable[[ImageDraw.ImageDraw, float], None]


def _pts(s: float, *pts: tuple[float, float]) -> list[tuple[float, float]]:
    return [(x * s, y * s) for x, y in pts]


def _porcelain(d: ImageDraw.ImageDraw, s: float) -> None:
    """A vase with a painted band."""
    d.rounded_rectangle(_pts(s, (0.30, 0.06), (0.70, 0.17)), radius=0.04 * s, fill=255)
    d.polygon(_pts(s, (0.38, 0.15), (0.62, 0.15), (0.60, 0.38), (0.40, 0.38)), fill=255)
    d.ellipse(_pts(s, (0.18, 0.30), (0.82, 0.90)), fill=255)
    d.rectangle(_pts(s, (0.34, 0.84), (0.66, 0.95)), fill=255)
    wave = [(0.26 + 0.48 * t / 12, 0.60 + 0.045 * math.sin(t * math.pi / 2)) for t in range(13)]
    d.line(_pts(s, *wave), fill=0, width=max(1, round(0.05 * s)))
    d.ellipse(_pts(s, (0.45, 0.43), (0.55, 0.51)), fill=0)


def _silk(d: ImageDraw.ImageDraw, s: float) -> None:
    """A spool of silk thread with a loose end."""
    d.rounded_rectangle(_pts(s, (0.14, 0.06), (0.78, 0.19)), radius=0.05 * s, fill=255)
    d.rounded_rectangle(_pts(s, (0.14, 0.81), (0.78, 0.94)), radius=0.05 * s, fill=255)
    d.rectangle(_pts(s, (0.22, 0.19), (0.70, 0.81)), fill=255)
    width = max(1, round(0.028 * s))
    for k in range(6):
        y = 0.25 + k * 0.1
        d.line(_pts(s, (0.22, y + 0.05), (0.70, y - 0.03)), fill=0, width=width)
    tail = [(0.70 + 0.2 * t / 10, 0.30 + 0.56 * t / 10 + 0.05 * math.sin(t)) for t in range(11)]
    d.line(_pts(s, *tail), fill=255, width=round(0.05 * s))


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
    d.polygon(_pts(s, *upper, *reversed(lower)), fill=255)
    width = max(1, round(0.035 * s))
    d.line(_pts(s, (0.10, 0.94), a, (0.80, 0.20)), fill=0, width=width)
    d.line(_pts(s, (0.10, 0.94), a), fill=255, width=width * 2)
    for t in (0.3, 0.5, 0.7):
        cx, cy = a[0] + dx * t, a[1] + dy * t
        for sign in (1, -1):
            end = (cx + dx * 0.12 + sign * nx * 0.14, cy + dy * 0.12 + sign * ny * 0.14)
            d.line(_pts(s, (cx, cy), end), fill=0, width=max(1, width * 2 // 3))


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
    d.polygon(_pts(s, *left, *reversed(right)), fill=255)
    d.ellipse(_pts(s, (0.20, 0.14), (0.50, 0.30)), fill=255)
    d.line(_pts(s, (0.36, 0.18), (0.40, 0.08), (0.52, 0.04)), fill=255, width=round(0.06 * s))
    d.line(_pts(s, (0.24, 0.34), (0.30, 0.58)), fill=0, width=max(1, round(0.03 * s)))


def _glass(d: ImageDraw.ImageDraw, s: float) -> None:
    """A cut gem."""
    d.polygon(
        _pts(s, (0.12, 0.36), (0.30, 0.14), (0.70, 0.14), (0.88, 0.36), (0.50, 0.92)), fill=255
    )
    width = max(1, round(0.03 * s))
    d.line(_pts(s, (0.12, 0.36), (0.88, 0.36)), fill=0, width=width)
    d.line(_pts(s, (0.30, 0.14), (0.40, 0.36), (0.50, 0.92)), fill=0, width=width)
    d.line(_pts(s, (0.70, 0.14), (0.60, 0.36), (0.50, 0.92)), fill=0, width=width)
    d.line(_pts(s, (0.40, 0.36), (0.50, 0.14), (0.60, 0.36)), fill=0, width=width)


def _ore(d: ImageDraw.ImageDraw, s: float) -> None:
    """A faceted lump of rock."""
    rock = [(0.08, 0.74), (0.18, 0.42), (0.44, 0.22), (0.72, 0.28), (0.92, 0.56)]
    rock += [(0.84, 0.86), (0.40, 0.92)]
    d.polygon(_pts(s, *rock), fill=255)
    width = max(1, round(0.03 * s))
    d.line(_pts(s, (0.44, 0.22), (0.50, 0.54), (0.92, 0.56)), fill=0, width=width)
    d.line(_pts(s, (0.18, 0.42), (0.50, 0.54), (0.40, 0.92)), fill=0, width=width)
    d.line(_pts(s, (0.50, 0.54), (0.84, 0.86)), fill=0, width=width)


def _ship(d: ImageDraw.ImageDraw, s: float) -> None:
    """A junk: hull, mast and two battened sails."""
    d.polygon(_pts(s, (0.04, 0.60), (0.96, 0.60), (0.82, 0.86), (0.18, 0.86)), fill=255)
    d.rectangle(_pts(s, (0.47, 0.06), (0.52, 0.62)), fill=255)
    d.polygon(_pts(s, (0.55, 0.08), (0.88, 0.54), (0.55, 0.54)), fill=255)
    d.polygon(_pts(s, (0.44, 0.16), (0.44, 0.54), (0.16, 0.54)), fill=255)
    width = max(1, round(0.025 * s))
    for y in (0.24, 0.36, 0.46):
        d.line(_pts(s, (0.55, y), (0.86, y)), fill=0, width=width)


def _licence(d: ImageDraw.ImageDraw, s: float) -> None:
    """A scroll with a seal."""
    d.rounded_rectangle(_pts(s, (0.16, 0.18), (0.84, 0.82)), radius=0.04 * s, fill=255)
    d.rounded_rectangle(_pts(s, (0.08, 0.10), (0.92, 0.22)), radius=0.06 * s, fill=255)
    d.rounded_rectangle(_pts(s, (0.08, 0.78), (0.92, 0.90)), radius=0.06 * s, fill=255)
    width = max(1, round(0.035 * s))
    for y in (0.34, 0.46, 0.58):
        d.line(_pts(s, (0.26, y), (0.58, y)), fill=0, width=width)
    d.ellipse(_pts(s, (0.56, 0.52), (0.78, 0.74)), fill=0)
    d.ellipse(_pts(s, (0.60, 0.56), (0.74, 0.70)), fill=255)


def _porter(d: ImageDraw.ImageDraw, s: float) -> None:
    """A carrier with a shoulder pole and two baskets."""
    d.ellipse(_pts(s, (0.42, 0.04), (0.58, 0.20)), fill=255)
    d.polygon(_pts(s, (0.40, 0.24), (0.60, 0.24), (0.58, 0.62), (0.42, 0.62)), fill=255)
    d.line(_pts(s, (0.45, 0.60), (0.40, 0.94)), fill=255, width=round(0.07 * s))
    d.line(_pts(s, (0.55, 0.60), (0.60, 0.94)), fill=255, width=round(0.07 * s))
    d.line(_pts(s, (0.04, 0.28), (0.96, 0.24)), fill=255, width=round(0.05 * s))
    thin = max(1, round(0.025 * s))
    for x0, x1 in ((0.04, 0.30), (0.70, 0.96)):
        mid = (x0 + x1) / 2
        d.line(_pts(s, (mid, 0.27), (x0 + 0.02, 0.56)), fill=255, width=thin)
        d.line(_pts(s, (mid, 0.27), (x1 - 0.02, 0.56)), fill=255, width=thin)
        d.polygon(_pts(s, (x0, 0.56), (x1, 0.56), (x1 - 0.04, 0.80), (x0 + 0.04, 0.80)), fill=255)


def _exchange(d: ImageDraw.ImageDraw, s: float) -> None:
    """A trading house with an upturned roof."""
    d.polygon(
        _pts(s, (0.02, 0.40), (0.16, 0.30), (0.50, 0.08), (0.84, 0.30), (0.98, 0.40)), fill=255
    )
    d.rectangle(_pts(s, (0.14, 0.40), (0.86, 0.46)), fill=255)
    for x in (0.18, 0.36, 0.58, 0.76):
        d.rectangle(_pts(s, (x, 0.46), (x + 0.07, 0.86)), fill=255)
    d.rectangle(_pts(s, (0.08, 0.86), (0.92, 0.94)), fill=255)


def _cross(d: ImageDraw.ImageDraw, s: float) -> None:
    width = round(0.14 * s)
    d.line(_pts(s, (0.2, 0.2), (0.8, 0.8)), fill=255, width=width)
    d.line(_pts(s, (0.8, 0.2), (0.2, 0.8)), fill=255, width=width)


ICONS: dict[str, Painter] = {
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


@lru_cache(maxsize=512)
def icon_mask(kind: str, size: int) -> Image.Image:
    """Anti-aliased "L" mask of a Silk Road icon in a ``size`` px square."""
    size = max(1, size)
    big = Image.new("L", (size * SS, size * SS), 0)
    painter = ICONS.get(kind)
    if painter is not None:
        painter(ImageDraw.Draw(big), float(size * SS))
    return big.reduce(SS)


def icon(img: Image.Image, kind: str, xy: tuple[int, int], size: int, color: RGB) -> None:
    """Paste icon ``kind`` with its top-left at ``xy``."""
    x, y = xy
    img.paste(color, (x, y, x + size, y + size), icon_mask(kind, size))


# -- components ------------------------------------------------------------------------------
@lru_cache(maxsize=128)
def goods_card_sprite(
    colour: str, name: str, w: int, h: int, slot: int | None = None
) -> Image.Image:
    """A goods card, filled with its colour: icon, English name and hanzi, optional slot no."""
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    fill, edge = GOODS.get(colour, (150, 150, 150)), GOODS_EDGE.get(colour, (90, 90, 90))
    r = max(6, min(w, h) // 12)
    P.rounded_box(im, (0, 0, w, h), r, edge)
    b = max(3, w // 30)
    P.rounded_box(im, (b, b, w - b, h - b), r - 2, fill)
    ink = T.ink_on(fill)
    inner = T.mix(fill, edge, 0.35)
    P.rounded_box(im, (b + 5, b + 5, w - b - 5, h - b - 5), r - 4, None, inner, 2)
    name_size = max(13, round(h * 0.105))
    hanzi_size = round(name_size * 0.72) if h >= 160 else 0
    bottom = h - b - 8
    if hanzi_size:
        draw_text(
            im,
            (w // 2, bottom),
            GOODS_HANZI.get(colour, ""),
            hanzi_size,
            T.mix(ink, fill, 0.35),
            anchor="md",
        )
        bottom -= hanzi_size + 6
    name_box = draw_text(
        im, (w // 2, bottom), name, name_size, ink, bold=True, anchor="md", max_width=w - 2 * b - 10
    )
    top = b + 10
    size = min(w - 4 * b - 24, name_box[1] - top - 6)
    icon(
        im,
        colour,
        ((w - size) // 2, top + (name_box[1] - 6 - top - size) // 2),
        size,
        GOODS_ICON.get(colour, ink),
    )
    if slot is not None:
        d = max(22, round(w * 0.2))
        P.rounded_box(
            im, (b + 6, b + 6, b + 6 + d, b + 6 + d), d // 2, T.INK if ink == T.INK else T.CARD
        )
        draw_text(
            im,
            (b + 6 + d // 2, b + 6 + d // 2 + 1),
            str(slot),
            round(d * 0.62),
            T.CARD if ink == T.INK else T.INK,
            bold=True,
            anchor="mm",
        )
    return im


def goods_card(
    img: Image.Image,
    xy: tuple[int, int],
    colour: str,
    w: int,
    h: int,
    words: Text,
    slot: int | None = None,
) -> None:
    x, y = xy
    P.shadow(img, (x, y, x + w, y + h), max(6, min(w, h) // 12), (0, 4), 5)
    P.paste_sprite(img, goods_card_sprite(colour, goods_name(colour, words), w, h, slot), xy)


@lru_cache(maxsize=64)
def cube_sprite(colour: str, size: int) -> Image.Image:
    """A wooden cube in a goods colour, seen from the front-right: front, top and side."""
    fill = GOODS.get(colour, (150, 150, 150))
    edge = GOODS_EDGE.get(colour, (90, 90, 90))
    top = T.mix(fill, (255, 255, 255), 0.4) if colour != "ore" else (92, 92, 102)
    side = T.darken(fill, 0.7) if colour != "ore" else (20, 20, 24)
    if colour == "porcelain":
        top, side = (255, 255, 255), (200, 202, 210)
    s, k = size * SS, round(size * SS * 0.24)
    big = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    line = max(SS, round(size * SS / 22))
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
    mask = Image.new("L", (w * SS, h * SS), 0)
    ImageDraw.Draw(mask).polygon([(x * SS, y * SS) for x, y in hull], fill=255)
    mask = mask.reduce(SS)
    im.paste((*WOOD_DARK, 255), (0, 0, w, h), mask)
    inner = Image.new("L", (w * SS, h * SS), 0)
    inset = [
        (x * SS, y * SS)
        for x, y in [
            (3, hull_top + 3),
            (w - 3, hull_top + 3),
            (round(w * 0.84) - 2, h - 5),
            (round(w * 0.16) + 2, h - 5),
        ]
    ]
    ImageDraw.Draw(inner).polygon(inset, fill=255)
    im.paste((*WOOD, 255), (0, 0, w, h), inner.reduce(SS))
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
    kind: str, label: str, w: int, h: int, price: int, state: str
) -> Image.Image:
    """A small special card: price corner, icon, name. ``state``: "normal" or "sold"."""
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    P.rounded_box(im, (0, 0, w, h), 10, SPECIAL_FACE, SPECIAL_EDGE, 3)
    d = round(h * 0.3)
    P.rounded_box(im, (6, 6, 6 + d, 6 + d), d // 2, T.GOLD, T.GOLD_DARK, 2)
    draw_text(
        im, (6 + d // 2, 6 + d // 2 + 1), str(price), round(d * 0.56), T.INK, bold=True, anchor="mm"
    )
    size = min(w - d - 22, h - 34)
    icon(im, kind, (w - size - 10, 8), size, T.darken(SPECIAL_EDGE, 0.7))
    draw_text(
        im,
        (w // 2, h - 8),
        label,
        max(12, round(h * 0.17)),
        T.INK,
        bold=True,
        anchor="md",
        max_width=w - 12,
    )
    if state == "sold":
        alpha = im.getchannel("A").point(lambda v: v * 45 // 100)
        im.putalpha(alpha)
    return im


def _pill(
    img: Image.Image,
    xy: tuple[int, int],
    text: str,
    fg: RGB,
    bg: RGB,
    anchor: str = "l",
    size: int = T.FS_SMALL,
    height: int = 30,
) -> Box:
    return P.pill(img, xy, text, size, fg, bg, anchor=anchor, height=height)


# -- header ----------------------------------------------------------------------------------
def _status(view: View, names: Sequence[str], words: Text) -> tuple[str, str, str]:
    """(big left title, status, sub-status) for the header."""
    phase = view.get("phase")
    turn = view.get("turn")
    who = _name(names, turn, words)
    if phase == "load":
        ship_no = int(view.get("load_round") or 0) + 1
        return (
            _s(words, "setup"),
            _s(words, "status_load", name=who, ship=ship_no),
            _s(words, "sub_load"),
        )
    if phase == "over":
        return _s(words, "over"), _s(words, "over"), _s(words, "sub_over")
    title = _s(words, "turn", number=view.get("number", 0))
    step = view.get("step")
    if phase == "phase1":
        key = {"swap": "sub_swap", "porter": "sub_porter", "ship": "sub_ship"}.get(
            step or "", "sub_phase1"
        )
        sub = _s(words, key, left=view.get("swaps_left", 0))
        return title, _s(words, "status_turn", name=who, phase=_s(words, "phase1")), sub
    if phase == "exchange":
        sub = _s(words, "sub_exchange", left=view.get("exchanges_left", 0))
        return title, _s(words, "status_turn", name=who, phase=_s(words, "exchange")), sub
    return (
        title,
        _s(words, "status_turn", name=who, phase=_s(words, "phase2")),
        _s(words, "sub_phase2"),
    )


def _header(img: Image.Image, view: View, names: Sequence[str], words: Text) -> None:
    w = img.width
    img.paste(T.darken(T.BG, 0.78), (0, 0, w, HEADER_H))
    title, status, sub = _status(view, names, words)
    x = T.MARGIN
    draw_text(img, (x, 14), _s(words, "title"), 20, T.GOLD, bold=True)
    x1 = draw_text(img, (x, 44), title, T.FS_TITLE, T.TEXT, bold=True)[2]
    phase = view.get("phase")
    if phase == "load":
        steps_x = _start_note(img, (x1 + 22, 62), view, names, words)
    elif phase != "over":
        steps_x = _phase_steps(img, (x1 + 22, 62), view, words)
    else:
        steps_x = x1
    right = w - T.MARGIN
    P.face_down_card(img, (right - 36, 18), 36, 52)
    count_x = draw_text(
        img,
        (right - 48, 40),
        str(view.get("deck_count", 0)),
        T.FS_BIG,
        T.TEXT,
        bold=True,
        anchor="rm",
    )[0]
    draw_text(img, (right - 48, 76), _s(words, "deck"), T.FS_SMALL, T.TEXT_DIM, anchor="rm")
    right = min(count_x, right - 48 - text_width(_s(words, "deck"), T.FS_SMALL)) - 24
    left = steps_x + 20
    turn = view.get("turn")
    colour = T.seat_color(int(turn)) if turn is not None else T.TEXT
    draw_text(
        img,
        (right, 40),
        status,
        28,
        colour if turn is not None else T.TEXT,
        bold=True,
        anchor="rm",
        max_width=right - left,
    )
    draw_text(img, (right, 76), sub, T.FS_BODY, T.TEXT_DIM, anchor="rm", max_width=right - left)


def _start_note(
    img: Image.Image,
    xy: tuple[int, int],
    view: View,
    names: Sequence[str],
    words: Text,
) -> int:
    """During setup: the start player (drawn at random) beside the title, with the flag that
    marks their panel. Takes at most about half the header; returns the x after it."""
    start = view.get("start_player")
    if start is None:
        return xy[0] - 22
    x, y = xy
    P.badge(img, (x, y - 15), "start", 30)
    text = _s(words, "start_note", name=_name(names, int(start), words))
    limit = img.width // 2 - x
    return draw_text(
        img, (x + 40, y), text, T.FS_BODY, T.GOLD, bold=True, anchor="lm", max_width=limit
    )[2]


def _phase_steps(img: Image.Image, xy: tuple[int, int], view: View, words: Text) -> int:
    """Pills for phase 1, phase 2 and the exchange draws: done ones dim, the current one lit.
    Returns the x after them."""
    current = {"phase1": 0, "phase2": 1, "exchange": 2}.get(str(view.get("phase")))
    x, y = xy
    for i, key in enumerate(("step1", "step2", "step3")):
        if current is None:
            fg, bg = T.TEXT_FAINT, T.PANEL
        elif i == current:
            fg, bg = T.INK, T.GOLD
        elif i < current:
            fg, bg = T.TEXT_DIM, T.PANEL_HI
        else:
            fg, bg = T.TEXT_FAINT, T.PANEL
        x = P.pill(img, (x, y - 15), _s(words, key), 17, fg, bg, height=30, pad=10)[2] + 6
    return x


# -- market ----------------------------------------------------------------------------------
MARKET_H = 44 + CARD_H + 12


def _market(img: Image.Image, y: int, view: View, words: Text) -> None:
    x0 = T.MARGIN
    draw_text(
        img, (x0, y + 16), _s(words, "market"), T.FS_SMALL, T.TEXT_DIM, bold=True, anchor="lm"
    )
    _covered_chips(img, (img.width - T.MARGIN, y + 16), view, words)
    market = list(view.get("market") or [])
    last = view.get("last_play") or {}
    fresh = set(last.get("slots") or [])
    gap = (img.width - 2 * T.MARGIN - 6 * CARD_W) // 5
    cy = y + 40
    for i, colour in enumerate(market):
        cx = x0 + i * (CARD_W + gap)
        goods_card(img, (cx, cy), colour, CARD_W, CARD_H, words, slot=i + 1)
        if i in fresh:
            seat = last.get("seat")
            ring = T.seat_color(int(seat)) if seat is not None else T.GOLD
            P.rounded_box(
                img, (cx - 5, cy - 5, cx + CARD_W + 5, cy + CARD_H + 5), 18, None, ring, 4
            )
            _pill(
                img,
                (cx + CARD_W - 8, cy + 8),
                _s(words, "new"),
                T.INK,
                ring,
                anchor="r",
                size=16,
                height=26,
            )


def _covered_chips(img: Image.Image, right_mid: tuple[int, int], view: View, words: Text) -> None:
    """Cards already covered per colour (public: everyone saw them played), right-aligned."""
    buried = view.get("buried") or {}
    x, y = right_mid
    for colour in reversed(COLOURS):
        n = int(buried.get(colour, 0))
        x = (
            draw_text(
                img,
                (x, y),
                str(n),
                T.FS_SMALL,
                T.TEXT if n else T.TEXT_FAINT,
                bold=True,
                anchor="rm",
            )[0]
            - 4
        )
        x -= 18
        P.rounded_box(img, (x, y - 9, x + 18, y + 9), 4, GOODS[colour], GOODS_EDGE[colour], 2)
        x -= 14
    draw_text(img, (x, y), _s(words, "covered"), T.FS_SMALL, T.TEXT_DIM, anchor="rm")


# -- supply and special cards ----------------------------------------------------------------
STOCK_H = 150


def _supply(img: Image.Image, box: Box, view: View, words: Text) -> None:
    x0, y0, x1, y1 = box
    P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    draw_text(
        img,
        (x0 + 16, y0 + 22),
        _s(words, "supply"),
        T.FS_SMALL,
        T.TEXT_DIM,
        bold=True,
        anchor="lm",
    )
    supply = view.get("supply") or {}
    col_w = (x1 - x0 - 24) // 6
    size = 46
    for i, colour in enumerate(COLOURS):
        n = int(supply.get(colour, 0))
        cx = x0 + 12 + i * col_w + col_w // 2
        top = y0 + 46
        if n:
            cube(img, (cx - size // 2, top), colour, size)
        else:
            P.rounded_box(
                img,
                (cx - size // 2, top + 4, cx + size // 2 - 4, top + size),
                6,
                None,
                T.PANEL_BORDER,
                2,
            )
            icon(img, "cross", (cx - 14, top + 11), 24, T.BAD)
        draw_text(
            img, (cx, y1 - 22), f"×{n}", T.FS_H2, T.TEXT if n else T.BAD, bold=True, anchor="mm"
        )


def _specials(img: Image.Image, box: Box, view: View, words: Text) -> None:
    x0, y0, x1, _ = box
    P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    draw_text(
        img,
        (x0 + 16, y0 + 22),
        _s(words, "specials"),
        T.FS_SMALL,
        T.TEXT_DIM,
        bold=True,
        anchor="lm",
    )
    specials = view.get("specials") or {}
    col_w = (x1 - x0 - 24) // 4
    cw, ch = col_w - 56, 88  # room beside each card for its count, "×10" included
    for i, kind in enumerate(SPECIALS):
        info = specials.get(kind) or {}
        left = int(info.get("left", 0))
        cx = x0 + 12 + i * col_w
        top = y0 + 40
        sprite = special_card_sprite(
            kind,
            _s(words, f"special.{kind}"),
            cw,
            ch,
            int(info.get("price", 0)),
            "normal" if left else "sold",
        )
        if left:
            P.shadow(img, (cx, top, cx + cw, top + ch), 10, (0, 3), 4)
        P.paste_sprite(img, sprite, (cx, top))
        text = f"×{left}" if left else "—"
        draw_text(
            img,
            (cx + cw + (col_w - cw) // 2, top + ch // 2),
            text,
            T.FS_H2,
            T.TEXT if left else T.BAD,
            bold=True,
            anchor="mm",
            max_width=col_w - cw - 6,
        )
        if not left:
            label = _s(words, "sold_out")
            P.pill(
                img,
                (cx + cw // 2, top + ch // 2 - 13),
                label,
                15,
                T.TEXT,
                T.BAD_DARK,
                anchor="m",
                height=26,
                pad=8,
            )


# -- player panels ---------------------------------------------------------------------------
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


def _owned_specials(
    img: Image.Image,
    xy: tuple[int, int],
    seat: Mapping[str, Any],
    h: int,
    words: Text,
) -> int:
    """Licence/porter/exchange chips (icon ×count); returns the x after them."""
    x, y = xy
    any_owned = False
    for kind in SPECIALS[1:]:
        n = int(seat.get(kind) or 0)
        if not n:
            continue
        any_owned = True
        label = f"{_s(words, f'special.{kind}')} ×{n}"
        tw = text_width(label, T.FS_SMALL, True)
        P.rounded_box(img, (x, y, x + h + tw + 16, y + h), 8, SPECIAL_FACE, SPECIAL_EDGE, 2)
        icon(img, kind, (x + 4, y + 3), h - 6, T.darken(SPECIAL_EDGE, 0.7))
        draw_text(
            img, (x + h + 4, y + h // 2 + 1), label, T.FS_SMALL, T.INK, bold=True, anchor="lm"
        )
        x += h + tw + 24
    if not any_owned:
        draw_text(
            img, (x, y + h // 2), _s(words, "no_specials"), T.FS_SMALL, T.TEXT_FAINT, anchor="lm"
        )
    return x


def _player_panel(
    img: Image.Image,
    box: Box,
    view: View,
    seat: int,
    names: Sequence[str],
    words: Text,
) -> None:
    x0, y0, x1, y1 = box
    seats = view.get("seats") or []
    info = seats[seat] if seat < len(seats) else {}
    active = view.get("turn") == seat and view.get("phase") != "over"
    sc = T.seat_color(seat)
    P.shadow(img, box, T.RADIUS, (0, 4), 6)
    if active:
        P.rounded_box(img, box, T.RADIUS, T.PANEL_HI, sc, 4)
    else:
        P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    P.rounded_box(img, (x0 + 8, y0 + 14, x0 + 14, y1 - 14), 3, sc)
    left, right = x0 + 26, x1 - 16
    cy = y0 + 30
    P.seat_dot(img, (left + 15, cy), seat, 30)
    hand_n = int(info.get("hand_count") or 0)
    hx = right - 30
    P.face_down_card(img, (hx, cy - 20), 28, 40)
    hand_text = _s(words, "one_card") if hand_n == 1 else _s(words, "cards", n=hand_n)
    tx = draw_text(img, (hx - 8, cy), hand_text, T.FS_BODY, T.TEXT_DIM, bold=True, anchor="rm")[0]
    tag_x = tx - 12
    if active:
        phase = view.get("phase")
        label = {
            "phase1": _s(words, "phase1"),
            "phase2": _s(words, "phase2"),
            "exchange": _s(words, "exchange"),
            "load": _s(words, "loading"),
        }.get(str(phase), "")
        tag_x = (
            P.pill(
                img,
                (tag_x, cy - 15),
                label,
                T.FS_SMALL,
                T.INK,
                sc,
                anchor="r",
                height=30,
                icon_kind="play",
            )[0]
            - 10
        )
    name_x = left + 40
    nx1 = draw_text(
        img,
        (name_x, cy),
        _name(names, seat, words),
        28,
        T.TEXT,
        bold=True,
        anchor="lm",
        max_width=max(40, tag_x - name_x - 40),
    )[2]
    if view.get("start_player") == seat:
        P.badge(img, (nx1 + 10, cy - 15), "start", 30)
    _ships_row(img, (left, y0 + 52, right, y1 - 50), list(info.get("ships") or []))
    _owned_specials(img, (left, y1 - 44), info, 32, words)


def _panels_height(n: int) -> int:
    rows = (n + 1) // 2
    return rows * PANEL_H + (rows - 1) * T.GAP


def _panels(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> None:
    n = len(view.get("seats") or [])
    pw = (img.width - 2 * T.MARGIN - T.GAP) // 2
    for seat in range(n):
        col, row = seat % 2, seat // 2
        x = T.MARGIN + col * (pw + T.GAP)
        yy = y + row * (PANEL_H + T.GAP)
        _player_panel(img, (x, yy, x + pw, yy + PANEL_H), view, seat, names, words)


@written
def render_board(view: View, names: Sequence[str], words: Text) -> bytes:
    """Public board: market slots, cube supply, special cards, every player's ships and cards."""
    n = len(view.get("seats") or [])
    h = HEADER_H + T.GAP + MARKET_H + T.GAP + STOCK_H + T.GAP + _panels_height(n) + T.MARGIN
    img = _canvas(h)
    _header(img, view, names, words)
    y = HEADER_H + T.GAP
    _market(img, y, view, words)
    y += MARKET_H + T.GAP
    half = (img.width - 2 * T.MARGIN - T.GAP) // 2
    _supply(img, (T.MARGIN, y, T.MARGIN + half, y + STOCK_H), view, words)
    _specials(img, (T.MARGIN + half + T.GAP, y, img.width - T.MARGIN, y + STOCK_H), view, words)
    y += STOCK_H + T.GAP
    _panels(img, y, view, names, words)
    return P.to_png(img)


# -- hand (a seat's private view) ------------------------------------------------------------
HAND_CARD_W, HAND_CARD_H = 150, 172
MINI_W, MINI_H = 150, 124


def _hand_header(
    img: Image.Image,
    view: View,
    me: Mapping[str, Any],
    names: Sequence[str],
    words: Text,
) -> None:
    w = img.width
    img.paste(T.darken(T.BG, 0.78), (0, 0, w, HEADER_H))
    seat = int(me.get("seat", 0))
    draw_text(img, (T.MARGIN, 14), _s(words, "title"), 20, T.GOLD, bold=True)
    P.seat_dot(img, (T.MARGIN + 16, 64), seat, 32)
    title = f"{_s(words, 'hand_title')} · {_name(names, seat, words)}"
    money = f"¥{int(me.get('money') or 0)}"
    mx = draw_text(img, (w - T.MARGIN, 46), money, 44, T.GOLD, bold=True, anchor="rm")[0]
    draw_text(img, (w - T.MARGIN, 84), _s(words, "money"), T.FS_SMALL, T.TEXT_DIM, anchor="rm")
    draw_text(
        img,
        (T.MARGIN + 42, 64),
        title,
        T.FS_TITLE,
        T.TEXT,
        bold=True,
        anchor="lm",
        max_width=mx - T.MARGIN - 70,
    )


def _hand_cards(img: Image.Image, y: int, me: Mapping[str, Any], words: Text) -> None:
    hand = me.get("hand") or {}
    groups = [(c, int(hand.get(c, 0))) for c in COLOURS if int(hand.get(c, 0))]
    if not groups:
        box = (T.MARGIN, y, img.width - T.MARGIN, y + HAND_CARD_H)
        P.rounded_box(img, box, T.RADIUS, None, T.PANEL_BORDER, 2)
        draw_text(
            img,
            (img.width // 2, y + HAND_CARD_H // 2),
            _s(words, "empty_hand"),
            T.FS_H2,
            T.TEXT_DIM,
            bold=True,
            anchor="mm",
        )
        return
    step = HAND_CARD_W + 48
    x = (img.width - (len(groups) * step - 48)) // 2
    for colour, n in groups:
        # a small fan shows the stack; the big badge says how many
        for k in range(min(n, 3) - 1, 0, -1):
            goods_card(
                img, (x + 8 * k, y - 6 * k + 12), colour, HAND_CARD_W, HAND_CARD_H - 12, words
            )
        goods_card(img, (x, y + 12), colour, HAND_CARD_W, HAND_CARD_H - 12, words)
        d = 48
        bx, by = x + HAND_CARD_W - d // 2 - 4, y
        P.rounded_box(img, (bx, by, bx + d, by + d), d // 2, T.TEXT, T.INK, 2)
        draw_text(img, (bx + d // 2, by + d // 2 + 1), f"×{n}", 22, T.INK, bold=True, anchor="mm")
        x += step


def _mini_market(img: Image.Image, y: int, view: View, me: Mapping[str, Any], words: Text) -> None:
    """The market; a slot chosen for the pending play gets the played card on top, outlined,
    with its pick order."""
    draw_text(
        img,
        (T.MARGIN, y + 12),
        _s(words, "market"),
        T.FS_SMALL,
        T.TEXT_DIM,
        bold=True,
        anchor="lm",
    )
    y += 30
    market = list(view.get("market") or [])
    play = me.get("play") or {}
    chosen = list(play.get("slots") or [])
    colour = play.get("colour")
    gap = (img.width - 2 * T.MARGIN - 6 * MINI_W) // 5
    for i, top in enumerate(market):
        x = T.MARGIN + i * (MINI_W + gap)
        goods_card(img, (x, y), top, MINI_W, MINI_H, words, slot=i + 1)
        if i in chosen and colour:
            w, h = MINI_W - 46, MINI_H - 38
            nx, ny = x + 40, y + 32
            P.rounded_box(img, (nx - 5, ny - 5, nx + w + 5, ny + h + 5), 14, T.GOLD)
            goods_card(img, (nx, ny), colour, w, h, words)
            order = chosen.index(i) + 1
            P.rounded_box(
                img, (nx + w - 20, ny - 14, nx + w + 10, ny + 16), 15, T.GOLD, T.GOLD_DARK, 2
            )
            draw_text(img, (nx + w - 5, ny + 1), str(order), 18, T.INK, bold=True, anchor="mm")


def _income_rows(
    view: View, me: Mapping[str, Any], words: Text
) -> tuple[str, list[tuple[str | None, str, list[int]]]]:
    """(title, rows of (colour, label, income per seat)) for the preview table."""
    play = me.get("play")
    if play and me.get("preview") is not None:
        colour = str(play.get("colour"))
        chosen = list(play.get("slots") or [])
        slots = ", ".join(str(s + 1) for s in chosen) or "—"
        title = _s(words, "if_played", colour=goods_name(colour, words).upper())
        label = _s(words, "slot" if len(chosen) == 1 else "slots", slots=slots)
        return title, [(colour, label, list(me["preview"]))]
    previews = me.get("colour_previews") or {}
    rows = []
    for colour in COLOURS:
        p = previews.get(colour)
        if p:
            chosen = list(p.get("slots") or [])
            slots = ", ".join(str(s + 1) for s in chosen)
            where = _s(words, "slot" if len(chosen) == 1 else "slots", slots=slots)
            label = f"×{p.get('cards', 0)} → {where}"
            rows.append((colour, label, list(p.get("income") or [])))
    return _s(words, "best_plays"), rows


ROW_H = 46


def _income_table(
    img: Image.Image,
    y: int,
    title: str,
    rows: Sequence[tuple[str | None, str, list[int]]],
    me: Mapping[str, Any],
    names: Sequence[str],
    words: Text,
) -> None:
    n = len(rows[0][2]) if rows else 0
    h = 56 + ROW_H * (len(rows) + 1)
    box = (T.MARGIN, y, img.width - T.MARGIN, y + h)
    P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    draw_text(img, (box[0] + 16, y + 24), title, T.FS_SMALL, T.TEXT_DIM, bold=True, anchor="lm")
    label_w = 380
    col_w = (box[2] - box[0] - 32 - label_w) // max(1, n)
    me_seat = int(me.get("seat", -1))
    hy = y + 52 + ROW_H // 2
    for seat in range(n):
        cx = box[0] + 16 + label_w + seat * col_w + col_w // 2
        name = _s(words, "you") if seat == me_seat else _name(names, seat, words)
        shown = min(text_width(name, T.FS_SMALL, True), col_w - 44)
        left = cx - (shown + 30) // 2
        P.seat_dot(img, (left + 12, hy), seat, 24)
        draw_text(
            img,
            (left + 30, hy),
            name,
            T.FS_SMALL,
            T.TEXT,
            bold=True,
            anchor="lm",
            max_width=col_w - 44,
        )
    for r, (colour, label, income) in enumerate(rows):
        ry = y + 52 + ROW_H * (r + 1)
        if r % 2 == 0:
            P.rounded_box(img, (box[0] + 8, ry + 2, box[2] - 8, ry + ROW_H - 2), 8, T.CHIP)
        cy = ry + ROW_H // 2
        if colour:
            cube(img, (box[0] + 18, cy - 15), colour, 30)
            name = goods_name(colour, words)
            x = draw_text(img, (box[0] + 58, cy), name, T.FS_BODY, T.TEXT, bold=True, anchor="lm")[
                2
            ]
            draw_text(
                img,
                (x + 10, cy),
                label,
                T.FS_SMALL,
                T.TEXT_DIM,
                anchor="lm",
                max_width=label_w - (x - box[0]) - 10,
            )
        for seat, amount in enumerate(income):
            cx = box[0] + 16 + label_w + seat * col_w + col_w // 2
            text = f"¥{amount}" if amount else _s(words, "income_none")
            draw_text(
                img,
                (cx, cy),
                text,
                T.FS_H2,
                T.GOLD if amount else T.TEXT_FAINT,
                bold=True,
                anchor="mm",
            )


def _my_ships(img: Image.Image, y: int, view: View, me: Mapping[str, Any], words: Text) -> None:
    seats = view.get("seats") or []
    seat = int(me.get("seat", 0))
    info = seats[seat] if seat < len(seats) else {}
    box = (T.MARGIN, y, img.width - T.MARGIN, y + SHELF_H)
    P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    draw_text(
        img,
        (box[0] + 16, y + 22),
        _s(words, "your_ships"),
        T.FS_SMALL,
        T.TEXT_DIM,
        bold=True,
        anchor="lm",
    )
    ships = list(info.get("ships") or [])
    room = min(800, len(ships) * 108)
    _ships_row(img, (box[0] + 16, y + 36, box[0] + 16 + room, y + SHELF_H - 10), ships)
    _owned_specials(img, (box[0] + 40 + room, y + SHELF_H // 2), info, 34, words)


@written
def render_hand(view: View, names: Sequence[str], words: Text) -> bytes:
    """A seat's private picture: money, hand, own ships, the market (with a pending play) and
    the income preview per player."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand needs a seat's own view (view['me'])")
    title, rows = _income_rows(view, me, words)
    table_h = 56 + ROW_H * (len(rows) + 1) + T.GAP if rows else 0
    h = HEADER_H + T.GAP + HAND_CARD_H + T.GAP + SHELF_H + T.GAP + 30 + MINI_H + T.GAP
    h += table_h + T.MARGIN
    img = _canvas(h)
    _hand_header(img, view, me, names, words)
    y = HEADER_H + T.GAP
    _hand_cards(img, y, me, words)
    y += HAND_CARD_H + T.GAP
    _my_ships(img, y, view, me, words)
    y += SHELF_H + T.GAP
    _mini_market(img, y, view, me, words)
    y += 30 + MINI_H + T.GAP
    if rows:
        _income_table(img, y, title, rows, me, names, words)
    return P.to_png(img)


# -- final -----------------------------------------------------------------------------------
FINAL_ROW_H = 116


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


def _final_row(
    img: Image.Image,
    box: Box,
    seat: int,
    rank: int,
    money: int,
    info: Mapping[str, Any],
    winner: bool,
    view: View,
    names: Sequence[str],
    words: Text,
) -> None:
    x0, y0, x1, y1 = box
    sc = T.seat_color(seat)
    P.shadow(img, box, T.RADIUS, (0, 4), 6)
    P.rounded_box(
        img,
        box,
        T.RADIUS,
        T.PANEL_HI if winner else T.PANEL,
        T.GOLD if winner else T.PANEL_BORDER,
        4 if winner else 2,
    )
    cy = (y0 + y1) // 2
    medal = {1: T.GOLD, 2: T.SILVER, 3: T.BRONZE}.get(rank, T.PANEL_BORDER)
    P.rounded_box(img, (x0 + 18, cy - 26, x0 + 70, cy + 26), 26, medal, T.darken(medal, 0.6), 2)
    draw_text(img, (x0 + 44, cy + 1), str(rank), 30, T.ink_on(medal), bold=True, anchor="mm")
    P.seat_dot(img, (x0 + 104, cy - 18), seat, 30)
    mx = draw_text(img, (x1 - 24, cy), f"¥{money}", 52, T.GOLD, bold=True, anchor="rm")[0]
    nx = draw_text(
        img,
        (x0 + 128, cy - 18),
        _name(names, seat, words),
        30,
        sc,
        bold=True,
        anchor="lm",
        max_width=mx - x0 - 200,
    )[2]
    if winner:
        P.badge(img, (nx + 10, cy - 34), "winner", 32)
    seats = view.get("seats") or []
    ships = list((seats[seat] if seat < len(seats) else {}).get("ships") or [])
    detail = _s(words, "earned", earned=int(info.get("earned", 0)), spent=int(info.get("spent", 0)))
    dx = draw_text(img, (x0 + 92, cy + 24), detail, T.FS_BODY, T.TEXT_DIM, anchor="lm")[2]
    x = dx + 18
    for cargo in ships[:12]:
        ship(img, (x, cy + 2), cargo, 40)
        x += 44
    _owned_specials(img, (x + 10, cy + 8), info, 32, words)


@written
def render_final(view: View, names: Sequence[str], words: Text) -> bytes:
    """Everyone's money revealed, ranked, with earnings, spending, ships and special cards."""
    money, ranking, winners, breakdown = _result_parts(view)
    n = len(money)
    h = HEADER_H + T.GAP + n * (FINAL_ROW_H + T.GAP) + T.MARGIN
    img = _canvas(h)
    img.paste(T.darken(T.BG, 0.78), (0, 0, img.width, HEADER_H))
    draw_text(img, (T.MARGIN, 14), _s(words, "title"), 20, T.GOLD, bold=True)
    draw_text(img, (T.MARGIN, 44), _s(words, "final_title"), T.FS_TITLE, T.TEXT, bold=True)
    who = " & ".join(_name(names, s, words) for s in winners)
    label = _s(words, "winners" if len(winners) > 1 else "winner")
    draw_text(
        img,
        (img.width - T.MARGIN, 60),
        f"{label}: {who}",
        28,
        T.GOLD,
        bold=True,
        anchor="rm",
        max_width=img.width // 2,
    )
    order = sorted(range(n), key=lambda s: (ranking[s], s))
    y = HEADER_H + T.GAP
    for seat in order:
        box = (T.MARGIN, y, img.width - T.MARGIN, y + FINAL_ROW_H)
        _final_row(
            img,
            box,
            seat,
            ranking[seat],
            money[seat],
            breakdown[seat],
            seat in winners,
            view,
            names,
            words,
        )
        y += FINAL_ROW_H + T.GAP
    return P.to_png(img)
