"""The public board: its own picture (:func:`render_board`: what players act on now) and the
details shown above it (:func:`render_board_rules`, :func:`render_board_players`)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fisherman import act
from rendering.fisherman.banner import banner, tournament_line
from rendering.fisherman.final import notes, notes_height, standings, standings_height
from rendering.fisherman.legends import legend_height, legend_items, shield_legend
from rendering.fisherman.mat import mat, slot_height
from rendering.fisherman.parts import AW, INNER, M, View, W, seat_views
from rendering.fisherman.players import dealer_height, dealer_panel, player, player_height
from rendering.fisherman.trick import last_height, last_trick, show_last
from rendering.text import Text, written


def act_canvas(height: int) -> Image.Image:
    """An empty own picture (:data:`~rendering.components.ACT_WIDTH` px wide)."""
    return Image.new("RGB", (AW, height), T.BG)


@written
def render_board(view: View, names: Sequence[str], words: Text) -> bytes:
    """The board's own picture, right above its buttons: who acts and what; while the rules
    are set, the rules so far and the choices of the one being set (the buttons act on them);
    while fishing, the trick on the table; at the end, who won and the standings."""
    phase = view.get("phase")
    if phase == "over":
        height = (
            M + C.BANNER_H + C.GAP + standings_height(view) + C.GAP + notes_height(view, words) + M
        )  # fmt: skip
        img = act_canvas(height)
        y = banner(img, M, view, names, words, width=AW)
        y = standings(img, y, view, names, words, AW)
        notes(img, y, view, words)
        return P.to_png(img)
    if phase == "setting":
        height = M + C.BANNER_H + C.GAP + act.STRIP_H + C.GAP + act.choices_height(view) + C.GAP
        img = act_canvas(height + M - C.GAP)
        y = banner(img, M, view, names, words, width=AW)
        y = act.rules_strip(img, y, view, words)
        act.choices(img, y, view, words)
        return P.to_png(img)
    img = act_canvas(M + C.BANNER_H + C.GAP + act.trick_row_height(view, True) + M)
    y = banner(img, M, view, names, words, width=AW)
    act.trick_row(img, y, view, names, words, headed=True)
    return P.to_png(img)


@written
def render_board_rules(view: View, names: Sequence[str], words: Text) -> bytes:
    """The rules mat (who set each rule), the last trick and what the symbols (of the board's
    own picture too) mean."""
    last = show_last(view)
    marks = ["lead", "winner"] if view.get("phase") == "fishing" else []
    legend = legend_items(view, words, marks + (["back"] if last else []))
    height = (
        M + 2 * slot_height(True) + 2 * C.GAP
        + (last_height(view) + C.GAP if last else 0) + legend_height(legend) + M
    )  # fmt: skip
    img = C.canvas(height)
    y = mat(img, M, view, names, words)
    if last:
        y = last_trick(img, y, view, names, words)
    C.legend(img, (M, y), INNER, legend)
    return P.to_png(img)


def _players_legend(view: View, words: Text) -> list[C.LegendItem]:
    kinds = ["start", "hand"] + (["waiting"] if view.get("phase") != "over" else [])
    shields = any(s.get("shields") for s in seat_views(view))
    return legend_items(view, words, kinds) + (shield_legend(view, words) if shields else [])


@written
def render_board_players(view: View, names: Sequence[str], words: Text) -> bytes:
    """The tournament and its dealer, then every player: cards in hand, points this
    tournament, shields won so far and the catch, with a legend."""
    legend = _players_legend(view, words)
    setting = view.get("phase") == "setting"
    height = (
        M + C.SEAT_DOT + 4 + C.GAP
        + (dealer_height(view, words) + C.GAP if setting else 0)
        + sum(player_height(s, view) + 10 for s in seat_views(view))
        + legend_height(legend) + M
    )  # fmt: skip
    img = C.canvas(height)
    y = tournament_line(img, M, view, names, words)
    if setting:
        y = dealer_panel(img, y, view, names, words)
    for seat in seat_views(view):
        y = player(img, y, seat, view, names, words)
    C.legend(img, (M, y + 4), W - 2 * M, legend)
    return P.to_png(img)
