"""Colours, sizes and spacing shared by every renderer.

The table is a deep teal-navy that sits well on Discord's dark *and* light themes; cards and
tickets are light so they read as physical components. Seat colours come from the Okabe-Ito
colour-blind-safe palette; every seat is also labelled with its name, never colour alone.
"""

from __future__ import annotations

from typing import Final

RGB = tuple[int, int, int]

# -- table ---------------------------------------------------------------------------------
BG: Final[RGB] = (20, 44, 54)
PANEL: Final[RGB] = (30, 62, 75)
PANEL_HI: Final[RGB] = (38, 76, 91)
PANEL_BORDER: Final[RGB] = (58, 98, 112)
CHIP: Final[RGB] = (23, 50, 61)  # insets inside panels
CELL: Final[RGB] = (35, 70, 84)
TEXT: Final[RGB] = (244, 240, 230)
TEXT_DIM: Final[RGB] = (158, 186, 194)
TEXT_FAINT: Final[RGB] = TEXT_DIM  # was fainter (3.4:1 on panels): small print reads at 4.5:1
INK: Final[RGB] = (28, 32, 38)
CARD: Final[RGB] = (248, 243, 232)
CARD_EDGE: Final[RGB] = (196, 186, 168)
CARD_BACK: Final[RGB] = (132, 44, 48)
CARD_BACK_ALT: Final[RGB] = (160, 62, 62)
GOLD: Final[RGB] = (246, 196, 72)
GOLD_DARK: Final[RGB] = (166, 118, 22)
GOOD: Final[RGB] = (96, 204, 120)
GOOD_DARK: Final[RGB] = (30, 120, 60)
BAD: Final[RGB] = (255, 150, 140)
BAD_DARK: Final[RGB] = (170, 40, 40)
TILE: Final[RGB] = (232, 206, 156)  # wooden price tiles
TILE_EDGE: Final[RGB] = (150, 108, 56)
SILVER: Final[RGB] = (200, 206, 214)
BRONZE: Final[RGB] = (230, 170, 118)
RED: Final[RGB] = (214, 34, 44)  # alarm clocks, sale corners
SHADOW_ALPHA: Final[int] = 110

def _luminance(color: RGB) -> float:
    """WCAG 2 relative luminance."""

    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = color
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(a: RGB, b: RGB) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21; text wants at least 4.5)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink_on(color: RGB) -> RGB:
    """Dark or light ink, whichever contrasts more with ``color``."""
    rgb = (color[0], color[1], color[2])
    return INK if contrast(INK, rgb) >= contrast(TEXT, rgb) else TEXT


def darken(color: RGB, factor: float = 0.7) -> RGB:
    """``color`` scaled towards black."""
    r, g, b = color
    return (int(r * factor), int(g * factor), int(b * factor))


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Linear blend: ``t = 0`` gives ``a``, ``t = 1`` gives ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


# -- seats (Okabe-Ito: sky blue, orange, bluish green, yellow): every pair of the first four at
# least ΔE 16 apart for protanopia, deuteranopia and tritanopia too; each disc carries its number
SEAT_COLORS: Final[tuple[RGB, ...]] = (
    (86, 180, 233),
    (236, 160, 20),
    (0, 158, 115),
    (240, 228, 66),
    (204, 121, 167),
    (213, 94, 0),
)


def seat_color(seat: int) -> RGB:
    """Colour of a seat (cycles past six seats)."""
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


# -- corners -------------------------------------------------------------------------------
RADIUS: Final[int] = 14
CARD_RADIUS: Final[int] = 10
