"""What every Maritime Silk Road picture uses: goods colours, sizes, the words, pills and
section headings.
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from rendering import View
from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import draw_text, text_width
from rendering.primitives import Box
from rendering.text import Text

RGB = T.RGB

COLOURS: tuple[str, ...] = ("porcelain", "silk", "tea", "spice", "glass", "ore")
SPECIALS: tuple[str, ...] = ("ship", "licence", "porter", "exchange")

GOODS: dict[str, RGB] = {
    "porcelain": (246, 244, 238),  # white
    "silk": (128, 72, 184),  # purple
    "tea": (56, 168, 124),  # green, turned towards blue: apart from glass without red-green vision
    "spice": (244, 196, 46),  # yellow
    "glass": (196, 42, 42),  # red
    "ore": (40, 40, 46),  # black
}
GOODS_EDGE: dict[str, RGB] = {
    "porcelain": (160, 164, 176),
    "silk": (92, 48, 136),
    "tea": (20, 92, 66),
    "spice": (176, 130, 16),
    "glass": (140, 28, 28),
    "ore": (120, 122, 132),
}
GOODS_ICON: dict[str, RGB] = {
    "porcelain": (38, 84, 166),  # blue-and-white ware
    "silk": (250, 240, 255),
    "tea": (236, 250, 236),
    "spice": (120, 40, 20),
    "glass": (255, 236, 230),
    "ore": (196, 198, 206),
}
# the mark on every cube and goods card besides its colour (the goods' own icon), named for
# ``rendering.tokens.note``
GOODS_MARK: dict[str, str] = {
    "porcelain": "vase",
    "silk": "spool",
    "tea": "leaf",
    "spice": "pepper",
    "glass": "gem",
    "ore": "rock",
}
WOOD: RGB = (150, 98, 54)
WOOD_DARK: RGB = (96, 60, 30)
SAIL: RGB = (236, 222, 196)
SPECIAL_FACE: RGB = (236, 214, 170)
SPECIAL_EDGE: RGB = (150, 108, 56)


M = C.MARGIN
INNER = C.WIDTH - 2 * M
ACT_INNER = C.ACT_WIDTH - 2 * M  # a message's own picture, inside its margins
SMALL_HEADING_H = 34  # a section title at the smallest size, in a message's own picture
HEADING_H = 40  # a section title
ROW_H = 48  # turn number and draw pile
TRACK_H = 44  # the start note's line (setup)
CUBE, COUNT_H = 36, 40
SPECIAL_H = 104
CHIP_H = 40
PANEL_TOP = C.PAD + C.SEAT_DOT + 10
SHIP_W = 68  # a ship's width when there is room
PANEL_SHIPS_W = INNER - 26 - C.PAD  # room for ships in a player's panel
SPECIALS_H = HEADING_H + SPECIAL_H + 8 + COUNT_H + C.GAP


pic = C.PictureWords("silkroad")


def goods_name(colour: str, words: Text) -> str:
    return pic(words, f"goods.{colour}")


def pill(
    img: Image.Image,
    xy: tuple[int, int],
    text: str,
    fg: RGB,
    bg: RGB,
    *,
    size: int = C.FS_SMALL,
    anchor: str = "l",
    height: int | None = None,
    max_width: int = C.WIDTH,
    icon_kind: str | None = None,
) -> Box:
    """A rounded label (top-left or top-right ``xy`` by ``anchor``) whose text is shrunk to
    fit ``max_width``; returns its box."""
    h = height or round(size * 1.55)
    pad = 12
    iw = round(h * 0.55) + 6 if icon_kind else 0
    room = max_width - 2 * pad - iw
    chosen = C.fit(text, room, size, C.FS_MIN, True)
    w = min(text_width(text, chosen, True), room) + 2 * pad + iw
    x, y = xy
    x -= {"l": 0, "m": w // 2, "r": w}[anchor]
    P.rounded_box(img, (x, y, x + w, y + h), h // 2, bg)
    if icon_kind:
        s = round(h * 0.55)
        P.icon(img, icon_kind, (x + pad, y + (h - s) // 2), s, fg)
    draw_text(img, (x + pad + iw, y + h // 2), text, chosen, fg, True, "lm", max_width=room)
    return x, y, x + w, y + h


def heading(img: Image.Image, y: int, text: str, width: int = INNER) -> int:
    """A section title; returns the y below it."""
    C.label(img, (M, y), text, C.FS_SMALL, T.TEXT_DIM, width, bold=True)
    return y + HEADING_H


def small_heading(img: Image.Image, y: int, text: str, width: int = ACT_INNER) -> int:
    """A section title at the smallest size (a message's own picture); returns the y below."""
    C.label(img, (M, y), text, C.FS_MIN, T.TEXT_DIM, width, bold=True)
    return y + SMALL_HEADING_H


def act_canvas(height: int) -> Image.Image:
    """A message's own picture, :data:`components.ACT_WIDTH` wide (its layout keeps it at most
    :data:`components.ACT_MAX_HEIGHT` tall; the layout test checks)."""
    return Image.new("RGB", (C.ACT_WIDTH, height), T.BG)


def result_parts(view: View) -> tuple[list[int], list[int], list[int], list[dict[str, Any]]]:
    """(money, ranking, winners, breakdown) from ``view["result"]``, robust to missing keys."""
    result = view.get("result") or {}
    breakdown = list(result.get("breakdown") or [])
    money = list(result.get("scores") or [int(b.get("money", 0)) for b in breakdown])
    ranking = list(result.get("ranking") or [1 + sum(o > m for o in money) for m in money])
    winners = list(result.get("winners") or [s for s, r in enumerate(ranking) if r == 1])
    while len(breakdown) < len(money):
        breakdown.append({})
    return money, ranking, winners, breakdown
