"""Reliability and security tests (issue 8): crash safety, interaction storms, Discord faults,
hidden information, damaged data and secrets.

Shared helpers live here: the consistency check every test ends with, a picker for offered
controls, the answers the bot gives to refused clicks, and :class:`LeakGuard`, which records
which view every message the bot sends was built from.
"""

from __future__ import annotations

import functools
import os
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from bot.engine import replay
from bot.games import GAMES
from bot.services.tables import encode_action
from tests.e2e.world import buttons, selects

SOAK = bool(os.environ.get("ICHIBA_SOAK"))
UPDATE_MESSAGE = 7
DEFERRED_UPDATE = 6

# The refusals of the catalog (data/locales/en/core.json), by what they answer.
REFUSALS = {
    "not_seated": "aren't playing",
    "not_your_turn": "isn't your turn",
    "stale": "out of date",
    "unknown_game": "no longer exists",
    "malformed": "isn't one of this bot's",
    "wrong_channel": "another channel",
    "not_offered": "isn't available",
}


async def consistent(store: Any, game_id: int) -> tuple[Any, list]:
    """The stored snapshot equals a replay of the stored log, and the version counts the log."""
    row, log = await store.games.with_log(game_id)  # one read snapshot: the bot may be moving
    assert row is not None and row.state is not None and log is not None
    rebuilt = replay(GAMES[row.game], len(row.seats), row.seed, row.options, log)
    assert rebuilt == row.state, f"game {game_id}: snapshot differs from a replay of its log"
    assert row.version == len(log), f"game {game_id}: version {row.version}, {len(log)} actions"
    return row, log


def pick_control(where: Any, rng: random.Random) -> tuple[dict[str, Any], list[str] | None]:
    """A random offered control of a message: a select with one of its options, or an enabled
    button ("My hand" and take-back buttons excluded when something else is offered)."""
    offered: list[tuple[dict[str, Any], list[str] | None]] = [
        (menu, [rng.choice(menu["options"])["value"]]) for menu in selects(where)
    ]
    danger = []
    for b in buttons(where):
        if b.get("disabled") or b.get("label") in ("My hand", "I'm back"):
            continue
        if b.get("custom_id", "").endswith(":hint"):  # 💡 asks, it does not move
            continue
        (danger if b.get("style") == 4 else offered).append((b, None))
    if offered and (not danger or rng.random() > 0.05):
        return rng.choice(offered)
    assert danger, f"no control offered on {getattr(where, 'content', where)!r}"
    return rng.choice(danger)


def code_of(control: dict[str, Any], values: list[str] | None) -> str:
    """The action code a control submits (``ich:<game>:<version>:<verb>:<code>``)."""
    if values:
        return values[0]
    return control["custom_id"].split(":", 4)[4]


def drawn_at(message: Any) -> int:
    """The game version a message's controls were drawn at (-1 without controls)."""
    versions = [
        int(c["custom_id"].split(":")[2])
        for c in buttons(message) + selects(message)
        if c.get("custom_id", "").startswith("ich:")
    ]
    return max(versions, default=-1)


def last_public_change(row: Any, log: list) -> int:
    """The last version at which the public view of ``row``'s game changed (replaying)."""
    rules = GAMES[row.game]
    state = rules.setup(len(row.seats), row.seed, row.options)
    public, last = rules.view(state, None), 0
    for number, (seat, action) in enumerate(log, start=1):
        rules.apply(state, seat, action)
        now = rules.view(state, None)
        if now != public:
            public, last = now, number
    return last


def logged_codes(log: list) -> Counter[tuple[int, str]]:
    return Counter((seat, encode_action(action)) for seat, action in log)


# -- playing ----------------------------------------------------------------------------------


# -- hidden information ----------------------------------------------------------------------
class LeakGuard:
    """Instruments a running in-process bot: every view the rules produce is tagged with its
    viewer, every panel a presenter builds with the viewer of the view it was built from, and
    every message the bot sends is checked against where it goes:

    * channel messages (boards, announcements, final results, public responses) and edits of
      channel messages: only panels built from the public view (``seat is None``) or plain
      text panels without any view;
    * DMs: only the recipient's own private panels (or public ones);
    * ephemeral responses and edits of ephemeral/DM messages: only the clicking user's own.

    Public panels are also rebuilt with the private parts of the events removed (events carry
    e.g. secret income under ``"private"``): the text must not change. Each image must be
    rendered from the same view as its panel. ``problems`` lists every violation.
    """

    def __init__(self, monkeypatch: Any, bot: Any) -> None:
        self.bot = bot
        self.problems: list[str] = []
        self.checked: Counter[str] = Counter()
        self._view_seat: dict[int, tuple[int | None, Any]] = {}
        self._panel_seat: dict[int, tuple[int | None, Any]] = {}
        for rules in GAMES.values():
            monkeypatch.setattr(rules, "view", self._tag_views(rules.view))
        for presenter in bot.presenters.values():
            for name in ("board", "announcements", "final"):
                monkeypatch.setattr(presenter, name, self._public(getattr(presenter, name)))
            for name in ("private", "notices"):
                if hasattr(presenter, name):
                    monkeypatch.setattr(presenter, name, self._private(getattr(presenter, name)))
        messenger = bot.messenger
        monkeypatch.setattr(messenger, "send", self._to_channel(messenger.send))
        monkeypatch.setattr(messenger, "edit", self._edit_channel(messenger.edit))
        monkeypatch.setattr(messenger, "dm", self._dm(messenger.dm))
        monkeypatch.setattr(messenger, "respond", self._respond(messenger.respond))

    # -- tagging ---------------------------------------------------------------------------
    def _tag_views(self, view: Callable[..., dict]) -> Callable[..., dict]:
        @functools.wraps(view)
        def tagged(state: dict, seat: int | None) -> dict:
            result = view(state, seat)
            self._view_seat[id(result)] = (seat, result)  # keeps the object alive: ids stay unique
            return result

        return tagged

    def seat_of_view(self, view: Any) -> int | str | None:
        found = self._view_seat.get(id(view))
        return "untagged" if found is None or found[1] is not view else found[0]

    def _tag_panel(self, panel: Any, seat: int | None) -> None:
        if panel is not None:
            self._panel_seat[id(panel)] = (seat, panel)
            render = panel.render
            if render is not None:
                args = getattr(render, "args", None)
                if not args:
                    self.problems.append(f"an image of seat {seat} is not drawn from a view")
                elif self.seat_of_view(args[0]) != seat:
                    self.problems.append(
                        f"an image of a panel for seat {seat} is drawn from the view of "
                        f"{self.seat_of_view(args[0])}"
                    )

    def panel_seat(self, panel: Any) -> int | str | None:
        found = self._panel_seat.get(id(panel))
        if found is None or found[1] is not panel:
            return "text" if panel.render is None else "untagged image"
        return found[0]

    def _public(self, method: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(method)
        def built(view: dict, *args: Any) -> Any:
            seat = self.seat_of_view(view)
            if seat is not None:
                self.problems.append(f"{method.__name__} built from the view of {seat}")
            result = method(view, *args)
            events = args[-1] if method.__name__ != "final" else None
            if events and any("private" in e for e in events):
                redacted = [{k: v for k, v in e.items() if k != "private"} for e in events]
                again = method(view, *args[:-1], redacted)
                if _texts(again) != _texts(result):
                    self.problems.append(f"{method.__name__} shows private parts of events")
            for panel in result if isinstance(result, list) else [result]:
                self._tag_panel(panel, seat)  # whatever it was built from goes with it
            return result

        return built

    def _private(self, method: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(method)
        def built(view: dict, *args: Any) -> Any:
            seat = self.seat_of_view(view)
            result = method(view, *args)
            if seat is None or seat == "untagged":
                self.problems.append(f"{method.__name__} panel from the view of {seat}")
            else:
                self._tag_panel(result, seat)
            return result

        return built

    # -- where panels go -------------------------------------------------------------------
    def _check_public(self, panel: Any, where: str) -> None:
        seat = self.panel_seat(panel)
        self.checked[where] += 1
        if seat not in (None, "text"):
            self.problems.append(f"{where}: a panel built from the view of {seat}")

    async def _seat_of_user(self, game_id: int, user_id: int) -> int | None:
        row = await self.bot.store.games.get(game_id)
        return None if row is None else row.seat_of(user_id)

    async def _check_private(self, panel: Any, game_id: int, user_id: int, where: str) -> None:
        seat = self.panel_seat(panel)
        self.checked[where] += 1
        if seat in (None, "text"):
            return
        own = await self._seat_of_user(game_id, user_id)
        if seat != own:
            self.problems.append(f"{where} to user {user_id} (seat {own}) shows seat {seat}")

    def _to_channel(self, send: Callable[..., Any]) -> Callable[..., Any]:
        async def checked(channel_id: int, panel: Any, game_id: int, version: int) -> Any:
            self._check_public(panel, "channel message")
            return await send(channel_id, panel, game_id, version)

        return checked

    def _edit_channel(self, edit: Callable[..., Any]) -> Callable[..., Any]:
        async def checked(
            channel_id: int, message_id: int, panel: Any, game_id: int, version: int
        ) -> Any:
            self._check_public(panel, "channel edit")
            return await edit(channel_id, message_id, panel, game_id, version)

        return checked

    def _dm(self, dm: Callable[..., Any]) -> Callable[..., Any]:
        async def checked(user_id: int, panel: Any, game_id: int, version: int) -> Any:
            await self._check_private(panel, game_id, user_id, "DM")
            return await dm(user_id, panel, game_id, version)

        return checked

    def _respond(self, respond: Callable[..., Any]) -> Callable[..., Any]:
        async def checked(
            interaction: Any,
            panel: Any,
            game_id: int,
            version: int,
            *,
            edit: bool = False,
            public: bool = False,
        ) -> Any:
            message = interaction.message
            edits_public = (
                edit
                and message is not None
                and interaction.guild_id is not None
                and not message.flags.ephemeral
            )
            if public or edits_public:
                self._check_public(panel, "public response")
            else:
                await self._check_private(
                    panel, game_id, interaction.user.id, "ephemeral or DM response"
                )
            return await respond(interaction, panel, game_id, version, edit=edit, public=public)

        return checked


def _texts(panels: Any) -> list[Any]:
    out = []
    for panel in panels if isinstance(panels, list) else [panels]:
        labels = [getattr(c, "label", getattr(c, "placeholder", "")) for c in panel.controls]
        out.append((panel.content, panel.title, panel.description, panel.fields, labels))
    return out
