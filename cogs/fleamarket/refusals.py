"""How Flea Market's refusals read: the engine's values in them (phases, cards) named as the
board names them (see ``bot.interface.presenter.refusal_text``)."""

from __future__ import annotations

from typing import Any

from bot.games import fleamarket as rules
from bot.i18n import t
from bot.interface.presenter import as_given
from cogs.fleamarket.words import card_name


def value(name: str, value: Any, locale: str) -> Any:
    """A refusal's parameter as players read it."""
    if name == "phase":
        return t(f"phase.{value}", locale)
    if name in ("card", "value"):
        return named(value, locale)
    return value


def named(value: Any, locale: str) -> Any:
    """An engine id as the board names it (a card, a colour); anything else as given."""
    if value in rules.CARDS:
        return card_name(value, locale)
    if value in rules.COLOURS:
        return t(f"fleamarket.colour.{value}", locale)
    return as_given(value)
