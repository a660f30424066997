"""Shared checks for the computer players of every game.

* :func:`soak_decisions`: random games in which, at random moments, a computer level chooses
  the acting seat's move from that seat's view; every choice must be legal (thousands of them).
* :func:`check_same_view_same_choice`: states ``redeal``-ed for the deciding seat (everything it
  may not see resampled) give the same view and must give the same decision, made through the
  bot's own entry point :func:`bot.ai.think` from the whole state.
"""

from __future__ import annotations

import random
from collections import Counter

from bot.ai import decide, simulate, think, win_shares
from bot.engine.protocol import Action, Game, State, clone


def random_move(game: Game, legal: list[Action], rng: random.Random) -> Action:
    """A random legal move; undo actions only now and then, so games make progress."""
    progress = [a for a in legal if a.get("type") not in game.undo_actions]
    return rng.choice(progress if progress and rng.random() > 0.05 else legal)


def soak_decisions(
    game: Game,
    players: int,
    seeds: range,
    *,
    level: str = "normal",
    chance: float = 0.3,
    max_steps: int = 20_000,
) -> Counter[str]:
    """Random games where ``level`` picks the move at random moments; returns action counts.

    Asserts each pick is one of the legal actions. The remaining moves are random (with rare
    undos), so the computer meets odd positions no sensible player would create.
    """
    chosen: Counter[str] = Counter()
    for seed in seeds:
        rng = random.Random(seed * 31 + players)
        state = game.setup(players, seed, game.default_options)
        for _ in range(max_steps):
            actors = sorted(game.to_act(state))
            if not actors:
                break
            seat = rng.choice(actors)
            legal = game.legal_actions(state, seat)
            if rng.random() < chance:
                action = decide(game.id, game.view(state, seat), legal, rng, level)
                assert action in legal, f"{level} chose illegal {action!r} (seed {seed})"
                chosen[str(action.get("type"))] += 1
            else:
                action = random_move(game, legal, rng)
            game.apply(state, seat, action)
        else:
            raise AssertionError(f"no end after {max_steps} steps (seed {seed})")
        assert game.result(state) is not None
    return chosen


def check_same_view_same_choice(
    game: Game, state: State, seat: int, rng_seed: int, redeals: int = 3, level: str = "normal"
) -> int:
    """Decisions of ``level`` from ``redeal``-ed copies of ``state`` equal the one from ``state``.

    Decisions go through :func:`bot.ai.think`, which gets the true state as the bot does: it must
    hand its policy only the seat's view (and, for a searching level, a world sampled from it).
    Returns how many redeals actually changed the hidden state (so tests can demand some).
    """
    legal = game.legal_actions(state, seat)
    view = game.view(state, seat)
    expected = think(game.id, state, seat, random.Random(rng_seed), level)
    changed = 0
    redeal_rng = random.Random(rng_seed + 1)
    for _ in range(redeals):
        other = game.redeal(clone(state), seat, redeal_rng)
        changed += other != state
        assert game.view(other, seat) == view, "redeal changed what the seat sees"
        assert game.legal_actions(other, seat) == legal
        got = think(game.id, other, seat, random.Random(rng_seed), level)
        assert got == expected, f"{level}: the decision depends on hidden information"
    return changed


def win_share(game: Game, players: int, level: str, opponent: str, games: int) -> float:
    """Average win share of one ``level`` seat (rotated) against ``opponent`` seats."""
    total = 0.0
    for seed in range(games):
        me = seed % players
        policies = [opponent] * players
        policies[me] = level
        total += win_shares(simulate(game, policies, 7_000 + seed).result)[me]
    return total / games
