"""Text in the players' languages: Project Fluent catalogs in ``data/locales/<locale>/``.

Each locale folder holds ``.ftl`` files (``core.ftl``, one per game, ``history.ftl``...) and a
``glossary/`` with each game's terms as Fluent terms (``-<game>-<term> = ...``), which the
messages use, so a term reads the same everywhere. Plurals follow CLDR (``{ $count -> [one] …
*[other] … }``); numbers and lists are formatted per locale with Babel's CLDR data. A sixth
language is a new folder and nothing else.

Code names a message by its dotted key (``"lobby.join"``); in the ``.ftl`` files, whose
identifiers cannot hold dots, the same message is ``lobby-join``. A key missing from a language
falls back to English; a locale without a catalog (``fr``, and ``en-GB`` → ``en``) gets English.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator, Mapping
from datetime import date
from functools import cache, lru_cache
from importlib.resources.abc import Traversable
from typing import Any, Literal

from babel import Locale, UnknownLocaleError
from babel.dates import format_date
from babel.lists import format_list
from babel.numbers import format_decimal
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, FluentSerializer, Visitor
from fluent.syntax import ast as fluent_ast

from bot.engine.data import DATA

log = logging.getLogger(__name__)

# The list styles of Babel's ``format_list``: "A, B and C" (standard), "A, B or C" (or)...
ListStyle = Literal[
    "standard", "standard-short", "or", "or-short", "unit", "unit-short", "unit-narrow"
]
FALLBACK = "en"
LOCALES = DATA / "locales"


def fluent_id(key: str) -> str:
    """The ``.ftl`` identifier of a dotted message key."""
    return key.replace(".", "-")


def ftl_files(lang: str) -> list[Traversable]:
    """The catalog files of a language, glossary first (sorted, so loading is stable)."""

    def walk(folder: Traversable) -> Iterator[Traversable]:
        for entry in sorted(folder.iterdir(), key=lambda e: (not e.is_dir(), e.name)):
            if entry.is_dir():
                yield from walk(entry)
            elif entry.name.endswith(".ftl"):
                yield entry

    folder = LOCALES / lang
    return list(walk(folder)) if folder.is_dir() else []


@cache
def locales() -> tuple[str, ...]:
    """The languages with a catalog folder, English first."""
    names = sorted(e.name for e in LOCALES.iterdir() if e.is_dir() and e.name != FALLBACK)
    return (FALLBACK, *names)


def language(locale: str | None) -> str:
    """The catalog a Discord locale reads: ``"zh-TW"`` → ``"zh-TW"``, ``"en-GB"`` → ``"en"``,
    ``"nl"`` → ``"nl"``; a locale with no catalog (``"fr"``) → English."""
    if not locale:
        return FALLBACK
    known = {name.lower(): name for name in locales()}
    text = str(locale).lower()
    return known.get(text) or known.get(text.split("-")[0]) or FALLBACK


@cache
def _bundle(lang: str) -> FluentBundle:
    def ordinal(value: Any) -> str:
        """``ORDINAL($n)``: the CLDR ordinal category of ``$n`` in this language ("one" for 1
        in English: 1st), to select on (fluent.runtime has no ``NUMBER(type: "ordinal")``)."""
        return str(_babel_locale(lang).ordinal_form(int(getattr(value, "value", value))))

    # fluent.runtime formats a function's str result too, though its annotation asks for a
    # FluentType.
    functions = {"ORDINAL": ordinal}
    bundle = FluentBundle([lang], use_isolating=False, functions=functions)  # type: ignore[arg-type]
    for path in ftl_files(lang):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


def warm_up() -> int:
    """Load every catalog and compile every message now (what a long-running process would
    otherwise do at first use, piecemeal); the number of messages compiled. The bot does this
    before freezing its start-up objects out of the garbage collector's scans."""
    compiled = 0
    for lang in locales():
        bundle = _bundle(lang)
        _babel_locale(lang)
        messages(lang)
        for ident in message_ids(lang):
            message = bundle.get_message(ident)
            patterns = [message.value, *message.attributes.values()]
            for pattern in patterns:
                if pattern is not None:
                    bundle.format_pattern(pattern, {})  # errors (missing variables) ignored
                    compiled += 1
    return compiled


@cache
def _syntax(lang: str) -> dict[str, fluent_ast.Message | fluent_ast.Term]:
    """Every message and term of a language as Fluent syntax (for checks, not for text)."""
    entries: dict[str, fluent_ast.Message | fluent_ast.Term] = {}
    parser = FluentParser(with_spans=False)
    for path in ftl_files(lang):
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, fluent_ast.Message):
                entries[entry.id.name] = entry
            elif isinstance(entry, fluent_ast.Term):
                entries["-" + entry.id.name] = entry
            elif isinstance(entry, fluent_ast.Junk):
                log.error("%s: unreadable catalog entry %r", path.name, (entry.content or "")[:80])
    return entries


@cache
def message_ids(lang: str) -> frozenset[str]:
    """The ``.ftl`` identifiers of a language's messages (terms not included)."""
    return frozenset(i for i in _syntax(lang) if not i.startswith("-"))


def term_ids(lang: str) -> frozenset[str]:
    """A language's glossary terms (``-<game>-<term>``...)."""
    return frozenset(i for i in _syntax(lang) if i.startswith("-"))


def variables(lang: str, ident: str) -> frozenset[str]:
    """The variables (``$name``) a message or term of a language uses."""
    entry = _syntax(lang).get(ident)
    if entry is None:
        return frozenset()
    found: set[str] = set()

    class Finder(Visitor):
        def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:
            found.add(node.id.name)

        def visit_TermReference(self, node: fluent_ast.TermReference) -> None:
            pass  # a term's own variables are its arguments, not the message's

    Finder().visit(entry)
    return frozenset(found)


def source(lang: str, ident: str) -> str | None:
    """The Fluent source of a message or term of a language (``None``: it has none)."""
    entry = _syntax(lang).get(ident)
    return None if entry is None else FluentSerializer().serialize_entry(entry)


def term_text(lang: str, ident: str) -> str:
    """A glossary term's word as written (its default variant), e.g. ``-<game>-<term>`` in one
    language."""
    entry = _syntax(lang).get(ident)
    if entry is None or entry.value is None:
        return ""
    parts: list[str] = []
    for element in entry.value.elements:
        if isinstance(element, fluent_ast.TextElement):
            parts.append(element.value)
        elif isinstance(element, fluent_ast.Placeable) and isinstance(
            element.expression, fluent_ast.SelectExpression
        ):
            default = next(v for v in element.expression.variants if v.default)
            parts += [
                e.value for e in default.value.elements if isinstance(e, fluent_ast.TextElement)
            ]
    return "".join(parts).strip()


def terms_used(lang: str, ident: str) -> frozenset[str]:
    """The glossary terms a message of a language refers to."""
    entry = _syntax(lang).get(ident)
    found: set[str] = set()

    class Finder(Visitor):
        def visit_TermReference(self, node: fluent_ast.TermReference) -> None:
            found.add("-" + node.id.name)

    if entry is not None:
        Finder().visit(entry)
    return frozenset(found)


@cache
def _babel_locale(lang: str) -> Locale:
    try:
        return Locale.parse(lang, sep="-")
    except (UnknownLocaleError, ValueError):
        return Locale.parse(FALLBACK)


class Messages:
    """Every text of one language: ``text("lobby.full", max=4)``, numbers and lists.

    Picklable (it is only its language), so render workers receive it with the view."""

    __slots__ = ("lang",)

    def __init__(self, locale: str | None) -> None:
        self.lang = language(locale)

    def __reduce__(self) -> tuple[type[Messages], tuple[str]]:
        return Messages, (self.lang,)

    def __repr__(self) -> str:
        return f"Messages({self.lang!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Messages) and other.lang == self.lang

    def __hash__(self) -> int:
        return hash(self.lang)

    def __call__(self, key: str, /, **params: Any) -> str:
        return _format(self.lang, key, params)

    def has(self, key: str) -> bool:
        """Whether this language itself (not its English fallback) has ``key``."""
        return fluent_id(key) in message_ids(self.lang)

    def number(self, value: float) -> str:
        """``12345`` → "12,345" (en), "12.345" (nl)."""
        return format_decimal(value, locale=_babel_locale(self.lang))

    def date(self, day: date) -> str:
        """A day as the language writes it: "Oct 1, 2026", "1 okt 2026", "2026/10/01"."""
        return format_date(day, format="medium", locale=_babel_locale(self.lang))

    def join(self, items: Iterable[str], style: ListStyle = "standard") -> str:
        """A list as the language writes one: "A, B and C", "A、B、C", "A, B en C"."""
        values = list(items)
        return format_list(values, style=style, locale=_babel_locale(self.lang)) if values else ""


def _format(lang: str, key: str, params: Mapping[str, Any]) -> str:
    """``key`` in ``lang`` with ``params``. A text whose values are plain (strings, numbers) is
    kept and given again: a panel's labels repeat across games and redraws (keeping them took
    5% off the bot's CPU per game opened, BENCHMARKS.md section 9, stop 46)."""
    if all(type(value) in PLAIN for value in params.values()):
        kinds = tuple(type(value) for value in params.values())  # (1, 1.0 and True differ)
        text, problem = _formatted(lang, key, tuple(params.items()), kinds)
    else:
        text, problem = _compose(lang, key, params)
    if problem:
        log.warning("%s", problem)
    return text


PLAIN = frozenset((str, int, float, bool, type(None)))  # values a kept text cannot go stale on
TEXTS_KEPT = 2048  # ~0.5 KB each; 9 texts in 10 came from here while 50 games opened


@lru_cache(maxsize=TEXTS_KEPT)
def _formatted(
    lang: str, key: str, params: tuple[tuple[str, Any], ...], kinds: tuple[type, ...]
) -> tuple[str, str | None]:
    """:func:`_compose`, kept (``kinds`` only tells apart values that are equal as keys)."""
    return _compose(lang, key, dict(params))


def _compose(lang: str, key: str, params: Mapping[str, Any]) -> tuple[str, str | None]:
    """The text, and what went wrong making it (logged at each use)."""
    ident = fluent_id(key)
    for candidate in (lang, FALLBACK):
        bundle = _bundle(candidate)
        if bundle.has_message(ident):
            message = bundle.get_message(ident)
            if message.value is None:
                break
            text, errors = bundle.format_pattern(message.value, dict(params))
            problem = f"message {key} ({candidate}): {errors[0]}" if errors else None
            return str(text), problem
    return key, f"missing message key {key}"


@cache
def messages(locale: str | None) -> Messages:
    """The shared :class:`Messages` of a locale."""
    return Messages(locale)


def t(key: str, locale: str | None = None, /, **params: Any) -> str:
    """The message ``key`` in ``locale`` with ``params`` filled in."""
    return messages(locale)(key, **params)


def permission_names(names: Iterable[str], locale: str | None) -> str:
    """Discord permissions (discord.py's names: ``send_messages``) as Discord's settings call
    them, in the reader's language, as a list."""
    text = messages(locale)
    return text.join(text(f"permission.{name}") for name in names)


def reload() -> None:
    """Forget the loaded catalogs (after the files or :data:`LOCALES` changed)."""
    for cached in (locales, _bundle, _syntax, _babel_locale, messages, _formatted):
        cached.cache_clear()
