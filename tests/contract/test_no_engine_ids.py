"""No engine id reaches a player: every text of random games in every language, through every
presenter (boards, private panels, announcements, final messages, notices), the refusal of
every refusable action, every move of the replays and the /rules pages, uses the catalog's
words, never the engine's ids.

The engine's ids are gathered from the games themselves: every identifier-like string value of
their views, actions and events (phases, steps, goods, products, species, card ids, pending
kinds, options...), plus the game's component lists. An id is looked for case-sensitively as a
whole word (ASCII letters, digits and ``_`` are word characters, so an id next to kana still
counts). A language's catalogs may use the same word as text: English writes "Display" for the
phase ``display`` and "ship" in "loads ship 2"; such a word, literally in the language's
catalog text, is the catalog's word, not a leak (so "tea" is a leak in English too: the English
catalog says "Tea", and "takusan" in Dutch, whose catalog says "Takusan"). Lots are letters on
the board: the catalog's word for a lot followed by a digit ("lot 2") is a leak of the engine's
index.

Refusals: in each visited position, actions the rules do not offer (other positions' moves,
an offered move with each field set to each component id, offered moves with a field changed
to another value or nonsense, an extra field) are refused; every refusal code a game raises
(its ``ERROR_KEYS``) must be met.

What this cannot see: an id in another form that the catalog also writes ("Fugu 1" under a
Dutch header, whose catalog writes "Kogelvis (Fugu)"), and a right word in the wrong sentence;
``tests/cogs`` checks those cases (Fisherman's rules example, Silk Road's setup loads).
"""

from __future__ import annotations

import importlib
import random
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import pytest
from fluent.syntax import FluentParser, Visitor
from fluent.syntax import ast as fluent_ast

from bot import i18n
from bot.engine import Action, Event, Game, IllegalAction
from bot.engine.playout import UNDO_CHANCE
from bot.engine.protocol import clone
from bot.games import GAMES
from bot.interface.presenter import Button, Panel, Presenter, Select, refusal_text
from bot.tools.demo import load_presenters
from cogs.history.text import describe
from tests.games.contracts import GAME_IDS, contract_for, player_counts

NAMES = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"]
LANGS = i18n.locales()
SEEDS = 2  # random games per player count (two: a silkroad colour sells out)
EVERY = 10  # every tenth position is read (and each where the phase or step changes)
PROBES = 6  # refused actions tried per position
IDENT = re.compile(r"[a-z][a-z0-9_-]*[a-z0-9]")
WORD = "A-Za-z0-9_"


@cache
def presenter(game_id: str) -> Presenter[Any]:
    return load_presenters()[game_id]


@dataclass(frozen=True)
class Moment:
    """A position worth reading: its views and offered moves, and the events that led to it."""

    where: str
    players: int
    public: Any
    views: list[Any]
    legal: list[list[Action]]
    events: list[Event]
    over: bool


@dataclass(frozen=True)
class Move:
    """A move of a random game, for its line in the replay."""

    where: str
    players: int
    seat: int
    action: Action
    events: list[Event]


@dataclass
class Collected:
    """What random games of one game gave: the engine's ids, the positions to read, every move
    (for the replays) and the refusals met."""

    ids: set[str] = field(default_factory=set)
    moments: list[Moment] = field(default_factory=list)
    moves: list[Move] = field(default_factory=list)
    refusals: dict[str, IllegalAction] = field(default_factory=dict)  # by repr


def identifiers(value: Any) -> Iterator[str]:
    """The identifier-like strings inside a view, action or event (values, not keys)."""
    if isinstance(value, str):
        if IDENT.fullmatch(value):
            yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from identifiers(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from identifiers(item)


def panel_texts(panel: Panel) -> list[str]:
    """Every text of a message a player reads: its words, card, captions and controls."""
    texts = [panel.content, panel.title or "", panel.description or "", panel.footer or ""]
    texts += [f"{name}\n{value}" for name, value in panel.fields]
    texts += [picture.title or "" for picture in panel.images]
    for control in panel.controls:
        if isinstance(control, Button):
            texts.append(control.label)
        elif isinstance(control, Select):
            texts.append(control.placeholder)
            texts += [f"{c.label}\n{c.description or ''}" for c in control.choices]
    return [text for text in texts if text]


def probes(
    legal: Sequence[Action],
    seen: Sequence[Action],
    values: dict[str, list[Any]],
    components: Sequence[str],
    rng: random.Random,
) -> list[Action]:
    """Actions to try that may be refused: moves of other positions, one offered move with
    each field changed to each of the game's component ids, offered moves with one field
    changed (to a value that field had elsewhere, or nonsense), or an extra field."""
    tries: list[Action] = list(rng.sample(list(seen), min(len(seen), PROBES)))
    sample = rng.sample(list(legal), min(len(legal), PROBES))
    for action in sample[:1]:
        tries += [{**action, name: c} for name in action if name != "type" for c in components]
    for action in sample:
        for name in [k for k in action if k != "type"]:
            other = rng.choice([*values.get(name, []), -1, 99, "nonsense", None])
            tries.append({**action, name: other})
        tries.append({"type": rng.choice([*values["type"], "nonsense"])})
        tries.append({**action, "extra": 1})
    return tries


def progress(rules: Game, legal: Sequence[Action], rng: random.Random) -> Action:
    """A random move, rarely one that only takes a choice back (so the game moves on)."""
    onward = [a for a in legal if a["type"] not in rules.undo_actions]
    return rng.choice(onward if onward and rng.random() > UNDO_CHANCE else legal)


def play(game_id: str, players: int, seed: int, found: Collected) -> None:
    """One random game: its ids, its moves, the refusals met on the way and the positions to
    read (every ``EVERY``th, each where the phase or step changes, each fresh board)."""
    rules, shown = GAMES[game_id], presenter(game_id)
    rng = random.Random(seed)
    state = rules.setup(players, seed, contract_for(game_id).options(seed))
    seen: dict[str, Action] = {}
    values: dict[str, list[Any]] = {"type": []}
    events: list[Event] = []
    step, stage = 0, None
    components = sorted(component_ids(game_id))
    while True:
        where = f"{players}p seed {seed} step {step}"
        public = rules.view(state, None)
        found.ids.update(identifiers(public))
        legal = [rules.legal_actions(state, seat) for seat in range(players)]
        for action in (a for actions in legal for a in actions):
            found.ids.update(identifiers(action))
            seen.setdefault(repr(sorted(action.items())), action)
            for name, value in action.items():
                if value not in values.setdefault(name, []):
                    values[name].append(value)
        now = (public.get("phase"), public.get("step"))
        over = rules.is_over(state)
        if over or now != stage or step % EVERY == 0 or (events and shown.new_board(events)):
            views = [rules.view(state, seat) for seat in range(players)]
            found.moments.append(Moment(where, players, public, views, legal, events, over))
        stage = now
        if over:
            return
        seat = rng.choice(sorted(rules.to_act(state)))
        for action in probes(legal[seat], list(seen.values()), values, components, rng):
            if action not in legal[seat]:
                refusal = rules.reject_reason(state, seat, action)
                found.refusals.setdefault(repr(refusal), refusal)
        action = progress(rules, legal[seat], rng)
        events = rules.apply(state, seat, clone(action))
        for event in events:
            found.ids.update(identifiers(event))
        found.moves.append(Move(where, players, seat, action, events))
        step += 1


def texts_of(game_id: str, moment: Moment, lang: str) -> Iterator[tuple[str, str]]:
    """Every text of a position in a language: board, announcements, private panels, notices,
    the board a fresh one replaces, the final message."""
    shown, names = presenter(game_id), NAMES[: moment.players]
    panels = [("board", shown.board(moment.public, names, lang, moment.events))]
    panels += [("news", p) for p in shown.announcements(moment.public, names, lang, moment.events)]
    notices = getattr(shown, "notices", None)
    for seat, view in enumerate(moment.views):
        private = shown.private(view, moment.legal[seat], names, lang)
        notice = notices(view, moment.events, names, lang) if notices else None
        panels += [(f"private {seat}", private), (f"notice {seat}", notice)]
    replaced = getattr(shown, "replaced_board", None)
    panels.append(("replaced board", replaced(moment.public, names, lang) if replaced else None))
    if moment.over:
        panels.append(("final", shown.final(moment.public, names, lang)))
    for what, panel in panels:
        if panel is not None:
            for text in panel_texts(panel):
                yield f"{moment.where} {what}", text


def component_ids(game_id: str) -> set[str]:
    """The game's component lists, which a random game may not all show."""
    module = importlib.import_module(f"bot.games.{game_id}")
    ids: set[str] = set()
    for name in ("PRODUCTS", "SPECIES", "COLOURS", "SPECIALS", "CARDS", "ORDERS", "RULE_ORDER"):
        ids.update(identifiers(list(getattr(module, name, []))))
    ids.update(identifiers(list(getattr(module, "CARD_INFO", {}))))
    ids.update(identifiers(list(getattr(module, "SPECIAL_TICKETS", []))))
    return ids


@cache
def collected(game_id: str) -> Collected:
    found = Collected()
    for players in player_counts(game_id):
        for seed in range(SEEDS):
            play(game_id, players, 1000 * players + seed, found)
    found.ids |= component_ids(game_id)
    return found


@cache
def catalog_words(lang: str) -> frozenset[str]:
    """Every ASCII word written literally in a language's catalogs (not identifiers, not
    placeholders): the words its texts may use."""
    words: set[str] = set()

    class Text(Visitor):
        def visit_TextElement(self, node: fluent_ast.TextElement) -> None:
            words.update(re.findall(rf"[{WORD}]+(?:-[{WORD}]+)*", node.value))

        def visit_StringLiteral(self, node: fluent_ast.StringLiteral) -> None:
            words.update(re.findall(rf"[{WORD}]+(?:-[{WORD}]+)*", node.value))

    parser = FluentParser(with_spans=False)
    for path in i18n.ftl_files(lang):
        Text().visit(parser.parse(path.read_text(encoding="utf-8")))
    return frozenset(words)


@cache
def lot_word(lang: str) -> re.Pattern[str]:
    """The catalog's word for a lot, where a number may follow."""
    sentence = i18n.t("tsukiji.lot_sold", lang, lot="§")
    word = re.search(r"(\S+)\s*§", sentence)
    assert word, sentence
    return re.compile(rf"(?<![{WORD}]){re.escape(word.group(1))}\s*(?=\d)", re.IGNORECASE)


@cache
def lot_counts(lang: str) -> tuple[str, ...]:
    """What the catalog itself writes right after its word for a lot when that starts with a
    digit: a count, not a lot ("ロット1つにつき", one per lot)."""
    found: set[str] = set()

    class After(Visitor):
        def visit_Pattern(self, node: fluent_ast.Pattern) -> None:
            for before, after in zip(node.elements, node.elements[1:], strict=False):
                term = getattr(before, "expression", None)
                if (
                    isinstance(term, fluent_ast.TermReference)
                    and term.id.name == "tsukiji-lot"
                    and isinstance(after, fluent_ast.TextElement)
                    and (count := re.match(r"\s*(\d+\S)", after.value))
                ):
                    found.add(count.group(1))
            self.generic_visit(node)

    parser = FluentParser(with_spans=False)
    for path in i18n.ftl_files(lang):
        After().visit(parser.parse(path.read_text(encoding="utf-8")))
    return tuple(found)


def leaks(text: str, ids: frozenset[str], lang: str) -> list[str]:
    """The engine ids in ``text`` that the language's catalogs do not use as words, and lot
    indexes (the word for a lot followed by one digit) where the board shows letters."""
    words = catalog_words(lang)
    found = [
        word
        for word in re.findall(rf"(?<![{WORD}])[a-z][{WORD}-]*(?![{WORD}])", text)
        if word not in words and {word, *word.split("-")} & ids - words
    ]
    for lot in lot_word(lang).finditer(text):
        rest = text[lot.end() :]
        if re.match(r"\d(?!\d)", rest) and not rest.startswith(lot_counts(lang)):
            found.append(text[lot.start() : lot.end() + 1])
    return sorted(set(found))


def test_every_refusal_code_is_met() -> None:
    """The random games try every refusal the rules have (so each is read in every language)."""
    for game_id in GAME_IDS:
        codes = {refusal.key for refusal in collected(game_id).refusals.values()}
        expected = set(importlib.import_module(f"bot.games.{game_id}").ERROR_KEYS)
        assert codes >= expected, f"{game_id}: never refused with {expected - codes}"


@pytest.mark.parametrize(("game_id", "lang"), [(g, lang) for g in GAME_IDS for lang in LANGS])
def test_no_engine_id_reaches_a_player(game_id: str, lang: str) -> None:
    found = collected(game_id)
    ids = frozenset(found.ids)
    texts = [text for moment in found.moments for text in texts_of(game_id, moment, lang)]
    texts += [
        (f"{m.where} replay", describe(game_id, m.seat, m.action, m.events, NAMES, lang))
        for m in found.moves
    ]
    texts += [
        (f"refusal {refusal!r}", refusal_text(refusal, load_presenters(), lang))
        for refusal in found.refusals.values()
    ]
    texts += [
        (f"rules page {n}", text)
        for n, page in enumerate(presenter(game_id).rules(lang), start=1)
        for text in panel_texts(page)
    ]
    problems = [
        f"{where}: {bad} in {text!r}" for where, text in texts if (bad := leaks(text, ids, lang))
    ]
    unique = sorted(set(problems), key=problems.index)
    assert not unique, f"{len(unique)} texts show engine ids:\n" + "\n".join(unique[:40])
