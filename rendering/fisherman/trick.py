"""The trick on the table (its plays, in order) and the last trick's panel."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fisherman.art import draw_card
from rendering.fisherman.parts import HEAD_H, INNER, M, View, W, pic, seat_views
from rendering.text import Text


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
