"""The protocol every game implements (after OpenSpiel's State and boardgame.io's playerView).

A game is a stateless object; its state is a plain JSON-serialisable ``dict``. A game is fully
determined by ``(players, seed, options, action log)``: :func:`replay` rebuilds it exactly.
"""

from __future__ import annotations

import marshal
import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar, TypedDict

from bot.engine.errors import IllegalAction

State = dict[str, Any]
Action = dict[str, Any]
Event = dict[str, Any]


class Result(TypedDict):
    """Final outcome. ``scores`` and ``ranking`` are indexed/ordered by seat."""

    scores: list[int]
    ranking: list[int]  # 1 = first; tied seats share a rank
    winners: list[int]
    details: dict[str, Any]


class FinalView(TypedDict):
    """The ``result`` of a finished game's view: the :class:`Result` with its ``details``
    spread in. Each game's view extends it with its details' keys."""

    scores: list[int]
    ranking: list[int]
    winners: list[int]


class Game(ABC):
    """One game's rules. Subclasses implement the ``_``-prefixed hooks and the views."""

    id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    # Raised whenever a change of the rules means an older game's log no longer replays the
    # same way; stored with each game, so such games are told apart from damaged ones.
    rules_version: ClassVar[int] = 1
    default_options: ClassVar[Mapping[str, Any]] = {}
    undo_actions: ClassVar[frozenset[str]] = frozenset()  # action types that only take back

    # -- lifecycle -------------------------------------------------------------------------
    @abstractmethod
    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> State:
        """The whole initial state, including the deck order, derived from ``seed`` only."""

    @abstractmethod
    def to_act(self, state: State) -> frozenset[int]:
        """Seats that must act now: several during simultaneous secret choices, none at the end."""

    @abstractmethod
    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """Every action ``apply`` accepts from ``seat`` now (empty when it is not their turn)."""

    @abstractmethod
    def _apply(self, state: State, seat: int, action: Action) -> list[Event]:
        """Apply an action already known to be legal; mutate ``state``; return events."""

    def reject_reason(self, state: State, seat: int, action: Action) -> IllegalAction:
        """Explain why a non-legal action is refused. Games refine this."""
        return IllegalAction("error.illegal_action")

    def apply(self, state: State, seat: int, action: Action) -> list[Event]:
        """Validate ``action`` against the rules, then apply it in place.

        Raises :class:`IllegalAction` (leaving ``state`` untouched) when the action is refused.
        """
        if self.is_over(state):
            raise IllegalAction("error.game_over")
        if seat not in self.to_act(state):
            raise IllegalAction("error.not_your_turn")
        if not isinstance(action, dict) or action not in self.legal_actions(state, seat):
            raise self.reject_reason(state, seat, action if isinstance(action, dict) else {})
        return self._apply(state, seat, action)

    # -- projections -----------------------------------------------------------------------
    @abstractmethod
    def view(self, state: State, seat: int | None) -> Mapping[str, Any]:
        """What ``seat`` may see (``None``: the public, spectator view). JSON-serialisable.

        Each game returns its own ``TypedDict`` (``bot/games/<id>_view.py``), checked against
        its views by ``tests/contract/test_views.py``."""

    def private(self, state: State, seat: int) -> Any:
        """The part of ``seat``'s view that only it sees (the view's ``me``). A game whose view
        builds it apart overrides this to build only it (the table service asks for every
        seat's after each move)."""
        return self.view(state, seat).get("me")

    @abstractmethod
    def result(self, state: State) -> Result | None:
        """Final scores and winners, or ``None`` while the game goes on."""

    def is_over(self, state: State) -> bool:
        return state.get("phase") == "over"

    # -- testing hooks ---------------------------------------------------------------------
    @abstractmethod
    def redeal(self, state: State, viewer: int | None, rng: random.Random) -> State:
        """A copy of ``state`` with everything ``viewer`` may not see resampled.

        Used by the leak check (``view(state, v) == view(redeal(state, v), v)``) and by
        computer players that reason over the hidden information they cannot see.
        """

    def secrets(self, state: State, viewer: int | None) -> dict[str, list[Any]]:
        """What ``viewer`` may not see now, zone by zone (``{"hand 2": [...], "discard": [...]}``).

        Include what was public only for a moment and is secret since (cards set aside face down
        after a trick). ``redeal`` must resample these zones, keeping their sizes: the leak check
        verifies that it does, so a view that shows them cannot pass unnoticed. Default: nothing
        declared (only the view-equality check applies).
        """
        return {}

    def check_invariants(self, state: State) -> None:
        """Raise ``AssertionError`` when a conservation rule is broken. Games refine this."""
        return None

    def summary(self, state: State) -> dict[str, Any]:
        """Small public facts for status lines (round, phase, whose turn)."""
        return {"phase": state.get("phase"), "to_act": sorted(self.to_act(state))}


def replay(
    game: Game,
    players: int,
    seed: int,
    options: Mapping[str, Any],
    log: Iterable[tuple[int, Action]],
) -> State:
    """Rebuild a state from its seed, options and ordered action log."""
    state = game.setup(players, seed, options)
    for seat, action in log:
        game.apply(state, seat, action)
    return state


def clone(value: Any) -> Any:
    """Deep copy of plain JSON data: a round trip through :mod:`marshal` (in C, 2-3 × faster
    than walking the data in Python, ~10 × than ``copy.deepcopy``; keys keep their order)."""
    return marshal.loads(marshal.dumps(value))
