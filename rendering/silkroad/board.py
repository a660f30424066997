"""The board's own picture (:func:`render_board`), shown right above the board's message:
who acts and what they do, the turn and the draw pile, and what the current decision acts on —
the cube supply while loading, the special cards for sale and the supply in phase 1, the market
with this round's plays and who earned from them in phase 2 (and after). The rest of the table
is in :func:`rendering.silkroad.table.render_table`."""

from __future__ import annotations

from collections.abc import Sequence

from rendering import components as C
from rendering import primitives as P
from rendering.silkroad.banner import banner, start_note, track_height
from rendering.silkroad.blocks import (
    SPECIALS_ROW_H,
    STATUS_H,
    SUPPLY_H,
    market_grid,
    market_height,
    specials_row,
    status_row,
    supply_grid,
)
from rendering.silkroad.parts import (
    ACT_INNER,
    SMALL_HEADING_H,
    M,
    View,
    act_canvas,
    pic,
    small_heading,
)
from rendering.silkroad.table import draw_plays, plays_height, round_plays
from rendering.text import Text, written

TOP_H = M + C.BANNER_H + C.GAP + STATUS_H  # the banner and the status row
MARKET_CARD_H = 120


def _recent_plays(
    view: View, names: Sequence[str], words: Text, room: int
) -> list[tuple[int, str, int, list[int]]]:
    """This round's latest plays that fit in ``room`` px (all of them are in the detail)."""
    plays = round_plays(view)
    while plays and SMALL_HEADING_H + plays_height(plays, names, words, ACT_INNER) > room:
        plays = plays[1:]
    return plays


@written
def render_board(view: View, names: Sequence[str], words: Text) -> bytes:
    """The board's own picture (see the module's docstring), at most
    :data:`components.ACT_MAX_HEIGHT` tall."""
    phase = view.get("phase")
    h = TOP_H
    plays: list[tuple[int, str, int, list[int]]] = []
    if phase == "load":
        h += track_height(view, names, words, C.ACT_WIDTH) + SMALL_HEADING_H + SUPPLY_H
    elif phase == "phase1":
        h += 2 * SMALL_HEADING_H + SPECIALS_ROW_H + SUPPLY_H
    else:
        h += SMALL_HEADING_H + market_height(MARKET_CARD_H)
        plays = _recent_plays(view, names, words, C.ACT_MAX_HEIGHT - h - M)
        if plays:
            h += SMALL_HEADING_H + plays_height(plays, names, words, ACT_INNER)
    img = act_canvas(h + M)
    y = banner(img, view, names, words, None)
    y = status_row(img, y, view, words, None)
    if phase == "load":
        y = start_note(img, y, view, names, words)
        y = small_heading(img, y, pic(words, "row_supply"))
        supply_grid(img, y, view, words)
    elif phase == "phase1":
        y = small_heading(img, y, pic(words, "specials"))
        y = specials_row(img, y, view, words)
        y = small_heading(img, y, pic(words, "row_supply"))
        supply_grid(img, y, view, words)
    else:
        y = small_heading(img, y, pic(words, "market"))
        y = market_grid(img, y, view, words, MARKET_CARD_H)
        if plays:
            y = small_heading(img, y, pic(words, "round_title"))
            draw_plays(img, (M, y), plays, names, words, ACT_INNER)
    return P.to_png(img)
