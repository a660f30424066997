"""Flea Market: Price War pictures as PNG bytes, drawn from the engine's view dicts only.

Every renderer takes ``view`` (``FLEAMARKET.view(state, seat)``) and the display ``names``
indexed by seat. The public board never needs ``view["me"]``; :func:`render_hand` draws a seat's
own view (hand, secret popularity). Cards are drawn in their colour *and* with a shape per
colour (circle, star, square, triangle, diamond, hexagon), so colour is never the only cue.
Money is cards: every seat row shows its face-up money cards (with their money buttons), the
price-cut cards tapped before its stalls, and its face-down popularity pile with the count
(the values stay secret). UI words can be overridden with ``words``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

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
MONEY_DOT: T.RGB = (246, 196, 72)
POP_DOT: T.RGB = (150, 92, 210)
SALE_RED: T.RGB = (214, 34, 44)
DEFAULT_COLOURS = ("red", "yellow", "blue", "green", "brown", "purple")
DEFAULT_MONEY = (3, 3, 3, 2, 2, 2, 1, 1, 1)
DEFAULT_POPULARITY = (1, 1, 1, 2, 2, 2, 3, 3, 3)

HEADER_H = 96
CARD_W, CARD_H = 88, 124
MINI_W, MINI_H = 34, 48  # money, price-cut and popularity piles


def _s(words: Text, key: str, **kw: Any) -> str:
    """A word of the pictures (``fleamarket.pic.<key>`` in the catalogs)."""
    return words(f"fleamarket.pic.{key}", **kw)


def _name(names: Sequence[str], seat: int | None, words: Text) -> str:
    if seat is not None and 0 <= seat < len(names) and str(names[seat]).strip():
        return str(names[seat]).strip()
    return _s(words, "player", n=(seat or 0) + 1)


def _short(names: Sequence[str], seat: int | None, words: Text) -> str:
    """A name cut to fit inside a status line."""
    return ellipsize(_name(names, seat, words), 28, 240, True)


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


@lru_cache(maxsize=128)
def shape_mask(kind: str, size: int) -> Image.Image:
    """Anti-aliased "L" mask of a colour's shape in a ``size`` px square."""
    size = max(2, size)
    big = size * P.SS
    im = Image.new("L", (big, big), 0)
    d = ImageDraw.Draw(im)
    if kind == "circle":
        d.ellipse((big * 0.04, big * 0.04, big * 0.96, big * 0.96), fill=255)
    elif kind == "square":
        d.rounded_rectangle((big * 0.08, big * 0.08, big * 0.92, big * 0.92), big * 0.12, fill=255)
    else:
        d.polygon(_shape_points(kind, big), fill=255)
    return im.reduce(P.SS)


def shape(img: Image.Image, xy: tuple[int, int], colour: str, size: int, fill: T.RGB) -> None:
    """The shape of ``colour`` with its top-left at ``xy``."""
    x, y = xy
    img.paste(fill, (x, y, x + size, y + size), shape_mask(SHAPES.get(colour, "circle"), size))


def _dots(img: Image.Image, x: int, cy: int, n: int, d: int, color: T.RGB) -> int:
    """``n`` buttons left to right from ``x``; returns the x after them."""
    for _ in range(n):
        P.rounded_box(img, (x, cy - d // 2, x + d, cy + d - d // 2), d // 2, color, T.INK, 1)
        x += d + 2
    return x


@lru_cache(maxsize=256)
def card_sprite(card: str, w: int, h: int, money: int, pop: int, sale: bool) -> Image.Image:
    """A face-up card: its colour, big value, colour shape, money (gold) and popularity
    (purple) buttons along the bottom, a SALE ribbon on sale cards."""
    colour, value = split_card(card)
    base = COLOUR_RGB.get(colour, (150, 150, 150))
    ink = T.ink_on(base)
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    r = max(4, w // 9)
    P.rounded_box(im, (0, 0, w, h), r, T.CARD, T.CARD_EDGE, 2)
    strip = max(14, h // 5)
    P.rounded_box(im, (4, 4, w - 4, h - strip - 2), max(3, r - 3), base)
    big = max(12, round(h * 0.36))
    draw_text(im, (w // 2, (h - strip) // 2 + 2), str(value), big, ink, bold=True, anchor="mm")
    s = max(8, round(w * 0.24))
    shape(im, (7, 8), colour, s, T.mix(base, ink, 0.55))
    shape(im, (w - 7 - s, h - strip - 6 - s), colour, s, T.mix(base, ink, 0.55))
    d = max(6, min(strip - 6, (w - 14) // 6))
    cy = h - strip // 2 - 2
    x = _dots(im, 6, cy, money, d, MONEY_DOT)
    need = pop * (d + 2)
    _dots(im, max(x + 3, w - 6 - need), cy, pop, d, POP_DOT)
    if sale:
        fs = max(9, round(w * 0.15))
        tw = text_width("SALE", fs, True) + 10
        P.rounded_box(im, (w - tw - 3, 3, w - 3, 3 + fs + 8), 6, SALE_RED)
        draw_text(im, (w - 3 - tw // 2, 3 + (fs + 8) // 2), "SALE", fs, T.TEXT, True, "mm")
    return im


def draw_card(img: Image.Image, view: View, xy: tuple[int, int], card: str, w: int, h: int) -> None:
    """A face-up card with a soft shadow."""
    money, pop, sale = _buttons(view)
    _, value = split_card(card)
    i = max(0, min(len(money) - 1, value - 1))
    x, y = xy
    P.shadow(img, (x, y, x + w, y + h), max(4, w // 9), (0, 3), 4)
    P.paste_sprite(img, card_sprite(card, w, h, money[i], pop[i], value in sale), xy)


@lru_cache(maxsize=256)
def mini_sprite(card: str, w: int, h: int, money: int) -> Image.Image:
    """A small face-up money card: its colour, value, shape and money (gold) buttons."""
    colour, value = split_card(card)
    base = COLOUR_RGB.get(colour, (150, 150, 150))
    ink = T.ink_on(base)
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    P.rounded_box(im, (0, 0, w, h), max(3, w // 7), T.CARD, T.CARD_EDGE, 1)
    strip = max(9, h // 5)
    P.rounded_box(im, (2, 2, w - 2, h - strip - 1), max(2, w // 9), base)
    s = max(6, w // 4)
    shape(im, (3, 4), colour, s, T.mix(base, ink, 0.55))
    draw_text(im, (w // 2 + 2, (h - strip) // 2 + 2), str(value), round(h * 0.42), ink, True, "mm")
    d = max(4, min(strip - 3, (w - 6) // max(1, money) - 1))
    x = (w - money * (d + 1) + 1) // 2
    cy = h - strip // 2 - 1
    for _ in range(money):
        P.rounded_box(im, (x, cy - d // 2, x + d, cy + d - d // 2), d // 2, MONEY_DOT, T.INK, 1)
        x += d + 1
    return im


def _mini(view: View, card: str, w: int, h: int) -> Image.Image:
    money, _, _ = _buttons(view)
    _, value = split_card(card)
    return mini_sprite(card, w, h, money[max(0, min(len(money) - 1, value - 1))])


def _fan(count: int, width: int, w: int, step: int, least: int = 9) -> tuple[int, int]:
    """(cards shown, step) for a row of ``count`` overlapping cards ``w`` wide in ``width``."""
    if count <= 1:
        return count, step
    fit = (width - w) // (count - 1)
    if fit >= least:
        return count, min(step, fit)
    return max(1, (width - w) // least + 1), least


@lru_cache(maxsize=16)
def _empty_stall_sprite(w: int, h: int) -> Image.Image:
    im = P.back_sprite(w, h).copy()
    veil = Image.new("RGBA", (w, h), (*T.BG, 150))
    im.alpha_composite(veil)
    alpha = P.rounded_mask(w, h, T.CARD_RADIUS)
    im.putalpha(alpha)
    return im


def empty_stall(img: Image.Image, xy: tuple[int, int], w: int, h: int, label: str) -> None:
    """A stall without goods: its face-down stall card, dimmed."""
    P.paste_sprite(img, _empty_stall_sprite(w, h), xy)
    x, y = xy
    draw_text(
        img, (x + w // 2, y + h // 2), label, max(11, w // 6), T.TEXT_DIM, anchor="mm", max_width=w
    )


# -- header and colour strip -------------------------------------------------------------------


def _canvas(h: int) -> Image.Image:
    return Image.new("RGB", (T.WIDTH, h), T.BG)


def _header(
    img: Image.Image, title: str, status: str, sub: str, counts: Sequence[int], words: Text
) -> None:
    """Title and round on the left, status on the right, pile and discard counts."""
    w = img.width
    img.paste(T.darken(T.BG, 0.78), (0, 0, w, HEADER_H))
    x1 = draw_text(img, (T.MARGIN, 14), _s(words, "title"), 20, T.GOLD, bold=True)[2]
    x1 = max(x1, draw_text(img, (T.MARGIN, 42), title, T.FS_TITLE, T.TEXT, bold=True)[2])
    right = w - T.MARGIN
    for count, label in zip(counts, ("deck", "discard"), strict=False):
        P.face_down_card(img, (right - 30, 22), 30, 44)
        dx = draw_text(img, (right - 40, 36), str(count), T.FS_BIG, T.TEXT, True, "rm")[0]
        lx = draw_text(img, (right - 40, 70), _s(words, label), T.FS_SMALL, T.TEXT_DIM, anchor="rm")
        right = min(dx, lx[0]) - 28
    room = right - x1 - 30
    draw_text(img, (right, 36), status, 28, T.TEXT, bold=True, anchor="rm", max_width=room)
    draw_text(img, (right, 70), sub, T.FS_BODY, T.TEXT_DIM, anchor="rm", max_width=room)


STRIP_H = 92


def _colour_strip(img: Image.Image, y: int, view: View, words: Text) -> None:
    """Each colour's face-up count against the price-war threshold."""
    colours = list(view.get("colours") or DEFAULT_COLOURS)
    counts = view.get("colour_counts") or {}
    threshold = int(view.get("threshold") or view.get("players") or 4)
    showing = sum(1 for c in colours if counts.get(c, 0))
    draw_text(
        img,
        (T.MARGIN, y + 12),
        _s(words, "colours", showing=showing),
        T.FS_SMALL,
        T.TEXT_DIM,
        bold=True,
        anchor="lm",
    )
    P.pill(
        img,
        (img.width - T.MARGIN, y),
        _s(words, "war", n=threshold),
        T.FS_SMALL,
        T.TEXT,
        T.BAD_DARK,
        anchor="r",
        height=26,
    )
    cw = (img.width - 2 * T.MARGIN - 5 * 12) // 6
    for k, colour in enumerate(colours[:6]):
        x = T.MARGIN + k * (cw + 12)
        box = (x, y + 32, x + cw, y + STRIP_H - 6)
        n = int(counts.get(colour, 0))
        danger = n >= threshold - 1 and n > 0
        if n:
            P.rounded_box(img, box, 12, T.PANEL_HI, T.BAD if danger else T.PANEL_BORDER, 3)
        else:
            P.rounded_box(img, box, 12, T.CHIP, T.PANEL, 2)
        base = COLOUR_RGB.get(colour, (150, 150, 150))
        fill = base if n else T.mix(base, T.BG, 0.6)
        shape(img, (x + 10, y + 40), colour, 38, fill)
        draw_text(
            img,
            (x + 56, y + 59),
            _s(words, f"colour.{colour}"),
            T.FS_SMALL,
            T.TEXT if n else T.TEXT_FAINT,
            anchor="lm",
        )
        text = f"{n}/{threshold}"
        col = T.BAD if danger else (T.TEXT if n else T.TEXT_FAINT)
        draw_text(img, (x + cw - 12, y + 59), text, 28, col, bold=True, anchor="rm")


# -- the board ---------------------------------------------------------------------------------

ROW_H = CARD_H + 48
LEFT_W = 300
TOTAL_W = 118
PILES_W = 196


def _seats(view: View) -> list[Mapping[str, Any]]:
    return list(view.get("seats") or [])


def _status(view: View, names: Sequence[str], words: Text) -> str:
    phase = str(view.get("phase") or "display")
    head = _s(words, f"phase.{phase}")
    turn = view.get("turn")
    if phase in ("cut", "display", "restock") and turn is not None:
        return f"{head} · " + _s(words, f"turn.{phase}", name=_short(names, turn, words))
    if phase == "settle":
        waiting = [_short(names, s, words) for s in view.get("to_act") or []]
        if waiting:
            return f"{head} · " + _s(words, "settle.waiting", names=", ".join(waiting))
        return f"{head} · " + _s(words, "settle.resolving")
    return head


def _row_tag(view: View, seat: int, sv: Mapping[str, Any], words: Text):
    """(text, fg, bg) status pill of a seat, or ``None``."""
    phase = view.get("phase")
    acting = seat in (view.get("to_act") or [])
    if phase == "settle" and acting:
        owed = int(sv.get("owed") or 0)
        if owed:
            return _s(words, "discarding", n=owed), T.INK, T.GOLD
        return _s(words, "choosing"), T.INK, T.GOLD
    if acting:
        key = {"cut": "cutting", "display": "playing", "restock": "restocking"}.get(str(phase))
        if key:
            return _s(words, key), T.INK, T.seat_color(seat)
    if sv.get("passed") and phase == "display":
        return _s(words, "passed"), T.TEXT, T.PANEL_BORDER
    return None


def _stall_layout(stalls: int, tapped: bool, width: int) -> tuple[int, int, int]:
    """(card width, card height, gap) so ``stalls`` stalls fit in ``width``."""
    gap = 10
    for w in (CARD_W, 80, 72, 64, 56, 50, 44, 38, 32):
        h = round(w * CARD_H / CARD_W)
        need = stalls * (w + gap) + ((h - w) if tapped else 0)
        if need <= width:
            return w, h, gap
    w = max(18, (width - (CARD_H - CARD_W)) // max(1, stalls) - 4)
    return w, round(w * CARD_H / CARD_W), 4


def _stalls(
    img: Image.Image,
    box: Box,
    view: View,
    sv: Mapping[str, Any],
    words: Text,
) -> None:
    """Face-up cards on their stalls, empty stalls dimmed, the first stall turned if passed."""
    x0, y0, x1, y1 = box
    stalls = int(sv.get("stalls") or 0)
    display = list(sv.get("display") or [])
    tapped = bool(sv.get("passed")) and view.get("phase") == "display"
    w, h, gap = _stall_layout(stalls, tapped, x1 - x0)
    y = y0 + (y1 - y0 - h) // 2
    x = x0
    label = _s(words, "empty")
    for i in range(stalls):
        card = display[i] if i < len(display) else None
        if i == 0 and tapped:
            tile = Image.new("RGBA", (w, h), (0, 0, 0, 0))
            if card:
                money, pop, sale = _buttons(view)
                _, value = split_card(card)
                k = max(0, min(len(money) - 1, value - 1))
                tile = card_sprite(card, w, h, money[k], pop[k], value in sale)
            else:
                tile = _empty_stall_sprite(w, h)
            turned = tile.rotate(90, expand=True)
            P.paste_sprite(img, turned, (x, y + (h - w)))
            x += h + gap
            continue
        if card:
            draw_card(img, view, (x, y), card, w, h)
        else:
            empty_stall(img, (x, y), w, h, label)
        x += w + gap


def _piles(
    img: Image.Image,
    box: Box,
    view: View,
    sv: Mapping[str, Any],
    words: Text,
) -> None:
    """The face-up money cards, fanned, above the face-down popularity pile and its count."""
    x0, y0, x1, y1 = box
    P.rounded_box(img, box, 12, T.CHIP)
    cards = list(sv.get("money_cards") or [])
    draw_text(img, (x0 + 10, y0 + 14), _s(words, "money_pile"), 14, T.TEXT_DIM, True, "lm")
    y = y0 + 26
    width = x1 - x0 - 20
    shown, step = _fan(len(cards), width - 30, MINI_W, MINI_W + 3)
    x = x0 + 10
    for card in cards[:shown]:
        P.paste_sprite(img, _mini(view, card, MINI_W, MINI_H), (x, y))
        x += step
    if shown < len(cards):
        more = _s(words, "more", n=len(cards) - shown)
        draw_text(img, (x1 - 10, y + MINI_H // 2), more, T.FS_SMALL, T.GOLD, True, "rm")
    if not cards:
        empty = (x0 + 10, y, x0 + 10 + MINI_W, y + MINI_H)
        P.rounded_box(img, empty, 5, None, T.PANEL_BORDER, 2)
        draw_text(
            img,
            (x0 + 20 + MINI_W, y + MINI_H // 2),
            _s(words, "no_money"),
            T.FS_SMALL,
            T.TEXT_FAINT,
            anchor="lm",
        )
    _popularity_pile(img, (x0 + 10, y + MINI_H + 8, x1 - 10, y1 - 6), sv, words)


def _popularity_pile(img: Image.Image, box: Box, sv: Mapping[str, Any], words: Text) -> None:
    """A face-down stack (one to three backs) with its card count; values stay hidden."""
    x0, y0, x1, y1 = box
    count = int(sv.get("popularity_count") or 0)
    h = y1 - y0
    w = round(h * MINI_W / MINI_H)
    if count:
        for k in range(min(3, count) - 1, -1, -1):
            P.paste_sprite(img, P.back_sprite(w, h), (x0 + 4 * k, y0))
        P.rounded_box(
            img, (x0 + w // 2 - 9, y0 + h // 2 - 9, x0 + w // 2 + 9, y0 + h // 2 + 9), 9, POP_DOT
        )
        draw_text(img, (x0 + w // 2, y0 + h // 2), "★", 13, T.TEXT, True, "mm")
    else:
        P.rounded_box(img, (x0, y0, x0 + w, y1), 5, None, T.PANEL_BORDER, 2)
    tx = x0 + w + 14
    draw_text(img, (tx, y0 + 7), _s(words, "popularity_pile"), 14, T.TEXT_DIM, True, "lm")
    colour = T.TEXT if count else T.TEXT_FAINT
    nx = draw_text(img, (tx, y1 - 14), str(count), 30, colour, True, "lm")[2]
    word = _s(words, "pile_card" if count == 1 else "pile_cards")
    draw_text(img, (nx + 8, y1 - 10), word, T.FS_SMALL, colour, True, "lm", max_width=x1 - nx - 8)


def _tapped(
    img: Image.Image, view: View, xy: tuple[int, int], cards: Sequence[str], width: int
) -> int:
    """Price-cut cards lying tapped (turned a quarter) in a row from ``xy``; returns the x
    after them."""
    w, h = 30, 42
    shown, step = _fan(len(cards), width, h, h + 3, least=7)
    x, y = xy
    for card in cards[:shown]:
        P.paste_sprite(img, _mini(view, card, w, h).rotate(90, expand=True), (x, y))
        x += step
    return x - step + h if shown else x


def _seat_row(
    img: Image.Image,
    box: Box,
    view: View,
    sv: Mapping[str, Any],
    names: Sequence[str],
    words: Text,
) -> None:
    x0, y0, x1, y1 = box
    seat = int(sv.get("seat", 0))
    acting = seat in (view.get("to_act") or []) and view.get("phase") != "over"
    sc = T.seat_color(seat)
    P.shadow(img, box, T.RADIUS, (0, 4), 6)
    if acting:
        P.rounded_box(img, box, T.RADIUS, T.PANEL_HI, sc, 4)
    else:
        P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    P.rounded_box(img, (x0 + 8, y0 + 14, x0 + 14, y1 - 14), 3, sc)
    left = x0 + 26
    cy = y0 + 32
    P.seat_dot(img, (left + 15, cy), seat, 30)
    badge_w = 0
    if view.get("start_player") == seat:
        badge_w = 38
        P.badge(img, (x0 + LEFT_W - 44, cy - 16), "start", 32)
    draw_text(
        img,
        (left + 38, cy),
        _name(names, seat, words),
        26,
        T.TEXT,
        bold=True,
        anchor="lm",
        max_width=LEFT_W - 70 - badge_w,
    )
    money = int(sv.get("money") or 0)
    draw_text(img, (left, cy + 40), _s(words, "money", money=money), T.FS_BIG, T.GOLD, True, "lm")
    hx = left + 104
    P.face_down_card(img, (hx, cy + 24), 22, 32)
    hand_text = _s(words, "hand", n=int(sv.get("hand") or 0))
    draw_text(img, (hx + 30, cy + 40), hand_text, T.FS_BODY, T.TEXT, True, "lm", max_width=150)
    tag = _row_tag(view, seat, sv, words)
    ty = y1 - 40
    tx = left
    cut = int(sv.get("cut") or 0)
    if cut:
        tx = P.pill(img, (tx, ty), _s(words, "cut", n=cut), T.FS_SMALL, T.TEXT, T.BAD_DARK)[2] + 6
        cut_cards = list(sv.get("cut_cards") or [])
        if cut_cards:
            tx = _tapped(img, view, (tx, ty - 2), cut_cards, 84) + 8
    if tag:
        P.pill(img, (tx, ty), tag[0], T.FS_SMALL, tag[1], tag[2])
    stall_box = (x0 + LEFT_W, y0 + 10, x1 - TOTAL_W - PILES_W - 12, y1 - 10)
    _stalls(img, stall_box, view, sv, words)
    piles = (x1 - TOTAL_W - PILES_W, y0 + 10, x1 - TOTAL_W, y1 - 10)
    _piles(img, piles, view, sv, words)
    display = list(sv.get("display") or [])
    if display:
        total = sum(split_card(c)[1] for c in display) - cut
        draw_text(
            img,
            (x1 - 18, (y0 + y1) // 2),
            _s(words, "total", total=total),
            30,
            T.TEXT,
            True,
            "rm",
        )


def board_height(view: View) -> int:
    n = len(_seats(view))
    return HEADER_H + T.GAP + STRIP_H + T.GAP + n * (ROW_H + 10) + T.MARGIN


@written
def render_board(view: View, names: Sequence[str], words: Text) -> bytes:
    """The public board: every seat's stalls, money, hand size, price cut and status, the
    colours showing against the price-war threshold, pile and discard counts."""
    img = _canvas(board_height(view))
    announced = any(e.get("type") == "start" for e in view.get("recent") or [])
    key = "start_random" if announced and view.get("round") == 1 else "start"
    start = _s(words, key, name=_short(names, view.get("start_player"), words))
    _header(
        img,
        _s(words, "round", round=view.get("round", 1)),
        _status(view, names, words),
        start,
        (int(view.get("deck_count") or 0), int(view.get("discard_count") or 0)),
        words,
    )
    y = HEADER_H + T.GAP
    _colour_strip(img, y, view, words)
    y += STRIP_H + T.GAP
    for sv in _seats(view):
        _seat_row(img, (T.MARGIN, y, img.width - T.MARGIN, y + ROW_H), view, sv, names, words)
        y += ROW_H + 10
    return P.to_png(img)


# -- the hand ----------------------------------------------------------------------------------

HAND_COLS = 11


def _hand_grid(
    img: Image.Image, y: int, view: View, hand: Sequence[str], selection: Mapping[str, Any] | None
) -> None:
    """Hand cards in rows; while a play is being chosen, other values dim and the chosen
    copies are lifted with a gold outline."""
    gap = 14
    cols = HAND_COLS
    w = (img.width - 2 * T.MARGIN - (cols - 1) * gap) // cols
    h = round(w * CARD_H / CARD_W)
    chosen = list((selection or {}).get("cards") or [])
    value = (selection or {}).get("value")
    for i, card in enumerate(hand):
        x = T.MARGIN + (i % cols) * (w + gap)
        cy = y + 14 + (i // cols) * (h + 24)
        lifted = card in chosen
        if lifted:
            chosen.remove(card)
            cy -= 10
            P.rounded_box(img, (x - 5, cy - 5, x + w + 5, cy + h + 5), 14, None, T.GOLD, 4)
        draw_card(img, view, (x, cy), card, w, h)
        if value is not None and split_card(card)[1] != value:
            P.overlay(img, (x, cy, x + w, cy + h), 10, T.BG, 150)


@written
def render_hand(view: View, names: Sequence[str], words: Text) -> bytes:
    """A seat's private view: its hand, secret popularity (total and card count), its stalls,
    money cards and popularity pile, and a strip with the other shops' public piles."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand needs a seat's view (view['me'] is empty)")
    seat = int(me.get("seat", 0))
    sv = next((s for s in _seats(view) if s.get("seat") == seat), {})
    others = [s for s in _seats(view) if s.get("seat") != seat]
    hand = list(me.get("hand") or [])
    rows = max(1, -(-len(hand) // HAND_COLS))
    w = (T.WIDTH - 2 * T.MARGIN - (HAND_COLS - 1) * 14) // HAND_COLS
    ch = round(w * CARD_H / CARD_W)
    h = HEADER_H + T.GAP + 30 + rows * (ch + 24) + 20 + 30 + ROW_H + T.MARGIN
    if others:
        h += 30 + OTHER_H + 10
    img = _canvas(h)
    _header(
        img,
        _s(words, "hand_title"),
        _status(view, names, words),
        _s(words, "start", name=_short(names, view.get("start_player"), words)),
        (),
        words,
    )
    y = HEADER_H + T.GAP
    selection = me.get("selection")
    label = _s(words, "hand_label", n=len(hand))
    lx = draw_text(img, (T.MARGIN, y), label, T.FS_SMALL, T.TEXT_DIM, bold=True)[2]
    if selection:
        text = _s(
            words, "selecting", value=selection.get("value"), n=len(selection.get("cards") or [])
        )
        P.pill(img, (lx + 16, y - 4), text, T.FS_SMALL, T.INK, T.GOLD, height=28)
    count = int(sv.get("popularity_count") or 0)
    popularity = _s(words, "popularity", n=me.get("popularity", 0), k=count)
    P.pill(img, (img.width - T.MARGIN, y - 6), popularity, T.FS_BODY, T.TEXT, POP_DOT, "r")
    y += 30
    if hand:
        _hand_grid(img, y, view, hand, selection)
    else:
        draw_text(img, (T.MARGIN, y + 40), _s(words, "hand_empty"), T.FS_BODY, T.TEXT_FAINT)
    y += rows * (ch + 24) + 20
    draw_text(img, (T.MARGIN, y), _s(words, "your_stalls"), T.FS_SMALL, T.TEXT_DIM, bold=True)
    y += 30
    if sv:
        _seat_row(img, (T.MARGIN, y, img.width - T.MARGIN, y + ROW_H), view, sv, names, words)
    y += ROW_H + 10
    if others:
        draw_text(img, (T.MARGIN, y), _s(words, "table"), T.FS_SMALL, T.TEXT_DIM, bold=True)
        y += 30
        gap = 12
        cw = (img.width - 2 * T.MARGIN - gap * (len(others) - 1)) // len(others)
        for k, other in enumerate(others):
            x = T.MARGIN + k * (cw + gap)
            _other_chip(img, (x, y, x + cw, y + OTHER_H), view, other, names, words)
    return P.to_png(img)


OTHER_H = 64


def _other_chip(
    img: Image.Image,
    box: Box,
    view: View,
    sv: Mapping[str, Any],
    names: Sequence[str],
    words: Text,
) -> None:
    """Another seat in the hand picture: name, money, hand size, popularity pile count."""
    x0, y0, x1, y1 = box
    seat = int(sv.get("seat", 0))
    P.rounded_box(img, box, 12, T.PANEL, T.PANEL_BORDER, 2)
    cy = (y0 + y1) // 2
    P.seat_dot(img, (x0 + 22, cy), seat, 26)
    # right to left: popularity pile, hand, money; the name takes what is left
    right = x1 - 12
    count = int(sv.get("popularity_count") or 0)
    right = draw_text(img, (right, cy), str(count), T.FS_H2, T.TEXT, True, "rm")[0] - 6
    bw, bh = 24, 34
    P.paste_sprite(img, P.back_sprite(bw, bh), (right - bw, cy - bh // 2))
    P.rounded_box(img, (right - bw // 2 - 8, cy - 8, right - bw // 2 + 8, cy + 8), 8, POP_DOT)
    draw_text(img, (right - bw // 2, cy), "★", 12, T.TEXT, True, "mm")
    right -= bw + 16
    right = (
        draw_text(img, (right, cy), str(int(sv.get("hand") or 0)), T.FS_H2, T.TEXT, True, "rm")[0]
        - 6
    )
    P.face_down_card(img, (right - 20, cy - 14), 20, 28)
    right -= 20 + 16
    money = f"¥{int(sv.get('money') or 0)}"
    right = draw_text(img, (right, cy), money, T.FS_H2, T.GOLD, True, "rm")[0] - 12
    draw_text(
        img,
        (x0 + 42, cy),
        _name(names, seat, words),
        T.FS_BODY,
        T.TEXT,
        True,
        "lm",
        max_width=max(20, right - x0 - 42),
    )


# -- settlement --------------------------------------------------------------------------------

SETTLE_ROW = 118
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
        return _s(words, f"took.{took}", money=entry.get("money", 0))
    if role == "sale":
        return _s(words, f"took.sale_{took}", money=entry.get("money", 0))
    return _s(words, "took.none" if role == "none" else "took.skip")


def _settle_row(
    img: Image.Image,
    box: Box,
    view: View,
    entry: Mapping[str, Any],
    names: Sequence[str],
    words: Text,
) -> None:
    x0, y0, x1, y1 = box
    seat = int(entry.get("seat", 0))
    role = str(entry.get("role") or "skip")
    color = ROLE_COLORS.get(role, T.PANEL_BORDER)
    strong = role in ("highest", "lowest", "sale")
    P.rounded_box(img, box, T.RADIUS, T.PANEL_HI if strong else T.PANEL, color, 4 if strong else 2)
    cy = (y0 + y1) // 2
    P.seat_dot(img, (x0 + 28, y0 + 30), seat, 28)
    draw_text(
        img,
        (x0 + 50, y0 + 30),
        _name(names, seat, words),
        24,
        T.TEXT,
        bold=True,
        anchor="lm",
        max_width=230,
    )
    P.pill(img, (x0 + 14, y1 - 44), _s(words, f"role.{role}"), T.FS_SMALL, T.ink_on(color), color)
    cards = list(entry.get("cards") or [])
    kept = entry.get("kept")
    w, h = 62, 88
    x = x0 + 290
    for card in cards:
        draw_card(img, view, (x, cy - h // 2), card, w, h)
        if kept and card == kept:
            P.rounded_box(
                img, (x - 4, cy - h // 2 - 4, x + w + 4, cy + h // 2 + 4), 12, None, T.GOLD, 3
            )
            kept = None
        elif role in ("sale", "none"):
            P.overlay(img, (x, cy - h // 2, x + w, cy + h // 2), 8, T.BG, 140)
        x += w + 8
    cut_cards = list(entry.get("cut_cards") or [])
    if cut_cards:  # the price cut's payment, tapped before the stalls, now discarded
        x += 14
        label = _s(words, "cut_discarded")
        lx = draw_text(img, (x, cy - 22), label, T.FS_SMALL, T.BAD, True, "lm", max_width=220)[2]
        end = _tapped(img, view, (x, cy - 4), cut_cards, max(80, min(220, lx - x)))
        P.overlay(img, (x, cy - 4, end, cy + 26), 6, T.BG, 110)
    right = x1 - 20
    total = entry.get("total")
    if total is not None:
        cut = int(entry.get("cut") or 0)
        tx = draw_text(
            img, (right, y0 + 32), _s(words, "total", total=total), 30, T.TEXT, True, "rm"
        )[0]
        if cut:
            text = _s(words, "cut_sum", sum=total + cut, n=cut)
            draw_text(img, (tx - 12, y0 + 34), text, T.FS_SMALL, T.BAD, anchor="rm")
    took = _took_text(entry, words)
    tc = T.GOLD if entry.get("took") == "money" else (T.TEXT if strong else T.TEXT_DIM)
    draw_text(img, (right, y1 - 40), took, T.FS_BODY, tc, bold=strong, anchor="rm")
    maint = int(entry.get("maintenance") or 0)
    if maint:
        text = _s(words, "maintenance", n=maint)
        draw_text(img, (right, y1 - 14), text, T.FS_SMALL, T.TEXT_DIM, anchor="rm")


@written
def render_settlement(view: View, names: Sequence[str], words: Text) -> bytes:
    """``view["last_settlement"]``: each seat's stall cards, total, role and what it took
    (popularity amounts stay secret)."""
    report = view.get("last_settlement") or {}
    entries = list(report.get("seats") or [])
    img = _canvas(HEADER_H + T.GAP + len(entries) * (SETTLE_ROW + 10) + T.MARGIN - 10)
    tie = report.get("tie")
    sub = _s(words, "settlement_sub")
    if tie and tie.get("choice"):
        choice = _s(words, f"choice.{tie['choice']}")
        sub = _s(words, "tie", name=_short(names, tie.get("chooser"), words), choice=choice)
    start = _s(words, "start", name=_short(names, report.get("start_player"), words))
    _header(
        img,
        _s(words, "settlement_title", round=report.get("round", view.get("round", 1))),
        start,
        sub,
        (),
        words,
    )
    y = HEADER_H + T.GAP
    for entry in entries:
        _settle_row(
            img, (T.MARGIN, y, img.width - T.MARGIN, y + SETTLE_ROW), view, entry, names, words
        )
        y += SETTLE_ROW + 10
    return P.to_png(img)


# -- final -------------------------------------------------------------------------------------

FINAL_ROW = 96


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


@written
def render_final(view: View, names: Sequence[str], words: Text) -> bytes:
    """Popularity revealed: places, popularity, money (the tie-break), cards collected."""
    breakdown, winners, ranking = _final_parts(view)
    res = view.get("result") or {}
    n = len(breakdown)
    img = _canvas(HEADER_H + T.GAP + 44 + n * (FINAL_ROW + 10) + T.MARGIN)
    key = "winners" if len(winners) > 1 else "winner"
    sub = _s(words, key) + ": " + ", ".join(_name(names, s, words) for s in winners)
    reason = res.get("reason") or "popularity"
    status = _s(words, f"reason.{reason}", target=res.get("target", view.get("target", 15)))
    _header(img, _s(words, "final_title"), status, sub, (), words)
    y = HEADER_H + T.GAP
    cols = (("popularity_col", 760), ("money_col", 960), ("cards_col", 1160))
    for label, cx in cols:
        draw_text(img, (cx, y + 20), _s(words, label), T.FS_BODY, T.TEXT_DIM, True, "mm")
    y += 44
    order = sorted(range(n), key=lambda s: (ranking[s], s))
    for seat in order:
        entry = breakdown[seat]
        box = (T.MARGIN, y, img.width - T.MARGIN, y + FINAL_ROW)
        win = seat in winners
        if win:
            P.rounded_box(img, box, T.RADIUS, T.PANEL_HI, T.GOLD, 4)
        else:
            P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
        cy = y + FINAL_ROW // 2
        if win:
            P.badge(img, (T.MARGIN + 14, cy - 20), "winner", 40)
        else:
            draw_text(img, (T.MARGIN + 34, cy), str(ranking[seat]), T.FS_H2, T.TEXT_DIM, True, "mm")
        P.seat_dot(img, (T.MARGIN + 80, cy), seat, 30)
        draw_text(
            img,
            (T.MARGIN + 104, cy),
            _name(names, seat, words),
            28,
            T.TEXT,
            bold=True,
            anchor="lm",
            max_width=500,
        )
        pop = int(entry.get("popularity", 0))
        draw_text(img, (cols[0][1], cy - 10), str(pop), 44, T.GOLD if win else T.TEXT, True, "mm")
        draw_text(img, (cols[1][1], cy - 10), f"¥{entry.get('money', 0)}", 32, T.GOLD, True, "mm")
        for (_, cx), key in zip(cols, ("popularity_cards", "money_cards"), strict=False):
            n = int(entry.get(key, 0))
            text = _s(words, "in_card") if n == 1 else _s(words, "in_cards", n=n)
            draw_text(img, (cx, cy + 28), text, T.FS_SMALL, T.TEXT_DIM, anchor="mm")
        kept = int(entry.get("popularity_cards", 0)) + int(entry.get("money_cards", 0))
        draw_text(img, (cols[2][1], cy), str(kept), 30, T.TEXT_DIM, True, "mm")
        y += FINAL_ROW + 10
    return P.to_png(img)
