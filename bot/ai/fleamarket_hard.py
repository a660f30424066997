"""Hard, the searching Flea Market computer: Normal's player, with its display values, price
cuts and passes chosen by determinized search.

Where Normal picks a display value (or passes) or a price cut, Hard tries each candidate in
worlds sampled from its view (``fleamarket.redeal``: hands, piles and hidden popularity
resampled), plays the round on to its settlement with Normal in every seat (each from its own
view of that world), and values what it reaches: its popularity and money against the best
other seat's, with the game's own result when the round ends it. Candidates meet the same
worlds and the same rollout seeds, and the weaker half is dropped after each round of
worlds (sequential halving). A value is played with the cards Normal would play of it, so the
card steps that follow need no search (Hard keeps no memory between decisions). Everything
else (card steps, maintenance, ties, sales, restocks) is Normal's choice, at no cost.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from bot.ai.fleamarket import PARAMS, Params, _computer_score, best_option, normal, select_step
from bot.engine.protocol import Action, State, clone
from bot.games.fleamarket import FLEAMARKET as GAME
from bot.games.fleamarket_view import SeatView


@dataclass(frozen=True)
class HardBudget:
    """How much Hard searches one decision (counts, never time)."""

    worlds: int = 3  # sampled worlds per round of halving
    keep: int = 3  # display values searched (those Normal rates best), beside passing
    money_weight: float = 0.15  # one money against one popularity at the round's end
    hand_weight: float = 0.3  # one hand card against one popularity
    win_bonus: float = 10.0  # a game won within the horizon, in popularity


HARD = HardBudget()


def round_over(state: State, start_round: int) -> bool:
    """Whether the round that began at ``start_round`` is settled (or the game is over)."""
    return state["phase"] in ("restock", "over") or state["round"] != start_round


def seat_view(state: State, seat: int) -> SeatView:
    """What ``seat`` sees of ``state`` (a seat's view always has its ``me``)."""
    return cast(SeatView, GAME.view(state, seat))


def rollout(state: State, rng: random.Random, start_round: int) -> None:
    """Play ``state`` on with Normal in every seat until the round is settled."""
    while not round_over(state, start_round) and (actors := GAME.to_act(state)):
        actor = min(actors)
        legal = GAME.legal_actions(state, actor)
        GAME.apply(state, actor, normal(seat_view(state, actor), legal, rng))


def worth(state: State, seat: int, budget: HardBudget) -> float:
    """How good ``state`` is for ``seat``: popularity, money and hand against the best other
    seat's; a finished game counts its win share above everything."""
    result = GAME.result(state)
    seats = state["seats"]

    def standing(s: int) -> float:
        seat_state = seats[s]
        return float(
            seat_state["popularity"]
            + budget.money_weight * seat_state["money"]
            + budget.hand_weight * len(seat_state["hand"])
        )

    margin = standing(seat) - max(standing(s) for s in range(len(seats)) if s != seat)
    if result is None:
        return margin
    winners = result["winners"]
    share = 1 / len(winners) if seat in winners else 0.0
    return budget.win_bonus * share + 0.1 * margin


def play_value(state: State, seat: int, value: int, params: Params = PARAMS) -> None:
    """Choose ``value`` and play the cards of it Normal would play."""
    GAME.apply(state, seat, {"type": "value", "value": value})
    score = _computer_score(params)
    while seat in GAME.to_act(state) and state["seats"][seat]["selection"] is not None:
        view = seat_view(state, seat)
        GAME.apply(state, seat, select_step(view, GAME.legal_actions(state, seat), score))


def apply_candidate(state: State, seat: int, action: Action) -> None:
    if action["type"] == "value":
        play_value(state, seat, int(action["value"]))
    else:
        GAME.apply(state, seat, action)


def search(
    world: State, seat: int, candidates: Sequence[Action], rng: random.Random, budget: HardBudget
) -> Action:
    """The candidate with the best mean worth over sampled worlds (sequential halving, common
    worlds and rollout seeds)."""
    if len(candidates) == 1:
        return candidates[0]
    alive = list(range(len(candidates)))
    totals = [0.0] * len(candidates)
    tried = [0] * len(candidates)
    start_round = world["round"]
    rounds = max(1, math.ceil(math.log2(len(candidates))))
    first = True
    for _ in range(rounds):
        for _ in range(budget.worlds):
            sample = clone(world) if first else GAME.redeal(clone(world), seat, rng)
            first = False
            seed = rng.getrandbits(32)
            for k in alive:
                state = clone(sample)
                apply_candidate(state, seat, candidates[k])
                rollout(state, random.Random(seed), start_round)
                totals[k] += worth(state, seat, budget)
                tried[k] += 1
        if len(alive) <= 1:
            break
        alive.sort(key=lambda k: (-totals[k] / tried[k], k))
        alive = alive[: max(1, len(alive) // 2)]
    return candidates[max(alive, key=lambda k: (totals[k] / tried[k], -k))]


def candidates(view: SeatView, legal: list[Action], keep: int) -> list[Action]:
    """The choices Hard searches: the ``keep`` display values Normal rates best and passing, or
    every price cut Normal would consider; empty when Normal's choice stands."""
    phase = view["phase"]
    if phase == "display" and view["me"]["selection"] is None:
        score = _computer_score(PARAMS)
        rated = []
        for action in legal:
            if action["type"] == "value":
                _, best = best_option(view, score, int(action["value"]))
                rated.append((-best, int(action["value"])))
        rated.sort()
        values: list[Action] = [{"type": "value", "value": v} for _, v in rated[:keep]]
        return [*values, {"type": "pass"}]
    if phase == "cut":
        return [a for a in legal if a["type"] == "cut" and a["amount"] <= PARAMS.max_cut]
    return []


def decide(
    view: SeatView, legal: list[Action], rng: random.Random, world: State, budget: HardBudget
) -> Action:
    """Hard's move with an explicit ``budget`` (for tuning)."""
    choice = normal(view, legal, rng)
    options = candidates(view, legal, budget.keep)
    if len(options) <= 1:
        return choice
    ordered = [choice, *(a for a in options if a != choice)]
    seat = int(view["me"]["seat"])
    return search(world, seat, ordered, rng, budget)

