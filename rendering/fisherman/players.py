"""The dealer's panel (rule-setting phase) and the players' panels."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fisherman.art import cards_grid, grid_height, shield
from rendering.fisherman.parts import (
    HEAD_H,
    INNER,
    LINE_H,
    LOSS,
    M,
    View,
    W,
    heading,
    panel,
    pic,
    shield_points,
)
from rendering.text import Text


def _dealer_lines(view: View, words: Text) -> list[tuple[str, int, T.RGB, bool]]:
    first = int(view.get("tournament") or 1) == 1
    lines = [(pic(words, "dealer_does"), C.FS_SMALL, T.TEXT, False)]
    if first:
        lines.insert(0, (pic(words, "dealer_drawn"), C.FS_BODY, T.GOLD, True))
    lines.append((pic(words, "dealer_moved"), C.FS_SMALL, T.TEXT_DIM, False))
    return lines


def dealer_height(view: View, words: Text) -> int:
    room = INNER - 2 * C.PAD
    text = sum(C.paragraph_height(t, s, room, b) + 4 for t, s, _, b in _dealer_lines(view, words))
    return 12 + HEAD_H + C.SEAT_DOT + 12 + text + 10


def dealer_panel(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> int:
    """While the rules are set: who deals (drawn at random for the first tournament)."""
    box = (M, y, W - M, y + dealer_height(view, words))
    panel(img, box)
    x0, y0, x1, _ = box
    room = x1 - x0 - 2 * C.PAD
    y = heading(img, (x0 + C.PAD, y0 + 12), pic(words, "dealer_title"), room)
    seat = int(view.get("dealer") or 0)
    cy = y + C.SEAT_DOT // 2
    P.badge(img, (x0 + C.PAD, cy - 18), "start", 36)
    P.seat_dot(img, (x0 + C.PAD + 44 + C.SEAT_DOT // 2, cy), seat, C.SEAT_DOT)
    start = x0 + C.PAD + 52 + C.SEAT_DOT
    C.name_label(
        img,
        (start, cy),
        pic.name(names, seat, words),
        C.FS_H2,
        T.TEXT,
        x1 - C.PAD - start,
        anchor="lm",
    )
    y += C.SEAT_DOT + 12
    for text, size, ink, bold in _dealer_lines(view, words):
        y = C.paragraph(img, (x0 + C.PAD, y), text, size, ink, room, bold=bold) + 4
    return box[3] + C.GAP


def _hand_icon_width(h: int) -> int:
    w = round(h * 0.7)
    return w + w // 3


def hand_icon(img: Image.Image, xy: tuple[int, int], h: int = 40) -> int:
    """Cards in hand: two backs fanned; returns the width used."""
    x, y = xy
    w = round(h * 0.7)
    P.face_down_card(img, (x, y), w, h)
    P.face_down_card(img, (x + w // 3, y + 2), w, h - 2)
    return w + w // 3


# -- players ---------------------------------------------------------------------------------------
MINI = (56, 78)
SHIELD = 48


def player_height(seat: Mapping[str, Any], view: View) -> int:
    cards = len(seat.get("captured") or [])
    if cards:
        catch = grid_height(cards, INNER - 2 * C.PAD, MINI, False) + 10
    else:  # nothing caught: a line saying so, none while the rules are set
        catch = 0 if view.get("phase") == "setting" else LINE_H + 10
    shields = 8 + SHIELD if seat.get("shields") else 0
    return C.PAD + 44 + shields + catch + C.PAD


def player(
    img: Image.Image, y: int, seat: Mapping[str, Any], view: View, names: Sequence[str], words: Text
) -> int:
    """One player: seat, name, dealer and turn marks, cards in hand and points this
    tournament on one line; the shields won so far; the catch. Returns the y below."""
    s = int(seat.get("seat", 0))
    turn = view.get("turn") == s and view.get("phase") != "over"
    box = (M, y, W - M, y + player_height(seat, view))
    panel(img, box, T.seat_color(s) if turn else None)
    x0, y0, x1, _ = box
    cy = y0 + C.PAD + 22
    # right to left: points, their caption, cards in hand
    points = int(seat.get("points", 0) or 0)
    colour = T.GOLD if points > 0 else (LOSS if points < 0 else T.TEXT)
    pb = C.label(
        img, (x1 - C.PAD, cy), C.signed(points), C.FS_BIG, colour, 90, bold=True, anchor="rm"
    )
    cb = C.label(
        img, (pb[0] - 8, cy + 4), pic(words, "points"), C.FS_MIN, T.TEXT_DIM, 120, anchor="rm"
    )
    hb = C.label(
        img,
        (cb[0] - 20, cy),
        str(seat.get("hand_count", 0)),
        C.FS_BODY,
        T.TEXT_DIM,
        40,
        bold=True,
        anchor="rm",
    )
    hand_x = hb[0] - 6 - _hand_icon_width(36)
    hand_icon(img, (hand_x, cy - 18), 36)
    P.seat_dot(img, (x0 + C.PAD + C.SEAT_DOT // 2, cy), s, C.SEAT_DOT)
    marks = (["start"] if view.get("dealer") == s else []) + (["waiting"] if turn else [])
    left = x0 + C.PAD + C.SEAT_DOT + 10
    room = hand_x - 16 - left - 42 * len(marks)
    nb = C.name_label(
        img, (left, cy), pic.name(names, s, words), C.FS_H2, T.TEXT, room, anchor="lm"
    )
    bx = nb[2] + 10
    for kind in marks:
        P.badge(img, (bx, cy - 18), kind, 36)
        bx += 42
    top = y0 + C.PAD + 44
    kinds = list(seat.get("shields") or [])
    if kinds:
        sx = x0 + C.PAD
        top += 8
        for kind in kinds:
            shield(img, (sx, top), kind, SHIELD, shield_points(view).get(kind or ""))
            sx += SHIELD + 4
        C.label(
            img,
            (sx + 6, top + SHIELD // 2),
            f"= {seat.get('shield_points', 0)}",
            C.FS_BODY,
            T.GOLD,
            90,
            bold=True,
            anchor="lm",
        )
        top += SHIELD
    cards = list(seat.get("captured") or [])
    if cards:
        cards_grid(img, (x0 + C.PAD, top + 10), INNER - 2 * C.PAD, cards, MINI)
    elif view.get("phase") != "setting":
        C.label(
            img,
            (x0 + C.PAD, top + 8),
            pic(words, "no_catch"),
            C.FS_SMALL,
            T.TEXT_FAINT,
            INNER - 2 * C.PAD,
        )
    return box[3] + 10
