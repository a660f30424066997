"""Maritime Silk Road on Discord: a public board per round, every move in the player's DM.

Money is secret, so all of a player's controls (buying shows what they can afford) live in
their private panel (DM, or "My hand" when DMs are closed); the board only shows public facts
and who earned, never how much.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from bot.engine import Action, Event
from bot.games.silkroad_view import View
from bot.i18n import messages, t
from bot.interface.presenter import Panel, Picture
from cogs.silkroad import refusals
from cogs.silkroad.private import private_controls
from cogs.silkroad.rules import rules_pages
from cogs.silkroad.words import goods, seat_name, special
from rendering import silkroad as render

MAX_CONTENT = 1900


def _clip(text: str) -> str:
    return text if len(text) <= MAX_CONTENT else text[: MAX_CONTENT - 1] + "…"


def _table(view: View, names: Sequence[str], locale: str) -> Picture:
    """The table in detail (public facts only), shown above the board's own picture and above
    the acting player's decision in their DM."""
    public = {**view, "me": None}
    return Picture(
        "silkroad-table.png", partial(render.render_table, public, list(names), messages(locale))
    )


class SilkRoadPresenter:
    """Turns Silk Road views into panels (see ``bot.interface.presenter.Presenter``)."""

    game_id = "silkroad"

    # -- public ----------------------------------------------------------------------------
    def board(
        self, view: View, names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> Panel:
        lines = [*self._status(view, names, locale), *self._log(view, names, locale)]
        return Panel(
            content=_clip("\n".join(lines)),
            render=partial(render.render_board, view, list(names), messages(locale)),
            filename="silkroad-board.png",
            images=[_table(view, names, locale)],
        )

    def _status(self, view: View, names: Sequence[str], locale: str) -> list[str]:
        phase = view["phase"]
        player = seat_name(names, view["turn"])
        if phase == "over":
            return []
        if phase == "load":
            ship = (view.get("load_round") or 0) + 1
            lines = [t("silkroad.status.load", locale, player=player, ship=ship)]
        else:
            head = t(
                "silkroad.status.turn",
                locale,
                number=view["number"],
                player=player,
                deck=view["deck_count"],
            )
            lines = [head, self._phase_line(view, locale)]
        if phase == "load" or view["number"] <= view["players"]:
            start = seat_name(names, view["start_player"])
            lines.append(t("silkroad.status.start", locale, player=start))
        lines.append(t("silkroad.status.private", locale, player=player))
        return lines

    @staticmethod
    def _phase_line(view: View, locale: str) -> str:
        phase, step = view["phase"], view["step"]
        if phase == "phase1":
            key = {"swap": "swap", "porter": "porter", "ship": "ship"}.get(step or "", "phase1")
            return t(f"silkroad.status.{key}", locale, left=view["swaps_left"])
        if phase == "exchange":
            return t("silkroad.status.exchange", locale, left=view["exchanges_left"])
        return t("silkroad.status.phase2", locale)

    def _log(self, view: View, names: Sequence[str], locale: str) -> list[str]:
        """One line per recent turn (public moves only; income amounts are secret)."""
        lines = []
        for record in view.get("history") or []:
            events = record["events"]
            if not events:
                continue
            if record["seat"] is None:
                loads = messages(locale).join(
                    t(
                        "silkroad.log.loaded",
                        locale,
                        player=seat_name(names, e["seat"]),
                        colour=goods(e["colour"], locale),
                    )
                    for e in events
                )
                lines.append(t("silkroad.log.setup", locale, actions=loads))
                continue
            actions = " · ".join(self._event_text(e, names, locale) for e in events)
            player = seat_name(names, record["seat"])
            lines.append(t("silkroad.log.turn", locale, player=player, actions=actions))
        return lines

    @staticmethod
    def _event_text(event: Event, names: Sequence[str], locale: str) -> str:
        kind = event["type"]
        if kind == "swapped":
            old, new = goods(event["from"], locale), goods(event["to"], locale)
            return t("silkroad.log.swapped", locale, old=old, new=new)
        if kind == "bought":
            card = special(event["card"], locale)
            return t("silkroad.log.bought", locale, card=card, price=event["price"])
        if kind == "loaded":
            return t("silkroad.log.loaded_own", locale, colour=goods(event["colour"], locale))
        if kind == "played":
            slots = messages(locale).join(str(s + 1) for s in event["slots"])
            return t(
                "silkroad.log.played",
                locale,
                count=len(event["slots"]),
                colour=goods(event["colour"], locale),
                slots=slots,
            )
        if kind == "income":
            if not event["earners"]:
                return t("silkroad.log.income_none", locale)
            players = messages(locale).join(seat_name(names, s) for s in event["earners"])
            return t("silkroad.log.income", locale, players=players)
        if kind == "drew":
            return t("silkroad.log.drew", locale, count=event["count"])
        if kind == "exchanged":
            return t("silkroad.log.exchanged", locale)
        if kind == "skipped":
            return t("silkroad.log.skipped", locale)
        return t("silkroad.log.nothing", locale)

    def announcements(
        self, view: View, names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> list[Panel]:
        return []  # the board's log says what happened; amounts stay private

    def final(self, view: View, names: Sequence[str], locale: str) -> Panel:
        result = view["result"]
        assert result is not None, "the game is over"
        winners = messages(locale).join(seat_name(names, s) for s in result["winners"])
        order = sorted(range(len(result["scores"])), key=lambda s: (result["ranking"][s], s))
        lines = [
            t(
                "silkroad.final.line",
                locale,
                rank=result["ranking"][s],
                player=seat_name(names, s),
                money=result["scores"][s],
            )
            for s in order
        ]
        return Panel(
            content=_clip("\n".join([t("game.over", locale, winners=winners), *lines])),
            render=partial(render.render_final, view, list(names), messages(locale)),
            filename="silkroad-final.png",
            images=[
                Picture(
                    "silkroad-fleets.png",
                    partial(render.render_fleets, view, list(names), messages(locale)),
                )
            ],
        )

    def new_board(self, events: Sequence[Event]) -> bool:
        return any(e["type"] == "turn" and e.get("new_round") for e in events)

    def notices(
        self, view: View, events: Sequence[Event], names: Sequence[str], locale: str
    ) -> Panel | None:
        """A private "you earned" line for the seat of ``view`` (sent by the bot, which
        DMs every seat its notice after an action; see the report)."""
        me = view.get("me")
        if not me:
            return None
        lines = []
        for event in events:
            mine = (event.get("private") or {}).get(str(me["seat"]))
            if event["type"] == "income" and mine:
                note = {"by": event["seat"], "colour": event["colour"], **mine}
                lines.append(self._note(note, names, locale))
        if not lines:
            return None
        lines.append(t("silkroad.me.money", locale, money=me["money"]))
        return Panel(content="\n".join(lines))

    # -- private ---------------------------------------------------------------------------
    def private_acts(self, view: View) -> bool:
        me = view["me"]
        return me is not None and view["phase"] != "over" and view["turn"] == me["seat"]

    def private(
        self, view: View, legal: Sequence[Action], names: Sequence[str], locale: str
    ) -> Panel | None:
        me = view.get("me")
        if not me:
            return None
        if view["phase"] == "over":
            return Panel(content=t("silkroad.me.over", locale))
        image = partial(render.render_hand, view, list(names), messages(locale))
        start = self._start_note(view, me, names, locale)
        if not legal:
            lines = [t("silkroad.me.money", locale, money=me["money"]), *start]
            lines += self._news(me, names, locale, recap=False)
            lines.append(t("silkroad.me.waiting", locale, player=seat_name(names, view["turn"])))
            return Panel(  # waiting: the table's detail is on the board, not in every DM
                content=_clip("\n".join(lines)), render=image, filename="silkroad-hand.png"
            )
        text, controls = private_controls(view, me, legal, names, locale)
        lines = list(start)
        if view["phase"] != "load":
            lines.append(t("silkroad.me.turn", locale, number=view["number"], money=me["money"]))
            lines += self._news(me, names, locale, recap=True)
        lines += text
        return Panel(
            content=_clip("\n".join(lines)),
            render=image,
            filename="silkroad-hand.png",
            controls=controls,
            images=[_table(view, names, locale)],
        )

    @staticmethod
    def _start_note(
        view: View, me: Mapping[str, Any], names: Sequence[str], locale: str
    ) -> list[str]:
        """During setup, who starts (drawn at random): "you" for the start player."""
        if view["phase"] != "load":
            return []
        if view["start_player"] == me["seat"]:
            return [t("silkroad.me.start_you", locale)]
        return [t("silkroad.me.start", locale, player=seat_name(names, view["start_player"]))]

    # -- text helpers ----------------------------------------------------------------------
    def _news(
        self, me: Mapping[str, Any], names: Sequence[str], locale: str, *, recap: bool
    ) -> list[str]:
        lines = []
        if recap and me.get("recap"):
            items = messages(locale).join(self._note(n, names, locale) for n in me["recap"])
            lines.append(t("silkroad.me.recap", locale, items=items))
        if me.get("news"):
            items = messages(locale).join(self._note(n, names, locale) for n in me["news"])
            lines.append(t("silkroad.me.news", locale, items=items))
        return lines

    @staticmethod
    def _note(note: Mapping[str, Any], names: Sequence[str], locale: str) -> str:
        key = "silkroad.me.news_bonus" if note.get("bonus") else "silkroad.me.news_item"
        return t(
            key,
            locale,
            amount=note["amount"],
            colour=goods(note["colour"], locale),
            player=seat_name(names, note.get("by")),
            bonus=note.get("bonus", 0),
        )

    def rules(self, locale: str) -> list[Panel]:
        return rules_pages(locale)

    def refusal_value(self, name: str, value: Any, locale: str) -> Any:
        return refusals.value(name, value, locale)
