"""A seat's private picture: its hand, what each card scores, its catch (:func:`render_hand`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fisherman.art import cards_grid, grid_height
from rendering.fisherman.banner import banner, tournament_line
from rendering.fisherman.legends import dim_item, legend_height, legend_items
from rendering.fisherman.mat import mat, slot_height
from rendering.fisherman.parts import INNER, M, View, W, card_points, panel, pic, seat_views
from rendering.fisherman.players import MINI
from rendering.fisherman.trick import draw_trick, trick_height
from rendering.text import Text, written

HAND_CARD = (98, 137)
HAND_GAP = 12


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
    colour = T.GOLD if points > 0 else (T.BAD if points < 0 else T.TEXT)
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


def _hand_height(hand: Sequence[str], chips: bool) -> int:
    return grid_height(len(hand), INNER, HAND_CARD, chips, HAND_GAP)


@written
def render_hand(view: View, names: Sequence[str], words: Text) -> bytes:
    """A seat's own picture: "Your turn" (or whose turn) and what to do, the cards on the table
    (only on the seat's own turn: the picture stays in the DM), the hand sorted by species and
    size with what each card would score if caught (cards it may not play now dimmed), its
    catch and points this tournament, the rules mat and a legend."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand needs a seat's view (view['me'] is empty)")
    seat = int(me.get("seat", 0))
    hand = list(me.get("hand") or [])
    legal = set(me.get("legal") or [])
    worth = dict(me.get("worth") or {})
    fishing = view.get("phase") == "fishing"
    turn = fishing and view.get("turn") == seat
    # The table only on my turn: a DM stays in Discord, and the cards on the table now may be
    # set aside face down once the trick is taken (the board shows the table meanwhile).
    table = turn and bool(view.get("trick"))
    mine = next((s for s in seat_views(view) if s.get("seat") == seat), {})
    caught = list(mine.get("captured") or [])
    legend = legend_items(view, words, ("lead", "winner") if table else ())
    dimmed = [card for card in hand if turn and card not in legal]
    if dimmed:
        legend.append(dim_item(dimmed[0], pic(words, "legend_dim")))
    title = pic(words, "hand_title", name=pic.name(names, seat, words))
    chips = bool(worth)
    heights = [
        M,
        C.BANNER_H + C.GAP,
        C.SEAT_DOT + 4 + C.GAP,
        trick_height(view) + C.GAP if table else 0,
        C.FS_H2 + 16 + _hand_height(hand, chips) + C.GAP,
        C.paragraph_height(pic(words, "worth_note"), C.FS_MIN, INNER) + 8 if chips else 0,
        catch_height(caught) + C.GAP if fishing else 0,
        C.results_table_height(len(seat_views(view))) + C.GAP if fishing else 0,
        2 * slot_height(False) + 2 * C.GAP,
        legend_height(legend) + M,
    ]
    img = C.canvas(sum(heights))
    y = banner(img, M, view, names, words, me=seat)
    y = tournament_line(img, y, view, names, words)
    if table:
        y = draw_trick(img, y, {**view, "last_trick": None}, names, words)
    C.label(img, (M, y), title, C.FS_H2, T.TEXT, INNER, bold=True)
    y += C.FS_H2 + 16
    dims = [turn and card not in legal for card in hand]
    values = [int(worth.get(c, 0)) for c in hand] if chips else None
    y = cards_grid(img, (M, y), INNER, hand, HAND_CARD, values, dims, HAND_GAP) + C.GAP
    if chips:
        y = C.paragraph(img, (M, y - 4), pic(words, "worth_note"), C.FS_MIN, T.TEXT_DIM, INNER) + 12
    if fishing:  # nothing is caught while the rules are set
        points = int(mine.get("points", 0) or 0)
        rules, scoring = view.get("rules") or {}, view.get("scoring") or {}
        y = catch_panel(img, y, pic(words, "your_catch"), caught, points, rules, scoring, words)
        y = _scores(img, y, view, seat, names, words)
    y = mat(img, y, view, names, words, setters=False)
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
