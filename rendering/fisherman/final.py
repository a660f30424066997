"""The final results (:func:`render_final`)."""

from __future__ import annotations

from collections.abc import Sequence

from rendering import components as C
from rendering import primitives as P
from rendering.fisherman.banner import winners_block, winners_height, winners_word
from rendering.fisherman.legends import legend_height, shield_legend, text_item
from rendering.fisherman.parts import INNER, SHIELD_COLORS, M, View, W, pic, shield_points
from rendering.text import Text, written


@written
def render_final(view: View, names: Sequence[str], words: Text) -> bytes:
    """Final standings: the winner(s) first, then place, name, the shield points of every
    tournament and the total, with the shields explained."""
    result = view.get("result") or {}
    breakdown = list(result.get("breakdown") or [])
    scores = [
        int(s) for s in result.get("scores") or [b.get("shield_points", 0) for b in breakdown]
    ]
    ranking = [int(r) for r in result.get("ranking") or []]
    if len(ranking) != len(scores):
        ranking = [1 + sum(o > m for o in scores) for m in scores]
    winners = [int(w) for w in result.get("winners") or []] or [
        s for s, r in enumerate(ranking) if r == 1
    ]
    n = len(scores)
    order = sorted(range(n), key=lambda s: (ranking[s], s))
    tournaments = max((len(b.get("shields") or []) for b in breakdown), default=0)
    legend = shield_legend(view, words)
    legend = [text_item(pic(words, "t_col", n=1) + "…", pic(words, "legend_t_col")), *legend]
    view = {**view, "result": {**result, "winners": winners, "scores": scores}}
    height = (
        M
        + C.BANNER_H
        + C.GAP
        + winners_height(view, names, words)
        + C.results_table_height(n)
        + C.GAP
        + legend_height(legend)
        + M
    )
    img = C.canvas(height)
    C.turn_banner(
        img, (M, M, W - M, M + C.BANNER_H), pic(words, "final_title"), winners_word(view, words)
    )
    y = winners_block(img, M + C.BANNER_H + C.GAP, view, names, words)
    worth = shield_points(view)
    columns = [
        C.Column(pic(words, "col_place"), 0.9, "m"),
        C.Column(pic(words, "col_player"), 2.6, name=True),
        *[C.Column(pic(words, "t_col", n=t + 1), 0.9, "m") for t in range(tournaments)],
        C.Column(pic(words, "total"), 1.0, "r"),
    ]
    rows = []
    for s in order:
        kinds = list((breakdown[s] if s < len(breakdown) else {}).get("shields") or [])
        cells = [str(worth.get(k, 0)) if k in SHIELD_COLORS else "–" for k in kinds]
        cells += ["–"] * (tournaments - len(cells))
        rows.append([str(ranking[s]), pic.name(names, s, words), *cells, str(scores[s])])
    highlight = [i for i, s in enumerate(order) if s in winners]
    y = C.results_table(img, (M, y, W - M, 0), columns, rows, highlight=highlight) + C.GAP
    C.legend(img, (M, y), INNER, legend)
    return P.to_png(img)
