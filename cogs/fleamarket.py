"""Flea Market: Price War on Discord: every choice in the private panel (DM / "My hand"),
a public board of stalls, a settlement announcement per round."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from bot.client import IchibaBot
from bot.engine import Action, Event
from bot.i18n import t
from bot.presenter import Button, Choice, Control, Panel, Select
from bot.tables import encode_action
from rendering import fleamarket as render

COLOUR = 0xC0392B
COLOUR_EMOJI = {
    "red": "🟥",
    "yellow": "🟨",
    "blue": "🟦",
    "green": "🟩",
    "brown": "🟫",
    "purple": "🟪",
}
MAX_OPTIONS = 25
MAX_SELECTS = 5


def card_name(card: str, locale: str) -> str:
    """``"red5"`` → "🟥 Red 5"."""
    colour, value = render.split_card(card)
    name = t(
        "fleamarket.card", locale, colour=t(f"fleamarket.colour.{colour}", locale), value=value
    )
    return f"{COLOUR_EMOJI.get(colour, '')} {name}".strip()


def card_list(cards: Sequence[str], locale: str) -> str:
    return ", ".join(card_name(card, locale) for card in cards)


def _buttons(view: dict[str, Any], card: str) -> tuple[int, int]:
    """(money, popularity) buttons printed on ``card``."""
    _, value = render.split_card(card)
    return view["money_buttons"][value - 1], view["popularity_buttons"][value - 1]


def _seat(view: dict[str, Any], seat: int) -> dict[str, Any]:
    return view["seats"][seat]


class FleaMarketPresenter:
    """Turns Flea Market views into panels (see ``bot.presenter.Presenter``)."""

    game_id = "fleamarket"

    # -- public ----------------------------------------------------------------------------
    def board(
        self, view: dict[str, Any], names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> Panel:
        lines = [self._status(view, names, locale)]
        recent = view.get("recent") or []  # also covers actions taken in private panels
        lines += [line for e in recent if (line := self._event_line(view, e, names, locale))]
        return Panel(
            content="\n".join(lines),
            render=partial(render.render_board, view, list(names)),
            filename="fleamarket-board.png",
        )

    def _status(self, view: dict[str, Any], names: Sequence[str], locale: str) -> str:
        head = t(
            "fleamarket.status.round",
            locale,
            round=view["round"],
            start=names[view["start_player"]],
        )
        phase = view["phase"]
        if phase in ("cut", "display", "restock") and view["turn"] is not None:
            line = t(f"fleamarket.status.{phase}", locale, player=names[view["turn"]])
            return f"{head}\n{line}"
        if phase == "settle":
            waiting = ", ".join(names[s] for s in view["to_act"])
            return f"{head}\n{t('fleamarket.status.settle', locale, waiting=waiting)}"
        return head

    def _event_line(
        self, view: dict[str, Any], event: Event, names: Sequence[str], locale: str
    ) -> str | None:
        kind = event["type"]
        player = names[event["seat"]] if "seat" in event else ""
        if kind == "played":
            return t(
                "fleamarket.event.played",
                locale,
                player=player,
                cards=card_list(event["cards"], locale),
            )
        if kind == "price_war":
            colours = ", ".join(
                f"{COLOUR_EMOJI.get(c, '')} {t(f'fleamarket.colour.{c}', locale)}"
                for c in event["colours"]
            )
            count = sum(len(r["cards"]) for r in event["removed"])
            return t(
                "fleamarket.event.price_war",
                locale,
                colours=colours,
                threshold=view["threshold"],
                count=count,
            )
        if kind == "passed":
            key = "forced_pass" if event.get("forced") else "passed"
            return t(f"fleamarket.event.{key}", locale, player=player)
        if kind == "cut":
            key = "cut" if event["amount"] else "no_cut"
            return t(
                f"fleamarket.event.{key}",
                locale,
                player=player,
                amount=event["amount"],
                cost=event["cost"],
            )
        if kind == "restock":
            return t(
                f"fleamarket.event.{event['choice'].replace('none', 'nothing')}",
                locale,
                player=player,
                count=event["count"],
            )
        if kind in ("extra", "reshuffle"):
            return t(
                f"fleamarket.event.{kind}",
                locale,
                player=player,
                cost=event.get("cost"),
                count=event.get("count"),
            )
        if kind == "all_colours":
            return t("fleamarket.event.all_colours", locale)
        if kind == "tie_choice":
            take = t(f"fleamarket.take.{event['take']}", locale)
            return t("fleamarket.event.tie", locale, player=player, take=take)
        if kind == "round":
            return t(
                "fleamarket.event.round",
                locale,
                round=event["round"],
                player=names[event["start_player"]],
            )
        return None

    def announcements(
        self, view: dict[str, Any], names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> list[Panel]:
        report = next((e for e in events if e["type"] == "settlement"), None)
        if report is None or not view.get("last_settlement"):
            return []
        lines = [t("fleamarket.settlement.title", locale, round=report["round"])]
        tie = report.get("tie")
        if tie and tie.get("choice"):
            take = t(f"fleamarket.take.{tie['choice']}", locale)
            lines.append(
                t("fleamarket.settlement.tie", locale, player=names[tie["chooser"]], take=take)
            )
        for entry in report["seats"]:
            lines.append(self._settlement_line(entry, names, locale))
        return [
            Panel(
                content="\n".join(lines),
                render=partial(render.render_settlement, view, list(names)),
                filename="fleamarket-settlement.png",
            )
        ]

    @staticmethod
    def _settlement_line(entry: dict[str, Any], names: Sequence[str], locale: str) -> str:
        role = entry["role"]
        key = f"sale_{entry['took']}" if role == "sale" else role
        line = t(
            f"fleamarket.settlement.{key}",
            locale,
            player=names[entry["seat"]],
            total=entry["total"],
            money=entry["money"],
        )
        if entry["maintenance"]:
            extra = t("fleamarket.settlement.maintenance", locale, count=entry["maintenance"])
            line = f"{line} {extra}"
        return line

    def final(self, view: dict[str, Any], names: Sequence[str], locale: str) -> Panel:
        result = view["result"]
        winners = " & ".join(names[s] for s in result["winners"])
        order = sorted(range(len(names)), key=lambda s: (result["ranking"][s], s))
        lines = [t("game.over", locale, winners=winners)]
        if result.get("reason") == "exhausted":
            lines.append(t("fleamarket.final.exhausted", locale))
        breakdown = result["breakdown"]
        lines += [
            t(
                "fleamarket.final.line",
                locale,
                rank=result["ranking"][s],
                player=names[s],
                popularity=breakdown[s]["popularity"],
                money=breakdown[s]["money"],
            )
            for s in order
        ]
        return Panel(
            content="\n".join(lines),
            render=partial(render.render_final, view, list(names)),
            filename="fleamarket-final.png",
        )

    def new_board(self, events: Sequence[Event]) -> bool:
        return any(e["type"] in ("settlement", "round") for e in events)

    # -- private ---------------------------------------------------------------------------
    def private_acts(self, view: dict[str, Any]) -> bool:
        me = view.get("me")
        return bool(me) and me["seat"] in view["to_act"]

    def private(
        self, view: dict[str, Any], legal: Sequence[Action], names: Sequence[str], locale: str
    ) -> Panel | None:
        me = view.get("me")
        if not me:
            return None
        seat = me["seat"]
        money = _seat(view, seat)["money"]
        head = t("fleamarket.me.popularity", locale, popularity=me["popularity"], money=money)
        prompt, controls = self._prompt(view, legal, names, locale)
        return Panel(
            content=f"{prompt}\n{head}",
            render=partial(render.render_hand, view, list(names)),
            filename="fleamarket-hand.png",
            controls=controls,
        )

    def _prompt(
        self, view: dict[str, Any], legal: Sequence[Action], names: Sequence[str], locale: str
    ) -> tuple[str, list[Control]]:
        """The instruction and the controls for the seat's current choice."""
        if view["phase"] == "over":
            return t("fleamarket.me.over", locale), []
        if not legal:
            waiting = ", ".join(names[s] for s in view["to_act"]) or "—"
            return t("fleamarket.me.waiting", locale, waiting=waiting), []
        kinds = {action["type"] for action in legal}
        if "cut" in kinds:
            return self._cut(view, legal, locale)
        if kinds & {"value", "card", "play"} or kinds == {"back"}:
            return self._display(view, legal, locale)
        if "discard" in kinds:
            return self._discard(view, legal, locale)
        if "tie" in kinds:
            return self._tie(view, legal, names, locale)
        if "sale" in kinds:
            return self._sale(view, legal, locale)
        return self._restock(view, legal, locale)

    @staticmethod
    def _cut(
        view: dict[str, Any], legal: Sequence[Action], locale: str
    ) -> tuple[str, list[Control]]:
        money = _seat(view, view["me"]["seat"])["money"]
        choices = []
        for action in legal[:MAX_OPTIONS]:
            amount = action["amount"]
            cost = amount * (amount + 1) // 2
            if amount:
                label = t("fleamarket.control.cut", locale, amount=amount, cost=cost)
                help_text = t("fleamarket.control.cut_help", locale, amount=amount)
            else:
                label, help_text = t("fleamarket.control.no_cut", locale), None
            choices.append(Choice(label, encode_action(action), help_text))
        text = t("fleamarket.me.cut", locale, round=view["round"], money=money)
        return text, [Select(t("fleamarket.control.cut_placeholder", locale), choices)]

    def _display(
        self, view: dict[str, Any], legal: Sequence[Action], locale: str
    ) -> tuple[str, list[Control]]:
        me = view["me"]
        sv = _seat(view, me["seat"])
        empty = sv["stalls"] - len(sv["display"])
        selection = me["selection"]
        controls: list[Control] = []
        if selection is None:
            for action in legal:
                if action["type"] == "value":
                    value = action["value"]
                    colours = "".join(
                        COLOUR_EMOJI.get(render.split_card(c)[0], "")
                        for c in me["hand"]
                        if render.split_card(c)[1] == value
                    )
                    label = f"{t('fleamarket.control.value', locale, value=value)} {colours}"
                    controls.append(
                        Button(label, code=encode_action(action), verb="p", style="primary")
                    )
            controls.append(Button(t("fleamarket.control.pass", locale), code="pass", verb="p"))
            text = t("fleamarket.me.display", locale, empty=empty, threshold=view["threshold"])
            return text, controls
        chosen = selection["cards"]
        for action in legal:
            if action["type"] == "card":
                card = action["card"]
                colour, _ = render.split_card(card)
                name = card_name(card, locale).removeprefix(COLOUR_EMOJI.get(colour, "")).strip()
                controls.append(
                    Button(
                        t("fleamarket.control.add", locale, card=name),
                        code=encode_action(action),
                        verb="p",
                        emoji=COLOUR_EMOJI.get(colour),
                    )
                )
        if {"type": "play"} in legal:
            label = t("fleamarket.control.play", locale, count=len(chosen))
            controls.append(Button(label, code="play", verb="p", style="success"))
        controls.append(
            Button(t("fleamarket.control.back", locale), code="back", verb="p", style="danger")
        )
        if chosen:
            text = t(
                "fleamarket.me.selection",
                locale,
                value=selection["value"],
                chosen=len(chosen),
                empty=empty,
                cards=card_list(chosen, locale),
            )
        else:
            text = t("fleamarket.me.selection_empty", locale, value=selection["value"], empty=empty)
        return text, controls

    @staticmethod
    def _discard(
        view: dict[str, Any], legal: Sequence[Action], locale: str
    ) -> tuple[str, list[Control]]:
        me = view["me"]
        owed = _seat(view, me["seat"])["owed"]
        hand = me["hand"]
        choices = [
            Choice(
                card_name(action["card"], locale),
                encode_action(action),
                t("fleamarket.control.in_hand", locale, count=hand.count(action["card"])),
            )
            for action in legal
        ]
        controls: list[Control] = []
        for start in range(0, min(len(choices), MAX_OPTIONS * MAX_SELECTS), MAX_OPTIONS):
            key = "discard_placeholder" if not start else "discard_placeholder_more"
            placeholder = t(f"fleamarket.control.{key}", locale, owed=owed)
            controls.append(Select(placeholder, choices[start : start + MAX_OPTIONS]))
        return t("fleamarket.me.discard", locale, owed=owed), controls

    @staticmethod
    def _tie(
        view: dict[str, Any], legal: Sequence[Action], names: Sequence[str], locale: str
    ) -> tuple[str, list[Control]]:
        settle = view["settle"]
        seat = view["me"]["seat"]
        text = t("fleamarket.me.tie", locale, total=settle["totals"][seat])
        other = settle["tie"]["other"]
        if other is not None:
            text += " " + t("fleamarket.me.tie_other", locale, player=names[other])
        controls: list[Control] = [
            Button(
                t(f"fleamarket.control.{action['take']}", locale),
                code=encode_action(action),
                verb="p",
                style="primary",
            )
            for action in legal
        ]
        return text, controls

    @staticmethod
    def _sale(
        view: dict[str, Any], legal: Sequence[Action], locale: str
    ) -> tuple[str, list[Control]]:
        display = _seat(view, view["me"]["seat"])["display"]
        lowest = min(min(_buttons(view, card)) for card in display)
        controls: list[Control] = []
        for action in legal:
            kind = action["take"]
            index = 0 if kind == "money" else 1
            card = next(c for c in display if _buttons(view, c)[index] == lowest)
            label = t(
                f"fleamarket.control.sale_{kind}",
                locale,
                card=card_name(card, locale),
                amount=lowest,
            )
            controls.append(Button(label, code=encode_action(action), verb="p", style="primary"))
        return t("fleamarket.me.sale", locale, lowest=lowest), controls

    @staticmethod
    def _restock(
        view: dict[str, Any], legal: Sequence[Action], locale: str
    ) -> tuple[str, list[Control]]:
        sv = _seat(view, view["me"]["seat"])
        restock = view["restock"] or {"next_cost": 1}
        if {"type": "draw"} in legal:
            count = sv["stalls"]
            controls: list[Control] = [
                Button(
                    t("fleamarket.control.draw", locale, count=count),
                    code="draw",
                    verb="p",
                    style="primary",
                ),
                Button(t("fleamarket.control.stall", locale), code="stall", verb="p"),
            ]
            return t("fleamarket.me.restock", locale, count=count), controls
        cost = restock["next_cost"]
        controls = [
            Button(
                t("fleamarket.control.extra", locale, cost=cost),
                code="extra",
                verb="p",
                style="primary",
            ),
            Button(t("fleamarket.control.done", locale), code="done", verb="p"),
        ]
        return t("fleamarket.me.extra", locale, cost=cost, money=sv["money"]), controls

    def rules(self, locale: str) -> list[Panel]:
        return [
            Panel(
                title=t("game.fleamarket.name", locale),
                description=t("fleamarket.rules.summary", locale),
                fields=[
                    (t(f"fleamarket.rules.{k}.title", locale), t(f"fleamarket.rules.{k}", locale))
                    for k in ("setup", "cut", "display", "settle", "restock", "end")
                ],
                colour=COLOUR,
            )
        ]


async def setup(bot: IchibaBot) -> None:
    bot.presenters[FleaMarketPresenter.game_id] = FleaMarketPresenter()
