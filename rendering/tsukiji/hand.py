"""A seat's private picture during the evaluation (:func:`render_hand`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.text import Text, written
from rendering.tsukiji.art import (
    MARKET_PRODUCTS,
    NORMAL_TICKETS,
    SPECIAL_TICKETS,
    TICKET_EMPTY,
    empty_slot,
)
from rendering.tsukiji.board import strip_heights
from rendering.tsukiji.legends import (
    Key,
    badge_key,
    legend,
    legend_height,
    special_meaning,
    text_key,
    ticket_key,
    tile_key,
)
from rendering.tsukiji.lots import LOT_H, board_lots, lot_cards, lot_letter, lot_row
from rendering.tsukiji.panels import panel, panels_height
from rendering.tsukiji.parts import (
    BANNER_H,
    MAX_SPACE,
    M,
    View,
    W,
    board_banner,
    draw_ticket,
    heading,
    heading_h,
    maguro_count,
    market_values,
    pic,
    player_count,
    round_line,
    seat_info,
    ticket_width,
    variant_on,
)
from rendering.tsukiji.strips import (
    maguro_strip,
    market_h,
    market_strip,
    tiles_h,
    tiles_strip,
    variant_strip,
)


def _worth(card: str, view: View, held_maguro: int, extra_maguro: int) -> str | None:
    """What one card of a lot is worth to the reader at the current market (the legend says
    what a Takusan and a Yakuza do)."""
    if card == "maguro":
        values = list(view.get("maguro_values") or [0, 0])
        have = max(0, min(held_maguro + extra_maguro, len(values) - 2))
        return "+¥" + str(values[have + 1] - values[have])
    if card in MARKET_PRODUCTS:
        return f"¥{market_values(view).get(card, 0)}"
    return None


def _hand_lots(
    img: Image.Image, y: int, view: View, draft: Sequence[str | None], seat: int, words: Text
) -> int:
    held = maguro_count(seat_info(view, seat))
    for i, lot in enumerate(view.get("lots") or []):
        letter, cards_box, right = lot_row(img, y, i, lot, None)
        lot_letter(img, letter, i, None, words)
        cards = list(lot.get("cards") or [])
        worth = [_worth(c, view, held, cards[:k].count("maguro")) for k, c in enumerate(cards)]
        lot_cards(img, cards_box, cards, words, worth)
        x0, y0, x1, y1 = right
        cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
        ticket = draft[i] if i < len(draft) else None
        if ticket is not None:
            w = ticket_width(ticket, 64)
            draw_ticket(img, (cx - w // 2, cy - 32), ticket, 64, seat=seat)
        else:
            w = round(64 * 1.3)
            empty_slot(img, (cx - w // 2, cy - 32, cx + w // 2, cy + 32), TICKET_EMPTY, 3)
        y += LOT_H + 10
    return y + C.GAP - 10


SHELF_TICKET = 56


def _shelf_keys(me: Mapping[str, Any], specials: Sequence[str], words: Text) -> list[Key]:
    return [ticket_key(t, special_meaning(t, words)) for t in specials if t in SPECIAL_TICKETS]


def _shelf(img: Image.Image, y: int, me: Mapping[str, Any], specials: Sequence[str],
           words: Text) -> int:  # fmt: skip
    """My tickets (used ones faded), then what each of my special tickets does."""
    y = heading(img, y, pic(words, "available"))
    available = set(me.get("available") or [])
    shown = list(NORMAL_TICKETS) + [t for t in specials if t not in NORMAL_TICKETS]
    shown += sorted(t for t in available if t not in shown)
    x = M
    for t in shown:
        state = "normal" if t in available else "faded"
        x += draw_ticket(img, (x, y), t, SHELF_TICKET, state=state) + 12
    y += SHELF_TICKET + 6
    return legend(img, y, _shelf_keys(me, specials, words))


def _hand_keys(view: View, words: Text) -> list[Key]:
    keys = [
        badge_key("alarm", pic(words, "legend-alarm")),
        text_key("±n", pic(words, "legend-change")),
    ]
    cards = {c for lot in view.get("lots") or [] for c in lot.get("cards") or []}
    if "takusan" in cards:
        keys.append(tile_key("takusan", pic(words, "wild")))
    if "yakuza" in cards:
        keys.append(tile_key("yakuza", pic(words, "takes_card")))
    keys.append(text_key("▬", pic(words, "track", max=MAX_SPACE), T.TEXT_DIM))
    return keys


def _hand_banner(
    img: Image.Image, view: View, me: Mapping[str, Any], names: Sequence[str], words: Text
) -> None:
    seat = int(me.get("seat", 0))
    if view.get("phase") != "evaluate":  # a replay frame's seat picture while buying, or after
        board_banner(img, view, names, words, me=seat)
        return
    lots = len(view.get("lots") or [])
    draft = list(me.get("draft") or [])
    placed = sum(ticket is not None for ticket in draft)
    box = (M, M, W - M, M + BANNER_H)
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


@written
def render_hand(view: View, names: Sequence[str], words: Text) -> bytes:
    """Private evaluation view for ``view["me"]``: "Your turn", my rows and money, the round's
    price tiles, the lots with my tickets and what each card is worth to me, my tickets and
    what my specials do, the market's value per card, the Maguro sets (mine outlined) and the
    variant's bonuses."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand needs a seat's view (view['me'] is empty)")
    seat = int(me.get("seat", 0))
    sv = seat_info(view, seat)
    specials = list(sv.get("specials") or [])
    lots = list(view.get("lots") or [])
    draft = list(me.get("draft") or [])
    evaluate = view.get("phase") == "evaluate"
    tiles = evaluate and bool(view.get("tiles"))
    maguro = bool(view.get("maguro_values"))
    variant = variant_on(view)
    keys = _hand_keys(view, words)
    h = (
        M
        + BANNER_H
        + C.GAP
        + 44
        + panels_height(view, [seat])
        + (tiles_h(words) if tiles else 0)
        + len(lots) * (LOT_H + 10)
        + C.GAP
        - 10
        + heading_h(pic(words, "available"))
        + SHELF_TICKET
        + 6
        + legend_height(_shelf_keys(me, specials, words))
        + market_h(view, words)
        + strip_heights(view, words, maguro_count(sv) if maguro else False, variant)
        + legend_height(keys)
        + M
    )
    img = C.canvas(h)
    _hand_banner(img, view, me, names, words)
    y = round_line(img, M + BANNER_H + C.GAP, view, words, deck=False)
    y = panel(img, y, view, seat, names, words) + C.GAP - 10
    if tiles:
        y = tiles_strip(img, y, view, words)
    if evaluate:
        y = _hand_lots(img, y, view, draft, seat, words)
    else:  # buying (a replay frame): the lots as the board shows them
        y = board_lots(img, y, view, names, words)
    y = _shelf(img, y, me, specials, words)
    y = market_strip(img, y, view, words)
    if maguro:
        y = maguro_strip(img, y, view, words, maguro_count(sv))
    if variant:
        y = variant_strip(img, y, view, words)
    legend(img, y, keys)
    return P.to_png(img)
