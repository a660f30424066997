"""The public board: the message's own picture (:func:`render_board`: the banner and the lots as
the phase needs them) and the pictures above it (:func:`render_players`, :func:`render_market`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.text import Text, written
from rendering.tsukiji import act as A
from rendering.tsukiji.legends import (
    board_keys,
    legend,
    legend_height,
    maguro_keys,
    market_keys,
)
from rendering.tsukiji.panels import panel, panels_height
from rendering.tsukiji.parts import (
    M,
    View,
    board_banner,
    pic,
    player_count,
    result_parts,
    round_line,
    variant_on,
)
from rendering.tsukiji.strips import (
    maguro_h,
    maguro_strip,
    market_h,
    market_strip,
    variant_h,
    variant_strip,
)

TILE_ROW = 70


def tiles_row(img: Image.Image, y: int, view: View, words: Text) -> int:
    """The round's price tiles, open beside the board, dearest first (with their heading)."""
    head = f"{pic(words, 'tiles_label')} · {pic(words, 'tiles_sub')}"
    y = A.heading(img, y, head)
    A.tiles_strip(img, y, list(view.get("tiles") or []))
    return y + TILE_ROW + 4


def public_lots(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text,
                only: int | None = None) -> int:  # fmt: skip
    """The lots with value per card, their price tiles and sales (``only``: just that lot)."""
    lots = list(view.get("lots") or [])
    shown = [i for i in range(len(lots)) if only is None or i == only]
    h = A.row_height(A.MAX_H - A.AM - y, len(shown))
    pending = view.get("pending") or {}
    for i in shown:
        lot = lots[i]
        here = bool(pending) and pending.get("lot") == i
        border = T.seat_color(int(pending["seat"])) if here else None
        box = A.lot_frame(img, y, h, i, lot.get("total"), words, border)
        cards = list(lot.get("cards") or [])
        cy = (box[1] + box[3]) // 2
        done = lot.get("sold_to") is not None or bool(lot.get("passed_over"))
        A.card_cells(img, box[0], cy, cards, [] if done else A.public_worth(view, cards))
        cells = (box[0] - 4, box[1], box[0] + 3 * (A.CELL_W + A.CELL_GAP) - A.CELL_GAP, box[3])
        A.sold_band(img, cells, lot, names, words)
        A.tile_right(lot.get("tile"))(img, box)
        y += h + A.LOT_GAP
    return y


def _over(img: Image.Image, view: View, names: Sequence[str], words: Text) -> None:
    _, totals, winners, places = result_parts(view)
    order = sorted(range(len(totals)), key=lambda s: (places[s], -totals[s], s))
    columns = [
        C.Column(pic(words, "place_col"), 1.3, "m"),
        C.Column(pic(words, "player_col"), 4.0, name=True),
        C.Column(pic(words, "total_col"), 1.6, "r"),
    ]
    rows = [[str(places[s]), pic.name(names, s, words), str(totals[s])] for s in order]
    top = A.TOP
    C.results_table(img, (A.AM, top, A.AW - A.AM, top + C.results_table_height(len(rows))),
                    columns, rows, highlight=[k for k, s in enumerate(order) if s in winners],
                    seats=order)  # fmt: skip


def board_height(view: View, words: Text) -> int:
    phase = view.get("phase")
    lots = len(view.get("lots") or [])
    pending = view.get("pending") or {}
    if phase == "evaluate":
        y = A.TOP + (A.HEADING_H + TILE_ROW + 4 if view.get("tiles") else 0)
        return A.lots_bottom(y, lots) + A.AM
    if phase == "buy" and pending:
        y = A.lots_bottom(A.TOP, 1) + 6 + A.HEADING_H
        return A.option_chips(None, y, A.option_faces(view, words, None)) + A.AM
    if phase == "buy":
        return A.lots_bottom(A.TOP, lots) + A.AM
    return A.TOP + C.results_table_height(player_count(view)) + A.AM


@written
def render_board(view: View, names: Sequence[str], words: Text) -> bytes:
    """What the table acts on now, read in the chat: who acts and what they do, then the round's
    price tiles and the lots (choosing tickets), the lots with prices and sales (buying), or
    the lot bought and the options of a Takusan or Yakuza with a heading."""
    phase = view.get("phase")
    pending = view.get("pending") or {}
    img = A.act_canvas(board_height(view, words))
    board_banner(img, view, names, words)
    y = A.TOP
    if phase == "evaluate":
        if view.get("tiles"):
            y = tiles_row(img, y, view, words)
        public_lots(img, y, view, names, words)
    elif phase == "buy" and pending:
        lot = int(pending.get("lot") or 0)
        y = public_lots(img, y, view, names, words, only=lot) + 6
        key = "options_yakuza" if pending.get("kind") == "yakuza" else "options_takusan"
        y = A.heading(img, y, pic(words, key))
        A.option_chips(img, y, A.option_faces(view, words, None))
    elif phase == "buy":
        public_lots(img, y, view, names, words)
    else:
        _over(img, view, names, words)
    return P.to_png(img)


# -- the pictures above it -----------------------------------------------------------------
def _detail_canvas(h: int) -> Image.Image:
    return C.canvas(min(h, C.max_height(C.WIDTH)))


@written
def render_players(view: View, names: Sequence[str], words: Text) -> bytes:
    """The round and the deck; every player: seat, name, status, money, score now, single-use
    tickets left and rows; and what their symbols mean."""
    seats = list(range(player_count(view)))
    keys = board_keys(view, words)
    h = M + 44 + panels_height(view, seats) + legend_height(keys) + M
    img = _detail_canvas(h)
    y = round_line(img, M, view, words)
    for seat in seats:
        y = panel(img, y, view, seat, names, words)
    legend(img, y + C.GAP - 10, keys)
    return P.to_png(img)


def market_height(view: View, words: Text, mine: int | None) -> int:
    keys = market_keys(view, words) + maguro_keys(words, mine)
    return (
        M
        + market_h(view, words)
        + (maguro_h(words, mine) if view.get("maguro_values") else 0)
        + (variant_h(view, words) if variant_on(view) else 0)
        + legend_height(keys)
        + M
    )


def draw_market(img: Image.Image, y: int, view: View, words: Text, mine: int | None) -> int:
    """The price board (value per card), the Maguro sets (``mine`` outlined), the variant's
    bonuses and the legend; returns the y below."""
    y = market_strip(img, y, view, words)
    if view.get("maguro_values"):
        y = maguro_strip(img, y, view, words, mine)
    if variant_on(view):
        y = variant_strip(img, y, view, words)
    return legend(img, y, market_keys(view, words) + maguro_keys(words, mine))


@written
def render_market(view: View, names: Sequence[str], words: Text) -> bytes:
    """The price board, the Maguro sets and the variant's bonuses, with their legend; in a
    seat's view (``view["me"]``) its own Maguro set outlined."""
    me = view.get("me") or {}
    mine = A.maguro_held(view, int(me["seat"])) if me else None
    img = _detail_canvas(market_height(view, words, mine))
    draw_market(img, M, view, words, mine)
    return P.to_png(img)
