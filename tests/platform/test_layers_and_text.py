"""Cogs hold no SQL, and the message catalog (the layers: tests/platform/test_architecture.py)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import discord
from discord import app_commands

from bot import i18n
from bot.i18n import fluent_id, message_ids, t
from bot.interface.client import CatalogTranslator

ROOT = Path(__file__).resolve().parents[2]
def test_cogs_hold_no_sql() -> None:
    for path in (ROOT / "cogs").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\b(SELECT|INSERT|UPDATE|DELETE)\s", text), path


def _literal_keys() -> set[str]:
    keys = set()
    for folder in ("bot", "cogs"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            keys |= set(re.findall(r"""\bt\(\s*["']([a-z_]+\.[a-z0-9_.]+)["']""", text))
            keys |= set(re.findall(r"""IllegalAction\(\s*["']([a-z_]+\.[a-z0-9_.]+)["']""", text))
    return keys


def test_every_literal_message_key_is_in_the_english_catalog() -> None:
    keys = _literal_keys()
    assert len(keys) > 40
    missing = sorted(key for key in keys if fluent_id(key) not in message_ids("en"))
    assert not missing, missing


def test_lookup_formats_and_falls_back_to_english() -> None:
    assert t("lobby.full", "en-US", max=4) == "This game is full (4 players)."
    assert t("lobby.full", "fr", max=4) == "This game is full (4 players)."
    assert t("no.such.key") == "no.such.key"


async def test_a_new_language_is_a_catalog_folder_and_nothing_else(
    tmp_path, monkeypatch
) -> None:
    shutil.copytree(i18n.LOCALES / "en", tmp_path / "en")
    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "core.ftl").write_text(
        "cmd-play-name = jouer\nlobby-full = La partie est complète ({ $max } joueurs).\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(i18n, "LOCALES", tmp_path)
    i18n.reload()
    try:
        assert i18n.locales() == ("en", "fr")
        assert t("lobby.full", "fr", max=4) == "La partie est complète (4 joueurs)."
        assert t("lobby.join", "fr") == t("lobby.join", "en")  # not translated: English
        translator = CatalogTranslator()
        name = app_commands.locale_str("play", key="cmd.play.name")
        context = app_commands.TranslationContext(
            app_commands.TranslationContextLocation.command_name, None
        )
        assert await translator.translate(name, discord.Locale.french, context) == "jouer"
        assert await translator.translate(name, discord.Locale.american_english, context) is None
        assert await translator.translate(name, discord.Locale.german, context) is None
    finally:
        monkeypatch.undo()
        i18n.reload()
