"""What a Flea Market player sees: the types of :meth:`bot.games.fleamarket.FleaMarket.view`.

:class:`View` is what ``view()`` returns: the public view (``me`` is ``None``) or a seat's,
whose ``me`` holds what only that seat sees; :class:`SeatView` types a seat's view, what its
computer player reads. ``me`` holds its hand, secret popularity and unfinished display
selection. Cards are ids like ``"red-5"``.
"""

from __future__ import annotations

from typing import Any, TypedDict

from bot.engine import FinalView


class Seat(TypedDict):
    """One seat, as everyone sees it (stalls and hand as counts, the display face up)."""

    seat: int
    stalls: int
    display: list[str]
    passed: bool
    cut: int
    cut_cards: list[str]
    money: int
    money_cards: list[str]
    popularity_count: int
    hand: int
    owed: int  # cards still to discard for maintenance


class Tie(TypedDict):
    """The all-tied highest/lowest choice: who chooses, the other seat and the choice made."""

    chooser: int
    other: int | None
    choice: str | None


class Sale(TypedDict):
    options: list[str]
    choice: str | None


class Settle(TypedDict):
    """The settlement under way: order, totals, maintenance debts, roles and choices."""

    order: list[int]
    totals: list[int | None]
    maintenance: list[int]
    highest: int | None
    lowest: int | None
    tie: Tie | None
    sales: list[Sale | None]


class Restock(TypedDict):
    """The restock step and what the next extra draw costs (``None``: cannot be paid)."""

    step: str  # "choose" | "extra"
    extras: int
    next_cost: int
    next_payment: list[str] | None


class SettledTie(TypedDict):
    chooser: int
    choice: str


class SettledSeat(TypedDict):
    """One seat's part of a settlement. Once the moment is over (``Settlement.open`` false),
    the cards it took as popularity are left out of ``cards`` and ``kept`` and only counted in
    ``face_down``, and its ``total`` (which would add them up) is ``None``."""

    seat: int
    cards: list[str]
    cut: int
    cut_cards: list[str]
    total: int | None
    maintenance: int
    role: str  # "highest" | "lowest" | "sale" | "skip"...
    took: str | None
    money: int
    kept: str | None
    discarded: list[str]
    face_down: int  # cards taken as popularity whose values are no longer shown


class Settlement(TypedDict):
    """The public summary of the last settlement; ``open`` while it is the public moment
    (until the next round's first price cut, play or pass)."""

    round: int
    start_player: int
    highest: int | None
    lowest: int | None
    tie: SettledTie | None
    seats: list[SettledSeat]
    open: bool


class Selection(TypedDict):
    """A display being chosen: the value and the cards picked so far."""

    value: int
    cards: list[str]


class Me(TypedDict):
    seat: int
    hand: list[str]
    popularity: int
    selection: Selection | None


class Final(FinalView):
    breakdown: list[dict[str, Any]]
    reason: str
    target: int


class TableView(TypedDict):
    """Everything everyone sees."""

    game: str
    players: int
    round: int
    phase: str  # "cut" | "display" | "settle" | "restock" | "over"
    start_player: int
    turn: int | None
    to_act: list[int]
    threshold: int
    target: int
    colours: list[str]
    money_buttons: list[int]
    popularity_buttons: list[int]
    sale_values: list[int]
    colour_counts: dict[str, int]
    deck_count: int
    discard_count: int
    seats: list[Seat]
    settle: Settle | None
    restock: Restock | None
    last_settlement: Settlement | None
    recent: list[dict[str, Any]]  # the last events worth recalling
    result: Final | None


class View(TableView):
    """What :meth:`view` returns: the public view (``me`` is ``None``) or a seat's."""

    me: Me | None


class SeatView(TableView):
    """A seat's view (``view(state, seat)``), what its computer player reads."""

    me: Me
