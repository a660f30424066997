"""Legends: what each symbol on a Tsukiji picture means."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import draw_text, text_width
from rendering.text import Text
from rendering.tsukiji.art import SPECIAL_TICKETS, TICKET_SPECIAL, TICKET_SPECIAL_EDGE, product_tile
from rendering.tsukiji.parts import (
    CANCEL,
    INNER,
    MAX_SPACE,
    MULTIPLY,
    TICKET_H,
    TICKETS,
    M,
    View,
    W,
    draw_reveal_ticket,
    pic,
    seat_rows,
    ticket_width,
)


@dataclass(frozen=True)
class Key:
    """A legend entry: the symbol's width and drawing (at x, y_center), and its meaning."""

    width: int
    draw: Callable[[Image.Image, int, int], None]
    meaning: str


def text_key(symbol: str, meaning: str, fill: T.RGB = T.TEXT) -> Key:
    width = text_width(symbol, C.FS_MIN, True)

    def draw(img: Image.Image, x: int, y: int) -> None:
        draw_text(img, (x, y), symbol, C.FS_MIN, fill, True, "lm", max_width=width + 2)

    return Key(width, draw, meaning)


def badge_key(kind: str, meaning: str) -> Key:
    return Key(30, lambda img, x, y: P.badge(img, (x, y - 15), kind, 30), meaning)


def tile_key(card: str, meaning: str) -> Key:
    return Key(30, lambda img, x, y: product_tile(img, (x, y - 15), card, 30), meaning)


def ticket_key(ticket: str, meaning: str, cancelled: bool = False) -> Key:
    def draw(img: Image.Image, x: int, y: int) -> None:
        draw_reveal_ticket(img, (x, y - TICKET_H // 2), ticket, None, cancelled)

    return Key(ticket_width(ticket), draw, meaning)


def _gold_key(meaning: str) -> Key:
    """Gold, the colour of the single-use tickets."""

    def draw(img: Image.Image, x: int, y: int) -> None:
        box = (x, y - 12, x + 34, y + 12)
        P.rounded_box(img, box, 6, TICKET_SPECIAL, TICKET_SPECIAL_EDGE, 2)

    return Key(34, draw, meaning)


def legend_height(keys: Sequence[Key]) -> int:
    return legend(None, 0, keys)


def legend(img: Image.Image | None, y: int, keys: Sequence[Key]) -> int:
    """Symbols and their meanings, flowing in rows; returns the y below (draws when ``img``)."""
    row_h = 46
    x, top = M, y
    for key in keys:
        meaning_w = min(text_width(key.meaning, C.FS_MIN), INNER - key.width - 8)
        width = key.width + 8 + meaning_w
        if x > M and x + width > W - M:
            x, y = M, y + row_h
        if img is not None:
            key.draw(img, x, y + row_h // 2)
            mx = x + key.width + 8
            C.label(img, (mx, y + row_h // 2), key.meaning, C.FS_MIN, T.TEXT_DIM, W - M - mx,
                    anchor="lm")  # fmt: skip
        x += width + 24
    return y + row_h + C.GAP if keys else top


def special_meaning(ticket: str, words: Text) -> str:
    """What a special ticket does (numbers from the data file)."""
    if ticket == CANCEL:
        cancel = TICKETS["cancel"]
        return pic(words, "ticket-cancel", cancels=cancel["cancels"], bonus=cancel["otherwise"])
    if ticket == MULTIPLY:
        return pic(words, "ticket-multiply", factor=TICKETS["multiply"]["factor"])
    value = int((TICKETS.get("values") or {}).get(ticket, 0))
    return pic(words, "ticket-value", value=C.signed(value))


def board_keys(view: View, words: Text) -> list[Key]:
    """The players' picture: the start flag, Takusans in rows, Yakuzas bought, the gold
    single-use tickets and what each one held does."""
    first = view.get("phase") == "evaluate" and view.get("round") == 1
    keys = [badge_key("start", pic(words, "start_random" if first else "start"))]
    seats = view.get("seats") or []
    if any(wild for s in seats for _, _, wild in seat_rows(s)):
        keys.append(tile_key("takusan", pic(words, "legend-takusan")))
    if any(s.get("yakuza_taken") for s in seats):
        keys.append(tile_key("yakuza", pic(words, "legend-yakuza")))
    held = {str(t) for s in seats for t in s.get("specials") or []}
    if held:
        keys.append(_gold_key(pic(words, "legend-special")))
    keys += [ticket_key(t, special_meaning(t, words)) for t in SPECIAL_TICKETS if t in held]
    return keys


def market_keys(view: View, words: Text) -> list[Key]:
    """The market's picture, and the symbols of the lots above: Σ, the alarm clock, the price
    change, the wild Takusan, the Yakuza and the price board's bar."""
    keys = []
    if any(lot.get("total") is not None for lot in view.get("lots") or []):
        keys.append(text_key(pic(words, "total", total="n"), pic(words, "legend-total"), T.GOLD))
    keys += [
        badge_key("alarm", pic(words, "legend-alarm")),
        text_key("±n", pic(words, "legend-change")),
    ]
    cards = {c for lot in view.get("lots") or [] for c in lot.get("cards") or []}
    if "takusan" in cards:
        keys.append(tile_key("takusan", pic(words, "wild")))
    if "yakuza" in cards:
        keys.append(tile_key("yakuza", pic(words, "takes_card")))
    keys.append(text_key("▬", pic(words, "track", max=MAX_SPACE), T.TEXT_DIM))
    return keys


def _outline_key(edge: T.RGB, meaning: str) -> Key:
    def draw(img: Image.Image, x: int, y: int) -> None:
        P.rounded_box(img, (x, y - 14, x + 34, y + 14), 8, T.PANEL, edge, 3)

    return Key(34, draw, meaning)


def maguro_keys(words: Text, mine: int | None) -> list[Key]:
    """What the outlines of the Maguro table mean (only in a seat's picture)."""
    if mine is None:
        return []
    return [
        _outline_key(T.GOLD, pic(words, "legend-maguro_mine")),
        _outline_key(T.TEXT_DIM, pic(words, "legend-maguro_next")),
    ]
