"""The turn banner and the tournament line under it."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fisherman.parts import (
    INNER,
    Box,
    M,
    View,
    W,
    parse_card,
    pic,
    seat_views,
    species_name,
)
from rendering.fonts import graphemes, text_width
from rendering.text import Text

BANNER_ROOM = C.ACT_WIDTH - 2 * M - 10 - 2 * C.PAD  # a banner's text, beside its seat stripe


def turn_of(words: Text, name: str) -> str:
    """ "Alice's turn", the name cut at its end ("Maximiliaan van…") as far as needed for the
    line to fit a banner of the narrowest picture at the smallest size."""
    text = pic(words, "turn_of", name=name)
    isolated = name.startswith("\u2068") and name.endswith("\u2069")
    clusters = list(graphemes(name[1:-1] if isolated else name))
    while text_width(text, C.FS_MIN, True) > BANNER_ROOM and len(clusters) > 1:
        clusters.pop()
        short = "".join(clusters).rstrip() + "…"
        text = pic(words, "turn_of", name=f"\u2068{short}\u2069" if isolated else short)
    return text


def _acting(view: View, me: int | None, names: Sequence[str], words: Text) -> tuple[str, str]:
    """Who must act ("Your turn" for ``me``) and what they must do."""
    phase = view.get("phase")
    turn = view.get("turn")
    mine = me is not None and turn == me
    title = pic(words, "your_turn") if mine else turn_of(words, pic.name(names, turn, words))
    if phase == "setting":
        rule = pic(words, f"rule_{view.get('step') or 'target'}")
        return title, pic(words, "choose_on_board" if mine else "choose", rule=rule)
    trick = pic(words, "trick", n=view.get("trick_no") or 1, total=view.get("tricks") or "")
    lead = view.get("lead_species")
    if not lead or not view.get("trick"):
        return title, f"{trick} · {pic(words, 'any_card')}"
    if mine:
        hand = (view.get("me") or {}).get("hand") or []
        follows = any(parse_card(c)[0] == lead for c in hand)
    else:
        seat = next((s for s in seat_views(view) if s.get("seat") == turn), {})
        follows = lead not in (seat.get("voids") or [])
    what = (
        pic(words, "must_follow", species=species_name(words, lead))
        if follows
        else pic(words, "any_card")
    )
    return title, f"{trick} · {what}"


def banner(
    img: Image.Image,
    y: int,
    view: View,
    names: Sequence[str],
    words: Text,
    me: int | None = None,
    width: int = W,
) -> int:
    """The turn banner at ``y`` across a picture ``width`` px wide (at the end of the game:
    who won, named); returns the y below it."""
    box = (M, y, width - M, y + C.BANNER_H)
    if view.get("phase") == "over":
        winners_banner(img, box, pic(words, "over"), view, names, words)
        return box[3] + C.GAP
    title, detail = _acting(view, me, names, words)
    turn = view.get("turn")
    C.turn_banner(
        img,
        box,
        title,
        detail,
        mine=me is not None and turn == me,
        seat=None if turn is None else int(turn),
    )
    return box[3] + C.GAP


def winners_banner(
    img: Image.Image, box: Box, title: str, view: View, names: Sequence[str], words: Text
) -> None:
    """A banner whose second line names the winner(s): "Winner: Alice"."""
    winners = [int(s) for s in (view.get("result") or {}).get("winners") or []]
    who = words.join(pic.name(names, s, words) for s in winners)
    line = pic(words, "winner_named", names=who, count=len(winners)) if winners else ""
    named_banner(img, box, title, line)


def named_banner(img: Image.Image, box: Box, title: str, line: str) -> None:
    """A banner whose second line names players ("Gold shield: Alice"), in gold; cut at the
    end, as names are, when it is too long."""
    x0, y0, x1, y1 = box
    P.rounded_box(img, box, T.RADIUS, T.PANEL_HI)
    inner = x1 - x0 - 2 * C.PAD
    if not line:
        C.label(img, (x0 + C.PAD, (y0 + y1) // 2), title, C.FS_BANNER, T.TEXT, inner,
                bold=True, anchor="lm")  # fmt: skip
        return
    C.label(img, (x0 + C.PAD, y0 + C.PAD), title, C.FS_BANNER, T.TEXT, inner, bold=True)
    C.name_label(
        img, (x0 + C.PAD, y1 - C.PAD), line, C.FS_BODY, T.GOLD, inner, bold=True, anchor="ld"
    )


def tournament_line(
    img: Image.Image, y: int, view: View, names: Sequence[str], words: Text, dealer: bool = True
) -> int:
    """ "Tournament 2/4" with its pips on the left, the dealer (flag, seat, name) on the right;
    returns the y below."""
    n = int(view.get("tournament") or 1)
    total = int(view.get("tournaments") or view.get("players") or 4)
    h = C.SEAT_DOT + 4
    cy = y + h // 2
    box = C.label(
        img,
        (M, cy),
        pic(words, "tournament", n=n, total=total),
        C.FS_BODY,
        T.TEXT,
        INNER // 2 - 110,
        bold=True,
        anchor="lm",
    )
    x = box[2] + 14
    for i in range(total):
        P.rounded_box(img, (x, cy - 8, x + 16, cy + 8), 8, T.GOLD if i < n else T.PANEL_BORDER)
        x += 24
    if dealer and view.get("dealer") is not None:
        seat = int(view["dealer"])
        left = max(x + 16, M + INNER // 2)
        P.badge(img, (left, cy - 18), "start", 36)
        P.seat_dot(img, (left + 44 + C.SEAT_DOT // 2, cy), seat, C.SEAT_DOT)
        start = left + 52 + C.SEAT_DOT
        C.name_label(
            img,
            (start, cy),
            pic.name(names, seat, words),
            C.FS_BODY,
            T.TEXT,
            W - M - start,
            anchor="lm",
        )
    return y + h + C.GAP
