"""How Silk Road's moves read in the history and replays (see ``cogs.history.text``): a turn's
log fragments ("loaded Tea", "drew 2") joined after the player's name, as on the board."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine import Action, Event
from bot.games.silkroad import START_SHIPS
from bot.i18n import t
from cogs.history.text import action_line, who
from cogs.silkroad.words import goods, special

GAME = "silkroad"


def lines(
    seat: int, action: Action, events: Sequence[Event], names: Sequence[str], locale: str
) -> list[str]:
    """The lines of a move (see ``cogs.history.text.GameHistory``): its fragments, else the
    move's own line."""
    parts = [part for e in events if (part := _fragment(e, names, locale))]
    if not parts:
        return [action_line(GAME, value, seat, action, names, locale)]
    return [t("silkroad.log.turn", locale, player=who(names, seat), actions=", ".join(parts))]


def value(name: str, value: Any, locale: str) -> Any:
    """An action's parameter as players read it."""
    if name == "colour":
        return goods(str(value), locale)
    if name == "card":
        return special(str(value), locale)
    if name in ("slot", "ship"):
        return int(value) + 1
    return value


def _fragment(e: Event, names: Sequence[str], locale: str) -> str | None:
    kind = e.get("type")
    if kind == "loaded":  # a starting ship during setup, else the ship just bought
        key = "silkroad.log.loaded_start" if e["ship"] < START_SHIPS else "silkroad.log.loaded_own"
        return t(key, locale, colour=goods(e["colour"], locale))
    if kind == "swapped":
        old, new = goods(e["from"], locale), goods(e["to"], locale)
        return t("silkroad.log.swapped", locale, old=old, new=new)
    if kind == "bought":
        card = special(e["card"], locale)
        return t("silkroad.log.bought", locale, card=card, price=e["price"])
    if kind == "skipped":
        return t("silkroad.log.skipped", locale)
    if kind == "played":
        slots = ", ".join(str(s + 1) for s in e["slots"])
        colour = goods(e["colour"], locale)
        return t("silkroad.log.played", locale, count=len(e["slots"]), colour=colour, slots=slots)
    if kind == "income":
        earners = ", ".join(who(names, s) for s in e["earners"])
        key = "silkroad.log.income" if e["earners"] else "silkroad.log.income_none"
        return t(key, locale, players=earners)
    if kind == "drew":
        return t("silkroad.log.drew", locale, count=e["count"])
    if kind == "exchanged":
        return t("silkroad.log.exchanged", locale)
    return None
