"""One line per move of a replay, from the move's action and events.

Each game says how its moves read in its own ``cogs/<game>/history.py``, found here by the
game's id: ``lines(seat, action, events, names, locale)``, the move's lines. Most games build
them with :func:`told`: their events' own texts (the ones the board shows, with the presenters'
helpers for cards and goods) after the move's own line (:func:`action_line`, from
``history.<game>.<action>``) unless an event already names the player. A move whose kind has no
text still gets a line (``history.move.other``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any, Protocol

from bot.engine import Action, Event
from bot.i18n import FALLBACK, fluent_id, language, message_ids, t, variables

MAX_LINE = 300
EventLine = Callable[[Event, Sequence[str], str], str | None]
Value = Callable[[str, Any, str], Any]  # (parameter name, value, locale) -> as players read it


class GameHistory(Protocol):
    """What a game's ``cogs/<game>/history.py`` offers."""

    def lines(
        self,
        seat: int,
        action: Action,
        events: Sequence[Event],
        names: Sequence[str],
        locale: str,
    ) -> list[str]:
        """The lines of the move of ``seat`` (``action``, which caused ``events``)."""
        ...


@cache
def game_history(game: str) -> GameHistory:
    """The history texts of a game, by its id."""
    module: GameHistory = importlib.import_module(f"cogs.{game}.history")  # a module is one
    return module


def describe(
    game: str,
    seat: int,
    action: Action,
    events: Sequence[Event],
    names: Sequence[str],
    locale: str,
) -> str:
    """The move of ``seat`` (``action``, which caused ``events``) in one line."""
    text = " · ".join(game_history(game).lines(seat, action, events, names, locale))
    return text if len(text) <= MAX_LINE else text[: MAX_LINE - 1] + "…"


def told(
    game: str,
    handlers: Mapping[str, EventLine],
    value: Value,
    seat: int,
    action: Action,
    events: Sequence[Event],
    names: Sequence[str],
    locale: str,
) -> list[str]:
    """The usual lines of a move: each event's (``handlers`` by event type; events without one
    say nothing), after the move's own line when no event told is the mover's."""
    said = [(e, line) for e in events if (line := event_line(handlers, e, names, locale))]
    lines = [line for _, line in said]
    if not any(e.get("seat") == seat for e, _ in said):
        lines.insert(0, action_line(game, value, seat, action, names, locale))  # who did what
    return lines


def event_line(
    handlers: Mapping[str, EventLine], event: Event, names: Sequence[str], locale: str
) -> str | None:
    """The text of one event, or ``None`` for events not worth a line."""
    handler = handlers.get(event.get("type", ""))
    return handler(event, names, locale) if handler else None


def action_line(
    game: str, value: Value, seat: int, action: Action, names: Sequence[str], locale: str
) -> str:
    """A move that its events do not describe (a secret choice, a selection...), its
    parameters as ``value`` reads them."""
    kind = str(action.get("type"))
    key = f"history.{game}.{kind}"
    params = {k: value(k, v, locale) for k, v in action.items() if k != "type"}
    if not exists(key):
        return t("history.move.other", locale, player=who(names, seat), action=kind)
    return text(key, "history.move.other", locale, player=who(names, seat), action=kind, **params)


def exists(key: str) -> bool:
    """Whether the catalogs have ``key`` (English has every key)."""
    return fluent_id(key) in message_ids(FALLBACK)


def text(key: str, fallback: str, locale: str, **params: Any) -> str:
    """A game's own text when it exists and takes these parameters (the games' catalogs
    change with their rules), else the ``fallback`` key."""
    ident = fluent_id(key)
    for lang in (language(locale), FALLBACK):
        if ident in message_ids(lang):
            if variables(lang, ident) <= set(params):
                return t(key, locale, **params)
            break
    return t(fallback, locale, **params)


def who(names: Sequence[str], seat: Any) -> str:
    """The name of ``seat`` ("?" when it is not one)."""
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
