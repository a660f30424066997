"""Drawing pieces every game's pictures share: rounded boxes, shadows, painted masks and the
common icons (badges, the pufferfish), card backs, seat dots, sprites and PNG encoding.

Shapes are drawn supersampled into cached masks/sprites so edges are anti-aliased while a
whole board still renders in a few tens of milliseconds. All functions draw onto an existing
RGB (or RGBA) image and never keep references to it.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable, Mapping
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from rendering import theme as T
from rendering import tokens
from rendering.fonts import draw_text

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
def shadow_mask(w: int, h: int, r: int, blur: int, alpha: int) -> Image.Image:
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
    m = shadow_mask(x1 - x0, y1 - y0, radius, blur, alpha)
    pos = (x0 - 2 * blur + offset[0], y0 - 2 * blur + offset[1])
    img.paste((0, 0, 0), (*pos, pos[0] + m.width, pos[1] + m.height), m)


def overlay(img: Image.Image, box: Box, radius: int, color: RGB, alpha: int) -> None:
    """Translucent rounded wash over ``box`` (used to dim sold lots)."""
    rounded_box(img, box, radius, color, alpha=alpha)


# -- vector icons ----------------------------------------------------------------------------
Painter = Callable[[ImageDraw.ImageDraw, int], None]  # draws in an ``s`` px square


def points(s: float, *pts: tuple[float, float]) -> list[tuple[float, float]]:
    """Points given in a unit square, scaled to a painter's ``s`` px square."""
    return [(x * s, y * s) for x, y in pts]


def disc(d: ImageDraw.ImageDraw, s: float, cx: float, cy: float, r: float, fill: int) -> None:
    """A disc of radius ``r`` around (``cx``, ``cy``), in unit-square coordinates."""
    d.ellipse(((cx - r) * s, (cy - r) * s, (cx + r) * s, (cy + r) * s), fill=fill)


@lru_cache(maxsize=2048)
def painted_mask(painter: Painter | None, size: int) -> Image.Image:
    """Anti-aliased "L" mask of what ``painter`` draws (white on black, in a square ``SS``
    times larger) in a ``size`` px square; blank for no painter."""
    size = max(1, size)
    big = Image.new("L", (size * SS, size * SS), 0)
    if painter is not None:
        painter(ImageDraw.Draw(big), size * SS)
    return big.reduce(SS)


def paint(img: Image.Image, mask: Image.Image, xy: tuple[int, int], color: RGB) -> None:
    """Fill ``mask`` (from :func:`painted_mask`) in ``color`` with its top-left at ``xy``."""
    x, y = xy
    img.paste(color, (x, y, x + mask.width, y + mask.height), mask)


def pufferfish(d: ImageDraw.ImageDraw, s: int) -> None:
    """Pufferfish: a spiky ball with a little tail."""
    cx, cy, r = 0.44, 0.52, 0.3
    for k in range(16):
        a = math.radians(k * 360 / 16 + 11)
        tip = (cx + (r + 0.13) * math.cos(a), cy + (r + 0.13) * math.sin(a))
        l1 = (cx + r * math.cos(a - 0.22), cy + r * math.sin(a - 0.22))
        l2 = (cx + r * math.cos(a + 0.22), cy + r * math.sin(a + 0.22))
        d.polygon(points(s, tip, l1, l2), fill=255)
    disc(d, s, cx, cy, r, 255)
    d.polygon(points(s, (0.7, 0.52), (0.97, 0.32), (0.92, 0.52), (0.97, 0.72)), fill=255)
    disc(d, s, 0.32, 0.44, 0.07, 0)
    disc(d, s, 0.3, 0.44, 0.03, 255)
    d.arc(points(s, (0.17, 0.52), (0.33, 0.66)), 20, 160, fill=0, width=max(1, round(s * 0.03)))


def _alarm(d: ImageDraw.ImageDraw, s: int) -> None:
    """Alarm clock: ring, bells, hands and feet."""
    d.pieslice(points(s, (0.04, 0.04), (0.4, 0.4)), 180, 360, fill=255)
    d.pieslice(points(s, (0.6, 0.04), (0.96, 0.4)), 180, 360, fill=255)
    w = max(1, round(s * 0.08))
    d.line(points(s, (0.28, 0.78), (0.16, 0.94)), fill=255, width=w)
    d.line(points(s, (0.72, 0.78), (0.84, 0.94)), fill=255, width=w)
    disc(d, s, 0.5, 0.55, 0.38, 255)
    disc(d, s, 0.5, 0.55, 0.28, 0)
    d.line(points(s, (0.5, 0.57), (0.5, 0.36)), fill=255, width=max(1, round(s * 0.07)))
    d.line(points(s, (0.5, 0.57), (0.65, 0.62)), fill=255, width=max(1, round(s * 0.07)))


def _check(d: ImageDraw.ImageDraw, s: int) -> None:
    d.line(
        points(s, (0.16, 0.52), (0.41, 0.76), (0.86, 0.24)),
        fill=255,
        width=max(1, round(s * 0.15)),
        joint="curve",
    )


def _flag(d: ImageDraw.ImageDraw, s: int) -> None:
    d.line(points(s, (0.26, 0.1), (0.26, 0.92)), fill=255, width=max(1, round(s * 0.09)))
    d.polygon(points(s, (0.26, 0.1), (0.86, 0.3), (0.26, 0.52)), fill=255)


def _crown(d: ImageDraw.ImageDraw, s: int) -> None:
    d.polygon(
        points(
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
        disc(d, s, x, y, 0.07, 255)


def _play(d: ImageDraw.ImageDraw, s: int) -> None:
    d.polygon(points(s, (0.22, 0.1), (0.9, 0.5), (0.22, 0.9)), fill=255)


def _hourglass(d: ImageDraw.ImageDraw, s: int) -> None:
    d.rectangle(points(s, (0.18, 0.06), (0.82, 0.16)), fill=255)
    d.rectangle(points(s, (0.18, 0.84), (0.82, 0.94)), fill=255)
    d.polygon(
        points(s, (0.24, 0.16), (0.76, 0.16), (0.54, 0.5), (0.76, 0.84), (0.24, 0.84), (0.46, 0.5)),
        fill=255,
    )


ICONS: dict[str, Painter] = {
    "pufferfish": pufferfish,
    "alarm": _alarm,
    "check": _check,
    "flag": _flag,
    "crown": _crown,
    "play": _play,
    "hourglass": _hourglass,
}


def icon_mask(kind: str, size: int) -> Image.Image:
    """Anti-aliased "L" mask of icon ``kind`` in a ``size`` px square (blank if unknown)."""
    return painted_mask(ICONS.get(kind), size)


@lru_cache(maxsize=256)
def _outline_mask(painter: Painter | None, size: int, px: int) -> Image.Image:
    m = painted_mask(painter, size)
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
    icons: Mapping[str, Painter] = ICONS,
) -> None:
    """Paste icon ``kind`` (of ``icons``) with its top-left at ``xy``, optionally outlined."""
    x, y = xy
    painter = icons.get(kind)
    if outline is not None:
        om = _outline_mask(painter, size, outline_px)
        img.paste(
            outline,
            (x - outline_px, y - outline_px, x - outline_px + om.width, y - outline_px + om.height),
            om,
        )
    img.paste(color, (x, y, x + size, y + size), painted_mask(painter, size))


# -- cards -------------------------------------------------------------------------------


def paste_sprite(img: Image.Image, sprite: Image.Image, xy: tuple[int, int]) -> None:
    """Paste an RGBA sprite onto an RGB or RGBA image."""
    if img.mode == "RGBA":
        img.alpha_composite(sprite, xy)
    else:
        img.paste(sprite, xy, sprite)


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


BADGES: dict[str, tuple[RGB, str, RGB]] = {
    "start": (T.GOLD, "flag", T.INK),
    "confirmed": (T.GOOD, "check", T.INK),
    "alarm": (T.CARD, "alarm", T.RED),
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


def seat_dot(img: Image.Image, center: tuple[int, int], seat: int, d: int) -> None:
    """Seat colour disc with the seat number (colour is never the only cue)."""
    x, y = center
    c = T.seat_color(seat)
    rounded_box(img, (x - d // 2, y - d // 2, x + d - d // 2, y + d - d // 2), d // 2, c)
    draw_text(
        img, (x, y + 1), str(seat + 1), round(d * 0.62), T.INK, bold=True, anchor="mm", max_width=d
    )
    tokens.note("seat", str(seat), c, str(seat + 1))


# -- encoding ----------------------------------------------------------------------------------


# zlib's level for pictures: 3 halves level 6's encoding time (~10 → ~5 ms of a ~33 ms board)
# for ~18 % more bytes, and changes no pixel (BENCHMARKS.md, section 9).
PNG_COMPRESS_LEVEL = 3


def to_png(img: Image.Image, colors: int = 256, optimize: bool = False) -> bytes:
    """Encode ``img`` as PNG, palette-quantised (flat boards lose nothing visible).

    ``optimize`` asks zlib for maximum compression: ~4x slower for a few percent.
    """
    rgb = img.convert("RGB") if img.mode != "RGB" else img
    if colors:
        rgb = rgb.quantize(colors, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buf = io.BytesIO()
    rgb.save(buf, "PNG", optimize=optimize, compress_level=9 if optimize else PNG_COMPRESS_LEVEL)
    return buf.getvalue()
