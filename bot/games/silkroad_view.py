"""What a Silk Road player sees: the types of :meth:`bot.games.silkroad.SilkRoad.view`.

:class:`View` is what ``view()`` returns: the public view (``me`` is ``None``) or a seat's,
whose ``me`` holds what only that seat sees; :class:`SeatView` types a seat's view, what its
computer player reads. ``me`` holds its hand, money and the previews of its plays. Goods are
colour ids like ``"silk"``.
"""

from __future__ import annotations

from typing import Any, TypedDict

from bot.engine import Event, FinalView


class Special(TypedDict):
    price: int
    left: int


class Seat(TypedDict):
    """One seat, as everyone sees it (the hand as a count)."""

    seat: int
    ships: list[str | None]  # the colour each ship carries, ``None`` when empty
    licence: int
    porter: int
    exchange: int
    hand_count: int


class LastPlay(TypedDict):
    seat: int
    colour: str
    slots: list[int]


class Turn(TypedDict):
    """One turn of the public history (``seat`` is ``None`` for the loading rounds)."""

    seat: int | None
    number: int
    events: list[Event]


class Income(TypedDict):
    """Money a seat made from another's play: from whom, of which colour, with its bonus."""

    by: int
    colour: str
    amount: int
    bonus: int


class Play(TypedDict):
    colour: str
    slots: list[int]


class ColourPreview(TypedDict):
    """The most useful play of all cards of one colour and its income per seat."""

    cards: int
    slots: list[int]
    income: list[int]


class Me(TypedDict):
    seat: int
    hand: dict[str, int]  # cards per colour
    money: int
    earned: int
    spent: int
    news: list[Income]  # since this seat's last turn
    recap: list[Income]  # of the turn before
    play: Play | None  # the play being chosen
    preview: list[int] | None  # its income per seat
    colour_previews: dict[str, ColourPreview] | None  # in phase 2, before a colour is chosen


class Final(FinalView):
    breakdown: list[dict[str, Any]]


class TableView(TypedDict):
    """Everything everyone sees."""

    game: str
    players: int
    phase: str  # "load" | "phase1" | "exchange" | "phase2" | "over"
    step: str | None
    turn: int | None
    number: int
    start_player: int
    to_act: list[int]
    load_round: int | None
    swaps_left: int
    exchanges_left: int
    market: list[str]
    buried: dict[str, int]
    supply: dict[str, int]
    deck_count: int
    specials: dict[str, Special]
    seats: list[Seat]
    last_play: LastPlay | None
    history: list[Turn]
    result: Final | None


class View(TableView):
    """What :meth:`view` returns: the public view (``me`` is ``None``) or a seat's."""

    me: Me | None


class SeatView(TableView):
    """A seat's view (``view(state, seat)``), what its computer player reads."""

    me: Me
