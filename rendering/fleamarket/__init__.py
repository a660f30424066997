"""Flea Market: Price War pictures as PNG bytes, drawn from the engine's view dicts only.

Phone first (:mod:`rendering.components`): a message's own picture (the board's stalls, a
seat's decision, the news of a settlement or a price war, the final) is :data:`C.ACT_WIDTH` px
wide, at most :data:`C.ACT_MAX_HEIGHT` tall, and starts with the turn banner (who acts and what
they do; "Your turn" in a seat's own picture); the ``*_detail`` pictures and the settlement's
cards (:data:`C.WIDTH` px) hold the players, the colours against the threshold and the legend.
Every renderer takes ``view`` (``FLEAMARKET.view(state, seat)``), the display
``names`` indexed by seat and the reader's ``words``. The public board never needs
``view["me"]``; :func:`render_hand` draws a seat's own view with what it needs to decide: the
colours showing against the price-war threshold, its hand, money and secret popularity, its
stalls and every rival's stall total, popularity-pile size, money and hand size.

Cards are drawn in their colour *and* with a shape per colour (circle, star, square, triangle,
diamond, hexagon), so colour is never the only cue; the buttons printed on a card are written
on it ("¥3" money, "★1" popularity) and a legend explains every symbol. Money is cards: every
seat shows its face-up money cards (each with its worth) and its face-down popularity pile with
the count (the values stay secret).
"""

from rendering.fleamarket.board import render_board, render_board_detail
from rendering.fleamarket.final import render_final, render_final_detail
from rendering.fleamarket.hand import render_hand, render_hand_detail
from rendering.fleamarket.news import render_price_war, render_settlement_summary
from rendering.fleamarket.parts import split_card
from rendering.fleamarket.settlement import render_settlement

__all__ = [
    "render_board",
    "render_board_detail",
    "render_final",
    "render_final_detail",
    "render_hand",
    "render_hand_detail",
    "render_price_war",
    "render_settlement",
    "render_settlement_summary",
    "split_card",
]
