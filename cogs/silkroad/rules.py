"""Silk Road's /rules pages; every number comes from ``data/silkroad.json``."""

from __future__ import annotations

from typing import Any

from bot.games import silkroad as silkroad_rules
from bot.i18n import messages, t
from bot.interface.presenter import Panel
from cogs.silkroad.words import goods

COLOUR = 0x1F5F8B


def rules_pages(locale: str) -> list[Panel]:
    """The rules, page by page; every number comes from ``data/silkroad.json``."""
    params = _rules_params(locale)
    return [
        Panel(
            title=t(
                "silkroad.rules.title",
                locale,
                game=t("game.silkroad.name", locale),
                page=t(f"silkroad.rules.{page}", locale),
            ),
            description=t("silkroad.rules.summary", locale, **params) if not i else None,
            fields=[
                (
                    t(f"silkroad.rules.{page}.{key}.title", locale, **params),
                    t(f"silkroad.rules.{page}.{key}", locale, **params),
                )
                for key in keys
            ],
            colour=COLOUR,
        )
        for i, (page, keys) in enumerate(RULES_PAGES)
    ]


# The /rules pages and their fields (catalog keys ``silkroad.rules.<page>.<field>``).
RULES_PAGES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("overview", ("goods", "cubes", "ships", "specials", "money")),
    ("setup", ("deal", "start", "loading")),
    ("turn", ("order", "phase1", "phase2", "exchange", "discord")),
    ("income", ("rule", "licence", "example", "secret")),
    ("end", ("end", "winner", "tip")),
)
# The rulebook's income example: one spice showing, two spice cards played onto other slots.
EXAMPLE_SHOWING, EXAMPLE_PLAYED = 1, 2


def _rules_params(locale: str) -> dict[str, Any]:
    """The numbers of the rules text, from the game data (and its income rule)."""
    data = silkroad_rules.DATA
    game = silkroad_rules.SILKROAD
    cards = data["cards_per_colour"]
    specials = data["specials"]
    spice, glass = "spice", "glass"
    market = [spice] * (EXAMPLE_SHOWING + EXAMPLE_PLAYED)
    market += ["tea"] * (data["market_slots"] - len(market))
    one, two, licensed = silkroad_rules.earnings(
        market, [[spice, glass], [spice, spice], [spice, spice]], [0, 0, 1], spice
    )
    params: dict[str, Any] = {
        "low": game.min_players,
        "high": game.max_players,
        "cards": cards,
        "cards_total": cards * len(data["colours"]),
        "goods_lines": "\n".join(
            t("silkroad.rules.goods_line", locale, colour=goods(c, locale), n=cards)
            for c in data["colours"]
        ),
        "cubes": data["cubes_per_colour"],
        "cubes_total": data["cubes_per_colour"] * len(data["colours"]),
        "ships_total": data["ships_total"],
        "start_ships": data["start_ships"],
        "for_sale": messages(locale).join(
            t("silkroad.rules.ships_left", locale, n=left, players=players)
            for players in range(game.min_players, game.max_players + 1)
            if (left := silkroad_rules.special_copies("ship", players)) >= 0
        ),
        "hand": data["hand_size"],
        "slots": data["market_slots"],
        "draw": data["draw_count"],
        "start_money": data["start_money"],
        "bonus": data["licence_bonus"],
        "showing": EXAMPLE_SHOWING + EXAMPLE_PLAYED,
        "before": EXAMPLE_SHOWING,
        "played": EXAMPLE_PLAYED,
        "one": one,
        "two": two,
        "licensed": licensed,
        "spice": goods(spice, locale),
        "glass": goods(glass, locale),
    }
    params["special_lines"] = "\n".join(
        t(
            f"silkroad.rules.special.{kind}",
            locale,
            price=specials[kind]["price"],
            copies=specials[kind]["copies"],
            **params,
        )
        for kind in data["special_order"]
    )
    return params
