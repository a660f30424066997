"""Fisherman on Discord: rule-setting buttons on the board, card play from the private panel."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from bot.engine import Action, Event
from bot.games import fisherman as rules_data
from bot.games.fisherman_view import View
from bot.i18n import messages, t
from bot.interface.presenter import Button, Control, Panel, Picture, Style
from bot.services.tables import encode_action
from cogs.fisherman import refusals
from cogs.fisherman.rules import rules_pages
from cogs.fisherman.words import (
    SPECIES_EMOJI,
    card_text,
    cards_text,
    plays_text,
    rule_value,
    rules_line,
    scoring_params,
    signed,
    size_range,
    species,
)
from rendering import fisherman as render


def _turn(view: View) -> int:
    """The seat whose turn it is (while the rules are set and while fishing)."""
    turn = view["turn"]
    assert turn is not None, "someone is to act"
    return turn


class FishermanPresenter:
    """Turns Fisherman views into panels (see ``bot.interface.presenter.Presenter``)."""

    game_id = "fisherman"

    # -- public ----------------------------------------------------------------------------
    def board(
        self, view: View, names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> Panel:
        lines = [line for e in events if (line := self._event_line(e, view, names, locale))]
        lines += self._status(view, names, locale)
        words = messages(locale)
        return Panel(
            content="\n".join(lines),
            render=partial(render.render_board, view, list(names), words),
            filename="fisherman-board.png",
            controls=self._rule_controls(view, locale),
            images=[
                Picture(
                    "fisherman-rules.png",
                    partial(render.render_board_rules, view, list(names), words),
                ),
                Picture(
                    "fisherman-players.png",
                    partial(render.render_board_players, view, list(names), words),
                ),
            ],
        )

    def _status(self, view: View, names: Sequence[str], locale: str) -> list[str]:
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
        last = view.get("last_trick")
        if phase == "setting":
            if last and last.get("open"):  # the last tournament's last trick, with its results
                lines.append(self._trick_text("fisherman.status.last_trick", last, names, locale))
            key = f"fisherman.status.choose.{view['step']}"
            scoring = scoring_params(view.get("scoring"))
            return [*lines, t(key, locale, player=names[_turn(view)], **scoring)]
        if last and last.get("open") and not view["trick"]:
            lines.append(self._trick_text("fisherman.status.last_trick", last, names, locale))
        params = {
            "trick": view["trick_no"],
            "tricks": view["tricks"],
            "player": names[_turn(view)],
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
        done: Mapping[str, Any],
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

    def _rule_controls(self, view: View, locale: str) -> list[Control]:
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
        self, event: Event, view: View, names: Sequence[str], locale: str
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
        self, view: View, names: Sequence[str], locale: str, events: Sequence[Event]
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
            words = messages(locale)
            catches = partial(render.render_results_details, view, list(names), words, number)
            panels.append(
                Panel(
                    content="\n".join(lines),
                    render=partial(render.render_results, view, list(names), words, number),
                    filename=f"fisherman-results-{number}.png",
                    images=[Picture(f"fisherman-catches-{number}.png", catches)],
                )
            )
        return panels

    def final(self, view: View, names: Sequence[str], locale: str) -> Panel:
        result = view["result"]
        assert result is not None, "the game is over"
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

    def replaced_board(self, view: View, names: Sequence[str], locale: str) -> Panel:
        """A board replaced by a fresh one (a new tournament, the end) becomes a short note:
        it was last drawn with cards on the table that are set aside face down since."""
        key = "fisherman.board_closed_over" if view["phase"] == "over" else "fisherman.board_closed"
        return Panel(content=t(key, locale))

    # -- private ---------------------------------------------------------------------------
    def private_acts(self, view: View) -> bool:
        me = view["me"]
        return view["phase"] == "fishing" and me is not None and view["turn"] == me["seat"]

    def private(
        self, view: View, legal: Sequence[Action], names: Sequence[str], locale: str
    ) -> Panel | None:
        me = view.get("me")
        if view["phase"] == "over" or not me:
            return None
        words = messages(locale)
        details = partial(render.render_hand_details, view, list(names), words)
        controls: list[Control] = [
            self._card_button(a["card"], view, me, locale) for a in legal if a["type"] == "play"
        ]
        return Panel(
            content=self._private_text(view, me, names, locale, bool(controls)),
            render=partial(render.render_hand, view, list(names), words),
            filename="fisherman-hand.png",
            controls=controls,
            images=[Picture("fisherman-table.png", details)],
        )

    @staticmethod
    def _card_button(card: str, view: View, me: Mapping[str, Any], locale: str) -> Button:
        kind, _ = render.parse_card(card)
        worth = me.get("worth", {}).get(card, 0)
        style: Style = "success" if kind == view["rules"]["junk"] else "primary"
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
        view: View,
        me: Mapping[str, Any],
        names: Sequence[str],
        locale: str,
        acting: bool,
    ) -> str:
        counts = {"tournament": view["tournament"], "tournaments": view["tournaments"]}
        if view["phase"] == "setting":
            rule = t(f"fisherman.rule.{view['step']}", locale)
            return t(
                "fisherman.hand.rules", locale, player=names[_turn(view)], rule=rule, **counts
            )
        counts |= {"trick": view["trick_no"], "tricks": view["tricks"]}
        lines = [rules_line(view["rules"], locale), self._catch_text(view, me, locale)]
        if not acting:
            lines.insert(
                0, t("fisherman.hand.waiting", locale, player=names[_turn(view)], **counts)
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
    def _catch_text(view: View, me: Mapping[str, Any], locale: str) -> str:
        """The seat's catch this tournament and its points (they decide what to play)."""
        seat = view["seats"][me["seat"]]
        if not seat["captured"]:
            return t("fisherman.hand.no_catch", locale)
        points = int(seat["points"])
        cards = cards_text(seat["captured"], locale)
        return t("fisherman.hand.catch", locale, cards=cards, points=signed(points), count=points)

    def rules(self, locale: str) -> list[Panel]:
        return rules_pages(locale)

    def refusal_value(self, name: str, value: Any, locale: str) -> Any:
        return refusals.value(name, value, locale)
