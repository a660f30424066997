"""How Flea Market's moves read in the history and replays (see ``cogs.history.text``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine import Action, Event
from bot.i18n import t
from cogs.fleamarket.words import card_list, card_name
from cogs.history.text import EventLine, exists, text, told, who

GAME = "fleamarket"


def lines(
    seat: int, action: Action, events: Sequence[Event], names: Sequence[str], locale: str
) -> list[str]:
    """The lines of a move (see ``cogs.history.text.GameHistory``)."""
    return told(GAME, EVENTS, value, seat, action, events, names, locale)


def value(name: str, value: Any, locale: str) -> Any:
    """An action's parameter as players read it."""
    if name == "card":
        return card_name(str(value), locale)
    if name == "take":
        key = f"fleamarket.take.{value}"
        return t(key if exists(key) else f"history.fleamarket.take.{value}", locale)
    return value


def _round(e: Event, names: Sequence[str], locale: str) -> str:
    player = who(names, e.get("start_player"))
    return t("history.fleamarket.round", locale, round=e["round"], player=player)


def _played(e: Event, names: Sequence[str], locale: str) -> str:
    cards = card_list(e["cards"], locale)
    return t("fleamarket.event.played", locale, player=who(names, e["seat"]), cards=cards)


def _passed(e: Event, names: Sequence[str], locale: str) -> str:
    key = "forced_pass" if e.get("forced") else "passed"
    return t(f"fleamarket.event.{key}", locale, player=who(names, e["seat"]))


def _cut(e: Event, names: Sequence[str], locale: str) -> str:
    key = "cut" if e["amount"] else "no_cut"
    player = who(names, e["seat"])
    return text(
        f"fleamarket.event.{key}",
        f"history.fleamarket.event.{key}",
        locale,
        player=player,
        amount=e["amount"],
        cost=e["cost"],
    )


def _restock(e: Event, names: Sequence[str], locale: str) -> str:
    key = {"draw": "draw", "stall": "stall"}.get(e.get("choice", ""), "nothing")
    return t(f"fleamarket.event.{key}", locale, player=who(names, e["seat"]), count=e["count"])


def _extra(e: Event, names: Sequence[str], locale: str) -> str:
    player = who(names, e["seat"])
    return text(
        "fleamarket.event.extra",
        "history.fleamarket.event.extra",
        locale,
        player=player,
        cost=e["cost"],
    )


def _reshuffle(e: Event, names: Sequence[str], locale: str) -> str:
    return t("fleamarket.event.reshuffle", locale, count=e["count"])


def _all_colours(e: Event, names: Sequence[str], locale: str) -> str:
    return t("fleamarket.event.all_colours", locale)


def _tie(e: Event, names: Sequence[str], locale: str) -> str:
    take = t(f"fleamarket.take.{e['take']}", locale)
    return t("fleamarket.event.tie", locale, player=who(names, e["seat"]), take=take)


def _price_war(e: Event, names: Sequence[str], locale: str) -> str:
    colours = ", ".join(t(f"fleamarket.colour.{c}", locale) for c in e["colours"])
    count = sum(len(r["cards"]) for r in e["removed"])
    return t("history.fleamarket.price_war", locale, colours=colours, count=count)


def _settlement(e: Event, names: Sequence[str], locale: str) -> str:
    return t("history.fleamarket.settlement", locale, round=e["round"])


EVENTS: dict[str, EventLine] = {
    "played": _played,
    "passed": _passed,
    "cut": _cut,
    "restock": _restock,
    "extra": _extra,
    "reshuffle": _reshuffle,
    "all_colours": _all_colours,
    "tie_choice": _tie,
    "price_war": _price_war,
    "settlement": _settlement,
    "round": _round,
}
