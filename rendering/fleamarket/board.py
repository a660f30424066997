"""The public board (:func:`render_board`)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering.fleamarket.info import colour_strip, draw_info, info_height, strip_height
from rendering.fleamarket.legend import draw_legend, legend_height, legend_items
from rendering.fleamarket.parts import BANNER_H, INNER, M, View, W, pic, short
from rendering.fleamarket.seats import (
    final_parts,
    final_title,
    seat_row,
    seat_row_height,
    seat_views,
)
from rendering.text import Text, written


def acting_banner(
    img: Image.Image, y: int, view: View, names: Sequence[str], words: Text, me: int | None
) -> int:
    """The turn banner: who acts and what they do (``me``: the reader's seat)."""
    phase = str(view.get("phase") or "display")
    to_act = list(view.get("to_act") or [])
    box = (M, y, W - M, y + BANNER_H)
    room = INNER - 2 * C.PAD - 10
    if phase == "over":
        has_winner = bool(final_parts(view)[1])
        title = final_title(view, names, words) if has_winner else pic(words, "phase-over")
        C.turn_banner(img, box, title, over_detail(view, names, words))
        return box[3]
    if me is not None and me in to_act:
        C.turn_banner(
            img, box, pic(words, "banner-yours"), _todo(view, me, words), mine=True, seat=me
        )
        return box[3]
    turn = view.get("turn")
    if phase in ("cut", "display", "restock") and turn is not None:
        name = short(names, turn, words, C.FS_BANNER, room * 2 // 3)
        title = pic(words, "banner-turn", name=name)
        C.turn_banner(img, box, title, _todo(view, turn, words), seat=int(turn))
        return box[3]
    waiting = [short(names, s, words, C.FS_BODY, room // 3) for s in to_act]
    detail = (
        pic(words, "settle-waiting", names=words.join(waiting))
        if waiting
        else pic(words, "settle-resolving")
    )
    C.turn_banner(img, box, pic(words, f"phase-{phase}"), detail)
    return box[3]


def _todo(view: View, seat: int, words: Text) -> str:
    """What ``seat`` has to do now."""
    phase = str(view.get("phase") or "display")
    if phase == "settle":
        sv = next((s for s in seat_views(view) if s.get("seat") == seat), {})
        owed = int(sv.get("owed") or 0)
        if owed:
            return pic(words, "do-discard", n=owed)
        tie = (view.get("settle") or {}).get("tie") or {}
        if tie.get("chooser") == seat and not tie.get("choice"):
            return pic(words, "do-tie")
        return pic(words, "do-sale")
    if phase == "restock" and (view.get("restock") or {}).get("step") == "extra":
        return pic(words, "do-extra")
    return pic(words, f"do-{phase}")


def over_detail(view: View, names: Sequence[str], words: Text) -> str:
    _, winners, _ = final_parts(view)
    res = view.get("result") or {}
    if (res.get("reason") or "popularity") == "exhausted":
        return pic(words, "reason-exhausted")
    who = words.join([short(names, s, words, C.FS_BODY, 220) for s in winners])
    return pic(
        words,
        "reason-reached",
        name=who,
        n=len(winners),
        target=res.get("target", view.get("target", 15)),
    )


def start_text(view: View, names: Sequence[str], words: Text) -> str:
    announced = any(e.get("type") == "start" for e in view.get("recent") or [])
    key = "start_random" if announced and view.get("round") == 1 else "start"
    start = short(names, view.get("start_player"), words, C.FS_SMALL, 220)
    round_text = pic(words, "round", round=view.get("round", 1))
    return f"{round_text} · {pic(words, key, name=start)}"


def board_height(view: View, names: Sequence[str], words: Text) -> int:
    rows = sum(seat_row_height(sv, words) + C.GAP for sv in seat_views(view))
    legend = legend_height(legend_items(view, words), INNER)
    info = info_height(view, start_text(view, names, words), words)
    return M + BANNER_H + C.GAP + info + strip_height(view, words) + rows + legend + M


@written
def render_board(view: View, names: Sequence[str], words: Text) -> bytes:
    """The public board: the turn banner, the colours showing against the price-war
    threshold, every seat's stalls and total, money cards, hand size, popularity-pile size,
    price cut and status, and a legend."""
    img = C.canvas(board_height(view, names, words))
    y = acting_banner(img, M, view, names, words, None) + C.GAP
    y = draw_info(img, y, view, start_text(view, names, words), words)
    y = colour_strip(img, y, view, words)
    for sv in seat_views(view):
        y = seat_row(img, y, view, sv, names, words) + C.GAP
    draw_legend(img, y, legend_items(view, words))
    return P.to_png(img)
