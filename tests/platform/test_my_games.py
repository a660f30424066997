"""A player's open games (``/games``) on both backends: the store's read of a player's seated
games (their seats, the message showing each, their turn timers; finished games and others'
games left out), the service's order (their turn first) and the answer's cap."""

from __future__ import annotations

import pytest

from bot.games import GAMES
from bot.services.my_games import MyGames, OpenGame
from bot.store import Store, open_store
from cogs.my_games import LEFT, MAX_LINES, games_panel, server_names

ME, OTHER = 1_198_765_432_109_876_543, 2


@pytest.fixture
async def store(target: str):
    opened = await open_store(target)
    yield opened
    await opened.close()


async def started(store: Store, channel: int, seats: list[int], guild: int = 10) -> int:
    """A running two-player Silk Road in ``channel``, seated by ``seats`` in order."""
    row = await store.games.create_lobby("silkroad", guild, channel, seats[0], f"P{seats[0]}", {})
    for user in seats[1:]:
        await store.games.add_seat(row.id, user, f"P{user}", "human")
    state = GAMES["silkroad"].setup(len(seats), 1, {})
    await store.games.start(row.id, 1, state, [0] * len(seats))
    return row.id


async def test_a_players_open_games_are_read_with_their_seats_messages_and_timers(
    store: Store,
) -> None:
    first = await started(store, 100, [ME, OTHER])
    second = await started(store, 101, [OTHER, ME], guild=11)
    lobby = await store.games.create_lobby("tsukiji", 10, 102, OTHER, "P2", {})
    await store.games.add_seat(lobby.id, ME, "Me", "human")
    others = await started(store, 103, [OTHER, 3])
    over = await started(store, 104, [ME, OTHER])
    await store.games.set_status(over, "over")
    await store.messages.set(first, "lobby", 100, 1000)
    await store.messages.set(first, "board", 100, 1001)
    await store.messages.set(first, "dm:0", 5, 1002)
    await store.messages.set(lobby.id, "lobby", 102, 1003)
    await store.timers.set(first, "expire:1", 5000.0, {})
    await store.timers.set(first, "remind:1", 4000.0, {})

    seated = {game.id: game for game in await store.games.seated(ME)}

    assert sorted(seated) == sorted([first, second, lobby.id]), "open games of ME only"
    assert [s.user_id for s in seated[second].seats] == [OTHER, ME]
    assert seated[first].message == (100, 1001), "the board, not the lobby"
    assert seated[lobby.id].message == (102, 1003) and seated[second].message is None
    assert seated[first].deadlines == {1: 5000.0} and seated[second].deadlines == {}
    assert seated[lobby.id].state is None and seated[first].state is not None
    assert others not in seated and await store.games.seated(12345) == []


async def test_the_players_turn_comes_first_then_the_nearest_deadline_then_lobbies(
    store: Store,
) -> None:
    # Silk Road's first player with seed 1 and two players is seat 1.
    waiting = await started(store, 100, [ME, OTHER])  # seat 1 is OTHER's
    mine = await started(store, 101, [OTHER, ME])  # seat 1 is ME's
    soon = await started(store, 102, [ME, OTHER])
    await store.timers.set(waiting, "expire:1", 9000.0, {})
    await store.timers.set(soon, "expire:1", 8000.0, {})
    lobby = await store.games.create_lobby("tsukiji", 10, 103, ME, "Me", {})

    games = await MyGames(store).of(ME)

    assert [g.id for g in games] == [mine, soon, waiting, lobby.id]
    assert games[0].yours and not games[0].acting and games[0].due is None
    assert games[1].acting == ("P2",) and games[1].due == 8000.0 and not games[1].yours
    assert (games[3].status, games[3].seated, games[3].seats) == ("lobby", 1, 4)


def _game(number: int, guild: int | None = 10) -> OpenGame:
    return OpenGame(number, "tsukiji", guild, "active", 2, 4, True, (), 100.0, (1, 2))


def test_the_answer_holds_what_an_embed_holds_and_says_how_many_more() -> None:
    games = [_game(n) for n in range(1, MAX_LINES + 6)] + [_game(99, guild=11)]
    panel = games_panel(games, {10: "Market", 11: LEFT}, "en")
    lines = (panel.description or "").splitlines()
    assert len(lines) == MAX_LINES + 1 and len(panel.description or "") <= 4096
    assert lines[-1] == "…and 5 more games.", "the game of a server the bot left is not counted"
    assert lines[0].startswith("[**Tsukiji #1**](https://discord.com/channels/10/1/2) · ")
    one_more = games_panel([_game(n) for n in range(1, MAX_LINES + 2)], {}, "en")
    assert (one_more.description or "").endswith("…and 1 more game.")
    assert "another server" in (one_more.description or ""), "a server not known here"


def test_servers_the_bot_left_are_told_from_those_another_process_knows() -> None:
    class Guild:
        name = "Market"

    known = {10: Guild()}
    names = server_names([10, 11, 12, None], known.get, lambda guild: guild != 12)  # type: ignore[arg-type]
    assert names == {10: "Market", 11: LEFT}, "12: another process's shard, listed unnamed"
