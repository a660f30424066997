"""Flea Market: Price War on Discord: every choice in the private panel (DM / "My hand"),
a public board of stalls, an announcement per price war and per settlement, and the rules in
pages whose numbers come from ``data/fleamarket.json``. Each message's own picture is what its
reader acts on or the news (read in the chat); the players, colours and legend come in a
further picture above it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from bot.engine import Action, Event
from bot.games.fleamarket_view import View
from bot.i18n import messages, t
from bot.interface.presenter import Panel, Picture
from cogs.fleamarket import refusals
from cogs.fleamarket.private import cut_plan, holdings, prompt
from cogs.fleamarket.rules import rules_pages
from cogs.fleamarket.words import COLOUR_EMOJI, card_list, no_change
from rendering import fleamarket as render


class FleaMarketPresenter:
    """Turns Flea Market views into panels (see ``bot.interface.presenter.Presenter``)."""

    game_id = "fleamarket"

    # -- public ----------------------------------------------------------------------------
    def board(
        self, view: View, names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> Panel:
        lines = [self._status(view, names, locale)]
        recent = view.get("recent") or []  # also covers actions taken in private panels
        lines += [line for e in recent if (line := self._event_line(view, e, names, locale))]
        return Panel(
            content="\n".join(lines),
            render=partial(render.render_board, view, list(names), messages(locale)),
            filename="fleamarket-board.png",
            images=[
                Picture(
                    "fleamarket-players.png",
                    render=partial(
                        render.render_board_detail, view, list(names), messages(locale)
                    ),
                )
            ],
        )

    def _status(self, view: View, names: Sequence[str], locale: str) -> str:
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
        self, view: View, event: Event, names: Sequence[str], locale: str
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
        self, view: View, names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> list[Panel]:
        """A price war (which colours, the cards it cleared from whose stalls) and the
        settlement, as it may stay in the channel: from its event, which counts the cards taken
        as popularity face down (their values are secret once the next round starts, and an
        announcement stays)."""
        panels = [
            self._price_war(view, event, names, locale)
            for event in events
            if event["type"] == "price_war"
        ]
        report = next((e for e in events if e["type"] == "settlement"), None)
        if report is None or not view.get("last_settlement"):
            return panels
        lines = [t("fleamarket.settlement.title", locale, round=report["round"])]
        tie = report.get("tie")
        if tie and tie.get("choice"):
            take = t(f"fleamarket.take.{tie['choice']}", locale)
            lines.append(
                t("fleamarket.settlement.tie", locale, player=names[tie["chooser"]], take=take)
            )
        for entry in report["seats"]:
            lines.append(self._settlement_line(entry, names, locale))
        words = messages(locale)
        cards = partial(render.render_settlement, view, list(names), words, report)
        return [
            *panels,
            Panel(
                content="\n".join(lines),
                render=partial(
                    render.render_settlement_summary, view, list(names), words, report
                ),
                filename="fleamarket-settlement.png",
                images=[Picture("fleamarket-settlement-cards.png", render=cards)],
            ),
        ]

    def _price_war(
        self, view: View, event: Event, names: Sequence[str], locale: str
    ) -> Panel:
        """A price war's news: its line, and a picture of the cards it cleared from whose
        stalls."""
        return Panel(
            content=self._event_line(view, event, names, locale) or "",
            render=partial(render.render_price_war, view, list(names), messages(locale), event),
            filename="fleamarket-price-war.png",
        )

    @staticmethod
    def _settlement_line(entry: Mapping[str, Any], names: Sequence[str], locale: str) -> str:
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

    def final(self, view: View, names: Sequence[str], locale: str) -> Panel:
        result = view["result"]
        assert result is not None, "the game is over"
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
            images=[
                Picture(
                    "fleamarket-final-piles.png",
                    render=partial(render.render_final_detail, view, list(names), messages(locale)),
                )
            ],
        )

    def new_board(self, events: Sequence[Event]) -> bool:
        return any(e["type"] in ("settlement", "round") for e in events)

    def replaced_board(self, view: View, names: Sequence[str], locale: str) -> Panel:
        """A board replaced by a fresh one becomes a short note: it was last drawn with stall
        cards and plays that may have gone to a popularity pile, secret since."""
        return Panel(content=t("fleamarket.board_closed", locale))

    # -- private ---------------------------------------------------------------------------
    def private_acts(self, view: View) -> bool:
        me = view["me"]
        return me is not None and me["seat"] in view["to_act"]

    def private(
        self, view: View, legal: Sequence[Action], names: Sequence[str], locale: str
    ) -> Panel | None:
        me = view.get("me")
        if not me:
            return None
        head = holdings(view, locale)
        text, controls = prompt(view, legal, names, locale)
        words = messages(locale)
        return Panel(
            content=f"{text}\n{head}",
            render=partial(render.render_hand, view, list(names), words, cut_plan(view, legal)),
            filename="fleamarket-hand.png",
            controls=controls,
            images=[
                Picture(
                    "fleamarket-shops.png",
                    render=partial(render.render_hand_detail, view, list(names), words),
                )
            ],
        )

    def rules(self, locale: str) -> list[Panel]:
        return rules_pages(locale)

    def refusal_value(self, name: str, value: Any, locale: str) -> Any:
        return refusals.value(name, value, locale)
