"""The public board (:func:`render_board`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import text_width
from rendering.text import Text, written
from rendering.tsukiji.art import product_tile
from rendering.tsukiji.legends import board_keys, legend, legend_height
from rendering.tsukiji.lots import LOT_H, board_lots
from rendering.tsukiji.panels import panel, panels_height
from rendering.tsukiji.parts import (
    BANNER_H,
    INNER,
    M,
    View,
    W,
    board_banner,
    pic,
    player_count,
    product_name,
    round_line,
    variant_on,
)
from rendering.tsukiji.strips import (
    maguro_h,
    maguro_strip,
    market_h,
    market_strip,
    tiles_h,
    tiles_strip,
    variant_h,
    variant_strip,
)


def _pending_options(img: Image.Image | None, y: int, view: View, words: Text) -> int:
    """The cards a pending Takusan or Yakuza may go to, as chips; returns the y below."""
    pend = view.get("pending") or {}
    faces = [_option_face(o, words) for o in pend.get("options") or []]
    x, row_h = M, 56
    for card, text in faces:
        w = 8 + 40 + 8 + min(text_width(text, C.FS_BODY, True), INNER - 80) + 14
        if x > M and x + w > W - M:
            x, y = M, y + row_h
        if img is not None:
            P.rounded_box(img, (x, y, x + w, y + 48), 12, T.PANEL_HI, T.PANEL_BORDER, 2)
            product_tile(img, (x + 8, y + 4), card, 40)
            C.label(img, (x + 56, y + 24), text, C.FS_BODY, T.TEXT, w - 64, bold=True,
                    anchor="lm")  # fmt: skip
        x += w + 10
    return y + row_h + C.GAP - 8 if faces else y


def _option_face(option: Any, words: Text) -> tuple[str, str]:
    """(card drawn, name) of a pending option: a Takusan's row, or the card a Yakuza may take."""
    if isinstance(option, Mapping):
        row, card = str(option.get("row")), str(option.get("card"))
        name = product_name(words, row)
        return (card, pic(words, "takusan_in", row=name)) if card == "takusan" else (row, name)
    return str(option), product_name(words, str(option))


def _board_parts(view: View, words: Text) -> dict[str, bool]:
    return {
        "pending": bool(view.get("pending")),
        "tiles": view.get("phase") == "evaluate" and bool(view.get("tiles")),
        "maguro": bool(view.get("maguro_values")),
        "variant": variant_on(view),
    }


def strip_heights(view: View, words: Text, maguro: int | bool | None, variant: bool) -> int:
    """Height of the Maguro strip (``maguro``: False for none, else the reader's set size or
    None) and the variant's."""
    h = 0
    if maguro is not False:
        h += maguro_h(words, None if maguro is True else maguro)
    if variant:
        h += variant_h(view, words)
    return h


@written
def render_board(view: View, names: Sequence[str], words: Text) -> bytes:
    """Public board: turn banner, round, the lots (with prices and sales), the market's value
    per card, Maguro sets, the variant's bonuses, a panel per player and a legend."""
    parts = _board_parts(view, words)
    lots = list(view.get("lots") or [])
    seats = list(range(player_count(view)))
    keys = board_keys(view, words)
    h = (
        M
        + BANNER_H
        + C.GAP
        + 44
        + (_pending_options(None, 0, view, words) if parts["pending"] else 0)
        + (tiles_h(words) if parts["tiles"] else 0)
        + (len(lots) * (LOT_H + 10) + C.GAP - 10 if lots else 0)
        + market_h(view, words)
        + strip_heights(view, words, bool(parts["maguro"]), parts["variant"])
        + panels_height(view, seats)
        + legend_height(keys)
        + M
    )
    img = C.canvas(h)
    board_banner(img, view, names, words)
    y = round_line(img, M + BANNER_H + C.GAP, view, words)
    if parts["pending"]:
        y = _pending_options(img, y, view, words)
    if parts["tiles"]:
        y = tiles_strip(img, y, view, words)
    if lots:
        y = board_lots(img, y, view, names, words)
    y = market_strip(img, y, view, words)
    if parts["maguro"]:
        y = maguro_strip(img, y, view, words, None)
    if parts["variant"]:
        y = variant_strip(img, y, view, words)
    for seat in seats:
        y = panel(img, y, view, seat, names, words)
    legend(img, y + C.GAP - 10, keys)
    return P.to_png(img)
