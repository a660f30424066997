"""Maritime Silk Road on Discord: a public board per round, every move in the player's DM.

Money is secret, so all of a player's controls (buying shows what they can afford) live in
their private panel (DM, or "My hand" when DMs are closed); the board only shows public facts
and who earned, never how much.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from bot.engine import Action, Event
from bot.games import silkroad as silkroad_rules
from bot.i18n import messages, t
from bot.interface.client import IchibaBot
from bot.interface.presenter import Button, Choice, Control, Panel, Select
from bot.services.tables import encode_action
from rendering import silkroad as render

COLOUR = 0x1F5F8B
COLOURS: tuple[str, ...] = render.COLOURS
SPECIALS: tuple[str, ...] = render.SPECIALS
GOODS_EMOJI = {
    "porcelain": "⚪",
    "silk": "🟣",
    "tea": "🟢",
    "spice": "🟡",
    "glass": "🔴",
    "ore": "⚫",
}
SPECIAL_EMOJI = {"ship": "⛵", "licence": "📜", "porter": "🧺", "exchange": "🏦"}
MAX_OPTIONS = 25
MAX_CONTENT = 1900


def goods(colour: str, locale: str) -> str:
    """ "🟡 Spice": the colour is always shown by its circle too."""
    return f"{GOODS_EMOJI.get(colour, '')} {t(f'silkroad.colour.{colour}', locale)}".strip()


def special(kind: str, locale: str) -> str:
    return t(f"silkroad.special.{kind}", locale)


def _name(names: Sequence[str], seat: int | None) -> str:
    if seat is None or not 0 <= seat < len(names):
        return "?"
    return names[seat]


def _clip(text: str) -> str:
    return text if len(text) <= MAX_CONTENT else text[: MAX_CONTENT - 1] + "…"


class SilkRoadPresenter:
    """Turns Silk Road views into panels (see ``bot.interface.presenter.Presenter``)."""

    game_id = "silkroad"

    # -- public ----------------------------------------------------------------------------
    def board(
        self, view: dict[str, Any], names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> Panel:
        lines = [*self._status(view, names, locale), *self._log(view, names, locale)]
        return Panel(
            content=_clip("\n".join(lines)),
            render=partial(render.render_board, view, list(names), messages(locale)),
            filename="silkroad-board.png",
        )

    def _status(self, view: dict[str, Any], names: Sequence[str], locale: str) -> list[str]:
        phase = view["phase"]
        player = _name(names, view["turn"])
        if phase == "over":
            return []
        if phase == "load":
            ship = (view.get("load_round") or 0) + 1
            lines = [t("silkroad.status.load", locale, player=player, ship=ship)]
        else:
            head = t(
                "silkroad.status.turn",
                locale,
                number=view["number"],
                player=player,
                deck=view["deck_count"],
            )
            lines = [head, self._phase_line(view, locale)]
        if phase == "load" or view["number"] <= view["players"]:
            start = _name(names, view["start_player"])
            lines.append(t("silkroad.status.start", locale, player=start))
        lines.append(t("silkroad.status.private", locale, player=player))
        return lines

    @staticmethod
    def _phase_line(view: dict[str, Any], locale: str) -> str:
        phase, step = view["phase"], view["step"]
        if phase == "phase1":
            key = {"swap": "swap", "porter": "porter", "ship": "ship"}.get(step or "", "phase1")
            return t(f"silkroad.status.{key}", locale, left=view["swaps_left"])
        if phase == "exchange":
            return t("silkroad.status.exchange", locale, left=view["exchanges_left"])
        return t("silkroad.status.phase2", locale)

    def _log(self, view: dict[str, Any], names: Sequence[str], locale: str) -> list[str]:
        """One line per recent turn (public moves only; income amounts are secret)."""
        lines = []
        for record in view.get("history") or []:
            events = record["events"]
            if not events:
                continue
            if record["seat"] is None:
                loads = messages(locale).join(
                    t(
                        "silkroad.log.loaded",
                        locale,
                        player=_name(names, e["seat"]),
                        colour=goods(e["colour"], locale),
                    )
                    for e in events
                )
                lines.append(t("silkroad.log.setup", locale, actions=loads))
                continue
            actions = " · ".join(self._event_text(e, names, locale) for e in events)
            player = _name(names, record["seat"])
            lines.append(t("silkroad.log.turn", locale, player=player, actions=actions))
        return lines

    @staticmethod
    def _event_text(event: Event, names: Sequence[str], locale: str) -> str:
        kind = event["type"]
        if kind == "swapped":
            old, new = goods(event["from"], locale), goods(event["to"], locale)
            return t("silkroad.log.swapped", locale, old=old, new=new)
        if kind == "bought":
            card = special(event["card"], locale)
            return t("silkroad.log.bought", locale, card=card, price=event["price"])
        if kind == "loaded":
            return t("silkroad.log.loaded_own", locale, colour=goods(event["colour"], locale))
        if kind == "played":
            slots = messages(locale).join(str(s + 1) for s in event["slots"])
            return t(
                "silkroad.log.played",
                locale,
                count=len(event["slots"]),
                colour=goods(event["colour"], locale),
                slots=slots,
            )
        if kind == "income":
            if not event["earners"]:
                return t("silkroad.log.income_none", locale)
            players = messages(locale).join(_name(names, s) for s in event["earners"])
            return t("silkroad.log.income", locale, players=players)
        if kind == "drew":
            return t("silkroad.log.drew", locale, count=event["count"])
        if kind == "exchanged":
            return t("silkroad.log.exchanged", locale)
        if kind == "skipped":
            return t("silkroad.log.skipped", locale)
        return t("silkroad.log.nothing", locale)

    def announcements(
        self, view: dict[str, Any], names: Sequence[str], locale: str, events: Sequence[Event]
    ) -> list[Panel]:
        return []  # the board's log says what happened; amounts stay private

    def final(self, view: dict[str, Any], names: Sequence[str], locale: str) -> Panel:
        result = view["result"]
        winners = messages(locale).join(_name(names, s) for s in result["winners"])
        order = sorted(range(len(result["scores"])), key=lambda s: (result["ranking"][s], s))
        lines = [
            t(
                "silkroad.final.line",
                locale,
                rank=result["ranking"][s],
                player=_name(names, s),
                money=result["scores"][s],
            )
            for s in order
        ]
        return Panel(
            content=_clip("\n".join([t("game.over", locale, winners=winners), *lines])),
            render=partial(render.render_final, view, list(names), messages(locale)),
            filename="silkroad-final.png",
        )

    def new_board(self, events: Sequence[Event]) -> bool:
        return any(e["type"] == "turn" and e.get("new_round") for e in events)

    def notices(
        self, view: dict[str, Any], events: Sequence[Event], names: Sequence[str], locale: str
    ) -> Panel | None:
        """A private "you earned" line for the seat of ``view`` (sent by the bot, which
        DMs every seat its notice after an action; see the report)."""
        me = view.get("me")
        if not me:
            return None
        lines = []
        for event in events:
            mine = (event.get("private") or {}).get(str(me["seat"]))
            if event["type"] == "income" and mine:
                note = {"by": event["seat"], "colour": event["colour"], **mine}
                lines.append(self._note(note, names, locale))
        if not lines:
            return None
        lines.append(t("silkroad.me.money", locale, money=me["money"]))
        return Panel(content="\n".join(lines))

    # -- private ---------------------------------------------------------------------------
    def private_acts(self, view: dict[str, Any]) -> bool:
        me = view.get("me")
        return bool(me) and view["phase"] != "over" and view["turn"] == me["seat"]

    def private(
        self, view: dict[str, Any], legal: Sequence[Action], names: Sequence[str], locale: str
    ) -> Panel | None:
        me = view.get("me")
        if not me:
            return None
        if view["phase"] == "over":
            return Panel(content=t("silkroad.me.over", locale))
        image = partial(render.render_hand, view, list(names), messages(locale))
        start = self._start_note(view, me, names, locale)
        if not legal:
            lines = [t("silkroad.me.money", locale, money=me["money"]), *start]
            lines += self._news(me, names, locale, recap=False)
            lines.append(t("silkroad.me.waiting", locale, player=_name(names, view["turn"])))
            return Panel(
                content=_clip("\n".join(lines)), render=image, filename="silkroad-hand.png"
            )
        text, controls = self._controls(view, me, legal, names, locale)
        lines = list(start)
        if view["phase"] != "load":
            lines.append(t("silkroad.me.turn", locale, number=view["number"], money=me["money"]))
            lines += self._news(me, names, locale, recap=True)
        lines += text
        return Panel(
            content=_clip("\n".join(lines)),
            render=image,
            filename="silkroad-hand.png",
            controls=controls,
        )

    @staticmethod
    def _start_note(
        view: dict[str, Any], me: dict[str, Any], names: Sequence[str], locale: str
    ) -> list[str]:
        """During setup, who starts (drawn at random): "you" for the start player."""
        if view["phase"] != "load":
            return []
        if view["start_player"] == me["seat"]:
            return [t("silkroad.me.start_you", locale)]
        return [t("silkroad.me.start", locale, player=_name(names, view["start_player"]))]

    def _controls(
        self,
        view: dict[str, Any],
        me: dict[str, Any],
        legal: Sequence[Action],
        names: Sequence[str],
        locale: str,
    ) -> tuple[list[str], list[Control]]:
        phase, step = view["phase"], view["step"]
        if phase == "load":
            ship = (view.get("load_round") or 0) + 1
            return [t("silkroad.me.load", locale, ship=ship)], self._load_buttons(
                view, legal, locale
            )
        if phase == "phase1" and step == "ship":
            return [t("silkroad.me.ship", locale)], self._load_buttons(view, legal, locale)
        if phase == "phase1":
            return self._phase1(view, me, legal, locale)
        if phase == "exchange":
            return self._exchange(view, locale)
        if me.get("play"):
            return self._slots(view, me, legal, names, locale)
        return self._phase2(view, me, legal, names, locale)

    @staticmethod
    def _exchange(view: dict[str, Any], locale: str) -> tuple[list[str], list[Control]]:
        """Extra draws; the one that empties the draw pile (and so ends the game) says so."""
        lines = [t("silkroad.me.exchange", locale, left=view["exchanges_left"])]
        last = view["deck_count"] <= 1
        if last:
            lines.append(t("silkroad.me.exchange_last", locale))
        key = "silkroad.ctl.exchange_last" if last else "silkroad.ctl.exchange"
        return lines, [
            Button(t(key, locale), "exchange", "p", "danger" if last else "primary", emoji="🏦"),
            Button(t("silkroad.ctl.end_turn", locale), "done", "p", "secondary"),
        ]

    # -- phase 1 ---------------------------------------------------------------------------
    def _load_buttons(
        self, view: dict[str, Any], legal: Sequence[Action], locale: str
    ) -> list[Control]:
        supply = view["supply"]
        return [
            Button(
                t(
                    "silkroad.ctl.load",
                    locale,
                    colour=t(f"silkroad.colour.{c}", locale),
                    left=supply[c],
                ),
                code=encode_action({"type": "load", "colour": c}),
                verb="p",
                style="primary",
                disabled={"type": "load", "colour": c} not in legal,
                emoji=GOODS_EMOJI[c],
                row=i // 3,
            )
            for i, c in enumerate(COLOURS)
        ]

    def _phase1(
        self, view: dict[str, Any], me: dict[str, Any], legal: Sequence[Action], locale: str
    ) -> tuple[list[str], list[Control]]:
        step = view["step"]
        controls: list[Control] = self._swap_selects(view, me, legal, locale)
        if step == "swap":
            text = t("silkroad.me.swap_more", locale, left=view["swaps_left"])
            done = Button(t("silkroad.ctl.done_swapping", locale), "done", "p", row=2)
            return [text], [*controls, done]
        if step == "porter":
            text = t("silkroad.me.porter", locale)
            return [text], [
                *controls,
                Button(t("silkroad.ctl.no_swap", locale), "done", "p", row=2),
            ]
        for kind in SPECIALS:
            action = {"type": "buy", "card": kind}
            info = view["specials"][kind]
            key = "silkroad.ctl.buy" if info["left"] else "silkroad.ctl.buy_sold_out"
            controls.append(
                Button(
                    t(key, locale, card=special(kind, locale), price=info["price"]),
                    code=encode_action(action),
                    verb="p",
                    style="primary",
                    disabled=action not in legal,
                    emoji=SPECIAL_EMOJI[kind],
                    row=2,
                )
            )
        controls.append(Button(t("silkroad.ctl.skip", locale), "skip", "p", row=2))
        lines = [t("silkroad.me.phase1", locale)]
        for kind in SPECIALS:
            info = view["specials"][kind]
            lines.append(
                t(
                    "silkroad.me.special_line",
                    locale,
                    emoji=SPECIAL_EMOJI[kind],
                    card=special(kind, locale),
                    price=info["price"],
                    left=info["left"],
                    help=t(f"silkroad.special.help.{kind}", locale),
                )
            )
        return lines, controls

    def _swap_selects(
        self, view: dict[str, Any], me: dict[str, Any], legal: Sequence[Action], locale: str
    ) -> list[Control]:
        """One option per (cube colour on an unswapped ship, new colour): ships carrying the
        same colour are interchangeable, so the first such ship stands for them all."""
        ships = view["seats"][me["seat"]]["ships"]
        supply = view["supply"]
        seen: set[tuple[str, str]] = set()
        choices = []
        for action in legal:
            if action["type"] != "swap":
                continue
            old, new = ships[action["ship"]], action["colour"]
            if (old, new) in seen:
                continue
            seen.add((old, new))
            choices.append(
                Choice(
                    t(
                        "silkroad.ctl.swap_option",
                        locale,
                        ship=action["ship"] + 1,
                        old=t(f"silkroad.colour.{old}", locale),
                        new=t(f"silkroad.colour.{new}", locale),
                    ),
                    encode_action(action),
                    t(
                        "silkroad.ctl.swap_desc",
                        locale,
                        old=t(f"silkroad.colour.{old}", locale),
                        new=t(f"silkroad.colour.{new}", locale),
                        left=supply[new],
                    )[:100],
                    GOODS_EMOJI[new],
                )
            )
        selects: list[Control] = []
        for part in range(0, min(len(choices), 2 * MAX_OPTIONS), MAX_OPTIONS):
            key = (
                "silkroad.ctl.swap_placeholder"
                if not part
                else "silkroad.ctl.swap_placeholder_more"
            )
            selects.append(
                Select(t(key, locale), choices[part : part + MAX_OPTIONS], row=part // MAX_OPTIONS)
            )
        return selects

    # -- phase 2 ---------------------------------------------------------------------------
    def _phase2(
        self,
        view: dict[str, Any],
        me: dict[str, Any],
        legal: Sequence[Action],
        names: Sequence[str],
        locale: str,
    ) -> tuple[list[str], list[Control]]:
        previews = me.get("colour_previews") or {}
        controls: list[Control] = []
        lines = [t("silkroad.me.phase2", locale)]
        plays = [a for a in legal if a["type"] == "play"]
        if not plays:
            lines = [t("silkroad.me.phase2_empty", locale)]
        for i, action in enumerate(plays):
            colour = action["colour"]
            preview = previews.get(colour) or {"cards": 0, "slots": [], "income": []}
            income = list(preview["income"])
            controls.append(
                Button(
                    t(
                        "silkroad.ctl.play_option",
                        locale,
                        colour=t(f"silkroad.colour.{colour}", locale),
                        cards=preview["cards"],
                    ),
                    code=encode_action(action),
                    verb="p",
                    style="primary",
                    emoji=GOODS_EMOJI[colour],
                    row=i // 3,
                )
            )
            slots = messages(locale).join(str(s + 1) for s in preview["slots"])
            lines.append(
                t(
                    "silkroad.me.colour_preview",
                    locale,
                    colour=goods(colour, locale),
                    cards=preview["cards"],
                    slots=slots,
                    slot_count=len(preview["slots"]),
                    items=self._income_items(income, me["seat"], names, locale),
                )
            )
        count = min(2, view["deck_count"])
        key = "silkroad.ctl.draw_last" if view["deck_count"] <= 2 else "silkroad.ctl.draw"
        controls.append(
            Button(t(key, locale, count=count), "draw", "p", "success", emoji="🂠", row=2)
        )
        return lines, controls

    def _slots(
        self,
        view: dict[str, Any],
        me: dict[str, Any],
        legal: Sequence[Action],
        names: Sequence[str],
        locale: str,
    ) -> tuple[list[str], list[Control]]:
        play = me["play"]
        colour, chosen = play["colour"], play["slots"]
        cards = me["hand"][colour]
        shown = messages(locale).join(str(s + 1) for s in chosen) or t(
            "silkroad.me.no_slots", locale
        )
        lines = [
            t("silkroad.me.slots", locale, colour=goods(colour, locale), cards=cards, slots=shown)
        ]
        if chosen and me.get("preview") is not None:
            items = self._income_items(me["preview"], me["seat"], names, locale)
            lines.append(t("silkroad.me.preview", locale, items=items))
        controls: list[Control] = []
        for slot, top in enumerate(view["market"]):
            action = {"type": "slot", "slot": slot}
            picked = slot in chosen
            label = t(
                "silkroad.ctl.slot",
                locale,
                slot=slot + 1,
                colour=t(f"silkroad.colour.{top}", locale),
            )
            controls.append(
                Button(
                    ("✓ " if picked else "") + label,
                    code=encode_action(action),
                    verb="p",
                    style="success" if picked else "secondary",
                    disabled=action not in legal,
                    emoji=GOODS_EMOJI[top],
                    row=slot // 3,
                )
            )
        controls.append(
            Button(
                t("silkroad.ctl.confirm", locale, count=len(chosen)),
                "confirm",
                "p",
                "primary",
                disabled={"type": "confirm"} not in legal,
                emoji=GOODS_EMOJI[colour],
                row=2,
            )
        )
        controls.append(Button(t("silkroad.ctl.undo", locale), "undo", "p", "danger", row=2))
        return lines, controls

    # -- text helpers ----------------------------------------------------------------------
    @staticmethod
    def _income_items(income: Sequence[int], me: int, names: Sequence[str], locale: str) -> str:
        items = [
            t("silkroad.me.preview_item", locale, player=_name(names, seat), amount=amount)
            for seat, amount in enumerate(income)
            if amount
        ]
        return messages(locale).join(items) or t("silkroad.me.nobody", locale)

    def _news(
        self, me: dict[str, Any], names: Sequence[str], locale: str, *, recap: bool
    ) -> list[str]:
        lines = []
        if recap and me.get("recap"):
            items = messages(locale).join(self._note(n, names, locale) for n in me["recap"])
            lines.append(t("silkroad.me.recap", locale, items=items))
        if me.get("news"):
            items = messages(locale).join(self._note(n, names, locale) for n in me["news"])
            lines.append(t("silkroad.me.news", locale, items=items))
        return lines

    @staticmethod
    def _note(note: dict[str, Any], names: Sequence[str], locale: str) -> str:
        key = "silkroad.me.news_bonus" if note.get("bonus") else "silkroad.me.news_item"
        return t(
            key,
            locale,
            amount=note["amount"],
            colour=goods(note["colour"], locale),
            player=_name(names, note.get("by")),
            bonus=note.get("bonus", 0),
        )

    def rules(self, locale: str) -> list[Panel]:
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


async def setup(bot: IchibaBot) -> None:
    bot.presenters[SilkRoadPresenter.game_id] = SilkRoadPresenter()
