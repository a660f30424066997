"""Fisherman pictures as PNG bytes, drawn from the engine's view dict only.

Every renderer takes ``view`` (``FISHERMAN.view(state, seat)``) and the display ``names``
indexed by seat: :func:`render_board` (public), :func:`render_hand` (``view["me"]``),
:func:`render_results` (one finished tournament) and :func:`render_final`. Cards are drawn in
the rulebook's species colours (Aji blue, Fugu green, Tai red, Haze yellow, Ika white) with the
rulebook's shape symbols (□ ○ ◇ ≡ △) so colour is never the only cue. UI words can be
overridden with ``words``; they hold no component number: sizes, scoring and shield points
come with the view (``view["sizes"]``, ``view["scoring"]``, ``view["shield_points"]``, from
``data/fisherman.json``). The last trick shows its set-aside cards only while it lies open
(``view["last_trick"]["open"]``); afterwards they are face-down backs.
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


SPECIES_ORDER: tuple[str, ...] = ("aji", "fugu", "tai", "haze", "ika")
SPECIES_COLORS: dict[str, T.RGB] = {
    "aji": (46, 112, 206),
    "fugu": (40, 150, 86),
    "tai": (206, 58, 60),
    "haze": (238, 192, 44),
    "ika": (244, 244, 238),
}
SPECIES_NAMES: dict[str, str] = {
    "aji": "Aji",
    "fugu": "Fugu",
    "tai": "Tai",
    "haze": "Haze",
    "ika": "Ika",
}
SPECIES_KANA: dict[str, str] = {
    "aji": "アジ",
    "fugu": "フグ",
    "tai": "タイ",
    "haze": "ハゼ",
    "ika": "イカ",
}
SHIELD_COLORS: dict[str, T.RGB] = {"gold": T.GOLD, "silver": T.SILVER, "bronze": T.BRONZE}
HEADER_H = 96
SS = 4


# -- small helpers -----------------------------------------------------------------------------
def _s(words: Text, key: str, **kw: Any) -> str:
    """A word of the pictures (``fisherman.pic.<key>`` in the catalogs)."""
    return words(f"fisherman.pic.{key}", **kw)


def _name(names: Sequence[str], seat: int | None, words: Text) -> str:
    if seat is not None and 0 <= seat < len(names) and str(names[seat]).strip():
        return str(names[seat]).strip()
    return _s(words, "player", n=(seat or 0) + 1)


def parse_card(card: str) -> tuple[str, int]:
    """``"aji-7"`` → ``("aji", 7)``."""
    species, _, size = str(card).partition("-")
    return species, int(size) if size.isdigit() else 0


def species_color(species: str | None) -> T.RGB:
    return SPECIES_COLORS.get(species or "", (150, 150, 150))


def _edge(species: str) -> T.RGB:
    return (150, 150, 140) if species == "ika" else T.darken(species_color(species), 0.6)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("±0" if n == 0 else f"−{-n}")


def _canvas(h: int) -> Image.Image:
    return Image.new("RGB", (T.WIDTH, h), T.BG)


def _seats(view: View) -> list[Mapping[str, Any]]:
    return list(view.get("seats") or [])


def _shield_points(view: View) -> dict[str, int]:
    """Points of each shield kind, as the view carries them (from the data)."""
    return {str(k): int(v) for k, v in (view.get("shield_points") or {}).items()}


def _sizes(view: View) -> list[int]:
    return [int(n) for n in view.get("sizes") or []]


def _numbers(view: View) -> dict[str, str]:
    """The numbers the notes place: signed scoring, the smallest and the largest size."""
    numbers = {k: _signed(int(v)) for k, v in (view.get("scoring") or {}).items()}
    sizes = _sizes(view)
    if sizes:
        numbers |= {"low": str(sizes[0]), "high": str(sizes[-1])}
    return numbers


def _note(words: Text, key: str, view: View) -> str:
    """A note with its numbers; empty when the view does not carry them."""
    try:
        return _s(words, key, **_numbers(view))
    except KeyError:
        return ""


# -- species marks and fish icons ----------------------------------------------------------------
Painter = Callable[[ImageDraw.ImageDraw, int], None]


def _pts(s: int, *pts: tuple[float, float]) -> list[tuple[float, float]]:
    return [(x * s, y * s) for x, y in pts]


def _dot(d: ImageDraw.ImageDraw, s: int, cx: float, cy: float, r: float, fill: int) -> None:
    d.ellipse(((cx - r) * s, (cy - r) * s, (cx + r) * s, (cy + r) * s), fill=fill)


def _shape_aji(d: ImageDraw.ImageDraw, s: int) -> None:
    w = max(1, round(s * 0.13))
    d.rectangle(_pts(s, (0.12, 0.12), (0.88, 0.88)), outline=255, width=w)


def _shape_fugu(d: ImageDraw.ImageDraw, s: int) -> None:
    d.ellipse(_pts(s, (0.08, 0.08), (0.92, 0.92)), outline=255, width=max(1, round(s * 0.13)))


def _shape_tai(d: ImageDraw.ImageDraw, s: int) -> None:
    outer = _pts(s, (0.5, 0.02), (0.98, 0.5), (0.5, 0.98), (0.02, 0.5))
    inner = _pts(s, (0.5, 0.22), (0.78, 0.5), (0.5, 0.78), (0.22, 0.5))
    d.polygon(outer, fill=255)
    d.polygon(inner, fill=0)


def _shape_haze(d: ImageDraw.ImageDraw, s: int) -> None:
    for y in (0.18, 0.44, 0.7):
        d.rectangle(_pts(s, (0.08, y), (0.92, y + 0.13)), fill=255)


def _shape_ika(d: ImageDraw.ImageDraw, s: int) -> None:
    d.polygon(_pts(s, (0.5, 0.04), (0.98, 0.92), (0.02, 0.92)), fill=255)
    d.polygon(_pts(s, (0.5, 0.34), (0.75, 0.78), (0.25, 0.78)), fill=0)


def _fish_body(
    d: ImageDraw.ImageDraw, s: int, body: tuple[float, float, float, float], tail: float
) -> None:
    x0, y0, x1, y1 = body
    cy = (y0 + y1) / 2
    d.ellipse(_pts(s, (x0, y0), (x1, y1)), fill=255)
    d.polygon(_pts(s, (x1 - 0.06, cy), (tail, cy - 0.2), (tail - 0.06, cy), (tail, cy + 0.2)), 255)


def _fish_aji(d: ImageDraw.ImageDraw, s: int) -> None:
    """Horse mackerel: slim body, forked tail, the scute line along the side."""
    _fish_body(d, s, (0.04, 0.32, 0.8, 0.68), 0.98)
    d.polygon(_pts(s, (0.36, 0.34), (0.48, 0.2), (0.56, 0.34)), fill=255)
    d.line(_pts(s, (0.24, 0.5), (0.5, 0.46), (0.78, 0.5)), fill=0, width=max(1, round(s * 0.04)))
    _dot(d, s, 0.15, 0.46, 0.04, 0)


def _fish_tai(d: ImageDraw.ImageDraw, s: int) -> None:
    """Sea bream: a deep body under a spiny dorsal fin."""
    _fish_body(d, s, (0.04, 0.22, 0.78, 0.8), 0.98)
    for k in range(6):
        x = 0.26 + k * 0.08
        d.polygon(_pts(s, (x, 0.28), (x + 0.03, 0.1), (x + 0.08, 0.28)), fill=255)
    d.arc(_pts(s, (0.1, 0.36), (0.3, 0.68)), -60, 60, fill=0, width=max(1, round(s * 0.03)))
    _dot(d, s, 0.15, 0.44, 0.045, 0)


def _fish_haze(d: ImageDraw.ImageDraw, s: int) -> None:
    """Goby: a long body with a big head, two dorsal fins and a round tail."""
    d.ellipse(_pts(s, (0.02, 0.36), (0.4, 0.74)), fill=255)
    d.rounded_rectangle(_pts(s, (0.16, 0.42), (0.84, 0.7)), radius=0.14 * s, fill=255)
    d.ellipse(_pts(s, (0.74, 0.36), (0.98, 0.76)), fill=255)
    d.polygon(_pts(s, (0.3, 0.44), (0.38, 0.26), (0.46, 0.44)), fill=255)
    d.polygon(_pts(s, (0.5, 0.44), (0.56, 0.3), (0.74, 0.44)), fill=255)
    _dot(d, s, 0.13, 0.44, 0.045, 0)


def _fish_ika(d: ImageDraw.ImageDraw, s: int) -> None:
    """Squid: a pointed mantle with fins, eyes and trailing arms."""
    d.polygon(_pts(s, (0.5, 0.02), (0.68, 0.24), (0.66, 0.56), (0.34, 0.56), (0.32, 0.24)), 255)
    d.polygon(_pts(s, (0.5, 0.04), (0.8, 0.26), (0.2, 0.26)), fill=255)
    w = max(1, round(s * 0.05))
    for k in range(5):
        x = 0.36 + k * 0.07
        d.line(_pts(s, (x, 0.54), (x + (k - 2) * 0.05, 0.94)), fill=255, width=w)
    _dot(d, s, 0.42, 0.48, 0.035, 0)
    _dot(d, s, 0.58, 0.48, 0.035, 0)


SHAPES: dict[str, Painter] = {
    "aji": _shape_aji,
    "fugu": _shape_fugu,
    "tai": _shape_tai,
    "haze": _shape_haze,
    "ika": _shape_ika,
}
FISH: dict[str, Painter] = {
    "aji": _fish_aji,
    "tai": _fish_tai,
    "haze": _fish_haze,
    "ika": _fish_ika,
}


@lru_cache(maxsize=256)
def _mask(kind: str, size: int) -> Image.Image:
    """Anti-aliased mask of a shape (``shape:<species>``) or fish (``fish:<species>``)."""
    size = max(1, size)
    group, _, species = kind.partition(":")
    painter = (SHAPES if group == "shape" else FISH).get(species)
    if painter is None and group == "fish":
        return P.icon_mask(species, size)  # the shared pufferfish for Fugu
    big = Image.new("L", (size * SS, size * SS), 0)
    if painter is not None:
        painter(ImageDraw.Draw(big), size * SS)
    return big.reduce(SS)


def _paint(img: Image.Image, kind: str, xy: tuple[int, int], size: int, color: T.RGB) -> None:
    x, y = xy
    img.paste(color, (x, y, x + size, y + size), _mask(kind, size))


def species_mark(img: Image.Image, xy: tuple[int, int], species: str, size: int) -> None:
    """The rulebook's shape symbol of ``species`` in its ink colour on a coloured disc."""
    color = species_color(species)
    x, y = xy
    P.rounded_box(img, (x, y, x + size, y + size), size // 2, color, _edge(species), 2)
    inner = round(size * 0.56)
    off = (size - inner) // 2
    _paint(img, f"shape:{species}", (x + off, y + off), inner, T.ink_on(color))


# -- cards ---------------------------------------------------------------------------------------
@lru_cache(maxsize=512)
def card_sprite(card: str, w: int, h: int, dim: bool = False) -> Image.Image:
    """A face-up fish card: species colour, big size number, shape symbol, fish, name."""
    species, size = parse_card(card)
    color = species_color(species)
    ink = T.ink_on(color)
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    radius = max(5, w // 9)
    P.rounded_box(im, (0, 0, w, h), radius, color, _edge(species), max(2, w // 30))
    fish = round(w * 0.74)
    tint = T.mix(color, ink, 0.22)
    _paint(im, f"fish:{species}", ((w - fish) // 2, round(h * 0.44)), fish, tint)
    mark = max(10, round(w * 0.24))
    number = round(min(w * 0.56, h * 0.4))
    room = w - mark - round(w * 0.24)
    while number > 10 and text_width(str(size), number, True) > room:
        number -= 2
    draw_text(im, (round(w * 0.08), round(h * 0.03)), str(size), number, ink, bold=True)
    _paint(im, f"shape:{species}", (w - mark - round(w * 0.09), round(h * 0.07)), mark, ink)
    if h >= 80:
        label = SPECIES_NAMES.get(species, species.title())
        draw_text(
            im, (w // 2, h - round(h * 0.05)), label, max(12, round(w * 0.2)), ink, True, "md"
        )
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
        P.shadow(img, (x, y, x + w, y + h), max(5, w // 9), (0, 3), 4)
    P.paste_sprite(img, card_sprite(card, w, h, dim), xy)


def empty_card_slot(img: Image.Image, box: Box, color: T.RGB = T.PANEL_BORDER) -> None:
    P.rounded_box(img, box, max(5, (box[2] - box[0]) // 9), None, color, 3)


def species_tile(img: Image.Image, box: Box, species: str | None, words: Text) -> None:
    """A wide tile naming a species (colour, shape symbol, fish, name and kana)."""
    x0, y0, x1, y1 = box
    h = y1 - y0
    if not species:
        P.rounded_box(img, box, 12, None, T.PANEL_BORDER, 3)
        draw_text(img, ((x0 + x1) // 2, (y0 + y1) // 2), "?", 40, T.TEXT_FAINT, True, "mm")
        return
    color = species_color(species)
    ink = T.ink_on(color)
    P.shadow(img, box, 12, (0, 3), 4)
    P.rounded_box(img, box, 12, color, _edge(species), 3)
    fish = h - 12
    _paint(img, f"fish:{species}", (x1 - fish - 8, y0 + 6), fish, T.mix(color, ink, 0.3))
    mark = round(h * 0.42)
    _paint(img, f"shape:{species}", (x0 + 12, y0 + (h - mark) // 2), mark, ink)
    tx = x0 + 24 + mark
    name = SPECIES_NAMES.get(species, species.title())
    draw_text(img, (tx, y0 + h // 2 + 2), name, 30, ink, bold=True, anchor="ls")
    draw_text(img, (tx, y0 + h // 2 + 6), SPECIES_KANA.get(species, ""), 18, ink, anchor="la")


# -- shields ---------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def _shield_mask(size: int) -> Image.Image:
    big = Image.new("L", (size * SS, size * SS), 0)
    d = ImageDraw.Draw(big)
    s = size * SS
    d.polygon(
        _pts(s, (0.1, 0.08), (0.5, 0.02), (0.9, 0.08), (0.88, 0.5), (0.5, 0.98), (0.12, 0.5)),
        fill=255,
    )
    return big.reduce(SS)


def shield(
    img: Image.Image, xy: tuple[int, int], kind: str | None, size: int, points: int | None = None
) -> None:
    """A heater shield in gold, silver or bronze with its ``points``; an outline for none."""
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
        round(size * 0.46),
        T.INK,
        bold=True,
        anchor="mm",
    )


# -- header ----------------------------------------------------------------------------------------
def _header(
    img: Image.Image,
    view: View,
    status: str,
    sub: str,
    words: Text,
    title: str | None = None,
) -> None:
    """Title, tournament with pips, a status line and a sub line on the right."""
    w = img.width
    img.paste(T.darken(T.BG, 0.78), (0, 0, w, HEADER_H))
    x = T.MARGIN
    title = title or _s(words, "title")
    draw_text(img, (x, 14), title, 20, T.GOLD, bold=True, max_width=w // 2 - x)
    n = int(view.get("tournament") or 1)
    total = int(view.get("tournaments") or view.get("players") or 4)
    label = _s(words, "tournament", n=n, total=total)
    x1 = draw_text(img, (x, 42), label, T.FS_TITLE, T.TEXT, bold=True)[2]
    for i in range(total):
        cx = x1 + 22 + i * 20
        col = T.GOLD if i < n else T.PANEL_BORDER
        P.rounded_box(img, (cx, 62, cx + 13, 75), 6, col)
    left = x1 + 22 + total * 20 + 24
    right = w - T.MARGIN
    draw_text(img, (right, 36), status, 28, T.TEXT, True, "rm", max_width=right - left)
    draw_text(img, (right, 70), sub, T.FS_BODY, T.TEXT_DIM, anchor="rm", max_width=right - left)


def _status(view: View, names: Sequence[str], words: Text) -> tuple[str, str]:
    phase = view.get("phase")
    dealer = _s(words, "dealer", name=_name(names, view.get("dealer"), words))
    if phase == "setting":
        step = str(view.get("step") or "target")
        who = _name(names, view.get("turn"), words)
        rule = _s(words, f"rule_{step}")
        return _s(words, "rules_phase"), _s(words, "choosing", name=who, rule=rule) + " · " + (
            dealer
        )
    if phase == "fishing":
        status = _s(words, "trick", n=view.get("trick_no", 1), total=view.get("tricks", 12))
        who = _name(names, view.get("turn"), words)
        lead = view.get("lead_species")
        if lead:
            sub = _s(words, "to_play", name=who, species=SPECIES_NAMES.get(lead, lead))
        else:
            sub = _s(words, "to_lead", name=who)
        return status, sub + " · " + dealer
    return _s(words, "over"), dealer


# -- the rules mat ---------------------------------------------------------------------------------
MAT_H = 190


def _mat_slot(
    img: Image.Image,
    box: Box,
    rule: str,
    view: View,
    names: Sequence[str],
    words: Text,
) -> None:
    x0, y0, x1, y1 = box
    rules = view.get("rules") or {}
    setter = (view.get("setters") or {}).get(rule)
    choosing = view.get("phase") == "setting" and view.get("step") == rule
    value = rules.get(rule)
    P.shadow(img, box, T.RADIUS, (0, 4), 6)
    if choosing and setter is not None:
        P.rounded_box(img, box, T.RADIUS, T.PANEL_HI, T.seat_color(int(setter)), 4)
    else:
        P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    draw_text(img, (x0 + 14, y0 + 12), _s(words, rule), T.FS_SMALL, T.TEXT_DIM, bold=True)
    inner = (x0 + 14, y0 + 44, x1 - 14, y0 + 112)
    if rule in ("target", "junk"):
        species_tile(img, inner, value, words)
    elif rule == "order":
        _order_value(img, inner, value, _sizes(view))
    else:
        _size_value(img, inner, value)
    if value is not None:
        key = f"{value}_note" if rule == "order" else f"{rule}_note"
        note = _note(words, key, view) if words.has(f"fisherman.pic.{key}") else ""
        draw_text(img, (x0 + 14, y0 + 122), note, T.FS_SMALL, T.TEXT, True, max_width=x1 - x0 - 28)
    if setter is not None:
        who = _name(names, int(setter), words)
        key = "choosing_now" if choosing else "set_by"
        colour = T.seat_color(int(setter)) if choosing else T.TEXT_FAINT
        draw_text(
            img,
            (x0 + 14, y1 - 12),
            _s(words, key, name=who),
            T.FS_SMALL - 2,
            colour,
            bold=choosing,
            anchor="ls",
            max_width=x1 - x0 - 28,
        )


def _order_value(img: Image.Image, box: Box, order: str | None, sizes: Sequence[int]) -> None:
    x0, y0, x1, y1 = box
    if order not in ("asc", "desc") or not sizes:
        P.rounded_box(img, box, 12, None, T.PANEL_BORDER, 3)
        draw_text(img, ((x0 + x1) // 2, (y0 + y1) // 2), "?", 40, T.TEXT_FAINT, True, "mm")
        return
    P.rounded_box(img, box, 12, T.CHIP)
    strongest = list(sizes) if order == "asc" else list(reversed(sizes))
    numbers = [str(n) for n in strongest[:3]] + ["…"]
    x = x0 + 16
    cy = (y0 + y1) // 2
    for i, text in enumerate(numbers):
        size = 40 - 6 * i if text != "…" else 26
        colour = T.GOLD if i == 0 else T.TEXT if text != "…" else T.TEXT_DIM
        x = draw_text(img, (x, cy), text, size, colour, bold=True, anchor="lm")[2]
        if i < len(numbers) - 1:
            x = draw_text(img, (x + 6, cy), "›", 28, T.TEXT_FAINT, bold=True, anchor="lm")[2] + 6


def _size_value(img: Image.Image, box: Box, size: Sequence[int] | None) -> None:
    x0, y0, x1, y1 = box
    if not size:
        P.rounded_box(img, box, 12, None, T.PANEL_BORDER, 3)
        draw_text(img, ((x0 + x1) // 2, (y0 + y1) // 2), "?", 40, T.TEXT_FAINT, True, "mm")
        return
    P.rounded_box(img, box, 12, T.CHIP)
    cw, gap = 58, 14
    cx = (x0 + x1) // 2
    h = y1 - y0 - 12
    left = cx - cw - gap // 2
    for k, number in enumerate(size):
        bx = left + k * (cw + gap)
        P.rounded_box(img, (bx, y0 + 6, bx + cw, y0 + 6 + h), 10, T.CARD, T.CARD_EDGE, 2)
        draw_text(img, (bx + cw // 2, y0 + 6 + h // 2), str(number), 34, T.INK, True, "mm")
    # The fish token straddles the two numbers, as on the physical mat.
    d = 30
    P.rounded_box(
        img, (cx - d // 2, y1 - d + 4, cx + d // 2, y1 + 4), d // 2, T.GOLD, T.GOLD_DARK, 2
    )
    _paint(img, "fish:aji", (cx - 11, y1 - d + 8), 22, T.INK)


def _mat(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> None:
    rules = ("target", "order", "size", "junk")
    w = (img.width - 2 * T.MARGIN - 3 * T.GAP) // 4
    for k, rule in enumerate(rules):
        x = T.MARGIN + k * (w + T.GAP)
        _mat_slot(img, (x, y, x + w, y + MAT_H), rule, view, names, words)


# -- the trick -------------------------------------------------------------------------------------
TRICK_H = 248
TRICK_CARD = (92, 130)


def _trick(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> None:
    """The trick in progress (left) and the last completed trick (right)."""
    players = int(view.get("players") or len(_seats(view)) or 4)
    left_w = 28 + players * (TRICK_CARD[0] + 44)
    box = (T.MARGIN, y, T.MARGIN + left_w, y + TRICK_H)
    P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    number = view.get("trick_no") or 0
    total = view.get("tricks") or 0
    title = _s(words, "current_trick", n=max(1, int(number)), total=total)
    draw_text(img, (box[0] + 14, y + 12), title, T.FS_SMALL, T.TEXT_DIM, bold=True)
    plays = list(view.get("trick") or [])
    leader = view.get("leader")
    order = [(int(leader) + k) % players for k in range(players)] if leader is not None else []
    played = {int(p["seat"]): p["card"] for p in plays}
    for k, seat in enumerate(order or range(players)):
        x = box[0] + 22 + k * (TRICK_CARD[0] + 44)
        _trick_slot(img, (x, y + 54), seat, played.get(seat), view, names, words, k == 0)
    _last_trick(img, (box[2] + T.GAP, y, img.width - T.MARGIN, y + TRICK_H), view, names, words)


def _trick_slot(
    img: Image.Image,
    xy: tuple[int, int],
    seat: int,
    card: str | None,
    view: View,
    names: Sequence[str],
    words: Text,
    leads: bool,
) -> None:
    x, y = xy
    w, h = TRICK_CARD
    phase = view.get("phase")
    if card is not None:
        draw_card(img, (x, y), card, w, h)
        if view.get("winning") == seat:
            P.badge(img, (x + w - 22, y - 14), "winner", 34)
    elif phase == "fishing" and view.get("turn") == seat:
        empty_card_slot(img, (x, y, x + w, y + h), T.seat_color(seat))
        P.icon(img, "hourglass", (x + w // 2 - 16, y + h // 2 - 16), 32, T.seat_color(seat))
    else:
        empty_card_slot(img, (x, y, x + w, y + h))
    cx = x + w // 2
    P.seat_dot(img, (x + 10, y + h + 22), seat, 22)
    draw_text(
        img,
        (x + 26, y + h + 22),
        _name(names, seat, words),
        T.FS_SMALL,
        T.TEXT,
        bold=True,
        anchor="lm",
        max_width=w + 16,
    )
    if leads and phase == "fishing":
        P.pill(img, (cx, y + h + 40), _s(words, "lead"), 14, T.INK, T.TEXT, "m", 8, 22)


def _last_trick(img: Image.Image, box: Box, view: View, names: Sequence[str], words: Text) -> None:
    """The last completed trick: all its cards while it lies open (set-aside ones dimmed),
    afterwards the kept ones face up and the set-aside ones as backs; the discard's size."""
    x0, y0, x1, y1 = box
    P.rounded_box(img, box, T.RADIUS, T.CHIP, T.PANEL_BORDER, 2)
    last = view.get("last_trick")
    if not last:
        if view.get("phase") == "setting":
            _dealer_panel(img, box, view, names, words)
            return
        title = _s(words, "last_trick", n="–")
        draw_text(img, (x0 + 14, y0 + 12), title, T.FS_SMALL, T.TEXT_DIM, bold=True)
        middle = ((x0 + x1) // 2, (y0 + y1) // 2)
        draw_text(img, middle, _s(words, "no_trick"), T.FS_BODY, T.TEXT_FAINT, anchor="mm")
        return
    title = _s(words, "last_trick", n=last.get("trick_no", ""))
    draw_text(img, (x0 + 14, y0 + 12), title, T.FS_SMALL, T.TEXT_DIM, bold=True)
    _discard_count(img, (x1 - 14, y0 + 12), int(view.get("discard_count") or 0), words)
    plays = list(last.get("plays") or [])
    kept = set(last.get("kept") or [])
    winner = last.get("winner")
    n = max(1, len(plays))
    w = min(64, (x1 - x0 - 28 - (n - 1) * 10) // n)
    h = round(w * 1.4)
    for k, play in enumerate(plays):
        x = x0 + 14 + k * (w + 10)
        card = play.get("card")
        if card:
            draw_card(img, (x, y0 + 46), card, w, h, dim=card not in kept)
        else:
            P.face_down_card(img, (x, y0 + 46), w, h)
        seat = int(play.get("seat", 0))
        if seat == winner:
            P.badge(img, (x + w - 18, y0 + 34), "winner", 28)
        P.seat_dot(img, (x + w // 2, y0 + 46 + h + 18), seat, 22)
    who = _name(names, winner, words)
    parts = [f"{who} {_s(words, 'won')}"]
    parts.append(f"{_s(words, 'kept')} {len(kept)}" if kept else _s(words, "nothing_kept"))
    aside = int(last.get("set_aside") or 0)
    if aside:
        parts.append(_s(words, "set_aside", n=aside))
    line = " · ".join(parts)
    draw_text(img, (x0 + 14, y1 - 14), line, T.FS_SMALL, T.TEXT, True, "ls", max_width=x1 - x0 - 28)


def _discard_count(img: Image.Image, xy: tuple[int, int], count: int, words: Text) -> None:
    """The discard's size (the only public thing about it), right-aligned at ``xy``."""
    x, y = xy
    label = _s(words, "face_down", n=count)
    left = draw_text(img, (x, y), label, T.FS_SMALL, T.TEXT_DIM, True, "ra")[0]
    P.face_down_card(img, (left - 24, y - 2), 16, 22)


def _dealer_panel(
    img: Image.Image, box: Box, view: View, names: Sequence[str], words: Text
) -> None:
    """Before the first trick: who deals (drawn at random for the first tournament)."""
    x0, y0, x1, _ = box
    draw_text(img, (x0 + 14, y0 + 12), _s(words, "dealer_title"), T.FS_SMALL, T.TEXT_DIM, True)
    dealer = view.get("dealer")
    seat = int(dealer or 0)
    cy = y0 + 92
    P.seat_dot(img, (x0 + 34, cy), seat, 34)
    right = draw_text(
        img,
        (x0 + 62, cy),
        _name(names, dealer, words),
        32,
        T.TEXT,
        True,
        "lm",
        max_width=x1 - x0 - 130,
    )[2]
    P.badge(img, (right + 10, cy - 18), "start", 36)
    first = int(view.get("tournament") or 1) == 1
    note = _s(words, "dealer_drawn" if first else "dealer_moved")
    width = x1 - x0 - 28
    draw_text(img, (x0 + 14, cy + 44), note, T.FS_BODY, T.GOLD, True, max_width=width)
    lines = [_s(words, "dealer_does")] + ([_s(words, "dealer_moved")] if first else [])
    for k, line in enumerate(lines):
        draw_text(img, (x0 + 14, cy + 80 + 28 * k), line, T.FS_SMALL, T.TEXT_DIM, max_width=width)


# -- player rows -----------------------------------------------------------------------------------
ROW_H = 118
MINI = (40, 56)


def _player_row(
    img: Image.Image,
    box: Box,
    seat: Mapping[str, Any],
    view: View,
    names: Sequence[str],
    words: Text,
) -> None:
    x0, y0, x1, y1 = box
    s = int(seat.get("seat", 0))
    turn = view.get("turn") == s and view.get("phase") != "over"
    P.shadow(img, box, T.RADIUS, (0, 4), 6)
    if turn:
        P.rounded_box(img, box, T.RADIUS, T.PANEL_HI, T.seat_color(s), 4)
    else:
        P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    P.rounded_box(img, (x0 + 8, y0 + 14, x0 + 14, y1 - 14), 3, T.seat_color(s))
    left = x0 + 26
    name_w = 330
    cy = y0 + 32
    P.seat_dot(img, (left + 15, cy), s, 30)
    badges = ["start"] if view.get("dealer") == s else []
    if turn:
        badges.append("turn")
    nx = draw_text(
        img,
        (left + 40, cy),
        _name(names, s, words),
        26,
        T.TEXT,
        True,
        "lm",
        max_width=name_w - 40 - 38 * len(badges),
    )[2]
    for kind in badges:
        P.badge(img, (nx + 8, cy - 15), kind, 30)
        nx += 38
    # hand size and shields
    ly = y0 + 80
    P.face_down_card(img, (left, ly - 20), 28, 40)
    hand = str(seat.get("hand_count", 0))
    hx = draw_text(img, (left + 36, ly), hand, T.FS_BODY, T.TEXT_DIM, True, "lm")[2]
    sx = max(left + 80, hx + 16)
    for kind in seat.get("shields") or []:
        shield(img, (sx, ly - 16), kind, 32, _shield_points(view).get(kind))
        sx += 34
    if seat.get("shields"):
        draw_text(
            img,
            (sx + 4, ly),
            f"= {seat.get('shield_points', 0)}",
            T.FS_BODY,
            T.GOLD,
            bold=True,
            anchor="lm",
        )
    # captured cards
    cap_x0, cap_x1 = x0 + name_w + 20, x1 - 150
    _captured(img, (cap_x0, y0 + 10, cap_x1, y1 - 10), list(seat.get("captured") or []), words)
    # points
    points = int(seat.get("points", 0) or 0)
    colour = T.GOLD if points > 0 else (T.BAD if points < 0 else T.TEXT)
    draw_text(img, (x1 - 24, y0 + 48), _signed(points), 46, colour, True, "rm")
    draw_text(img, (x1 - 24, y0 + 88), _s(words, "points"), T.FS_SMALL, T.TEXT_DIM, anchor="rm")


def _captured(img: Image.Image, box: Box, cards: list[str], words: Text) -> None:
    """Captured scoring cards as mini cards, overlapping (and in two rows) when many."""
    x0, y0, x1, y1 = box
    P.rounded_box(img, box, 12, T.CHIP)
    if not cards:
        draw_text(
            img,
            (x0 + 16, (y0 + y1) // 2),
            _s(words, "no_catch"),
            T.FS_SMALL,
            T.TEXT_FAINT,
            anchor="lm",
        )
        return
    avail = x1 - x0 - 16
    w, h = MINI
    rows = 1 if len(cards) * (w + 4) <= avail else 2
    if rows == 2:
        w, h = 32, 44
    per_row = math.ceil(len(cards) / rows)
    step = min(w + 4, (avail - w) / max(1, per_row - 1)) if per_row > 1 else w
    for k, card in enumerate(cards):
        row, col = divmod(k, per_row)
        x = x0 + 8 + round(col * step)
        y = y0 + (y1 - y0 - rows * h - (rows - 1) * 4) // 2 + row * (h + 4)
        P.paste_sprite(img, card_sprite(card, w, h), (x, y))


def _rows(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> int:
    for seat in _seats(view):
        _player_row(img, (T.MARGIN, y, img.width - T.MARGIN, y + ROW_H), seat, view, names, words)
        y += ROW_H + 10
    return y


# -- board -----------------------------------------------------------------------------------------
@written
def render_board(view: View, names: Sequence[str], words: Text) -> bytes:
    """Public board: rules mat, trick in progress and last trick, players' catches and shields."""
    n = len(_seats(view))
    h = HEADER_H + T.GAP + MAT_H + T.GAP + TRICK_H + T.GAP + n * (ROW_H + 10) + T.MARGIN - 10
    img = _canvas(h)
    status, sub = _status(view, names, words)
    _header(img, view, status, sub, words)
    y = HEADER_H + T.GAP
    _mat(img, y, view, names, words)
    y += MAT_H + T.GAP
    _trick(img, y, view, names, words)
    y += TRICK_H + T.GAP
    _rows(img, y, view, names, words)
    return P.to_png(img)


# -- hand ------------------------------------------------------------------------------------------
HAND_CARD_MAX = (104, 146)


def _hand_layout(hand: Sequence[str], width: int) -> tuple[list[int], int, int]:
    """x of each card (species groups separated by a gap), card width and height."""
    groups = sum(
        1 for i, c in enumerate(hand) if i == 0 or parse_card(c)[0] != parse_card(hand[i - 1])[0]
    )
    gap, group_gap = 8, 22
    n = max(1, len(hand))
    w = min(HAND_CARD_MAX[0], (width - (n - groups) * gap - (groups - 1) * group_gap) // n)
    h = round(w * 1.4)
    xs, x = [], 0
    for i, card in enumerate(hand):
        if i:
            x += w + (group_gap if parse_card(card)[0] != parse_card(hand[i - 1])[0] else gap)
        xs.append(x)
    total = (xs[-1] + w) if xs else 0
    offset = (width - total) // 2
    return [x + offset for x in xs], w, h


def _rules_strip(img: Image.Image, y: int, view: View, words: Text) -> None:
    """One line: target, order, size and junk as compact chips."""
    rules = view.get("rules") or {}
    x = T.MARGIN
    for rule in ("target", "order", "size", "junk"):
        value = rules.get(rule)
        label = _s(words, f"rule_{rule}").upper()
        x = draw_text(img, (x, y + 20), label, T.FS_SMALL, T.TEXT_DIM, True, "lm")[2] + 10
        if value is None:
            text = "?"
        elif rule == "order":
            text = _note(words, f"{value}_note", view) or "?"
        elif rule == "size":
            text = f"{value[0]}–{value[1]}"
        else:
            species_mark(img, (x, y + 4), value, 32)
            x += 38
            text = SPECIES_NAMES.get(value, value)
        x = draw_text(img, (x, y + 20), text, T.FS_BODY, T.TEXT, True, "lm")[2] + 34


@written
def render_hand(view: View, names: Sequence[str], words: Text) -> bytes:
    """A seat's hand, sorted by species and size; cards it may not play now are dimmed; under
    each card, its points if caught under the rules chosen so far. The cards on the table are
    shown only on the seat's own turn (the picture stays in the DM)."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand needs a seat's view (view['me'] is empty)")
    seat = int(me.get("seat", 0))
    hand = list(me.get("hand") or [])
    legal = set(me.get("legal") or [])
    worth = dict(me.get("worth") or {})
    turn = view.get("phase") == "fishing" and view.get("turn") == seat
    # The table only on my turn: a DM stays in Discord, and the cards on the table now may be
    # set aside face down once the trick is taken (the board shows the table meanwhile).
    plays = list(view.get("trick") or []) if turn else []
    trick_h = 150 if plays else 0
    xs, w, h = _hand_layout(hand, T.WIDTH - 2 * T.MARGIN)
    height = HEADER_H + T.GAP + 40 + T.GAP + trick_h + max(h, 60) + 44 + 30 + T.MARGIN
    img = _canvas(height)
    name = _name(names, seat, words)
    lead = view.get("lead_species")
    if turn:
        status = _s(words, "your_turn")
        follow = lead and any(parse_card(c)[0] == lead for c in hand)
        species = SPECIES_NAMES.get(lead or "", lead or "")
        sub = _s(words, "must_follow", species=species) if follow else _s(words, "any_card")
    elif view.get("phase") == "fishing":
        status = _s(words, "waiting_for", name=_name(names, view.get("turn"), words))
        sub = _s(words, "trick", n=view.get("trick_no", 1), total=view.get("tricks", ""))
    else:
        status, sub = _status(view, names, words)
        if view.get("phase") == "setting" and view.get("turn") == seat:
            sub = _s(words, "you_choose", rule=_s(words, f"rule_{view.get('step')}"))
    _header(img, view, status, sub, words, _s(words, "hand_title", name=name))
    y = HEADER_H + T.GAP
    _rules_strip(img, y, view, words)
    y += 40 + T.GAP
    if plays:
        _trick_strip(img, y, plays, view, names, words)
        y += trick_h
    for x, card in zip(xs, hand, strict=True):
        dim = turn and card not in legal
        draw_card(img, (T.MARGIN + x, y), card, w, h, dim=dim)
        if worth.get(card):
            value = int(worth[card])
            bg = T.GOOD_DARK if value > 0 else (T.BAD_DARK if value < 0 else T.PANEL_BORDER)
            cx = T.MARGIN + x + w // 2
            P.pill(img, (cx, y + h + 8), _signed(value), 18, T.TEXT, bg, "m", 8, 28)
    if worth:
        draw_text(
            img,
            (T.MARGIN, height - T.MARGIN),
            _s(words, "worth_note"),
            T.FS_SMALL - 2,
            T.TEXT_FAINT,
            anchor="ls",
        )
    return P.to_png(img)


def _trick_strip(
    img: Image.Image,
    y: int,
    plays: Sequence[Mapping[str, Any]],
    view: View,
    names: Sequence[str],
    words: Text,
) -> None:
    """The cards already on the table, with their players."""
    x = T.MARGIN
    w, h = 72, 100
    title = _s(words, "current_trick", n=view.get("trick_no", 1), total=view.get("tricks", ""))
    draw_text(img, (x, y), title, T.FS_SMALL, T.TEXT_DIM, bold=True)
    x += text_width(title, T.FS_SMALL, True) + 24
    for play in plays:
        seat = int(play.get("seat", 0))
        draw_card(img, (x, y), play.get("card", ""), w, h)
        if view.get("winning") == seat:
            P.badge(img, (x - 12, y - 12), "winner", 28)
        P.seat_dot(img, (x + w + 18, y + 16), seat, 24)
        draw_text(
            img,
            (x + w + 8, y + 44),
            _name(names, seat, words),
            T.FS_SMALL,
            T.TEXT,
            bold=True,
            max_width=150,
        )
        x += w + 180


# -- tournament results ----------------------------------------------------------------------------
RESULT_ROW = 104


def _history_entry(view: View, tournament: int | None) -> Mapping[str, Any]:
    history = list(view.get("history") or [])
    if not history:
        return {}
    if tournament is None:
        return history[-1]
    return next((h for h in history if h.get("tournament") == tournament), history[-1])


def _entry_rules_view(entry: Mapping[str, Any], view: View) -> dict[str, Any]:
    """A finished tournament's rules in the shape of a view's (with its numbers)."""
    rules = dict(entry.get("rules") or {})
    size = rules.get("size")
    if isinstance(size, int):
        rules["size"] = [size, size + 1]
    return {"rules": rules, "sizes": view.get("sizes"), "scoring": view.get("scoring")}


@written
def render_results(
    view: View, names: Sequence[str], words: Text, tournament: int | None = None
) -> bytes:
    """One finished tournament: its rules, each player's catch, points and shield."""
    entry = _history_entry(view, tournament)
    points = [int(p) for p in entry.get("points") or []]
    ranks = [int(r) for r in entry.get("ranks") or []]
    kinds = list(entry.get("shields") or [])
    captured = list(entry.get("captured") or [[] for _ in points])
    n = len(points)
    height = HEADER_H + T.GAP + 40 + T.GAP + n * (RESULT_ROW + 10) + T.MARGIN - 10
    img = _canvas(height)
    number = entry.get("tournament", view.get("tournament"))
    title = _s(words, "results_title", n=number)
    dealer = _s(words, "dealer", name=_name(names, entry.get("dealer"), words))
    _header(img, {**view, "tournament": number}, title, dealer, words)
    y = HEADER_H + T.GAP
    _rules_strip(img, y, _entry_rules_view(entry, view), words)
    y += 40 + T.GAP
    totals = _running_totals(view, number)
    for seat in sorted(range(n), key=lambda s: (ranks[s], s)):
        box = (T.MARGIN, y, img.width - T.MARGIN, y + RESULT_ROW)
        _result_row(
            img,
            box,
            seat,
            ranks[seat],
            kinds[seat],
            _shield_points(view).get(kinds[seat] or "", 0),
            points[seat],
            captured[seat],
            totals[seat] if seat < len(totals) else 0,
            names,
            words,
        )
        y += RESULT_ROW + 10
    return P.to_png(img)


def _running_totals(view: View, upto: Any) -> list[int]:
    totals: list[int] = []
    for entry in view.get("history") or []:
        if upto is not None and int(entry.get("tournament", 0)) > int(upto):
            break
        kinds = entry.get("shields") or []
        if not totals:
            totals = [0] * len(kinds)
        for seat, kind in enumerate(kinds):
            totals[seat] += _shield_points(view).get(kind or "", 0)
    return totals


def _result_row(
    img: Image.Image,
    box: Box,
    seat: int,
    rank: int,
    kind: str | None,
    gained: int,
    points: int,
    captured: list[str],
    total: int,
    names: Sequence[str],
    words: Text,
) -> None:
    x0, y0, x1, y1 = box
    gold = kind == "gold"
    if gold:
        P.rounded_box(img, box, T.RADIUS, T.PANEL_HI, T.GOLD, 4)
    else:
        P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    cy = (y0 + y1) // 2
    draw_text(img, (x0 + 30, cy), str(rank), T.FS_H2, T.TEXT_DIM, True, "mm")
    shield(img, (x0 + 54, cy - 26), kind, 52, gained)
    P.seat_dot(img, (x0 + 134, cy), seat, 28)
    draw_text(img, (x0 + 156, cy), _name(names, seat, words), 26, T.TEXT, True, "lm", max_width=230)
    _captured(img, (x0 + 400, y0 + 10, x1 - 260, y1 - 10), captured, words)
    colour = T.GOLD if points > 0 else (T.BAD if points < 0 else T.TEXT)
    draw_text(img, (x1 - 150, cy - 8), _signed(points), 40, colour, True, "rm")
    draw_text(img, (x1 - 150, cy + 26), _s(words, "points"), T.FS_SMALL, T.TEXT_DIM, anchor="rm")
    draw_text(
        img, (x1 - 20, cy - 8), f"+{gained}", 34, T.GOLD if gained else T.TEXT_FAINT, True, "rm"
    )
    draw_text(
        img,
        (x1 - 20, cy + 26),
        f"{_s(words, 'total')} {total}",
        T.FS_SMALL,
        T.TEXT_DIM,
        anchor="rm",
    )


# -- final -----------------------------------------------------------------------------------------
FINAL_ROW = 100


@written
def render_final(view: View, names: Sequence[str], words: Text) -> bytes:
    """Final standings: shields of every tournament and the shield-point totals."""
    result = view.get("result") or {}
    breakdown = list(result.get("breakdown") or [])
    scores = [
        int(s) for s in result.get("scores") or [b.get("shield_points", 0) for b in breakdown]
    ]
    ranking = [int(r) for r in result.get("ranking") or []]
    if len(ranking) != len(scores):
        ranking = [1 + sum(o > m for o in scores) for m in scores]
    winners = [int(w) for w in result.get("winners") or []] or [
        s for s, r in enumerate(ranking) if r == 1
    ]
    n = len(scores)
    height = HEADER_H + T.GAP + 44 + n * (FINAL_ROW + 10) + T.MARGIN - 10
    img = _canvas(height)
    key = "winners" if len(winners) > 1 else "winner"
    sub = _s(words, key) + ": " + ", ".join(_name(names, s, words) for s in winners)
    _header(img, view, _s(words, "final_title"), sub, words)
    y = HEADER_H + T.GAP
    tournaments = max((len(b.get("shields") or []) for b in breakdown), default=0)
    col0, col_w = 470, 130
    for t in range(tournaments):
        cx = T.MARGIN + col0 + t * col_w + col_w // 2
        draw_text(
            img, (cx, y + 20), _s(words, "t_col", n=t + 1), T.FS_SMALL, T.TEXT_DIM, True, "mm"
        )
    draw_text(
        img,
        (img.width - T.MARGIN - 24, y + 20),
        _s(words, "total"),
        T.FS_SMALL,
        T.TEXT_DIM,
        True,
        "rm",
    )
    y += 44
    for seat in sorted(range(n), key=lambda s: (ranking[s], s)):
        entry = breakdown[seat] if seat < len(breakdown) else {}
        box = (T.MARGIN, y, img.width - T.MARGIN, y + FINAL_ROW)
        _final_row(
            img,
            box,
            seat,
            ranking[seat],
            seat in winners,
            entry,
            scores[seat],
            names,
            words,
            (col0, col_w),
            _shield_points(view),
        )
        y += FINAL_ROW + 10
    return P.to_png(img)


def _final_row(
    img: Image.Image,
    box: Box,
    seat: int,
    rank: int,
    winner: bool,
    entry: Mapping[str, Any],
    score: int,
    names: Sequence[str],
    words: Text,
    columns: tuple[int, int],
    worth: Mapping[str, int],
) -> None:
    col0, col_w = columns
    x0, y0, x1, y1 = box
    if winner:
        P.rounded_box(img, box, T.RADIUS, T.PANEL_HI, T.GOLD, 4)
    else:
        P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    cy = (y0 + y1) // 2
    if winner:
        P.badge(img, (x0 + 12, cy - 20), "winner", 40)
    else:
        draw_text(img, (x0 + 32, cy), str(rank), T.FS_H2, T.TEXT_DIM, True, "mm")
    P.seat_dot(img, (x0 + 80, cy), seat, 28)
    draw_text(
        img,
        (x0 + 102, cy),
        _name(names, seat, words),
        28,
        T.TEXT,
        True,
        "lm",
        max_width=col0 - 120,
    )
    points = list(entry.get("points") or [])
    for t, kind in enumerate(entry.get("shields") or []):
        cx = x0 + col0 + t * col_w + col_w // 2
        shield(img, (cx - 40, cy - 24), kind, 48, worth.get(kind or ""))
        if t < len(points):
            draw_text(
                img,
                (cx + 14, cy),
                _s(words, "pts", n=_signed(int(points[t]))),
                T.FS_SMALL,
                T.TEXT_DIM,
                True,
                "lm",
            )
    draw_text(img, (x1 - 24, cy), str(score), 44, T.GOLD if winner else T.TEXT, True, "rm")
