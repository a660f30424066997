"""The final results (:func:`render_final`)."""

from __future__ import annotations

from collections.abc import Sequence

from rendering import components as C
from rendering import primitives as P
from rendering.fleamarket.board import over_detail
from rendering.fleamarket.parts import BANNER_H, M, View, W, pic
from rendering.fleamarket.seats import final_parts, final_title, in_cards
from rendering.text import Text, written


@written
def render_final(view: View, names: Sequence[str], words: Text) -> bytes:
    """The winner first, then places, popularity (revealed, with its card count) and money
    (the tie-break, with its card count)."""
    breakdown, winners, ranking = final_parts(view)
    n = len(breakdown)
    img = C.canvas(M + BANNER_H + C.GAP + C.results_table_height(n) + M)
    C.turn_banner(
        img,
        (M, M, W - M, M + BANNER_H),
        final_title(view, names, words),
        over_detail(view, names, words),
        mine=False,
    )
    y = M + BANNER_H + C.GAP
    order = sorted(range(n), key=lambda s: (ranking[s], s))
    columns = [
        C.Column("#", 0.45, "m"),
        C.Column("", 2.0, name=True),
        C.Column(pic(words, "popularity_col"), 1.5, "r"),
        C.Column(pic(words, "money_col"), 1.5, "r"),
    ]
    rows = []
    for seat in order:
        entry = breakdown[seat]
        pop = in_cards(words, str(entry.get("popularity", 0)), entry.get("popularity_cards"))
        money = in_cards(words, f"¥{int(entry.get('money', 0))}", entry.get("money_cards"))
        rows.append([str(ranking[seat]), pic.name(names, seat, words), pop, money])
    highlight = [k for k, seat in enumerate(order) if seat in winners]
    C.results_table(img, (M, y, W - M, 0), columns, rows, highlight=highlight, seats=order)
    return P.to_png(img)
