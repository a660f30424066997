"""``/games`` (the extension): a player's open games and lobbies in every server they share with
Ichiba, theirs to play first, each with whose turn it is, the time left and a link to its board.

Usable in a server and in a DM with the bot; the answer is ephemeral. A server is left out when
the bot is no longer in it; Ichiba has no member list (only the guilds intent), so a player who
still holds a seat in a server's open game counts as sharing it. A server of another process's
shards (a cluster) is listed without its name, which only that process knows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.i18n import messages, t
from bot.interface.client import IchibaBot
from bot.interface.messenger import Messenger
from bot.interface.presenter import Panel
from bot.names import shown
from bot.services.my_games import MyGames, OpenGame

MAX_LINES = 15  # an embed's description holds 4096 characters; a line takes up to ~250
LINES_TEXT = 3800  # characters of lines at most, leaving room for the "and N more" line
LEFT = ""  # the name of a server the bot is no longer in (its games are left out)


def jump_link(guild_id: int | None, channel_id: int, message_id: int) -> str:
    """Discord's link to a message."""
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def game_line(game: OpenGame, server: str | None, locale: str) -> str:
    """One game: its name and number (a link to its message), its server, and its state: the
    player's turn, whom it waits for, or the lobby's seats; and the time left to act."""
    label = t("my_games.game", locale, game=t(f"game.{game.game}.name", locale), number=game.id)
    if game.message is not None:
        label = f"[{label}]({jump_link(game.guild_id, *game.message)})"
    if game.status == "lobby":
        status = t("my_games.lobby", locale, seated=game.seated, seats=game.seats)
    elif game.yours:
        status = t("my_games.your_turn", locale)
    elif game.acting:
        names = messages(locale).join(shown(name) for name in game.acting)
        status = t("my_games.waiting", locale, players=names)
    else:
        status = t("my_games.playing", locale)
    where = shown(server) if server else t("my_games.other_server", locale)
    if game.due is None:
        return t("my_games.line", locale, game=label, server=where, status=status)
    return t(
        "my_games.line_due",
        locale,
        game=label,
        server=where,
        status=status,
        when=f"<t:{int(game.due)}:R>",
    )


def games_panel(games: Sequence[OpenGame], servers: dict[int, str], locale: str) -> Panel:
    """The ``/games`` answer: one line per game, as many as an embed holds, then how many more;
    ``servers`` names each game's server (``LEFT``: the bot left it, its games are not
    shown; missing: not known here)."""
    shared = [game for game in games if servers.get(game.guild_id or 0) != LEFT]
    if not shared:
        return Panel(title=t("my_games.title", locale), description=t("my_games.none", locale))
    lines: list[str] = []
    for game in shared:
        line = game_line(game, servers.get(game.guild_id or 0), locale)
        if len(lines) == MAX_LINES or sum(map(len, lines)) + len(line) > LINES_TEXT:
            break
        lines.append(line)
    more = len(shared) - len(lines)
    if more:
        lines.append(t("my_games.more", locale, count=more))
    return Panel(title=t("my_games.title", locale), description="\n".join(lines), colour=0x2B7A78)


def server_names(
    guild_ids: Iterable[int | None],
    guild: Callable[[int], discord.Guild | None],
    owns: Callable[[int | None], bool],
) -> dict[int, str]:
    """Each server's name as this process knows it: ``LEFT`` for one it runs the shard of but
    is no longer in; none for one it cannot tell (another process's shard, or no server)."""
    names: dict[int, str] = {}
    for guild_id in set(guild_ids):
        if guild_id is None or not owns(guild_id):
            continue
        found = guild(guild_id)
        if found is None:
            names[guild_id] = LEFT
        elif found.name:  # an unavailable server (an outage) may have no name yet
            names[guild_id] = found.name
    return names


class MyGamesCog(commands.Cog):
    """``/games``: the asker's open games across servers."""

    def __init__(
        self,
        *,
        my_games: MyGames,
        messenger: Messenger,
        guild: Callable[[int], discord.Guild | None],
        owns: Callable[[int | None], bool],
    ) -> None:
        self.my_games = my_games
        self.messenger = messenger
        self.guild = guild
        self.owns = owns

    async def panel(self, user_id: int, locale: str) -> Panel:
        """The ``/games`` answer for ``user_id`` (the data path the benchmark times)."""
        games = await self.my_games.of(user_id)
        servers = server_names((game.guild_id for game in games), self.guild, self.owns)
        return games_panel(games, servers, locale)

    @app_commands.command(
        name=_("games", key="cmd.games.name"),
        description=_(
            "Your open games and lobbies in every server, your turns first",
            key="cmd.games.description",
        ),
    )
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    async def games_command(self, interaction: discord.Interaction[Any]) -> None:
        panel = await self.panel(interaction.user.id, str(interaction.locale))
        async with self.messenger.message(panel, 0, 0) as kwargs:
            await interaction.response.send_message(ephemeral=True, **kwargs)


async def setup(bot: IchibaBot) -> None:
    await bot.add_cog(
        MyGamesCog(
            my_games=bot.my_games,
            messenger=bot.messenger,
            guild=bot.get_guild,
            owns=bot.owns,
        )
    )
