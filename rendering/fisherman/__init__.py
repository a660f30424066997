"""Fisherman pictures as PNG bytes, drawn from the engine's view dict only, phone first.

Every renderer takes ``view`` (``FISHERMAN.view(state, seat)``), the display ``names`` indexed
by seat and the ``words`` of the reader's language. A message's own picture
(:data:`rendering.components.ACT_WIDTH` px wide, at most ``ACT_MAX_HEIGHT`` tall, read in the
chat) holds what the reader acts on now: :func:`render_board` (the turn banner, the rules and
the choices of the rule being set, or the trick on the table), :func:`render_hand`
(``view["me"]``: "Your turn", the choices or the trick in progress, the hand with what each
card would score), :func:`render_results` (one finished tournament's standings) and
:func:`render_final`. The details shown above it are :data:`rendering.components.WIDTH` px
wide: :func:`render_board_rules` (rules mat, last trick), :func:`render_board_players`
(players, shields, catches), :func:`render_hand_details` (rules, my catch, the standings) and
:func:`render_results_details` (every catch card by card), each with a legend.

Cards are drawn in the rulebook's species colours (Aji blue, Fugu green, Tai red, Haze yellow,
Ika white) with the rulebook's shape symbols (□ ○ ◇ ≡ △) on every card, however small, so
colour is never the only cue. No component number lives here: sizes, scoring and shield
points come with the view (``view["sizes"]``, ``view["scoring"]``, ``view["shield_points"]``, from
``data/fisherman.json``). A completed trick is drawn whole only while it lies open
(``view["last_trick"]["open"]``); afterwards only its kept cards face up, the set-aside ones as
backs (a discarded card's face is never drawn).
"""

from rendering.fisherman.board import render_board, render_board_players, render_board_rules
from rendering.fisherman.final import render_final
from rendering.fisherman.hand import render_hand, render_hand_details
from rendering.fisherman.parts import parse_card
from rendering.fisherman.results import render_results, render_results_details

__all__ = [
    "parse_card",
    "render_board",
    "render_board_players",
    "render_board_rules",
    "render_final",
    "render_hand",
    "render_hand_details",
    "render_results",
    "render_results_details",
]
