"""A seat's row: name, money, stalls, piles."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fleamarket.art import draw_card, empty_stall, fan, hand_icon, mini, pile_icon
from rendering.fleamarket.parts import (
    CARD_H,
    CARD_W,
    ICON_W,
    INNER,
    MINI_H,
    MINI_W,
    SALE_RED,
    STALL_GAP,
    Box,
    M,
    View,
    W,
    pic,
    pill,
    short,
    split_card,
)
from rendering.fonts import text_width
from rendering.text import Text


def seat_views(view: View) -> list[Mapping[str, Any]]:
    return list(view.get("seats") or [])


def stall_total(sv: Mapping[str, Any]) -> int | None:
    display = list(sv.get("display") or [])
    if not display:
        return None
    return sum(split_card(c)[1] for c in display) - int(sv.get("cut") or 0)


def _row_tag(
    view: View, seat: int, sv: Mapping[str, Any], words: Text
) -> tuple[str, T.RGB, T.RGB] | None:
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


def flow(count: int, extra: int, width: int, w: int = CARD_W) -> list[int]:
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
    total = stall_total(sv)
    return pic(words, "total", total=total) if total is not None else ""


NAME_LINE = 44
PILES_LINE = MINI_H + 4


def seat_row_height(sv: Mapping[str, Any], words: Text, stalls_shown: bool = True) -> int:
    """How tall :func:`seat_row` draws ``sv`` (with its stall cards or without)."""
    if not stalls_shown:
        return C.PAD + NAME_LINE + 8 + PILES_LINE + C.PAD
    stalls = int(sv.get("stalls") or 0)
    sigma = _sigma_text(sv, words)
    sigma_w = text_width(sigma, C.FS_BIG, True) + 2 * C.PAD if sigma else 0
    lines = flow(stalls, sigma_w, INNER - 2 * C.PAD)
    return C.PAD + NAME_LINE + 8 + len(lines) * (CARD_H + 10) - 10 + 12 + PILES_LINE + C.PAD


def seat_row(
    img: Image.Image,
    y0: int,
    view: View,
    sv: Mapping[str, Any],
    names: Sequence[str],
    words: Text,
    stalls_shown: bool = True,
) -> int:
    """A seat: name, start flag and status; its stalls and their total (``stalls_shown``);
    its money cards, price-cut cards, hand size and popularity-pile size. Returns the y
    below it."""
    x0, x1 = M, W - M
    y1 = y0 + seat_row_height(sv, words, stalls_shown)
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
        right = pill(img, (right, cy - 16), tag[0], tag[1], tag[2], 260, anchor="r")[0] - 10
    cut = int(sv.get("cut") or 0)
    if cut:
        right = (
            pill(
                img, (right, cy - 16), pic(words, "cut", n=cut), T.TEXT, T.BAD_DARK, 200, anchor="r"
            )[0]
            - 10
        )
    nx = left + C.SEAT_DOT + 10
    if view.get("start_player") == seat:
        P.badge(img, (right - 34, cy - 17), "start", 34)
        right -= 44
    C.name_label(
        img, (nx, cy), pic.name(names, seat, words), C.FS_H2, T.TEXT, right - nx, anchor="lm"
    )
    y = y0 + C.PAD + NAME_LINE + 8
    if not stalls_shown:
        _piles(img, (left, y, x1 - C.PAD, y + PILES_LINE), view, sv)
        return y1
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
    lines = flow(stalls, sigma_w, x1 - x0)
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
    right -= pile_icon(img, right - ICON_W, cy) + 18
    hand = str(int(sv.get("hand") or 0))
    right = C.label(img, (right, cy), hand, C.FS_H2, T.TEXT, 60, bold=True, anchor="rm")[0] - 6
    right -= hand_icon(img, right - ICON_W, cy) + 18
    money = f"¥{int(sv.get('money') or 0)}"
    x = C.label(img, (x0, cy), money, C.FS_BIG, T.GOLD, 110, bold=True, anchor="lm")[2] + 10
    cards = list(sv.get("money_cards") or [])
    cut_cards = list(sv.get("cut_cards") or [])
    room = right - x
    cut_room = 0
    if cut_cards:
        cut_room = min(room // 2, MINI_W + (len(cut_cards) - 1) * (MINI_W + 4))
    money_room = room - cut_room - (C.GAP if cut_room else 0)
    shown, step = fan(len(cards), money_room, MINI_W, MINI_W + 4)
    top = cy - MINI_H // 2
    for card in cards[:shown]:
        P.paste_sprite(img, mini(view, card), (x, top))
        x += step
    if cut_cards:
        cx = right - cut_room
        shown, step = fan(len(cut_cards), cut_room, MINI_W, MINI_W + 4)
        for card in cut_cards[:shown]:
            P.rounded_box(img, (cx - 3, top - 3, cx + MINI_W + 3, top + MINI_H + 3), 8, SALE_RED)
            P.paste_sprite(img, mini(view, card), (cx, top))
            cx += step


def final_parts(view: View) -> tuple[list[Mapping[str, Any]], list[int], list[int]]:
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


def in_cards(words: Text, value: str, cards: Any) -> str:
    """``"15 in 8 cards"``, or just the value when no card holds it."""
    n = int(cards or 0)
    return pic(words, "in_n", value=value, n=n) if n else value


def final_title(view: View, names: Sequence[str], words: Text, inner: int = INNER) -> str:
    _, winners, _ = final_parts(view)
    room = inner - 2 * C.PAD
    each = room // max(1, len(winners)) // 2
    who = words.join([short(names, s, words, C.FS_BANNER, each) for s in winners])
    return pic(words, "wins", name=who, n=len(winners))
