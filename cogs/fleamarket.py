"""Flea Market: Price War on Discord: every choice in the private panel (DM / "My hand"),
a public board of stalls, a settlement announcement per round, and the rules in pages whose
numbers come from ``data/fleamarket.json``."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from bot.engine import Action, Event
from bot.games import fleamarket as engine
from bot.i18n import messages, t
from bot.interface.client import IchibaBot
from bot.interface.presenter import Button, Choice, Control, Panel, Select
from bot.services.tables import encode_action
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
MAX_DESCRIPTION = 100  # a select option's description


def card_name(card: str, locale: str) -> str:
    """``"red5"`` → "🟥 Red 5"."""
    colour, value = render.split_card(card)
    name = t(
        "fleamarket.card", locale, colour=t(f"fleamarket.colour.{colour}", locale), value=value
    )
    return f"{COLOUR_EMOJI.get(colour, '')} {name}".strip()


def card_list(cards: Sequence[str], locale: str) -> str:
    """``"🟥 Red 5, 🟦 Blue 5"``: cards in a compact row (the e2e tests read them so)."""
    return ", ".join(card_name(card, locale) for card in cards)


def worth(cards: Sequence[str]) -> int:
    """The money buttons on ``cards``."""
    return sum(engine.MONEY[card] for card in cards)


def no_change(cards: Sequence[str], cost: int, locale: str) -> str:
    """ " (worth ¥5: no change)" when ``cards`` pay more than ``cost``, else nothing."""
    paid = worth(cards)
    return t("fleamarket.no_change", locale, paid=paid) if paid > cost else ""


def _buttons(view: dict[str, Any], card: str) -> tuple[int, int]:
    """(money, popularity) buttons printed on ``card``."""
    _, value = render.split_card(card)
    return view["money_buttons"][value - 1], view["popularity_buttons"][value - 1]


def _seat(view: dict[str, Any], seat: int) -> dict[str, Any]:
    return view["seats"][seat]


class FleaMarketPresenter:
    """Turns Flea Market views into panels (see ``bot.interface.presenter.Presenter``)."""

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
            render=partial(render.render_board, view, list(names), messages(locale)),
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
            waiting = messages(locale).join(names[s] for s in view["to_act"])
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
            colours = messages(locale).join(
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
        if kind == "cut" and not event["amount"]:
            return t("fleamarket.event.no_cut", locale, player=player)
        if kind in ("cut", "extra"):
            cards = event.get("cards") or []
            return t(
                f"fleamarket.event.{kind}_paid",
                locale,
                player=player,
                amount=event.get("amount"),
                cost=event["cost"],
                cards=card_list(cards, locale),
                change=no_change(cards, event["cost"], locale),
            )
        if kind == "start":
            return t("fleamarket.event.start", locale, player=player)
        if kind == "restock":
            return t(
                f"fleamarket.event.{event['choice'].replace('none', 'nothing')}",
                locale,
                player=player,
                count=event["count"],
            )
        if kind == "reshuffle":
            return t("fleamarket.event.reshuffle", locale, count=event["count"])
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
                render=partial(render.render_settlement, view, list(names), messages(locale)),
                filename="fleamarket-settlement.png",
            )
        ]

    @staticmethod
    def _settlement_line(entry: dict[str, Any], names: Sequence[str], locale: str) -> str:
        role = entry["role"]
        key = f"sale_{entry['took']}" if role == "sale" else role
        taken = [entry["kept"]] if role == "sale" else entry["cards"]
        line = t(
            f"fleamarket.settlement.{key}",
            locale,
            player=names[entry["seat"]],
            total=entry["total"],
            money=entry["money"],
            cards=card_list(taken if entry["took"] == "money" else [], locale),
        )
        if entry["maintenance"]:
            extra = t("fleamarket.settlement.maintenance", locale, count=entry["maintenance"])
            line = f"{line} {extra}"
        if entry.get("cut_cards"):
            cards = card_list(entry["cut_cards"], locale)
            line += " " + t("fleamarket.settlement.cut_discarded", locale, cards=cards)
        return line

    def final(self, view: dict[str, Any], names: Sequence[str], locale: str) -> Panel:
        result = view["result"]
        winners = messages(locale).join(names[s] for s in result["winners"])
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
            render=partial(render.render_final, view, list(names), messages(locale)),
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
        head = self._holdings(view, locale)
        prompt, controls = self._prompt(view, legal, names, locale)
        return Panel(
            content=f"{prompt}\n{head}",
            render=partial(render.render_hand, view, list(names), messages(locale)),
            filename="fleamarket-hand.png",
            controls=controls,
        )

    @staticmethod
    def _holdings(view: dict[str, Any], locale: str) -> str:
        """The seat's secret popularity (and its card count) and its face-up money cards."""
        me = view["me"]
        sv = _seat(view, me["seat"])
        count = sv.get("popularity_count", 0)
        lines = [
            t(
                "fleamarket.me.popularity",
                locale,
                popularity=me["popularity"],
                cards=t("fleamarket.face_down_cards", locale, n=count),
            )
        ]
        if sv["money_cards"]:
            cards = card_list(sv["money_cards"], locale)
            lines.append(t("fleamarket.me.money", locale, money=sv["money"], cards=cards))
        else:
            lines.append(t("fleamarket.me.no_money", locale))
        return "\n".join(lines)

    def _prompt(
        self, view: dict[str, Any], legal: Sequence[Action], names: Sequence[str], locale: str
    ) -> tuple[str, list[Control]]:
        """The instruction and the controls for the seat's current choice."""
        if view["phase"] == "over":
            return t("fleamarket.me.over", locale), []
        if not legal:
            waiting = messages(locale).join(names[s] for s in view["to_act"]) or "—"
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
        sv = _seat(view, view["me"]["seat"])
        choices = []
        for action in legal[:MAX_OPTIONS]:
            amount = action["amount"]
            cost = engine.cut_cost(amount)
            if amount:
                label = t("fleamarket.control.cut", locale, amount=amount, cost=cost)
                cards = engine.payment(sv["money_cards"], cost) or []
                help_text = t(
                    "fleamarket.control.pays",
                    locale,
                    cards=card_list(cards, locale),
                    change=no_change(cards, cost, locale),
                )
                if len(help_text) > MAX_DESCRIPTION:
                    help_text = t(
                        "fleamarket.control.pays_many", locale, n=len(cards), paid=worth(cards)
                    )
            else:
                label, help_text = t("fleamarket.control.no_cut", locale), None
            choices.append(Choice(label, encode_action(action), help_text))
        text = t("fleamarket.me.cut", locale, round=view["round"], money=sv["money"])
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
        cards = restock.get("next_payment") or []
        controls = [
            Button(
                t("fleamarket.control.extra", locale, cost=cost),
                code="extra",
                verb="p",
                style="primary",
            ),
            Button(t("fleamarket.control.done", locale), code="done", verb="p"),
        ]
        text = t(
            "fleamarket.me.extra",
            locale,
            cost=cost,
            money=sv["money"],
            cards=card_list(cards, locale),
            change=no_change(cards, cost, locale),
        )
        return text, controls

    def rules(self, locale: str) -> list[Panel]:
        """Four pages: components and setup; price cut and display; settlement; restock,
        paying with money cards and the end. Every number comes from the game data."""
        data = engine.DATA
        name = t("game.fleamarket.name", locale)
        pages = [
            (name, _rules_overview(data, locale)),
            (_page_title(name, "round", locale), _rules_round(data, locale)),
            (_page_title(name, "settle", locale), _rules_settle(data, locale)),
            (_page_title(name, "restock", locale), _rules_restock(data, locale)),
        ]
        return [Panel(title=title, description=text, colour=COLOUR) for title, text in pages]


# -- /rules pages ----------------------------------------------------------------------------
def _page_title(name: str, page: str, locale: str) -> str:
    return t(
        "fleamarket.rules.page", locale, name=name, page=t(f"fleamarket.rules.{page}.title", locale)
    )


def _values_text(values: Sequence[int]) -> str:
    """``[1, 2, 3]`` → "1–3", ``[4, 6]`` → "4, 6" (runs of consecutive values joined)."""
    runs: list[list[int]] = []
    for value in values:
        if runs and value == runs[-1][-1] + 1:
            runs[-1].append(value)
        else:
            runs.append([value])
    return ", ".join(f"{run[0]}–{run[-1]}" if len(run) > 1 else str(run[0]) for run in runs)


def _button_rows(data: dict[str, Any], locale: str) -> list[str]:
    """One line per kind of card: the values, their money and popularity buttons, the sale."""
    kinds: dict[tuple[int, int, bool], list[int]] = {}
    for index, value in enumerate(data["values"]):
        key = (
            data["money_buttons"][index],
            data["popularity_buttons"][index],
            value in data["sale_values"],
        )
        kinds.setdefault(key, []).append(value)
    return [
        t(
            "fleamarket.rules.button_row",
            locale,
            values=_values_text(values),
            money=t("fleamarket.rules.money_buttons", locale, n=money),
            popularity=t("fleamarket.rules.popularity_buttons", locale, n=popularity),
            sale=t("fleamarket.rules.sale_mark", locale) if sale else "",
        )
        for (money, popularity, sale), values in kinds.items()
    ]


def _rules_overview(data: dict[str, Any], locale: str) -> str:
    colours = data["colours"]
    values = data["values"]
    decks = " · ".join(
        t("fleamarket.rules.decks", locale, players=players, decks=count)
        for players, count in sorted(data["decks"].items())
    )
    parts = [
        t("fleamarket.rules.summary", locale, target=data["target_popularity"]),
        t(
            "fleamarket.rules.components",
            locale,
            decks=decks,
            cards=len(colours) * len(values),
            colours=len(colours),
            names=", ".join(t(f"fleamarket.colour.{c}", locale) for c in colours),
            squares="".join(COLOUR_EMOJI.get(c, "") for c in colours),
            low=min(values),
            high=max(values),
        ),
        "\n".join(_button_rows(data, locale)),
        t("fleamarket.rules.buttons_note", locale, sale=_values_text(data["sale_values"])),
        t(
            "fleamarket.rules.setup",
            locale,
            stalls=data["start_stalls"],
            hand=data["start_hand"],
        ),
        t("fleamarket.rules.piles", locale),
    ]
    return "\n\n".join(parts)


def _rules_round(data: dict[str, Any], locale: str) -> str:
    costs = " · ".join(
        t("fleamarket.rules.points", locale, n=k) + f" ¥{engine.cut_cost(k)}"
        for k in range(1, 5)
    )
    thresholds = messages(locale).join(
        t("fleamarket.rules.threshold", locale, players=players)
        for players in sorted(int(n) for n in data["decks"])
    )
    return "\n\n".join(
        [
            t("fleamarket.rules.round", locale),
            t("fleamarket.rules.cut", locale, costs=costs),
            t(
                "fleamarket.rules.display",
                locale,
                thresholds=thresholds,
                colours=len(data["colours"]),
            ),
        ]
    )


def _rules_settle(data: dict[str, Any], locale: str) -> str:
    return t(
        "fleamarket.rules.settle",
        locale,
        sale=_values_text(data["sale_values"]),
        target=data["target_popularity"],
    )


def _payment_example(data: dict[str, Any], locale: str) -> str:
    """A pile with one card of every money worth and a second of the lowest, and what it
    pays (computed by the engine's payment rule)."""
    by_worth: dict[int, list[str]] = {}
    for card in engine.CARDS:
        by_worth.setdefault(engine.MONEY[card], []).append(card)
    worths = sorted(by_worth, reverse=True)
    pile = [by_worth[w][0] for w in worths] + [by_worth[worths[-1]][1]]
    big = [by_worth[worths[0]][0]]
    amounts = (worths[-1] * 2, worths[0] + worths[-1])
    paid = [engine.payment(pile, amount) or [] for amount in amounts]
    return t(
        "fleamarket.rules.pay_example",
        locale,
        pile=card_list(pile, locale),
        worths=" + ".join(f"¥{engine.MONEY[c]}" for c in pile),
        first=amounts[0],
        first_cards=card_list(paid[0], locale),
        second=amounts[1],
        second_cards=card_list(paid[1], locale),
        big=card_list(big, locale),
        big_worth=worth(big),
    )


def _rules_restock(data: dict[str, Any], locale: str) -> str:
    extras = ", ".join(f"¥{engine.extra_cost(n)}" for n in range(3))  # a sequence, not prose
    return "\n\n".join(
        [
            t("fleamarket.rules.restock", locale, extras=extras),
            t("fleamarket.rules.pay", locale),
            _payment_example(data, locale),
            t("fleamarket.rules.end", locale, target=data["target_popularity"]),
        ]
    )


async def setup(bot: IchibaBot) -> None:
    bot.presenters[FleaMarketPresenter.game_id] = FleaMarketPresenter()
