"""Computer levels through the local Discord (issue 25): the host adds an Easy, a Normal and a
Hard computer through the lobby's menu (the server's default listed first), each computer plays
at its own level, the level shows in the lobby, on the board, in the final message, in
/history and on the leaderboard (each level rated apart), and a forged level changes nothing.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bot.games import GAME_IDS
from bot.i18n import t
from tests.e2e.world import (
    add_computer,
    level_menu,
    make_world,
    message_updated,
    play_game,
    running_bot,
    verb_button,
)
from tests.fakediscord import Perm

NAMES = {"easy": "Easy computer", "normal": "Normal computer", "hard": "Hard computer"}


@pytest.mark.parametrize("game", GAME_IDS)
async def test_one_computer_of_each_level_plays_a_whole_game(
    tmp_path: Path, game: str, caplog: pytest.LogCaptureFixture
) -> None:
    world = await make_world(tmp_path, ("Alice",))
    server, channel = world.server, world.channel
    (alice,) = world.users
    admins = server.add_role(world.guild, "Admins", Perm.MANAGE_GUILD)  # type: ignore[attr-defined]
    admin = server.add_user("Admin", guild=world.guild, roles=[admins])  # type: ignore[attr-defined]
    try:
        async with running_bot(world) as bot:
            saved = await server.slash(admin, channel, "settings computer-level", level="hard")
            assert "Hard" in str(saved.embeds), saved.embeds
            lobby = await server.slash(alice, channel, "play", game=game, turn_time=0)
            game_id = int(verb_button(lobby.message, "start")["custom_id"].split(":")[1])
            menu = level_menu(lobby.message)
            assert menu["placeholder"] == "🤖 Add computer…"
            assert [o["value"] for o in menu["options"]] == ["hard", "easy", "normal"]
            assert [o["label"] for o in menu["options"]] == [
                "Hard (server default)",
                "Easy",
                "Normal",
            ]
            assert menu["options"][1]["description"] == "Leaves chances: good for learning"

            forged = await server.forged_component(
                alice, lobby.message, menu["custom_id"], component_type=3, values=["genius"]
            )
            assert forged.ephemeral and "isn't one of the choices" in forged.content
            for level in ("easy", "normal", "hard"):
                added = await add_computer(world, alice, lobby.message, level)
                assert message_updated(added), added.content
            row = await bot.store.games.get(game_id)
            assert row is not None
            assert [(s.kind, s.level) for s in row.seats] == [
                ("human", None),
                ("computer", "easy"),
                ("computer", "normal"),
                ("computer", "hard"),
            ]
            names = [f"{NAMES[level]} {n}" for n, level in enumerate(("easy", "normal", "hard"), 1)]
            assert [s.name for s in row.seats[1:]] == [f"🤖 {name}" for name in names]
            assert all(name in str(lobby.message.embeds) for name in names), lobby.message.embeds

            thought: list[tuple[int, str]] = []
            think = bot.computers.think

            async def spy(game_id: str, state: Any, seat: int, rng: Any, level: str) -> Any:
                thought.append((seat, level))
                return await think(game_id, state, seat, rng, level)

            bot.computers.think = spy
            started = await server.click(alice, lobby.message, verb_button(lobby.message, "start"))
            assert message_updated(started), started.content
            await bot.work.quiet()
            await play_game(world, bot, game_id, random.Random(11))
            await bot.work.quiet()
            assert {seat: level for seat, level in thought} == {1: "easy", 2: "normal", 3: "hard"}
            fallbacks = [r for r in caplog.records if r.name == "bot.ai.base"]
            assert not fallbacks, "a level failed and played a random move instead"

            final = next(m for m in reversed(server.messages(channel)) if "/replay" in m.content)
            # The final message names every player with their place (the board's text names
            # only the seat its last event speaks of, which may be the human).
            assert all(name in final.content for name in names), final.content

            listed = await server.slash(alice, channel, "history")
            assert all(name in str(listed.embeds) for name in names), listed.embeds

            await server.slash(admin, channel, "settings ranked-games", games=1)
            board = await server.slash(alice, channel, "leaderboard", game=game)
            assert all(name in str(board.embeds) for name in names), board.embeds
            rated = {p for (_g, kind, p) in await bot.store.history.all_ratings() if kind == game}
            assert rated == {int(alice.id), -101, -2, -203}
    finally:
        await server.close()


async def test_the_level_menu_and_names_in_japanese(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("山田太郎",), locale="ja")
    server, channel = world.server, world.channel
    (yamada,) = world.users
    yamada.locale = "ja"
    try:
        async with running_bot(world) as bot:
            lobby = await server.slash(yamada, channel, "play", game="tsukiji", turn_time=0)
            menu = level_menu(lobby.message)
            assert menu["placeholder"] == t("lobby.add_computer_level", "ja") == "🤖 CPUを追加…"
            labels = [o["label"] for o in menu["options"]]
            assert labels == ["普通（サーバーの標準）", "弱い", "強い"]
            assert menu["options"][2]["description"] == t("computer.level.hard.about", "ja")
            added = await add_computer(world, yamada, lobby.message, "hard")
            assert message_updated(added), added.content
            assert "🤖 CPU 1（強い）" in str(lobby.message.embeds), lobby.message.embeds
            game_id = int(verb_button(lobby.message, "start")["custom_id"].split(":")[1])
            row = await bot.store.games.get(game_id)
            assert row is not None and row.seats[1].level == "hard"
    finally:
        await server.close()
