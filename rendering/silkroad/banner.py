"""The turn banner and the rows under it: the turn number, the draw pile and the turn's steps."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.silkroad.parts import INNER, ROW_H, TRACK_H, M, View, pic, result_parts
from rendering.text import Text


def _names_of(seats: Sequence[int], names: Sequence[str], words: Text) -> str:
    return words.join(pic.name(names, s, words) for s in seats)


def won(winners: Sequence[int], names: Sequence[str], words: Text) -> str:
    """ "Alice wins", "Alice and Bob share the win"."""
    return pic(words, "won", count=len(winners), names=_names_of(winners, names, words))


def _sub(view: View, words: Text) -> str:
    """What the acting player does now."""
    phase, step = view.get("phase"), view.get("step")
    if phase == "phase1":
        key = {"swap": "sub_swap", "porter": "sub_porter", "ship": "sub_ship"}.get(
            step or "", "sub_phase1"
        )
        return pic(words, key, left=view.get("swaps_left", 0))
    if phase == "exchange":
        return pic(words, "sub_exchange", left=view.get("exchanges_left", 0))
    return pic(words, "sub_phase2")


def acts(view: View, seat: int | None) -> bool:
    """Whether ``seat`` must act now."""
    if seat is None or view.get("phase") == "over":
        return False
    to_act = view.get("to_act")
    return seat in to_act if to_act is not None else view.get("turn") == seat


def banner(img: Image.Image, view: View, names: Sequence[str], words: Text, me: int | None) -> int:
    """Who acts and what they do ("Your turn" in ``me``'s own picture); returns the y below."""
    phase, turn = view.get("phase"), view.get("turn")
    mine = acts(view, me)
    seat = me if mine else turn
    if phase == "over":
        winners = result_parts(view)[2]
        title, detail = pic(words, "over"), won(winners, names, words) if winners else ""
        seat = winners[0] if len(winners) == 1 else None
    elif phase == "load":
        ship_no = int(view.get("load_round") or 0) + 1
        if mine:
            title, detail = pic(words, "your_turn"), pic(words, "sub_you_load", ship=ship_no)
        else:
            name = pic.name(names, turn, words)
            title, detail = (
                pic(words, "status_load", name=name, ship=ship_no),
                pic(words, "sub_load"),
            )
    else:
        key = {"phase1": "phase1", "exchange": "exchange"}.get(phase or "", "phase2")
        phase_name = pic(words, key)
        name = pic.name(names, turn, words)
        title = (
            pic(words, "your_turn")
            if mine
            else pic(words, "status_turn", name=name, phase=phase_name)
        )
        detail = _sub(view, words)
        if mine and (view.get("me") or {}).get("play"):
            detail = pic(words, "sub_slots")
    box = (M, M, C.WIDTH - M, M + C.BANNER_H)
    C.turn_banner(img, box, title, detail, mine=mine, seat=seat)
    return box[3] + C.GAP


def turn_row(img: Image.Image, y: int, view: View, words: Text) -> int:
    """Turn number (or setup) at the left, the draw pile at the right; returns the y below."""
    mid = y + ROW_H // 2
    right = C.WIDTH - M
    P.face_down_card(img, (right - 30, mid - 21), 30, 42)
    count = str(view.get("deck_count", 0))
    cx = C.label(img, (right - 42, mid), count, C.FS_H2, T.TEXT, 80, bold=True, anchor="rm")[0]
    lx = C.label(img, (cx - 10, mid), pic(words, "deck"), C.FS_SMALL, T.TEXT_DIM, 220, anchor="rm")[
        0
    ]
    if view.get("phase") == "load":
        title = pic(words, "setup")
    else:
        title = pic(words, "turn", number=view.get("number", 0))
    C.label(img, (M, mid), title, C.FS_H2, T.TEXT, lx - M - 20, bold=True, anchor="lm")
    return y + ROW_H + 8


def phase_track(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> int:
    """The turn's steps (swap/buy, play/draw, exchange) with the current one lit; during setup
    the start player instead. Returns the y below."""
    if view.get("phase") == "load":
        start = view.get("start_player")
        if start is not None:
            P.badge(img, (M, y + (TRACK_H - 36) // 2), "start", 36)
            text = pic(words, "start_note", name=pic.name(names, int(start), words))
            room = INNER - 48
            C.label(
                img,
                (M + 48, y + TRACK_H // 2),
                text,
                C.FS_BODY,
                T.GOLD,
                room,
                bold=True,
                anchor="lm",
            )
        return y + TRACK_H + C.GAP
    current = {"phase1": 0, "phase2": 1, "exchange": 2}.get(str(view.get("phase")))
    w = (INNER - 2 * 8) // 3
    for i, key in enumerate(("step1", "step2", "step3")):
        if current is None:
            fg, bg = T.TEXT_FAINT, T.PANEL
        elif i == current:
            fg, bg = T.INK, T.GOLD
        elif i < current:
            fg, bg = T.TEXT_DIM, T.PANEL_HI
        else:
            fg, bg = T.TEXT_FAINT, T.PANEL
        x = M + i * (w + 8)
        P.rounded_box(img, (x, y, x + w, y + TRACK_H), TRACK_H // 2, bg)
        C.label(
            img,
            (x + w // 2, y + TRACK_H // 2),
            pic(words, key),
            C.FS_SMALL,
            fg,
            w - 24,
            bold=True,
            anchor="mm",
        )
    return y + TRACK_H + C.GAP
