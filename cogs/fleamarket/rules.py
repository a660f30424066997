"""Flea Market's /rules pages, whose numbers come from ``data/fleamarket.json``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.games import fleamarket as engine
from bot.i18n import messages, t
from bot.interface.presenter import Panel
from cogs.fleamarket.words import COLOUR_EMOJI, card_list, worth

COLOUR = 0xC0392B


def rules_pages(locale: str) -> list[Panel]:
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
        t("fleamarket.rules.points", locale, n=k) + f" ¥{engine.cut_cost(k)}" for k in range(1, 5)
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
