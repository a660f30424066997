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
from rendering.tsukiji.art import SPECIAL_TICKETS, marker, product_tile
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
    BANNER_H,
    CANCEL,
    CANCELLED,
    INNER,
    TICKET_H,
    M,
    View,
    W,
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

REVEAL_ROW = 64


def _reveal_columns(players: int) -> tuple[int, int, int, int, int]:
    """x of the letter, cards, first ticket column, Σ and tile; and a ticket column's width."""
    letter = M + C.PAD
    cards = letter + 44
    tickets = cards + 3 * 38 + 16
    tile_w = 150
    tile = W - M - C.PAD - tile_w
    return letter, cards, tickets, tile, (tile - 70 - tickets) // max(1, players)


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


def _reveal_rows(
    img: Image.Image, y: int, rev: Mapping[str, Any], cards: Sequence[Sequence[str] | None],
    players: int, words: Text,
) -> int:  # fmt: skip
    letter, cards_x, tickets_x, tile_x, col = _reveal_columns(players)
    P.rounded_box(img, (M, y, W - M, y + 48), 10, T.CHIP)
    for seat in range(players):
        cx = tickets_x + seat * col + col // 2
        P.seat_dot(img, (cx, y + 24), seat, C.SEAT_DOT)
    sigma = pic(words, "total", total="").strip()
    C.label(img, (tile_x - 38, y + 24), sigma, C.FS_SMALL, T.GOLD, 60, bold=True, anchor="mm")
    C.label(img, (tile_x + 75, y + 24), pic(words, "tiles_label"), C.FS_MIN, T.TEXT_DIM, 150,
            bold=True, anchor="mm")  # fmt: skip
    y += 56
    all_tickets = list(rev.get("tickets") or [])
    totals = list(rev.get("totals") or [])
    tiles = list(rev.get("tiles") or [])
    for i in range(len(cards)):
        P.rounded_box(img, (M, y, W - M, y + REVEAL_ROW - 6), 10, T.PANEL)
        cy = y + (REVEAL_ROW - 6) // 2
        C.label(img, (letter + 16, cy), lot_label(i), C.FS_H2, T.TEXT, 40, bold=True, anchor="mm")
        for k, card in enumerate(cards[i] or []):
            product_tile(img, (cards_x + k * 38, cy - 17), card, 34)
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
            C.label(img, (tile_x - 38, cy), text, C.FS_H2, T.GOLD, 64, bold=True, anchor="mm")
        if i < len(tiles) and tiles[i]:
            price_tile(img, (tile_x, cy - 25, W - M - 8, cy + 25), tiles[i])
        y += REVEAL_ROW
    return y + C.GAP


MOVE_H = 54


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
        px0 = change_pill(img, (x + w - 8, cy - 18), int(m.get("delta") or 0), "r")[0]
        path = f"{m.get('from')} → {m.get('to')}"
        bx0 = C.label(img, (px0 - 8, cy), path, C.FS_SMALL, T.TEXT_DIM, 110, bold=True,
                      anchor="rm")[0]  # fmt: skip
        C.label(img, (x + 52, cy), product_name(words, product), C.FS_BODY, T.TEXT, bx0 - x - 60,
                bold=True, anchor="lm")  # fmt: skip
    return y + ((len(moves) + 1) // 2) * (MOVE_H + 6) + C.GAP


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
def render_reveal(view: View, names: Sequence[str], words: Text) -> bytes:
    """``view["last_reveal"]``: everyone's tickets per lot (cancelled 4s struck through), the
    totals, the tiles they earned, and the market's moves."""
    rev = view.get("last_reveal") or {}
    n_lots = max(len(rev.get("totals") or []), len(rev.get("tickets") or []))
    players = max((len(t) for t in rev.get("tickets") or []), default=0)
    lots = list(view.get("lots") or [])
    cards: list[Sequence[str] | None]
    if rev.get("cards"):
        cards = [list(c) for c in rev["cards"]]
    elif rev.get("round") == view.get("round") and len(lots) == n_lots:
        cards = [lot.get("cards") for lot in lots]
    else:
        cards = [None] * n_lots
    cards += [None] * (n_lots - len(cards))
    moves = list(rev.get("moves") or [])
    keys = _reveal_keys(rev, words)
    h = (
        M
        + BANNER_H
        + C.GAP
        + _players_key(None, 0, players, names, words)
        + 56
        + n_lots * REVEAL_ROW
        + C.GAP
        + _moves(None, 0, moves, words)
        + legend_height(keys)
        + M
    )
    img = C.canvas(h)
    rnd = rev.get("round", view.get("round"))
    box = (M, M, W - M, M + BANNER_H)
    C.turn_banner(img, box, pic(words, "reveal_title", round=rnd), pic(words, "reveal_detail"))
    y = _players_key(img, M + BANNER_H + C.GAP, players, names, words)
    y = _reveal_rows(img, y, rev, cards[:n_lots], players, words)
    y = _moves(img, y, moves, words)
    legend(img, y, keys)
    return P.to_png(img)
