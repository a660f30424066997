"""The determinized search of the hard level, on a tiny game whose best moves are known."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from bot.ai.search import Budget, final_value, playout, search
from bot.engine.protocol import Action, Event, Game, Result, State, clone


class RaceToTen(Game):
    """Two players add 1 or 2 to a shared total in turn; whoever makes it 10 wins. The seat to
    move wins from any total not ≡ 1 (mod 3) by moving to the next total ≡ 1 (mod 3)."""

    id = "race"
    min_players = max_players = 2

    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> State:
        return {"total": int(options.get("total", 0)), "turn": 0, "winner": None}

    def to_act(self, state: State) -> frozenset[int]:
        return frozenset() if state["winner"] is not None else frozenset({state["turn"]})

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return [{"type": "add", "n": n} for n in (1, 2) if state["total"] + n <= 10]

    def _apply(self, state: State, seat: int, action: Action) -> list[Event]:
        state["total"] += action["n"]
        if state["total"] == 10:
            state["winner"] = seat
        state["turn"] = 1 - seat
        return []

    def view(self, state: State, seat: int | None) -> Mapping[str, Any]:
        return dict(state)

    def result(self, state: State) -> Result | None:
        if state["winner"] is None:
            return None
        winner = state["winner"]
        scores = [int(seat == winner) for seat in (0, 1)]
        return {"scores": scores, "ranking": [winner, 1 - winner], "winners": [winner]}

    def redeal(self, state: State, viewer: int | None, rng: random.Random) -> State:
        return clone(state)  # nothing is hidden


RACE = RaceToTen()
ADD_1, ADD_2 = {"type": "add", "n": 1}, {"type": "add", "n": 2}


def random_rollout(view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
    return rng.choice(legal)


def smart_rollout(view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
    """Perfect play: move to a total ≡ 1 (mod 3) when possible."""
    good = [a for a in legal if (view["total"] + a["n"]) % 3 == 1]
    return good[0] if good else legal[0]


def decide(total: int, rng: random.Random, **budget: Any) -> Action:
    world = RACE.setup(2, 0, {"total": total})
    rollout = budget.pop("rollout", smart_rollout)
    legal = RACE.legal_actions(world, 0)
    return search(RACE, world, 0, legal, rng, rollout=rollout, budget=Budget(**budget))


def test_search_takes_the_immediate_win() -> None:
    assert decide(8, random.Random(1), worlds=4, rollout=random_rollout) == ADD_2
    assert decide(7, random.Random(1), worlds=4, rollout=random_rollout) == ADD_1  # 9 loses


def test_search_finds_the_winning_move_with_good_rollouts() -> None:
    # From 3 the winning move is +1 (to 4); from 5 it is +2 (to 7).
    assert decide(3, random.Random(2), worlds=4) == ADD_1
    assert decide(5, random.Random(2), worlds=4) == ADD_2


def test_search_is_deterministic_given_the_generator() -> None:
    picks = {str(decide(4, random.Random(7), worlds=6, rollout=random_rollout)) for _ in range(3)}
    assert len(picks) == 1


def test_a_positive_temperature_mixes_between_close_moves() -> None:
    # From 1 every move loses against perfect play: both are worth the same, so a mixed choice
    # takes each now and then, and the pure one always the same.
    mixed = Counter(str(decide(1, random.Random(s), worlds=2, temperature=0.5)) for s in range(40))
    pure = Counter(str(decide(1, random.Random(s), worlds=2)) for s in range(40))
    assert len(mixed) == 2 and min(mixed.values()) >= 5
    assert len(pure) == 1


def test_a_single_candidate_needs_no_search() -> None:
    world = RACE.setup(2, 0, {"total": 9})
    rng = random.Random(3)
    before = rng.getstate()
    assert search(RACE, world, 0, [ADD_1], rng, rollout=random_rollout, budget=Budget()) == ADD_1
    assert rng.getstate() == before


def test_playout_stops_at_the_horizon_and_evaluates() -> None:
    state = RACE.setup(2, 0, {})
    value = playout(RACE, state, 0, smart_rollout, random.Random(0), 2, lambda g, s, seat: -1.0)
    assert value == -1.0 and state["total"] in (2, 3, 4)
    finished = RACE.setup(2, 0, {"total": 8})
    assert playout(RACE, finished, 0, smart_rollout, random.Random(0), None, final_value) > 1.0


def test_final_value_counts_a_shared_win_and_the_margin() -> None:
    state = {"total": 10, "turn": 1, "winner": 0}
    assert final_value(RACE, state, 0) == 1.1
    assert final_value(RACE, state, 1) == -0.1
