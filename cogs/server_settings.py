"""``/settings``: a server's admins choose how Ichiba behaves there (Manage Server only).

Every answer is ephemeral and shows the settings as they are now. Changes apply to lobbies
opened (language, turn time, channels) or computer moves and timers set (speed, expiries) from
then on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.ai import SEAT_LEVELS
from bot.engine.data import load_json
from bot.i18n import locales, permission_names, t
from bot.interface.activity import Activity
from bot.interface.boards import Boards
from bot.interface.client import IchibaBot
from bot.interface.command_tree import option_names
from bot.interface.messenger import Messenger
from bot.interface.permissions import missing_for_threads
from bot.interface.presenter import Panel
from bot.services.settings import GuildSettings, Settings
from bot.store import Store
from cogs.lobby import GAME_CHOICES

DEFAULT = "default"
# Every language with a catalog, by its own name ("日本語"): a new catalog folder adds one.
LANGUAGE_CHOICES = [
    app_commands.Choice(name=_(t("language.default"), key="language.default"), value=DEFAULT),
    *(app_commands.Choice(name=t("language.self", code), value=code) for code in locales()),
]
SPEED_CHOICES = [
    app_commands.Choice(name=_(t(f"speed.{name}"), key=f"speed.{name}"), value=name)
    for name in [DEFAULT, *load_json("settings.json")["computer_speeds"]]
]
LEVEL_CHOICES = [
    app_commands.Choice(
        name=_(t(f"computer.level.{level}"), key=f"computer.level.{level}"), value=level
    )
    for level in SEAT_LEVELS
]
# Months per leaderboard season.
SEASON_CHOICES = [
    app_commands.Choice(name=_(t(f"season.length_{n}"), key=f"season.length_{n}"), value=n)
    for n in load_json("settings.json")["season_months"]["choices"]
]


THREADS_CHOICES = [
    app_commands.Choice(
        name=_(t(f"threads.choice_{value}"), key=f"threads.choice_{value}"), value=value
    )
    for value in ("on", "off")
]


def threads_line(settings: GuildSettings, locale: str, missing: Sequence[str]) -> str:
    """Whether games get a thread each here, and why not when the bot lacks permissions."""
    if not settings.game_threads:
        return t("threads.off", locale)
    if missing:
        return t("threads.missing", locale, perms=permission_names(missing, locale))
    return t("threads.on", locale)


def settings_panel(
    settings: GuildSettings, locale: str, note: str = "", missing_thread_perms: Sequence[str] = ()
) -> Panel:
    """The current settings of a server, as the answer to every ``/settings`` command
    (``missing_thread_perms``: the permissions the bot lacks here for a thread per game)."""
    default = t("settings.default", locale)
    turn_times = "\n".join(
        t("settings.turn_time_line", locale, game=t(f"game.{g}.name", locale), seconds=s)
        for g, s in sorted(settings.turn_seconds.items())
    )
    role = f"<@&{settings.moderator_role}>" if settings.moderator_role else default
    channels = " ".join(f"<#{c}>" for c in settings.game_channels)
    speed = settings.computer_speed
    per_player, per_server = settings.lobby_limits
    fields = [
        (
            t("settings.language", locale),
            t("language.self", settings.language) if settings.language else default,
        ),
        (t("settings.turn_times", locale), turn_times or default),
        (t("settings.computer_speed", locale), t(f"speed.{speed}", locale) if speed else default),
        (
            t("settings.computer_level", locale),
            t(f"computer.level.{settings.default_level}", locale),
        ),
        (
            t("settings.lobby_expiry", locale),
            t("settings.minutes", locale, minutes=round(settings.lobby_seconds / 60)),
        ),
        (
            t("settings.away_expiry", locale),
            t("settings.hours", locale, hours=round(settings.away_seconds / 3600)),
        ),
        (t("settings.moderator_role", locale), role),
        (t("settings.ranked_games", locale), str(settings.min_ranked_games)),
        (
            t("settings.lobby_limits", locale),
            t("settings.lobby_limits_line", locale, player=per_player, server=per_server),
        ),
        (t("settings.game_channels", locale), channels or t("settings.all_channels", locale)),
        (t("threads.title", locale), threads_line(settings, locale, missing_thread_perms)),
        (t("settings.season_length", locale), t(f"season.length_{settings.season_length}", locale)),
    ]
    return Panel(
        title=t("settings.title", locale),
        description=f"{note}\n{t('settings.help', locale)}".strip(),
        fields=fields,
        colour=0x2B7A78,
    )


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class ServerSettings(
    commands.GroupCog,
    group_name=_("settings", key="cmd.settings.name"),
    group_description=_(
        "Ichiba's settings for this server (Manage Server)", key="cmd.settings.description"
    ),
):
    """``/settings show|language|turn-time|computer-speed|computer-level|lobby-expiry|away-expiry|
    ranked-games|lobbies-per-player|lobbies-per-server|moderator-role|threads|channel|
    season-length``."""

    def __init__(
        self,
        *,
        boards: Boards,
        messenger: Messenger,
        settings: Settings,
        store: Store,
        work: Activity,
    ) -> None:
        self.boards = boards
        self.messenger = messenger
        self.settings = settings
        self.store = store
        self.work = work
        super().__init__()

    async def interaction_check(self, interaction: discord.Interaction[Any]) -> bool:
        """Manage Server, checked again here: a server may have opened the command to others
        in its integration settings."""
        if interaction.guild_id is None:
            raise app_commands.NoPrivateMessage()
        if not interaction.permissions.manage_guild:
            raise app_commands.MissingPermissions(["manage_guild"])
        return True

    async def _change(self, interaction: discord.Interaction[Any], change: Any) -> None:
        """Apply ``change(settings) -> settings``, save, and answer with the new values."""
        assert interaction.guild_id is not None
        async with self.work.working():
            settings = change(await self.settings.get(interaction.guild_id))
            await self.settings.save(interaction.guild_id, settings)
        locale = str(interaction.locale)
        missing = missing_for_threads(interaction.app_permissions)
        panel = settings_panel(settings, locale, t("settings.saved", locale), missing)
        await self.messenger.respond(interaction, panel, 0, 0)

    @app_commands.command(
        name=_("show", key="cmd.settings.show.name"),
        description=_("Show this server's settings", key="cmd.settings.show.description"),
    )
    async def show(self, interaction: discord.Interaction[Any]) -> None:
        settings = await self.settings.get(interaction.guild_id)
        missing = missing_for_threads(interaction.app_permissions)
        panel = settings_panel(settings, str(interaction.locale), "", missing)
        await self.messenger.respond(interaction, panel, 0, 0)

    @app_commands.command(
        name=_("language", key="cmd.settings.language.name"),
        description=_(
            "Language of the boards and channel messages", key="cmd.settings.language.description"
        ),
    )
    @app_commands.rename(**option_names("value"))
    @app_commands.describe(value=_("The language", key="cmd.settings.language.value"))
    @app_commands.choices(value=LANGUAGE_CHOICES)
    async def language(
        self, interaction: discord.Interaction[Any], value: app_commands.Choice[str]
    ) -> None:
        chosen = None if value.value == DEFAULT else value.value
        await self._change(interaction, lambda s: s.changed("language", chosen))
        # Games already open in this server speak the new language from their next message.
        assert interaction.guild_id is not None
        locale = chosen or str(interaction.guild_locale or interaction.locale)
        for game_id in await self.store.games.set_open_locale(interaction.guild_id, locale):
            self.boards.request_board_refresh(game_id)

    @app_commands.command(
        name=_("turn-time", key="cmd.settings.turn_time.name"),
        description=_(
            "Default seconds per turn for a game (left empty: back to the default)",
            key="cmd.settings.turn_time.description",
        ),
    )
    @app_commands.rename(**option_names("game", "seconds"))
    @app_commands.describe(
        game=_("Which game", key="cmd.settings.turn_time.game"),
        seconds=_("Seconds per turn; 0 = no timer", key="cmd.settings.turn_time.seconds"),
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def turn_time(
        self,
        interaction: discord.Interaction[Any],
        game: app_commands.Choice[str],
        seconds: int | None = None,
    ) -> None:
        await self._change(interaction, lambda s: s.with_turn_seconds(game.value, seconds))

    @app_commands.command(
        name=_("computer-speed", key="cmd.settings.speed.name"),
        description=_("How fast computer players move", key="cmd.settings.speed.description"),
    )
    @app_commands.rename(**option_names("speed"))
    @app_commands.describe(speed=_("The speed", key="cmd.settings.speed.speed"))
    @app_commands.choices(speed=SPEED_CHOICES)
    async def computer_speed(
        self, interaction: discord.Interaction[Any], speed: app_commands.Choice[str]
    ) -> None:
        chosen = None if speed.value == DEFAULT else speed.value
        await self._change(interaction, lambda s: s.changed("computer_speed", chosen))

    @app_commands.command(
        name=_("computer-level", key="cmd.settings.level.name"),
        description=_(
            "Level of computers added without choosing one",
            key="cmd.settings.level.description",
        ),
    )
    @app_commands.rename(**option_names("level"))
    @app_commands.describe(level=_("The level", key="cmd.settings.level.level"))
    @app_commands.choices(level=LEVEL_CHOICES)
    async def computer_level(
        self, interaction: discord.Interaction[Any], level: app_commands.Choice[str]
    ) -> None:
        await self._change(interaction, lambda s: s.changed("computer_level", level.value))

    @app_commands.command(
        name=_("lobby-expiry", key="cmd.settings.lobby.name"),
        description=_(
            "Minutes without activity after which a lobby closes",
            key="cmd.settings.lobby.description",
        ),
    )
    @app_commands.rename(**option_names("minutes"))
    @app_commands.describe(minutes=_("Minutes (default: 30)", key="cmd.settings.lobby.minutes"))
    async def lobby_expiry(
        self, interaction: discord.Interaction[Any], minutes: int | None = None
    ) -> None:
        await self._change(interaction, lambda s: s.changed("lobby_minutes", minutes))

    @app_commands.command(
        name=_("away-expiry", key="cmd.settings.away.name"),
        description=_(
            "Hours without a human move after which a game ends",
            key="cmd.settings.away.description",
        ),
    )
    @app_commands.rename(**option_names("hours"))
    @app_commands.describe(hours=_("Hours (default: 24)", key="cmd.settings.away.hours"))
    async def away_expiry(
        self, interaction: discord.Interaction[Any], hours: int | None = None
    ) -> None:
        await self._change(interaction, lambda s: s.changed("away_hours", hours))

    @app_commands.command(
        name=_("ranked-games", key="cmd.settings.ranked.name"),
        description=_(
            "Rated games a player needs before the leaderboard ranks them",
            key="cmd.settings.ranked.description",
        ),
    )
    @app_commands.rename(**option_names("games"))
    @app_commands.describe(games=_("Games (default: 3)", key="cmd.settings.ranked.games"))
    async def ranked_games(
        self, interaction: discord.Interaction[Any], games: int | None = None
    ) -> None:
        await self._change(interaction, lambda s: s.changed("ranked_games", games))

    @app_commands.command(
        name=_("lobbies-per-player", key="cmd.settings.player_lobbies.name"),
        description=_(
            "How many open lobbies one member may host at once",
            key="cmd.settings.player_lobbies.description",
        ),
    )
    @app_commands.rename(**option_names("count"))
    @app_commands.describe(
        count=_("Lobbies (default: 3)", key="cmd.settings.player_lobbies.count")
    )
    async def lobbies_per_player(
        self, interaction: discord.Interaction[Any], count: int | None = None
    ) -> None:
        await self._change(interaction, lambda s: s.changed("lobbies_per_player", count))

    @app_commands.command(
        name=_("lobbies-per-server", key="cmd.settings.server_lobbies.name"),
        description=_(
            "How many open lobbies this server may have at once",
            key="cmd.settings.server_lobbies.description",
        ),
    )
    @app_commands.rename(**option_names("count"))
    @app_commands.describe(
        count=_("Lobbies (default: 50)", key="cmd.settings.server_lobbies.count")
    )
    async def lobbies_per_server(
        self, interaction: discord.Interaction[Any], count: int | None = None
    ) -> None:
        await self._change(interaction, lambda s: s.changed("lobbies_per_server", count))

    @app_commands.command(
        name=_("moderator-role", key="cmd.settings.role.name"),
        description=_(
            "A role whose members may end any game (left empty: no role)",
            key="cmd.settings.role.description",
        ),
    )
    @app_commands.rename(**option_names("role"))
    @app_commands.describe(role=_("The role", key="cmd.settings.role.role"))
    async def moderator_role(
        self, interaction: discord.Interaction[Any], role: discord.Role | None = None
    ) -> None:
        chosen = None if role is None else role.id
        await self._change(interaction, lambda s: s.changed("moderator_role", chosen))

    @app_commands.command(
        name=_("threads", key="cmd.settings.threads.name"),
        description=_(
            "A thread per game, so a channel hosts several games at once",
            key="cmd.settings.threads.description",
        ),
    )
    @app_commands.rename(**option_names("value"))
    @app_commands.describe(value=_("On or off", key="cmd.settings.threads.value"))
    @app_commands.choices(value=THREADS_CHOICES)
    async def threads(
        self, interaction: discord.Interaction[Any], value: app_commands.Choice[str]
    ) -> None:
        await self._change(interaction, lambda s: s.changed("threads", value.value == "on"))

    @app_commands.command(
        name=_("channel", key="cmd.settings.channel.name"),
        description=_(
            "Allow or stop games in a channel (none listed: every channel)",
            key="cmd.settings.channel.description",
        ),
    )
    @app_commands.rename(**option_names("channel", "allowed"))
    @app_commands.describe(
        channel=_("The channel", key="cmd.settings.channel.channel"),
        allowed=_("Whether games may be opened there", key="cmd.settings.channel.allowed"),
    )
    async def channel(
        self,
        interaction: discord.Interaction[Any],
        channel: discord.TextChannel,
        allowed: bool,
    ) -> None:
        await self._change(interaction, lambda s: s.with_channel(channel.id, allowed))

    @app_commands.command(
        name=_("season-length", key="cmd.settings.season.name"),
        description=_(
            "How long each leaderboard season lasts", key="cmd.settings.season.description"
        ),
    )
    @app_commands.rename(**option_names("length"))
    @app_commands.describe(length=_("The length", key="cmd.settings.season.length"))
    @app_commands.choices(length=SEASON_CHOICES)
    async def season_length(
        self, interaction: discord.Interaction[Any], length: app_commands.Choice[int]
    ) -> None:
        await self._change(interaction, lambda s: s.changed("season_months", length.value))


async def setup(bot: IchibaBot) -> None:
    await bot.add_cog(
        ServerSettings(
            boards=bot.boards,
            messenger=bot.messenger,
            settings=bot.settings,
            store=bot.store,
            work=bot.work,
        )
    )
