"""Tsukiji's computer levels beyond Normal: the canonical redeal their search samples worlds
with, Easy and Hard (legal moves only, Hard deterministic and its tickets mixed), and the hints."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bot.engine.protocol import State, clone
from bot.games.tsukiji import TSUKIJI
from tests.ai.helpers import random_move


def states_along_random_games(players: int, seeds: range) -> Iterator[State]:
    """Every state of random games (rare undos), copies."""
    for seed in seeds:
        rng = random.Random(seed * 13 + players)
        state = TSUKIJI.setup(players, seed, TSUKIJI.default_options)
        while not TSUKIJI.is_over(state):
            yield clone(state)
            seat = rng.choice(sorted(TSUKIJI.to_act(state)))
            TSUKIJI.apply(
                state, seat, random_move(TSUKIJI, TSUKIJI.legal_actions(state, seat), rng)
            )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_redeal_depends_on_the_view_only(players: int) -> None:
    """The same view and the same rng give the same world, whatever the true arrangement."""
    checked = 0
    for index, state in enumerate(states_along_random_games(players, range(2))):
        if index % 3:
            continue
        for seat in [None, *range(players)]:
            view = TSUKIJI.view(state, seat)
            world = TSUKIJI.redeal(clone(state), seat, random.Random(1))
            other = TSUKIJI.redeal(clone(state), seat, random.Random(9))
            assert TSUKIJI.view(world, seat) == view == TSUKIJI.view(other, seat)
            assert TSUKIJI.redeal(other, seat, random.Random(1)) == world
            TSUKIJI.check_invariants(world)
            checked += 1
    assert checked > 100


def test_redeal_forgets_where_an_unconfirmed_draft_lies() -> None:
    """Another seat's tickets placed but not confirmed are secret, count and lots included."""
    state = TSUKIJI.setup(3, 4, {})
    TSUKIJI.apply(state, 1, {"type": "ticket", "lot": 2, "ticket": "x2"})
    world = TSUKIJI.redeal(clone(state), 0, random.Random(1))
    assert world["seats"][1]["draft"] == [None] * 4
    assert TSUKIJI.redeal(clone(state), 1, random.Random(1))["seats"][1]["draft"][2] == "x2"
