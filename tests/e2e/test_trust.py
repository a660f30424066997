"""Trust nothing a click or a name says: forged clicks from DMs and other servers change nothing
and are answered; names with mention, markdown and bidirectional syntax are shown escaped and
isolated; no message pings anyone it does not mean to; lobbies per member and per server are
limited, in every language."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from bot import i18n
from bot.names import FSI, PDI
from tests.e2e.world import (
    board_message,
    make_world,
    open_and_start,
    play_game,
    running_bot,
    verb_button,
)
from tests.fakediscord import FakeMessage
from tests.fakediscord.payloads import Perm

STOLEN = "stolen"


async def _seats(bot: Any, game_id: int) -> list[tuple[int | None, str]]:
    row = await bot.store.games.get(game_id)
    return [(seat.user_id, seat.name) for seat in row.seats]


async def test_forged_clicks_from_dms_and_other_servers_change_nothing(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "Bob"))
    server = world.server
    alice, bob = world.users
    mallory = server.add_user("Mallory")  # shares no server with the bot's games
    elsewhere = server.add_guild("Mallory's place")
    her_channel = server.add_text_channel(elsewhere, "hers")
    server.add_member(elsewhere, mallory)
    try:
        async with running_bot(world) as bot:
            lobby = await server.slash(alice, world.channel, "play", game="tsukiji")
            game_id = int(verb_button(lobby.message, "join")["custom_id"].split(":")[1])
            seats, content = await _seats(bot, game_id), lobby.message.content
            her_dm = await server.post_message(mallory, None, "hello")
            bob_dm = await server.post_message(bob, None, "hello")
            her_post = await server.post_message(mallory, her_channel, "mine")
            for user, where in ((mallory, her_dm), (bob, bob_dm)):
                for verb in ("join", "leave", "start", "cancel", "addcpu", "rmcpu"):
                    answer = await server.forged_component(user, where, f"ich:{game_id}:0:{verb}")
                    assert answer.ephemeral, verb
                    assert "only on the lobby message" in answer.content, answer.content
            for custom in (f"ich:{game_id}:0:hand", f"ich:{game_id}:0:a:pass"):
                answer = await server.forged_component(mallory, her_dm, custom)
                assert answer.ephemeral and "only on the game's board" in answer.content
            answer = await server.forged_component(mallory, her_dm, f"ich:{game_id}:0:p:pass")
            assert answer.ephemeral and "aren't playing" in answer.content
            answer = await server.forged_component(mallory, her_post, f"ich:{game_id}:0:join")
            assert answer.ephemeral and "another channel" in answer.content
            for custom in (f"ichh:{alice.id}:-:0:n", f"ichr:{game_id}:1:next:0", "ichp:x:1"):
                answer = await server.forged_component(mallory, her_dm, custom)
                assert answer.ephemeral and "out of date" in answer.content, custom
            for custom in ("other-bot:1", "", "x" * 100):
                answer = await server.forged_component(mallory, her_dm, custom)
                assert answer.ephemeral and "isn't one of this bot's" in answer.content
            # A lobby control drawn at another version than the lobby's is not one it offers.
            answer = await server.forged_component(bob, lobby.message, f"ich:{game_id}:3:join")
            assert answer.ephemeral and "isn't available" in answer.content

            await bot.work.quiet()
            assert await _seats(bot, game_id) == seats
            assert lobby.message.content == content
            assert [m.author.id for m in server.dms(mallory)] == [mallory.id]
            server.assert_healthy()
    finally:
        await server.close()


HOSTILE = "<@{victim}> **x** _y_ `z` \u202eabc @everyone [l](https://e.x) # h"


def _texts(message: FakeMessage) -> list[str]:
    """Every markdown text of a message: content, embed titles, descriptions and fields."""
    texts = [message.content]
    for embed in message.embeds:
        texts += [embed.get("title") or "", embed.get("description") or ""]
        for field in embed.get("fields") or []:
            texts += [field["name"], field["value"]]
    return [text for text in texts if text]


def _unescaped_markup(text: str) -> list[str]:
    """Markup from the hostile name that Discord would act on in ``text``."""
    patterns = (r"<@\d", r"\*\*x", r"_y_", r"`z`", r"@everyone", r"\[l\]", "\u202e")
    return [p for p in patterns if re.search(r"(?<!\\)" + p, text)]


async def test_names_are_escaped_and_isolated_and_nobody_is_pinged(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Bob",))
    server = world.server
    (bob,) = world.users
    guild = world.guild  # type: ignore[attr-defined]
    alice = server.add_user(HOSTILE.format(victim=bob.id), guild=guild)
    world.users.insert(0, alice)
    world.by_id[int(alice.id)] = alice
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, [alice, bob], computers=1, turn_time=600)
            await play_game(world, bot, game_id, random.Random(7))
            await bot.work.quiet()
            await board_message(world, bot, game_id)
            messages = [
                m
                for where in (world.channel, alice, bob)
                for m in (server.messages(where) if where is world.channel else server.dms(where))
                if m.author.id != alice.id and m.author.id != bob.id
            ]
            messages += server.ephemerals(alice) + server.ephemerals(bob)
            named = 0
            for message in messages:
                for text in _texts(message):
                    assert not _unescaped_markup(text), (text, _unescaped_markup(text))
                    if "abc" in text:
                        named += 1
                        at = text.index("abc")
                        assert text.rfind(FSI, 0, at) > text.rfind(PDI, 0, at), text
                assert not message.pings.get("users"), (message.content, message.pings)
                assert not message.pings.get("everyone") and not message.pings.get("roles")
            assert named >= 5, "the name was in the lobby, boards, DMs and the final message"
            server.assert_healthy()
    finally:
        await server.close()


async def test_a_closed_dm_notice_pings_only_its_player(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "@everyone"))
    server = world.server
    alice, bob = world.users
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, [alice, bob])
            server.close_dms(bob)  # after the welcome: the next private panel cannot be sent
            rng = random.Random(3)

            def pinged() -> list[FakeMessage]:
                return [m for m in server.messages(world.channel) if m.pings.get("users")]

            while not pinged():
                await play_game(world, bot, game_id, rng, max_clicks=1)
            for message in pinged():
                assert message.pings == {"users": [bob.id], "roles": [], "everyone": False}
                assert f"<@{bob.id}>" in message.content
    finally:
        await server.close()


@pytest.mark.parametrize("lang", i18n.locales())
async def test_lobbies_per_member_and_per_server_are_limited(tmp_path: Path, lang: str) -> None:
    world = await make_world(tmp_path, ("Alice", "Bob"))
    server = world.server
    alice, bob = world.users
    alice.locale = bob.locale = lang
    guild = world.guild  # type: ignore[attr-defined]
    admins = server.add_role(guild, "Admins", Perm.MANAGE_GUILD)
    admin = server.add_user("Admin", guild=guild, roles=[admins], locale=lang)
    channels = [world.channel] + [server.add_text_channel(guild, f"t{n}") for n in range(4)]
    per_player = i18n.t("lobby.limit_player", lang, max=3)
    per_server = i18n.t("lobby.limit_server", lang, max=4)
    try:
        async with running_bot(world) as bot:
            for channel in channels[:3]:
                opened = await server.slash(alice, channel, "play", game="fisherman")
                assert not opened.ephemeral, opened.content
            refused = await server.slash(alice, channels[3], "play", game="fisherman")
            assert refused.ephemeral and refused.content == per_player
            changed = await server.slash(
                admin, world.channel, "settings lobbies-per-server", count=4
            )
            assert changed.ephemeral, changed.content
            assert (await server.slash(bob, channels[3], "play", game="fisherman")).message
            refused = await server.slash(bob, channels[4], "play", game="fisherman")
            assert refused.ephemeral and refused.content == per_server
            open_lobbies = await bot.store.games.open_ids(int(guild.id))
            assert len(open_lobbies) == 4
    finally:
        await server.close()
