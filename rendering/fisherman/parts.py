"""What every Fisherman picture uses: species colours, card points, the words, panels and
section headings.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image

from rendering import View, tokens
from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.primitives import Box
from rendering.text import Text

W = C.WIDTH
M = C.MARGIN
INNER = W - 2 * M
AW = C.ACT_WIDTH  # a message's own picture
AINNER = AW - 2 * M

SPECIES_ORDER: tuple[str, ...] = ("aji", "fugu", "tai", "haze", "ika")
# The rulebook's colours, tuned so that dark ink reads on the light ones and light ink on Tai
# (4.5:1), and that every two stay apart for readers with any colour-vision deficiency
# (tests/rendering/test_layout.py); each species also has its shape (SPECIES_MARKS).
SPECIES_COLORS: dict[str, T.RGB] = {
    "aji": (86, 150, 230),
    "fugu": (64, 196, 150),
    "tai": (158, 32, 42),
    "haze": (240, 200, 60),
    "ika": (244, 244, 238),
}
SPECIES_MARKS: dict[str, str] = {
    "aji": "square",
    "fugu": "circle",
    "tai": "diamond",
    "haze": "bars",
    "ika": "triangle",
}
SHIELD_COLORS: dict[str, T.RGB] = {"gold": T.GOLD, "silver": T.SILVER, "bronze": T.BRONZE}
RULES: tuple[str, ...] = ("target", "order", "size", "junk")
LOSS: T.RGB = (255, 165, 155)  # negative points: 4.5:1 on a lit panel too (theme.BAD is not)
HEAD_H = round(C.FS_SMALL * 1.4) + 8  # a section heading and the space under it
LINE_H = round(C.FS_SMALL * 1.4)  # one line of small text


# -- small helpers -----------------------------------------------------------------------------
pic = C.PictureWords("fisherman")


def species_name(words: Text, species: str | None) -> str:
    """A species' name in the reader's language."""
    return words(f"fisherman.species.{species}") if species else "?"


def parse_card(card: str) -> tuple[str, int]:
    """``"aji-7"`` → ``("aji", 7)``."""
    species, _, size = str(card).partition("-")
    return species, int(size) if size.isdigit() else 0


def species_color(species: str | None) -> T.RGB:
    return SPECIES_COLORS.get(species or "", (150, 150, 150))


def note_species(species: str) -> None:
    """Tell the layout test a species token was drawn (its colour and shape)."""
    if species in SPECIES_COLORS:
        tokens.note("species", species, SPECIES_COLORS[species], SPECIES_MARKS[species])


def edge(species: str) -> T.RGB:
    return (150, 150, 140) if species == "ika" else T.darken(species_color(species), 0.6)


def seat_views(view: View) -> list[Mapping[str, Any]]:
    return list(view.get("seats") or [])


def shield_points(view: View) -> dict[str, int]:
    """Points of each shield kind, as the view carries them (from the data)."""
    return {str(k): int(v) for k, v in (view.get("shield_points") or {}).items()}


def card_sizes(view: View) -> list[int]:
    return [int(n) for n in view.get("sizes") or []]


def _numbers(view: View) -> dict[str, str]:
    """The numbers the notes place: signed scoring, the smallest and the largest size."""
    numbers = {k: C.signed(int(v)) for k, v in (view.get("scoring") or {}).items()}
    sizes = card_sizes(view)
    if sizes:
        numbers |= {"low": str(sizes[0]), "high": str(sizes[-1])}
    return numbers


def note_text(words: Text, key: str, view: View) -> str:
    """A note with its numbers; empty when the view does not carry them."""
    try:
        return pic(words, key, **_numbers(view))
    except KeyError:
        return ""


def card_points(card: str, rules: Mapping[str, Any], scoring: Mapping[str, int]) -> int:
    """What a caught ``card`` scores under ``rules`` (a view's, sizes as a pair or the lower
    size) with the view's ``scoring`` numbers: target, size (size_on_junk on junk), junk."""
    species, size = parse_card(card)
    junk = species == rules.get("junk")
    points = int(scoring.get("target", 0)) if species == rules.get("target") else 0
    points += int(scoring.get("junk", 0)) if junk else 0
    pair = rules.get("size")
    low = pair[0] if isinstance(pair, (list, tuple)) else pair
    if low is not None and int(low) <= size <= int(low) + 1:
        points += int(scoring.get("size_on_junk" if junk else "size", 0))
    return points


def panel(img: Image.Image, box: Box, hi: T.RGB | None = None) -> None:
    """A panel: lit with an outline in ``hi`` (a seat's or gold) when it matters now."""
    if hi is not None:
        P.rounded_box(img, box, T.RADIUS, T.PANEL_HI, hi, 4)
    else:
        P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)


def heading(img: Image.Image, xy: tuple[int, int], text: str, width: int) -> int:
    """A section heading at top-left ``xy``; returns the y below it."""
    C.label(img, xy, text, C.FS_SMALL, T.TEXT_DIM, width, bold=True)
    return xy[1] + HEAD_H
