"""Flea Market's private panel: the seat's holdings, and the instruction and controls for its
current choice (every choice of the game is made here)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import Action
from bot.games import fleamarket as engine
from bot.i18n import messages, t
from bot.interface.presenter import Button, Choice, Control, Select
from bot.services.tables import encode_action
from cogs.fleamarket.words import COLOUR_EMOJI, card_list, card_name, no_change, worth
from rendering import fleamarket as render

MAX_OPTIONS = 25
MAX_SELECTS = 5
MAX_DESCRIPTION = 100  # a select option's description


def holdings(view: Mapping[str, Any], locale: str) -> str:
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


def cut_plan(
    view: Mapping[str, Any], legal: Sequence[Action]
) -> list[tuple[int, int, list[str] | None]]:
    """While the seat may cut prices: each cut (points, cost, the money cards that pay it),
    and the first it cannot pay for (no cards)."""
    amounts = [a["amount"] for a in legal if a["type"] == "cut" and a["amount"]]
    if not amounts:
        return []
    cards = _seat(view, view["me"]["seat"])["money_cards"]
    deepest = max(amounts)
    return [
        (points, engine.cut_cost(points), engine.payment(cards, engine.cut_cost(points)))
        for points in range(1, deepest + 2)
    ]


def prompt(
    view: Mapping[str, Any], legal: Sequence[Action], names: Sequence[str], locale: str
) -> tuple[str, list[Control]]:
    """The instruction and the controls for the seat's current choice."""
    if view["phase"] == "over":
        return t("fleamarket.me.over", locale), []
    if not legal:
        waiting = messages(locale).join(names[s] for s in view["to_act"]) or "—"
        return t("fleamarket.me.waiting", locale, waiting=waiting), []
    kinds = {action["type"] for action in legal}
    if "cut" in kinds:
        return _cut(view, legal, locale)
    if kinds & {"value", "card", "play"} or kinds == {"back"}:
        return _display(view, legal, locale)
    if "discard" in kinds:
        return _discard(view, legal, locale)
    if "tie" in kinds:
        return _tie(view, legal, names, locale)
    if "sale" in kinds:
        return _sale(view, legal, locale)
    return _restock(view, legal, locale)


def _cut(
    view: Mapping[str, Any], legal: Sequence[Action], locale: str
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
    view: Mapping[str, Any], legal: Sequence[Action], locale: str
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


def _discard(
    view: Mapping[str, Any], legal: Sequence[Action], locale: str
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


def _tie(
    view: Mapping[str, Any], legal: Sequence[Action], names: Sequence[str], locale: str
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


def _sale(
    view: Mapping[str, Any], legal: Sequence[Action], locale: str
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


def _restock(
    view: Mapping[str, Any], legal: Sequence[Action], locale: str
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


def _buttons(view: Mapping[str, Any], card: str) -> tuple[int, int]:
    """(money, popularity) buttons printed on ``card``."""
    _, value = render.split_card(card)
    return view["money_buttons"][value - 1], view["popularity_buttons"][value - 1]


def _seat(view: Mapping[str, Any], seat: int) -> dict[str, Any]:
    return view["seats"][seat]
