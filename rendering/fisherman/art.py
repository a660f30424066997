"""Fisherman's artwork: the rulebook's species marks, fish, cards and shields."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fisherman.parts import (
    SHIELD_COLORS,
    Box,
    edge,
    note_species,
    parse_card,
    species_color,
    species_name,
)
from rendering.fonts import draw_text, text_width
from rendering.text import Text


def _shape_aji(d: ImageDraw.ImageDraw, s: int) -> None:
    w = max(1, round(s * 0.13))
    d.rectangle(P.points(s, (0.12, 0.12), (0.88, 0.88)), outline=255, width=w)


def _shape_fugu(d: ImageDraw.ImageDraw, s: int) -> None:
    d.ellipse(P.points(s, (0.08, 0.08), (0.92, 0.92)), outline=255, width=max(1, round(s * 0.13)))


def _shape_tai(d: ImageDraw.ImageDraw, s: int) -> None:
    outer = P.points(s, (0.5, 0.02), (0.98, 0.5), (0.5, 0.98), (0.02, 0.5))
    inner = P.points(s, (0.5, 0.22), (0.78, 0.5), (0.5, 0.78), (0.22, 0.5))
    d.polygon(outer, fill=255)
    d.polygon(inner, fill=0)


def _shape_haze(d: ImageDraw.ImageDraw, s: int) -> None:
    for y in (0.18, 0.44, 0.7):
        d.rectangle(P.points(s, (0.08, y), (0.92, y + 0.13)), fill=255)


def _shape_ika(d: ImageDraw.ImageDraw, s: int) -> None:
    d.polygon(P.points(s, (0.5, 0.04), (0.98, 0.92), (0.02, 0.92)), fill=255)
    d.polygon(P.points(s, (0.5, 0.34), (0.75, 0.78), (0.25, 0.78)), fill=0)


def _fish_body(
    d: ImageDraw.ImageDraw, s: int, body: tuple[float, float, float, float], tail: float
) -> None:
    x0, y0, x1, y1 = body
    cy = (y0 + y1) / 2
    d.ellipse(P.points(s, (x0, y0), (x1, y1)), fill=255)
    d.polygon(
        P.points(s, (x1 - 0.06, cy), (tail, cy - 0.2), (tail - 0.06, cy), (tail, cy + 0.2)), 255
    )


def _fish_aji(d: ImageDraw.ImageDraw, s: int) -> None:
    """Horse mackerel: slim body, forked tail, the scute line along the side."""
    _fish_body(d, s, (0.04, 0.32, 0.8, 0.68), 0.98)
    d.polygon(P.points(s, (0.36, 0.34), (0.48, 0.2), (0.56, 0.34)), fill=255)
    d.line(
        P.points(s, (0.24, 0.5), (0.5, 0.46), (0.78, 0.5)), fill=0, width=max(1, round(s * 0.04))
    )
    P.disc(d, s, 0.15, 0.46, 0.04, 0)


def _fish_tai(d: ImageDraw.ImageDraw, s: int) -> None:
    """Sea bream: a deep body under a spiny dorsal fin."""
    _fish_body(d, s, (0.04, 0.22, 0.78, 0.8), 0.98)
    for k in range(6):
        x = 0.26 + k * 0.08
        d.polygon(P.points(s, (x, 0.28), (x + 0.03, 0.1), (x + 0.08, 0.28)), fill=255)
    d.arc(P.points(s, (0.1, 0.36), (0.3, 0.68)), -60, 60, fill=0, width=max(1, round(s * 0.03)))
    P.disc(d, s, 0.15, 0.44, 0.045, 0)


def _fish_haze(d: ImageDraw.ImageDraw, s: int) -> None:
    """Goby: a long body with a big head, two dorsal fins and a round tail."""
    d.ellipse(P.points(s, (0.02, 0.36), (0.4, 0.74)), fill=255)
    d.rounded_rectangle(P.points(s, (0.16, 0.42), (0.84, 0.7)), radius=0.14 * s, fill=255)
    d.ellipse(P.points(s, (0.74, 0.36), (0.98, 0.76)), fill=255)
    d.polygon(P.points(s, (0.3, 0.44), (0.38, 0.26), (0.46, 0.44)), fill=255)
    d.polygon(P.points(s, (0.5, 0.44), (0.56, 0.3), (0.74, 0.44)), fill=255)
    P.disc(d, s, 0.13, 0.44, 0.045, 0)


def _fish_ika(d: ImageDraw.ImageDraw, s: int) -> None:
    """Squid: a pointed mantle with fins, eyes and trailing arms."""
    d.polygon(P.points(s, (0.5, 0.02), (0.68, 0.24), (0.66, 0.56), (0.34, 0.56), (0.32, 0.24)), 255)
    d.polygon(P.points(s, (0.5, 0.04), (0.8, 0.26), (0.2, 0.26)), fill=255)
    w = max(1, round(s * 0.05))
    for k in range(5):
        x = 0.36 + k * 0.07
        d.line(P.points(s, (x, 0.54), (x + (k - 2) * 0.05, 0.94)), fill=255, width=w)
    P.disc(d, s, 0.42, 0.48, 0.035, 0)
    P.disc(d, s, 0.58, 0.48, 0.035, 0)


SHAPES: dict[str, P.Painter] = {
    "aji": _shape_aji,
    "fugu": _shape_fugu,
    "tai": _shape_tai,
    "haze": _shape_haze,
    "ika": _shape_ika,
}
FISH: dict[str, P.Painter] = {
    "aji": _fish_aji,
    "fugu": P.pufferfish,  # the pufferfish another game's Fugu shares
    "tai": _fish_tai,
    "haze": _fish_haze,
    "ika": _fish_ika,
}


def _mask(kind: str, size: int) -> Image.Image:
    """Anti-aliased mask of a shape (``shape:<species>``) or fish (``fish:<species>``)."""
    group, _, species = kind.partition(":")
    return P.painted_mask((SHAPES if group == "shape" else FISH).get(species), size)


def paint_mark(img: Image.Image, kind: str, xy: tuple[int, int], size: int, color: T.RGB) -> None:
    P.paint(img, _mask(kind, size), xy, color)


def species_mark(img: Image.Image, xy: tuple[int, int], species: str, size: int) -> None:
    """The rulebook's shape symbol of ``species`` in its ink colour on a coloured disc."""
    color = species_color(species)
    note_species(species)
    x, y = xy
    P.rounded_box(img, (x, y, x + size, y + size), size // 2, color, edge(species), 2)
    inner = round(size * 0.56)
    off = (size - inner) // 2
    paint_mark(img, f"shape:{species}", (x + off, y + off), inner, T.ink_on(color))


# -- cards ---------------------------------------------------------------------------------------
COMPACT_W = 90  # narrower cards drop the fish: the number and the shape fill them


@lru_cache(maxsize=512)
def card_sprite(card: str, w: int, h: int, dim: bool = False) -> Image.Image:
    """A face-up fish card: species colour, big size number and shape symbol (no words: the
    legend names the species by their symbols); a fish too on cards wider than
    :data:`COMPACT_W`. The shape is at least :data:`~rendering.components.FS_MIN` px, so that a
    phone shows it as large as the smallest text."""
    species, size = parse_card(card)
    color = species_color(species)
    ink = T.ink_on(color)
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    radius = max(5, w // 9)
    P.rounded_box(im, (0, 0, w, h), radius, color, edge(species), max(2, w // 30))
    pad = max(3, round(w * 0.07))
    if w < COMPACT_W:  # number on top, the shape under it, both as large as fits
        number = max(C.FS_MIN, min(round(w * 0.5), round(h * 0.36)))
        draw_text(im, (w // 2, round(h * 0.04)), str(size), number, ink, bold=True, anchor="ma")
        mark = max(C.FS_MIN, min(w - 2 * pad - 4, round(h * 0.42)))
        paint_mark(im, f"shape:{species}", ((w - mark) // 2, h - mark - pad - 2), mark, ink)
    else:
        fish = round(w * 0.74)
        tint = T.mix(color, ink, 0.22)
        paint_mark(im, f"fish:{species}", ((w - fish) // 2, round(h * 0.46)), fish, tint)
        number = max(C.FS_MIN, round(min(w * 0.5, h * 0.34)))
        mark = max(C.FS_MIN, round(w * 0.3))
        draw_text(im, (pad, round(h * 0.02)), str(size), number, ink, bold=True)
        paint_mark(im, f"shape:{species}", (w - mark - pad, round(h * 0.06)), mark, ink)
    if dim:
        alpha = im.getchannel("A").point(lambda v: v * 32 // 100)
        im.putalpha(alpha)
    return im


def draw_card(
    img: Image.Image, xy: tuple[int, int], card: str, w: int, h: int, dim: bool = False
) -> None:
    """A card with a soft shadow at top-left ``xy``."""
    x, y = xy
    if not dim:
        note_species(parse_card(card)[0])
        P.shadow(img, (x, y, x + w, y + h), max(5, w // 9), (0, 3), 4)
    P.paste_sprite(img, card_sprite(card, w, h, dim), xy)


def empty_card_slot(img: Image.Image, box: Box, color: T.RGB = T.PANEL_BORDER) -> None:
    P.rounded_box(img, box, max(5, (box[2] - box[0]) // 9), None, color, 3)


def _value_chip(img: Image.Image, center_x: int, y: int, value: int, width: int) -> None:
    """What a card scores, in a chip under it (green gains, red losses)."""
    bg = T.GOOD_DARK if value > 0 else (T.BAD_DARK if value < 0 else T.PANEL_BORDER)
    h = C.FS_SMALL + 8
    half = min(width, text_width(C.signed(value), C.FS_SMALL, True) + 16) // 2
    P.rounded_box(img, (center_x - half, y, center_x + half, y + h), h // 2, bg)
    C.label(
        img,
        (center_x, y + h // 2),
        C.signed(value),
        C.FS_SMALL,
        T.TEXT,
        width - 4,
        bold=True,
        anchor="mm",
    )


CHIP_H = C.FS_SMALL + 8


def cards_grid(
    img: Image.Image,
    xy: tuple[int, int],
    width: int,
    cards: Sequence[str],
    size: tuple[int, int],
    values: Sequence[int] | None = None,
    dims: Sequence[bool] | None = None,
    gap: int = 8,
) -> int:
    """Cards left to right in rows that wrap, each with its value chip under it when
    ``values`` are given; returns the y below the last row."""
    x0, y = xy
    w, h = size
    per_row = max(1, (width + gap) // (w + gap))
    row_h = h + (8 + CHIP_H if values is not None else 0)
    for k, card in enumerate(cards):
        row, col = divmod(k, per_row)
        x = x0 + col * (w + gap)
        top = y + row * (row_h + gap)
        draw_card(img, (x, top), card, w, h, dim=bool(dims and dims[k]))
        if values is not None:
            _value_chip(img, x + w // 2, top + h + 8, values[k], w + gap - 2)
    rows = -(-len(cards) // per_row) if cards else 0
    return y + rows * row_h + max(0, rows - 1) * gap


def grid_height(count: int, width: int, size: tuple[int, int], chips: bool, gap: int = 8) -> int:
    per_row = max(1, (width + gap) // (size[0] + gap))
    rows = -(-count // per_row) if count else 0
    row_h = size[1] + (8 + CHIP_H if chips else 0)
    return rows * row_h + max(0, rows - 1) * gap


def species_tile(img: Image.Image, box: Box, species: str | None, words: Text) -> None:
    """A wide tile naming a species: colour, shape symbol, name and fish."""
    x0, y0, x1, y1 = box
    h = y1 - y0
    if not species:
        unset(img, box)
        return
    color = species_color(species)
    note_species(species)
    ink = T.ink_on(color)
    P.rounded_box(img, box, 12, color, edge(species), 3)
    fish = h - 12
    paint_mark(img, f"fish:{species}", (x1 - fish - 8, y0 + 6), fish, T.mix(color, ink, 0.3))
    mark = round(h * 0.46)
    paint_mark(img, f"shape:{species}", (x0 + 12, y0 + (h - mark) // 2), mark, ink)
    tx = x0 + 24 + mark
    C.label(
        img,
        (tx, y0 + h // 2),
        species_name(words, species),
        C.FS_H2,
        ink,
        x1 - tx - 8,
        bold=True,
        anchor="lm",
    )


def unset(img: Image.Image, box: Box) -> None:
    """A rule not chosen yet: an empty outline with "?"."""
    x0, y0, x1, y1 = box
    P.rounded_box(img, box, 12, None, T.PANEL_BORDER, 3)
    C.label(
        img,
        ((x0 + x1) // 2, (y0 + y1) // 2),
        "?",
        C.FS_BIG,
        T.TEXT_FAINT,
        x1 - x0 - 8,
        bold=True,
        anchor="mm",
    )


# -- shields ---------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def _shield_mask(size: int) -> Image.Image:
    big = Image.new("L", (size * P.SS, size * P.SS), 0)
    d = ImageDraw.Draw(big)
    s = size * P.SS
    d.polygon(
        P.points(s, (0.1, 0.08), (0.5, 0.02), (0.9, 0.08), (0.88, 0.5), (0.5, 0.98), (0.12, 0.5)),
        fill=255,
    )
    return big.reduce(P.SS)


def shield(
    img: Image.Image, xy: tuple[int, int], kind: str | None, size: int, points: int | None = None
) -> None:
    """A heater shield in gold, silver or bronze with its ``points`` (at least
    :data:`~rendering.components.FS_MIN` px: give ``size`` ≥ 48); an outline for none."""
    x, y = xy
    mask = _shield_mask(size)
    if kind not in SHIELD_COLORS:
        inner = _shield_mask(max(1, size - 6))
        ring = mask.copy()
        ring.paste(0, (3, 3, 3 + inner.width, 3 + inner.height), inner)
        img.paste(T.PANEL_BORDER, (x, y, x + size, y + size), ring)
        return
    color = SHIELD_COLORS[kind]
    img.paste(T.darken(color, 0.62), (x, y, x + size, y + size), mask)
    inner = _shield_mask(max(1, size - 6))
    img.paste(color, (x + 3, y + 3, x + 3 + inner.width, y + 3 + inner.height), inner)
    if points is None:
        return
    draw_text(
        img,
        (x + size // 2, y + round(size * 0.42)),
        str(points),
        max(C.FS_MIN, round(size * 0.46)),
        T.INK,
        bold=True,
        anchor="mm",
        max_width=size,
    )
