"""Tsukiji's artwork: the products' colours and vector icons, product tiles, market markers and
ticket chips (the components as the rulebook shows them).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from rendering import primitives as P
from rendering import theme as T
from rendering import tokens
from rendering.fonts import draw_text, text_width

PRODUCTS: tuple[str, ...] = ("ebi", "hotategai", "sake", "tako", "fugu", "maguro")
MARKET_PRODUCTS: tuple[str, ...] = PRODUCTS[:5]
CARD_KINDS: tuple[str, ...] = (*PRODUCTS, "takusan", "yakuza")

PRODUCT_COLORS: dict[str, T.RGB] = {
    "ebi": (214, 62, 56),  # red
    "hotategai": (128, 134, 142),  # grey
    "sake": (242, 140, 40),  # orange
    "tako": (250, 150, 200),  # pink (apart from the grey for every colour vision)
    "fugu": (250, 250, 246),  # white
    "maguro": (132, 84, 184),  # purple
    "takusan": (250, 250, 246),  # drawn as a rainbow, see TAKUSAN_STRIPES
    "yakuza": (26, 24, 28),  # black ...
}
YAKUZA_RED: T.RGB = (214, 34, 44)  # ... with red
TAKUSAN_STRIPES: tuple[T.RGB, ...] = (
    (228, 60, 60),
    (244, 150, 40),
    (240, 214, 60),
    (80, 180, 90),
    (60, 140, 220),
    (140, 90, 200),
)


def product_color(card: str) -> T.RGB:
    """Fill colour of a card kind (unknown kinds get a neutral grey)."""
    return PRODUCT_COLORS.get(card, (150, 150, 150))


# -- tickets -------------------------------------------------------------------------------
NORMAL_TICKETS: tuple[str, ...] = ("0", "1", "2", "3", "4")
SPECIAL_TICKETS: tuple[str, ...] = ("4/2", "-1", "+6", "x2")
TICKET_FACE: T.RGB = T.CARD
TICKET_SPECIAL: T.RGB = T.GOLD
TICKET_SPECIAL_EDGE: T.RGB = T.GOLD_DARK
TICKET_EMPTY: T.RGB = (70, 108, 120)


def ticket_label(ticket: str) -> str:
    """Printed face of a ticket id ("x2" is shown as "×2", "-1" with a real minus sign)."""
    return ticket.replace("x", "×").replace("-", "−")


def is_special(ticket: str) -> bool:
    """Single-use tickets (everything but 0-4)."""
    return ticket not in NORMAL_TICKETS


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
        P.disc(d, s, x, y, 0.15 - 0.085 * t, 255)
    (x1, y1), (x2, y2) = pts[-2], pts[-1]
    dx, dy = x2 - x1, y2 - y1
    ln = math.hypot(dx, dy) or 1
    dx, dy = dx / ln, dy / ln
    bx, by = x2 + dx * 0.17, y2 + dy * 0.17
    d.polygon(
        P.points(s, (x2, y2), (bx - dy * 0.12, by + dx * 0.12), (bx + dy * 0.12, by - dx * 0.12)),
        fill=255,
    )
    hx, hy = pts[0]
    d.line(
        P.points(s, (hx + 0.05, hy - 0.06), (0.97, 0.04)), fill=255, width=max(1, round(s * 0.03))
    )
    d.line(
        P.points(s, (hx + 0.08, hy - 0.02), (0.99, 0.24)), fill=255, width=max(1, round(s * 0.03))
    )
    d.polygon(
        P.points(s, (hx + 0.08, hy - 0.1), (hx + 0.22, hy - 0.02), (hx + 0.1, hy + 0.04)), fill=255
    )
    for t in (0.25, 0.4, 0.55, 0.7):
        a = math.radians(35 + 255 * t)
        x, y = cx + (rad - 0.1) * math.cos(a), cy - (rad - 0.1) * math.sin(a)
        P.disc(d, s, x, y, 0.03, 0)
    P.disc(d, s, hx + 0.02, hy - 0.02, 0.035, 0)


def _hotategai(d: ImageDraw.ImageDraw, s: int) -> None:
    """Scallop: a ribbed fan with a scalloped rim and hinge ears."""
    cx, cy, r = 0.5, 0.76, 0.46
    d.pieslice(((cx - r) * s, (cy - r) * s, (cx + r) * s, (cy + r) * s), 200, 340, fill=255)
    for k in range(7):
        a = math.radians(200 + 140 * (k + 0.5) / 7)
        P.disc(d, s, cx + (r - 0.02) * math.cos(a), cy + (r - 0.02) * math.sin(a), 0.07, 255)
    for k in range(1, 7):
        a = math.radians(200 + 140 * k / 7)
        p0 = (cx + 0.13 * math.cos(a), cy + 0.13 * math.sin(a))
        p1 = (cx + (r + 0.02) * math.cos(a), cy + (r + 0.02) * math.sin(a))
        d.line(P.points(s, p0, p1), fill=0, width=max(1, round(s * 0.035)))
    d.polygon(P.points(s, (0.26, 0.7), (0.74, 0.7), (0.64, 0.92), (0.36, 0.92)), fill=255)
    d.line(P.points(s, (0.3, 0.76), (0.7, 0.76)), fill=0, width=max(1, round(s * 0.03)))


def _sake(d: ImageDraw.ImageDraw, s: int) -> None:
    """Salmon: a spotted fish with a square tail and an adipose fin."""
    d.ellipse(P.points(s, (0.02, 0.27), (0.8, 0.75)), fill=255)
    d.polygon(P.points(s, (0.7, 0.51), (0.98, 0.24), (0.93, 0.51), (0.98, 0.78)), fill=255)
    d.polygon(P.points(s, (0.3, 0.31), (0.41, 0.11), (0.5, 0.3)), fill=255)
    d.polygon(P.points(s, (0.62, 0.34), (0.67, 0.22), (0.71, 0.37)), fill=255)
    P.disc(d, s, 0.13, 0.46, 0.045, 0)
    for x, y in ((0.36, 0.43), (0.47, 0.39), (0.58, 0.44), (0.42, 0.52), (0.53, 0.56)):
        P.disc(d, s, x, y, 0.028, 0)
    d.arc(P.points(s, (0.1, 0.33), (0.3, 0.69)), -60, 60, fill=0, width=max(1, round(s * 0.03)))


def _tako(d: ImageDraw.ImageDraw, s: int) -> None:
    """Octopus: a round head over five curling tentacles."""
    d.ellipse(P.points(s, (0.24, 0.04), (0.76, 0.58)), fill=255)
    w = max(1, round(s * 0.085))
    for i, x0 in enumerate((0.28, 0.39, 0.5, 0.61, 0.72)):
        o = (x0 - 0.5) * 1.5
        pts = []
        for j in range(8):
            t = j / 7
            pts.append((x0 + o * t + 0.05 * math.sin(t * 5 + i), 0.46 + 0.42 * t))
        d.line(P.points(s, *pts), fill=255, width=w, joint="curve")
        P.disc(d, s, pts[-1][0], pts[-1][1], 0.045, 255)
    P.disc(d, s, 0.41, 0.34, 0.06, 0)
    P.disc(d, s, 0.59, 0.34, 0.06, 0)
    P.disc(d, s, 0.42, 0.35, 0.025, 255)
    P.disc(d, s, 0.6, 0.35, 0.025, 255)


def _maguro(d: ImageDraw.ImageDraw, s: int) -> None:
    """Tuna: a torpedo body with a crescent tail and finlets."""
    d.ellipse(P.points(s, (0.03, 0.3), (0.8, 0.72)), fill=255)
    d.polygon(P.points(s, (0.7, 0.44), (0.84, 0.5), (0.7, 0.58)), fill=255)
    d.polygon(P.points(s, (0.8, 0.51), (0.99, 0.16), (0.9, 0.51), (0.99, 0.86)), fill=255)
    d.polygon(P.points(s, (0.34, 0.33), (0.46, 0.1), (0.52, 0.33)), fill=255)
    d.polygon(P.points(s, (0.38, 0.68), (0.46, 0.88), (0.52, 0.68)), fill=255)
    for x in (0.6, 0.66, 0.72):
        d.polygon(P.points(s, (x, 0.33), (x + 0.03, 0.25), (x + 0.05, 0.36)), fill=255)
        d.polygon(P.points(s, (x, 0.68), (x + 0.03, 0.77), (x + 0.05, 0.66)), fill=255)
    P.disc(d, s, 0.15, 0.46, 0.04, 0)
    d.arc(P.points(s, (0.12, 0.34), (0.3, 0.68)), -60, 60, fill=0, width=max(1, round(s * 0.03)))


def _star(
    d: ImageDraw.ImageDraw, s: int, cx: float = 0.5, cy: float = 0.53, r: float = 0.46
) -> None:
    pts = []
    for k in range(10):
        a = math.radians(-90 + k * 36)
        rr = r if k % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    d.polygon(P.points(s, *pts), fill=255)


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

    d.polygon(P.points(s, q(0.0, -0.06), q(0.36, -0.06), q(0.36, 0.06), q(0.0, 0.06)), fill=255)
    d.polygon(P.points(s, q(0.38, -0.15), q(0.44, -0.15), q(0.44, 0.15), q(0.38, 0.15)), fill=255)
    d.polygon(
        P.points(s, q(0.46, -0.075), q(0.86, -0.075), q(1.06, 0.06), q(0.46, 0.075)), fill=255
    )
    for a in (0.08, 0.17, 0.26):
        d.line(P.points(s, q(a, -0.07), q(a + 0.05, 0.07)), fill=0, width=max(1, round(s * 0.025)))


PRODUCT_ICONS: dict[str, P.Painter] = {
    "ebi": _ebi,
    "hotategai": _hotategai,
    "sake": _sake,
    "tako": _tako,
    "fugu": P.pufferfish,
    "maguro": _maguro,
    "takusan": _takusan,
    "yakuza": _yakuza,
}


def product_icon(
    img: Image.Image,
    kind: str,
    xy: tuple[int, int],
    size: int,
    color: T.RGB,
    outline: T.RGB | None = None,
    outline_px: int = 2,
) -> None:
    """Paste the icon of product ``kind`` with its top-left at ``xy``, optionally outlined."""
    P.icon(img, kind, xy, size, color, outline, outline_px, PRODUCT_ICONS)


def _stripes(w: int, h: int, colors: Sequence[T.RGB]) -> Image.Image:
    im = Image.new("RGB", (w, h))
    d = ImageDraw.Draw(im)
    n = len(colors)
    for i, c in enumerate(colors):
        d.rectangle((0, round(i * h / n), w, round((i + 1) * h / n)), fill=c)
    return im


def product_tile(img: Image.Image, xy: tuple[int, int], card: str, size: int) -> None:
    """Square tile in the card's colour with its icon: the compact form of a card."""
    note_species(card)
    P.paste_sprite(img, _tile_sprite(card, size), xy)


def note_species(card: str) -> None:
    """Report a product's coloured token (its icon is its mark) to ``rendering.tokens``; the
    Takusan (a rainbow) and the Yakuza (black and red) are told by their icons, not a colour."""
    if card in PRODUCTS:
        tokens.note("species", card, product_color(card), f"icon:{card}")


@lru_cache(maxsize=256)
def _tile_sprite(card: str, size: int) -> Image.Image:
    im = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    r = max(3, size // 5)
    color = product_color(card)
    if card == "yakuza":
        P.rounded_box(im, (0, 0, size, size), r, color, YAKUZA_RED, max(2, size // 16))
        product_icon(im, "yakuza", (size // 8, size // 8), size - size // 4, YAKUZA_RED)
        return im
    edge = T.darken(color, 0.62) if card != "fugu" else (150, 150, 150)
    P.rounded_box(im, (0, 0, size, size), r, edge)
    b = max(2, size // 16)
    if card == "takusan":
        im.paste(
            _stripes(size - 2 * b, size - 2 * b, TAKUSAN_STRIPES),
            (b, b),
            P.rounded_mask(size - 2 * b, size - 2 * b, r - b),
        )
        pad = size // 7
        product_icon(
            im,
            "takusan",
            (pad, pad),
            size - 2 * pad,
            T.CARD,
            outline=T.INK,
            outline_px=max(1, size // 24),
        )
        return im
    P.rounded_box(im, (b, b, size - b, size - b), r - b, color)
    pad = size // 9
    product_icon(im, card, (pad, pad), size - 2 * pad, T.ink_on(color))
    return im


@lru_cache(maxsize=64)
def marker_sprite(product: str, d: int) -> Image.Image:
    """A round market marker in the product colour with its icon, with a baked shadow."""
    pad = 6
    im = Image.new("RGBA", (d + 2 * pad, d + 2 * pad), (0, 0, 0, 0))
    sh = P.shadow_mask(d, d, d // 2, 3, 150)
    im.paste((0, 0, 0, 255), (pad - 6 + 1, pad - 6 + 3), sh)
    color = product_color(product)
    edge = T.darken(color, 0.55) if product != "fugu" else (120, 120, 120)
    P.rounded_box(im, (pad, pad, pad + d, pad + d), d // 2, color, edge, max(2, d // 14))
    s = round(d * 0.64)
    product_icon(im, product, (pad + (d - s) // 2, pad + (d - s) // 2), s, T.ink_on(color))
    return im


def marker(img: Image.Image, center: tuple[int, int], product: str, d: int) -> None:
    """Draw a market marker centred on ``center``."""
    note_species(product)
    sp = marker_sprite(product, d)
    P.paste_sprite(img, sp, (center[0] - sp.width // 2, center[1] - sp.height // 2))


def ticket_size(ticket: str, h: int) -> tuple[int, int]:
    """(width, height) of a ticket chip of height ``h``."""
    label = ticket_label(ticket)
    fs = round(h * 0.56)
    return max(round(h * 1.15), text_width(label, fs, True) + round(h * 0.7)), h


@lru_cache(maxsize=256)
def _ticket_mask(w: int, h: int) -> Image.Image:
    """Rounded rectangle with a semicircular notch on each short side."""
    m = P.rounded_mask(w, h, max(3, h // 6)).copy()
    notch = Image.new("L", (w * P.SS, h * P.SS), 0)
    r = h * P.SS * 0.16
    d = ImageDraw.Draw(notch)
    for cx in (0, w * P.SS):
        d.ellipse((cx - r, h * P.SS / 2 - r, cx + r, h * P.SS / 2 + r), fill=255)
    return ImageChops.subtract(m, notch.reduce(P.SS))


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
    special = is_special(ticket) and state != "hidden"
    face = TICKET_SPECIAL if special else TICKET_FACE
    edge = TICKET_SPECIAL_EDGE if special else T.CARD_EDGE
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
            ticket_label(ticket),
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
    P.paste_sprite(img, sp, xy)
    return sp.width


def empty_slot(img: Image.Image, box: P.Box, color: T.RGB = TICKET_EMPTY, width: int = 3) -> None:
    """An empty ticket slot: a hollow ticket outline."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    outer = _ticket_mask(w, h)
    inner = Image.new("L", (w, h), 0)
    inner.paste(_ticket_mask(w - 2 * width, h - 2 * width), (width, width))
    img.paste(color, box, ImageChops.subtract(outer, inner))
