"""Flea Market: Price War pictures as PNG bytes, drawn from the engine's view dicts only.

Phone first (:mod:`rendering.components`): every picture is :data:`C.WIDTH` px wide, portrait,
and starts with the turn banner (who acts and what they do; "Your turn" in a seat's own
picture). Every renderer takes ``view`` (``FLEAMARKET.view(state, seat)``), the display
``names`` indexed by seat and the reader's ``words``. The public board never needs
``view["me"]``; :func:`render_hand` draws a seat's own view with what it needs to decide: the
colours showing against the price-war threshold, its hand, money and secret popularity, its
stalls and every rival's stall total, popularity-pile size, money and hand size.

Cards are drawn in their colour *and* with a shape per colour (circle, star, square, triangle,
diamond, hexagon), so colour is never the only cue; the buttons printed on a card are written
on it ("¥3" money, "★1" popularity) and a legend explains every symbol. Money is cards: every
seat shows its face-up money cards (each with its worth) and its face-down popularity pile with
the count (the values stay secret).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache, partial
from typing import Any

from PIL import Image, ImageDraw

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import draw_text, ellipsize, text_width
from rendering.text import Text, written

View = Mapping[str, Any]
Box = tuple[int, int, int, int]


COLOUR_RGB: dict[str, T.RGB] = {
    "red": (212, 62, 56),
    "yellow": (238, 190, 36),
    "blue": (56, 124, 214),
    "green": (58, 158, 86),
    "brown": (140, 92, 54),
    "purple": (138, 86, 198),
}
SHAPES: dict[str, str] = {
    "red": "circle",
    "yellow": "star",
    "blue": "square",
    "green": "triangle",
    "brown": "diamond",
    "purple": "hexagon",
}
MONEY_INK: T.RGB = (150, 104, 12)
POP_DOT: T.RGB = (150, 92, 210)
POP_INK: T.RGB = (112, 60, 170)
SALE_RED: T.RGB = T.RED
DEFAULT_COLOURS = ("red", "yellow", "blue", "green", "brown", "purple")
DEFAULT_MONEY = (3, 3, 3, 2, 2, 2, 1, 1, 1)
DEFAULT_POPULARITY = (1, 1, 1, 2, 2, 2, 3, 3, 3)

W = C.WIDTH
M = C.MARGIN
INNER = W - 2 * M
CARD_W, CARD_H = 80, 112  # a stall card: its buttons written at FS_MIN
HAND_W, HAND_H = 84, 118
MINI_W, MINI_H = 46, 62  # a money card: its worth at FS_MIN
ICON_W, ICON_H = 30, 42  # hand and popularity pile icons
STALL_GAP = 10
BANNER_H = C.BANNER_H


pic = C.PictureWords("fleamarket")




def _short(names: Sequence[str], seat: int | None, words: Text, size: int, room: int) -> str:
    """A name inside a sentence, cut at the end with "…" (the name rule) to ``room`` px."""
    return ellipsize(pic.name(names, seat, words), size, room, True)


def split_card(card: str) -> tuple[str, int]:
    """``"red5"`` → ``("red", 5)``."""
    return card.rstrip("0123456789"), int(card[len(card.rstrip("0123456789")) :] or 0)


def _buttons(view: View) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """(money per value, popularity per value, sale values) from the view (or defaults)."""
    return (
        tuple(view.get("money_buttons") or DEFAULT_MONEY),
        tuple(view.get("popularity_buttons") or DEFAULT_POPULARITY),
        tuple(view.get("sale_values") or (5,)),
    )


def _card_buttons(view: View, card: str) -> tuple[int, int, bool]:
    """(money, popularity, sale) printed on ``card``."""
    money, pop, sale = _buttons(view)
    _, value = split_card(card)
    i = max(0, min(len(money) - 1, value - 1))
    return money[i], pop[min(i, len(pop) - 1)], value in sale


def _pill(
    img: Image.Image,
    xy: tuple[int, int],
    text: str,
    fg: T.RGB,
    bg: T.RGB,
    max_width: int,
    *,
    size: int = C.FS_MIN,
    anchor: str = "l",
) -> Box:
    """A rounded label no wider than ``max_width`` (the text shrinks, never below FS_MIN)."""
    pad = 10
    chosen = C.fit(text, max_width - 2 * pad, size, C.FS_MIN, True)
    w = min(max_width, text_width(text, chosen, True) + 2 * pad)
    h = round(size * 1.45)
    x, y = xy
    x -= {"l": 0, "m": w // 2, "r": w}[anchor]
    P.rounded_box(img, (x, y, x + w, y + h), h // 2, bg)
    C.label(img, (x + w // 2, y + h // 2), text, chosen, fg, w - 2 * pad, bold=True, anchor="mm")
    return x, y, x + w, y + h


# -- shapes and cards --------------------------------------------------------------------------


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


def _sale_corner(img: Image.Image, x1: int, y0: int, size: int) -> None:
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
        _sale_corner(im, w - 4, 4, max(16, w // 3))
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
    money, pop, sale = _card_buttons(view, card)
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


def _mini(view: View, card: str) -> Image.Image:
    return mini_sprite(card, MINI_W, MINI_H, _card_buttons(view, card)[0])


def _fan(count: int, width: int, w: int, step: int, least: int = 9) -> tuple[int, int]:
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


def _hand_icon(img: Image.Image, x: int, cy: int, h: int = ICON_H) -> int:
    """A small face-down card (cards in hand); returns its width."""
    w = round(h * ICON_W / ICON_H)
    P.paste_sprite(img, P.back_sprite(w, h), (x, cy - h // 2))
    return w


def _pile_icon(img: Image.Image, x: int, cy: int, h: int = ICON_H) -> int:
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


# -- legend ------------------------------------------------------------------------------------


def _legend_items(
    view: View, words: Text, *, piles: bool = True, war: bool = False
) -> list[tuple[C.LegendItem, int]]:
    """The symbols of the stall cards, empty stalls, hands and popularity piles, each with its
    symbol's width."""
    _, _, sale = _buttons(view)
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
        _sale_corner(img, x + size, y - size // 2, size * 2 // 3)
        return size

    def hand(img: Image.Image, x: int, y: int, size: int) -> int:
        return _hand_icon(img, x, y, size + 6)

    def pile(img: Image.Image, x: int, y: int, size: int) -> int:
        return _pile_icon(img, x, y, size + 6)

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

    items = [
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
            box = (x, y - size // 2 - 3, x + size - 4, y + size // 2 + 3)
            P.rounded_box(img, box, 4, T.CARD, T.BAD, 3)
            return size - 4

        items.append((C.LegendItem(war_mark, pic(words, "legend-war")), size - 4))
    if piles:
        items += [
            (C.LegendItem(hand, pic(words, "legend-hand")), icon_w),
            (C.LegendItem(pile, pic(words, "legend-pile")), icon_w),
        ]
    return items


def _legend_height(items: Sequence[tuple[C.LegendItem, int]], max_width: int) -> int:
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


def _legend(img: Image.Image, y: int, items: Sequence[tuple[C.LegendItem, int]]) -> int:
    return C.legend(img, (M, y), INNER, [item for item, _ in items])


# -- banner, info line and colour strip --------------------------------------------------------




def _info_parts(view: View, left: str, words: Text) -> tuple[str, int, list[str]]:
    """(pile counts, their width, the lines of ``left`` wrapped beside them)."""
    right = pic(
        words,
        "piles",
        deck=int(view.get("deck_count") or 0),
        discard=int(view.get("discard_count") or 0),
    )
    rw = min(INNER // 2, text_width(right, C.FS_SMALL))
    return right, rw, C.wrap(left, C.FS_SMALL, INNER - rw - C.GAP, True)


def info_height(view: View, left: str, words: Text) -> int:
    return len(_info_parts(view, left, words)[2]) * INFO_H


def _info(img: Image.Image, y: int, view: View, left: str, words: Text) -> int:
    """Lines under the banner: the round and start player (``left``), the pile counts."""
    right, rw, lines = _info_parts(view, left, words)
    C.label(img, (W - M, y), right, C.FS_SMALL, T.TEXT_DIM, INNER // 2, anchor="ra")
    for line in lines:
        C.label(img, (M, y), line, C.FS_SMALL, T.TEXT, INNER - rw - C.GAP, bold=True)
        y += INFO_H
    return y


INFO_H = C.FS_SMALL + 14
STRIP_BOX_H = 64


def _strip_titles(view: View, words: Text) -> tuple[str, str, bool]:
    """(title, price-war pill, whether both fit on one line)."""
    colours = list(view.get("colours") or DEFAULT_COLOURS)
    counts = view.get("colour_counts") or {}
    threshold = int(view.get("threshold") or view.get("players") or 4)
    showing = sum(1 for c in colours if counts.get(c, 0))
    title = pic(words, "colours", showing=showing)
    war = pic(words, "war", n=threshold)
    one_line = text_width(title, C.FS_MIN, True) + C.GAP + text_width(war, C.FS_MIN, True) + 20
    return title, war, one_line <= INNER


def strip_height(view: View, words: Text) -> int:
    """How tall :func:`_colour_strip` draws."""
    title, _, one_line = _strip_titles(view, words)
    head = 40 if one_line else C.paragraph_height(title, C.FS_MIN, INNER, True) + 4 + 40
    return head + STRIP_BOX_H + C.GAP


def _colour_strip(img: Image.Image, y: int, view: View, words: Text) -> int:
    """Each colour's face-up count against the price-war threshold; returns the y below."""
    colours = list(view.get("colours") or DEFAULT_COLOURS)
    counts = view.get("colour_counts") or {}
    threshold = int(view.get("threshold") or view.get("players") or 4)
    title, war, one_line = _strip_titles(view, words)
    pill_w = text_width(war, C.FS_MIN, True) + 20
    if one_line:
        C.label(
            img,
            (M, y + 16),
            title,
            C.FS_MIN,
            T.TEXT_DIM,
            INNER - pill_w - C.GAP,
            bold=True,
            anchor="lm",
        )
        _pill(img, (W - M, y), war, T.TEXT, T.BAD_DARK, pill_w, anchor="r")
        y += 40
    else:
        y = C.paragraph(img, (M, y), title, C.FS_MIN, T.TEXT_DIM, INNER, bold=True) + 4
        _pill(img, (M, y), war, T.TEXT, T.BAD_DARK, INNER)
        y += 40
    n_col = max(1, len(colours[:6]))
    gap = 10
    cw = (INNER - gap * (n_col - 1)) // n_col
    for k, colour in enumerate(colours[:6]):
        x = M + k * (cw + gap)
        box = (x, y, x + cw, y + STRIP_BOX_H)
        n = int(counts.get(colour, 0))
        danger = n >= threshold - 1 and n > 0
        if n:
            P.rounded_box(img, box, 12, T.PANEL_HI, T.BAD if danger else T.PANEL_BORDER, 3)
        else:
            P.rounded_box(img, box, 12, T.CHIP, T.PANEL, 2)
        base = COLOUR_RGB.get(colour, (150, 150, 150))
        fill = base if n else T.mix(base, T.BG, 0.6)
        s = 38
        shape(img, (x + 10, y + (STRIP_BOX_H - s) // 2), colour, s, fill)
        col = T.BAD if danger else (T.TEXT if n else T.TEXT_FAINT)
        room = cw - s - 26
        C.label(
            img,
            (x + cw - 10, y + STRIP_BOX_H // 2),
            f"{n}/{threshold}",
            C.FS_H2,
            col,
            room,
            bold=True,
            anchor="rm",
        )
    return y + STRIP_BOX_H + C.GAP


# -- a seat's row ------------------------------------------------------------------------------


def _seats(view: View) -> list[Mapping[str, Any]]:
    return list(view.get("seats") or [])


def _total(sv: Mapping[str, Any]) -> int | None:
    display = list(sv.get("display") or [])
    if not display:
        return None
    return sum(split_card(c)[1] for c in display) - int(sv.get("cut") or 0)


def _row_tag(view: View, seat: int, sv: Mapping[str, Any], words: Text):
    """(text, fg, bg) status pill of a seat, or ``None``."""
    phase = view.get("phase")
    acting = seat in (view.get("to_act") or [])
    if phase == "settle" and acting:
        owed = int(sv.get("owed") or 0)
        if owed:
            return pic(words, "discarding", n=owed), T.INK, T.GOLD
        return pic(words, "choosing"), T.INK, T.GOLD
    if acting:
        key = {"cut": "cutting", "display": "playing", "restock": "restocking"}.get(str(phase))
        if key:
            return pic(words, key), T.INK, T.seat_color(seat)
    if sv.get("passed") and phase == "display":
        return pic(words, "passed"), T.TEXT, T.PANEL_BORDER
    return None


def _flow(count: int, extra: int, width: int, w: int = CARD_W) -> list[int]:
    """Cards per line when ``count`` cards ``w`` wide and a last item ``extra`` wide flow
    in ``width``."""
    per = max(1, (width + STALL_GAP) // (w + STALL_GAP))
    lines = [per] * (count // per) + ([count % per] if count % per else [])
    lines = lines or [0]
    used = lines[-1] * (w + STALL_GAP)
    if lines[-1] and used + extra > width:
        lines.append(0)
    return lines


def _sigma_text(sv: Mapping[str, Any], words: Text) -> str:
    total = _total(sv)
    return pic(words, "total", total=total) if total is not None else ""


NAME_LINE = 44
PILES_LINE = MINI_H + 4


def seat_row_height(sv: Mapping[str, Any], words: Text) -> int:
    """How tall :func:`_seat_row` draws ``sv``."""
    stalls = int(sv.get("stalls") or 0)
    sigma = _sigma_text(sv, words)
    sigma_w = text_width(sigma, C.FS_BIG, True) + 2 * C.PAD if sigma else 0
    lines = _flow(stalls, sigma_w, INNER - 2 * C.PAD)
    return C.PAD + NAME_LINE + 8 + len(lines) * (CARD_H + 10) - 10 + 12 + PILES_LINE + C.PAD


def _seat_row(
    img: Image.Image,
    y0: int,
    view: View,
    sv: Mapping[str, Any],
    names: Sequence[str],
    words: Text,
) -> int:
    """A seat: name, start flag and status; its stalls and their total; its money cards,
    price-cut cards, hand size and popularity-pile size. Returns the y below it."""
    x0, x1 = M, W - M
    y1 = y0 + seat_row_height(sv, words)
    seat = int(sv.get("seat", 0))
    acting = seat in (view.get("to_act") or []) and view.get("phase") != "over"
    sc = T.seat_color(seat)
    box = (x0, y0, x1, y1)
    P.shadow(img, box, T.RADIUS, (0, 4), 6)
    if acting:
        P.rounded_box(img, box, T.RADIUS, T.PANEL_HI, sc, 4)
    else:
        P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    left = x0 + C.PAD
    cy = y0 + C.PAD + NAME_LINE // 2
    P.seat_dot(img, (left + C.SEAT_DOT // 2, cy), seat, C.SEAT_DOT)
    right = x1 - C.PAD
    tag = _row_tag(view, seat, sv, words)
    if tag:
        right = _pill(img, (right, cy - 16), tag[0], tag[1], tag[2], 260, anchor="r")[0] - 10
    cut = int(sv.get("cut") or 0)
    if cut:
        right = (
            _pill(
                img, (right, cy - 16), pic(words, "cut", n=cut), T.TEXT, T.BAD_DARK, 200, anchor="r"
            )[0]
            - 10
        )
    nx = left + C.SEAT_DOT + 10
    if view.get("start_player") == seat:
        P.badge(img, (right - 34, cy - 17), "start", 34)
        right -= 44
    C.name_label(img, (nx, cy), pic.name(names, seat, words), C.FS_H2, T.TEXT, right - nx, anchor="lm")
    y = y0 + C.PAD + NAME_LINE + 8
    y = _stalls(img, (left, y, x1 - C.PAD), view, sv, words)
    _piles(img, (left, y + 12, x1 - C.PAD, y + 12 + PILES_LINE), view, sv)
    return y1


def _stalls(
    img: Image.Image, at: tuple[int, int, int], view: View, sv: Mapping[str, Any], words: Text
) -> int:
    """Stall cards (empty stalls as outlined places) and, right after them, their total."""
    x0, y, x1 = at
    stalls = int(sv.get("stalls") or 0)
    display = list(sv.get("display") or [])
    sigma = _sigma_text(sv, words)
    sigma_w = text_width(sigma, C.FS_BIG, True) + 2 * C.PAD if sigma else 0
    lines = _flow(stalls, sigma_w, x1 - x0)
    i = 0
    x = x0
    for k, count in enumerate(lines):
        x = x0
        for _ in range(count):
            card = display[i] if i < len(display) else None
            if card:
                draw_card(img, view, (x, y), card)
            else:
                empty_stall(img, (x, y))
            x += CARD_W + STALL_GAP
            i += 1
        if k < len(lines) - 1:
            y += CARD_H + 10
    if sigma:
        C.label(
            img,
            (x + 4, y + CARD_H // 2),
            sigma,
            C.FS_BIG,
            T.TEXT,
            x1 - x - 4,
            bold=True,
            anchor="lm",
        )
    return y + CARD_H


def _piles(img: Image.Image, box: Box, view: View, sv: Mapping[str, Any]) -> None:
    """Money (its sum and its face-up cards), the tapped price-cut cards, the hand size and
    the face-down popularity pile's size."""
    x0, y0, x1, y1 = box
    cy = (y0 + y1) // 2
    # right to left: popularity pile and hand size
    right = x1
    count = int(sv.get("popularity_count") or 0)
    right = (
        C.label(
            img,
            (right, cy),
            str(count),
            C.FS_H2,
            T.TEXT if count else T.TEXT_FAINT,
            60,
            bold=True,
            anchor="rm",
        )[0]
        - 6
    )
    right -= _pile_icon(img, right - ICON_W, cy) + 18
    hand = str(int(sv.get("hand") or 0))
    right = C.label(img, (right, cy), hand, C.FS_H2, T.TEXT, 60, bold=True, anchor="rm")[0] - 6
    right -= _hand_icon(img, right - ICON_W, cy) + 18
    money = f"¥{int(sv.get('money') or 0)}"
    x = C.label(img, (x0, cy), money, C.FS_BIG, T.GOLD, 110, bold=True, anchor="lm")[2] + 10
    cards = list(sv.get("money_cards") or [])
    cut_cards = list(sv.get("cut_cards") or [])
    room = right - x
    cut_room = 0
    if cut_cards:
        cut_room = min(room // 2, MINI_W + (len(cut_cards) - 1) * (MINI_W + 4))
    money_room = room - cut_room - (C.GAP if cut_room else 0)
    shown, step = _fan(len(cards), money_room, MINI_W, MINI_W + 4)
    top = cy - MINI_H // 2
    for card in cards[:shown]:
        P.paste_sprite(img, _mini(view, card), (x, top))
        x += step
    if cut_cards:
        cx = right - cut_room
        shown, step = _fan(len(cut_cards), cut_room, MINI_W, MINI_W + 4)
        for card in cut_cards[:shown]:
            P.rounded_box(img, (cx - 3, top - 3, cx + MINI_W + 3, top + MINI_H + 3), 8, SALE_RED)
            P.paste_sprite(img, _mini(view, card), (cx, top))
            cx += step


# -- the board ---------------------------------------------------------------------------------


def _acting_banner(
    img: Image.Image, y: int, view: View, names: Sequence[str], words: Text, me: int | None
) -> int:
    """The turn banner: who acts and what they do (``me``: the reader's seat)."""
    phase = str(view.get("phase") or "display")
    to_act = list(view.get("to_act") or [])
    box = (M, y, W - M, y + BANNER_H)
    room = INNER - 2 * C.PAD - 10
    if phase == "over":
        has_winner = bool(_final_parts(view)[1])
        title = _final_title(view, names, words) if has_winner else pic(words, "phase-over")
        C.turn_banner(img, box, title, _over_detail(view, names, words))
        return box[3]
    if me is not None and me in to_act:
        C.turn_banner(
            img, box, pic(words, "banner-yours"), _todo(view, me, words), mine=True, seat=me
        )
        return box[3]
    turn = view.get("turn")
    if phase in ("cut", "display", "restock") and turn is not None:
        name = _short(names, turn, words, C.FS_BANNER, room * 2 // 3)
        title = pic(words, "banner-turn", name=name)
        C.turn_banner(img, box, title, _todo(view, turn, words), seat=int(turn))
        return box[3]
    waiting = [_short(names, s, words, C.FS_BODY, room // 3) for s in to_act]
    detail = (
        pic(words, "settle-waiting", names=words.join(waiting))
        if waiting
        else pic(words, "settle-resolving")
    )
    C.turn_banner(img, box, pic(words, f"phase-{phase}"), detail)
    return box[3]


def _todo(view: View, seat: int, words: Text) -> str:
    """What ``seat`` has to do now."""
    phase = str(view.get("phase") or "display")
    if phase == "settle":
        sv = next((s for s in _seats(view) if s.get("seat") == seat), {})
        owed = int(sv.get("owed") or 0)
        if owed:
            return pic(words, "do-discard", n=owed)
        tie = (view.get("settle") or {}).get("tie") or {}
        if tie.get("chooser") == seat and not tie.get("choice"):
            return pic(words, "do-tie")
        return pic(words, "do-sale")
    if phase == "restock" and (view.get("restock") or {}).get("step") == "extra":
        return pic(words, "do-extra")
    return pic(words, f"do-{phase}")


def _over_detail(view: View, names: Sequence[str], words: Text) -> str:
    _, winners, _ = _final_parts(view)
    res = view.get("result") or {}
    if (res.get("reason") or "popularity") == "exhausted":
        return pic(words, "reason-exhausted")
    who = words.join([_short(names, s, words, C.FS_BODY, 220) for s in winners])
    return pic(
        words,
        "reason-reached",
        name=who,
        n=len(winners),
        target=res.get("target", view.get("target", 15)),
    )


def _start_text(view: View, names: Sequence[str], words: Text) -> str:
    announced = any(e.get("type") == "start" for e in view.get("recent") or [])
    key = "start_random" if announced and view.get("round") == 1 else "start"
    start = _short(names, view.get("start_player"), words, C.FS_SMALL, 220)
    round_text = pic(words, "round", round=view.get("round", 1))
    return f"{round_text} · {pic(words, key, name=start)}"


def board_height(view: View, names: Sequence[str], words: Text) -> int:
    rows = sum(seat_row_height(sv, words) + C.GAP for sv in _seats(view))
    legend = _legend_height(_legend_items(view, words), INNER)
    info = info_height(view, _start_text(view, names, words), words)
    return M + BANNER_H + C.GAP + info + strip_height(view, words) + rows + legend + M


@written
def render_board(view: View, names: Sequence[str], words: Text) -> bytes:
    """The public board: the turn banner, the colours showing against the price-war
    threshold, every seat's stalls and total, money cards, hand size, popularity-pile size,
    price cut and status, and a legend."""
    img = C.canvas(board_height(view, names, words))
    y = _acting_banner(img, M, view, names, words, None) + C.GAP
    y = _info(img, y, view, _start_text(view, names, words), words)
    y = _colour_strip(img, y, view, words)
    for sv in _seats(view):
        y = _seat_row(img, y, view, sv, names, words) + C.GAP
    _legend(img, y, _legend_items(view, words))
    return P.to_png(img)


# -- the hand ----------------------------------------------------------------------------------

HAND_COLS = 8
HAND_GAP = (INNER - HAND_COLS * HAND_W) // (HAND_COLS - 1)
LIFT = 12
SECTION_H = C.FS_SMALL + 12


def _hand_rows(hand: Sequence[str]) -> int:
    return max(1, -(-len(hand) // HAND_COLS))


def _hand_grid(
    img: Image.Image, y: int, view: View, hand: Sequence[str], selection: Mapping[str, Any] | None
) -> None:
    """Hand cards in rows; while a play is being chosen, other values dim and the chosen
    copies are lifted with a gold outline."""
    chosen = list((selection or {}).get("cards") or [])
    value = (selection or {}).get("value")
    risky = _war_colours(view)
    for i, card in enumerate(hand):
        x = M + (i % HAND_COLS) * (HAND_W + HAND_GAP)
        cy = y + LIFT + (i // HAND_COLS) * (HAND_H + 14)
        if card in chosen:
            chosen.remove(card)
            cy -= LIFT
            P.rounded_box(
                img, (x - 5, cy - 5, x + HAND_W + 5, cy + HAND_H + 5), 14, None, T.GOLD, 4
            )
        elif split_card(card)[0] in risky:
            box = (x - 5, cy - 5, x + HAND_W + 5, cy + HAND_H + 5)
            P.rounded_box(img, box, 14, None, T.BAD, 4)
        draw_card(img, view, (x, cy), card, HAND_W, HAND_H)
        if value is not None and split_card(card)[1] != value:
            P.overlay(img, (x, cy, x + HAND_W, cy + HAND_H), 10, T.BG, 150)


def _war_colours(view: View) -> set[str]:
    """While displaying: the colours one more card of which starts a price war."""
    if view.get("phase") != "display":
        return set()
    counts = view.get("colour_counts") or {}
    threshold = int(view.get("threshold") or view.get("players") or 4)
    return {c for c, n in counts.items() if int(n) >= threshold - 1}


def _section(img: Image.Image, y: int, text: str) -> int:
    C.label(img, (M, y), text, C.FS_SMALL, T.TEXT_DIM, INNER, bold=True)
    return y + SECTION_H


def _rival_columns(words: Text) -> list[C.Column]:
    return [
        C.Column("", 1.6, name=True),
        C.Column(pic(words, "col-total"), 1.0, "r"),
        C.Column(pic(words, "col-pile"), 1.0, "r"),
        C.Column(pic(words, "money_col"), 1.0, "r"),
        C.Column(pic(words, "col-hand"), 1.0, "r"),
    ]


def _rival_rows(others: Sequence[Mapping[str, Any]], names: Sequence[str], words: Text):
    rows = []
    for sv in others:
        total = _total(sv)
        rows.append(
            [
                pic.name(names, int(sv.get("seat", 0)), words),
                "—" if total is None else str(total),
                str(int(sv.get("popularity_count") or 0)),
                f"¥{int(sv.get('money') or 0)}",
                str(int(sv.get("hand") or 0)),
            ]
        )
    return rows



def _secret_line(view: View, sv: Mapping[str, Any], words: Text) -> str:
    count = int(sv.get("popularity_count") or 0)
    return pic(words, "popularity", n=(view.get("me") or {}).get("popularity", 0), k=count)


def hand_height(view: View, names: Sequence[str], words: Text) -> int:
    me = view.get("me") or {}
    seat = int(me.get("seat", 0))
    sv = next((s for s in _seats(view) if s.get("seat") == seat), {})
    others = [s for s in _seats(view) if s.get("seat") != seat]
    h = M + BANNER_H + C.GAP + info_height(view, _start_text(view, names, words), words)
    h += strip_height(view, words)
    h += SECTION_H + _hand_rows(me.get("hand") or []) * (HAND_H + 14) + LIFT + C.GAP
    h += SECTION_H + (seat_row_height(sv, words) if sv else 0) + 10
    h += C.paragraph_height(_secret_line(view, sv, words), C.FS_BODY, INNER) + C.GAP
    if others:
        h += SECTION_H + C.results_table_height(len(others)) + C.GAP
    return h + _legend_height(_legend_items(view, words, war=True), INNER) + M


@written
def render_hand(view: View, names: Sequence[str], words: Text) -> bytes:
    """A seat's private view: "Your turn" and what to do, the colours showing against the
    price-war threshold, its hand, its stalls, money cards and secret popularity, and every
    rival's stall total, popularity-pile size, money and hand size."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand needs a seat's view (view['me'] is empty)")
    seat = int(me.get("seat", 0))
    sv = next((s for s in _seats(view) if s.get("seat") == seat), {})
    others = [s for s in _seats(view) if s.get("seat") != seat]
    hand = list(me.get("hand") or [])
    img = C.canvas(hand_height(view, names, words))
    y = _acting_banner(img, M, view, names, words, seat) + C.GAP
    y = _info(img, y, view, _start_text(view, names, words), words)
    y = _colour_strip(img, y, view, words)
    selection = me.get("selection")
    label = pic(words, "hand_label", n=len(hand))
    if selection:
        text = pic(
            words, "selecting", value=selection.get("value"), n=len(selection.get("cards") or [])
        )
        lw = min(INNER // 2, text_width(label, C.FS_SMALL, True))
        C.label(img, (M, y), label, C.FS_SMALL, T.TEXT_DIM, lw + 2, bold=True)
        _pill(img, (M + lw + C.GAP, y - 4), text, T.INK, T.GOLD, INNER - lw - C.GAP)
        y += SECTION_H
    else:
        y = _section(img, y, label)
    if hand:
        _hand_grid(img, y, view, hand, selection)
    else:
        C.label(img, (M, y + LIFT + 30), pic(words, "hand_empty"), C.FS_BODY, T.TEXT_FAINT, INNER)
    y += _hand_rows(hand) * (HAND_H + 14) + LIFT + C.GAP
    y = _section(img, y, pic(words, "your_stalls"))
    if sv:
        y = _seat_row(img, y, view, sv, names, words)
    y += 10
    y = C.paragraph(img, (M, y), _secret_line(view, sv, words), C.FS_BODY, T.TEXT, INNER) + C.GAP
    if others:
        y = _section(img, y, pic(words, "table"))
        rows = _rival_rows(others, names, words)
        seats = [int(s.get("seat", 0)) for s in others]
        y = C.results_table(img, (M, y, W - M, 0), _rival_columns(words), rows, seats=seats)
        y += C.GAP
    _legend(img, y, _legend_items(view, words, war=True))
    return P.to_png(img)


# -- settlement --------------------------------------------------------------------------------

SET_W, SET_H = CARD_W, CARD_H
ROLE_COLORS: dict[str, T.RGB] = {
    "highest": T.GOLD,
    "lowest": POP_DOT,
    "sale": SALE_RED,
    "none": T.PANEL_BORDER,
    "skip": T.CHIP,
}


def _took_text(entry: Mapping[str, Any], words: Text) -> str:
    role = entry.get("role")
    took = entry.get("took")
    if role in ("highest", "lowest"):
        if took == "popularity":
            return pic(words, "took-pop_cards", n=len(entry.get("cards") or []))
        return pic(words, f"took-{took}", money=entry.get("money", 0))
    if role == "sale":
        return pic(words, f"took-sale_{took}", money=entry.get("money", 0))
    return pic(words, "took-none" if role == "none" else "took-skip")


def _settle_lines(entry: Mapping[str, Any], words: Text) -> str:
    """What a seat took, its maintenance and its discarded price-cut cards, as one text."""
    parts = [_took_text(entry, words)]
    maint = int(entry.get("maintenance") or 0)
    if maint:
        parts.append(pic(words, "maintenance", n=maint))
    if entry.get("cut_cards"):
        parts.append(pic(words, "cut_discarded"))
    return " · ".join(parts)


def _settle_flow(entry: Mapping[str, Any]) -> list[int]:
    """Cards per line of a settlement row (none when the seat had no cards)."""
    count = len(entry.get("cards") or []) + len(entry.get("cut_cards") or [])
    if not count and entry.get("total") is None:
        return []
    return _flow(count, 170, INNER - 2 * C.PAD, SET_W)


def settle_row_height(entry: Mapping[str, Any], words: Text) -> int:
    cards = _settle_flow(entry)
    strong = entry.get("role") in ("highest", "lowest", "sale")
    text = C.paragraph_height(_settle_lines(entry, words), C.FS_BODY, INNER - 2 * C.PAD, strong)
    return C.PAD + NAME_LINE + 8 + len(cards) * (SET_H + 10) + text + C.PAD


def _settle_row(
    img: Image.Image,
    y0: int,
    view: View,
    entry: Mapping[str, Any],
    names: Sequence[str],
    words: Text,
) -> int:
    x0, x1 = M, W - M
    y1 = y0 + settle_row_height(entry, words)
    seat = int(entry.get("seat", 0))
    role = str(entry.get("role") or "skip")
    color = ROLE_COLORS.get(role, T.PANEL_BORDER)
    strong = role in ("highest", "lowest", "sale")
    box = (x0, y0, x1, y1)
    P.rounded_box(img, box, T.RADIUS, T.PANEL_HI if strong else T.PANEL, color, 4 if strong else 2)
    left = x0 + C.PAD
    cy = y0 + C.PAD + NAME_LINE // 2
    P.seat_dot(img, (left + C.SEAT_DOT // 2, cy), seat, C.SEAT_DOT)
    fg = T.ink_on(color) if role != "skip" else T.TEXT_DIM
    right = (
        _pill(img, (x1 - C.PAD, cy - 16), pic(words, f"role-{role}"), fg, color, 300, anchor="r")[0]
        - 10
    )
    nx = left + C.SEAT_DOT + 10
    C.name_label(img, (nx, cy), pic.name(names, seat, words), C.FS_H2, T.TEXT, right - nx, anchor="lm")
    y = y0 + C.PAD + NAME_LINE + 8
    cards = list(entry.get("cards") or [])
    cut_cards = list(entry.get("cut_cards") or [])
    kept = entry.get("kept")
    lines = _settle_flow(entry)
    items: list[tuple[str, str]] = [(c, "stall") for c in cards] + [(c, "cut") for c in cut_cards]
    i = 0
    x = left
    for k, count in enumerate(lines):
        x = left
        for _ in range(count):
            card, kind = items[i]
            i += 1
            draw_card(img, view, (x, y), card, SET_W, SET_H)
            if kind == "cut":
                P.overlay(img, (x, y, x + SET_W, y + SET_H), 8, T.BG, 140)
                P.rounded_box(
                    img, (x - 3, y - 3, x + SET_W + 3, y + SET_H + 3), 10, None, SALE_RED, 3
                )
            elif kept and card == kept:
                P.rounded_box(
                    img, (x - 4, y - 4, x + SET_W + 4, y + SET_H + 4), 12, None, T.GOLD, 3
                )
                kept = None
            elif role in ("sale", "none"):
                P.overlay(img, (x, y, x + SET_W, y + SET_H), 8, T.BG, 140)
            x += SET_W + STALL_GAP
        if k < len(lines) - 1:
            y += SET_H + 10
    total = entry.get("total")
    if total is not None:
        cut = int(entry.get("cut") or 0)
        text = pic(words, "total", total=total)
        tb = C.label(
            img,
            (x + 4, y + SET_H // 2 - (14 if cut else 0)),
            text,
            C.FS_BIG,
            T.TEXT,
            x1 - C.PAD - x - 4,
            bold=True,
            anchor="lm",
        )
        if cut:
            C.label(
                img,
                (x + 4, tb[3] + 2),
                pic(words, "cut", n=cut),
                C.FS_MIN,
                T.BAD,
                x1 - C.PAD - x - 4,
                bold=True,
            )
    if lines:
        y += SET_H + 10
    tc = T.GOLD if entry.get("took") == "money" else (T.TEXT if strong else T.TEXT_DIM)
    C.paragraph(
        img, (left, y), _settle_lines(entry, words), C.FS_BODY, tc, INNER - 2 * C.PAD, bold=strong
    )
    return y1


def _settle_banner(
    img: Image.Image, y: int, report: Mapping[str, Any], names: Sequence[str], words: Text
) -> int:
    """Who won what: the money (title) and the popularity (detail)."""
    entries = list(report.get("seats") or [])
    high = next((e for e in entries if e.get("role") == "highest"), None)
    low = next((e for e in entries if e.get("role") == "lowest"), None)
    room = INNER - 2 * C.PAD - 10
    round_no = report.get("round", 1)
    if high is not None:
        name = _short(names, high.get("seat"), words, C.FS_BANNER, room * 3 // 5)
        title = pic(words, "won-money", name=name, money=high.get("money", 0))
    else:
        title = pic(words, "won-nothing")
    if low is not None:
        name = _short(names, low.get("seat"), words, C.FS_BODY, room // 2)
        detail = pic(words, "won-popularity", name=name, n=len(low.get("cards") or []))
    else:
        detail = pic(words, "settlement_title", round=round_no)
    seat = high.get("seat") if high is not None else None
    C.turn_banner(img, (M, y, W - M, y + BANNER_H), title, detail, seat=seat)
    return y + BANNER_H


def _settle_info(report: Mapping[str, Any], names: Sequence[str], words: Text) -> str:
    text = pic(words, "settlement_title", round=report.get("round", 1))
    tie = report.get("tie")
    if tie and tie.get("choice"):
        choice = pic(words, f"choice-{tie['choice']}")
        name = _short(names, tie.get("chooser"), words, C.FS_SMALL, 200)
        text += " · " + pic(words, "tie", name=name, choice=choice)
    return text


def settlement_height(view: View, names: Sequence[str], words: Text) -> int:
    report = view.get("last_settlement") or {}
    entries = list(report.get("seats") or [])
    rows = sum(settle_row_height(e, words) + C.GAP for e in entries)
    legend = _legend_height(_legend_items(view, words, piles=False), INNER)
    info = info_height(view, _settle_info(report, names, words), words)
    return M + BANNER_H + C.GAP + info + rows + legend + M


@written
def render_settlement(view: View, names: Sequence[str], words: Text) -> bytes:
    """``view["last_settlement"]``: who took the money and who the popularity first, then
    each seat's stall cards, total, role and what it took (popularity amounts stay secret)."""
    report = view.get("last_settlement") or {}
    entries = list(report.get("seats") or [])
    img = C.canvas(settlement_height(view, names, words))
    y = _settle_banner(img, M, report, names, words) + C.GAP
    y = _info(img, y, view, _settle_info(report, names, words), words)
    for entry in entries:
        y = _settle_row(img, y, view, entry, names, words) + C.GAP
    _legend(img, y, _legend_items(view, words, piles=False))
    return P.to_png(img)


# -- final -------------------------------------------------------------------------------------


def _final_parts(view: View) -> tuple[list[Mapping[str, Any]], list[int], list[int]]:
    res = view.get("result") or {}
    breakdown = list(res.get("breakdown") or [])
    winners = [int(w) for w in res.get("winners") or []]
    ranking = [int(r) for r in res.get("ranking") or []]
    if len(ranking) != len(breakdown):
        keys = [(int(b.get("popularity", 0)), int(b.get("money", 0))) for b in breakdown]
        ranking = [1 + sum(o > k for o in keys) for k in keys]
    if not winners:
        winners = [s for s, r in enumerate(ranking) if r == 1]
    return breakdown, winners, ranking


def _in_cards(words: Text, value: str, cards: Any) -> str:
    """``"15 in 8 cards"``, or just the value when no card holds it."""
    n = int(cards or 0)
    return pic(words, "in_n", value=value, n=n) if n else value


def _final_title(view: View, names: Sequence[str], words: Text) -> str:
    _, winners, _ = _final_parts(view)
    room = INNER - 2 * C.PAD
    each = room // max(1, len(winners)) // 2
    who = words.join([_short(names, s, words, C.FS_BANNER, each) for s in winners])
    return pic(words, "wins", name=who, n=len(winners))


@written
def render_final(view: View, names: Sequence[str], words: Text) -> bytes:
    """The winner first, then places, popularity (revealed, with its card count) and money
    (the tie-break, with its card count)."""
    breakdown, winners, ranking = _final_parts(view)
    n = len(breakdown)
    img = C.canvas(M + BANNER_H + C.GAP + C.results_table_height(n) + M)
    C.turn_banner(
        img,
        (M, M, W - M, M + BANNER_H),
        _final_title(view, names, words),
        _over_detail(view, names, words),
        mine=False,
    )
    y = M + BANNER_H + C.GAP
    order = sorted(range(n), key=lambda s: (ranking[s], s))
    columns = [
        C.Column("#", 0.45, "m"),
        C.Column("", 2.0, name=True),
        C.Column(pic(words, "popularity_col"), 1.5, "r"),
        C.Column(pic(words, "money_col"), 1.5, "r"),
    ]
    rows = []
    for seat in order:
        entry = breakdown[seat]
        pop = _in_cards(words, str(entry.get("popularity", 0)), entry.get("popularity_cards"))
        money = _in_cards(words, f"¥{int(entry.get('money', 0))}", entry.get("money_cards"))
        rows.append([str(ranking[seat]), pic.name(names, seat, words), pop, money])
    highlight = [k for k, seat in enumerate(order) if seat in winners]
    C.results_table(img, (M, y, W - M, 0), columns, rows, highlight=highlight, seats=order)
    return P.to_png(img)
