"""One line per move of a replay, from the move's action and events.

The games' own event texts are used where they exist (``<game>.event.*``, Silk Road's
``silkroad.log.*``), with the presenters' public helpers for cards and goods; what they do not
say (secret choices, selections, take-backs) comes from ``data/locales/en/history.json``. A
move whose kind is not known here still gets a line (``history.move.other``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.engine import Action, Event
from bot.i18n import FALLBACK, fluent_id, language, message_ids, messages, t, variables
from cogs import fisherman as fisherman_ui
from cogs import fleamarket as fleamarket_ui
from cogs import silkroad as silkroad_ui
from cogs import tsukiji as tsukiji_ui
from rendering.tsukiji import lot_label

MAX_LINE = 300
Line = Callable[[Event, Sequence[str], str], str | None]


def _exists(key: str) -> bool:
    """Whether the catalogs have ``key`` (English has every key)."""
    return fluent_id(key) in message_ids(FALLBACK)


def _text(key: str, fallback: str, locale: str, **params: Any) -> str:
    """A game's own text when it exists and takes these parameters (the games' catalogs
    change with their rules), else this module's own ``fallback`` key."""
    ident = fluent_id(key)
    for lang in (language(locale), FALLBACK):
        if ident in message_ids(lang):
            if variables(lang, ident) <= set(params):
                return t(key, locale, **params)
            break
    return t(fallback, locale, **params)


def _who(names: Sequence[str], seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def describe(
    game: str,
    seat: int,
    action: Action,
    events: Sequence[Event],
    names: Sequence[str],
    locale: str,
) -> str:
    """The move of ``seat`` (``action``, which caused ``events``) in one line."""
    told = [(e, line) for e in events if (line := event_line(game, e, names, locale))]
    lines = [line for _, line in told]
    if game == "silkroad":
        lines = _silkroad(seat, events, names, locale)
    if game == "silkroad" and not lines:
        lines = [action_line(game, seat, action, names, locale)]
    elif game != "silkroad" and not any(e.get("seat") == seat for e, _ in told):
        lines.insert(0, action_line(game, seat, action, names, locale))  # who did what first
    text = " · ".join(lines)
    return text if len(text) <= MAX_LINE else text[: MAX_LINE - 1] + "…"


def action_line(game: str, seat: int, action: Action, names: Sequence[str], locale: str) -> str:
    """A move that its events do not describe (a secret choice, a selection...)."""
    kind = str(action.get("type"))
    key = f"history.{game}.{kind}"
    params = {k: _value(game, k, v, locale) for k, v in action.items() if k != "type"}
    if not _exists(key):
        return t("history.move.other", locale, player=_who(names, seat), action=kind)
    return _text(key, "history.move.other", locale, player=_who(names, seat), action=kind, **params)


def _value(game: str, name: str, value: Any, locale: str) -> Any:
    """An action's parameter as players read it."""
    if game == "tsukiji" and name == "ticket":
        return tsukiji_ui.ticket_label(str(value), locale)
    if game == "tsukiji" and name == "row":
        return tsukiji_ui.product(str(value), locale)
    if game == "tsukiji" and name == "lot" and isinstance(value, int):
        return lot_label(value)
    if game == "fleamarket" and name == "card":
        return fleamarket_ui.card_name(str(value), locale)
    if game == "fleamarket" and name == "take":
        key = f"fleamarket.take.{value}"
        return t(key if _exists(key) else f"history.fleamarket.take.{value}", locale)
    if game == "fisherman" and name == "card":
        return fisherman_ui.card_text(str(value), locale)
    if game == "fisherman" and name == "species":
        return fisherman_ui.species(str(value), locale)
    if game == "silkroad" and name == "colour":
        return silkroad_ui.goods(str(value), locale)
    if game == "silkroad" and name == "card":
        return silkroad_ui.special(str(value), locale)
    if game == "silkroad" and name in ("slot", "ship"):
        return int(value) + 1
    return value


def event_line(game: str, event: Event, names: Sequence[str], locale: str) -> str | None:
    """The text of one event, or ``None`` for events not worth a line."""
    handler = _EVENTS.get(game, {}).get(event.get("type", ""))
    return handler(event, names, locale) if handler else None


# -- Tsukiji -----------------------------------------------------------------------------
def _tsukiji_bought(e: Event, names: Sequence[str], locale: str) -> str:
    return t(
        "tsukiji.event.bought",
        locale,
        player=_who(names, e["seat"]),
        lot=lot_label(e["lot"]),
        price=e["price"],
    )


def _tsukiji_passed(e: Event, names: Sequence[str], locale: str) -> str:
    return t("tsukiji.event.passed", locale, player=_who(names, e["seat"]), money=e["money"])


def _tsukiji_takusan(e: Event, names: Sequence[str], locale: str) -> str:
    player = _who(names, e["seat"])
    if e.get("discarded"):
        return t("tsukiji.event.takusan_lost", locale, player=player)
    return t(
        "tsukiji.event.takusan", locale, player=player, row=tsukiji_ui.product(e["row"], locale)
    )


def _tsukiji_yakuza(e: Event, names: Sequence[str], locale: str) -> str:
    player = _who(names, e["seat"])
    if e.get("row") is None:
        return t("tsukiji.event.yakuza_nothing", locale, player=player)
    return t(
        "tsukiji.event.yakuza", locale, player=player, row=tsukiji_ui.product(e["row"], locale)
    )


def _tsukiji_confirmed(e: Event, names: Sequence[str], locale: str) -> str:
    return t("history.tsukiji.confirmed", locale, player=_who(names, e["seat"]))


def _tsukiji_reveal(e: Event, names: Sequence[str], locale: str) -> str:
    return t("history.tsukiji.reveal", locale, round=e["round"])


def _tsukiji_round(e: Event, names: Sequence[str], locale: str) -> str:
    player = _who(names, e.get("start_player"))
    return t("history.tsukiji.round", locale, round=e["round"], player=player)


def _flea_round(e: Event, names: Sequence[str], locale: str) -> str:
    player = _who(names, e.get("start_player"))
    return t("history.fleamarket.round", locale, round=e["round"], player=player)


# -- Fisherman ---------------------------------------------------------------------------
def _fisherman_rule(e: Event, names: Sequence[str], locale: str) -> str:
    value = fisherman_ui.rule_value(e["rule"], e["value"], locale)
    return t(
        f"fisherman.event.rule.{e['rule']}", locale, player=_who(names, e["seat"]), value=value
    )


def _fisherman_fishing(e: Event, names: Sequence[str], locale: str) -> str:
    return t("fisherman.event.fishing", locale, player=_who(names, e["leader"]))


def _fisherman_played(e: Event, names: Sequence[str], locale: str) -> str:
    card = fisherman_ui.card_text(e["card"], locale)
    return t("history.fisherman.played", locale, player=_who(names, e["seat"]), card=card)


def _fisherman_trick(e: Event, names: Sequence[str], locale: str) -> str:
    """The trick as the board told it: a winning card that was set aside is not named."""
    winner = e["winner"]
    card = next((p["card"] for p in e["plays"] if p["seat"] == winner), "")
    kept = messages(locale).join(fisherman_ui.card_text(c, locale) for c in e["kept"])
    aside = len(e["plays"]) - len(e["kept"])
    params = {
        "player": _who(names, winner),
        "trick": e["trick_no"],
        "kept": kept or t("fisherman.kept_nothing", locale),
        "aside": t("fisherman.aside", locale, count=aside) if aside else "",
    }
    if card and card in e["kept"]:
        card_name = fisherman_ui.card_text(card, locale)
        return _text(
            "fisherman.event.trick", "history.fisherman.trick", locale, card=card_name, **params
        )
    return _text(
        "fisherman.event.trick_set_aside", "history.fisherman.trick", locale, card="—", **params
    )


def _fisherman_tournament_end(e: Event, names: Sequence[str], locale: str) -> str:
    best = [names[s] for s, r in enumerate(e.get("ranks") or []) if r == 1 and s < len(names)]
    return t(
        "history.fisherman.tournament_end",
        locale,
        tournament=e["tournament"],
        players=", ".join(best) or "?",
    )


# -- Flea Market -------------------------------------------------------------------------
def _flea_played(e: Event, names: Sequence[str], locale: str) -> str:
    cards = fleamarket_ui.card_list(e["cards"], locale)
    return t("fleamarket.event.played", locale, player=_who(names, e["seat"]), cards=cards)


def _flea_passed(e: Event, names: Sequence[str], locale: str) -> str:
    key = "forced_pass" if e.get("forced") else "passed"
    return t(f"fleamarket.event.{key}", locale, player=_who(names, e["seat"]))


def _flea_cut(e: Event, names: Sequence[str], locale: str) -> str:
    key = "cut" if e["amount"] else "no_cut"
    player = _who(names, e["seat"])
    return _text(
        f"fleamarket.event.{key}",
        f"history.fleamarket.event.{key}",
        locale,
        player=player,
        amount=e["amount"],
        cost=e["cost"],
    )


def _flea_restock(e: Event, names: Sequence[str], locale: str) -> str:
    key = {"draw": "draw", "stall": "stall"}.get(e.get("choice"), "nothing")
    return t(f"fleamarket.event.{key}", locale, player=_who(names, e["seat"]), count=e["count"])


def _flea_extra(e: Event, names: Sequence[str], locale: str) -> str:
    player = _who(names, e["seat"])
    return _text(
        "fleamarket.event.extra",
        "history.fleamarket.event.extra",
        locale,
        player=player,
        cost=e["cost"],
    )


def _flea_reshuffle(e: Event, names: Sequence[str], locale: str) -> str:
    return t("fleamarket.event.reshuffle", locale, count=e["count"])


def _flea_all_colours(e: Event, names: Sequence[str], locale: str) -> str:
    return t("fleamarket.event.all_colours", locale)


def _flea_tie(e: Event, names: Sequence[str], locale: str) -> str:
    take = t(f"fleamarket.take.{e['take']}", locale)
    return t("fleamarket.event.tie", locale, player=_who(names, e["seat"]), take=take)


def _flea_price_war(e: Event, names: Sequence[str], locale: str) -> str:
    colours = ", ".join(t(f"fleamarket.colour.{c}", locale) for c in e["colours"])
    count = sum(len(r["cards"]) for r in e["removed"])
    return t("history.fleamarket.price_war", locale, colours=colours, count=count)


def _flea_settlement(e: Event, names: Sequence[str], locale: str) -> str:
    return t("history.fleamarket.settlement", locale, round=e["round"])


# -- Silk Road ---------------------------------------------------------------------------
def _silkroad(seat: int, events: Sequence[Event], names: Sequence[str], locale: str) -> list[str]:
    """Silk Road's log fragments ("loaded Tea", "drew 2") joined after the player's name."""
    parts = []
    for e in events:
        kind = e.get("type")
        if kind == "loaded":
            parts.append(
                t("silkroad.log.loaded_own", locale, colour=silkroad_ui.goods(e["colour"], locale))
            )
        elif kind == "swapped":
            old, new = silkroad_ui.goods(e["from"], locale), silkroad_ui.goods(e["to"], locale)
            parts.append(t("silkroad.log.swapped", locale, old=old, new=new))
        elif kind == "bought":
            card = silkroad_ui.special(e["card"], locale)
            parts.append(t("silkroad.log.bought", locale, card=card, price=e["price"]))
        elif kind == "skipped":
            parts.append(t("silkroad.log.skipped", locale))
        elif kind == "played":
            slots = ", ".join(str(s + 1) for s in e["slots"])
            colour = silkroad_ui.goods(e["colour"], locale)
            parts.append(
                t("silkroad.log.played", locale, count=len(e["slots"]), colour=colour, slots=slots)
            )
        elif kind == "income":
            earners = ", ".join(_who(names, s) for s in e["earners"])
            key = "silkroad.log.income" if e["earners"] else "silkroad.log.income_none"
            parts.append(t(key, locale, players=earners))
        elif kind == "drew":
            parts.append(t("silkroad.log.drew", locale, count=e["count"]))
        elif kind == "exchanged":
            parts.append(t("silkroad.log.exchanged", locale))
    if not parts:
        return []
    return [t("silkroad.log.turn", locale, player=_who(names, seat), actions=", ".join(parts))]


_EVENTS: dict[str, dict[str, Line]] = {
    "tsukiji": {
        "bought": _tsukiji_bought,
        "passed": _tsukiji_passed,
        "takusan": _tsukiji_takusan,
        "yakuza": _tsukiji_yakuza,
        "confirmed": _tsukiji_confirmed,
        "reveal": _tsukiji_reveal,
        "round": _tsukiji_round,
    },
    "fisherman": {
        "rule": _fisherman_rule,
        "fishing": _fisherman_fishing,
        "played": _fisherman_played,
        "trick": _fisherman_trick,
        "tournament_end": _fisherman_tournament_end,
    },
    "fleamarket": {
        "played": _flea_played,
        "passed": _flea_passed,
        "cut": _flea_cut,
        "restock": _flea_restock,
        "extra": _flea_extra,
        "reshuffle": _flea_reshuffle,
        "all_colours": _flea_all_colours,
        "tie_choice": _flea_tie,
        "price_war": _flea_price_war,
        "settlement": _flea_settlement,
        "round": _flea_round,
    },
}
