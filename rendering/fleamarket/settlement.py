"""The settlement announcement: who sold, who took what (:func:`render_settlement`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fleamarket.art import draw_card
from rendering.fleamarket.info import NAME_MARK, draw_info, info_height
from rendering.fleamarket.legend import draw_legend, legend_height, legend_items
from rendering.fleamarket.parts import (
    CARD_H,
    CARD_W,
    INNER,
    SALE_RED,
    STALL_GAP,
    M,
    View,
    W,
    pic,
    pill,
    short,
)
from rendering.fleamarket.seats import NAME_LINE, flow
from rendering.text import Text, written

SET_W, SET_H = CARD_W, CARD_H
ROLE_COLORS: dict[str, T.RGB] = {
    "highest": T.GOLD,
    "lowest": (120, 70, 180),  # POP_DOT, dark enough for light ink
    "sale": (196, 30, 40),  # SALE_RED, dark enough for light ink
    "none": T.PANEL_BORDER,
    "skip": T.CHIP,
}


def _taken(entry: Mapping[str, Any]) -> int:
    """How many stall cards a seat took: those shown and those face down (popularity whose
    values are secret since the moment of the settlement)."""
    return len(entry.get("cards") or []) + int(entry.get("face_down") or 0)


def took_text(entry: Mapping[str, Any], words: Text) -> str:
    role = entry.get("role")
    took = entry.get("took")
    if role in ("highest", "lowest"):
        if took == "popularity":
            return pic(words, "took-pop_cards", n=_taken(entry))
        return pic(words, f"took-{took}", money=entry.get("money", 0))
    if role == "sale":
        return pic(words, f"took-sale_{took}", money=entry.get("money", 0))
    return pic(words, "took-none" if role == "none" else "took-skip")


def settle_lines(entry: Mapping[str, Any], words: Text) -> str:
    """What a seat took, its maintenance and its discarded price-cut cards, as one text."""
    parts = [took_text(entry, words)]
    maint = int(entry.get("maintenance") or 0)
    if maint:
        parts.append(pic(words, "maintenance", n=maint))
    if entry.get("cut_cards"):
        parts.append(pic(words, "cut_discarded"))
    return " · ".join(parts)


def _settle_flow(entry: Mapping[str, Any]) -> list[int]:
    """Cards per line of a settlement row (none when the seat had no cards)."""
    count = _taken(entry) + len(entry.get("cut_cards") or [])
    if not count and entry.get("total") is None:
        return []
    return flow(count, 170, INNER - 2 * C.PAD, SET_W)


def settle_row_height(entry: Mapping[str, Any], words: Text) -> int:
    cards = _settle_flow(entry)
    strong = entry.get("role") in ("highest", "lowest", "sale")
    text = C.paragraph_height(settle_lines(entry, words), C.FS_BODY, INNER - 2 * C.PAD, strong)
    return C.PAD + NAME_LINE + 8 + len(cards) * (SET_H + 10) + text + C.PAD


def _settle_row(
    img: Image.Image,
    y0: int,
    view: View,
    entry: Mapping[str, Any],
    names: Sequence[str],
    words: Text,
) -> int:
    x0, x1 = M, W - M
    y1 = y0 + settle_row_height(entry, words)
    seat = int(entry.get("seat", 0))
    role = str(entry.get("role") or "skip")
    color = ROLE_COLORS.get(role, T.PANEL_BORDER)
    strong = role in ("highest", "lowest", "sale")
    box = (x0, y0, x1, y1)
    P.rounded_box(img, box, T.RADIUS, T.PANEL_HI if strong else T.PANEL, color, 4 if strong else 2)
    left = x0 + C.PAD
    cy = y0 + C.PAD + NAME_LINE // 2
    P.seat_dot(img, (left + C.SEAT_DOT // 2, cy), seat, C.SEAT_DOT)
    fg = T.ink_on(color) if role != "skip" else T.TEXT_DIM
    right = (
        pill(img, (x1 - C.PAD, cy - 16), pic(words, f"role-{role}"), fg, color, 300, anchor="r")[0]
        - 10
    )
    nx = left + C.SEAT_DOT + 10
    C.name_label(
        img, (nx, cy), pic.name(names, seat, words), C.FS_H2, T.TEXT, right - nx, anchor="lm"
    )
    y = y0 + C.PAD + NAME_LINE + 8
    cards = list(entry.get("cards") or [])
    cut_cards = list(entry.get("cut_cards") or [])
    kept = entry.get("kept")
    lines = _settle_flow(entry)
    items: list[tuple[str, str]] = [("", "face_down")] * int(entry.get("face_down") or 0)
    items += [(c, "stall") for c in cards] + [(c, "cut") for c in cut_cards]
    i = 0
    x = left
    for k, count in enumerate(lines):
        x = left
        for _ in range(count):
            card, kind = items[i]
            i += 1
            if kind == "face_down":
                P.face_down_card(img, (x, y), SET_W, SET_H)
                if role == "sale":
                    P.rounded_box(
                        img, (x - 4, y - 4, x + SET_W + 4, y + SET_H + 4), 12, None, T.GOLD, 3
                    )
                x += SET_W + STALL_GAP
                continue
            draw_card(img, view, (x, y), card, SET_W, SET_H)
            if kind == "cut":
                P.overlay(img, (x, y, x + SET_W, y + SET_H), 8, T.BG, 140)
                P.rounded_box(
                    img, (x - 3, y - 3, x + SET_W + 3, y + SET_H + 3), 10, None, SALE_RED, 3
                )
            elif kept and card == kept:
                P.rounded_box(
                    img, (x - 4, y - 4, x + SET_W + 4, y + SET_H + 4), 12, None, T.GOLD, 3
                )
                kept = None
            elif role in ("sale", "none"):
                P.overlay(img, (x, y, x + SET_W, y + SET_H), 8, T.BG, 140)
            x += SET_W + STALL_GAP
        if k < len(lines) - 1:
            y += SET_H + 10
    total = entry.get("total")
    if total is not None:
        cut = int(entry.get("cut") or 0)
        text = pic(words, "total", total=total)
        tb = C.label(
            img,
            (x + 4, y + SET_H // 2 - (14 if cut else 0)),
            text,
            C.FS_BIG,
            T.TEXT,
            x1 - C.PAD - x - 4,
            bold=True,
            anchor="lm",
        )
        if cut:
            C.label(
                img,
                (x + 4, tb[3] + 2),
                pic(words, "cut", n=cut),
                C.FS_MIN,
                T.BAD,
                x1 - C.PAD - x - 4,
                bold=True,
            )
    if lines:
        y += SET_H + 10
    tc = T.GOLD if entry.get("took") == "money" else (T.TEXT if strong else T.TEXT_DIM)
    C.paragraph(
        img, (left, y), settle_lines(entry, words), C.FS_BODY, tc, INNER - 2 * C.PAD, bold=strong
    )
    return y1


def settle_banner(
    report: Mapping[str, Any], names: Sequence[str], words: Text, room: int
) -> tuple[str, str, int | None]:
    """Who won what: the money (title), the popularity (detail), the seat of the stripe."""
    entries = list(report.get("seats") or [])
    high = next((e for e in entries if e.get("role") == "highest"), None)
    low = next((e for e in entries if e.get("role") == "lowest"), None)
    round_no = report.get("round", 1)
    if high is not None:
        name = short(names, high.get("seat"), words, C.FS_BANNER, room * 3 // 5)
        title = pic(words, "won-money", name=name, money=high.get("money", 0))
    else:
        title = pic(words, "won-nothing")
    if low is not None:
        name = short(names, low.get("seat"), words, C.FS_SMALL, room // 2)
        detail = pic(words, "won-popularity", name=name, n=_taken(low))
    else:
        detail = pic(words, "settlement_title", round=round_no)
    return title, detail, high.get("seat") if high is not None else None


def settle_info(report: Mapping[str, Any], names: Sequence[str], words: Text) -> str:
    """The settlement's round and, after an all-tied choice, who chose what (the name after
    :data:`NAME_MARK`, kept on one line)."""
    text = pic(words, "settlement_title", round=report.get("round", 1))
    tie = report.get("tie")
    if tie and tie.get("choice"):
        choice = pic(words, f"choice-{tie['choice']}")
        said = pic(words, "tie", name=NAME_MARK, choice=choice)
        before, _, after = said.partition(NAME_MARK)
        text += f" · {before}{NAME_MARK}{pic.name(names, tie.get('chooser'), words)}{after}"
    return text


def settlement_height(
    view: View, names: Sequence[str], words: Text, report: Mapping[str, Any]
) -> int:
    entries = list(report.get("seats") or [])
    rows = sum(settle_row_height(e, words) + C.GAP for e in entries)
    legend = legend_height(legend_items(view, words, piles=False), INNER)
    info = info_height(view, settle_info(report, names, words), words)
    return M + info + rows + legend + M


@written
def render_settlement(
    view: View, names: Sequence[str], words: Text, report: Mapping[str, Any] | None = None
) -> bytes:
    """The settlement's further picture (:mod:`rendering.fleamarket.news` draws its summary):
    ``report`` (an announcement's, which stays in the channel), else
    ``view["last_settlement"]``: who took the money and who the popularity first, then
    each seat's stall cards, total, role and what it took (popularity amounts stay secret;
    once the settlement's moment is over, so are the values of the cards taken as popularity:
    they are drawn face down, with no total)."""
    if report is None:
        report = view.get("last_settlement") or {}
    entries = list(report.get("seats") or [])
    img = C.canvas(settlement_height(view, names, words, report))
    y = draw_info(img, M, view, settle_info(report, names, words), words)
    for entry in entries:
        y = _settle_row(img, y, view, entry, names, words) + C.GAP
    draw_legend(img, y, legend_items(view, words, piles=False))
    return P.to_png(img)
