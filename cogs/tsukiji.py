"""Tsukiji on Discord: board buttons for buying, a DM wizard for the secret tickets."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from bot.client import IchibaBot
from bot.engine import Action, Event
from bot.i18n import t
from bot.presenter import Button, Choice, Control, Panel, Select
from bot.tables import encode_action
from rendering import tsukiji as render

COLOUR = 0x1F6F8B
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


def product(name: str, locale: str) -> str:
    return f"{PRODUCT_EMOJI.get(name, '')} {t(f'tsukiji.product.{name}', locale)}".strip()


def ticket_label(ticket: str, locale: str) -> str:
    if ticket in ("0", "1", "2", "3", "4"):
        return t("tsukiji.ticket.normal", locale, value=ticket)
    return t("tsukiji.ticket.special", locale, value=ticket.replace("x2", "×2"))


class TsukijiPresenter:
    """Turns Tsukiji views into panels (see ``bot.presenter.Presenter``)."""

    game_id = "tsukiji"

    # -- public ----------------------------------------------------------------------------
    def board(
        self, view: dict[str, Any], names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> Panel:
        lines = [self._status(view, names, locale)]
        lines += [line for e in events if (line := self._event_line(e, names, locale))]
        return Panel(
            content="\n".join(lines),
            render=partial(render.render_board, view, list(names)),
            filename="tsukiji-board.png",
            controls=self._buy_controls(view, locale),
        )

    def _status(self, view: dict[str, Any], names: Sequence[str], locale: str) -> str:
        head = t(
            "tsukiji.status.round",
            locale,
            round=view["round"],
            rounds=view["rounds"],
            start=names[view["start_player"]],
        )
        if view["phase"] == "evaluate":
            waiting = ", ".join(names[s] for s in view["to_act"])
            return f"{head}\n{t('tsukiji.status.evaluate', locale, waiting=waiting)}"
        if view["phase"] == "buy" and view["turn"] is not None:
            pending = view.get("pending")
            if pending:
                kind = t(f"tsukiji.pending.{pending['kind']}", locale)
                who = names[pending["seat"]]
                return f"{head}\n{t('tsukiji.status.choose', locale, player=who, what=kind)}"
            return f"{head}\n{t('tsukiji.status.buy', locale, player=names[view['turn']])}"
        return head

    def _buy_controls(self, view: dict[str, Any], locale: str) -> list[Control]:
        if view["phase"] != "buy" or view["turn"] is None:
            return []
        pending = view.get("pending")
        if pending:
            suggested = self._suggest(view, pending)
            key = f"tsukiji.choice.{pending['kind']}"
            return [
                Button(
                    t(key, locale, row=t(f"tsukiji.product.{row}", locale)),
                    code=encode_action({"type": pending["kind"], "row": row}),
                    style="primary" if row == suggested else "secondary",
                    emoji=PRODUCT_EMOJI.get(row),
                )
                for row in pending["options"]
            ]
        money = view["seats"][view["turn"]]["money"]
        controls: list[Control] = []
        for index, lot in enumerate(view["lots"]):
            if lot["sold_to"] is not None or lot["tile"] is None:
                continue
            cash = lot["tile"]["cash"]
            controls.append(
                Button(
                    t("tsukiji.buy", locale, lot=render.lot_label(index), price=cash),
                    code=encode_action({"type": "buy", "lot": index}),
                    style="primary",
                    disabled=cash > money,
                    emoji="⏰" if lot["tile"]["alarm"] else None,
                )
            )
        controls.append(Button(t("tsukiji.pass", locale), code="pass", style="secondary"))
        return controls

    @staticmethod
    def _suggest(view: dict[str, Any], pending: dict[str, Any]) -> str:
        """Takusan: the row worth most per card; Yakuza: the row worth least."""
        ranks = {p: i for i, p in enumerate(view["market_rank"])}

        def worth(row: str) -> int:
            return -1 if row == "maguro" else ranks.get(row, 9)

        options = pending["options"]
        return min(options, key=worth) if pending["kind"] == "takusan" else max(options, key=worth)

    def _event_line(self, event: Event, names: Sequence[str], locale: str) -> str | None:
        kind = event["type"]
        if kind == "bought":
            return t(
                "tsukiji.event.bought",
                locale,
                player=names[event["seat"]],
                lot=render.lot_label(event["lot"]),
                price=event["price"],
            )
        if kind == "passed":
            return t(
                "tsukiji.event.passed", locale, player=names[event["seat"]], money=event["money"]
            )
        if kind == "takusan":
            if event.get("discarded"):
                return t("tsukiji.event.takusan_lost", locale, player=names[event["seat"]])
            return t(
                "tsukiji.event.takusan",
                locale,
                player=names[event["seat"]],
                row=product(event["row"], locale),
            )
        if kind == "yakuza":
            if event.get("row") is None:
                return t("tsukiji.event.yakuza_nothing", locale, player=names[event["seat"]])
            return t(
                "tsukiji.event.yakuza",
                locale,
                player=names[event["seat"]],
                row=product(event["row"], locale),
            )
        return None

    def announcements(
        self, view: dict[str, Any], names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> list[Panel]:
        if not any(e["type"] == "reveal" for e in events) or not view.get("last_reveal"):
            return []
        reveal = view["last_reveal"]
        moves = ", ".join(
            f"{product(m['product'], locale)} {m['from']}→{m['to']} ({m['delta']:+d})"
            for m in reveal["moves"]
        )
        return [
            Panel(
                content=t("tsukiji.reveal", locale, round=reveal["round"], moves=moves),
                render=partial(render.render_reveal, view, list(names)),
                filename="tsukiji-reveal.png",
            )
        ]

    def final(self, view: dict[str, Any], names: Sequence[str], locale: str) -> Panel:
        result = view["result"]
        winners = " & ".join(names[s] for s in result["winners"])
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
            render=partial(render.render_final, view, list(names)),
            filename="tsukiji-final.png",
        )

    def new_board(self, events: Sequence[Event]) -> bool:
        return any(e["type"] in ("reveal", "round") for e in events)

    # -- private ---------------------------------------------------------------------------
    def private_acts(self, view: dict[str, Any]) -> bool:
        return view["phase"] == "evaluate"

    def private(
        self, view: dict[str, Any], legal: Sequence[Action], names: Sequence[str], locale: str
    ) -> Panel | None:
        me = view.get("me")
        if view["phase"] != "evaluate" or not me:
            return None
        image = partial(render.render_hand, view, list(names))
        lots = len(view["lots"])
        draft = me["draft"]
        summary = ", ".join(
            t(
                "tsukiji.draft.item",
                locale,
                lot=render.lot_label(i),
                ticket=ticket_label(tk, locale),
            )
            for i, tk in enumerate(draft)
        )
        if me["confirmed"]:
            text = t("tsukiji.draft.confirmed", locale, round=view["round"], summary=summary)
            return Panel(content=text, render=image, filename="tsukiji-hand.png")
        controls: list[Control] = []
        tickets = [a for a in legal if a["type"] == "ticket"]
        if tickets and len(draft) < lots:
            controls.append(
                Select(
                    placeholder=t(
                        "tsukiji.draft.placeholder", locale, lot=render.lot_label(len(draft))
                    ),
                    choices=[
                        Choice(
                            ticket_label(a["ticket"], locale),
                            encode_action(a),
                            t(f"tsukiji.ticket.help.{a['ticket']}", locale),
                        )
                        for a in tickets
                    ],
                )
            )
        if {"type": "confirm"} in legal:
            controls.append(
                Button(
                    t("tsukiji.draft.confirm", locale), code="confirm", verb="p", style="success"
                )
            )
        if {"type": "reset"} in legal:
            controls.append(
                Button(t("tsukiji.draft.reset", locale), code="reset", verb="p", style="danger")
            )
        if len(draft) < lots:
            text = t(
                "tsukiji.draft.next",
                locale,
                round=view["round"],
                lot=render.lot_label(len(draft)),
                lots=lots,
            )
        else:
            text = t("tsukiji.draft.ready", locale)
        if summary:
            text += "\n" + summary
        return Panel(content=text, render=image, filename="tsukiji-hand.png", controls=controls)

    def rules(self, locale: str) -> list[Panel]:
        return [
            Panel(
                title=t("game.tsukiji.name", locale),
                description=t("tsukiji.rules.summary", locale),
                fields=[
                    (t(f"tsukiji.rules.{k}.title", locale), t(f"tsukiji.rules.{k}", locale))
                    for k in ("evaluate", "pricing", "buy", "end")
                ],
                colour=COLOUR,
            )
        ]


async def setup(bot: IchibaBot) -> None:
    bot.presenters[TsukijiPresenter.game_id] = TsukijiPresenter()
