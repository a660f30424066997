"""A seat's private picture, in every phase (:func:`render_hand`): the message's own picture,
read in the chat, with what the reader decides now."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.text import Text, written
from rendering.tsukiji import act as A
from rendering.tsukiji.art import NORMAL_TICKETS
from rendering.tsukiji.board import TILE_ROW, public_lots
from rendering.tsukiji.parts import (
    M,
    View,
    board_banner,
    pic,
    player_count,
    seat_info,
)

SHELF_H = 50
WORTH_HEAD = 34


def _banner(img: Image.Image, view: View, me: Mapping[str, Any], names: Sequence[str],
            words: Text) -> None:  # fmt: skip
    seat = int(me.get("seat", 0))
    if view.get("phase") != "evaluate":
        board_banner(img, view, names, words, me=seat)
        return
    lots = len(view.get("lots") or [])
    draft = list(me.get("draft") or [])
    placed = sum(ticket is not None for ticket in draft)
    box = (M, M, A.AW - M, M + C.BANNER_H)
    if me.get("confirmed"):
        seats = view.get("seats") or []
        done = sum(1 for s in seats if s.get("confirmed"))
        detail = pic(words, "confirmed_count", done=done, total=player_count(view))
        C.turn_banner(img, box, pic(words, "turn-locked"), detail, seat=seat)
        return
    if placed >= lots:
        detail = pic(words, "hand_full")
    else:
        detail = pic(words, "hand_placed", placed=placed, lots=lots)
    C.turn_banner(img, box, pic(words, "turn-mine"), detail, mine=True, seat=seat)


def _shelf_tickets(view: View, me: Mapping[str, Any], seat: int) -> list[str]:
    specials = [str(t) for t in seat_info(view, seat).get("specials") or []]
    shown = list(NORMAL_TICKETS) + [t for t in specials if t not in NORMAL_TICKETS]
    return shown + sorted(str(t) for t in me.get("available") or [] if str(t) not in shown)


def _tiles_plain(img: Image.Image, y: int, view: View) -> int:
    A.tiles_strip(img, y, list(view.get("tiles") or []))
    return y + TILE_ROW + 4


def _evaluate_top(view: View) -> int:
    return A.TOP + A.ME_LINE_H + SHELF_H + (TILE_ROW + 4 if view.get("tiles") else 0)


def _evaluate(img: Image.Image, view: View, me: Mapping[str, Any], seat: int,
              words: Text) -> None:  # fmt: skip
    """Choosing tickets: my money and score, my tickets, the round's price tiles, and each lot
    with what each card is worth to me and the ticket I put on it."""
    y = A.me_line(img, A.TOP, view, seat, words)
    available = [str(t) for t in me.get("available") or []]
    y = A.ticket_shelf(img, y, available, _shelf_tickets(view, me, seat))
    if view.get("tiles"):
        y = _tiles_plain(img, y, view)
    lots = list(view.get("lots") or [])
    draft = list(me.get("draft") or [])
    h = A.row_height(A.MAX_H - A.AM - y, len(lots))
    for i, lot in enumerate(lots):
        box = A.lot_frame(img, y, h, i, None, words, None)
        cards = list(lot.get("cards") or [])
        A.card_cells(img, box[0], (box[1] + box[3]) // 2, cards, A.my_worth(view, cards, seat))
        A.ticket_right(draft[i] if i < len(draft) else None, seat)(img, box)
        y += h + A.LOT_GAP


def _buy_top() -> int:
    return A.TOP + A.ME_LINE_H + WORTH_HEAD


def _buy(img: Image.Image, view: View, seat: int, names: Sequence[str], words: Text) -> None:
    """Buying: my money and score, and each lot with what it is worth to me and its price."""
    y = A.me_line(img, A.TOP, view, seat, words)
    worth_x = A.AM + A.LETTER_W + 3 * 40 + 8
    C.label(img, (worth_x, y + 2), pic(words, "worth_head"), C.FS_MIN, T.TEXT_DIM,
            A.AW - A.AM - worth_x, bold=True)  # fmt: skip
    y += WORTH_HEAD
    lots = list(view.get("lots") or [])
    h = A.row_height(A.MAX_H - A.AM - y, len(lots))
    for i, lot in enumerate(lots):
        box = A.lot_frame(img, y, h, i, lot.get("total"), words, None)
        cards = list(lot.get("cards") or [])
        cy = (box[1] + box[3]) // 2
        A.card_tiles(img, box[0], cy, cards)
        right = box[2] - A.RIGHT_W - 8
        open_lot = lot.get("sold_to") is None and not lot.get("passed_over")
        if open_lot:
            worth = A.yen(A.lot_worth(view, cards, seat))
            C.label(img, ((worth_x + right) // 2, cy), worth, C.FS_H2, T.GOLD, right - worth_x,
                    bold=True, anchor="mm")  # fmt: skip
        A.sold_band(img, (box[0] - 4, box[1], right, box[3]), lot, names, words)
        A.tile_right(lot.get("tile"))(img, box)
        y += h + A.LOT_GAP


def _pending_height(view: View, words: Text, seat: int) -> int:
    y = A.lots_bottom(A.TOP + A.ME_LINE_H, 1) + 6 + A.HEADING_H
    return A.option_chips(None, y, A.option_faces(view, words, seat)) + A.AM


def _pending(img: Image.Image, view: View, seat: int, names: Sequence[str], words: Text) -> None:
    """A Takusan or Yakuza to place: the lot, then each option with what it does to my score."""
    pending = view.get("pending") or {}
    y = A.me_line(img, A.TOP, view, seat, words)
    y = public_lots(img, y, view, names, words, only=int(pending.get("lot") or 0)) + 6
    key = "options_yakuza" if pending.get("kind") == "yakuza" else "options_takusan"
    y = A.heading(img, y, pic(words, key))
    A.option_chips(img, y, A.option_faces(view, words, seat))


def hand_height(view: View, words: Text, seat: int) -> int:
    phase = view.get("phase")
    lots = len(view.get("lots") or [])
    if phase == "evaluate":
        return A.lots_bottom(_evaluate_top(view), lots) + A.AM
    if phase == "buy" and view.get("pending"):
        return _pending_height(view, words, seat)
    if phase == "buy":
        return A.lots_bottom(_buy_top(), lots) + A.AM
    return A.TOP + A.ME_LINE_H + A.AM


@written
def render_hand(view: View, names: Sequence[str], words: Text) -> bytes:
    """``view["me"]``'s own picture: "Your turn" (or whose turn it is, or what I wait for),
    my money and score now, and what I decide with in this phase: my tickets, the price tiles
    and what each card of each lot is worth to me (choosing tickets); what each lot is worth to
    me and its price (buying); what each option of a Takusan or Yakuza does to my score."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand needs a seat's view (view['me'] is empty)")
    seat = int(me.get("seat", 0))
    phase = view.get("phase")
    img = A.act_canvas(hand_height(view, words, seat))
    _banner(img, view, me, names, words)
    if phase == "evaluate":
        _evaluate(img, view, me, seat, words)
    elif phase == "buy" and view.get("pending"):
        _pending(img, view, seat, names, words)
    elif phase == "buy":
        _buy(img, view, seat, names, words)
    else:
        A.me_line(img, A.TOP, view, seat, words)
    return P.to_png(img)
