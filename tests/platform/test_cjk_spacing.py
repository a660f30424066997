"""Chinese and Japanese sentences with game words filled in read as written, not as templates.

A glossary term (``{ -tsukiji-ebi }``), a message reference or a variable that carries the name
of a game thing (a product, goods colour, fish, card, rule, shield, game) renders CJK text in
zh-TW, zh-CN and ja. Next to a CJK character it takes no space: 「收走了一張蝦」, not
「收走了一張 蝦」. Most channel lines show the thing with its emoji first ("🦐 蝦"); in Chinese
a space separates CJK text from that emoji (「一張 🦐 蝦。」), as from numbers and Latin text.
Player names (any script) keep their spaces, and so does **bold** markup, as everywhere in
these catalogs. Japanese writes no spaces around words at all.

The check renders every message of the three languages with the game words wrapped in
private-use marks, with sample values as the presenters pass them, and looks at the edges.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, FluentSerializer, Transformer
from fluent.syntax import ast as fluent_ast

from bot import i18n
from tests.platform.test_i18n import _sample

LANGUAGES = ("zh-TW", "zh-CN", "ja")
OPEN, CLOSE = "\ue000", "\ue001"  # around a filled-in game word
CJK = "[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff5e]"
HAN_KANA = "[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"  # CJK, no punctuation
EMOJI = "[\u2600-\u27bf\U0001f000-\U0001faff]"
# A space between CJK text and a game word that starts or ends with CJK text...
SPACED = re.compile(rf"{CJK}{CLOSE}* +{OPEN}+{CJK}|{CJK}{CLOSE}+ +{OPEN}*{CJK}")
# ...and (Chinese) none between a CJK word and a game word that starts with its emoji.
CRAMPED = re.compile(rf"{HAN_KANA}{CLOSE}*{OPEN}+{EMOJI}")
CODE = re.compile(r"`[^`]*`")  # inline code: a command as it is typed (`/開局 遊戲:<遊戲>`)

# The variables that carry a game word, as the presenters pass them: with the thing's emoji
# first (cogs/<game>/words.py: goods, product, species, card_text, card_name)...
EMOJI_FIRST = {
    "silkroad": {"colour": "🟡 香料", "old": "⚪ 瓷器", "new": "🟣 絲綢"},
    "tsukiji": {"row": "🦐 蝦", "product": "🦐 蝦"},
    "fisherman": {"species": "🔵 竹筴魚", "card": "🔵 竹筴魚 7", "target": "🟢 河豚"},
    "fleamarket": {"card": "🟥 紅5"},
}
# ...except in these messages, which get the bare word (buttons, menus, pictures, rules)...
BARE = {
    "silkroad-ctl-load", "silkroad-ctl-play_option", "silkroad-ctl-slot",
    "silkroad-ctl-swap_option", "silkroad-ctl-swap_desc", "silkroad-pic-if_played",
    "tsukiji-choice-takusan", "tsukiji-choice-yakuza_card", "tsukiji-choice-yakuza_takusan",
    "tsukiji-pic-bonus_popular", "tsukiji-pic-takusan_in", "fisherman-card",
    "fisherman-rules-without", "fisherman-pic-must_follow", "fisherman-rules-example",
    "fleamarket-control-add",
}  # fmt: skip
# ...and the words every game passes bare.
WORDS = {"kind": "金", "rule": "尺寸", "game": "築地魚市"}
# target and junk are numbers (points) except where they name a species.
SPECIES_NAMED = {"fisherman-status-rules", "fisherman-rules-example"}
# The engine's refusals carry its own ids ("aji", "porcelain"), not words: not checked here.
GAMES = Path(__file__).resolve().parents[2] / "bot" / "games"
REFUSAL = re.compile(r'IllegalAction\(\s*"([a-z_.]+)"')


@cache
def _refusals() -> frozenset[str]:
    keys = {k for path in GAMES.glob("*.py") for k in REFUSAL.findall(path.read_text("utf-8"))}
    return frozenset(i18n.fluent_id(key) for key in keys)


def _game(ident: str) -> str:
    parts = ident.split("-")
    return parts[1] if parts[0] == "history" and len(parts) > 1 else parts[0]


def _words(ident: str, names: frozenset[str]) -> dict[str, str]:
    """The game-word variables of a message, with their marked sample values."""
    found = {name: WORDS[name] for name in names if name in WORDS}
    for name, word in EMOJI_FIRST.get(_game(ident), {}).items():
        if name in names and (name not in ("target", "junk") or ident in SPECIES_NAMED):
            found[name] = word.split(" ", 1)[1] if ident in BARE else word
    if ident in SPECIES_NAMED and "junk" in names:
        found["junk"] = "竹筴魚" if ident in BARE else "🔵 竹筴魚"
    return {name: f"{OPEN}{word}{CLOSE}" for name, word in found.items()}


class _MarkReferences(Transformer):  # type: ignore[misc]
    """Wraps every term and message reference of a message in the marks."""

    def visit_Pattern(self, node: fluent_ast.Pattern) -> fluent_ast.Pattern:
        elements: list[fluent_ast.PatternElement] = []
        for element in node.elements:
            self.visit(element)
            if isinstance(element, fluent_ast.Placeable) and isinstance(
                element.expression, fluent_ast.TermReference | fluent_ast.MessageReference
            ):
                elements += [
                    fluent_ast.TextElement(OPEN), element, fluent_ast.TextElement(CLOSE)
                ]  # fmt: skip
            else:
                elements.append(element)
        node.elements = elements
        return node


@cache
def _marked_bundle(lang: str) -> FluentBundle:
    """The language's catalogs with every term and message reference marked (terms themselves
    unchanged, so a term inside a term is one word)."""
    bundle = FluentBundle([lang], use_isolating=False)
    parser, serializer = FluentParser(with_spans=False), FluentSerializer()
    for path in i18n.ftl_files(lang):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, fluent_ast.Message):
                _MarkReferences().visit(entry)
        bundle.add_resource(FluentResource(serializer.serialize(resource)))
    return bundle


def spaced_words(lang: str) -> list[str]:
    """Every message of ``lang`` that spaces a game word wrongly, with the place (marks
    removed)."""
    bundle = _marked_bundle(lang)
    found = []
    for ident in sorted(i18n.message_ids(lang) - _refusals()):
        message = bundle.get_message(ident)
        names = i18n.variables(lang, ident)
        params = _sample(lang, ident) | _words(ident, names)
        for pattern in [message.value, *message.attributes.values()]:
            if pattern is None:
                continue
            text, _ = bundle.format_pattern(pattern, params)
            text = CODE.sub("`…`", text)  # a typed command keeps the space Discord needs
            bad = [SPACED] if lang == "ja" else [SPACED, CRAMPED]
            for match in (m for pattern in bad for m in pattern.finditer(text)):
                place = text[max(0, match.start() - 12) : match.end() + 12]
                found.append(f"{ident}: {place.replace(OPEN, '').replace(CLOSE, '')!r}")
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_game_words_sit_between_cjk_characters_without_spaces(lang: str) -> None:
    found = spaced_words(lang)
    assert not found, f"{len(found)} spaced game words:\n" + "\n".join(found)


def test_the_check_sees_a_badly_spaced_word() -> None:
    """(The marks reach the text: a space before a term or a word variable is found.)"""
    assert SPACED.search(f"一張 {OPEN}蝦{CLOSE}") and SPACED.search(f"{OPEN}蝦{CLOSE} 列")
    assert SPACED.search(f"{OPEN}目標魚{CLOSE} {OPEN}河豚{CLOSE}")
    assert not SPACED.search(f"一張{OPEN}蝦{CLOSE}列") and not SPACED.search(f"第 {OPEN}7{CLOSE}")
    assert CRAMPED.search(f"一張{OPEN}🦐 蝦{CLOSE}") and not CRAMPED.search(
        f"一張 {OPEN}🦐 蝦{CLOSE}"
    )
    assert _words("history-fisherman-play", frozenset({"card", "player"})) == {
        "card": f"{OPEN}🔵 竹筴魚 7{CLOSE}"
    }
    assert _words("fisherman-card", frozenset({"species", "size"})) == {
        "species": f"{OPEN}竹筴魚{CLOSE}"
    }
