"""How Tsukiji's moves read in the history and replays (see ``cogs.history.text``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine import Action, Event
from bot.i18n import t
from cogs.history.text import EventLine, told, who
from cogs.tsukiji.words import product, ticket_label
from rendering.tsukiji import lot_label

GAME = "tsukiji"


def lines(
    seat: int, action: Action, events: Sequence[Event], names: Sequence[str], locale: str
) -> list[str]:
    """The lines of a move (see ``cogs.history.text.GameHistory``)."""
    return told(GAME, EVENTS, value, seat, action, events, names, locale)


def value(name: str, value: Any, locale: str) -> Any:
    """An action's parameter as players read it."""
    if name == "ticket":
        return ticket_label(str(value), locale)
    if name == "row":
        return product(str(value), locale)
    if name == "lot" and isinstance(value, int):
        return lot_label(value)
    return value


def _bought(e: Event, names: Sequence[str], locale: str) -> str:
    return t(
        "tsukiji.event.bought",
        locale,
        player=who(names, e["seat"]),
        lot=lot_label(e["lot"]),
        price=e["price"],
    )


def _passed(e: Event, names: Sequence[str], locale: str) -> str:
    return t("tsukiji.event.passed", locale, player=who(names, e["seat"]), money=e["money"])


def _takusan(e: Event, names: Sequence[str], locale: str) -> str:
    player = who(names, e["seat"])
    if e.get("discarded"):
        return t("tsukiji.event.takusan_lost", locale, player=player)
    return t("tsukiji.event.takusan", locale, player=player, row=product(e["row"], locale))


def _yakuza(e: Event, names: Sequence[str], locale: str) -> str:
    player = who(names, e["seat"])
    if e.get("row") is None:
        return t("tsukiji.event.yakuza_nothing", locale, player=player)
    return t("tsukiji.event.yakuza", locale, player=player, row=product(e["row"], locale))


def _confirmed(e: Event, names: Sequence[str], locale: str) -> str:
    return t("history.tsukiji.confirmed", locale, player=who(names, e["seat"]))


def _reveal(e: Event, names: Sequence[str], locale: str) -> str:
    return t("history.tsukiji.reveal", locale, round=e["round"])


def _round(e: Event, names: Sequence[str], locale: str) -> str:
    player = who(names, e.get("start_player"))
    return t("history.tsukiji.round", locale, round=e["round"], player=player)


EVENTS: dict[str, EventLine] = {
    "bought": _bought,
    "passed": _passed,
    "takusan": _takusan,
    "yakuza": _yakuza,
    "confirmed": _confirmed,
    "reveal": _reveal,
    "round": _round,
}
