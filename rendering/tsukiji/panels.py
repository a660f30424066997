"""Player panels: name, money, collected rows, special tickets and status."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import draw_text, text_width
from rendering.text import Text
from rendering.tsukiji.act import score_now
from rendering.tsukiji.art import product_tile
from rendering.tsukiji.parts import (
    INNER,
    TICKET_H,
    M,
    View,
    W,
    draw_ticket,
    lot_label,
    pic,
    seat_info,
    seat_rows,
)

PANEL_LINE = 50


@dataclass(frozen=True)
class _Chip:
    """One item of a panel's second line: its width and how to draw it at (x, y_top)."""

    width: int
    draw: Callable[[Image.Image, int, int], None]


def _row_chip(product: str, n: int, wild: int) -> _Chip:
    tile = 34
    count = str(n)
    extra = f"+{wild}" if wild else ""
    width = 6 + tile + 6 + text_width(count, C.FS_BODY, True) + 8
    if wild:
        width += 4 + 20 + 2 + text_width(extra, C.FS_MIN, True) + 6

    def draw(img: Image.Image, x: int, y: int) -> None:
        P.rounded_box(img, (x, y, x + width, y + 44), 10, T.CHIP)
        product_tile(img, (x + 6, y + 5), product, tile)
        tx = draw_text(img, (x + tile + 12, y + 22), count, C.FS_BODY, T.TEXT, True, "lm",
                       max_width=width)[2]  # fmt: skip
        if wild:
            product_tile(img, (tx + 4, y + 12), "takusan", 20)
            draw_text(img, (tx + 26, y + 22), extra, C.FS_MIN, T.TEXT, True, "lm", max_width=width)

    return _Chip(width, draw)


def _yakuza_chip(count: int) -> _Chip:
    text = f"×{count}"
    width = 36 + 4 + text_width(text, C.FS_BODY, True) + 4

    def draw(img: Image.Image, x: int, y: int) -> None:
        product_tile(img, (x, y + 4), "yakuza", 36)
        draw_text(img, (x + 40, y + 22), text, C.FS_BODY, T.TEXT_DIM, True, "lm", max_width=width)

    return _Chip(width, draw)


def _panel_chips(sv: Mapping[str, Any]) -> list[_Chip]:
    chips = [_row_chip(p, n, wild) for p, n, wild in seat_rows(sv)]
    if int(sv.get("yakuza_taken") or 0):
        chips.append(_yakuza_chip(int(sv["yakuza_taken"])))
    return chips


def _flow(chips: Sequence[_Chip], width: int) -> list[list[_Chip]]:
    lines: list[list[_Chip]] = [[]]
    used = 0
    for chip in chips:
        if lines[-1] and used + 10 + chip.width > width:
            lines.append([])
            used = 0
        used += (10 if lines[-1] else 0) + chip.width
        lines[-1].append(chip)
    return lines


def _panel_height(sv: Mapping[str, Any]) -> int:
    lines = _flow(_panel_chips(sv), INNER - 2 * C.PAD - 10)
    return 12 + 2 * PANEL_LINE + len(lines) * PANEL_LINE + 4


def _status(view: View, seat: int, words: Text) -> tuple[str, T.RGB, T.RGB] | None:
    """(text, ink, fill) of a panel's status pill."""
    sv = seat_info(view, seat)
    phase = view.get("phase")
    pending = view.get("pending") or {}
    if phase == "evaluate":
        if sv.get("confirmed"):
            return pic(words, "ready"), T.INK, T.GOOD
        return pic(words, "choosing"), T.TEXT, T.PANEL_BORDER
    if phase != "buy":
        return None
    if sv.get("bought_lot") is not None:
        return pic(words, "bought", label=lot_label(int(sv["bought_lot"]))), T.INK, T.TEXT
    if sv.get("passed"):
        return pic(words, "passed"), T.TEXT, T.PANEL_BORDER
    if view.get("turn") == seat or pending.get("seat") == seat:
        return pic(words, "your_turn"), T.INK, T.seat_color(seat)
    return None


def panel(
    img: Image.Image, y: int, view: View, seat: int, names: Sequence[str], words: Text
) -> int:
    """A player's line: seat, name, start flag, status, money; then rows, specials, Yakuza."""
    sv = seat_info(view, seat)
    h = _panel_height(sv)
    pending = view.get("pending") or {}
    acting = view.get("phase") == "buy" and seat in (view.get("turn"), pending.get("seat"))
    box = (M, y, W - M, y + h)
    sc = T.seat_color(seat)
    P.rounded_box(img, box, T.RADIUS, T.PANEL_HI if acting else T.PANEL, sc if acting else
                  T.PANEL_BORDER, 4 if acting else 2)  # fmt: skip
    P.rounded_box(img, (M + 6, y + 12, M + 12, y + h - 12), 3, sc)
    left, right = M + 22, W - M - C.PAD
    cy = y + 12 + PANEL_LINE // 2 - 4
    P.seat_dot(img, (left + C.SEAT_DOT // 2, cy), seat, C.SEAT_DOT)
    money = f"¥{sv.get('money', 0)}"
    mx = C.label(img, (right, cy), money, C.FS_BIG, T.GOLD, 120, bold=True, anchor="rm")[0]
    status = _status(view, seat, words)
    if status:
        text, ink, fill = status
        pw = min(240, text_width(text, C.FS_MIN, True) + 24)
        size = C.fit(text, pw - 24, C.FS_MIN, C.FS_MIN, True)
        px1 = mx - 14
        P.rounded_box(img, (px1 - pw, cy - 18, px1, cy + 18), 18, fill)
        draw_text(img, (px1 - pw // 2, cy), text, size, ink, True, "mm", max_width=pw - 16)
        mx = px1 - pw
    nx = left + C.SEAT_DOT + 10
    flag = view.get("start_player") == seat
    room = mx - 14 - nx - (42 if flag else 0)
    x1 = C.name_label(img, (nx, cy), pic.name(names, seat, words), C.FS_H2, T.TEXT, room,
                      anchor="lm")[2]  # fmt: skip
    if flag:
        P.badge(img, (x1 + 8, cy - 17), "start", 34)
    yy = _score_line(img, y + 12 + PANEL_LINE, view, seat, words)
    lines = _flow(_panel_chips(sv), INNER - 2 * C.PAD - 10)
    if not any(lines):
        C.label(img, (left, yy + 22), pic(words, "no_cards"), C.FS_SMALL, T.TEXT_FAINT,
                right - left, anchor="lm")  # fmt: skip
    for line in lines:
        x = left
        for chip in line:
            chip.draw(img, x, yy)
            x += chip.width + 10
        yy += PANEL_LINE
    return y + h + 10


def _score_line(img: Image.Image, y: int, view: View, seat: int, words: Text) -> int:
    """The score if the game ended now, then the single-use tickets still held (on a line of
    their own, so that a lone ticket never wraps below the rows)."""
    left = M + 22
    score = pic(words, "score_now", score=score_now(view, seat))
    x = C.label(img, (left, y + 22), score, C.FS_BODY, T.TEXT, 300, bold=True, anchor="lm")[2]
    x += 20
    for ticket in seat_info(view, seat).get("specials") or []:
        x += draw_ticket(img, (x, y + 2), str(ticket), TICKET_H) + 10
    return y + PANEL_LINE


def panels_height(view: View, seats: Sequence[int]) -> int:
    return sum(_panel_height(seat_info(view, s)) + 10 for s in seats) + C.GAP - 10
