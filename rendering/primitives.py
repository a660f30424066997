"""Reusable drawing pieces: rounded boxes, shadows, vector icons, cards, markers, tickets,
badges, the market track, player panels, and PNG encoding.

Shapes are drawn supersampled into cached masks/sprites so edges are anti-aliased while a
whole board still renders in a few tens of milliseconds. All functions draw onto an existing
RGB (or RGBA) image and never keep references to it.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from rendering import theme as T
from rendering.fonts import draw_text, text_width

RGB = T.RGB
Box = tuple[int, int, int, int]
SS = 4  # supersampling factor for masks

# -- masks, boxes, shadows -------------------------------------------------------------------


@lru_cache(maxsize=1024)
def rounded_mask(w: int, h: int, r: int, alpha: int = 255) -> Image.Image:
    """Anti-aliased rounded-rectangle coverage mask ("L") of ``w`` × ``h``."""
    w, h = max(1, w), max(1, h)
    r = max(0, min(r, w // 2, h // 2))
    big = Image.new("L", (w * SS, h * SS), 0)
    ImageDraw.Draw(big).rounded_rectangle((0, 0, w * SS - 1, h * SS - 1), r * SS, fill=alpha)
    return big.reduce(SS)


def rounded_box(
    img: Image.Image,
    box: Box,
    radius: int,
    fill: RGB | None,
    outline: RGB | None = None,
    width: int = 0,
    alpha: int = 255,
) -> None:
    """Fill a rounded box, optionally with an ``outline`` of ``width`` px (``fill=None``:
    outline only)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    if w <= 0 or h <= 0:
        return
    if fill is None and outline is not None and width > 0:
        img.paste(outline, box, _ring_mask(w, h, radius, width))
        return
    if outline is not None and width > 0:
        _fill_rounded(img, (x0, y0, x1, y1), radius, outline, alpha)
        x0, y0, x1, y1 = x0 + width, y0 + width, x1 - width, y1 - width
        radius = max(0, radius - width)
        w, h = x1 - x0, y1 - y0
        if w <= 0 or h <= 0:
            return
    if fill is not None:
        _fill_rounded(img, (x0, y0, x1, y1), radius, fill, alpha)


@lru_cache(maxsize=64)
def _ring_mask(w: int, h: int, r: int, width: int) -> Image.Image:
    inner = Image.new("L", (w, h), 0)
    if w > 2 * width and h > 2 * width:
        inner.paste(rounded_mask(w - 2 * width, h - 2 * width, max(0, r - width)), (width, width))
    return ImageChops.subtract(rounded_mask(w, h, r), inner)


@lru_cache(maxsize=64)
def _corner_masks(r: int) -> tuple[Image.Image, ...]:
    m = rounded_mask(2 * r + 2, 2 * r + 2, r)
    s = 2 * r + 2
    return (
        m.crop((0, 0, r, r)),
        m.crop((s - r, 0, s, r)),
        m.crop((0, s - r, r, s)),
        m.crop((s - r, s - r, s, s)),
    )


def _fill_rounded(img: Image.Image, box: Box, r: int, fill: RGB, alpha: int) -> None:
    """Solid fill for the body, anti-aliased masks only for the four corners (much faster
    than masking the whole box)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    r = max(0, min(r, w // 2, h // 2))
    if alpha != 255 or r < 2 or w < 2 * r + 2 or h < 2 * r + 2:
        img.paste(fill, box, rounded_mask(w, h, r, alpha))
        return
    img.paste(fill, (x0 + r, y0, x1 - r, y1))
    img.paste(fill, (x0, y0 + r, x0 + r, y1 - r))
    img.paste(fill, (x1 - r, y0 + r, x1, y1 - r))
    tl, tr, bl, br = _corner_masks(r)
    img.paste(fill, (x0, y0, x0 + r, y0 + r), tl)
    img.paste(fill, (x1 - r, y0, x1, y0 + r), tr)
    img.paste(fill, (x0, y1 - r, x0 + r, y1), bl)
    img.paste(fill, (x1 - r, y1 - r, x1, y1), br)


@lru_cache(maxsize=256)
def _shadow_mask(w: int, h: int, r: int, blur: int, alpha: int) -> Image.Image:
    m = Image.new("L", (w + 4 * blur, h + 4 * blur), 0)
    m.paste(rounded_mask(w, h, r, alpha), (2 * blur, 2 * blur))
    return m.filter(ImageFilter.GaussianBlur(blur)) if blur else m


def shadow(
    img: Image.Image,
    box: Box,
    radius: int,
    offset: tuple[int, int] = (0, 4),
    blur: int = 5,
    alpha: int = T.SHADOW_ALPHA,
) -> None:
    """Soft drop shadow under ``box``."""
    x0, y0, x1, y1 = box
    m = _shadow_mask(x1 - x0, y1 - y0, radius, blur, alpha)
    pos = (x0 - 2 * blur + offset[0], y0 - 2 * blur + offset[1])
    img.paste((0, 0, 0), (*pos, pos[0] + m.width, pos[1] + m.height), m)


def overlay(img: Image.Image, box: Box, radius: int, color: RGB, alpha: int) -> None:
    """Translucent rounded wash over ``box`` (used to dim sold lots)."""
    rounded_box(img, box, radius, color, alpha=alpha)


# -- vector icons ----------------------------------------------------------------------------
Painter = Callable[[ImageDraw.ImageDraw, int], None]


def _p(s: int, *pts: tuple[float, float]) -> list[tuple[float, float]]:
    return [(x * s, y * s) for x, y in pts]


def _circle(d: ImageDraw.ImageDraw, s: int, cx: float, cy: float, r: float, fill: int) -> None:
    d.ellipse(((cx - r) * s, (cy - r) * s, (cx + r) * s, (cy + r) * s), fill=fill)


def _ebi(d: ImageDraw.ImageDraw, s: int) -> None:
    """Shrimp: a curled, tapering body with a fan tail and long antennae."""
    cx, cy, rad = 0.47, 0.5, 0.25
    pts = []
    n = 16
    for k in range(n + 1):
        t = k / n
        a = math.radians(35 + 255 * t)
        x, y = cx + rad * math.cos(a), cy - rad * math.sin(a)
        pts.append((x, y))
        _circle(d, s, x, y, 0.15 - 0.085 * t, 255)
    (x1, y1), (x2, y2) = pts[-2], pts[-1]
    dx, dy = x2 - x1, y2 - y1
    ln = math.hypot(dx, dy) or 1
    dx, dy = dx / ln, dy / ln
    bx, by = x2 + dx * 0.17, y2 + dy * 0.17
    d.polygon(
        _p(s, (x2, y2), (bx - dy * 0.12, by + dx * 0.12), (bx + dy * 0.12, by - dx * 0.12)),
        fill=255,
    )
    hx, hy = pts[0]
    d.line(_p(s, (hx + 0.05, hy - 0.06), (0.97, 0.04)), fill=255, width=max(1, round(s * 0.03)))
    d.line(_p(s, (hx + 0.08, hy - 0.02), (0.99, 0.24)), fill=255, width=max(1, round(s * 0.03)))
    d.polygon(_p(s, (hx + 0.08, hy - 0.1), (hx + 0.22, hy - 0.02), (hx + 0.1, hy + 0.04)), fill=255)
    for t in (0.25, 0.4, 0.55, 0.7):
        a = math.radians(35 + 255 * t)
        x, y = cx + (rad - 0.1) * math.cos(a), cy - (rad - 0.1) * math.sin(a)
        _circle(d, s, x, y, 0.03, 0)
    _circle(d, s, hx + 0.02, hy - 0.02, 0.035, 0)


def _hotategai(d: ImageDraw.ImageDraw, s: int) -> None:
    """Scallop: a ribbed fan with a scalloped rim and hinge ears."""
    cx, cy, r = 0.5, 0.76, 0.46
    d.pieslice(((cx - r) * s, (cy - r) * s, (cx + r) * s, (cy + r) * s), 200, 340, fill=255)
    for k in range(7):
        a = math.radians(200 + 140 * (k + 0.5) / 7)
        _circle(d, s, cx + (r - 0.02) * math.cos(a), cy + (r - 0.02) * math.sin(a), 0.07, 255)
    for k in range(1, 7):
        a = math.radians(200 + 140 * k / 7)
        p0 = (cx + 0.13 * math.cos(a), cy + 0.13 * math.sin(a))
        p1 = (cx + (r + 0.02) * math.cos(a), cy + (r + 0.02) * math.sin(a))
        d.line(_p(s, p0, p1), fill=0, width=max(1, round(s * 0.035)))
    d.polygon(_p(s, (0.26, 0.7), (0.74, 0.7), (0.64, 0.92), (0.36, 0.92)), fill=255)
    d.line(_p(s, (0.3, 0.76), (0.7, 0.76)), fill=0, width=max(1, round(s * 0.03)))


def _sake(d: ImageDraw.ImageDraw, s: int) -> None:
    """Salmon: a spotted fish with a square tail and an adipose fin."""
    d.ellipse(_p(s, (0.02, 0.27), (0.8, 0.75)), fill=255)
    d.polygon(_p(s, (0.7, 0.51), (0.98, 0.24), (0.93, 0.51), (0.98, 0.78)), fill=255)
    d.polygon(_p(s, (0.3, 0.31), (0.41, 0.11), (0.5, 0.3)), fill=255)
    d.polygon(_p(s, (0.62, 0.34), (0.67, 0.22), (0.71, 0.37)), fill=255)
    _circle(d, s, 0.13, 0.46, 0.045, 0)
    for x, y in ((0.36, 0.43), (0.47, 0.39), (0.58, 0.44), (0.42, 0.52), (0.53, 0.56)):
        _circle(d, s, x, y, 0.028, 0)
    d.arc(_p(s, (0.1, 0.33), (0.3, 0.69)), -60, 60, fill=0, width=max(1, round(s * 0.03)))


def _tako(d: ImageDraw.ImageDraw, s: int) -> None:
    """Octopus: a round head over five curling tentacles."""
    d.ellipse(_p(s, (0.24, 0.04), (0.76, 0.58)), fill=255)
    w = max(1, round(s * 0.085))
    for i, x0 in enumerate((0.28, 0.39, 0.5, 0.61, 0.72)):
        o = (x0 - 0.5) * 1.5
        pts = []
        for j in range(8):
            t = j / 7
            pts.append((x0 + o * t + 0.05 * math.sin(t * 5 + i), 0.46 + 0.42 * t))
        d.line(_p(s, *pts), fill=255, width=w, joint="curve")
        _circle(d, s, pts[-1][0], pts[-1][1], 0.045, 255)
    _circle(d, s, 0.41, 0.34, 0.06, 0)
    _circle(d, s, 0.59, 0.34, 0.06, 0)
    _circle(d, s, 0.42, 0.35, 0.025, 255)
    _circle(d, s, 0.6, 0.35, 0.025, 255)


def _fugu(d: ImageDraw.ImageDraw, s: int) -> None:
    """Pufferfish: a spiky ball with a little tail."""
    cx, cy, r = 0.44, 0.52, 0.3
    for k in range(16):
        a = math.radians(k * 360 / 16 + 11)
        tip = (cx + (r + 0.13) * math.cos(a), cy + (r + 0.13) * math.sin(a))
        l1 = (cx + r * math.cos(a - 0.22), cy + r * math.sin(a - 0.22))
        l2 = (cx + r * math.cos(a + 0.22), cy + r * math.sin(a + 0.22))
        d.polygon(_p(s, tip, l1, l2), fill=255)
    _circle(d, s, cx, cy, r, 255)
    d.polygon(_p(s, (0.7, 0.52), (0.97, 0.32), (0.92, 0.52), (0.97, 0.72)), fill=255)
    _circle(d, s, 0.32, 0.44, 0.07, 0)
    _circle(d, s, 0.3, 0.44, 0.03, 255)
    d.arc(_p(s, (0.17, 0.52), (0.33, 0.66)), 20, 160, fill=0, width=max(1, round(s * 0.03)))


def _maguro(d: ImageDraw.ImageDraw, s: int) -> None:
    """Tuna: a torpedo body with a crescent tail and finlets."""
    d.ellipse(_p(s, (0.03, 0.3), (0.8, 0.72)), fill=255)
    d.polygon(_p(s, (0.7, 0.44), (0.84, 0.5), (0.7, 0.58)), fill=255)
    d.polygon(_p(s, (0.8, 0.51), (0.99, 0.16), (0.9, 0.51), (0.99, 0.86)), fill=255)
    d.polygon(_p(s, (0.34, 0.33), (0.46, 0.1), (0.52, 0.33)), fill=255)
    d.polygon(_p(s, (0.38, 0.68), (0.46, 0.88), (0.52, 0.68)), fill=255)
    for x in (0.6, 0.66, 0.72):
        d.polygon(_p(s, (x, 0.33), (x + 0.03, 0.25), (x + 0.05, 0.36)), fill=255)
        d.polygon(_p(s, (x, 0.68), (x + 0.03, 0.77), (x + 0.05, 0.66)), fill=255)
    _circle(d, s, 0.15, 0.46, 0.04, 0)
    d.arc(_p(s, (0.12, 0.34), (0.3, 0.68)), -60, 60, fill=0, width=max(1, round(s * 0.03)))


def _star(
    d: ImageDraw.ImageDraw, s: int, cx: float = 0.5, cy: float = 0.53, r: float = 0.46
) -> None:
    pts = []
    for k in range(10):
        a = math.radians(-90 + k * 36)
        rr = r if k % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    d.polygon(_p(s, *pts), fill=255)


def _takusan(d: ImageDraw.ImageDraw, s: int) -> None:
    """Wild card: a big star with two sparkles."""
    _star(d, s, 0.46, 0.56, 0.4)
    _star(d, s, 0.84, 0.18, 0.13)
    _star(d, s, 0.16, 0.16, 0.09)


def _along(
    o: tuple[float, float], u: tuple[float, float], a: float, b: float
) -> tuple[float, float]:
    return (o[0] + u[0] * a - u[1] * b, o[1] + u[1] * a + u[0] * b)


def _yakuza(d: ImageDraw.ImageDraw, s: int) -> None:
    """Yakuza: a tanto dagger, drawn diagonally."""
    o = (0.12, 0.88)
    ln = math.hypot(0.76, 0.76)
    u = (0.76 / ln, -0.76 / ln)

    def q(a: float, b: float) -> tuple[float, float]:
        return _along(o, u, a * ln, b)

    d.polygon(_p(s, q(0.0, -0.06), q(0.36, -0.06), q(0.36, 0.06), q(0.0, 0.06)), fill=255)
    d.polygon(_p(s, q(0.38, -0.15), q(0.44, -0.15), q(0.44, 0.15), q(0.38, 0.15)), fill=255)
    d.polygon(_p(s, q(0.46, -0.075), q(0.86, -0.075), q(1.06, 0.06), q(0.46, 0.075)), fill=255)
    for a in (0.08, 0.17, 0.26):
        d.line(_p(s, q(a, -0.07), q(a + 0.05, 0.07)), fill=0, width=max(1, round(s * 0.025)))


def _alarm(d: ImageDraw.ImageDraw, s: int) -> None:
    """Alarm clock: ring, bells, hands and feet."""
    d.pieslice(_p(s, (0.04, 0.04), (0.4, 0.4)), 180, 360, fill=255)
    d.pieslice(_p(s, (0.6, 0.04), (0.96, 0.4)), 180, 360, fill=255)
    w = max(1, round(s * 0.08))
    d.line(_p(s, (0.28, 0.78), (0.16, 0.94)), fill=255, width=w)
    d.line(_p(s, (0.72, 0.78), (0.84, 0.94)), fill=255, width=w)
    _circle(d, s, 0.5, 0.55, 0.38, 255)
    _circle(d, s, 0.5, 0.55, 0.28, 0)
    d.line(_p(s, (0.5, 0.57), (0.5, 0.36)), fill=255, width=max(1, round(s * 0.07)))
    d.line(_p(s, (0.5, 0.57), (0.65, 0.62)), fill=255, width=max(1, round(s * 0.07)))


def _check(d: ImageDraw.ImageDraw, s: int) -> None:
    d.line(
        _p(s, (0.16, 0.52), (0.41, 0.76), (0.86, 0.24)),
        fill=255,
        width=max(1, round(s * 0.15)),
        joint="curve",
    )


def _flag(d: ImageDraw.ImageDraw, s: int) -> None:
    d.line(_p(s, (0.26, 0.1), (0.26, 0.92)), fill=255, width=max(1, round(s * 0.09)))
    d.polygon(_p(s, (0.26, 0.1), (0.86, 0.3), (0.26, 0.52)), fill=255)


def _crown(d: ImageDraw.ImageDraw, s: int) -> None:
    d.polygon(
        _p(
            s,
            (0.08, 0.8),
            (0.08, 0.3),
            (0.3, 0.54),
            (0.5, 0.18),
            (0.7, 0.54),
            (0.92, 0.3),
            (0.92, 0.8),
        ),
        fill=255,
    )
    for x, y in ((0.08, 0.28), (0.5, 0.16), (0.92, 0.28)):
        _circle(d, s, x, y, 0.07, 255)


def _deck(d: ImageDraw.ImageDraw, s: int) -> None:
    for k in range(3):
        o = 0.1 * k
        d.rounded_rectangle(
            _p(s, (0.08 + o, 0.3 - o), (0.62 + o, 0.94 - o)), radius=0.07 * s, fill=255
        )
        d.rounded_rectangle(
            _p(s, (0.13 + o, 0.35 - o), (0.57 + o, 0.89 - o)),
            radius=0.04 * s,
            fill=0 if k < 2 else 255,
        )


def _up(d: ImageDraw.ImageDraw, s: int) -> None:
    d.polygon(
        _p(
            s,
            (0.5, 0.08),
            (0.92, 0.56),
            (0.66, 0.56),
            (0.66, 0.92),
            (0.34, 0.92),
            (0.34, 0.56),
            (0.08, 0.56),
        ),
        fill=255,
    )


def _down(d: ImageDraw.ImageDraw, s: int) -> None:
    d.polygon(
        _p(
            s,
            (0.5, 0.92),
            (0.92, 0.44),
            (0.66, 0.44),
            (0.66, 0.08),
            (0.34, 0.08),
            (0.34, 0.44),
            (0.08, 0.44),
        ),
        fill=255,
    )


def _play(d: ImageDraw.ImageDraw, s: int) -> None:
    d.polygon(_p(s, (0.22, 0.1), (0.9, 0.5), (0.22, 0.9)), fill=255)


def _hourglass(d: ImageDraw.ImageDraw, s: int) -> None:
    d.rectangle(_p(s, (0.18, 0.06), (0.82, 0.16)), fill=255)
    d.rectangle(_p(s, (0.18, 0.84), (0.82, 0.94)), fill=255)
    d.polygon(
        _p(s, (0.24, 0.16), (0.76, 0.16), (0.54, 0.5), (0.76, 0.84), (0.24, 0.84), (0.46, 0.5)),
        fill=255,
    )


def _cross(d: ImageDraw.ImageDraw, s: int) -> None:
    w = max(1, round(s * 0.14))
    d.line(_p(s, (0.2, 0.2), (0.8, 0.8)), fill=255, width=w)
    d.line(_p(s, (0.8, 0.2), (0.2, 0.8)), fill=255, width=w)


ICONS: dict[str, Painter] = {
    "ebi": _ebi,
    "hotategai": _hotategai,
    "sake": _sake,
    "tako": _tako,
    "fugu": _fugu,
    "maguro": _maguro,
    "takusan": _takusan,
    "yakuza": _yakuza,
    "alarm": _alarm,
    "check": _check,
    "flag": _flag,
    "crown": _crown,
    "deck": _deck,
    "up": _up,
    "down": _down,
    "play": _play,
    "hourglass": _hourglass,
    "cross": _cross,
    "star": _star,
}


@lru_cache(maxsize=512)
def icon_mask(kind: str, size: int) -> Image.Image:
    """Anti-aliased "L" mask of icon ``kind`` in a ``size`` px square (blank if unknown)."""
    size = max(1, size)
    big = Image.new("L", (size * SS, size * SS), 0)
    painter = ICONS.get(kind)
    if painter is not None:
        painter(ImageDraw.Draw(big), size * SS)
    return big.reduce(SS)


@lru_cache(maxsize=256)
def _outline_mask(kind: str, size: int, px: int) -> Image.Image:
    m = icon_mask(kind, size)
    pad = Image.new("L", (size + 2 * px, size + 2 * px), 0)
    pad.paste(m, (px, px))
    return pad.filter(ImageFilter.MaxFilter(2 * px + 1))


def icon(
    img: Image.Image,
    kind: str,
    xy: tuple[int, int],
    size: int,
    color: RGB,
    outline: RGB | None = None,
    outline_px: int = 2,
) -> None:
    """Paste icon ``kind`` with its top-left at ``xy``, optionally outlined."""
    x, y = xy
    if outline is not None:
        om = _outline_mask(kind, size, outline_px)
        img.paste(
            outline,
            (x - outline_px, y - outline_px, x - outline_px + om.width, y - outline_px + om.height),
            om,
        )
    img.paste(color, (x, y, x + size, y + size), icon_mask(kind, size))


# -- cards -------------------------------------------------------------------------------


def _stripes(w: int, h: int, colors: Sequence[RGB]) -> Image.Image:
    im = Image.new("RGB", (w, h))
    d = ImageDraw.Draw(im)
    n = len(colors)
    for i, c in enumerate(colors):
        d.rectangle((0, round(i * h / n), w, round((i + 1) * h / n)), fill=c)
    return im


def product_tile(img: Image.Image, xy: tuple[int, int], card: str, size: int) -> None:
    """Square tile in the card's colour with its icon: the compact form of a card."""
    paste_sprite(img, _tile_sprite(card, size), xy)


@lru_cache(maxsize=256)
def _tile_sprite(card: str, size: int) -> Image.Image:
    im = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    r = max(3, size // 5)
    color = T.product_color(card)
    if card == "yakuza":
        rounded_box(im, (0, 0, size, size), r, color, T.YAKUZA_RED, max(2, size // 16))
        icon(im, "yakuza", (size // 8, size // 8), size - size // 4, T.YAKUZA_RED)
        return im
    edge = T.darken(color, 0.62) if card != "fugu" else (150, 150, 150)
    rounded_box(im, (0, 0, size, size), r, edge)
    b = max(2, size // 16)
    if card == "takusan":
        im.paste(
            _stripes(size - 2 * b, size - 2 * b, T.TAKUSAN_STRIPES),
            (b, b),
            rounded_mask(size - 2 * b, size - 2 * b, r - b),
        )
        pad = size // 7
        icon(
            im,
            "takusan",
            (pad, pad),
            size - 2 * pad,
            T.CARD,
            outline=T.INK,
            outline_px=max(1, size // 24),
        )
        return im
    rounded_box(im, (b, b, size - b, size - b), r - b, color)
    pad = size // 9
    icon(im, card, (pad, pad), size - 2 * pad, T.ink_on(color))
    return im


@lru_cache(maxsize=128)
def card_sprite(card: str, w: int, h: int) -> Image.Image:
    """A card as an RGBA sprite: landscape strip when ``w > 1.5 h``, else portrait."""
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    yak = card == "yakuza"
    face = T.PRODUCT_COLORS["yakuza"] if yak else T.CARD
    edge = T.YAKUZA_RED if yak else T.CARD_EDGE
    rounded_box(im, (0, 0, w, h), T.CARD_RADIUS, face, edge, 2)
    ink = T.YAKUZA_RED if yak else T.INK
    sub = (236, 150, 150) if yak else (120, 112, 100)
    name = T.PRODUCT_NAMES.get(card, card.title())
    kana = T.PRODUCT_KANA.get(card, "")
    if w > 1.5 * h:
        ts = h - 14
        product_tile(im, (7, 7), card, ts)
        tx = ts + 16
        size = 24 if text_width(name, 24, True) <= w - tx - 8 else 20
        draw_text(
            im, (tx, h // 2 + 3), name, size, ink, bold=True, anchor="ls", max_width=w - tx - 8
        )
        if kana:
            draw_text(im, (tx, h // 2 + 7), kana, 16, sub, anchor="la")
    else:
        ts = min(w - 16, h - 40)
        product_tile(im, ((w - ts) // 2, 8), card, ts)
        draw_text(im, (w // 2, h - 10), name, 18, ink, bold=True, anchor="md", max_width=w - 8)
    return im


def paste_sprite(img: Image.Image, sprite: Image.Image, xy: tuple[int, int]) -> None:
    """Paste an RGBA sprite onto an RGB or RGBA image."""
    if img.mode == "RGBA":
        img.alpha_composite(sprite, xy)
    else:
        img.paste(sprite, xy, sprite)


def card(
    img: Image.Image, xy: tuple[int, int], kind: str, w: int, h: int, with_shadow: bool = True
) -> None:
    """Draw a face-up card (product colour tile, icon, name) at ``xy``."""
    x, y = xy
    if with_shadow:
        shadow(img, (x, y, x + w, y + h), T.CARD_RADIUS, (0, 3), 4)
    paste_sprite(img, card_sprite(kind, w, h), xy)


@lru_cache(maxsize=32)
def back_sprite(w: int, h: int) -> Image.Image:
    """Face-down card: deep red with a seigaiha wave pattern."""
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    rounded_box(im, (0, 0, w, h), T.CARD_RADIUS, T.CARD, T.CARD_EDGE, 2)
    inner = Image.new("RGB", (w - 10, h - 10), T.CARD_BACK)
    d = ImageDraw.Draw(inner)
    step = max(8, min(w, h) // 5)
    for row in range(-1, (h // (step // 2)) + 2):
        off = (step // 2) if row % 2 else 0
        cy = row * step // 2
        for col in range(-1, w // step + 2):
            cx = col * step + off
            for k, c in enumerate((T.CARD_BACK_ALT, T.CARD_BACK, T.CARD_BACK_ALT)):
                rr = step * 0.62 - k * step * 0.18
                d.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), fill=c)
    im.paste(inner, (5, 5), rounded_mask(w - 10, h - 10, T.CARD_RADIUS - 4))
    return im


def face_down_card(img: Image.Image, xy: tuple[int, int], w: int, h: int) -> None:
    """Draw a face-down card at ``xy``."""
    x, y = xy
    shadow(img, (x, y, x + w, y + h), T.CARD_RADIUS, (0, 3), 4)
    paste_sprite(img, back_sprite(w, h), xy)


# -- markers, tickets, badges --------------------------------------------------------------


@lru_cache(maxsize=64)
def marker_sprite(product: str, d: int) -> Image.Image:
    """A round market marker in the product colour with its icon, with a baked shadow."""
    pad = 6
    im = Image.new("RGBA", (d + 2 * pad, d + 2 * pad), (0, 0, 0, 0))
    sh = _shadow_mask(d, d, d // 2, 3, 150)
    im.paste((0, 0, 0, 255), (pad - 6 + 1, pad - 6 + 3), sh)
    color = T.product_color(product)
    edge = T.darken(color, 0.55) if product != "fugu" else (120, 120, 120)
    rounded_box(im, (pad, pad, pad + d, pad + d), d // 2, color, edge, max(2, d // 14))
    s = round(d * 0.64)
    icon(im, product, (pad + (d - s) // 2, pad + (d - s) // 2), s, T.ink_on(color))
    return im


def marker(img: Image.Image, center: tuple[int, int], product: str, d: int) -> None:
    """Draw a market marker centred on ``center``."""
    sp = marker_sprite(product, d)
    paste_sprite(img, sp, (center[0] - sp.width // 2, center[1] - sp.height // 2))


def ticket_size(ticket: str, h: int) -> tuple[int, int]:
    """(width, height) of a ticket chip of height ``h``."""
    label = T.ticket_label(ticket)
    fs = round(h * 0.56)
    return max(round(h * 1.15), text_width(label, fs, True) + round(h * 0.7)), h


@lru_cache(maxsize=256)
def _ticket_mask(w: int, h: int) -> Image.Image:
    """Rounded rectangle with a semicircular notch on each short side."""
    m = rounded_mask(w, h, max(3, h // 6)).copy()
    notch = Image.new("L", (w * SS, h * SS), 0)
    r = h * SS * 0.16
    d = ImageDraw.Draw(notch)
    for cx in (0, w * SS):
        d.ellipse((cx - r, h * SS / 2 - r, cx + r, h * SS / 2 + r), fill=255)
    return ImageChops.subtract(m, notch.reduce(SS))


@lru_cache(maxsize=64)
def _ticket_shadow(w: int, h: int) -> Image.Image:
    m = Image.new("L", (w + 12, h + 12), 0)
    m.paste(_ticket_mask(w, h).point(lambda v: v * 90 // 255), (6, 6))
    return m.filter(ImageFilter.GaussianBlur(2.5))


@lru_cache(maxsize=256)
def ticket_sprite(
    ticket: str, h: int, seat: int | None = None, state: str = "normal"
) -> Image.Image:
    """Ticket chip sprite. ``state``: "normal", "faded" (used/unavailable) or "hidden"."""
    w, _ = ticket_size(ticket, h)
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    special = T.is_special(ticket) and state != "hidden"
    face = T.TICKET_SPECIAL if special else T.TICKET_FACE
    edge = T.TICKET_SPECIAL_EDGE if special else T.CARD_EDGE
    if state == "hidden":
        face, edge = T.CARD_BACK, T.CARD_BACK_ALT
    outer = _ticket_mask(w, h)
    im.paste((*edge, 255), (0, 0, w, h), outer)
    b = max(2, h // 18)
    im.paste((*face, 255), (b, b, w - b, h - b), _ticket_mask(w - 2 * b, h - 2 * b))
    if seat is not None:
        band = Image.new("L", (w, h), 0)
        ImageDraw.Draw(band).rectangle((0, 0, w, max(4, h // 6)), fill=255)
        im.paste((*T.seat_color(seat), 255), (0, 0, w, h), ImageChops.multiply(band, outer))
    if state != "hidden":
        off = max(2, h // 12) if seat is not None else 0
        draw_text(
            im,
            (w // 2, h // 2 + off),
            T.ticket_label(ticket),
            round(h * 0.56),
            T.INK,
            bold=True,
            anchor="mm",
        )
    if state == "faded":
        alpha = im.getchannel("A").point(lambda v: v * 40 // 100)
        im.putalpha(alpha)
    return im


def ticket_chip(
    img: Image.Image,
    xy: tuple[int, int],
    ticket: str,
    h: int,
    seat: int | None = None,
    state: str = "normal",
) -> int:
    """Draw a ticket chip with its top-left at ``xy``; returns its width."""
    sp = ticket_sprite(ticket, h, seat, state)
    if state != "faded":
        sh = _ticket_shadow(sp.width, h)
        img.paste(
            (0, 0, 0), (xy[0] - 6, xy[1] - 4, xy[0] - 6 + sh.width, xy[1] - 4 + sh.height), sh
        )
    paste_sprite(img, sp, xy)
    return sp.width


def empty_slot(img: Image.Image, box: Box, color: RGB = T.TICKET_EMPTY, width: int = 3) -> None:
    """An empty ticket slot: a hollow ticket outline."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    outer = _ticket_mask(w, h)
    inner = Image.new("L", (w, h), 0)
    inner.paste(_ticket_mask(w - 2 * width, h - 2 * width), (width, width))
    img.paste(color, box, ImageChops.subtract(outer, inner))


BADGES: dict[str, tuple[RGB, str, RGB]] = {
    "start": (T.GOLD, "flag", T.INK),
    "confirmed": (T.GOOD, "check", T.INK),
    "alarm": (T.CARD, "alarm", T.YAKUZA_RED),
    "winner": (T.GOLD, "crown", T.INK),
    "waiting": (T.PANEL_BORDER, "hourglass", T.TEXT),
    "turn": (T.TEXT, "play", T.INK),
}


def badge(
    img: Image.Image, xy: tuple[int, int], kind: str, d: int, color: RGB | None = None
) -> None:
    """A round badge (start player, confirmed ✓, alarm clock, winner, ...) at top-left ``xy``."""
    bg, glyph, ink = BADGES[kind]
    bg = color or bg
    x, y = xy
    rounded_box(img, (x, y, x + d, y + d), d // 2, bg, T.darken(bg, 0.6), max(1, d // 16))
    s = round(d * 0.62)
    icon(img, glyph, (x + (d - s) // 2, y + (d - s) // 2), s, T.ink_on(bg) if color else ink)


def pill(
    img: Image.Image,
    xy: tuple[int, int],
    text: str,
    size: int,
    fg: RGB,
    bg: RGB,
    anchor: str = "l",
    pad: int = 10,
    height: int | None = None,
    icon_kind: str | None = None,
) -> Box:
    """A rounded label; ``anchor`` "l"/"r"/"m" positions it horizontally. Returns its box."""
    h = height or round(size * 1.55)
    iw = round(h * 0.62) + 6 if icon_kind else 0
    w = text_width(text, size, True) + 2 * pad + iw
    x, y = xy
    x -= {"l": 0, "m": w // 2, "r": w}[anchor]
    rounded_box(img, (x, y, x + w, y + h), h // 2, bg)
    if icon_kind:
        s = round(h * 0.62)
        icon(img, icon_kind, (x + pad, y + (h - s) // 2), s, fg)
    draw_text(img, (x + pad + iw, y + h // 2), text, size, fg, bold=True, anchor="lm")
    return x, y, x + w, y + h


def seat_dot(img: Image.Image, center: tuple[int, int], seat: int, d: int) -> None:
    """Seat colour disc with the seat number (colour is never the only cue)."""
    x, y = center
    c = T.seat_color(seat)
    rounded_box(img, (x - d // 2, y - d // 2, x + d - d // 2, y + d - d // 2), d // 2, c)
    draw_text(
        img, (x, y + 1), str(seat + 1), round(d * 0.62), T.INK, bold=True, anchor="mm", max_width=d
    )


# -- market track ----------------------------------------------------------------------------


@dataclass(frozen=True)
class TrackMarker:
    """One marker on the track: ``height`` 0 is the bottom of its stack."""

    product: str
    space: int
    height: int = 0


def track_cell(space: int, cols: int, cell: tuple[int, int], origin: tuple[int, int]) -> Box:
    """Box of a 1-based ``space`` in a grid drawn left to right, top to bottom."""
    i = space - 1
    cw, ch = cell
    x = origin[0] + (i % cols) * cw
    y = origin[1] + (i // cols) * ch
    return x, y, x + cw, y + ch


def track(
    img: Image.Image,
    origin: tuple[int, int],
    spaces: int,
    cols: int,
    cell: tuple[int, int],
    markers: Sequence[TrackMarker],
    marker_d: int = 38,
    stack_step: tuple[int, int] = (12, 8),
) -> None:
    """Grid of numbered spaces (number bottom-right, clear of the markers) with stacked
    markers: higher ones up and to the right, drawn on top."""
    for space in range(1, spaces + 1):
        x0, y0, x1, y1 = track_cell(space, cols, cell, origin)
        row = (space - 1) // cols
        base = T.CELL if (space + row) % 2 else T.CELL_ALT
        if space % 10 == 0:
            base = T.CELL_TEN
        rounded_box(img, (x0 + 2, y0 + 2, x1 - 2, y1 - 2), 8, base)
        draw_text(
            img,
            (x1 - 9, y1 - 10),
            str(space),
            18,
            T.TEXT if space % 10 == 0 else T.TEXT_FAINT,
            bold=space % 10 == 0,
            anchor="rs",
        )
    tall: dict[int, int] = {}
    for m in markers:
        tall[m.space] = max(tall.get(m.space, 0), m.height + 1)
    for m in sorted(markers, key=lambda m: ((m.space - 1) // cols, m.height, m.space)):
        space = max(1, min(spaces, m.space))
        x0, _, _, y1 = track_cell(space, cols, cell, origin)
        k = tall.get(m.space, 1)
        d = marker_d if k <= 3 else round(marker_d * 0.85)
        # Fan the stack up-right, compressed so even five markers stay around their cell.
        sx = min(stack_step[0], (cell[0] - d - 14) / max(1, k - 1))
        sy = min(stack_step[1], (cell[1] - d + 2) / max(1, k - 1))
        cx = x0 + 7 + d // 2 + round(m.height * sx)
        cy = y1 - 6 - d // 2 - round(m.height * sy)
        marker(img, (cx, cy), m.product, d)


# -- player panel ----------------------------------------------------------------------------


@dataclass(frozen=True)
class PanelInfo:
    """What a player panel shows (all public information)."""

    name: str
    seat: int
    money: int | None = None
    rows: Sequence[tuple[str, int, int]] = ()  # (product, natural cards, takusan)
    specials: Sequence[str] = ()
    badges: Sequence[str] = ()  # BADGES keys, shown after the name
    tags: Sequence[tuple[str, RGB, RGB, str | None]] = ()  # (text, fg, bg, icon) pills
    extras: Sequence[tuple[str, int]] = ()  # (icon kind, count), e.g. yakuza taken
    highlight: bool = False
    labels: dict[str, str] = field(default_factory=dict)


PANEL_H = 186


def player_panel(img: Image.Image, box: Box, info: PanelInfo) -> None:
    """Name (seat colour), money, collected rows as coloured counts, special tickets, status."""
    x0, y0, x1, y1 = box
    sc = T.seat_color(info.seat)
    shadow(img, box, T.RADIUS, (0, 4), 6)
    if info.highlight:
        rounded_box(img, box, T.RADIUS, T.PANEL_HI, sc, 4)
    else:
        rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    rounded_box(img, (x0 + 8, y0 + 14, x0 + 14, y1 - 14), 3, sc)
    left, right = x0 + 26, x1 - 18
    cy = y0 + 34
    seat_dot(img, (left + 15, cy), info.seat, 30)
    if info.money is not None:
        mx = draw_text(
            img, (right, cy), f"¥{info.money}", T.FS_BIG, T.GOLD, bold=True, anchor="rm"
        )[0]
    else:
        mx = right
    bw = len(info.badges) * 38
    name_x = left + 40
    name_max = max(40, mx - 16 - bw - name_x)
    nx1 = draw_text(
        img, (name_x, cy), info.name, 28, T.TEXT, bold=True, anchor="lm", max_width=name_max
    )[2]
    bx = nx1 + 10
    for kind in info.badges:
        badge(img, (bx, cy - 16), kind, 32)
        bx += 38
    _panel_rows(img, (left, y0 + 64, right, y0 + 120), info)
    _panel_footer(img, (left, y0 + 130, right, y1 - 12), info)


def _row_chip_width(n: int, wild: int, ts: int, fs: int) -> int:
    w = 6 + ts + 6 + text_width(str(n), fs, True) + 8
    if wild:
        w += 4 + ts // 2 + 2 + text_width(f"+{wild}", round(fs * 0.75), True) + 4
    return w


def _panel_rows(img: Image.Image, box: Box, info: PanelInfo) -> None:
    """Collected rows as [tile count (+wild)] chips, shrunk to fit the panel width."""
    x0, y0, x1, y1 = box
    h = y1 - y0
    if not info.rows:
        draw_text(
            img,
            (x0, y0 + h // 2),
            info.labels.get("no_cards", "no cards yet"),
            T.FS_BODY,
            T.TEXT_FAINT,
            anchor="lm",
        )
        return
    gap = 8
    for scale in (1.0, 0.86, 0.74):
        ts, fs = round((h - 12) * scale), round(30 * scale)
        widths = [_row_chip_width(n, wild, ts, fs) for _, n, wild in info.rows]
        if sum(widths) + gap * (len(widths) - 1) <= x1 - x0:
            break
    ch = ts + 12
    cy0 = y0 + (h - ch) // 2
    x = x0
    for (product, n, wild), w in zip(info.rows, widths, strict=True):
        if x + w > x1:
            draw_text(img, (x, y0 + h // 2), "…", fs, T.TEXT, bold=True, anchor="lm")
            break
        rounded_box(img, (x, cy0, x + w, cy0 + ch), 10, T.CHIP)
        product_tile(img, (x + 6, cy0 + 6), product, ts)
        tx = draw_text(
            img, (x + 6 + ts + 6, y0 + h // 2), str(n), fs, T.TEXT, bold=True, anchor="lm"
        )[2]
        if wild:
            ws = ts // 2
            product_tile(img, (tx + 4, y0 + (h - ws) // 2), "takusan", ws)
            draw_text(
                img,
                (tx + 4 + ws + 2, y0 + h // 2),
                f"+{wild}",
                round(fs * 0.75),
                T.TEXT,
                bold=True,
                anchor="lm",
            )
        x += w + gap


def _panel_footer(img: Image.Image, box: Box, info: PanelInfo) -> None:
    x0, y0, x1, y1 = box
    h = y1 - y0
    x = x0
    if info.specials:
        for t in info.specials:
            x += ticket_chip(img, (x, y0), t, h - 4) + 6
        x += 6
    for kind, count in info.extras:
        if count:
            product_tile(img, (x, y0 + 2), kind, h - 8)
            x = (
                draw_text(
                    img,
                    (x + h - 2, y0 + h // 2),
                    f"×{count}",
                    T.FS_BODY,
                    T.TEXT_DIM,
                    bold=True,
                    anchor="lm",
                )[2]
                + 12
            )
    rx = x1
    for text, fg, bg, kind in reversed(info.tags):
        bx0 = pill(
            img, (rx, y0), text, T.FS_SMALL + 2, fg, bg, anchor="r", height=h - 4, icon_kind=kind
        )[0]
        rx = bx0 - 8
        if rx < x:
            break


# -- encoding ----------------------------------------------------------------------------------


def to_png(img: Image.Image, colors: int = 256, optimize: bool = False) -> bytes:
    """Encode ``img`` as PNG, palette-quantised (flat boards lose nothing visible).

    ``optimize`` asks zlib for maximum compression: ~4x slower for a few percent.
    """
    rgb = img.convert("RGB") if img.mode != "RGB" else img
    if colors:
        rgb = rgb.quantize(colors, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buf = io.BytesIO()
    rgb.save(buf, "PNG", optimize=optimize, compress_level=9 if optimize else 6)
    return buf.getvalue()
