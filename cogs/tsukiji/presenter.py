"""Tsukiji on Discord: board buttons for buying, a DM with a menu per lot for the secret tickets.

The private panel offers every empty lot at once (tickets in any order): a select per empty
lot, a red button per lot holding a ticket that takes it back (one lot changes, the others
stay), and Confirm once every lot has one; that never takes more than Discord's five action
rows. The price tiles,
the Maguro set values and, with the variant, the bonus scores are written beside the controls
wherever a player decides.

Pictures: each panel's own picture is what its reader acts on (the lots on the board, right
above the buy buttons; a seat's tickets and lots, or what each lot or option is worth to it,
in every phase of the round); the players and the price board are pictures shown above it
(``Panel.images``), as are the market's moves above a reveal and the scores above the final.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from bot.engine import Action, Event
from bot.games import tsukiji as rules
from bot.games.tsukiji_view import Row, View
from bot.i18n import messages, t
from bot.interface.presenter import Button, Choice, Control, Panel, Picture, Select
from bot.services.tables import encode_action
from cogs.tsukiji import refusals
from cogs.tsukiji.rules import rules_pages
from cogs.tsukiji.words import (
    PRODUCT_EMOJI,
    bonus_text,
    choice_label,
    maguro_text,
    product,
    signed,
    ticket_help,
    ticket_label,
    ticket_name,
    tiles_text,
)
from rendering import tsukiji as render


def _variant(view: Mapping[str, Any]) -> bool:
    return bool((view.get("options") or {}).get("variant"))


def _maguro_gain(rows: Mapping[str, Row], cards: Sequence[str]) -> int:
    """What the Maguro cards of a lot add to a seat's Maguro set."""
    row = rows.get(rules.SET_PRODUCT) or {"cards": 0, "takusan": 0}
    have = row["cards"] + row["takusan"]
    return rules.maguro_value(have + cards.count(rules.SET_PRODUCT)) - rules.maguro_value(have)


class TsukijiPresenter:
    """Turns Tsukiji views into panels (see ``bot.interface.presenter.Presenter``)."""

    game_id = "tsukiji"

    # -- public ----------------------------------------------------------------------------
    def board(
        self, view: View, names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> Panel:
        lines = [self._status(view, names, locale)]
        lines += [line for e in events if (line := self._event_line(e, names, locale))]
        return Panel(
            content="\n".join(lines),
            render=partial(render.render_board, view, list(names), messages(locale)),
            filename="tsukiji-board.png",
            controls=self._buy_controls(view, locale),
            images=self._details(view, names, locale),
        )

    @staticmethod
    def _details(view: View, names: Sequence[str], locale: str) -> list[Picture]:
        """The pictures above a board or a private panel: the players, and the price board
        with the Maguro sets (the reader's own set outlined in a seat's view)."""
        if view["phase"] not in ("evaluate", "buy"):
            return []
        args = (view, list(names), messages(locale))
        return [
            Picture("tsukiji-players.png", render=partial(render.render_players, *args)),
            Picture("tsukiji-market.png", render=partial(render.render_market, *args)),
        ]

    def _status(self, view: View, names: Sequence[str], locale: str) -> str:
        start = names[view["start_player"]]
        head = t(
            "tsukiji.status.round", locale, round=view["round"], rounds=view["rounds"], start=start
        )
        if _variant(view):
            head += " · " + t("tsukiji.status.variant", locale)
        if view["phase"] == "evaluate":
            return "\n".join([head, *self._evaluate_lines(view, names, locale)])
        if view["phase"] == "buy" and view["turn"] is not None:
            return "\n".join([head, *self._buy_lines(view, names, locale)])
        return head

    @staticmethod
    def _evaluate_lines(view: View, names: Sequence[str], locale: str) -> list[str]:
        """Who still chooses, the open price tiles (and on the first board the start player)."""
        lines = []
        if view["round"] == 1:
            start = names[view["start_player"]]
            money, step = rules.START_MONEY, rules.MONEY_STEP
            lines.append(
                t("tsukiji.status.start_drawn", locale, start=start, money=money, step=step)
            )
        waiting = messages(locale).join(names[s] for s in view["to_act"])
        lines.append(t("tsukiji.status.evaluate", locale, waiting=waiting))
        lines.append(t("tsukiji.status.tiles", locale, tiles=tiles_text(view["tiles"])))
        return lines

    @staticmethod
    def _buy_lines(view: View, names: Sequence[str], locale: str) -> list[str]:
        """Who buys (the Maguro table and the variant's bonuses beside the buttons), or who
        places a Takusan or chooses a Yakuza's card."""
        pending = view.get("pending")
        if pending:
            kind = t(f"tsukiji.pending.{pending['kind']}", locale)
            who = names[pending["seat"]]
            return [t("tsukiji.status.choose", locale, player=who, what=kind)]
        turn = view["turn"]
        assert turn is not None, "someone buys"
        buyer = names[turn]
        table = maguro_text(view["maguro_values"], locale)
        lines = [
            t("tsukiji.status.buy", locale, player=buyer, money=rules.PASS_MONEY),
            t("tsukiji.status.maguro", locale, table=table),
        ]
        if _variant(view):
            lines.append(t("tsukiji.status.bonuses", locale, bonuses=bonus_text(view, locale)))
        return lines

    def _buy_controls(self, view: View, locale: str) -> list[Control]:
        if view["phase"] != "buy" or view["turn"] is None:
            return []
        pending = view.get("pending")
        if pending:
            return self._placement_controls(view, pending, locale)
        buyer = view["seats"][view["turn"]]
        controls: list[Control] = []
        for index, lot in enumerate(view["lots"]):
            if lot["sold_to"] is not None or lot["tile"] is None:
                continue
            cash = lot["tile"]["cash"]
            maguro = _maguro_gain(buyer["rows"], lot["cards"])
            key = "tsukiji.buy_maguro" if maguro else "tsukiji.buy"
            controls.append(
                Button(
                    t(key, locale, lot=render.lot_label(index), price=cash, maguro=maguro),
                    code=encode_action({"type": "buy", "lot": index}),
                    style="primary",
                    disabled=cash > buyer["money"],
                    emoji="⏰" if lot["tile"]["alarm"] else None,
                )
            )
        label = t("tsukiji.pass", locale, money=rules.PASS_MONEY)
        controls.append(Button(label, code="pass", style="secondary"))
        return controls

    def _placement_controls(
        self, view: View, pending: Mapping[str, Any], locale: str
    ) -> list[Control]:
        """A button per Takusan row, or per card a Yakuza may take; the best one in blue."""
        suggested = self._suggest(view, pending)
        controls: list[Control] = []
        for option in pending["options"]:
            if pending["kind"] == "takusan":
                action = {"type": "takusan", "row": option}
                emoji = PRODUCT_EMOJI.get(option)
            else:
                action = {"type": "yakuza", **option}
                emoji = PRODUCT_EMOJI.get(option["card"])
            controls.append(
                Button(
                    choice_label(option, locale),
                    code=encode_action(action),
                    style="primary" if option == suggested else "secondary",
                    emoji=emoji,
                )
            )
        return controls

    @staticmethod
    def _suggest(view: View, pending: Mapping[str, Any]) -> Any:
        """The option that leaves the buyer's rows worth most at the current market ranking
        and Maguro table, with the variant's bonuses when it is on (the first such option on a
        tie)."""
        buyer = pending["seat"]
        rows = view["seats"][buyer]["rows"]
        ranking = view["market_rank"]
        variant = view.get("options", {}).get("variant", False)
        now = view["seats"]

        def after(option: Any) -> int:
            changed = {p: dict(r) for p, r in rows.items()}
            if pending["kind"] == "takusan":
                changed[option]["takusan"] += 1
            else:
                part = "takusan" if option["card"] == rules.WILD else "cards"
                changed[option["row"]][part] -= 1
            value = rules.rows_value(changed, ranking)
            if variant:
                seats = [dict(s, rows=changed) if n == buyer else s for n, s in enumerate(now)]
                value += sum(rules.bonuses_of(seats, ranking[-1])[buyer].values())
            return value

        options = pending["options"]
        best = max(after(option) for option in options)
        return next(option for option in options if after(option) == best)

    def _event_line(self, event: Event, names: Sequence[str], locale: str) -> str | None:
        kind = event["type"]
        player = names[event["seat"]] if "seat" in event else ""
        if kind == "bought":
            lot = render.lot_label(event["lot"])
            return t("tsukiji.event.bought", locale, player=player, lot=lot, price=event["price"])
        if kind == "passed":
            return t("tsukiji.event.passed", locale, player=player, money=event["money"])
        if kind == "takusan":
            if event.get("discarded"):
                return t("tsukiji.event.takusan_lost", locale, player=player)
            row = product(event["row"], locale)
            return t("tsukiji.event.takusan", locale, player=player, row=row)
        if kind == "yakuza":
            if event.get("row") is None:
                return t("tsukiji.event.yakuza_nothing", locale, player=player)
            row = product(event["row"], locale)
            key = "tsukiji.event.yakuza_takusan" if event.get("card") == rules.WILD else None
            return t(key or "tsukiji.event.yakuza", locale, player=player, row=row)
        return None

    def announcements(
        self, view: View, names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> list[Panel]:
        reveal = view["last_reveal"]
        if not any(e["type"] == "reveal" for e in events) or not reveal:
            return []
        moves = messages(locale).join(
            f"{product(m['product'], locale)} {m['from']}→{m['to']} ({signed(m['delta'])})"
            for m in reveal["moves"]
        )
        return [
            Panel(
                content=t("tsukiji.reveal", locale, round=reveal["round"], moves=moves),
                render=partial(render.render_reveal, view, list(names), messages(locale)),
                filename="tsukiji-reveal.png",
                images=[
                    Picture(
                        "tsukiji-moves.png",
                        render=partial(render.render_moves, view, list(names), messages(locale)),
                    )
                ],
            )
        ]

    def final(self, view: View, names: Sequence[str], locale: str) -> Panel:
        result = view["result"]
        assert result is not None, "the game is over"
        winners = messages(locale).join(names[s] for s in result["winners"])
        order = sorted(range(len(names)), key=lambda s: result["ranking"][s])
        lines = [
            t(
                "tsukiji.final.line",
                locale,
                rank=result["ranking"][s],
                player=names[s],
                score=result["scores"][s],
            )
            for s in order
        ]
        return Panel(
            content="\n".join([t("game.over", locale, winners=winners), *lines]),
            render=partial(render.render_final, view, list(names), messages(locale)),
            filename="tsukiji-final.png",
            images=[
                Picture(
                    "tsukiji-scores.png",
                    render=partial(render.render_breakdown, view, list(names), messages(locale)),
                )
            ],
        )

    def new_board(self, events: Sequence[Event]) -> bool:
        return any(e["type"] in ("reveal", "round") for e in events)

    # -- private ---------------------------------------------------------------------------
    def private_acts(self, view: View) -> bool:
        return view["phase"] == "evaluate"

    def private(
        self, view: View, legal: Sequence[Action], names: Sequence[str], locale: str
    ) -> Panel | None:
        me = view.get("me")
        if view["phase"] not in ("evaluate", "buy") or not me:
            return None
        image = partial(render.render_hand, view, list(names), messages(locale))
        details = self._details(view, names, locale)
        if view["phase"] == "buy":
            return Panel(
                content=self._status(view, names, locale),
                render=image,
                filename="tsukiji-hand.png",
                images=details,
            )
        draft = me["draft"]
        summary = messages(locale).join(
            t(
                "tsukiji.draft.item",
                locale,
                lot=render.lot_label(lot),
                ticket=ticket_label(ticket, locale) if ticket else t("tsukiji.draft.empty", locale),
            )
            for lot, ticket in enumerate(draft)
        )
        if me["confirmed"]:
            text = t("tsukiji.draft.confirmed", locale, round=view["round"], summary=summary)
            return Panel(content=text, render=image, filename="tsukiji-hand.png", images=details)
        placed = sum(ticket is not None for ticket in draft)
        key = "tsukiji.draft.ready" if placed == len(draft) else "tsukiji.draft.next"
        lines = [
            t(key, locale, round=view["round"]),
            t("tsukiji.status.tiles", locale, tiles=tiles_text(view["tiles"])),
            t("tsukiji.status.maguro", locale, table=maguro_text(view["maguro_values"], locale)),
        ]
        if _variant(view):
            lines.append(t("tsukiji.status.bonuses", locale, bonuses=bonus_text(view, locale)))
        lines.append(t("tsukiji.draft.mine", locale, summary=summary))
        return Panel(
            content="\n".join(lines),
            render=image,
            filename="tsukiji-hand.png",
            controls=self._draft_controls(draft, legal, locale),
            images=details,
        )

    def _draft_controls(
        self, draft: Sequence[str | None], legal: Sequence[Action], locale: str
    ) -> list[Control]:
        """A select per empty lot, then Confirm (once every lot has a ticket) and a red
        take-back button per lot holding a ticket (and one for all): never more than five
        action rows, as a lot's select gives way to its button."""
        controls: list[Control] = []
        for lot in range(len(draft)):
            choices = [
                Choice(
                    ticket_label(a["ticket"], locale),
                    encode_action(a),
                    ticket_help(a["ticket"], locale),
                )
                for a in legal
                if a["type"] == "ticket" and a["lot"] == lot
            ]
            if choices:
                label = render.lot_label(lot)
                controls.append(Select(t("tsukiji.draft.choose", locale, lot=label), choices))
        if {"type": "confirm"} in legal:
            label = t("tsukiji.draft.confirm", locale)
            controls.append(Button(label, code="confirm", verb="p", style="success"))
        takes = [a for a in legal if a["type"] == "take"]
        for action in takes:
            ticket = ticket_name(draft[action["lot"]] or "")
            label = t(
                "tsukiji.draft.take", locale, lot=render.lot_label(action["lot"]), ticket=ticket
            )
            controls.append(Button(label, code=encode_action(action), verb="p", style="danger"))
        if len(takes) > 1 and {"type": "reset"} in legal:
            label = t("tsukiji.draft.reset", locale)
            controls.append(Button(label, code="reset", verb="p", style="danger"))
        return controls

    # -- rules -----------------------------------------------------------------------------
    def rules(self, locale: str) -> list[Panel]:
        return rules_pages(locale)

    def refusal_value(self, name: str, value: Any, locale: str) -> Any:
        return refusals.value(name, value, locale)
