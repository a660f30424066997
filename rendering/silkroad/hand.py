"""A seat's private picture: its cards, ships and income (:func:`render_hand`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import draw_text
from rendering.silkroad.art import chips, cube, goods_card, owned_specials, ships_height, ships_row
from rendering.silkroad.banner import banner
from rendering.silkroad.board import legend_height
from rendering.silkroad.parts import (
    CARD_GAP,
    CARD_H,
    CARD_W,
    CHIP_H,
    COLOURS,
    EMPTY_H,
    FAN,
    HEADING_H,
    INCOME_HEAD,
    INNER,
    RGB,
    M,
    View,
    goods_name,
    heading,
    pic,
)
from rendering.text import Text, written

HAND_W, HAND_H = CARD_W, CARD_H
MINI = (INNER - 5 * 10) // 6


def _identity(
    img: Image.Image, y: int, me: Mapping[str, Any], names: Sequence[str], words: Text
) -> int:
    """The reader's seat, name and secret money; returns the y below."""
    h = 64
    mid = y + h // 2
    seat = int(me.get("seat", 0))
    money = f"¥{int(me.get('money') or 0)}"
    mx = C.label(img, (C.WIDTH - M, mid), money, C.FS_BIG, T.GOLD, 200, bold=True, anchor="rm")[0]
    lx = C.label(
        img, (mx - 12, mid), pic(words, "money"), C.FS_SMALL, T.TEXT_DIM, 240, anchor="rm"
    )[0]
    P.seat_dot(img, (M + C.SEAT_DOT // 2, mid), seat, C.SEAT_DOT)
    name_x = M + C.SEAT_DOT + 10
    C.name_label(
        img,
        (name_x, mid),
        pic.name(names, seat, words),
        C.FS_H2,
        T.TEXT,
        lx - name_x - 16,
        anchor="lm",
    )
    return y + h + C.GAP


def _hand_rows(me: Mapping[str, Any]) -> list[tuple[str, int]]:
    hand = me.get("hand") or {}
    return [(c, int(hand.get(c, 0))) for c in COLOURS if int(hand.get(c, 0))]


def _hand_height(me: Mapping[str, Any]) -> int:
    groups = _hand_rows(me)
    rows = max(1, (len(groups) + 2) // 3)
    body = rows * (HAND_H + FAN) + (rows - 1) * CARD_GAP if groups else EMPTY_H
    return HEADING_H + body + C.GAP


def _hand_cards(img: Image.Image, y: int, me: Mapping[str, Any], words: Text) -> int:
    """The hand, one card per colour with how many ("×2") when more than one; returns the y
    below."""
    y = heading(img, y, pic(words, "hand_title"))
    groups = _hand_rows(me)
    if not groups:
        box = (M, y, C.WIDTH - M, y + EMPTY_H)
        P.rounded_box(img, box, T.RADIUS, None, T.PANEL_BORDER, 2)
        C.label(
            img,
            (C.WIDTH // 2, y + EMPTY_H // 2),
            pic(words, "empty_hand"),
            C.FS_BODY,
            T.TEXT_DIM,
            INNER - 2 * C.PAD,
            bold=True,
            anchor="mm",
        )
        return y + EMPTY_H + C.GAP
    rows = (len(groups) + 2) // 3
    for i, (colour, n) in enumerate(groups):
        row, col = divmod(i, 3)
        x = M + col * (HAND_W + CARD_GAP)
        top = y + row * (HAND_H + FAN + CARD_GAP) + FAN
        for k in range(min(n, 3) - 1, 0, -1):  # a small fan shows the stack
            goods_card(
                img, (x + 6 * k, top - 6 * k), colour, HAND_W - 6 * k, HAND_H, words, named=False
            )
        goods_card(img, (x, top), colour, HAND_W, HAND_H, words)
        if n > 1:
            d = 52
            bx, by = x + HAND_W - d - 6, top + 6
            P.rounded_box(img, (bx, by, bx + d, by + d), d // 2, T.TEXT, T.INK, 2)
            C.label(
                img,
                (bx + d // 2, by + d // 2 + 1),
                f"×{n}",
                C.FS_BODY,
                T.INK,
                d - 6,
                bold=True,
                anchor="mm",
            )
    return y + rows * (HAND_H + FAN) + (rows - 1) * CARD_GAP + C.GAP


def _my_ships(img: Image.Image, y: int, view: View, me: Mapping[str, Any], words: Text) -> int:
    seats = view.get("seats") or []
    seat = int(me.get("seat", 0))
    info = seats[seat] if seat < len(seats) else {}
    y = heading(img, y, pic(words, "your_ships"))
    ships = list(info.get("ships") or [])
    ships_h = ships_height(len(ships), INNER)
    ships_row(img, (M, y, C.WIDTH - M, y + ships_h), ships)
    y += ships_h
    if owned_specials(info):
        chips(img, (M, y + 10), info, words)
        y += CHIP_H + 10
    return y + C.GAP


def _my_ships_height(view: View, me: Mapping[str, Any]) -> int:
    seats = view.get("seats") or []
    seat = int(me.get("seat", 0))
    info = seats[seat] if seat < len(seats) else {}
    ships_h = ships_height(len(info.get("ships") or []), INNER)
    return HEADING_H + ships_h + (CHIP_H + 10 if owned_specials(info) else 0) + C.GAP


def _mini_market(img: Image.Image, y: int, view: View, me: Mapping[str, Any], words: Text) -> int:
    """The market in one row; a slot chosen for the pending play gets the played card on top,
    outlined, with its pick order. Returns the y below."""
    y = heading(img, y, pic(words, "market"))
    market = list(view.get("market") or [])
    play = me.get("play") or {}
    chosen = list(play.get("slots") or [])
    colour = play.get("colour")
    for i, top in enumerate(market):
        x = M + i * (MINI + 10)
        goods_card(img, (x, y), top, MINI, MINI, words, slot=i + 1, named=False)
        if i in chosen and colour:
            s = MINI // 2
            nx, ny = x + MINI - s - 6, y + MINI - s - 6
            P.rounded_box(img, (nx - 4, ny - 4, nx + s + 4, ny + s + 4), 12, T.GOLD)
            goods_card(img, (nx, ny), colour, s, s, words, named=False)
            d = C.SEAT_DOT
            ox, oy = x + MINI - d, y - 6
            P.rounded_box(img, (ox, oy, ox + d, oy + d), d // 2, T.GOLD, T.GOLD_DARK, 2)
            C.label(
                img,
                (ox + d // 2, oy + d // 2 + 1),
                str(chosen.index(i) + 1),
                C.FS_MIN,
                T.INK,
                d - 4,
                bold=True,
                anchor="mm",
            )
    return y + MINI + C.GAP


def _income_rows(
    view: View, me: Mapping[str, Any], words: Text
) -> tuple[str, list[tuple[str | None, str, list[int]]]]:
    """(title, rows of (colour, plan, income per seat)) for the preview table."""
    play = me.get("play")
    if play and me.get("preview") is not None:
        colour = str(play.get("colour"))
        chosen = list(play.get("slots") or [])
        slots = words.join(str(s + 1) for s in chosen)
        title = pic(words, "if_played", colour=goods_name(colour, words).upper())
        plan = pic(words, "at_slots", count=len(chosen), slots=slots) if chosen else ""
        return title, [(colour, plan, list(me["preview"]))]
    previews = me.get("colour_previews") or {}
    rows: list[tuple[str | None, str, list[int]]] = []
    for colour in COLOURS:
        p = previews.get(colour)
        if p:
            chosen = list(p.get("slots") or [])
            slots = words.join(str(s + 1) for s in chosen)
            plan = pic(
                words, "play_plan", cards=int(p.get("cards", 0)), count=len(chosen), slots=slots
            )
            rows.append((colour, plan, list(p.get("income") or [])))
    return pic(words, "best_plays"), rows


LINE = 1.45  # line step of wrapped text (a line's box is about 1.4 em)


def _lines_height(lines: Sequence[str], size: int) -> int:
    return len(lines) * round(size * LINE)


def _draw_lines(
    img: Image.Image,
    xy: tuple[int, int],
    lines: Sequence[str],
    size: int,
    fill: RGB,
    room: int,
    *,
    bold: bool = False,
) -> int:
    """Wrapped lines from ``xy`` (top left); returns the y below them."""
    x, y = xy
    for line in lines:
        draw_text(img, (x, y), line, size, fill, bold, "la", max_width=room)
        y += round(size * LINE)
    return y


def _income_layout(n: int) -> tuple[int, int]:
    """(label column width, width of each player's column) for ``n`` players."""
    col_w = 100
    label_w = INNER - 2 * C.PAD - n * col_w
    return label_w, col_w


def _plan_lines(plan: str, n: int) -> list[str]:
    room = _income_layout(n)[0] - INCOME_LABEL_X
    return C.wrap(plan, C.FS_MIN, room) if plan else []


def _row_height(plan: str, n: int) -> int:
    return 6 + round(C.FS_BODY * LINE) + _lines_height(_plan_lines(plan, n), C.FS_MIN) + 6


def _income_height(title: str, rows: Sequence[tuple[str | None, str, list[int]]]) -> int:
    if not rows:
        return 0
    n = len(rows[0][2])
    title_h = _lines_height(C.wrap(title, C.FS_SMALL, INNER - 2 * C.PAD, True), C.FS_SMALL)
    body = sum(_row_height(plan, n) for _, plan, _ in rows)
    return C.PAD + title_h + INCOME_HEAD + body + C.PAD + C.GAP


INCOME_LABEL_X = 52  # the goods' name and plan start after the cube


def _income_table(
    img: Image.Image,
    y: int,
    title: str,
    rows: Sequence[tuple[str | None, str, list[int]]],
    me: Mapping[str, Any],
    names: Sequence[str],
    words: Text,
) -> int:
    """What each play would pay every player (the reader's column named "you")."""
    n = len(rows[0][2]) if rows else 0
    h = _income_height(title, rows) - C.GAP
    x0, x1 = M, C.WIDTH - M
    P.rounded_box(img, (x0, y, x1, y + h), T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    room = INNER - 2 * C.PAD
    title_lines = C.wrap(title, C.FS_SMALL, room, True)
    ty = _draw_lines(
        img, (x0 + C.PAD, y + C.PAD), title_lines, C.FS_SMALL, T.TEXT_DIM, room, bold=True
    )
    label_w, col_w = _income_layout(n)
    me_seat = int(me.get("seat", -1))
    for seat in range(n):
        cx = x0 + C.PAD + label_w + seat * col_w + col_w // 2
        P.seat_dot(img, (cx, ty + C.SEAT_DOT // 2), seat, C.SEAT_DOT)
        name = pic(words, "you") if seat == me_seat else pic.name(names, seat, words)
        C.name_label(
            img, (cx, ty + C.SEAT_DOT + 4), name, C.FS_SMALL, T.TEXT, col_w - 8, anchor="ma"
        )
    ry = ty + INCOME_HEAD
    for r, (colour, plan, income) in enumerate(rows):
        row_h = _row_height(plan, n)
        if r % 2 == 0:
            P.rounded_box(img, (x0 + 8, ry + 2, x1 - 8, ry + row_h - 2), 10, T.CHIP)
        cy = ry + row_h // 2
        if colour:
            cube(img, (x0 + C.PAD, cy - 17), colour, 34)
            lx = x0 + C.PAD + INCOME_LABEL_X
            text_room = label_w - INCOME_LABEL_X
            C.label(
                img,
                (lx, ry + 6),
                goods_name(colour, words),
                C.FS_BODY,
                T.TEXT,
                text_room,
                bold=True,
            )
            plan_y = ry + 6 + round(C.FS_BODY * LINE)
            _draw_lines(img, (lx, plan_y), _plan_lines(plan, n), C.FS_MIN, T.TEXT_DIM, text_room)
        for seat, amount in enumerate(income):
            cx = x0 + C.PAD + label_w + seat * col_w + col_w // 2
            text = f"¥{amount}" if amount else pic(words, "income_none")
            C.label(
                img,
                (cx, cy),
                text,
                C.FS_H2,
                T.GOLD if amount else T.TEXT_FAINT,
                col_w - 8,
                bold=True,
                anchor="mm",
            )
        ry += row_h
    return y + h + C.GAP


def _hand_legend(me: Mapping[str, Any], rows: Sequence[Any], words: Text) -> list[C.LegendItem]:
    """What the hand's symbols mean, those on the picture only."""
    items = []
    if any(n > 1 for _, n in _hand_rows(me)):
        items.append(C.text_item("×2", pic(words, "legend_stack")))
    if any(not amount for _, _, income in rows for amount in income):
        items.append(C.text_item(pic(words, "income_none"), pic(words, "legend_no_income")))
    if (me.get("play") or {}).get("slots"):
        items.append(C.text_item("1", pic(words, "legend_order"), T.GOLD))
    return items


@written
def render_hand(view: View, names: Sequence[str], words: Text) -> bytes:
    """A seat's private picture: "Your turn" (or whose turn it is), money, hand, the market
    (with a pending play), the income each play would pay every player, and own ships."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand needs a seat's own view (view['me'])")
    title, rows = _income_rows(view, me, words)
    h = M + C.BANNER_H + C.GAP + 64 + C.GAP + _hand_height(me) + _my_ships_height(view, me)
    legend = _hand_legend(me, rows, words)
    h += HEADING_H + MINI + C.GAP + _income_height(title, rows) + legend_height(legend) + M
    img = C.canvas(h)
    y = banner(img, view, names, words, int(me.get("seat", 0)))
    y = _identity(img, y, me, names, words)
    y = _hand_cards(img, y, me, words)
    y = _mini_market(img, y, view, me, words)
    if rows:
        y = _income_table(img, y, title, rows, me, names, words)
    y = _my_ships(img, y, view, me, words)
    if legend:
        C.legend(img, (M, y), INNER, legend)
    return P.to_png(img)
