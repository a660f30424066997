"""Maritime Silk Road pictures as PNG bytes, drawn from the engine's view dict only.

Phone first (``rendering.components``): a message's own picture (``render_board``,
``render_hand``, ``render_final``) is 600 px wide and at most 660 tall, opens with the turn
banner (who acts and what they do; "Your turn" in the reader's own picture; the winner on the
final) and holds what the decision acts on; the detail pictures shown above it
(``render_table``: the whole table; ``render_fleets``: the players at the end) are 800 px wide.
Every goods cube and card carries the goods' icon besides its colour.

``render_board`` and ``render_table`` use the public view (no money, no hands); ``render_hand``
needs a seat's own view (``view["me"]``); ``render_final`` and ``render_fleets`` show everyone's
money once the game is over. Names are indexed by seat; words come from the catalogs
(``silkroad.pic.*``) in the reader's language.

The goods, ships and special cards get their own vector icons here.
"""

from rendering.silkroad.board import render_board
from rendering.silkroad.final import render_final, render_fleets
from rendering.silkroad.hand import render_hand
from rendering.silkroad.parts import COLOURS, SPECIALS
from rendering.silkroad.table import render_table

__all__ = [
    "COLOURS",
    "SPECIALS",
    "render_board",
    "render_final",
    "render_fleets",
    "render_hand",
    "render_table",
]
