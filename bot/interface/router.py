"""Where a click goes: every game control (its custom_id names the game, its version, a verb
and an argument) is acknowledged at once, checked against the stored game, and handed to the
lobby, the board or the table service; a refusal is explained ephemerally."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import discord

from bot.engine import IllegalAction
from bot.i18n import t
from bot.interface.activity import Activity
from bot.interface.boards import HINT, Boards
from bot.interface.controls import CUSTOM_ID, answer
from bot.interface.hints import Hints
from bot.interface.lifecycle import Lifecycle
from bot.interface.lobby import AGAIN, Lobbies
from bot.interface.lobby import VERBS as LOBBY_VERBS
from bot.interface.messenger import Messenger
from bot.interface.metrics import Metrics
from bot.interface.moves import Moves
from bot.interface.presenter import refusal_text
from bot.services.tables import Tables
from bot.store import StoreUnavailable

log = logging.getLogger(__name__)


class Router:
    """Routes the clicks on game controls."""

    def __init__(
        self,
        tables: Tables,
        activity: Activity,
        metrics: Metrics,
        messenger: Messenger,
        boards: Boards,
        lobbies: Lobbies,
        moves: Moves,
        lifecycle: Lifecycle,
        hints: Hints,
    ) -> None:
        self.tables = tables
        self.work = activity
        self.metrics = metrics
        self.messenger = messenger
        self.boards = boards
        self.lobbies = lobbies
        self.moves = moves
        self.lifecycle = lifecycle
        self.hints = hints

    async def on_control(
        self,
        interaction: discord.Interaction[Any],
        game_id: int,
        version: int,
        verb: str,
        arg: str | None,
        values: Sequence[str],
    ) -> None:
        """A click on any game control."""
        async with self.work.working():
            await self._on_control(interaction, game_id, version, verb, arg, values)

    async def on_orphan(
        self,
        interaction: discord.Interaction[Any],
        custom: str,
        values: Sequence[str],
        *,
        known: bool,
    ) -> None:
        """A click whose control is not on its message (a double click, an old copy of an
        edited message, a forged payload) or is not one of the bot's (``known``: one of its
        kinds of control): a game control is checked like any other; anything else is
        answered and does nothing."""
        match = CUSTOM_ID.fullmatch(custom)
        if match is None:
            key = "error.stale_no_controls" if known else "error.malformed"
            await answer(interaction, t(key, str(interaction.locale)))
            return
        await self.on_control(
            interaction,
            int(match["game"]),
            int(match["version"]),
            match["verb"],
            match["arg"],
            values,
        )

    async def _on_control(
        self,
        interaction: discord.Interaction[Any],
        game_id: int,
        version: int,
        verb: str,
        arg: str | None,
        values: Sequence[str],
    ) -> None:
        locale = str(interaction.locale)
        try:
            # Every click is acknowledged before any work (Discord allows 3 s, players notice
            # far less): "My hand" and 💡 with a private "thinking…" message, anything else with a
            # deferred update. Its message is then edited, or a note sent, through the token.
            if verb in ("hand", HINT):
                await interaction.response.defer(ephemeral=True, thinking=True)
            else:
                await interaction.response.defer()
            self.metrics.acknowledged(interaction.created_at.timestamp())
            await self._check_origin(interaction, game_id, version, verb)
            if verb in LOBBY_VERBS:
                await self.lobbies.click(interaction, game_id, verb, values)
            elif verb == AGAIN:
                await self.lobbies.play_again(interaction, game_id)
            elif verb == "back":
                await self.moves.back(interaction, game_id)
            elif verb == "hand":
                await self.boards.show_hand(interaction, game_id)
            elif verb == HINT:
                await self.hints.click(interaction, game_id, version)
            elif verb in ("a", "p"):
                code = values[0] if values else (arg or "")
                outcome = await self.tables.act(game_id, interaction.user.id, version, code)
                await self.moves.after_action(outcome, interaction, from_private=verb == "p")
            else:
                raise IllegalAction("error.not_offered")
        except IllegalAction as refusal:
            await self.refuse(interaction, refusal, game_id, locale)
        except StoreUnavailable as problem:
            log.error(
                "control %s on game %s: the database cannot be written: %s", verb, game_id, problem
            )
            await answer(interaction, t("error.storage", locale))
        except Exception:
            log.exception("control %s on game %s failed", verb, game_id)
            await answer(interaction, t("error.internal", locale))

    async def _check_origin(
        self, interaction: discord.Interaction[Any], game_id: int, version: int, verb: str
    ) -> None:
        """A click counts only where its control is offered, whatever its custom_id says (a
        client can send any custom_id): the lobby's and the board's controls in the game's
        own channel of its own server, a private panel's also in its player's DMs."""
        row = await self.tables.load(game_id)
        if interaction.guild_id is None:
            if verb in LOBBY_VERBS:
                raise IllegalAction("error.lobby_in_dm")
            if verb not in ("p", HINT):
                raise IllegalAction("error.not_in_dm")
            if row.seat_of(interaction.user.id) is None:
                raise IllegalAction("error.not_seated")
        elif interaction.guild_id != row.guild_id or interaction.channel_id != row.channel_id:
            raise IllegalAction("error.wrong_channel")
        if verb in LOBBY_VERBS and version != 0:
            raise IllegalAction("error.not_offered")  # lobby controls are drawn at version 0

    async def refuse(
        self,
        interaction: discord.Interaction[Any],
        refusal: IllegalAction,
        game_id: int,
        locale: str,
    ) -> None:
        """Explain a refusal ephemerally; stale controls come with fresh ones."""
        text = refusal_text(refusal, self.boards.presenters, locale)
        if refusal.key == "error.rules_changed":
            await self.lifecycle.close_outdated(game_id)
        if refusal.key == "error.stale":
            panel = await self.boards.fresh_controls(game_id, interaction.user.id, locale)
            if panel is not None and panel.controls:
                panel.content = f"{text}\n{panel.content}".strip()
                row = await self.tables.load(game_id)
                await self.messenger.respond(interaction, panel, game_id, row.version)
                return
            text = t("error.stale_no_controls", locale)  # nothing to do: no controls promised
        await answer(interaction, text)
