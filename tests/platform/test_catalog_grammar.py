"""Grammar the catalogs get right: a plural selector on every count, and words around every
Discord timestamp that read right.

**Counts.** Fluent picks a CLDR plural category on a *number*: English and Dutch have "one"
and "other", Japanese and Chinese only "other" (Babel says which, per language). So in en and
nl "{ $count } cards" renders "1 cards" unless the message selects on the count:
``{ $count -> [one] { $count } card *[other] { $count } cards }``. The check walks every
variable of every message (:func:`occurrences`: the text before and after it, glossary terms
read as the words they give, the selectors it sits in) and finds a count before a plural noun:

* a *plural noun*: one of the two words after the number, before any punctuation, ends like a
  plural of the language (en ``-s``; nl ``-en``/``-s``) and is not a word listed in
  :data:`NOT_NOUNS` (verbs, participles, small words that only look plural: "is", "worden");
* a *count*: any variable, unless :data:`NOT_COUNTS` lists it (names, words, labels such as
  "Lot { $lot }", card ranks) or :data:`FIXED` does (numbers the rulebook or the bot keep at 2
  or more: players in a game, cards in a deck). Both list a variable by name (everywhere) or
  as ``"message $variable"`` (one message). Every other variable counts, so a new message
  "{ $x } cards" fails until it selects or someone decides what ``$x`` is;
* not a count of the noun: a number closing a range or fraction ("2–{ $max } players",
  "{ $a }/{ $b } lots"), a signed or priced one ("+{ $points }", "¥{ $cost }"), and one written
  with ``NUMBER(..., minimumFractionDigits: 1)``, which always shows decimals ("1.0 points").

Such a count must sit inside a selector on itself in every language whose numbers have more
than one category (or, where :data:`SHOWN_BESIDE_THEIR_NUMBER` says so, show a signed text
inside a selector on the same number passed as ``$count``). Every plural selector must use
only its language's categories (an ``[one]`` in Japanese never matches). Code must pass
numbers, not formatted text, to the variables selectors and ``NUMBER()`` use: Fluent cannot
select on "1".

**Timestamps.** Discord writes ``<t:…:R>`` in the reader's language as a relative time: "in 5
minutes", "over 5 minuten", "5分後", "5 分鐘後", "5分钟后". Words that expect a point in time
around it ("before …", 「請在 … 前行動」) read wrong; :data:`WRONG_FRAMES` lists them per
language. Every message the code gives a Discord timestamp is in :data:`TIMESTAMPS` with the
style it gets, so a new one needs a decision on its words.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from babel import Locale
from fluent.syntax import FluentParser, Visitor
from fluent.syntax import ast as fluent_ast

from bot import i18n

Entry = fluent_ast.Message | fluent_ast.Term


@dataclass(frozen=True)
class Occurrence:
    """One ``{ $var }`` of a message: the text around it up to the next variable, and the
    variables of the selectors it is inside."""

    ident: str  # the message's ``.ftl`` id, ``id.attribute`` for an attribute
    var: str
    before: str
    after: str
    selected: frozenset[str]


@cache
def entries(lang: str) -> dict[str, Entry]:
    """Every message (by id) and term (by ``-id``) of a language."""
    found: dict[str, Entry] = {}
    for path in i18n.ftl_files(lang):
        for entry in FluentParser(with_spans=False).parse(path.read_text("utf-8")).body:
            if isinstance(entry, fluent_ast.Message):
                found[entry.id.name] = entry
            elif isinstance(entry, fluent_ast.Term):
                found["-" + entry.id.name] = entry
    return found


def term_words(lang: str, ref: fluent_ast.TermReference) -> str:
    """The words a term reference gives: the variant its argument names, else the default."""
    term = entries(lang).get("-" + ref.id.name)
    if term is None or term.value is None:
        return ""
    wanted = {
        arg.name.name: getattr(arg.value, "value", "")
        for arg in (ref.arguments.named if ref.arguments else [])
    }
    parts: list[str] = []
    for element in term.value.elements:
        if isinstance(element, fluent_ast.TextElement):
            parts.append(element.value)
        elif isinstance(element, fluent_ast.Placeable) and isinstance(
            element.expression, fluent_ast.SelectExpression
        ):
            variants = element.expression.variants
            chosen = next(
                (v for v in variants if getattr(v.key, "name", None) in wanted.values()),
                next(v for v in variants if v.default),
            )
            parts += [
                e.value for e in chosen.value.elements if isinstance(e, fluent_ast.TextElement)
            ]
    return "".join(parts)


def _flatten(lang: str, pattern: fluent_ast.Pattern) -> list[str | fluent_ast.Placeable]:
    """A pattern as text (terms read as their words) and the placeables that are not terms."""
    items: list[str | fluent_ast.Placeable] = []
    for element in pattern.elements:
        if isinstance(element, fluent_ast.TextElement):
            items.append(element.value)
        elif isinstance(element, fluent_ast.Placeable) and isinstance(
            element.expression, fluent_ast.TermReference
        ):
            items.append(term_words(lang, element.expression))
        else:
            items.append(element)
    return items


def _selector_variable(select: fluent_ast.SelectExpression) -> str | None:
    selector = select.selector
    if isinstance(selector, fluent_ast.VariableReference):
        return selector.id.name
    if isinstance(selector, fluent_ast.FunctionReference) and selector.arguments.positional:
        first = selector.arguments.positional[0]
        if isinstance(first, fluent_ast.VariableReference):
            return first.id.name
    return None


def _shown_number(expression: fluent_ast.Expression) -> str | None:
    """The variable a placeable shows as it is, or through ``NUMBER()`` without decimals (a
    number always written with decimals, "1.0", takes the plural in English and Dutch)."""
    if isinstance(expression, fluent_ast.VariableReference):
        return expression.id.name
    if (
        isinstance(expression, fluent_ast.FunctionReference)
        and expression.id.name == "NUMBER"
        and expression.arguments.positional
        and isinstance(expression.arguments.positional[0], fluent_ast.VariableReference)
    ):
        decimals = {
            arg.name.name: getattr(arg.value, "value", "0") for arg in expression.arguments.named
        }
        if int(decimals.get("minimumFractionDigits", "0")) == 0:
            return expression.arguments.positional[0].id.name
    return None


def _walk(
    lang: str, ident: str, pattern: fluent_ast.Pattern, selected: frozenset[str]
) -> Iterator[Occurrence]:
    items = _flatten(lang, pattern)
    for index, item in enumerate(items):
        if isinstance(item, str):
            continue
        expression = item.expression
        name = _shown_number(expression)
        if name is not None:
            before = "".join(_texts(items[index - 1 :: -1] if index else [])[::-1])
            after = "".join(_texts(items[index + 1 :]))
            yield Occurrence(ident, name, before, after, selected)
        elif isinstance(expression, fluent_ast.SelectExpression):
            name = _selector_variable(expression)
            inner = selected | {name} if name else selected
            for variant in expression.variants:
                yield from _walk(lang, ident, variant.value, inner)


def _texts(items: list[str | fluent_ast.Placeable]) -> list[str]:
    """The text at the start of ``items``, up to the first placeable that is not text."""
    texts: list[str] = []
    for item in items:
        if not isinstance(item, str):
            break
        texts.append(item)
    return texts


def occurrences(lang: str) -> Iterator[Occurrence]:
    """Every variable of every message of a language, in its attributes too."""
    for ident, entry in entries(lang).items():
        if ident.startswith("-") or not isinstance(entry, fluent_ast.Message):
            continue
        if entry.value is not None:
            yield from _walk(lang, ident, entry.value, frozenset())
        for attribute in entry.attributes:
            yield from _walk(lang, f"{ident}.{attribute.id.name}", attribute.value, frozenset())


# -- counts ---------------------------------------------------------------------------------

PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})


def cardinal_categories(lang: str) -> frozenset[str]:
    """The CLDR cardinal plural categories of a language, by Babel ("other" always)."""
    return Locale.parse(lang, sep="-").plural_form.tags | {"other"}


def ordinal_categories(lang: str) -> frozenset[str]:
    """The CLDR ordinal categories of a language, by Babel (what ``ORDINAL()`` returns)."""
    return Locale.parse(lang, sep="-").ordinal_form.tags | {"other"}


PLURAL_LANGUAGES = [lang for lang in i18n.locales() if len(cardinal_categories(lang)) > 1]

# Words that end like a plural noun but are none (verbs, participles, small words).
NOT_NOUNS = {
    "en": frozenset({"is", "as", "was", "has", "its", "this", "plus", "us", "less", "species"}),
    "nl": frozenset(
        {
            *("als", "is", "een", "geen", "heen", "boven", "minstens", "hoogstens"),
            *("gewonnen", "gekozen", "worden", "trekken", "bekennen", "liggen", "stapelen"),
        }
    ),
}
PLURAL_ENDINGS = {"en": ("s",), "nl": ("en", "s")}
WORD = re.compile(r"[^\W\d_][\w'’-]*")

# Variables that carry no count: names, words, labels ("Lot { $lot }", "Round { $round }"),
# card ranks and values.
NOT_COUNTS = frozenset(
    {
        *("player", "name", "names", "game", "card", "colour", "row", "kind", "sale", "ticket"),
        *("glass", "round", "tournament", "trick", "low", "high", "double", "species"),
        *("number", "lot", "normals", "draw", "rule", "phase", "value", "old", "new"),
        "fisherman-pic-results_title $n",  # "Tournament 2 results": which tournament
    }
)
# Numbers the rulebook or the bot's limits keep at 2 or more, so they always take the plural.
FIXED = frozenset(
    {
        *("players", "max", "min", "decks", "colours", "stalls", "hand", "markers", "lots"),
        *("cards_total", "cubes_total", "ships_total", "copies", "start_ships", "slots"),
        *("product_count", "per_lot", "rounds", "showing", "min_each", "min_one", "threshold"),
        "fisherman-rules-cards $count",  # species in the deck
        "fisherman-rules-deck_line $cards",
        "fleamarket-rules-components $cards",
        "tsukiji-rules-deck_line $total",
        "tsukiji-rules-components-tickets $count",  # tickets of a colour
        "silkroad-rules-income-example $played",  # the rulebook's example: two cards
    }
)
# Counts shown as text (signed: "+3", "−1") next to a selector on the same number (``$count``).
SHOWN_BESIDE_THEIR_NUMBER = frozenset(
    {
        "fisherman-kept_points $points",
        "fisherman-results-entry $points",
        "fisherman-hand-catch $points",
    }
)
RANGE_END = re.compile(r"(?:[–/~-]| to | tot )$")
SIGNED = re.compile(r"[+¥#×]$")


def names_a_plural(lang: str, after: str) -> bool:
    """Whether the words right after a number (the first two, before any punctuation) hold a
    plural noun: "{ $n } cards", "{ $n } money cards", "{ $n } kaarten"."""
    if not after.startswith(" "):
        return False
    words = re.split(r"[^\w\s'’-]", after, maxsplit=1)[0].split()[:2]
    return any(
        WORD.fullmatch(word)
        and len(word) > 2
        and word.lower().endswith(PLURAL_ENDINGS[lang])
        and word.lower() not in NOT_NOUNS[lang]
        for word in words
    )


def _listed(names: frozenset[str], occurrence: Occurrence) -> bool:
    message = occurrence.ident.split(".")[0]
    return occurrence.var in names or f"{message} ${occurrence.var}" in names


def counts_before_plural_nouns(lang: str) -> Iterator[Occurrence]:
    """The counts of a language followed by a plural noun, that no selector on them decides."""
    for occurrence in occurrences(lang):
        decided = occurrence.var in occurrence.selected or (
            occurrence.selected and _listed(SHOWN_BESIDE_THEIR_NUMBER, occurrence)
        )
        if (
            not decided
            and names_a_plural(lang, occurrence.after)
            and not RANGE_END.search(occurrence.before)
            and not SIGNED.search(occurrence.before)
            and not _listed(NOT_COUNTS | FIXED, occurrence)
        ):
            yield occurrence


@pytest.mark.parametrize("lang", PLURAL_LANGUAGES)
def test_counts_before_a_plural_noun_select_a_plural(lang: str) -> None:
    found = [
        f"{o.ident}: {o.before[-20:]}{{ ${o.var} }}{o.after[:24]}"
        for o in counts_before_plural_nouns(lang)
    ]
    assert not found, f"{lang}: give these counts a plural selector:\n" + "\n".join(found)


def test_the_languages_with_plurals_are_checked() -> None:
    """Babel, not a hand-written list, says which languages need plural selectors."""
    assert set(PLURAL_LANGUAGES) == {"en", "nl"}
    assert cardinal_categories("ja") == cardinal_categories("zh-TW") == {"other"}


def test_the_check_finds_a_count_without_a_selector() -> None:
    """What the check catches and lets pass, on sample text."""
    assert names_a_plural("en", " cards.") and names_a_plural("en", " money cards worth")
    assert names_a_plural("nl", " kaarten") and names_a_plural("nl", " afgelopen spellen")
    assert not names_a_plural("en", " left") and not names_a_plural("en", " is strongest")
    assert not names_a_plural("nl", " gewonnen") and not names_a_plural("en", "s to play")


def _plural_selectors(entry: Entry) -> Iterator[tuple[bool, list[str]]]:
    """Each plural selector of an entry: whether it is ``ORDINAL()``, and its keys."""
    found: list[tuple[bool, list[str]]] = []

    class Finder(Visitor):
        def visit_SelectExpression(self, node: fluent_ast.SelectExpression) -> None:
            keys = [v.key.name for v in node.variants if isinstance(v.key, fluent_ast.Identifier)]
            ordinal = (
                isinstance(node.selector, fluent_ast.FunctionReference)
                and node.selector.id.name == "ORDINAL"
            )
            if keys and (ordinal or set(keys) <= PLURAL_CATEGORIES):
                found.append((ordinal, keys))
            self.generic_visit(node)

    Finder().visit(entry)
    return iter(found)


@pytest.mark.parametrize("lang", i18n.locales())
def test_plural_selectors_use_the_languages_own_categories(lang: str) -> None:
    wrong = [
        f"{ident}: [{key}]"
        for ident, entry in entries(lang).items()
        for ordinal, keys in _plural_selectors(entry)
        for key in keys
        if key not in (ordinal_categories(lang) if ordinal else cardinal_categories(lang))
    ]
    assert not wrong, f"{lang} has no such plural category: {wrong}"


# -- what the code passes -------------------------------------------------------------------

CODE = [Path(i18n.__file__).resolve().parents[1] / folder for folder in ("bot", "cogs")]
CODE.append(CODE[0].parent / "rendering")


@cache
def _sources() -> dict[Path, ast.Module]:
    return {
        path: ast.parse(path.read_text("utf-8"))
        for folder in CODE
        for path in sorted(folder.rglob("*.py"))
    }


def _picture_prefixes() -> dict[Path, str]:
    """The ``<game>.pic.`` of each module that defines or imports from its folder a
    ``pic = C.PictureWords("<game>")``."""
    defined: dict[Path, str] = {}
    for path, module in _sources().items():
        for node in ast.walk(module):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "attr", getattr(node.func, "id", "")) == "PictureWords"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                defined[path] = f"{node.args[0].value}.pic."
    by_folder = {path.parent: prefix for path, prefix in defined.items()}
    return {path: defined.get(path) or by_folder.get(path.parent, "") for path in _sources()}


def message_calls() -> Iterator[tuple[Path, int, str, ast.Call]]:
    """Every call in the code that names a message by a literal key: ``t("key", …)``,
    ``IllegalAction("key", …)``, ``words("key", …)``, ``pic(words, "suffix", …)``: the file,
    line, the message's ``.ftl`` id and the call."""
    known = i18n.message_ids(i18n.FALLBACK)
    prefixes = _picture_prefixes()
    for path, module in _sources().items():
        prefix = prefixes[path]
        for node in ast.walk(module):
            if not isinstance(node, ast.Call):
                continue
            first = [a for a in node.args[:2] if isinstance(a, ast.Constant)]
            for arg in first:
                if not isinstance(arg.value, str):
                    continue
                name = arg.value
                if getattr(node.func, "id", "") == "pic" and prefix:
                    name = prefix + name
                if i18n.fluent_id(name) in known:
                    yield path, node.lineno, i18n.fluent_id(name), node
                    break


def numeric_variables(lang: str) -> dict[str, set[str]]:
    """Per message, the variables a plural selector or ``NUMBER()`` of a language uses."""
    found: dict[str, set[str]] = {}

    class Finder(Visitor):
        def __init__(self, ident: str) -> None:
            super().__init__()
            self.names = found.setdefault(ident, set())

        def visit_SelectExpression(self, node: fluent_ast.SelectExpression) -> None:
            name = _selector_variable(node)
            keys = {v.key.name for v in node.variants if isinstance(v.key, fluent_ast.Identifier)}
            if name and keys <= PLURAL_CATEGORIES:
                self.names.add(name)
            self.generic_visit(node)

        def visit_FunctionReference(self, node: fluent_ast.FunctionReference) -> None:
            self.names.update(
                arg.id.name
                for arg in node.arguments.positional
                if isinstance(arg, fluent_ast.VariableReference)
            )
            self.generic_visit(node)

    for ident, entry in entries(lang).items():
        Finder(ident).visit(entry)
    return found


def _is_text(value: ast.expr) -> bool:
    """Whether code builds text here: an f-string, a string, ``str()``, ``.number()``,
    ``.join()``, ``format()``."""
    if isinstance(value, ast.JoinedStr):
        return True
    if isinstance(value, ast.Constant):
        return isinstance(value.value, str)
    if isinstance(value, ast.Call):
        name = getattr(value.func, "attr", getattr(value.func, "id", ""))
        return name in {"str", "number", "join", "format", "format_decimal"}
    return False


def test_code_passes_numbers_to_what_selects_a_plural() -> None:
    numeric: dict[str, set[str]] = {}
    for lang in i18n.locales():
        for ident, names in numeric_variables(lang).items():
            numeric.setdefault(ident, set()).update(names)
    wrong = [
        f"{path.name}:{line} {ident} ${keyword.arg}"
        for path, line, ident, call in message_calls()
        for keyword in call.keywords
        if keyword.arg in numeric.get(ident, ()) and _is_text(keyword.value)
    ]
    assert not wrong, "pass numbers, not text, to these (Fluent selects on numbers):\n" + "\n".join(
        wrong
    )


def test_the_code_scan_sees_the_calls() -> None:
    """The scan finds the calls it checks (an empty scan would pass anything)."""
    seen = {ident for _path, _line, ident, _call in message_calls()}
    assert {"fleamarket-control-draw", "lobby-full", "stats-game_line"} <= seen
    assert "fleamarket-pic-do-discard" in seen  # through pic(words, "do-discard", …)


# -- timestamps -----------------------------------------------------------------------------

# Every message the code hands a Discord timestamp: the variable, and the style it gets
# (R: relative, "in 5 minutes"; d/D/t/T/f/F: a date or time).
TIMESTAMPS = {
    "timer-remind": ("when", "R"),
    "notify-remind": ("when", "R"),
    "timer-deadline": ("when", "R"),
    "history-line": ("date", "d"),
    "lobby-seat_held": ("when", "R"),
    "my_games-line_due": ("when", "R"),
}
# Words around a relative time that expect a point in time, per language: (before, after).
# en "in 5 minutes": not "by/before/until/at/on/within …", not "… ago/later".
# nl "over 5 minuten": not "voor/vóór/tegen/om/op/in/binnen/tot/na/uiterlijk …", and not
#    "er …" ("je zet moet er over 5 minuten liggen": the move would lie there only then).
# ja 「5分後」: not 「…まで(に)」「…前」「…以内」, not 「あと…」「残り…」.
# zh-TW 「5 分鐘後」, zh-CN 「5分钟后」: not 「…前/之前/以前/內/以內/為止」
#    (「請在 5 分鐘後 前行動」), not 「還有/剩下 …」.
WRONG_FRAMES = {
    "en": (r"\b(by|before|until|till|at|on|in|within)\s*$", r"^\s*(ago|later|from now)\b"),
    "nl": (r"\b(voor|vóór|tegen|om|op|in|binnen|tot|na|uiterlijk|er)\s*$", r"^\s*(geleden)\b"),
    "ja": (r"(あと|残り)\s*$", r"^\s*(まで|前|以内|以前)"),
    "zh-TW": (r"(還有|剩下|剩)\s*$", r"^\s*(前|之前|以前|內|以內|之內|為止)"),
    "zh-CN": (r"(还有|剩下|剩)\s*$", r"^\s*(前|之前|以前|内|以内|之内|为止)"),
}
TIMESTAMP = re.compile(r"<t:")
STYLE = re.compile(r":([tTdDfFR])>$")


def timestamp_calls() -> Iterator[tuple[str, str, str]]:
    """The messages the code gives a Discord timestamp: (``.ftl`` id, variable, style)."""
    for _path, _line, ident, call in message_calls():
        for keyword in call.keywords:
            value = keyword.value
            if isinstance(value, ast.JoinedStr) and TIMESTAMP.search(ast.unparse(value)):
                style = STYLE.search(ast.unparse(value).rstrip("\"'"))
                yield ident, str(keyword.arg), style.group(1) if style else "?"


def test_every_timestamp_message_is_known() -> None:
    """A message that gets a timestamp is listed with the style it gets; and every ``<t:`` of
    the code is written straight into such a call, where this check sees it."""
    found = set(timestamp_calls())
    assert found == {(ident, var, style) for ident, (var, style) in TIMESTAMPS.items()}
    written = sum(len(TIMESTAMP.findall(path.read_text("utf-8"))) for path in _sources())
    assert written == len(found)


@pytest.mark.parametrize("lang", i18n.locales())
def test_relative_timestamps_read_right(lang: str) -> None:
    before, after = (re.compile(pattern) for pattern in WRONG_FRAMES[lang])
    wrong = [
        f"{o.ident}: {o.before}{{ ${o.var} }}{o.after}"
        for o in occurrences(lang)
        if TIMESTAMPS.get(o.ident.split(".")[0], ("", ""))[0] == o.var
        and TIMESTAMPS[o.ident.split(".")[0]][1] == "R"
        and (before.search(o.before) or after.search(o.after))
    ]
    assert not wrong, f"{lang}: a relative time ('in 5 minutes') does not fit here: {wrong}"


def test_the_frame_check_catches_the_known_wrong_frames() -> None:
    """The patterns catch the frames they are for."""
    cases = {
        "en": ("Act before ", "."),
        "nl": ("je zet moet er ", " liggen."),
        "ja": ("", "までに行動してください。"),
        "zh-TW": ("請在 ", " 前行動。"),
        "zh-CN": ("请在 ", " 之前行动。"),
    }
    for lang, (text_before, text_after) in cases.items():
        before, after = (re.compile(pattern) for pattern in WRONG_FRAMES[lang])
        assert before.search(text_before) or after.search(text_after), lang
