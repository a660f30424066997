"""Determinized search, the machinery of the ``hard`` level.

A hard computer receives a *world*: a whole state the engine sampled from its view
(:func:`bot.ai.base.think`). It samples more worlds the same way (``game.redeal``: everything
the seat may not see, resampled), tries each candidate move in each world, plays the game on
with a cheap rollout policy for every seat (each seeing only its own view of that world) up to
an horizon, and values what it reaches. Candidates are compared on the same worlds and the same
rollout seeds (common random numbers), and weak candidates are dropped early (sequential
halving), so most of the budget goes to the moves that are close.

Choices made in secret at the same time as others (e.g. price tickets) should not be
predictable: with ``temperature > 0`` the move is drawn from a softmax of the values (a mixed
policy) instead of always taking the best one.

Everything is deterministic given the ``rng``: budgets are counts, never time.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.ai.base import Policy
from bot.engine.protocol import Action, Game, State, clone

Evaluate = Callable[[Game, State, int], float]  # how good ``state`` is for ``seat`` (0..1 ish)


@dataclass(frozen=True)
class Budget:
    """How much a decision may search (counts, never time)."""

    worlds: int = 8  # sampled worlds the surviving candidates are tried in, over all rounds
    horizon: int | None = None  # moves played on after the candidate (None: to the end)
    keep: int = 8  # candidates kept after the first round of halving
    temperature: float = 0.0  # > 0: a mixed choice, softmax of the values at this temperature


def final_value(game: Game, state: State, seat: int) -> float:
    """A finished game's value for ``seat``: its share of the win, plus a small bonus for its
    score's margin over the best other seat (so that a lost game lost by less still counts)."""
    result = game.result(state)
    assert result is not None
    winners = result["winners"]
    share = 1 / len(winners) if seat in winners else 0.0
    scores = result["scores"]
    best_other = max(s for i, s in enumerate(scores) if i != seat)
    spread = max(1.0, float(max(scores) - min(scores)))
    return share + 0.1 * (scores[seat] - best_other) / spread


def playout(
    game: Game,
    state: State,
    seat: int,
    rollout: Policy,
    rng: random.Random,
    horizon: int | None,
    evaluate: Evaluate,
) -> float:
    """Play ``state`` on with ``rollout`` for every seat (from each seat's own view) for at most
    ``horizon`` moves, then value it for ``seat`` (``final_value`` once the game is over)."""
    steps = 0
    while (actors := game.to_act(state)) and (horizon is None or steps < horizon):
        actor = min(actors)
        legal = game.legal_actions(state, actor)
        game.apply(state, actor, rollout(game.view(state, actor), legal, rng))
        steps += 1
    if game.is_over(state):
        return final_value(game, state, seat)
    return evaluate(game, state, seat)


def search(
    game: Game,
    world: State,
    seat: int,
    candidates: Sequence[Action],
    rng: random.Random,
    *,
    rollout: Policy,
    budget: Budget,
    evaluate: Evaluate = final_value,
) -> Action:
    """The candidate with the best value over sampled worlds (or one drawn from a softmax of
    the values when ``budget.temperature > 0``)."""
    if len(candidates) == 1:
        return candidates[0]
    alive = list(range(len(candidates)))
    totals = [0.0] * len(candidates)
    tried = [0] * len(candidates)
    rounds = max(1, math.ceil(math.log2(len(candidates))))
    per_round = max(1, budget.worlds // rounds)
    for round_no in range(rounds):
        for i in range(per_round):
            sample = clone(world) if round_no == i == 0 else game.redeal(clone(world), seat, rng)
            seed = rng.getrandbits(32)
            for k in alive:
                state = clone(sample)
                game.apply(state, seat, candidates[k])
                playout_rng = random.Random(seed)
                totals[k] += playout(
                    game, state, seat, rollout, playout_rng, budget.horizon, evaluate
                )
                tried[k] += 1
        if len(alive) <= 2:
            continue
        alive.sort(key=lambda k: -totals[k] / tried[k])
        alive = alive[: max(2, min(budget.keep, len(alive) // 2))]
    means = {k: totals[k] / tried[k] for k in alive}
    if budget.temperature <= 0:
        return candidates[max(alive, key=lambda k: (means[k], -k))]
    best = max(means.values())
    weights = [math.exp((means[k] - best) / budget.temperature) for k in alive]
    return candidates[rng.choices(alive, weights)[0]]
