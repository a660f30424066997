"""Silk Road's private controls: every move of a turn (loading, swapping, buying, playing
cards onto market slots, drawing) is made from the player's private panel."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import Action
from bot.i18n import messages, t
from bot.interface.presenter import Button, Choice, Control, Select
from bot.services.tables import encode_action
from cogs.silkroad.words import (
    COLOURS,
    GOODS_EMOJI,
    SPECIAL_EMOJI,
    SPECIALS,
    goods,
    seat_name,
    special,
)

MAX_OPTIONS = 25


def private_controls(
    view: Mapping[str, Any],
    me: Mapping[str, Any],
    legal: Sequence[Action],
    names: Sequence[str],
    locale: str,
) -> tuple[list[str], list[Control]]:
    phase, step = view["phase"], view["step"]
    if phase == "load":
        ship = (view.get("load_round") or 0) + 1
        return [t("silkroad.me.load", locale, ship=ship)], _load_buttons(view, legal, locale)
    if phase == "phase1" and step == "ship":
        return [t("silkroad.me.ship", locale)], _load_buttons(view, legal, locale)
    if phase == "phase1":
        return _phase1(view, me, legal, locale)
    if phase == "exchange":
        return _exchange(view, locale)
    if me.get("play"):
        return _slots(view, me, legal, names, locale)
    return _phase2(view, me, legal, names, locale)


def _exchange(view: Mapping[str, Any], locale: str) -> tuple[list[str], list[Control]]:
    """Extra draws; the one that empties the draw pile (and so ends the game) says so."""
    lines = [t("silkroad.me.exchange", locale, left=view["exchanges_left"])]
    last = view["deck_count"] <= 1
    if last:
        lines.append(t("silkroad.me.exchange_last", locale))
    key = "silkroad.ctl.exchange_last" if last else "silkroad.ctl.exchange"
    return lines, [
        Button(t(key, locale), "exchange", "p", "danger" if last else "primary", emoji="🏦"),
        Button(t("silkroad.ctl.end_turn", locale), "done", "p", "secondary"),
    ]


# -- phase 1 ---------------------------------------------------------------------------
def _load_buttons(view: Mapping[str, Any], legal: Sequence[Action], locale: str) -> list[Control]:
    supply = view["supply"]
    return [
        Button(
            t(
                "silkroad.ctl.load",
                locale,
                colour=t(f"silkroad.colour.{c}", locale),
                left=supply[c],
            ),
            code=encode_action({"type": "load", "colour": c}),
            verb="p",
            style="primary",
            disabled={"type": "load", "colour": c} not in legal,
            emoji=GOODS_EMOJI[c],
            row=i // 3,
        )
        for i, c in enumerate(COLOURS)
    ]


def _phase1(
    view: Mapping[str, Any], me: Mapping[str, Any], legal: Sequence[Action], locale: str
) -> tuple[list[str], list[Control]]:
    step = view["step"]
    controls: list[Control] = _swap_selects(view, me, legal, locale)
    if step == "swap":
        text = t("silkroad.me.swap_more", locale, left=view["swaps_left"])
        done = Button(t("silkroad.ctl.done_swapping", locale), "done", "p", row=2)
        return [text], [*controls, done]
    if step == "porter":
        text = t("silkroad.me.porter", locale)
        return [text], [
            *controls,
            Button(t("silkroad.ctl.no_swap", locale), "done", "p", row=2),
        ]
    for kind in SPECIALS:
        action = {"type": "buy", "card": kind}
        info = view["specials"][kind]
        key = "silkroad.ctl.buy" if info["left"] else "silkroad.ctl.buy_sold_out"
        controls.append(
            Button(
                t(key, locale, card=special(kind, locale), price=info["price"]),
                code=encode_action(action),
                verb="p",
                style="primary",
                disabled=action not in legal,
                emoji=SPECIAL_EMOJI[kind],
                row=2,
            )
        )
    controls.append(Button(t("silkroad.ctl.skip", locale), "skip", "p", row=2))
    lines = [t("silkroad.me.phase1", locale)]
    for kind in SPECIALS:
        info = view["specials"][kind]
        lines.append(
            t(
                "silkroad.me.special_line",
                locale,
                emoji=SPECIAL_EMOJI[kind],
                card=special(kind, locale),
                price=info["price"],
                left=info["left"],
                help=t(f"silkroad.special.help.{kind}", locale),
            )
        )
    return lines, controls


def _swap_selects(
    view: Mapping[str, Any], me: Mapping[str, Any], legal: Sequence[Action], locale: str
) -> list[Control]:
    """One option per (cube colour on an unswapped ship, new colour): ships carrying the
    same colour are interchangeable, so the first such ship stands for them all."""
    ships = view["seats"][me["seat"]]["ships"]
    supply = view["supply"]
    seen: set[tuple[str, str]] = set()
    choices = []
    for action in legal:
        if action["type"] != "swap":
            continue
        old, new = ships[action["ship"]], action["colour"]
        if (old, new) in seen:
            continue
        seen.add((old, new))
        choices.append(
            Choice(
                t(
                    "silkroad.ctl.swap_option",
                    locale,
                    ship=action["ship"] + 1,
                    old=t(f"silkroad.colour.{old}", locale),
                    new=t(f"silkroad.colour.{new}", locale),
                ),
                encode_action(action),
                t(
                    "silkroad.ctl.swap_desc",
                    locale,
                    old=t(f"silkroad.colour.{old}", locale),
                    new=t(f"silkroad.colour.{new}", locale),
                    left=supply[new],
                )[:100],
                GOODS_EMOJI[new],
            )
        )
    selects: list[Control] = []
    for part in range(0, min(len(choices), 2 * MAX_OPTIONS), MAX_OPTIONS):
        key = "silkroad.ctl.swap_placeholder" if not part else "silkroad.ctl.swap_placeholder_more"
        selects.append(
            Select(t(key, locale), choices[part : part + MAX_OPTIONS], row=part // MAX_OPTIONS)
        )
    return selects


# -- phase 2 ---------------------------------------------------------------------------
def _phase2(
    view: Mapping[str, Any],
    me: Mapping[str, Any],
    legal: Sequence[Action],
    names: Sequence[str],
    locale: str,
) -> tuple[list[str], list[Control]]:
    previews = me.get("colour_previews") or {}
    controls: list[Control] = []
    lines = [t("silkroad.me.phase2", locale)]
    plays = [a for a in legal if a["type"] == "play"]
    if not plays:
        lines = [t("silkroad.me.phase2_empty", locale)]
    for i, action in enumerate(plays):
        colour = action["colour"]
        preview = previews.get(colour) or {"cards": 0, "slots": [], "income": []}
        income = list(preview["income"])
        controls.append(
            Button(
                t(
                    "silkroad.ctl.play_option",
                    locale,
                    colour=t(f"silkroad.colour.{colour}", locale),
                    cards=preview["cards"],
                ),
                code=encode_action(action),
                verb="p",
                style="primary",
                emoji=GOODS_EMOJI[colour],
                row=i // 3,
            )
        )
        slots = messages(locale).join(str(s + 1) for s in preview["slots"])
        lines.append(
            t(
                "silkroad.me.colour_preview",
                locale,
                colour=goods(colour, locale),
                cards=preview["cards"],
                slots=slots,
                slot_count=len(preview["slots"]),
                items=_income_items(income, me["seat"], names, locale),
            )
        )
    count = min(2, view["deck_count"])
    key = "silkroad.ctl.draw_last" if view["deck_count"] <= 2 else "silkroad.ctl.draw"
    controls.append(Button(t(key, locale, count=count), "draw", "p", "success", emoji="🂠", row=2))
    return lines, controls


def _slots(
    view: Mapping[str, Any],
    me: Mapping[str, Any],
    legal: Sequence[Action],
    names: Sequence[str],
    locale: str,
) -> tuple[list[str], list[Control]]:
    play = me["play"]
    colour, chosen = play["colour"], play["slots"]
    cards = me["hand"][colour]
    shown = messages(locale).join(str(s + 1) for s in chosen) or t("silkroad.me.no_slots", locale)
    lines = [t("silkroad.me.slots", locale, colour=goods(colour, locale), cards=cards, slots=shown)]
    if chosen and me.get("preview") is not None:
        items = _income_items(me["preview"], me["seat"], names, locale)
        lines.append(t("silkroad.me.preview", locale, items=items))
    controls: list[Control] = []
    for slot, top in enumerate(view["market"]):
        action = {"type": "slot", "slot": slot}
        picked = slot in chosen
        label = t(
            "silkroad.ctl.slot",
            locale,
            slot=slot + 1,
            colour=t(f"silkroad.colour.{top}", locale),
        )
        controls.append(
            Button(
                ("✓ " if picked else "") + label,
                code=encode_action(action),
                verb="p",
                style="success" if picked else "secondary",
                disabled=action not in legal,
                emoji=GOODS_EMOJI[top],
                row=slot // 3,
            )
        )
    controls.append(
        Button(
            t("silkroad.ctl.confirm", locale, count=len(chosen)),
            "confirm",
            "p",
            "primary",
            disabled={"type": "confirm"} not in legal,
            emoji=GOODS_EMOJI[colour],
            row=2,
        )
    )
    controls.append(Button(t("silkroad.ctl.undo", locale), "undo", "p", "danger", row=2))
    return lines, controls


def _income_items(income: Sequence[int], me: int, names: Sequence[str], locale: str) -> str:
    items = [
        t("silkroad.me.preview_item", locale, player=seat_name(names, seat), amount=amount)
        for seat, amount in enumerate(income)
        if amount
    ]
    return messages(locale).join(items) or t("silkroad.me.nobody", locale)
