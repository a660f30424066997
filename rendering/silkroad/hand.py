"""A seat's own picture (:func:`render_hand`), right above its buttons: "Your turn" (or whose
turn it is), the reader's secret money and the draw pile (the game's clock) in every phase, then
what the decision acts on —

* loading a ship: the cube supply, the reader's ships and hand;
* phase 1 (swap, buy or skip): the special cards with prices and stock, the cube supply, the
  reader's ships and hand (rivals' ships are in the table's detail picture above);
* phase 2, choosing a colour: what playing each colour in hand pays every player (a row per
  player with the full name) under the market;
* phase 2, choosing slots: the market with the slots still free ("+") and the chosen ones
  (the played card on them, a gold ring and their order), and what the play pays everyone;
* the exchange, and waiting for others: what the reader earned since their last turn, the
  market, their ships and hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.silkroad.art import cube, goods_card, icon, owned_specials, ships_row
from rendering.silkroad.banner import NAME_MARK, acts, around_name, banner, name_line
from rendering.silkroad.blocks import (
    MARKET_ROW_H,
    SPECIALS_ROW_H,
    STATUS_H,
    free_slots,
    legend_chosen,
    legend_free,
    market_grid,
    market_height,
    market_row,
    specials_row,
    status_row,
)
from rendering.silkroad.parts import (
    ACT_INNER,
    COLOURS,
    SMALL_HEADING_H,
    SPECIAL_EDGE,
    SPECIAL_FACE,
    M,
    View,
    act_canvas,
    goods_name,
    pic,
    small_heading,
)
from rendering.silkroad.table import legend_height
from rendering.text import Text, written

TOP_H = M + C.BANNER_H + C.GAP + STATUS_H
ME_H = SMALL_HEADING_H + 64 + C.GAP  # the reader's ships and hand
HAND_CARD_W, HAND_CARD_H = 48, 64
SUPPLY_CUBE = 44
SUPPLY_ROW_H = 4 + SUPPLY_CUBE + C.GAP


# -- the reader's ships and hand ---------------------------------------------------------------
def _hand(me: Mapping[str, Any]) -> list[tuple[str, int]]:
    hand = me.get("hand") or {}
    return [(c, int(hand.get(c, 0))) for c in COLOURS if int(hand.get(c, 0))]


def _seat_info(view: View, me: Mapping[str, Any]) -> Mapping[str, Any]:
    seats = view.get("seats") or []
    seat = int(me.get("seat", 0))
    return seats[seat] if seat < len(seats) else {}


def _me_strip(img: Image.Image, y: int, view: View, me: Mapping[str, Any], words: Text) -> int:
    """The reader's ships (and special cards) at the left, their hand at the right, each
    under its title; returns the y below."""
    hand = _hand(me)
    hand_w = max(200, len(hand) * (HAND_CARD_W + 8))
    split = img.width - M - hand_w
    C.label(img, (M, y), pic(words, "your_ships"), C.FS_MIN, T.TEXT_DIM, split - M - 12, bold=True)
    C.label(img, (split, y), pic(words, "hand_title"), C.FS_MIN, T.TEXT_DIM, hand_w, bold=True)
    top = y + SMALL_HEADING_H
    info = _seat_info(view, me)
    owned = owned_specials(info)
    chips_w = len(owned) * 48
    ships = list(info.get("ships") or [])
    ships_row(img, (M, top, split - 16 - chips_w, top + 64), ships)
    x = split - 12 - chips_w
    for kind, n in owned:
        P.rounded_box(img, (x, top + 12, x + 42, top + 54), 8, SPECIAL_FACE, SPECIAL_EDGE, 2)
        icon(img, kind, (x + 5, top + 17), 32, T.darken(SPECIAL_EDGE, 0.7))
        if n > 1:
            C.label(img, (x + 21, top + 52), f"×{n}", C.FS_MIN, T.TEXT, 46, bold=True, anchor="ma")
        x += 48
    if not hand:
        C.label(
            img,
            (split, top + 32),
            pic(words, "cards", n=0),
            C.FS_SMALL,
            T.TEXT_DIM,
            hand_w,
            anchor="lm",
        )
    for i, (colour, n) in enumerate(hand):
        x = split + i * (HAND_CARD_W + 8)
        goods_card(img, (x, top), colour, HAND_CARD_W, HAND_CARD_H, words, named=False)
        if n > 1:
            d = 30
            bx, by = x + HAND_CARD_W - d + 6, top + HAND_CARD_H - d + 4
            P.rounded_box(img, (bx, by, bx + d, by + d), d // 2, T.TEXT, T.INK, 2)
            C.label(
                img,
                (bx + d // 2, by + d // 2 + 1),
                f"×{n}",
                C.FS_MIN,
                T.INK,
                d + 8,
                bold=True,
                anchor="mm",
            )
    return y + ME_H


# -- income per player ---------------------------------------------------------------------------
Row = tuple[str, int, list[int]]  # colour, cards in hand, income per seat
INCOME_COL = 78
INCOME_HEAD_H = 70
INCOME_ROW_H = 42
NAME_LINE_H = 36


def _income_rows(view: View, me: Mapping[str, Any]) -> list[Row]:
    """A column per colour the reader may play: the pending play's, or each colour in hand
    played in full on its best slots."""
    hand = me.get("hand") or {}
    play = me.get("play")
    if play and me.get("preview") is not None:
        colour = str(play.get("colour"))
        return [(colour, len(play.get("slots") or []), list(me["preview"]))]
    previews = me.get("colour_previews") or {}
    return [
        (c, int(hand.get(c, 0)), list((previews.get(c) or {}).get("income") or []))
        for c in COLOURS
        if previews.get(c)
    ]


def _name_room(columns: int) -> int:
    return ACT_INNER - 2 * C.PAD - columns * INCOME_COL - C.SEAT_DOT - 20


def _wide_name(name: str, columns: int) -> bool:
    """Whether ``name`` needs a line of its own (the rule for names: never cut short here)."""
    return C.text_width(name, C.FS_MIN, True) > _name_room(columns)


def _player_names(view: View, names: Sequence[str], words: Text) -> list[str]:
    return [pic.name(names, s, words) for s in range(len(view.get("seats") or []))]


def _income_height(title: str, rows: Sequence[Row], shown: Sequence[str]) -> int:
    if not rows:
        return 0
    title_h = C.paragraph_height(title, C.FS_MIN, ACT_INNER - 2 * C.PAD, True) if title else 0
    body = sum(INCOME_ROW_H + (NAME_LINE_H if _wide_name(n, len(rows)) else 0) for n in shown)
    return C.PAD + title_h + INCOME_HEAD_H + body + C.PAD + C.GAP


def _income_table(
    img: Image.Image,
    y: int,
    title: str,
    rows: Sequence[Row],
    me: Mapping[str, Any],
    shown: Sequence[str],
    words: Text,
) -> int:
    """What each play pays every player: a column per colour (its cube and the cards it
    takes), a row per player with the full name (on a line of its own when it is long); the
    reader's row lit. Returns the y below."""
    h = _income_height(title, rows, shown) - C.GAP
    x0, x1 = M, img.width - M
    P.rounded_box(img, (x0, y, x1, y + h), T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    room = ACT_INNER - 2 * C.PAD
    ty = y + C.PAD
    if title:
        ty = C.paragraph(img, (x0 + C.PAD, ty), title, C.FS_MIN, T.TEXT_DIM, room, bold=True)
    first = x1 - C.PAD - len(rows) * INCOME_COL
    for i, (colour, cards, _) in enumerate(rows):
        cx = first + i * INCOME_COL + INCOME_COL // 2
        cube(img, (cx - 17, ty + 2), colour, 34)
        C.label(
            img,
            (cx, ty + 36),
            f"×{cards}",
            C.FS_MIN,
            T.TEXT,
            INCOME_COL - 8,
            bold=True,
            anchor="ma",
        )
    ry = ty + INCOME_HEAD_H
    mine = int(me.get("seat", -1))
    for seat, name in enumerate(shown):
        wide = _wide_name(name, len(rows))
        row_h = INCOME_ROW_H + (NAME_LINE_H if wide else 0)
        if seat == mine:
            P.rounded_box(img, (x0 + 6, ry + 2, x1 - 6, ry + row_h - 2), 10, T.PANEL_HI)
        P.seat_dot(img, (x0 + C.PAD + C.SEAT_DOT // 2, ry + 4 + C.SEAT_DOT // 2), seat, C.SEAT_DOT)
        name_x = x0 + C.PAD + C.SEAT_DOT + 10
        fill = T.GOLD if seat == mine else T.TEXT
        if wide:
            C.name_label(img, (name_x, ry + 4), name, C.FS_MIN, fill, x1 - C.PAD - name_x)
        else:
            C.name_label(
                img,
                (name_x, ry + INCOME_ROW_H // 2),
                name,
                C.FS_SMALL,
                fill,
                _name_room(len(rows)),
                anchor="lm",
            )
        mid = ry + row_h - INCOME_ROW_H // 2
        for i, (_, _, income) in enumerate(rows):
            amount = income[seat] if seat < len(income) else 0
            cx = first + i * INCOME_COL + INCOME_COL // 2
            text = f"¥{amount}" if amount else pic(words, "income_none")
            C.label(
                img,
                (cx, mid),
                text,
                C.FS_BODY,
                T.GOLD if amount else T.TEXT_DIM,
                INCOME_COL - 6,
                bold=True,
                anchor="mm",
            )
        ry += row_h
    return y + h + C.GAP


PREVIEW_CELL_H = 48


def _preview_height(title: str) -> int:
    title_h = C.paragraph_height(title, C.FS_MIN, ACT_INNER - 2 * C.PAD, True)
    return C.PAD + title_h + PREVIEW_CELL_H + C.PAD + C.GAP


def _preview(
    img: Image.Image,
    y: int,
    title: str,
    income: Sequence[int],
    me: Mapping[str, Any],
    words: Text,
) -> int:
    """What the pending play pays every player, a seat disc and amount each (the players'
    names are by their discs in the detail picture); the reader's lit. Returns the y below."""
    h = _preview_height(title) - C.GAP
    x0, x1 = M, img.width - M
    P.rounded_box(img, (x0, y, x1, y + h), T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    room = ACT_INNER - 2 * C.PAD
    ty = C.paragraph(img, (x0 + C.PAD, y + C.PAD), title, C.FS_MIN, T.TEXT_DIM, room, bold=True)
    w = room // max(1, len(income))
    mine = int(me.get("seat", -1))
    for seat, amount in enumerate(income):
        x = x0 + C.PAD + seat * w
        if seat == mine:
            P.rounded_box(img, (x, ty, x + w - 8, ty + PREVIEW_CELL_H - 4), 10, T.PANEL_HI)
        mid = ty + (PREVIEW_CELL_H - 4) // 2
        P.seat_dot(img, (x + 6 + C.SEAT_DOT // 2, mid), seat, C.SEAT_DOT)
        text = f"¥{amount}" if amount else pic(words, "income_none")
        C.label(
            img,
            (x + C.SEAT_DOT + 14, mid),
            text,
            C.FS_BODY,
            T.GOLD if amount else T.TEXT_DIM,
            w - C.SEAT_DOT - 26,
            bold=True,
            anchor="lm",
        )
    return y + h + C.GAP


# -- what the reader earned --------------------------------------------------------------------
News = tuple[str, tuple[str, str, str]]  # colour, the line around the player's name


def _news_lines(me: Mapping[str, Any], names: Sequence[str], words: Text) -> list[News]:
    lines = []
    for n in me.get("news") or []:
        colour = str(n.get("colour"))
        text = pic(
            words,
            "news_item",
            amount=int(n.get("amount", 0)),
            kind=goods_name(colour, words),
            name=NAME_MARK,
        )
        before, after = around_name(text)
        lines.append((colour, (before, pic.name(names, n.get("by"), words), after)))
    return lines


def _news_height(lines: Sequence[News]) -> int:
    return SMALL_HEADING_H + max(1, len(lines)) * 40 + C.GAP


def _news(img: Image.Image, y: int, lines: Sequence[News], words: Text) -> int:
    """What the reader earned since their last turn, one play a line; returns the y below."""
    y = small_heading(img, y, pic(words, "news_title"))
    if not lines:
        C.label(
            img,
            (M, y + 20),
            pic(words, "news_none"),
            C.FS_SMALL,
            T.TEXT_DIM,
            ACT_INNER,
            anchor="lm",
        )
    for colour, parts in lines:
        cube(img, (M, y + 3), colour, 34)
        name_line(img, (M + 46, y + 3), parts, ACT_INNER - 46, T.TEXT, C.FS_SMALL, bold=False)
        y += 40
    return y + (40 if not lines else 0) + C.GAP


# -- the picture -------------------------------------------------------------------------------
def _slots_legend(view: View, me: Mapping[str, Any], words: Text) -> list[C.LegendItem]:
    """What the marks on the market mean, those on the picture only."""
    items = []
    if free_slots(view, me):
        items.append(C.LegendItem(legend_free, pic(words, "legend_free")))
    if (me.get("play") or {}).get("slots"):
        items.append(C.LegendItem(legend_chosen, pic(words, "legend_order")))
    return items


def _income_legend(rows: Sequence[Row], words: Text) -> list[C.LegendItem]:
    """What the income table's marks mean, those on the picture only."""
    items = [C.text_item("×2", pic(words, "legend_stack"))]
    if any(not amount for _, _, income in rows for amount in income):
        items.append(C.text_item(pic(words, "income_none"), pic(words, "legend_no_income")))
    return items


@written
def render_hand(view: View, names: Sequence[str], words: Text) -> bytes:
    """A seat's own picture (see the module's docstring), at most
    :data:`components.ACT_MAX_HEIGHT` tall."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand needs a seat's own view (view['me'])")
    phase = view.get("phase")
    mine = acts(view, int(me.get("seat", -1)))
    budget = C.ACT_MAX_HEIGHT - M - TOP_H
    shown = _player_names(view, names, words)
    rows = _income_rows(view, me) if phase == "phase2" and mine else []
    play = me.get("play") if rows else None
    if play:
        colour = goods_name(str(play.get("colour")), words).upper()
        title = pic(words, "if_played", colour=colour)
    else:
        title = pic(words, "best_plays")
    news = _news_lines(me, names, words)
    legend = _slots_legend(view, me, words) if play else []
    if phase in ("load", "phase1"):
        h = SMALL_HEADING_H + SPECIALS_ROW_H if phase == "phase1" else 0
        h += SMALL_HEADING_H + SUPPLY_ROW_H + ME_H
    elif play:
        h = _preview_height(title) + legend_height(legend, ACT_INNER) + C.GAP
        card_h = min(120, (budget - h - C.GAP - 12) // 2)
        h += market_height(card_h)
    elif rows:  # the table, and what fits of its legend, title and the market (in the detail)
        legend = _income_legend(rows, words)
        if _income_height(title, rows, shown) + legend_height(legend, ACT_INNER) > budget:
            legend = []
        if _income_height(title, rows, shown) > budget:
            title = ""
        h = _income_height(title, rows, shown) + legend_height(legend, ACT_INNER)
        with_market = h + MARKET_ROW_H <= budget
        h += MARKET_ROW_H if with_market else 0
    else:
        while news and _news_height(news) + MARKET_ROW_H + ME_H > budget:
            news = news[1:]
        h = _news_height(news) + MARKET_ROW_H + ME_H
    img = act_canvas(TOP_H + h + M)
    y = banner(img, view, names, words, int(me.get("seat", 0)))
    y = status_row(img, y, view, words, int(me.get("money") or 0))
    if phase in ("load", "phase1"):
        if phase == "phase1":
            y = small_heading(img, y, pic(words, "specials"))
            y = specials_row(img, y, view, words)
        y = small_heading(img, y, pic(words, "row_supply"))
        y = _supply_row(img, y, view)
        _me_strip(img, y, view, me, words)
    elif play:
        y = market_grid(img, y + 12, view, words, card_h, play, free_slots(view, me))
        y = C.legend(img, (M, y), ACT_INNER, legend) + C.GAP
        _preview(img, y, title, rows[0][2], me, words)
    elif rows:
        if with_market:
            y = market_row(img, y, view, words)
        y = _income_table(img, y, title, rows, me, shown, words)
        C.legend(img, (M, y), ACT_INNER, legend)
    else:
        y = _news(img, y, news, words)
        y = market_row(img, y, view, words)
        _me_strip(img, y, view, me, words)
    return P.to_png(img)


def _supply_row(img: Image.Image, y: int, view: View) -> int:
    """The cube supply in one row: each cube (with its mark) and how many are left (none in
    red); the detail picture names the colours. Returns the y below."""
    supply = view.get("supply") or {}
    w = ACT_INNER // len(COLOURS)
    size = SUPPLY_CUBE
    for i, colour in enumerate(COLOURS):
        x = M + i * w
        cube(img, (x, y + 4), colour, size)
        n = int(supply.get(colour, 0))
        C.label(
            img,
            (x + size + 6, y + 4 + size // 2),
            str(n),
            C.FS_H2,
            T.TEXT if n else T.BAD,
            w - size - 10,
            bold=True,
            anchor="lm",
        )
    return y + SUPPLY_ROW_H
