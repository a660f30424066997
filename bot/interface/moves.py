"""What follows an accepted move: the click's own message answered in place, announcements,
a fresh board when a phase or round deserves it, the final result, private panels for the
seats that must act next, and the timers and computers set going."""

from __future__ import annotations

from typing import Any

import discord

from bot.engine import IllegalAction
from bot.i18n import t
from bot.interface.boards import Boards, dm_kind, names_of
from bot.interface.controls import answer
from bot.interface.lobby import again_button
from bot.interface.messenger import Messenger
from bot.interface.metrics import Metrics
from bot.interface.presenter import Panel, Presenter
from bot.interface.threads import GameThreads
from bot.services.computers import Computers
from bot.services.deadlines import Deadlines, phase_of
from bot.services.history import rating_changes
from bot.services.notifications import Notifications
from bot.services.tables import Outcome, Tables
from bot.services.user_locales import UserLocales
from bot.store import GameRow


class Moves:
    """Shows the players what each accepted move changed."""

    def __init__(
        self,
        tables: Tables,
        messenger: Messenger,
        boards: Boards,
        deadlines: Deadlines,
        computers: Computers,
        user_locales: UserLocales,
        notifications: Notifications,
        metrics: Metrics,
        threads: GameThreads,
    ) -> None:
        self.tables = tables
        self.messenger = messenger
        self.boards = boards
        self.deadlines = deadlines
        self.computers = computers
        self.user_locales = user_locales
        self.notifications = notifications
        self.metrics = metrics
        self.threads = threads

    async def after_action(
        self,
        outcome: Outcome,
        interaction: discord.Interaction[Any] | None = None,
        *,
        from_private: bool = False,
    ) -> None:
        """Show what an accepted action changed, with as few Discord calls as possible.

        ``interaction`` is the click that made the move (``None`` for computer moves); its
        message is edited in the response itself.
        """
        row, events = outcome.row, outcome.events
        self.metrics.action(row.game, outcome.actor)
        await self.deadlines.sync(row, outcome)
        presenter = self.boards.presenter(row)
        over = row.status == "over"
        fresh_board = over or presenter.new_board(events)
        if interaction is not None:
            await self._respond_to_move(outcome, interaction, from_private, fresh_board)
        rules, state = self.tables.rules(row), row.state
        assert state is not None
        public = rules.view(state, None)
        for extra in presenter.announcements(public, names_of(row), row.locale, events):
            await self.boards.send_public(row, extra, interaction)
        if fresh_board:
            await self.boards.post_board(row, events, interaction=interaction)
        elif outcome.public_changed and (interaction is None or from_private):
            self.boards.request_board_refresh(row.id)
        if over:
            final = presenter.final(public, names_of(row), row.locale)
            result = await self.tables.store.history.result(row.id)  # written with the last move
            note = t("game.number_final", row.locale, number=row.id)
            changes = rating_changes(result, row.locale) if result is not None else ""
            final.content = "\n".join(x for x in (final.content, changes, note) if x)[:2000]
            final.controls = [*final.controls, again_button(row.locale)]
            await self.boards.send_public(row, final, interaction)
            for seat in range(len(row.seats)):
                await self.boards.settle_dm(row, seat)
            self.boards.forget(row.id)
            await self.threads.finished(row)
            return
        await self._send_notices(outcome, presenter)
        answered = outcome.seat if interaction is not None and from_private else None
        fresh = [
            s
            for s in range(len(row.seats))
            if s != answered
            and (
                (row.stamps[s] == row.version and self.boards.acts_privately(row, s))
                or (fresh_board and outcome.private_changed[s])  # e.g. a new hand dealt
            )
        ]
        self.boards.request_private_panels(row, fresh)
        same_phase = outcome.phase_before == phase_of(rules.summary(state))
        newly = [s for s in rules.to_act(state) if not same_phase or s not in outcome.to_act_before]
        await self.boards.mention_turn(row, newly)
        in_dm = interaction is not None and from_private and interaction.guild_id is None
        for s in range(len(row.seats)):
            passed = row.stamps[s] == row.version and not (s == answered and in_dm)
            if passed and (s not in fresh or row.seats[s].automatic):
                await self.boards.settle_dm(row, s)  # its turn passed without a new DM
        self.computers.kick(row.id)

    async def _send_notices(self, outcome: Outcome, presenter: Presenter[Any]) -> None:
        """Private one-line news for the other players (e.g. secret income), by DM."""
        notices = getattr(presenter, "notices", None)
        if notices is None:
            return
        row, rules = outcome.row, self.tables.rules(outcome.row)
        assert row.state is not None
        for seat, info in enumerate(row.seats):
            if seat == outcome.seat or info.user_id is None or info.automatic or not info.dm_open:
                continue
            if not await self.notifications.wants_dm(info.user_id):
                continue  # quiet hours, or no DMs: the news shows in their hand
            view = rules.view(row.state, seat)
            locale = await self.user_locales.of(info.user_id, row.locale)
            panel = notices(view, outcome.events, names_of(row), locale)
            if panel is not None:
                await self.messenger.dm(info.user_id, panel, row.id, row.version)

    async def _respond_to_move(
        self,
        outcome: Outcome,
        interaction: discord.Interaction[Any],
        from_private: bool,
        fresh_board: bool,
    ) -> None:
        """Fill in the (deferred) answer of the click that made the move: its message shows
        the latest stored version, so a slower answer never puts an older picture back."""
        game_id = outcome.row.id
        if fresh_board and not from_private:
            # The old board keeps its picture of the finished phase; only its controls go.
            await interaction.edit_original_response(view=None)
            return
        async with self.boards.drawing(game_id, outcome.seat if from_private else None):
            row = await self.tables.load(game_id)
            events = outcome.events if row.version == outcome.row.version else []
            if not from_private and not await self.boards.is_board(game_id, interaction.message):
                # A newer board was posted meanwhile: the clicked one is history now.
                await interaction.edit_original_response(view=None)
                self.boards.request_board_refresh(game_id)
                return
            if from_private:
                locale = str(interaction.locale)
                panel = self.boards.private_panel(row, outcome.seat, locale) or Panel(
                    content=t("hand.waiting", locale)
                )
            else:
                message = interaction.message
                row, panel = await self.boards.claimed_board(game_id, message, row, events)
            await self.messenger.respond(interaction, panel, game_id, row.version, edit=True)
            if from_private and interaction.guild_id is None and interaction.message is not None:
                # The DM answered in place: live while it offers controls, settled otherwise.
                kind = dm_kind(outcome.seat)
                if panel.controls:
                    dm = interaction.message
                    await self.tables.store.messages.set(game_id, kind, dm.channel.id, dm.id)
                else:
                    await self.tables.store.messages.delete(game_id, kind)

    async def back(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        """ "I'm back": the player takes their seat over from the computer again."""
        row = await self.tables.load(game_id)
        seat = row.seat_of(interaction.user.id)
        if seat is None:
            raise IllegalAction("error.not_seated")
        if not row.seats[seat].away:
            raise IllegalAction("timer.not_away")
        await self.tables.store.games.set_seat_state(game_id, seat, away=False, expiries=0)
        await answer(interaction, t("timer.welcome_back", str(interaction.locale)))
        row = await self.tables.load(game_id)
        await self.deadlines.sync(row)
        self.boards.request_board_refresh(game_id)
        if self.boards.acts_privately(row, seat):
            self.boards.request_private_panels(row, [seat])

    async def set_paused(self, row: GameRow, paused: bool) -> None:
        """Pause or resume the turn timers of a game (the host's choice)."""
        await self.tables.store.games.set_timers_paused(row.id, paused)
        row = await self.tables.load(row.id)
        await self.deadlines.sync(row)
        self.boards.request_board_refresh(row.id)
