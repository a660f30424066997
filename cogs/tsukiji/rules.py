"""Tsukiji's /rules pages; every number comes from ``data/tsukiji.json``."""

from __future__ import annotations

from typing import Any

from bot.games import tsukiji as rules
from bot.i18n import messages, t
from bot.interface.presenter import Panel
from cogs.tsukiji.words import MAGURO_SHOWN, maguro_text, product, signed, ticket_name, tiles_text

COLOUR = 0x1F6F8B
MAGURO_EXAMPLE = (3, 5)  # the rulebook's Maguro examples (3 and 5 cards)


def rules_pages(locale: str) -> list[Panel]:
    """The rules, page by page; every number comes from ``data/tsukiji.json``."""
    params = _rules_params(locale)
    game = t("game.tsukiji.name", locale)
    return [
        Panel(
            title=t(
                "tsukiji.rules.title",
                locale,
                game=game,
                page=t(f"tsukiji.rules.{page}", locale),
            ),
            description=t("tsukiji.rules.summary", locale, **params) if not i else None,
            fields=[
                (
                    t(f"tsukiji.rules.{page}.{key}.title", locale, **params),
                    t(f"tsukiji.rules.{page}.{key}", locale, **params),
                )
                for key in keys
            ],
            colour=COLOUR,
        )
        for i, (page, keys) in enumerate(RULES_PAGES)
    ]


# The /rules pages and their fields (catalog keys ``tsukiji.rules.<page>.<field>``).
RULES_PAGES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("components", ("cards", "tiles", "tickets", "maguro", "money")),
    ("round", ("setup", "offer", "evaluate", "pricing", "market")),
    ("buy", ("order", "place", "yakuza", "end")),
    ("end", ("rank", "score", "variant")),
)


def _special_lines(locale: str) -> str:
    """One line per special ticket, its effect from the data file."""
    tickets = rules.DATA["tickets"]
    cancel, multiply = tickets["cancel"], tickets["multiply"]
    lines = []
    for ticket in rules.SPECIAL_TICKETS:
        if ticket == cancel["ticket"]:
            line = t(
                "tsukiji.rules.ticket.cancel",
                locale,
                ticket=ticket_name(ticket),
                cancels=cancel["cancels"],
                bonus=cancel["otherwise"],
            )
        elif ticket == multiply["ticket"]:
            line = t(
                "tsukiji.rules.ticket.multiply",
                locale,
                ticket=ticket_name(ticket),
                factor=multiply["factor"],
            )
        else:
            value = signed(tickets["values"][ticket])
            line = t("tsukiji.rules.ticket.value", locale, ticket=ticket_name(ticket), value=value)
        lines.append(line)
    return "\n".join(lines)


def _rules_params(locale: str) -> dict[str, Any]:
    """The numbers of the rules text, from the game data."""
    data = rules.DATA
    game = rules.TSUKIJI
    players = range(game.min_players, game.max_players + 1)
    values = rules.MAGURO_VALUES
    market = data["market"]
    tickets = data["tickets"]
    words = messages(locale)
    return {
        "low": game.min_players,
        "high": game.max_players,
        "rounds": rules.ROUNDS,
        "market_products": words.join(product(p, locale) for p in rules.MARKET_PRODUCTS),
        "maguro": product(rules.SET_PRODUCT, locale),
        "deck_lines": "\n".join(
            t(
                "tsukiji.rules.deck_line",
                locale,
                players=n,
                total=sum(rules.deck_counts(n).values()),
                each=rules.deck_counts(n)[rules.SET_PRODUCT],
                takusan=rules.deck_counts(n)[rules.WILD],
                yakuza=rules.deck_counts(n)[rules.THIEF],
            )
            for n in players
        ),
        "tile_lines": "\n".join(
            t("tsukiji.rules.tile_line", locale, players=n, tiles=tiles_text(rules.round_tiles(n)))
            for n in players
        ),
        "count": len(rules.ALL_TICKETS),
        "normals": words.join(f"**{ticket_name(x)}**" for x in rules.NORMAL_TICKETS),
        "special_lines": _special_lines(locale),
        "maguro_line": maguro_text(values, locale),
        "maguro_more": maguro_text(values, locale, MAGURO_SHOWN + 1, MAGURO_SHOWN + 3),
        "start": rules.START_MONEY,
        "step": rules.MONEY_STEP,
        "pass_money": rules.PASS_MONEY,
        "markers": len(rules.MARKET_PRODUCTS),
        "product_count": len(rules.PRODUCTS),
        "first_space": market["start_spaces"][0],
        "last_start": market["start_spaces"][-1],
        "min_space": rules.MIN_SPACE,
        "max_space": rules.MAX_SPACE,
        "lot_lines": words.join(
            t("tsukiji.rules.lots_line", locale, lots=rules.lot_count(n), players=n)
            for n in players
        ),
        "per_lot": rules.CARDS_PER_LOT,
        "cancel": ticket_name(tickets["cancel"]["ticket"]),
        "double": ticket_name(tickets["multiply"]["ticket"]),
        "factor": tickets["multiply"]["factor"],
        "movement": " → ".join(product(p, locale) for p in rules.MOVEMENT_ORDER),
        "rank_line": " · ".join(
            t("tsukiji.rules.rank_value", locale, rank=rank + 1, value=value)
            for rank, value in enumerate(rules.RANK_VALUES)
        ),
        "maguro_example": words.join(
            t("tsukiji.rules.maguro_value", locale, n=n, value=values[n]) for n in MAGURO_EXAMPLE
        ),
        "bonus_lines": "\n".join(
            t(f"tsukiji.rules.bonus.{name}", locale, **bonus, product_count=len(rules.PRODUCTS))
            for name, bonus in rules.BONUSES.items()
        ),
    }
