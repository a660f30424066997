"""The parts of the pictures read in the chat (:data:`C.ACT_WIDTH` px wide): small stall
cards, the colour chips against the price-war threshold, a seat's stalls on one row, a hand."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fleamarket.art import sale_corner, shape
from rendering.fleamarket.parts import (
    COLOUR_RGB,
    DEFAULT_COLOURS,
    View,
    card_buttons,
    note_colour,
    pic,
    pill,
    split_card,
)
from rendering.fonts import draw_text, text_width
from rendering.text import Text

AW = C.ACT_WIDTH
AM = C.MARGIN
AINNER = AW - 2 * AM
CHIPS_H = 50
ROW_PAD = 6
LEFT_W = 210  # a stall row's name column
CARD_GAP = 6
WAR_BADGE = 24  # the "!" on a hand card one more of whose colour starts a price war


def act_canvas(height: int) -> Image.Image:
    """An empty own picture, at most :data:`C.ACT_MAX_HEIGHT` px tall."""
    return Image.new("RGB", (AW, min(height, C.ACT_MAX_HEIGHT)), T.BG)


BANNER_DETAIL_LINES = 2


def _banner_lines(detail: str) -> list[str]:
    """The detail on one line when it fits there at the smallest size (a name in it never
    breaks then), else wrapped onto at most two."""
    room = AINNER - 2 * C.PAD - 10
    if not detail or text_width(detail, C.FS_MIN) <= room:
        return [detail] if detail else []
    return C.wrap(detail, C.FS_SMALL, room)[:BANNER_DETAIL_LINES]


def banner_height(detail: str) -> int:
    """How tall :func:`banner` draws with ``detail`` (wrapped onto at most two lines)."""
    lines = len(_banner_lines(detail))
    return 2 * C.PAD + round(C.FS_BANNER * 1.45) + lines * round(C.FS_SMALL * C.LINE_GAP)


def banner(
    img: Image.Image,
    y: int,
    title: str,
    detail: str = "",
    mine: bool = False,
    seat: int | None = None,
) -> int:
    """The turn banner of a picture read in the chat, as :func:`C.turn_banner` but with room
    for a detail of two lines (what to do, in words that do not fit one line at 600 px);
    returns the y below it."""
    box = (AM, y, AW - AM, y + banner_height(detail))
    x0, y0, x1, y1 = box
    fill = T.GOLD if mine else T.PANEL_HI
    ink = T.INK if mine else T.TEXT
    P.rounded_box(img, box, T.RADIUS, fill)
    stripe = 10 if seat is not None else 0
    if seat is not None:
        P.rounded_box(img, (x0, y0, x0 + stripe + T.RADIUS, y1), T.RADIUS, T.seat_color(seat))
        P.rounded_box(img, (x0 + stripe, y0, x0 + stripe + T.RADIUS, y1), 0, fill)
    left = x0 + stripe + C.PAD
    inner = x1 - left - C.PAD
    C.label(img, (left, y0 + C.PAD), title, C.FS_BANNER, ink, inner, bold=True)
    ty = y0 + C.PAD + round(C.FS_BANNER * 1.45)
    detail_ink = T.INK if mine else T.TEXT_DIM
    for line in _banner_lines(detail):
        C.label(img, (left, ty), line, C.FS_SMALL, detail_ink, inner)
        ty += round(C.FS_SMALL * C.LINE_GAP)
    return y1


@lru_cache(maxsize=512)
def small_sprite(card: str, w: int, h: int, sale: bool) -> Image.Image:
    """A stall card read in the chat: its colour, its shape and its value."""
    colour, value = split_card(card)
    base = COLOUR_RGB.get(colour, (150, 150, 150))
    ink = T.ink_on(base)
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    P.rounded_box(im, (0, 0, w, h), max(4, w // 8), base, T.CARD, 2)
    s = max(12, min(w - 8, round(h * 0.38)))
    shape(im, (4, 4), colour, s, T.mix(base, ink, 0.6))
    if sale:
        sale_corner(im, w - 2, 2, max(12, w // 3))
    size = C.fit(str(value), w - 6, C.FS_BODY if h >= 60 else C.FS_MIN, C.FS_MIN, True)
    draw_text(im, (w // 2, h - 2 - round(size * 0.72)), str(value), size, ink, True, "mm", w - 4)
    return im


def small_card(
    img: Image.Image, view: View, xy: tuple[int, int], card: str, w: int, h: int
) -> None:
    """A small stall card at ``xy`` (and its colour token reported)."""
    note_colour(split_card(card)[0])
    P.paste_sprite(img, small_sprite(card, w, h, card_buttons(view, card)[2]), xy)


def empty_place(img: Image.Image, xy: tuple[int, int], w: int, h: int) -> None:
    x, y = xy
    P.rounded_box(img, (x, y, x + w, y + h), max(4, w // 8), T.CHIP, T.PANEL_BORDER, 3)


def war_badge(img: Image.Image, x: int, y: int, d: int = WAR_BADGE) -> None:
    """The "!" of a card whose colour would start a price war if played now."""
    P.rounded_box(img, (x, y, x + d, y + d), d // 2, T.BAD_DARK, T.TEXT, 2)
    draw_text(img, (x + d // 2, y + d // 2), "!", C.FS_MIN, T.TEXT, True, "mm", d)


def threshold_of(view: View) -> int:
    return int(view.get("threshold") or view.get("players") or 4)


def colour_chips(img: Image.Image, y: int, view: View, x0: int = AM, width: int = AINNER) -> int:
    """Each colour's count on the stalls against the price-war threshold; returns the y below."""
    colours = list(view.get("colours") or DEFAULT_COLOURS)[:6]
    counts = view.get("colour_counts") or {}
    threshold = threshold_of(view)
    gap = 8
    cw = (width - gap * (len(colours) - 1)) // max(1, len(colours))
    for k, colour in enumerate(colours):
        x = x0 + k * (cw + gap)
        n = int(counts.get(colour, 0))
        danger = n > 0 and n >= threshold - 1
        edge = T.BAD if danger else T.PANEL_BORDER
        ground = T.PANEL if danger else (T.PANEL_HI if n else T.CHIP)  # red reads on PANEL
        P.rounded_box(img, (x, y, x + cw, y + CHIPS_H), 10, ground, edge, 3)
        base = COLOUR_RGB.get(colour, (150, 150, 150))
        s = 28
        fill = base if n else T.mix(base, T.BG, 0.5)
        shape(img, (x + 6, y + (CHIPS_H - s) // 2), colour, s, fill)
        note_colour(colour)
        ink = T.BAD if danger else (T.TEXT if n else T.TEXT_DIM)
        C.label(
            img,
            (x + cw - 6, y + CHIPS_H // 2),
            f"{n}/{threshold}",
            C.FS_BODY,
            ink,
            cw - s - 14,
            bold=True,
            anchor="rm",
        )
    return y + CHIPS_H


def card_size(count: int, room: int, heights: Sequence[int] = (64,)) -> tuple[int, int, int]:
    """(width, height, per line) of ``count`` small cards in ``room`` px: one line while they
    stay at least 24 px wide (their value still fits), else two."""
    count = max(1, count)
    per = count
    w = (room - CARD_GAP * (per - 1)) // per
    if w < 24:
        per = -(-count // 2)
        w = (room - CARD_GAP * (per - 1)) // per
    return min(50, w), heights[0], per


def stall_row_height(view: View, sv: Mapping[str, Any], words: Text, card_h: int = 64) -> int:
    stalls = int(sv.get("stalls") or 0)
    _, _, per = card_size(stalls, _cards_room(view, sv, words)[0])
    lines = -(-max(1, stalls) // per)
    cards = lines * card_h + (lines - 1) * CARD_GAP
    return max(cards, TEXT_LINES_H) + 2 * ROW_PAD


TEXT_LINES_H = round(C.FS_BODY * 1.4) + round(C.FS_SMALL * 1.4)


def stall_total(sv: Mapping[str, Any]) -> int | None:
    display = list(sv.get("display") or [])
    if not display:
        return None
    return sum(split_card(c)[1] for c in display) - int(sv.get("cut") or 0)


def row_status(sv: Mapping[str, Any], words: Text) -> str:
    """A stall row's second line: its total (after the cut) and its price cut."""
    parts = []
    total = stall_total(sv)
    if total is not None:
        parts.append(pic(words, "total", total=total))
    if int(sv.get("cut") or 0):
        parts.append(pic(words, "cut", n=int(sv.get("cut") or 0)))
    return " · ".join(parts)


def _passed(view: View, sv: Mapping[str, Any]) -> bool:
    return bool(sv.get("passed")) and view.get("phase") == "display"


def _cards_room(view: View, sv: Mapping[str, Any], words: Text) -> tuple[int, str]:
    """The stall cards' width in a row, and the "passed" word that closes the row (or "")."""
    room = AINNER - LEFT_W - 3 * ROW_PAD
    if not _passed(view, sv):
        return room, ""
    said = pic(words, "passed")
    return room - min(room // 2, text_width(said, C.FS_MIN, True) + 20) - ROW_PAD, said


def stall_row(
    img: Image.Image,
    y0: int,
    view: View,
    sv: Mapping[str, Any],
    names: Sequence[str],
    words: Text,
    card_h: int = 64,
) -> int:
    """One seat on one row: its name, total and cut on the left, its stalls on the right;
    returns the y below it."""
    x0, x1 = AM, AW - AM
    y1 = y0 + stall_row_height(view, sv, words, card_h)
    seat = int(sv.get("seat", 0))
    acting = seat in (view.get("to_act") or []) and view.get("phase") != "over"
    if acting:
        P.rounded_box(img, (x0, y0, x1, y1), T.RADIUS, T.PANEL_HI, T.seat_color(seat), 4)
    else:
        P.rounded_box(img, (x0, y0, x1, y1), T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    left = x0 + ROW_PAD
    mid = (y0 + y1) // 2
    top = mid - TEXT_LINES_H // 2
    name_y = top + round(C.FS_BODY * 0.7)
    dot = C.SEAT_DOT
    P.seat_dot(img, (left + dot // 2, name_y), seat, dot)
    room = LEFT_W - dot - 8
    if view.get("start_player") == seat:
        P.badge(img, (left + LEFT_W - 26, name_y - 13), "start", 26)
        room -= 30
    C.name_label(
        img,
        (left + dot + 8, name_y),
        pic.name(names, seat, words),
        C.FS_BODY,
        T.TEXT,
        room,
        anchor="lm",
    )
    C.label(
        img,
        (left, top + round(C.FS_BODY * 1.4)),
        row_status(sv, words),
        C.FS_SMALL,
        T.TEXT_DIM,
        LEFT_W,
        bold=True,
    )
    stalls = int(sv.get("stalls") or 0)
    display = list(sv.get("display") or [])
    cx0 = left + LEFT_W + ROW_PAD
    room, passed = _cards_room(view, sv, words)
    if passed:
        pill(img, (x1 - ROW_PAD, mid - 17), passed, T.TEXT, T.PANEL_BORDER, AINNER, anchor="r")
    w, _, per = card_size(stalls, room)
    lines = -(-max(1, stalls) // per)
    y = mid - (lines * card_h + (lines - 1) * CARD_GAP) // 2
    for i in range(stalls):
        x = cx0 + (i % per) * (w + CARD_GAP)
        cy = y + (i // per) * (card_h + CARD_GAP)
        if i < len(display):
            small_card(img, view, (x, cy), display[i], w, card_h)
        else:
            empty_place(img, (x, cy), w, card_h)
    return y1


HAND_SIZES = ((60, 80), (52, 70), (44, 60), (38, 52))


def hand_layout(count: int, budget: int) -> tuple[int, int, int, int]:
    """(card width, height, per line, height used) of a hand of ``count`` cards in
    ``budget`` px of height (the smallest size when none fits)."""
    for w, h in HAND_SIZES:
        per = (AINNER + CARD_GAP) // (w + CARD_GAP + 2)
        lines = max(1, -(-count // per))
        used = lines * (h + 10) + 6
        if used <= budget or (w, h) == HAND_SIZES[-1]:
            return w, h, per, used
    raise AssertionError


def hand_grid(
    img: Image.Image,
    y: int,
    view: View,
    hand: Sequence[str],
    layout: tuple[int, int, int, int],
    *,
    selection: Mapping[str, Any] | None = None,
    risky: Collection[str] = (),
) -> int:
    """The hand; while a play is chosen other values dim and the chosen copies get a gold
    outline; a "!" marks a colour that would start a price war. Returns the y below."""
    w, h, per, used = layout
    chosen = list((selection or {}).get("cards") or [])
    value = (selection or {}).get("value")
    step = (AINNER - w) // max(1, per - 1) if per > 1 else 0
    step = min(step, w + CARD_GAP + 6)
    for i, card in enumerate(hand):
        x = AM + 3 + (i % per) * step
        cy = y + 6 + (i // per) * (h + 10)
        if card in chosen:
            chosen.remove(card)
            P.rounded_box(img, (x - 4, cy - 4, x + w + 4, cy + h + 4), 10, None, T.GOLD, 4)
        small_card(img, view, (x, cy), card, w, h)
        if value is not None and split_card(card)[1] != value:
            P.overlay(img, (x, cy, x + w, cy + h), 8, T.BG, 160)
        elif split_card(card)[0] in risky:
            war_badge(img, x + w - WAR_BADGE + 6, cy + h - WAR_BADGE + 6)
    return y + used
