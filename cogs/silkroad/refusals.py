"""How Silk Road's refusals read: the engine's values in them (phases and steps, goods, special
cards, ship and slot indexes) named as the board names them (see
``bot.interface.presenter.refusal_text``)."""

from __future__ import annotations

from typing import Any

from bot.games import silkroad as rules
from bot.i18n import t
from bot.interface.presenter import as_given
from cogs.silkroad.words import goods, special

STEPS = ("ship", "swap", "porter")  # the steps of phase 1 after a buy or a swap


def value(name: str, value: Any, locale: str) -> Any:
    """A refusal's parameter as players read it: ships and market slots are numbered from 1,
    as on the board."""
    if name == "phase":
        return t(f"silkroad.step.{value}" if value in STEPS else f"phase.{value}", locale)
    if name in ("ship", "slot"):
        return value + 1 if isinstance(value, int) and value >= 0 else named(value, locale)
    if name in ("colour", "card"):
        return named(value, locale)
    return value


def named(value: Any, locale: str) -> Any:
    """An engine id as the board names it (goods, a special card); anything else as given."""
    if value in rules.COLOURS:
        return goods(value, locale)
    if value in rules.SPECIALS:
        return special(value, locale)
    return as_given(value)
