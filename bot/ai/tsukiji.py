"""Computer players for Tsukiji, reading only the seat's view.

The computer values cards by their *expected* end value: market products by the probability of
each final rank (markers drift by a random walk over the rounds left, compared pairwise), Maguro
by its convex set value, Takusan by the best row it can join, Yakuza by the cheapest card it
costs. Everything is scored relative to the opponents (own total minus theirs), so moving the
market against what others hold and denying them a good lot count too.

* **Buying**: for each affordable lot and for passing, the rest of the round is played out with
  the later seats buying greedily; the option with the best relative outcome wins.
* **Evaluation** (secret tickets): a hill climb over ticket assignments for the lots still open
  (swaps, and swapping in an unused ticket), each scored on a few sampled drafts of the others,
  then the pricing, market move and buying of each sample are simulated. The plan is drawn
  from a generator seeded by the public situation, so every step of one draft recomputes the
  same plan; the step returned is the ticket the plan puts on the next lot.
* **Placement**: a Takusan joins the row that gains most, a Yakuza takes the card worth least.

The greedy baseline places random tickets and buys the affordable lot with the best immediate
value (current market ranking) minus price, passing when the pass money is worth more.
"""

from __future__ import annotations

import functools
import json
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine.protocol import Action
from bot.games import tsukiji as rules

View = dict[str, Any]

MARKET: list[str] = rules.MARKET_PRODUCTS
PRODUCTS: list[str] = [*MARKET, rules.SET_PRODUCT]  # indices 0..4 market, 5 Maguro
INDEX: dict[str, int] = {product: i for i, product in enumerate(PRODUCTS)}
MAGURO = len(MARKET)
TAKUSAN = MAGURO + 1
YAKUZA = MAGURO + 2
CARD_CODE: dict[str, int] = {**INDEX, rules.WILD: TAKUSAN, rules.THIEF: YAKUZA}
MOVE_ORDER: list[int] = [INDEX[p] for p in rules.MOVEMENT_ORDER]
RANK_VALUES: list[int] = rules.RANK_VALUES
PASS_MONEY: int = rules.PASS_MONEY
SPECIALS: frozenset[str] = frozenset(rules.SPECIAL_TICKETS)
NORMALS: list[str] = rules.NORMAL_TICKETS

_TICKETS: dict[str, Any] = rules.DATA["tickets"]
CANCEL: str = _TICKETS["cancel"]["ticket"]  # 4/2
CANCELLED: str = _TICKETS["cancel"]["cancels"]  # the normal 4
CANCEL_BONUS: int = _TICKETS["cancel"]["otherwise"]
DOUBLE: str = _TICKETS["multiply"]["ticket"]  # x2
FACTOR: int = _TICKETS["multiply"]["factor"]
_VALUES: dict[str, int] = {**_TICKETS["normal"], **_TICKETS["values"]}

# Ticket -> (plain value, is the normal 4, is the 4/2 cancel, is the x2 double).
_TICKET_PARTS: dict[str, tuple[int, int, int, int]] = {
    **{t: (v, 0, 0, 0) for t, v in _VALUES.items() if t != CANCELLED},
    CANCELLED: (0, 1, 0, 0),
    CANCEL: (0, 0, 1, 0),
    DOUBLE: (0, 0, 0, 1),
}


@dataclass(frozen=True)
class Params:
    """Knobs of the computer player (tuned with ``benchmarks/ai_strength.py``)."""

    sigma: float = 4.0  # std of two markers' drift difference per round to come
    maguro_future: float = 0.3  # expected future Maguro per round left, added to each card
    special_cost: float = 4.0  # value of an unused special at the start (fades to 0)
    alarm_bonus: float = 1.0  # value of becoming start player, per round left (capped)
    opponent_max: float = 0.5  # weight of the best opponent vs their average
    samples: int = 6  # sampled drafts of the others per evaluated assignment
    climb_steps: int = 3  # hill-climb iterations over ticket assignments
    special_chance: float = 0.2  # chance an opponent plays each special it holds


PARAMS = Params()


# -- valuation -------------------------------------------------------------------------------
def _rank_shape(values: Sequence[int]) -> tuple[float, float, float] | None:
    """``(a, b, c)`` with ``values[k] == a + b*k + c*[k == 0]``, if the values have that shape."""
    if len(values) < 3:
        return None
    b = values[2] - values[1]
    a = values[1] - b
    c = values[0] - a
    if all(values[k] == a + b * k for k in range(1, len(values))):
        return float(a), float(b), float(c)
    return None


_SHAPE = _rank_shape(RANK_VALUES)


def _expected_rank_value(passed_by: list[float]) -> float:
    """Expected rank value when each other marker ends above with the given chances."""
    if _SHAPE is not None:  # E[a + b*K + c*[K=0]] for K a sum of independent Bernoullis
        a, b, c = _SHAPE
        none = 1.0
        for q in passed_by:
            none *= 1.0 - q
        return a + b * sum(passed_by) + c * none
    dist = [1.0]
    for q in passed_by:
        dist = [
            (dist[k] if k < len(dist) else 0.0) * (1.0 - q) + (dist[k - 1] * q if k else 0.0)
            for k in range(len(dist) + 1)
        ]
    return sum(p * v for p, v in zip(dist, RANK_VALUES, strict=False))


def product_values(keys: Sequence[tuple[int, int]], rounds_left: int, sigma: float) -> list[float]:
    """Expected end value of one card of each market product.

    ``keys[i]`` = (space, stack position) of product ``i``. With rounds left, each pair of
    markers is compared with a normal drift, and the rank distribution of each product is the
    Poisson-binomial of the four pairwise chances of being passed.
    """
    n = len(keys)
    if rounds_left <= 0:
        order = sorted(range(n), key=lambda i: keys[i], reverse=True)
        values = [0.0] * n
        for rank, product in enumerate(order):
            values[product] = float(RANK_VALUES[rank])
        return values
    scale = 0.7071067811865476 / (sigma * math.sqrt(rounds_left))
    pos = [space + 0.05 * height for space, height in keys]
    passed: list[list[float]] = [[] for _ in range(n)]
    erf = math.erf
    for i in range(n):
        for j in range(i + 1, n):
            p = 0.5 + 0.5 * erf((pos[i] - pos[j]) * scale)  # chance i ends above j
            passed[j].append(p)
            passed[i].append(1.0 - p)
    return [_expected_rank_value(q) for q in passed]


@dataclass
class Valuation:
    """Per-card values for one moment: market products and Maguro's future bonus."""

    market: list[float]
    maguro_bonus: float

    def gain(self, counts: list[int], product: int) -> float:
        """Value of one more card in a row of ``product`` holding ``counts[product]``."""
        if product == MAGURO:
            return counts[MAGURO] + 3 + self.maguro_bonus  # n(n+5)/2 grows by n+3
        return self.market[product]

    def loss(self, counts: list[int], product: int) -> float:
        """Value lost by taking one card out of that row."""
        if product == MAGURO:
            return counts[MAGURO] + 2 + self.maguro_bonus
        return self.market[product]

    def holdings(self, counts: list[int]) -> float:
        """Value of a seat's rows."""
        total = sum(c * v for c, v in zip(counts, self.market, strict=False))
        n = counts[MAGURO]
        return total + rules.maguro_value(n) + n * self.maguro_bonus

    def lot_gain(self, counts: list[int], cards: Sequence[int]) -> float:
        """Value a lot adds to rows ``counts``, placing Takusans and Yakuzas at their best."""
        market = self.market
        if TAKUSAN not in cards and YAKUZA not in cards:  # the common, fast case
            gain = 0.0
            maguro = counts[MAGURO]
            for card in cards:
                if card == MAGURO:
                    gain += maguro + 3 + self.maguro_bonus
                    maguro += 1
                else:
                    gain += market[card]
            return gain
        rows = list(counts)
        gain = 0.0
        for card in cards:
            if card < TAKUSAN:
                gain += self.gain(rows, card)
                rows[card] += 1
        for _ in range(cards.count(TAKUSAN)):
            best = self.best_row(rows)
            if best is not None:
                gain += self.gain(rows, best)
                rows[best] += 1
        for _ in range(cards.count(YAKUZA)):
            worst = self.worst_row(rows)
            if worst is not None:
                gain -= self.loss(rows, worst)
                rows[worst] -= 1
        return gain

    def best_row(self, rows: list[int], options: Sequence[int] | None = None) -> int | None:
        """The open row gaining most from one more card (a Takusan's place)."""
        choices = [p for p in (options if options is not None else range(6)) if rows[p] > 0]
        return max(choices, key=lambda p: (self.gain(rows, p), -p), default=None)

    def worst_row(self, rows: list[int], options: Sequence[int] | None = None) -> int | None:
        """The open row losing least by one card less (a Yakuza's victim)."""
        choices = [p for p in (options if options is not None else range(6)) if rows[p] > 0]
        return min(choices, key=lambda p: (self.loss(rows, p), p), default=None)


# -- reading the view ------------------------------------------------------------------------
def seat_counts(seat_view: dict[str, Any]) -> list[int]:
    """Cards per product (Takusans included) in a seat's rows."""
    counts = [0] * len(PRODUCTS)
    for product, row in seat_view["rows"].items():
        counts[INDEX[product]] = row["cards"] + row["takusan"]
    return counts


def market_keys(view: View) -> list[tuple[int, int]]:
    """(space, height) per market product, in ``MARKET`` order."""
    by_product = {m["product"]: (m["space"], m["height"]) for m in view["market"]}
    return [by_product[p] for p in MARKET]


def rounds_left(view: View) -> int:
    """Rounds still to be dealt after the current one."""
    return int(view["rounds"]) - int(view["round"])


def valuation(keys: Sequence[tuple[int, int]], left: int, params: Params) -> Valuation:
    return Valuation(product_values(keys, left, params.sigma), params.maguro_future * left)


def lot_codes(view: View) -> list[list[int]]:
    return [[CARD_CODE[c] for c in lot["cards"]] for lot in view["lots"]]


def buy_order(view: View) -> list[int]:
    players = int(view["players"])
    start = int(view["start_player"])
    return [(start + i) % players for i in range(players)]


# -- the buying round --------------------------------------------------------------------------
@dataclass
class Table:
    """A buying round as a computer imagines it: rows, money, lots with prices."""

    counts: list[list[int]]
    money: list[float]
    cards: list[list[int]]
    prices: list[int]
    alarm: int  # index of the alarm-clock lot
    sold: list[bool]


def _seat_gains(value: Valuation, counts: list[int], cards: list[list[int]]) -> list[float]:
    """What each lot would add to one seat's rows."""
    gains = []
    maguro = counts[MAGURO] + 3 + value.maguro_bonus
    market = value.market
    for lot in cards:
        if TAKUSAN in lot or YAKUZA in lot:
            gains.append(value.lot_gain(counts, lot))
            continue
        gain, m = 0.0, 0
        for card in lot:
            if card == MAGURO:
                gain += maguro + m
                m += 1
            else:
                gain += market[card]
        gains.append(gain)
    return gains


def play_out_buying(
    table: Table,
    order: Sequence[int],
    me: int,
    first: int | None,
    value: Valuation,
    alarm_value: float,
) -> list[float]:
    """Each seat's gain this round (cards, money, alarm) when ``order`` buys greedily.

    ``first`` (a lot index, or ``None`` for pass) is forced as ``me``'s choice when ``me``
    buys in ``order``; pass ``-1`` to let ``me`` be greedy too. A greedy seat buys the
    affordable lot with the best gain minus price (plus the alarm clock's value), or passes
    when the pass money is worth more.
    """
    sold = list(table.sold)
    gains = [0.0] * len(table.counts)
    prices = table.prices
    for seat in order:
        offers = _seat_gains(value, table.counts[seat], table.cards)
        for lot in range(len(offers)):
            offers[lot] -= prices[lot]
        offers[table.alarm] += alarm_value
        if seat == me and first != -1:
            lot = first
        else:
            lot, best, money = None, float(PASS_MONEY), table.money[seat]
            for other, offer in enumerate(offers):
                if offer > best and not sold[other] and prices[other] <= money:
                    lot, best = other, offer
        if lot is None:
            gains[seat] += PASS_MONEY
        else:
            sold[lot] = True
            gains[seat] += offers[lot]
    return gains


def relative(totals: Sequence[float], me: int, params: Params) -> float:
    """Own total against the opponents' (a blend of their best and their average)."""
    others = [t for seat, t in enumerate(totals) if seat != me]
    if not others:
        return totals[me]
    blend = params.opponent_max * max(others) + (1 - params.opponent_max) * sum(others) / len(
        others
    )
    return totals[me] - blend


def alarm_value(left: int, params: Params) -> float:
    return params.alarm_bonus * min(left, 2)


def _table(view: View, counts: list[list[int]]) -> Table:
    lots = view["lots"]
    return Table(
        counts=counts,
        money=[float(s["money"]) for s in view["seats"]],
        cards=lot_codes(view),
        prices=[lot["tile"]["cash"] for lot in lots],
        alarm=next(i for i, lot in enumerate(lots) if lot["tile"]["alarm"]),
        sold=[lot["sold_to"] is not None for lot in lots],
    )


def choose_buy(view: View, legal: list[Action], params: Params = PARAMS) -> Action:
    """The buy (or pass) with the best relative outcome of the rest of the round."""
    me = int(view["me"]["seat"])
    left = rounds_left(view)
    value = valuation(market_keys(view), left, params)
    counts = [seat_counts(s) for s in view["seats"]]
    table = _table(view, counts)
    order = buy_order(view)
    later = order[order.index(me) :]
    bonus = alarm_value(left, params)
    holdings = [value.holdings(c) + m for c, m in zip(counts, table.money, strict=True)]
    best_action, best = legal[0], -math.inf
    for action in legal:
        first = action["lot"] if action["type"] == "buy" else None
        gains = play_out_buying(table, later, me, first, value, bonus)
        score = relative([h + g for h, g in zip(holdings, gains, strict=True)], me, params)
        if score > best + 1e-9:
            best_action, best = action, score
    return best_action


def choose_row(view: View, legal: list[Action], params: Params = PARAMS) -> Action:
    """Where a Takusan goes (best gain) or which card a Yakuza takes (least loss)."""
    me = int(view["me"]["seat"])
    value = valuation(market_keys(view), rounds_left(view), params)
    rows = seat_counts(view["seats"][me])
    options = [INDEX[a["row"]] for a in legal]
    if legal[0]["type"] == "takusan":
        pick = value.best_row(rows, options)
    else:
        pick = value.worst_row(rows, options)
    return next(a for a in legal if INDEX[a["row"]] == pick)


# -- the evaluation (ticket) phase -----------------------------------------------------------
def _parts(tickets: Sequence[str]) -> list[int]:
    """Summed parts of a set of tickets: plain value, fours, cancels, doubles."""
    total = [0, 0, 0, 0]
    for ticket in tickets:
        for i, part in enumerate(_TICKET_PARTS[ticket]):
            total[i] += part
    return total


def _price_total(plain: int, fours: int, cancels: int, doubles: int) -> int:
    """A lot's total from its summed parts (the rule of :func:`rules.lot_total`)."""
    total = plain
    if cancels:
        total += 0 if fours else CANCEL_BONUS * cancels
    else:
        total += _VALUES[CANCELLED] * fours
    return total * FACTOR**doubles


def _sample_draft(specials: list[str], lots: int, rng: random.Random, chance: float) -> list[str]:
    """A plausible secret draft of an opponent: a few specials, the rest normal tickets."""
    used = [t for t in specials if rng.random() < chance][:lots]
    normals = rng.sample(NORMALS, lots - len(used))
    draft = used + normals
    rng.shuffle(draft)
    return draft


@dataclass
class Scenario:
    """What the computer knows and assumes while planning its tickets."""

    me: int
    left: int
    keys: list[tuple[int, int]]
    cards: list[list[int]]
    counts: list[list[int]]
    money: list[float]
    order: list[int]
    opponent_parts: list[list[list[int]]]  # per sample, per lot: summed parts of the others
    params: Params


def _move_market(keys: list[tuple[int, int]], cards: list[list[int]], changes: list[int]):
    """Market keys after this round's fluctuations (clamped; movers arrive on top)."""
    delta = [0] * len(MARKET)
    for lot_cards, change in zip(cards, changes, strict=True):
        if change:
            for card in lot_cards:
                if card < MAGURO:
                    delta[card] += change
    moved = list(keys)
    arrival = 10
    for product in MOVE_ORDER:
        if delta[product]:
            space = moved[product][0] + delta[product]
            space = min(max(space, rules.MIN_SPACE), rules.MAX_SPACE)
            moved[product] = (space, arrival)
            arrival += 1
    return moved


def _outcome(scenario: Scenario, order: tuple[int, ...], tiles: list[dict[str, int]]) -> float:
    """Relative value of one pricing (``order`` = lots from highest total down)."""
    prices = [0] * len(order)
    changes = [0] * len(order)
    for rank, lot in enumerate(order):
        prices[lot] = tiles[rank]["cash"]
        changes[lot] = tiles[rank]["change"]
    params = scenario.params
    keys = _move_market(scenario.keys, scenario.cards, changes)
    value = valuation(keys, scenario.left, params)
    sold = [False] * len(order)
    table = Table(scenario.counts, scenario.money, scenario.cards, prices, order[0], sold)
    bonus = alarm_value(scenario.left, params)
    gains = play_out_buying(table, scenario.order, scenario.me, -1, value, bonus)
    totals = [
        value.holdings(c) + m + g
        for c, m, g in zip(scenario.counts, scenario.money, gains, strict=True)
    ]
    return relative(totals, scenario.me, params)


class Planner:
    """Scores full ticket assignments on shared samples (common random numbers)."""

    def __init__(self, scenario: Scenario, players: int) -> None:
        self.scenario = scenario
        self.tiles: list[dict[str, int]] = rules.DATA["tiles"][str(players)]
        self.cache: list[dict[tuple[int, ...], float]] = [{} for _ in scenario.opponent_parts]
        self.special_weight = scenario.params.special_cost * scenario.left / rules.ROUNDS

    def score(self, assignment: Sequence[str]) -> float:
        total = 0.0
        mine = [_TICKET_PARTS[t] for t in assignment]
        lots = range(len(assignment))
        for sample, parts in enumerate(self.scenario.opponent_parts):
            totals = []
            for lot in lots:
                p, m = parts[lot], mine[lot]
                totals.append(_price_total(p[0] + m[0], p[1] + m[1], p[2] + m[2], p[3] + m[3]))
            order = tuple(sorted(lots, key=lambda i: (-totals[i], i)))
            cache = self.cache[sample]
            result = cache.get(order)
            if result is None:
                result = cache[order] = _outcome(self.scenario, order, self.tiles)
            total += result
        specials = sum(t in SPECIALS for t in assignment)
        return total / len(self.scenario.opponent_parts) - specials * (self.special_weight + 0.01)


def _scenario(view: View, rng: random.Random, params: Params) -> Scenario:
    me = int(view["me"]["seat"])
    lots = len(view["lots"])
    counts = [seat_counts(s) for s in view["seats"]]
    samples = []
    for _ in range(params.samples):
        per_lot = [[0, 0, 0, 0] for _ in range(lots)]
        for seat, seat_view in enumerate(view["seats"]):
            if seat == me:
                continue
            draft = _sample_draft(seat_view["specials"], lots, rng, params.special_chance)
            for lot, ticket in enumerate(draft):
                for i, part in enumerate(_TICKET_PARTS[ticket]):
                    per_lot[lot][i] += part
        samples.append(per_lot)
    return Scenario(
        me=me,
        left=rounds_left(view),
        keys=market_keys(view),
        cards=lot_codes(view),
        counts=counts,
        money=[float(s["money"]) for s in view["seats"]],
        order=buy_order(view),
        opponent_parts=samples,
        params=params,
    )


def _plan_seed(view: View) -> str:
    """A seed from the public situation: every step of one draft replans identically."""
    lots = "|".join(",".join(lot["cards"]) for lot in view["lots"])
    return f"tsukiji:{view['round']}:{view['me']['seat']}:{lots}"


def _initial_assignment(scenario: Scenario, fixed: int, pool: list[str]) -> list[str]:
    """Lowest normal tickets on the lots the computer wants most, high ones elsewhere."""
    value = valuation(scenario.keys, scenario.left + 1, scenario.params)
    mine = scenario.counts[scenario.me]
    open_lots = list(range(fixed, len(scenario.cards)))
    open_lots.sort(key=lambda lot: -value.lot_gain(mine, scenario.cards[lot]))
    normals = sorted((t for t in pool if t in NORMALS), key=int)
    assignment = [""] * len(open_lots)
    for ticket, lot in zip(normals, open_lots, strict=False):
        assignment[lot - fixed] = ticket
    return assignment


def plan_tickets(view: View, params: Params = PARAMS) -> list[str]:
    """The full draft the computer wants, keeping the tickets already placed."""
    draft = list(view["me"]["draft"])
    pool = list(view["me"]["available"])
    rng = random.Random(_plan_seed(view))
    scenario = _scenario(view, rng, params)
    planner = Planner(scenario, int(view["players"]))
    tail = _initial_assignment(scenario, len(draft), pool)
    best = planner.score(draft + tail)
    for _ in range(params.climb_steps):
        candidate, score = _best_neighbour(planner, draft, tail, pool)
        if score <= best + 1e-9:
            break
        tail, best = candidate, score
    return draft + tail


def _neighbours(tail: list[str], pool: list[str]) -> list[list[str]]:
    """Assignments one swap, or one exchange with an unused ticket, away."""
    result = []
    for i in range(len(tail)):
        for j in range(i + 1, len(tail)):
            other = list(tail)
            other[i], other[j] = other[j], other[i]
            result.append(other)
    unused = [t for t in pool if t not in tail]
    for i in range(len(tail)):
        for ticket in unused:
            other = list(tail)
            other[i] = ticket
            result.append(other)
    return result


def _best_neighbour(
    planner: Planner, draft: list[str], tail: list[str], pool: list[str]
) -> tuple[list[str], float]:
    best_tail, best = tail, -math.inf
    for candidate in _neighbours(tail, pool):
        score = planner.score(draft + candidate)
        if score > best + 1e-9:
            best_tail, best = candidate, score
    return best_tail, best


def _root_key(view: View) -> str:
    """The situation at the start of this seat's draft, as a canonical string."""
    me = view["me"]
    pool = [*me["draft"], *me["available"]]
    seats = [{k: v for k, v in s.items() if k != "confirmed"} for s in view["seats"]]
    root = {
        **{k: view[k] for k in ("players", "round", "rounds", "start_player", "lots", "market")},
        "seats": seats,
        "me": {"seat": me["seat"], "draft": [], "available": pool},
    }
    return json.dumps(root, sort_keys=True)


@functools.lru_cache(maxsize=256)
def _root_plan(key: str, params: Params) -> tuple[str, ...]:
    """The plan for an empty draft; memoised so the later steps of a draft cost nothing."""
    return tuple(plan_tickets(json.loads(key), params))


def choose_ticket(view: View, legal: list[Action], params: Params = PARAMS) -> Action:
    """The next step of the planned draft: its next ticket, or confirm when complete.

    The plan for the whole draft is made once (memoised by the public situation); should the
    draft already deviate from it (tickets placed by a person before a computer took over),
    the rest is replanned around the tickets in place.
    """
    for action in legal:
        if action["type"] == "confirm":
            return action
    draft = list(view["me"]["draft"])
    plan = list(_root_plan(_root_key(view), params))
    if plan[: len(draft)] != draft:
        plan = plan_tickets(view, params)
    wanted = {"type": "ticket", "ticket": plan[len(draft)]}
    return wanted if wanted in legal else next(a for a in legal if a["type"] == "ticket")


# -- policies --------------------------------------------------------------------------------
def computer(view: View, legal: list[Action], rng: random.Random) -> Action:
    """The Tsukiji computer player."""
    return play(view, legal, rng, PARAMS)


def play(view: View, legal: list[Action], rng: random.Random, params: Params) -> Action:
    """The computer player with explicit ``params`` (for tuning)."""
    kind = legal[0]["type"]
    if kind in ("takusan", "yakuza"):
        return choose_row(view, legal, params)
    if view["phase"] == "buy":
        return choose_buy(view, legal, params)
    return choose_ticket(view, legal, params)


def immediate_lot_value(view: View, counts: list[int], cards: list[int]) -> float:
    """A lot's card value if the game ended now (current market ranking)."""
    ranking = view["market_rank"]
    market = [float(RANK_VALUES[ranking.index(p)]) for p in MARKET]
    return Valuation(market, 0.0).lot_gain(counts, cards)


def greedy(view: View, legal: list[Action], rng: random.Random) -> Action:
    """Baseline: random tickets; buy the best immediate value minus price, or pass."""
    kind = legal[0]["type"]
    if kind in ("takusan", "yakuza"):
        ranking = view["market_rank"]
        market = [float(RANK_VALUES[ranking.index(p)]) for p in MARKET]
        rows = seat_counts(view["seats"][view["me"]["seat"]])
        value = Valuation(market, 0.0)
        options = [INDEX[a["row"]] for a in legal]
        pick = (
            value.best_row(rows, options) if kind == "takusan" else value.worst_row(rows, options)
        )
        return next(a for a in legal if INDEX[a["row"]] == pick)
    if view["phase"] == "buy":
        counts = seat_counts(view["seats"][view["me"]["seat"]])
        best_action, best = next(a for a in legal if a["type"] == "pass"), float(PASS_MONEY)
        for action in legal:
            if action["type"] == "buy":
                lot = view["lots"][action["lot"]]
                cards = [CARD_CODE[c] for c in lot["cards"]]
                net = immediate_lot_value(view, counts, cards) - lot["tile"]["cash"]
                if net > best:
                    best_action, best = action, net
        return best_action
    steps = [a for a in legal if a["type"] != "reset"]
    return rng.choice(steps)
