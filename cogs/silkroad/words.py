"""How Silk Road's things read in text: goods, special cards, players (for the board, the
private panel, the /rules pages and the history)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import t
from rendering import silkroad as render

COLOURS: tuple[str, ...] = render.COLOURS
SPECIALS: tuple[str, ...] = render.SPECIALS
GOODS_EMOJI = {
    "porcelain": "⚪",
    "silk": "🟣",
    "tea": "🟢",
    "spice": "🟡",
    "glass": "🔴",
    "ore": "⚫",
}
SPECIAL_EMOJI = {"ship": "⛵", "licence": "📜", "porter": "🧺", "exchange": "🏦"}


def goods(colour: str, locale: str) -> str:
    """ "🟡 Spice": the colour is always shown by its circle too."""
    return f"{GOODS_EMOJI.get(colour, '')} {t(f'silkroad.colour.{colour}', locale)}".strip()


def special(kind: str, locale: str) -> str:
    return t(f"silkroad.special.{kind}", locale)


def seat_name(names: Sequence[str], seat: int | None) -> str:
    """The name of ``seat`` ("?" when it is not one)."""
    if seat is None or not 0 <= seat < len(names):
        return "?"
    return names[seat]
