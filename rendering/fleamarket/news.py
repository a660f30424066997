"""The news read in the chat (:data:`C.ACT_WIDTH` px): a settlement's summary
(:func:`render_settlement_summary`) and a price war (:func:`render_price_war`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fleamarket.compact import (
    AINNER,
    AM,
    AW,
    act_canvas,
    banner,
    banner_height,
    small_card,
)
from rendering.fleamarket.info import INFO_H, draw_lines, info_lines
from rendering.fleamarket.parts import M, View, pic, pill
from rendering.fleamarket.settlement import ROLE_COLORS, settle_banner, settle_info, took_text
from rendering.fonts import text_width
from rendering.text import Text, written

NAME_H = 44
CLEARED_W, CLEARED_H = 48, 64


def _summary_row_height(entry: Mapping[str, Any], words: Text) -> int:
    text = C.paragraph_height(took_text(entry, words), C.FS_SMALL, AINNER - 2 * C.PAD)
    return 8 + NAME_H + text


def _summary_row(
    img: Image.Image, y0: int, entry: Mapping[str, Any], names: Sequence[str], words: Text
) -> int:
    y1 = y0 + _summary_row_height(entry, words)
    seat = int(entry.get("seat", 0))
    role = str(entry.get("role") or "skip")
    color = ROLE_COLORS.get(role, T.PANEL_BORDER)
    strong = role in ("highest", "lowest", "sale")
    fill = T.PANEL_HI if strong else T.PANEL
    P.rounded_box(img, (AM, y0, AW - AM, y1), T.RADIUS, fill, color, 4 if strong else 2)
    left = AM + C.PAD
    cy = y0 + 8 + NAME_H // 2
    P.seat_dot(img, (left + C.SEAT_DOT // 2, cy), seat, C.SEAT_DOT)
    fg = T.ink_on(color) if role != "skip" else T.TEXT_DIM
    tag = pic(words, f"role-{role}")
    if entry.get("total") is not None:
        tag = f"{pic(words, 'total', total=entry['total'])} · {tag}"
    right = pill(img, (AW - AM - C.PAD, cy - 17), tag, fg, color, 260, anchor="r")[0] - 10
    name = pic.name(names, seat, words)
    C.name_label(
        img,
        (left + C.SEAT_DOT + 8, cy),
        name,
        C.FS_BODY,
        T.TEXT,
        right - left - C.SEAT_DOT - 8,
        anchor="lm",
    )
    ink = T.GOLD if entry.get("took") == "money" else (T.TEXT if strong else T.TEXT_DIM)
    C.paragraph(
        img,
        (left, y0 + 8 + NAME_H),
        took_text(entry, words),
        C.FS_SMALL,
        ink,
        AINNER - 2 * C.PAD,
    )
    return y1


@written
def render_settlement_summary(
    view: View, names: Sequence[str], words: Text, report: Mapping[str, Any] | None = None
) -> bytes:
    """Who took the money and who the popularity, then each seat's total, role and what it
    took (the cards themselves are in :func:`render_settlement`)."""
    if report is None:
        report = view.get("last_settlement") or {}
    entries = list(report.get("seats") or [])
    tied = bool((report.get("tie") or {}).get("choice"))
    info = info_lines(settle_info(report, names, words), AINNER) if tied else []
    rows = sum(_summary_row_height(e, words) + 8 for e in entries)
    title, detail, seat = settle_banner(report, names, words, AINNER - 2 * C.PAD - 10)
    img = act_canvas(M + banner_height(detail) + C.GAP + len(info) * INFO_H + rows + M)
    y = banner(img, M, title, detail, False, seat) + C.GAP
    y = draw_lines(img, (AM, y), info, AINNER)
    for entry in entries:
        y = _summary_row(img, y, entry, names, words) + 8
    return P.to_png(img)


def _colour_words(colours: Sequence[str], words: Text) -> str:
    return words.join([words(f"fleamarket.colour.{c}") for c in colours])


def war_rows(event: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [r for r in event.get("removed") or [] if r.get("cards")]


def _war_row_height(row: Mapping[str, Any]) -> int:
    per = (AINNER - 2 * C.PAD + 6) // (CLEARED_W + 6)
    lines = -(-len(row.get("cards") or []) // per)
    return C.PAD + NAME_H + lines * (CLEARED_H + 6) + C.PAD // 2


@written
def render_price_war(
    view: View, names: Sequence[str], words: Text, event: Mapping[str, Any]
) -> bytes:
    """A price war, where it happened: which colours, and the cards cleared from whose stalls
    (each crossed out)."""
    colours = list(event.get("colours") or [])
    threshold = int(view.get("threshold") or view.get("players") or 4)
    rows = war_rows(event)
    heights = [_war_row_height(r) for r in rows]
    count = sum(len(r.get("cards") or []) for r in rows)
    title = pic(words, "war-title", colours=_colour_words(colours, words))
    detail = pic(words, "war-detail", n=threshold, count=count)
    img = act_canvas(M + banner_height(detail) + C.GAP + sum(h + 8 for h in heights) + M)
    y = banner(img, M, title, detail) + C.GAP
    for row, height in zip(rows, heights, strict=True):
        seat = int(row.get("seat", 0))
        P.rounded_box(img, (AM, y, AW - AM, y + height), T.RADIUS, T.PANEL, T.BAD, 3)
        left = AM + C.PAD
        cy = y + C.PAD + NAME_H // 2 - 4
        P.seat_dot(img, (left + C.SEAT_DOT // 2, cy), seat, C.SEAT_DOT)
        cards = list(row.get("cards") or [])
        said = pic(words, "war-lost", n=len(cards))
        said_w = min(AINNER // 2, text_width(said, C.FS_SMALL, True) + 4)
        C.label(img, (AW - AM - C.PAD, cy), said, C.FS_SMALL, T.BAD, said_w, bold=True, anchor="rm")
        room = AINNER - 2 * C.PAD - C.SEAT_DOT - 8 - said_w - 10
        C.name_label(
            img,
            (left + C.SEAT_DOT + 8, cy),
            pic.name(names, seat, words),
            C.FS_BODY,
            T.TEXT,
            room,
            anchor="lm",
        )
        per = (AINNER - 2 * C.PAD + 6) // (CLEARED_W + 6)
        for i, card in enumerate(cards):
            x = left + (i % per) * (CLEARED_W + 6)
            top = y + C.PAD + NAME_H + (i // per) * (CLEARED_H + 6)
            small_card(img, view, (x, top), card, CLEARED_W, CLEARED_H)
            _cross(img, (x, top, x + CLEARED_W, top + CLEARED_H))
        y += height + 8
    return P.to_png(img)


def _cross(img: Image.Image, box: tuple[int, int, int, int]) -> None:
    """The mark of a card a price war cleared: a red cross in a disc at its bottom right
    (its colour, shape and value stay readable)."""
    _, _, x1, y1 = box
    d, r = 24, 6
    cx, cy = x1 - d // 2 + 4, y1 - d // 2 + 4
    P.rounded_box(
        img, (cx - d // 2, cy - d // 2, cx + d // 2, cy + d // 2), d // 2, T.BAD_DARK, T.TEXT, 2
    )
    draw = ImageDraw.Draw(img)
    for a, b in (((cx - r, cy - r), (cx + r, cy + r)), ((cx + r, cy - r), (cx - r, cy + r))):
        draw.line((a, b), fill=T.TEXT, width=3)
