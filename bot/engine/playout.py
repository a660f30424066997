"""Random playouts: the one generic test every game runs (after OpenSpiel's random_sim_test).

Plays complete games with uniformly random legal actions and checks, as it goes, the invariants
that every game must keep: someone can always act until the end, a result exists at the end,
the game's own conservation checks hold, state stays JSON-serialisable, no view shows what its
viewer may not see, and replaying the log rebuilds the live state exactly.

The leak check is only as strong as ``redeal``: a view passes if it shows only what ``redeal``
leaves alone. So games declare their secret zones (``Game.secrets``), including what was public
only for a moment (a trick's discards once the next card is played), and the check also demands
that ``redeal`` keeps each zone's size and really resamples every zone over a game
(:class:`SecretTally`): a redeal that leaves a secret alone, and so a view that shows it, fails.
"""

from __future__ import annotations

import json
import random
from collections import Counter
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
MIN_HELD = 3  # leak checks that must find a secret zone non-empty before it must have moved


@dataclass
class SecretTally:
    """Per secret zone (``Game.secrets``): how many leak checks found it holding something, and
    how many of those saw ``redeal`` change its contents."""

    held: Counter[str] = field(default_factory=Counter)
    changed: Counter[str] = field(default_factory=Counter)

    def check(self) -> None:
        """Every zone met often enough was resampled at least once."""
        never = sorted(z for z, n in self.held.items() if n >= MIN_HELD and not self.changed[z])
        assert not never, (
            f"redeal never resamples the secret zone(s) {never} "
            f"(held in {[self.held[z] for z in never]} checks): a view could show them"
        )


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
    tally = SecretTally()
    for step in range(max_steps):
        if check_every and step % check_every == 0:
            check_state(game, state, players)
        if leak_every and step % leak_every == 0:
            check_no_leaks(game, state, players, rng, tally)
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
    tally.check()
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


def check_no_leaks(
    game: Game,
    state: State,
    players: int,
    rng: random.Random,
    tally: SecretTally | None = None,
) -> None:
    """No viewer's projection depends on anything hidden from them.

    ``redeal`` resamples everything the viewer may not see; if the view changes, it showed a
    secret. The public (``None``) view is checked the same way. The declared secret zones
    (``Game.secrets``) must keep their sizes and hold the same things in all; ``tally`` counts
    which zones the redeal changed, for :meth:`SecretTally.check` at the end of a game.
    """
    before = json.dumps(state, sort_keys=True)
    for viewer in [None, *range(players)]:
        seen = game.view(state, viewer)
        json.dumps(seen)
        other = game.redeal(clone(state), viewer, rng)
        assert game.view(other, viewer) == seen, f"view of {viewer!r} leaks hidden information"
        _compare_secrets(game.secrets(state, viewer), game.secrets(other, viewer), viewer, tally)
    assert json.dumps(state, sort_keys=True) == before, "view or redeal mutated the state"


def _compare_secrets(
    hidden: Mapping[str, list[Any]],
    moved: Mapping[str, list[Any]],
    viewer: int | None,
    tally: SecretTally | None,
) -> None:
    sizes = {zone: len(items) for zone, items in hidden.items()}
    assert sizes == {zone: len(items) for zone, items in moved.items()}, (
        f"redeal for {viewer!r} changed the secret zones or their sizes: {sizes}"
    )
    assert _bag(*hidden.values()) == _bag(*moved.values()), (
        f"redeal for {viewer!r} changed what is hidden in all, not only where it lies"
    )
    if tally is None:
        return
    for zone, items in hidden.items():
        if items:
            tally.held[zone] += 1
            tally.changed[zone] += _bag(items) != _bag(moved[zone])


def _bag(*zones: list[Any]) -> Counter[str]:
    return Counter(json.dumps(item, sort_keys=True) for zone in zones for item in zone)
