"""What every Flea Market picture uses: colours, card buttons, the words and pills."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from rendering import View, tokens
from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import ellipsize, text_width
from rendering.primitives import Box
from rendering.text import Text

COLOUR_RGB: dict[str, T.RGB] = {
    # apart by ΔE ≥ 14 for every colour vision and ≥ 4.5:1 under their ink
    # (tests/rendering/display.py); each has its shape too
    "red": (255, 67, 81),
    "yellow": (238, 190, 36),
    "blue": (56, 149, 222),
    "green": (54, 158, 85),
    "brown": (142, 92, 45),
    "purple": (133, 75, 200),
}
SHAPES: dict[str, str] = {
    "red": "circle",
    "yellow": "star",
    "blue": "square",
    "green": "triangle",
    "brown": "diamond",
    "purple": "hexagon",
}
MONEY_INK: T.RGB = (130, 88, 8)  # 4.5:1 on a card
POP_DOT: T.RGB = (150, 92, 210)
POP_INK: T.RGB = (112, 60, 170)
SALE_RED: T.RGB = T.RED
DEFAULT_COLOURS = ("red", "yellow", "blue", "green", "brown", "purple")
DEFAULT_MONEY = (3, 3, 3, 2, 2, 2, 1, 1, 1)
DEFAULT_POPULARITY = (1, 1, 1, 2, 2, 2, 3, 3, 3)

W = C.WIDTH
M = C.MARGIN
INNER = W - 2 * M
CARD_W, CARD_H = 80, 112  # a stall card: its buttons written at FS_MIN
HAND_W, HAND_H = 84, 118
MINI_W, MINI_H = 46, 62  # a money card: its worth at FS_MIN
ICON_W, ICON_H = 30, 42  # hand and popularity pile icons
STALL_GAP = 10
BANNER_H = C.BANNER_H


pic = C.PictureWords("fleamarket")


def short(names: Sequence[str], seat: int | None, words: Text, size: int, room: int) -> str:
    """A name inside a sentence, cut at the end with "…" (the name rule) to ``room`` px."""
    return ellipsize(pic.name(names, seat, words), size, room, True)


def note_colour(colour: str) -> None:
    """Report a drawn colour token with its shape (``rendering.tokens``)."""
    tokens.note("stall", colour, COLOUR_RGB.get(colour, (150, 150, 150)), SHAPES.get(colour, "?"))


def split_card(card: str) -> tuple[str, int]:
    """``"red5"`` → ``("red", 5)``."""
    return card.rstrip("0123456789"), int(card[len(card.rstrip("0123456789")) :] or 0)


def buttons(view: View) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """(money per value, popularity per value, sale values) from the view (or defaults)."""
    return (
        tuple(view.get("money_buttons") or DEFAULT_MONEY),
        tuple(view.get("popularity_buttons") or DEFAULT_POPULARITY),
        tuple(view.get("sale_values") or (5,)),
    )


def card_buttons(view: View, card: str) -> tuple[int, int, bool]:
    """(money, popularity, sale) printed on ``card``."""
    money, pop, sale = buttons(view)
    _, value = split_card(card)
    i = max(0, min(len(money) - 1, value - 1))
    return money[i], pop[min(i, len(pop) - 1)], value in sale


def pill(
    img: Image.Image,
    xy: tuple[int, int],
    text: str,
    fg: T.RGB,
    bg: T.RGB,
    max_width: int,
    *,
    size: int = C.FS_MIN,
    anchor: str = "l",
) -> Box:
    """A rounded label no wider than ``max_width`` (the text shrinks, never below FS_MIN)."""
    pad = 10
    chosen = C.fit(text, max_width - 2 * pad, size, C.FS_MIN, True)
    w = min(max_width, text_width(text, chosen, True) + 2 * pad)
    h = round(size * 1.45)
    x, y = xy
    x -= {"l": 0, "m": w // 2, "r": w}[anchor]
    P.rounded_box(img, (x, y, x + w, y + h), h // 2, bg)
    C.label(img, (x + w // 2, y + h // 2), text, chosen, fg, w - 2 * pad, bold=True, anchor="mm")
    return x, y, x + w, y + h
