"""Computer players for Maritime Silk Road, reading only the seat's view.

The computer plans its whole turn (phase 1 option × phase 2 play) and scores each plan by:

* the income of the play, own minus the opponents' (everyone with ships of the colour earns);
* the market left behind: each slot showing a colour is worth the ships this seat has on it
  (more if it holds cards to play that colour next) minus the opponents' ships on it, so it
  covers the colours others sail and keeps its own showing;
* the cards kept in hand (a card of a colour it ships is worth more) against the cards played
  or drawn;
* long-term values for phase 1: a ship's expected income over the plays left (bought ships
  and swapped or loaded cubes), a licence's +2 per income, an exchange's extra card a turn,
  each against its price (money is the score).

A draw that empties the draw pile ends the game at once (a phase 2 draw or an exchange draw).
The computer makes it only when it thinks it leads, and otherwise plays or stops drawing.
Others' money is secret, so it is estimated from the view (:func:`estimated_money`): their
purchases are public, the incomes of the turns the board's log still shows can be worked out
from the public record, and for the turns before, everyone is assumed to have earned what
this seat earned.

Each call recomputes the plan from the view and returns its next step (the phase 1 action,
the colour, the next slot, confirm). The greedy baseline skips phase 1 and plays all cards
of the colour that pays itself most right now, drawing when nothing pays.

Levels: ``easy`` mixes Normal's moves with the greedy baseline's; ``hard`` plays the planner
with sharper knobs and searches sampled worlds near the end; ``explain`` gives learners
Normal's move with one reason (see the sections at the end).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from bot.ai.base import Hint
from bot.ai.search import final_value
from bot.engine.protocol import Action, State, clone
from bot.games import silkroad as rules
from bot.games.silkroad_view import SeatView

COLOURS: list[str] = rules.COLOURS
LICENCE_BONUS: int = rules.LICENCE_BONUS
SLOTS: int = rules.SLOTS
DRAW_COUNT: int = rules.DRAW_COUNT


@dataclass(frozen=True)
class Params:
    """Knobs of the computer player (tuned with ``benchmarks/ai_strength.py``)."""

    opponents: float = 1.5  # weight of the opponents' (average) income against own
    slot_base: float = 1.75  # value of a showing slot per ship (own minus others') on it
    slot_hand: float = 0.4  # extra per own ship when holding cards of that colour
    card_base: float = 0.2  # value of any card kept in hand (early in the game)
    card_ship: float = 0.5  # extra per own ship of the card's colour (early in the game)
    card_fade: float = 30.0  # cards in the draw pile below which held cards lose value
    plays_per_card: float = 0.3  # expected plays left per card in the draw pile
    showing: float = 2.0  # typical slots showing a colour when it is played
    buy_margin: float = 2.0  # a special must be worth this much more than its price
    exchange_rate: float = 0.5  # share of turns left in which an exchange draw is used
    buy_kinds: tuple[str, ...] = ("licence",)  # specials worth buying (ships, exchanges: no gain)


PARAMS = Params()


@dataclass
class Board:
    """The public situation plus this seat's hand, in the computer's terms."""

    me: int
    market: list[str]
    ships: list[list[str]]  # loaded ships per seat
    licences: list[int]
    hand: dict[str, int]
    deck: int
    players: int

    def count(self, seat: int, colour: str) -> int:
        return self.ships[seat].count(colour)

    def others(self) -> list[int]:
        return [seat for seat in range(self.players) if seat != self.me]


def read_board(view: SeatView) -> Board:
    seats = view["seats"]
    return Board(
        me=int(view["me"]["seat"]),
        market=list(view["market"]),
        ships=[[c for c in s["ships"] if c is not None] for s in seats],
        licences=[int(s["licence"]) for s in seats],
        hand=dict(view["me"]["hand"]),
        deck=int(view["deck_count"]),
        players=int(view["players"]),
    )


# -- valuation -------------------------------------------------------------------------------
def incomes(board: Board, market: Sequence[str], colour: str) -> list[int]:
    """What every seat earns when ``colour`` is played onto ``market`` (already updated)."""
    showing = market.count(colour)
    out = []
    for ships, licence in zip(board.ships, board.licences, strict=True):
        amount = showing * ships.count(colour)
        out.append(amount + LICENCE_BONUS * licence if amount else 0)
    return out


def relative_income(board: Board, amounts: list[int], params: Params) -> float:
    others = [amounts[seat] for seat in board.others()]
    return amounts[board.me] - params.opponents * sum(others) / max(1, len(others))


def slot_value(board: Board, colour: str, hand: dict[str, int], params: Params) -> float:
    """What one slot showing ``colour`` is worth to this seat (negative: good to cover)."""
    mine = board.count(board.me, colour)
    others = [board.count(seat, colour) for seat in board.others()]
    theirs = sum(others) / max(1, len(others))
    value = params.slot_base * (mine - params.opponents * theirs)
    if hand.get(colour, 0) > 0:
        value += params.slot_hand * mine
    return value


def card_value(board: Board, colour: str, params: Params) -> float:
    """What keeping one card of ``colour`` is worth: less as the end approaches."""
    stage = min(1.0, board.deck / params.card_fade)
    return stage * (params.card_base + params.card_ship * board.count(board.me, colour))


def unseen_card_value(board: Board, view: SeatView, params: Params) -> float:
    """Average value of a card from the draw pile (colours weighted by how many are unseen)."""
    seen = {c: board.market.count(c) + view["buried"][c] + board.hand[c] for c in COLOURS}
    weights = {c: max(0, rules.CARDS_PER_COLOUR - seen[c]) for c in COLOURS}
    total = sum(weights.values())
    if not total:
        return params.card_base
    return sum(w * card_value(board, c, params) for c, w in weights.items()) / total


def plays_left(board: Board, params: Params) -> float:
    return board.deck * params.plays_per_card


def ship_value(board: Board, colour: str, params: Params, *, extra: int = 0) -> float:
    """Expected future income of one more ship of ``colour`` over the plays left."""
    weights = {c: 1 + sum(s.count(c) for s in board.ships) for c in COLOURS}
    share = weights[colour] / sum(weights.values())
    future = plays_left(board, params) * share * (params.showing + 0.3 * board.market.count(colour))
    held = board.hand.get(colour, 0) + extra
    own = board.market.count(colour) + held if held else 0
    return future + own


# -- standing: who leads if the game ends now ------------------------------------------------
def recent_incomes(view: SeatView) -> list[int]:
    """What each seat earned in the turns of the view's history, worked out from the public
    record alone: walking back from the board as it is, undoing plays, swaps and purchases,
    each income event is paid again on the market and ships of its moment."""
    market = list(view["market"])
    ships = [list(s["ships"]) for s in view["seats"]]
    licences = [int(s["licence"]) for s in view["seats"]]
    earned = [0] * int(view["players"])
    events = [event for record in view["history"] for event in record["events"]]
    for event in reversed(events):
        kind = event["type"]
        if kind == "income":
            amounts = rules.earnings(market, ships, licences, event["colour"])
            for earner in event["earners"]:
                earned[earner] += amounts[earner]
        elif kind == "played":
            for slot, covered in zip(event["slots"], event["covered"], strict=True):
                market[slot] = covered
        elif kind == "swapped":
            ships[event["seat"]][event["ship"]] = event["from"]
        elif kind == "loaded":
            ships[event["seat"]][event["ship"]] = None
        elif kind == "bought" and event["card"] == "ship":
            ships[event["seat"]].pop()
        elif kind == "bought" and event["card"] == "licence":
            licences[event["seat"]] -= 1
    return earned


def spent_publicly(view: SeatView, seat: int) -> int:
    """What ``seat`` paid for its special cards (bought in the open)."""
    info: Mapping[str, Any] = view["seats"][seat]
    prices = {kind: int(view["specials"][kind]["price"]) for kind in view["specials"]}
    bought_ships = len(info["ships"]) - rules.START_SHIPS
    return bought_ships * prices["ship"] + sum(
        int(info[kind]) * prices[kind] for kind in rules.OWNED_SPECIALS
    )


def estimated_money(view: SeatView) -> list[int]:
    """Everyone's money as this seat can tell: its own exactly; another seat's as what this
    seat earned before the recent turns, plus what that seat was seen to earn in them, minus
    what it spent (never below zero)."""
    me = view["me"]
    seat = int(me["seat"])
    recent = recent_incomes(view)
    before = max(0, int(me["earned"]) - recent[seat])
    return [
        int(me["money"])
        if other == seat
        else max(0, before + recent[other] - spent_publicly(view, other))
        for other in range(int(view["players"]))
    ]


def standing(view: SeatView) -> int:
    """This seat's estimated lead over the richest other seat (negative: it trails)."""
    money = estimated_money(view)
    seat = int(view["me"]["seat"])
    return money[seat] - max(m for other, m in enumerate(money) if other != seat)


# -- phase 2: plays --------------------------------------------------------------------------
@dataclass
class Play:
    """A planned phase 2: ``colour`` onto ``slots``, or a draw (``colour`` ``None``)."""

    colour: str | None
    slots: list[int]
    score: float


def _play_score(board: Board, colour: str, slots: list[int], params: Params) -> float:
    market = list(board.market)
    for slot in slots:
        market[slot] = colour
    hand = dict(board.hand)
    hand[colour] -= len(slots)
    score = relative_income(board, incomes(board, market, colour), params)
    score += sum(slot_value(board, c, hand, params) for c in market)
    score -= sum(slot_value(board, c, board.hand, params) for c in board.market)
    return score - len(slots) * card_value(board, colour, params)


def best_play(board: Board, colour: str, params: Params, fixed: Sequence[int] = ()) -> Play:
    """The best number of cards and slots for a play of ``colour`` keeping ``fixed`` slots."""
    hand = dict(board.hand)
    covered = {slot: slot_value(board, board.market[slot], hand, params) for slot in range(SLOTS)}
    free = [s for s in range(SLOTS) if s not in fixed and board.market[s] != colour]
    free.sort(key=lambda s: (covered[s], s))
    best = Play(colour, list(fixed), -float("inf"))
    cards = board.hand[colour]
    for extra in range(0, min(cards - len(fixed), len(free)) + 1):
        slots = [*fixed, *free[:extra]]
        if not slots:
            continue
        score = _play_score(board, colour, slots, params)
        if score > best.score + 1e-9:
            best = Play(colour, slots, score)
    return best


ENDS_GAME = 1e6  # the score of ending the game: a sure win, or a sure loss


def draw_score(board: Board, view: SeatView, params: Params) -> float:
    """A draw's worth; a draw that empties the pile ends the game: good only when leading."""
    if board.deck <= DRAW_COUNT:
        return ENDS_GAME if standing(view) > 0 else -ENDS_GAME
    return min(DRAW_COUNT, board.deck) * unseen_card_value(board, view, params)


def best_phase2(board: Board, view: SeatView, params: Params) -> Play:
    best = Play(None, [], draw_score(board, view, params))
    for colour in COLOURS:
        if board.hand.get(colour, 0) > 0:
            play = best_play(board, colour, params)
            if play.score > best.score + 1e-9:
                best = play
    return best


# -- phase 1: specials and swaps -------------------------------------------------------------
def _with_ship(board: Board, ships: list[str]) -> Board:
    all_ships = [list(s) for s in board.ships]
    all_ships[board.me] = ships
    return Board(
        board.me, board.market, all_ships, board.licences, board.hand, board.deck, board.players
    )


def best_load(board: Board, view: SeatView, params: Params) -> tuple[str, float]:
    """The colour (in supply) worth most on a new ship."""
    options = [c for c in COLOURS if view["supply"][c] > 0]
    scored = [(ship_value(board, c, params), -COLOURS.index(c), c) for c in options]
    value, _, colour = max(scored)
    return colour, value


def special_value(board: Board, view: SeatView, kind: str, params: Params) -> float:
    """Long-term value of buying a special card now (before its price)."""
    if kind == "ship":
        return best_load(board, view, params)[1]
    if kind == "licence":
        mine = set(board.ships[board.me])
        weights = {c: 1 + sum(s.count(c) for s in board.ships) for c in COLOURS}
        share = sum(weights[c] for c in mine) / sum(weights.values())
        return LICENCE_BONUS * plays_left(board, params) * share
    if kind == "exchange":
        turns = board.deck / max(1, board.players) * params.exchange_rate
        return turns * unseen_card_value(board, view, params)
    return 0.0  # porter: extra swaps rarely pay for themselves


def phase1_options(
    board: Board, view: SeatView, legal: list[Action], params: Params
) -> list[tuple[Action, float]]:
    """(action, score of the whole turn) for every phase 1 choice."""
    out: list[tuple[Action, float]] = []
    mine = board.ships[board.me]
    for action in legal:
        kind = action["type"]
        if kind == "swap":
            ships = list(mine)
            old = ships[action["ship"]]
            ships[action["ship"]] = action["colour"]
            changed = _with_ship(board, ships)
            delta = ship_value(changed, action["colour"], params) - ship_value(board, old, params)
            out.append((action, delta + best_phase2(changed, view, params).score))
        elif kind == "buy" and action["card"] in params.buy_kinds:
            price = view["specials"][action["card"]]["price"]
            gain = special_value(board, view, action["card"], params) - price - params.buy_margin
            after = board
            if action["card"] == "ship":
                after = _with_ship(board, [*mine, best_load(board, view, params)[0]])
            elif action["card"] == "licence":
                licences = list(board.licences)
                licences[board.me] += 1
                after = Board(
                    board.me,
                    board.market,
                    board.ships,
                    licences,
                    board.hand,
                    board.deck,
                    board.players,
                )
            out.append((action, gain + best_phase2(after, view, params).score))
        elif kind in ("skip", "done"):
            out.append((action, best_phase2(board, view, params).score))
    return out


def _pick_best(options: list[tuple[Action, float]]) -> Action:
    best_action, best = options[0]
    for action, score in options[1:]:
        if score > best + 1e-9:
            best_action, best = action, score
    return best_action


# -- policies --------------------------------------------------------------------------------
def normal(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """Normal: the Silk Road computer player (the yardstick of the levels)."""
    return play(view, legal, rng, PARAMS)


def play(view: SeatView, legal: list[Action], rng: random.Random, params: Params) -> Action:
    """The computer player with explicit ``params`` (for tuning)."""
    board = read_board(view)
    phase = view["phase"]
    kinds = {a["type"] for a in legal}
    if "load" in kinds:
        colour, _ = best_load(board, view, params)
        return {"type": "load", "colour": colour}
    if phase == "phase1":
        return _pick_best(phase1_options(board, view, legal, params))
    if phase == "exchange":
        return _exchange_step(view, legal)
    return _phase2_step(board, view, legal, params)


def _exchange_step(view: SeatView, legal: list[Action]) -> Action:
    """Take every extra draw, except one that ends the game while this seat trails."""
    draw = {"type": "exchange"}
    if draw in legal and (view["deck_count"] > 1 or standing(view) > 0):
        return draw
    return {"type": "done"} if {"type": "done"} in legal else legal[-1]


def _phase2_step(board: Board, view: SeatView, legal: list[Action], params: Params) -> Action:
    pending = view["me"]["play"]
    if pending is None:
        plan = best_phase2(board, view, params)
        if plan.colour is None:
            return {"type": "draw"}
        return {"type": "play", "colour": plan.colour}
    plan = best_play(board, pending["colour"], params, fixed=pending["slots"])
    for slot in plan.slots:
        if slot not in pending["slots"] and {"type": "slot", "slot": slot} in legal:
            return {"type": "slot", "slot": slot}
    if {"type": "confirm"} in legal:
        return {"type": "confirm"}
    return next(a for a in legal if a["type"] == "slot")


def greedy(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """Baseline: skip phase 1; play all cards of the colour paying itself most; else draw."""
    board = read_board(view)
    kinds = {a["type"] for a in legal}
    if "load" in kinds:
        supply = view["supply"]
        options = [c for c in COLOURS if supply[c] > 0]
        colour = max(options, key=lambda c: board.market.count(c) + board.hand[c])
        return {"type": "load", "colour": colour}
    if view["phase"] == "phase1":
        return {"type": "skip"} if {"type": "skip"} in legal else {"type": "done"}
    if view["phase"] == "exchange":
        return {"type": "exchange"}
    pending = view["me"]["play"]
    if pending is None:
        best, best_colour = 0, None
        for colour in COLOURS:
            cards = board.hand[colour]
            if cards:
                slots = rules.best_slots(board.market, colour, cards)
                market = list(board.market)
                for slot in slots:
                    market[slot] = colour
                income = incomes(board, market, colour)[board.me]
                if income > best:
                    best, best_colour = income, colour
        if best_colour is None:
            return {"type": "draw"} if {"type": "draw"} in legal else legal[0]
        return {"type": "play", "colour": best_colour}
    target = rules.best_slots(board.market, pending["colour"], board.hand[pending["colour"]])
    for slot in target:
        if slot not in pending["slots"] and {"type": "slot", "slot": slot} in legal:
            return {"type": "slot", "slot": slot}
    if {"type": "confirm"} in legal:
        return {"type": "confirm"}
    return next(a for a in legal if a["type"] == "slot")


CARELESS = 0.5  # share of Easy's decisions taken the greedy way


def easy(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """Easy: Normal's move, or at random one time in two the greedy baseline's (skip phase 1,
    play all cards of the colour paying itself most now, draw when nothing pays, take every
    extra draw even one that ends the game while it trails): sensible, but it leaves chances."""
    if rng.random() < CARELESS:
        return greedy(view, legal, rng)
    return normal(view, legal, rng)


# -- Hard -----------------------------------------------------------------------------------
# Hard, the Silk Road computer that plays to win.
#
# Its base is Normal's whole-turn planner with sharper knobs (found with ``python -m bot arena``):
# what the others earn from its plays weighs a third as much as in Normal (covering the colours
# others sail costs more than it takes from them), and it buys licences readily (a licence's +2
# on every income repays itself over the game).
#
# Near the end, when the draw pile is nearly empty, who wins turns on who ends the game and when:
# there it searches. Each candidate (play a colour or draw; take the extra card or stop) is
# played out to the end in worlds sampled from its view (``redeal``), every seat following the
# sharp planner, with the others' money set to this seat's estimate of it (the redeal's random
# money means nothing); the candidate with the best average final value is played. Earlier
# decisions and forced moves cost no search.
HARD_PARAMS = Params(opponents=0.5, buy_margin=-3.0)
ENDGAME_DECK = 2  # search when the draw pile holds this many cards or fewer
WORLDS = 4  # sampled worlds per searched decision
MONEY_NOISE = 3  # ± yen around the estimate of another seat's money in a sampled world


def sharp(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """The sharper planner (also every seat's rollout policy)."""
    return play(view, legal, rng, HARD_PARAMS)


def _candidates(view: SeatView, legal: list[Action]) -> list[Action]:
    """The choices worth a search: the colour to play or a draw, another exchange draw or not."""
    if view["phase"] == "exchange" or (view["phase"] == "phase2" and view["me"]["play"] is None):
        return [action for action in legal if action["type"] != "undo"]
    return []


def _sample(world: State, view: SeatView, rng: random.Random, first: bool) -> State:
    """A world sampled from the view, others' money set near this seat's estimate of it."""
    seat = int(view["me"]["seat"])
    sample = clone(world) if first else rules.SILKROAD.redeal(clone(world), seat, rng)
    for other, money in enumerate(estimated_money(view)):
        if other != seat:
            seat_state = sample["seats"][other]
            guess = max(0, money + rng.randint(-MONEY_NOISE, MONEY_NOISE))
            seat_state["money"] = guess
            seat_state["earned"] = seat_state["spent"] + guess
    return sample


def _search(view: SeatView, candidates: list[Action], rng: random.Random, world: State) -> Action:
    """The candidate with the best average final value, played out in the same worlds."""
    seat = int(view["me"]["seat"])
    totals = [0.0] * len(candidates)
    for w in range(WORLDS):
        sample = _sample(world, view, rng, first=w == 0)
        seed = rng.getrandbits(32)
        for k, candidate in enumerate(candidates):
            state = clone(sample)
            rules.SILKROAD.apply(state, seat, candidate)
            playout_rng = random.Random(seed)
            while actors := rules.SILKROAD.to_act(state):
                actor = min(actors)
                legal = rules.SILKROAD.legal_actions(state, actor)
                seen = cast(SeatView, rules.SILKROAD.view(state, actor))
                rules.SILKROAD.apply(state, actor, sharp(seen, legal, playout_rng))
            totals[k] += final_value(rules.SILKROAD, state, seat)
    best = max(range(len(candidates)), key=lambda k: (totals[k], -k))
    return candidates[best]


def hard(view: SeatView, legal: list[Action], rng: random.Random, world: State) -> Action:
    """Hard: the sharper planner, searching sampled worlds to the end near the end."""
    if len(legal) == 1:
        return legal[0]
    if int(view["deck_count"]) <= ENDGAME_DECK:
        candidates = _candidates(view, legal)
        if len(candidates) > 1:
            return _search(view, candidates, rng, world)
    return sharp(view, legal, rng)


# -- hints ----------------------------------------------------------------------------------
# Hints for learners: Normal's move in Maritime Silk Road and one short reason with its numbers.
#
# Each kind of decision has its message in ``data/locales/<lang>/silkroad.ftl``
# (``silkroad-hint-<kind>``); goods and special cards travel as ``*_term`` args holding the
# catalog key that names them (``silkroad.colour.tea``), which the hint panel puts in words.
# Ships and slots are numbered from 1, as the buttons show them.
def goods_term(colour: str) -> str:
    return f"silkroad.colour.{colour}"


def _hint(action: Action, kind: str, **args: Any) -> Hint:
    return Hint(action, f"silkroad.hint.{kind}", args)


def _split(board: Board, amounts: list[int]) -> tuple[int, int]:
    """(own income, the others' together)."""
    return amounts[board.me], sum(amounts[seat] for seat in board.others())


def _cargo(board: Board, colour: str) -> dict[str, Any]:
    return {
        "goods_term": goods_term(colour),
        "showing": board.market.count(colour),
        "cards": board.hand.get(colour, 0),
    }


def _best_own_income(board: Board) -> int:
    """The most this seat could earn by a play now (0 with an empty hand)."""
    best = 0
    for colour in COLOURS:
        if board.hand.get(colour, 0):
            slots = rules.best_slots(board.market, colour, board.hand[colour])
            market = list(board.market)
            for slot in slots:
                market[slot] = colour
            best = max(best, incomes(board, market, colour)[board.me])
    return best


def _phase1(view: SeatView, board: Board, action: Action) -> Hint:
    kind = action["type"]
    if kind == "load":
        return _hint(action, "load", **_cargo(board, action["colour"]))
    if kind == "swap":
        old = board.ships[board.me][action["ship"]]
        args = _cargo(board, action["colour"])
        return _hint(action, "swap", ship=action["ship"] + 1, old_term=goods_term(old), **args)
    if kind == "buy":
        card = action["card"]
        return _hint(
            action,
            "buy",
            card_term=f"silkroad.special.{card}",
            price=int(view["specials"][card]["price"]),
            value=round(special_value(board, view, card, PARAMS)),
        )
    return _hint(action, "skip")


def _phase2(view: SeatView, board: Board, action: Action) -> Hint:
    kind = action["type"]
    if kind == "play":
        colour = action["colour"]
        plan = best_play(board, colour, PARAMS)
        market = list(board.market)
        for slot in plan.slots:
            market[slot] = colour
        mine, theirs = _split(board, incomes(board, market, colour))
        return _hint(
            action, "play", goods_term=goods_term(colour), cards=len(plan.slots), mine=mine,
            theirs=theirs,
        )  # fmt: skip
    if kind == "slot":
        covered = board.market[action["slot"]]
        theirs = sum(board.count(seat, covered) for seat in board.others())
        return _hint(
            action, "slot", slot=action["slot"] + 1, covered_term=goods_term(covered),
            mine=board.count(board.me, covered), theirs=theirs,
        )  # fmt: skip
    if kind == "confirm":
        pending = view["me"]["play"]
        preview = view["me"]["preview"]
        assert pending is not None and preview is not None
        mine, theirs = _split(board, preview)
        return _hint(action, "confirm", count=len(pending["slots"]), mine=mine, theirs=theirs)
    if board.deck <= DRAW_COUNT and standing(view) > 0:
        return _hint(action, "draw_end", lead=standing(view))
    return _hint(action, "draw", best=_best_own_income(board))


def _exchange(view: SeatView, action: Action) -> Hint:
    lead = standing(view)
    if action["type"] == "done":
        return _hint(action, "exchange_stop", gap=max(0, -lead))
    if int(view["deck_count"]) <= 1:
        return _hint(action, "exchange_end", lead=lead)
    return _hint(action, "exchange", deck=int(view["deck_count"]))


def explain(view: SeatView, legal: list[Action]) -> Hint | None:
    """Normal's move for this seat and why, or ``None`` when it is not this seat's turn."""
    if not legal:
        return None
    action = normal(view, legal, random.Random(0))
    board = read_board(view)
    phase = view["phase"]
    if phase in ("load", "phase1"):
        return _phase1(view, board, action)
    if phase == "phase2":
        return _phase2(view, board, action)
    if phase == "exchange":
        return _exchange(view, action)
    return None
