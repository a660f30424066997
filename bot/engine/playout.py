"""Random playouts: the one generic test every game runs (after OpenSpiel's random_sim_test).

Plays complete games with uniformly random legal actions and checks, as it goes, the invariants
that every game must keep: someone can always act until the end, a result exists at the end,
the game's own conservation checks hold, state stays JSON-serialisable, no view shows what its
viewer may not see, and replaying the log rebuilds the live state exactly.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.engine.protocol import Action, Game, State, clone, replay


@dataclass
class Playout:
    """One finished random game."""

    players: int
    seed: int
    options: Mapping[str, Any]
    state: State
    log: list[tuple[int, Action]] = field(default_factory=list)


UNDO_CHANCE = 0.05


class StuckGame(AssertionError):
    """Nobody can act although the game is not over, or it never ends."""


def random_playout(
    game: Game,
    players: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    *,
    check_every: int = 1,
    leak_every: int = 7,
    max_steps: int = 20_000,
) -> Playout:
    """Play one complete random game, checking invariants every ``check_every`` steps.

    ``check_every`` and ``leak_every`` space the per-state and the (costlier) hidden-information
    checks; 0 turns them off.
    """
    options = {**game.default_options, **(options or {})}
    rng = random.Random(seed * 7919 + players)
    state = game.setup(players, seed, options)
    log: list[tuple[int, Action]] = []
    for step in range(max_steps):
        if check_every and step % check_every == 0:
            check_state(game, state, players)
        if leak_every and step % leak_every == 0:
            check_no_leaks(game, state, players, rng)
        if game.is_over(state):
            break
        actors = sorted(game.to_act(state))
        if not actors:
            raise StuckGame(f"nobody can act in phase {state.get('phase')!r} (seed {seed})")
        seat = rng.choice(actors)
        actions = game.legal_actions(state, seat)
        if not actions:
            raise StuckGame(f"seat {seat} must act but has no legal action (seed {seed})")
        action = _pick(game, actions, rng)
        game.apply(state, seat, action)
        log.append((seat, action))
    else:
        raise StuckGame(f"no end after {max_steps} steps (seed {seed})")
    check_state(game, state, players)
    result = game.result(state)
    assert result is not None, "finished game without a result"
    assert len(result["scores"]) == players and result["winners"], result
    rebuilt = replay(game, players, seed, options, log)
    assert rebuilt == state, "replay of the action log differs from the live state"
    return Playout(players, seed, options, state, log)


def _pick(game: Game, actions: list[Action], rng: random.Random) -> Action:
    """A random legal action; actions that only undo a choice (``game.undo_actions``) are
    picked rarely, so random games make progress without leaving those actions untested."""
    progress = [a for a in actions if a.get("type") not in game.undo_actions]
    if progress and rng.random() >= UNDO_CHANCE:
        return rng.choice(progress)
    return rng.choice(actions)


def check_state(game: Game, state: State, players: int) -> None:
    """Invariants that hold in every reachable state."""
    game.check_invariants(state)
    over = game.is_over(state)
    actors = game.to_act(state)
    assert over == (not actors), f"to_act={sorted(actors)} but over={over}"
    for seat in range(players):
        legal = game.legal_actions(state, seat)
        assert bool(legal) == (seat in actors), f"seat {seat}: legal actions vs to_act disagree"
    assert (game.result(state) is not None) == over, "result must exist exactly at the end"


def check_no_leaks(game: Game, state: State, players: int, rng: random.Random) -> None:
    """No viewer's projection depends on anything hidden from them.

    ``redeal`` resamples everything the viewer may not see; if the view changes, it showed a
    secret. The public (``None``) view is checked the same way.
    """
    before = json.dumps(state, sort_keys=True)
    for viewer in [None, *range(players)]:
        seen = game.view(state, viewer)
        json.dumps(seen)
        other = game.redeal(clone(state), viewer, rng)
        assert game.view(other, viewer) == seen, f"view of {viewer!r} leaks hidden information"
    assert json.dumps(state, sort_keys=True) == before, "view or redeal mutated the state"
