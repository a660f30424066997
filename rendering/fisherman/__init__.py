"""Fisherman pictures as PNG bytes, drawn from the engine's view dict only, phone first.

Every renderer takes ``view`` (``FISHERMAN.view(state, seat)``), the display ``names`` indexed
by seat and the ``words`` of the reader's language: :func:`render_board` (public),
:func:`render_hand` (``view["me"]``: "Your turn", the hand with what each card scores, the
table on the seat's own turn, its catch and points, the rules mat), :func:`render_results` (one
finished tournament: the standings table and every catch card by card) and
:func:`render_final`. Pictures are :data:`rendering.components.WIDTH` px wide, portrait, the
turn banner first, sizes from :mod:`rendering.components`, a legend for every symbol.

Cards are drawn in the rulebook's species colours (Aji blue, Fugu green, Tai red, Haze yellow,
Ika white) with the rulebook's shape symbols (□ ○ ◇ ≡ △) so colour is never the only cue. No
component number lives here: sizes, scoring and shield points come with the view
(``view["sizes"]``, ``view["scoring"]``, ``view["shield_points"]``, from
``data/fisherman.json``). A completed trick is drawn whole only while it lies open
(``view["last_trick"]["open"]``); afterwards only its kept cards face up, the set-aside ones as
backs (a discarded card's face is never drawn).
"""

from rendering.fisherman.board import render_board
from rendering.fisherman.final import render_final
from rendering.fisherman.hand import render_hand
from rendering.fisherman.parts import parse_card
from rendering.fisherman.results import render_results

__all__ = ["parse_card", "render_board", "render_final", "render_hand", "render_results"]
