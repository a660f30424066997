"""What a Fisherman player sees: the types of :meth:`bot.games.fisherman.Fisherman.view`.

:class:`View` is what ``view()`` returns: the public view (``me`` is ``None``) or a seat's,
whose ``me`` holds what only that seat sees; :class:`SeatView` types a seat's view, what its
computer player reads. ``me`` holds its hand. Cards are ids like ``"fugu-7"``, species ids like
``"fugu"``.
"""

from __future__ import annotations

from typing import Any, TypedDict

from bot.engine import FinalView


class Rules(TypedDict):
    """This tournament's rules, ``None`` until set; ``size`` is the scoring pair of sizes."""

    target: str | None
    order: str | None  # "asc" | "desc"
    size: list[int] | None
    junk: str | None


class Play(TypedDict):
    seat: int
    card: str


class HiddenPlay(TypedDict):
    """A play of the last trick; ``card`` is ``None`` for a card set aside face down."""

    seat: int
    card: str | None


class LastTrick(TypedDict):
    trick_no: int
    winner: int
    points: int
    kept: list[str]
    set_aside: int
    open: bool
    plays: list[HiddenPlay]


class Seat(TypedDict):
    seat: int
    hand_count: int
    captured: list[str]
    voids: list[str]  # species this seat showed out of
    points: int
    shields: list[str | None]  # per finished tournament
    shield_points: int


class TournamentRules(TypedDict):
    """A finished tournament's rules (``size`` is the smaller scoring size)."""

    target: str
    order: str
    size: int
    junk: str


class Tournament(TypedDict):
    tournament: int
    dealer: int
    rules: TournamentRules
    points: list[int]
    ranks: list[int]
    shields: list[str | None]
    captured: list[list[str]]


class Me(TypedDict):
    """The viewer's hand, its legal cards now and each card's points under the rules set."""

    seat: int
    hand: list[str]
    legal: list[str]
    worth: dict[str, int]


class Final(FinalView):
    breakdown: list[dict[str, Any]]
    history: list[Tournament]


class TableView(TypedDict):
    """Everything everyone sees."""

    game: str
    players: int
    species: list[str]
    sizes: list[int]
    scoring: dict[str, int]
    shield_points: dict[str, int]
    tournament: int
    tournaments: int
    dealer: int
    first_dealer: int
    phase: str  # "setting" | "fishing" | "over"
    step: str | None  # the rule being set
    turn: int | None
    to_act: list[int]
    rules: Rules
    setters: dict[str, int]  # who sets each rule
    trick: list[Play]
    leader: int | None
    lead_species: str | None
    winning: int | None
    trick_no: int
    tricks: int
    last_trick: LastTrick | None
    discard_count: int
    unused_count: int
    seats: list[Seat]
    history: list[Tournament]
    result: Final | None


class View(TableView):
    """What :meth:`view` returns: the public view (``me`` is ``None``) or a seat's."""

    me: Me | None


class SeatView(TableView):
    """A seat's view (``view(state, seat)``), what its computer player reads."""

    me: Me
