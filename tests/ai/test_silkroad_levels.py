"""Maritime Silk Road's computer levels: the canonical redeal their search samples worlds with,
Easy and Hard choosing only legal moves, Hard's determinism, and the hints (Normal's move and
its reason in every language)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bot.engine.protocol import State, clone
from bot.games.silkroad import SILKROAD
from tests.ai.helpers import random_move

PLAYERS = (2, 3, 4)


def random_states(players: int, seed: int, every: int = 1) -> Iterator[State]:
    """The states of one random game (every ``every``-th), from setup to the end."""
    rng = random.Random(seed)
    state = SILKROAD.setup(players, seed, {})
    step = 0
    while actors := sorted(SILKROAD.to_act(state)):
        if step % every == 0:
            yield state
        seat = actors[0]
        SILKROAD.apply(state, seat, random_move(SILKROAD, SILKROAD.legal_actions(state, seat), rng))
        step += 1
    yield state


@pytest.mark.parametrize("players", PLAYERS)
def test_redeal_depends_on_the_view_alone(players: int) -> None:
    """A world sampled from a sampled world equals the world sampled from the true state with
    the same rng, for every seat (and the public view), and the view stays the same."""
    checked = 0
    for seed in range(3):
        for state in random_states(players, seed, every=3):
            for viewer in (None, *range(players)):
                view = SILKROAD.view(state, viewer)
                world = SILKROAD.redeal(clone(state), viewer, random.Random(1))
                other = SILKROAD.redeal(clone(state), viewer, random.Random(9))
                again = SILKROAD.redeal(clone(other), viewer, random.Random(1))
                assert world == again
                assert SILKROAD.view(world, viewer) == view
                SILKROAD.check_invariants(world)
                checked += 1
    assert checked > 100
