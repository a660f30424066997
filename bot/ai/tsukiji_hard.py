"""Tsukiji's Hard computer: Normal's judgement, a model of the other seats and a mixed draft.

* **Tickets** (secret, simultaneous): the others' drafts are sampled from a mixture: each other
  seat plays, with chance ``NORMAL_WEIGHT``, the draft Normal would plan in its place (Normal
  plans from public facts only: the lots, the market, the seats, that seat's unspent specials,
  so any seat can compute it), and otherwise a plausible random draft as Normal imagines one.
  Hard's own assignments are hill-climbed over more samples and more steps than Normal's,
  and the draft played is drawn from a softmax over the best assignments met
  (``TEMPERATURE``, in yen of relative value): a mixed policy, not a fixed one. Every step of
  one draft recomputes the same candidates (memoised by the public situation) and draws its
  ticket from those consistent with the tickets already placed, which draws the whole draft
  from that softmax.
* **Buying**: each buy (or pass) is played on in the sampled world to the end of the round,
  every later seat choosing as Normal would from its own view of that world; the round's end
  is valued with Normal's expected card values (own total against the others'). Only this
  round's open lots matter: nothing hidden (the deck's order) is read.
* **Placement** (Takusan, Yakuza): Normal's choice, a one-step decision.
"""

from __future__ import annotations

import functools
import json
import math
import random
from collections.abc import Sequence
from typing import Any

from bot.ai import tsukiji as ai
from bot.engine.protocol import Action, State, clone
from bot.games import tsukiji as rules
from bot.games.tsukiji_view import SeatView

NORMAL_WEIGHT = 0.75  # chance an opponent's sampled draft is the one Normal would plan
SAMPLES = 12  # sampled drafts of the others per scored assignment
CLIMB_STEPS = 6  # hill-climb iterations over ticket assignments
TEMPERATURE = 0.5  # softmax temperature over assignments, in yen of relative value
SHORTLIST = 6  # assignments the mixed draft is drawn from


# -- tickets -----------------------------------------------------------------------------------
def seat_root_view(view: SeatView, seat: int) -> dict[str, Any]:
    """What ``seat`` sees before its first ticket of this round, built from public facts."""
    lots = len(view["lots"])
    pool = [*ai.NORMALS, *view["seats"][seat]["specials"]]
    return {**view, "me": {"seat": seat, "draft": [None] * lots, "available": pool}}


def normal_draft(view: SeatView, seat: int) -> tuple[str, ...]:
    """The draft Normal plans in ``seat``'s place (memoised, as Normal's own plans are)."""
    return ai._root_plan(ai._root_key(seat_root_view(view, seat)), ai.PARAMS)  # type: ignore[arg-type]


class WeightedPlanner(ai.Planner):
    """Normal's planner over samples of the others' drafts, each sample with its weight."""

    def __init__(self, scenario: ai.Scenario, players: int, weights: Sequence[float]) -> None:
        super().__init__(scenario, players)
        total = sum(weights)
        self.weights = [w / total for w in weights]
        self.scores: dict[tuple[str, ...], float] = {}

    def score(self, assignment: Sequence[str]) -> float:
        key = tuple(assignment)
        found = self.scores.get(key)
        if found is not None:
            return found
        mine = [ai._TICKET_PARTS[t] for t in assignment]
        lots = range(len(assignment))
        total = 0.0
        for sample, (parts, weight) in enumerate(
            zip(self.scenario.opponent_parts, self.weights, strict=True)
        ):
            totals = []
            for lot in lots:
                p, m = parts[lot], mine[lot]
                totals.append(ai._price_total(p[0] + m[0], p[1] + m[1], p[2] + m[2], p[3] + m[3]))
            order = tuple(sorted(lots, key=lambda i: (-totals[i], i)))
            cache = self.cache[sample]
            result = cache.get(order)
            if result is None:
                result = cache[order] = ai._outcome(self.scenario, order, self.tiles)
            total += weight * result
        specials = sum(t in ai.SPECIALS for t in assignment)
        value = total - specials * (self.special_weight + 0.01)
        self.scores[key] = value
        return value


def _opponent_samples(view: SeatView, rng: random.Random) -> list[list[list[int]]]:
    """Per sample, per lot: the summed ticket parts of the other seats."""
    me = int(view["me"]["seat"])
    lots = len(view["lots"])
    modelled = {
        seat: list(normal_draft(view, seat)) for seat in range(len(view["seats"])) if seat != me
    }
    samples = []
    for _ in range(SAMPLES):
        per_lot = [[0, 0, 0, 0] for _ in range(lots)]
        for seat, planned in modelled.items():
            if rng.random() < NORMAL_WEIGHT:
                draft = planned
            else:
                specials = view["seats"][seat]["specials"]
                draft = ai._sample_draft(specials, lots, rng, ai.PARAMS.special_chance)
            for lot, ticket in enumerate(draft):
                for i, part in enumerate(ai._TICKET_PARTS[ticket]):
                    per_lot[lot][i] += part
        samples.append(per_lot)
    return samples


def _climb(planner: WeightedPlanner, start: list[str], pool: list[str]) -> None:
    """Hill-climb from ``start``, scoring every neighbour met (kept in ``planner.scores``)."""
    tail, best = start, planner.score(start)
    for _ in range(CLIMB_STEPS):
        found, score = tail, best
        for candidate in ai._neighbours(tail, pool):
            value = planner.score(candidate)
            if value > score + 1e-9:
                found, score = candidate, value
        if found is tail:
            return
        tail, best = found, score


@functools.lru_cache(maxsize=256)
def draft_candidates(key: str) -> tuple[tuple[tuple[str, ...], float], ...]:
    """The best whole drafts for an empty draft (the root view ``key``) with their values."""
    view = json.loads(key)
    rng = random.Random(f"tsukiji-hard:{key}")
    scenario = ai._scenario(view, rng, ai.PARAMS)
    scenario.opponent_parts = _opponent_samples(view, rng)
    planner = WeightedPlanner(scenario, int(view["players"]), [1.0] * SAMPLES)
    pool = list(view["me"]["available"])
    lots = list(range(len(view["lots"])))
    _climb(planner, ai._initial_assignment(scenario, lots, pool), pool)
    normal_plan = list(ai._root_plan(key, ai.PARAMS))
    _climb(planner, normal_plan, pool)
    ranked = sorted(planner.scores.items(), key=lambda item: (-item[1], item[0]))
    return tuple(ranked[:SHORTLIST])


def choose_ticket(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """The next ticket of a draft drawn from the softmax over the best drafts, given the
    tickets already placed; confirm once every lot has one."""
    for action in legal:
        if action["type"] == "confirm":
            return action
    draft = view["me"]["draft"]
    ranked = draft_candidates(ai._root_key(view))
    fitting = [
        (plan, value)
        for plan, value in ranked
        if all(t is None or t == p for t, p in zip(draft, plan, strict=True))
    ]
    if not fitting:  # a draft begun elsewhere: Normal completes it
        return ai.choose_ticket(view, legal, ai.PARAMS)
    best = max(value for _, value in fitting)
    weights = [math.exp((value - best) / TEMPERATURE) for _, value in fitting]
    plan = rng.choices([plan for plan, _ in fitting], weights)[0]
    lot = draft.index(None)
    wanted = {"type": "ticket", "lot": lot, "ticket": plan[lot]}
    return wanted if wanted in legal else ai.choose_ticket(view, legal, ai.PARAMS)


# -- buying --------------------------------------------------------------------------------------
def round_end_value(state: State, seat: int, bought_round: int) -> float:
    """``seat``'s standing once the round is bought out: Normal's expected card values plus
    money, against the others (the final scores once the game is over)."""
    if rules.TSUKIJI.is_over(state):
        result = rules.TSUKIJI.result(state)
        assert result is not None
        return ai.relative([float(s) for s in result["scores"]], seat, ai.PARAMS)
    view: SeatView = rules.TSUKIJI.view(state, seat)  # type: ignore[assignment]
    left = rules.ROUNDS - bought_round
    value = ai.valuation(ai.market_keys(view), left, ai.PARAMS, ai.bonus_table(view))
    counts = [ai.seat_counts(s) for s in view["seats"]]
    table = ai.Table(counts, [], [], [], 0, [], ai.yakuza_counts(view))
    alarm = ai.alarm_value(left, ai.PARAMS)
    totals = [
        value.holdings(c)
        + s["money"]
        + table.standing(value, i)
        + (alarm if i == view["start_player"] else 0.0)
        for i, (c, s) in enumerate(zip(counts, view["seats"], strict=True))
    ]
    return ai.relative(totals, seat, ai.PARAMS)


def play_round_out(state: State, rng: random.Random) -> None:
    """Every seat chooses as Normal would until this round's buying is over."""
    game = rules.TSUKIJI
    bought_round = state["round"]
    while state["phase"] == "buy" and state["round"] == bought_round:
        actor = min(game.to_act(state))
        legal = game.legal_actions(state, actor)
        game.apply(state, actor, ai.normal(game.view(state, actor), legal, rng))  # type: ignore[arg-type]


def choose_buy(view: SeatView, legal: list[Action], world: State, rng: random.Random) -> Action:
    """The buy (or pass) with the best standing at the round's end, the later seats playing
    as Normal would."""
    me = int(view["me"]["seat"])
    bought_round = int(view["round"])
    best_action, best = legal[0], -math.inf
    for action in legal:
        state = clone(world)
        rules.TSUKIJI.apply(state, me, action)
        play_round_out(state, rng)
        score = round_end_value(state, me, bought_round)
        if score > best + 1e-9:
            best_action, best = action, score
    return best_action


def hard(view: SeatView, legal: list[Action], rng: random.Random, world: State) -> Action:
    """Hard: the mixed best response to modelled drafts, buying by playing the round out."""
    kind = legal[0]["type"]
    if kind in ("takusan", "yakuza"):
        return ai.choose_row(view, legal, ai.PARAMS)
    if view["phase"] == "buy":
        if len(legal) == 1:
            return legal[0]
        return choose_buy(view, legal, world, rng)
    return choose_ticket(view, legal, rng)
