"""Info strips of the price board's picture: the market's values per card, the Maguro set
values and the variant's bonus scores.
"""

from __future__ import annotations

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import draw_text
from rendering.text import Text
from rendering.tsukiji.art import marker, product_color, product_tile
from rendering.tsukiji.parts import (
    BONUS_ORDER,
    INNER,
    MAGURO_SHOWN,
    MAX_SPACE,
    M,
    View,
    W,
    heading,
    heading_h,
    market_values,
    pic,
    pill,
    product_name,
)


def market_h(view: View, words: Text) -> int:
    rows = len(view.get("market_rank") or [])
    head = heading_h(pic(words, "price_board"), pic(words, "ranking"))
    return head + rows * MARKET_ROW + 8 + C.GAP


def _maguro_sub(words: Text, mine: int | None) -> str:
    return pic(words, "maguro_sub") if mine is None else pic(words, "maguro_you", n=mine)


def maguro_h(words: Text, mine: int | None) -> int:
    return heading_h(pic(words, "maguro_label"), _maguro_sub(words, mine)) + MAGURO_CELL + C.GAP


def variant_h(view: View, words: Text) -> int:
    items = sum(1 for name in BONUS_ORDER if name in (view.get("bonuses") or {}))
    head = heading_h(pic(words, "variant_label"), pic(words, "variant_sub"))
    return head + ((items + 1) // 2) * (BONUS_H + 8) + C.GAP


MARKET_ROW = 50


def market_strip(img: Image.Image, y: int, view: View, words: Text) -> int:
    """Products best first: rank, marker, name, a bar for its place on the track (1–60),
    the space, and the value per card."""
    y = heading(img, y, pic(words, "price_board"), pic(words, "ranking"))
    spaces = {m.get("product"): int(m.get("space") or 1) for m in view.get("market") or []}
    values = market_values(view)
    rank = list(view.get("market_rank") or [])
    medals = (T.GOLD, T.SILVER, T.BRONZE)
    height = len(rank) * MARKET_ROW + 8
    P.rounded_box(img, (M, y, W - M, y + height), T.RADIUS, T.PANEL)
    for k, product in enumerate(rank):
        cy = y + 4 + k * MARKET_ROW + MARKET_ROW // 2
        x = M + C.PAD
        col = medals[k] if k < 3 else T.PANEL_BORDER
        P.rounded_box(img, (x, cy - 18, x + 36, cy + 18), 18, col)
        draw_text(img, (x + 18, cy + 1), str(k + 1), C.FS_MIN, T.ink_on(col), True, "mm", 34)
        marker(img, (x + 66, cy), product, 38)
        C.label(img, (x + 94, cy), product_name(words, product), C.FS_BODY, T.TEXT, 196,
                bold=True, anchor="lm")  # fmt: skip
        value = f"¥{values.get(product, 0)}"
        C.label(img, (W - M - C.PAD, cy), value, C.FS_H2, T.GOLD, 80, bold=True, anchor="rm")
        space = spaces.get(product, 1)
        bar0, bar1 = x + 300, W - M - C.PAD - 150
        P.rounded_box(img, (bar0, cy - 8, bar1, cy + 8), 8, T.CHIP)
        fill = bar0 + round((bar1 - bar0) * max(1, min(space, MAX_SPACE)) / MAX_SPACE)
        color = product_color(product)
        P.rounded_box(img, (bar0, cy - 8, max(bar0 + 16, fill), cy + 8), 8, color)
        draw_text(img, (bar1 + 12, cy), str(space), C.FS_MIN, T.TEXT_DIM, True, "lm", 56)
    return y + height + C.GAP


MAGURO_CELL = 82


def maguro_strip(img: Image.Image, y: int, view: View, words: Text, mine: int | None) -> int:
    """Maguro set values by size; ``mine`` (the reader's set size) is outlined."""
    values = list(view.get("maguro_values") or [])
    y = heading(img, y, pic(words, "maguro_label"), _maguro_sub(words, mine))
    last = len(values) - 1
    cells = max(0, min(MAGURO_SHOWN, last))
    first = 1 if mine is None else max(1, min(mine + 2 - cells, last - cells + 1))
    gap = 6
    w = (INNER - gap * (cells - 1)) // max(1, cells)
    x = M
    for n in range(first, first + cells):
        held = mine is not None and n == mine
        nxt = mine is not None and n == mine + 1
        edge = T.GOLD if held else (T.TEXT_DIM if nxt else None)
        box = (x, y, x + w, y + MAGURO_CELL)
        P.rounded_box(img, box, 10, T.PANEL_HI if held else T.PANEL, edge, 3)
        cx = x + w // 2
        draw_text(img, (cx, y + 22), f"{n}×", C.FS_MIN, T.TEXT_DIM, False, "mm", w - 6)
        C.label(img, (cx, y + 60), f"¥{values[n]}", C.FS_SMALL, T.GOLD, w - 6, bold=True,
                anchor="mm")  # fmt: skip
        x += w + gap
    return y + MAGURO_CELL + C.GAP


BONUS_H = 58


def variant_strip(img: Image.Image, y: int, view: View, words: Text) -> int:
    """The variant's four bonus scores, two by two."""
    y = heading(img, y, pic(words, "variant_label"), pic(words, "variant_sub"))
    bonuses = view.get("bonuses") or {}
    items = [(name, bonuses[name]) for name in BONUS_ORDER if name in bonuses]
    worst = str((view.get("market_rank") or ["sake"])[-1])
    gap = 10
    w = (INNER - gap) // 2
    for k, (name, bonus) in enumerate(items):
        x = M + (k % 2) * (w + gap)
        yy = y + (k // 2) * (BONUS_H + 8)
        P.rounded_box(img, (x, yy, x + w, yy + BONUS_H), 10, T.PANEL)
        points = f"+{bonus.get('points', 0)}"
        cy = yy + BONUS_H // 2
        tx = pill(img, (x + 8, cy - 18), points, T.INK, T.GOLD)[2]
        tx += 8
        card = {"popular": worst, "safe": "yakuza"}.get(name)
        if card:
            product_tile(img, (tx, cy - 18), card, 36)
            tx += 44
        need = bonus.get("min_each", bonus.get("min_one", ""))
        text = pic(words, f"bonus_{name}", n=need, product=product_name(words, worst))
        C.label(img, (tx, cy), text, C.FS_SMALL, T.TEXT, x + w - tx - 8, anchor="lm")
    return y + ((len(items) + 1) // 2) * (BONUS_H + 8) + C.GAP
