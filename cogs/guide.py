"""``/help`` (what Ichiba is, its commands, how to start, the invite link) and ``/rules``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.games import GAMES
from bot.i18n import permission_names, t
from bot.interface.client import IchibaBot
from bot.interface.command_tree import option_names
from bot.interface.controls import Book
from bot.interface.messenger import Messenger
from bot.interface.permissions import missing_for_threads
from bot.interface.presenter import Panel, Presenter
from cogs.lobby import GAME_CHOICES

# What the bot needs in a game channel (README: "Creating the Discord application").
INVITE_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
    create_public_threads=True,
    send_messages_in_threads=True,
)
HELP_COMMANDS = (
    "play", "game", "games", "hand", "rules", "history", "stats", "settings", "notify", "help"
)  # fmt: skip


def invite_url(application_id: int) -> str:
    """The link that adds the bot to a server with the permissions it needs."""
    return discord.utils.oauth_url(
        application_id,
        permissions=INVITE_PERMISSIONS,
        scopes=("bot", "applications.commands"),
    )


def help_panel(
    locale: str, application_id: int | None, missing_thread_perms: Sequence[str] = ()
) -> Panel:
    """The ``/help`` answer in ``locale``; ``missing_thread_perms``: the permissions the bot
    lacks here to give each game its own thread (said, with why games share the channel)."""
    games = "\n".join(
        t(
            "help.game_line",
            locale,
            name=t(f"game.{g}.name", locale),
            low=r.min_players,
            high=r.max_players,
        )
        for g, r in GAMES.items()
    )
    commands_text = "\n".join(t(f"help.cmd.{name}", locale) for name in HELP_COMMANDS)
    fields = [
        (t("help.games", locale), games),
        (t("help.start.title", locale), t("help.start", locale)),
        (t("help.commands", locale), commands_text),
    ]
    if missing_thread_perms:
        perms = permission_names(missing_thread_perms, locale)
        fields.append((t("threads.title", locale), t("threads.missing", locale, perms=perms)))
    if application_id is not None:
        fields.append(
            (
                t("help.invite.title", locale),
                t("help.invite", locale, url=invite_url(application_id)),
            )
        )
    return Panel(
        title=t("help.title", locale),
        description=t("help.about", locale),
        fields=fields,
        colour=0x2B7A78,
    )


class Guide(commands.Cog):
    """Help for newcomers: what the bot does and each game's rules."""

    def __init__(
        self,
        *,
        application_id: int | None,
        books: dict[str, Book],
        messenger: Messenger,
        presenters: dict[str, Presenter[Any]],
    ) -> None:
        self.application_id = application_id
        self.books = books
        self.messenger = messenger
        self.presenters = presenters
        for game in GAMES:
            self.books[f"rules.{game}"] = self._rules_of(game)

    def _rules_of(self, game: str) -> Any:
        def pages(locale: str) -> list[Panel]:
            return self.presenters[game].rules(locale)

        return pages

    @app_commands.command(
        name=_("help", key="cmd.help.name"),
        description=_("What Ichiba is and how to play", key="cmd.help.description"),
    )
    async def help(self, interaction: discord.Interaction[Any]) -> None:
        missing = missing_for_threads(interaction.app_permissions) if interaction.guild_id else []
        panel = help_panel(str(interaction.locale), self.application_id, missing)
        await self.messenger.respond(interaction, panel, 0, 0)

    @app_commands.command(
        name=_("rules", key="cmd.rules.name"),
        description=_("The rules of a game, page by page", key="cmd.rules.description"),
    )
    @app_commands.rename(**option_names("game"))
    @app_commands.describe(game=_("Which game", key="cmd.rules.game"))
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(
        self, interaction: discord.Interaction[Any], game: app_commands.Choice[str]
    ) -> None:
        book = f"rules.{game.value}"
        pages = self.books[book](str(interaction.locale))
        await self.messenger.show_page(interaction, book, pages, 0)


async def setup(bot: IchibaBot) -> None:
    await bot.add_cog(
        Guide(
            application_id=bot.application_id,
            books=bot.books,
            messenger=bot.messenger,
            presenters=bot.presenters,
        )
    )
