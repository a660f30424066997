"""How Fisherman's moves read in the history and replays (see ``cogs.history.text``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine import Action, Event
from bot.i18n import messages, t
from cogs.fisherman.words import card_text, rule_value, species
from cogs.history.text import EventLine, text, told, who

GAME = "fisherman"


def lines(
    seat: int, action: Action, events: Sequence[Event], names: Sequence[str], locale: str
) -> list[str]:
    """The lines of a move (see ``cogs.history.text.GameHistory``)."""
    return told(GAME, EVENTS, value, seat, action, events, names, locale)


def value(name: str, value: Any, locale: str) -> Any:
    """An action's parameter as players read it."""
    if name == "card":
        return card_text(str(value), locale)
    if name == "species":
        return species(str(value), locale)
    return value


def _rule(e: Event, names: Sequence[str], locale: str) -> str:
    shown = rule_value(e["rule"], e["value"], locale)
    return t(f"fisherman.event.rule.{e['rule']}", locale, player=who(names, e["seat"]), value=shown)


def _fishing(e: Event, names: Sequence[str], locale: str) -> str:
    return t("fisherman.event.fishing", locale, player=who(names, e["leader"]))


def _played(e: Event, names: Sequence[str], locale: str) -> str:
    card = card_text(e["card"], locale)
    return t("history.fisherman.played", locale, player=who(names, e["seat"]), card=card)


def _trick(e: Event, names: Sequence[str], locale: str) -> str:
    """The trick as the board told it: a winning card that was set aside is not named."""
    winner = e["winner"]
    card = next((p["card"] for p in e["plays"] if p["seat"] == winner), "")
    kept = messages(locale).join(card_text(c, locale) for c in e["kept"])
    aside = len(e["plays"]) - len(e["kept"])
    params = {
        "player": who(names, winner),
        "trick": e["trick_no"],
        "kept": kept or t("fisherman.kept_nothing", locale),
        "aside": t("fisherman.aside", locale, count=aside) if aside else "",
    }
    if card and card in e["kept"]:
        card_name = card_text(card, locale)
        return text(
            "fisherman.event.trick", "history.fisherman.trick", locale, card=card_name, **params
        )
    return text(
        "fisherman.event.trick_set_aside", "history.fisherman.trick", locale, card="—", **params
    )


def _tournament_end(e: Event, names: Sequence[str], locale: str) -> str:
    best = [names[s] for s, r in enumerate(e.get("ranks") or []) if r == 1 and s < len(names)]
    return t(
        "history.fisherman.tournament_end",
        locale,
        tournament=e["tournament"],
        players=", ".join(best) or "?",
    )


EVENTS: dict[str, EventLine] = {
    "rule": _rule,
    "fishing": _fishing,
    "played": _played,
    "trick": _trick,
    "tournament_end": _tournament_end,
}
