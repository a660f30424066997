"""Tsukiji pictures as PNG bytes, drawn from the engine's view dict only, phone first.

Every renderer takes ``view`` (see ``TSUKIJI.view(state, seat)``), the display ``names`` indexed
by seat and the reader's ``words``, and returns PNG bytes. A message's own picture (what the
reader acts on now, or the news) is :data:`rendering.components.ACT_WIDTH` px wide and at most
``ACT_MAX_HEIGHT`` tall, so that it reads in the chat on a phone; it starts with the turn
banner: :func:`render_board` (the round's price tiles and the lots while tickets are chosen,
the lots with prices and sales while buying, the lot bought and the options of a Takusan or
Yakuza under a heading), :func:`render_hand` (a seat's picture in every phase: my money and
score now, my tickets, what each card or lot is worth to me, what each option does to me),
:func:`render_reveal` (tickets, Σ and the tiles earned, ties explained) and
:func:`render_final` (the winner and the totals). The pictures shown above it are
:data:`rendering.components.WIDTH` px wide: :func:`render_players` (money, score now,
single-use tickets left, rows), :func:`render_market` (the price board, the Maguro sets with
the reader's own outlined, the variant's bonuses, the legend), :func:`render_moves` (who is
who, the market's moves, a clamped one "stays") and :func:`render_breakdown` (the final
scores product by product). Lots are labelled A, B, C... (:func:`lot_label`) so buttons and
pictures agree. Every symbol that is not self-evident is explained in a legend.
"""

from rendering.tsukiji.board import render_board, render_market, render_players
from rendering.tsukiji.final import render_breakdown, render_final
from rendering.tsukiji.hand import render_hand
from rendering.tsukiji.parts import lot_label
from rendering.tsukiji.reveal import render_moves, render_reveal

__all__ = [
    "lot_label",
    "render_board",
    "render_breakdown",
    "render_final",
    "render_hand",
    "render_market",
    "render_moves",
    "render_players",
    "render_reveal",
]
