"""The turn banner and the tournament line under it."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fisherman.parts import INNER, M, View, W, parse_card, pic, seat_views, species_name
from rendering.text import Text


def _acting(view: View, me: int | None, names: Sequence[str], words: Text) -> tuple[str, str]:
    """Who must act ("Your turn" for ``me``) and what they must do."""
    phase = view.get("phase")
    turn = view.get("turn")
    mine = me is not None and turn == me
    title = (
        pic(words, "your_turn")
        if mine
        else pic(words, "turn_of", name=pic.name(names, turn, words))
    )
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
    img: Image.Image, y: int, view: View, names: Sequence[str], words: Text, me: int | None = None
) -> int:
    """The turn banner at ``y``; returns the y below it."""
    box = (M, y, W - M, y + C.BANNER_H)
    if view.get("phase") == "over":
        C.turn_banner(img, box, pic(words, "over"), winners_word(view, words))
        return winners_block(img, box[3] + C.GAP, view, names, words)
    else:
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


def winners_height(view: View, names: Sequence[str], words: Text) -> int:
    line = _winners_line(view, names, words)
    return C.paragraph_height(line, C.FS_H2, INNER, True) + C.GAP if line else 0


def winners_block(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> int:
    """Who won and with how many shield points, wrapped under the banner; returns the y below."""
    line = _winners_line(view, names, words)
    if not line:
        return y
    return C.paragraph(img, (M, y), line, C.FS_H2, T.GOLD, INNER, bold=True) + C.GAP


def winners_word(view: View, words: Text) -> str:
    winners = (view.get("result") or {}).get("winners") or []
    return pic(words, "winners" if len(winners) > 1 else "winner") if winners else ""


def _winners_line(view: View, names: Sequence[str], words: Text) -> str:
    result = view.get("result") or {}
    winners = [int(s) for s in result.get("winners") or []]
    scores = [int(s) for s in result.get("scores") or []]
    if not winners:
        return ""
    best = scores[winners[0]] if winners[0] < len(scores) else 0
    who = words.join(pic.name(names, s, words) for s in winners)
    return pic(words, "final_winner", names=who, count=len(winners), points=best)


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
