"""Fisherman on Discord: rule-setting buttons on the board, card play from the private panel."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from bot.engine import Action, Event
from bot.games import fisherman as rules_data
from bot.i18n import messages, t
from bot.interface.client import IchibaBot
from bot.interface.presenter import Button, Control, Panel
from bot.services.tables import encode_action
from rendering import fisherman as render

COLOUR = 0x2E70CE
SPECIES_EMOJI = {"aji": "🔵", "fugu": "🟢", "tai": "🔴", "haze": "🟡", "ika": "⚪"}
SHIELD_EMOJI = {"gold": "🥇", "silver": "🥈", "bronze": "🥉"}
RULE_ACTIONS = ("target", "order", "size", "junk")


def species(name: str | None, locale: str) -> str:
    """Colour dot and name of a species ("?" while unset)."""
    if not name:
        return t("fisherman.unset", locale)
    return f"{SPECIES_EMOJI.get(name, '')} {t(f'fisherman.species.{name}', locale)}".strip()


def card_text(card: str, locale: str) -> str:
    """``"aji-7"`` → "🔵 Aji 7"."""
    kind, size = render.parse_card(card)
    name = t("fisherman.card", locale, species=t(f"fisherman.species.{kind}", locale), size=size)
    return f"{SPECIES_EMOJI.get(kind, '')} {name}".strip()


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else ("±0" if points == 0 else f"−{-points}")


def plain(points: int) -> str:
    """Points as in the rulebook's examples: "+2", "0", "−1"."""
    return "0" if points == 0 else signed(points)


def size_range(sizes: Sequence[int] | None = None) -> dict[str, int]:
    """The smallest and largest size (from the view, else from the data)."""
    sizes = list(sizes or rules_data.SIZES)
    return {"low": sizes[0], "high": sizes[-1]}


def scoring_params(scoring: dict[str, int] | None = None) -> dict[str, str]:
    """The scoring numbers of the data, signed for text."""
    return {k: plain(v) for k, v in (scoring or rules_data.SCORING).items()}


def rule_value(rule: str, value: Any, locale: str) -> str:
    """How a rule's value reads in a sentence (sizes as "6–7")."""
    if value is None:
        return t("fisherman.unset", locale)
    if rule in ("target", "junk"):
        return species(value, locale)
    if rule == "order":
        return t(f"fisherman.order.{value}", locale, **size_range())
    low, high = (value, value + 1) if isinstance(value, int) else value
    return t("fisherman.size_pair", locale, low=low, high=high)


def rules_line(rules: dict[str, Any], locale: str) -> str:
    return t(
        "fisherman.status.rules",
        locale,
        **{rule: rule_value(rule, rules.get(rule), locale) for rule in RULE_ACTIONS},
    )


def plays_text(plays: Sequence[dict[str, Any]], names: Sequence[str], locale: str) -> str:
    return messages(locale).join(
        t("fisherman.play_item", locale, player=names[p["seat"]], card=card_text(p["card"], locale))
        for p in plays
    )


def cards_text(cards: Sequence[str], locale: str) -> str:
    """Cards as a list the language's way ("🔵 Aji 3, 🟢 Fugu 5 and 🔴 Tai 6")."""
    return messages(locale).join(card_text(card, locale) for card in cards)


class FishermanPresenter:
    """Turns Fisherman views into panels (see ``bot.interface.presenter.Presenter``)."""

    game_id = "fisherman"

    # -- public ----------------------------------------------------------------------------
    def board(
        self, view: dict[str, Any], names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> Panel:
        lines = [line for e in events if (line := self._event_line(e, view, names, locale))]
        lines += self._status(view, names, locale)
        return Panel(
            content="\n".join(lines),
            render=partial(render.render_board, view, list(names), messages(locale)),
            filename="fisherman-board.png",
            controls=self._rule_controls(view, locale),
        )

    def _status(self, view: dict[str, Any], names: Sequence[str], locale: str) -> list[str]:
        lines = [
            t(
                "fisherman.status.head",
                locale,
                tournament=view["tournament"],
                tournaments=view["tournaments"],
                dealer=names[view["dealer"]],
            )
        ]
        phase = view["phase"]
        if phase == "over":
            return [*lines, t("fisherman.status.over", locale)]
        rules = view["rules"]
        if any(value is not None for value in rules.values()):
            lines.append(rules_line(rules, locale))
        elif view["tournament"] == 1:  # the first board: who was drawn to deal first
            lines.append(t("fisherman.status.first_dealer", locale, dealer=names[view["dealer"]]))
        if phase == "setting":
            key = f"fisherman.status.choose.{view['step']}"
            scoring = scoring_params(view.get("scoring"))
            return [*lines, t(key, locale, player=names[view["turn"]], **scoring)]
        last = view.get("last_trick")
        if last and last.get("open") and not view["trick"]:
            lines.append(self._trick_text("fisherman.status.last_trick", last, names, locale))
        params = {
            "trick": view["trick_no"],
            "tricks": view["tricks"],
            "player": names[view["turn"]],
        }
        if view["trick"]:
            lines.append(
                t("fisherman.status.table", locale, plays=plays_text(view["trick"], names, locale))
            )
            lead = species(view["lead_species"], locale)
            lines.append(t("fisherman.status.follow", locale, species=lead, **params))
        else:
            lines.append(t("fisherman.status.lead", locale, **params))
        return lines

    def _trick_text(
        self,
        key: str,
        done: dict[str, Any],
        names: Sequence[str],
        locale: str,
        **params: Any,
    ) -> str:
        """A completed trick in words: its winner, the winning card only if it was kept (a
        card set aside is never named: the text stays in Discord), what was kept and how many
        cards were set aside face down."""
        winner = done["winner"]
        card = next((p["card"] for p in done["plays"] if p["seat"] == winner), None)
        aside = int(done.get("set_aside") or 0)
        params |= {
            "player": names[winner],
            "kept": self._kept(done["kept"], done["points"], locale),
            "aside": t("fisherman.aside", locale, count=aside) if aside else "",
        }
        if card is None or card not in done["kept"]:
            return t(f"{key}_set_aside", locale, **params)
        return t(key, locale, card=card_text(card, locale), **params)

    @staticmethod
    def _kept(kept: Sequence[str], points: int, locale: str) -> str:
        if not kept:
            return t("fisherman.kept_nothing", locale)
        return t(
            "fisherman.kept_points",
            locale,
            cards=cards_text(kept, locale),
            points=signed(points),
            count=points,
        )

    def _rule_controls(self, view: dict[str, Any], locale: str) -> list[Control]:
        """The rule-setter's choices; anyone else clicking gets "not your turn"."""
        if view["phase"] != "setting":
            return []
        step = view["step"]
        sizes = list(view.get("sizes") or rules_data.SIZES)
        if step == "order":
            return [
                Button(
                    t(f"fisherman.button.order.{order}", locale, **size_range(sizes)),
                    code=encode_action({"type": "order", "order": order}),
                    style="primary",
                    emoji="⬆️" if order == "asc" else "⬇️",
                )
                for order in ("asc", "desc")
            ]
        if step == "size":
            return [
                Button(
                    t("fisherman.button.size", locale, low=low, high=low + 1),
                    code=encode_action({"type": "size", "size": low}),
                    style="primary",
                )
                for low in sizes[:-1]
            ]
        target = view["rules"]["target"]
        choices = [s for s in view["species"] if step == "target" or s != target]
        return [
            Button(
                t(f"fisherman.species_long.{s}", locale),
                code=encode_action({"type": step, "species": s}),
                style="primary",
                emoji=SPECIES_EMOJI.get(s),
            )
            for s in choices
        ]

    def _event_line(
        self, event: Event, view: dict[str, Any], names: Sequence[str], locale: str
    ) -> str | None:
        kind = event["type"]
        if kind == "rule":
            return t(
                f"fisherman.event.rule.{event['rule']}",
                locale,
                player=names[event["seat"]],
                value=rule_value(event["rule"], event["value"], locale),
            )
        if kind == "fishing":
            return t("fisherman.event.fishing", locale, player=names[event["leader"]])
        if kind == "trick":
            return self._trick_text(
                "fisherman.event.trick", event, names, locale, trick=event["trick_no"]
            )
        if kind == "tournament":
            return t(
                "fisherman.event.tournament",
                locale,
                tournament=event["tournament"],
                tournaments=view["tournaments"],
                dealer=names[event["dealer"]],
            )
        return None

    def announcements(
        self, view: dict[str, Any], names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> list[Panel]:
        """After each tournament: points and shields, as text and as a picture."""
        panels = []
        for event in events:
            if event["type"] != "tournament_end":
                continue
            number = event["tournament"]
            order = sorted(range(len(names)), key=lambda s: (event["ranks"][s], s))
            lines = [
                t(
                    "fisherman.results.title",
                    locale,
                    tournament=number,
                    rules=rules_line(event["rules"], locale),
                )
            ]
            worth = view.get("shield_points") or rules_data.SHIELD_POINTS
            for seat in order:
                kind = event["shields"][seat] or "none"
                lines.append(
                    t(
                        "fisherman.results.entry",
                        locale,
                        rank=event["ranks"][seat],
                        player=names[seat],
                        points=signed(event["points"][seat]),
                        count=event["points"][seat],
                        shield=t(f"fisherman.shield.{kind}", locale, points=worth.get(kind, 0)),
                    )
                )
            panels.append(
                Panel(
                    content="\n".join(lines),
                    render=partial(
                        render.render_results, view, list(names), messages(locale), number
                    ),
                    filename=f"fisherman-results-{number}.png",
                )
            )
        return panels

    def final(self, view: dict[str, Any], names: Sequence[str], locale: str) -> Panel:
        result = view["result"]
        winners = messages(locale).join(names[s] for s in result["winners"])
        order = sorted(range(len(names)), key=lambda s: (result["ranking"][s], s))
        lines = []
        for seat in order:
            medals = result["breakdown"][seat]["medals"]
            lines.append(
                t(
                    "fisherman.final.line",
                    locale,
                    rank=result["ranking"][seat],
                    player=names[seat],
                    score=result["scores"][seat],
                    medals=t("fisherman.final.medals", locale, **medals),
                )
            )
        return Panel(
            content="\n".join([t("game.over", locale, winners=winners), *lines]),
            render=partial(render.render_final, view, list(names), messages(locale)),
            filename="fisherman-final.png",
        )

    def new_board(self, events: Sequence[Event]) -> bool:
        """A fresh board for each new tournament (the old one becomes a note, see below)."""
        return any(e["type"] == "tournament" for e in events)

    def replaced_board(self, view: dict[str, Any], names: Sequence[str], locale: str) -> Panel:
        """A board replaced by a fresh one (a new tournament, the end) becomes a short note:
        it was last drawn with cards on the table that are set aside face down since."""
        key = "fisherman.board_closed_over" if view["phase"] == "over" else "fisherman.board_closed"
        return Panel(content=t(key, locale))

    # -- private ---------------------------------------------------------------------------
    def private_acts(self, view: dict[str, Any]) -> bool:
        me = view.get("me") or {}
        return view["phase"] == "fishing" and view["turn"] == me.get("seat")

    def private(
        self, view: dict[str, Any], legal: Sequence[Action], names: Sequence[str], locale: str
    ) -> Panel | None:
        me = view.get("me")
        if view["phase"] == "over" or not me:
            return None
        image = partial(render.render_hand, view, list(names), messages(locale))
        controls: list[Control] = [
            self._card_button(a["card"], view, me, locale) for a in legal if a["type"] == "play"
        ]
        return Panel(
            content=self._private_text(view, me, names, locale, bool(controls)),
            render=image,
            filename="fisherman-hand.png",
            controls=controls,
        )

    @staticmethod
    def _card_button(card: str, view: dict[str, Any], me: dict[str, Any], locale: str) -> Button:
        kind, _ = render.parse_card(card)
        worth = me.get("worth", {}).get(card, 0)
        style = "success" if kind == view["rules"]["junk"] else "primary"
        label = card_text(card, locale).split(" ", 1)[1]
        return Button(
            f"{label} ({signed(worth)})",
            code=encode_action({"type": "play", "card": card}),
            verb="p",
            style=style,
            emoji=SPECIES_EMOJI.get(kind),
        )

    def _private_text(
        self,
        view: dict[str, Any],
        me: dict[str, Any],
        names: Sequence[str],
        locale: str,
        acting: bool,
    ) -> str:
        counts = {"tournament": view["tournament"], "tournaments": view["tournaments"]}
        if view["phase"] == "setting":
            rule = t(f"fisherman.rule.{view['step']}", locale)
            return t(
                "fisherman.hand.rules", locale, player=names[view["turn"]], rule=rule, **counts
            )
        counts |= {"trick": view["trick_no"], "tricks": view["tricks"]}
        lines = [rules_line(view["rules"], locale), self._catch_text(view, me, locale)]
        if not acting:
            lines.insert(
                0, t("fisherman.hand.waiting", locale, player=names[view["turn"]], **counts)
            )
            return "\n".join(lines)
        lines.insert(0, t("fisherman.hand.turn", locale, **counts))
        plays = view["trick"]
        if not plays:
            lines.append(t("fisherman.hand.lead", locale))
            return "\n".join(lines)
        on_table = t("fisherman.status.table", locale, plays=plays_text(plays, names, locale))
        lead = view["lead_species"]
        follows = any(render.parse_card(c)[0] == lead for c in me["hand"])
        key = "fisherman.hand.follow" if follows else "fisherman.hand.void"
        lines.append(t(key, locale, plays=on_table, species=species(lead, locale)))
        return "\n".join(lines)

    @staticmethod
    def _catch_text(view: dict[str, Any], me: dict[str, Any], locale: str) -> str:
        """The seat's catch this tournament and its points (they decide what to play)."""
        seat = view["seats"][me["seat"]]
        if not seat["captured"]:
            return t("fisherman.hand.no_catch", locale)
        points = int(seat["points"])
        cards = cards_text(seat["captured"], locale)
        return t("fisherman.hand.catch", locale, cards=cards, points=signed(points), count=points)

    def rules(self, locale: str) -> list[Panel]:
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
                description=t(
                    f"fisherman.rules.{page}", locale, tricks=_tricks(locale), **_players()
                ),
                fields=fields(locale),
                colour=COLOUR,
            )
            for page, fields in pages
        ]


# -- /rules pages --------------------------------------------------------------------------------
Fields = list[tuple[str, str]]


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
    example = {"target": "fugu", "order": "asc", "size": 6, "junk": "aji"}  # the rulebook's
    cards = ("fugu-1", "fugu-6", "tai-1", "tai-6", "aji-1", "aji-6")
    shown = " · ".join(
        t(
            "fisherman.rules.example_card",
            locale,
            card=rules_data.display_card(card),
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


async def setup(bot: IchibaBot) -> None:
    bot.presenters[FishermanPresenter.game_id] = FishermanPresenter()
