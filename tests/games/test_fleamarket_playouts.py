"""Flea Market: Price War beyond the playout contract (``tests/contract/test_playouts.py``): every
rule reached by random games, how often the market runs dry, and the leak check and ``redeal``
tried on hands, secret popularity and the draw pile.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from typing import Any

import pytest

from bot.engine.playout import _pick, check_no_leaks, random_playout
from bot.engine.protocol import State, clone
from bot.games.fleamarket import FLEAMARKET, POPULARITY, FleaMarket

SOAK = os.environ.get("ICHIBA_SOAK") == "1"
SCALE = 10 if SOAK else 1


def step_through(players: int, seed: int, rng: random.Random) -> tuple[State, Counter[str]]:
    """Play one random game by hand; returns the end state and the events seen."""
    state = FLEAMARKET.setup(players, seed, {})
    seen: Counter[str] = Counter()
    while not FLEAMARKET.is_over(state):
        seat = rng.choice(sorted(FLEAMARKET.to_act(state)))
        events = FLEAMARKET.apply(state, seat, rng.choice(FLEAMARKET.legal_actions(state, seat)))
        seen.update(event["type"] for event in events)
        for event in events:
            if event["type"] == "settlement":
                seen.update(f"role:{entry['role']}" for entry in event["seats"])
        assert min(s["money"] for s in state["seats"]) >= 0
        assert min(s["popularity"] for s in state["seats"]) >= 0
    return state, seen


@pytest.mark.parametrize("players", [3, 4])
def test_every_rule_happens_in_random_games(players: int) -> None:
    """Money and popularity never go negative after any action, and the random games reach
    every rule: price wars, the six-colour end, ties, sales, reshuffles, cuts, extra draws."""
    rng = random.Random(players)
    seen: Counter[str] = Counter()
    for seed in range(60 * SCALE):
        _, events = step_through(players, 90_000 + seed, rng)
        seen += events
    for kind in (
        "price_war",
        "all_colours",
        "tie_choice",
        "sale_choice",
        "reshuffle",
        "cut",
        "extra",
        "round",
        "role:highest",
        "role:lowest",
        "role:sale",
        "role:none",
        "role:skip",
    ):
        assert seen[kind] > 0, f"no {kind} in {dict(seen)}"


def end_reason(players: int, seed: int, *, thrifty: bool) -> str:
    """A random game's end reason; ``thrifty`` players never spend money."""
    rng = random.Random(seed)
    state = FLEAMARKET.setup(players, seed, {})
    while not FLEAMARKET.is_over(state):
        seat = rng.choice(sorted(FLEAMARKET.to_act(state)))
        legal = FLEAMARKET.legal_actions(state, seat)
        if thrifty:
            legal = [a for a in legal if a["type"] != "extra" and not a.get("amount")] or legal
        FLEAMARKET.apply(state, seat, _pick(FLEAMARKET, legal, rng))
    return str(state["end_reason"])


@pytest.mark.parametrize("players", [3, 4])
def test_spent_money_returns_so_the_market_hardly_runs_dry(players: int) -> None:
    """Money is cards that go back to the discards when spent: random games end by popularity
    (while money was a number, 2.3% of 3-player and 0.8% of 4-player random games ran dry;
    ``benchmarks/fleamarket_exhausted.py`` measures 10,000)."""
    games = 400 * SCALE
    spent = Counter(end_reason(players, seed, thrifty=False) for seed in range(games))
    print(f"{players} players, exhausted: {spent['exhausted']} of {games} random games")
    assert spent["exhausted"] <= games // 400, spent


def test_the_dry_market_end_stays_reachable_as_a_safety_net() -> None:
    """Players who never spend money can still drain the market (1.9% of such 3-player games):
    without the dry-market end their game could not finish."""
    hoarded = Counter(end_reason(3, seed, thrifty=True) for seed in range(300 * SCALE))
    assert hoarded["exhausted"] > 0, hoarded


class LeakyFleaMarket(FleaMarket):
    """Deliberately broken: shows every hand."""

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        seen = super().view(state, seat)
        seen["hands"] = [list(s["hand"]) for s in state["seats"]]
        return seen


class PopularityLeak(FleaMarket):
    """Deliberately broken: shows everyone's popularity during the game."""

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        seen = super().view(state, seat)
        seen["popularity"] = [s["popularity"] for s in state["seats"]]
        return seen


class NextCardLeak(FleaMarket):
    """Deliberately broken: shows the next card of the draw pile."""

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        seen = super().view(state, seat)
        seen["next_card"] = state["deck"][-1] if state["deck"] else None
        return seen


def test_leak_check_can_fail() -> None:
    state = FLEAMARKET.setup(4, 99, {})
    state["seats"][2]["popularity_cards"] = [state["deck"].pop()]
    state["seats"][2]["popularity"] = POPULARITY[state["seats"][2]["popularity_cards"][0]]
    check_no_leaks(FLEAMARKET, state, 4, random.Random(1))
    for leaky in (LeakyFleaMarket(), PopularityLeak(), NextCardLeak()):
        with pytest.raises(AssertionError, match="leaks hidden information"):
            check_no_leaks(leaky, state, 4, random.Random(1))


def test_leak_check_catches_a_leaky_game_in_a_playout() -> None:
    with pytest.raises(AssertionError, match="leaks hidden information"):
        random_playout(LeakyFleaMarket(), 3, 1, check_every=1, leak_every=1)


def test_redeal_changes_hidden_information_in_random_games() -> None:
    """Whenever a viewer cannot see something, redeal resamples it and keeps the view."""
    rng = random.Random(11)
    checked = popularity_checks = popularity_changed = 0
    for seed in range(8):
        state = FLEAMARKET.setup(4, seed, {})
        while not FLEAMARKET.is_over(state):
            viewer = rng.choice([None, 0, 1, 2, 3])
            others = [s for i, s in enumerate(state["seats"]) if i != viewer]
            hidden = state["deck"] or any(s["hand"] or s["stalls"] for s in others)
            if hidden and rng.random() < 0.2:
                other = FLEAMARKET.redeal(clone(state), viewer, rng)
                assert other != state
                assert FLEAMARKET.view(other, viewer) == FLEAMARKET.view(state, viewer)
                FLEAMARKET.check_invariants(other)
                if viewer is not None:
                    mine = state["seats"][viewer]
                    assert other["seats"][viewer]["hand"] == mine["hand"]
                    assert other["seats"][viewer]["popularity"] == mine["popularity"]
                secret = [
                    i for i, s in enumerate(state["seats"]) if i != viewer and s["popularity_cards"]
                ]
                changed = [
                    i
                    for i in secret
                    if other["seats"][i]["popularity_cards"]
                    != state["seats"][i]["popularity_cards"]
                ]
                popularity_checks += bool(secret)
                popularity_changed += bool(changed)
                checked += 1
            seat = rng.choice(sorted(FLEAMARKET.to_act(state)))
            FLEAMARKET.apply(state, seat, rng.choice(FLEAMARKET.legal_actions(state, seat)))
    assert checked > 100
    assert popularity_changed > popularity_checks // 2 > 10, "secret popularity is resampled"


def test_redeal_keeps_the_counts_everyone_sees() -> None:
    state = FLEAMARKET.setup(3, 5, {})
    rng = random.Random(2)
    for viewer in (None, 0, 1, 2):
        for _ in range(10):
            other = FLEAMARKET.redeal(clone(state), viewer, rng)
            assert len(other["deck"]) == len(state["deck"])
            for mine, theirs in zip(state["seats"], other["seats"], strict=True):
                assert len(mine["hand"]) == len(theirs["hand"])
                assert len(mine["stalls"]) == len(theirs["stalls"])
            pool = sorted(
                state["deck"] + [c for s in state["seats"] for c in s["hand"] + s["stalls"]]
            )
            again = sorted(
                other["deck"] + [c for s in other["seats"] for c in s["hand"] + s["stalls"]]
            )
            assert pool == again
