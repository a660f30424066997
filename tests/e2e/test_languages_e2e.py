"""Four players, four languages, one Japanese server: through the local Discord server.

The server's preferred locale is ``ja``; the players' clients are ``ja``, ``zh-TW``, ``zh-CN``
and ``nl``. The slash commands are offered in each language; the lobby, the board and the
channel's messages are Japanese; each player's DMs and ephemeral answers are in their own
language (computed here with the same presenter in that language); the game finishes.
"""

from __future__ import annotations

import random
from pathlib import Path

from bot.games import GAMES
from bot.i18n import t
from bot.interface.boards import names_of
from tests.e2e.world import (
    board_message,
    hand_button,
    make_world,
    open_and_start,
    play_game,
    running_bot,
)

LOCALES = ("ja", "zh-TW", "zh-CN", "nl")


async def test_each_player_reads_their_own_language_and_the_channel_the_servers(
    tmp_path: Path,
) -> None:
    world = await make_world(tmp_path, ("山田太郎", "陳美玲", "张伟", "Sanne"), locale="ja")
    for user, locale in zip(world.users, LOCALES, strict=True):
        user.locale = locale
    server = world.server
    try:
        async with running_bot(world) as bot:
            play = next(c for c in server.commands if c["name"] == "play")
            for locale in LOCALES:
                assert play["name_localizations"][locale] == t("cmd.play.name", locale)
                assert play["description_localizations"][locale] == t(
                    "cmd.play.description", locale
                )
                for option in play["options"]:  # /遊ぶ ゲーム:
                    key = f"cmd.option.{option['name']}"
                    assert option["name_localizations"][locale] == t(key, locale)

            game_id = await open_and_start(world, bot, world.users, game="tsukiji")
            lobby = next(m for m in server.messages(world.channel) if m.embeds)
            assert lobby.embeds[0]["title"] == t("game.tsukiji.name", "ja")
            board = await board_message(world, bot, game_id)
            assert hand_button(board)["label"] == t("board.my_hand", "ja")  # a Japanese board
            row = await bot.store.games.get(game_id)
            rules, presenter = GAMES["tsukiji"], bot.presenters["tsukiji"]
            names = names_of(row)
            public = presenter.board(rules.view(row.state, None), names, "ja", [])
            assert board.content.startswith(public.content.splitlines()[0])

            # Each ticket DM of round 1 is the seat's panel in its player's language.
            await bot.work.quiet()
            for seat, (user, locale) in enumerate(zip(world.users, LOCALES, strict=True)):
                expected = presenter.private(
                    rules.view(row.state, seat), rules.legal_actions(row.state, seat), names, locale
                )
                panels = [m for m in server.dms(user) if m.components]
                assert panels and panels[-1].content == expected.content, (locale, panels)
                english = presenter.private(
                    rules.view(row.state, seat), rules.legal_actions(row.state, seat), names, "en"
                )
                assert expected.content != english.content

            # An ephemeral answer (My hand) in the clicker's language.
            dutch = world.users[3]
            mine = await server.click(dutch, board, hand_button(board))
            assert mine.ephemeral
            view = rules.view(row.state, 3)
            expected = presenter.private(view, rules.legal_actions(row.state, 3), names, "nl")
            assert mine.content == expected.content

            await play_game(world, bot, game_id, random.Random(15))
            row = await bot.store.games.get(game_id)
            assert row.status == "over"
            final = server.last_message(world.channel).content
            assert final.split("**")[0] == t("game.over", "ja", winners="‹›").split("**")[0]
            server.assert_healthy()
    finally:
        await server.close()
