"""A seat's private pictures: what it decides now, read in the chat (:func:`render_hand`),
and its secret popularity and the other shops (:func:`render_hand_detail`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fleamarket.art import mini
from rendering.fleamarket.board import banner_texts
from rendering.fleamarket.compact import (
    AINNER,
    AM,
    AW,
    CHIPS_H,
    act_canvas,
    banner,
    banner_height,
    colour_chips,
    hand_grid,
    hand_layout,
    small_card,
    stall_row,
    stall_row_height,
    stall_total,
)
from rendering.fleamarket.info import colour_strip, strip_height
from rendering.fleamarket.legend import draw_legend, legend_height, legend_items
from rendering.fleamarket.parts import (
    INNER,
    M,
    View,
    W,
    card_buttons,
    pic,
)
from rendering.fleamarket.seats import seat_row, seat_row_height, seat_views
from rendering.fonts import text_width
from rendering.text import Text, written

SECTION_H = C.FS_SMALL + 12
CutPlan = Sequence[tuple[int, int, Sequence[str] | None]]  # (points, cost, cards that pay)
Block = tuple[int, Callable[[Image.Image, int], int]]  # (height, draw at y → y below)


def war_colours(view: View) -> set[str]:
    """While displaying: the colours one more card of which starts a price war."""
    if view.get("phase") != "display":
        return set()
    counts = view.get("colour_counts") or {}
    threshold = int(view.get("threshold") or view.get("players") or 4)
    return {c for c, n in counts.items() if int(n) >= threshold - 1}


def _mine(view: View) -> Mapping[str, Any]:
    seat = int((view.get("me") or {}).get("seat", 0))
    return next((s for s in seat_views(view) if s.get("seat") == seat), {"seat": seat})


def _section(text: str) -> Block:
    def draw(img: Image.Image, y: int) -> int:
        C.label(img, (AM, y), text, C.FS_SMALL, T.TEXT_DIM, AINNER, bold=True)
        return y + SECTION_H

    return SECTION_H, draw


def _text(text: str, fill: T.RGB = T.TEXT, size: int = C.FS_BODY) -> Block:
    def draw(img: Image.Image, y: int) -> int:
        return C.paragraph(img, (AM, y), text, size, fill, AINNER) + 6

    return C.paragraph_height(text, size, AINNER) + 6, draw


def _chips(view: View) -> Block:
    return CHIPS_H + C.GAP, lambda img, y: colour_chips(img, y, view) + C.GAP


def _stalls(view: View, names: Sequence[str], words: Text) -> Block:
    sv = _mine(view)

    def draw(img: Image.Image, y: int) -> int:
        return stall_row(img, y, view, sv, names, words)

    return stall_row_height(view, sv, words), draw


def _money_line(view: View, words: Text, label: str, cards: Sequence[str]) -> Block:
    """``label`` and the money cards it speaks of, in a row."""
    mw, mh = 40, 52
    height = max(mh, round(C.FS_BODY * 1.4)) + 8

    room = AINNER - min(len(cards), 4) * (mw + 4) - 10

    def draw(img: Image.Image, y: int) -> int:
        box = C.label(
            img,
            (AM, y + height // 2),
            label,
            C.FS_BODY,
            T.GOLD,
            room,
            bold=True,
            anchor="lm",
        )
        x = box[2] + 10
        step = min(mw + 4, (AW - AM - x - mw) // max(1, len(cards) - 1)) if cards else 0
        for card in cards:
            P.paste_sprite(img, mini(view, card, mw, mh), (x, y + (height - mh) // 2))
            x += max(10, step)
        return y + height

    return height, draw


def _cut_table(view: View, words: Text, plan: CutPlan) -> list[Block]:
    """Each price cut's cost, the money cards that pay it and what it takes off the total."""
    row_h = 58
    rows = list(plan)[:5]

    heads = [pic(words, "cut-row", n=points, cost=cost) for points, cost, _ in rows]
    col = min(240, max((text_width(h, C.FS_BODY, True) for h in heads), default=0) + 4)

    def draw(img: Image.Image, y: int) -> int:
        for points, cost, cards in rows:
            P.rounded_box(img, (AM, y, AW - AM, y + row_h - 6), 10, T.PANEL)
            mid = y + (row_h - 6) // 2
            ink = T.TEXT if cards is not None else T.TEXT_DIM
            C.label(
                img,
                (AM + 12, mid),
                pic(words, "cut-row", n=points, cost=cost),
                C.FS_BODY,
                ink,
                col,
                bold=True,
                anchor="lm",
            )
            x = AM + 12 + col + 16
            if cards is None:
                C.label(
                    img,
                    (x, mid),
                    pic(words, "cut-short"),
                    C.FS_MIN,
                    T.TEXT_DIM,
                    AW - AM - 12 - x,
                    anchor="lm",
                )
            else:
                for card in cards[:6]:
                    P.paste_sprite(img, mini(view, card, 34, 44), (x, mid - 22))
                    x += 38
                C.label(
                    img,
                    (AW - AM - 12, mid),
                    pic(words, "cut-effect", n=points),
                    C.FS_SMALL,
                    T.TEXT,
                    AW - AM - 24 - x,
                    bold=True,
                    anchor="rm",
                )
            y += row_h
        return y

    sv = _mine(view)
    money = _money_line(
        view,
        words,
        pic(words, "your-money", money=int(sv.get("money") or 0)),
        list(sv.get("money_cards") or []),
    )
    return [money, (row_h * len(rows), draw), _text(pic(words, "cut-note"), T.TEXT_DIM, C.FS_SMALL)]


def _option(
    img: Image.Image, view: View, words: Text, card: str, kind: str, box: tuple[int, int, int]
) -> None:
    """One way to keep a sale's card (``box``: x, y, width): the card, and what it gives."""
    x, y, w = box
    money, pop, _ = card_buttons(view, card)
    P.rounded_box(img, (x, y, x + w, y + SALE_H), 12, T.PANEL, T.PANEL_BORDER, 2)
    small_card(img, view, (x + 10, y + (SALE_H - 80) // 2), card, 60, 80)
    tx, room = x + 84, w - 96
    title = pic(words, f"sale-{kind}", money=money, pop=pop)
    fill = T.GOLD if kind == "money" else POP_INK_LIGHT
    C.label(img, (tx, y + 8), title, C.FS_BODY, fill, room, bold=True)
    C.paragraph(
        img,
        (tx, y + 48),
        pic(words, f"sale-{kind}-gives", target=view.get("target", 15)),
        C.FS_MIN,
        T.TEXT,
        room,
    )


SALE_H = 118
POP_INK_LIGHT: T.RGB = (206, 170, 255)


def _sale_card(view: View, display: Sequence[str], kind: str) -> str | None:
    """The card a sale keeps as ``kind`` (the first on the stalls with the lowest button)."""
    if not display:
        return None
    lowest = min(min(card_buttons(view, c)[:2]) for c in display)
    index = 0 if kind == "money" else 1
    return next((c for c in display if card_buttons(view, c)[index] == lowest), None)


def _sale(view: View, words: Text) -> list[Block]:
    sv = _mine(view)
    display = list(sv.get("display") or [])
    seat = int(sv.get("seat", 0))
    sales = (view.get("settle") or {}).get("sales") or []
    sale = sales[seat] if seat < len(sales) else None
    kinds = [k for k in ("money", "popularity") if k in ((sale or {}).get("options") or [])]
    kinds = kinds or ["money", "popularity"]
    options = [(k, c) for k in kinds if (c := _sale_card(view, display, k))]

    def draw(img: Image.Image, y: int) -> int:
        for kind, card in options:
            _option(img, view, words, card, kind, (AM, y, AINNER))
            y += SALE_H + 8
        return y + C.GAP - 8

    return [_text(pic(words, "sale-what")), ((SALE_H + 8) * len(options) + C.GAP - 8, draw)]


def _decision(view: View, names: Sequence[str], words: Text, plan: CutPlan) -> list[Block]:
    """What the seat decides now, complete; [] when it does not act."""
    me = view.get("me") or {}
    seat = int(me.get("seat", 0))
    phase = view.get("phase")
    if seat not in (view.get("to_act") or []) or phase == "over":
        return []
    sv = _mine(view)
    if phase == "cut":
        return _cut_table(view, words, plan)
    if phase == "settle":
        settle = view.get("settle") or {}
        tie = settle.get("tie") or {}
        if int(sv.get("owed") or 0):
            return []
        if tie.get("chooser") == seat and not tie.get("choice"):
            total = stall_total(sv)
            return [_text(pic(words, "tie-what", total=total if total is not None else 0))]
        return _sale(view, words)
    if phase == "restock":
        restock = view.get("restock") or {}
        stalls = int(sv.get("stalls") or 0)
        if restock.get("step") != "extra":
            return [_text(pic(words, "restock-what", n=stalls, m=stalls + 1))]
        cost = int(restock.get("next_cost") or 1)
        cards = list(restock.get("next_payment") or [])
        money = int(sv.get("money") or 0)
        return [
            _money_line(view, words, pic(words, "extra-pays", cost=cost), cards),
            _money_line(
                view,
                words,
                pic(words, "your-money", money=money),
                list(sv.get("money_cards") or []),
            ),
        ]
    return []


def _hand_block(view: View, words: Text, budget: int) -> list[Block]:
    me = view.get("me") or {}
    hand = list(me.get("hand") or [])
    title = pic(words, "hand_label", n=len(hand))
    selection = me.get("selection")
    if selection:
        title += " · " + pic(
            words, "selecting", value=selection.get("value"), n=len(selection.get("cards") or [])
        )
    if not hand:
        return [_section(title), _text(pic(words, "hand_empty"), T.TEXT_DIM)]
    layout = hand_layout(len(hand), budget - SECTION_H)
    risky = war_colours(view)

    def draw(img: Image.Image, y: int) -> int:
        return hand_grid(img, y, view, hand, layout, selection=selection, risky=risky)

    return [_section(title), (layout[3], draw)]


@written
def render_hand(view: View, names: Sequence[str], words: Text, cut_plan: CutPlan = ()) -> bytes:
    """A seat's decision, read in the chat: "Your turn" and what to do; then what it decides
    on: a price cut's costs against its money cards (``cut_plan``, from the rules), a sale's
    two ways to keep a card, an extra draw's price and the cards that pay it; the colours
    showing against the price-war threshold while displaying; its hand (a "!" on a colour that
    would start a price war, the chosen play outlined) and its stalls."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand needs a seat's view (view['me'] is empty)")
    seat = int(me.get("seat", 0))
    said = banner_texts(view, names, words, seat)
    top = M + banner_height(said[1]) + C.GAP
    blocks = _decision(view, names, words, cut_plan)
    if view.get("phase") == "display":
        blocks.append(_chips(view))
    after = [_section(pic(words, "your_stalls")), _stalls(view, names, words)]
    if view.get("phase") == "cut" and seat in (view.get("to_act") or []):
        after = []
    used = top + sum(h for h, _ in blocks) + sum(h for h, _ in after) + M
    budget = C.ACT_MAX_HEIGHT - used
    hand = _hand_block(view, words, budget) if budget >= SECTION_H + 70 else []
    blocks += hand + after
    img = act_canvas(top + sum(h for h, _ in blocks) + M)
    y = banner(img, M, *said) + C.GAP
    for _, draw in blocks:
        y = draw(img, y)
    return P.to_png(img)


def _rival_columns(words: Text) -> list[C.Column]:
    return [
        C.Column("", 1.6, name=True),
        C.Column(pic(words, "col-total"), 1.0, "r"),
        C.Column(pic(words, "col-pile"), 1.0, "r"),
        C.Column(pic(words, "money_col"), 1.0, "r"),
        C.Column(pic(words, "col-hand"), 1.0, "r"),
    ]


def _rival_rows(
    others: Sequence[Mapping[str, Any]], names: Sequence[str], words: Text
) -> list[list[str]]:
    rows = []
    for sv in others:
        total = stall_total(sv)
        rows.append(
            [
                pic.name(names, int(sv.get("seat", 0)), words),
                "—" if total is None else str(total),
                str(int(sv.get("popularity_count") or 0)),
                f"¥{int(sv.get('money') or 0)}",
                str(int(sv.get("hand") or 0)),
            ]
        )
    return rows


def _secret_line(view: View, words: Text) -> str:
    count = int(_mine(view).get("popularity_count") or 0)
    return pic(words, "popularity", n=(view.get("me") or {}).get("popularity", 0), k=count)


def hand_detail_height(view: View, words: Text) -> int:
    others = [s for s in seat_views(view) if s.get("seat") != _mine(view).get("seat")]
    h = M + C.paragraph_height(_secret_line(view, words), C.FS_BODY, INNER) + C.GAP
    h += seat_row_height(_mine(view), words, False) + C.GAP
    h += strip_height(view, words)
    if others:
        h += SECTION_H + C.results_table_height(len(others)) + C.GAP
    return h + legend_height(legend_items(view, words, war=True), INNER) + M


@written
def render_hand_detail(view: View, names: Sequence[str], words: Text) -> bytes:
    """A seat's further picture: its secret popularity, its money cards, price-cut cards,
    hand and pile sizes, the colours showing against the price-war threshold, every other
    shop's stall total, popularity-pile size, money and hand size, and the legend."""
    if not view.get("me"):
        raise ValueError("render_hand_detail needs a seat's view (view['me'] is empty)")
    me = _mine(view).get("seat")
    others = [s for s in seat_views(view) if s.get("seat") != me]
    img = C.canvas(hand_detail_height(view, words))
    y = C.paragraph(img, (M, M), _secret_line(view, words), C.FS_BODY, T.TEXT, INNER) + C.GAP
    y = seat_row(img, y, view, _mine(view), names, words, False) + C.GAP
    y = colour_strip(img, y, view, words)
    if others:
        C.label(img, (M, y), pic(words, "table"), C.FS_SMALL, T.TEXT_DIM, INNER, bold=True)
        y += SECTION_H
        rows = _rival_rows(others, names, words)
        seats = [int(s.get("seat", 0)) for s in others]
        y = C.results_table(img, (M, y, W - M, 0), _rival_columns(words), rows, seats=seats)
        y += C.GAP
    draw_legend(img, y, legend_items(view, words, war=True))
    return P.to_png(img)
