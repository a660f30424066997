"""The Fisherman levels besides Normal: the canonical redeal they sample worlds with, Easy and
Hard playing only legal moves, Hard's determinism, and the hints (Normal's move and a reason)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bot.engine.protocol import State, clone
from bot.games import fisherman as rules
from bot.games.fisherman import FISHERMAN


def random_states(players: int, seeds: range, every: int = 1) -> Iterator[State]:
    """States along random games (every ``every``-th one)."""
    for seed in seeds:
        rng = random.Random(seed)
        state = FISHERMAN.setup(players, seed, FISHERMAN.default_options)
        step = 0
        while actors := FISHERMAN.to_act(state):
            if step % every == 0:
                yield state
            seat = min(actors)
            FISHERMAN.apply(state, seat, rng.choice(FISHERMAN.legal_actions(state, seat)))
            step += 1


@pytest.mark.parametrize("players", [3, 4])
def test_redeal_depends_on_the_view_alone(players: int) -> None:
    for state in random_states(players, range(3), every=3):
        for seat in range(players):
            view = FISHERMAN.view(state, seat)
            once = FISHERMAN.redeal(clone(state), seat, random.Random(1))
            other = FISHERMAN.redeal(clone(state), seat, random.Random(9))
            assert FISHERMAN.view(once, seat) == view
            assert FISHERMAN.view(other, seat) == view
            FISHERMAN.check_invariants(once)
            assert FISHERMAN.redeal(clone(other), seat, random.Random(1)) == once


def test_redeal_resamples_the_future_decks() -> None:
    state = FISHERMAN.setup(4, 7, FISHERMAN.default_options)
    seeds = {FISHERMAN.redeal(clone(state), 0, random.Random(k))["seed"] for k in range(5)}
    assert len(seeds) == 5


def test_the_matching_fallback_deals_canonically_and_fits() -> None:
    """When no shuffle fits (tight voids), the matched deal still depends on the view alone."""
    for state in random_states(4, range(4, 6), every=5):
        seat = int(state["turn"])
        copy = clone(state)
        hidden = rules.hidden_discards(copy)
        piles = {s: copy["hands"][s] for s in range(4) if s != seat}
        piles[rules._UNUSED] = copy["unused"]
        piles[rules._DISCARD] = hidden
        sizes = {holder: len(pile) for holder, pile in piles.items()}
        pool = rules.sort_cards([c for pile in piles.values() for c in pile])
        fits = rules._fits(copy)
        dealt = rules._matched(pool, sizes, fits, random.Random(2))
        assert {h: len(cards) for h, cards in dealt.items()} == sizes
        assert sorted(c for cards in dealt.values() for c in cards) == sorted(pool)
        assert all(fits(h, c) for h, cards in dealt.items() for c in cards)
        assert rules._matched(pool, sizes, fits, random.Random(2)) == dealt
