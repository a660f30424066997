"""Hints for learners (issue 25): on a table with hints on, the private panel of a seat that
must act carries a 💡 button; its click answers, only to that player and in their language,
with what the Normal computer would play there and why (:func:`bot.ai.base.hint`), or, for a
decision the game does not explain, Normal's move as the game's move descriptions tell it. The
seat's use is recorded: a game in which a hint was used is not rated."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import discord

from bot.ai.base import Hint, choose_action, hint
from bot.engine import Action, Event, IllegalAction
from bot.i18n import t
from bot.interface.boards import names_of
from bot.interface.controls import answer
from bot.services.tables import Tables
from bot.store import GameRow

Describe = Callable[[int, Action, Sequence[Event], Sequence[str], str], str]
"""A game's move in one line: ``(seat, action, events, names, locale)`` (the move
descriptions of ``cogs/<game>/history.py``, registered by the history extension)."""


def hint_text(found: Hint, locale: str) -> str:
    """A computed hint in the reader's words: its ``*_term`` arguments name catalog terms."""
    args = {k: t(v, locale) if k.endswith("_term") else v for k, v in found.args.items()}
    return t("hints.said", locale, hint=t(found.message, locale, **args))


def normal_choice(game: str, view: Mapping[str, Any], legal: list[Action], seed: str) -> Hint:
    """What Normal would play for the seat of ``view``: its explained hint, else its move with
    no reason (``message`` empty). Deterministic given ``seed``; runs off the event loop."""
    found = hint(game, view, legal)
    if found is not None:
        return found
    return Hint(choose_action(game, view, legal, random.Random(seed), "normal"), "")


class Hints:
    """Answers the 💡 button."""

    def __init__(self, tables: Tables, describers: Mapping[str, Describe]) -> None:
        self.tables = tables
        self.describers = describers

    async def click(
        self, interaction: discord.Interaction[Any], game_id: int, version: int
    ) -> None:
        """A 💡 click, checked like a move's (seat, version, a seat that must act)."""
        row = await self.tables.load(game_id)
        seat = row.seat_of(interaction.user.id)
        if seat is None:
            raise IllegalAction("error.not_seated")
        if row.status != "active" or row.state is None:
            raise IllegalAction("error.game_not_active")
        if not row.hints_on:
            raise IllegalAction("error.not_offered")
        if version > row.version or version < row.stamps[seat]:
            raise IllegalAction("error.stale")
        rules = self.tables.rules(row)
        legal = rules.legal_actions(row.state, seat)
        if seat not in rules.to_act(row.state) or not legal:
            raise IllegalAction("error.not_your_turn")
        view = rules.view(row.state, seat)
        seed = f"hint:{row.id}:{row.version}:{seat}"
        found = await asyncio.to_thread(normal_choice, row.game, view, legal, seed)
        await self.tables.store.games.record_hint(row.id, seat)
        await answer(interaction, self.text(row, seat, found, str(interaction.locale)))

    def text(self, row: GameRow, seat: int, found: Hint, locale: str) -> str:
        """The answer: the explained hint, else Normal's move as the game describes it."""
        if found.message:
            return hint_text(found, locale)
        describe = self.describers.get(row.game)
        move = (
            describe(seat, found.action, [], names_of(row), locale)
            if describe is not None
            else str(found.action.get("type"))
        )
        return t("hints.normal", locale, move=move)
