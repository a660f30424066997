"""Flea Market: Price War (旧货市场之大商战): the pure rules engine, 3-4 players.

Rules: ``/work/shared/rules/004_1b72a80257c83b44.txt`` and the rulings in the rules README.
Every component number lives in ``data/fleamarket.json`` (the deck is a placeholder).

A round is: price cut (not in round 1) → display → settlement → restock. Display plays are
decomposed into small steps (choose a value, add cards of it one at a time, play or go back);
settlement is one simultaneous phase in which each seat resolves its own choices
(maintenance discards, the all-tied highest/lowest choice, the sale's money/popularity choice).
Steps without a real choice are applied automatically, but only when that can be seen from
public facts (so ``to_act`` never hints at a hidden hand).

Rulings and readings where the sources are silent:

* The start player is drawn at random from the seed at setup and announced (a ``start`` event
  in ``recent``, so the first board names them).
* Money is cards (README ruling; the game has no coins). Cards taken as money lie face up in the
  seat's ``money_cards`` (public), each worth its money buttons; ``money`` is their sum. Paying
  N (a price cut, an extra draw) takes the cards of :func:`payment`: worth at least N, the
  smallest overpayment, then the fewest cards, then the lowest cards (money buttons, then face
  values); no change is given. A price cut's cards lie tapped before the stalls
  (``cut_cards``, public) and go to the discards after the settlement; an extra draw's cards go
  to the discards at once, before the card is drawn (so a reshuffle can bring them back). A
  seat can only buy what its money cards cover. Everyone starts without money.
* Popularity cards lie face down: their count is public (``popularity_count``), their values
  (and the total) are secret until the end. The settlement is a public moment (README ruling,
  round 3): ``last_settlement`` shows which stall cards went to a popularity pile until the
  next round's first price cut, play or pass (``settlement_on_show``); from then on it counts
  them face down (``face_down``, no total for their seat) and the plays that put them on the
  stalls leave ``recent``. The ``settlement`` event is the hidden form at once, since the
  announcement made from it stays in the channel. ``redeal`` resamples the hidden popularity
  cards and rewrites the past settlement's record of them to match.
* A player whose stalls are all empty skips the whole settlement: no maintenance discards and
  no revenue ("他直接跳过结算阶段").
* Tie-breaks run clockwise from the start player among the players with cards. When all of
  them tie (also when only one player has cards) the first of them chooses highest or lowest
  and the next one (if any) takes the other.
* The sale keeps one card whose lower button is the lowest on the stalls; when both kinds reach
  that value the player chooses (money or popularity), otherwise it is automatic.
* Forced passes (empty hand, or no empty stall) and forced maintenance (hand no larger than the
  debt) are automatic; a price cut is skipped for a player without money; a restock is skipped
  when the draw pile and the discards are both empty. Extra draws are offered whenever the
  money pile covers the next one (its payment alone refills the discards).
* After a play the price war discards first; only then are the six colours checked.
* The draw pile is refilled from the shuffled discards as soon as it runs out (and again at a
  draw if it is still empty). If both are empty, draws stop short; adding a stall needs a card.
* Safety net: the game also ends (ranked the same way) after a round in which no card is left
  to play: every hand, the draw pile and the discards are empty (money piles may remain). Since
  spent money returns to the discards, random games never get there
  (``benchmarks/fleamarket_exhausted.py``: 0 of 10,000 at 3 and at 4 players, against 2.34% and
  0.77% while money was a number and its cards left play for good), but players who never
  spend still can (1.9% of such 3-player games, 0.3% at 4), and their game must end.

Actions (all taken in the private panel): ``cut`` {amount}; ``value`` {value}, ``card``
{card}, ``play``, ``back`` (undo), ``pass``; ``discard`` {card}, ``tie`` {take: highest|lowest},
``sale`` {take: money|popularity}; ``draw``, ``stall``, ``extra``, ``done``. Cards are ids such
as ``"red5"``.

Events are public-safe (no hand card, no popularity amount): ``start`` {seat}, ``played``,
``price_war``, ``passed`` {forced}, ``all_colours``, ``cut`` {amount, cost, cards, paid},
``maintained``, ``tie_choice``, ``sale_choice``, ``settlement`` (the public summary),
``restock`` {choice: draw|stall|none, count}, ``extra`` {cost, cards, paid}, ``reshuffle``,
``round``, ``game_over``.

View: the public view shows every seat's stall count, face-up ``display``, ``passed``, ``cut``
and its tapped ``cut_cards``, ``money`` and the face-up ``money_cards``, ``popularity_count``,
``hand`` (a count) and ``owed``; the colour counts against the price-war ``threshold``; pile
and discard counts; the public part of a settlement in progress; the restock step with the
cards the next extra draw would cost; ``last_settlement`` (roles and what each took,
popularity amounts left out, the popularity cards only during the settlement's moment);
``recent`` public events; and at the end the ``result`` with every popularity revealed. A
seat's own view adds ``me``: its hand, its secret popularity, its display selection.

State layout (plain JSON): ``deck`` pops from its end; ``seats[i]`` holds ``hand`` (sorted),
``stalls`` (the face-down stall cards, unseen by everyone), ``display`` (face-up cards on
stalls), ``passed``, ``cut`` and ``cut_cards``, ``money`` (the sum over ``money_cards``,
sorted), ``popularity`` (the sum over ``popularity_cards``), the display ``selection`` in
progress and the maintenance ``owed``; ``settle`` is the settlement in progress; ``restock``
the restock step of the seat to act.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from bot.engine.data import load_json
from bot.engine.errors import IllegalAction
from bot.engine.protocol import Action, Event, Game, Result, State, clone
from bot.engine.rng import rng_for
from bot.games.fleamarket_view import (
    Final,
    Me,
    Restock,
    Seat,
    Settle,
    SettledSeat,
    Settlement,
    View,
)

DATA: dict[str, Any] = load_json("fleamarket.json")

COLOURS: list[str] = DATA["colours"]
VALUES: list[int] = DATA["values"]
SALE_VALUES: frozenset[int] = frozenset(DATA["sale_values"])
START_STALLS: int = DATA["start_stalls"]
START_HAND: int = DATA["start_hand"]
TARGET: int = DATA["target_popularity"]
DECKS: dict[str, int] = DATA["decks"]

CARDS: list[str] = [f"{colour}{value}" for value in VALUES for colour in COLOURS]
ORDER: dict[str, int] = {card: index for index, card in enumerate(CARDS)}
VALUE: dict[str, int] = {f"{c}{v}": v for v in VALUES for c in COLOURS}
COLOUR: dict[str, str] = {f"{c}{v}": c for v in VALUES for c in COLOURS}
MONEY: dict[str, int] = {
    f"{c}{v}": DATA["money_buttons"][VALUES.index(v)] for v in VALUES for c in COLOURS
}
POPULARITY: dict[str, int] = {
    f"{c}{v}": DATA["popularity_buttons"][VALUES.index(v)] for v in VALUES for c in COLOURS
}
KINDS: tuple[str, str] = ("money", "popularity")

ERROR_KEYS: tuple[str, ...] = (
    "fleamarket.unknown_action",
    "fleamarket.wrong_phase",
    "fleamarket.cannot_afford",
    "fleamarket.no_value",
    "fleamarket.finish_selection",
    "fleamarket.choose_value",
    "fleamarket.not_in_hand",
    "fleamarket.stalls_full",
    "fleamarket.nothing_selected",
    "fleamarket.discard_first",
    "fleamarket.not_your_choice",
    "fleamarket.restock_first",
)

_BUTTONS = {"money": MONEY, "popularity": POPULARITY}
RECENT = 6  # public events kept for the board's narration
NARRATED = frozenset(
    {
        "played",
        "price_war",
        "start",
        "passed",
        "all_colours",
        "cut",
        "restock",
        "extra",
        "reshuffle",
        "tie_choice",
        "round",
    }
)


# -- pure helpers ----------------------------------------------------------------------------
def deck_copies(players: int) -> int:
    """How many 54-card decks are shuffled together for ``players``."""
    return DECKS[str(players)]


def full_deck(players: int) -> list[str]:
    """Every card of the game, in canonical order."""
    return [card for card in CARDS for _ in range(deck_copies(players))]


def cut_cost(points: int) -> int:
    """Money for lowering this round's total by ``points``: the k-th point costs k."""
    return points * (points + 1) // 2


def max_cut(money: int) -> int:
    """The deepest price cut ``money`` pays for."""
    points = 0
    while cut_cost(points + 1) <= money:
        points += 1
    return points


def extra_cost(already: int) -> int:
    """Price of the next extra draw when ``already`` were bought this restock."""
    return already + 1


def _lowness(card: str) -> tuple[int, int, int]:
    """How low a money card is: money buttons, then face value, then canonical order."""
    return MONEY[card], VALUE[card], ORDER[card]


def payment(cards: Sequence[str], amount: int) -> list[str] | None:
    """The cards of a money pile that pay ``amount`` (``None`` if the pile is worth less).

    Of the combinations worth at least ``amount``: the smallest overpayment, then the fewest
    cards, then the lowest cards (compared from the lowest up by money buttons, then face
    values; exact copies are interchangeable). No change is given. Returned in canonical order.
    """
    if amount <= 0:
        return []
    if sum(MONEY[card] for card in cards) < amount:
        return None
    groups: dict[int, list[str]] = {}
    for card in sorted(cards, key=_lowness):
        groups.setdefault(MONEY[card], []).append(card)
    worths = sorted(groups)
    # A best payment holds no card it could do without, so at most ceil(amount / worth) of each.
    ranges = [range(min(len(groups[w]), -(-amount // w)) + 1) for w in worths]
    best: tuple[Any, list[str]] | None = None
    for counts in itertools.product(*ranges):
        paid = sum(worth * count for worth, count in zip(worths, counts, strict=True))
        if paid < amount:
            continue
        chosen = [
            card for w, count in zip(worths, counts, strict=True) for card in groups[w][:count]
        ]
        key = (paid - amount, len(chosen), [_lowness(card) for card in chosen])
        if best is None or key < best[0]:
            best = (key, chosen)
    assert best is not None
    return sorted(best[1], key=ORDER.__getitem__)


def stall_total(cards: list[str], cut: int) -> int:
    """A seat's settlement total: sum of the values on its stalls minus its price cut."""
    return sum(VALUE[card] for card in cards) - cut


def colour_counts(state: State) -> dict[str, int]:
    """Face-up cards per colour over every stall (all colours, zeros included)."""
    counts = dict.fromkeys(COLOURS, 0)
    for seat_state in state["seats"]:
        for card in seat_state["display"]:
            counts[COLOUR[card]] += 1
    return counts


def sale_options(cards: list[str]) -> list[str]:
    """Kinds a sale may take: the lowest single button over the stall's cards."""
    lowest = min(min(MONEY[card], POPULARITY[card]) for card in cards)
    return [
        kind
        for kind in KINDS
        if any(
            _BUTTONS[kind][card] == lowest
            and _BUTTONS[kind][card] <= min(MONEY[card], POPULARITY[card])
            for card in cards
        )
    ]


def sale_card(cards: list[str], kind: str) -> str:
    """The card a sale keeps as ``kind`` (the first one on the stalls carrying the lowest)."""
    lowest = min(min(MONEY[card], POPULARITY[card]) for card in cards)
    return next(card for card in cards if _BUTTONS[kind][card] == lowest)


def seat_order(state: State) -> list[int]:
    """Seats clockwise from the start player."""
    players = state["players"]
    start = state["start_player"]
    return [(start + offset) % players for offset in range(players)]


def _sort_hand(hand: list[str]) -> None:
    hand.sort(key=ORDER.__getitem__)


def _empty_stalls(seat_state: dict[str, Any]) -> int:
    return len(seat_state["stalls"]) - len(seat_state["display"])


def _can_play(seat_state: dict[str, Any]) -> bool:
    return bool(seat_state["hand"]) and len(seat_state["display"]) < len(seat_state["stalls"])


def _cards_available(state: State) -> bool:
    return bool(state["deck"] or state["discard"])


def _new_seat(hand: list[str], stalls: list[str]) -> dict[str, Any]:
    _sort_hand(hand)
    return {
        "hand": hand,
        "stalls": stalls,
        "display": [],
        "passed": False,
        "cut": 0,
        "cut_cards": [],
        "money": 0,
        "popularity": 0,
        "money_cards": [],
        "popularity_cards": [],
        "selection": None,
        "owed": 0,
    }


# -- the draw pile ---------------------------------------------------------------------------
def _reshuffle(state: State, events: list[Event]) -> None:
    """Shuffle the discards into the (empty) draw pile."""
    if state["deck"] or not state["discard"]:
        return
    pile = state["discard"]
    pile.sort(key=ORDER.__getitem__)
    rng_for(state["seed"], f"reshuffle:{state['reshuffles']}").shuffle(pile)
    state["deck"] = pile
    state["discard"] = []
    state["reshuffles"] += 1
    events.append({"type": "reshuffle", "count": len(pile)})


def _take_top(state: State, events: list[Event]) -> str | None:
    """The top card of the draw pile (refilled from the discards when it runs out)."""
    if not state["deck"]:
        _reshuffle(state, events)
        if not state["deck"]:
            return None
    card = state["deck"].pop()
    if not state["deck"]:
        _reshuffle(state, events)
    return card


def _draw(state: State, seat: int, count: int, events: list[Event]) -> int:
    """Draw up to ``count`` cards into a hand; returns how many came."""
    hand = state["seats"][seat]["hand"]
    drawn = 0
    for _ in range(count):
        card = _take_top(state, events)
        if card is None:
            break
        hand.append(card)
        drawn += 1
    _sort_hand(hand)
    return drawn


# -- round flow ------------------------------------------------------------------------------
def _next_seat(state: State, seat: int) -> int | None:
    """The next seat clockwise in this round's order, ``None`` after the last one."""
    following = (seat + 1) % state["players"]
    return None if following == state["start_player"] else following


def _cut_from(state: State, seat: int | None, events: list[Event]) -> None:
    """Give the price-cut turn to the next seat with money, else open the display."""
    seats = state["seats"]
    while seat is not None:
        if seats[seat]["money"] >= 1:
            state["turn"] = seat
            return
        seat = _next_seat(state, seat)
    _begin_display(state, events)


def _begin_display(state: State, events: list[Event]) -> None:
    state["phase"] = "display"
    state["turn"] = None
    _display_from(state, state["start_player"], events)


def _display_from(state: State, seat: int, events: list[Event]) -> None:
    """Give the display turn to the next seat still playing (forced passes on the way)."""
    seats = state["seats"]
    for _ in range(state["players"]):
        seat_state = seats[seat]
        if not seat_state["passed"]:
            if _can_play(seat_state):
                state["turn"] = seat
                return
            _close_moment(state)
            seat_state["passed"] = True
            events.append({"type": "passed", "seat": seat, "forced": True})
        seat = (seat + 1) % state["players"]
    _begin_settlement(state, events)


def _price_war(state: State, colours: set[str], events: list[Event]) -> bool:
    """Discard every colour whose count on all stalls reaches the player count; then
    whether the stalls show all six colours."""
    counts = colour_counts(state)
    hit = [colour for colour in COLOURS if colour in colours and counts[colour] >= state["players"]]
    if not hit:
        return all(counts.values())
    removed = []
    for seat, seat_state in enumerate(state["seats"]):
        gone = [card for card in seat_state["display"] if COLOUR[card] in hit]
        if gone:
            seat_state["display"] = [c for c in seat_state["display"] if COLOUR[c] not in hit]
            state["discard"].extend(gone)
            removed.append({"seat": seat, "cards": gone})
    events.append({"type": "price_war", "colours": hit, "removed": removed})
    return False


# -- settlement ------------------------------------------------------------------------------
def _begin_settlement(state: State, events: list[Event]) -> None:
    """Maintenance debts, totals, roles (or the all-tied choice) and sale options."""
    state["phase"] = "settle"
    state["turn"] = None
    seats = state["seats"]
    players = state["players"]
    order = [seat for seat in seat_order(state) if seats[seat]["display"]]
    totals: list[int | None] = [None] * players
    maintenance = [0] * players
    for seat in order:
        seat_state = seats[seat]
        totals[seat] = stall_total(seat_state["display"], seat_state["cut"])
        debt = _empty_stalls(seat_state)
        if debt >= len(seat_state["hand"]):
            maintenance[seat] = len(seat_state["hand"])
            state["discard"].extend(seat_state["hand"])
            seat_state["hand"] = []
        else:
            seat_state["owed"] = debt
            maintenance[seat] = debt
    settle: dict[str, Any] = {
        "order": order,
        "totals": totals,
        "maintenance": maintenance,
        "highest": None,
        "lowest": None,
        "tie": None,
        "sales": [None] * players,
    }
    state["settle"] = settle
    _assign_roles(settle, order)
    for seat in order:
        if _runs_sale(settle, seat, seats[seat]["display"]):
            options = sale_options(seats[seat]["display"])
            choice = options[0] if len(options) == 1 else None
            settle["sales"][seat] = {"options": options, "choice": choice}
    _try_settle(state, events)


def _assign_roles(settle: dict[str, Any], order: list[int]) -> None:
    """Highest and lowest, ties toward the start player; all tied → a choice is pending."""
    if not order:
        return
    totals = settle["totals"]
    values = [totals[seat] for seat in order]
    high, low = max(values), min(values)
    if high == low:
        other = order[1] if len(order) > 1 else None
        settle["tie"] = {"chooser": order[0], "other": other, "choice": None}
        return
    settle["highest"] = next(seat for seat in order if totals[seat] == high)
    settle["lowest"] = next(seat for seat in order if totals[seat] == low)


def _runs_sale(settle: dict[str, Any], seat: int, cards: list[str]) -> bool:
    """Neither highest nor lowest (nor one of the two tied seats that take those), with a 5."""
    tie = settle["tie"]
    if seat in (settle["highest"], settle["lowest"]):
        return False
    if tie is not None and seat in (tie["chooser"], tie["other"]):
        return False
    return any(VALUE[card] in SALE_VALUES for card in cards)


def _settle_actors(state: State) -> list[int]:
    """Seats that still owe a settlement choice."""
    settle = state["settle"]
    actors = []
    for seat, seat_state in enumerate(state["seats"]):
        sale = settle["sales"][seat]
        tie = settle["tie"]
        if (
            seat_state["owed"]
            or (tie is not None and tie["chooser"] == seat and tie["choice"] is None)
            or (sale is not None and sale["choice"] is None)
        ):
            actors.append(seat)
    return actors


def _try_settle(state: State, events: list[Event]) -> None:
    """Resolve the revenue once no seat owes a choice; then end the game or restock."""
    if _settle_actors(state):
        return
    settle = state["settle"]
    tie = settle["tie"]
    if tie is not None:
        first_high = tie["choice"] == "highest"
        settle["highest"] = tie["chooser"] if first_high else tie["other"]
        settle["lowest"] = tie["other"] if first_high else tie["chooser"]
    summary = _collect_revenue(state)
    state["last_settlement"] = summary
    state["settle"] = None
    events.append({"type": "settlement", **public_settlement(summary, open_=False)})
    if any(seat_state["popularity"] >= TARGET for seat_state in state["seats"]):
        _game_over(state, "popularity", events)
        return
    _begin_restock(state, events)


def _collect_revenue(state: State) -> dict[str, Any]:
    """Move every stall card to money, popularity or the discards; the public summary."""
    settle = state["settle"]
    entries = []
    for seat, seat_state in enumerate(state["seats"]):
        cards = seat_state["display"]
        entry: dict[str, Any] = {
            "seat": seat,
            "cards": list(cards),
            "cut": seat_state["cut"],
            "cut_cards": seat_state["cut_cards"],
            "total": settle["totals"][seat],
            "maintenance": settle["maintenance"][seat],
            "role": "skip",
            "took": None,
            "money": 0,
            "kept": None,
            "discarded": [],
        }
        if cards:
            _seat_revenue(state, seat, entry)
        seat_state["display"] = []
        state["discard"].extend(seat_state["cut_cards"])  # "在结算完成后弃除"
        seat_state["cut_cards"] = []
        entries.append(entry)
    tie = settle["tie"]
    return {
        "round": state["round"],
        "start_player": state["start_player"],
        "highest": settle["highest"],
        "lowest": settle["lowest"],
        "tie": None if tie is None else {"chooser": tie["chooser"], "choice": tie["choice"]},
        "seats": entries,
        "open": True,
    }


def settlement_on_show(state: State) -> bool:
    """Whether the last settlement is still the public moment: from the settlement until the
    next round's first price cut, play or pass (README ruling, round 3)."""
    last = state["last_settlement"]
    return last is not None and bool(last.get("open"))


def taken_as_popularity(entry: Mapping[str, Any]) -> list[str]:
    """The cards a seat's settlement entry took as popularity (the tail of its pile)."""
    if entry["took"] != "popularity":
        return []
    return [entry["kept"]] if entry["role"] == "sale" else list(entry["cards"])


def public_settlement(summary: Mapping[str, Any], open_: bool) -> Settlement:
    """A settlement summary as it may be shown: whole while ``open_`` (the public moment), else
    without the values of the cards taken as popularity (counted in ``face_down``) and without
    the totals of the seats that took them (their sum would give them away)."""
    tie = summary["tie"]
    return {
        "round": summary["round"],
        "start_player": summary["start_player"],
        "highest": summary["highest"],
        "lowest": summary["lowest"],
        "tie": None if tie is None else {"chooser": tie["chooser"], "choice": tie["choice"]},
        "seats": [_public_entry(entry, open_) for entry in summary["seats"]],
        "open": open_,
    }


def _public_entry(entry: Mapping[str, Any], open_: bool) -> SettledSeat:
    hidden = [] if open_ else taken_as_popularity(entry)
    return {
        "seat": entry["seat"],
        "cards": list(entry["discarded"] if hidden else entry["cards"]),
        "cut": entry["cut"],
        "cut_cards": list(entry["cut_cards"]),
        "total": None if hidden else entry["total"],
        "maintenance": entry["maintenance"],
        "role": entry["role"],
        "took": entry["took"],
        "money": entry["money"],
        "kept": None if hidden and entry["role"] == "sale" else entry["kept"],
        "discarded": list(entry["discarded"]),
        "face_down": len(hidden),
    }


def _close_moment(state: State) -> None:
    """The next round's first action: the settlement's popularity cards are secret from now
    on, and so are the plays that put them on the stalls (dropped from ``recent``)."""
    if not settlement_on_show(state):
        return
    state["last_settlement"]["open"] = False
    state["recent"] = [event for event in state["recent"] if event["type"] != "played"]


def _seat_revenue(state: State, seat: int, entry: dict[str, Any]) -> None:
    settle = state["settle"]
    seat_state = state["seats"][seat]
    cards = seat_state["display"]
    sale = settle["sales"][seat]
    if seat == settle["highest"]:
        entry.update(role="highest", took="money")
        _bank(seat_state, cards, "money", entry)
    elif seat == settle["lowest"]:
        entry.update(role="lowest", took="popularity")
        _bank(seat_state, cards, "popularity", entry)
    elif sale is not None:
        kind = sale["choice"]
        kept = sale_card(cards, kind)
        rest = list(cards)
        rest.remove(kept)
        entry.update(role="sale", took=kind, kept=kept, discarded=rest)
        _bank(seat_state, [kept], kind, entry)
        state["discard"].extend(rest)
    else:
        entry.update(role="none", discarded=list(cards))
        state["discard"].extend(cards)


def _bank(seat_state: dict[str, Any], cards: list[str], kind: str, entry: dict[str, Any]) -> None:
    """Cards become money (face up, public) or popularity (face down, secret amount)."""
    if kind == "money":
        gained = sum(MONEY[card] for card in cards)
        seat_state["money"] += gained
        seat_state["money_cards"].extend(cards)
        seat_state["money_cards"].sort(key=ORDER.__getitem__)
        entry["money"] = gained
    else:
        seat_state["popularity"] += sum(POPULARITY[card] for card in cards)
        seat_state["popularity_cards"].extend(cards)


# -- restock and the end of a round ----------------------------------------------------------
def _begin_restock(state: State, events: list[Event]) -> None:
    state["phase"] = "restock"
    _restock_from(state, state["start_player"], events)


def _restock_from(state: State, seat: int | None, events: list[Event]) -> None:
    """Give the restock turn to the next seat while cards remain; else end the round."""
    while seat is not None:
        if _cards_available(state):
            state["turn"] = seat
            state["restock"] = {"step": "choose", "extras": 0}
            return
        events.append({"type": "restock", "seat": seat, "choice": "none", "count": 0})
        seat = _next_seat(state, seat)
    state["turn"] = None
    state["restock"] = None
    _end_round(state, events)


def _can_extra(state: State, seat: int) -> bool:
    """Whether the money pile covers the next extra draw (its payment refills the discards)."""
    return state["seats"][seat]["money"] >= extra_cost(state["restock"]["extras"])


def _pay(seat_state: dict[str, Any], amount: int) -> list[str]:
    """Take the :func:`payment` of ``amount`` out of a seat's money pile."""
    cards = payment(seat_state["money_cards"], amount)
    assert cards is not None, "only affordable payments are offered"
    for card in cards:
        seat_state["money_cards"].remove(card)
    seat_state["money"] -= sum(MONEY[card] for card in cards)
    return cards


def _after_restock_step(state: State, seat: int, events: list[Event]) -> None:
    if _can_extra(state, seat):
        state["restock"]["step"] = "extra"
    else:
        _restock_from(state, _next_seat(state, seat), events)


def _end_round(state: State, events: list[Event]) -> None:
    """Untap, pass the start player on, then the next round (or the dry-market end)."""
    last = state["last_settlement"] or {}
    if last.get("highest") is not None:
        state["start_player"] = last["highest"]
    elif last.get("lowest") is not None:
        state["start_player"] = last["lowest"]
    for seat_state in state["seats"]:
        seat_state["passed"] = False
        seat_state["cut"] = 0
    if not _cards_available(state) and not any(s["hand"] for s in state["seats"]):
        _game_over(state, "exhausted", events)
        return
    state["round"] += 1
    state["phase"] = "cut"
    events.append({"type": "round", "round": state["round"], "start_player": state["start_player"]})
    _cut_from(state, state["start_player"], events)


def _game_over(state: State, reason: str, events: list[Event]) -> None:
    state["phase"] = "over"
    state["turn"] = None
    state["restock"] = None
    state["end_reason"] = reason
    events.append({"type": "game_over", "reason": reason})


# -- action handlers -------------------------------------------------------------------------
def _act_cut(state: State, seat: int, action: Action) -> list[Event]:
    _close_moment(state)
    points = action["amount"]
    cost = cut_cost(points)
    seat_state = state["seats"][seat]
    cards = _pay(seat_state, cost)
    seat_state["cut"] = points
    seat_state["cut_cards"] = cards
    paid = sum(MONEY[card] for card in cards)
    events: list[Event] = [
        {"type": "cut", "seat": seat, "amount": points, "cost": cost, "cards": cards, "paid": paid}
    ]
    _cut_from(state, _next_seat(state, seat), events)
    return events


def _act_value(state: State, seat: int, action: Action) -> list[Event]:
    """Start a play of one value; a lone card of that value is selected at once."""
    seat_state = state["seats"][seat]
    value = action["value"]
    cards = [card for card in seat_state["hand"] if VALUE[card] == value]
    seat_state["selection"] = {"value": value, "cards": cards if len(cards) == 1 else []}
    return []


def _act_card(state: State, seat: int, action: Action) -> list[Event]:
    state["seats"][seat]["selection"]["cards"].append(action["card"])
    return []


def _act_back(state: State, seat: int, action: Action) -> list[Event]:
    state["seats"][seat]["selection"] = None
    return []


def _act_play(state: State, seat: int, action: Action) -> list[Event]:
    _close_moment(state)
    seat_state = state["seats"][seat]
    cards = seat_state["selection"]["cards"]
    seat_state["selection"] = None
    for card in cards:
        seat_state["hand"].remove(card)
    seat_state["display"].extend(cards)
    events: list[Event] = [{"type": "played", "seat": seat, "cards": list(cards)}]
    if _price_war(state, {COLOUR[card] for card in cards}, events):
        events.append({"type": "all_colours"})
        _begin_settlement(state, events)
    else:
        _display_from(state, (seat + 1) % state["players"], events)
    return events


def _act_pass(state: State, seat: int, action: Action) -> list[Event]:
    _close_moment(state)
    state["seats"][seat]["passed"] = True
    events: list[Event] = [{"type": "passed", "seat": seat, "forced": False}]
    _display_from(state, (seat + 1) % state["players"], events)
    return events


def _act_discard(state: State, seat: int, action: Action) -> list[Event]:
    seat_state = state["seats"][seat]
    seat_state["hand"].remove(action["card"])
    state["discard"].append(action["card"])
    seat_state["owed"] -= 1
    events: list[Event] = []
    if not seat_state["owed"]:
        events.append({"type": "maintained", "seat": seat})
    _try_settle(state, events)
    return events


def _act_tie(state: State, seat: int, action: Action) -> list[Event]:
    state["settle"]["tie"]["choice"] = action["take"]
    events: list[Event] = [{"type": "tie_choice", "seat": seat, "take": action["take"]}]
    _try_settle(state, events)
    return events


def _act_sale(state: State, seat: int, action: Action) -> list[Event]:
    state["settle"]["sales"][seat]["choice"] = action["take"]
    events: list[Event] = [{"type": "sale_choice", "seat": seat, "take": action["take"]}]
    _try_settle(state, events)
    return events


def _act_draw(state: State, seat: int, action: Action) -> list[Event]:
    events: list[Event] = []
    stalls = len(state["seats"][seat]["stalls"])
    drawn = _draw(state, seat, stalls, events)
    events.insert(0, {"type": "restock", "seat": seat, "choice": "draw", "count": drawn})
    _after_restock_step(state, seat, events)
    return events


def _act_stall(state: State, seat: int, action: Action) -> list[Event]:
    events: list[Event] = []
    card = _take_top(state, events)
    assert card is not None, "add a stall is only offered while cards remain"
    state["seats"][seat]["stalls"].append(card)
    events.insert(0, {"type": "restock", "seat": seat, "choice": "stall", "count": 1})
    _after_restock_step(state, seat, events)
    return events


def _act_extra(state: State, seat: int, action: Action) -> list[Event]:
    restock = state["restock"]
    cost = extra_cost(restock["extras"])
    restock["extras"] += 1
    cards = _pay(state["seats"][seat], cost)
    state["discard"].extend(cards)  # at once, so a reshuffle can bring them back
    paid = sum(MONEY[card] for card in cards)
    events: list[Event] = [
        {"type": "extra", "seat": seat, "cost": cost, "cards": list(cards), "paid": paid}
    ]
    _draw(state, seat, 1, events)
    _after_restock_step(state, seat, events)
    return events


def _act_done(state: State, seat: int, action: Action) -> list[Event]:
    events: list[Event] = []
    _restock_from(state, _next_seat(state, seat), events)
    return events


_HANDLERS = {
    "cut": _act_cut,
    "value": _act_value,
    "card": _act_card,
    "back": _act_back,
    "play": _act_play,
    "pass": _act_pass,
    "discard": _act_discard,
    "tie": _act_tie,
    "sale": _act_sale,
    "draw": _act_draw,
    "stall": _act_stall,
    "extra": _act_extra,
    "done": _act_done,
}
_PHASE_OF = {
    "cut": "cut",
    "value": "display",
    "card": "display",
    "back": "display",
    "play": "display",
    "pass": "display",
    "discard": "settle",
    "tie": "settle",
    "sale": "settle",
    "draw": "restock",
    "stall": "restock",
    "extra": "restock",
    "done": "restock",
}


def _copy_event(event: Event) -> Event:
    """A copy of a flat event (its card lists copied too)."""
    return {key: list(value) if isinstance(value, list) else value for key, value in event.items()}


def _remember(state: State, events: list[Event]) -> None:
    """Keep the last few public events, so every board can tell what just happened."""
    if not events:
        return
    recent = state["recent"]
    for event in events:
        kind = event["type"]
        if kind in NARRATED:
            recent.append(clone(event) if kind == "price_war" else _copy_event(event))
    if len(recent) > RECENT:
        del recent[:-RECENT]


# -- legal actions ---------------------------------------------------------------------------
def _cut_actions(state: State, seat: int) -> list[Action]:
    deepest = max_cut(state["seats"][seat]["money"])
    return [{"type": "cut", "amount": points} for points in range(deepest + 1)]


def _display_actions(state: State, seat: int) -> list[Action]:
    seat_state = state["seats"][seat]
    hand = seat_state["hand"]
    selection = seat_state["selection"]
    if selection is None:
        values: list[int] = []
        for card in hand:
            value = VALUE[card]
            if not values or values[-1] != value:
                values.append(value)
        actions: list[Action] = [{"type": "value", "value": value} for value in values]
        actions.append({"type": "pass"})
        return actions
    chosen = selection["cards"]
    actions = []
    if len(chosen) < _empty_stalls(seat_state):
        value = selection["value"]
        previous = None
        for card in hand:
            if VALUE[card] == value and card != previous:
                previous = card
                if hand.count(card) > chosen.count(card):
                    actions.append({"type": "card", "card": card})
    if chosen:
        actions.append({"type": "play"})
    actions.append({"type": "back"})
    return actions


def _settle_actions(state: State, seat: int) -> list[Action]:
    seat_state = state["seats"][seat]
    if seat_state["owed"]:
        distinct = list(dict.fromkeys(seat_state["hand"]))
        return [{"type": "discard", "card": card} for card in distinct]
    settle = state["settle"]
    tie = settle["tie"]
    if tie is not None and tie["chooser"] == seat and tie["choice"] is None:
        return [{"type": "tie", "take": "highest"}, {"type": "tie", "take": "lowest"}]
    sale = settle["sales"][seat]
    if sale is not None and sale["choice"] is None:
        return [{"type": "sale", "take": kind} for kind in sale["options"]]
    return []


def _restock_actions(state: State, seat: int) -> list[Action]:
    if state["restock"]["step"] == "choose":
        return [{"type": "draw"}, {"type": "stall"}]
    return [{"type": "extra"}, {"type": "done"}]


# -- refusals ----------------------------------------------------------------------------------
def _refusal(state: State, seat: int, action: Action) -> IllegalAction:
    kind = action.get("type")
    phase = _PHASE_OF.get(kind) if isinstance(kind, str) else None
    if phase is None:
        return IllegalAction("fleamarket.unknown_action")
    if state["phase"] != phase:
        return IllegalAction("fleamarket.wrong_phase", phase=state["phase"])
    seat_state = state["seats"][seat]
    if kind == "cut":
        points = action.get("amount")
        if isinstance(points, int) and points > 0:
            return IllegalAction(
                "fleamarket.cannot_afford", cost=cut_cost(points), money=seat_state["money"]
            )
    elif phase == "display":
        return _display_refusal(seat_state, action)
    elif phase == "settle":
        if seat_state["owed"] and kind != "discard":
            return IllegalAction("fleamarket.discard_first", owed=seat_state["owed"])
        if kind == "discard" and action.get("card") not in seat_state["hand"]:
            return IllegalAction("fleamarket.not_in_hand", card=str(action.get("card")))
        if kind in ("tie", "sale"):
            return IllegalAction("fleamarket.not_your_choice")
    elif phase == "restock":
        return _restock_refusal(state, seat, action)
    return IllegalAction("fleamarket.unknown_action")


def _display_refusal(seat_state: dict[str, Any], action: Action) -> IllegalAction:
    kind = action["type"]
    selection = seat_state["selection"]
    if selection is not None and kind in ("value", "pass"):
        return IllegalAction("fleamarket.finish_selection", value=selection["value"])
    if selection is None and kind in ("card", "play", "back"):
        return IllegalAction("fleamarket.choose_value")
    if kind == "value":
        return IllegalAction("fleamarket.no_value", value=str(action.get("value")))
    if kind == "card":
        card = action.get("card")
        if (
            not isinstance(card, str)
            or card not in seat_state["hand"]
            or VALUE.get(card) != selection["value"]
        ):
            return IllegalAction("fleamarket.not_in_hand", card=str(card))
        return IllegalAction("fleamarket.stalls_full", stalls=_empty_stalls(seat_state))
    if kind == "play":
        return IllegalAction("fleamarket.nothing_selected")
    return IllegalAction("fleamarket.unknown_action")


def _restock_refusal(state: State, seat: int, action: Action) -> IllegalAction:
    kind = action["type"]
    step = state["restock"]["step"]
    if step == "choose" and kind in ("extra", "done"):
        return IllegalAction("fleamarket.restock_first")
    if kind == "extra":
        cost = extra_cost(state["restock"]["extras"])
        return IllegalAction(
            "fleamarket.cannot_afford", cost=cost, money=state["seats"][seat]["money"]
        )
    return IllegalAction("fleamarket.unknown_action")


# -- scoring ---------------------------------------------------------------------------------
def score_game(state: State) -> Result:
    """Most popularity wins, then most money; still tied: a shared win."""
    seats = state["seats"]
    keys = [(s["popularity"], s["money"]) for s in seats]
    ranks = [1 + sum(other > key for other in keys) for key in keys]
    breakdown = [
        {
            "seat": seat,
            "popularity": s["popularity"],
            "money": s["money"],
            "popularity_cards": len(s["popularity_cards"]),
            "money_cards": len(s["money_cards"]),
            "stalls": len(s["stalls"]),
            "hand": len(s["hand"]),
        }
        for seat, s in enumerate(seats)
    ]
    return {
        "scores": [s["popularity"] for s in seats],
        "ranking": ranks,
        "winners": [seat for seat, rank in enumerate(ranks) if rank == 1],
        "details": {"breakdown": breakdown, "reason": state["end_reason"], "target": TARGET},
    }


# -- the game --------------------------------------------------------------------------------
class FleaMarket(Game):
    """Flea Market: Price War for 3-4 players."""

    id: ClassVar[str] = "fleamarket"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 4
    rules_version: ClassVar[int] = 2  # 2: money is cards
    default_options: ClassVar[Mapping[str, Any]] = {}
    undo_actions: ClassVar[frozenset[str]] = frozenset({"back"})

    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> State:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Flea Market needs {self.min_players}-{self.max_players} players")
        deck = full_deck(players)
        rng_for(seed, "deck").shuffle(deck)
        seats = []
        for _ in range(players):
            stalls = [deck.pop() for _ in range(START_STALLS)]
            hand = [deck.pop() for _ in range(START_HAND)]
            seats.append(_new_seat(hand, stalls))
        start = rng_for(seed, "start").randrange(players)
        state: State = {
            "game": self.id,
            "players": players,
            "seed": seed,
            "options": {},
            "round": 1,
            "phase": "display",
            "start_player": start,
            "turn": None,
            "deck": deck,
            "discard": [],
            "reshuffles": 0,
            "seats": seats,
            "settle": None,
            "restock": None,
            "last_settlement": None,
            "end_reason": None,
            "recent": [{"type": "start", "seat": start}],
        }
        _begin_display(state, [])
        return state

    def to_act(self, state: State) -> frozenset[int]:
        phase = state["phase"]
        if phase == "settle":
            return frozenset(_settle_actors(state))
        if phase == "over":
            return frozenset()
        return frozenset((state["turn"],))

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        phase = state["phase"]
        if phase == "settle":
            if not 0 <= seat < state["players"]:
                return []
            return _settle_actions(state, seat)
        if phase == "over" or seat != state["turn"]:
            return []
        if phase == "display":
            return _display_actions(state, seat)
        if phase == "cut":
            return _cut_actions(state, seat)
        return _restock_actions(state, seat)

    def _apply(self, state: State, seat: int, action: Action) -> list[Event]:
        events = _HANDLERS[action["type"]](state, seat, action)
        _remember(state, events)
        return events

    def reject_reason(self, state: State, seat: int, action: Action) -> IllegalAction:
        return _refusal(state, seat, action)

    def view(self, state: State, seat: int | None) -> View:
        return _view(self, state, seat)

    def private(self, state: State, seat: int) -> Me:
        return _me_view(state, seat)

    def result(self, state: State) -> Result | None:
        return score_game(state) if state["phase"] == "over" else None

    def redeal(self, state: State, viewer: int | None, rng: random.Random) -> State:
        return _redeal(state, viewer, rng)

    def secrets(self, state: State, viewer: int | None) -> dict[str, list[Any]]:
        return _secrets(state, viewer)

    def check_invariants(self, state: State) -> None:
        _check_invariants(state)

    def summary(self, state: State) -> dict[str, Any]:
        return {
            "round": state["round"],
            "phase": state["phase"],
            "to_act": sorted(self.to_act(state)),
            "turn": state["turn"],
        }


# -- view --------------------------------------------------------------------------------------
def _view(game: FleaMarket, state: State, seat: int | None) -> View:
    restock = state["restock"]
    return {
        "game": game.id,
        "players": state["players"],
        "round": state["round"],
        "phase": state["phase"],
        "start_player": state["start_player"],
        "turn": state["turn"],
        "to_act": sorted(game.to_act(state)),
        "threshold": state["players"],
        "target": TARGET,
        "colours": list(COLOURS),
        "money_buttons": list(DATA["money_buttons"]),
        "popularity_buttons": list(DATA["popularity_buttons"]),
        "sale_values": sorted(SALE_VALUES),
        "colour_counts": colour_counts(state),
        "deck_count": len(state["deck"]),
        "discard_count": len(state["discard"]),
        "seats": [_seat_view(i, s) for i, s in enumerate(state["seats"])],
        "settle": _settle_view(state),
        "restock": None if restock is None else _restock_view(state, restock),
        "last_settlement": None
        if state["last_settlement"] is None
        else public_settlement(state["last_settlement"], settlement_on_show(state)),
        "recent": clone(state["recent"]),
        "me": None if seat is None else _me_view(state, seat),
        "result": _final_view(state) if state["phase"] == "over" else None,
    }


def _final_view(state: State) -> Final:
    final = score_game(state)
    details = final["details"]
    return {
        "breakdown": details["breakdown"],
        "reason": details["reason"],
        "target": details["target"],
        "scores": final["scores"],
        "ranking": final["ranking"],
        "winners": final["winners"],
    }


def _seat_view(seat: int, seat_state: dict[str, Any]) -> Seat:
    return {
        "seat": seat,
        "stalls": len(seat_state["stalls"]),
        "display": list(seat_state["display"]),
        "passed": seat_state["passed"],
        "cut": seat_state["cut"],
        "cut_cards": list(seat_state["cut_cards"]),
        "money": seat_state["money"],
        "money_cards": list(seat_state["money_cards"]),
        "popularity_count": len(seat_state["popularity_cards"]),
        "hand": len(seat_state["hand"]),
        "owed": seat_state["owed"],
    }


def _restock_view(state: State, restock: dict[str, Any]) -> Restock:
    """The restock step, the next extra draw's price and the cards that would pay it."""
    cost = extra_cost(restock["extras"])
    pile = state["seats"][state["turn"]]["money_cards"]
    return {
        "step": restock["step"],
        "extras": restock["extras"],
        "next_cost": cost,
        "next_payment": payment(pile, cost),
    }


def _settle_view(state: State) -> Settle | None:
    settle = state["settle"]
    if settle is None:
        return None
    return {
        "order": list(settle["order"]),
        "totals": list(settle["totals"]),
        "maintenance": list(settle["maintenance"]),
        "highest": settle["highest"],
        "lowest": settle["lowest"],
        "tie": clone(settle["tie"]),
        "sales": clone(settle["sales"]),
    }


def _me_view(state: State, seat: int) -> Me:
    seat_state = state["seats"][seat]
    return {
        "seat": seat,
        "hand": list(seat_state["hand"]),
        "popularity": seat_state["popularity"],
        "selection": clone(seat_state["selection"]),
    }


# -- hidden information ------------------------------------------------------------------------
_REDEAL_ATTEMPTS = 32


def _shown_popularity(state: State, seat: int) -> int:
    """How many cards at the end of a seat's popularity pile are still shown: those the last
    settlement gave it, while that settlement is the public moment."""
    if not settlement_on_show(state):
        return 0
    return len(taken_as_popularity(state["last_settlement"]["seats"][seat]))


def hidden_popularity(state: State, seat: int) -> list[str]:
    """The cards of a seat's popularity pile whose values nobody else may see now (all of
    them once revealed at the end: none)."""
    if state["phase"] == "over":
        return []
    cards = state["seats"][seat]["popularity_cards"]
    return cards[: len(cards) - _shown_popularity(state, seat)]


def _secrets(state: State, viewer: int | None) -> dict[str, list[Any]]:
    seats = state["seats"]
    zones: dict[str, list[Any]] = {
        f"hand {s}": list(seat_state["hand"]) for s, seat_state in enumerate(seats) if s != viewer
    }
    zones["deck"] = list(state["deck"])
    zones["discard"] = list(state["discard"])  # maintenance discards go there face down
    zones["stalls"] = [card for seat_state in seats for card in seat_state["stalls"]]
    for s in range(state["players"]):
        if s != viewer:
            zones[f"popularity {s}"] = hidden_popularity(state, s)
    return zones


def _redeal(state: State, viewer: int | None, rng: random.Random) -> State:
    """Resample what ``viewer`` cannot see: the draw pile, the discards (the view shows their
    number; secret maintenance discards are among them), every face-down stall card, the
    other seats' hands (sizes kept) and, until the end reveals them, the hidden part of the
    other seats' popularity piles (sizes kept, every total still below the target); the last
    settlement's record of those cards follows once its moment is over. Other seats' unfinished
    display selections are dropped, and the seed of future reshuffles is drawn anew.

    Canonical: the hidden cards are pooled in card order before the shuffle, so the world
    depends on the view and ``rng`` alone, never on where the true state holds them."""
    others = [seat for seat in range(state["players"]) if seat != viewer]
    secret = [] if state["phase"] == "over" else others
    return _resample(state, others, secret, rng)


def _popularity_draw(pool: list[str], count: int, room: int, rng: random.Random) -> list[str]:
    """``count`` cards taken out of ``pool`` whose popularity stays below ``room``: a random
    such draw (by rejection), else the least popular cards."""
    for _ in range(_REDEAL_ATTEMPTS):
        picks = rng.sample(range(len(pool)), count)
        if sum(POPULARITY[pool[i]] for i in picks) < room:
            break
    else:
        ranked = sorted(range(len(pool)), key=lambda i: (POPULARITY[pool[i]], ORDER[pool[i]]))
        picks = ranked[:count]
    cards = [pool[i] for i in picks]
    for i in sorted(picks, reverse=True):
        del pool[i]
    return cards


def _resample(state: State, others: list[int], secret: list[int], rng: random.Random) -> State:
    """One redeal: hidden cards pooled in card order, shuffled and dealt back in the same
    amounts (hidden popularity first, each pile kept below the target)."""
    copy = clone(state)
    seats = copy["seats"]
    pool = list(copy["deck"]) + list(copy["discard"])
    for seat_state in seats:
        pool += seat_state["stalls"]
    for seat in others:
        pool += seats[seat]["hand"]
    hidden = {seat: len(hidden_popularity(state, seat)) for seat in secret}
    for seat in secret:
        pool += seats[seat]["popularity_cards"][: hidden[seat]]
    pool.sort(key=ORDER.__getitem__)
    rng.shuffle(pool)
    copy["seed"] = rng.getrandbits(32)
    for seat in secret:
        pile = seats[seat]["popularity_cards"]
        shown = pile[hidden[seat] :]
        room = TARGET - sum(POPULARITY[card] for card in shown)
        cards = _popularity_draw(pool, hidden[seat], room, rng) + shown
        seats[seat]["popularity_cards"] = cards
        seats[seat]["popularity"] = sum(POPULARITY[card] for card in cards)
        if not settlement_on_show(copy) and copy["last_settlement"] is not None:
            _rewrite_entry(copy["last_settlement"]["seats"][seat], cards)
    copy["deck"] = [pool.pop() for _ in state["deck"]]
    copy["discard"] = [pool.pop() for _ in state["discard"]]
    for seat_state in seats:
        seat_state["stalls"] = [pool.pop() for _ in seat_state["stalls"]]
    for seat in others:
        hand = [pool.pop() for _ in seats[seat]["hand"]]
        _sort_hand(hand)
        seats[seat]["hand"] = hand
        seats[seat]["selection"] = None
    return copy


def _rewrite_entry(entry: dict[str, Any], pile: list[str]) -> None:
    """Make a past settlement's record of the popularity it gave agree with a resampled pile
    (its tail), total included."""
    taken = taken_as_popularity(entry)
    if not taken:
        return
    tail = pile[len(pile) - len(taken) :]
    if entry["role"] == "sale":
        entry["cards"][entry["cards"].index(entry["kept"])] = tail[0]
        entry["kept"] = tail[0]
    else:
        entry["cards"] = tail
    entry["total"] = stall_total(entry["cards"], entry["cut"])


# -- invariants --------------------------------------------------------------------------------
def _card_counts(state: State) -> dict[str, int]:
    """Every card wherever it is: pile, discards, hands, stalls, displays, price-cut payments,
    money and popularity piles."""
    counts = dict.fromkeys(CARDS, 0)
    places = [state["deck"], state["discard"]]
    for seat_state in state["seats"]:
        places += [
            seat_state["hand"],
            seat_state["stalls"],
            seat_state["display"],
            seat_state["cut_cards"],
            seat_state["money_cards"],
            seat_state["popularity_cards"],
        ]
    for place in places:
        for card in place:
            counts[card] += 1
    return counts


def _check_invariants(state: State) -> None:
    """Conservation of cards, non-negative money and popularity, phase consistency."""
    copies = deck_copies(state["players"])
    counts = _card_counts(state)
    assert all(n == copies for n in counts.values()), f"cards not conserved: {counts}"
    assert 0 <= state["start_player"] < state["players"] and state["round"] >= 1
    for seat, seat_state in enumerate(state["seats"]):
        _check_seat(state, seat, seat_state)
    _check_phase(state)


def _check_seat(state: State, seat: int, seat_state: dict[str, Any]) -> None:
    assert seat_state["money"] >= 0, "negative money"
    assert seat_state["popularity"] >= 0, "negative popularity"
    assert seat_state["popularity"] == sum(POPULARITY[c] for c in seat_state["popularity_cards"])
    money_cards = seat_state["money_cards"]
    assert seat_state["money"] == sum(MONEY[c] for c in money_cards), "money is its cards' worth"
    assert money_cards == sorted(money_cards, key=ORDER.__getitem__), "money pile not sorted"
    _check_cut(state, seat_state)
    assert len(seat_state["stalls"]) >= START_STALLS
    assert len(seat_state["display"]) <= len(seat_state["stalls"]), "more cards than stalls"
    hand = seat_state["hand"]
    assert hand == sorted(hand, key=ORDER.__getitem__), "hand not sorted"
    assert seat_state["owed"] >= 0 and seat_state["cut"] >= 0
    assert not seat_state["owed"] or seat_state["owed"] < len(hand), "debt not below hand size"
    selection = seat_state["selection"]
    if selection is not None:
        assert state["phase"] == "display" and state["turn"] == seat
        chosen = selection["cards"]
        assert len(chosen) <= len(seat_state["stalls"]) - len(seat_state["display"])
        assert all(VALUE[c] == selection["value"] for c in chosen)
        assert all(hand.count(c) >= chosen.count(c) for c in chosen), "selected card not in hand"


def _check_cut(state: State, seat_state: dict[str, Any]) -> None:
    """A price cut's cards lie before the stalls from the cut until the settlement is done."""
    cut, cards = seat_state["cut"], seat_state["cut_cards"]
    if state["phase"] in ("cut", "display", "settle"):
        assert bool(cut) == bool(cards), "a price cut without its payment (or the reverse)"
        paid = sum(MONEY[c] for c in cards)
        assert paid >= cut_cost(cut), "price cut not paid in full"
        assert not cards or paid - MONEY[min(cards, key=_lowness)] < cut_cost(cut), "overpaid"
    else:
        assert not cards, "a price cut's cards stayed after the settlement"


def _check_phase(state: State) -> None:
    phase = state["phase"]
    seats = state["seats"]
    turn = state["turn"]
    if phase != "settle":
        assert state["settle"] is None and not any(s["owed"] for s in seats)
    if phase != "restock":
        assert state["restock"] is None
    if phase == "cut":
        assert state["round"] >= 2 and seats[turn]["money"] >= 1
        assert not any(s["display"] or s["passed"] for s in seats)
    elif phase == "display":
        assert not seats[turn]["passed"] and _can_play(seats[turn])
        counts = colour_counts(state)
        assert max(counts.values()) < state["players"], "a price war was missed"
        assert not all(counts.values()), "six colours showing but the display goes on"
    elif phase == "settle":
        assert turn is None and state["settle"] is not None and _settle_actors(state)
    elif phase == "restock":
        assert turn is not None and state["restock"] is not None
        assert not any(s["display"] for s in seats)
    else:
        assert (
            phase == "over" and turn is None and state["end_reason"] in ("popularity", "exhausted")
        )
        if state["end_reason"] == "popularity":
            assert any(s["popularity"] >= TARGET for s in seats)
    if phase != "over":
        assert all(s["popularity"] < TARGET for s in seats), "the game should have ended"


FLEAMARKET = FleaMarket()
