"""The blocks a message's own picture is built of (:data:`components.ACT_WIDTH` wide): the row
with the draw pile (the game's clock), the cube supply, the special cards for sale and the
market. Each ``draw`` function returns the y below what it drew; each ``*_H`` constant or
``*_height`` function says how tall it is."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.silkroad.art import cube, goods_card, special_card_sprite
from rendering.silkroad.parts import (
    ACT_INNER,
    COLOURS,
    GOODS,
    ROW_H,
    SPECIALS,
    M,
    View,
    goods_name,
    pic,
)
from rendering.text import Text

STATUS_H = ROW_H + 8


def status_row(img: Image.Image, y: int, view: View, words: Text, money: int | None) -> int:
    """Money (a player's own picture) or the turn number at the left, the draw pile at the
    right; returns the y below."""
    mid = y + ROW_H // 2
    right = img.width - M
    P.face_down_card(img, (right - 30, mid - 21), 30, 42)
    count = str(view.get("deck_count", 0))
    cx = C.label(img, (right - 42, mid), count, C.FS_H2, T.TEXT, 70, bold=True, anchor="rm")[0]
    deck = pic(words, "deck")
    lx = C.label(img, (cx - 10, mid), deck, C.FS_SMALL, T.TEXT_DIM, 160, anchor="rm")[0]
    room = lx - M - 16
    if money is not None:
        mx = C.label(img, (M, mid), f"¥{money}", C.FS_BIG, T.GOLD, 110, bold=True, anchor="lm")
        text = pic(words, "money")
        C.label(img, (mx[2] + 10, mid), text, C.FS_SMALL, T.TEXT_DIM, lx - mx[2] - 26, anchor="lm")
    else:
        title = (
            pic(words, "setup")
            if view.get("phase") == "load"
            else pic(words, "turn", number=view.get("number", 0))
        )
        C.label(img, (M, mid), title, C.FS_H2, T.TEXT, room, bold=True, anchor="lm")
    return y + STATUS_H


# -- the cube supply ---------------------------------------------------------------------------
SUPPLY_CUBE = 44
SUPPLY_ROW = 80  # a cell: the cube at the left, its name and count beside it
SUPPLY_H = 2 * SUPPLY_ROW + C.GAP


def supply_grid(img: Image.Image, y: int, view: View, words: Text) -> int:
    """The six colours, three by two: each cube (with its mark), its name and how many are
    left in the supply (none in red); returns the y below."""
    supply = view.get("supply") or {}
    w = ACT_INNER // 3
    for i, colour in enumerate(COLOURS):
        row, col = divmod(i, 3)
        x, top = M + col * w, y + row * SUPPLY_ROW
        cube(img, (x, top + (SUPPLY_ROW - SUPPLY_CUBE) // 2 - 2), colour, SUPPLY_CUBE)
        tx, room = x + SUPPLY_CUBE + 10, w - SUPPLY_CUBE - 18
        C.label(img, (tx, top + 2), goods_name(colour, words), C.FS_MIN, T.TEXT_DIM, room)
        n = int(supply.get(colour, 0))
        fill = T.TEXT if n else T.BAD
        C.label(img, (tx, top + 36), str(n), C.FS_BODY, fill, room, bold=True)
    return y + SUPPLY_H


# -- the special cards -------------------------------------------------------------------------
SPECIAL_CARD_H = 112
SPECIALS_ROW_H = SPECIAL_CARD_H + 6 + 34 + C.GAP


def specials_row(img: Image.Image, y: int, view: View, words: Text) -> int:
    """The four special cards for sale, each with its price and, below it, how many are left
    (or "sold out"); returns the y below."""
    specials = view.get("specials") or {}
    gap = 6
    w = (ACT_INNER - 3 * gap) // 4
    for i, kind in enumerate(SPECIALS):
        info = specials.get(kind) or {}
        left = int(info.get("left", 0))
        x = M + i * (w + gap)
        sprite = special_card_sprite(
            kind,
            pic(words, f"special.{kind}"),
            w,
            SPECIAL_CARD_H,
            int(info.get("price", 0)),
            "normal" if left else "sold",
            words.lang,
        )
        P.paste_sprite(img, sprite, (x, y))
        text = pic(words, "left", n=left) if left else pic(words, "sold_out")
        C.label(
            img,
            (x + w // 2, y + SPECIAL_CARD_H + 6),
            text,
            C.FS_SMALL,
            T.TEXT if left else T.BAD,
            w,
            bold=True,
            anchor="ma",
        )
    return y + SPECIALS_ROW_H


# -- the market --------------------------------------------------------------------------------
MARKET_GAP = 12
NAMED_H = 96  # a market card shorter than this shows its icon only (the name would not fit)
MARKET_W = (ACT_INNER - 2 * MARKET_GAP) // 3


def market_height(card_h: int) -> int:
    """How tall :func:`market_grid` draws with cards ``card_h`` px tall."""
    return 2 * card_h + MARKET_GAP + C.GAP


def market_grid(
    img: Image.Image,
    y: int,
    view: View,
    words: Text,
    card_h: int,
    play: Mapping[str, Any] | None = None,
    free: Sequence[int] = (),
) -> int:
    """The six slots, three by two, each card named and numbered. Without a ``play``, the
    cards just played are ringed in the player's colour. With the reader's pending ``play``
    (its colour and chosen slots), a chosen slot gets the played card on it, a gold ring and
    its order number; the ``free`` slots it may still choose get a dashed "+" ring. Returns the
    y below."""
    market = list(view.get("market") or [])
    last = view.get("last_play") or {}
    fresh = set(last.get("slots") or []) if play is None else set()
    chosen = list((play or {}).get("slots") or [])
    colour = (play or {}).get("colour")
    w, h = MARKET_W, card_h
    for i, top in enumerate(market):
        row, col = divmod(i, 3)
        x = M + col * (w + MARKET_GAP)
        cy = y + row * (h + MARKET_GAP)
        goods_card(img, (x, cy), top, w, h, words, slot=i + 1, named=h >= NAMED_H)
        if i in fresh:
            seat = last.get("seat")
            ring = T.seat_color(int(seat)) if seat is not None else T.GOLD
            P.rounded_box(img, (x - 4, cy - 4, x + w + 4, cy + h + 4), 16, None, ring, 4)
        if i in chosen and colour in GOODS:
            _chosen(img, (x, cy, x + w, cy + h), str(colour), i, chosen.index(i) + 1, words)
        elif i in free:
            _free(img, (x, cy, x + w, cy + h))
    return y + market_height(card_h)


def _chosen(
    img: Image.Image,
    box: tuple[int, int, int, int],
    colour: str,
    slot: int,
    order: int,
    words: Text,
) -> None:
    """A slot chosen for the pending play: the played card laid on the covered one (whose
    edge still shows), a gold ring and the slot's order in a large gold disc."""
    x0, y0, x1, y1 = box
    shift = 10
    w, h = x1 - x0 - shift, y1 - y0 - shift
    goods_card(
        img, (x0 + shift, y0 + shift), colour, w, h, words, slot=slot + 1, named=h >= NAMED_H
    )
    P.rounded_box(img, (x0 - 5, y0 - 5, x1 + 5, y1 + 5), 18, None, T.GOLD, 6)
    d = 48
    bx, by = x1 - d + 8, y0 - 12
    P.rounded_box(img, (bx, by, bx + d, by + d), d // 2, T.GOLD, T.GOLD_DARK, 3)
    C.label(
        img,
        (bx + d // 2, by + d // 2 + 1),
        str(order),
        C.FS_BODY,
        T.INK,
        d - 8,
        bold=True,
        anchor="mm",
    )


def _free(img: Image.Image, box: tuple[int, int, int, int]) -> None:
    """A slot the pending play may still take: a white ring and a "+" disc."""
    x0, y0, x1, y1 = box
    P.rounded_box(img, (x0 - 4, y0 - 4, x1 + 4, y1 + 4), 16, None, T.TEXT, 3)
    d = 40
    bx, by = x1 - d + 6, y0 - 8
    P.rounded_box(img, (bx, by, bx + d, by + d), d // 2, T.TEXT, T.INK, 2)
    C.label(img, (bx + d // 2, by + d // 2), "+", C.FS_BODY, T.INK, d - 8, bold=True, anchor="mm")


def free_slots(view: View, me: Mapping[str, Any]) -> list[int]:
    """The slots the reader's pending play may still take (none once every card of its colour
    has a slot)."""
    play = me.get("play") or {}
    chosen = list(play.get("slots") or [])
    cards = int((me.get("hand") or {}).get(str(play.get("colour")), 0))
    if not play or len(chosen) >= cards:
        return []
    return [i for i in range(len(view.get("market") or [])) if i not in chosen]


def legend_free(img: Image.Image, x: int, y: int, size: int) -> int:
    """The "+" disc of a free slot, for a legend."""
    P.rounded_box(img, (x, y - size // 2, x + size, y + size // 2), size // 2, T.TEXT, T.INK, 2)
    C.label(img, (x + size // 2, y), "+", C.FS_MIN, T.INK, size, bold=True, anchor="mm")
    return size


def legend_chosen(img: Image.Image, x: int, y: int, size: int) -> int:
    """The gold order disc of a chosen slot, for a legend."""
    P.rounded_box(img, (x, y - size // 2, x + size, y + size // 2), size // 2, T.GOLD)
    C.label(img, (x + size // 2, y), "1", C.FS_MIN, T.INK, size, bold=True, anchor="mm")
    return size


# -- the market in one row ---------------------------------------------------------------------
ROW_CARD = (ACT_INNER - 5 * 10) // 6
MARKET_ROW_H = 4 + ROW_CARD + C.GAP  # room for the ring of the cards just played


def market_row(img: Image.Image, y: int, view: View, words: Text) -> int:
    """The six slots in one row, numbered, the cards just played ringed; returns the y below."""
    market = list(view.get("market") or [])
    last = view.get("last_play") or {}
    fresh = set(last.get("slots") or [])
    y += 4
    for i, colour in enumerate(market):
        x = M + i * (ROW_CARD + 10)
        goods_card(img, (x, y), colour, ROW_CARD, ROW_CARD, words, slot=i + 1, named=False)
        if i in fresh:
            seat = last.get("seat")
            ring = T.seat_color(int(seat)) if seat is not None else T.GOLD
            box = (x - 4, y - 4, x + ROW_CARD + 4, y + ROW_CARD + 4)
            P.rounded_box(img, box, 14, None, ring, 4)
    return y + ROW_CARD + C.GAP
