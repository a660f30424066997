"""Shared machinery of the computer players: levels, the random policy and self-play.

A *policy* maps what one seat may see to one of its legal actions::

    policy(view, legal, rng) -> action

where ``view`` is ``game.view(state, seat)``. A *search policy* (level ``hard``) also receives a
``world``: a whole state that the engine sampled from that seat's view
(``game.redeal(state, seat, rng)``, which resamples everything the seat may not see and depends on
the view alone), so that it can play moves forward. Policies never receive the true state; that
is how hidden information stays hidden from computer players. :func:`think` is the one entry
point from a stored state: it builds the view, the legal actions and the world itself.

Levels: ``easy`` (sensible but leaves chances), ``normal`` (the yardstick), ``hard`` (searches);
``random`` and ``greedy`` are baselines for tests and benchmarks, never seated.
"""

from __future__ import annotations

import importlib
import logging
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from bot.engine.protocol import Action, Event, Game, Result, State, clone
from bot.games import find_game

log = logging.getLogger(__name__)

Policy = Callable[[Mapping[str, Any], list[Action], random.Random], Action]
SearchPolicy = Callable[[Mapping[str, Any], list[Action], random.Random, State], Action]

LEVELS: tuple[str, ...] = ("random", "greedy", "easy", "normal", "hard")
SEAT_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")  # what a computer seat can be
DEFAULT_LEVEL = "normal"
SEARCH_LEVELS = frozenset({"hard"})  # levels that play from a sampled world


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


def _check_level(level: str) -> None:
    if level not in LEVELS:
        raise ValueError(f"unknown computer level {level!r}; expected one of {LEVELS}")


def policy_for(game_id: str, level: str = DEFAULT_LEVEL) -> Policy:
    """The policy of a view-only ``level`` for ``game_id``; games without an AI play randomly."""
    _check_level(level)
    if level in SEARCH_LEVELS:
        raise ValueError(f"level {level!r} searches: use search_policy_for")
    if level == "random":
        return random_policy(game_id)
    module = _ai_module(game_id)
    if module is None:
        return random_policy(game_id)
    policy: Policy = getattr(module, level)
    return policy


def search_policy_for(game_id: str, level: str) -> SearchPolicy:
    """The policy of a searching ``level`` (it also receives a sampled world)."""
    _check_level(level)
    module = _ai_module(game_id)
    if module is None:
        fallback = random_policy(game_id)
        return lambda view, legal, rng, world: fallback(view, legal, rng)
    policy: SearchPolicy = getattr(module, level)
    return policy


def decide(
    game_id: str,
    view: Mapping[str, Any],
    legal: list[Action],
    rng: random.Random,
    level: str = DEFAULT_LEVEL,
    world: State | None = None,
) -> Action:
    """The strict decision: whatever the policy returns, errors included (used by tests).
    Searching levels need ``world`` (a state sampled from ``view``, see :func:`think`)."""
    if not legal:
        raise ValueError("no legal action to choose from")
    if level in SEARCH_LEVELS:
        if world is None:
            raise ValueError(f"level {level!r} needs a world sampled from the view")
        return search_policy_for(game_id, level)(view, legal, rng, world)
    return policy_for(game_id, level)(view, legal, rng)


def choose_action(
    game_id: str,
    view: Mapping[str, Any],
    legal: list[Action],
    rng: random.Random,
    level: str = DEFAULT_LEVEL,
    world: State | None = None,
) -> Action:
    """One element of ``legal`` for the seat whose ``view`` is given.

    ``view`` must be ``game.view(state, seat)``: the computer sees exactly what that seat sees.
    Deterministic given ``rng``. Never fails on a game in progress: should a policy raise or
    return something illegal (a bug), the error is logged and a random legal action is played.
    """
    if not legal:
        raise ValueError("no legal action to choose from")
    _check_level(level)
    try:
        action = decide(game_id, view, legal, rng, level, world)
    except Exception:
        log.exception("computer player of %s failed; playing a random legal action", game_id)
    else:
        if action in legal:
            return action
        log.error("computer player of %s chose an illegal action %r", game_id, action)
    return rng.choice(progress_actions(game_id, legal))


def think(game_id: str, state: State, seat: int, rng: random.Random, level: str) -> Action:
    """The move of ``seat``'s computer at ``level`` from the stored ``state``.

    The policy sees only ``game.view(state, seat)``; a searching level also gets a world that
    the engine sampled from that view (:meth:`bot.engine.protocol.Game.redeal`), never the
    state itself. Deterministic given ``rng``; runs in a worker process in the bot.
    """
    game = find_game(game_id)
    view = game.view(state, seat)
    legal = game.legal_actions(state, seat)
    world = game.redeal(clone(state), seat, rng) if level in SEARCH_LEVELS else None
    return choose_action(game_id, view, legal, rng, level, world)


@dataclass(frozen=True)
class Hint:
    """What Normal would play for a learner, and one short reason: ``message`` is a message id of
    the game's catalog (``data/locales/<lang>/<game>.ftl``) that names the move and says why,
    with its ``args``."""

    action: Action
    message: str
    args: Mapping[str, Any] = field(default_factory=dict)


def hint(game_id: str, view: Mapping[str, Any], legal: list[Action]) -> Hint | None:
    """Normal's move for the seat whose ``view`` is given, with its reason (``None``: nothing to
    suggest, or no explanation for this kind of decision). Deterministic."""
    module = _ai_module(game_id)
    useful = progress_actions(game_id, legal)
    if module is None or not hasattr(module, "explain") or not useful:
        return None
    found: Hint | None = module.explain(view, useful)
    return found if found is not None and found.action in legal else None


@dataclass
class Simulation:
    """One complete game played by policies."""

    state: State
    result: Result
    log: list[tuple[int, Action]] = field(default_factory=list)


ActionHook = Callable[[int, Action, list[Event]], None]
Player = Callable[[State, int, random.Random], Action]  # (true state, seat, rng) -> action


def player_for(game: Game, policy: Policy | str) -> Player:
    """A seat of a simulation: a level by name (strict, as :func:`think` but errors raise), or a
    view-only policy."""
    if isinstance(policy, str):
        level = policy
        _check_level(level)

        def by_level(state: State, seat: int, rng: random.Random) -> Action:
            world = game.redeal(clone(state), seat, rng) if level in SEARCH_LEVELS else None
            legal = game.legal_actions(state, seat)
            return decide(game.id, game.view(state, seat), legal, rng, level, world)

        return by_level

    def by_policy(state: State, seat: int, rng: random.Random) -> Action:
        return policy(game.view(state, seat), game.legal_actions(state, seat), rng)

    return by_policy


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

    A policy may be given by level name (one of :data:`LEVELS`; a searching level gets a world
    sampled from its view, as in :func:`think`). Each policy sees only
    ``game.view(state, seat)``. Whenever several seats must act (secret, simultaneous choices),
    the lowest seat acts first. ``on_action(seat, action, events)`` is called after each
    applied action. Deterministic given ``seed``.
    """
    players = len(policies)
    resolved = [player_for(game, p) for p in policies]
    rngs = [seat_rng(seed, seat) for seat in range(players)]
    state = game.setup(players, seed, {**game.default_options, **(options or {})})
    history: list[tuple[int, Action]] = []
    for _ in range(max_steps):
        actors = game.to_act(state)
        if not actors:
            break
        seat = min(actors)
        action = resolved[seat](state, seat, rngs[seat])
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
