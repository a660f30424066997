"""The slash-command tree, with the one error handler every command shares, and the names of
the commands' options in every language.

Commands raise; they do not answer their own failures. A refusal (:class:`IllegalAction`) is
shown to the user in their language, a member lacking a permission is told which, a database
that cannot be written and any unexpected failure are logged once and answered politely. Every
answer is ephemeral, and one that cannot be delivered any more is only logged.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot.engine import IllegalAction
from bot.i18n import permission_names, t
from bot.interface.controls import answer, release
from bot.store import StoreUnavailable

log = logging.getLogger(__name__)


def option_names(*options: str) -> dict[str, app_commands.locale_str]:
    """``@app_commands.rename(**option_names("game", "variant"))``: each option named by the
    catalogs (``cmd.option.<option>``), in English and, through the translator, in each
    language, as Discord shows it; messages that name an option use the same catalog message."""
    return {
        option: app_commands.locale_str(t(f"cmd.option.{option}"), key=f"cmd.option.{option}")
        for option in options
    }


class IchibaTree(app_commands.CommandTree):
    """Ichiba's command tree: see the module docstring."""

    async def on_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        locale = str(interaction.locale)
        name = interaction.command.qualified_name if interaction.command else "?"
        cause = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        if isinstance(cause, IllegalAction):
            text = t(cause.key, locale, **cause.params)
        elif isinstance(cause, app_commands.MissingPermissions):
            perms = permission_names(list(cause.missing_permissions), locale)
            text = t("error.member_permissions", locale, perms=perms)
        elif isinstance(cause, app_commands.NoPrivateMessage):
            text = t("error.guild_only", locale)
        elif isinstance(cause, StoreUnavailable):
            log.error("/%s: the database cannot be written: %s", name, cause)
            text = t("error.storage", locale)
        else:
            log.error("/%s failed", name, exc_info=cause)
            text = t("error.internal", locale)
        try:
            await answer(interaction, text)
        except discord.HTTPException as problem:
            log.info("/%s: could not tell the user: %s", name, problem)
        finally:
            release(interaction, None)
