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
* **Variant** (``view["options"]["variant"]``): the four bonus scores of ``view["bonuses"]`` are
  counted too, each weighted by the chance of still earning it (certain at the end; a row short
  of a threshold by more cards than the rounds left can bring is worth nothing), the comparative
  ones (most cards of the product expected to end lowest, most Yakuza) against the opponents'
  current counts.

Levels: ``easy`` (plain tickets, buys for its own rows), ``normal`` (the above, the yardstick),
``hard`` (a mixed best response to the others' drafts modelled as Normal's, buying by playing
the round out in a sampled world); ``explain`` gives a learner Normal's move and its reason.

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

from bot.ai.base import Hint
from bot.engine.protocol import Action, State, clone
from bot.games import tsukiji as rules
from bot.games.tsukiji_view import Lot, Seat, SeatView, Tile

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

# Value a Maguro set gains with its n-th + 1 card (from the data file's set values).
MAGURO_STEP: list[int] = [
    b - a for a, b in zip(rules.MAGURO_VALUES, rules.MAGURO_VALUES[1:], strict=False)
]

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
    bonus_reach: float = 0.5  # cards per round left a seat can steer towards a bonus (tuned)
    bonus_doubt: float = 0.5  # weight of a comparative bonus led now, with rounds to come


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


def maguro_step(cards: int) -> int:
    """What a Maguro set of ``cards`` gains with one card more."""
    return MAGURO_STEP[min(cards, len(MAGURO_STEP) - 1)]


def _chance(missing: int, left: int, reach: float) -> float:
    """Chance of still reaching a threshold ``missing`` cards away with ``left`` rounds to go."""
    if missing <= 0:
        return 1.0
    if left <= 0:
        return 0.0
    return max(0.0, 1.0 - missing / (reach * left))


@dataclass(frozen=True)
class Bonuses:
    """The variant's four bonus scores as the computer expects them (``view["bonuses"]``)."""

    table: dict[str, dict[str, int]]
    left: int  # rounds still to be dealt
    worst: int  # the market product expected to end lowest
    reach: float
    doubt: float

    def standing(
        self, counts: Sequence[int], yakuza: int, rival_worst: int, rival_yakuza: int
    ) -> float:
        """Expected bonus points of a seat with rows ``counts`` and ``yakuza`` Yakuza taken,
        against the best opponent's cards of the worst product and Yakuza."""
        table, left, reach = self.table, self.left, self.reach
        rows = counts[: len(PRODUCTS)]
        versatile, specialist = table["versatile"], table["specialist"]
        missing = sum(max(0, versatile["min_each"] - c) for c in rows)
        value = versatile["points"] * _chance(missing, left, reach)
        value += specialist["points"] * _chance(specialist["min_one"] - max(rows), left, reach)
        weight = 1.0 if left <= 0 else self.doubt
        popular, safe = table["popular"], table["safe"]
        mine = rows[self.worst]
        if mine >= popular["min_cards"] and mine >= rival_worst:
            value += popular["points"] * weight
        if yakuza >= safe["min_yakuza"] and yakuza >= rival_yakuza:
            value += safe["points"] * weight
        return value


@dataclass
class Valuation:
    """Per-card values for one moment: market products, Maguro's future bonus and, with the
    variant, its bonus scores."""

    market: list[float]
    maguro_bonus: float
    bonus: Bonuses | None = None

    def gain(self, counts: list[int], product: int) -> float:
        """Value of one more card in a row of ``product`` holding ``counts[product]``."""
        if product == MAGURO:
            return maguro_step(counts[MAGURO]) + self.maguro_bonus
        return self.market[product]

    def loss(self, counts: list[int], product: int) -> float:
        """Value lost by taking one card out of that row."""
        if product == MAGURO:
            return maguro_step(counts[MAGURO] - 1) + self.maguro_bonus
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
                    gain += maguro_step(maguro) + self.maguro_bonus
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

    def after_lot(self, counts: list[int], cards: Sequence[int]) -> tuple[list[int], int]:
        """Rows after buying ``cards`` (Takusans and Yakuzas placed at their best) and the
        Yakuza taken."""
        rows = list(counts)
        for card in cards:
            if card < TAKUSAN:
                rows[card] += 1
        for _ in range(cards.count(TAKUSAN)):
            best = self.best_row(rows)
            if best is not None:
                rows[best] += 1
        for _ in range(cards.count(YAKUZA)):
            worst = self.worst_row(rows)
            if worst is not None:
                rows[worst] -= 1
        return rows, cards.count(YAKUZA)

    def best_row(self, rows: list[int], options: Sequence[int] | None = None) -> int | None:
        """The open row gaining most from one more card (a Takusan's place)."""
        choices = [p for p in (options if options is not None else range(6)) if rows[p] > 0]
        return max(choices, key=lambda p: (self.gain(rows, p), -p), default=None)

    def worst_row(self, rows: list[int], options: Sequence[int] | None = None) -> int | None:
        """The open row losing least by one card less (a Yakuza's victim)."""
        choices = [p for p in (options if options is not None else range(6)) if rows[p] > 0]
        return min(choices, key=lambda p: (self.loss(rows, p), p), default=None)


# -- reading the view ------------------------------------------------------------------------
def seat_counts(seat_view: Seat) -> list[int]:
    """Cards per product (Takusans included) in a seat's rows."""
    counts = [0] * len(PRODUCTS)
    for product, row in seat_view["rows"].items():
        counts[INDEX[product]] = row["cards"] + row["takusan"]
    return counts


def market_keys(view: SeatView) -> list[tuple[int, int]]:
    """(space, height) per market product, in ``MARKET`` order."""
    by_product = {m["product"]: (m["space"], m["height"]) for m in view["market"]}
    return [by_product[p] for p in MARKET]


def rounds_left(view: SeatView) -> int:
    """Rounds still to be dealt after the current one."""
    return int(view["rounds"]) - int(view["round"])


def valuation(
    keys: Sequence[tuple[int, int]],
    left: int,
    params: Params,
    bonus_table: dict[str, dict[str, int]] | None = None,
) -> Valuation:
    """Card values with ``left`` rounds to come; ``bonus_table`` (the variant's bonuses, or
    ``None`` when it is off) adds the bonus scores."""
    market = product_values(keys, left, params.sigma)
    bonus = None
    if bonus_table is not None:
        worst = min(range(len(market)), key=lambda i: (market[i], keys[i]))
        bonus = Bonuses(bonus_table, left, worst, params.bonus_reach, params.bonus_doubt)
    return Valuation(market, params.maguro_future * left, bonus)


def bonus_table(view: SeatView) -> dict[str, dict[str, int]] | None:
    """The variant's bonus scores when the table plays it, else ``None``."""
    options = view.get("options") or {}
    return view.get("bonuses") if options.get("variant") else None


def yakuza_counts(view: SeatView) -> list[int]:
    return [int(s["yakuza_taken"]) for s in view["seats"]]


def lot_codes(view: SeatView) -> list[list[int]]:
    return [[CARD_CODE[c] for c in lot["cards"]] for lot in view["lots"]]


def buy_order(view: SeatView) -> list[int]:
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
    yakuza: list[int] | None = None  # Yakuza taken per seat (for the variant's bonus)

    def rivals(self, seat: int, worst: int) -> tuple[int, int]:
        """The best opponent's cards of product ``worst`` and Yakuza taken."""
        others = [s for s in range(len(self.counts)) if s != seat]
        yakuza = self.yakuza or [0] * len(self.counts)
        return (
            max((self.counts[s][worst] for s in others), default=0),
            max((yakuza[s] for s in others), default=0),
        )

    def standing(self, value: Valuation, seat: int) -> float:
        """A seat's expected bonus points now (0 without the variant)."""
        if value.bonus is None:
            return 0.0
        yakuza = (self.yakuza or [0] * len(self.counts))[seat]
        rivals = self.rivals(seat, value.bonus.worst)
        return value.bonus.standing(self.counts[seat], yakuza, *rivals)


def _seat_gains(value: Valuation, counts: list[int], cards: list[list[int]]) -> list[float]:
    """What each lot would add to one seat's rows."""
    gains = []
    maguro = counts[MAGURO]
    market = value.market
    for lot in cards:
        if TAKUSAN in lot or YAKUZA in lot:
            gains.append(value.lot_gain(counts, lot))
            continue
        gain, m = 0.0, 0
        for card in lot:
            if card == MAGURO:
                gain += maguro_step(maguro + m) + value.maguro_bonus
                m += 1
            else:
                gain += market[card]
        gains.append(gain)
    return gains


def _bonus_gains(table: Table, value: Valuation, seat: int) -> list[float]:
    """What each lot would change in a seat's expected bonus points (the variant)."""
    bonus = value.bonus
    assert bonus is not None
    yakuza = (table.yakuza or [0] * len(table.counts))[seat]
    rivals = table.rivals(seat, bonus.worst)
    counts = table.counts[seat]
    base = bonus.standing(counts, yakuza, *rivals)
    gains = []
    for cards in table.cards:
        rows, taken = value.after_lot(counts, cards)
        gains.append(bonus.standing(rows, yakuza + taken, *rivals) - base)
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
        if value.bonus is not None:
            offers = [o + b for o, b in zip(offers, _bonus_gains(table, value, seat), strict=True)]
        for index in range(len(offers)):
            offers[index] -= prices[index]
        offers[table.alarm] += alarm_value
        lot: int | None
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


def tile_of(lot: Lot) -> Tile:
    """The price tile of a lot once the lots are priced (the buying phase)."""
    tile = lot["tile"]
    assert tile is not None, "the lots are not priced yet"
    return tile


def _table(view: SeatView, counts: list[list[int]]) -> Table:
    lots = view["lots"]
    return Table(
        counts=counts,
        money=[float(s["money"]) for s in view["seats"]],
        cards=lot_codes(view),
        prices=[tile_of(lot)["cash"] for lot in lots],
        alarm=next(i for i, lot in enumerate(lots) if tile_of(lot)["alarm"]),
        sold=[lot["sold_to"] is not None for lot in lots],
        yakuza=yakuza_counts(view),
    )


def choose_buy(view: SeatView, legal: list[Action], params: Params = PARAMS) -> Action:
    """The buy (or pass) with the best relative outcome of the rest of the round."""
    me = int(view["me"]["seat"])
    left = rounds_left(view)
    value = valuation(market_keys(view), left, params, bonus_table(view))
    counts = [seat_counts(s) for s in view["seats"]]
    table = _table(view, counts)
    order = buy_order(view)
    later = order[order.index(me) :]
    bonus = alarm_value(left, params)
    holdings = [
        value.holdings(c) + m + table.standing(value, seat)
        for seat, (c, m) in enumerate(zip(counts, table.money, strict=True))
    ]
    best_action, best = legal[0], -math.inf
    for action in legal:
        first = action["lot"] if action["type"] == "buy" else None
        gains = play_out_buying(table, later, me, first, value, bonus)
        score = relative([h + g for h, g in zip(holdings, gains, strict=True)], me, params)
        if score > best + 1e-9:
            best_action, best = action, score
    return best_action


def choose_row(view: SeatView, legal: list[Action], params: Params = PARAMS) -> Action:
    """Where a Takusan goes (best gain) or which card a Yakuza takes (least loss), the
    variant's bonus points included when it is on."""
    me = int(view["me"]["seat"])
    value = valuation(market_keys(view), rounds_left(view), params, bonus_table(view))
    counts = [seat_counts(s) for s in view["seats"]]
    rows = counts[me]
    table = Table(counts, [], [], [], 0, [], yakuza_counts(view))
    takusan = legal[0]["type"] == "takusan"
    step = 1 if takusan else -1

    def worth(action: Action) -> float:
        product = INDEX[action["row"]]
        score = value.gain(rows, product) if takusan else -value.loss(rows, product)
        if value.bonus is not None:
            after = list(rows)
            after[product] += step
            yakuza = table.yakuza[me] if table.yakuza else 0
            rivals = table.rivals(me, value.bonus.worst)
            score += value.bonus.standing(after, yakuza, *rivals)
        return score

    best = max(worth(a) for a in legal)
    return next(a for a in legal if worth(a) >= best - 1e-9)


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
    yakuza: list[int] | None = None  # Yakuza taken per seat
    bonuses: dict[str, dict[str, int]] | None = None  # the variant's bonus scores, if on


def _move_market(
    keys: list[tuple[int, int]], cards: list[list[int]], changes: list[int]
) -> list[tuple[int, int]]:
    """Market keys after this round's fluctuations (clamped; a marker landing on a new space
    goes on top of its stack, one that keeps its space keeps its place)."""
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
            if space != moved[product][0]:
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
    value = valuation(keys, scenario.left, params, scenario.bonuses)
    sold = [False] * len(order)
    table = Table(
        scenario.counts, scenario.money, scenario.cards, prices, order[0], sold, scenario.yakuza
    )
    bonus = alarm_value(scenario.left, params)
    gains = play_out_buying(table, scenario.order, scenario.me, -1, value, bonus)
    totals = [
        value.holdings(c) + m + g + table.standing(value, seat)
        for seat, (c, m, g) in enumerate(zip(scenario.counts, scenario.money, gains, strict=True))
    ]
    return relative(totals, scenario.me, params)


class Planner:
    """Scores full ticket assignments on shared samples (common random numbers)."""

    def __init__(self, scenario: Scenario, players: int) -> None:
        self.scenario = scenario
        self.tiles: list[dict[str, int]] = rules.DATA["tiles"][str(players)]
        self.cache: list[dict[tuple[int, ...], float]] = [{} for _ in scenario.opponent_parts]
        self.special_weight = scenario.params.special_cost * scenario.left / rules.ROUNDS

    def outcome(self, sample: int, mine: Sequence[Sequence[int]]) -> float:
        """The round's value for me with my ticket parts ``mine`` against the others' drafts of
        ``sample`` (cached by the order the lots' totals put them in)."""
        parts = self.scenario.opponent_parts[sample]
        totals = []
        for lot in range(len(mine)):
            p, m = parts[lot], mine[lot]
            totals.append(_price_total(p[0] + m[0], p[1] + m[1], p[2] + m[2], p[3] + m[3]))
        order = tuple(sorted(range(len(mine)), key=lambda i: (-totals[i], i)))
        cache = self.cache[sample]
        result = cache.get(order)
        if result is None:
            result = cache[order] = _outcome(self.scenario, order, self.tiles)
        return result

    def specials_cost(self, assignment: Sequence[str]) -> float:
        return sum(t in SPECIALS for t in assignment) * (self.special_weight + 0.01)

    def score(self, assignment: Sequence[str]) -> float:
        total = 0.0
        mine = [_TICKET_PARTS[t] for t in assignment]
        for sample in range(len(self.scenario.opponent_parts)):
            total += self.outcome(sample, mine)
        return total / len(self.scenario.opponent_parts) - self.specials_cost(assignment)


def _scenario(view: SeatView, rng: random.Random, params: Params) -> Scenario:
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
        yakuza=yakuza_counts(view),
        bonuses=bonus_table(view),
    )


def _plan_seed(view: SeatView) -> str:
    """A seed from the public situation: every step of one draft replans identically."""
    lots = "|".join(",".join(lot["cards"]) for lot in view["lots"])
    return f"tsukiji:{view['round']}:{view['me']['seat']}:{lots}"


def _initial_assignment(scenario: Scenario, open_lots: list[int], pool: list[str]) -> list[str]:
    """Lowest normal tickets on the open lots the computer wants most, high ones elsewhere
    (one ticket per lot of ``open_lots``, in that order)."""
    value = valuation(scenario.keys, scenario.left + 1, scenario.params)
    mine = scenario.counts[scenario.me]
    wanted = sorted(open_lots, key=lambda lot: -value.lot_gain(mine, scenario.cards[lot]))
    normals = sorted((t for t in pool if t in NORMALS), key=int)
    chosen = dict(zip(wanted, normals, strict=False))
    return [chosen.get(lot, "") for lot in open_lots]


class _Draft:
    """A draft with some lots fixed (tickets already placed) and the open ones to plan."""

    def __init__(self, draft: list[str | None]) -> None:
        self.draft = draft
        self.open = [lot for lot, ticket in enumerate(draft) if ticket is None]

    def full(self, tail: Sequence[str]) -> list[str]:
        """The whole draft with ``tail`` on the open lots."""
        whole = list(self.draft)
        for lot, ticket in zip(self.open, tail, strict=True):
            whole[lot] = ticket
        return whole  # type: ignore[return-value]


def plan_tickets(view: SeatView, params: Params = PARAMS) -> list[str]:
    """The full draft the computer wants (a ticket per lot), keeping the tickets placed."""
    draft = _Draft(list(view["me"]["draft"]))
    pool = list(view["me"]["available"])
    rng = random.Random(_plan_seed(view))
    scenario = _scenario(view, rng, params)
    planner = Planner(scenario, int(view["players"]))
    tail = _initial_assignment(scenario, draft.open, pool)
    best = planner.score(draft.full(tail))
    for _ in range(params.climb_steps):
        candidate, score = _best_neighbour(planner, draft, tail, pool)
        if score <= best + 1e-9:
            break
        tail, best = candidate, score
    return draft.full(tail)


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
    planner: Planner, draft: _Draft, tail: list[str], pool: list[str]
) -> tuple[list[str], float]:
    best_tail, best = tail, -math.inf
    for candidate in _neighbours(tail, pool):
        score = planner.score(draft.full(candidate))
        if score > best + 1e-9:
            best_tail, best = candidate, score
    return best_tail, best


_TICKET_ORDER = {ticket: i for i, ticket in enumerate(rules.ALL_TICKETS)}


def _root_key(view: SeatView) -> str:
    """The situation at the start of this seat's draft (no ticket placed), canonically."""
    me = view["me"]
    held = [*(t for t in me["draft"] if t is not None), *me["available"]]
    pool = sorted(held, key=_TICKET_ORDER.__getitem__)
    seats = [{k: v for k, v in s.items() if k != "confirmed"} for s in view["seats"]]
    keys = ("players", "round", "rounds", "start_player", "lots", "market", "options", "bonuses")
    root = {
        **{k: view.get(k) for k in keys},
        "seats": seats,
        "me": {"seat": me["seat"], "draft": [None] * len(me["draft"]), "available": pool},
    }
    return json.dumps(root, sort_keys=True)


@functools.lru_cache(maxsize=256)
def _root_plan(key: str, params: Params) -> tuple[str, ...]:
    """The plan for an empty draft; memoised so the later steps of a draft cost nothing."""
    return tuple(plan_tickets(json.loads(key), params))


def choose_ticket(view: SeatView, legal: list[Action], params: Params = PARAMS) -> Action:
    """The next step of the planned draft: the planned ticket on the first empty lot, or
    confirm when every lot has one.

    The plan for the whole draft is made once (memoised by the public situation); should the
    draft already deviate from it (tickets placed by a person before a computer took over),
    the empty lots are replanned around the tickets in place.
    """
    for action in legal:
        if action["type"] == "confirm":
            return action
    draft = list(view["me"]["draft"])
    plan = list(_root_plan(_root_key(view), params))
    if any(t is not None and t != p for t, p in zip(draft, plan, strict=True)):
        plan = plan_tickets(view, params)
    lot = draft.index(None)
    wanted = {"type": "ticket", "lot": lot, "ticket": plan[lot]}
    return wanted if wanted in legal else next(a for a in legal if a["type"] == "ticket")


# -- policies --------------------------------------------------------------------------------
def normal(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """Normal: the Tsukiji computer player (the yardstick of the levels)."""
    return play(view, legal, rng, PARAMS)


def play(view: SeatView, legal: list[Action], rng: random.Random, params: Params) -> Action:
    """The computer player with explicit ``params`` (for tuning)."""
    kind = legal[0]["type"]
    if kind in ("takusan", "yakuza"):
        return choose_row(view, legal, params)
    if view["phase"] == "buy":
        return choose_buy(view, legal, params)
    return choose_ticket(view, legal, params)


def immediate_lot_value(view: SeatView, counts: list[int], cards: list[int]) -> float:
    """A lot's card value if the game ended now (current market ranking)."""
    ranking = view["market_rank"]
    market = [float(RANK_VALUES[ranking.index(p)]) for p in MARKET]
    return Valuation(market, 0.0).lot_gain(counts, cards)


def greedy(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
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
                net = immediate_lot_value(view, counts, cards) - tile_of(lot)["cash"]
                if net > best:
                    best_action, best = action, net
        return best_action
    steps = [a for a in legal if a["type"] not in rules.TSUKIJI.undo_actions]
    return rng.choice(steps)


# -- Easy ------------------------------------------------------------------------------------
# Easy: sensible, readable, beatable.
#
# It values cards as Normal does, but it plans its tickets plainly: its lowest normal tickets on
# the lots it wants most (by what their cards add to its own rows), never a special ticket, and
# no guess at what the others will do. It buys by its own gain only (it never buys to deny
# another seat a lot), and places Takusans and Yakuzas as Normal does. A learner can read it
# and beat it by using specials, watching the prices and denying it the lots it needs.


def easy_ticket_plan(view: SeatView) -> dict[int, str]:
    """The ticket Easy puts on each open lot: its lowest normal tickets on the lots whose cards
    add most to its rows, the higher ones on the rest."""
    me = view["me"]
    value = valuation(market_keys(view), rounds_left(view) + 1, PARAMS)
    rows = seat_counts(view["seats"][me["seat"]])
    cards = lot_codes(view)
    open_lots = [lot for lot, ticket in enumerate(me["draft"]) if ticket is None]
    wanted = sorted(open_lots, key=lambda lot: (-value.lot_gain(rows, cards[lot]), lot))
    normals = sorted((t for t in me["available"] if t in NORMALS), key=int)
    return dict(zip(wanted, normals, strict=False))


def easy_ticket(view: SeatView, legal: list[Action]) -> Action:
    """The planned ticket on the first empty lot, or confirm once every lot has one."""
    for action in legal:
        if action["type"] == "confirm":
            return action
    plan = easy_ticket_plan(view)
    lot = view["me"]["draft"].index(None)
    wanted = {"type": "ticket", "lot": lot, "ticket": plan.get(lot)}
    return wanted if wanted in legal else next(a for a in legal if a["type"] == "ticket")


def easy_buy(view: SeatView, legal: list[Action]) -> Action:
    """The affordable lot whose cards add most to its own rows for their price, or pass when
    the pass money is worth more."""
    me = int(view["me"]["seat"])
    left = rounds_left(view)
    value = valuation(market_keys(view), left, PARAMS)
    rows = seat_counts(view["seats"][me])
    best_action, best = legal[-1], -math.inf
    for action in legal:
        if action["type"] == "buy":
            lot = view["lots"][action["lot"]]
            cards = [CARD_CODE[c] for c in lot["cards"]]
            worth = value.lot_gain(rows, cards) - tile_of(lot)["cash"]
        else:
            worth = float(PASS_MONEY)
        if worth > best + 1e-9:
            best_action, best = action, worth
    return best_action


def easy(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """Easy: plain tickets, buying for its own rows only."""
    kind = legal[0]["type"]
    if kind in ("takusan", "yakuza"):
        return choose_row(view, legal, PARAMS)
    if view["phase"] == "buy":
        return easy_buy(view, legal)
    return easy_ticket(view, legal)


# -- Hard ------------------------------------------------------------------------------------
# Hard: Normal's judgement, a model of the other seats and a mixed draft.
#
# * **Tickets** (secret, simultaneous): the others' drafts are sampled from a mixture: each other
#   seat plays, with chance ``HARD_NORMAL_WEIGHT``, the draft Normal would plan in its place (Normal
#   plans from public facts only: the lots, the market, the seats, that seat's unspent specials,
#   so any seat can compute it), and otherwise a plausible random draft as Normal imagines one.
#   Hard's own assignments are hill-climbed over more samples and more steps than Normal's,
#   and the draft played is drawn from a softmax over the best assignments met
#   (``HARD_TEMPERATURE``, in yen of relative value): a mixed policy, not a fixed one. Every step of
#   one draft recomputes the same candidates (memoised by the public situation) and draws its
#   ticket from those consistent with the tickets already placed, which draws the whole draft
#   from that softmax.
# * **Buying**: each buy (or pass) is played on in the sampled world to the end of the round,
#   every later seat choosing as Normal would from its own view of that world; the round's end
#   is valued with Normal's expected card values (own total against the others'). Only this
#   round's open lots matter: nothing hidden (the deck's order) is read.
# * **Placement** (Takusan, Yakuza): Normal's choice, a one-step decision.


HARD_NORMAL_WEIGHT = 0.75  # chance an opponent's sampled draft is the one Normal would plan
HARD_SAMPLES = 12  # sampled drafts of the others per scored assignment
HARD_CLIMB_STEPS = 6  # hill-climb iterations over ticket assignments
HARD_TEMPERATURE = 0.5  # softmax temperature over assignments, in yen of relative value
HARD_SHORTLIST = 6  # assignments the mixed draft is drawn from


# -- tickets -----------------------------------------------------------------------------------
def seat_root_view(view: SeatView, seat: int) -> dict[str, Any]:
    """What ``seat`` sees before its first ticket of this round, built from public facts."""
    lots = len(view["lots"])
    pool = [*NORMALS, *view["seats"][seat]["specials"]]
    return {**view, "me": {"seat": seat, "draft": [None] * lots, "available": pool}}


def normal_draft(view: SeatView, seat: int) -> tuple[str, ...]:
    """The draft Normal plans in ``seat``'s place (memoised, as Normal's own plans are)."""
    return _root_plan(_root_key(seat_root_view(view, seat)), PARAMS)  # type: ignore[arg-type]


class WeightedPlanner(Planner):
    """Normal's planner over samples of the others' drafts, each sample with its weight."""

    def __init__(self, scenario: Scenario, players: int, weights: Sequence[float]) -> None:
        super().__init__(scenario, players)
        total = sum(weights)
        self.weights = [w / total for w in weights]
        self.scores: dict[tuple[str, ...], float] = {}

    def score(self, assignment: Sequence[str]) -> float:
        key = tuple(assignment)
        found = self.scores.get(key)
        if found is not None:
            return found
        mine = [_TICKET_PARTS[t] for t in assignment]
        total = 0.0
        for sample, weight in enumerate(self.weights):
            total += weight * self.outcome(sample, mine)
        value = total - self.specials_cost(assignment)
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
    for _ in range(HARD_SAMPLES):
        per_lot = [[0, 0, 0, 0] for _ in range(lots)]
        for seat, planned in modelled.items():
            if rng.random() < HARD_NORMAL_WEIGHT:
                draft = planned
            else:
                specials = view["seats"][seat]["specials"]
                draft = _sample_draft(specials, lots, rng, PARAMS.special_chance)
            for lot, ticket in enumerate(draft):
                for i, part in enumerate(_TICKET_PARTS[ticket]):
                    per_lot[lot][i] += part
        samples.append(per_lot)
    return samples


def _climb(planner: WeightedPlanner, start: list[str], pool: list[str]) -> None:
    """Hill-climb from ``start``, scoring every neighbour met (kept in ``planner.scores``)."""
    tail, best = start, planner.score(start)
    for _ in range(HARD_CLIMB_STEPS):
        found, score = tail, best
        for candidate in _neighbours(tail, pool):
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
    scenario = _scenario(view, rng, PARAMS)
    scenario.opponent_parts = _opponent_samples(view, rng)
    planner = WeightedPlanner(scenario, int(view["players"]), [1.0] * HARD_SAMPLES)
    pool = list(view["me"]["available"])
    lots = list(range(len(view["lots"])))
    _climb(planner, _initial_assignment(scenario, lots, pool), pool)
    normal_plan = list(_root_plan(key, PARAMS))
    _climb(planner, normal_plan, pool)
    ranked = sorted(planner.scores.items(), key=lambda item: (-item[1], item[0]))
    return tuple(ranked[:HARD_SHORTLIST])


def hard_ticket(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """The next ticket of a draft drawn from the softmax over the best drafts, given the
    tickets already placed; confirm once every lot has one."""
    for action in legal:
        if action["type"] == "confirm":
            return action
    draft = view["me"]["draft"]
    ranked = draft_candidates(_root_key(view))
    fitting = [
        (plan, value)
        for plan, value in ranked
        if all(t is None or t == p for t, p in zip(draft, plan, strict=True))
    ]
    if not fitting:  # a draft begun elsewhere: Normal completes it
        return choose_ticket(view, legal, PARAMS)
    best = max(value for _, value in fitting)
    weights = [math.exp((value - best) / HARD_TEMPERATURE) for _, value in fitting]
    plan = rng.choices([plan for plan, _ in fitting], weights)[0]
    lot = draft.index(None)
    wanted = {"type": "ticket", "lot": lot, "ticket": plan[lot]}
    return wanted if wanted in legal else choose_ticket(view, legal, PARAMS)


# -- buying --------------------------------------------------------------------------------------
def round_end_value(state: State, seat: int, bought_round: int) -> float:
    """``seat``'s standing once the round is bought out: Normal's expected card values plus
    money, against the others (the final scores once the game is over)."""
    if rules.TSUKIJI.is_over(state):
        result = rules.TSUKIJI.result(state)
        assert result is not None
        return relative([float(s) for s in result["scores"]], seat, PARAMS)
    view: SeatView = rules.TSUKIJI.view(state, seat)  # type: ignore[assignment]
    left = rules.ROUNDS - bought_round
    value = valuation(market_keys(view), left, PARAMS, bonus_table(view))
    counts = [seat_counts(s) for s in view["seats"]]
    table = Table(counts, [], [], [], 0, [], yakuza_counts(view))
    alarm = alarm_value(left, PARAMS)
    totals = [
        value.holdings(c)
        + s["money"]
        + table.standing(value, i)
        + (alarm if i == view["start_player"] else 0.0)
        for i, (c, s) in enumerate(zip(counts, view["seats"], strict=True))
    ]
    return relative(totals, seat, PARAMS)


def play_round_out(state: State, rng: random.Random) -> None:
    """Every seat chooses as Normal would until this round's buying is over."""
    game = rules.TSUKIJI
    bought_round = state["round"]
    while state["phase"] == "buy" and state["round"] == bought_round:
        actor = min(game.to_act(state))
        legal = game.legal_actions(state, actor)
        game.apply(state, actor, normal(game.view(state, actor), legal, rng))  # type: ignore[arg-type]


def hard_buy(view: SeatView, legal: list[Action], world: State, rng: random.Random) -> Action:
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
        return choose_row(view, legal, PARAMS)
    if view["phase"] == "buy":
        if len(legal) == 1:
            return legal[0]
        return hard_buy(view, legal, world, rng)
    return hard_ticket(view, legal, rng)


# -- hints -----------------------------------------------------------------------------------
# Hints for learners: the move Normal would make and one short reason, with numbers.
#
# The reason is a message of ``data/locales/<lang>/tsukiji.ftl`` (``tsukiji-hint-*``) with plain
# args: lot letters, ticket names as printed, yen amounts, and ``*_term`` args holding the key of
# the catalog message that names a product (the hint panel puts it in the reader's language).
# The yen amounts are Normal's own estimates: a card's expected end value (the market's rank
# chances over the rounds left, Maguro by its set) in the player's rows.


LOW_TICKETS = frozenset({"0", "1", "2", "-1", "4/2"})  # tickets that keep a lot's total down


def lot_letter(lot: int) -> str:
    """A lot as the board labels it (A, B, C...)."""
    return chr(ord("A") + lot)


def product_term(product: str) -> str:
    """The catalog message naming ``product``."""
    return f"tsukiji.product.{product}"


def _yen(value: float) -> int:
    return max(0, round(value))


def _rows(view: SeatView) -> list[int]:
    return seat_counts(view["seats"][view["me"]["seat"]])


def _cards(view: SeatView, lot: int) -> list[int]:
    return [CARD_CODE[c] for c in view["lots"][lot]["cards"]]


def _main_product(value: Valuation, rows: list[int], cards: list[int]) -> str:
    """The product whose cards add most to ``rows`` in a lot."""
    products = [c for c in cards if c < TAKUSAN] or [TAKUSAN]
    best = max(products, key=lambda c: (value.gain(rows, c) if c < TAKUSAN else 0.0, -c))
    return PRODUCTS[best] if best < TAKUSAN else rules.WILD


def _ticket_hint(view: SeatView, action: Action) -> Hint:
    lot, ticket = int(action["lot"]), str(action["ticket"])
    value = valuation(market_keys(view), rounds_left(view) + 1, PARAMS)
    worth = value.lot_gain(_rows(view), _cards(view, lot))
    kind = "ticket_low" if ticket in LOW_TICKETS else "ticket_high"
    shown = ticket.replace("x", "×").replace("-", "−")
    args = {"lot": lot_letter(lot), "ticket": shown, "worth": _yen(worth)}
    return Hint(action, f"tsukiji.hint.{kind}", args)


def _buy_hint(view: SeatView, legal: list[Action], action: Action) -> Hint:
    value = valuation(market_keys(view), rounds_left(view), PARAMS)
    rows = _rows(view)

    def worth(lot: int) -> float:
        return value.lot_gain(rows, _cards(view, lot))

    def price(lot: int) -> int:
        return tile_of(view["lots"][lot])["cash"]

    if action["type"] == "buy":
        lot = int(action["lot"])
        args = {"lot": lot_letter(lot), "price": price(lot), "worth": _yen(worth(lot))}
        if worth(lot) > price(lot):
            term = product_term(_main_product(value, rows, _cards(view, lot)))
            return Hint(action, "tsukiji.hint.buy", {**args, "product_term": term})
        return Hint(action, "tsukiji.hint.buy_deny", args)
    lots = [int(a["lot"]) for a in legal if a["type"] == "buy"]
    if not lots:
        return Hint(action, "tsukiji.hint.pass_broke", {"money": PASS_MONEY})
    best = max(lots, key=lambda lot: (worth(lot) - price(lot), -lot))
    args = {
        "money": PASS_MONEY,
        "lot": lot_letter(best),
        "worth": _yen(worth(best)),
        "price": price(best),
    }
    return Hint(action, "tsukiji.hint.pass", args)


def _place_hint(view: SeatView, action: Action) -> Hint:
    value = valuation(market_keys(view), rounds_left(view), PARAMS)
    rows = _rows(view)
    product = str(action["row"])
    term = product_term(product)
    if action["type"] == "takusan":
        worth = value.gain(rows, INDEX[product])
        return Hint(action, "tsukiji.hint.takusan", {"product_term": term, "worth": _yen(worth)})
    loss = value.loss(rows, INDEX[product])
    kind = "yakuza_takusan" if action.get("card") == rules.WILD else "yakuza_card"
    return Hint(action, f"tsukiji.hint.{kind}", {"product_term": term, "worth": _yen(loss)})


def explain(view: SeatView, legal: list[Action]) -> Hint | None:
    """Normal's move (``legal`` holds no undo action) and why, in numbers."""
    if not legal:
        return None
    action = normal(view, legal, random.Random(0))
    kind = action["type"]
    if kind == "ticket":
        return _ticket_hint(view, action)
    if kind == "confirm":
        return Hint(action, "tsukiji.hint.confirm", {})
    if kind in ("buy", "pass"):
        return _buy_hint(view, legal, action)
    if kind in ("takusan", "yakuza"):
        return _place_hint(view, action)
    return None
