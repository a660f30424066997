"""What every Tsukiji picture uses: the component numbers, lot letters, the words, section
headings, pills, price tiles and the turn banner.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from importlib.resources import files
from typing import Any

from PIL import Image, ImageDraw

from rendering import View
from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import draw_text, text_width
from rendering.primitives import Box
from rendering.text import Text
from rendering.tsukiji.art import CARD_KINDS, PRODUCTS, ticket_chip, ticket_size

W = C.WIDTH
M = C.MARGIN
INNER = W - 2 * M
# The component numbers (what each special ticket does, the track's length, the pass money), read
# from the game's data file (package data of bot; rendering imports no code of bot).
DATA: dict[str, Any] = json.loads(
    (files("bot") / "data" / "tsukiji.json").read_text(encoding="utf-8")
)
MAGURO_SHOWN = 10  # Maguro set sizes shown (more when the reader's set is larger)
BONUS_ORDER = ("versatile", "specialist", "popular", "safe")
TICKETS = DATA["tickets"]
CANCEL = str(TICKETS["cancel"]["ticket"])  # "4/2"
CANCELLED = str(TICKETS["cancel"]["cancels"])  # "4"
MULTIPLY = str(TICKETS["multiply"]["ticket"])  # "x2"
MAX_SPACE = int(DATA["market"]["max_space"])
TICKET_H = 40  # its number is then FS_MIN
BANNER_H = C.BANNER_H


def lot_label(i: int) -> str:
    """Letter shown for lot ``i`` (A, B, C, ...)."""
    return chr(ord("A") + i) if 0 <= i < 26 else str(i + 1)


pic = C.PictureWords("tsukiji")


def product_name(words: Text, product: str) -> str:
    return pic(words, f"product.{product}") if product in CARD_KINDS else product


def seat_info(view: View, seat: int) -> dict[str, Any]:
    seats = view.get("seats") or []
    return next((s for s in seats if s.get("seat") == seat), {})


def player_count(view: View) -> int:
    return len(view.get("seats") or []) or int(view.get("players") or 0)


def seat_rows(seat_view: Mapping[str, Any]) -> list[tuple[str, int, int]]:
    """(product, natural cards, takusan) in the order the rows were opened."""
    rows = seat_view.get("rows") or {}
    order = [p for p in seat_view.get("row_order") or [] if p in rows]
    order += [p for p in PRODUCTS if p in rows and p not in order]
    order += sorted(p for p in rows if p not in order)
    out = []
    for p in order:
        r = rows[p] or {}
        out.append((p, int(r.get("cards", 0)), int(r.get("takusan", 0))))
    return out


def variant_on(view: View) -> bool:
    return bool((view.get("options") or {}).get("variant"))


def market_values(view: View) -> dict[str, int]:
    """Value per card of each market product at the current ranking."""
    values = list(view.get("rank_values") or [])
    rank = list(view.get("market_rank") or [])
    return {p: int(values[k]) if k < len(values) else 0 for k, p in enumerate(rank)}


# -- small parts -----------------------------------------------------------------------------


def _heading_fits(title: str, sub: str) -> bool:
    return not sub or text_width(title, C.FS_SMALL, True) + 12 + text_width(sub, C.FS_MIN) <= INNER


def heading_h(title: str, sub: str = "") -> int:
    return 36 if _heading_fits(title, sub) else 66


def heading(img: Image.Image, y: int, title: str, sub: str = "") -> int:
    """A section title (and a dimmer note after it, or below when there is no room); returns
    the y below."""
    box = C.label(img, (M, y), title, C.FS_SMALL, T.TEXT_DIM, INNER, bold=True)
    if sub and _heading_fits(title, sub):
        x = box[2] + 12
        C.label(img, (x, y + 1), sub, C.FS_MIN, T.TEXT_FAINT, W - M - x)
    elif sub:
        C.label(img, (M, y + 32), sub, C.FS_MIN, T.TEXT_FAINT, INNER)
    return y + heading_h(title, sub)


def draw_ticket(img: Image.Image, xy: tuple[int, int], ticket: str, h: int, **kw: Any) -> int:
    return ticket_chip(img, xy, ticket, h, **kw)


def ticket_width(ticket: str, h: int = TICKET_H) -> int:
    return ticket_size(ticket, h)[0]


def pill(
    img: Image.Image,
    xy: tuple[int, int],
    text: str,
    fg: T.RGB,
    bg: T.RGB,
    anchor: str = "l",
    height: int = 36,
    pad: int = 8,
) -> Box:
    """A rounded label at FS_SMALL, ``anchor`` l/m/r horizontally; returns its box."""
    tw = text_width(text, C.FS_SMALL, True)
    w = tw + 2 * pad
    x, y = xy
    x -= {"l": 0, "m": w // 2, "r": w}[anchor]
    P.rounded_box(img, (x, y, x + w, y + height), height // 2, bg)
    draw_text(img, (x + pad, y + height // 2), text, C.FS_SMALL, fg, True, "lm", max_width=tw + 2)
    return x, y, x + w, y + height


def change_pill(
    img: Image.Image, xy: tuple[int, int], change: int, anchor: str, height: int = 36
) -> Box:
    bg = T.GOOD_DARK if change > 0 else (T.BAD_DARK if change < 0 else T.PANEL_BORDER)
    return pill(img, xy, C.signed(change), T.TEXT, bg, anchor, height)


def price_tile(img: Image.Image, box: Box, tile: Mapping[str, Any]) -> None:
    """Wooden price tile: ¥cash, the market change per card, the alarm clock as a sticker."""
    x0, y0, x1, y1 = box
    h = y1 - y0
    P.shadow(img, box, 10, (0, 3), 4)
    P.rounded_box(img, box, 10, T.TILE, T.TILE_EDGE, 3)
    change = int(tile.get("change") or 0)
    px0 = change_pill(img, (x1 - 8, y0 + (h - 36) // 2), change, "r")[0]
    price = f"¥{tile.get('cash', 0)}"
    alarm = 30 if tile.get("alarm") else 0
    room = px0 - x0 - 16 - alarm
    C.label(img, (x0 + 10, y0 + h // 2), price, C.FS_H2, T.INK, room, bold=True, anchor="lm")
    if alarm:
        P.badge(img, (px0 - alarm - 4, y0 + (h - alarm) // 2), "alarm", alarm)


def result_parts(view: View) -> tuple[dict[str, Any], list[int], list[int], list[int]]:
    """(details, totals, winners, places) whether ``view["result"]`` is a Result or details."""
    res = view.get("result") or {}
    details = res.get("details", res) if isinstance(res, Mapping) else {}
    breakdown = details.get("breakdown") or []
    totals = [int(t) for t in res.get("scores") or [b.get("total", 0) for b in breakdown]]
    winners = [int(w) for w in res.get("winners") or []]
    if not winners and totals:
        best = max(totals)
        tied = [s for s, t in enumerate(totals) if t == best]
        if len(tied) > 1 and breakdown:
            most = max(breakdown[s].get("specials_left", 0) for s in tied)
            tied = [s for s in tied if breakdown[s].get("specials_left", 0) == most]
        winners = tied
    places = [int(r) for r in res.get("ranking") or []]
    if len(places) != len(totals):
        places = [_place(s, totals, winners) for s in range(len(totals))]
    return dict(details), totals, winners, places


def cancelled_tickets(tickets: Sequence[str]) -> list[bool]:
    """Which tickets of a lot count nothing: every normal 4 on a lot with a 4/2."""
    cancelling = CANCEL in tickets
    return [cancelling and str(t) == CANCELLED for t in tickets]


def draw_reveal_ticket(
    img: Image.Image, xy: tuple[int, int], ticket: str, seat: int | None, cancelled: bool
) -> int:
    """A revealed ticket; a cancelled one faded and struck through in red."""
    x, y = xy
    w = draw_ticket(img, xy, ticket, TICKET_H, seat=seat)
    if cancelled:
        P.overlay(img, (x, y, x + w, y + TICKET_H), 6, T.BG, 110)
        d = ImageDraw.Draw(img)
        d.line((x + 2, y + TICKET_H - 8, x + w - 2, y + 8), fill=T.BAD, width=4)
    return w


def _place(seat: int, totals: Sequence[int], winners: Sequence[int]) -> int:
    """1 for winners; else 1 + seats ahead (higher total, or same total but a winner)."""
    if seat in winners:
        return 1
    mine = totals[seat]
    return 1 + sum(1 for s, t in enumerate(totals) if t > mine or (t == mine and s in winners))


# -- turn banner -------------------------------------------------------------------------------


def board_banner(
    img: Image.Image, view: View, names: Sequence[str], words: Text, me: int | None = None
) -> None:
    """Who acts and what they do; "Your turn" when that is ``me`` (the reader's seat)."""
    phase = view.get("phase")
    box = (M, M, img.width - M, M + BANNER_H)
    if phase == "evaluate":
        seats = view.get("seats") or []
        done = sum(1 for s in seats if s.get("confirmed"))
        detail = pic(words, "turn-evaluate_detail", done=done, total=player_count(view))
        C.turn_banner(img, box, pic(words, "turn-evaluate"), detail)
        return
    if phase == "buy":
        pending = view.get("pending") or {}
        seat = pending.get("seat", view.get("turn"))
        mine = seat is not None and seat == me
        who = pic.name(names, seat, words)
        title = pic(words, "turn-mine") if mine else pic(words, "turn-player", name=who)
        if pending:
            key = "turn-yakuza_detail" if pending.get("kind") == "yakuza" else "turn-takusan_detail"
            detail = pic(words, key, label=lot_label(int(pending.get("lot") or 0)))
        else:
            detail = pic(words, "turn-buy_detail", money=int(DATA["money"]["pass"]))
        C.turn_banner(img, box, title, detail, mine=mine, seat=None if seat is None else int(seat))
        return
    _, totals, winners, _ = result_parts(view)
    detail = ""
    if winners:
        who = words.join(pic.name(names, s, words) for s in winners)
        won = pic(words, "won", tie="yes" if len(winners) > 1 else "no", names=who)
        detail = pic(words, "won_score", won=won, score=totals[winners[0]])
        if text_width(detail, C.FS_MIN) > box[2] - box[0] - 2 * C.PAD:
            detail = won  # long names: the total stays in the table below
    C.turn_banner(img, box, pic(words, "over"), detail)


def round_line(img: Image.Image, y: int, view: View, words: Text, deck: bool = True) -> int:
    """Round n/7 with pips, and the cards left in the deck; returns the y below."""
    rnd, rounds = int(view.get("round") or 0), int(view.get("rounds") or 7)
    text = pic(words, "round", round=rnd, rounds=rounds)
    x = C.label(img, (M, y + 20), text, C.FS_BODY, T.TEXT, INNER // 2, bold=True, anchor="lm")[2]
    for i in range(rounds):
        cx = x + 16 + i * 24
        P.rounded_box(img, (cx, y + 12, cx + 16, y + 28), 8, T.GOLD if i < rnd else T.PANEL_BORDER)
    if deck:
        right = W - M
        word = pic(words, "deck")
        box = C.label(img, (right, y + 20), word, C.FS_MIN, T.TEXT_DIM, 160, anchor="rm")
        count = str(view.get("deck_count", 0))
        box = draw_text(
            img, (box[0] - 10, y + 20), count, C.FS_H2, T.TEXT, True, "rm", max_width=80
        )
        P.face_down_card(img, (box[0] - 36, y + 2), 26, 36)
    return y + 44
