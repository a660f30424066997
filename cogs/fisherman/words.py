"""How Fisherman's things read in text: species, cards, rules, points (for the board, the
private panel, the /rules pages and the history)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games import fisherman as rules_data
from bot.i18n import messages, t
from rendering import fisherman as render

SPECIES_EMOJI = {"aji": "🔵", "fugu": "🟢", "tai": "🔴", "haze": "🟡", "ika": "⚪"}
RULE_ACTIONS = ("target", "order", "size", "junk")


def species(name: str | None, locale: str) -> str:
    """Colour dot and name of a species ("?" while unset)."""
    if not name:
        return t("fisherman.unset", locale)
    return f"{SPECIES_EMOJI.get(name, '')} {t(f'fisherman.species.{name}', locale)}".strip()


def card_text(card: str, locale: str) -> str:
    """``"aji-7"`` → "🔵 Aji 7"."""
    kind, size = render.parse_card(card)
    name = t("fisherman.card", locale, species=t(f"fisherman.species.{kind}", locale), size=size)
    return f"{SPECIES_EMOJI.get(kind, '')} {name}".strip()


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else ("±0" if points == 0 else f"−{-points}")


def plain(points: int) -> str:
    """Points as in the rulebook's examples: "+2", "0", "−1"."""
    return "0" if points == 0 else signed(points)


def size_range(sizes: Sequence[int] | None = None) -> dict[str, int]:
    """The smallest and largest size (from the view, else from the data)."""
    sizes = list(sizes or rules_data.SIZES)
    return {"low": sizes[0], "high": sizes[-1]}


def scoring_params(scoring: dict[str, int] | None = None) -> dict[str, str]:
    """The scoring numbers of the data, signed for text."""
    return {k: plain(v) for k, v in (scoring or rules_data.SCORING).items()}


def rule_value(rule: str, value: Any, locale: str) -> str:
    """How a rule's value reads in a sentence (sizes as "6–7")."""
    if value is None:
        return t("fisherman.unset", locale)
    if rule in ("target", "junk"):
        return species(value, locale)
    if rule == "order":
        return t(f"fisherman.order.{value}", locale, **size_range())
    low, high = (value, value + 1) if isinstance(value, int) else value
    return t("fisherman.size_pair", locale, low=low, high=high)


def rules_line(rules: Mapping[str, Any], locale: str) -> str:
    return t(
        "fisherman.status.rules",
        locale,
        **{rule: rule_value(rule, rules.get(rule), locale) for rule in RULE_ACTIONS},
    )


def plays_text(
    plays: Sequence[Mapping[str, Any]], names: Sequence[str], locale: str
) -> str:
    return messages(locale).join(
        t("fisherman.play_item", locale, player=names[p["seat"]], card=card_text(p["card"], locale))
        for p in plays
    )


def cards_text(cards: Sequence[str], locale: str) -> str:
    """Cards as a list the language's way ("🔵 Aji 3, 🟢 Fugu 5 and 🔴 Tai 6")."""
    return messages(locale).join(card_text(card, locale) for card in cards)
