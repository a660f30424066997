"""Tsukiji (築地魚市): the pure rules engine.

Actions, events, view and result on top of :class:`bot.engine.protocol.Game`. Every component
number lives in ``data/tsukiji.json``.

Rulings and readings beyond the rulebooks (README "Tsukiji" is authoritative on gaps):

* Start player: drawn from the seed at setup (``rng_for(seed, "start")``); start money 48 for
  them, +3 for each next seat clockwise (numbers from the data file).
* Evaluation: a seat's ``draft`` holds one slot per lot (``None`` = no ticket yet). Tickets go
  on the lots in any order: ``{"type": "ticket", "lot": i, "ticket": x}`` puts ``x`` (a ticket
  in hand) on the empty lot ``i``; ``{"type": "take", "lot": i}`` takes lot ``i``'s ticket back
  into the hand, so that one lot's ticket can be changed without starting over; ``reset``
  takes every ticket back. ``take`` and ``reset`` only revise earlier choices
  (``undo_actions``). ``confirm`` needs a ticket on every lot. Drafts stay hidden until
  everyone has confirmed.
* The round's price tiles lie open from the start of the round: ``view["tiles"]`` (highest
  first, the first with the alarm clock); at the reveal they are laid on the lots.
* Market stacks: only a marker that lands on a new space goes on top of that space's stack. A
  marker whose space does not change (a total of 0, or a move stopped at space 1 or 60) keeps
  its place in its stack.
* A row exists while it holds at least one card (product card or Takusan). A Yakuza that takes
  the last card of a row closes it; buying that product later opens it again at the end of
  ``row_order``. Takusan options are rows, listed in ``row_order``.
* A Yakuza takes one placed *card* of the buyer's choice, a Takusan included: its options are
  ``{"row": product, "card": product | "takusan"}``, one per distinct kind of card in a row
  (``row_order`` order, the natural card before the Takusan). With fewer than two options it is
  settled without asking.
* ``yakuza_taken`` counts every Yakuza a seat bought (also those with nothing to discard).
* ``view["me"]["available"]`` lists the tickets in hand (owned and on no lot).
* ``view["options"]`` carries the table options (``variant``); ``view["maguro_values"]`` the
  Maguro set values by size and ``view["bonuses"]`` the variant's bonus scores, so that players
  and computers see them wherever they decide.
* ``view["result"]`` is the result ``details`` dict plus the ``scores``, ``ranking`` and
  ``winners`` of :meth:`Tsukiji.result` merged in at its top level.
* Events carry ``"auto"`` and ``"discarded"`` on every ``takusan`` event (``False`` when the buyer
  chose). Lot numbers in error parameters are 1-based (for display); in actions, events and
  views they are 0-based indices.

State layout (plain JSON): ``markers`` maps product -> space; ``stack_order`` lists the five
market products in arrival order (later = higher in a shared stack); ``deck`` pops from its end;
``discard`` counts discarded cards per kind; ``pending`` holds the placement sub-step with the
Takusans/Yakuzas still to resolve.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, TypeGuard

from bot.engine.data import load_json
from bot.engine.errors import IllegalAction
from bot.engine.protocol import Action, Event, Game, Result, State, clone
from bot.engine.rng import rng_for
from bot.games.tsukiji_view import Final, Lot, Me, Pending, Seat, Tile, View

DATA: dict[str, Any] = load_json("tsukiji.json")

ROUNDS: int = DATA["rounds"]
CARDS_PER_LOT: int = DATA["cards_per_lot"]
EXTRA_LOTS: int = DATA["extra_lots"]
PRODUCTS: list[str] = DATA["products"]
MARKET_PRODUCTS: list[str] = DATA["market_products"]
MOVEMENT_ORDER: list[str] = DATA["movement_order"]
SET_PRODUCT: str = DATA["set_product"]
WILD: str = DATA["wild_card"]
THIEF: str = DATA["thief_card"]
RANK_VALUES: list[int] = DATA["rank_values"]
MAGURO_VALUES: list[int] = DATA["maguro_values"]
MIN_SPACE: int = DATA["market"]["min_space"]
MAX_SPACE: int = DATA["market"]["max_space"]
START_SPACES: list[int] = DATA["market"]["start_spaces"]
START_MONEY: int = DATA["money"]["start"]
MONEY_STEP: int = DATA["money"]["step"]
PASS_MONEY: int = DATA["money"]["pass"]
BONUSES: dict[str, dict[str, int]] = DATA["variant_bonuses"]

_TICKETS = DATA["tickets"]
NORMAL_TICKETS: list[str] = list(_TICKETS["normal"])
SPECIAL_TICKETS: list[str] = list(_TICKETS["special"])
ALL_TICKETS: list[str] = NORMAL_TICKETS + SPECIAL_TICKETS
_TICKET_VALUES: dict[str, int] = {**_TICKETS["normal"], **_TICKETS["values"]}
_CANCEL: str = _TICKETS["cancel"]["ticket"]
_CANCELLED: str = _TICKETS["cancel"]["cancels"]
_CANCEL_BONUS: int = _TICKETS["cancel"]["otherwise"]
_DOUBLE: str = _TICKETS["multiply"]["ticket"]
_FACTOR: int = _TICKETS["multiply"]["factor"]
CARD_KINDS: list[str] = [*PRODUCTS, WILD, THIEF]

ERROR_KEYS: tuple[str, ...] = (
    "tsukiji.unknown_action",
    "tsukiji.wrong_phase",
    "tsukiji.unknown_ticket",
    "tsukiji.ticket_used",
    "tsukiji.lot_has_ticket",
    "tsukiji.lot_has_no_ticket",
    "tsukiji.special_spent",
    "tsukiji.draft_empty",
    "tsukiji.draft_incomplete",
    "tsukiji.no_such_lot",
    "tsukiji.lot_sold",
    "tsukiji.cannot_afford",
    "tsukiji.choose_row",
    "tsukiji.invalid_row",
    "tsukiji.nothing_to_place",
)

_EVALUATE_TYPES = frozenset({"ticket", "take", "reset", "confirm"})
_BUY_TYPES = frozenset({"buy", "pass"})
_PLACE_TYPES = frozenset({"takusan", "yakuza"})


# -- pure helpers ----------------------------------------------------------------------------
def lot_count(players: int) -> int:
    """Lots on offer each round."""
    return players + EXTRA_LOTS


def deck_counts(players: int) -> dict[str, int]:
    """Full deck for ``players``: card kind -> copies."""
    return DATA["deck"][str(players)]


def lot_total(tickets: list[str]) -> int:
    """A lot's value: ``4/2`` first, then the sum, then every ``x2`` doubles it."""
    cancelling = _CANCEL in tickets
    has_target = _CANCELLED in tickets
    total = 0
    doubles = 0
    for ticket in tickets:
        if ticket == _DOUBLE:
            doubles += 1
        elif ticket == _CANCEL:
            total += 0 if has_target else _CANCEL_BONUS
        elif not (cancelling and ticket == _CANCELLED):
            total += _TICKET_VALUES[ticket]
    return total * _FACTOR**doubles


def round_tiles(players: int) -> list[Tile]:
    """The price tiles of a round, highest first; the first carries the alarm clock."""
    return [
        {"cash": tile["cash"], "change": tile["change"], "alarm": rank == 0}
        for rank, tile in enumerate(DATA["tiles"][str(players)])
    ]


def assign_tiles(totals: list[int], players: int) -> list[Tile]:
    """Price tile per lot: highest tile to highest total, the left lot first on ties."""
    tiles = round_tiles(players)
    order = sorted(range(len(totals)), key=lambda lot: (-totals[lot], lot))
    rank_of = {lot: rank for rank, lot in enumerate(order)}
    return [tiles[rank_of[lot]] for lot in range(len(totals))]


def start_money(players: int, start_player: int) -> list[int]:
    """Money per seat at setup: the start player's, then one step more per seat clockwise."""
    return [START_MONEY + MONEY_STEP * ((seat - start_player) % players) for seat in range(players)]


def maguro_value(cards: int) -> int:
    """Set value of ``cards`` Maguro (Takusans in the Maguro row included)."""
    return MAGURO_VALUES[cards]


def rows_value(rows: Mapping[str, Mapping[str, int]], ranking: list[str]) -> int:
    """What ``rows`` (a seat's rows, as in its view) would score with the market ``ranking``
    (best first) as it stands: rank values per card plus the Maguro set."""
    values = {product: RANK_VALUES[rank] for rank, product in enumerate(ranking)}
    total = 0
    for product, row in rows.items():
        count = row["cards"] + row["takusan"]
        total += maguro_value(count) if product == SET_PRODUCT else count * values.get(product, 0)
    return total


def marker_height(state: State, product: str) -> int:
    """Position of a marker in its stack (0 = bottom)."""
    markers = state["markers"]
    space = markers[product]
    height = 0
    for other in state["stack_order"]:
        if other == product:
            return height
        if markers[other] == space:
            height += 1
    raise AssertionError(f"{product} missing from stack_order")


def market_ranking(state: State) -> list[str]:
    """Market products best first: higher space, then higher in the stack."""
    markers = state["markers"]
    order = state["stack_order"]
    return sorted(MARKET_PRODUCTS, key=lambda p: (markers[p], order.index(p)), reverse=True)


def row_count(seat_state: Mapping[str, Any], product: str) -> int:
    """Cards in a seat's row of ``product``, Takusans included."""
    row = seat_state["rows"].get(product)
    return row["cards"] + row["takusan"] if row else 0


def _clamp_space(space: int) -> int:
    return MIN_SPACE if space < MIN_SPACE else min(space, MAX_SPACE)


def _new_seat(money: int) -> dict[str, Any]:
    return {
        "money": money,
        "rows": {},
        "row_order": [],
        "specials": list(SPECIAL_TICKETS),
        "draft": [],
        "confirmed": False,
        "yakuza_taken": 0,
        "passed": False,
        "bought_lot": None,
    }


def _open_row(seat_state: dict[str, Any], product: str) -> dict[str, int]:
    row = seat_state["rows"].get(product)
    if row is None:
        row = seat_state["rows"][product] = {"cards": 0, "takusan": 0}
        seat_state["row_order"].append(product)
    return row


def yakuza_options(seat_state: dict[str, Any]) -> list[dict[str, str]]:
    """The cards a Yakuza may take: one option per distinct kind of card in each row."""
    options = []
    for product in seat_state["row_order"]:
        row = seat_state["rows"][product]
        if row["cards"]:
            options.append({"row": product, "card": product})
        if row["takusan"]:
            options.append({"row": product, "card": WILD})
    return options


def _take_from_row(state: State, seat_state: dict[str, Any], product: str, card: str) -> None:
    """Discard one card of a row for a Yakuza: the product card or a Takusan (``card``)."""
    row = seat_state["rows"][product]
    if card == WILD:
        row["takusan"] -= 1
        state["discard"][WILD] += 1
    else:
        row["cards"] -= 1
        state["discard"][product] += 1
    if not row["cards"] and not row["takusan"]:
        del seat_state["rows"][product]
        seat_state["row_order"].remove(product)


# -- round flow ------------------------------------------------------------------------------
def _deal_round(state: State) -> None:
    """Lay out the lots of a new round and open the evaluation phase."""
    deck = state["deck"]
    state["lots"] = [
        {
            "cards": [deck.pop() for _ in range(CARDS_PER_LOT)],
            "tile": None,
            "total": None,
            "sold_to": None,
            "passed_over": False,
        }
        for _ in range(lot_count(state["players"]))
    ]
    state["phase"] = "evaluate"
    state["turn"] = None
    state["pending"] = None
    for seat_state in state["seats"]:
        seat_state["draft"] = [None] * len(state["lots"])
        seat_state["confirmed"] = False
        seat_state["passed"] = False
        seat_state["bought_lot"] = None


def _move_market(state: State) -> list[dict[str, Any]]:
    """Move every market marker by the fluctuations of its cards on the table."""
    lots = state["lots"]
    markers = state["markers"]
    order = state["stack_order"]
    moves = []
    for product in MOVEMENT_ORDER:
        delta = 0
        for lot in lots:
            delta += lot["cards"].count(product) * lot["tile"]["change"]
        start = markers[product]
        markers[product] = _clamp_space(start + delta)
        if markers[product] != start:  # lands on a new space: on top of its stack
            order.remove(product)
            order.append(product)
        moves.append({"product": product, "delta": delta, "from": start, "to": markers[product]})
    return moves


def _reveal(state: State) -> Event:
    """Reveal the drafts, price the lots, lay the tiles, move the market, spend specials."""
    seats = state["seats"]
    lots = state["lots"]
    tickets = [[seat_state["draft"][lot] for seat_state in seats] for lot in range(len(lots))]
    totals = [lot_total(lot_tickets) for lot_tickets in tickets]
    tiles = assign_tiles(totals, state["players"])
    for lot, total, tile in zip(lots, totals, tiles, strict=True):
        lot["total"] = total
        lot["tile"] = tile
    moves = _move_market(state)
    for seat_state in seats:
        draft = seat_state["draft"]
        seat_state["specials"] = [t for t in seat_state["specials"] if t not in draft]
        seat_state["draft"] = []
        seat_state["confirmed"] = False
    state["last_reveal"] = {
        "round": state["round"],
        "cards": [list(lot["cards"]) for lot in lots],
        "tickets": tickets,
        "totals": totals,
        "tiles": [dict(tile) for tile in tiles],
        "moves": moves,
    }
    return {"type": "reveal", **clone(state["last_reveal"])}


def _begin_buying(state: State) -> None:
    state["phase"] = "buy"
    state["turn"] = state["start_player"]
    state["pending"] = None


def _end_round(state: State, events: list[Event]) -> None:
    """Discard unsold lots, pass the alarm clock, then deal the next round or end."""
    discard = state["discard"]
    for lot in state["lots"]:
        if lot["sold_to"] is None:
            lot["passed_over"] = True
            for card in lot["cards"]:
                discard[card] += 1
        elif lot["tile"]["alarm"]:
            state["start_player"] = lot["sold_to"]
    if state["round"] >= ROUNDS:
        state["phase"] = "over"
        state["turn"] = None
        state["pending"] = None
        events.append({"type": "game_over"})
        return
    state["round"] += 1
    _deal_round(state)
    events.append({"type": "round", "round": state["round"], "start_player": state["start_player"]})


def _next_buyer(state: State, events: list[Event]) -> None:
    state["pending"] = None
    following = (state["turn"] + 1) % state["players"]
    if following == state["start_player"]:
        _end_round(state, events)
    else:
        state["turn"] = following


def _resolve_placement(state: State, events: list[Event]) -> bool:
    """Place the buyer's Takusans, then Yakuzas, automatically while there is no real choice.

    Returns ``True`` when the buyer must choose a row (``pending`` then names the options).
    """
    pending = state["pending"]
    seat = pending["seat"]
    seat_state = state["seats"][seat]
    while pending["takusan"]:
        options = seat_state["row_order"]
        if len(options) >= 2:
            pending["kind"] = "takusan"
            pending["options"] = list(options)
            return True
        pending["takusan"] -= 1
        if options:
            seat_state["rows"][options[0]]["takusan"] += 1
            events.append(_takusan_event(seat, options[0], auto=True))
        else:
            state["discard"][WILD] += 1
            events.append(_takusan_event(seat, None, auto=True))
    while pending["yakuza"]:
        choices = yakuza_options(seat_state)
        if len(choices) >= 2:
            pending["kind"] = "yakuza"
            pending["options"] = choices
            return True
        row, card = (choices[0]["row"], choices[0]["card"]) if choices else (None, None)
        _settle_yakuza(state, seat, row, card)
        events.append(_yakuza_event(seat, row, card, auto=True))
    return False


def _settle_yakuza(state: State, seat: int, row: str | None, card: str | None) -> None:
    """The Yakuza goes to the discard, taking ``card`` of ``row`` (if any) with it."""
    seat_state = state["seats"][seat]
    state["pending"]["yakuza"] -= 1
    seat_state["yakuza_taken"] += 1
    state["discard"][THIEF] += 1
    if row is not None and card is not None:
        _take_from_row(state, seat_state, row, card)


def _yakuza_event(seat: int, row: str | None, card: str | None, *, auto: bool) -> Event:
    return {"type": "yakuza", "seat": seat, "row": row, "card": card, "auto": auto}


def _takusan_event(seat: int, row: str | None, *, auto: bool) -> Event:
    return {"type": "takusan", "seat": seat, "row": row, "auto": auto, "discarded": row is None}


# -- action handlers -------------------------------------------------------------------------
def _act_ticket(state: State, seat: int, action: Action) -> list[Event]:
    """Put a ticket from the hand on an empty lot."""
    state["seats"][seat]["draft"][action["lot"]] = action["ticket"]
    return []


def _act_take(state: State, seat: int, action: Action) -> list[Event]:
    """Take a lot's ticket back into the hand."""
    state["seats"][seat]["draft"][action["lot"]] = None
    return []


def _act_reset(state: State, seat: int, action: Action) -> list[Event]:
    seat_state = state["seats"][seat]
    seat_state["draft"] = [None] * len(seat_state["draft"])
    return []


def _act_confirm(state: State, seat: int, action: Action) -> list[Event]:
    state["seats"][seat]["confirmed"] = True
    events: list[Event] = [{"type": "confirmed", "seat": seat}]
    if all(seat_state["confirmed"] for seat_state in state["seats"]):
        events.append(_reveal(state))
        _begin_buying(state)
    return events


def _act_buy(state: State, seat: int, action: Action) -> list[Event]:
    index = int(action["lot"])
    lot = state["lots"][index]
    seat_state = state["seats"][seat]
    price = lot["tile"]["cash"]
    seat_state["money"] -= price
    seat_state["bought_lot"] = index
    lot["sold_to"] = seat
    events: list[Event] = [
        {"type": "bought", "seat": seat, "lot": index, "price": price, "cards": list(lot["cards"])}
    ]
    takusan = yakuza = 0
    for card in lot["cards"]:
        if card == WILD:
            takusan += 1
        elif card == THIEF:
            yakuza += 1
        else:
            _open_row(seat_state, card)["cards"] += 1
    if takusan or yakuza:
        state["pending"] = {
            "seat": seat,
            "kind": None,
            "lot": index,
            "options": [],
            "takusan": takusan,
            "yakuza": yakuza,
        }
        if _resolve_placement(state, events):
            return events
    _next_buyer(state, events)
    return events


def _act_pass(state: State, seat: int, action: Action) -> list[Event]:
    seat_state = state["seats"][seat]
    seat_state["money"] += PASS_MONEY
    seat_state["passed"] = True
    events: list[Event] = [{"type": "passed", "seat": seat, "money": PASS_MONEY}]
    _next_buyer(state, events)
    return events


def _act_takusan(state: State, seat: int, action: Action) -> list[Event]:
    row = action["row"]
    state["pending"]["takusan"] -= 1
    state["seats"][seat]["rows"][row]["takusan"] += 1
    events = [_takusan_event(seat, row, auto=False)]
    if not _resolve_placement(state, events):
        _next_buyer(state, events)
    return events


def _act_yakuza(state: State, seat: int, action: Action) -> list[Event]:
    row, card = action["row"], action["card"]
    _settle_yakuza(state, seat, row, card)
    events: list[Event] = [_yakuza_event(seat, row, card, auto=False)]
    if not _resolve_placement(state, events):
        _next_buyer(state, events)
    return events


_HANDLERS = {
    "ticket": _act_ticket,
    "take": _act_take,
    "reset": _act_reset,
    "confirm": _act_confirm,
    "buy": _act_buy,
    "pass": _act_pass,
    "takusan": _act_takusan,
    "yakuza": _act_yakuza,
}


# -- scoring ---------------------------------------------------------------------------------
def _seat_breakdown(seat_state: dict[str, Any], values: dict[str, int]) -> dict[str, Any]:
    products = {p: row_count(seat_state, p) * values[p] for p in MARKET_PRODUCTS}
    maguro_cards = row_count(seat_state, SET_PRODUCT)
    return {
        "products": products,
        "maguro": maguro_value(maguro_cards),
        "maguro_cards": maguro_cards,
        "money": seat_state["money"],
        "specials_left": len(seat_state["specials"]),
    }


def _most(counts: list[int], minimum: int) -> set[int]:
    """Seats holding the highest count, if it reaches ``minimum`` (ties: all of them)."""
    best = max(counts)
    return {seat for seat, n in enumerate(counts) if n == best} if best >= minimum else set()


def variant_bonuses(state: State) -> list[dict[str, int]]:
    """The four optional bonus scores per seat (0 when not earned)."""
    return bonuses_of(state["seats"], market_ranking(state)[-1])


def bonuses_of(seats: Sequence[Mapping[str, Any]], worst: str) -> list[dict[str, int]]:
    """The variant's bonus scores per seat from each seat's ``rows`` and ``yakuza_taken`` (as
    in the state and the public view) and the lowest-ranked product ``worst``."""
    popular = _most([row_count(s, worst) for s in seats], BONUSES["popular"]["min_cards"])
    safe = _most([s["yakuza_taken"] for s in seats], BONUSES["safe"]["min_yakuza"])
    bonuses = []
    for seat, seat_state in enumerate(seats):
        counts = [row_count(seat_state, p) for p in PRODUCTS]
        versatile = min(counts) >= BONUSES["versatile"]["min_each"]
        specialist = max(counts) >= BONUSES["specialist"]["min_one"]
        bonuses.append(
            {
                "versatile": BONUSES["versatile"]["points"] if versatile else 0,
                "specialist": BONUSES["specialist"]["points"] if specialist else 0,
                "popular": BONUSES["popular"]["points"] if seat in popular else 0,
                "safe": BONUSES["safe"]["points"] if seat in safe else 0,
            }
        )
    return bonuses


def score_game(state: State) -> Result:
    """Final scores: market rank values per card, Maguro sets, money, optional bonuses."""
    ranking = market_ranking(state)
    values = {product: RANK_VALUES[rank] for rank, product in enumerate(ranking)}
    breakdown = [_seat_breakdown(seat_state, values) for seat_state in state["seats"]]
    if state["options"]["variant"]:
        for entry, bonuses in zip(breakdown, variant_bonuses(state), strict=True):
            entry["bonuses"] = bonuses
    for entry in breakdown:
        entry["total"] = (
            sum(entry["products"].values())
            + entry["maguro"]
            + entry["money"]
            + sum(entry.get("bonuses", {}).values())
        )
    keys = [(entry["total"], entry["specials_left"]) for entry in breakdown]
    ranks = [1 + sum(other > key for other in keys) for key in keys]
    return {
        "scores": [entry["total"] for entry in breakdown],
        "ranking": ranks,
        "winners": [seat for seat, rank in enumerate(ranks) if rank == 1],
        "details": {"rank_values": values, "market_rank": ranking, "breakdown": breakdown},
    }


# -- the game --------------------------------------------------------------------------------
class Tsukiji(Game):
    """Tsukiji for 2-4 players: secret lot evaluation, pricing, market moves, buying."""

    id: ClassVar[str] = "tsukiji"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    rules_version: ClassVar[int] = 2  # 2: random start, tickets on any lot, Yakuza picks a card
    default_options: ClassVar[Mapping[str, Any]] = {"variant": False}
    undo_actions: ClassVar[frozenset[str]] = frozenset({"take", "reset"})

    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> State:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Tsukiji needs {self.min_players}-{self.max_players} players")
        deck = [kind for kind, copies in deck_counts(players).items() for _ in range(copies)]
        rng_for(seed, "deck").shuffle(deck)
        order = list(MARKET_PRODUCTS)
        rng_for(seed, "market").shuffle(order)
        start = rng_for(seed, "start").randrange(players)
        state: State = {
            "game": self.id,
            "players": players,
            "seed": seed,
            "options": {"variant": bool(options.get("variant", False))},
            "round": 1,
            "phase": "evaluate",
            "start_player": start,
            "turn": None,
            "pending": None,
            "deck": deck,
            "lots": [],
            "markers": dict(zip(order, START_SPACES, strict=True)),
            "stack_order": order,
            "seats": [_new_seat(money) for money in start_money(players, start)],
            "discard": dict.fromkeys(CARD_KINDS, 0),
            "last_reveal": None,
        }
        _deal_round(state)
        return state

    def to_act(self, state: State) -> frozenset[int]:
        phase = state["phase"]
        if phase == "evaluate":
            return frozenset([i for i, s in enumerate(state["seats"]) if not s["confirmed"]])
        if phase == "buy":
            return frozenset((state["turn"],))
        return frozenset()

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        phase = state["phase"]
        if phase == "evaluate":
            if not 0 <= seat < state["players"]:
                return []
            seat_state = state["seats"][seat]
            if seat_state["confirmed"]:
                return []
            draft = seat_state["draft"]
            hand = [t for t in NORMAL_TICKETS + seat_state["specials"] if t not in draft]
            actions = [
                {"type": "ticket", "lot": lot, "ticket": ticket}
                for lot, placed in enumerate(draft)
                if placed is None
                for ticket in hand
            ]
            if None not in draft:
                actions.append({"type": "confirm"})
            actions += [
                {"type": "take", "lot": lot}
                for lot, placed in enumerate(draft)
                if placed is not None
            ]
            if any(placed is not None for placed in draft):
                actions.append({"type": "reset"})
            return actions
        if phase == "buy" and seat == state["turn"]:
            return _buy_actions(state, seat)
        return []

    def _apply(self, state: State, seat: int, action: Action) -> list[Event]:
        return _HANDLERS[action["type"]](state, seat, action)

    def reject_reason(self, state: State, seat: int, action: Action) -> IllegalAction:
        kind = action.get("type")
        if not isinstance(kind, str):
            return IllegalAction("tsukiji.unknown_action")
        if kind in _EVALUATE_TYPES:
            if state["phase"] != "evaluate":
                return IllegalAction("tsukiji.wrong_phase", phase=state["phase"])
            return _evaluate_refusal(state, seat, action)
        if kind in _BUY_TYPES or kind in _PLACE_TYPES:
            if state["phase"] != "buy":
                return IllegalAction("tsukiji.wrong_phase", phase=state["phase"])
            return _buy_refusal(state, seat, action)
        return IllegalAction("tsukiji.unknown_action")

    def view(self, state: State, seat: int | None) -> View:
        return _view(self, state, seat)

    def private(self, state: State, seat: int) -> Me:
        return _me_view(state, seat)

    def result(self, state: State) -> Result | None:
        return score_game(state) if state["phase"] == "over" else None

    def redeal(self, state: State, viewer: int | None, rng: random.Random) -> State:
        return _redeal(state, viewer, rng)

    def check_invariants(self, state: State) -> None:
        _check_invariants(state)

    def summary(self, state: State) -> dict[str, Any]:
        return {
            "round": state["round"],
            "phase": state["phase"],
            "to_act": sorted(self.to_act(state)),
            "turn": state["turn"],
        }


# -- legal actions and refusals --------------------------------------------------------------
def _buy_actions(state: State, seat: int) -> list[Action]:
    pending = state["pending"]
    if pending is not None:
        if pending["kind"] == "yakuza":
            return [{"type": "yakuza", **option} for option in pending["options"]]
        return [{"type": "takusan", "row": row} for row in pending["options"]]
    money = state["seats"][seat]["money"]
    actions: list[Action] = [
        {"type": "buy", "lot": index}
        for index, lot in enumerate(state["lots"])
        if lot["sold_to"] is None and lot["tile"]["cash"] <= money
    ]
    actions.append({"type": "pass"})
    return actions


def _evaluate_refusal(state: State, seat: int, action: Action) -> IllegalAction:
    seat_state = state["seats"][seat]
    draft = seat_state["draft"]
    lots = len(draft)
    placed = sum(ticket is not None for ticket in draft)
    kind = action["type"]
    lot = action.get("lot")
    if kind in ("ticket", "take"):
        if not _is_index(lot, lots):
            return IllegalAction("tsukiji.no_such_lot", lot=lot)
        if kind == "ticket":
            ticket = action.get("ticket")
            if ticket not in ALL_TICKETS:
                return IllegalAction("tsukiji.unknown_ticket", ticket=str(ticket))
            if ticket in SPECIAL_TICKETS and ticket not in seat_state["specials"]:
                return IllegalAction("tsukiji.special_spent", ticket=ticket)
            if ticket in draft:
                return IllegalAction("tsukiji.ticket_used", ticket=ticket, lot=draft.index(ticket))
            if draft[lot] is not None:
                return IllegalAction("tsukiji.lot_has_ticket", lot=lot, ticket=draft[lot])
        elif draft[lot] is None:
            return IllegalAction("tsukiji.lot_has_no_ticket", lot=lot)
    elif kind == "reset" and not placed:
        return IllegalAction("tsukiji.draft_empty")
    elif kind == "confirm" and placed < lots:
        return IllegalAction("tsukiji.draft_incomplete", placed=placed, lots=lots)
    return IllegalAction("tsukiji.unknown_action")


def _is_index(value: object, length: int) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < length


def _buy_refusal(state: State, seat: int, action: Action) -> IllegalAction:
    kind = action["type"]
    pending = state["pending"]
    if pending is not None:
        options = pending["options"]
        if kind != pending["kind"]:
            return IllegalAction("tsukiji.choose_row", kind=pending["kind"], options=options)
        return IllegalAction("tsukiji.invalid_row", row=str(action.get("row")), options=options)
    if kind in _PLACE_TYPES:
        return IllegalAction("tsukiji.nothing_to_place")
    if kind == "buy":
        index = action.get("lot")
        lots = state["lots"]
        if not _is_index(index, len(lots)):
            return IllegalAction("tsukiji.no_such_lot", lot=index)
        if lots[index]["sold_to"] is not None:
            return IllegalAction("tsukiji.lot_sold", lot=index)
        price = lots[index]["tile"]["cash"]
        money = state["seats"][seat]["money"]
        if money < price:
            return IllegalAction("tsukiji.cannot_afford", price=price, money=money)
    return IllegalAction("tsukiji.unknown_action")


# -- view --------------------------------------------------------------------------------------
def _view(game: Tsukiji, state: State, seat: int | None) -> View:
    pending = state["pending"]
    return {
        "game": game.id,
        "players": state["players"],
        "round": state["round"],
        "rounds": ROUNDS,
        "phase": state["phase"],
        "start_player": state["start_player"],
        "turn": state["turn"],
        "to_act": sorted(game.to_act(state)),
        "pending": None if pending is None else _pending_view(pending),
        "lots": [_lot_view(lot) for lot in state["lots"]],
        "market": [
            {"product": p, "space": state["markers"][p], "height": marker_height(state, p)}
            for p in MARKET_PRODUCTS
        ],
        "market_rank": market_ranking(state),
        "rank_values": list(RANK_VALUES),
        "tiles": round_tiles(state["players"]),
        "maguro_values": list(MAGURO_VALUES),
        "options": dict(state["options"]),
        "bonuses": clone(BONUSES),
        "deck_count": len(state["deck"]),
        "seats": [_seat_view(i, s) for i, s in enumerate(state["seats"])],
        "last_reveal": clone(state["last_reveal"]),
        "me": None if seat is None else _me_view(state, seat),
        "result": _final_view(state) if state["phase"] == "over" else None,
    }


def _pending_view(pending: dict[str, Any]) -> Pending:
    return {
        "seat": pending["seat"],
        "kind": pending["kind"],
        "lot": pending["lot"],
        "options": clone(pending["options"]),
    }


def _final_view(state: State) -> Final:
    final = score_game(state)
    details = final["details"]
    return {
        "rank_values": details["rank_values"],
        "market_rank": details["market_rank"],
        "breakdown": details["breakdown"],
        "scores": final["scores"],
        "ranking": final["ranking"],
        "winners": final["winners"],
    }


def _lot_view(lot: dict[str, Any]) -> Lot:
    return {
        "cards": list(lot["cards"]),
        "tile": clone(lot["tile"]),
        "total": lot["total"],
        "sold_to": lot["sold_to"],
        "passed_over": lot["passed_over"],
    }


def _seat_view(seat: int, seat_state: dict[str, Any]) -> Seat:
    return {
        "seat": seat,
        "money": seat_state["money"],
        "rows": clone(seat_state["rows"]),
        "row_order": list(seat_state["row_order"]),
        "specials": list(seat_state["specials"]),
        "confirmed": seat_state["confirmed"],
        "yakuza_taken": seat_state["yakuza_taken"],
        "passed": seat_state["passed"],
        "bought_lot": seat_state["bought_lot"],
    }


def _me_view(state: State, seat: int) -> Me:
    seat_state = state["seats"][seat]
    draft = seat_state["draft"]
    owned = NORMAL_TICKETS + seat_state["specials"]
    return {
        "seat": seat,
        "draft": list(draft),
        "available": [t for t in owned if t not in draft],
        "confirmed": seat_state["confirmed"],
    }


# -- hidden information ------------------------------------------------------------------------
def _redeal(state: State, viewer: int | None, rng: random.Random) -> State:
    """Resample everything ``viewer`` cannot see, from what it sees and ``rng`` alone.

    The deck's future order is drawn anew from its sorted cards; another seat's confirmed draft
    is drawn anew from its sorted tickets; an unconfirmed draft of another seat (how many
    tickets it holds, and where, is secret) becomes empty, as before its first ticket. So the
    same view and the same ``rng`` give the same world, whatever the true arrangement.
    """
    copy = clone(state)
    copy["deck"] = sorted(copy["deck"])
    rng.shuffle(copy["deck"])
    for seat, seat_state in enumerate(copy["seats"]):
        if seat == viewer:
            continue
        lots = len(seat_state["draft"])
        if seat_state["confirmed"] and lots:
            pool = sorted(NORMAL_TICKETS + seat_state["specials"], key=ALL_TICKETS.index)
            seat_state["draft"] = rng.sample(pool, lots)
        else:
            seat_state["draft"] = [None] * lots
    return copy


# -- invariants --------------------------------------------------------------------------------
def _card_locations(state: State) -> dict[str, int]:
    """Where every card is, counted per kind: deck, unsold lots, rows, pending, discard."""
    counts = dict(state["discard"])
    for card in state["deck"]:
        counts[card] += 1
    for lot in state["lots"]:
        if lot["sold_to"] is None and not lot["passed_over"]:
            for card in lot["cards"]:
                counts[card] += 1
    for seat_state in state["seats"]:
        for product, row in seat_state["rows"].items():
            counts[product] += row["cards"]
            counts[WILD] += row["takusan"]
    pending = state["pending"]
    if pending is not None:
        counts[WILD] += pending["takusan"]
        counts[THIEF] += pending["yakuza"]
    return counts


def _check_invariants(state: State) -> None:
    """Conservation of cards, bounds of money and markers, consistency of seats and phase."""
    players = state["players"]
    full = deck_counts(players)
    lots = lot_count(players)
    assert _card_locations(state) == full, f"cards not conserved: {_card_locations(state)}"
    assert len(state["deck"]) == sum(full.values()) - state["round"] * lots * CARDS_PER_LOT
    assert 1 <= state["round"] <= ROUNDS and 0 <= state["start_player"] < players
    assert len(state["lots"]) == lots
    assert all(len(lot["cards"]) == CARDS_PER_LOT for lot in state["lots"])
    assert sorted(state["stack_order"]) == sorted(MARKET_PRODUCTS)
    assert sorted(state["markers"]) == sorted(MARKET_PRODUCTS)
    assert all(MIN_SPACE <= space <= MAX_SPACE for space in state["markers"].values())
    heights = sorted((state["markers"][p], marker_height(state, p)) for p in MARKET_PRODUCTS)
    assert len(set(heights)) == len(heights), "two markers share one stack position"
    for space, height in heights:
        assert height == 0 or (space, height - 1) in heights, "gap in a marker stack"
    for seat_state in state["seats"]:
        _check_seat(state, seat_state, lots)
    _check_phase(state)


def _check_seat(state: State, seat_state: dict[str, Any], lots: int) -> None:
    assert seat_state["money"] >= 0, "negative money"
    specials = seat_state["specials"]
    assert specials == [t for t in SPECIAL_TICKETS if t in specials], "specials not a subset"
    draft = seat_state["draft"]
    placed = [t for t in draft if t is not None]
    assert len(set(placed)) == len(placed), "draft repeats a ticket"
    assert all(t in NORMAL_TICKETS or t in specials for t in placed), "draft holds a spent ticket"
    assert not seat_state["confirmed"] or len(placed) == lots, "confirmed an incomplete draft"
    if state["phase"] == "evaluate":
        assert len(draft) == lots, "a draft needs one slot per lot"
    rows = seat_state["rows"]
    assert sorted(rows) == sorted(seat_state["row_order"]), "row_order differs from rows"
    assert len(set(seat_state["row_order"])) == len(rows)
    for product, row in rows.items():
        assert product in PRODUCTS and row["cards"] >= 0 and row["takusan"] >= 0
        assert row["cards"] + row["takusan"] > 0, "empty row kept open"
    assert seat_state["yakuza_taken"] >= 0
    if state["phase"] != "evaluate":
        assert not draft and not seat_state["confirmed"], "draft survived the reveal"


def _check_phase(state: State) -> None:
    phase = state["phase"]
    players = state["players"]
    pending = state["pending"]
    if phase == "evaluate":
        assert state["turn"] is None and pending is None
        assert all(lot["tile"] is None and lot["sold_to"] is None for lot in state["lots"])
    elif phase == "buy":
        assert state["turn"] is not None and 0 <= state["turn"] < players
        tiles = sorted((lot["tile"]["cash"] for lot in state["lots"]), reverse=True)
        assert tiles == [tile["cash"] for tile in DATA["tiles"][str(players)]]
        assert sum(lot["tile"]["alarm"] for lot in state["lots"]) == 1
        bought = [s["bought_lot"] for s in state["seats"] if s["bought_lot"] is not None]
        sold = [i for i, lot in enumerate(state["lots"]) if lot["sold_to"] is not None]
        assert sorted(bought) == sold, "sold lots and buyers disagree"
        if pending is not None:
            assert pending["seat"] == state["turn"] and len(pending["options"]) >= 2
            assert pending["takusan"] + pending["yakuza"] > 0
    else:
        assert phase == "over" and state["round"] == ROUNDS
        assert state["turn"] is None and pending is None and not state["deck"]


TSUKIJI = Tsukiji()
