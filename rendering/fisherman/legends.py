"""Legends: what each symbol on a Fisherman picture means."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fisherman.art import shield, species_mark
from rendering.fisherman.parts import (
    INNER,
    SHIELD_COLORS,
    SPECIES_ORDER,
    M,
    View,
    W,
    parse_card,
    pic,
    shield_points,
    species_color,
    species_name,
)
from rendering.fisherman.players import hand_icon
from rendering.fonts import recording, text_width
from rendering.text import Text


# A symbol is at most ``size + 2`` px wide: components.legend wraps its rows counting that much.
def _species_item(species: str, words: Text) -> C.LegendItem:
    def draw(img: Image.Image, x: int, y: int, size: int) -> int:
        species_mark(img, (x, y - size // 2 - 1), species, size + 2)
        return size + 2

    return C.LegendItem(draw, species_name(words, species))


def _badge_item(kind: str, meaning: str) -> C.LegendItem:
    def draw(img: Image.Image, x: int, y: int, size: int) -> int:
        P.badge(img, (x, y - size // 2 - 1), kind, size + 2)
        return size + 2

    return C.LegendItem(draw, meaning)


def _back_item(meaning: str) -> C.LegendItem:
    def draw(img: Image.Image, x: int, y: int, size: int) -> int:
        P.face_down_card(img, (x, y - size // 2 - 2), size - 4, size + 4)
        return size - 4

    return C.LegendItem(draw, meaning)


def _shield_item(kind: str, points: int, meaning: str) -> C.LegendItem:
    def draw(img: Image.Image, x: int, y: int, size: int) -> int:
        shield(img, (x, y - size // 2 - 2), kind, size + 2)
        return size + 2

    return C.LegendItem(draw, meaning)


def dim_item(card: str, meaning: str) -> C.LegendItem:
    def draw(img: Image.Image, x: int, y: int, size: int) -> int:
        w, h = size, round(size * 1.4)  # a dimmed card's face, no number: it stays in its box
        species = parse_card(card)[0]
        color = T.mix(species_color(species), T.BG, 0.68)
        P.rounded_box(img, (x, y - h // 2, x + w, y + h - h // 2), 4, color, T.PANEL_BORDER, 1)
        return w

    return C.LegendItem(draw, meaning)


def text_item(symbol: str, meaning: str) -> C.LegendItem:
    """A legend entry whose symbol is itself text (drawn in its own box)."""

    def draw(img: Image.Image, x: int, y: int, size: int) -> int:
        width = text_width(symbol, size, True) + 2
        box = C.label(img, (x, y), symbol, size, T.TEXT, width, bold=True, anchor="lm")
        return box[2] - box[0]

    return C.LegendItem(draw, meaning)


def _hand_item(meaning: str) -> C.LegendItem:
    def draw(img: Image.Image, x: int, y: int, size: int) -> int:
        return hand_icon(img, (x, y - size // 2 - 2), size + 4)

    return C.LegendItem(draw, meaning)


def legend_items(view: View, words: Text, kinds: Sequence[str]) -> list[C.LegendItem]:
    """The species (their shapes and names), then the symbols ``kinds``."""
    items = [_species_item(s, words) for s in view.get("species") or SPECIES_ORDER]
    meanings = {
        "start": lambda: _badge_item("start", pic(words, "legend_dealer")),
        "waiting": lambda: _badge_item("waiting", pic(words, "legend_turn")),
        "winner": lambda: _badge_item("winner", pic(words, "legend_winning")),
        "back": lambda: _back_item(pic(words, "legend_back")),
        "hand": lambda: _hand_item(pic(words, "legend_hand")),
        "lead": lambda: _badge_item("turn", pic(words, "legend_lead")),
    }
    return items + [meanings[k]() for k in kinds]


def legend_height(items: Sequence[C.LegendItem], width: int = INNER) -> int:
    """How tall :func:`rendering.components.legend` draws ``items`` in ``width`` px."""
    probe = Image.new("RGB", (W, 400))
    with recording():  # a measurement, not part of the picture
        return C.legend(probe, (M, 0), width, items)


def shield_legend(view: View, words: Text) -> list[C.LegendItem]:
    worth = shield_points(view)
    return [
        _shield_item(
            kind,
            worth.get(kind, 0),
            pic(
                words,
                "legend_shield",
                kind=words(f"fisherman.shield_name.{kind}"),
                points=worth.get(kind, 0),
            ),
        )
        for kind in SHIELD_COLORS
    ]
