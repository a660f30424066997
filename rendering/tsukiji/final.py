"""The final results: places, money and the breakdown (:func:`render_final`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.text import Text, written
from rendering.tsukiji import act as A
from rendering.tsukiji.art import MARKET_PRODUCTS, PRODUCTS, product_tile
from rendering.tsukiji.legends import Key, legend, legend_height, text_key, tile_key
from rendering.tsukiji.parts import (
    M,
    View,
    W,
    board_banner,
    pic,
    result_parts,
    seat_info,
    seat_rows,
)
from rendering.tsukiji.strips import variant_h, variant_strip


def _cell(
    col: str, entry: Mapping[str, Any], rows: Mapping[str, int], rv: Mapping[str, int]
) -> tuple[int, str]:
    """(value, small explanation such as "2×7") of one score cell."""
    if col == "maguro":
        n = int(entry.get("maguro_cards", rows.get("maguro", 0)) or 0)
        return int(entry.get("maguro", 0) or 0), f"{n}×" if n else ""
    if col == "bonus":
        return sum(int(v) for v in (entry.get("bonuses") or {}).values()), ""
    if col == "money":
        return int(entry.get("money", 0) or 0), ""
    val = int((entry.get("products") or {}).get(col, 0) or 0)
    per = int(rv.get(col) or 0)
    n = rows.get(col) or (val // per if per else 0)
    return val, (f"{n}×{per}" if n and per and n * per == val else "")


BREAK_ROW = 78


def _breakdown(
    img: Image.Image | None, y: int, view: View, details: Mapping[str, Any], order: Sequence[int],
    totals: Sequence[int], words: Text,
) -> int:  # fmt: skip
    """Per seat: each product's cards × value per card, Maguro, bonus, money and total."""
    breakdown = list(details.get("breakdown") or [])
    rv = details.get("rank_values") or {}
    ranked = details.get("market_rank") or view.get("market_rank") or []
    market = [p for p in ranked if p in rv] or sorted(rv, key=lambda p: -rv[p])
    market += [p for p in MARKET_PRODUCTS if p not in market]
    has_bonus = any(b.get("bonuses") for b in breakdown)
    cols = [*market, "maguro", *(["bonus"] if has_bonus else []), "money", "total"]
    x0 = M + C.PAD + C.SEAT_DOT + 8
    weight = {"bonus": 1.6, "money": 1.6, "total": 1.7}
    unit = (W - M - C.PAD - x0) / sum(weight.get(c, 1.0) for c in cols)
    edges = [x0]
    for c in cols:
        edges.append(edges[-1] + round(unit * weight.get(c, 1.0)))
    height = 96 + len(order) * BREAK_ROW + 8
    if img is None:
        return y + height + C.GAP
    P.rounded_box(img, (M, y, W - M, y + height), T.RADIUS, T.PANEL)
    for k, c in enumerate(cols):
        cx, col_w = (edges[k] + edges[k + 1]) // 2, edges[k + 1] - edges[k]
        if c in PRODUCTS:
            product_tile(img, (cx - 20, y + 10), c, 40)
            per = f"×{rv[c]}" if c in rv else ""
            if per:
                C.label(img, (cx, y + 76), per, C.FS_MIN, T.GOLD, col_w - 4, bold=True,
                        anchor="mm")  # fmt: skip
        else:
            key = {"bonus": "bonus_col", "money": "money_col", "total": "total_col"}[c]
            C.label(img, (cx, y + 52), pic(words, key), C.FS_MIN, T.TEXT_DIM, col_w - 4,
                     bold=True, anchor="mm")  # fmt: skip
    yy = y + 96
    for seat in order:
        entry = breakdown[seat] if seat < len(breakdown) else {}
        rows = {p: n + w for p, n, w in seat_rows(seat_info(view, seat))}
        cy = yy + 24
        P.seat_dot(img, (M + C.PAD + C.SEAT_DOT // 2, cy), seat, C.SEAT_DOT)
        for k, c in enumerate(cols):
            cx, col_w = (edges[k] + edges[k + 1]) // 2, edges[k + 1] - edges[k]
            if c == "total":
                val, sub = int(totals[seat]) if seat < len(totals) else 0, ""
            else:
                val, sub = _cell(c, entry, rows, rv)
            ink = T.GOLD if c == "total" else (T.TEXT if val else T.TEXT_FAINT)
            C.label(img, (cx, cy), str(val) if val or c == "total" else "–", C.FS_BODY, ink,
                    col_w - 4, bold=bool(val), anchor="mm")  # fmt: skip
            if sub and val:
                C.label(img, (cx, cy + 38), sub, C.FS_MIN, T.TEXT_DIM, col_w - 2, anchor="mm")
        yy += BREAK_ROW
    return y + height + C.GAP


def _final_keys(words: Text) -> list[Key]:
    return [
        text_key("×n", pic(words, "legend-per_card"), T.GOLD),
        tile_key("maguro", pic(words, "maguro_sub")),
    ]


Results = tuple[list[C.Column], list[list[str]], list[int], list[int]]


def _results(view: View, names: Sequence[str], words: Text) -> Results:
    """The results table: columns, rows (best first), the winners' rows and the seats."""
    _, totals, winners, places = result_parts(view)
    order = sorted(range(len(totals)), key=lambda s: (places[s], -totals[s], s))
    columns = [
        C.Column(pic(words, "place_col"), 1.4, "m"),
        C.Column(pic(words, "player_col"), 4.0, name=True),
        C.Column(pic(words, "total_col"), 1.6, "r"),
    ]
    rows = [[str(places[s]), pic.name(names, s, words), str(totals[s])] for s in order]
    return columns, rows, [k for k, s in enumerate(order) if s in winners], order


def _tie_break(view: View, names: Sequence[str], words: Text) -> str:
    """When the best total was shared: who had how many single-use tickets left."""
    details, totals, _, _ = result_parts(view)
    breakdown = list(details.get("breakdown") or [])
    best = max(totals, default=0)
    tied = [s for s, total in enumerate(totals) if total == best]
    if len(tied) < 2 or not breakdown:
        return ""
    counts = words.join(
        f"{pic.name(names, s, words)} {breakdown[s].get('specials_left', 0)}"
        for s in tied
        if s < len(breakdown)
    )
    return pic(words, "tie_break", total=best, counts=counts)


@written
def render_final(view: View, names: Sequence[str], words: Text) -> bytes:
    """Game over, read in the chat: the winner(s) and their total in the banner, then places,
    names and totals, and how a shared best total was decided (single-use tickets left)."""
    columns, rows, highlight, order = _results(view, names, words)
    table_h = C.results_table_height(len(rows))
    tie = _tie_break(view, names, words)
    tie_h = C.paragraph_height(tie, C.FS_SMALL, A.AIN) + C.GAP if tie else 0
    img = A.act_canvas(A.TOP + table_h + tie_h + A.AM)
    board_banner(img, {**view, "phase": "over"}, names, words)
    C.results_table(img, (A.AM, A.TOP, A.AW - A.AM, A.TOP + table_h), columns, rows,
                    highlight=highlight, seats=order)  # fmt: skip
    if tie:
        C.paragraph(img, (A.AM, A.TOP + table_h + C.GAP), tie, C.FS_SMALL, T.TEXT, A.AIN)
    return P.to_png(img)


@written
def render_breakdown(view: View, names: Sequence[str], words: Text) -> bytes:
    """Above the final: each player's score, product by product at the final value per card,
    Maguro, bonuses and money, and the variant's bonus scores."""
    details, totals, _, places = result_parts(view)
    order = sorted(range(len(totals)), key=lambda s: (places[s], -totals[s], s))
    breakdown = list(details.get("breakdown") or [])
    variant = any(b.get("bonuses") for b in breakdown) and bool(view.get("bonuses"))
    keys = _final_keys(words)
    h = (
        M
        + _breakdown(None, 0, view, details, order, totals, words)
        + (variant_h(view, words) if variant else 0)
        + legend_height(keys)
        + M
    )
    img = C.canvas(h)
    y = _breakdown(img, M, view, details, order, totals, words)
    if variant:
        y = variant_strip(img, y, view, words)
    legend(img, y, keys)
    return P.to_png(img)
