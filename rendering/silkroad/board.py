"""The public board (:func:`render_board`): market, goods table, specials and players."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import recording
from rendering.silkroad.art import (
    chips,
    cube,
    goods_card,
    owned_specials,
    ship,
    ships_height,
    ships_row,
    special_card_sprite,
)
from rendering.silkroad.banner import acts, banner, phase_track, turn_row
from rendering.silkroad.parts import (
    CARD_GAP,
    CARD_H,
    CARD_W,
    CHIP_H,
    COLOURS,
    COUNT_H,
    CUBE,
    HEADER_H,
    INNER,
    MARKET_H,
    PANEL_SHIPS_W,
    PANEL_TOP,
    SPECIAL_H,
    SPECIALS,
    SPECIALS_H,
    TABLE_H,
    Box,
    M,
    View,
    heading,
    pic,
    pill,
)
from rendering.text import Text, written


def _market(img: Image.Image, y: int, view: View, words: Text) -> int:
    """The six slots, three by two, the cards just played ringed; returns the y below."""
    y = heading(img, y, pic(words, "market"))
    market = list(view.get("market") or [])
    last = view.get("last_play") or {}
    fresh = set(last.get("slots") or [])
    for i, colour in enumerate(market):
        row, col = divmod(i, 3)
        cx = M + col * (CARD_W + CARD_GAP)
        cy = y + row * (CARD_H + CARD_GAP)
        goods_card(img, (cx, cy), colour, CARD_W, CARD_H, words, slot=i + 1)
        if i in fresh:
            seat = last.get("seat")
            ring = T.seat_color(int(seat)) if seat is not None else T.GOLD
            P.rounded_box(
                img, (cx - 4, cy - 4, cx + CARD_W + 4, cy + CARD_H + 4), 16, None, ring, 4
            )
            pill(
                img,
                (cx + CARD_W - 8, cy + 8),
                pic(words, "new"),
                T.INK,
                ring,
                size=C.FS_MIN,
                anchor="r",
                height=34,
                max_width=CARD_W // 2,
            )
    rows = (len(market) + 2) // 3
    return y + rows * CARD_H + (rows - 1) * CARD_GAP + C.GAP


def _colour_table(img: Image.Image, y: int, view: View, words: Text) -> int:
    """Per colour: cubes left in the supply and cards covered in the market (played earlier),
    each row labelled; returns the y below."""
    h = C.PAD + CUBE + 3 * 8 + 2 * COUNT_H + C.PAD
    box = (M, y, C.WIDTH - M, y + h)
    P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    label_w = 320
    col_w = (INNER - 2 * C.PAD - label_w) // len(COLOURS)
    supply = view.get("supply") or {}
    buried = view.get("buried") or {}
    head = y + C.PAD
    rows = (
        (head + CUBE + 8, "row_supply", supply, True),
        (head + CUBE + 16 + COUNT_H, "row_covered", buried, False),
    )
    for top, key, _, _ in rows:
        C.label(
            img,
            (M + C.PAD, top + COUNT_H // 2),
            pic(words, key),
            C.FS_SMALL,
            T.TEXT,
            label_w - 12,
            anchor="lm",
        )
    for i, colour in enumerate(COLOURS):
        cx = M + C.PAD + label_w + i * col_w + col_w // 2
        cube(img, (cx - CUBE // 2, head), colour, CUBE)
        for top, _, counts, warn in rows:
            n = int(counts.get(colour, 0))
            fill = (T.BAD if warn else T.TEXT_FAINT) if not n else T.TEXT
            C.label(
                img,
                (cx, top + COUNT_H // 2),
                str(n),
                C.FS_H2,
                fill,
                col_w - 8,
                bold=True,
                anchor="mm",
            )
    return y + h + C.GAP


def _specials(img: Image.Image, y: int, view: View, words: Text) -> int:
    """The special cards for sale: each with its price, and below it how many are left (or
    "sold out"), inside its own tile; returns the y below."""
    y = heading(img, y, pic(words, "specials"))
    specials = view.get("specials") or {}
    for kind, (x0, y0, x1, y1) in zip(SPECIALS, special_tiles(y), strict=True):
        info = specials.get(kind) or {}
        left = int(info.get("left", 0))
        w = x1 - x0
        sprite = special_card_sprite(
            kind,
            pic(words, f"special.{kind}"),
            w,
            SPECIAL_H,
            int(info.get("price", 0)),
            "normal" if left else "sold",
            words.lang,
        )
        if left:
            P.shadow(img, (x0, y0, x1, y0 + SPECIAL_H), 12, (0, 3), 4)
        P.paste_sprite(img, sprite, (x0, y0))
        text = pic(words, "left", n=left) if left else pic(words, "sold_out")
        C.label(
            img,
            ((x0 + x1) // 2, y1),
            text,
            C.FS_BODY,
            T.TEXT if left else T.BAD,
            w,
            bold=True,
            anchor="md",
        )
    return y + SPECIAL_H + COUNT_H + 8 + C.GAP


def special_tiles(y: int) -> list[Box]:
    """The four special cards' tiles (card and the count under it), left to right."""
    w = (INNER - 3 * C.GAP) // 4
    return [
        (M + i * (w + C.GAP), y, M + i * (w + C.GAP) + w, y + SPECIAL_H + 8 + COUNT_H)
        for i in range(len(SPECIALS))
    ]


def _panel_height(info: Mapping[str, Any]) -> int:
    ships_h = ships_height(len(info.get("ships") or []), PANEL_SHIPS_W)
    return PANEL_TOP + ships_h + (CHIP_H + 10 if owned_specials(info) else 0) + C.PAD


def _player_panel(
    img: Image.Image,
    y: int,
    view: View,
    seat: int,
    names: Sequence[str],
    words: Text,
) -> int:
    """A player's name, cards in hand, ships (with their cubes) and special cards; returns
    the y below."""
    seats = view.get("seats") or []
    info = seats[seat] if seat < len(seats) else {}
    x0, x1 = M, C.WIDTH - M
    y1 = y + _panel_height(info)
    active = acts(view, seat)
    sc = T.seat_color(seat)
    P.shadow(img, (x0, y, x1, y1), T.RADIUS, (0, 4), 6)
    if active:
        P.rounded_box(img, (x0, y, x1, y1), T.RADIUS, T.PANEL_HI, sc, 4)
    else:
        P.rounded_box(img, (x0, y, x1, y1), T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    P.rounded_box(img, (x0 + 8, y + 14, x0 + 14, y1 - 14), 3, sc)
    left, right = x0 + 26, x1 - C.PAD
    mid = y + C.PAD + C.SEAT_DOT // 2
    P.seat_dot(img, (left + C.SEAT_DOT // 2, mid), seat, C.SEAT_DOT)
    hand_n = int(info.get("hand_count") or 0)
    P.face_down_card(img, (right - 28, mid - 20), 28, 40)
    hand_x = C.label(
        img,
        (right - 38, mid),
        pic(words, "cards", n=hand_n),
        C.FS_BODY,
        T.TEXT_DIM,
        170,
        bold=True,
        anchor="rm",
    )[0]
    name_right = hand_x - 12
    if active:
        phase = str(view.get("phase"))
        tag = {"phase1": "phase1", "exchange": "exchange", "load": "loading"}.get(phase, "phase2")
        name_right = (
            pill(
                img,
                (name_right, mid - 19),
                pic(words, tag),
                T.INK,
                sc,
                anchor="r",
                height=38,
                max_width=190,
                icon_kind="play",
            )[0]
            - 12
        )
    start = view.get("start_player") == seat
    name_x = left + C.SEAT_DOT + 10
    room = name_right - name_x - (48 if start else 0)
    nx = C.name_label(
        img, (name_x, mid), pic.name(names, seat, words), C.FS_H2, T.TEXT, room, anchor="lm"
    )[2]
    if start:
        P.badge(img, (nx + 10, mid - 18), "start", 36)
    ships = list(info.get("ships") or [])
    ships_y1 = y + PANEL_TOP + ships_height(len(ships), right - left)
    ships_row(img, (left, y + PANEL_TOP, right, ships_y1), ships)
    if owned_specials(info):
        chips(img, (left, ships_y1 + 10), info, words)
    return y1 + C.GAP


def _legend_card(img: Image.Image, x: int, y: int, size: int) -> int:
    P.face_down_card(img, (x, y - size // 2 - 2), round(size * 0.7), size + 4)
    return round(size * 0.7)


def _legend_flag(img: Image.Image, x: int, y: int, size: int) -> int:
    P.badge(img, (x, y - size // 2 - 2), "start", size + 4)
    return size + 4


def _legend_empty_ship(img: Image.Image, x: int, y: int, size: int) -> int:
    w = size + 12
    ship(img, (x, y - round(w * 0.92) // 2), None, w)
    return w


def _board_legend(view: View, words: Text) -> list[C.LegendItem]:
    """What the board's symbols mean, those on the picture only."""
    seats = view.get("seats") or []
    items = []
    if view.get("start_player") is not None:
        items.append(C.LegendItem(_legend_flag, pic(words, "legend_start")))
    items.append(C.LegendItem(_legend_card, pic(words, "legend_hand")))
    if any(cargo is None for seat in seats for cargo in seat.get("ships") or []):
        items.append(C.LegendItem(_legend_empty_ship, pic(words, "legend_empty_ship")))
    if (view.get("last_play") or {}).get("slots"):
        items.append(C.text_item(pic(words, "new"), pic(words, "legend_new"), T.GOLD))
    return items


def legend_height(items: Sequence[C.LegendItem]) -> int:
    """How tall :func:`components.legend` draws ``items`` (measured on a scratch image; what
    is drawn there is not part of the picture, so it is not recorded)."""
    if not items:
        return 0
    with recording():
        return C.legend(Image.new("RGB", (C.WIDTH, 200)), (M, 0), INNER, items)


@written
def render_board(view: View, names: Sequence[str], words: Text) -> bytes:
    """Public board: who acts and what they do, the market, cubes and covered cards per colour,
    the special cards for sale, and every player's ships and cards (never money or hands)."""
    seats = list(view.get("seats") or [])
    legend = _board_legend(view, words)
    h = HEADER_H + MARKET_H + TABLE_H + SPECIALS_H
    h += sum(_panel_height(info) + C.GAP for info in seats) + legend_height(legend) + M
    img = C.canvas(h)
    y = banner(img, view, names, words, None)
    y = turn_row(img, y, view, words)
    y = phase_track(img, y, view, names, words)
    y = _market(img, y, view, words)
    y = _colour_table(img, y, view, words)
    y = _specials(img, y, view, words)
    for seat in range(len(seats)):
        y = _player_panel(img, y, view, seat, names, words)
    C.legend(img, (M, y), INNER, legend)
    return P.to_png(img)
