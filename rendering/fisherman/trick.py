"""The trick on the table and the last trick."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fisherman.art import draw_card, empty_card_slot
from rendering.fisherman.parts import HEAD_H, INNER, M, View, W, heading, panel, pic, seat_views
from rendering.text import Text

TRICK_CARD = (120, 168)


def trick_plays(view: View) -> tuple[list[tuple[int, str | None]], Mapping[str, Any] | None]:
    """The columns of the trick panel in play order, and the completed trick when it is the
    one lying open (the moment between its last card and the next)."""
    players = int(view.get("players") or len(seat_views(view)) or 4)
    last = view.get("last_trick")
    if last and last.get("open") and not view.get("trick") and view.get("phase") == "fishing":
        return [(int(p["seat"]), p.get("card")) for p in last.get("plays") or []], last
    played = {int(p["seat"]): p["card"] for p in view.get("trick") or []}
    leader = view.get("leader")
    order = [(int(leader) + k) % players for k in range(players)] if leader is not None else []
    return [(s, played.get(s)) for s in order or range(players)], None


def trick_height(view: View) -> int:
    _, done = trick_plays(view)
    return 12 + HEAD_H + 40 + 6 + TRICK_CARD[1] + 10 + 32 + (34 if done else 0) + 14


def draw_trick(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> int:
    """The trick on the table, one column per player in play order: the winning card framed in
    gold under a crown, whose card is awaited; the trick just taken with what its winner kept
    and what was set aside. Returns the y below."""
    columns, done = trick_plays(view)
    box = (M, y, W - M, y + trick_height(view))
    panel(img, box)
    x0, y0, x1, _ = box
    total = view.get("tricks") or ""
    if done:
        title = pic(words, "trick_done", n=done.get("trick_no", ""), total=total)
        winner = done.get("winner")
        kept = set(done.get("kept") or [])
    else:
        title = pic(words, "current_trick", n=max(1, int(view.get("trick_no") or 1)), total=total)
        winner = view.get("winning")
        kept = set()
    right = _discard_count(img, (x1 - C.PAD, y0 + 12), int(view.get("discard_count") or 0), words)
    heading(img, (x0 + C.PAD, y0 + 12), title, right - x0 - C.PAD - 16)
    col_w = (x1 - x0 - 2 * C.PAD) // max(1, len(columns))
    top = y0 + 12 + HEAD_H
    for k, (seat, card) in enumerate(columns):
        cx0 = x0 + C.PAD + k * col_w
        _trick_column(
            img,
            (cx0, top, cx0 + col_w),
            seat,
            card,
            k == 0,
            winner == seat,
            view,
            names,
            words,
            kept if done else None,
        )
    return box[3] + C.GAP


def _trick_column(
    img: Image.Image,
    span: tuple[int, int, int],
    seat: int,
    card: str | None,
    leads: bool,
    wins: bool,
    view: View,
    names: Sequence[str],
    words: Text,
    kept: set[str] | None,
) -> None:
    x0, y, x1 = span
    w, h = TRICK_CARD
    cy = y + 20
    P.seat_dot(img, (x0 + 4 + C.SEAT_DOT // 2, cy), seat, C.SEAT_DOT)
    left = x0 + 12 + C.SEAT_DOT
    if wins and card is not None:  # beside the seat, never over a card's number or symbol
        P.badge(img, (left, cy - 18), "winner", 36)
        left += 44
    if leads and view.get("phase") == "fishing":
        P.badge(img, (left, cy - 18), "turn", 36)
    cx = x0 + 4 + (x1 - x0 - 8 - w) // 2
    top = y + 46
    if card is not None:
        if wins:
            P.rounded_box(img, (cx - 6, top - 6, cx + w + 6, top + h + 6), 16, None, T.GOLD, 4)
        draw_card(img, (cx, top), card, w, h)
    elif view.get("phase") == "fishing" and view.get("turn") == seat and kept is None:
        empty_card_slot(img, (cx, top, cx + w, top + h), T.seat_color(seat))
        P.icon(img, "hourglass", (cx + w // 2 - 20, top + h // 2 - 20), 40, T.seat_color(seat))
    else:
        empty_card_slot(img, (cx, top, cx + w, top + h))
    ny = top + h + 10 + 16
    C.name_label(
        img,
        ((x0 + x1) // 2, ny),
        pic.name(names, seat, words),
        C.FS_SMALL,
        T.TEXT,
        x1 - x0 - 8,
        anchor="mm",
    )
    if kept is not None and card is not None:
        key, ink = ("kept", T.GOOD) if card in kept else ("aside_mark", T.TEXT_FAINT)
        C.label(
            img,
            ((x0 + x1) // 2, ny + 34),
            pic(words, key),
            C.FS_MIN,
            ink,
            x1 - x0 - 8,
            bold=True,
            anchor="mm",
        )


def _discard_count(img: Image.Image, xy: tuple[int, int], count: int, words: Text) -> int:
    """The discard's size (the only public thing about it), right-aligned at ``xy``; returns
    the left edge used."""
    x, y = xy
    text = pic(words, "face_down", n=count)
    box = C.label(img, (x, y), text, C.FS_SMALL, T.TEXT_DIM, 260, bold=True, anchor="ra")
    P.face_down_card(img, (box[0] - 30, y - 2), 22, 30)
    return box[0] - 30


LAST_CARD = (72, 100)


def last_height(view: View) -> int:
    return 12 + HEAD_H + LAST_CARD[1] + 8 + C.SEAT_DOT + 14


def show_last(view: View) -> bool:
    """The last trick gets its own panel once the next card is down (kept cards only), and
    while the next tournament's rules are set, a tournament's last trick lies open in it."""
    last = view.get("last_trick")
    if view.get("phase") == "setting":
        return bool(last and last.get("open"))
    return bool(last) and view.get("phase") == "fishing" and not trick_plays(view)[1]


def last_trick(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> int:
    """The last completed trick after the next card was played: its kept cards face up, the
    set-aside ones as backs (all face up while it lies open: a tournament's last trick while
    the next one's rules are set), its winner, what was kept. Returns the y below."""
    last = view.get("last_trick") or {}
    box = (M, y, W - M, y + last_height(view))
    P.rounded_box(img, box, T.RADIUS, T.CHIP, T.PANEL_BORDER, 2)
    x0, y0, x1, _ = box
    winner = last.get("winner")
    title = pic(words, "last_trick", n=last.get("trick_no", ""))
    tb = C.label(img, (x0 + C.PAD, y0 + 12), title, C.FS_SMALL, T.TEXT_DIM, INNER // 2, bold=True)
    left = tb[2] + 16
    cy = y0 + 12 + C.FS_SMALL // 2
    P.badge(img, (left, cy - 16), "winner", 32)
    P.seat_dot(img, (left + 40 + C.SEAT_DOT // 2, cy), int(winner or 0), C.SEAT_DOT)
    start = left + 48 + C.SEAT_DOT
    C.name_label(
        img,
        (start, cy),
        pic.name(names, winner, words),
        C.FS_SMALL,
        T.TEXT,
        x1 - C.PAD - start,
        anchor="lm",
    )
    plays = list(last.get("plays") or [])
    w, h = LAST_CARD
    top = y0 + 12 + HEAD_H
    x = x0 + C.PAD
    for play in plays:
        card = play.get("card")
        if card:
            draw_card(img, (x, top), card, w, h)
        else:
            P.face_down_card(img, (x, top), w, h)
        P.seat_dot(
            img, (x + w // 2, top + h + 8 + C.SEAT_DOT // 2), int(play.get("seat", 0)), C.SEAT_DOT
        )
        x += w + 12
    tx = x + 12
    room = x1 - C.PAD - tx
    kept = list(last.get("kept") or [])
    if kept:
        line = pic(words, "kept_count", n=len(kept), points=C.signed(int(last.get("points") or 0)))
    else:
        line = pic(words, "nothing_kept")
    ty = C.paragraph(img, (tx, top + 8), line, C.FS_SMALL, T.TEXT, room, bold=True)
    aside = int(last.get("set_aside") or 0)
    if aside:
        C.paragraph(
            img, (tx, ty + 6), pic(words, "set_aside", n=aside), C.FS_SMALL, T.TEXT_DIM, room
        )
    return box[3] + C.GAP
