"""Lobby rules and the slash commands, through the local Discord server."""

from __future__ import annotations

import random
from pathlib import Path

from tests.e2e.world import (
    board_message,
    button,
    buttons,
    make_world,
    message_updated,
    open_and_start,
    play_until,
    running_bot,
)
from tests.fakediscord import Perm

FIVE = ("Alice", "山田太郎", "张伟", "🐟Fishy🍣", "Eve")


async def test_lobby_refusals_are_explained(tmp_path: Path) -> None:
    world = await make_world(tmp_path, FIVE)
    server, channel = world.server, world.channel
    host, *others = world.users
    try:
        async with running_bot(world):
            lobby = await server.slash(host, channel, "play", game="tsukiji")
            start = await server.click(host, lobby.message, button(lobby.message, "Start"))
            assert start.ephemeral and "At least 2 players" in start.content
            again = await server.slash(others[0], channel, "play", game="tsukiji")
            assert again.ephemeral and "already has a game" in again.content
            for guest in others[:3]:
                await server.click(guest, lobby.message, button(lobby.message, "Join"))
            twice = await server.click(others[0], lobby.message, button(lobby.message, "Join"))
            assert twice.ephemeral and "already seated" in twice.content
            full = await server.click(others[3], lobby.message, button(lobby.message, "Join"))
            assert full.ephemeral and "full (4 players)" in full.content
            left = await server.click(others[2], lobby.message, button(lobby.message, "Leave"))
            assert message_updated(left)
            assert "🐟Fishy🍣" not in str(lobby.message.embeds)
            not_host = await server.click(others[0], lobby.message, button(lobby.message, "Start"))
            assert not_host.ephemeral and "Only the host" in not_host.content
            cancel = await server.click(host, lobby.message, button(lobby.message, "Cancel"))
            assert message_updated(cancel) and not buttons(lobby.message)
            fresh = await server.slash(others[0], channel, "play", game="tsukiji")
            assert not fresh.ephemeral, "a cancelled lobby frees the channel"
            server.assert_healthy()
    finally:
        await server.close()


async def test_missing_channel_permissions_are_named(tmp_path: Path) -> None:
    world = await make_world(
        tmp_path,
        ("Alice",),
        everyone_permissions=Perm.DEFAULT_EVERYONE & ~Perm.ATTACH_FILES,
        bot_permissions=Perm.DEFAULT_BOT & ~Perm.ATTACH_FILES,
    )
    try:
        async with running_bot(world):
            answer = await world.server.slash(world.users[0], world.channel, "play", game="tsukiji")
            assert answer.ephemeral and "Attach Files" in answer.content
            assert not world.server.messages(world.channel)
    finally:
        await world.server.close()


async def test_status_hand_rules_and_abandon(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎", "张伟"))
    server, channel = world.server, world.channel
    host, second, third = world.users
    try:
        async with running_bot(world) as bot:
            none = await server.slash(host, channel, "game status")
            assert none.ephemeral and "no game in this channel" in none.content
            rules = await server.slash(third, channel, "rules", game="tsukiji")
            assert rules.ephemeral and rules.embeds[0]["title"].startswith("Tsukiji")
            game_id = await open_and_start(world, bot, world.users)
            status = await server.slash(second, channel, "game status")
            assert status.ephemeral and "Alice" in str(status.embeds)
            hand = await server.slash(second, channel, "hand")
            assert hand.ephemeral and hand.attachments and hand.components
            await play_until(world, bot, game_id, random.Random(2), lambda s: s["phase"] == "buy")
            waiting = await server.slash(second, channel, "hand")  # what each lot is worth to me
            assert waiting.ephemeral and waiting.attachments
            # The buy buttons are on the board: the panel offers at most the 💡 hint (newcomers).
            offered = [c.get("label") for row in waiting.components for c in row["components"]]
            assert offered in ([], ["Hint"])
            vote = await server.slash(second, channel, "game abandon")
            assert vote.ephemeral and "1 of 2" in vote.content
            done = await server.slash(third, channel, "game abandon")
            assert done.ephemeral and "abandoned" in done.content
            await bot.work.quiet()
            row = await bot.store.games.get(game_id)
            assert row is not None and row.status == "abandoned"
            board = await board_message(world, bot, game_id)
            assert not board.components
            assert "abandoned" in server.last_message(channel).content
            server.assert_healthy()
    finally:
        await server.close()
