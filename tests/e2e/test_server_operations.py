"""What a server's admins and moderators do, through the local Discord server: ending games,
lobbies and games that end by themselves (time from a test clock), ``/settings`` and ``/help``."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.i18n import t
from bot.services.settings import GuildSettings
from tests.e2e.test_computers_and_timers import Clock
from tests.e2e.world import (
    World,
    board_message,
    button,
    hand_button,
    make_world,
    message_updated,
    open_and_start,
    play_game,
    running_bot,
)
from tests.fakediscord.errors import FakeDiscordError
from tests.fakediscord.payloads import Perm

MINUTE, HOUR = 60.0, 3600.0


def _staff(world: World) -> tuple:
    """An admin (Manage Server), a moderator (Manage Messages) and a bystander, none seated."""
    server, guild = world.server, world.guild  # type: ignore[attr-defined]
    admins = server.add_role(guild, "Admins", Perm.MANAGE_GUILD)
    mods = server.add_role(guild, "Mods", Perm.MANAGE_MESSAGES)
    admin = server.add_user("Admin", guild=guild, roles=[admins])
    moderator = server.add_user("Mod", guild=guild, roles=[mods])
    bystander = server.add_user("Bystander", guild=guild)
    return admin, moderator, bystander


async def test_a_moderator_ends_an_abandoned_lobby_and_a_running_game(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    server, channel = world.server, world.channel
    host, guest = world.users
    admin, moderator, bystander = _staff(world)
    try:
        async with running_bot(world) as bot:
            lobby = await server.slash(host, channel, "play", game="tsukiji")
            row = await bot.store.games.open_in_channel(int(channel.id))
            assert row is not None
            refused = await server.slash(bystander, channel, "game abandon")
            assert refused.ephemeral and "moderator" in refused.content
            busy = await server.slash(guest, channel, "play", game="fisherman")
            assert busy.ephemeral and "already has a game" in busy.content

            ended = await server.slash(moderator, channel, "game abandon")
            assert ended.ephemeral and "abandoned" in ended.content
            await bot.work.quiet()
            row = await bot.store.games.get(row.id)
            assert row is not None and row.status == "abandoned"
            assert await bot.store.games.closed_by(row.id) == f"moderator:{moderator.id}"
            closed = server.get_message(lobby.message.id)
            assert not closed.components, "the closed lobby keeps no buttons"
            assert "Mod" in server.last_message(channel).content

            # The channel is free again; a running game is ended at once too.
            game_id = await open_and_start(world, bot, [guest, host])
            await server.slash(admin, channel, "game abandon")
            await bot.work.quiet()
            row = await bot.store.games.get(game_id)
            assert row is not None and row.status == "abandoned"
            assert await bot.store.games.closed_by(game_id) == f"moderator:{admin.id}"
            assert not (await board_message(world, bot, game_id)).components

            # The server's moderator role (set by an admin) gives the same right.
            helpers = server.add_role(world.guild, "Game helpers")  # type: ignore[attr-defined]
            helper = server.add_user("Helper", guild=world.guild, roles=[helpers])  # type: ignore[attr-defined]
            game_id = await open_and_start(world, bot, [host, guest])
            before = await server.slash(helper, channel, "game abandon")
            assert before.ephemeral and "moderator" in before.content
            saved = await server.slash(admin, channel, "settings moderator-role", role=helpers)
            assert f"<@&{helpers.id}>" in str(saved.embeds), saved.content
            ended = await server.slash(helper, channel, "game abandon")
            assert "abandoned" in ended.content, ended.content
            await bot.work.quiet()
            assert await bot.store.games.closed_by(game_id) == f"moderator:{helper.id}"
            server.assert_healthy()
    finally:
        await server.close()


async def test_a_lobby_without_activity_closes_and_frees_the_channel(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    server, channel = world.server, world.channel
    host, guest = world.users
    clock = Clock()
    try:
        async with running_bot(world, clock=clock) as bot:
            clock.bot = bot
            lobby = await server.slash(host, channel, "play", game="silkroad")
            row = await bot.store.games.open_in_channel(int(channel.id))
            assert row is not None
            await clock.advance(29 * MINUTE)
            joined = await server.click(guest, lobby.message, button(lobby.message, "Join"))
            assert message_updated(joined)
            await clock.advance(29 * MINUTE)  # 58 min after opening, 29 after the join
            assert (await bot.store.games.get(row.id)).status == "lobby"
            await clock.advance(2 * MINUTE)
            assert (await bot.store.games.get(row.id)).status == "abandoned"
            assert await bot.store.games.closed_by(row.id) == "lobby_expired"
            closed = server.get_message(lobby.message.id)
            assert not closed.components and "30 min" in str(closed.embeds)
            again = await server.slash(guest, channel, "play", game="fisherman")
            assert not again.ephemeral, again.content
    finally:
        await server.close()


async def test_a_lobby_expiry_survives_a_restart(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice",))
    clock = Clock()
    try:
        async with running_bot(world, clock=clock) as bot:
            await world.server.slash(world.users[0], world.channel, "play", game="tsukiji")
            row = await bot.store.games.open_in_channel(int(world.channel.id))
        clock.now += 31 * MINUTE  # the bot was offline when the lobby expired
        async with running_bot(world, clock=clock) as bot:
            clock.bot = bot
            await clock.advance(0)
            assert (await bot.store.games.get(row.id)).status == "abandoned"
    finally:
        await world.server.close()


@pytest.mark.parametrize("away_hours", [None, 2])
async def test_a_game_nobody_plays_ends_after_the_away_time(
    tmp_path: Path, away_hours: int | None
) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    server, channel = world.server, world.channel
    admin, _, _ = _staff(world)
    clock = Clock()
    hours = away_hours or 24
    try:
        async with running_bot(world, clock=clock) as bot:
            clock.bot = bot
            if away_hours:
                await server.slash(admin, channel, "settings away-expiry", hours=away_hours)
            game_id = await open_and_start(world, bot, world.users, game="silkroad")
            await play_game(world, bot, game_id, random.Random(3), max_clicks=2)  # a human move
            await clock.advance(hours * HOUR - MINUTE)
            assert (await bot.store.games.get(game_id)).status == "active"
            await clock.advance(2 * MINUTE)
            assert (await bot.store.games.get(game_id)).status == "abandoned"
            assert await bot.store.games.closed_by(game_id) == "idle"
            assert f"{hours} h" in server.last_message(channel).content
            assert not (await board_message(world, bot, game_id)).components
    finally:
        await server.close()


async def test_settings_change_what_new_games_do_and_refuse_bad_values(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    server, channel = world.server, world.channel
    host, guest = world.users
    admin, moderator, _ = _staff(world)
    other = server.add_text_channel(world.guild, "more-games")  # type: ignore[attr-defined]
    try:
        async with running_bot(world) as bot:
            shown = await server.slash(admin, channel, "settings show")
            assert shown.ephemeral and "every channel" in str(shown.embeds)
            with pytest.raises(FakeDiscordError):  # hidden from members without Manage Server
                await server.slash(moderator, channel, "settings show")

            bad = await server.slash(admin, channel, "settings lobby-expiry", minutes=2)
            assert bad.ephemeral and "5 to 1,440 minutes" in bad.content
            bad = await server.slash(admin, channel, "settings away-expiry", hours=1000)
            assert bad.ephemeral and "1 to 168 hours" in bad.content
            bad = await server.slash(
                admin, channel, "settings turn-time", game="tsukiji", seconds=-5
            )
            assert bad.ephemeral and "0 to 259,200 seconds" in bad.content

            saved = await server.slash(
                admin, channel, "settings turn-time", game="tsukiji", seconds=45
            )
            assert "Saved" in str(saved.embeds) and "Tsukiji: 45 s" in str(saved.embeds)
            await server.slash(admin, channel, "settings language", value="ja")
            await server.slash(admin, channel, "settings computer-speed", speed="instant")
            await server.slash(admin, channel, "settings channel", channel=other, allowed=True)

            refused = await server.slash(host, channel, "play", game="tsukiji")
            assert refused.ephemeral and f"<#{other.id}>" in refused.content
            await server.slash(admin, channel, "settings channel", channel=channel, allowed=True)
            game_id = await open_and_start(world, bot, [host, guest], turn_time=None)
            row = await bot.store.games.get(game_id)
            assert row.turn_seconds == 45 and row.locale == "ja"
            board = await board_message(world, bot, game_id)  # the channel reads Japanese
            assert hand_button(board)["label"] == t("board.my_hand", "ja") != "My hand"

        stored = GuildSettings.from_json(await _stored_settings(world))
        assert stored.computer_speed == "instant" and stored.language == "ja"
        assert stored.game_channels == (int(other.id), int(channel.id))
        async with running_bot(world) as bot:  # still there after a restart
            shown = await server.slash(admin, channel, "settings show")
            assert "45 s" in str(shown.embeds) and f"<#{other.id}>" in str(shown.embeds)
            server.assert_healthy()
    finally:
        await server.close()


async def _stored_settings(world: World) -> str | None:
    from bot.store import open_store

    store = await open_store(world.db)
    try:
        return await store.settings.get(int(world.guild.id))  # type: ignore[attr-defined]
    finally:
        await store.close()


async def test_settings_refuse_members_without_manage_server_even_if_opened_to_them(
    tmp_path: Path,
) -> None:
    world = await make_world(tmp_path, ("Alice",))
    server, channel = world.server, world.channel
    try:
        async with running_bot(world):
            command = server.get_command("settings", world.guild)  # type: ignore[attr-defined]
            command["default_member_permissions"] = None  # the server opened it to everyone
            answer = await server.slash(world.users[0], channel, "settings show")
            assert answer.ephemeral and "Manage Server" in answer.content
    finally:
        await server.close()


async def test_help_names_the_commands_and_the_invite_link(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice",))
    try:
        async with running_bot(world) as bot:
            answer = await world.server.slash(world.users[0], world.channel, "help")
            text = str(answer.embeds)
            assert answer.ephemeral
            for command in ("/play", "/game", "/hand", "/rules", "/settings"):
                assert command in text
            assert f"client_id={bot.application_id}" in text and "permissions=309237763072" in text
    finally:
        await world.server.close()
