"""Hard Fisherman: Normal's determinised look-ahead, aimed at shields instead of points.

Normal values a card or a rule by its points minus the others' average. What wins the game is
shields: a tournament's rank (gold, silver, bronze) added to the totals so far. Hard plays each
candidate on in deals sampled from its view (as Normal does, the rest of the tournament by the
greedy policy for every seat), then values where the tournament ends by the shields it brings:
in the last tournament the share of the win, before it an estimate of the chance to win from
the shield totals (a softmax whose spread shrinks as fewer tournaments are left), plus a tenth
of a win per point of margin, so that close deals still count. It samples more deals than Normal,
drops clearly worse cards halfway (sequential halving), and spends nothing on forced moves.

The ``world`` the engine samples is not needed: the deals come from the view alone, like
Normal's (the engine's ``redeal`` and Normal's sampler both keep sizes, voids and the
non-scoring hidden discards).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from bot.ai import fisherman as base
from bot.engine.protocol import Action, State
from bot.games import fisherman as rules
from bot.games.fisherman_view import SeatView


@dataclass(frozen=True)
class HardParams:
    """Knobs of the hard level (counts, never time)."""

    samples: int = 48  # most deals per card decision, over both halves
    budget: int = 30_000  # simulated plays per card decision
    rule_samples: int = 24  # most deals per rule option
    rule_budget: int = 320  # whole-tournament play-outs per rule decision
    margin: float = 0.1  # weight of one point of margin beside the shield value
    spread: float = 1.5  # softmax spread of the shield totals per tournament still to come


HARD = HardParams()


def shield_value(view: SeatView, points: Sequence[int], me: int, params: HardParams) -> float:
    """What a tournament ending with ``points`` is worth to ``me``: its chance to win the game
    (exact in the last tournament, estimated from the shield totals before), plus a small
    share of the point margin over the others' average."""
    _, kinds = rules.shield_ranks(list(points))
    totals = [
        int(seat["shield_points"]) + (rules.SHIELD_POINTS[kind] if kind else 0)
        for seat, kind in zip(view["seats"], kinds, strict=True)
    ]
    left = int(view["tournaments"]) - int(view["tournament"])
    if left <= 0:
        best = max(totals)
        win = 1 / totals.count(best) if totals[me] == best else 0.0
    else:
        spread = params.spread * math.sqrt(left)
        top = max(totals)
        weights = [math.exp((t - top) / spread) for t in totals]
        win = weights[me] / sum(weights)
    return win + params.margin * base.relative(points, me)


def choose_card(
    view: SeatView, legal: list[Action], rng: random.Random, params: HardParams
) -> Action:
    """The legal card with the best shield value over sampled deals, halving the candidates."""
    cards = [base.CARD_ID[a["card"]] for a in legal]
    me = int(view["me"]["seat"])
    mat = base.rules_from_view(view)
    trick = [(p["seat"], base.CARD_ID[p["card"]]) for p in view["trick"]]
    players = int(view["players"])
    start = [int(seat["points"]) for seat in view["seats"]]
    cost = max(1, len(cards) * len(view["me"]["hand"]) * players)
    half = max(2, min(params.samples, params.budget // cost) // 2)
    alive = list(range(len(cards)))
    totals = [0.0] * len(cards)
    for round_no in (0, 1):
        for _ in range(half):
            hands = base.sample_hands(view, rng)
            for index in alive:
                points = _played_on(hands, trick, me, cards[index], mat, start)
                totals[index] += shield_value(view, points, me, params)
        if round_no == 0 and len(alive) > 2:
            alive.sort(key=lambda i: -totals[i])
            alive = alive[: max(2, len(alive) // 2)]
    best = max(alive, key=lambda i: (totals[i], -mat.strength[cards[i]]))
    return legal[best]


def _played_on(
    hands: list[list[int]],
    trick: list[tuple[int, int]],
    me: int,
    card: int,
    mat: base.Rules,
    start: list[int],
) -> list[int]:
    """Each seat's points at the end of the tournament after ``me`` plays ``card`` into this
    deal and every seat goes on greedily."""
    players = len(hands)
    sim_hands = [list(h) for h in hands]
    sim_hands[me].remove(card)
    sim_trick = [*trick, (me, card)]
    points = list(start)
    turn = (me + 1) % players
    if len(sim_trick) == players:
        winner = base.trick_winner(sim_trick, mat)
        points[winner] += sum(mat.points[c] for _, c in sim_trick)
        sim_trick, turn = [], winner
    won, _ = base.play_out(sim_hands, sim_trick, turn, mat, len(sim_hands[turn]) + 1)
    return [a + b for a, b in zip(points, won, strict=True)]


def choose_rule(
    view: SeatView, legal: list[Action], rng: random.Random, params: HardParams
) -> Action:
    """The rule whose whole-tournament play-outs bring the best shield value."""
    me = int(view["me"]["seat"])
    step = legal[0]["type"]
    options = base._rule_options(legal)
    samples = max(2, min(params.rule_samples, params.rule_budget // len(options)))
    totals = [0.0] * len(options)
    leader = int(view["dealer"])
    for _ in range(samples):
        hands = base.sample_hands(view, rng)
        for index, (_, value) in enumerate(options):
            mat = base._fill_rules(hands, view, {step: value})
            won, _ = base.play_out([list(h) for h in hands], [], leader, mat, len(hands[me]))
            totals[index] += shield_value(view, won, me, params)
    best = max(range(len(options)), key=lambda i: totals[i])
    return options[best][0]


def play(view: SeatView, legal: list[Action], rng: random.Random, params: HardParams) -> Action:
    """The hard level with explicit ``params`` (for tuning); forced moves cost nothing."""
    if len(legal) == 1:
        return legal[0]
    if legal[0]["type"] == "play":
        return choose_card(view, legal, rng, params)
    return choose_rule(view, legal, rng, params)


def hard(view: SeatView, legal: list[Action], rng: random.Random, world: State) -> Action:
    """Hard: shield-aimed look-ahead over deals sampled from the view (``world`` unused)."""
    return play(view, legal, rng, HARD)
