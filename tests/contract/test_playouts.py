"""Random playouts of every game (after OpenSpiel's random_sim_test): thousands of complete
games at each player count, checked by :func:`bot.engine.playout.random_playout` (someone can
act until the end, the game's own invariants, JSON state, no leak of a secret, replay equals the
live game) and by the game's own end-of-game checks (``tests/games/<id>_contract.py``).

Most games run with sparse checks (cheap); a subset runs every check at each step with the leak
check. ``ICHIBA_SOAK=1`` multiplies the number of games by ten.
"""

from __future__ import annotations

import pytest

from bot.engine.playout import Playout, random_playout
from bot.games import GAMES
from tests.contract.cases import GAME_PLAYERS, SCALE
from tests.games.contracts import GAME_IDS, contract_for

CHUNKS = 4  # fast games split into this many tests, so a failure names a seed range


def play(game_id: str, players: int, seed: int, **checks: int) -> Playout:
    contract = contract_for(game_id)
    game = GAMES[game_id]
    playout = random_playout(game, players, seed, contract.options(seed), **checks)
    contract.check_finished(playout)
    return playout


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_tells_the_contract_tests_what_they_need(game_id: str) -> None:
    contract = contract_for(game_id)  # fails naming the missing tests/games/<id>_contract.py
    counts = set(range(GAMES[game_id].min_players, GAMES[game_id].max_players + 1))
    budget = contract.playouts
    for name, games in (("fast", budget.fast), ("medium", budget.medium), ("full", budget.full)):
        assert set(games) == counts, f"{game_id}: PLAYOUTS.{name} must cover {sorted(counts)}"


def test_a_game_without_its_contract_helper_is_named() -> None:
    with pytest.raises(AssertionError, match=r"'chess' is in bot\.games\.GAMES but has no"):
        contract_for("chess")


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize(("game_id", "players"), GAME_PLAYERS)
def test_random_playouts_sparse_checks(game_id: str, players: int, chunk: int) -> None:
    games = contract_for(game_id).playouts.fast[players] * SCALE // CHUNKS
    for seed in range(chunk * games, (chunk + 1) * games):
        play(game_id, players, 10_000 + seed, check_every=53, leak_every=0)


@pytest.mark.parametrize(("game_id", "players"), GAME_PLAYERS)
def test_random_playouts_medium_checks(game_id: str, players: int) -> None:
    budget = contract_for(game_id).playouts
    for seed in range(budget.medium[players] * SCALE):
        play(game_id, players, 5_000 + seed, check_every=5, leak_every=budget.medium_leak_every)


@pytest.mark.parametrize(("game_id", "players"), GAME_PLAYERS)
def test_random_playouts_full_checks(game_id: str, players: int) -> None:
    for seed in range(contract_for(game_id).playouts.full[players] * SCALE):
        play(game_id, players, seed, check_every=1, leak_every=7)
