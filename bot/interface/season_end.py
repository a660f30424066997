"""The end of a leaderboard season: its best three of each game, posted in the server's game
channel.

A server's first rated result of a season sets a timer (kind ``season``, see
:mod:`bot.store.history`) due at the season's end; the scheduler fires it once in the whole
cluster (the row is claimed, then consumed). The next season's first result sets the next one,
so only servers that play are announced to.

Where: the channel of the server's most recently finished game, while games may still be
opened there (``/settings channel``); otherwise, or when that channel is gone, the first of
the server's game channels. In the server's language (``/settings language``), else that
game's.
"""

from __future__ import annotations

import logging

import discord

from bot.engine.seasons import Season, season_between
from bot.i18n import messages, t
from bot.interface.messenger import Messenger
from bot.interface.presenter import Panel
from bot.names import robot, shown
from bot.services.history import History, Leaderboard
from bot.services.scheduler import Scheduler
from bot.services.settings import Settings
from bot.store.history import SEASON_END

log = logging.getLogger(__name__)
MEDALS = ("🥇", "🥈", "🥉")
COLOUR = 0x6B4FA0


def season_dates(start: float, end: float, locale: str) -> str:
    """A season's first and last days, as the language writes dates."""
    season = season_between(start, end)
    words = messages(locale)
    first, last = words.date(season.first_day.date()), words.date(season.last_day.date())
    return t("season.dates", locale, start=first, end=last)


def season_end_panel(boards: list[Leaderboard], season: Season, locale: str) -> Panel:
    """The announcement: each game's podium of the season that ended."""
    lines = []
    for board in boards:
        podium = " · ".join(
            t(
                "season.podium_place",
                locale,
                medal=MEDALS[s.rank - 1],
                player=shown(robot(s.row.name) if s.row.player < 0 else s.row.name),
                rating=s.rating,
            )
            for s in board.standings
        )
        game = t(f"game.{board.game}.name", locale)
        lines.append(t("season.podium", locale, game=game, podium=podium))
    return Panel(
        title=t("season.ended_title", locale, dates=season_dates(season.start, season.end, locale)),
        description="\n".join([*lines, t("season.ended_next", locale)])[:4000],
        colour=COLOUR,
    )


class SeasonEnd:
    """Announces the best of each season when it ends."""

    def __init__(self, history: History, settings: Settings, messenger: Messenger) -> None:
        self.history = history
        self.settings = settings
        self.messenger = messenger

    def register(self, scheduler: Scheduler) -> None:
        scheduler.handle(SEASON_END, self._ended)

    async def _ended(self, game_id: int, kind: str, payload: dict[str, int]) -> None:
        guild_id = payload["guild"]
        season = season_between(payload["start"], payload["end"])
        settings = await self.settings.get(guild_id)
        boards = await self.history.season_best(guild_id, season, settings.min_ranked_games)
        place = await self.history.last_place(guild_id)
        if not boards or place is None:
            return  # nobody ranked: nothing to announce
        channel, game_locale = place
        panel = season_end_panel(boards, season, settings.language or game_locale)
        where = [channel] if settings.allows(channel) else []
        where += [c for c in settings.game_channels[:1] if c not in where]
        for channel_id in where:
            try:
                await self.messenger.send(channel_id, panel, 0, 0)
                return
            except discord.HTTPException as problem:
                log.info("season end of server %s: channel %s: %s", guild_id, channel_id, problem)
        log.warning("season end of server %s: no channel to announce it in", guild_id)
