"""Maritime Silk Road pictures as PNG bytes, drawn from the engine's view dict only.

Phone first (``rendering.components``): 800 px wide, portrait, every text at least
``components.FS_MIN``; the first thing on every picture is the turn banner (who acts and what
they do; "Your turn" in the reader's own picture; the winner on the final).

``render_board`` uses the public view (no money, no hands); ``render_hand`` needs a seat's own
view (``view["me"]``); ``render_final`` shows everyone's money once the game is over. Names are
indexed by seat; words come from the catalogs (``silkroad.pic.*``) in the reader's language.

The goods, ships and special cards get their own vector icons here.
"""

from rendering.silkroad.board import render_board
from rendering.silkroad.final import render_final
from rendering.silkroad.hand import render_hand
from rendering.silkroad.parts import COLOURS, SPECIALS

__all__ = ["COLOURS", "SPECIALS", "render_board", "render_final", "render_hand"]
