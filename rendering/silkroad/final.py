"""The final results: the message's own picture (:func:`render_final`: the winner in the
headline, then places, names and money) and the detail above it (:func:`render_fleets`: each
player by name with what they earned and spent, their ships and special cards)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.silkroad.art import chip_width, chips, owned_specials, ships_row
from rendering.silkroad.banner import headline, won_title
from rendering.silkroad.parts import (
    ACT_INNER,
    CHIP_H,
    HEADING_H,
    INNER,
    SPECIALS,
    M,
    View,
    act_canvas,
    heading,
    pic,
    result_parts,
)
from rendering.text import Text, written

FLEET_NAME_H = 44
FLEET_SHIPS_H = 76


def _order(view: View) -> list[int]:
    money, ranking, _, _ = result_parts(view)
    return sorted(range(len(money)), key=lambda s: (ranking[s], s))


@written
def render_final(view: View, names: Sequence[str], words: Text) -> bytes:
    """The winner first, then every player's place, name and money."""
    money, ranking, winners, _ = result_parts(view)
    order = _order(view)
    h = M + C.BANNER_H + C.GAP + C.results_table_height(len(order)) + M
    img = act_canvas(h)
    seat = winners[0] if len(winners) == 1 else None
    y = headline(img, won_title(winners, names, words), pic(words, "over"), seat=seat)
    columns = [
        C.Column(pic(words, "col_place"), 0.9, "m"),
        C.Column(pic(words, "col_player"), 3.6, name=True),
        C.Column(pic(words, "col_money"), 1.4, "r"),
    ]
    cells = [[str(ranking[s]), pic.name(names, s, words), f"¥{money[s]}"] for s in order]
    winning_rows = [i for i, s in enumerate(order) if s in winners]
    C.results_table(
        img,
        (M, y, M + ACT_INNER, 0),
        columns,
        cells,
        highlight=winning_rows,
        seats=order,
    )
    return P.to_png(img)


def _fleet(
    img: Image.Image,
    y: int,
    seat: int,
    view: View,
    info: Mapping[str, Any],
    names: Sequence[str],
    words: Text,
) -> int:
    """A player's name, earnings and spending, then their ships and special cards; returns
    the y below."""
    seats = view.get("seats") or []
    ships = list((seats[seat] if seat < len(seats) else {}).get("ships") or [])
    x1 = C.WIDTH - M
    P.rounded_box(img, (M, y, x1, y + FLEET_NAME_H + FLEET_SHIPS_H + C.PAD), T.RADIUS, T.PANEL)
    mid = y + C.PAD // 2 + FLEET_NAME_H // 2
    P.seat_dot(img, (M + C.PAD + C.SEAT_DOT // 2, mid), seat, C.SEAT_DOT)
    earned = pic(words, "col_earned") + f" ¥{int(info.get('earned', 0))}"
    spent = int(info.get("spent", 0))
    spent_text = pic(words, "col_spent") + (f" −¥{spent}" if spent else " ¥0")
    money = f"{earned} · {spent_text}"
    mx = C.label(img, (x1 - C.PAD, mid), money, C.FS_SMALL, T.TEXT_DIM, 340, anchor="rm")[0]
    name_x = M + C.PAD + C.SEAT_DOT + 10
    C.name_label(
        img,
        (name_x, mid),
        pic.name(names, seat, words),
        C.FS_H2,
        T.TEXT,
        mx - name_x - 16,
        anchor="lm",
    )
    top = y + C.PAD // 2 + FLEET_NAME_H
    owned = {k: info.get(k, 0) for k in SPECIALS[1:]}
    chips_w = sum(chip_width(k, n, words) + 10 for k, n in owned_specials(owned))
    right = x1 - C.PAD - chips_w
    ships_row(img, (M + C.PAD, top, right - 10, top + FLEET_SHIPS_H - 4), ships)
    chips(img, (right, top + (FLEET_SHIPS_H - CHIP_H) // 2), owned, words)
    return y + FLEET_NAME_H + FLEET_SHIPS_H + C.PAD + C.GAP


@written
def render_fleets(view: View, names: Sequence[str], words: Text) -> bytes:
    """Every player, in the order of the results, by name: earned, spent, ships and special
    cards."""
    breakdown = result_parts(view)[3]
    order = _order(view)
    h = M + HEADING_H + len(order) * (FLEET_NAME_H + FLEET_SHIPS_H + C.PAD + C.GAP) + M
    img = C.canvas(h)
    y = heading(img, M, pic(words, "fleets"), INNER)
    for s in order:
        y = _fleet(img, y, s, view, breakdown[s], names, words)
    return P.to_png(img)
