"""The table in detail (:func:`render_table`), shown above a board's or a player's own picture:
the turn and the draw pile, the market, this round's plays and who earned from them, cubes and
covered cards per colour (every colour named), the special cards for sale, and every player's
ships, cards in hand and special cards. Public facts only (never money or hands)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering import tokens
from rendering.fonts import recording
from rendering.silkroad.art import (
    chip_width,
    chips,
    cube,
    goods_card,
    owned_specials,
    ship,
    ships_height,
    ships_row,
    special_card_sprite,
)
from rendering.silkroad.banner import acts, start_note, track_height
from rendering.silkroad.blocks import STATUS_H, status_row
from rendering.silkroad.parts import (
    CHIP_H,
    COLOURS,
    COUNT_H,
    CUBE,
    HEADING_H,
    INNER,
    PANEL_SHIPS_W,
    PANEL_TOP,
    SHIP_W,
    SPECIAL_H,
    SPECIALS,
    SPECIALS_H,
    Box,
    M,
    View,
    goods_name,
    heading,
    pic,
    pill,
)
from rendering.text import Text, written

MARKET_CARD = (INNER - 5 * 10) // 6  # the market in one row


def _market(img: Image.Image, y: int, view: View, words: Text) -> int:
    """The six slots in one row, the cards just played ringed; returns the y below."""
    y = heading(img, y, pic(words, "market"))
    market = list(view.get("market") or [])
    last = view.get("last_play") or {}
    fresh = set(last.get("slots") or [])
    w = MARKET_CARD
    for i, colour in enumerate(market):
        cx = M + i * (w + 10)
        goods_card(img, (cx, y), colour, w, w, words, slot=i + 1, named=False)
        if i in fresh:
            seat = last.get("seat")
            ring = T.seat_color(int(seat)) if seat is not None else T.GOLD
            P.rounded_box(img, (cx - 4, y - 4, cx + w + 4, y + w + 4), 16, None, ring, 4)
    return y + w + C.GAP


GOODS_COL = (INNER - 2 * C.PAD) // len(COLOURS)
LABEL_H = 34  # a row's label above its counts
GOODS_TABLE_H = 2 * C.PAD + CUBE + 34 + 2 * (LABEL_H + COUNT_H + 4)


def _colour_table(img: Image.Image, y: int, view: View, words: Text) -> int:
    """Per colour, each named under its cube: cubes left in the supply and cards covered in the
    market (played earlier), each row labelled above its counts; returns the y below."""
    box = (M, y, C.WIDTH - M, y + GOODS_TABLE_H)
    P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    supply = view.get("supply") or {}
    buried = view.get("buried") or {}
    top = y + C.PAD
    x0 = M + C.PAD
    for i, colour in enumerate(COLOURS):
        cx = x0 + i * GOODS_COL + GOODS_COL // 2
        cube(img, (cx - CUBE // 2, top), colour, CUBE)
        name = goods_name(colour, words)
        C.label(img, (cx, top + CUBE + 4), name, C.FS_MIN, T.TEXT, GOODS_COL - 6, anchor="ma")
    row_y = top + CUBE + 34
    for key, counts, warn in (("row_supply", supply, True), ("row_covered", buried, False)):
        C.label(img, (x0, row_y), pic(words, key), C.FS_MIN, T.TEXT_DIM, INNER - 2 * C.PAD)
        mid = row_y + LABEL_H + COUNT_H // 2
        for i, colour in enumerate(COLOURS):
            cx = x0 + i * GOODS_COL + GOODS_COL // 2
            n = int(counts.get(colour, 0))
            fill = (T.BAD if warn else T.TEXT_DIM) if not n else T.TEXT
            C.label(img, (cx, mid), str(n), C.FS_H2, fill, GOODS_COL - 8, bold=True, anchor="mm")
        row_y += LABEL_H + COUNT_H + 4
    return y + GOODS_TABLE_H + C.GAP


def round_plays(view: View) -> list[tuple[int, str, int, list[int]]]:
    """This round's plays, oldest first: (player, colour, cards, who earned)."""
    plays = []
    for record in view.get("history") or []:
        played: dict[str, Any] = {}
        for event in record.get("events") or []:
            if event.get("type") == "played":
                played = event
            elif event.get("type") == "income" and played:
                slots = len(played.get("slots") or [])
                earners = [int(s) for s in event.get("earners") or []]
                plays.append((int(played["seat"]), str(played["colour"]), slots, earners))
    return plays


def play_text(play: tuple[int, str, int, list[int]], names: Sequence[str], words: Text) -> str:
    """ "Alice played Tea ×2 → earned: Bob, Carol" (or "nobody earned")."""
    seat, colour, count, earners = play
    who = words.join(pic.name(names, s, words) for s in earners)
    return pic(
        words,
        "round_play" if earners else "round_play_none",
        name=pic.name(names, seat, words),
        kind=goods_name(colour, words),
        count=count,
        earners=who,
    )


def plays_height(
    plays: Sequence[tuple[int, str, int, list[int]]], names: Sequence[str], words: Text, width: int
) -> int:
    """How tall :func:`draw_plays` draws ``plays`` in ``width`` px."""
    room = width - CUBE - 12
    return sum(
        max(CUBE, C.paragraph_height(play_text(p, names, words), C.FS_MIN, room)) + 8 for p in plays
    )


def draw_plays(
    img: Image.Image,
    xy: tuple[int, int],
    plays: Sequence[tuple[int, str, int, list[int]]],
    names: Sequence[str],
    words: Text,
    width: int,
) -> int:
    """Each play of the round: its cube, who played and who earned from it; returns the y
    below."""
    x, y = xy
    room = width - CUBE - 12
    for play in plays:
        text = play_text(play, names, words)
        h = max(CUBE, C.paragraph_height(text, C.FS_MIN, room))
        cube(img, (x, y + (h - CUBE) // 2), play[1], CUBE)
        text_y = y + (h - C.paragraph_height(text, C.FS_MIN, room)) // 2
        C.paragraph(img, (x + CUBE + 12, text_y), text, C.FS_MIN, T.TEXT, room)
        y += h + 8
    return y


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


def _chips_w(info: Mapping[str, Any], words: Text) -> int:
    """How wide a player's special cards are as chips in a row."""
    return sum(chip_width(k, n, words) + 10 for k, n in owned_specials(info))


def _chips_beside(info: Mapping[str, Any], words: Text) -> bool:
    """Whether a player's special cards fit beside their ships (else they go below)."""
    ships = len(info.get("ships") or [])
    return ships * (SHIP_W + 8) + 16 + _chips_w(info, words) <= PANEL_SHIPS_W


def _panel_height(info: Mapping[str, Any], words: Text) -> int:
    ships_h = ships_height(len(info.get("ships") or []), PANEL_SHIPS_W)
    below = owned_specials(info) and not _chips_beside(info, words)
    return PANEL_TOP + ships_h + (CHIP_H + 10 if below else 0) + C.PAD


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
    y1 = y + _panel_height(info, words)
    active = acts(view, seat)
    sc = T.seat_color(seat)
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
    if not owned_specials(info):
        ships_row(img, (left, y + PANEL_TOP, right, ships_y1), ships)
    elif _chips_beside(info, words):
        chips_x = right - _chips_w(info, words) + 10
        ships_row(img, (left, y + PANEL_TOP, chips_x - 16, ships_y1), ships)
        chips(img, (chips_x, (y + PANEL_TOP + ships_y1 - CHIP_H) // 2), info, words)
    else:
        ships_row(img, (left, y + PANEL_TOP, right, ships_y1), ships)
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


def _legend_ring(img: Image.Image, x: int, y: int, size: int) -> int:
    P.rounded_box(img, (x, y - size // 2, x + size, y + size // 2), 8, None, T.GOLD, 3)
    return size


def _board_legend(view: View, words: Text) -> list[C.LegendItem]:
    """What the table's symbols mean, those on the picture only."""
    seats = view.get("seats") or []
    items = []
    if view.get("start_player") is not None:
        items.append(C.LegendItem(_legend_flag, pic(words, "legend_start")))
    items.append(C.LegendItem(_legend_card, pic(words, "legend_hand")))
    if any(cargo is None for seat in seats for cargo in seat.get("ships") or []):
        items.append(C.LegendItem(_legend_empty_ship, pic(words, "legend_empty_ship")))
    if (view.get("last_play") or {}).get("slots"):
        items.append(C.LegendItem(_legend_ring, pic(words, "legend_new")))
    return items


def legend_height(items: Sequence[C.LegendItem], width: int = INNER) -> int:
    """How tall :func:`components.legend` draws ``items`` (measured on a scratch image; what
    is drawn there is not part of the picture, so it is not recorded)."""
    if not items:
        return 0
    with recording(), tokens.recording():
        return C.legend(Image.new("RGB", (width + 2 * M, 200)), (M, 0), width, items)


@written
def render_table(view: View, names: Sequence[str], words: Text) -> bytes:
    """The table in detail (see the module's docstring), :data:`components.WIDTH` wide."""
    seats = list(view.get("seats") or [])
    legend = _board_legend(view, words)
    h = M + STATUS_H + track_height(view, names, words, C.WIDTH) + HEADING_H + MARKET_CARD + C.GAP
    h += GOODS_TABLE_H + C.GAP + SPECIALS_H
    h += sum(_panel_height(info, words) + C.GAP for info in seats) + legend_height(legend) + M
    plays = round_plays(view)  # the latest that fit
    room = C.max_height(C.WIDTH) - h - HEADING_H - C.GAP
    while plays and plays_height(plays, names, words, INNER) > room:
        plays = plays[1:]
    if plays:
        h += HEADING_H + plays_height(plays, names, words, INNER) + C.GAP
    img = C.canvas(h)
    y = status_row(img, M, view, words, None)
    y = start_note(img, y, view, names, words)
    y = _market(img, y, view, words)
    if plays:
        y = heading(img, y, pic(words, "round_title"))
        y = draw_plays(img, (M, y), plays, names, words, INNER) + C.GAP
    y = _colour_table(img, y, view, words)
    y = _specials(img, y, view, words)
    for seat in range(len(seats)):
        y = _player_panel(img, y, view, seat, names, words)
    C.legend(img, (M, y), INNER, legend)
    return P.to_png(img)
