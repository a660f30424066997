"""Tsukiji pictures as PNG bytes, drawn from the engine's view dict only, phone first.

Every renderer takes ``view`` (see ``TSUKIJI.view(state, seat)``), the display ``names`` indexed
by seat and the reader's ``words``, and returns PNG bytes :data:`rendering.components.WIDTH` px
wide, as tall as needed. The first thing on each is the turn banner (who acts and what to do;
"Your turn" in a player's own picture). Lots are labelled A, B, C... (:func:`lot_label`) so
buttons and pictures agree, and are drawn as rows: a letter (with the reveal's Σ), three cards,
and the price tile, the sale or, in the private picture, the reader's ticket.

Where players decide, the pictures carry what the table shows beside the board: the round's
price tiles (``view["tiles"]``, during the evaluation), the market's value per card, the Maguro
set values (``view["maguro_values"]``) and, when the variant is on (``view["options"]``), its
bonus scores (``view["bonuses"]``); the private picture adds the reader's rows and money, what
each card of a lot is worth to them now, and what their special tickets do. Every symbol that
is not self-evident (Σ, ⏰, ±n, the flag, gold tickets, cancelled 4s) is explained in a legend.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from importlib.resources import files
from typing import Any

from PIL import Image, ImageDraw

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import draw_text, text_width
from rendering.text import Text, written

View = Mapping[str, Any]
Box = tuple[int, int, int, int]

W = C.WIDTH
M = C.MARGIN
INNER = W - 2 * M
# The component numbers (what each special ticket does, the track's length, the pass money), read
# from the game's data file (package data of bot; rendering imports no code of bot).
DATA: dict[str, Any] = json.loads(
    (files("bot") / "data" / "tsukiji.json").read_text(encoding="utf-8")
)
MAGURO_SHOWN = 10  # Maguro set sizes shown (more when the reader's set is larger)
BONUS_ORDER = ("versatile", "specialist", "popular", "safe")
_TICKETS = DATA["tickets"]
CANCEL = str(_TICKETS["cancel"]["ticket"])  # "4/2"
CANCELLED = str(_TICKETS["cancel"]["cancels"])  # "4"
MULTIPLY = str(_TICKETS["multiply"]["ticket"])  # "x2"
MAX_SPACE = int(DATA["market"]["max_space"])
TICKET_H = 40  # its number is then FS_MIN
BANNER_H = C.BANNER_H + 12  # room for the banner's two line boxes (48 and 28 px type)


def lot_label(i: int) -> str:
    """Letter shown for lot ``i`` (A, B, C, ...)."""
    return chr(ord("A") + i) if 0 <= i < 26 else str(i + 1)


def _s(words: Text, key: str, **kw: Any) -> str:
    """A word of the pictures (``tsukiji.pic.<key>`` in the catalogs)."""
    return words(f"tsukiji.pic.{key}", **kw)


def _product(words: Text, product: str) -> str:
    return _s(words, f"product.{product}") if product in T.CARD_KINDS else product


def _name(names: Sequence[str], seat: int | None, words: Text) -> str:
    if seat is not None and 0 <= seat < len(names) and str(names[seat]).strip():
        return str(names[seat]).strip()
    return _s(words, "player", n=(seat or 0) + 1)


def _seat_info(view: View, seat: int) -> dict[str, Any]:
    seats = view.get("seats") or []
    return next((s for s in seats if s.get("seat") == seat), {})


def _players(view: View) -> int:
    return len(view.get("seats") or []) or int(view.get("players") or 0)


def _rows(seat_view: Mapping[str, Any]) -> list[tuple[str, int, int]]:
    """(product, natural cards, takusan) in the order the rows were opened."""
    rows = seat_view.get("rows") or {}
    order = [p for p in seat_view.get("row_order") or [] if p in rows]
    order += [p for p in T.PRODUCTS if p in rows and p not in order]
    order += sorted(p for p in rows if p not in order)
    out = []
    for p in order:
        r = rows[p] or {}
        out.append((p, int(r.get("cards", 0)), int(r.get("takusan", 0))))
    return out


def _maguro_count(seat_view: Mapping[str, Any]) -> int:
    row = (seat_view.get("rows") or {}).get("maguro") or {}
    return int(row.get("cards", 0)) + int(row.get("takusan", 0))


def _variant_on(view: View) -> bool:
    return bool((view.get("options") or {}).get("variant"))


def _values(view: View) -> dict[str, int]:
    """Value per card of each market product at the current ranking."""
    values = list(view.get("rank_values") or [])
    rank = list(view.get("market_rank") or [])
    return {p: int(values[k]) if k < len(values) else 0 for k, p in enumerate(rank)}


# -- small parts -----------------------------------------------------------------------------


def _canvas(h: int) -> Image.Image:
    return Image.new("RGB", (W, h), T.BG)


def _heading_fits(title: str, sub: str) -> bool:
    return not sub or text_width(title, C.FS_SMALL, True) + 12 + text_width(sub, C.FS_MIN) <= INNER


def _heading_h(title: str, sub: str = "") -> int:
    return 36 if _heading_fits(title, sub) else 66


def _heading(img: Image.Image, y: int, title: str, sub: str = "") -> int:
    """A section title (and a dimmer note after it, or below when there is no room); returns
    the y below."""
    box = C.label(img, (M, y), title, C.FS_SMALL, T.TEXT_DIM, INNER, bold=True)
    if sub and _heading_fits(title, sub):
        x = box[2] + 12
        C.label(img, (x, y + 1), sub, C.FS_MIN, T.TEXT_FAINT, W - M - x)
    elif sub:
        C.label(img, (M, y + 32), sub, C.FS_MIN, T.TEXT_FAINT, INNER)
    return y + _heading_h(title, sub)


def _ticket(img: Image.Image, xy: tuple[int, int], ticket: str, h: int, **kw: Any) -> int:
    return P.ticket_chip(img, xy, ticket, h, **kw)


def _ticket_width(ticket: str, h: int = TICKET_H) -> int:
    return P.ticket_size(ticket, h)[0]


def _pill(
    img: Image.Image,
    xy: tuple[int, int],
    text: str,
    fg: T.RGB,
    bg: T.RGB,
    anchor: str = "l",
    height: int = 36,
    pad: int = 8,
) -> Box:
    """A rounded label at FS_SMALL, ``anchor`` l/m/r horizontally; returns its box."""
    tw = text_width(text, C.FS_SMALL, True)
    w = tw + 2 * pad
    x, y = xy
    x -= {"l": 0, "m": w // 2, "r": w}[anchor]
    P.rounded_box(img, (x, y, x + w, y + height), height // 2, bg)
    draw_text(img, (x + pad, y + height // 2), text, C.FS_SMALL, fg, True, "lm", max_width=tw + 2)
    return x, y, x + w, y + height


def _change_pill(img: Image.Image, xy: tuple[int, int], change: int, anchor: str) -> Box:
    bg = T.GOOD_DARK if change > 0 else (T.BAD_DARK if change < 0 else T.PANEL_BORDER)
    return _pill(img, xy, C.signed(change), T.TEXT, bg, anchor)


def price_tile(img: Image.Image, box: Box, tile: Mapping[str, Any]) -> None:
    """Wooden price tile: ¥cash, the market change per card, the alarm clock as a sticker."""
    x0, y0, x1, y1 = box
    h = y1 - y0
    P.shadow(img, box, 10, (0, 3), 4)
    P.rounded_box(img, box, 10, T.TILE, T.TILE_EDGE, 3)
    change = int(tile.get("change") or 0)
    px0 = _change_pill(img, (x1 - 8, y0 + (h - 36) // 2), change, "r")[0]
    price = f"¥{tile.get('cash', 0)}"
    alarm = 30 if tile.get("alarm") else 0
    room = px0 - x0 - 16 - alarm
    C.label(img, (x0 + 10, y0 + h // 2), price, C.FS_H2, T.INK, room, bold=True, anchor="lm")
    if alarm:
        P.badge(img, (px0 - alarm - 4, y0 + (h - alarm) // 2), "alarm", alarm)


# -- turn banner -------------------------------------------------------------------------------


def _board_banner(
    img: Image.Image, view: View, names: Sequence[str], words: Text, me: int | None = None
) -> None:
    """Who acts and what they do; "Your turn" when that is ``me`` (the reader's seat)."""
    phase = view.get("phase")
    box = (M, M, W - M, M + BANNER_H)
    if phase == "evaluate":
        seats = view.get("seats") or []
        done = sum(1 for s in seats if s.get("confirmed"))
        detail = _s(words, "turn-evaluate_detail", done=done, total=_players(view))
        C.turn_banner(img, box, _s(words, "turn-evaluate"), detail)
        return
    if phase == "buy":
        pending = view.get("pending") or {}
        seat = pending.get("seat", view.get("turn"))
        mine = seat is not None and seat == me
        who = _name(names, seat, words)
        title = _s(words, "turn-mine") if mine else _s(words, "turn-player", name=who)
        if pending:
            key = "turn-yakuza_detail" if pending.get("kind") == "yakuza" else "turn-takusan_detail"
            detail = _s(words, key, label=lot_label(int(pending.get("lot") or 0)))
        else:
            detail = _s(words, "turn-buy_detail", money=int(DATA["money"]["pass"]))
        C.turn_banner(img, box, title, detail, mine=mine, seat=None if seat is None else int(seat))
        return
    _, _, winners, _ = _result_parts(view)
    detail = ""
    if winners:
        who = words.join(_name(names, s, words) for s in winners)
        detail = _s(words, "won", tie="yes" if len(winners) > 1 else "no", names=who)
    C.turn_banner(img, box, _s(words, "over"), detail)


def _round_line(img: Image.Image, y: int, view: View, words: Text, deck: bool = True) -> int:
    """Round n/7 with pips, and the cards left in the deck; returns the y below."""
    rnd, rounds = int(view.get("round") or 0), int(view.get("rounds") or 7)
    text = _s(words, "round", round=rnd, rounds=rounds)
    x = C.label(img, (M, y + 20), text, C.FS_BODY, T.TEXT, INNER // 2, bold=True, anchor="lm")[2]
    for i in range(rounds):
        cx = x + 16 + i * 24
        P.rounded_box(img, (cx, y + 12, cx + 16, y + 28), 8, T.GOLD if i < rnd else T.PANEL_BORDER)
    if deck:
        right = W - M
        word = _s(words, "deck")
        box = C.label(img, (right, y + 20), word, C.FS_MIN, T.TEXT_DIM, 160, anchor="rm")
        count = str(view.get("deck_count", 0))
        box = draw_text(
            img, (box[0] - 10, y + 20), count, C.FS_H2, T.TEXT, True, "rm", max_width=80
        )
        P.face_down_card(img, (box[0] - 36, y + 2), 26, 36)
    return y + 44


# -- info strips: price tiles, market, Maguro sets, variant bonuses ----------------------------

TILE_H = 56


def _tiles_h(words: Text) -> int:
    return _heading_h(_s(words, "tiles_label"), _s(words, "tiles_sub")) + TILE_H + C.GAP


def _market_h(view: View, words: Text) -> int:
    rows = len(view.get("market_rank") or [])
    return _heading_h(_s(words, "market"), _s(words, "ranking")) + rows * MARKET_ROW + 8 + C.GAP


def _maguro_sub(words: Text, mine: int | None) -> str:
    return _s(words, "maguro_sub") if mine is None else _s(words, "maguro_you", n=mine)


def _maguro_h(words: Text, mine: int | None) -> int:
    return _heading_h(_s(words, "maguro_label"), _maguro_sub(words, mine)) + 68 + C.GAP


def _variant_h(view: View, words: Text) -> int:
    items = sum(1 for name in BONUS_ORDER if name in (view.get("bonuses") or {}))
    head = _heading_h(_s(words, "variant_label"), _s(words, "variant_sub"))
    return head + ((items + 1) // 2) * (BONUS_H + 8) + C.GAP


def _tiles_strip(img: Image.Image, y: int, view: View, words: Text) -> int:
    """The round's price tiles, open beside the board, dearest (with the alarm clock) first."""
    y = _heading(img, y, _s(words, "tiles_label"), _s(words, "tiles_sub"))
    tiles = list(view.get("tiles") or [])
    gap = 10
    w = min(190, (INNER - gap * (len(tiles) - 1)) // max(1, len(tiles)))
    x = M
    for tile in tiles:
        price_tile(img, (x, y, x + w, y + TILE_H), tile)
        x += w + gap
    return y + TILE_H + C.GAP


MARKET_ROW = 50


def _market(img: Image.Image, y: int, view: View, words: Text) -> int:
    """Products best first: rank, marker, name, a bar for its place on the track (1–60),
    the space, and the value per card."""
    y = _heading(img, y, _s(words, "market"), _s(words, "ranking"))
    spaces = {m.get("product"): int(m.get("space") or 1) for m in view.get("market") or []}
    values = _values(view)
    rank = list(view.get("market_rank") or [])
    medals = (T.GOLD, T.SILVER, T.BRONZE)
    height = len(rank) * MARKET_ROW + 8
    P.rounded_box(img, (M, y, W - M, y + height), T.RADIUS, T.PANEL)
    for k, product in enumerate(rank):
        cy = y + 4 + k * MARKET_ROW + MARKET_ROW // 2
        x = M + C.PAD
        col = medals[k] if k < 3 else T.PANEL_BORDER
        P.rounded_box(img, (x, cy - 18, x + 36, cy + 18), 18, col)
        draw_text(img, (x + 18, cy + 1), str(k + 1), C.FS_MIN, T.ink_on(col), True, "mm", 34)
        P.marker(img, (x + 66, cy), product, 38)
        C.label(img, (x + 94, cy), _product(words, product), C.FS_BODY, T.TEXT, 150, bold=True,
                anchor="lm")  # fmt: skip
        value = f"¥{values.get(product, 0)}"
        C.label(img, (W - M - C.PAD, cy), value, C.FS_H2, T.GOLD, 80, bold=True, anchor="rm")
        space = spaces.get(product, 1)
        bar0, bar1 = x + 254, W - M - C.PAD - 150
        P.rounded_box(img, (bar0, cy - 8, bar1, cy + 8), 8, T.CHIP)
        fill = bar0 + round((bar1 - bar0) * max(1, min(space, MAX_SPACE)) / MAX_SPACE)
        color = T.product_color(product)
        P.rounded_box(img, (bar0, cy - 8, max(bar0 + 16, fill), cy + 8), 8, color)
        draw_text(img, (bar1 + 12, cy), str(space), C.FS_MIN, T.TEXT_DIM, True, "lm", 56)
    return y + height + C.GAP


def _maguro_strip(img: Image.Image, y: int, view: View, words: Text, mine: int | None) -> int:
    """Maguro set values by size; ``mine`` (the reader's set size) is outlined."""
    values = list(view.get("maguro_values") or [])
    y = _heading(img, y, _s(words, "maguro_label"), _maguro_sub(words, mine))
    last = len(values) - 1
    cells = max(0, min(MAGURO_SHOWN, last))
    first = 1 if mine is None else max(1, min(mine + 2 - cells, last - cells + 1))
    gap = 6
    w = (INNER - gap * (cells - 1)) // max(1, cells)
    x = M
    for n in range(first, first + cells):
        held = mine is not None and n == mine
        nxt = mine is not None and n == mine + 1
        edge = T.GOLD if held else (T.TEXT_DIM if nxt else None)
        P.rounded_box(img, (x, y, x + w, y + 68), 10, T.PANEL_HI if held else T.PANEL, edge, 3)
        cx = x + w // 2
        draw_text(img, (cx, y + 18), f"{n}×", C.FS_MIN, T.TEXT_DIM, False, "mm", w - 6)
        C.label(img, (cx, y + 48), f"¥{values[n]}", C.FS_SMALL, T.GOLD, w - 6, bold=True,
                anchor="mm")  # fmt: skip
        x += w + gap
    return y + 68 + C.GAP


BONUS_H = 58


def _variant_strip(img: Image.Image, y: int, view: View, words: Text) -> int:
    """The variant's four bonus scores, two by two."""
    y = _heading(img, y, _s(words, "variant_label"), _s(words, "variant_sub"))
    bonuses = view.get("bonuses") or {}
    items = [(name, bonuses[name]) for name in BONUS_ORDER if name in bonuses]
    worst = str((view.get("market_rank") or ["sake"])[-1])
    gap = 10
    w = (INNER - gap) // 2
    for k, (name, bonus) in enumerate(items):
        x = M + (k % 2) * (w + gap)
        yy = y + (k // 2) * (BONUS_H + 8)
        P.rounded_box(img, (x, yy, x + w, yy + BONUS_H), 10, T.PANEL)
        points = f"+{bonus.get('points', 0)}"
        cy = yy + BONUS_H // 2
        tx = _pill(img, (x + 8, cy - 18), points, T.INK, T.GOLD)[2]
        tx += 8
        card = {"popular": worst, "safe": "yakuza"}.get(name)
        if card:
            P.product_tile(img, (tx, cy - 18), card, 36)
            tx += 44
        need = bonus.get("min_each", bonus.get("min_one", ""))
        text = _s(words, f"bonus_{name}", n=need, product=_product(words, worst))
        C.label(img, (tx, cy), text, C.FS_SMALL, T.TEXT, x + w - tx - 8, bold=True, anchor="lm")
    return y + ((len(items) + 1) // 2) * (BONUS_H + 8) + C.GAP


# -- lots as rows ------------------------------------------------------------------------------

LOT_H = 104
LETTER_W = 70
RIGHT_W = 190


def _card_boxes(x0: int, x1: int, n: int = 3) -> list[tuple[int, int]]:
    gap = 8
    w = (x1 - x0 - gap * (n - 1)) // n
    return [(x0 + k * (w + gap), w) for k in range(n)]


def _lot_cards(
    img: Image.Image,
    box: Box,
    cards: Sequence[str],
    words: Text,
    worth: Sequence[str | None] | None = None,
) -> None:
    """Three cards side by side (colour tile, name) and, for the reader, what each is worth."""
    x0, y0, x1, y1 = box
    for k, (x, w) in enumerate(_card_boxes(x0, x1, max(3, len(cards)))):
        if k >= len(cards):
            break
        card = cards[k]
        P.rounded_box(img, (x, y0, x + w, y1), 10, T.CARD, T.CARD_EDGE, 2)
        cx = x + w // 2
        tile = 38
        if worth is None or worth[k] is None:
            P.product_tile(img, (cx - tile // 2, y0 + 8), card, tile)
            C.label(img, (cx, y1 - 8), _product(words, card), C.FS_MIN, T.INK, w - 8, bold=True,
                    anchor="md")  # fmt: skip
            continue
        P.product_tile(img, (x + 6, y0 + 6), card, tile)
        C.label(img, (x + tile + 12, y0 + 6 + tile // 2), str(worth[k]), C.FS_SMALL, T.GOLD_DARK,
                w - tile - 16, bold=True, anchor="lm")  # fmt: skip
        C.label(img, (cx, y1 - 6), _product(words, card), C.FS_MIN, T.INK, w - 8, bold=True,
                anchor="md")  # fmt: skip


def _letter(img: Image.Image, box: Box, i: int, total: int | None, words: Text) -> None:
    x0, y0, x1, y1 = box
    cx = (x0 + x1) // 2
    top = y0 + 26 if total is not None else (y0 + y1) // 2
    C.label(img, (cx, top), lot_label(i), C.FS_BIG, T.TEXT, x1 - x0 - 4, bold=True, anchor="mm")
    if total is not None:
        text = _s(words, "total", total=C.signed(total) if total < 0 else total)
        C.label(img, (cx, y1 - 18), text, C.FS_MIN, T.GOLD, x1 - x0 - 4, bold=True, anchor="mm")


def _lot_row(
    img: Image.Image, y: int, i: int, lot: Mapping[str, Any], border: T.RGB | None
) -> tuple[Box, Box, Box]:
    """The row's panel; returns the letter, cards and right-hand boxes."""
    box = (M, y, W - M, y + LOT_H)
    P.rounded_box(img, box, T.RADIUS, T.PANEL_HI if border else T.PANEL, border or T.PANEL_BORDER,
                  4 if border else 2)  # fmt: skip
    letter = (M + 6, y + 6, M + LETTER_W, y + LOT_H - 6)
    cards = (letter[2] + 6, y + 10, W - M - RIGHT_W - 16, y + LOT_H - 10)
    right = (W - M - RIGHT_W - 6, y + 10, W - M - 10, y + LOT_H - 10)
    return letter, cards, right


def _ribbon(img: Image.Image, cards: Box, color: T.RGB, title: str, line: str, name: bool) -> None:
    """A finished lot: its cards dimmed, a band across their tiles saying who bought it (or
    that nobody did); the cards' names stay readable below."""
    x0, y0, x1, _ = cards
    P.overlay(img, cards, 10, T.BG, 110)
    band = (x0 - 2, y0 + 2, x1 + 2, y0 + 46)
    ink = T.ink_on(color)
    P.rounded_box(img, band, 12, color, T.darken(color, 0.6), 2)
    mid = (band[1] + band[3]) // 2
    room = (x1 - x0) // 3
    tx = C.label(img, (x0 + 12, mid), title, C.FS_MIN, ink, room, bold=True, anchor="lm")[2]
    draw = C.name_label if name else C.label
    draw(img, (tx + 12, mid), line, C.FS_BODY, ink, x1 - tx - 24, bold=True, anchor="lm")


def _board_lots(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> int:
    pending = view.get("pending") or {}
    for i, lot in enumerate(view.get("lots") or []):
        here = pending and pending.get("lot") == i
        border = T.seat_color(int(pending["seat"])) if here else None
        letter, cards, right = _lot_row(img, y, i, lot, border)
        _letter(img, letter, i, lot.get("total"), words)
        _lot_cards(img, cards, list(lot.get("cards") or []), words)
        if lot.get("sold_to") is not None:
            seat = int(lot["sold_to"])
            title = _s(words, "sold_to")
            _ribbon(img, cards, T.seat_color(seat), title, _name(names, seat, words), True)
        elif lot.get("passed_over"):
            title, line = _s(words, "passed_over"), _s(words, "discarded")
            _ribbon(img, cards, T.PANEL_BORDER, title, line, False)
        if lot.get("tile"):
            x0, y0, x1, y1 = right
            mid = (y0 + y1) // 2
            price_tile(img, (x0, mid - TILE_H // 2, x1, mid + TILE_H // 2), lot["tile"])
        else:
            _unpriced(img, right, words)
        y += LOT_H + 10
    return y + C.GAP - 10


def _unpriced(img: Image.Image, box: Box, words: Text) -> None:
    P.empty_slot(img, box, T.PANEL_BORDER, 2)
    x0, y0, x1, y1 = box
    room = x1 - x0 - 24
    lines = C.wrap(_s(words, "unpriced"), C.FS_MIN, room)
    step = round(C.FS_MIN * 1.3)
    cy = (y0 + y1) // 2 - (len(lines) - 1) * step // 2
    for k, line in enumerate(lines):
        C.label(img, ((x0 + x1) // 2, cy + k * step), line, C.FS_MIN, T.TEXT_FAINT, room,
                anchor="mm")  # fmt: skip


# -- player panels -----------------------------------------------------------------------------

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
        P.product_tile(img, (x + 6, y + 5), product, tile)
        tx = draw_text(img, (x + tile + 12, y + 22), count, C.FS_BODY, T.TEXT, True, "lm",
                       max_width=width)[2]  # fmt: skip
        if wild:
            P.product_tile(img, (tx + 4, y + 12), "takusan", 20)
            draw_text(img, (tx + 26, y + 22), extra, C.FS_MIN, T.TEXT, True, "lm", max_width=width)

    return _Chip(width, draw)


def _ticket_chip(ticket: str) -> _Chip:
    def draw(img: Image.Image, x: int, y: int) -> None:
        _ticket(img, (x, y + 2), ticket, TICKET_H)

    return _Chip(_ticket_width(ticket), draw)


def _yakuza_chip(count: int) -> _Chip:
    text = f"×{count}"
    width = 36 + 4 + text_width(text, C.FS_BODY, True) + 4

    def draw(img: Image.Image, x: int, y: int) -> None:
        P.product_tile(img, (x, y + 4), "yakuza", 36)
        draw_text(img, (x + 40, y + 22), text, C.FS_BODY, T.TEXT_DIM, True, "lm", max_width=width)

    return _Chip(width, draw)


def _panel_chips(sv: Mapping[str, Any]) -> list[_Chip]:
    chips = [_row_chip(p, n, wild) for p, n, wild in _rows(sv)]
    chips += [_ticket_chip(str(t)) for t in sv.get("specials") or []]
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
    return 12 + PANEL_LINE + len(lines) * PANEL_LINE + 4


def _status(view: View, seat: int, words: Text) -> tuple[str, T.RGB, T.RGB] | None:
    """(text, ink, fill) of a panel's status pill."""
    sv = _seat_info(view, seat)
    phase = view.get("phase")
    pending = view.get("pending") or {}
    if phase == "evaluate":
        if sv.get("confirmed"):
            return _s(words, "ready"), T.INK, T.GOOD
        return _s(words, "choosing"), T.TEXT, T.PANEL_BORDER
    if phase != "buy":
        return None
    if sv.get("bought_lot") is not None:
        return _s(words, "bought", label=lot_label(int(sv["bought_lot"]))), T.INK, T.TEXT
    if sv.get("passed"):
        return _s(words, "passed"), T.TEXT, T.PANEL_BORDER
    if view.get("turn") == seat or pending.get("seat") == seat:
        return _s(words, "your_turn"), T.INK, T.seat_color(seat)
    return None


def _panel(
    img: Image.Image, y: int, view: View, seat: int, names: Sequence[str], words: Text
) -> int:
    """A player's line: seat, name, start flag, status, money; then rows, specials, Yakuza."""
    sv = _seat_info(view, seat)
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
    x1 = C.name_label(img, (nx, cy), _name(names, seat, words), C.FS_H2, T.TEXT, room,
                      anchor="lm")[2]  # fmt: skip
    if flag:
        P.badge(img, (x1 + 8, cy - 17), "start", 34)
    lines = _flow(_panel_chips(sv), INNER - 2 * C.PAD - 10)
    yy = y + 12 + PANEL_LINE
    if not any(lines):
        C.label(img, (left, yy + 22), _s(words, "no_cards"), C.FS_SMALL, T.TEXT_FAINT,
                right - left, anchor="lm")  # fmt: skip
    for line in lines:
        x = left
        for chip in line:
            chip.draw(img, x, yy)
            x += chip.width + 10
        yy += PANEL_LINE
    return y + h + 10


def _panels_height(view: View, seats: Sequence[int]) -> int:
    return sum(_panel_height(_seat_info(view, s)) + 10 for s in seats) + C.GAP - 10


# -- legends -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Key:
    """A legend entry: the symbol's width and drawing (at x, y_center), and its meaning."""

    width: int
    draw: Callable[[Image.Image, int, int], None]
    meaning: str


def _text_key(symbol: str, meaning: str, fill: T.RGB = T.TEXT) -> _Key:
    width = text_width(symbol, C.FS_MIN, True)

    def draw(img: Image.Image, x: int, y: int) -> None:
        draw_text(img, (x, y), symbol, C.FS_MIN, fill, True, "lm", max_width=width + 2)

    return _Key(width, draw, meaning)


def _badge_key(kind: str, meaning: str) -> _Key:
    return _Key(30, lambda img, x, y: P.badge(img, (x, y - 15), kind, 30), meaning)


def _tile_key(card: str, meaning: str) -> _Key:
    return _Key(30, lambda img, x, y: P.product_tile(img, (x, y - 15), card, 30), meaning)


def _ticket_key(ticket: str, meaning: str, cancelled: bool = False) -> _Key:
    def draw(img: Image.Image, x: int, y: int) -> None:
        _draw_reveal_ticket(img, (x, y - TICKET_H // 2), ticket, None, cancelled)

    return _Key(_ticket_width(ticket), draw, meaning)


def _gold_key(meaning: str) -> _Key:
    """Gold, the colour of the single-use tickets."""

    def draw(img: Image.Image, x: int, y: int) -> None:
        box = (x, y - 12, x + 34, y + 12)
        P.rounded_box(img, box, 6, T.TICKET_SPECIAL, T.TICKET_SPECIAL_EDGE, 2)

    return _Key(34, draw, meaning)


def _legend_height(keys: Sequence[_Key]) -> int:
    return _legend(None, 0, keys)


def _legend(img: Image.Image | None, y: int, keys: Sequence[_Key]) -> int:
    """Symbols and their meanings, flowing in rows; returns the y below (draws when ``img``)."""
    row_h = 46
    x, top = M, y
    for key in keys:
        meaning_w = min(text_width(key.meaning, C.FS_MIN), INNER - key.width - 8)
        width = key.width + 8 + meaning_w
        if x > M and x + width > W - M:
            x, y = M, y + row_h
        if img is not None:
            key.draw(img, x, y + row_h // 2)
            mx = x + key.width + 8
            C.label(img, (mx, y + row_h // 2), key.meaning, C.FS_MIN, T.TEXT_DIM, W - M - mx,
                    anchor="lm")  # fmt: skip
        x += width + 24
    return y + row_h + C.GAP if keys else top


def _special_meaning(ticket: str, words: Text) -> str:
    """What a special ticket does (numbers from the data file)."""
    if ticket == CANCEL:
        cancel = _TICKETS["cancel"]
        return _s(words, "ticket-cancel", cancels=cancel["cancels"], bonus=cancel["otherwise"])
    if ticket == MULTIPLY:
        return _s(words, "ticket-multiply", factor=_TICKETS["multiply"]["factor"])
    value = int((_TICKETS.get("values") or {}).get(ticket, 0))
    return _s(words, "ticket-value", value=C.signed(value))


def _board_keys(view: View, words: Text) -> list[_Key]:
    first = view.get("phase") == "evaluate" and view.get("round") == 1
    keys = [
        _badge_key("start", _s(words, "start_random" if first else "start")),
        _badge_key("alarm", _s(words, "legend-alarm")),
        _text_key("±n", _s(words, "legend-change")),
    ]
    if any(lot.get("total") is not None for lot in view.get("lots") or []):
        keys.insert(0, _text_key(_s(words, "total", total="n"), _s(words, "legend-total"), T.GOLD))
    seats = view.get("seats") or []
    if any(wild for s in seats for _, _, wild in _rows(s)):
        keys.append(_tile_key("takusan", _s(words, "legend-takusan")))
    if any(s.get("yakuza_taken") for s in seats):
        keys.append(_tile_key("yakuza", _s(words, "legend-yakuza")))
    held = {str(t) for s in seats for t in s.get("specials") or []}
    if held:
        keys.append(_gold_key(_s(words, "legend-special")))
    keys += [_ticket_key(t, _special_meaning(t, words)) for t in T.SPECIAL_TICKETS if t in held]
    keys.append(_text_key("▬", _s(words, "track", max=MAX_SPACE), T.TEXT_DIM))
    return keys


# -- board -------------------------------------------------------------------------------------


def _pending_options(img: Image.Image | None, y: int, view: View, words: Text) -> int:
    """The cards a pending Takusan or Yakuza may go to, as chips; returns the y below."""
    pend = view.get("pending") or {}
    faces = [_option_face(o, words) for o in pend.get("options") or []]
    x, row_h = M, 56
    for card, text in faces:
        w = 8 + 40 + 8 + min(text_width(text, C.FS_BODY, True), INNER - 80) + 14
        if x > M and x + w > W - M:
            x, y = M, y + row_h
        if img is not None:
            P.rounded_box(img, (x, y, x + w, y + 48), 12, T.PANEL_HI, T.PANEL_BORDER, 2)
            P.product_tile(img, (x + 8, y + 4), card, 40)
            C.label(img, (x + 56, y + 24), text, C.FS_BODY, T.TEXT, w - 64, bold=True,
                    anchor="lm")  # fmt: skip
        x += w + 10
    return y + row_h + C.GAP - 8 if faces else y


def _option_face(option: Any, words: Text) -> tuple[str, str]:
    """(card drawn, name) of a pending option: a Takusan's row, or the card a Yakuza may take."""
    if isinstance(option, Mapping):
        row, card = str(option.get("row")), str(option.get("card"))
        name = _product(words, row)
        return (card, _s(words, "takusan_in", row=name)) if card == "takusan" else (row, name)
    return str(option), _product(words, str(option))


def _board_parts(view: View, words: Text) -> dict[str, bool]:
    return {
        "pending": bool(view.get("pending")),
        "tiles": view.get("phase") == "evaluate" and bool(view.get("tiles")),
        "maguro": bool(view.get("maguro_values")),
        "variant": _variant_on(view),
    }


def _strip_heights(view: View, words: Text, maguro: int | bool | None, variant: bool) -> int:
    """Height of the Maguro strip (``maguro``: False for none, else the reader's set size or
    None) and the variant's."""
    h = 0
    if maguro is not False:
        h += _maguro_h(words, None if maguro is True else maguro)
    if variant:
        h += _variant_h(view, words)
    return h


@written
def render_board(view: View, names: Sequence[str], words: Text) -> bytes:
    """Public board: turn banner, round, the lots (with prices and sales), the market's value
    per card, Maguro sets, the variant's bonuses, a panel per player and a legend."""
    parts = _board_parts(view, words)
    lots = list(view.get("lots") or [])
    seats = list(range(_players(view)))
    keys = _board_keys(view, words)
    h = (
        M
        + BANNER_H
        + C.GAP
        + 44
        + (_pending_options(None, 0, view, words) if parts["pending"] else 0)
        + (_tiles_h(words) if parts["tiles"] else 0)
        + (len(lots) * (LOT_H + 10) + C.GAP - 10 if lots else 0)
        + _market_h(view, words)
        + _strip_heights(view, words, bool(parts["maguro"]), parts["variant"])
        + _panels_height(view, seats)
        + _legend_height(keys)
        + M
    )
    img = _canvas(h)
    _board_banner(img, view, names, words)
    y = _round_line(img, M + BANNER_H + C.GAP, view, words)
    if parts["pending"]:
        y = _pending_options(img, y, view, words)
    if parts["tiles"]:
        y = _tiles_strip(img, y, view, words)
    if lots:
        y = _board_lots(img, y, view, names, words)
    y = _market(img, y, view, words)
    if parts["maguro"]:
        y = _maguro_strip(img, y, view, words, None)
    if parts["variant"]:
        y = _variant_strip(img, y, view, words)
    for seat in seats:
        y = _panel(img, y, view, seat, names, words)
    _legend(img, y + C.GAP - 10, keys)
    return P.to_png(img)


# -- hand (private evaluation view) ------------------------------------------------------------


def _worth(card: str, view: View, held_maguro: int, extra_maguro: int) -> str | None:
    """What one card of a lot is worth to the reader at the current market (the legend says
    what a Takusan and a Yakuza do)."""
    if card == "maguro":
        values = list(view.get("maguro_values") or [0, 0])
        have = max(0, min(held_maguro + extra_maguro, len(values) - 2))
        return "+¥" + str(values[have + 1] - values[have])
    if card in T.MARKET_PRODUCTS:
        return f"¥{_values(view).get(card, 0)}"
    return None


def _hand_lots(
    img: Image.Image, y: int, view: View, draft: Sequence[str | None], seat: int, words: Text
) -> int:
    held = _maguro_count(_seat_info(view, seat))
    for i, lot in enumerate(view.get("lots") or []):
        letter, cards_box, right = _lot_row(img, y, i, lot, None)
        _letter(img, letter, i, None, words)
        cards = list(lot.get("cards") or [])
        worth = [
            _worth(c, view, held, cards[:k].count("maguro")) for k, c in enumerate(cards)
        ]
        _lot_cards(img, cards_box, cards, words, worth)
        x0, y0, x1, y1 = right
        cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
        ticket = draft[i] if i < len(draft) else None
        if ticket is not None:
            w = _ticket_width(ticket, 64)
            _ticket(img, (cx - w // 2, cy - 32), ticket, 64, seat=seat)
        else:
            w = round(64 * 1.3)
            P.empty_slot(img, (cx - w // 2, cy - 32, cx + w // 2, cy + 32), T.TICKET_EMPTY, 3)
        y += LOT_H + 10
    return y + C.GAP - 10


SHELF_TICKET = 56


def _shelf_keys(me: Mapping[str, Any], specials: Sequence[str], words: Text) -> list[_Key]:
    return [_ticket_key(t, _special_meaning(t, words)) for t in specials if t in T.SPECIAL_TICKETS]


def _shelf(img: Image.Image, y: int, me: Mapping[str, Any], specials: Sequence[str],
           words: Text) -> int:  # fmt: skip
    """My tickets (used ones faded), then what each of my special tickets does."""
    y = _heading(img, y, _s(words, "available"))
    available = set(me.get("available") or [])
    shown = list(T.NORMAL_TICKETS) + [t for t in specials if t not in T.NORMAL_TICKETS]
    shown += sorted(t for t in available if t not in shown)
    x = M
    for t in shown:
        state = "normal" if t in available else "faded"
        x += _ticket(img, (x, y), t, SHELF_TICKET, state=state) + 12
    y += SHELF_TICKET + 6
    return _legend(img, y, _shelf_keys(me, specials, words))


def _hand_keys(view: View, words: Text) -> list[_Key]:
    keys = [
        _badge_key("alarm", _s(words, "legend-alarm")),
        _text_key("±n", _s(words, "legend-change")),
    ]
    cards = {c for lot in view.get("lots") or [] for c in lot.get("cards") or []}
    if "takusan" in cards:
        keys.append(_tile_key("takusan", _s(words, "wild")))
    if "yakuza" in cards:
        keys.append(_tile_key("yakuza", _s(words, "takes_card")))
    keys.append(_text_key("▬", _s(words, "track", max=MAX_SPACE), T.TEXT_DIM))
    return keys


def _hand_banner(
    img: Image.Image, view: View, me: Mapping[str, Any], names: Sequence[str], words: Text
) -> None:
    seat = int(me.get("seat", 0))
    if view.get("phase") != "evaluate":  # a replay frame's seat picture while buying, or after
        _board_banner(img, view, names, words, me=seat)
        return
    lots = len(view.get("lots") or [])
    draft = list(me.get("draft") or [])
    placed = sum(ticket is not None for ticket in draft)
    box = (M, M, W - M, M + BANNER_H)
    if me.get("confirmed"):
        seats = view.get("seats") or []
        done = sum(1 for s in seats if s.get("confirmed"))
        detail = _s(words, "confirmed_count", done=done, total=_players(view))
        C.turn_banner(img, box, _s(words, "turn-locked"), detail, seat=seat)
        return
    if placed >= lots:
        detail = _s(words, "hand_full")
    else:
        detail = _s(words, "hand_placed", placed=placed, lots=lots)
    C.turn_banner(img, box, _s(words, "turn-mine"), detail, mine=True, seat=seat)


@written
def render_hand(view: View, names: Sequence[str], words: Text) -> bytes:
    """Private evaluation view for ``view["me"]``: "Your turn", my rows and money, the round's
    price tiles, the lots with my tickets and what each card is worth to me, my tickets and
    what my specials do, the market's value per card, the Maguro sets (mine outlined) and the
    variant's bonuses."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand needs a seat's view (view['me'] is empty)")
    seat = int(me.get("seat", 0))
    sv = _seat_info(view, seat)
    specials = list(sv.get("specials") or [])
    lots = list(view.get("lots") or [])
    draft = list(me.get("draft") or [])
    evaluate = view.get("phase") == "evaluate"
    tiles = evaluate and bool(view.get("tiles"))
    maguro = bool(view.get("maguro_values"))
    variant = _variant_on(view)
    keys = _hand_keys(view, words)
    h = (
        M
        + BANNER_H
        + C.GAP
        + 44
        + _panels_height(view, [seat])
        + (_tiles_h(words) if tiles else 0)
        + len(lots) * (LOT_H + 10)
        + C.GAP
        - 10
        + _heading_h(_s(words, "available"))
        + SHELF_TICKET
        + 6
        + _legend_height(_shelf_keys(me, specials, words))
        + _market_h(view, words)
        + _strip_heights(view, words, _maguro_count(sv) if maguro else False, variant)
        + _legend_height(keys)
        + M
    )
    img = _canvas(h)
    _hand_banner(img, view, me, names, words)
    y = _round_line(img, M + BANNER_H + C.GAP, view, words, deck=False)
    y = _panel(img, y, view, seat, names, words) + C.GAP - 10
    if tiles:
        y = _tiles_strip(img, y, view, words)
    if evaluate:
        y = _hand_lots(img, y, view, draft, seat, words)
    else:  # buying (a replay frame): the lots as the board shows them
        y = _board_lots(img, y, view, names, words)
    y = _shelf(img, y, me, specials, words)
    y = _market(img, y, view, words)
    if maguro:
        y = _maguro_strip(img, y, view, words, _maguro_count(sv))
    if variant:
        y = _variant_strip(img, y, view, words)
    _legend(img, y, keys)
    return P.to_png(img)


# -- reveal ------------------------------------------------------------------------------------

REVEAL_ROW = 64


def _cancelled(tickets: Sequence[str]) -> list[bool]:
    """Which tickets of a lot count nothing: every normal 4 on a lot with a 4/2."""
    cancelling = CANCEL in tickets
    return [cancelling and str(t) == CANCELLED for t in tickets]


def _draw_reveal_ticket(
    img: Image.Image, xy: tuple[int, int], ticket: str, seat: int | None, cancelled: bool
) -> int:
    """A revealed ticket; a cancelled one faded and struck through in red."""
    x, y = xy
    w = _ticket(img, xy, ticket, TICKET_H, seat=seat)
    if cancelled:
        P.overlay(img, (x, y, x + w, y + TICKET_H), 6, T.BG, 110)
        d = ImageDraw.Draw(img)
        d.line((x + 2, y + TICKET_H - 8, x + w - 2, y + 8), fill=T.BAD, width=4)
    return w


def _reveal_columns(players: int) -> tuple[int, int, int, int, int]:
    """x of the letter, cards, first ticket column, Σ and tile; and a ticket column's width."""
    letter = M + C.PAD
    cards = letter + 44
    tickets = cards + 3 * 38 + 16
    tile_w = 150
    tile = W - M - C.PAD - tile_w
    return letter, cards, tickets, tile, (tile - 70 - tickets) // max(1, players)


def _players_key(img: Image.Image | None, y: int, players: int, names: Sequence[str],
                 words: Text) -> int:  # fmt: skip
    """Seat discs with names, two to a line: the key to the ticket columns."""
    w = (INNER - 10) // 2
    for seat in range(players):
        x = M + (seat % 2) * (w + 10)
        yy = y + (seat // 2) * 46
        if img is not None:
            P.seat_dot(img, (x + C.SEAT_DOT // 2, yy + 22), seat, C.SEAT_DOT)
            C.name_label(img, (x + C.SEAT_DOT + 10, yy + 22), _name(names, seat, words),
                         C.FS_BODY, T.TEXT, w - C.SEAT_DOT - 14, anchor="lm")  # fmt: skip
    return y + ((players + 1) // 2) * 46 + 8


def _reveal_rows(
    img: Image.Image, y: int, rev: Mapping[str, Any], cards: Sequence[Sequence[str] | None],
    players: int, words: Text,
) -> int:  # fmt: skip
    letter, cards_x, tickets_x, tile_x, col = _reveal_columns(players)
    P.rounded_box(img, (M, y, W - M, y + 48), 10, T.CHIP)
    for seat in range(players):
        cx = tickets_x + seat * col + col // 2
        P.seat_dot(img, (cx, y + 24), seat, C.SEAT_DOT)
    sigma = _s(words, "total", total="").strip()
    C.label(img, (tile_x - 38, y + 24), sigma, C.FS_SMALL, T.GOLD, 60, bold=True, anchor="mm")
    C.label(img, (tile_x + 75, y + 24), _s(words, "tiles_label"), C.FS_MIN, T.TEXT_DIM, 150,
            bold=True, anchor="mm")  # fmt: skip
    y += 56
    all_tickets = list(rev.get("tickets") or [])
    totals = list(rev.get("totals") or [])
    tiles = list(rev.get("tiles") or [])
    for i in range(len(cards)):
        P.rounded_box(img, (M, y, W - M, y + REVEAL_ROW - 6), 10, T.PANEL)
        cy = y + (REVEAL_ROW - 6) // 2
        C.label(img, (letter + 16, cy), lot_label(i), C.FS_H2, T.TEXT, 40, bold=True, anchor="mm")
        for k, card in enumerate(cards[i] or []):
            P.product_tile(img, (cards_x + k * 38, cy - 17), card, 34)
        tickets = [str(t) for t in (all_tickets[i] if i < len(all_tickets) else [])]
        for seat, (ticket, cancelled) in enumerate(zip(tickets, _cancelled(tickets), strict=True)):
            cx = tickets_x + seat * col + col // 2
            tw = _ticket_width(ticket)
            _draw_reveal_ticket(img, (cx - tw // 2, cy - TICKET_H // 2), ticket, seat, cancelled)
        if i < len(totals):
            total = int(totals[i])
            text = C.signed(total) if total < 0 else str(total)
            C.label(img, (tile_x - 38, cy), text, C.FS_H2, T.GOLD, 64, bold=True, anchor="mm")
        if i < len(tiles) and tiles[i]:
            price_tile(img, (tile_x, cy - 25, W - M - 8, cy + 25), tiles[i])
        y += REVEAL_ROW
    return y + C.GAP


MOVE_H = 54


def _moves(img: Image.Image | None, y: int, moves: Sequence[Mapping[str, Any]],
           words: Text) -> int:  # fmt: skip
    """Each product's move, two to a line; returns the y below."""
    if img is not None:
        _heading(img, y, _s(words, "moves"))
    y += _heading_h(_s(words, "moves"))
    if not moves:
        if img is not None:
            C.label(img, (M, y), _s(words, "no_moves"), C.FS_BODY, T.TEXT_FAINT, INNER)
        return y + 40 + C.GAP
    w = (INNER - 10) // 2
    for k, m in enumerate(moves):
        if img is None:
            continue
        x = M + (k % 2) * (w + 10)
        yy = y + (k // 2) * (MOVE_H + 6)
        cy = yy + MOVE_H // 2
        P.rounded_box(img, (x, yy, x + w, yy + MOVE_H), 12, T.PANEL)
        product = str(m.get("product"))
        P.marker(img, (x + 26, cy), product, 36)
        px0 = _change_pill(img, (x + w - 8, cy - 18), int(m.get("delta") or 0), "r")[0]
        path = f"{m.get('from')} → {m.get('to')}"
        bx0 = C.label(img, (px0 - 8, cy), path, C.FS_SMALL, T.TEXT_DIM, 110, bold=True,
                      anchor="rm")[0]  # fmt: skip
        C.label(img, (x + 52, cy), _product(words, product), C.FS_BODY, T.TEXT, bx0 - x - 60,
                bold=True, anchor="lm")  # fmt: skip
    return y + ((len(moves) + 1) // 2) * (MOVE_H + 6) + C.GAP


def _reveal_keys(rev: Mapping[str, Any], words: Text) -> list[_Key]:
    keys = [
        _text_key(_s(words, "total", total="n"), _s(words, "legend-total"), T.GOLD),
        _badge_key("alarm", _s(words, "legend-alarm")),
        _text_key("±n", _s(words, "legend-change")),
    ]
    tickets = [str(t) for lot in rev.get("tickets") or [] for t in lot]
    if any(any(_cancelled([str(t) for t in lot])) for lot in rev.get("tickets") or []):
        keys.append(_ticket_key(CANCELLED, _s(words, "legend-cancelled", ticket=CANCEL), True))
    for special in T.SPECIAL_TICKETS:
        if special in tickets:
            keys.append(_ticket_key(special, _special_meaning(special, words)))
    return keys


@written
def render_reveal(view: View, names: Sequence[str], words: Text) -> bytes:
    """``view["last_reveal"]``: everyone's tickets per lot (cancelled 4s struck through), the
    totals, the tiles they earned, and the market's moves."""
    rev = view.get("last_reveal") or {}
    n_lots = max(len(rev.get("totals") or []), len(rev.get("tickets") or []))
    players = max((len(t) for t in rev.get("tickets") or []), default=0)
    lots = list(view.get("lots") or [])
    cards: list[Sequence[str] | None]
    if rev.get("cards"):
        cards = [list(c) for c in rev["cards"]]
    elif rev.get("round") == view.get("round") and len(lots) == n_lots:
        cards = [lot.get("cards") for lot in lots]
    else:
        cards = [None] * n_lots
    cards += [None] * (n_lots - len(cards))
    moves = list(rev.get("moves") or [])
    keys = _reveal_keys(rev, words)
    h = (
        M
        + BANNER_H
        + C.GAP
        + _players_key(None, 0, players, names, words)
        + 56
        + n_lots * REVEAL_ROW
        + C.GAP
        + _moves(None, 0, moves, words)
        + _legend_height(keys)
        + M
    )
    img = _canvas(h)
    rnd = rev.get("round", view.get("round"))
    box = (M, M, W - M, M + BANNER_H)
    C.turn_banner(img, box, _s(words, "reveal_title", round=rnd), _s(words, "reveal_detail"))
    y = _players_key(img, M + BANNER_H + C.GAP, players, names, words)
    y = _reveal_rows(img, y, rev, cards[:n_lots], players, words)
    y = _moves(img, y, moves, words)
    _legend(img, y, keys)
    return P.to_png(img)


# -- final -------------------------------------------------------------------------------------


def _result_parts(view: View) -> tuple[dict[str, Any], list[int], list[int], list[int]]:
    """(details, totals, winners, places) whether ``view["result"]`` is a Result or details."""
    res = view.get("result") or {}
    details = res.get("details", res) if isinstance(res, Mapping) else {}
    breakdown = details.get("breakdown") or []
    totals = [int(t) for t in res.get("scores") or [b.get("total", 0) for b in breakdown]]
    winners = [int(w) for w in res.get("winners") or []]
    if not winners and totals:
        best = max(totals)
        tied = [s for s, t in enumerate(totals) if t == best]
        if len(tied) > 1 and breakdown:
            most = max(breakdown[s].get("specials_left", 0) for s in tied)
            tied = [s for s in tied if breakdown[s].get("specials_left", 0) == most]
        winners = tied
    places = [int(r) for r in res.get("ranking") or []]
    if len(places) != len(totals):
        places = [_place(s, totals, winners) for s in range(len(totals))]
    return dict(details), totals, winners, places


def _place(seat: int, totals: Sequence[int], winners: Sequence[int]) -> int:
    """1 for winners; else 1 + seats ahead (higher total, or same total but a winner)."""
    if seat in winners:
        return 1
    mine = totals[seat]
    return 1 + sum(1 for s, t in enumerate(totals) if t > mine or (t == mine and s in winners))


def _cell(
    col: str, entry: Mapping[str, Any], rows: Mapping[str, int], rv: Mapping[str, int]
) -> tuple[int, str]:
    """(value, small explanation such as "2×7") of one score cell."""
    if col == "maguro":
        n = int(entry.get("maguro_cards", rows.get("maguro", 0)) or 0)
        return int(entry.get("maguro", 0) or 0), f"{n}×" if n else ""
    if col == "bonus":
        return sum(int(v) for v in (entry.get("bonuses") or {}).values()), ""
    if col == "money":
        return int(entry.get("money", 0) or 0), ""
    val = int((entry.get("products") or {}).get(col, 0) or 0)
    per = int(rv.get(col) or 0)
    n = rows.get(col) or (val // per if per else 0)
    return val, (f"{n}×{per}" if n and per and n * per == val else "")


BREAK_ROW = 78


def _breakdown(
    img: Image.Image | None, y: int, view: View, details: Mapping[str, Any], order: Sequence[int],
    totals: Sequence[int], words: Text,
) -> int:  # fmt: skip
    """Per seat: each product's cards × value per card, Maguro, bonus, money and total."""
    breakdown = list(details.get("breakdown") or [])
    rv = details.get("rank_values") or {}
    ranked = details.get("market_rank") or view.get("market_rank") or []
    market = [p for p in ranked if p in rv] or sorted(rv, key=lambda p: -rv[p])
    market += [p for p in T.MARKET_PRODUCTS if p not in market]
    has_bonus = any(b.get("bonuses") for b in breakdown)
    cols = [*market, "maguro", *(["bonus"] if has_bonus else []), "money", "total"]
    x0 = M + C.PAD + C.SEAT_DOT + 8
    weight = {"bonus": 1.6, "money": 1.6, "total": 1.7}
    unit = (W - M - C.PAD - x0) / sum(weight.get(c, 1.0) for c in cols)
    edges = [x0]
    for c in cols:
        edges.append(edges[-1] + round(unit * weight.get(c, 1.0)))
    height = 96 + len(order) * BREAK_ROW + 8
    if img is None:
        return y + height + C.GAP
    P.rounded_box(img, (M, y, W - M, y + height), T.RADIUS, T.PANEL)
    for k, c in enumerate(cols):
        cx, col_w = (edges[k] + edges[k + 1]) // 2, edges[k + 1] - edges[k]
        if c in T.PRODUCTS:
            P.product_tile(img, (cx - 20, y + 10), c, 40)
            per = f"×{rv[c]}" if c in rv else ""
            if per:
                C.label(img, (cx, y + 76), per, C.FS_MIN, T.GOLD, col_w - 4, bold=True,
                        anchor="mm")  # fmt: skip
        else:
            key = {"bonus": "bonus_col", "money": "money_col", "total": "total_col"}[c]
            C.label(img, (cx, y + 52), _s(words, key), C.FS_MIN, T.TEXT_DIM, col_w - 4,
                     bold=True, anchor="mm")  # fmt: skip
    yy = y + 96
    for seat in order:
        entry = breakdown[seat] if seat < len(breakdown) else {}
        rows = {p: n + w for p, n, w in _rows(_seat_info(view, seat))}
        cy = yy + 24
        P.seat_dot(img, (M + C.PAD + C.SEAT_DOT // 2, cy), seat, C.SEAT_DOT)
        for k, c in enumerate(cols):
            cx, col_w = (edges[k] + edges[k + 1]) // 2, edges[k + 1] - edges[k]
            if c == "total":
                val, sub = int(totals[seat]) if seat < len(totals) else 0, ""
            else:
                val, sub = _cell(c, entry, rows, rv)
            ink = T.GOLD if c == "total" else (T.TEXT if val else T.TEXT_FAINT)
            C.label(img, (cx, cy), str(val) if val or c == "total" else "–", C.FS_BODY, ink,
                    col_w - 4, bold=bool(val), anchor="mm")  # fmt: skip
            if sub and val:
                C.label(img, (cx, cy + 38), sub, C.FS_MIN, T.TEXT_DIM, col_w - 2, anchor="mm")
        yy += BREAK_ROW
    return y + height + C.GAP


def _final_keys(words: Text) -> list[_Key]:
    return [
        _text_key("×n", _s(words, "legend-per_card"), T.GOLD),
        _tile_key("maguro", _s(words, "maguro_sub")),
    ]


@written
def render_final(view: View, names: Sequence[str], words: Text) -> bytes:
    """Game over: the winner(s), places and totals (with the tie-break when it decided), then
    the breakdown: products at their final value per card, Maguro, bonuses, money."""
    details, totals, winners, places = _result_parts(view)
    n = len(totals)
    order = sorted(range(n), key=lambda s: (places[s], -totals[s], s))
    breakdown = list(details.get("breakdown") or [])
    tie = any(totals.count(totals[s]) > 1 for s in winners)
    variant = any(b.get("bonuses") for b in breakdown) and bool(view.get("bonuses"))
    keys = _final_keys(words)
    table_h = max(round(C.FS_BODY * 1.7), C.SEAT_DOT + 6) * (n + 1) + C.PAD
    h = (
        M
        + BANNER_H
        + C.GAP
        + table_h
        + C.GAP
        + _breakdown(None, 0, view, details, order, totals, words)
        + (_variant_h(view, words) if variant else 0)
        + _legend_height(keys)
        + M
    )
    img = _canvas(h)
    _board_banner(img, {**view, "phase": "over"}, names, words)
    columns = [
        C.Column(_s(words, "place_col"), 1.3, "m"),
        C.Column(_s(words, "player_col"), 3.4 if tie else 4.0, name=True),
        C.Column(_s(words, "total_col"), 1.3, "r"),
    ]
    if tie:
        columns.append(C.Column(_s(words, "specials_col"), 2.4, "r"))
    rows = []
    for seat in order:
        cells = [str(places[seat]), _name(names, seat, words), str(totals[seat])]
        if tie:
            cells.append(str(breakdown[seat].get("specials_left", 0) if seat < len(breakdown)
                             else 0))  # fmt: skip
        rows.append(cells)
    highlight = [k for k, seat in enumerate(order) if seat in winners]
    y = M + BANNER_H + C.GAP
    y = C.results_table(img, (M, y, W - M, y + table_h), columns, rows, highlight=highlight,
                        seats=list(order)) + C.GAP  # fmt: skip
    y = _breakdown(img, y, view, details, order, totals, words)
    if variant:
        y = _variant_strip(img, y, view, words)
    _legend(img, y, keys)
    return P.to_png(img)
