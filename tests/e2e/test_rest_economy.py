"""Discord REST calls per player action: at most 2 on average (beyond the interaction's own
answer), and a DM channel is opened once per player, however many DMs follow."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.games import GAMES
from tests.e2e.world import make_world, open_and_start, play_game, running_bot

OPEN_DM = "POST /users/@me/channels"
CLICKS = 30


def _bot_calls(server, since: int) -> list[str]:
    """The bot's REST requests after ``since``, as "METHOD route"; the interaction's own answer
    (its callback and the edits/follow-ups through its token) is not counted."""
    calls = []
    for record in server.requests[since:]:
        route = record.route or record.path
        if route.startswith(("/interactions/", "/webhooks/")):
            continue
        calls.append(f"{record.method} {route}")
    return calls


@pytest.mark.parametrize(
    ("game", "players"), [(game, min(4, GAMES[game].max_players)) for game in sorted(GAMES)]
)
async def test_at_most_two_rest_calls_per_action(tmp_path: Path, game: str, players: int) -> None:
    world = await make_world(tmp_path)
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users[:players], game=game)
            await bot.work.quiet()
            version = (await bot.store.games.get(game_id)).version
            since = len(world.server.requests)
            await play_game(world, bot, game_id, random.Random(7), max_clicks=CLICKS)
            await bot.work.quiet()
            actions = (await bot.store.games.get(game_id)).version - version
            calls = _bot_calls(world.server, since)
            opened = sum(1 for call in calls if call == OPEN_DM)
            assert opened == 0, "every player's DM channel was opened at the start already"
            assert actions >= CLICKS
            print(f"\n{game} {players}p: {len(calls) / actions:.2f} REST calls per action")
            assert len(calls) / actions <= 2, (len(calls), actions, sorted(set(calls)))
    finally:
        await world.server.close()
