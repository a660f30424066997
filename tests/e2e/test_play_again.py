"""The "Play again" button through the local Discord server: a finished game's final message
opens its rematch in the same channel (same game, options, computer seats), the other players
invited and their seats held for a while; the rematch starts once they are all back and is
played out."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from bot.interface.client import IchibaBot
from bot.interface.lobby import HOLD_SECONDS
from bot.store import GameRow
from tests.e2e.world import (
    Clock,
    World,
    add_computer,
    buttons,
    make_world,
    message_updated,
    open_and_start,
    play_game,
    running_bot,
    verb_button,
)
from tests.fakediscord import FakeMessage

NAMES = ("Alice", "山田太郎", "张伟")



async def finished_game(world: World, bot: IchibaBot, seed: int) -> tuple[int, FakeMessage]:
    """Alice, 山田太郎 and a computer play tsukiji to the end: the game id and its final
    message."""
    game_id = await open_and_start(world, bot, world.users[:2], computers=1)
    await play_game(world, bot, game_id, random.Random(seed))
    await bot.work.quiet()
    final = world.server.last_message(world.channel)
    assert final.content.startswith("Game over"), final.content
    return game_id, final


async def rematch(bot: IchibaBot, world: World) -> GameRow:
    row = await bot.store.games.open_in_channel(int(world.channel.id))
    assert row is not None
    return row


async def lobby_message(bot: IchibaBot, world: World, game_id: int) -> FakeMessage:
    where = await bot.store.messages.get(game_id, "lobby")
    assert where is not None
    message = world.server.get_message(str(where[1]))
    assert message is not None
    return message


async def test_play_again_opens_the_rematch_and_it_is_played_out(tmp_path: Path) -> None:
    world = await make_world(tmp_path, NAMES)
    server, channel = world.server, world.channel
    alice, yamada, stranger = world.users
    try:
        async with running_bot(world) as bot:
            first_id, final = await finished_game(world, bot, 27)
            first = await bot.store.games.get(first_id)
            assert first is not None
            again = verb_button(final, "again")
            assert again["label"] == "Play again"

            opened = await server.click(yamada, final, again)
            await bot.work.quiet()
            assert opened.ephemeral and "new lobby" in opened.content
            row = await rematch(bot, world)
            assert row.status == "lobby" and row.rematch_of == first_id
            assert row.host_id == int(yamada.id) and row.game == first.game
            assert row.options == first.options
            assert (row.turn_seconds, row.secret_seconds) == (
                first.turn_seconds,
                first.secret_seconds,
            )
            computer = next(s for s in first.seats if s.kind == "computer")
            assert computer.level == "normal"  # the level is kept with the seat
            assert [(s.kind, s.name, s.level) for s in row.seats] == [
                ("human", "山田太郎", None),
                ("computer", computer.name, computer.level),
            ]
            assert row.holds == [(int(alice.id), "Alice")]
            lobby = await lobby_message(bot, world, row.id)
            assert "Alice\u2069 — seat held" in lobby.embeds[0]["fields"][0]["value"], lobby.embeds
            invite = server.last_message(channel)
            assert invite.pings.get("users") == [alice.id], invite.pings
            assert f"<@{alice.id}>" in invite.content and "Join" in invite.content

            # The host pressing again keeps one lobby; a stranger takes the free seat (Tsukiji
            # seats 4: the held one stays Alice's).
            twice = await server.click(yamada, final, again)
            assert twice.ephemeral and "already seated" in twice.content
            joined = await server.click(stranger, final, again)
            await bot.work.quiet()
            assert joined.ephemeral and "seated in the new lobby" in joined.content
            assert (await rematch(bot, world)).id == row.id
            assert len((await rematch(bot, world)).seats) == 3
            assert "Alice\u2069 — seat held" in lobby.embeds[0]["fields"][0]["value"], lobby.embeds

            # Alice presses the old final message's button: seated, and everyone is back.
            back = await server.click(alice, final, again)
            await bot.work.quiet()
            assert back.ephemeral and "seated in the new lobby" in back.content
            second = await rematch(bot, world)
            assert second.id == row.id and second.status == "active"
            assert [s.user_id for s in second.seats if s.kind == "human"] == [
                int(yamada.id),
                int(stranger.id),
                int(alice.id),
            ]
            assert "started" in str((await lobby_message(bot, world, row.id)).embeds)
            await play_game(world, bot, second.id, random.Random(28))
            await bot.work.quiet()
            assert (await bot.store.games.get(second.id)).status == "over"  # type: ignore[union-attr]
            assert verb_button(server.last_message(channel), "again")
            server.assert_healthy()
    finally:
        await server.close()


async def test_two_presses_at_once_open_one_lobby(tmp_path: Path) -> None:
    world = await make_world(tmp_path, NAMES)
    server = world.server
    alice, yamada, _stranger = world.users
    try:
        async with running_bot(world) as bot:
            first_id, final = await finished_game(world, bot, 5)
            again = verb_button(final, "again")
            both = await asyncio.gather(
                server.click(alice, final, again), server.click(yamada, final, again)
            )
            await bot.work.quiet()
            assert all(result.ephemeral for result in both), [r.content for r in both]
            lobbies = [m for m in server.messages(world.channel) if "has started" in str(m.embeds)]
            assert len(lobbies) == 2, "the first game's lobby and one rematch"
            row = await bot.store.games.get((await rematch(bot, world)).id)
            assert row is not None and row.rematch_of == first_id
            assert row.status == "active", "both previous players sat down: it started"
            humans = {s.user_id for s in row.seats if s.kind == "human"}
            assert humans == {int(alice.id), int(yamada.id)}
            server.assert_healthy()
    finally:
        await server.close()


async def test_held_seats_free_up_when_the_hold_expires(tmp_path: Path) -> None:
    world = await make_world(tmp_path, NAMES)
    server = world.server
    alice, yamada, stranger = world.users
    clock = Clock()
    try:
        async with running_bot(world, clock=clock) as bot:
            _first, final = await finished_game(world, bot, 9)
            # Tsukiji seats 4: fill the free one, so that only Alice's held seat remains.
            await server.click(yamada, final, verb_button(final, "again"))
            await bot.work.quiet()
            row = await rematch(bot, world)
            lobby = await lobby_message(bot, world, row.id)
            added = await add_computer(world, yamada, lobby)
            assert message_updated(added), added.content
            refused = await server.click(stranger, lobby, verb_button(lobby, "join"))
            assert refused.ephemeral and "held" in refused.content

            assert "held" in str(lobby.embeds)
            clock.now += HOLD_SECONDS + 1
            await bot.scheduler.run_due()  # the lobby is drawn anew: its held seat is free
            await bot.work.quiet()
            assert "held" not in str(lobby.embeds), lobby.embeds
            joined = await server.click(stranger, lobby, verb_button(lobby, "join"))
            await bot.work.quiet()
            assert message_updated(joined), joined.content
            row = await rematch(bot, world)
            assert row.status == "active", "the seats are full: it started by itself"
            assert int(stranger.id) in {s.user_id for s in row.seats}
            late = await server.click(alice, final, verb_button(final, "again"))
            assert late.ephemeral and "another game" in late.content
            assert buttons(lobby) == [] or "started" in str(lobby.embeds)
            server.assert_healthy()
    finally:
        await server.close()


async def test_two_presses_at_once_open_one_rematch_of_a_game_in_a_thread(tmp_path: Path) -> None:
    world = await make_world(tmp_path, NAMES, threads=True)
    server = world.server
    alice, yamada, _stranger = world.users
    try:
        async with running_bot(world) as bot:
            first_id = await open_and_start(world, bot, [alice, yamada], computers=1)
            await play_game(world, bot, first_id, random.Random(5))
            await bot.work.quiet()
            (thread,) = server.threads(world.channel)
            final = server.last_message(thread)
            again = verb_button(final, "again")
            await asyncio.gather(
                server.click(alice, final, again), server.click(yamada, final, again)
            )
            await bot.work.quiet()
            rematches = [
                row
                for row in await bot.store.games.open_in_threads(int(world.channel.id))
                if row.rematch_of == first_id
            ]
            assert len(rematches) == 1, "one rematch, though two pressed at once"
            humans = {s.user_id for s in rematches[0].seats if s.kind == "human"}
            assert humans == {int(alice.id), int(yamada.id)}
            server.assert_healthy()
    finally:
        await server.close()
