"""The public board (:func:`render_board`)."""

from __future__ import annotations

from collections.abc import Sequence

from rendering import components as C
from rendering import primitives as P
from rendering.fleamarket.compact import (
    AINNER,
    CHIPS_H,
    act_canvas,
    banner,
    banner_height,
    colour_chips,
    stall_row,
    stall_row_height,
)
from rendering.fleamarket.info import (
    NAME_MARK,
    colour_strip,
    draw_info,
    info_height,
    strip_height,
)
from rendering.fleamarket.legend import draw_legend, legend_height, legend_items
from rendering.fleamarket.parts import INNER, M, View, pic, short
from rendering.fleamarket.seats import (
    final_parts,
    final_title,
    seat_row,
    seat_row_height,
    seat_views,
)
from rendering.text import Text, written

Banner = tuple[str, str, bool, int | None]  # title, detail, mine, seat of the stripe


def banner_texts(view: View, names: Sequence[str], words: Text, me: int | None) -> Banner:
    """The turn banner's words: who acts and what they do (``me``: the reader's seat)."""
    phase = str(view.get("phase") or "display")
    to_act = list(view.get("to_act") or [])
    room = AINNER - 2 * C.PAD - 10
    if phase == "over":
        has_winner = bool(final_parts(view)[1])
        title = final_title(view, names, words, AINNER) if has_winner else pic(words, "phase-over")
        return title, over_detail(view, names, words), False, None
    if me is not None and me in to_act:
        return pic(words, "banner-yours"), _todo(view, me, words), True, me
    turn = view.get("turn")
    if phase in ("cut", "display", "restock") and turn is not None:
        name = short(names, turn, words, C.FS_BANNER, room * 2 // 3)
        title = pic(words, "banner-turn", name=name)
        return title, _todo(view, turn, words), False, int(turn)
    waiting = [short(names, s, words, C.FS_SMALL, room // 3) for s in to_act]
    detail = (
        pic(words, "settle-waiting", names=words.join(waiting))
        if waiting
        else pic(words, "settle-resolving")
    )
    return pic(words, f"phase-{phase}"), detail, False, None


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
    if phase == "cut":
        return pic(words, "do-cut-short")
    return pic(words, f"do-{phase}")


def over_detail(view: View, names: Sequence[str], words: Text) -> str:
    """Why the game ended: who reached which popularity (their own total, not the target)."""
    breakdown, winners, _ = final_parts(view)
    res = view.get("result") or {}
    if (res.get("reason") or "popularity") == "exhausted":
        return pic(words, "reason-exhausted")
    who = words.join([short(names, s, words, C.FS_BODY, 220) for s in winners])
    totals = [int(breakdown[s].get("popularity", 0)) for s in winners if s < len(breakdown)]
    return pic(
        words,
        "reason-total",
        name=who,
        n=len(winners),
        total=max(totals, default=0),
        target=res.get("target", view.get("target", 15)),
    )


def start_text(view: View, names: Sequence[str], words: Text) -> str:
    """The round and its start player (the name after :data:`NAME_MARK`, kept whole)."""
    announced = any(e.get("type") == "start" for e in view.get("recent") or [])
    key = "start_random" if announced and view.get("round") == 1 else "start"
    start = pic.name(names, view.get("start_player"), words)
    round_text = pic(words, "round", round=view.get("round", 1))
    before, _, after = pic(words, key, name=NAME_MARK).partition(NAME_MARK)
    return f"{round_text} · {before}{NAME_MARK}{start}{after}"


def stall_rows_height(view: View, words: Text, card_h: int) -> int:
    return sum(stall_row_height(view, sv, words, card_h) + ROW_GAP for sv in seat_views(view))


def stall_card_height(view: View, words: Text, room: int) -> int:
    """The tallest small cards with which every seat's stalls fit in ``room`` px."""
    for card_h in (64, 56, 48, 42):
        if stall_rows_height(view, words, card_h) <= room:
            return card_h
    return 42


ROW_GAP = 6


@written
def render_board(view: View, names: Sequence[str], words: Text) -> bytes:
    """The board read in the chat: the turn banner, the colours showing against the
    price-war threshold, and every seat's stalls with their total, price cut and pass."""
    said = banner_texts(view, names, words, None)
    top = M + banner_height(said[1]) + C.GAP + CHIPS_H + C.GAP
    card_h = stall_card_height(view, words, C.ACT_MAX_HEIGHT - top - M)
    img = act_canvas(top + stall_rows_height(view, words, card_h) - ROW_GAP + M)
    y = banner(img, M, *said) + C.GAP
    y = colour_chips(img, y, view) + C.GAP
    for sv in seat_views(view):
        y = stall_row(img, y, view, sv, names, words, card_h) + ROW_GAP
    return P.to_png(img)


def board_detail_height(view: View, names: Sequence[str], words: Text) -> int:
    rows = sum(seat_row_height(sv, words, False) + C.GAP for sv in seat_views(view))
    legend = legend_height(legend_items(view, words), INNER)
    info = info_height(view, start_text(view, names, words), words)
    return M + info + strip_height(view, words) + rows + legend + M


@written
def render_board_detail(view: View, names: Sequence[str], words: Text) -> bytes:
    """The board's further picture: the round and start player, the colours showing against
    the price-war threshold, every seat's money cards, price-cut cards, hand size and
    popularity-pile size, and the legend."""
    img = C.canvas(board_detail_height(view, names, words))
    y = draw_info(img, M, view, start_text(view, names, words), words)
    y = colour_strip(img, y, view, words)
    for sv in seat_views(view):
        y = seat_row(img, y, view, sv, names, words, False) + C.GAP
    draw_legend(img, y, legend_items(view, words))
    return P.to_png(img)
