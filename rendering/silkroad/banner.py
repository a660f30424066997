"""The turn banner (who acts and what they do; a player's name in it shrinks or is cut, never
the words around it) and, during setup, the start player's note."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import draw_text, text_width
from rendering.silkroad.parts import RGB, TRACK_H, M, View, pic, result_parts
from rendering.text import Text


def _names_of(seats: Sequence[int], names: Sequence[str], words: Text) -> str:
    return words.join(pic.name(names, s, words) for s in seats)


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


NAME_MARK = "\ue000"  # stands for the name while a title is split around it


def around_name(text: str) -> tuple[str, str]:
    """The words before and after the name in ``text`` (made with :data:`NAME_MARK`)."""
    before, _, after = text.partition(NAME_MARK)
    return before.rstrip("\u2068"), after.lstrip("\u2069")


def name_line(
    img: Image.Image,
    xy: tuple[int, int],
    parts: tuple[str, str, str],
    room: int,
    ink: RGB,
    size: int,
    *,
    bold: bool = True,
) -> None:
    """One line "before name after" (top left at ``xy``), as large as fits up to ``size``;
    when even the smallest size does not fit, the name (never the words around it) is cut."""
    before, name, after = parts
    size = C.fit(before + name + after, room, size, C.FS_MIN, bold)
    x, y = xy
    fixed = text_width(before, size, bold) + text_width(after, size, bold)
    if before:
        x = draw_text(img, (x, y), before, size, ink, bold, max_width=room)[2]
    name_room = max(size, room - fixed - 2)
    x = draw_text(img, (x, y), name, size, ink, bold, max_width=name_room, name=True)[2]
    if after:
        draw_text(img, (x, y), after, size, ink, bold, max_width=max(1, room - (x - xy[0])))


def headline(
    img: Image.Image,
    title: tuple[str, str, str],
    detail: str,
    *,
    mine: bool = False,
    seat: int | None = None,
) -> int:
    """:func:`components.turn_banner` whose title may hold players' names (``title`` = before,
    names, after): the names shrink or are cut, never the words around them. Returns the y
    below."""
    box = (M, M, img.width - M, M + C.BANNER_H)
    x0, y0, x1, y1 = box
    if not title[1]:
        C.turn_banner(img, box, title[0] + title[2], detail, mine=mine, seat=seat)
        return y1 + C.GAP
    fill = T.GOLD if mine else T.PANEL_HI
    P.rounded_box(img, box, T.RADIUS, fill)  # as components.turn_banner draws it
    stripe = 10 if seat is not None else 0
    if seat is not None:
        P.rounded_box(img, (x0, y0, x0 + stripe + T.RADIUS, y1), T.RADIUS, T.seat_color(seat))
        P.rounded_box(img, (x0 + stripe, y0, x0 + stripe + T.RADIUS, y1), 0, fill)
    inner = x1 - x0 - stripe - 2 * C.PAD
    left = x0 + stripe + C.PAD
    ink = T.INK if mine else T.TEXT
    name_line(img, (left, y0 + C.PAD), title, inner, ink, C.FS_BANNER)
    detail_ink = T.INK if mine else T.TEXT_DIM
    C.label(img, (left, y1 - C.PAD), detail, C.FS_BODY, detail_ink, inner, anchor="ld")
    return y1 + C.GAP


def won_title(winners: Sequence[int], names: Sequence[str], words: Text) -> tuple[str, str, str]:
    """ "Alice wins" as (before, names, after) for :func:`headline`."""
    text = pic(words, "won", count=len(winners), names=NAME_MARK)
    before, after = around_name(text)
    return before, _names_of(winners, names, words), after


def banner(img: Image.Image, view: View, names: Sequence[str], words: Text, me: int | None) -> int:
    """Who acts and what they do ("Your turn" in ``me``'s own picture), across the picture;
    returns the y below."""
    phase, turn = view.get("phase"), view.get("turn")
    mine = acts(view, me)
    seat = me if mine else turn
    name = pic.name(names, turn, words)
    title: tuple[str, str, str]
    if phase == "over":
        winners = result_parts(view)[2]
        title, detail = won_title(winners, names, words), pic(words, "over")
        seat = winners[0] if len(winners) == 1 else None
    elif phase == "load":
        ship_no = int(view.get("load_round") or 0) + 1
        if mine:
            title, detail = (
                (pic(words, "your_turn"), "", ""),
                pic(words, "sub_you_load", ship=ship_no),
            )
        else:
            before, after = around_name(pic(words, "status_load", name=NAME_MARK, ship=ship_no))
            title, detail = (before, name, after), pic(words, "sub_load")
    else:
        key = {"phase1": "phase1", "exchange": "exchange"}.get(phase or "", "phase2")
        phase_name = pic(words, key)
        if mine:
            title = (pic(words, "your_turn"), "", "")
        else:
            before, after = around_name(pic(words, "status_turn", name=NAME_MARK, phase=phase_name))
            title = (before, name, after)
        detail = _sub(view, words)
        if mine and (view.get("me") or {}).get("play"):
            detail = pic(words, "sub_slots")
    return headline(img, title, detail, mine=mine, seat=seat)


def _start_text(view: View, names: Sequence[str], words: Text) -> str:
    return pic(words, "start_note", name=pic.name(names, int(view["start_player"]), words))


def track_height(view: View, names: Sequence[str], words: Text, width: int) -> int:
    """How tall :func:`start_note` draws in a picture ``width`` px wide (nothing after setup)."""
    if view.get("phase") == "load" and view.get("start_player") is not None:
        text = _start_text(view, names, words)
        return max(TRACK_H, C.paragraph_height(text, C.FS_SMALL, width - 2 * M - 48)) + C.GAP
    return 0


def start_note(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> int:
    """During setup, the start player (drawn at random) by the start flag; returns the y
    below."""
    if view.get("phase") == "load" and view.get("start_player") is not None:
        P.badge(img, (M, y + (TRACK_H - 36) // 2), "start", 36)
        text = _start_text(view, names, words)
        C.paragraph(img, (M + 48, y), text, C.FS_SMALL, T.GOLD, img.width - 2 * M - 48)
    return y + track_height(view, names, words, img.width)
