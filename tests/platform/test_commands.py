"""The slash commands as Discord receives them: every command, option and choice has its name
and description in each language, by Discord's rules (the same checks as the local Discord
server's, tests/fakediscord/validation.py); only the language choices keep one name, their own.
Messages that show how to type a command with options (`/play game:<game>`) take the names from
the messages Discord is given, so they read as the reader's Discord shows them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from bot.config import Config
from bot.i18n import locales, message_ids, source, t
from bot.interface.client import EXTENSIONS, CatalogTranslator, IchibaBot
from tests.fakediscord.errors import ApiError
from tests.fakediscord.validation import validate_command_list

TRANSLATED = ("nl", "ja", "zh-TW", "zh-CN")  # Discord's locales of the catalogs besides English
AUTONYMS = {t("language.self", lang) for lang in locales()}  # "日本語": the same in every language
MENTION = re.compile(r"`/([^`\n]*)`")  # `/play game:<game>` in a message's source
REFERENCE = re.compile(r"\{ (cmd-[\w-]+) \}")  # { cmd-play-name }, { cmd-option-game }


class CommandsOnly(IchibaBot):
    """The bot with its cogs loaded and none of its services (the cogs only keep them)."""

    def __getattr__(self, name: str) -> Any:
        return None


@pytest.fixture
async def commands() -> list[dict[str, Any]]:
    bot = CommandsOnly(Config(token="-"))
    await bot.tree.set_translator(CatalogTranslator())
    for extension in EXTENSIONS:
        await bot.load_extension(extension)
    return await bot.commands_payload()


def _named(commands: list[dict[str, Any]]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every command, subcommand and option, with its path (``/settings turn-time seconds``)."""

    def walk(items: list[dict[str, Any]], path: str) -> Iterator[tuple[str, dict[str, Any]]]:
        for item in items:
            here = f"{path} {item['name']}" if path else f"/{item['name']}"
            yield here, item
            yield from walk(item.get("options") or [], here)

    return walk(commands, "")


def test_discord_accepts_every_command_in_every_language(commands: list[dict[str, Any]]) -> None:
    validate_command_list(commands)  # raises ApiError 50035 as Discord would


def test_every_command_and_option_has_a_name_and_description_in_each_language(
    commands: list[dict[str, Any]],
) -> None:
    named = list(_named(commands))
    assert sum(1 for _, item in named if item["type"] not in (1, 2)) >= 20  # the options
    missing = [
        f"{path}: {field} {locale}"
        for path, item in named
        for field in ("name_localizations", "description_localizations")
        for locale in TRANSLATED
        if not (item.get(field) or {}).get(locale)
    ]
    assert not missing, missing


def test_every_choice_has_a_name_in_each_language_but_the_languages_own(
    commands: list[dict[str, Any]],
) -> None:
    missing = [
        f"{path}: {choice['name']} {locale}"
        for path, item in _named(commands)
        for choice in item.get("choices") or []
        for locale in TRANSLATED
        if choice["name"] not in AUTONYMS
        and not (choice.get("name_localizations") or {}).get(locale)
    ]
    assert not missing, missing


def test_messages_name_options_as_discord_shows_them(commands: list[dict[str, Any]]) -> None:
    """A command typed with options in a message (``/play game:<…>``, ``/stats [user]``): the
    command and its options are the catalog messages Discord shows, ``/{ cmd-play-name }
    { cmd-option-game }:<…>``, and the options are that command's."""
    wrong = []
    for lang in locales():
        for ident in sorted(message_ids(lang)):
            for span in MENTION.findall(source(lang, ident) or ""):
                typed = REFERENCE.sub("", span)
                if ":" not in typed and "[" not in typed:
                    continue  # a command without options (`/play game:<…>`, `/stats [user]`)
                if re.search(r"[^\s:\[]:|\[[^\]]", typed):
                    wrong.append(f"{lang} {ident}: an option named in the text: {span}")
                    continue
                refs = REFERENCE.findall(span)
                path = [t(ref, "en") for ref in refs if ref.endswith("-name")]
                options = {ref.removeprefix("cmd-option-") for ref in refs if "-option-" in ref}
                known = commands  # the named command's options, level by level
                for name in path:
                    found = next((c for c in known if c["name"] == name), {})
                    known = found.get("options") or []
                if not path or not options <= {option["name"] for option in known}:
                    wrong.append(f"{lang} {ident}: not /{' '.join(path)}'s options: {span}")
    assert not wrong, "\n".join(wrong)


def _play(game: dict[str, Any], seconds: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """``/play game seconds``, its options changed by ``game`` and ``seconds``."""
    options = [
        {"type": 3, "name": "game", "description": "Which game", "required": True, **game},
        {"type": 4, "name": "seconds", "description": "Seconds", **(seconds or {})},
    ]
    return [{"type": 1, "name": "play", "description": "Play", "options": options}]


@pytest.mark.parametrize(
    ("game", "seconds"),
    [
        ({"name_localizations": {"ja": "ゲーム・種類"}}, None),  # punctuation
        ({"name_localizations": {"nl": "Spel"}}, None),  # upper case
        ({"name_localizations": {"nl": "s" * 33}}, None),  # too long
        ({"name_localizations": {"nl": "speel spel"}}, None),  # a space
        ({"name_localizations": {"xx": "spel"}}, None),  # not a Discord locale
        # one name for both options in one language
        ({"name_localizations": {"zh-TW": "秒數"}}, {"name_localizations": {"zh-TW": "秒數"}}),
        ({"name_localizations": {"nl": "seconds"}}, None),  # the other option's name
        ({"description_localizations": {"ja": ""}}, None),
        ({"description_localizations": {"ja": "長" * 101}}, None),
    ],
)
def test_the_local_discord_refuses_what_discord_refuses(
    game: dict[str, Any], seconds: dict[str, Any] | None
) -> None:
    with pytest.raises(ApiError) as refused:
        validate_command_list(_play(game, seconds))
    assert refused.value.code == 50035


def test_the_local_discord_accepts_names_in_every_script() -> None:
    game = {"ja": "ゲーム", "zh-TW": "遊戲", "nl": "spel", "hi": "खेल", "th": "เกม", "ko": "게임"}
    seconds = {"ja": "秒数", "zh-TW": "秒數", "nl": "tijd", "hi": "सेकंड", "th": "วินาที", "ko": "초"}
    validate_command_list(_play({"name_localizations": game}, {"name_localizations": seconds}))
