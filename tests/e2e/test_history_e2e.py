"""History, replays, statistics and leaderboards through the local Discord server: a game with
computers is finished by clicks, then ``/history``, ``/replay`` (clicked through to the end),
``/stats`` and ``/leaderboard`` answer for its player and for someone who never played; a
replay asked for in another server, or of a game still being played, is refused."""

from __future__ import annotations

import random
import re
from pathlib import Path

import discord
import pytest

from bot.names import unmarked
from tests.e2e.world import (
    button,
    buttons,
    make_world,
    open_and_start,
    play_game,
    running_bot,
)
from tests.fakediscord.payloads import Perm
from tests.history.helpers import finish_game
from tests.waits import until


def _label(result, label: str) -> dict:
    return button(result, label)


@pytest.mark.pictures
async def test_a_finished_game_has_a_history_a_replay_stats_and_a_leaderboard(
    tmp_path: Path,
) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    server, channel = world.server, world.channel
    server.settle_timeout = 60.0  # the animated summary is drawn for real, on a busy machine too
    alice, stranger = world.users
    admins = server.add_role(world.guild, "Admins", Perm.MANAGE_GUILD)  # type: ignore[attr-defined]
    admin = server.add_user("Admin", guild=world.guild, roles=[admins])  # type: ignore[attr-defined]
    try:
        async with running_bot(world, pictures=True) as bot:
            game_id = await open_and_start(world, bot, [alice], "fleamarket", computers=2)
            lobby = [m for m in server.messages(channel) if m.embeds]
            assert f"Game #{game_id}" in str(lobby[0].embeds), "the lobby shows the number"
            await play_game(world, bot, game_id, random.Random(5))
            await bot.work.quiet()
            texts = [m.content or "" for m in server.messages(channel)]
            assert any(f"-# Game #{game_id}" in text for text in texts), "board footer"
            final = next(x for x in reversed(texts) if "/replay number:" in x)
            assert f"`/replay number:{game_id}`" in final and "Ratings:" in final, final

            # /history: the game, with its number, players, places and scores.
            listed = await server.slash(stranger, channel, "history")
            assert listed.ephemeral, listed.content
            text = str(listed.embeds)
            assert f"#{game_id}" in text and "Alice" in text and "🤖" in text, text
            mine = await server.slash(stranger, channel, "history", user=alice)
            assert f"#{game_id}" in str(mine.embeds)
            none = await server.slash(alice, channel, "history", user=stranger)
            assert "No finished game" in str(none.embeds)

            # More games (played straight through the table service): /history pages.
            for seed in range(9):
                await finish_game(
                    bot.tables,
                    "fisherman",
                    [int(alice.id), None, None],
                    seed,
                    guild_id=int(world.guild.id),
                    channel_id=7_000 + seed,  # type: ignore[attr-defined]
                )
            first = await server.slash(stranger, channel, "history")
            assert "(1/2)" in first.embeds[0]["title"], first.embeds
            assert button(first, "◀").get("disabled") and not button(first, "▶").get("disabled")
            second = await server.click(stranger, first, button(first, "▶"))
            page = second.message or second
            assert "(2/2)" in page.embeds[0]["title"] and f"#{game_id}" in str(page.embeds)
            back = await server.click(stranger, page, button(page, "◀"))
            assert "(1/2)" in (back.message or back).embeds[0]["title"]

            # /replay: the start, then forward round by round to the end, back one move.
            shown = await server.slash(alice, channel, "replay", number=game_id)
            assert shown.ephemeral and "move 0/" in shown.content, shown.content
            assert "The deal" in shown.content
            # The board's pictures and, under them, the asker's own picture, each full width in
            # an embed.
            assert len(shown.attachments) == len(shown.embeds) >= 2, shown.embeds
            seat = len(shown.embeds) - 1
            assert [e["image"]["url"] for e in shown.embeds] == [
                f"attachment://{a['filename']}" for a in shown.attachments
            ]
            assert "What Alice saw" in unmarked(shown.embeds[seat]["title"]), shown.embeds
            eyes = [b for b in buttons(shown) if b["label"].startswith("👁")]
            assert len(eyes) == 3 and unmarked(eyes[0]["label"]) == "👁 Alice"
            assert eyes[0]["style"] == 1
            computer = eyes[2]["label"].removeprefix("👁 ")
            pictures = [server.attachment_bytes(shown, index) for index in (0, seat)]
            theirs = await server.click(alice, shown, eyes[2])
            message = theirs.message or theirs
            assert f"What {computer} saw" in message.embeds[seat]["title"], message.embeds
            assert "move 0/" in message.content
            assert server.attachment_bytes(message, 0) == pictures[0], "the same board"
            assert server.attachment_bytes(message, seat) != pictures[1], "another seat's picture"
            steps = int(re.search(r"move 0/(\d+)", shown.content)[1])
            rounds = [1]
            while f"move {steps}/{steps}" not in message.content:
                clicked = await server.click(alice, message, _label(message, "Round ⏩"))
                message = clicked.message or clicked
                rounds.append(int(re.search(r"round (\d+)", message.content)[1]))
                assert len(rounds) < 40, message.content
            assert "Final:" in message.content and len(message.attachments) >= 2
            # One click per round: each lands in a later round (the last one on the end).
            assert len(rounds) >= 3 and rounds[1:-1] == list(range(2, len(rounds))), rounds
            assert f"What {computer} saw" in message.embeds[-1]["title"], "the seat is kept"
            back = await server.click(alice, message, _label(message, "◀"))
            message = back.message or back
            assert f"move {steps - 1}/{steps}" in message.content, message.content
            forward = await server.click(alice, message, _label(message, "▶"))
            message = forward.message or forward
            assert f"move {steps}/{steps}" in message.content
            assert all(b.get("disabled") for b in buttons(message) if b["label"] in ("▶", "⏭"))

            # The animated summary, posted for everyone.
            posted = await server.click(alice, message, _label(message, "🎞️ Post the summary"))
            assert "posted" in (posted.reply.content if posted.reply else posted.content)
            summary = server.last_message(channel)
            assert summary.attachments and summary.attachments[0]["filename"].endswith(".webp")
            animation = server.attachment_bytes(summary)
            assert animation[:4] == b"RIFF" and len(animation) <= 8 * 1024 * 1024

            # /stats for the player and for someone who never played.
            stats = await server.slash(alice, channel, "stats")
            fields = {f["name"]: f["value"] for f in stats.embeds[0]["fields"]}
            assert fields["Games"] == "10" and "Fisherman" in fields["Favourite game"], fields
            assert fields["Leaderboard"].startswith("#"), fields  # 9 Fisherman games: ranked
            flea = await server.slash(alice, channel, "stats", game="fleamarket")
            fields = {f["name"]: f["value"] for f in flea.embeds[0]["fields"]}
            assert fields["Games"] == "1" and "ranked after 3 games" in fields["Leaderboard"]
            assert stats.attachments, "the rating chart"
            never = await server.slash(stranger, channel, "stats")
            assert "No finished game" in str(never.embeds), never.embeds

            # /leaderboard: nobody ranked after one game; an admin lowers the bar to 1.
            board = await server.slash(alice, channel, "leaderboard", game="fleamarket")
            assert "Nobody is ranked yet" in str(board.embeds), board.embeds
            saved = await server.slash(admin, channel, "settings ranked-games", games=1)
            assert "Ranked after" in str(saved.embeds), saved.embeds
            board = await server.slash(alice, channel, "leaderboard", game="fleamarket")
            text = str(board.embeds)
            assert "Alice" in text and "🤖" in text and board.attachments, text
            stranger_board = await server.slash(stranger, channel, "leaderboard", game="fleamarket")
            assert "You have not finished a game" in str(stranger_board.embeds)

            # A game in progress cannot be replayed; nor a game of this server elsewhere.
            running = await open_and_start(world, bot, [alice], "fisherman", computers=2)
            refused = await server.slash(alice, channel, "replay", number=running)
            assert refused.ephemeral and "still being played" in refused.content
            other = server.add_guild("Elsewhere")
            elsewhere = server.add_text_channel(other, "games")
            server.add_member(other, alice)
            await until(lambda: bot.get_guild(int(other.id)) is not None, "no GUILD_CREATE")
            # (the test bot syncs its commands to one server only: to the second one too)
            bot.tree.copy_global_to(guild=discord.Object(int(other.id)))
            await bot.tree.sync(guild=discord.Object(int(other.id)))
            outside = await server.slash(alice, elsewhere, "replay", number=game_id)
            assert outside.ephemeral and "no finished game" in outside.content, outside.content
            outside = await server.slash(alice, elsewhere, "history")
            assert "No finished game" in str(outside.embeds)

            # Deleting the game's channel breaks nothing of its history.
            await server.delete_channel(channel)
            await bot.work.quiet()
            lounge = server.add_text_channel(world.guild, "lounge")  # type: ignore[attr-defined]
            listed = await server.slash(stranger, lounge, "history")
            assert f"#{game_id}" in str(listed.embeds)
            again = await server.slash(stranger, lounge, "replay", number=game_id)
            assert len(again.attachments) == len(again.embeds) >= 2 and "move 0/" in again.content
            seen = unmarked(again.embeds[-1]["title"])
            assert "What Alice saw" in seen, "who did not play: seat 1"
            server.assert_healthy()
    finally:
        await server.close()
