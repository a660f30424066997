"""The parts of a message's own picture (:data:`~rendering.components.ACT_WIDTH` px wide, read
in the chat on a phone): the trick on the table in one row, the rules set so far in a 2 × 2
strip, the choices of the rule being set (what the buttons under the picture act on) and a
hand of small cards with what each would score."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fisherman.art import cards_grid, draw_card, empty_card_slot, grid_height, paint_mark
from rendering.fisherman.parts import (
    AINNER,
    RULES,
    Box,
    M,
    View,
    card_sizes,
    edge,
    note_species,
    pic,
    species_color,
    species_name,
)
from rendering.fisherman.trick import trick_plays
from rendering.text import Text

ROW_CARD = (72, 104)  # a card in the trick row
SMALL_CARD = (56, 80)  # a card in a hand or a catch on a message's own picture
SMALL_GAP = 6
LINE = round(C.FS_MIN * 1.4)  # one line of small print
BADGE = 28


# -- the trick -----------------------------------------------------------------------------
def trick_row_height(view: View, headed: bool) -> int:
    done = trick_plays(view)[1] is not None
    head = LINE + 6 if headed else 0
    return C.PAD + head + ROW_CARD[1] + 6 + LINE + (LINE if done else 0) + C.PAD


def trick_row(
    img: Image.Image, y: int, view: View, names: Sequence[str], words: Text, headed: bool
) -> int:
    """The trick on the table, one column per player in play order: the card (the one that
    takes the trick under a crown, the lead's under the lead mark), the seat and name under
    it; the trick just taken with what its winner kept. ``headed``: a title line with the
    trick's number and the discard's size. Returns the y below."""
    columns, done = trick_plays(view)
    box = (M, y, M + AINNER, y + trick_row_height(view, headed))
    P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    x0, y0, x1, _ = box
    top = y0 + C.PAD
    total = view.get("tricks") or ""
    if done:
        winner, kept = done.get("winner"), set(done.get("kept") or [])
    else:
        winner, kept = view.get("winning"), set()
    if headed:
        if done:
            title = pic(words, "trick_done", n=done.get("trick_no", ""), total=total)
        else:
            n = max(1, int(view.get("trick_no") or 1))
            title = pic(words, "current_trick", n=n, total=total)
        count = pic(words, "face_down", n=int(view.get("discard_count") or 0))
        right = C.label(
            img, (x1 - C.PAD, top), count, C.FS_MIN, T.TEXT_DIM, 200, bold=True, anchor="ra"
        )
        C.label(img, (x0 + C.PAD, top), title, C.FS_MIN, T.TEXT_DIM, right[0] - x0 - 2 * C.PAD)
        top += LINE + 6
    col_w = (x1 - x0 - 2 * C.PAD) // max(1, len(columns))
    for k, (seat, card) in enumerate(columns):
        cx = x0 + C.PAD + k * col_w
        _column(img, (cx, top, cx + col_w), seat, card, k == 0, winner == seat, view, names, words)
        if done and card is not None:
            key, ink = ("kept", T.GOOD) if card in kept else ("aside_mark", T.TEXT_DIM)
            mid = top + ROW_CARD[1] + 6 + LINE + LINE // 2
            C.label(
                img, (cx + col_w // 2, mid), pic(words, key), C.FS_MIN, ink, col_w - 6,
                bold=True, anchor="mm",
            )  # fmt: skip
    return box[3] + C.GAP


def _column(
    img: Image.Image,
    span: tuple[int, int, int],
    seat: int,
    card: str | None,
    leads: bool,
    wins: bool,
    view: View,
    names: Sequence[str],
    words: Text,
) -> None:
    x0, top, x1 = span
    w, h = ROW_CARD
    if card is not None:
        if wins:
            P.rounded_box(img, (x0 - 3, top - 3, x0 + w + 3, top + h + 3), 12, None, T.GOLD, 3)
        draw_card(img, (x0, top), card, w, h)
    elif view.get("phase") == "fishing" and view.get("turn") == seat:
        empty_card_slot(img, (x0, top, x0 + w, top + h), T.seat_color(seat))
        P.icon(img, "hourglass", (x0 + w // 2 - 18, top + h // 2 - 18), 36, T.seat_color(seat))
    else:
        empty_card_slot(img, (x0, top, x0 + w, top + h))
    bx = x0 + w + 6  # the seat and marks beside the card, never over its number or shape
    P.seat_dot(img, (bx + C.SEAT_DOT // 2, top + C.SEAT_DOT // 2), seat, C.SEAT_DOT)
    mark_x = bx + (C.SEAT_DOT - BADGE) // 2
    if wins and card is not None:
        P.badge(img, (mark_x, top + C.SEAT_DOT + 4), "winner", BADGE)
    if leads and view.get("phase") == "fishing":
        P.badge(img, (mark_x, top + h - BADGE), "turn", BADGE)
    name = pic.name(names, seat, words)
    cy = top + h + 6 + LINE // 2
    C.name_label(img, (x0, cy), name, C.FS_MIN, T.TEXT, x1 - 6 - x0, anchor="lm")


# -- the rules -----------------------------------------------------------------------------
STRIP_CELL_H = C.PAD + LINE + 4 + 44 + C.PAD
STRIP_H = 2 * STRIP_CELL_H + C.GAP


def rules_strip(img: Image.Image, y: int, view: View, words: Text) -> int:
    """The four rules as set so far in a 2 × 2 strip, the one being set outlined in its
    setter's colour; returns the y below."""
    cell_w = (AINNER - C.GAP) // 2
    setting = view.get("step") if view.get("phase") == "setting" else None
    setter = (view.get("setters") or {}).get(setting) if setting else None
    for k, rule in enumerate(RULES):
        row, col = divmod(k, 2)
        x = M + col * (cell_w + C.GAP)
        top = y + row * (STRIP_CELL_H + C.GAP)
        box = (x, top, x + cell_w, top + STRIP_CELL_H)
        if rule == setting:
            outline = T.seat_color(int(setter)) if setter is not None else T.GOLD
            P.rounded_box(img, box, T.RADIUS, T.PANEL_HI, outline, 4)
        else:
            P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
        inner = cell_w - 2 * C.PAD
        C.label(img, (x + C.PAD, top + C.PAD), pic(words, rule), C.FS_MIN, T.TEXT_DIM, inner)
        area = (x + C.PAD, top + C.PAD + LINE + 4, x + cell_w - C.PAD, top + STRIP_CELL_H - C.PAD)
        _rule_value(img, area, rule, view, words)
    return y + STRIP_H + C.GAP


def _rule_value(img: Image.Image, area: Box, rule: str, view: View, words: Text) -> None:
    value = (view.get("rules") or {}).get(rule)
    x0, y0, x1, y1 = area
    if value is None:
        C.label(img, (x0, (y0 + y1) // 2), "?", C.FS_BODY, T.TEXT_DIM, x1 - x0, anchor="lm")
    elif rule in ("target", "junk"):
        species_chip(img, area, str(value), words)
    else:
        text = order_text(str(value), card_sizes(view)) if rule == "order" else size_text(value)
        C.label(img, (x0, (y0 + y1) // 2), text, C.FS_BODY, T.TEXT, x1 - x0, bold=True, anchor="lm")


def order_text(order: str, sizes: Sequence[int]) -> str:
    """ "1 › 2 › 3 › …": the strongest sizes first."""
    strongest = list(sizes) if order == "asc" else list(reversed(sizes))
    return " › ".join([*(str(n) for n in strongest[:3]), "…"])


def size_text(value: Any) -> str:
    """ "4–5": the two sizes that score."""
    pair = list(value) if isinstance(value, (list, tuple)) else [int(value), int(value) + 1]
    return f"{pair[0]}–{pair[-1]}"


def species_chip(img: Image.Image, box: Box, species: str, words: Text) -> None:
    """A species in its colour with its shape and name."""
    x0, y0, x1, y1 = box
    color = species_color(species)
    note_species(species)
    ink = T.ink_on(color)
    P.rounded_box(img, box, 10, color, edge(species), 2)
    mark = min(y1 - y0 - 12, 32)
    paint_mark(img, f"shape:{species}", (x0 + 10, (y0 + y1 - mark) // 2), mark, ink)
    tx = x0 + 20 + mark
    C.label(
        img, (tx, (y0 + y1) // 2), species_name(words, species), C.FS_BODY, ink, x1 - tx - 8,
        bold=True, anchor="lm",
    )  # fmt: skip


def _choices(view: View) -> list[str]:
    step = view.get("step")
    if step == "order":
        return ["asc", "desc"]
    if step == "size":
        sizes = card_sizes(view)
        return [str(low) for low in sizes[:-1]]
    target = (view.get("rules") or {}).get("target")
    return [str(s) for s in view.get("species") or [] if step == "target" or s != target]


def _per_row(view: View) -> int:
    return {"order": 2, "size": 5}.get(str(view.get("step")), 2)


CHOICE_H = 48


def choices_height(view: View) -> int:
    rows = -(-len(_choices(view)) // _per_row(view))
    return C.PAD + rows * CHOICE_H + (rows - 1) * 8 + C.PAD


def choices(img: Image.Image, y: int, view: View, words: Text) -> int:
    """The options of the rule being set, as the buttons under the picture offer them;
    returns the y below."""
    options = _choices(view)
    per_row = _per_row(view)
    box = (M, y, M + AINNER, y + choices_height(view))
    setter = (view.get("setters") or {}).get(view.get("step"))
    outline = T.seat_color(int(setter)) if setter is not None else T.GOLD
    P.rounded_box(img, box, T.RADIUS, T.PANEL_HI, outline, 3)
    w = (AINNER - 2 * C.PAD - (per_row - 1) * 8) // per_row
    step = view.get("step")
    for k, option in enumerate(options):
        row, col = divmod(k, per_row)
        x = M + C.PAD + col * (w + 8)
        top = y + C.PAD + row * (CHOICE_H + 8)
        tile = (x, top, x + w, top + CHOICE_H)
        if step in ("target", "junk"):
            species_chip(img, tile, option, words)
            continue
        P.rounded_box(img, tile, 10, T.CARD, T.CARD_EDGE, 2)
        sizes = card_sizes(view)
        text = order_text(option, sizes) if step == "order" else size_text(int(option))
        C.label(
            img, ((x + x + w) // 2, top + CHOICE_H // 2), text, C.FS_BODY, T.INK, w - 8,
            bold=True, anchor="mm",
        )  # fmt: skip
    return box[3] + C.GAP


# -- a hand --------------------------------------------------------------------------------
def hand_height(count: int, chips: bool) -> int:
    return grid_height(count, AINNER, SMALL_CARD, chips, SMALL_GAP)


def hand(
    img: Image.Image,
    y: int,
    cards: Sequence[str],
    values: Sequence[int] | None,
    dims: Sequence[bool] | None,
) -> int:
    """Small cards in rows, each with what it would score under it when ``values`` are given
    (``dims``: cards that may not be played now, faded); returns the y below."""
    return cards_grid(img, (M, y), AINNER, cards, SMALL_CARD, values, dims, SMALL_GAP) + C.GAP


def worth(me: Mapping[str, Any], cards: Sequence[str]) -> list[int] | None:
    """What each card would score if caught, when the view says."""
    values = dict(me.get("worth") or {})
    return [int(values.get(c, 0)) for c in cards] if values else None
