"""Shared machinery of the computer players: levels, the random policy and self-play.

A *policy* maps what one seat may see to one of its legal actions::

    policy(view, legal, rng) -> action

where ``view`` is ``game.view(state, seat)``. Policies never receive the full state; that is how
hidden information stays hidden from computer players.
"""

from __future__ import annotations

import importlib
import logging
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from bot.engine.protocol import Action, Event, Game, Result, State
from bot.games import find_game

log = logging.getLogger(__name__)

Policy = Callable[[Mapping[str, Any], list[Action], random.Random], Action]

LEVELS: tuple[str, ...] = ("random", "greedy", "computer")

def _undo_types(game_id: str) -> frozenset[str]:
    """Action types that only take back a choice in ``game_id`` (a computer never needs them)."""
    try:
        return find_game(game_id).undo_actions
    except (KeyError, ImportError):
        return frozenset()


def progress_actions(game_id: str, legal: list[Action]) -> list[Action]:
    """``legal`` without the undo actions, unless nothing else is left."""
    undo = _undo_types(game_id)
    useful = [action for action in legal if action.get("type") not in undo]
    return useful or legal


def random_policy(game_id: str) -> Policy:
    """Uniformly random among the legal actions that make progress."""

    def policy(view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        return rng.choice(progress_actions(game_id, legal))

    return policy


def _ai_module(game_id: str) -> ModuleType | None:
    """``bot.ai.<game_id>``, the game's computer player, if it has one."""
    name = f"{__package__}.{game_id}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:
            raise
        return None


def has_ai(game_id: str) -> bool:
    """Whether ``game_id`` has its own computer player (otherwise it plays randomly)."""
    return _ai_module(game_id) is not None


def policy_for(game_id: str, level: str = "computer") -> Policy:
    """The policy of ``level`` for ``game_id``; games without an AI fall back to random."""
    if level not in LEVELS:
        raise ValueError(f"unknown computer level {level!r}; expected one of {LEVELS}")
    if level == "random":
        return random_policy(game_id)
    module = _ai_module(game_id)
    if module is None:
        return random_policy(game_id)
    policy: Policy = getattr(module, level)
    return policy


def decide(
    game_id: str,
    view: Mapping[str, Any],
    legal: list[Action],
    rng: random.Random,
    level: str = "computer",
) -> Action:
    """The strict decision: whatever the policy returns, errors included (used by tests)."""
    if not legal:
        raise ValueError("no legal action to choose from")
    return policy_for(game_id, level)(view, legal, rng)


def choose_action(
    game_id: str,
    view: Mapping[str, Any],
    legal: list[Action],
    rng: random.Random,
    level: str = "computer",
) -> Action:
    """One element of ``legal`` for the seat whose ``view`` is given.

    ``view`` must be ``game.view(state, seat)``: the computer sees exactly what that seat sees.
    Deterministic given ``rng``. Never fails on a game in progress: should a policy raise or
    return something illegal (a bug), the error is logged and a random legal action is played.
    """
    if not legal:
        raise ValueError("no legal action to choose from")
    if level not in LEVELS:
        raise ValueError(f"unknown computer level {level!r}; expected one of {LEVELS}")
    try:
        action = decide(game_id, view, legal, rng, level)
    except Exception:
        log.exception("computer player of %s failed; playing a random legal action", game_id)
    else:
        if action in legal:
            return action
        log.error("computer player of %s chose an illegal action %r", game_id, action)
    return rng.choice(progress_actions(game_id, legal))


@dataclass
class Simulation:
    """One complete game played by policies."""

    state: State
    result: Result
    log: list[tuple[int, Action]] = field(default_factory=list)


ActionHook = Callable[[int, Action, list[Event]], None]


def seat_rng(seed: int, seat: int) -> random.Random:
    """The generator a simulated seat's policy draws from."""
    return random.Random(f"ai:{seed}:{seat}")


def simulate(
    game: Game,
    policies: Sequence[Policy | str],
    seed: int,
    options: Mapping[str, Any] | None = None,
    *,
    on_action: ActionHook | None = None,
    max_steps: int = 50_000,
) -> Simulation:
    """Play one complete game of ``game``, seat ``i`` choosing with ``policies[i]``.

    A policy may be given by level name (``"random"``, ``"greedy"``, ``"computer"``). Each
    policy sees only ``game.view(state, seat)``. Whenever several seats must act (secret,
    simultaneous choices), the lowest seat acts first. ``on_action(seat, action, events)`` is
    called after each applied action. Deterministic given ``seed``.
    """
    players = len(policies)
    resolved = [policy_for(game.id, p) if isinstance(p, str) else p for p in policies]
    rngs = [seat_rng(seed, seat) for seat in range(players)]
    state = game.setup(players, seed, {**game.default_options, **(options or {})})
    history: list[tuple[int, Action]] = []
    for _ in range(max_steps):
        actors = game.to_act(state)
        if not actors:
            break
        seat = min(actors)
        legal = game.legal_actions(state, seat)
        action = resolved[seat](game.view(state, seat), legal, rngs[seat])
        events = game.apply(state, seat, action)
        history.append((seat, action))
        if on_action is not None:
            on_action(seat, action, events)
    else:
        raise RuntimeError(f"{game.id}: no end after {max_steps} steps (seed {seed})")
    result = game.result(state)
    if result is None:
        raise RuntimeError(f"{game.id}: nobody can act but the game is not over (seed {seed})")
    return Simulation(state, result, history)


def win_shares(result: Result) -> list[float]:
    """Each seat's share of the win: 1/k for each of k tied winners, else 0."""
    winners = result["winners"]
    return [1 / len(winners) if seat in winners else 0.0 for seat in range(len(result["scores"]))]
