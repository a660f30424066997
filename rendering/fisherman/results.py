"""One finished tournament: the standings and every catch (:func:`render_results`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fisherman.banner import named_banner
from rendering.fisherman.hand import catch_height, catch_panel
from rendering.fisherman.legends import legend_height, legend_items
from rendering.fisherman.mat import mat, slot_height
from rendering.fisherman.parts import (
    AINNER,
    AW,
    INNER,
    SHIELD_COLORS,
    M,
    View,
    W,
    pic,
    shield_points,
)
from rendering.text import Text, written

Entry = Mapping[str, Any]


def _history_entry(view: View, tournament: int | None) -> Entry:
    history = list(view.get("history") or [])
    if not history:
        return {}
    if tournament is None:
        return history[-1]
    return next((h for h in history if h.get("tournament") == tournament), history[-1])


def _entry_rules_view(entry: Mapping[str, Any], view: View) -> dict[str, Any]:
    """A finished tournament's rules in the shape of a view's (with its numbers)."""
    rules = dict(entry.get("rules") or {})
    size = rules.get("size")
    if isinstance(size, int):
        rules["size"] = [size, size + 1]
    return {
        "rules": rules,
        "sizes": view.get("sizes"),
        "scoring": view.get("scoring"),
        "phase": "over",
    }


def _running_totals(view: View, upto: Any) -> list[int]:
    totals: list[int] = []
    for entry in view.get("history") or []:
        if upto is not None and int(entry.get("tournament", 0)) > int(upto):
            break
        kinds = entry.get("shields") or []
        if not totals:
            totals = [0] * len(kinds)
        for seat, kind in enumerate(kinds):
            totals[seat] += shield_points(view).get(kind or "", 0)
    return totals


def _shield_cell(kind: str | None, view: View, words: Text) -> str:
    if kind not in SHIELD_COLORS:
        return "–"
    return pic(
        words,
        "shield_cell",
        kind=words(f"fisherman.shield_name.{kind}"),
        points=shield_points(view).get(kind, 0),
    )


def _results_table(
    img: Image.Image, y: int, view: View, names: Sequence[str], words: Text, entry: Entry
) -> int:
    points = [int(p) for p in entry.get("points") or []]
    ranks = [int(r) for r in entry.get("ranks") or []]
    kinds = list(entry.get("shields") or [])
    order = sorted(range(len(points)), key=lambda s: (ranks[s], s))
    totals = _running_totals(view, entry.get("tournament", view.get("tournament")))
    columns = [
        C.Column(pic(words, "col_player"), 2.4, name=True),
        C.Column(pic(words, "col_points"), 1.4, "r"),
        C.Column(pic(words, "col_shield"), 1.7, "m"),
        C.Column(pic(words, "total"), 1.2, "r"),
    ]
    rows = [
        [
            f"{ranks[s]}. {pic.name(names, s, words)}",
            C.signed(points[s]),
            _shield_cell(kinds[s], view, words),
            str(totals[s] if s < len(totals) else 0),
        ]
        for s in order
    ]
    highlight = [i for i, s in enumerate(order) if kinds[s] == "gold"]
    box = (M, y, AW - M, 0)
    return C.results_table(img, box, columns, rows, highlight=highlight) + C.GAP


@written
def render_results(
    view: View, names: Sequence[str], words: Text, tournament: int | None = None
) -> bytes:
    """One finished tournament, the news: who took gold, then place and name, points, the
    shield won and shield points so far (the total)."""
    entry = _history_entry(view, tournament)
    n = len(entry.get("points") or [])
    note = pic(words, "legend_total")
    height = (
        M + C.BANNER_H + C.GAP + C.results_table_height(n) + C.GAP
        + C.paragraph_height(note, C.FS_MIN, AINNER) + M
    )  # fmt: skip
    img = Image.new("RGB", (AW, height), T.BG)
    kinds = list(entry.get("shields") or [])
    gold = [s for s in range(n) if kinds[s] == "gold"]
    detail = pic(words, "gold_to", names=words.join(pic.name(names, s, words) for s in gold))
    box = (M, M, AW - M, M + C.BANNER_H)
    title = pic(words, "results_title", n=entry.get("tournament", view.get("tournament")))
    named_banner(img, box, title, detail if gold else "")
    y = _results_table(img, box[3] + C.GAP, view, names, words, entry)
    C.paragraph(img, (M, y), note, C.FS_MIN, T.TEXT_DIM, AINNER)
    return P.to_png(img)


@written
def render_results_details(
    view: View, names: Sequence[str], words: Text, tournament: int | None = None
) -> bytes:
    """One finished tournament in detail: every player's catch card by card with what each
    card scored, the tournament's rules (when there is room) and a legend."""
    entry = _history_entry(view, tournament)
    points = [int(p) for p in entry.get("points") or []]
    ranks = [int(r) for r in entry.get("ranks") or []]
    captured = list(entry.get("captured") or [[] for _ in points])
    order = sorted(range(len(points)), key=lambda s: (ranks[s], s))
    rules_view = _entry_rules_view(entry, view)
    legend = legend_items(view, words, ())
    catches = C.FS_H2 + 16 + sum(catch_height(captured[s]) + C.GAP for s in order)
    rules = 2 * slot_height(False) + 2 * C.GAP
    height = M + catches + legend_height(legend) + M
    with_rules = height + rules <= C.max_height(W)
    img = C.canvas(height + (rules if with_rules else 0))
    C.label(img, (M, M), pic(words, "catches"), C.FS_H2, T.TEXT, INNER, bold=True)
    y = M + C.FS_H2 + 16
    for s in order:
        y = catch_panel(
            img, y, "", captured[s], points[s], rules_view["rules"],
            view.get("scoring") or {}, words, "caught_nothing", s, names,
        )  # fmt: skip
    if with_rules:
        y = mat(img, y, rules_view, names, words, setters=False)
    C.legend(img, (M, y), INNER, legend)
    return P.to_png(img)
