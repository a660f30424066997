"""``/notify``: how a player hears that it is their turn (see
:mod:`bot.services.notifications`). Every option is optional; the answer, ephemeral, shows the
choices as they are now (without options: nothing changes)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.engine import IllegalAction
from bot.i18n import t
from bot.interface.activity import Activity
from bot.interface.client import IchibaBot
from bot.interface.command_tree import option_names
from bot.interface.messenger import Messenger
from bot.interface.presenter import Panel
from bot.services.notifications import (
    HOWS,
    Notifications,
    NotifyPrefs,
    format_time_of_day,
    matching_zones,
    parse_time_of_day,
    valid_zone,
)

HOW_CHOICES = [
    app_commands.Choice(name=_(t(f"notify.how.{how}"), key=f"notify.how.{how}"), value=how)
    for how in HOWS
]


def prefs_panel(prefs: NotifyPrefs, locale: str, note: str = "") -> Panel:
    """A user's notification choices, as the answer to ``/notify``."""
    if prefs.quiet_start is not None and prefs.quiet_end is not None:
        quiet = t(
            "notify.quiet_line",
            locale,
            start=format_time_of_day(prefs.quiet_start),
            end=format_time_of_day(prefs.quiet_end),
        )
    else:
        quiet = t("notify.quiet_none", locale)
    fields = [
        (t("notify.how", locale), t(f"notify.how.{prefs.how}", locale)),
        (t("notify.reminder", locale), t("notify.on" if prefs.reminder else "notify.off", locale)),
        (t("notify.quiet", locale), quiet),
        (t("notify.timezone", locale), prefs.tz),
    ]
    return Panel(
        title=t("notify.title", locale),
        description=f"{note}\n{t('notify.help', locale)}".strip(),
        fields=fields,
        colour=0x2B7A78,
    )


def changed(
    prefs: NotifyPrefs,
    how: str | None,
    reminder: bool | None,
    quiet_from: str | None,
    quiet_to: str | None,
    timezone: str | None,
) -> NotifyPrefs:
    """``prefs`` with the given options applied (refused when one is not valid). Quiet hours
    need both ends; the same start and end remove them."""
    if how is not None:
        prefs = replace(prefs, how=how)
    if reminder is not None:
        prefs = replace(prefs, reminder=reminder)
    if (quiet_from is None) != (quiet_to is None):
        raise IllegalAction("notify.quiet_both")
    if quiet_from is not None and quiet_to is not None:
        start, end = parse_time_of_day(quiet_from), parse_time_of_day(quiet_to)
        quiet = (start, end) if start != end else (None, None)
        prefs = replace(prefs, quiet_start=quiet[0], quiet_end=quiet[1])
    if timezone is not None:
        if not valid_zone(timezone.strip()):
            raise IllegalAction("notify.bad_zone", value=timezone[:40])
        prefs = replace(prefs, tz=timezone.strip())
    return prefs


class Notify(commands.Cog):
    """``/notify``."""

    def __init__(self, *, notifications: Notifications, messenger: Messenger, work: Activity):
        self.notifications = notifications
        self.messenger = messenger
        self.work = work
        super().__init__()

    @app_commands.command(
        name=_("notify", key="cmd.notify.name"),
        description=_(
            "How you hear that it is your turn (no options: show your choices)",
            key="cmd.notify.description",
        ),
    )
    @app_commands.rename(**option_names("how", "reminder", "quiet_from", "quiet_to", "timezone"))
    @app_commands.describe(
        how=_("By DM, a mention in the game's channel, or both", key="cmd.notify.how"),
        reminder=_("The reminder at half time, on or off", key="cmd.notify.reminder"),
        quiet_from=_("Start of your quiet hours, HH:MM (no pings then)", key="cmd.notify.from"),
        quiet_to=_("End of your quiet hours, HH:MM (same as the start: none)", key="cmd.notify.to"),
        timezone=_("Your time zone, such as Europe/Amsterdam", key="cmd.notify.timezone"),
    )
    @app_commands.choices(how=HOW_CHOICES)
    async def notify(
        self,
        interaction: discord.Interaction[Any],
        how: app_commands.Choice[str] | None = None,
        reminder: bool | None = None,
        quiet_from: str | None = None,
        quiet_to: str | None = None,
        timezone: str | None = None,
    ) -> None:
        locale = str(interaction.locale)
        user_id = interaction.user.id
        async with self.work.working():
            prefs = await self.notifications.of(user_id)
            chosen = how.value if how is not None else None
            options = (chosen, reminder, quiet_from, quiet_to, timezone)
            note = ""
            if any(option is not None for option in options):
                prefs = changed(prefs, chosen, reminder, quiet_from, quiet_to, timezone)
                await self.notifications.save(user_id, prefs)
                note = t("notify.saved", locale)
        await self.messenger.respond(interaction, prefs_panel(prefs, locale, note), 0, 0)

    @notify.autocomplete("timezone")
    async def _zones(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=zone, value=zone) for zone in matching_zones(current)]


async def setup(bot: IchibaBot) -> None:
    await bot.add_cog(
        Notify(notifications=bot.notifications, messenger=bot.messenger, work=bot.work)
    )
