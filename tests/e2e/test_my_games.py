"""``/games`` through the local Discord: a player's games in two servers and a lobby, their turn
first, each with whose turn it is, the time left and a link to its board; from a server and from
a DM with the bot. Games of servers the bot left are not listed; a player without games is told
so."""

from __future__ import annotations

import contextlib
import random
from collections.abc import AsyncIterator
from pathlib import Path

from bot.config import Config
from bot.games import GAMES
from bot.interface.client import IchibaBot
from bot.names import unmarked
from tests.e2e.world import (
    NO_THREADS,
    World,
    add_computer,
    make_world,
    message_updated,
    play_until,
    verb_button,
)
from tests.fakediscord import FakeChannel, FakeUser, Perm, run_client
from tests.fakediscord.server import remove_bot_from_guild
from tests.waits import until

SILK_ROAD = "Maritime Silk Road"
TURN = 3600  # seconds per turn: each running game has a deadline

# Like make_world's guild: no threads, so each channel holds one game (the games are found by
# their channel).
ONE_GAME_PER_CHANNEL = {
    "bot_permissions": Perm.DEFAULT_BOT & ~NO_THREADS,
    "everyone_permissions": Perm.DEFAULT_EVERYONE & ~NO_THREADS,
}


@contextlib.asynccontextmanager
async def global_bot(world: World) -> AsyncIterator[IchibaBot]:
    """The real bot with its commands synced globally (not to a test server), so that they
    exist in DMs too."""
    config = Config(token=world.server.token, db_path=world.db, dev_guild=None, computer_delay=0)
    async with run_client(world.server, IchibaBot(config)) as bot:
        yield bot


async def open_game(
    world: World,
    bot: IchibaBot,
    channel: FakeChannel,
    players: list[FakeUser],
    *,
    computers: int = 0,
    start: bool = True,
) -> int:
    """Silk Road in ``channel``: ``/play`` by the first player, Join by the others, then the
    computers and Start (``start``); the game's id."""
    host, *guests = players
    lobby = await world.server.slash(host, channel, "play", game="silkroad", turn_time=TURN)
    assert not lobby.ephemeral, lobby.content

    async def press(user: FakeUser, verb: str) -> None:
        pressed = await world.server.click(user, lobby.message, verb_button(lobby.message, verb))
        assert message_updated(pressed), pressed.content

    for guest in guests:
        await press(guest, "join")
    for _ in range(computers):
        added = await add_computer(world, host, lobby.message)
        assert message_updated(added), added.content
    if start:
        await press(host, "start")
    await bot.work.quiet()
    row = await bot.store.games.open_in_channel(int(channel.id))
    assert row is not None
    return row.id


async def link_to(bot: IchibaBot, guild_id: int, game_id: int, kind: str) -> str:
    where = await bot.store.messages.get(game_id, kind)
    assert where is not None, f"game {game_id} has no {kind} message"
    return f"https://discord.com/channels/{guild_id}/{where[0]}/{where[1]}"


async def due_at(bot: IchibaBot, game_id: int, seat: int) -> str:
    timers = await bot.store.timers.of_game(game_id)
    return f"<t:{int(timers[f'expire:{seat}'])}:R>"


async def test_games_lists_a_players_games_across_servers_their_turn_first(
    tmp_path: Path,
) -> None:
    world = await make_world(tmp_path, ("Alice", "Bob", "Carol"))
    server = world.server
    alice, bob, carol = world.users
    first = world.guild  # type: ignore[attr-defined]
    second = server.add_guild("Second market", **ONE_GAME_PER_CHANNEL)
    gone = server.add_guild("Closed market", **ONE_GAME_PER_CHANNEL)
    for user in (alice, bob):
        server.add_member(second, user)
    server.add_member(gone, alice)
    market, lobby_room = (server.add_text_channel(second, name) for name in ("market", "lobbies"))
    closed = server.add_text_channel(gone, "games")
    try:
        async with global_bot(world) as bot:
            # The first server: Alice against a computer, so it is Alice's turn.
            mine = await open_game(world, bot, world.channel, [alice], computers=1)
            row = await bot.store.games.get(mine)
            assert row is not None and row.state is not None
            assert bot.tables.rules(row).to_act(row.state) == {0}, "Alice's turn"
            # The second server: Bob's game Alice joined, played until Bob must act.
            theirs = await open_game(world, bot, market, [bob, alice])
            await play_until(
                world,
                bot,
                theirs,
                random.Random(3),
                lambda state: GAMES["silkroad"].to_act(state) == {0},
            )
            # A lobby Alice joined, and one in a server the bot is then removed from.
            lobby = await open_game(world, bot, lobby_room, [bob, alice], start=False)
            left = await open_game(world, bot, closed, [alice], start=False)
            await remove_bot_from_guild(server, gone)
            await until(lambda: bot.get_guild(int(gone.id)) is None, "the bot left")
            # A lobby still open in the store of a server the bot is not in (removed while
            # offline, before the start-up closes it): not listed either.
            unknown = await bot.store.games.create_lobby(
                "tsukiji", 4242, 4343, int(alice.id), "Alice", {}
            )

            answer = await server.slash(alice, world.channel, "games")
            assert answer.ephemeral
            lines = unmarked(answer.embeds[0]["description"]).splitlines()
            assert len(lines) == 3, lines
            yours, waiting, open_lobby = lines
            assert yours.startswith(f"[**{SILK_ROAD} #{mine}**](") and "Ichiba test" in yours
            assert "**your turn**" in yours and await due_at(bot, mine, 0) in yours
            assert await link_to(bot, int(first.id), mine, "board") in yours
            assert (
                waiting.startswith(f"[**{SILK_ROAD} #{theirs}**](") and "Second market" in waiting
            )
            assert "waiting for Bob" in waiting and await due_at(bot, theirs, 0) in waiting
            assert await link_to(bot, int(second.id), theirs, "board") in waiting
            assert (
                open_lobby.startswith(f"[**{SILK_ROAD} #{lobby}**](")
                and "lobby, 2/4 seats taken" in open_lobby
            )
            assert await link_to(bot, int(second.id), lobby, "lobby") in open_lobby
            assert "<t:" not in open_lobby
            text = "\n".join(lines)
            assert f"#{left}" not in text and f"#{unknown.id}" not in text

            # From a DM with the bot: the same list.
            in_dm = await server.slash(alice, server.dm_channel(alice), "games")
            assert in_dm.ephemeral
            assert unmarked(in_dm.embeds[0]["description"]).splitlines() == lines

            # Bob: his turn in the game Alice waits for, listed first.
            bobs = unmarked((await server.slash(bob, market, "games")).embeds[0]["description"])
            assert bobs.splitlines()[0].startswith(f"[**{SILK_ROAD} #{theirs}**](")
            assert "**your turn**" in bobs.splitlines()[0]

            # Someone without games is told so, in their language.
            none = await server.slash(carol, world.channel, "games")
            assert "You have no open games or lobbies" in none.embeds[0]["description"]
            dutch = await server.slash(carol, world.channel, "games", locale="nl")
            assert "Je hebt geen lopende potjes" in dutch.embeds[0]["description"]
            server.assert_healthy()
    finally:
        await server.close()
