"""What the contract tests (``tests/contract``) need to know about one game, looked up by id.

Every game of :data:`bot.games.GAMES` has a module ``tests/games/<id>_contract.py`` defining:

* ``PLAYOUTS``: a :class:`PlayoutBudget`, how many random games the playout contract plays;
* ``COMPUTER``: a :class:`ComputerBudget`, how hard the computer-player contract tests it;
* ``check_finished(playout)``: the game's own checks of a finished random game;
* optionally ``options(seed)``: the options of the random game with ``seed`` (default: the
  game's default options).

The rest (invariants, conservation) the game offers itself (``Game.check_invariants``).
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from bot.engine.playout import Playout
from bot.games import GAMES


@dataclass(frozen=True)
class PlayoutBudget:
    """Random games per player count, by how closely each is checked."""

    fast: Mapping[int, int]  # state checks every 53 steps, no leak check
    medium: Mapping[int, int]  # state checks every 5 steps, leak check every ``medium_leak_every``
    full: Mapping[int, int]  # every check at each step, leak check every 7 steps
    medium_leak_every: int = 61


@dataclass(frozen=True)
class ComputerBudget:
    """How the computer player of a game is tested."""

    soak_games: Mapping[int, int]  # per player count: games where it picks half the moves
    min_decisions: int  # decisions it must have made in those games, per player count
    baseline_games: int  # per player count, for the "greedy" and "random" levels
    strength_players: int
    strength_games: int
    strength_bar: float  # win share it must beat (and random seats must not) against random
    same_view_players: tuple[int, ...]
    same_view_seeds: int
    same_view_every: int  # every n-th position of those random games is decided twice
    same_view_min_changed: int  # redeals that must really have changed hidden things
    kinds: frozenset[str] = frozenset()  # action types it must have chosen in the soak


@dataclass(frozen=True)
class GameContract:
    """One game's answers to the contract tests."""

    game_id: str
    playouts: PlayoutBudget
    computer: ComputerBudget
    check_finished: Callable[[Playout], None]
    options: Callable[[int], dict[str, Any]]


def module_name(game_id: str) -> str:
    return f"tests.games.{game_id}_contract"


def contract_for(game_id: str) -> GameContract:
    """The contract helper of ``game_id``; fails with a clear message when it is missing."""
    name = module_name(game_id)
    if importlib.util.find_spec(name) is None:
        raise AssertionError(
            f"game {game_id!r} is in bot.games.GAMES but has no {name.replace('.', '/')}.py: "
            f"add one (see tests/games/contracts.py) so the contract tests can play it"
        )
    module = importlib.import_module(name)
    game = GAMES[game_id]
    defaults = dict(game.default_options)
    return GameContract(
        game_id=game_id,
        playouts=_required(module, "PLAYOUTS", PlayoutBudget),
        computer=_required(module, "COMPUTER", ComputerBudget),
        check_finished=_required(module, "check_finished", Callable),
        options=getattr(module, "options", lambda seed: dict(defaults)),
    )


def _required(module: ModuleType, attribute: str, kind: Any) -> Any:
    value = getattr(module, attribute, None)
    if value is None or not isinstance(value, kind):
        raise AssertionError(f"{module.__name__} must define {attribute} ({kind})")
    return value


GAME_IDS: list[str] = sorted(GAMES)


def player_counts(game_id: str) -> range:
    game = GAMES[game_id]
    return range(game.min_players, game.max_players + 1)
