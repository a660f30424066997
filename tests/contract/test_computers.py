"""Every game's computer player: its own module ``bot.ai.<id>``, legal moves only over
thousands of decisions from random positions (every level), decisions that depend on the seat's
view only, and real strength against random players. How hard each game is tested comes from
its ``tests/games/<id>_contract.py`` (``COMPUTER``).
"""

from __future__ import annotations

import importlib.util
import random

import pytest

from bot.ai.base import SEARCH_LEVELS, SEAT_LEVELS, has_ai, policy_for, search_policy_for
from bot.engine.protocol import Game, State, clone
from bot.games import GAMES
from tests.ai.helpers import check_same_view_same_choice, random_move, soak_decisions, win_share
from tests.contract.cases import GAME_PLAYERS, SCALE
from tests.games.contracts import GAME_IDS, contract_for, player_counts

HARD_THINNING = 4  # the searching level decides at every 4th of those positions (it costs more)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_its_own_computer(game_id: str) -> None:
    module = f"bot.ai.{game_id}"
    assert importlib.util.find_spec(module) is not None, f"{game_id} has no {module}"
    assert has_ai(game_id), f"bot.ai.base does not find {module}"
    for level in ("greedy", "easy", "normal"):
        assert policy_for(game_id, level).__module__ == module, level
    assert search_policy_for(game_id, "hard").__module__ == module


@pytest.mark.parametrize(("game_id", "players"), GAME_PLAYERS)
def test_computer_only_makes_legal_moves(game_id: str, players: int) -> None:
    game = GAMES[game_id]
    budget = contract_for(game_id).computer
    seeds = range(budget.soak_games[players] * SCALE)
    chosen = soak_decisions(game, players, seeds, chance=0.5)
    assert sum(chosen.values()) > budget.min_decisions
    assert budget.kinds <= set(chosen), f"never chose {sorted(budget.kinds - set(chosen))}"
    assert not game.undo_actions & set(chosen), "a computer never needs to take a choice back"


@pytest.mark.parametrize("level", ["greedy", "random"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_baselines_only_make_legal_moves(game_id: str, level: str) -> None:
    game = GAMES[game_id]
    games = contract_for(game_id).computer.baseline_games * SCALE
    for players in player_counts(game_id):
        chosen = soak_decisions(game, players, range(games), level=level, chance=0.5)
        assert sum(chosen.values()) > 50
        assert not game.undo_actions & set(chosen), f"{level} took a choice back"


def positions(game: Game, players: int, seeds: range, every: int) -> list[tuple[State, int]]:
    """(state, seat to act) pairs met along random games, every ``every``-th step."""
    found = []
    for seed in seeds:
        rng = random.Random(seed)
        state = game.setup(players, seed, game.default_options)
        step = 0
        while not game.is_over(state):
            seat = rng.choice(sorted(game.to_act(state)))
            if step % every == 0:
                found.append((clone(state), seat))
            game.apply(state, seat, random_move(game, game.legal_actions(state, seat), rng))
            step += 1
    return found


@pytest.mark.parametrize("level", SEAT_LEVELS)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_view_same_decision(game_id: str, level: str) -> None:
    """Resampling everything the seat cannot see never changes its computer's move, at every
    level (the searching one samples its worlds from the view alone)."""
    game = GAMES[game_id]
    budget = contract_for(game_id).computer
    every = budget.same_view_every * (HARD_THINNING if level in SEARCH_LEVELS else 1)
    changed = 0
    for players in budget.same_view_players:
        met = positions(game, players, range(budget.same_view_seeds), every)
        for index, (state, seat) in enumerate(met):
            changed += check_same_view_same_choice(game, state, seat, index, 2, level)
    needed = budget.same_view_min_changed
    assert changed > (needed // HARD_THINNING if level in SEARCH_LEVELS else needed)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_sampled_worlds_depend_on_the_view_only(game_id: str) -> None:
    """``redeal`` gives the same world for the same view and generator, whatever the true hidden
    state: the world a searching computer plays in tells it nothing the view does not."""
    game = GAMES[game_id]
    budget = contract_for(game_id).computer
    for players in budget.same_view_players:
        for state, seat in positions(game, players, range(2), budget.same_view_every):
            other = game.redeal(clone(state), seat, random.Random(9))
            world = game.redeal(clone(state), seat, random.Random(1))
            assert world == game.redeal(other, seat, random.Random(1))
            assert game.view(world, seat) == game.view(state, seat)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_strength_smoke(game_id: str) -> None:
    """One computer against random players wins far more than its fair share."""
    game = GAMES[game_id]
    budget = contract_for(game_id).computer
    players, games, bar = budget.strength_players, budget.strength_games, budget.strength_bar
    assert bar > 1 / players, "the bar must be above the fair share"
    assert win_share(game, players, "normal", "random", games) > bar
    assert win_share(game, players, "random", "random", games) < bar  # the test has teeth
