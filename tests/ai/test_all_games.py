"""Every game's computer: legal moves only over thousands of decisions from random positions,
decisions that depend on the seat's view only, and real strength against random players."""

from __future__ import annotations

import random

import pytest

from bot.ai import has_ai
from bot.engine.protocol import Game, State, clone
from bot.games import GAMES
from tests.ai.helpers import (
    SCALE,
    check_same_view_same_choice,
    random_move,
    soak_decisions,
    win_share,
)

# Tsukiji has its own, larger file (test_tsukiji_ai.py).
OTHERS = ["silkroad", "fisherman", "fleamarket"]
SOAK_GAMES = {"silkroad": 10, "fisherman": 10, "fleamarket": 10}
STRENGTH_GAMES = {"silkroad": 30, "fisherman": 16, "fleamarket": 40}
CASES = [
    (game_id, players)
    for game_id in OTHERS
    for players in range(GAMES[game_id].min_players, GAMES[game_id].max_players + 1)
]


def test_every_game_has_a_computer() -> None:
    assert all(has_ai(game_id) for game_id in GAMES)


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_computer_only_makes_legal_moves(game_id: str, players: int) -> None:
    game = GAMES[game_id]
    seeds = range(SOAK_GAMES[game_id] * SCALE)
    chosen = soak_decisions(game, players, seeds, chance=0.5)
    assert sum(chosen.values()) > 300
    undo = game.undo_actions
    assert not undo & set(chosen), "a computer never needs to take a choice back"


@pytest.mark.parametrize("game_id", OTHERS)
def test_greedy_only_makes_legal_moves(game_id: str) -> None:
    game = GAMES[game_id]
    for players in range(game.min_players, game.max_players + 1):
        chosen = soak_decisions(game, players, range(3 * SCALE), level="greedy", chance=0.5)
        assert sum(chosen.values()) > 50


def positions(game: Game, players: int, seeds: range, every: int) -> list[tuple[State, int]]:
    """(state, seat to act) pairs met along random games."""
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


@pytest.mark.parametrize("game_id", OTHERS)
def test_same_view_same_decision(game_id: str) -> None:
    """Resampling everything the seat cannot see never changes its computer's move."""
    game = GAMES[game_id]
    changed = 0
    for players in (game.min_players, game.max_players):
        for index, (state, seat) in enumerate(positions(game, players, range(2), every=5)):
            changed += check_same_view_same_choice(game, state, seat, index, redeals=2)
    assert changed > 50


@pytest.mark.parametrize("game_id", OTHERS)
def test_strength_smoke(game_id: str) -> None:
    """One computer against random players wins far more than its fair share."""
    game = GAMES[game_id]
    players = game.min_players
    games = STRENGTH_GAMES[game_id]
    bar = min(0.75, 1.6 / players)  # well above the fair share 1/players
    assert win_share(game, players, "computer", "random", games) > bar
    assert win_share(game, players, "random", "random", games) < bar  # the test has teeth
