"""The final results: the winner, places, popularity and money (:func:`render_final`, read in
the chat) and the same with each pile's card count (:func:`render_final_detail`)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fleamarket.board import over_detail
from rendering.fleamarket.compact import AINNER, act_canvas, banner, banner_height
from rendering.fleamarket.parts import M, View, pic
from rendering.fleamarket.seats import final_parts, final_title, in_cards
from rendering.text import Text, written


def money_decided(view: View) -> bool:
    """Whether two seats with the same popularity are told apart by their money."""
    breakdown, _, ranking = final_parts(view)
    pops = [int(b.get("popularity", 0)) for b in breakdown]
    return any(
        pops[a] == pops[b] and ranking[a] != ranking[b]
        for a in range(len(pops))
        for b in range(a + 1, len(pops))
    )


def _table(
    img: Image.Image, y: int, view: View, names: Sequence[str], words: Text, counts: bool
) -> int:
    """Places, names, popularity and money (``counts``: with each pile's card count)."""
    breakdown, winners, ranking = final_parts(view)
    order = sorted(range(len(breakdown)), key=lambda s: (ranking[s], s))
    columns = [
        C.Column("#", 0.4, "m"),
        C.Column("", 1.5, name=True),
        C.Column(pic(words, "popularity_col"), 1.8 if counts else 1.6, "r"),
        C.Column(pic(words, "money_col"), 1.8 if counts else 1.0, "r"),
    ]
    rows = []
    for seat in order:
        entry = breakdown[seat]
        pop = str(entry.get("popularity", 0))
        money = f"¥{int(entry.get('money', 0))}"
        if counts:
            pop = in_cards(words, pop, entry.get("popularity_cards"))
            money = in_cards(words, money, entry.get("money_cards"))
        rows.append([str(ranking[seat]), pic.name(names, seat, words), pop, money])
    highlight = [k for k, seat in enumerate(order) if seat in winners]
    right = img.width - M
    return C.results_table(img, (M, y, right, 0), columns, rows, highlight=highlight, seats=order)


@written
def render_final(view: View, names: Sequence[str], words: Text) -> bytes:
    """The winner first and the popularity they reached (their own total), then places,
    popularity and money (the tie-break); a note when money decided a tie."""
    breakdown, _, _ = final_parts(view)
    title = final_title(view, names, words, AINNER)
    detail = over_detail(view, names, words)
    note = pic(words, "tie-money") if money_decided(view) else ""
    note_h = C.paragraph_height(note, C.FS_SMALL, AINNER) + C.GAP if note else 0
    top = M + banner_height(detail) + C.GAP
    img = act_canvas(top + C.results_table_height(len(breakdown)) + note_h + M)
    banner(img, M, title, detail)
    y = _table(img, top, view, names, words, counts=False)
    if note:
        C.paragraph(img, (M, y + C.GAP), note, C.FS_SMALL, T.TEXT_DIM, AINNER)
    return P.to_png(img)


@written
def render_final_detail(view: View, names: Sequence[str], words: Text) -> bytes:
    """The final table with the card count of every popularity and money pile."""
    breakdown, _, _ = final_parts(view)
    img = C.canvas(M + C.results_table_height(len(breakdown)) + M)
    _table(img, M, view, names, words, counts=True)
    return P.to_png(img)
