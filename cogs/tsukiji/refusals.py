"""How Tsukiji's refusals read: the engine's values in them (phases, lot indexes, tickets,
products, placement choices) named as the board names them (see
``bot.interface.presenter.refusal_text``)."""

from __future__ import annotations

from typing import Any

from bot.games import tsukiji as rules
from bot.i18n import messages, t
from bot.interface.presenter import as_given
from cogs.tsukiji.words import choice_label, product, ticket_name
from rendering.tsukiji import lot_label

LETTERS = 26  # lots are lettered A, B, C... on the board


def value(name: str, value: Any, locale: str) -> Any:
    """A refusal's parameter as players read it."""
    if name == "phase":
        return t(f"phase.{value}", locale)
    if name == "lot":
        return lot_label(value) if _is_index(value) else named(value, locale)
    if name == "options":  # a Takusan's rows, or the cards a Yakuza may take
        return messages(locale).join((_option(o, locale) for o in value), style="or")
    if name in ("ticket", "kind", "row"):
        return named(value, locale)
    return value


def named(value: Any, locale: str) -> Any:
    """An engine id as the board names it (a product, a ticket); anything else as given."""
    if value in rules.CARD_KINDS:
        return product(value, locale)
    if value in rules.ALL_TICKETS:
        return ticket_name(value)
    return as_given(value)


def _option(option: Any, locale: str) -> str:
    return product(option, locale) if isinstance(option, str) else choice_label(option, locale)


def _is_index(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < LETTERS
