"""How Tsukiji's things read in text: products, tickets, price tiles, Maguro sets, bonuses
(for the board, the private panel, the /rules pages and the history)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games import tsukiji as rules
from bot.i18n import t

PRODUCT_EMOJI = {
    "ebi": "🦐",
    "hotategai": "🐚",
    "sake": "🐟",
    "tako": "🐙",
    "fugu": "🐡",
    "maguro": "🍣",
    "takusan": "🌈",
    "yakuza": "🕶️",
}
MAGURO_SHOWN = 10  # Maguro set sizes written out in messages (the rulebook's table)


def product(name: str, locale: str) -> str:
    return f"{PRODUCT_EMOJI.get(name, '')} {t(f'tsukiji.product.{name}', locale)}".strip()


def choice_label(option: str | Mapping[str, str], locale: str) -> str:
    """A placement choice: the row of a Takusan (``option`` a product),
    or the card a Yakuza takes (``option`` its row and card)."""
    if isinstance(option, str):
        return t("tsukiji.choice.takusan", locale, row=t(f"tsukiji.product.{option}", locale))
    wild = option["card"] == rules.WILD
    key = "tsukiji.choice.yakuza_takusan" if wild else "tsukiji.choice.yakuza_card"
    return t(key, locale, row=t(f"tsukiji.product.{option['row']}", locale))


def signed(value: int) -> str:
    """+4, ±0, −1 (with a real minus sign)."""
    return f"+{value}" if value > 0 else ("±0" if value == 0 else f"−{-value}")


def ticket_name(ticket: str) -> str:
    """A ticket as printed: ×2 and −1 with their proper signs."""
    return ticket.replace("x", "×").replace("-", "−")


def ticket_label(ticket: str, locale: str) -> str:
    if ticket in rules.NORMAL_TICKETS:
        return t("tsukiji.ticket.normal", locale, value=ticket)
    return t("tsukiji.ticket.special", locale, value=ticket_name(ticket))


def ticket_help(ticket: str, locale: str) -> str:
    """What a ticket does, in a few words (numbers from the data file)."""
    tickets = rules.DATA["tickets"]
    cancel, multiply = tickets["cancel"], tickets["multiply"]
    if ticket in rules.NORMAL_TICKETS:
        return t("tsukiji.ticket.help.normal", locale, value=ticket)
    if ticket == cancel["ticket"]:
        bonus = signed(cancel["otherwise"])
        return t("tsukiji.ticket.help.cancel", locale, cancels=cancel["cancels"], bonus=bonus)
    if ticket == multiply["ticket"]:
        return t("tsukiji.ticket.help.multiply", locale, factor=multiply["factor"])
    return t("tsukiji.ticket.help.value", locale, value=signed(tickets["values"][ticket]))


def tiles_text(tiles: Sequence[Mapping[str, Any]]) -> str:
    """``¥15 ⏰ +4 · ¥12 +2 · …``: price tiles, highest first."""
    return " · ".join(
        f"¥{tile['cash']}{' ⏰' if tile.get('alarm') else ''} {signed(int(tile['change']))}"
        for tile in tiles
    )


def maguro_text(
    values: Sequence[int], locale: str, first: int = 1, last: int = MAGURO_SHOWN
) -> str:
    """``1→¥3 · 2→¥7 · …``: Maguro set values by size."""
    return " · ".join(
        t("tsukiji.rules.maguro_value", locale, n=n, value=values[n])
        for n in range(first, min(last, len(values) - 1) + 1)
    )


def bonus_text(view: Mapping[str, Any], locale: str) -> str:
    """The variant's four bonus scores, with the product that is lowest-ranked now."""
    bonuses = view.get("bonuses") or rules.BONUSES
    worst = (view.get("market_rank") or [""])[-1]
    return " · ".join(
        t(f"tsukiji.bonus.{name}", locale, **bonus, product=product(worst, locale))
        for name, bonus in bonuses.items()
    )
