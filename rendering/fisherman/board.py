"""The public board (:func:`render_board`)."""

from __future__ import annotations

from collections.abc import Sequence

from rendering import components as C
from rendering import primitives as P
from rendering.fisherman.banner import banner, tournament_line, winners_height
from rendering.fisherman.legends import legend_height, legend_items, shield_legend
from rendering.fisherman.mat import mat, slot_height
from rendering.fisherman.parts import INNER, M, View, seat_views
from rendering.fisherman.players import dealer_height, dealer_panel, player, player_height
from rendering.fisherman.trick import draw_trick, last_height, last_trick, show_last, trick_height
from rendering.text import Text, written


def _board_parts(view: View, words: Text) -> list[str]:
    parts = ["banner", "line", "mat"]
    if view.get("phase") == "setting":
        parts.append("dealer")
        if show_last(view):
            parts.append("last")
    elif view.get("phase") == "fishing":
        parts.append("trick")
        if show_last(view):
            parts.append("last")
    return [*parts, "players", "legend"]


def _board_legend(view: View, words: Text) -> list[C.LegendItem]:
    phase = view.get("phase")
    kinds = ["start", "hand"]
    if phase != "over":
        kinds.append("waiting")
    if phase == "fishing":
        kinds += ["lead", "winner", "back"]
    shields = any(s.get("shields") for s in seat_views(view))
    return legend_items(view, words, kinds) + (shield_legend(view, words) if shields else [])


@written
def render_board(view: View, names: Sequence[str], words: Text) -> bytes:
    """Public board: who acts and what, the tournament and dealer, the rules mat, the trick on
    the table (or the dealer while rules are set), the last trick's kept cards, every
    player's points, shields and catch, and a legend."""
    legend = _board_legend(view, words)
    heights = {
        "banner": C.BANNER_H
        + C.GAP
        + (winners_height(view, names, words) if view.get("phase") == "over" else 0),
        "line": C.SEAT_DOT + 4 + C.GAP,
        "mat": 2 * slot_height(True) + 2 * C.GAP,
        "dealer": dealer_height(view, words) + C.GAP,
        "trick": trick_height(view) + C.GAP,
        "last": last_height(view) + C.GAP,
        "players": sum(player_height(s, view) + 10 for s in seat_views(view)),
        "legend": legend_height(legend) + M,
    }
    parts = _board_parts(view, words)
    img = C.canvas(M + sum(heights[p] for p in parts))
    y = banner(img, M, view, names, words)
    y = tournament_line(img, y, view, names, words)
    y = mat(img, y, view, names, words)
    if "dealer" in parts:
        y = dealer_panel(img, y, view, names, words)
    if "trick" in parts:
        y = draw_trick(img, y, view, names, words)
    if "last" in parts:
        y = last_trick(img, y, view, names, words)
    for seat in seat_views(view):
        y = player(img, y, seat, view, names, words)
    C.legend(img, (M, y + 4), INNER, legend)
    return P.to_png(img)
