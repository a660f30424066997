"""The reveal announcement: every seat's tickets, the lots' sums and what moved
(:func:`render_reveal`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.text import Text, written
from rendering.tsukiji import act as A
from rendering.tsukiji.art import SPECIAL_TICKETS, marker
from rendering.tsukiji.legends import (
    Key,
    badge_key,
    legend,
    legend_height,
    special_meaning,
    text_key,
    ticket_key,
)
from rendering.tsukiji.parts import (
    CANCEL,
    CANCELLED,
    INNER,
    TICKET_H,
    M,
    View,
    cancelled_tickets,
    change_pill,
    draw_reveal_ticket,
    heading,
    heading_h,
    lot_label,
    pic,
    price_tile,
    product_name,
    ticket_width,
)

REVEAL_ROW = 58
HEAD_ROW = 48
AW, AM = A.AW, A.AM


def _columns(players: int) -> tuple[int, int, int, int]:
    """x of the first ticket column, Σ and the tile, and a ticket column's width."""
    tickets = AM + 56
    tile = AW - AM - 8 - A.RIGHT_W
    sigma = tile - 70
    return tickets, sigma, tile, (sigma - 8 - tickets) // max(1, players)


def _ties(totals: Sequence[int]) -> list[list[int]]:
    """Groups of lots with the same Σ (left to right)."""
    groups: dict[int, list[int]] = {}
    for i, total in enumerate(totals):
        groups.setdefault(int(total), []).append(i)
    return [lots for lots in groups.values() if len(lots) > 1]


def _reveal_rows(img: Image.Image, y: int, rev: Mapping[str, Any], players: int,
                 words: Text) -> int:  # fmt: skip
    """Per lot: everyone's tickets (cancelled 4s struck through), Σ and the tile it earned."""
    tickets_x, sigma_x, tile_x, col = _columns(players)
    P.rounded_box(img, (AM, y, AW - AM, y + HEAD_ROW - 6), 10, T.CHIP)
    mid = y + (HEAD_ROW - 6) // 2
    for seat in range(players):
        P.seat_dot(img, (tickets_x + seat * col + col // 2, mid), seat, C.SEAT_DOT)
    sigma = pic(words, "total", total="").strip()
    C.label(img, (sigma_x + 30, mid), sigma, C.FS_SMALL, T.GOLD, 60, bold=True, anchor="mm")
    C.label(img, (tile_x + A.RIGHT_W // 2, mid), pic(words, "tiles_label"), C.FS_MIN, T.TEXT_DIM,
            A.RIGHT_W, bold=True, anchor="mm")  # fmt: skip
    y += HEAD_ROW
    all_tickets = list(rev.get("tickets") or [])
    totals = list(rev.get("totals") or [])
    tiles = list(rev.get("tiles") or [])
    for i in range(_lots(rev)):
        P.rounded_box(img, (AM, y, AW - AM, y + REVEAL_ROW - 6), 10, T.PANEL)
        cy = y + (REVEAL_ROW - 6) // 2
        C.label(img, (AM + 28, cy), lot_label(i), C.FS_H2, T.TEXT, 40, bold=True, anchor="mm")
        tickets = [str(t) for t in (all_tickets[i] if i < len(all_tickets) else [])]
        for seat, (ticket, cancelled) in enumerate(
            zip(tickets, cancelled_tickets(tickets), strict=True)
        ):
            cx = tickets_x + seat * col + col // 2
            tw = ticket_width(ticket)
            draw_reveal_ticket(img, (cx - tw // 2, cy - TICKET_H // 2), ticket, seat, cancelled)
        if i < len(totals):
            total = int(totals[i])
            text = C.signed(total) if total < 0 else str(total)
            C.label(img, (sigma_x + 30, cy), text, C.FS_H2, T.GOLD, 64, bold=True, anchor="mm")
        if i < len(tiles) and tiles[i]:
            price_tile(img, (tile_x, cy - 24, AW - AM - 8, cy + 24), tiles[i])
        y += REVEAL_ROW
    return y


def _tie_lines(img: Image.Image | None, y: int, rev: Mapping[str, Any], words: Text) -> int:
    """Where two lots had the same Σ: that the lot further left got the better tile."""
    totals = [int(t) for t in rev.get("totals") or []]
    for lots in _ties(totals):
        text = pic(words, "tie", lots=" = ".join(lot_label(i) for i in lots),
                   total=totals[lots[0]], first=lot_label(lots[0]))  # fmt: skip
        if img is None:
            y += C.paragraph_height(text, C.FS_MIN, A.AIN, bold=True) + 4
        else:
            y = C.paragraph(img, (AM, y), text, C.FS_MIN, T.TEXT, A.AIN, bold=True) + 4
    return y


def _lots(rev: Mapping[str, Any]) -> int:
    return max(len(rev.get("totals") or []), len(rev.get("tickets") or []))


def _players(rev: Mapping[str, Any]) -> int:
    return max((len(t) for t in rev.get("tickets") or []), default=0)


@written
def render_reveal(view: View, names: Sequence[str], words: Text) -> bytes:
    """``view["last_reveal"]``, read in the chat: everyone's tickets per lot (cancelled 4s
    struck through), the sums, the tiles they earned and how ties were broken."""
    rev = view.get("last_reveal") or {}
    players = _players(rev)
    h = A.TOP + HEAD_ROW + _lots(rev) * REVEAL_ROW + _tie_lines(None, 0, rev, words) + 6 + AM
    img = A.act_canvas(h)
    rnd = rev.get("round", view.get("round"))
    box = (AM, AM, AW - AM, AM + C.BANNER_H)
    C.turn_banner(img, box, pic(words, "reveal_title", round=rnd), pic(words, "reveal_sub"))
    y = _reveal_rows(img, A.TOP, rev, players, words)
    _tie_lines(img, y + 6, rev, words)
    return P.to_png(img)


# -- the picture above it: the market's moves, who is who, the symbols -----------------------
MOVE_H = 54


def _move_text(m: Mapping[str, Any], words: Text) -> tuple[str, int | None]:
    """(what happened, the change drawn) of one product's move: "stays at 1" when the
    market's end stopped it, else "12 → 9" and the change that happened."""
    start, end, delta = int(m.get("from") or 0), int(m.get("to") or 0), int(m.get("delta") or 0)
    if start == end and delta:
        return pic(words, "stays", space=end), None
    return f"{start} → {end}", end - start


def _moves(img: Image.Image | None, y: int, moves: Sequence[Mapping[str, Any]],
           words: Text) -> int:  # fmt: skip
    """Each product's move, two to a line; returns the y below."""
    if img is not None:
        heading(img, y, pic(words, "moves"))
    y += heading_h(pic(words, "moves"))
    if not moves:
        if img is not None:
            C.label(img, (M, y), pic(words, "no_moves"), C.FS_BODY, T.TEXT_FAINT, INNER)
        return y + 40 + C.GAP
    w = (INNER - 10) // 2
    for k, m in enumerate(moves):
        if img is None:
            continue
        x = M + (k % 2) * (w + 10)
        yy = y + (k // 2) * (MOVE_H + 6)
        cy = yy + MOVE_H // 2
        P.rounded_box(img, (x, yy, x + w, yy + MOVE_H), 12, T.PANEL)
        product = str(m.get("product"))
        marker(img, (x + 26, cy), product, 36)
        path, change = _move_text(m, words)
        right = x + w - 8
        if change is not None:
            right = change_pill(img, (right, cy - 18), change, "r")[0] - 8
        room = 110 if change is not None else 170
        bx0 = C.label(img, (right, cy), path, C.FS_SMALL, T.TEXT_DIM, room, bold=True,
                      anchor="rm")[0]  # fmt: skip
        C.label(img, (x + 52, cy), product_name(words, product), C.FS_BODY, T.TEXT, bx0 - x - 60,
                bold=True, anchor="lm")  # fmt: skip
    return y + ((len(moves) + 1) // 2) * (MOVE_H + 6) + C.GAP


def _players_key(img: Image.Image | None, y: int, players: int, names: Sequence[str],
                 words: Text) -> int:  # fmt: skip
    """Seat discs with names, two to a line: the key to the ticket columns."""
    w = (INNER - 10) // 2
    for seat in range(players):
        x = M + (seat % 2) * (w + 10)
        yy = y + (seat // 2) * 46
        if img is not None:
            P.seat_dot(img, (x + C.SEAT_DOT // 2, yy + 22), seat, C.SEAT_DOT)
            C.name_label(img, (x + C.SEAT_DOT + 10, yy + 22), pic.name(names, seat, words),
                         C.FS_BODY, T.TEXT, w - C.SEAT_DOT - 14, anchor="lm")  # fmt: skip
    return y + ((players + 1) // 2) * 46 + 8


def _reveal_keys(rev: Mapping[str, Any], words: Text) -> list[Key]:
    keys = [
        text_key(pic(words, "total", total="n"), pic(words, "legend-total"), T.GOLD),
        badge_key("alarm", pic(words, "legend-alarm")),
        text_key("±n", pic(words, "legend-change")),
    ]
    tickets = [str(t) for lot in rev.get("tickets") or [] for t in lot]
    if any(any(cancelled_tickets([str(t) for t in lot])) for lot in rev.get("tickets") or []):
        keys.append(ticket_key(CANCELLED, pic(words, "legend-cancelled", ticket=CANCEL), True))
    for special in SPECIAL_TICKETS:
        if special in tickets:
            keys.append(ticket_key(special, special_meaning(special, words)))
    return keys


@written
def render_moves(view: View, names: Sequence[str], words: Text) -> bytes:
    """Above the reveal: who is who (the ticket columns), the market's moves (a move the
    price board's end stopped says so) and what the reveal's symbols mean."""
    rev = view.get("last_reveal") or {}
    players = _players(rev)
    moves = list(rev.get("moves") or [])
    keys = _reveal_keys(rev, words)
    h = (
        M
        + _players_key(None, 0, players, names, words)
        + _moves(None, 0, moves, words)
        + legend_height(keys)
        + M
    )
    img = C.canvas(h)
    y = _players_key(img, M, players, names, words)
    y = _moves(img, y, moves, words)
    legend(img, y, keys)
    return P.to_png(img)
