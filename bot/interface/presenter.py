"""What a game shows on Discord, as plain data: panels (text, images, controls).

Each game's cog supplies a :class:`Presenter` that turns *views* (never full state) into panels.
The Discord layer (:mod:`.controls`, :mod:`.messenger`) turns panels into messages; rendering
functions run in a worker thread so the event loop never blocks on Pillow.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, TypeVar

from bot.engine import Action, Event, IllegalAction
from bot.i18n import t

Style = Literal["primary", "secondary", "success", "danger"]
ViewT = TypeVar("ViewT", contravariant=True)  # a game's view type (bot/games/<id>_view.py)


@dataclass(frozen=True)
class Button:
    """A button that submits ``code`` (an encoded action) or runs a ``verb`` (``hand``...)."""

    label: str
    code: str | None = None
    verb: str | None = None
    style: Style = "secondary"
    disabled: bool = False
    emoji: str | None = None
    row: int | None = None


@dataclass(frozen=True)
class Choice:
    label: str
    code: str
    description: str | None = None
    emoji: str | None = None


@dataclass(frozen=True)
class Select:
    """A select menu whose chosen value is the code of an action (or, with a ``verb``, the
    argument of that verb: the lobby's level of a computer to add)."""

    placeholder: str
    choices: Sequence[Choice]
    row: int | None = None
    verb: str | None = None


Control = Button | Select


@dataclass(frozen=True)
class Picture:
    """A picture of a panel: drawn by ``render`` in the render pool, or ``data`` drawn already
    (a replay's cached pictures); shown full width in an embed of its own, under ``title``."""

    filename: str
    render: Callable[[], bytes] | None = None
    data: bytes | None = None
    title: str | None = None

    def __post_init__(self) -> None:
        if (self.render is None) == (self.data is None):
            raise ValueError(f"{self.filename}: a picture has either render or data")


@dataclass
class Panel:
    """One message: text, an optional embed-like card, its picture, and controls.

    ``render`` and ``filename`` are the panel's own picture: what the reader acts on now (or
    the news, in a message without controls), small enough to read in the chat on a phone
    (``tests/rendering/test_layout.py``). It comes last, right above the controls: in the card
    when there is one, else attached. ``images`` are further pictures (players, market,
    legend: what a reader opens to study), one embed each, in this order above it.
    """

    content: str = ""
    title: str | None = None
    description: str | None = None
    fields: list[tuple[str, str]] = field(default_factory=list)
    render: Callable[[], bytes] | None = None
    filename: str = "board.png"
    controls: list[Control] = field(default_factory=list)
    colour: int | None = None
    footer: str | None = None  # small text under the card (e.g. the game's number)
    images: list[Picture] = field(default_factory=list)
    mentions: tuple[int, ...] = ()  # users the message means to ping (all others: none)

    def pictures(self) -> list[Picture]:
        """Every picture of the message in the order shown: ``images``, then its own."""
        own = [Picture(self.filename, self.render)] if self.render is not None else []
        return [*self.images, *own]


class Presenter(Protocol[ViewT]):
    """The Discord face of one game. All inputs are views (of the game's view type), names and
    the locale.

    Optional: ``notices(view, events, names, locale) -> Panel | None``, a private line for the
    seat of ``view`` about what others' moves did to it (e.g. secret income), sent by DM; and
    ``replaced_board(view, names, locale) -> Panel | None``, what a board becomes once a fresh
    one replaces it (``view``: the latest public view) when its last picture would keep
    showing what is secret since (without it, the old board keeps its picture).
    """

    game_id: str

    def board(
        self, view: ViewT, names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> Panel:
        """The public board message (image + controls for whoever acts on the board)."""
        ...

    def private(
        self, view: ViewT, legal: Sequence[Action], names: Sequence[str], locale: str
    ) -> Panel | None:
        """A seat's private panel (DM or ephemeral), or ``None`` when it has nothing to show."""
        ...

    def announcements(
        self, view: ViewT, names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> list[Panel]:
        """Extra public messages the events deserve (a reveal, a round summary)."""
        ...

    def final(self, view: ViewT, names: Sequence[str], locale: str) -> Panel:
        """The "Game over" message with scores and winners."""
        ...

    def new_board(self, events: Sequence[Event]) -> bool:
        """Whether the events deserve a fresh board message instead of an edit."""
        ...

    def private_acts(self, view: ViewT) -> bool:
        """Whether this view's seat acts through its private panel (vs. the board)."""
        ...

    def rules(self, locale: str) -> list[Panel]:
        """The rules, complete enough to play from, as pages (``/rules`` pages through them)."""
        ...

    def refusal_value(self, name: str, value: Any, locale: str) -> Any:
        """The value of parameter ``name`` of one of the game's refusals as players read it
        (an engine id or index in, the catalog's word or the board's label out)."""
        ...


def as_given(value: Any) -> int | str:
    """A refusal's value that names nothing of the game (an input no rule knows), as it came:
    a number stays a number (for the catalog's plurals), anything else becomes text."""
    return value if isinstance(value, int) and not isinstance(value, bool) else str(value)


def refusal_text(
    refusal: IllegalAction, presenters: Mapping[str, Presenter[Any]], locale: str
) -> str:
    """A refusal in the player's words. A game's own refusals (keys ``<game>.<code>``) carry
    the engine's values (phases, goods, lot indexes...), which its presenter names the way the
    player reads them; the others are the catalog's message as it is."""
    presenter = presenters.get(refusal.key.partition(".")[0])
    if presenter is None:
        return t(refusal.key, locale, **refusal.params)
    shown = {name: presenter.refusal_value(name, v, locale) for name, v in refusal.params.items()}
    return t(refusal.key, locale, **shown)
