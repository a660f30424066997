"""Fisherman on Discord: rule-setting buttons on the board, card play from the private panel."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from bot.client import IchibaBot
from bot.engine import Action, Event
from bot.i18n import t
from bot.presenter import Button, Control, Panel
from bot.tables import encode_action
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


def rule_value(rule: str, value: Any, locale: str) -> str:
    """How a rule's value reads in a sentence (sizes as "6–7")."""
    if value is None:
        return t("fisherman.unset", locale)
    if rule in ("target", "junk"):
        return species(value, locale)
    if rule == "order":
        return t(f"fisherman.order.{value}", locale)
    low, high = (value, value + 1) if isinstance(value, int) else value
    return t("fisherman.size_pair", locale, low=low, high=high)


def rules_line(rules: dict[str, Any], locale: str) -> str:
    return t(
        "fisherman.status.rules",
        locale,
        **{rule: rule_value(rule, rules.get(rule), locale) for rule in RULE_ACTIONS},
    )


def plays_text(plays: Sequence[dict[str, Any]], names: Sequence[str], locale: str) -> str:
    return ", ".join(
        t("fisherman.play_item", locale, player=names[p["seat"]], card=card_text(p["card"], locale))
        for p in plays
    )


class FishermanPresenter:
    """Turns Fisherman views into panels (see ``bot.presenter.Presenter``)."""

    game_id = "fisherman"

    # -- public ----------------------------------------------------------------------------
    def board(
        self, view: dict[str, Any], names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> Panel:
        lines = [line for e in events if (line := self._event_line(e, view, names, locale))]
        lines += self._status(view, names, locale)
        return Panel(
            content="\n".join(lines),
            render=partial(render.render_board, view, list(names)),
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
        if phase == "setting":
            key = f"fisherman.status.choose.{view['step']}"
            return [*lines, t(key, locale, player=names[view["turn"]])]
        last = view.get("last_trick")
        if last and not view["trick"]:
            lines.append(self._last_trick_line(last, names, locale))
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

    def _last_trick_line(self, last: dict[str, Any], names: Sequence[str], locale: str) -> str:
        winner = last["winner"]
        card = next(p["card"] for p in last["plays"] if p["seat"] == winner)
        return t(
            "fisherman.status.last_trick",
            locale,
            player=names[winner],
            card=card_text(card, locale),
            kept=self._kept(last["kept"], last["points"], locale),
        )

    @staticmethod
    def _kept(kept: Sequence[str], points: int, locale: str) -> str:
        if not kept:
            return t("fisherman.kept_nothing", locale)
        cards = ", ".join(card_text(card, locale) for card in kept)
        return t("fisherman.kept", locale, cards=cards, points=signed(points))

    def _rule_controls(self, view: dict[str, Any], locale: str) -> list[Control]:
        """The rule-setter's choices; anyone else clicking gets "not your turn"."""
        if view["phase"] != "setting":
            return []
        step = view["step"]
        if step == "order":
            return [
                Button(
                    t(f"fisherman.button.order.{order}", locale),
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
                for low in range(1, 10)
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
            winner = event["winner"]
            card = next(p["card"] for p in event["plays"] if p["seat"] == winner)
            kept = self._kept(event["kept"], event["points"], locale)
            return t(
                "fisherman.event.trick",
                locale,
                player=names[winner],
                trick=event["trick_no"],
                card=card_text(card, locale),
                kept=kept,
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
            for seat in order:
                kind = event["shields"][seat] or "none"
                lines.append(
                    t(
                        "fisherman.results.line",
                        locale,
                        rank=event["ranks"][seat],
                        player=names[seat],
                        points=signed(event["points"][seat]),
                        shield=t(f"fisherman.shield.{kind}", locale),
                    )
                )
            panels.append(
                Panel(
                    content="\n".join(lines),
                    render=partial(render.render_results, view, list(names), number),
                    filename=f"fisherman-results-{number}.png",
                )
            )
        return panels

    def final(self, view: dict[str, Any], names: Sequence[str], locale: str) -> Panel:
        result = view["result"]
        winners = " & ".join(names[s] for s in result["winners"])
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
            render=partial(render.render_final, view, list(names)),
            filename="fisherman-final.png",
        )

    def new_board(self, events: Sequence[Event]) -> bool:
        """A fresh board for each new tournament (the old one keeps its picture)."""
        return any(e["type"] == "tournament" for e in events)

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
        image = partial(render.render_hand, view, list(names))
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
        lines = [rules_line(view["rules"], locale)]
        if not acting:
            lines.append(t("fisherman.hand.waiting", locale, player=names[view["turn"]], **counts))
            return "\n".join(lines)
        lines.append(t("fisherman.hand.turn", locale, **counts))
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

    def rules(self, locale: str) -> list[Panel]:
        return [
            Panel(
                title=t("game.fisherman.name", locale),
                description=t("fisherman.rules.summary", locale),
                fields=[
                    (t(f"fisherman.rules.{k}.title", locale), t(f"fisherman.rules.{k}", locale))
                    for k in ("deck", "setting", "tricks", "scoring")
                ],
                colour=COLOUR,
            )
        ]


async def setup(bot: IchibaBot) -> None:
    bot.presenters[FishermanPresenter.game_id] = FishermanPresenter()
