"""Computer players for Flea Market: Price War, reading only the seat's view.

The settlement rewards the *lowest* total with popularity (which wins the game) and the
highest with money (which buys price cuts and extra draws). The computer scores every display
it could make (each value, each number and colour mix of its cards, the price wars they set
off) and passing, by its chances of ending lowest or highest: seats that passed are fixed,
seats still playing may still rise. It weighs popularity above money, counts the hand cards a
play uses up and the upkeep of stalls left empty, and passes when nothing beats standing still.

Other choices: a price cut when it holds popularity-rich cards and the money to spare; the
lowest role when a tie lets it choose; popularity from a sale; upkeep discards of the cards
least useful for a low, rich display; a new stall while the hand is full, else a draw; extra
draws while they are cheap and the hand is short. Money is cards and no change is given, so
it pays for a cut or an extra draw only when its money cards pay that price without wasting
more than ``Params.waste`` (the deepest cut that does; no extra draw that does not).

Easy is Normal that never spends money: no price cut, no extra draw.

Hard is Normal with its display values, passes and price cuts chosen by determinized search:
each candidate is tried in worlds sampled from the view (``rules.redeal``: hands, piles and
hidden popularity resampled), the round is played on to its settlement with Normal in every
seat (each from its own view of that world), and what it reaches is valued: popularity, money
and hand against the best other seat's, the game's own result when the round ends it.
Candidates meet the same worlds and rollout seeds, and the weaker half is dropped after each
batch of worlds (sequential halving). A value is played with the cards Normal would play of
it, so the card steps that follow need no search (Hard keeps no memory between decisions);
every other choice is Normal's, at no cost.

Hints (:func:`explain`) give Normal's move and one reason with its numbers: the message
``fleamarket.hint.<kind>`` of the game's catalog, a card named by its colour's catalog key
(``colour_term``) and its value.

The greedy baseline displays whatever would pay best if the phase ended at once, without
looking at what others may still do, never cuts, draws, and takes popularity when offered.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import cast

from bot.ai.base import Hint
from bot.engine.protocol import Action, State, clone
from bot.games import fleamarket as rules
from bot.games.fleamarket_view import SeatView

VALUE: dict[str, int] = rules.VALUE
COLOUR: dict[str, str] = rules.COLOUR
MONEY: dict[str, int] = rules.MONEY
POPULARITY: dict[str, int] = rules.POPULARITY
SALE_VALUES: frozenset[int] = rules.SALE_VALUES
TARGET: int = rules.TARGET


@dataclass(frozen=True)
class Params:
    """Knobs of the computer player."""

    money_weight: float = 0.15  # one money against one popularity
    card_cost: float = 0.4  # a hand card used up by a play
    upkeep: float = 0.3  # an empty stall at settlement (one hand card discarded)
    rise: float = 0.15  # chance a seat still playing and below us ends above us
    sale: float = 0.6  # value of a sale (a 5 on the stalls, neither highest nor lowest)
    cut_cards: int = 2  # popularity-rich cards (button >= 2) needed before paying a cut
    max_cut: int = 4  # deepest price cut the computer pays for
    stall_hand: int = 6  # hand size from which a new stall beats a draw
    extra_hand: int = 5  # buy extra draws while the hand is shorter than this
    extra_price: int = 2  # dearest extra draw the computer buys
    waste: int = 1  # most money a payment may lose (money cards give no change)


PARAMS = Params()


# -- the table as the computer sees it --------------------------------------------------------
@dataclass
class Table:
    """Displays, cuts and what each seat may still do in this display phase."""

    me: int
    order: list[int]  # seats clockwise from the start player (ties go to the earlier)
    displays: list[list[str]]
    cuts: list[int]
    active: list[bool]  # still able to play this round
    stalls: list[int]
    players: int

    def total(self, seat: int) -> int:
        return sum(VALUE[c] for c in self.displays[seat]) - self.cuts[seat]

    def before(self, a: int, b: int) -> bool:
        """Whether seat ``a`` wins ties against seat ``b``."""
        return self.order.index(a) < self.order.index(b)


def read_table(view: SeatView) -> Table:
    seats = view["seats"]
    players = int(view["players"])
    start = int(view["start_player"])
    return Table(
        me=int(view["me"]["seat"]),
        order=[(start + i) % players for i in range(players)],
        displays=[list(s["display"]) for s in seats],
        cuts=[int(s["cut"]) for s in seats],
        active=[
            not s["passed"] and s["hand"] > 0 and len(s["display"]) < s["stalls"] for s in seats
        ],
        stalls=[int(s["stalls"]) for s in seats],
        players=players,
    )


def after_play(table: Table, cards: Sequence[str]) -> Table:
    """The table after ``table.me`` plays ``cards``, price wars included."""
    displays = [list(d) for d in table.displays]
    displays[table.me].extend(cards)
    counts: dict[str, int] = {}
    for display in displays:
        for card in display:
            counts[COLOUR[card]] = counts.get(COLOUR[card], 0) + 1
    hit = {COLOUR[c] for c in cards if counts[COLOUR[c]] >= table.players}
    if hit:
        displays = [[c for c in d if COLOUR[c] not in hit] for d in displays]
    return Table(
        table.me, table.order, displays, table.cuts, table.active, table.stalls, table.players
    )


# -- chances -----------------------------------------------------------------------------------
def chance_lowest(table: Table, params: Params) -> float:
    """Chance this seat's total ends the lowest among seats with cards."""
    me = table.me
    mine = table.total(me)
    chance = 1.0
    for seat in range(table.players):
        if seat == me:
            continue
        has_cards = bool(table.displays[seat])
        theirs = table.total(seat)
        above = theirs > mine or (theirs == mine and table.before(me, seat))
        if not table.active[seat]:
            chance *= 1.0 if (not has_cards or above) else 0.0
        elif has_cards:
            chance *= 1.0 if above else params.rise
        else:
            chance *= min(0.85, max(0.15, 1 - mine / 12))
    return chance


def chance_highest(table: Table, params: Params) -> float:
    """Chance this seat's total ends the highest among seats with cards."""
    me = table.me
    mine = table.total(me)
    chance = 1.0
    for seat in range(table.players):
        if seat == me:
            continue
        has_cards = bool(table.displays[seat])
        theirs = table.total(seat)
        below = theirs < mine or (theirs == mine and table.before(me, seat))
        if not table.active[seat]:
            chance *= 1.0 if (not has_cards or below) else 0.0
        elif has_cards:
            chance *= 0.5 if below else 0.15
        else:
            chance *= min(0.9, max(0.1, mine / 15))
    return chance


def settle_value(table: Table, params: Params, *, final: bool) -> float:
    """Expected worth of this seat's display at settlement (``final``: it passes now)."""
    cards = table.displays[table.me]
    empty = table.stalls[table.me] - len(cards)
    if not cards:
        return 0.0  # a seat with no card on its stalls skips the settlement
    low = chance_lowest(table, params)
    high = chance_highest(table, params) * (1 - low)
    popularity = sum(POPULARITY[c] for c in cards)
    money = sum(MONEY[c] for c in cards)
    value = low * popularity + high * money * params.money_weight
    if any(VALUE[c] in SALE_VALUES for c in cards):
        value += (1 - low - high) * params.sale
    if final:
        value -= empty * params.upkeep
    return value


# -- display -----------------------------------------------------------------------------------
def display_options(view: SeatView, table: Table) -> list[tuple[int, tuple[str, ...]]]:
    """(value, cards) plays: every size and colour mix of one value that fits the stalls."""
    hand = view["me"]["hand"]
    empty = table.stalls[table.me] - len(table.displays[table.me])
    by_value: dict[int, list[str]] = {}
    for card in hand:
        by_value.setdefault(VALUE[card], []).append(card)
    options = []
    for value, cards in sorted(by_value.items()):
        seen: set[tuple[str, ...]] = set()
        for size in range(1, min(empty, len(cards)) + 1):
            for combo in itertools.combinations(cards, size):
                key = tuple(sorted(combo))
                if key not in seen:
                    seen.add(key)
                    options.append((value, key))
    return options


Scorer = Callable[[Table, tuple[str, ...]], float]


def best_option(
    view: SeatView, score: Scorer, value: int | None = None, chosen: Sequence[str] = ()
) -> tuple[tuple[int, tuple[str, ...]] | None, float]:
    """The best play (of ``value`` and holding the ``chosen`` cards, if given) and its score."""
    table = read_table(view)
    best, choice = -float("inf"), None
    for option_value, cards in display_options(view, table):
        if value is not None and option_value != value:
            continue
        if any(cards.count(c) < chosen.count(c) for c in set(chosen)):
            continue
        result = score(table, cards)
        if result > best + 1e-9:
            best, choice = result, (option_value, cards)
    return choice, best


def select_step(view: SeatView, legal: list[Action], score: Scorer) -> Action:
    """The next card of the best play of the selected value, or play when it is complete."""
    selection = view["me"]["selection"]
    assert selection is not None, "a display value is selected"
    choice, _ = best_option(view, score, selection["value"], selection["cards"])
    chosen = list(selection["cards"])
    for card in choice[1] if choice else ():
        if card in chosen:
            chosen.remove(card)
        elif {"type": "card", "card": card} in legal:
            return {"type": "card", "card": card}
    if {"type": "play"} in legal:
        return {"type": "play"}
    return next(a for a in legal if a["type"] == "card")


def _computer_score(params: Params) -> Scorer:
    def score(table: Table, cards: tuple[str, ...]) -> float:
        after = after_play(table, cards)
        return settle_value(after, params, final=False) - len(cards) * params.card_cost

    return score


def display_step(view: SeatView, legal: list[Action], params: Params) -> Action:
    """The next step toward the best display: its value, its next card, play, or pass."""
    score = _computer_score(params)
    if view["me"]["selection"] is not None:
        return select_step(view, legal, score)
    choice, best = best_option(view, score)
    stay = settle_value(read_table(view), params, final=True)
    if choice is None or best <= stay + 1e-9:
        return {"type": "pass"}
    return {"type": "value", "value": choice[0]}


# -- other choices -----------------------------------------------------------------------------
def card_use(card: str, hand: Sequence[str]) -> float:
    """How useful a hand card is: popularity per value point, a sale, pairs of one value."""
    value = VALUE[card]
    use = POPULARITY[card] / value
    if value in SALE_VALUES:
        use += 0.1
    use += 0.05 * (sum(1 for c in hand if VALUE[c] == value) - 1)
    return use


def waste(money_cards: Sequence[str], cost: int) -> int | None:
    """Money lost paying ``cost`` with these cards (no change), ``None`` if they cannot."""
    cards = rules.payment(money_cards, cost)
    return None if cards is None else sum(MONEY[c] for c in cards) - cost


def choose_cut(view: SeatView, legal: list[Action], params: Params) -> Action:
    """A price cut when holding popularity-rich cards and money to spare: the deepest (up to
    ``max_cut``) whose payment wastes little."""
    hand = view["me"]["hand"]
    rich = sum(1 for c in hand if POPULARITY[c] >= 2)
    money_cards = view["seats"][int(view["me"]["seat"])]["money_cards"]
    amount = 0
    if rich >= params.cut_cards:
        for action in legal:
            points = action["amount"]
            lost = waste(money_cards, rules.cut_cost(points))
            if points <= params.max_cut and lost is not None and lost <= params.waste:
                amount = max(amount, points)
    return {"type": "cut", "amount": amount}


def choose_settle(view: SeatView, legal: list[Action], params: Params) -> Action:
    kind = legal[0]["type"]
    if kind == "discard":
        hand = view["me"]["hand"]
        worst = min((a for a in legal), key=lambda a: (card_use(a["card"], hand), a["card"]))
        return worst
    if kind == "tie":
        me = int(view["me"]["seat"])
        cards = view["seats"][me]["display"]
        popularity = sum(POPULARITY[c] for c in cards)
        money = sum(MONEY[c] for c in cards) * params.money_weight
        take = "lowest" if popularity >= money else "highest"
        return {"type": "tie", "take": take}
    takes = [a["take"] for a in legal]
    return {"type": "sale", "take": "popularity" if "popularity" in takes else takes[0]}


def choose_restock(view: SeatView, legal: list[Action], params: Params) -> Action:
    me = int(view["me"]["seat"])
    hand = view["seats"][me]["hand"]
    restock = view["restock"]
    assert restock is not None, "the seat is restocking"
    if restock["step"] == "choose":
        return {"type": "stall"} if hand >= params.stall_hand else {"type": "draw"}
    cost = restock["next_cost"]
    cheap = cost <= params.extra_price
    if hand < params.extra_hand and cheap and {"type": "extra"} in legal:
        lost = waste(view["seats"][me]["money_cards"], cost)
        if lost is not None and lost <= params.waste:
            return {"type": "extra"}
    return {"type": "done"}


# -- policies ----------------------------------------------------------------------------------
def normal(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """Normal: the Flea Market computer player (the yardstick of the levels)."""
    return play(view, legal, rng, PARAMS)


EASY = Params(cut_cards=99, extra_hand=0)


def easy(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """Easy: Normal's judgement of displays, but it never spends money (no price cut, no extra
    draw), so its money piles up unused and a player who cuts prices gets under it."""
    return play(view, legal, rng, EASY)


def play(view: SeatView, legal: list[Action], rng: random.Random, params: Params) -> Action:
    """The computer player with explicit ``params`` (for tuning)."""
    phase = view["phase"]
    if phase == "cut":
        return choose_cut(view, legal, params)
    if phase == "display":
        return display_step(view, legal, params)
    if phase == "settle":
        return choose_settle(view, legal, params)
    return choose_restock(view, legal, params)


def _immediate(table: Table) -> float:
    """What the display would pay if the phase ended now (popularity, else half the money)."""
    cards = table.displays[table.me]
    if not cards:
        return 0.0
    totals = {s: table.total(s) for s in range(table.players) if table.displays[s]}
    me = table.me
    lowest = min(totals, key=lambda s: (totals[s], table.order.index(s)))
    highest = max(totals, key=lambda s: (totals[s], -table.order.index(s)))
    if lowest == me:
        return float(sum(POPULARITY[c] for c in cards))
    if highest == me:
        return 0.5 * sum(MONEY[c] for c in cards)
    return 0.0


GREEDY = Params(cut_cards=99, stall_hand=99, extra_hand=0)


def _greedy_score(table: Table, cards: tuple[str, ...]) -> float:
    return _immediate(after_play(table, cards))


def greedy(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """Baseline: display what pays best if the phase ended now; never cut; draw."""
    phase = view["phase"]
    if phase == "cut":
        return {"type": "cut", "amount": 0}
    if phase == "settle":
        return choose_settle(view, legal, GREEDY)
    if phase == "restock":
        return {"type": "draw"} if {"type": "draw"} in legal else {"type": "done"}
    if view["me"]["selection"] is not None:
        return select_step(view, legal, _greedy_score)
    choice, best = best_option(view, _greedy_score)
    if choice is None or best <= _immediate(read_table(view)) + 1e-9:
        return {"type": "pass"}
    return {"type": "value", "value": choice[0]}




# -- hard: determinized search --------------------------------------------------------------
GAME = rules.FLEAMARKET


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


def round_worth(state: State, seat: int, budget: HardBudget) -> float:
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
    """Play one of Hard's candidates: a value with Normal's cards of it, or the action."""
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
                totals[k] += round_worth(state, seat, budget)
                tried[k] += 1
        if len(alive) <= 1:
            break
        alive.sort(key=lambda k: (-totals[k] / tried[k], k))
        alive = alive[: max(1, len(alive) // 2)]
    return candidates[max(alive, key=lambda k: (totals[k] / tried[k], -k))]


def search_candidates(view: SeatView, legal: list[Action], keep: int) -> list[Action]:
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


def hard_move(
    view: SeatView, legal: list[Action], rng: random.Random, world: State, budget: HardBudget
) -> Action:
    """Hard's move with an explicit ``budget`` (for tuning)."""
    choice = normal(view, legal, rng)
    options = search_candidates(view, legal, budget.keep)
    if len(options) <= 1:
        return choice
    ordered = [choice, *(a for a in options if a != choice)]
    seat = int(view["me"]["seat"])
    return search(world, seat, ordered, rng, budget)


def hard(view: SeatView, legal: list[Action], rng: random.Random, world: State) -> Action:
    """Hard: Normal with its display values, passes and price cuts chosen by determinized
    search in worlds sampled from the view."""
    return hard_move(view, legal, rng, world, HARD)


# -- hints for learners ----------------------------------------------------------------------
def colour_term(card: str) -> str:
    """The catalog key naming a card's colour."""
    return f"fleamarket.colour.{COLOUR[card]}"


def _hint(action: Action, kind: str, **args: int | str) -> Hint:
    return Hint(action, f"fleamarket.hint.{kind}", args)


def _display_hint(view: SeatView, action: Action) -> Hint:
    table = read_table(view)
    score = _computer_score(PARAMS)
    selection = view["me"]["selection"]
    if action["type"] == "pass":
        chance = round(100 * chance_lowest(table, PARAMS))
        return _hint(action, "pass", total=table.total(table.me), chance=chance)
    if selection is None:
        value, chosen = int(action["value"]), []
    else:
        value, chosen = int(selection["value"]), list(selection["cards"])
    option, _ = best_option(view, score, value, chosen)
    cards = option[1] if option is not None else tuple(chosen)
    if action["type"] == "card":
        card = str(action["card"])
        return _hint(action, "card", colour_term=colour_term(card), value=value, count=len(cards))
    if action["type"] == "play":
        return _hint(action, "play", value=value, count=len(cards))
    after = after_play(table, cards)
    return _hint(
        action,
        "value",
        value=value,
        count=len(cards),
        total=after.total(table.me),
        chance=round(100 * chance_lowest(after, PARAMS)),
        popularity=sum(POPULARITY[c] for c in after.displays[table.me]),
    )


def _cut_hint(view: SeatView, action: Action) -> Hint:
    rich = sum(1 for c in view["me"]["hand"] if POPULARITY[c] >= 2)
    amount = int(action["amount"])
    if amount:
        return _hint(action, "cut", amount=amount, cost=amount * (amount + 1) // 2, rich=rich)
    if rich < PARAMS.cut_cards:
        return _hint(action, "no_cut", rich=rich, need=PARAMS.cut_cards)
    money = int(view["seats"][int(view["me"]["seat"])]["money"])
    return _hint(action, "no_cut_waste", money=money, waste=PARAMS.waste)


def _settle_hint(view: SeatView, action: Action) -> Hint:
    me = int(view["me"]["seat"])
    if action["type"] == "discard":
        card = str(action["card"])
        return _hint(
            action, "discard", colour_term=colour_term(card), value=VALUE[card],
            popularity=POPULARITY[card],
        )  # fmt: skip
    if action["type"] == "tie":
        cards = view["seats"][me]["display"]
        return _hint(
            action,
            "tie",
            take_term=f"fleamarket.take.{action['take']}",
            popularity=sum(POPULARITY[c] for c in cards),
            money=sum(MONEY[c] for c in cards),
        )
    return _hint(action, f"sale_{action['take']}", target=TARGET)


def _restock_hint(view: SeatView, action: Action) -> Hint:
    me = int(view["me"]["seat"])
    hand = int(view["seats"][me]["hand"])
    restock = view["restock"]
    assert restock is not None, "the seat is restocking"
    kind = str(action["type"])
    if kind == "draw":
        stalls = int(view["seats"][me]["stalls"])
        return _hint(action, "draw", count=stalls, hand=hand)
    if kind == "stall":
        return _hint(action, "stall", hand=hand)
    cost = int(restock["next_cost"])
    return _hint(action, kind, cost=cost, hand=hand)  # an extra draw, or done


def explain(view: SeatView, legal: list[Action]) -> Hint | None:
    """Normal's move for this seat and why, or ``None`` when there is nothing to choose."""
    if not legal:
        return None
    action = normal(view, legal, random.Random(0))
    phase = view["phase"]
    if phase == "display":
        return _display_hint(view, action)
    if phase == "cut":
        return _cut_hint(view, action)
    if phase == "settle":
        return _settle_hint(view, action)
    return _restock_hint(view, action)
