"""One finished tournament: the standings and every catch (:func:`render_results`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fisherman.hand import catch_height, catch_panel
from rendering.fisherman.legends import legend_height, legend_items, shield_legend
from rendering.fisherman.mat import mat, slot_height
from rendering.fisherman.parts import INNER, SHIELD_COLORS, M, View, W, pic, shield_points
from rendering.text import Text, written


def _history_entry(view: View, tournament: int | None) -> Mapping[str, Any]:
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


@written
def render_results(
    view: View, names: Sequence[str], words: Text, tournament: int | None = None
) -> bytes:
    """One finished tournament: who took gold, the standings (place, points, shield, shield
    points so far), every player's catch card by card with what each card scored, the
    tournament's rules and a legend."""
    entry = _history_entry(view, tournament)
    points = [int(p) for p in entry.get("points") or []]
    ranks = [int(r) for r in entry.get("ranks") or []]
    kinds = list(entry.get("shields") or [])
    captured = list(entry.get("captured") or [[] for _ in points])
    n = len(points)
    number = entry.get("tournament", view.get("tournament"))
    rules_view = _entry_rules_view(entry, view)
    order = sorted(range(n), key=lambda s: (ranks[s], s))
    legend = shield_legend(view, words) + legend_items(view, words, ())
    heights = [
        M,
        C.BANNER_H + C.GAP,
        C.results_table_height(n) + C.GAP,
        C.FS_H2 + 16,
        sum(catch_height(captured[s]) + C.GAP for s in order),
        2 * slot_height(False) + 2 * C.GAP,
        legend_height(legend) + M,
    ]
    img = C.canvas(sum(heights))
    gold = [s for s in range(n) if kinds[s] == "gold"]
    detail = pic(words, "gold_to", names=words.join(pic.name(names, s, words) for s in gold))
    C.turn_banner(
        img,
        (M, M, W - M, M + C.BANNER_H),
        pic(words, "results_title", n=number),
        detail if gold else "",
    )
    y = M + C.BANNER_H + C.GAP
    totals = _running_totals(view, number)
    columns = [
        C.Column(pic(words, "col_place"), 0.8, "m"),
        C.Column(pic(words, "col_player"), 2.4, name=True),
        C.Column(pic(words, "col_points"), 1.1, "r"),
        C.Column(pic(words, "col_shield"), 1.4, "m"),
        C.Column(pic(words, "col_shield_points"), 1.8, "r"),
    ]
    rows = [
        [
            str(ranks[s]),
            pic.name(names, s, words),
            C.signed(points[s]),
            _shield_cell(kinds[s], view, words),
            str(totals[s] if s < len(totals) else 0),
        ]
        for s in order
    ]
    highlight = [i for i, s in enumerate(order) if kinds[s] == "gold"]
    y = C.results_table(img, (M, y, W - M, 0), columns, rows, highlight=highlight) + C.GAP
    C.label(img, (M, y), pic(words, "catches"), C.FS_H2, T.TEXT, INNER, bold=True)
    y += C.FS_H2 + 16
    for s in order:
        y = catch_panel(
            img,
            y,
            "",
            captured[s],
            points[s],
            rules_view["rules"],
            view.get("scoring") or {},
            words,
            "caught_nothing",
            s,
            names,
        )
    y = mat(img, y, rules_view, names, words, setters=False)
    C.legend(img, (M, y), INNER, legend)
    return P.to_png(img)
