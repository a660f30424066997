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
