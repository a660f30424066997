"""One name for one thing: the words a catalog must use, and the variants it must not.

Dutch Tsukiji words are the Dutch rulebook's (002), each quoted in rulebook_terms.json; English
follows the printed editions and plain words; a Discord permission has the one name Discord's own
client shows in that language. A variant is looked for in each message's source (every selector
branch) and in its rendered text (terms resolved), so neither hides it.
"""

from __future__ import annotations

import importlib
import inspect
import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from discord import app_commands
from discord.ext import commands
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast

from bot import i18n
from bot.i18n import message_ids, messages, source, t, variables

PRINTED = json.loads(Path(__file__).with_name("rulebook_terms.json").read_text(encoding="utf-8"))
SAMPLE = {"count": 2, "n": 3, "nth": 2, "rank": 1}  # numbers where selectors need them
EVALUATION = ("tsukiji-status-evaluate", "tsukiji-rules-round-evaluate", "tsukiji-draft-next")

# (language, where, pattern, why): "where" is a catalog file's name (its messages), or message ids.
FORBIDDEN: list[tuple[str, str | tuple[str, ...], str, str]] = [
    ("en", "fisherman", r"(?i)\bshield points?\b", "the rulebook's 勝利点 are victory points"),
    ("en", "tsukiji", r"(?i)\bbid(s|ding)?\b", "tickets rate lots: the highest does not win one"),
    ("en", "tsukiji", r"(?i)\bthe unsold lot\b", "with passes, several lots stay unsold"),
    ("en", "tsukiji", r"(?i)\bmarket track\b", "the printed editions' price board"),
    (
        "en",
        "tsukiji",
        r"(?<!\()\b(Ebi|Hotategai|Sake|Tako|Fugu|Maguro)\b(?!\))",
        "the product's English name; the Japanese one only in brackets",
    ),
    ("en", "fleamarket", r"(?i)\btap(s|ped)?\b", "card-game jargon: a card lies sideways"),
    (
        "en",
        ("fleamarket-rules-cut", "fleamarket-me-cut"),
        r"(?i)\bsales?\b",
        "the sale is the rule of the 5s, not a price cut",
    ),
    ("en", "*", r"(?i)\bdear(est)?\b", "read as 'beloved': most expensive, top, sell high"),
    ("en", "*", r"(?i)\bleave out\b", "an option's default: '(default: 30)'"),
    ("nl", "tsukiji", r"(?i)marktspoor|marktbalk", "the rulebook's Prijsbord"),
    ("nl", "tsukiji", r"(?i)marktbeweging", "the rulebook's Prijschommeling"),
    ("nl", "tsukiji", r"Prijzbord|[Pp]rijsschommeling", "the rulebook's spelling (not its typo)"),
    ("nl", "tsukiji", r"(?i)\b(ge)?schrapt\b|\bschrappen\b", "the rulebook's annuleert/Annulatie"),
    ("nl", "tsukiji", r"(?i)\bstapelen\b", "the rulebook's 'cumulatief'"),
    ("nl", "tsukiji", r"(?i)\bbied(t|en)?\b|\bbod\b", "tickets are no bids"),
    ("nl", "tsukiji", r"(?i)\bhet onverkochte\b", "with passes, several lots stay unsold"),
    ("nl", EVALUATION, r"(?i)willekeurig", "reads as 'random': the rulebook's 'naar keuze'"),
    ("nl", "*", r"(?i)berichten (ver)?sturen", "Discord's Dutch client: Berichten verzenden"),
]

# Dutch messages that must use a word of the Dutch rulebook (its concept in rulebook_terms.json).
DUTCH_RULEBOOK_WORDS = {
    "price-board": (
        "tsukiji-pic-track",
        "tsukiji-rules-round-setup",
        "tsukiji-rules-components-cards",
    ),
    "product-token": (
        "tsukiji-pic-track",
        "tsukiji-rules-round-setup",
        "tsukiji-rules-round-market",
    ),
    "price-fluctuation": (
        "tsukiji-pic-legend-change",
        "tsukiji-rules-components-tiles",
        "tsukiji-rules-round-market",
    ),
    "cash-value": ("tsukiji-rules-components-tiles",),
    "cancel": ("tsukiji-rules-ticket-cancel", "tsukiji-ticket-help-cancel"),
    "any-order": EVALUATION,
}

# Each permission the bot asks for, as Discord's own client names it in that language.
PERMISSIONS = {
    "en": {
        "view_channel": "View Channel",
        "send_messages": "Send Messages",
        "embed_links": "Embed Links",
        "attach_files": "Attach Files",
        "manage_guild": "Manage Server",
        "manage_messages": "Manage Messages",
    },
    "nl": {
        "view_channel": "Kanaal bekijken",
        "send_messages": "Berichten verzenden",
        "embed_links": "Links insluiten",
        "attach_files": "Bestanden bijvoegen",
        "manage_guild": "Server beheren",
        "manage_messages": "Berichten beheren",
    },
}
# Messages that name permissions in running text, with the permissions they name.
NAMED_PERMISSIONS = {
    "history-summary-cannot_post": ("send_messages", "attach_files"),
    "abandon-not_allowed": ("manage_guild", "manage_messages"),
    "cmd-settings-description": ("manage_guild",),
    "settings-help": ("manage_guild",),
    "help-cmd-settings": ("manage_guild",),
    "help-invite": ("manage_guild",),
}


@cache
def _file_of(lang: str) -> dict[str, str]:
    """Message id → the name of the catalog file that defines it (``tsukiji``, ``core``…)."""
    found = {}
    for path in i18n.ftl_files(lang):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, fluent_ast.Message):
                found[entry.id.name] = path.name.removesuffix(".ftl")
    return found


def _rendered(lang: str, ident: str) -> str:
    params = {
        name: SAMPLE.get(name, 7 if name.endswith(("s", "count")) else f"‹{name}›")
        for name in variables(lang, ident)
    }
    return messages(lang)(ident, **params)


def _texts(lang: str, where: str | tuple[str, ...]) -> Iterator[tuple[str, str]]:
    """(id, text) of each message in scope: its source and its rendered text."""
    if isinstance(where, tuple):
        idents = set(where)
        assert idents <= message_ids(lang), sorted(idents - message_ids(lang))
    else:
        idents = {i for i, f in _file_of(lang).items() if where in ("*", f)}
        assert idents, f"no {lang} catalog file {where}"
    for ident in sorted(idents):
        yield ident, source(lang, ident) or ""
        yield ident, _rendered(lang, ident)


@pytest.mark.parametrize(("lang", "where", "pattern", "why"), FORBIDDEN)
def test_no_message_uses_a_forbidden_variant(
    lang: str, where: str | tuple[str, ...], pattern: str, why: str
) -> None:
    found = sorted({ident for ident, text in _texts(lang, where) if re.search(pattern, text)})
    assert not found, f"{lang} {pattern!r} ({why}) in {found}"


@pytest.mark.parametrize("concept", sorted(DUTCH_RULEBOOK_WORDS))
def test_dutch_tsukiji_messages_use_the_rulebooks_words(concept: str) -> None:
    word = PRINTED["tsukiji nl"]["terms"][concept]["word"]
    missing = [i for i in DUTCH_RULEBOOK_WORDS[concept] if word not in _rendered("nl", i)]
    assert not missing, f"{word!r} (rulebook 002) missing in {missing}"


def test_english_names_the_products_first_and_japanese_in_brackets() -> None:
    names = {
        "ebi": "Shrimp",
        "hotategai": "Scallop",
        "sake": "Salmon",
        "tako": "Octopus",
        "fugu": "Pufferfish",
        "maguro": "Tuna",
    }
    for product, name in names.items():
        assert t(f"tsukiji-product-{product}", "en") == f"{name} ({product.capitalize()})"


def test_every_unsold_lot_is_discarded_in_every_language() -> None:
    """The rule (README › Tsukiji › Buying): with passes, several lots stay unsold, all go."""
    wanted = {
        "en": "All unsold lots",
        "nl": "Alle onverkochte",
        "ja": "すべて",
        "zh-TW": "全部",
        "zh-CN": "全部",
    }
    for lang, words in wanted.items():
        assert words in _rendered(lang, "tsukiji-rules-buy-end"), lang


@pytest.mark.parametrize("lang", sorted(PERMISSIONS))
def test_permissions_have_discords_own_names(lang: str) -> None:
    assert {p: t(f"permission-{p}", lang) for p in PERMISSIONS[lang]} == PERMISSIONS[lang]


@pytest.mark.parametrize("lang", ["en", "zh-TW", "zh-CN", "ja", "nl"])
def test_messages_name_a_permission_as_the_permission_list_does(lang: str) -> None:
    """An admin searches for the exact label: running text uses the permission-* name."""
    wrong = [
        (ident, t(f"permission-{p}", lang))
        for ident, named in NAMED_PERMISSIONS.items()
        for p in named
        if t(f"permission-{p}", lang) not in _rendered(lang, ident)
    ]
    assert not wrong, wrong


def _command_strings() -> Iterator[object]:
    """Every name and description of the slash commands that carries a catalog key."""
    # Imported by name: another test may have loaded and unloaded these extensions, which
    # leaves them in sys.modules but not as attributes of their package.
    modules = [
        importlib.import_module(name)
        for name in ("cogs.guide", "cogs.history.cog", "cogs.lobby", "cogs.server_settings")
    ]

    def walk(cmd: app_commands.Command | app_commands.Group) -> Iterator[object]:
        yield cmd._locale_name
        yield cmd._locale_description
        if isinstance(cmd, app_commands.Group):
            for child in cmd.commands:
                yield from walk(child)
        else:
            for param in cmd._params.values():
                yield param.description
                yield from (choice._locale_name for choice in param.choices or ())

    for module in modules:
        for cls in vars(module).values():
            if inspect.isclass(cls) and issubclass(cls, commands.Cog):
                yield from (cls.__cog_group_name__, cls.__cog_group_description__)
                for cmd in cls.__cog_app_commands__:
                    yield from walk(cmd)


def test_the_commands_english_is_the_english_catalogs() -> None:
    """English users see the code's own text (the translator answers only other languages):
    it must be the catalog's, so a fix in en/*.ftl reaches them."""
    strings = [s for s in _command_strings() if isinstance(s, app_commands.locale_str)]
    keyed = [s for s in strings if s.extras.get("key")]
    assert len(keyed) > 30
    wrong = [
        (s.extras["key"], s.message, t(s.extras["key"], "en"))
        for s in keyed
        if s.message != t(s.extras["key"], "en")
    ]
    assert not wrong, wrong
