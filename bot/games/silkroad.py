"""Maritime Silk Road (海上丝绸之路, Reiner Knizia): the pure rules engine.

Every component number lives in ``data/silkroad.json``; the rulings of
``/work/shared/rules/README.md`` are authoritative on gaps. Readings beyond both:

* The start player (the rulebook's "whoever most recently sold goods", which cannot be asked)
  is drawn from the seed at setup (README ruling), so no seat is favoured by lobby order.
  Setup loading runs clockwise (seat + 1) from the start player, first ships then second
  ships, and so do the turns; a round begins each time the start player's turn comes.
* A swap action changes the cubes of *different* ships (one cube per ship per action).
* Buying a porter allows one immediate, optional swap of a single cube.
* Playing onto a slot that already shows the played colour is allowed (the rules forbid
  nothing); it changes no income.
* The exchange draws are taken one card at a time and may stop early; the game ends the moment
  the draw pile is empty, even in the middle of a turn.
* A play is built slot by slot (``play`` colour → ``slot`` ... → ``confirm``, ``undo`` takes
  back one step); while it is pending the player cannot draw. Covered cards stay face up under
  the market (``buried``, public counts). Hands are never revealed, not even at the end.
* Events are public; the ``income`` event carries each earner's amount only under
  ``private`` (keys are seat numbers as strings). ``history`` keeps the public events of the
  last ``players`` turns for the board's log; each seat's ``news``/``recap`` (private) lists
  what it earned since the start of its turn / during the previous round.

Turn flow (``phase``/``step``): ``load`` (setup loading) → ``phase1`` (``step`` ``None``:
swap/buy/skip; ``swap``: further porter swaps; ``porter``: the free swap after buying a porter;
``ship``: load the new ship) → ``phase2`` (play or draw; a play is chosen privately as
``play`` = colour + slots, then confirmed) → ``exchange`` (optional extra draws) → next turn.

Hidden information: hands, money (and its ``earned``/news), the deck order and the active
player's unconfirmed ``play``. Spending is public (special cards are bought openly).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar, TypeGuard

from bot.engine.data import load_json
from bot.engine.errors import IllegalAction
from bot.engine.protocol import Action, Event, Game, Result, State, clone
from bot.engine.rng import rng_for
from bot.games.silkroad_view import ColourPreview, Final, Me, Seat, View

DATA: dict[str, Any] = load_json("silkroad.json")

COLOURS: list[str] = DATA["colours"]
CARDS_PER_COLOUR: int = DATA["cards_per_colour"]
CUBES_PER_COLOUR: int = DATA["cubes_per_colour"]
HAND_SIZE: int = DATA["hand_size"]
SLOTS: int = DATA["market_slots"]
START_SHIPS: int = DATA["start_ships"]
SHIPS_TOTAL: int = DATA["ships_total"]
DRAW_COUNT: int = DATA["draw_count"]
START_MONEY: int = DATA["start_money"]
LICENCE_BONUS: int = DATA["licence_bonus"]
SPECIALS: list[str] = DATA["special_order"]
PRICES: dict[str, int] = {kind: DATA["specials"][kind]["price"] for kind in SPECIALS}
OWNED_SPECIALS: list[str] = [kind for kind in SPECIALS if kind != "ship"]

ERROR_KEYS: tuple[str, ...] = (
    "silkroad.unknown_action",
    "silkroad.wrong_phase",
    "silkroad.unknown_colour",
    "silkroad.sold_out",
    "silkroad.no_such_ship",
    "silkroad.same_colour",
    "silkroad.ship_swapped",
    "silkroad.unknown_special",
    "silkroad.special_sold_out",
    "silkroad.cannot_afford",
    "silkroad.empty_hand",
    "silkroad.no_cards_of_colour",
    "silkroad.no_such_slot",
    "silkroad.slot_chosen",
    "silkroad.no_more_cards",
    "silkroad.no_slot_chosen",
    "silkroad.nothing_to_undo",
    "silkroad.choose_slots",
    "silkroad.choose_colour",
)

_PHASE1_TYPES = frozenset({"swap", "buy", "skip", "done", "load"})
_PHASE2_TYPES = frozenset({"play", "slot", "confirm", "undo", "draw"})
# The fields each action type takes besides ``type`` (anything else is refused as unknown).
_FIELDS: dict[str, frozenset[str]] = {
    "load": frozenset({"colour"}),
    "swap": frozenset({"ship", "colour"}),
    "buy": frozenset({"card"}),
    "play": frozenset({"colour"}),
    "slot": frozenset({"slot"}),
}


# -- pure helpers ----------------------------------------------------------------------------
def special_copies(kind: str, players: int) -> int:
    """Copies of a special card for sale: the ships left after the starting ships."""
    if kind == "ship":
        return SHIPS_TOTAL - START_SHIPS * players
    return DATA["specials"][kind]["copies"]


def earnings(
    market: list[str], ships: list[list[str | None]], licences: list[int], colour: str
) -> list[int]:
    """Income per seat after a play of ``colour``: slots showing it × own ships carrying it,
    plus the licence bonus (per licence) for every seat that earns at all."""
    showing = market.count(colour)
    out = []
    for seat_ships, licence in zip(ships, licences, strict=True):
        amount = showing * seat_ships.count(colour)
        out.append(amount + LICENCE_BONUS * licence if amount else 0)
    return out


def _seat_earnings(state: State, market: list[str], colour: str) -> list[int]:
    seats = state["seats"]
    return earnings(market, [s["ships"] for s in seats], [s["licence"] for s in seats], colour)


def preview_play(state: State, colour: str, slots: list[int]) -> list[int]:
    """What every seat would earn if ``colour`` were played onto ``slots`` now."""
    market = list(state["market"])
    for slot in slots:
        market[slot] = colour
    return _seat_earnings(state, market, colour)


def best_slots(market: list[str], colour: str, cards: int) -> list[int]:
    """The slots a play of ``cards`` of ``colour`` covers best (other colours first)."""
    others = [i for i, top in enumerate(market) if top != colour]
    same = [i for i, top in enumerate(market) if top == colour]
    return (others + same)[: min(cards, len(market))]


def _new_seat() -> dict[str, Any]:
    return {
        "hand": dict.fromkeys(COLOURS, 0),
        "money": START_MONEY,
        "earned": 0,
        "spent": 0,
        "ships": [None] * START_SHIPS,
        "licence": 0,
        "porter": 0,
        "exchange": 0,
        "news": [],
        "recap": [],
    }


def _public(event: Event) -> Event:
    """A copy of ``event`` without its private part (for the public history)."""
    return {k: list(v) if isinstance(v, list) else v for k, v in event.items() if k != "private"}


def _emit(state: State, events: list[Event], event: Event) -> None:
    events.append(event)
    state["history"][-1]["events"].append(_public(event))


# -- flow ------------------------------------------------------------------------------------
def _start_turn(state: State, seat: int) -> None:
    state["phase"] = "phase1"
    state["step"] = None
    state["turn"] = seat
    state["swaps_left"] = 0
    state["swapped"] = []
    state["play"] = None
    state["exchanges_left"] = 0
    state["number"] += 1
    seat_state = state["seats"][seat]
    seat_state["recap"] = seat_state["news"]
    seat_state["news"] = []
    history = state["history"]
    history.append({"seat": seat, "number": state["number"], "events": []})
    if len(history) > state["players"]:
        del history[0]


def _end_turn(state: State, events: list[Event]) -> None:
    _begin_turn(state, (state["turn"] + 1) % state["players"], events)


def _begin_turn(state: State, seat: int, events: list[Event]) -> None:
    """Start ``seat``'s turn and announce it (``new_round`` when the start player begins)."""
    _start_turn(state, seat)
    number = state["number"]
    events.append(
        {
            "type": "turn",
            "seat": seat,
            "number": number,
            "round": (number - 1) // state["players"] + 1,
            "new_round": seat == state["start_player"],
        }
    )


def _to_phase2(state: State) -> None:
    state["phase"] = "phase2"
    state["step"] = None
    state["swaps_left"] = 0
    state["swapped"] = []


def _after_phase2(state: State, events: list[Event]) -> None:
    exchanges = state["seats"][state["turn"]]["exchange"]
    if exchanges and state["deck"]:
        state["phase"] = "exchange"
        state["exchanges_left"] = exchanges
    else:
        _end_turn(state, events)


def _game_over(state: State, events: list[Event]) -> None:
    state["phase"] = "over"
    state["step"] = None
    state["turn"] = None
    state["play"] = None
    state["swaps_left"] = 0
    state["swapped"] = []
    state["exchanges_left"] = 0
    events.append({"type": "game_over"})


def _draw(state: State, seat: int, count: int) -> int:
    """Move up to ``count`` cards from the deck into ``seat``'s hand; how many moved."""
    deck = state["deck"]
    hand = state["seats"][seat]["hand"]
    drawn = min(count, len(deck))
    for _ in range(drawn):
        hand[deck.pop()] += 1
    return drawn


def _swap_options(state: State, seat: int) -> list[Action]:
    """Every (ship not swapped yet in this action, other colour still in supply)."""
    supply = state["supply"]
    swapped = state["swapped"]
    available = [colour for colour in COLOURS if supply[colour]]
    return [
        {"type": "swap", "ship": index, "colour": colour}
        for index, cube in enumerate(state["seats"][seat]["ships"])
        if index not in swapped
        for colour in available
        if colour != cube
    ]


def _loader(state: State) -> int:
    """Who loads now during setup: clockwise from the start player, round after round."""
    return (state["start_player"] + state["load_index"]) % state["players"]


def _load_options(state: State) -> list[Action]:
    supply = state["supply"]
    return [{"type": "load", "colour": c} for c in COLOURS if supply[c]]


# -- action handlers -------------------------------------------------------------------------
def _act_load(state: State, seat: int, action: Action) -> list[Event]:
    colour = action["colour"]
    ships = state["seats"][seat]["ships"]
    ship = ships.index(None)
    ships[ship] = colour
    state["supply"][colour] -= 1
    events: list[Event] = []
    _emit(state, events, {"type": "loaded", "seat": seat, "ship": ship, "colour": colour})
    if state["phase"] == "load":
        state["load_index"] += 1
        players = state["players"]
        if state["load_index"] < START_SHIPS * players:
            state["turn"] = _loader(state)
        else:
            _begin_turn(state, state["start_player"], events)
    else:
        _to_phase2(state)
    return events


def _act_swap(state: State, seat: int, action: Action) -> list[Event]:
    ship, colour = action["ship"], action["colour"]
    ships = state["seats"][seat]["ships"]
    old = ships[ship]
    supply = state["supply"]
    supply[old] += 1
    supply[colour] -= 1
    ships[ship] = colour
    state["swapped"].append(ship)
    events: list[Event] = []
    event = {"type": "swapped", "seat": seat, "ship": ship, "from": old, "to": colour}
    _emit(state, events, event)
    if state["step"] is None:
        state["swaps_left"] = state["seats"][seat]["porter"]
        state["step"] = "swap"
    else:
        state["swaps_left"] -= 1
    if state["swaps_left"] <= 0 or not _swap_options(state, seat):
        _to_phase2(state)
    return events


def _act_buy(state: State, seat: int, action: Action) -> list[Event]:
    kind = action["card"]
    seat_state = state["seats"][seat]
    price = PRICES[kind]
    seat_state["money"] -= price
    seat_state["spent"] += price
    state["stock"][kind] -= 1
    events: list[Event] = []
    _emit(state, events, {"type": "bought", "seat": seat, "card": kind, "price": price})
    if kind == "ship":
        seat_state["ships"].append(None)
        state["step"] = "ship"
    elif kind == "porter":
        seat_state["porter"] += 1
        state["step"] = "porter"
        state["swaps_left"] = 1
    else:
        seat_state[kind] += 1
        _to_phase2(state)
    return events


def _act_skip(state: State, seat: int, action: Action) -> list[Event]:
    events: list[Event] = []
    _emit(state, events, {"type": "skipped", "seat": seat})
    _to_phase2(state)
    return events


def _act_done(state: State, seat: int, action: Action) -> list[Event]:
    if state["phase"] == "exchange":
        state["exchanges_left"] = 0
        events: list[Event] = []
        _end_turn(state, events)
        return events
    _to_phase2(state)
    return []


def _act_play(state: State, seat: int, action: Action) -> list[Event]:
    state["play"] = {"colour": action["colour"], "slots": []}
    return []


def _act_slot(state: State, seat: int, action: Action) -> list[Event]:
    state["play"]["slots"].append(action["slot"])
    return []


def _act_undo(state: State, seat: int, action: Action) -> list[Event]:
    play = state["play"]
    if play["slots"]:
        play["slots"].pop()
    else:
        state["play"] = None
    return []


def _act_confirm(state: State, seat: int, action: Action) -> list[Event]:
    play = state["play"]
    colour, slots = play["colour"], play["slots"]
    market, buried = state["market"], state["buried"]
    covered = [market[slot] for slot in slots]
    for slot, old in zip(slots, covered, strict=True):
        buried[old] += 1
        market[slot] = colour
    state["seats"][seat]["hand"][colour] -= len(slots)
    state["play"] = None
    state["last_play"] = {"seat": seat, "colour": colour, "slots": list(slots)}
    events: list[Event] = []
    played = {"type": "played", "seat": seat, "colour": colour, "slots": list(slots)}
    _emit(state, events, {**played, "covered": covered})
    _pay_income(state, seat, colour, events)
    _after_phase2(state, events)
    return events


def _pay_income(state: State, player: int, colour: str, events: list[Event]) -> None:
    """Everyone with ships of ``colour`` earns; amounts stay private to each earner."""
    amounts = _seat_earnings(state, state["market"], colour)
    private: dict[str, dict[str, int]] = {}
    for seat, (seat_state, amount) in enumerate(zip(state["seats"], amounts, strict=True)):
        if not amount:
            continue
        bonus = LICENCE_BONUS * seat_state["licence"]
        seat_state["money"] += amount
        seat_state["earned"] += amount
        note = {"by": player, "colour": colour, "amount": amount, "bonus": bonus}
        seat_state["news"].append(note)
        private[str(seat)] = {"amount": amount, "bonus": bonus}
    earners = [seat for seat, amount in enumerate(amounts) if amount]
    event = {
        "type": "income",
        "seat": player,
        "colour": colour,
        "earners": earners,
        "private": private,
    }
    _emit(state, events, event)


def _act_draw(state: State, seat: int, action: Action) -> list[Event]:
    drawn = _draw(state, seat, DRAW_COUNT)
    events: list[Event] = []
    _emit(state, events, {"type": "drew", "seat": seat, "count": drawn})
    if not state["deck"]:
        _game_over(state, events)
    else:
        _after_phase2(state, events)
    return events


def _act_exchange(state: State, seat: int, action: Action) -> list[Event]:
    _draw(state, seat, 1)
    state["exchanges_left"] -= 1
    events: list[Event] = []
    _emit(state, events, {"type": "exchanged", "seat": seat})
    if not state["deck"]:
        _game_over(state, events)
    elif not state["exchanges_left"]:
        _end_turn(state, events)
    return events


_HANDLERS = {
    "load": _act_load,
    "swap": _act_swap,
    "buy": _act_buy,
    "skip": _act_skip,
    "done": _act_done,
    "play": _act_play,
    "slot": _act_slot,
    "undo": _act_undo,
    "confirm": _act_confirm,
    "draw": _act_draw,
    "exchange": _act_exchange,
}


# -- legal actions ---------------------------------------------------------------------------
def _phase1_actions(state: State, seat: int) -> list[Action]:
    step = state["step"]
    if step == "ship":
        return _load_options(state)
    actions = _swap_options(state, seat)
    if step is not None:
        actions.append({"type": "done"})
        return actions
    money = state["seats"][seat]["money"]
    stock = state["stock"]
    for kind in SPECIALS:
        if stock[kind] and PRICES[kind] <= money:
            actions.append({"type": "buy", "card": kind})
    actions.append({"type": "skip"})
    return actions


def _phase2_actions(state: State, seat: int) -> list[Action]:
    hand = state["seats"][seat]["hand"]
    play = state["play"]
    if play is None:
        actions: list[Action] = [{"type": "play", "colour": c} for c in COLOURS if hand[c]]
        actions.append({"type": "draw"})
        return actions
    slots = play["slots"]
    actions = []
    if len(slots) < hand[play["colour"]]:
        actions = [{"type": "slot", "slot": i} for i in range(SLOTS) if i not in slots]
    if slots:
        actions.append({"type": "confirm"})
    actions.append({"type": "undo"})
    return actions


# -- refusals --------------------------------------------------------------------------------
def _is_index(value: object, size: int) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < size


def _colour_refusal(state: State, colour: Any) -> IllegalAction | None:
    if colour not in COLOURS:
        return IllegalAction("silkroad.unknown_colour", colour=str(colour))
    if not state["supply"][colour]:
        return IllegalAction("silkroad.sold_out", colour=colour)
    return None


def _phase1_refusal(state: State, seat: int, action: Action) -> IllegalAction:
    kind = action.get("type")
    step = state["step"]
    if step == "ship" and kind != "load":
        return IllegalAction("silkroad.wrong_phase", phase="ship")
    if kind == "load":
        if step != "ship":
            return IllegalAction("silkroad.wrong_phase", phase=state["phase"])
        return _colour_refusal(state, action.get("colour")) or _unknown()
    if kind == "swap":
        ships = state["seats"][seat]["ships"]
        ship = action.get("ship")
        if not _is_index(ship, len(ships)):
            return IllegalAction("silkroad.no_such_ship", ship=ship)
        if ship in state["swapped"]:
            return IllegalAction("silkroad.ship_swapped", ship=ship)
        refusal = _colour_refusal(state, action.get("colour"))
        if refusal is not None:
            return refusal
        if action["colour"] == ships[ship]:
            return IllegalAction("silkroad.same_colour", colour=action["colour"])
        return _unknown()
    if kind == "buy":
        if step is not None:
            return IllegalAction("silkroad.wrong_phase", phase=step)
        card = action.get("card")
        if not isinstance(card, str) or card not in PRICES:
            return IllegalAction("silkroad.unknown_special", card=str(card))
        if not state["stock"][card]:
            return IllegalAction("silkroad.special_sold_out", card=card)
        money = state["seats"][seat]["money"]
        if money < PRICES[card]:
            return IllegalAction("silkroad.cannot_afford", price=PRICES[card], money=money)
        return _unknown()
    if kind in ("skip", "done", "exchange") or kind in _PHASE2_TYPES:
        return IllegalAction("silkroad.wrong_phase", phase=step or state["phase"])
    return _unknown()


def _phase2_refusal(state: State, seat: int, action: Action) -> IllegalAction:
    kind = action.get("type")
    hand = state["seats"][seat]["hand"]
    play = state["play"]
    if kind == "play":
        if play is not None:
            return IllegalAction("silkroad.choose_slots", colour=play["colour"])
        colour = action.get("colour")
        if colour not in COLOURS:
            return IllegalAction("silkroad.unknown_colour", colour=str(colour))
        if not any(hand.values()):
            return IllegalAction("silkroad.empty_hand")
        return IllegalAction("silkroad.no_cards_of_colour", colour=colour)
    if kind == "undo" and play is None:
        return IllegalAction("silkroad.nothing_to_undo")
    if kind in ("slot", "confirm") and play is None:
        return IllegalAction("silkroad.choose_colour")
    if kind == "slot":
        slot = action.get("slot")
        if not _is_index(slot, SLOTS):
            return IllegalAction("silkroad.no_such_slot", slot=slot)
        if slot in play["slots"]:
            return IllegalAction("silkroad.slot_chosen", slot=slot)
        return IllegalAction(
            "silkroad.no_more_cards", colour=play["colour"], cards=hand[play["colour"]]
        )
    if kind == "confirm":
        return IllegalAction("silkroad.no_slot_chosen")
    if kind == "draw" and play is not None:
        return IllegalAction("silkroad.choose_slots", colour=play["colour"])
    if kind in _PHASE1_TYPES or kind == "exchange":
        return IllegalAction("silkroad.wrong_phase", phase=state["phase"])
    return _unknown()


def _unknown() -> IllegalAction:
    return IllegalAction("silkroad.unknown_action")


# -- views -----------------------------------------------------------------------------------
def _seat_view(seat: int, seat_state: dict[str, Any]) -> Seat:
    return {
        "seat": seat,
        "ships": list(seat_state["ships"]),
        "licence": seat_state["licence"],
        "porter": seat_state["porter"],
        "exchange": seat_state["exchange"],
        "hand_count": sum(seat_state["hand"].values()),
    }


def _colour_previews(state: State, seat: int) -> dict[str, ColourPreview]:
    """For each colour in hand: the most useful play of all of it and its income per seat."""
    hand = state["seats"][seat]["hand"]
    out: dict[str, ColourPreview] = {}
    for colour in COLOURS:
        cards = hand[colour]
        if cards:
            slots = best_slots(state["market"], colour, cards)
            out[colour] = {
                "cards": cards,
                "slots": slots,
                "income": preview_play(state, colour, slots),
            }
    return out


def _me_view(state: State, seat: int) -> Me:
    seat_state = state["seats"][seat]
    active = state["turn"] == seat
    play = state["play"] if active else None
    me: Me = {
        "seat": seat,
        "hand": dict(seat_state["hand"]),
        "money": seat_state["money"],
        "earned": seat_state["earned"],
        "spent": seat_state["spent"],
        "news": clone(seat_state["news"]),
        "recap": clone(seat_state["recap"]),
        "play": None,
        "preview": None,
        "colour_previews": None,
    }
    if play is not None:
        me["play"] = {"colour": play["colour"], "slots": list(play["slots"])}
        me["preview"] = preview_play(state, play["colour"], play["slots"])
    elif active and state["phase"] == "phase2":
        me["colour_previews"] = _colour_previews(state, seat)
    return me


def _result_view(state: State) -> Final:
    final = score_game(state)
    return {
        "breakdown": final["details"]["breakdown"],
        "scores": final["scores"],
        "ranking": final["ranking"],
        "winners": final["winners"],
    }


def _view(game: SilkRoad, state: State, seat: int | None) -> View:
    over = state["phase"] == "over"
    return {
        "game": game.id,
        "players": state["players"],
        "phase": state["phase"],
        "step": state["step"],
        "turn": state["turn"],
        "number": state["number"],
        "start_player": state["start_player"],
        "to_act": sorted(game.to_act(state)),
        "load_round": state["load_index"] // state["players"] if state["phase"] == "load" else None,
        "swaps_left": state["swaps_left"],
        "exchanges_left": state["exchanges_left"],
        "market": list(state["market"]),
        "buried": dict(state["buried"]),
        "supply": dict(state["supply"]),
        "deck_count": len(state["deck"]),
        "specials": {k: {"price": PRICES[k], "left": state["stock"][k]} for k in SPECIALS},
        "seats": [_seat_view(i, s) for i, s in enumerate(state["seats"])],
        "last_play": clone(state["last_play"]),
        "history": [
            {"seat": h["seat"], "number": h["number"], "events": [_public(e) for e in h["events"]]}
            for h in state["history"]
        ],
        "me": None if seat is None else _me_view(state, seat),
        "result": _result_view(state) if over else None,
    }


# -- scoring ---------------------------------------------------------------------------------
def score_game(state: State) -> Result:
    """Money decides; ties share the rank and the win. Special cards score nothing."""
    seats = state["seats"]
    scores = [s["money"] for s in seats]
    ranks = [1 + sum(other > mine for other in scores) for mine in scores]
    breakdown = [
        {
            "money": s["money"],
            "earned": s["earned"],
            "spent": s["spent"],
            "ships": len(s["ships"]),
            "licence": s["licence"],
            "porter": s["porter"],
            "exchange": s["exchange"],
            "hand_count": sum(s["hand"].values()),
        }
        for s in seats
    ]
    return {
        "scores": scores,
        "ranking": ranks,
        "winners": [seat for seat, rank in enumerate(ranks) if rank == 1],
        "details": {"breakdown": breakdown},
    }


# -- hidden information ----------------------------------------------------------------------
def _redeal(state: State, viewer: int | None, rng: random.Random) -> State:
    """Resample everything ``viewer`` may not see: the deck order, every other hand (sizes
    kept), others' money and private news, the seed and any hidden pending play.

    The result depends on ``view(state, viewer)`` and ``rng`` alone: the unseen cards are
    pooled and sorted before they are shuffled, so the true order cannot shine through."""
    copy = clone(state)
    hidden = [seat for seat in range(copy["players"]) if seat != viewer]
    pool = list(copy["deck"])
    for seat in hidden:
        hand = copy["seats"][seat]["hand"]
        pool.extend(colour for colour in COLOURS for _ in range(hand[colour]))
    pool.sort()
    rng.shuffle(pool)
    for seat in hidden:
        seat_state = copy["seats"][seat]
        size = sum(seat_state["hand"].values())
        hand = dict.fromkeys(COLOURS, 0)
        for _ in range(size):
            hand[pool.pop()] += 1
        seat_state["hand"] = hand
        seat_state["news"] = []
        seat_state["recap"] = []
        if copy["phase"] != "over":  # money is revealed at the end
            seat_state["earned"] = seat_state["spent"] + rng.randint(0, 40)
            seat_state["money"] = seat_state["earned"] - seat_state["spent"]
    copy["deck"] = pool
    copy["seed"] = rng.getrandbits(32)
    if copy["turn"] in hidden:
        copy["play"] = None
    return copy


# -- invariants ------------------------------------------------------------------------------
def _check_invariants(state: State) -> None:
    players = state["players"]
    seats = state["seats"]
    assert 0 <= state["start_player"] < players, "no such start player"
    cards = dict(state["buried"])
    for colour in state["deck"]:
        cards[colour] += 1
    for colour in state["market"]:
        cards[colour] += 1
    for seat_state in seats:
        for colour, n in seat_state["hand"].items():
            assert n >= 0, "negative hand count"
            cards[colour] += n
    assert cards == dict.fromkeys(COLOURS, CARDS_PER_COLOUR), f"cards not conserved: {cards}"
    assert len(state["market"]) == SLOTS
    cubes = dict(state["supply"])
    assert min(cubes.values()) >= 0, "negative supply"
    for seat_state in seats:
        for cube in seat_state["ships"]:
            if cube is not None:
                cubes[cube] += 1
    assert cubes == dict.fromkeys(COLOURS, CUBES_PER_COLOUR), f"cubes not conserved: {cubes}"
    stock = state["stock"]
    ships = sum(len(s["ships"]) for s in seats)
    assert stock["ship"] >= 0 and ships + stock["ship"] == SHIPS_TOTAL, "ships not conserved"
    for kind in OWNED_SPECIALS:
        owned = sum(s[kind] for s in seats)
        assert stock[kind] >= 0 and owned + stock[kind] == special_copies(kind, players), kind
    for seat_state in seats:
        assert seat_state["money"] >= 0, "negative money"
        assert seat_state["money"] == seat_state["earned"] - seat_state["spent"], "money drift"
        assert len(seat_state["ships"]) >= START_SHIPS
    _check_phase(state)


def _check_phase(state: State) -> None:
    phase, step, turn = state["phase"], state["step"], state["turn"]
    players = state["players"]
    unloaded = [
        (seat, i)
        for seat, s in enumerate(state["seats"])
        for i, cube in enumerate(s["ships"])
        if cube is None
    ]
    if phase == "load":
        k = state["load_index"]
        assert 0 <= k < START_SHIPS * players and turn == _loader(state) and step is None
        assert len(unloaded) == START_SHIPS * players - k
        return
    assert state["deck"] or phase == "over", "the game must end when the deck runs out"
    if phase == "over":
        assert turn is None and step is None and state["play"] is None and not state["deck"]
        assert not unloaded
        return
    assert 0 <= turn < players
    if step == "ship":
        assert phase == "phase1" and unloaded == [(turn, len(state["seats"][turn]["ships"]) - 1)]
    else:
        assert not unloaded, "an unloaded ship outside its loading step"
    assert step in (None, "swap", "porter", "ship") and (step is None or phase == "phase1")
    assert state["play"] is None or phase == "phase2"
    if state["play"] is not None:
        slots = state["play"]["slots"]
        hand = state["seats"][turn]["hand"]
        assert len(set(slots)) == len(slots) <= min(SLOTS, hand[state["play"]["colour"]])
        assert hand[state["play"]["colour"]] > 0
    if phase == "exchange":
        assert 0 < state["exchanges_left"] <= state["seats"][turn]["exchange"]
    else:
        assert phase in ("phase1", "phase2") and state["exchanges_left"] == 0


# -- the game --------------------------------------------------------------------------------
class SilkRoad(Game):
    """Maritime Silk Road for 2-4 players: ships, cubes, a six-slot market, secret money."""

    id: ClassVar[str] = "silkroad"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    rules_version: ClassVar[int] = 2  # 2: the start player is drawn from the seed
    undo_actions: ClassVar[frozenset[str]] = frozenset({"undo"})

    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> State:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Silk Road needs {self.min_players}-{self.max_players} players")
        deck = [colour for colour in COLOURS for _ in range(CARDS_PER_COLOUR)]
        rng_for(seed, "deal").shuffle(deck)
        seats = [_new_seat() for _ in range(players)]
        for seat_state in seats:
            for _ in range(HAND_SIZE):
                seat_state["hand"][deck.pop()] += 1
        market = [deck.pop() for _ in range(SLOTS)]
        start = rng_for(seed, "start").randrange(players)
        return {
            "game": self.id,
            "players": players,
            "seed": seed,
            "options": {},
            "phase": "load",
            "step": None,
            "start_player": start,
            "turn": start,
            "number": 0,
            "load_index": 0,
            "swaps_left": 0,
            "swapped": [],
            "play": None,
            "exchanges_left": 0,
            "deck": deck,
            "market": market,
            "buried": dict.fromkeys(COLOURS, 0),
            "supply": dict.fromkeys(COLOURS, CUBES_PER_COLOUR),
            "stock": {kind: special_copies(kind, players) for kind in SPECIALS},
            "seats": seats,
            "history": [{"seat": None, "number": 0, "events": []}],
            "last_play": None,
        }

    def to_act(self, state: State) -> frozenset[int]:
        turn = state["turn"]
        return frozenset() if turn is None else frozenset((turn,))

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat != state["turn"]:
            return []
        phase = state["phase"]
        if phase == "phase1":
            return _phase1_actions(state, seat)
        if phase == "phase2":
            return _phase2_actions(state, seat)
        if phase == "exchange":
            return [{"type": "exchange"}, {"type": "done"}]
        if phase == "load":
            return _load_options(state)
        return []

    def _apply(self, state: State, seat: int, action: Action) -> list[Event]:
        return _HANDLERS[action["type"]](state, seat, action)

    def reject_reason(self, state: State, seat: int, action: Action) -> IllegalAction:
        phase = state["phase"]
        kind = action.get("type")
        if not isinstance(kind, str) or kind not in _HANDLERS:
            return _unknown()
        if set(action) - {"type"} - _FIELDS.get(kind, frozenset()):
            return _unknown()
        if phase == "load":
            if kind != "load":
                return IllegalAction("silkroad.wrong_phase", phase=phase)
            return _colour_refusal(state, action.get("colour")) or _unknown()
        if phase == "phase1":
            return _phase1_refusal(state, seat, action)
        if phase == "phase2":
            return _phase2_refusal(state, seat, action)
        return IllegalAction("silkroad.wrong_phase", phase=phase)

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
        number = state["number"]
        facts = {
            "phase": state["phase"],
            "step": state["step"],
            "to_act": sorted(self.to_act(state)),
            "turn": state["turn"],
            "number": number,
        }
        if number:
            facts["round"] = (number - 1) // state["players"] + 1
        return facts


SILKROAD = SilkRoad()
