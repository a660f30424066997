"""How Fisherman's refusals read: the engine's values in them (phases, rules, species, cards)
named as the board names them (see ``bot.interface.presenter.refusal_text``)."""

from __future__ import annotations

from typing import Any

from bot.games import fisherman as rules
from bot.i18n import t
from bot.interface.presenter import as_given
from cogs.fisherman.words import card_text, size_range, species


def value(name: str, value: Any, locale: str) -> Any:
    """A refusal's parameter as players read it."""
    if name == "phase":
        return t(f"phase.{value}", locale)
    if name == "rule":
        return t(f"fisherman.rule.{value}", locale)
    if name in ("species", "card", "order", "size"):
        return named(value, locale)
    return value


def named(value: Any, locale: str) -> Any:
    """An engine id as the board names it (a species, a card, an order, a rule); anything
    else as given."""
    if value in rules.SPECIES:
        return species(value, locale)
    if isinstance(value, str) and value in rules.CARD_INFO:
        return card_text(value, locale)
    if value in rules.ORDERS:
        return t(f"fisherman.order.{value}", locale, **size_range())
    if value in rules.RULE_ORDER:
        return t(f"fisherman.rule.{value}", locale)
    return as_given(value)
