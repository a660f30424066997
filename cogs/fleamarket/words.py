"""How Flea Market's things read in text: cards, lists of cards, money and change (for the
board, the private panel, the /rules pages and the history)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games import fleamarket as engine
from bot.i18n import t
from rendering import fleamarket as render

COLOUR_EMOJI = {
    "red": "🟥",
    "yellow": "🟨",
    "blue": "🟦",
    "green": "🟩",
    "brown": "🟫",
    "purple": "🟪",
}


def card_name(card: str, locale: str) -> str:
    """``"red5"`` → "🟥 Red 5"."""
    colour, value = render.split_card(card)
    name = t(
        "fleamarket.card", locale, colour=t(f"fleamarket.colour.{colour}", locale), value=value
    )
    return f"{COLOUR_EMOJI.get(colour, '')} {name}".strip()


def card_list(cards: Sequence[str], locale: str) -> str:
    """``"🟥 Red 5, 🟦 Blue 5"``: cards in a compact row (the e2e tests read them so)."""
    return ", ".join(card_name(card, locale) for card in cards)


def worth(cards: Sequence[str]) -> int:
    """The money buttons on ``cards``."""
    return sum(engine.MONEY[card] for card in cards)


def no_change(cards: Sequence[str], cost: int, locale: str) -> str:
    """ " (worth ¥5: no change)" when ``cards`` pay more than ``cost``, else nothing."""
    paid = worth(cards)
    return t("fleamarket.no_change", locale, paid=paid) if paid > cost else ""
