"""Every game's views match the ``TypedDict`` its ``view()`` is annotated with
(``View`` of ``bot/games/<id>_view.py``), and each seat's view also the module's ``SeatView``
(what its computer player reads), checked on views of random playouts for every seat and the
public: each key present or allowed, each value of its declared type, nested ``TypedDict``,
lists, dicts, optionals and unions included. A view key added without its type fails here.
"""

from __future__ import annotations

import random
import sys
import types
import typing
from collections.abc import Mapping
from typing import Any, Literal, TypedDict, Union, get_args, get_origin

import pytest

from bot.engine.protocol import clone
from bot.games import GAMES
from tests.contract.cases import GAME_PLAYERS
from tests.games.contracts import contract_for

PLAYOUTS = 3  # games per player count
VIEWS_PER_GAME = 40  # states sampled per game, spread over the whole game


def view_types(game_id: str) -> tuple[Any, Any]:
    """The return annotation of the game's ``view()`` (a ``TypedDict``) and the ``SeatView``
    beside it."""
    hint = typing.get_type_hints(type(GAMES[game_id]).view)["return"]
    assert typing.is_typeddict(hint), f"{game_id}: view() must return a TypedDict, not {hint}"
    seat_view = getattr(sys.modules[hint.__module__], "SeatView", None)
    assert typing.is_typeddict(seat_view), f"{hint.__module__} has no SeatView TypedDict"
    return hint, seat_view


def mismatches(value: Any, hint: Any, path: str = "view") -> list[str]:
    """Where ``value`` does not match the type ``hint`` (empty when it does)."""
    if hint is Any or hint is object:
        return []
    if typing.is_typeddict(hint):
        return _typeddict_mismatches(value, hint, path)
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, types.UnionType):
        found = [mismatches(value, arg, path) for arg in args]
        return [] if any(not f for f in found) else min(found, key=len)
    if origin is Literal:
        return [] if value in args else [f"{path}: {value!r} is none of {args}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{path}: {type(value).__name__}, not a list"]
        return [
            m for i, item in enumerate(value) for m in mismatches(item, args[0], f"{path}[{i}]")
        ]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{path}: {type(value).__name__}, not a dict"]
        return [
            m
            for key, item in value.items()
            for m in [
                *mismatches(key, args[0], f"{path} key"),
                *mismatches(item, args[1], f"{path}[{key!r}]"),
            ]
        ]
    if hint is None or hint is type(None):
        return [] if value is None else [f"{path}: {value!r}, not None"]
    if hint is int and isinstance(value, bool):
        return [f"{path}: {value!r} is a bool, not an int"]
    if hint is float and isinstance(value, int) and not isinstance(value, bool):
        return []
    return [] if isinstance(value, hint) else [f"{path}: {value!r} is not a {hint.__name__}"]


def _typeddict_mismatches(value: Any, hint: Any, path: str) -> list[str]:
    if not isinstance(value, dict):
        return [f"{path}: {type(value).__name__}, not a {hint.__name__}"]
    fields = typing.get_type_hints(hint)
    found = [f"{path}: {key!r} is missing" for key in hint.__required_keys__ - set(value)]
    allowed = hint.__required_keys__ | hint.__optional_keys__
    found += [f"{path}: {key!r} is not in {hint.__name__}" for key in set(value) - allowed]
    for key in set(value) & allowed:
        found += mismatches(value[key], fields[key], f"{path}[{key!r}]")
    return sorted(found)


def sampled_states(game_id: str, players: int, seed: int) -> list[dict[str, Any]]:
    """States spread over one random game (its end included)."""
    game = GAMES[game_id]
    rng = random.Random(seed)
    state = game.setup(players, seed, contract_for(game_id).options(seed))
    states = []
    while actors := sorted(game.to_act(state)):
        states.append(clone(state))
        seat = rng.choice(actors)
        game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    step = max(1, len(states) // VIEWS_PER_GAME)
    return [*states[::step], state]


def sampled_views(
    game_id: str, players: int, seed: int
) -> list[tuple[int | None, Mapping[str, Any]]]:
    """Views of every seat and the public at states of one random game (its end included)."""
    game = GAMES[game_id]
    return [
        (seat, game.view(state, seat))
        for state in sampled_states(game_id, players, seed)
        for seat in (None, *range(players))
    ]


@pytest.mark.parametrize(("game_id", "players"), GAME_PLAYERS)
def test_views_match_the_games_view_type(game_id: str, players: int) -> None:
    view_type, seat_view_type = view_types(game_id)
    for seed in range(PLAYOUTS):
        for seat, view in sampled_views(game_id, players, seed):
            found = mismatches(view, view_type)
            if seat is None:
                found += [] if view["me"] is None else ["the public view has a 'me'"]
            else:
                found += mismatches(view, seat_view_type)
            assert not found, f"{game_id} seed {seed} seat {seat}: " + "; ".join(found[:10])


@pytest.mark.parametrize(("game_id", "players"), GAME_PLAYERS)
def test_a_seats_private_part_is_its_views_me(game_id: str, players: int) -> None:
    """What the table service compares after a move (``private``) is what the seat sees."""
    game = GAMES[game_id]
    for state in sampled_states(game_id, players, seed=7):
        for seat in range(players):
            assert game.private(state, seat) == game.view(state, seat)["me"]


class _Inner(TypedDict):
    n: int


class _Required(TypedDict):
    name: str
    inner: _Inner | None
    cards: list[str]
    counts: dict[str, int]


class _Sample(_Required, total=False):
    maybe: bool


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ({"name": "a", "inner": None, "cards": [], "counts": {}, "extra": 1}, "'extra' is not in"),
        ({"name": "a", "inner": None, "cards": []}, "'counts' is missing"),
        ({"name": "a", "inner": {"n": True}, "cards": [], "counts": {}}, "is a bool"),
        ({"name": "a", "inner": None, "cards": [1], "counts": {}}, "view['cards'][0]: 1 is not"),
        ({"name": "a", "inner": None, "cards": [], "counts": {"x": "1"}}, "['x']: '1' is not"),
        ({"name": "a", "inner": None, "cards": [], "counts": {}, "maybe": 1}, "'maybe']: 1"),
    ],
)
def test_the_view_check_finds_what_does_not_match(value: dict[str, Any], problem: str) -> None:
    found = mismatches(value, _Sample)
    assert any(problem in f for f in found), found


def test_the_view_check_takes_what_matches() -> None:
    value = {"name": "a", "inner": {"n": 2}, "cards": ["x"], "counts": {"x": 1}, "maybe": True}
    assert mismatches(value, _Sample) == []
    assert mismatches({**value, "inner": None}, _Sample) == []
    del value["maybe"]
    assert mismatches(value, _Sample) == []
