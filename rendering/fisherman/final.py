"""The final results (:func:`render_final`) and the standings the last board shows."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fisherman.banner import winners_banner
from rendering.fisherman.legends import legend_height, shield_legend
from rendering.fisherman.parts import AINNER, AW, SHIELD_COLORS, M, View, pic, shield_points
from rendering.text import Text, written


def _result(view: View) -> dict[str, Any]:
    """The view's result with scores, ranking and winners filled in."""
    result = dict(view.get("result") or {})
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
    return {**result, "breakdown": breakdown, "scores": scores, "ranking": ranking,
            "winners": winners}  # fmt: skip


def standings_height(view: View) -> int:
    return C.results_table_height(len(_result(view)["scores"]))


def standings(
    img: Image.Image, y: int, view: View, names: Sequence[str], words: Text, width: int
) -> int:
    """Place and name, the shield points of every tournament (columns headed 1, 2, …) and the
    total, the winners lit; returns the y below."""
    result = _result(view)
    breakdown, scores, ranking = result["breakdown"], result["scores"], result["ranking"]
    order = sorted(range(len(scores)), key=lambda s: (ranking[s], s))
    tournaments = max((len(b.get("shields") or []) for b in breakdown), default=0)
    worth = shield_points(view)
    columns = [
        C.Column(pic(words, "col_player"), 3.4, name=True),
        *[C.Column(str(t + 1), 0.6, "m") for t in range(tournaments)],
        C.Column(pic(words, "total"), 1.4, "r"),
    ]
    rows = []
    for s in order:
        kinds = list((breakdown[s] if s < len(breakdown) else {}).get("shields") or [])
        cells = [str(worth.get(k, 0)) if k in SHIELD_COLORS else "–" for k in kinds]
        cells += ["–"] * (tournaments - len(cells))
        rows.append([f"{ranking[s]}. {pic.name(names, s, words)}", *cells, str(scores[s])])
    highlight = [i for i, s in enumerate(order) if s in result["winners"]]
    box = (M, y, width - M, 0)
    return C.results_table(img, box, columns, rows, highlight=highlight) + C.GAP


def _columns_note(words: Text) -> str:
    """ "Tournament 1, 2, …: victory points won in each"."""
    return pic(words, "legend_tournaments", first=1, second=2)


def notes_height(view: View, words: Text) -> int:
    """How tall :func:`notes` draws."""
    line = C.paragraph_height(_columns_note(words), C.FS_MIN, AINNER)
    return line + legend_height(shield_legend(view, words), AINNER)


def notes(img: Image.Image, y: int, view: View, words: Text) -> int:
    """What the numbered columns and the shields mean, under the standings; returns the y
    below."""
    y = C.paragraph(img, (M, y), _columns_note(words), C.FS_MIN, T.TEXT_DIM, AINNER)
    return C.legend(img, (M, y), AINNER, shield_legend(view, words))


@written
def render_final(view: View, names: Sequence[str], words: Text) -> bytes:
    """Final standings: "Winner: <name>" in the banner, then place and name, the shield points
    of every tournament and the total, with the columns and shields explained."""
    view = {**view, "result": _result(view)}
    height = (
        M + C.BANNER_H + C.GAP + standings_height(view) + C.GAP + notes_height(view, words) + M
    )  # fmt: skip
    img = Image.new("RGB", (AW, height), T.BG)
    box = (M, M, AW - M, M + C.BANNER_H)
    winners_banner(img, box, pic(words, "final_title"), view, names, words)
    y = standings(img, box[3] + C.GAP, view, names, words, AW)
    notes(img, y, view, words)
    return P.to_png(img)
