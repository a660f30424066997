"""Computer players for Fisherman, reading only the seat's view.

Levels: ``normal`` (below, the yardstick), ``easy`` (greedy with slips), ``hard`` (the same
look-ahead valued in shields, playing on like Normal) and ``explain`` (Normal's move with
a reason, for hints); each has its section at the end of this module.

The computer plays by determinised look-ahead (perfect-information Monte Carlo): it deals the
cards it cannot see at random among the other hands (sizes kept, public voids respected), plays
each of its legal cards into each such deal, lets every seat continue with the greedy policy
for the rest of the trick and a few more tricks, and picks the card with the best average of
its points minus the opponents' average. Rule choices (target, order, size, junk) are made the
same way over whole tournaments: later rules are set by the greedy policy of their setters.

The greedy baseline (also the look-ahead's play-out policy): win a trick that is worth points
with the weakest winning card, otherwise lose it, giving the winner the worst card it can;
lead a weak card worth nothing; set rules after the cards in hand.

Memory: the computer is stateless; it knows exactly what its seat's view shows now, which is
what is public now. A completed trick's set-aside cards are in the view only while the trick
lies open (until the next card); after that the computer cannot place them, like a player who
does not count cards, and deals them among the unseen cards. What anyone at the table knows of
them is used: they never score, so each sampled deal sets aside that many non-scoring cards
before dealing the other hands.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.ai.base import Hint
from bot.engine.data import load_json
from bot.engine.protocol import Action, State
from bot.games import fisherman as rules
from bot.games.fisherman_view import SeatView

SPECIES: list[str] = rules.SPECIES
SIZES: list[int] = rules.SIZES
N_SIZES = len(SIZES)
SCORING: dict[str, int] = rules.SCORING
CARD_ID: dict[str, int] = {
    rules.card_name(s, n): i * N_SIZES + j
    for i, s in enumerate(SPECIES)
    for j, n in enumerate(SIZES)
}
CARD_NAME: dict[int, str] = {i: name for name, i in CARD_ID.items()}
SPECIES_OF: list[int] = [i // N_SIZES for i in range(len(CARD_ID))]
SIZE_OF: list[int] = [SIZES[i % N_SIZES] for i in range(len(CARD_ID))]


@dataclass(frozen=True)
class Params:
    """Knobs of the computer player."""

    samples: int = 16  # most deals sampled per card decision
    horizon: int = 12  # tricks looked at after the current one (12: to the end)
    budget: int = 6000  # simulated plays per card decision (bounds the time)
    rule_budget: int = 48  # whole-tournament play-outs per rule decision
    rule_samples: int = 6  # most deals per rule option


PARAMS = Params()


# -- the rules as tables -----------------------------------------------------------------------
@dataclass
class Rules:
    """The rules on the mat as lookup tables by card id (``None`` rules count as unset)."""

    target: int | None
    ascending: bool
    low: int | None
    junk: int | None
    points: list[int]
    strength: list[int]
    power: list[float]  # strength from 0.1 (weakest) to 1 (strongest)
    keys: list[list[int]]  # keys[lead][card]: how strongly a card bids for a trick led in lead

    @classmethod
    def make(cls, target: int | None, ascending: bool, low: int | None, junk: int | None) -> Rules:
        points = []
        for card in range(len(CARD_ID)):
            sp, size = SPECIES_OF[card], SIZE_OF[card]
            value = 0
            if sp == target:
                value += SCORING["target"]
            if sp == junk:
                value += SCORING["junk"]
            if low is not None and low <= size <= low + 1:
                value += SCORING["size_on_junk"] if sp == junk else SCORING["size"]
            points.append(value)
        strength = [-SIZE_OF[c] if ascending else SIZE_OF[c] for c in range(len(CARD_ID))]
        top = max(SIZES)
        power = [(top + 1 - SIZE_OF[c] if ascending else SIZE_OF[c]) / top for c in CARD_NAME]
        keys = [
            [
                300 + strength[c]
                if SPECIES_OF[c] == junk
                else (100 + strength[c] if SPECIES_OF[c] == lead else 0)
                for c in range(len(CARD_ID))
            ]
            for lead in range(len(SPECIES))
        ]
        return cls(target, ascending, low, junk, points, strength, power, keys)

    def key(self, card: int, lead: int) -> int:
        """How strongly ``card`` bids for a trick led in species ``lead`` (0: not at all)."""
        return self.keys[lead][card]


def rules_from_view(view: SeatView) -> Rules:
    mat = view["rules"]
    target = SPECIES.index(mat["target"]) if mat["target"] else None
    junk = SPECIES.index(mat["junk"]) if mat["junk"] else None
    low = mat["size"][0] if mat["size"] else None
    return Rules.make(target, mat["order"] != "desc", low, junk)


# -- the greedy policy (baseline and play-outs) ------------------------------------------------
def greedy_card(hand: Sequence[int], trick: Sequence[tuple[int, int]], mat: Rules) -> int:
    """Win a trick worth points with the weakest winner; else lose it, dumping the worst card."""
    points = mat.points
    if not trick:
        junk, strength = mat.junk, mat.strength
        return min(hand, key=lambda c: (points[c] > 0, SPECIES_OF[c] == junk, strength[c]))
    lead = SPECIES_OF[trick[0][1]]
    legal = [c for c in hand if SPECIES_OF[c] == lead] or hand
    keys = mat.keys[lead]
    best = 0
    value = 0
    for _, card in trick:
        value += points[card]
        if keys[card] > best:
            best = keys[card]
    cheapest, losing = -1, -1
    for card in legal:
        key = keys[card]
        if key > best:
            if cheapest < 0 or (key, -points[card]) < (keys[cheapest], -points[cheapest]):
                cheapest = card
        elif losing < 0 or (points[card], -mat.strength[card]) < (
            points[losing],
            -mat.strength[losing],
        ):
            losing = card
    if cheapest >= 0 and (value + points[cheapest] > 0 or losing < 0):
        return cheapest
    return losing


def trick_winner(trick: Sequence[tuple[int, int]], mat: Rules) -> int:
    """The seat winning a complete ``trick``."""
    keys = mat.keys[SPECIES_OF[trick[0][1]]]
    seat, _ = max(trick, key=lambda play: keys[play[1]])
    return seat


def play_out(
    hands: list[list[int]],
    trick: list[tuple[int, int]],
    turn: int,
    mat: Rules,
    tricks: int,
    imitation: Imitation | None = None,
) -> tuple[list[int], int]:
    """Continue from ``turn`` until ``tricks`` more tricks end (or the hands do), every seat
    playing the greedy card, or with ``imitation`` a card drawn from the policy fitted to
    Normal (Hard's play-outs).

    Mutates ``hands`` and ``trick``. Returns (points won per seat, plays simulated).
    """
    players = len(hands)
    won = [0] * players
    plays = 0
    while tricks > 0 and hands[turn]:
        if imitation is None:
            card = greedy_card(hands[turn], trick, mat)
        else:
            card = imitation.card(hands[turn], trick, mat)
        hands[turn].remove(card)
        trick.append((turn, card))
        plays += 1
        if len(trick) == players:
            winner = trick_winner(trick, mat)
            won[winner] += sum(mat.points[c] for _, c in trick)
            trick.clear()
            turn = winner
            tricks -= 1
        else:
            turn = (turn + 1) % players
    return won, plays


# -- hidden cards --------------------------------------------------------------------------------
def _open_set_aside(view: SeatView) -> list[str]:
    """The set-aside cards the view still shows (the last trick, while it lies open in this
    tournament: the previous tournament's, shown while the rules are set, is another deal)."""
    last = view["last_trick"]
    if not last or view["phase"] != "fishing":
        return []
    return [p["card"] for p in last["plays"] if p["card"] and p["card"] not in last["kept"]]


def unseen_cards(view: SeatView) -> list[int]:
    """Cards this seat cannot place: in other hands, unused or set aside face down."""
    seen = {CARD_ID[c] for c in view["me"]["hand"]}
    for seat in view["seats"]:
        seen.update(CARD_ID[c] for c in seat["captured"])
    seen.update(CARD_ID[p["card"]] for p in view["trick"])
    seen.update(CARD_ID[c] for c in _open_set_aside(view))
    deck = [CARD_ID[c] for c in rules.deck_for(int(view["players"]))]
    return [c for c in deck if c not in seen]


def _set_aside_blanks(view: SeatView, pool: list[int]) -> list[int]:
    """``pool`` without as many non-scoring cards as lie hidden in the discard (its front
    ones: shuffle first)."""
    hidden = int(view["discard_count"]) - len(_open_set_aside(view))
    if hidden <= 0:
        return list(pool)
    points = rules_from_view(view).points
    blanks = set([c for c in pool if points[c] == 0][:hidden])
    return [c for c in pool if c not in blanks]


def sample_hands(view: SeatView, rng: random.Random) -> list[list[int]]:
    """One deal of the unseen cards to the other seats (sizes kept, voids respected, the
    hidden discards non-scoring)."""
    me = int(view["me"]["seat"])
    pool = unseen_cards(view)
    seats = view["seats"]
    hands: list[list[int]] = [[] for _ in seats]
    hands[me] = [CARD_ID[c] for c in view["me"]["hand"]]
    others = sorted(
        (s for s in range(len(seats)) if s != me), key=lambda s: -len(seats[s]["voids"])
    )
    for _ in range(8):
        rng.shuffle(pool)
        left = _set_aside_blanks(view, pool)
        ok = True
        for seat in others:
            voids = {SPECIES.index(v) for v in seats[seat]["voids"]}
            fits = [c for c in left if SPECIES_OF[c] not in voids]
            need = seats[seat]["hand_count"]
            if len(fits) < need:
                ok = False
                break
            hands[seat] = fits[:need]
            taken = set(hands[seat])
            left = [c for c in left if c not in taken]
        if ok:
            return hands
    left = _set_aside_blanks(view, pool)  # voids cannot all be met: ignore them
    start = 0
    for seat in others:
        need = seats[seat]["hand_count"]
        hands[seat] = left[start : start + need]
        start += need
    return hands


def relative(won: Sequence[int], me: int) -> float:
    others = [w for seat, w in enumerate(won) if seat != me]
    return won[me] - sum(others) / max(1, len(others))


# -- card play -----------------------------------------------------------------------------------
def choose_card(view: SeatView, legal: list[Action], rng: random.Random, params: Params) -> Action:
    """The legal card with the best average relative points over sampled deals."""
    cards = [CARD_ID[a["card"]] for a in legal]
    if len(cards) == 1:
        return legal[0]
    me = int(view["me"]["seat"])
    mat = rules_from_view(view)
    trick = [(p["seat"], CARD_ID[p["card"]]) for p in view["trick"]]
    players = int(view["players"])
    per_trick = players
    remaining = len(view["me"]["hand"])
    depth = min(remaining, 1 + params.horizon)
    cost = max(1, len(cards) * depth * per_trick)
    samples = max(2, min(params.samples, params.budget // cost))
    totals = [0.0] * len(cards)
    for _ in range(samples):
        hands = sample_hands(view, rng)
        for index, card in enumerate(cards):
            sim_hands = [list(h) for h in hands]
            sim_hands[me].remove(card)
            sim_trick = [*trick, (me, card)]
            won = [0] * players
            turn = (me + 1) % players
            if len(sim_trick) == players:
                winner = trick_winner(sim_trick, mat)
                won[winner] += sum(mat.points[c] for _, c in sim_trick)
                sim_trick, turn, more = [], winner, depth - 1
            else:
                more = depth
            rest, _ = play_out(sim_hands, sim_trick, turn, mat, more)
            totals[index] += relative([a + b for a, b in zip(won, rest, strict=True)], me)
    best = max(range(len(cards)), key=lambda i: (totals[i], -mat.strength[cards[i]]))
    return legal[best]


# -- rule setting ----------------------------------------------------------------------------
def _mat_values(view: SeatView) -> tuple[int | None, bool | None, int | None, int | None]:
    mat = view["rules"]
    return (
        SPECIES.index(mat["target"]) if mat["target"] else None,
        None if mat["order"] is None else mat["order"] != "desc",
        mat["size"][0] if mat["size"] else None,
        SPECIES.index(mat["junk"]) if mat["junk"] else None,
    )


def greedy_rule(
    step: str,
    hand: Sequence[int],
    species: Sequence[int],
    target: int | None,
    ascending: bool | None,
) -> Any:
    """The baseline's choice of one rule, after its own hand only."""
    count = {s: sum(1 for c in hand if SPECIES_OF[c] == s) for s in species}
    if step == "target":
        return max(species, key=lambda s: (count[s], -s))
    if step == "order":
        low = sum(1 for c in hand if SIZE_OF[c] <= 5)
        return low * 2 >= len(hand)  # ascending when holding the low (strong) cards
    if step == "size":
        asc = True if ascending is None else ascending

        def pair_value(low: int) -> float:
            total = 0.0
            for c in hand:
                if low <= SIZE_OF[c] <= low + 1:
                    total += 1 + (11 - SIZE_OF[c] if asc else SIZE_OF[c]) / 10
            return total

        return max(SIZES[:-1], key=lambda low: (pair_value(low), -low))
    options = [s for s in species if s != target]
    return max(options, key=lambda s: (count[s], -s))


def _fill_rules(hands: list[list[int]], view: SeatView, fixed: dict[str, Any]) -> Rules:
    """Complete the mat: each unset rule by its setter's greedy choice on its (sampled) hand."""
    target, ascending, low, junk = _mat_values(view)
    values = {"target": target, "order": ascending, "size": low, "junk": junk, **fixed}
    species = [SPECIES.index(s) for s in view["species"]]
    for step in rules.RULE_ORDER:
        if values[step] is None:
            hand = hands[view["setters"][step]]
            values[step] = greedy_rule(step, hand, species, values["target"], values["order"])
    return Rules.make(values["target"], bool(values["order"]), values["size"], values["junk"])


def _rule_options(legal: list[Action]) -> list[tuple[Action, Any]]:
    out = []
    for action in legal:
        kind = action["type"]
        if kind in ("target", "junk"):
            out.append((action, SPECIES.index(action["species"])))
        elif kind == "order":
            out.append((action, action["order"] != "desc"))
        else:
            out.append((action, action["size"]))
    return out


def best_rule(
    view: SeatView,
    legal: list[Action],
    rng: random.Random,
    budget: tuple[int, int],
    value: Callable[[Sequence[int], int], float],
    imitation: Imitation | None = None,
) -> Action:
    """The rule whose whole-tournament play-outs (greedy, or drawn from ``imitation``) are
    worth most to this seat by ``value(won, me)``; ``budget`` is (most deals per option,
    play-outs in all)."""
    me = int(view["me"]["seat"])
    step = legal[0]["type"]
    options = _rule_options(legal)
    samples = max(2, min(budget[0], budget[1] // len(options)))
    totals = [0.0] * len(options)
    leader = int(view["dealer"])
    for _ in range(samples):
        hands = sample_hands(view, rng)
        for index, (_, option) in enumerate(options):
            mat = _fill_rules(hands, view, {step: option})
            won, _ = play_out(
                [list(h) for h in hands], [], leader, mat, len(hands[me]), imitation
            )
            totals[index] += value(won, me)
    best = max(range(len(options)), key=lambda i: totals[i])
    return options[best][0]


def choose_rule(view: SeatView, legal: list[Action], rng: random.Random, params: Params) -> Action:
    """The rule whose whole-tournament play-outs score best for this seat."""
    return best_rule(view, legal, rng, (params.rule_samples, params.rule_budget), relative)


# -- policies ------------------------------------------------------------------------------------
def normal(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """Normal: the Fisherman computer player (the yardstick of the levels)."""
    return play(view, legal, rng, PARAMS)


def play(view: SeatView, legal: list[Action], rng: random.Random, params: Params) -> Action:
    """The computer player with explicit ``params`` (for tuning)."""
    if legal[0]["type"] == "play":
        return choose_card(view, legal, rng, params)
    return choose_rule(view, legal, rng, params)


def greedy(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """Baseline: the greedy card (see :func:`greedy_card`) and rules after its own hand."""
    hand = [CARD_ID[c] for c in view["me"]["hand"]]
    if legal[0]["type"] == "play":
        trick = [(p["seat"], CARD_ID[p["card"]]) for p in view["trick"]]
        card = CARD_NAME[greedy_card(hand, trick, rules_from_view(view))]
        return {"type": "play", "card": card}
    target, ascending, _, _ = _mat_values(view)
    species = [SPECIES.index(s) for s in view["species"]]
    step = legal[0]["type"]
    value = greedy_rule(step, hand, species, target, ascending)
    for action, option in _rule_options(legal):
        if option == value:
            return action
    return legal[0]


# -- easy: the greedy player with a beginner's slips ------------------------------------------
# It sets every rule after its own hand and plays the greedy card, never looks ahead, and now and
# then (one card in five when it has a choice) plays a legal card without thinking: chances a
# learner can take.
SLIP = 0.2  # chance of an unconsidered card when several are legal


def easy(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """Easy: greedy rules and cards, with an occasional careless card."""
    if legal[0]["type"] == "play" and len(legal) > 1 and rng.random() < SLIP:
        return rng.choice(legal)
    return greedy(view, legal, rng)


# -- hard's play-out policy: fitted to Normal's choices ------------------------------------------
# Hard's play-outs need a guess at the card each seat (itself included) plays next. The greedy
# card agrees with Normal's choice only one time in three; this policy, a softmax over a few
# features of each legal card (below) with one set of weights for a lead and one for a card that
# follows, agrees two times in three when following and one time in three when leading (out of
# ~7 cards), and it is a distribution, not one card: a play-out draws from it, so it also covers
# what a player might do instead. The weights, one pair per player count, are in
# ``data/fisherman_imitation.json``, fitted by ``scripts/fit_fisherman_imitation.py`` (maximum
# likelihood on Normal's card decisions in games of Normal players; fixed seeds, reproducible).
# The features of a candidate card, in the weights' order (the fit and the policy share them).
LEAD_FEATURES = (
    "scores",  # the card scores points (target, size or junk)
    "points",  # its points
    "junk",  # it is junk (trump)
    "power",  # its strength in this tournament's order (``Rules.power``)
    "junk_power",  # power if junk
    "species_share",  # share of the hand in its species
    "target",  # it is of the target species
    "greedy",  # it is the greedy policy's card
    "lowest",  # the weakest card of its species in hand
    "highest",  # the strongest card of its species in hand
    "size",  # its size is one of the two scoring sizes
    "scoring_power",  # power if it scores
)
FOLLOW_FEATURES = (
    "wins",  # it would take the trick as it stands
    "wins_trick_points",  # the trick's points so far, if it wins
    "wins_own_points",  # its own points, if it wins
    "gives_points",  # its own points, if it loses (they go to the winner)
    "power",
    "wins_power",  # power if it wins
    "junk",
    "wins_last",  # it wins as the trick's last card
    "greedy",
    "species_share",
    "lowest",
    "highest",
    "follows",  # of the led species
)

FEATURES_OF = {"lead": LEAD_FEATURES, "follow": FOLLOW_FEATURES}
Weights = dict[str, list[float]]  # "lead" and "follow"


@functools.cache
def imitation_weights() -> dict[int, Weights]:
    """The fitted weights by player count (``data/fisherman_imitation.json``)."""
    data: dict[str, Any] = load_json("fisherman_imitation.json")
    return {
        int(players): {"lead": list(w["lead"]), "follow": list(w["follow"])}
        for players, w in data["weights"].items()
    }


def card_features(
    hand: Sequence[int], trick: Sequence[tuple[int, int]], mat: Rules, players: int
) -> tuple[list[int], list[list[float]]]:
    """The legal cards of ``hand`` and each one's features (:data:`LEAD_FEATURES` when
    ``trick`` is empty, else :data:`FOLLOW_FEATURES`)."""
    species_of, points, power = SPECIES_OF, mat.points, mat.power
    greedy = greedy_card(hand, trick, mat)
    count: dict[int, int] = {}
    lowest: dict[int, float] = {}
    highest: dict[int, float] = {}
    for c in hand:
        s, p = species_of[c], power[c]
        count[s] = count.get(s, 0) + 1
        if p < lowest.get(s, 2.0):
            lowest[s] = p
        if p > highest.get(s, -1.0):
            highest[s] = p
    size = len(hand)
    rows: list[list[float]] = []
    if not trick:
        legal = list(hand)
        low = mat.low
        for c in legal:
            s, value, p = species_of[c], points[c], power[c]
            scores = 1.0 if value > 0 else 0.0
            junk = 1.0 if s == mat.junk else 0.0
            in_size = low is not None and low <= SIZE_OF[c] <= low + 1
            rows.append(
                [
                    scores,
                    value,
                    junk,
                    p,
                    p * junk,
                    count[s] / size,
                    1.0 if s == mat.target else 0.0,
                    1.0 if c == greedy else 0.0,
                    1.0 if p == lowest[s] else 0.0,
                    1.0 if p == highest[s] else 0.0,
                    1.0 if in_size else 0.0,
                    p * scores,
                ]
            )
        return legal, rows
    lead = species_of[trick[0][1]]
    legal = [c for c in hand if species_of[c] == lead] or list(hand)
    keys = mat.keys[lead]
    best = max(keys[card] for _, card in trick)
    so_far = sum(points[card] for _, card in trick)
    last = 1.0 if len(trick) == players - 1 else 0.0
    for c in legal:
        s, value, p = species_of[c], points[c], power[c]
        wins = 1.0 if keys[c] > best else 0.0
        rows.append(
            [
                wins,
                wins * so_far,
                wins * value,
                (1.0 - wins) * value,
                p,
                wins * p,
                1.0 if s == mat.junk else 0.0,
                wins * last,
                1.0 if c == greedy else 0.0,
                count[s] / size,
                1.0 if p == lowest[s] else 0.0,
                1.0 if p == highest[s] else 0.0,
                1.0 if s == lead else 0.0,
            ]
        )
    return legal, rows


class Imitation:
    """Draws each seat's play-out card from the fitted softmax (see the module's docstring)."""

    __slots__ = ("_follow", "_lead", "_players", "_rng")

    def __init__(self, weights: Weights, players: int, rng: random.Random) -> None:
        self._lead = weights["lead"]
        self._follow = weights["follow"]
        self._players = players
        self._rng = rng

    def card(self, hand: Sequence[int], trick: Sequence[tuple[int, int]], mat: Rules) -> int:
        """A card for the seat holding ``hand``, drawn with the fitted probabilities."""
        legal, rows = card_features(hand, trick, mat, self._players)
        if len(legal) == 1:
            return legal[0]
        weights = self._follow if trick else self._lead
        scores = [sum(w * f for w, f in zip(weights, row, strict=True)) for row in rows]
        top = max(scores)
        odds = [math.exp(score - top) for score in scores]
        pick = self._rng.random() * sum(odds)
        for card, odd in zip(legal, odds, strict=True):
            pick -= odd
            if pick < 0:
                return card
        return legal[-1]


# -- hard: Normal's look-ahead, aimed at shields, playing on like Normal -----------------------
# Normal values a card or a rule by its points minus the others' average; what wins the game is
# shields. Hard plays each candidate on in deals sampled from its view, every seat's later cards
# (its own too) drawn from a policy fitted to Normal's choices (:class:`Imitation`, above),
# then values where the tournament ends by the shields it brings: in the last tournament the
# share of the win, before it an estimate of the chance to win from the shield totals (a
# softmax whose spread shrinks as fewer tournaments are left), plus a tenth of a win per point
# of margin, so that close deals still count. It samples more deals than Normal, drops clearly
# worse cards halfway (sequential halving), and spends nothing on forced moves. The ``world``
# the engine samples is not needed: the deals come from the view alone, like Normal's (both
# samplers keep sizes, voids and the non-scoring discards).
# Why the imitation: with greedy play-outs, more deals (or even the true hands) made the
# look-ahead no better than Normal's: the greedy card is Normal's choice only one time in three,
# so it planned against answers (and its own later cards) unlike those of the game; drawing
# them like Normal plays is what lifted Hard (BENCHMARKS.md section 11).
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
    (exact in the last tournament, estimated from the shield totals before), plus a share of
    the point margin over the others' average."""
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
    return win + params.margin * relative(points, me)


def hard_card(
    view: SeatView,
    legal: list[Action],
    rng: random.Random,
    params: HardParams,
    imitation: Imitation,
) -> Action:
    """The legal card with the best shield value over sampled deals, halving the candidates."""
    cards = [CARD_ID[a["card"]] for a in legal]
    me = int(view["me"]["seat"])
    mat = rules_from_view(view)
    trick = [(p["seat"], CARD_ID[p["card"]]) for p in view["trick"]]
    players = int(view["players"])
    start = [int(seat["points"]) for seat in view["seats"]]
    cost = max(1, len(cards) * len(view["me"]["hand"]) * players)
    half = max(2, min(params.samples, params.budget // cost) // 2)
    alive = list(range(len(cards)))
    totals = [0.0] * len(cards)
    for round_no in (0, 1):
        for _ in range(half):
            hands = sample_hands(view, rng)
            for index in alive:
                points = _played_on(hands, trick, cards[index], mat, start, me, imitation)
                totals[index] += shield_value(view, points, me, params)
        if round_no == 0 and len(alive) > 2:
            alive.sort(key=lambda i: -totals[i])
            alive = alive[: max(2, len(alive) // 2)]
    best = max(alive, key=lambda i: (totals[i], -mat.strength[cards[i]]))
    return legal[best]


def _played_on(
    hands: list[list[int]],
    trick: list[tuple[int, int]],
    card: int,
    mat: Rules,
    start: list[int],
    me: int,
    imitation: Imitation,
) -> list[int]:
    """Each seat's points at the end of the tournament after ``me`` plays ``card`` into this
    deal and the play goes on (drawn from ``imitation``)."""
    players = len(hands)
    sim_hands = [list(h) for h in hands]
    sim_hands[me].remove(card)
    sim_trick = [*trick, (me, card)]
    points = list(start)
    turn = (me + 1) % players
    if len(sim_trick) == players:
        winner = trick_winner(sim_trick, mat)
        points[winner] += sum(mat.points[c] for _, c in sim_trick)
        sim_trick, turn = [], winner
    won, _ = play_out(sim_hands, sim_trick, turn, mat, len(sim_hands[turn]) + 1, imitation)
    return [a + b for a, b in zip(points, won, strict=True)]


def hard_rule(
    view: SeatView,
    legal: list[Action],
    rng: random.Random,
    params: HardParams,
    imitation: Imitation,
) -> Action:
    """The rule whose whole-tournament play-outs bring the best shield value."""
    budget = (params.rule_samples, params.rule_budget)
    return best_rule(
        view, legal, rng, budget, lambda won, me: shield_value(view, won, me, params), imitation
    )


def hard_play(
    view: SeatView, legal: list[Action], rng: random.Random, params: HardParams
) -> Action:
    """The hard level with explicit ``params`` (for tuning); forced moves cost nothing. The
    play-outs draw from a stream of their own (the deals stay those of ``rng``)."""
    if len(legal) == 1:
        return legal[0]
    players = int(view["players"])
    weights = imitation_weights()[players]
    imitation = Imitation(weights, players, random.Random(rng.getrandbits(64)))
    if legal[0]["type"] == "play":
        return hard_card(view, legal, rng, params, imitation)
    return hard_rule(view, legal, rng, params, imitation)


def hard(view: SeatView, legal: list[Action], rng: random.Random, world: State) -> Action:
    """Hard: shield-aimed look-ahead over deals sampled from the view (``world`` unused)."""
    return hard_play(view, legal, rng, HARD)


# -- hints: Normal's move and one short reason with its numbers ----------------------------------
# One catalog message per kind of decision (``fisherman.hint.<target|order|size|junk|play>`` in
# ``data/locales/<lang>/fisherman.ftl``); species reach the text as ``species_term`` (the key of
# the catalog's species name), never as an engine id.
def _species_term(species: str) -> str:
    return f"fisherman.species.{species}"


def _count(hand: list[str], species: str) -> int:
    return sum(1 for card in hand if rules.SPECIES_OF[card] == species)


def _rule_hint(view: SeatView, action: Action) -> Hint:
    hand = list(view["me"]["hand"])
    kind = action["type"]
    if kind in ("target", "junk"):
        species = action["species"]
        args = {"species_term": _species_term(species), "count": _count(hand, species)}
        return Hint(action, f"fisherman.hint.{kind}", args)
    sizes = [rules.CARD_INFO[card][1] for card in hand]
    if kind == "order":
        half = len(rules.SIZES) // 2
        strong = rules.SIZES[:half] if action["order"] == rules.ASCENDING else rules.SIZES[half:]
        count = sum(1 for size in sizes if size in strong)
        args = {"order": action["order"], "count": count, "low": strong[0], "high": strong[-1]}
        return Hint(action, "fisherman.hint.order", args)
    low = int(action["size"])
    count = sum(1 for size in sizes if low <= size <= low + 1)
    return Hint(action, "fisherman.hint.size", {"low": low, "high": low + 1, "count": count})


def _play_hint(view: SeatView, action: Action) -> Hint:
    card = action["card"]
    species, size = rules.CARD_INFO[card]
    mat = rules_from_view(view)
    trick = [(p["seat"], CARD_ID[p["card"]]) for p in view["trick"]]
    me = int(view["me"]["seat"])
    played = [*trick, (me, CARD_ID[card])]
    points = sum(mat.points[c] for _, c in played)
    if not trick:
        plan = "lead"
    else:
        keys = mat.keys[SPECIES_OF[played[0][1]]]
        winning = max(played, key=lambda play: keys[play[1]])[0] == me
        plan = "win" if winning else "lose"
    args = {"species_term": _species_term(species), "size": size, "plan": plan, "points": points}
    return Hint(action, "fisherman.hint.play", args)


def explain(view: SeatView, legal: list[Action]) -> Hint | None:
    """Normal's move (``normal(view, legal, Random(0))``) and why: the cards in hand it builds
    on for a rule, or what the card does to the trick and the points at stake for a card."""
    if not legal:
        return None
    action = normal(view, legal, random.Random(0))
    if action["type"] == "play":
        return _play_hint(view, action)
    return _rule_hint(view, action)
