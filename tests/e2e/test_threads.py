"""A thread per game through the local Discord server: two games opened in one channel by
different hosts run at once, each in its own thread with its own board; the channel keeps only
their lobbies and one summary line per game (edited with the winners at the end), and each thread
is archived when its archive timer fires. Without the permission to create threads, a channel
holds one game at a time, and /settings show and /help say why."""

from __future__ import annotations

import random
from pathlib import Path

from bot.interface.threads import ARCHIVE_SECONDS
from tests.e2e.world import Clock, make_world, open_and_start, play_game, running_bot
from tests.fakediscord import Perm
from tests.waits import until

NAMES = ("Alice", "山田太郎", "张伟", "🐟Fishy🍣")


def plain(text: str) -> str:
    """A text without the isolation marks around players' names."""
    return text.replace("\u2068", "").replace("\u2069", "")



async def test_two_games_run_at_once_in_threads_of_one_channel(tmp_path: Path) -> None:
    world = await make_world(tmp_path, NAMES, threads=True)
    server, channel = world.server, world.channel
    alice, yamada, zhang, fishy = world.users
    clock = Clock()
    try:
        async with running_bot(world, clock) as bot:
            clock.bot = bot  # type: ignore[assignment]
            first = await open_and_start(world, bot, [alice, yamada], computers=1)
            second = await open_and_start(world, bot, [zhang, fishy], "fisherman", 1)
            threads = server.threads(channel)
            assert len(threads) == 2 and not any(t.archived for t in threads)
            rows = [await bot.store.games.get(game_id) for game_id in (first, second)]
            for row, thread, name in zip(rows, threads, ("Tsukiji", "Fisherman"), strict=True):
                assert row is not None and row.status == "active"
                assert row.channel_id == int(thread.id) and row.parent_channel_id == int(channel.id)
                assert thread.name == f"{name} #{row.id}"
                where = await bot.store.messages.get(row.id, "board")
                assert where is not None and where[0] == int(thread.id)  # its board: its thread
            lines = [m for m in server.messages(channel) if m.content.startswith("🎲")]
            assert [plain(line.content) for line in lines] == [
                f"🎲 Tsukiji #{first} started in <#{threads[0].id}> with Alice, 山田太郎, and"
                " 🤖 Normal computer 1",
                f"🎲 Fisherman #{second} started in <#{threads[1].id}> with 张伟, 🐟Fishy🍣, and"
                " 🤖 Normal computer 1",
            ]

            # In the channel, /game status names the threads; in a thread, it is that game.
            asked = await server.slash(alice, channel, "game status")
            assert asked.ephemeral and f"<#{threads[0].id}>" in asked.content
            assert f"<#{threads[1].id}>" in asked.content
            status = await server.slash(zhang, threads[1], "game status")
            assert status.ephemeral and "Fisherman" in str(status.embeds), status.embeds

            # Both are played out at once: moves alternate between the two threads.
            rng = random.Random(27)
            while True:
                progress = 0
                for game_id in (first, second):
                    row = await bot.store.games.get(game_id)
                    assert row is not None
                    if row.status == "active":
                        progress += await play_game(world, bot, game_id, rng, max_clicks=1) + 1
                if not progress:
                    break
            await bot.work.quiet()

            # Nothing of the games in the channel but their lobbies and summary lines.
            in_channel = server.messages(channel)
            assert len(in_channel) == 4, [m.content for m in in_channel]
            for game_id, thread, line in zip((first, second), threads, lines, strict=True):
                result = await bot.store.history.result(game_id)
                assert result is not None
                winners = [s.name for s in result.seats if s.place == 1]
                assert line.content.startswith("🏆") and line.edited, line.content
                assert f"#{game_id}: " in line.content and line.content.endswith(f"<#{thread.id}>")
                assert all(name in plain(line.content) for name in winners), winners
                finals = [m for m in server.messages(thread) if m.content.startswith("Game over")]
                assert len(finals) == 1  # the results are in the thread
                assert not thread.archived

            # The threads are archived once the archive timer fires.
            await clock.advance(ARCHIVE_SECONDS - 1)
            assert not any(t.archived for t in threads)
            await clock.advance(2)
            assert all(t.archived for t in threads)
        server.assert_healthy()
    finally:
        await server.close()


async def test_without_the_permission_a_channel_holds_one_game(tmp_path: Path) -> None:
    world = await make_world(tmp_path, NAMES)  # the bot may not create threads
    server, channel = world.server, world.channel
    alice, yamada, zhang, _fishy = world.users
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, [alice, yamada])
            row = await bot.store.games.get(game_id)
            assert row is not None and row.channel_id == int(channel.id)
            assert row.parent_channel_id is None and server.threads(channel) == []
            busy = await server.slash(zhang, channel, "play", game="tsukiji")
            assert busy.ephemeral and "already has a game" in busy.content, busy.content

            admins = server.add_role(world.guild, "Admins", Perm.MANAGE_GUILD)  # type: ignore[attr-defined]
            admin = server.add_user("Admin", guild=world.guild, roles=[admins])  # type: ignore[attr-defined]
            shown = await server.slash(admin, channel, "settings show")
            why = "Off: one game per channel, because Ichiba lacks Create Public Threads and Send"
            assert why in str(shown.embeds), shown.embeds
            helped = await server.slash(alice, channel, "help")
            assert why in str(helped.embeds)
        server.assert_healthy()
    finally:
        await server.close()


async def test_deleting_a_games_thread_or_its_channel_closes_its_games(tmp_path: Path) -> None:
    world = await make_world(tmp_path, NAMES, threads=True)
    server, channel = world.server, world.channel
    guild_id = int(world.guild.id)  # type: ignore[attr-defined]
    alice, yamada, zhang, fishy = world.users
    try:
        async with running_bot(world) as bot:
            first = await open_and_start(world, bot, [alice, yamada], computers=1)
            second = await open_and_start(world, bot, [zhang, fishy], "fisherman", 1)
            lobby = await server.slash(alice, channel, "play", game="silkroad")
            assert not lobby.ephemeral, lobby.content

            async def closed_by(game_id: int) -> str | None:
                return await bot.store.games.closed_by(game_id)

            await server.delete_channel(server.threads(channel)[0])
            await until(lambda: closed_by(first), "the deleted thread's game is closed")
            assert await closed_by(first) == "channel_deleted"
            assert len(await bot.store.games.open_ids(guild_id)) == 2, "the other game, the lobby"

            await server.delete_channel(channel)  # its thread and its lobby go with it

            async def none_open() -> bool:
                return not await bot.store.games.open_ids(guild_id)

            await until(none_open, "the channel's games and lobby are closed")
            assert await closed_by(second) == "channel_deleted"
    finally:
        await server.close()
