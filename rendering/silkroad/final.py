"""The final results (:func:`render_final`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering.silkroad.art import chip_width, chips, owned_specials, ships_row
from rendering.silkroad.banner import won
from rendering.silkroad.parts import (
    CHIP_H,
    FLEET_H,
    HEADING_H,
    SPECIALS,
    M,
    View,
    heading,
    pic,
    result_parts,
)
from rendering.text import Text, written


def _fleet_row(
    img: Image.Image, y: int, seat: int, view: View, info: Mapping[str, Any], words: Text
) -> int:
    """A player's ships and special cards at the end; returns the y below."""
    seats = view.get("seats") or []
    ships = list((seats[seat] if seat < len(seats) else {}).get("ships") or [])
    mid = y + FLEET_H // 2
    P.seat_dot(img, (M + C.SEAT_DOT // 2, mid), seat, C.SEAT_DOT)
    x = M + C.SEAT_DOT + 12
    owned = {k: info.get(k, 0) for k in SPECIALS[1:]}
    chips_w = sum(chip_width(k, n, words) + 10 for k, n in owned_specials(owned))
    right = C.WIDTH - M - chips_w
    ships_row(img, (x, y + 4, right - 10, y + FLEET_H - 4), ships)
    chips(img, (right, mid - CHIP_H // 2), owned, words)
    return y + FLEET_H + 6


@written
def render_final(view: View, names: Sequence[str], words: Text) -> bytes:
    """The winner first, then everyone's money, earnings and spending in the results table,
    and each player's ships and special cards."""
    money, ranking, winners, breakdown = result_parts(view)
    n = len(money)
    order = sorted(range(n), key=lambda s: (ranking[s], s))
    h = M + C.BANNER_H + C.GAP + C.results_table_height(n) + C.GAP
    h += HEADING_H + n * (FLEET_H + 6) + M
    img = C.canvas(h)
    box = (M, M, C.WIDTH - M, M + C.BANNER_H)
    seat = winners[0] if len(winners) == 1 else None
    C.turn_banner(img, box, won(winners, names, words), pic(words, "over"), seat=seat)
    y = box[3] + C.GAP
    columns = [
        C.Column(pic(words, "col_place"), 0.8, "m"),
        C.Column(pic(words, "col_player"), 2.6, name=True),
        C.Column(pic(words, "col_earned"), 1.2, "r"),
        C.Column(pic(words, "col_spent"), 1.2, "r"),
        C.Column(pic(words, "col_money"), 1.3, "r"),
    ]
    cells = [
        [
            str(ranking[s]),
            pic.name(names, s, words),
            f"¥{int(breakdown[s].get('earned', 0))}",
            _minus_money(int(breakdown[s].get("spent", 0))),
            f"¥{money[s]}",
        ]
        for s in order
    ]
    winning_rows = [i for i, s in enumerate(order) if s in winners]
    y = (
        C.results_table(
            img, (M, y, C.WIDTH - M, 0), columns, cells, highlight=winning_rows, seats=order
        )
        + C.GAP
    )
    y = heading(img, y, pic(words, "fleets"))
    for s in order:
        y = _fleet_row(img, y, s, view, breakdown[s], words)
    return P.to_png(img)


def _minus_money(amount: int) -> str:
    """Money spent, with a real minus sign: "−¥20" (nothing spent: "¥0")."""
    return f"−¥{amount}" if amount else "¥0"
