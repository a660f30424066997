"""A seat's private pictures: its own (:func:`render_hand`: the decision, the hand and what each
card would score) and the details above it (:func:`render_hand_details`: rules, catch,
standings)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fisherman import act
from rendering.fisherman.art import cards_grid, grid_height
from rendering.fisherman.banner import banner
from rendering.fisherman.legends import dim_item, legend_height, legend_items
from rendering.fisherman.mat import mat, slot_height
from rendering.fisherman.parts import (
    AW,
    INNER,
    LOSS,
    M,
    View,
    W,
    card_points,
    panel,
    pic,
    seat_views,
)
from rendering.fisherman.players import MINI
from rendering.text import Text, written


def catch_height(cards: Sequence[str]) -> int:
    grid = grid_height(len(cards), INNER - 2 * C.PAD, MINI, True) if cards else C.FS_SMALL + 10
    return 12 + C.FS_BIG + 10 + grid + C.PAD


def catch_panel(
    img: Image.Image,
    y: int,
    title: str,
    cards: Sequence[str],
    points: int,
    rules: Mapping[str, Any],
    scoring: Mapping[str, int],
    words: Text,
    empty: str = "no_catch",
    seat: int | None = None,
    names: Sequence[str] = (),
) -> int:
    """A catch: a title (or a seat and its name), the points in big type, every caught card
    with what it scores. Returns the y below."""
    box = (M, y, W - M, y + catch_height(cards))
    panel(img, box)
    x0, y0, x1, _ = box
    cy = y0 + 12 + C.FS_BIG // 2
    colour = T.GOLD if points > 0 else (LOSS if points < 0 else T.TEXT)
    pb = C.label(
        img, (x1 - C.PAD, cy), C.signed(points), C.FS_BIG, colour, 110, bold=True, anchor="rm"
    )
    left = x0 + C.PAD
    if seat is not None:
        P.seat_dot(img, (left + C.SEAT_DOT // 2, cy), seat, C.SEAT_DOT)
        left += C.SEAT_DOT + 10
        C.name_label(
            img,
            (left, cy),
            pic.name(names, seat, words),
            C.FS_H2,
            T.TEXT,
            pb[0] - 16 - left,
            anchor="lm",
        )
    else:
        C.label(img, (left, cy), title, C.FS_H2, T.TEXT, pb[0] - 16 - left, bold=True, anchor="lm")
    top = y0 + 12 + C.FS_BIG + 10
    if cards:
        values = [card_points(c, rules, scoring) for c in cards]
        cards_grid(img, (x0 + C.PAD, top), INNER - 2 * C.PAD, cards, MINI, values)
    else:
        C.label(
            img, (x0 + C.PAD, top), pic(words, empty), C.FS_SMALL, T.TEXT_FAINT, INNER - 2 * C.PAD
        )
    return box[3] + C.GAP


@written
def render_hand(view: View, names: Sequence[str], words: Text) -> bytes:
    """A seat's own picture, right above its buttons: "Your turn" (or whose turn) and what to
    do; while the rules are set, the choices of the rule being set; while fishing, the trick
    on the table; then the hand with what each card would score if caught (the cards it may
    not play now faded)."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand needs a seat's view (view['me'] is empty)")
    seat = int(me.get("seat", 0))
    hand = list(me.get("hand") or [])
    legal = set(me.get("legal") or [])
    phase = view.get("phase")
    turn = phase == "fishing" and view.get("turn") == seat
    # the trick in progress only: a trick just taken may have cards set aside face down
    table = phase == "fishing" and bool(view.get("trick"))
    trick_view = {**view, "last_trick": None}
    values = act.worth(me, hand)
    heights = [
        M + C.BANNER_H + C.GAP,
        act.choices_height(view) + C.GAP if phase == "setting" else 0,
        act.trick_row_height(trick_view, False) + C.GAP if table else 0,
        act.hand_height(len(hand), values is not None) + M,
    ]
    img = Image.new("RGB", (AW, sum(heights)), T.BG)
    y = banner(img, M, view, names, words, me=seat, width=AW)
    if phase == "setting":
        y = act.choices(img, y, view, words)
    if table:
        y = act.trick_row(img, y, trick_view, names, words, headed=False)
    dims = [turn and card not in legal for card in hand]
    act.hand(img, y, hand, values, dims)
    return P.to_png(img)


@written
def render_hand_details(view: View, names: Sequence[str], words: Text) -> bytes:
    """What a seat studies before it plays: the rules mat, its catch and points this
    tournament (what each caught card scored), everyone's points and shield points, and a
    legend (what the numbers under the cards and the faded cards mean)."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand_details needs a seat's view (view['me'] is empty)")
    seat = int(me.get("seat", 0))
    fishing = view.get("phase") == "fishing"
    mine = next((s for s in seat_views(view) if s.get("seat") == seat), {})
    caught = list(mine.get("captured") or [])
    legend = legend_items(view, words, ("lead", "winner") if fishing else ())
    hand = list(me.get("hand") or [])
    legal = set(me.get("legal") or [])
    dimmed = [c for c in hand if fishing and view.get("turn") == seat and c not in legal]
    if dimmed:
        legend.append(dim_item(dimmed[0], pic(words, "legend_dim")))
    note = pic(words, "worth_note") if me.get("worth") else ""
    heights = [
        M,
        2 * slot_height(False) + 2 * C.GAP,
        catch_height(caught) + C.GAP if fishing else 0,
        C.results_table_height(len(seat_views(view))) + C.GAP,
        C.paragraph_height(note, C.FS_MIN, INNER) + 8 if note else 0,
        legend_height(legend) + M,
    ]
    img = C.canvas(sum(heights))
    y = mat(img, M, view, names, words, setters=False)
    if fishing:  # nothing is caught while the rules are set
        points = int(mine.get("points", 0) or 0)
        rules, scoring = view.get("rules") or {}, view.get("scoring") or {}
        y = catch_panel(img, y, pic(words, "your_catch"), caught, points, rules, scoring, words)
    y = _scores(img, y, view, seat, names, words)
    if note:
        y = C.paragraph(img, (M, y), note, C.FS_MIN, T.TEXT_DIM, INNER) + 8
    C.legend(img, (M, y), INNER, legend)
    return P.to_png(img)


def _scores(
    img: Image.Image, y: int, view: View, me: int, names: Sequence[str], words: Text
) -> int:
    """Everyone's points this tournament and shield points so far (the reader's row lit);
    returns the y below."""
    columns = [
        C.Column(pic(words, "col_player"), 3.0, name=True),
        C.Column(pic(words, "col_points"), 1.2, "r"),
        C.Column(pic(words, "col_shield_points"), 1.6, "r"),
    ]
    seats = seat_views(view)
    rows = [
        [
            pic.name(names, int(s.get("seat", 0)), words),
            C.signed(int(s.get("points", 0) or 0)),
            str(s.get("shield_points", 0)),
        ]
        for s in seats
    ]
    mine = [i for i, s in enumerate(seats) if s.get("seat") == me]
    return C.results_table(img, (M, y, W - M, 0), columns, rows, highlight=mine) + C.GAP
