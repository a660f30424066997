"""What a Tsukiji player sees: the types of :meth:`bot.games.tsukiji.Tsukiji.view`.

:class:`View` is what ``view()`` returns: the public view (``me`` is ``None``) or a seat's,
whose ``me`` holds what only that seat sees; :class:`SeatView` types a seat's view, what its
computer player reads. ``me`` holds its secret draft. Products, tickets and cards are their ids
(``"ebi"``, ``"a"``, ``"takusan"``).
"""

from __future__ import annotations

from typing import Any, TypedDict

from bot.engine import FinalView


class Tile(TypedDict):
    """A price tile: the lot's price, its market move and whether it carries the alarm."""

    cash: int
    change: int
    alarm: bool


class Lot(TypedDict):
    cards: list[str]
    tile: Tile | None  # laid at the reveal
    total: int | None  # the lot's ticket total, after the reveal
    sold_to: int | None
    passed_over: bool


class Pending(TypedDict):
    """A bought lot's Takusans or Yakuzas still to place: the options are rows (Takusan) or
    ``{"row", "card"}`` choices (Yakuza)."""

    seat: int
    kind: str  # "takusan" | "yakuza"
    lot: int
    options: list[str | dict[str, str]]


class Marker(TypedDict):
    product: str
    space: int
    height: int  # place in its space's stack, 0 at the bottom


class Row(TypedDict):
    cards: int
    takusan: int


class Seat(TypedDict):
    """One seat, as everyone sees it."""

    seat: int
    money: int
    rows: dict[str, Row]  # by product
    row_order: list[str]
    specials: list[str]  # special tickets not yet spent
    confirmed: bool
    yakuza_taken: int
    passed: bool
    bought_lot: int | None


class Me(TypedDict):
    """The viewer's own draft: a ticket (or ``None``) per lot and the tickets still in hand."""

    seat: int
    draft: list[str | None]
    available: list[str]
    confirmed: bool


MarketMove = TypedDict("MarketMove", {"product": str, "from": int, "to": int, "delta": int})


class Reveal(TypedDict):
    """The last evaluation's reveal: every seat's tickets, the lot totals and market moves."""

    round: int
    tickets: list[list[str]]
    totals: list[int]
    tiles: list[Tile]
    cards: list[list[str]]
    moves: list[MarketMove]


class Final(FinalView):
    breakdown: list[dict[str, Any]]  # per seat: money, products, maguro, bonuses, total...
    market_rank: list[str]
    rank_values: dict[str, int]


class TableView(TypedDict):
    """Everything everyone sees."""

    game: str
    players: int
    round: int
    rounds: int
    phase: str  # "evaluate" | "buy" | "over"
    start_player: int
    turn: int | None
    to_act: list[int]
    pending: Pending | None
    lots: list[Lot]
    market: list[Marker]
    market_rank: list[str]
    rank_values: list[int]
    tiles: list[Tile]  # this round's, highest first
    maguro_values: list[int]
    options: dict[str, Any]
    bonuses: dict[str, dict[str, int]]
    deck_count: int
    seats: list[Seat]
    last_reveal: Reveal | None
    result: Final | None


class View(TableView):
    """What :meth:`view` returns: the public view (``me`` is ``None``) or a seat's."""

    me: Me | None


class SeatView(TableView):
    """A seat's view (``view(state, seat)``), what its computer player reads."""

    me: Me
