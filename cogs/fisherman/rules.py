"""Fisherman's /rules pages, every number taken from ``data/fisherman.json``."""

from __future__ import annotations

from typing import Any

from bot.games import fisherman as rules_data
from bot.games.fisherman_view import TournamentRules
from bot.i18n import messages, t
from bot.interface.presenter import Panel
from cogs.fisherman.words import card_text, plain, scoring_params, size_range

COLOUR = 0x2E70CE
Fields = list[tuple[str, str]]


def rules_pages(locale: str) -> list[Panel]:
    """The rules, page by page, every number taken from ``data/fisherman.json``."""
    pages = (
        ("overview", _overview_fields),
        ("setting", _setting_fields),
        ("fishing", _fishing_fields),
        ("scoring", _scoring_fields),
        ("discord", _discord_fields),
    )
    return [
        Panel(
            title=t(f"fisherman.rules.title.{page}", locale),
            description=t(f"fisherman.rules.{page}", locale, tricks=_tricks(locale), **_players()),
            fields=fields(locale),
            colour=COLOUR,
        )
        for page, fields in pages
    ]


def _players() -> dict[str, int]:
    game = rules_data.FISHERMAN
    return {"low": game.min_players, "high": game.max_players}


def _counts() -> range:
    game = rules_data.FISHERMAN
    return range(game.min_players, game.max_players + 1)


def _tricks(locale: str) -> str:
    """Tricks per tournament ("13 with 3 players, 12 with 4 players")."""
    return messages(locale).join(
        t("fisherman.rules.tricks_item", locale, tricks=rules_data.hand_size(n), players=n)
        for n in _counts()
    )


def _field(key: str, locale: str, **params: Any) -> tuple[str, str]:
    return t(f"fisherman.rules.{key}.title", locale), t(f"fisherman.rules.{key}", locale, **params)


def _overview_fields(locale: str) -> Fields:
    kinds = rules_data.SPECIES
    listed = "\n".join(t(f"fisherman.rules.species.{s}", locale) for s in kinds)
    decks = []
    for players in _counts():
        deck = len(rules_data.deck_for(players))
        each = rules_data.hand_size(players)
        left_out = [s for s in kinds if s not in rules_data.species_in_play(players)]
        without = messages(locale).join(t(f"fisherman.species.{s}", locale) for s in left_out)
        decks.append(
            t(
                "fisherman.rules.deck_line",
                locale,
                players=players,
                cards=deck,
                each=each,
                unused=deck - each * players,
                without=t("fisherman.rules.without", locale, species=without) if without else "",
            )
        )
    return [
        _field("cards", locale, count=len(kinds), species=listed, **size_range()),
        _field("decks", locale, lines="\n".join(decks)),
        _field("dealer", locale),
    ]


def _who_sets(players: int, locale: str) -> str:
    """Who sets which rule ("target: 1st player left of the dealer; …; junk: the dealer")."""
    offsets = rules_data.DATA["setters"][str(players)]
    groups: dict[int, list[str]] = {}
    for rule in rules_data.RULE_ORDER:
        groups.setdefault(offsets[rule], []).append(rule)
    parts = []
    for offset, names in groups.items():
        listed = messages(locale).join(t(f"fisherman.rule.{name}", locale) for name in names)
        if offset == 0:
            parts.append(t("fisherman.rules.setter.dealer", locale, rules=listed))
        else:
            parts.append(t("fisherman.rules.setter.left", locale, rules=listed, nth=offset))
    return t("fisherman.rules.setters_line", locale, players=players, who="; ".join(parts))


def _setting_fields(locale: str) -> Fields:
    sizes = rules_data.SIZES
    scoring = scoring_params()
    return [
        _field("target", locale, **scoring),
        _field(
            "order",
            locale,
            ascending=", ".join(map(str, sizes[:3])),
            descending=", ".join(map(str, sizes[::-1][:3])),
            **size_range(),
        ),
        _field(
            "size",
            locale,
            first=f"{sizes[0]}–{sizes[1]}",
            last=f"{sizes[-2]}–{sizes[-1]}",
            **size_range(),
            **scoring,
        ),
        _field("junk", locale, **scoring),
        (
            t("fisherman.rules.setters.title", locale),
            "\n".join(_who_sets(players, locale) for players in _counts()),
        ),
    ]


def _fishing_fields(locale: str) -> Fields:
    sizes = rules_data.SIZES
    return [
        _field("play", locale),
        _field("wins", locale, second=sizes[1], second_high=sizes[-2], **size_range()),
        _field("keeps", locale),
    ]


def _scoring_fields(locale: str) -> Fields:
    scoring = rules_data.SCORING
    # the rulebook's example
    example: TournamentRules = {"target": "fugu", "order": "asc", "size": 6, "junk": "aji"}
    cards = ("fugu-1", "fugu-6", "tai-1", "tai-6", "aji-1", "aji-6")
    shown = " · ".join(
        t(
            "fisherman.rules.example_card",
            locale,
            card=card_text(card, locale),
            points=plain(rules_data.card_points(card, example)),
        )
        for card in cards
    )
    points = [10, 8, 8, 5]  # the rulebook's shield example
    ranks, kinds = rules_data.shield_ranks(points)
    shields = messages(locale).join(
        t(
            "fisherman.rules.shield_item",
            locale,
            rank=rank,
            kind=t(f"fisherman.shield_name.{shield['kind']}", locale),
            points=shield["points"],
        )
        for rank, shield in enumerate(rules_data.SHIELDS, start=1)
    )
    return [
        _field(
            "points",
            locale,
            target_size=plain(scoring["target"] + scoring["size"]),
            junk_size=plain(scoring["junk"] + scoring["size_on_junk"]),
            **scoring_params(),
        ),
        _field(
            "example",
            locale,
            target=t("fisherman.species.fugu", locale),
            size=f"{example['size']}–{example['size'] + 1}",
            junk=t("fisherman.species.aji", locale),
            cards=shown,
        ),
        _field(
            "shields",
            locale,
            shields=shields,
            points=", ".join(map(str, points)),
            ranks=", ".join(map(str, ranks)),
            kinds=messages(locale).join(
                t(f"fisherman.shield_name.{kind}", locale)
                if kind
                else t("fisherman.rules.no_shield", locale)
                for kind in kinds
            ),
        ),
        _field("end", locale),
    ]


def _discord_fields(locale: str) -> Fields:
    return [_field("board", locale), _field("hand", locale)]
