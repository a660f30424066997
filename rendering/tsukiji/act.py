"""The parts of a message's own picture (what the reader acts on, read in the chat on a phone):
:data:`rendering.components.ACT_WIDTH` px wide, at most ``ACT_MAX_HEIGHT`` tall. Lots are
compact rows: the letter (and Σ after the reveal), the cards as product tiles with what each is
worth, and on the right the price tile, the reader's ticket or what the lot is worth to them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import text_width
from rendering.text import Text
from rendering.tsukiji.art import MARKET_PRODUCTS, PRODUCTS, empty_slot, product_tile
from rendering.tsukiji.parts import (
    Box,
    View,
    change_pill,
    draw_ticket,
    lot_label,
    market_values,
    pic,
    price_tile,
    product_name,
    seat_info,
    seat_rows,
    ticket_width,
    variant_on,
)

AW = C.ACT_WIDTH
AM = C.MARGIN
AIN = AW - 2 * AM
MAX_H = C.ACT_MAX_HEIGHT
TOP = AM + C.BANNER_H + 10  # the y below the banner
LETTER_W = 104
CELL_W = 94
CELL_GAP = 4
CARD_TILE = 30
RIGHT_W = 140
LOT_GAP = 6
ROW_MIN, ROW_MAX = 56, 76
HEADING_H = 38  # a section heading's line
ME_LINE_H = 44  # the reader's money and score
WORTH_INK = (124, 84, 8)  # gold on a card, at 4.5:1

Right = Callable[[Image.Image, Box], None]


def act_canvas(h: int) -> Image.Image:
    return Image.new("RGB", (AW, min(h, MAX_H)), T.BG)


def row_height(room: int, lots: int) -> int:
    """The tallest lot row (within ROW_MIN..ROW_MAX) at which ``lots`` rows fit ``room``."""
    return max(ROW_MIN, min(ROW_MAX, room // max(1, lots) - LOT_GAP))


def lots_bottom(y: int, lots: int) -> int:
    """The y below ``lots`` rows drawn from ``y`` (each as tall as :func:`row_height` allows)."""
    h = row_height(MAX_H - AM - y, lots)
    return y + lots * (h + LOT_GAP)


# -- values ----------------------------------------------------------------------------------
def maguro_step(view: View, have: int, more: int = 1) -> int:
    """What ``more`` Maguro add to a set of ``have``."""
    values = list(view.get("maguro_values") or [0])
    last = len(values) - 1
    return int(values[min(last, have + more)]) - int(values[min(last, have)])


def card_worth(view: View, card: str, held_maguro: int) -> int | None:
    """What one card is worth to a seat holding ``held_maguro`` Maguro (None: it depends)."""
    if card == "maguro":
        return maguro_step(view, held_maguro)
    if card in MARKET_PRODUCTS:
        return market_values(view).get(card, 0)
    return None


def maguro_held(view: View, seat: int) -> int:
    """Maguro in a seat's row (its Takusans included)."""
    row = (seat_info(view, seat).get("rows") or {}).get("maguro") or {}
    return int(row.get("cards", 0)) + int(row.get("takusan", 0))


def lot_worth(view: View, cards: Sequence[str], seat: int) -> int:
    """What a lot's cards add to ``seat``'s score at today's market: the products at their
    value per card, the Maguro by the step of the set, a Takusan in the best row (Yakuza not
    counted: what it takes is chosen later)."""
    held = maguro_held(view, seat)
    maguro = sum(1 for c in cards if c == "maguro")
    total = sum(market_values(view).get(c, 0) for c in cards if c in MARKET_PRODUCTS)
    total += maguro_step(view, held, maguro)
    for _ in range(sum(1 for c in cards if c == "takusan")):
        total += max([*market_values(view).values(), maguro_step(view, held + maguro)])
    return total


def score_now(view: View, seat: int) -> int:
    """A seat's score if the game ended now: its rows at today's market, the Maguro set, its
    money and, with the variant, the bonuses it would earn."""
    values = market_values(view)
    sv = seat_info(view, seat)
    total = int(sv.get("money", 0)) + bonuses_now(view, seat)
    for product, cards, wild in seat_rows(sv):
        if product == "maguro":
            total += maguro_step(view, 0, cards + wild)
        else:
            total += (cards + wild) * values.get(product, 0)
    return total


def _count(seat_view: Mapping[str, Any], product: str) -> int:
    row = (seat_view.get("rows") or {}).get(product) or {}
    return int(row.get("cards", 0)) + int(row.get("takusan", 0))


def bonuses_now(view: View, seat: int) -> int:
    """The variant's bonus scores ``seat`` would earn if the game ended now (the rulebook's
    four: every product, one product, most of the lowest-ranked one, most Yakuza)."""
    bonuses = view.get("bonuses") or {}
    seats = list(view.get("seats") or [])
    if not variant_on(view) or not bonuses or seat >= len(seats):
        return 0
    worst = str((view.get("market_rank") or [""])[-1])
    counts = [_count(seats[seat], p) for p in PRODUCTS]

    def most(numbers: list[int], minimum: int) -> bool:
        best = max(numbers, default=0)
        return best >= minimum and numbers[seat] == best

    earned = {
        "versatile": lambda b: min(counts) >= int(b["min_each"]),
        "specialist": lambda b: max(counts) >= int(b["min_one"]),
        "popular": lambda b: most([_count(s, worst) for s in seats], int(b["min_cards"])),
        "safe": lambda b: most([int(s.get("yakuza_taken") or 0) for s in seats],
                               int(b["min_yakuza"])),
    }  # fmt: skip
    return sum(int(bonus["points"]) for name, bonus in bonuses.items() if earned[name](bonus))


def yen(value: int, sign: bool = False) -> str:
    if sign:
        return ("+" if value >= 0 else "−") + f"¥{abs(value)}"
    return f"¥{value}"


# -- lot rows --------------------------------------------------------------------------------
def lot_frame(
    img: Image.Image, y: int, h: int, i: int, total: Any, words: Text, border: T.RGB | None
) -> Box:
    """The row's panel, its letter and Σ; returns the box right of the letter."""
    box = (AM, y, AW - AM, y + h)
    fill = T.PANEL_HI if border else T.PANEL
    P.rounded_box(img, box, T.RADIUS, fill, border or T.PANEL_BORDER, 4 if border else 2)
    cy = y + h // 2
    x = AM + 12
    C.label(img, (x, cy), lot_label(i), C.FS_H2, T.TEXT, 30, bold=True, anchor="lm")
    if total is not None:
        n = int(total)
        text = pic(words, "total", total=C.signed(n) if n < 0 else n)
        C.label(img, (x + 32, cy), text, C.FS_MIN, T.GOLD, LETTER_W - 48, bold=True, anchor="lm")
    return AM + LETTER_W, y + 6, AW - AM - 8, y + h - 6


def card_cells(
    img: Image.Image, x: int, cy: int, cards: Sequence[str], worth: Sequence[str | None]
) -> int:
    """The cards as tiles, each with what it is worth; returns the x after them."""
    for k, card in enumerate(cards):
        cx = x + k * (CELL_W + CELL_GAP)
        P.rounded_box(img, (cx, cy - 22, cx + CELL_W, cy + 22), 10, T.CARD, T.CARD_EDGE, 2)
        product_tile(img, (cx + 4, cy - CARD_TILE // 2), card, CARD_TILE)
        text = worth[k] if k < len(worth) else None
        if text:
            room = CELL_W - CARD_TILE - 8
            C.label(img, (cx + CARD_TILE + 6, cy), text, C.FS_SMALL, WORTH_INK, room, bold=True,
                    anchor="lm")  # fmt: skip
    return x + 3 * (CELL_W + CELL_GAP)


def card_tiles(img: Image.Image, x: int, cy: int, cards: Sequence[str]) -> int:
    """The cards as bare tiles; returns the x after them."""
    size = 36
    for k, card in enumerate(cards):
        product_tile(img, (x + k * (size + 4), cy - size // 2), card, size)
    return x + 3 * (size + 4)


def public_worth(view: View, cards: Sequence[str]) -> list[str | None]:
    """Value per card at today's market (Maguro, Takusan and Yakuza depend on the buyer)."""
    values = market_values(view)
    return [yen(values.get(c, 0)) if c in MARKET_PRODUCTS else None for c in cards]


def my_worth(view: View, cards: Sequence[str], seat: int) -> list[str | None]:
    """What each card is worth to ``seat`` (the Maguro by the step of its set)."""
    held = maguro_held(view, seat)
    out: list[str | None] = []
    for k, card in enumerate(cards):
        value = card_worth(view, card, held + sum(1 for c in cards[:k] if c == "maguro"))
        out.append(None if value is None else yen(value, card == "maguro"))
    return out


def tile_right(tile: Mapping[str, Any] | None) -> Right:
    def draw(img: Image.Image, box: Box) -> None:
        _x0, y0, x1, y1 = box
        mid = (y0 + y1) // 2
        if tile:
            price_tile(img, (x1 - RIGHT_W, mid - 24, x1, mid + 24), tile)

    return draw


def ticket_right(ticket: str | None, seat: int) -> Right:
    def draw(img: Image.Image, box: Box) -> None:
        _x0, y0, x1, y1 = box
        cx, cy = x1 - RIGHT_W // 2, (y0 + y1) // 2
        if ticket is not None:
            w = ticket_width(ticket, 44)
            draw_ticket(img, (cx - w // 2, cy - 22), ticket, 44, seat=seat)
        else:
            empty_slot(img, (cx - 30, cy - 22, cx + 30, cy + 22), (110, 150, 162), 3)

    return draw


def sold_band(img: Image.Image, box: Box, lot: Mapping[str, Any], names: Sequence[str],
              words: Text) -> bool:  # fmt: skip
    """A sold (or unsold) lot: a band across its cards; returns whether it drew one."""
    if lot.get("sold_to") is not None:
        seat = int(lot["sold_to"])
        color, title, line, name = (
            T.seat_color(seat),
            pic(words, "sold_to"),
            pic.name(names, seat, words),
            True,
        )
    elif lot.get("passed_over"):
        color, title = T.PANEL_BORDER, pic(words, "passed_over")
        line, name = pic(words, "discarded"), False
    else:
        return False
    x0, y0, x1, y1 = box
    mid = (y0 + y1) // 2
    P.overlay(img, box, 10, T.BG, 110)
    band = (x0, mid - 22, x1, mid + 22)
    ink = T.ink_on(color)
    P.rounded_box(img, band, 12, color, T.darken(color, 0.6), 2)
    room = min((x1 - x0) // 2, text_width(title, C.FS_MIN, True) + 4)
    tx = C.label(img, (x0 + 12, mid), title, C.FS_MIN, ink, room, bold=True, anchor="lm")[2]
    draw = C.name_label if name else C.label
    draw(img, (tx + 12, mid), line, C.FS_BODY, ink, x1 - tx - 24, bold=True, anchor="lm")
    return True


def tiles_strip(img: Image.Image, y: int, tiles: Sequence[Mapping[str, Any]]) -> None:
    """The round's price tiles in a row, each as its price over its change (and the alarm
    clock on the dearest), narrow enough for five."""
    w = min(RIGHT_W, (AIN - 8 * (len(tiles) - 1)) // max(1, len(tiles)))
    h = 66
    for k, tile in enumerate(tiles):
        x = AM + k * (w + 8)
        box = (x, y, x + w, y + h)
        P.shadow(img, box, 10, (0, 3), 4)
        P.rounded_box(img, box, 10, T.TILE, T.TILE_EDGE, 3)
        alarm = 26 if tile.get("alarm") else 0
        price = yen(int(tile.get("cash") or 0))
        C.label(img, (x + 8, y + 20), price, C.FS_SMALL, T.INK, w - 20 - alarm, bold=True,
                anchor="lm")  # fmt: skip
        if alarm:
            P.badge(img, (x + w - alarm - 6, y + 6), "alarm", alarm)
        change_pill(img, (x + w - 6, y + h - 32), int(tile.get("change") or 0), "r", 28)


# -- the reader's line, chips ----------------------------------------------------------------
def me_line(img: Image.Image, y: int, view: View, seat: int, words: Text, extra: str = "") -> int:
    """ "¥24 · score now 61 · …" for the reader; returns the y below."""
    money = int(seat_info(view, seat).get("money", 0))
    text = pic(words, "me_line", money=money, score=score_now(view, seat))
    if extra:
        text = f"{text} · {extra}"
    C.label(img, (AM, y + 20), text, C.FS_BODY, T.TEXT, AIN, bold=True, anchor="lm")
    return y + ME_LINE_H


def ticket_shelf(img: Image.Image, y: int, available: Sequence[str], shown: Sequence[str]) -> int:
    """The reader's tickets this round, used ones faded; returns the y below."""
    x = AM
    for ticket in shown:
        state = "normal" if ticket in available else "faded"
        x += draw_ticket(img, (x, y + 2), ticket, 40, state=state) + 10
    return y + 50


@dataclass(frozen=True)
class Option:
    """One option of a pending Takusan or Yakuza: the row, whether the card is a Takusan,
    its name and what it does to the reader's score ("" when it is not the reader's)."""

    row: str
    takusan: bool
    text: str
    gain: str


def _chip_width(option: Option, compact: bool) -> int:
    tiles = 40 + (44 if compact and option.takusan else 0)
    if compact:
        return (
            8 + tiles + (8 + text_width(option.gain, C.FS_SMALL, True) if option.gain else 0) + 10
        )
    shown = f"{option.text}  {option.gain}" if option.gain else option.text
    return 8 + tiles + 8 + min(text_width(shown, C.FS_BODY, True), AIN - 80) + 14


def _chip_rows(options: Sequence[Option], compact: bool) -> list[list[tuple[Option, int]]]:
    rows: list[list[tuple[Option, int]]] = [[]]
    x = AM
    for option in options:
        w = _chip_width(option, compact)
        if rows[-1] and x + w > AW - AM:
            rows.append([])
            x = AM
        rows[-1].append((option, w))
        x += w + 10
    return rows if options else []


def option_chips(img: Image.Image | None, y: int, options: Sequence[Option]) -> int:
    """Chips (the card's tile, its name, what it does for the reader) flowing in rows, or,
    when they would not fit the picture, tiles and gains only; returns the y below (draws
    when ``img``)."""
    row_h = 56
    compact = y + len(_chip_rows(options, False)) * row_h > MAX_H - AM
    for line in _chip_rows(options, compact):
        x = AM
        for option, w in line:
            if img is not None:
                _chip(img, (x, y, x + w, y + 48), option, compact)
            x += w + 10
        y += row_h
    return y


def _chip(img: Image.Image, box: Box, option: Option, compact: bool) -> None:
    x, y, x1, _ = box
    P.rounded_box(img, box, 12, T.PANEL_HI, T.PANEL_BORDER, 2)
    tx = x + 8
    if option.takusan:
        product_tile(img, (tx, y + 4), "takusan", 40)
        tx += 44
    if not option.takusan or compact:
        product_tile(img, (tx, y + 4), option.row, 40)
        tx += 44
    if compact:
        if option.gain:
            C.label(img, (tx + 4, y + 24), option.gain, C.FS_SMALL, T.TEXT, x1 - tx - 8,
                    bold=True, anchor="lm")  # fmt: skip
        return
    shown = f"{option.text}  {option.gain}" if option.gain else option.text
    C.label(img, (tx + 4, y + 24), shown, C.FS_BODY, T.TEXT, x1 - tx - 12, bold=True,
            anchor="lm")  # fmt: skip


def option_faces(view: View, words: Text, seat: int | None) -> list[Option]:
    """Each option of the pending choice, with what it does to ``seat``'s score when the
    choice is ``seat``'s."""
    pend = view.get("pending") or {}
    mine = seat is not None and pend.get("seat") == seat
    held = maguro_held(view, seat) if seat is not None else 0
    values = market_values(view)
    options = []
    for option in pend.get("options") or []:
        if isinstance(option, Mapping):  # a Yakuza takes this card from this row
            row, takusan = str(option.get("row")), option.get("card") == "takusan"
            name = product_name(words, row)
            text = pic(words, "takusan_in", row=name) if takusan else name
            change = (
                -maguro_step(view, max(0, held - 1)) if row == "maguro" else -values.get(row, 0)
            )
        else:  # a Takusan joins this row
            row, takusan = str(option), False
            text = product_name(words, row)
            change = maguro_step(view, held) if row == "maguro" else values.get(row, 0)
        options.append(Option(row, takusan, text, yen(change, True) if mine else ""))
    return options


def heading(img: Image.Image | None, y: int, text: str) -> int:
    if img is not None:
        C.label(img, (AM, y), text, C.FS_SMALL, T.TEXT_DIM, AIN, bold=True)
    return y + HEADING_H
