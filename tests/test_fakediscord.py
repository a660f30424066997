"""Proves the fake Discord server against a real, in-process discord.py bot.

The demo bot below is deliberately not the Ichiba bot: it exercises the discord.py
features Ichiba relies on (guild command sync, groups, ephemeral replies, persistent
views, dynamic items, selects, modals, DMs, defers and follow-ups) so that the server
is validated independently of game code.
"""

from __future__ import annotations

import asyncio
import io
import os
import re
import struct
import sys
import time
import zlib
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands

try:
    from tests.fakediscord import (
        CallbackType,
        FakeChannel,
        FakeDiscord,
        FakeDiscordError,
        FakeGuild,
        FakeUser,
        InteractionDeadlineExceeded,
        Perm,
        run_client,
    )
    from tests.fakediscord.server import set_guild_unavailable
except ImportError:  # tests/ collected as a rootdir-less directory
    from fakediscord import (  # type: ignore[no-redef]
        CallbackType,
        FakeChannel,
        FakeDiscord,
        FakeDiscordError,
        FakeGuild,
        FakeUser,
        InteractionDeadlineExceeded,
        Perm,
        run_client,
    )
    from fakediscord.server import set_guild_unavailable  # type: ignore[no-redef]

TOKEN = "fake-token.for-tests"


def make_png(width: int, height: int) -> bytes:
    """A valid RGB PNG, built by hand so the test needs no imaging library."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data))
            + kind
            + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
        )

    rows = b"".join(b"\x00" + bytes([200, 30, 30]) * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows))
        + chunk(b"IEND", b"")
    )


PNG = make_png(12, 7)


# -- the demo bot -------------------------------------------------------------------------


class BoardView(discord.ui.View):
    """Persistent view: registered with ``add_view`` and found by custom id after restarts."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Join", custom_id="board:join", style=discord.ButtonStyle.primary)
    async def join(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        button.disabled = True
        await interaction.response.edit_message(
            content=f"{interaction.user.display_name} joined", view=self
        )

    @discord.ui.button(label="Leave", custom_id="board:leave", style=discord.ButtonStyle.danger)
    async def leave(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        await interaction.response.send_message("bye", ephemeral=True)


class VoteButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"vote:(?P<choice>[a-z]+):(?P<game>\d+)",
):
    """A dynamic item: its state lives in the custom id, parsed by the template regex."""

    def __init__(self, choice: str, game: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=f"Vote {choice}",
                custom_id=f"vote:{choice}:{game}",
                style=discord.ButtonStyle.secondary,
            )
        )
        self.choice = choice
        self.game = game

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> VoteButton:
        return cls(match["choice"], int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        await interaction.followup.send(
            f"{interaction.user.display_name} voted {self.choice} in game {self.game}",
            ephemeral=True,
        )


class FruitView(discord.ui.View):
    @discord.ui.select(
        custom_id="pick:fruit",
        max_values=2,
        options=[
            discord.SelectOption(label="Apple", value="apple"),
            discord.SelectOption(label="Banana", value="banana"),
            discord.SelectOption(label="Cherry", value="cherry"),
        ],
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select[Any]) -> None:
        await interaction.response.send_message(f"picked {','.join(select.values)}")


class PartnerView(discord.ui.View):
    @discord.ui.select(cls=discord.ui.UserSelect, custom_id="partner", placeholder="Partner")
    async def partner(
        self, interaction: discord.Interaction, select: discord.ui.UserSelect[Any]
    ) -> None:
        await interaction.response.send_message(f"partner {select.values[0].display_name}")


class DmView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Got it", custom_id="dm:ack")
    async def ack(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        await interaction.response.send_message(f"acked in {type(interaction.channel).__name__}")


class FeedbackModal(discord.ui.Modal, title="Feedback"):
    text: discord.ui.TextInput[Any] = discord.ui.TextInput(
        label="Your thoughts", custom_id="feedback:text", max_length=200
    )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"thanks: {self.text.value}", ephemeral=True)


class DemoBot(commands.Bot):
    def __init__(self, guild_id: int) -> None:
        intents = discord.Intents.default()
        intents.members = True
        intents.message_content = True
        super().__init__(
            command_prefix="!", intents=intents, guild_ready_timeout=0.05, help_command=None
        )
        self.home = discord.Object(guild_id)
        self.seen: dict[str, Any] = {}
        self.events: dict[str, asyncio.Event] = {}
        self.synced: list[app_commands.AppCommand] = []

    def mark(self, name: str, value: Any = True) -> None:
        self.seen[name] = value
        self.events.setdefault(name, asyncio.Event()).set()

    async def wait_mark(self, name: str, timeout: float = 5.0) -> Any:
        event = self.events.setdefault(name, asyncio.Event())
        await asyncio.wait_for(event.wait(), timeout)
        return self.seen[name]

    async def setup_hook(self) -> None:
        self.add_view(BoardView())
        self.add_view(DmView())
        self.add_dynamic_items(VoteButton)
        for command in build_commands(self):
            self.tree.add_command(command, guild=self.home)
        self.synced = await self.tree.sync(guild=self.home)

    async def on_resumed(self) -> None:
        self.mark("resumed")

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        # discord.py sleeps 5 s before every non-initial IDENTIFY; not needed locally.
        return None

    async def on_message(self, message: discord.Message) -> None:
        if message.author != self.user:
            self.mark("message", message)


def build_commands(bot: DemoBot) -> list[Any]:
    @app_commands.command(name="hello", description="Say hello privately")
    async def hello(interaction: discord.Interaction, word: str = "there") -> None:
        bot.mark("hello_locale", interaction.locale)
        await interaction.response.send_message(
            f"hello {word}, {interaction.user.display_name}", ephemeral=True
        )

    game = app_commands.Group(name="game", description="Game commands")
    admin = app_commands.Group(name="admin", description="Admin commands", parent=game)

    @game.command(name="join", description="Take a seat")
    async def join(
        interaction: discord.Interaction,
        seat: app_commands.Range[int, 1, 4],
        spectator: bool = False,
    ) -> None:
        await interaction.response.send_message(
            f"{interaction.user.display_name} seat={seat} spectator={spectator}"
        )

    @game.command(name="status", description="Show the game status")
    async def status(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await asyncio.sleep(0.05)
        await interaction.followup.send("status: idle")

    @admin.command(name="reset", description="Reset the game")
    async def reset(interaction: discord.Interaction, confirm: bool) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.edit_original_response(content=f"reset confirm={confirm}")

    @app_commands.command(name="board", description="Post the board")
    async def board(interaction: discord.Interaction) -> None:
        view = BoardView()
        view.add_item(VoteButton("red", 7))
        embed = discord.Embed(title="Tsukiji", description="Round 1 — 築地")
        embed.set_image(url="attachment://board.png")
        await interaction.response.send_message(
            embed=embed, view=view, file=discord.File(io.BytesIO(PNG), "board.png")
        )

    @app_commands.command(name="pick", description="Pick fruit")
    async def pick(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("choose", view=FruitView())

    @app_commands.command(name="notify", description="DM a player")
    async def notify(interaction: discord.Interaction, player: discord.User) -> None:
        try:
            await player.send("It is your turn", view=DmView())
        except discord.Forbidden as exc:
            bot.mark("forbidden", exc)
            await interaction.response.send_message(f"forbidden {exc.code}", ephemeral=True)
        else:
            await interaction.response.send_message("sent", ephemeral=True)

    @app_commands.command(name="slow", description="Too slow to answer")
    async def slow(interaction: discord.Interaction) -> None:
        await asyncio.sleep(3.5)
        try:
            await interaction.response.send_message("late")
        except discord.NotFound as exc:
            bot.mark("late_error", exc)

    @app_commands.command(name="feedback", description="Open a modal")
    async def feedback(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(FeedbackModal())

    @app_commands.command(name="fruit", description="Autocomplete a fruit")
    async def fruit(interaction: discord.Interaction, name: str) -> None:
        await interaction.response.send_message(name, ephemeral=True)

    @fruit.autocomplete("name")
    async def fruit_complete(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        names = ["apple", "banana", "blueberry", "cherry"]
        return [app_commands.Choice(name=n, value=n) for n in names if n.startswith(current)]

    @app_commands.command(name="partner", description="Choose a partner")
    async def partner(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("who?", view=PartnerView())

    @app_commands.context_menu(name="High five")
    async def high_five(interaction: discord.Interaction, member: discord.Member) -> None:
        await interaction.response.send_message(
            f"{interaction.user.display_name} high-fived {member.display_name}"
        )

    @app_commands.context_menu(name="Quote")
    async def quote(interaction: discord.Interaction, message: discord.Message) -> None:
        await interaction.response.send_message(f"> {message.content}", ephemeral=True)

    return [hello, game, board, pick, notify, slow, feedback, fruit, partner, high_five, quote]


# -- fixtures -----------------------------------------------------------------------------


@dataclass
class World:
    server: FakeDiscord
    guild: FakeGuild
    channel: FakeChannel
    alice: FakeUser
    bob: FakeUser
    carol: FakeUser
    bot: DemoBot

    def bot_channel(self) -> discord.TextChannel:
        channel = self.bot.get_channel(int(self.channel.id))
        assert isinstance(channel, discord.TextChannel)
        return channel


@pytest.fixture
async def world() -> AsyncIterator[World]:
    server = await FakeDiscord.start(token=TOKEN, bot_name="DemoBot", heartbeat_interval=0.5)
    try:
        guild = server.add_guild("测试サーバー 🎲")
        channel = server.add_text_channel(guild, "games")
        alice = server.add_user("Alice", guild=guild)
        bob = server.add_user("ボブ", guild=guild)
        carol = server.add_user("卡罗尔 🌸", guild=guild)
        bot = DemoBot(int(guild.id))
        async with run_client(server, bot):
            yield World(server, guild, channel, alice, bob, carol, bot)
        server.assert_healthy()
    finally:
        await server.close()


# -- tests --------------------------------------------------------------------------------


async def test_login_and_gateway_ready(world: World) -> None:
    server, bot = world.server, world.bot
    await asyncio.wait_for(bot.wait_until_ready(), 5)
    assert bot.user is not None and str(bot.user.id) == server.bot_user.id
    assert str(bot.application_id) == server.application_id
    guild = bot.get_guild(int(world.guild.id))
    assert guild is not None and guild.name == "测试サーバー 🎲"
    assert [c.name for c in guild.text_channels] == ["games"]
    names = {m.display_name for m in guild.members}
    assert {"Alice", "ボブ", "卡罗尔 🌸", "DemoBot"} <= names
    assert guild.me.guild_permissions.manage_messages
    # zlib-stream transport compression was negotiated and heartbeats are acknowledged.
    assert server.gateway.compressed_connections == 1
    await server._wait_until(lambda: server.gateway.heartbeat_count >= 1, 2, "a heartbeat")
    counts = server.request_counts()
    assert counts["GET /users/@me"] == 1
    assert counts["GET /oauth2/applications/@me"] == 1
    assert not server.unknown_requests


async def test_guild_command_sync(world: World) -> None:
    server, bot = world.server, world.bot
    synced = {c["name"]: c for c in server.guild_commands(world.guild)}
    assert set(synced) == {
        "hello", "game", "board", "pick", "notify", "slow", "feedback", "fruit", "partner",
        "High five", "Quote",
    }  # fmt: skip
    assert (synced["High five"]["type"], synced["Quote"]["type"]) == (2, 3)
    assert not server.global_commands
    # discord.py parsed the bulk-overwrite response, including the ids we assigned.
    assert {c.name: str(c.id) for c in bot.synced} == {n: c["id"] for n, c in synced.items()}
    game = synced["game"]
    assert {o["name"]: o["type"] for o in game["options"]} == {"admin": 2, "join": 1, "status": 1}
    join = next(o for o in game["options"] if o["name"] == "join")
    seat = join["options"][0]
    assert (seat["type"], seat["min_value"], seat["max_value"]) == (4, 1, 4)
    # Re-syncing keeps command ids stable, as Discord does.
    again = await bot.tree.sync(guild=bot.home)
    assert {str(c.id) for c in again} == {c["id"] for c in synced.values()}


async def test_slash_command_ephemeral_reply(world: World) -> None:
    server = world.server
    result = await server.slash(world.alice, world.channel, "hello", word="世界", locale="ja")
    assert result.callback_type == CallbackType.CHANNEL_MESSAGE
    assert result.content == "hello 世界, Alice"
    assert result.ephemeral
    assert result.latency is not None and result.latency < 3.0
    assert server.messages(world.channel) == []  # ephemeral replies are not in the channel
    assert server.ephemerals(world.alice) == [result.message]
    assert server.ephemerals(world.bob) == []
    assert world.bot.seen["hello_locale"] == discord.Locale.japanese
    # Misuse fails loudly instead of silently sending something Discord never would.
    with pytest.raises(FakeDiscordError, match="no option"):
        await server.slash(world.alice, world.channel, "hello", wrd="typo")
    with pytest.raises(FakeDiscordError, match="not synced"):
        await server.slash(world.alice, world.channel, "nope")


async def test_slash_group_and_subcommands(world: World) -> None:
    server, channel = world.server, world.channel
    joined = await server.slash(world.bob, channel, "game join", seat=2, spectator=True)
    assert joined.content == "ボブ seat=2 spectator=True"
    assert not joined.ephemeral
    assert server.last_message(channel) is joined.message
    assert joined.message is not None and joined.message.payload["type"] == 20

    status = await server.slash(world.alice, channel, "game status")
    assert status.callback_type == CallbackType.DEFERRED_CHANNEL_MESSAGE
    followup = await status.wait_for_followup()
    assert followup is status.message  # the first follow-up fills in the "thinking" message
    assert followup.content == "status: idle"
    assert followup.ephemeral and not followup.loading

    reset = await server.slash(world.alice, channel, "game admin reset", confirm=False)
    response = await reset.wait_for_response()
    assert response.content == "reset confirm=False"
    assert not response.ephemeral

    with pytest.raises(FakeDiscordError, match="needs a subcommand"):
        await server.slash(world.alice, channel, "game")
    with pytest.raises(FakeDiscordError, match="outside"):
        await server.slash(world.alice, channel, "game join", seat=9)
    with pytest.raises(FakeDiscordError, match="required option 'seat'"):
        await server.slash(world.alice, channel, "game join")


async def test_public_message_with_button_and_png(world: World) -> None:
    server = world.server
    result = await server.slash(world.alice, world.channel, "board")
    message = result.message
    assert message is not None and not message.ephemeral
    assert server.messages(world.channel) == [message]
    assert message.embeds[0]["title"] == "Tsukiji"
    assert message.embeds[0]["image"]["url"] == "attachment://board.png"
    attachment = message.attachments[0]
    assert attachment["filename"] == "board.png"
    assert attachment["content_type"] == "image/png"
    assert (attachment["width"], attachment["height"]) == (12, 7)
    assert server.attachment_bytes(message, 0) == PNG
    labels = [b["label"] for b in message.buttons()]
    assert labels == ["Join", "Leave", "Vote red"]
    assert server.find_button(message, custom_id_prefix="vote:")["custom_id"] == "vote:red:7"
    # The bot itself can download the attachment from the server's CDN stand-in.
    fetched = await world.bot_channel().fetch_message(int(message.id))
    assert await fetched.attachments[0].read() == PNG


async def test_click_persistent_view_edits_message(world: World) -> None:
    server = world.server
    board = (await server.slash(world.alice, world.channel, "board")).message
    assert board is not None
    click = await server.click(world.bob, board, "board:join")
    assert click.callback_type == CallbackType.UPDATE_MESSAGE
    assert click.message is board
    assert board.content == "ボブ joined"
    assert board.edited and len(board.revisions) == 1
    join = server.find_button(board, label="Join")
    assert join["disabled"] is True
    with pytest.raises(FakeDiscordError, match="disabled"):
        await server.click(world.carol, board, "board:join")
    leave = await server.click(world.carol, board, server.find_button(board, label="Leave"))
    assert leave.content == "bye" and leave.ephemeral
    assert server.ephemerals(world.carol) == [leave.message]


async def test_click_dynamic_item_defer_and_ephemeral_followup(world: World) -> None:
    server = world.server
    board = (await server.slash(world.alice, world.channel, "board")).message
    assert board is not None
    vote = await server.click(world.carol, board, "vote:red:7")
    assert vote.callback_type == CallbackType.DEFERRED_UPDATE_MESSAGE
    assert vote.message is board and board.content == ""  # deferred update leaves it alone
    followup = await vote.wait_for_followup()
    assert followup.content == "卡罗尔 🌸 voted red in game 7"
    assert followup.ephemeral and followup.ephemeral_for is world.carol
    assert followup is not board
    assert server.messages(world.channel) == [board]
    # The ephemeral follow-up is only clickable/visible to its owner.
    assert server.ephemerals(world.carol) == [followup]


async def test_select_menu(world: World) -> None:
    server = world.server
    prompt = (await server.slash(world.alice, world.channel, "pick")).message
    assert prompt is not None
    select = prompt.find_select(custom_id="pick:fruit")
    assert [o["value"] for o in select["options"]] == ["apple", "banana", "cherry"]
    picked = await server.select(world.bob, prompt, "pick:fruit", ["apple", "cherry"])
    assert picked.content == "picked apple,cherry"
    with pytest.raises(FakeDiscordError, match="not among options"):
        await server.select(world.bob, prompt, "pick:fruit", ["durian"])
    with pytest.raises(FakeDiscordError, match=r"takes 1\.\.2 values"):
        await server.select(world.bob, prompt, "pick:fruit", ["apple", "banana", "cherry"])


async def test_dm_and_closed_dms(world: World) -> None:
    server, bot = world.server, world.bot
    waiter = asyncio.create_task(server.wait_for_message(world.bob))
    sent = await server.slash(world.alice, world.channel, "notify", player=world.bob)
    assert sent.content == "sent"
    assert (await waiter).content == "It is your turn"
    dms = server.dms(world.bob)
    assert [m.content for m in dms] == ["It is your turn"]
    assert dms[0].channel.recipient is world.bob
    # The user clicks the button in the DM: a DM-context component interaction.
    ack = await server.click(world.bob, dms[0], "dm:ack")
    assert ack.content == "acked in DMChannel"
    assert "guild_id" not in ack.payload and ack.payload["context"] == 1
    # One DM channel per user.
    await server.slash(world.alice, world.channel, "notify", player=world.bob)
    assert len({m.channel.id for m in server.dms(world.bob)}) == 1
    assert len(server.dms(world.bob)) == 3

    server.close_dms(world.carol)
    refused = await server.slash(world.alice, world.channel, "notify", player=world.carol)
    assert refused.content == "forbidden 50007"
    exc = bot.seen["forbidden"]
    assert isinstance(exc, discord.Forbidden) and exc.status == 403 and exc.code == 50007
    assert server.dms(world.carol) == []


async def test_rate_limited_send_is_retried(world: World) -> None:
    server = world.server
    fault = server.rate_limit_next("POST", r"/channels/\d+/messages", retry_after=0.3)
    mark = server.mark()
    started = time.perf_counter()
    sent = await world.bot_channel().send("after a 429")
    elapsed = time.perf_counter() - started
    assert fault.hits == 1
    assert elapsed >= 0.3
    posts = [r for r in server.requests[mark:] if r.route == "/channels/{channel_id}/messages"]
    assert [r.status for r in posts] == [429, 200]
    assert [m.content for m in server.messages(world.channel)] == ["after a 429"]
    assert str(sent.id) == server.last_message(world.channel).id


async def test_injected_missing_permissions(world: World) -> None:
    server = world.server
    server.fail_next("POST", r"/channels/\d+/messages", 403, 50013, "Missing Permissions")
    with pytest.raises(discord.Forbidden) as info:
        await world.bot_channel().send("nope")
    assert info.value.code == 50013
    await world.bot_channel().send("works again")
    assert [m.content for m in server.messages(world.channel)] == ["works again"]


async def test_gateway_disconnect_and_resume(world: World) -> None:
    server, bot = world.server, world.bot
    assert server.gateway.identify_count == 1
    await server.disconnect_gateway()
    assert not server.gateway.connected
    # Dispatched while the bot is offline: buffered and replayed on RESUME.
    pending = asyncio.create_task(server.slash(world.alice, world.channel, "hello", word="again"))
    await server.wait_connected()
    result = await pending
    assert result.content == "hello again, Alice"
    assert server.gateway.resume_count == 1
    assert server.gateway.identify_count == 1  # resumed, not re-identified
    assert server.gateway.connect_paths[-1] == "/gateway/resume"
    await bot.wait_mark("resumed")


async def test_invalid_session_reidentifies(world: World) -> None:
    server = world.server
    await server.disconnect_gateway(resumable=False)
    await server.wait_connected()
    assert server.gateway.invalid_session_count == 1
    assert server.gateway.identify_count == 2
    result = await server.slash(world.alice, world.channel, "hello")
    assert result.content == "hello there, Alice"


async def test_a_deleted_channel_is_gone(world: World) -> None:
    server, bot = world.server, world.bot
    channel = world.bot_channel()
    message = await channel.send("before")
    with pytest.raises(discord.Forbidden) as refused:  # the bot lacks Manage Channels
        await channel.delete()
    assert refused.value.code == 50013
    deleted = asyncio.create_task(bot.wait_for("guild_channel_delete", timeout=30))
    await server.delete_channel(world.channel)  # an admin deletes it
    assert (await deleted).id == int(world.channel.id)
    assert bot.get_channel(int(world.channel.id)) is None
    assert world.channel.deleted and world.channel not in world.guild.channels
    for request in (channel.send("after"), message.edit(content="edited")):
        with pytest.raises(discord.NotFound) as gone:
            await request
        assert gone.value.code == 10003  # Unknown Channel
    assert [m.content for m in server.messages(world.channel)] == ["before"]
    # The bot deletes a channel itself once it may (DELETE /channels/{id}).
    spare = server.add_text_channel(world.guild, "spare")
    next(r for r in world.guild.roles if r.managed).permissions |= Perm.MANAGE_CHANNELS
    deleted = asyncio.create_task(bot.wait_for("guild_channel_delete", timeout=30))
    await bot.http.delete_channel(int(spare.id))
    assert (await deleted).id == int(spare.id) and spare.deleted


class ThreadProbe(discord.ui.View):
    """A button that remembers where its click came from."""

    def __init__(self) -> None:
        super().__init__(timeout=None)
        self.seen: list[discord.Interaction] = []

    @discord.ui.button(label="Probe", custom_id="thread:probe")
    async def probe(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        self.seen.append(interaction)
        await interaction.response.send_message("seen", ephemeral=True)


async def test_a_public_thread_from_a_message(world: World) -> None:
    server, bot = world.server, world.bot
    lobby = await world.bot_channel().send("lobby")
    created = asyncio.create_task(bot.wait_for("thread_create", timeout=30))
    thread = await lobby.create_thread(name="Tsukiji #12", auto_archive_duration=60)
    assert (await created).id == thread.id == lobby.id  # a message's thread has its id
    assert thread.type is discord.ChannelType.public_thread and thread.parent_id == lobby.channel.id
    assert thread.owner_id == bot.user.id and thread.auto_archive_duration == 60  # type: ignore[union-attr]
    [fake] = server.threads(world.channel)
    assert fake.parent is world.channel and fake.name == "Tsukiji #12" and not fake.archived
    assert server.get_message(str(lobby.id)).payload["thread"]["id"] == fake.id  # type: ignore[union-attr]
    with pytest.raises(discord.HTTPException) as twice:
        await lobby.create_thread(name="again")
    assert twice.value.code == 160004
    # Messages and clicks in the thread: its channel id, type 11 and parent in the interaction.
    probe = ThreadProbe()
    posted = await thread.send("board", view=probe)
    assert [m.content for m in server.messages(fake)] == ["board"]
    assert "board" not in [m.content for m in server.messages(world.channel)]
    await server.click(world.alice, server.last_message(fake), "thread:probe")
    [click] = probe.seen
    assert click.channel_id == thread.id and click.guild_id == int(world.guild.id)
    assert isinstance(click.channel, discord.Thread) and click.channel.parent_id == lobby.channel.id
    # Archived (THREAD_UPDATE); a message unarchives it, unless it is locked.
    updated = asyncio.create_task(bot.wait_for("thread_update", timeout=30))
    await thread.edit(archived=True)
    assert (await updated)[1].archived and fake.archived
    await posted.edit(content="board, edited")  # editing does not unarchive
    assert fake.archived
    await thread.send("back")
    assert not fake.archived
    fake.locked = fake.archived = True
    with pytest.raises(discord.HTTPException) as locked:
        await thread.send("nope")
    assert locked.value.code == 50083


async def test_threads_are_validated_and_need_their_permissions(world: World) -> None:
    server, bot, channel = world.server, world.bot, world.bot_channel()
    message = await channel.send("lobby")
    for name, minutes in (("", 60), ("x" * 101, 60), ("fine", 30)):
        with pytest.raises(discord.HTTPException) as invalid:
            await bot.http.start_thread_with_message(
                channel.id, message.id, name=name, auto_archive_duration=minutes  # type: ignore[arg-type]
            )
        assert invalid.value.status == 400 and invalid.value.code == 50035
    thread = await message.create_thread(name="x" * 100)
    bot_role = next(r for r in world.guild.roles if r.managed)
    roles = (bot_role, world.guild.everyone)  # the bot has both roles' permissions
    for role in roles:
        role.permissions &= ~Perm.SEND_MESSAGES_IN_THREADS
    with pytest.raises(discord.Forbidden) as cannot_send:
        await thread.send("nope")
    assert cannot_send.value.code == 50013
    await channel.send("the channel itself still works")
    for role in roles:
        role.permissions &= ~Perm.CREATE_PUBLIC_THREADS
    with pytest.raises(discord.Forbidden) as cannot_create:
        await (await channel.send("another")).create_thread(name="nope")
    assert cannot_create.value.code == 50013
    assert len(server.threads(world.channel)) == 1


async def test_an_unavailable_guild_stays_listed(world: World) -> None:
    server, bot, guild_id = world.server, world.bot, int(world.guild.id)
    gone = asyncio.create_task(bot.wait_for("guild_unavailable", timeout=30))
    await set_guild_unavailable(server, world.guild)
    assert (await gone).id == guild_id
    # A new session during the outage: READY lists the guild, GUILD_DELETE (unavailable) follows.
    again = asyncio.create_task(bot.wait_for("guild_unavailable", timeout=30))
    await server.disconnect_gateway(resumable=False)
    assert (await again).id == guild_id
    assert server.gateway.identify_count == 2
    guild = bot.get_guild(guild_id)
    assert guild is not None and guild.unavailable and guild in bot.guilds
    back = asyncio.create_task(bot.wait_for("guild_available", timeout=30))
    await set_guild_unavailable(server, world.guild, unavailable=False)
    assert (await back).id == guild_id
    guild = bot.get_guild(guild_id)
    assert guild is not None and not guild.unavailable
    assert [c.name for c in guild.text_channels] == ["games"]


async def test_three_second_deadline_is_enforced(world: World) -> None:
    server, bot = world.server, world.bot
    with pytest.raises(InteractionDeadlineExceeded) as info:
        await server.slash(world.alice, world.channel, "slow")
    result = info.value.result
    assert result.deadline_exceeded and result.failed and result.callback_type is None
    assert server.failed_interactions == [result]
    late = await bot.wait_mark("late_error")
    assert isinstance(late, discord.NotFound) and late.code == 10062
    assert result.late_callback_latency is not None and result.late_callback_latency >= 3.5
    assert server.messages(world.channel) == []


async def test_modal_and_autocomplete(world: World) -> None:
    server = world.server
    opened = await server.slash(world.alice, world.channel, "feedback")
    assert opened.callback_type == CallbackType.MODAL
    assert opened.modal is not None and opened.modal["title"] == "Feedback"
    submitted = await server.submit_modal(world.alice, opened, {"feedback:text": "すごい!"})
    assert submitted.content == "thanks: すごい!" and submitted.ephemeral
    with pytest.raises(FakeDiscordError, match="no input"):
        await server.submit_modal(world.alice, opened, {"feedback:text": "ok", "other": "x"})
    with pytest.raises(FakeDiscordError, match="is required"):
        await server.submit_modal(world.alice, opened, {})

    completed = await server.autocomplete(world.alice, world.channel, "fruit", "name", name="b")
    assert completed.callback_type == CallbackType.AUTOCOMPLETE_RESULT
    assert [c["value"] for c in completed.choices or []] == ["banana", "blueberry"]


async def test_context_menus_and_user_select(world: World) -> None:
    server = world.server
    five = await server.context_menu(world.alice, world.channel, "High five", world.carol)
    assert five.content == "Alice high-fived 卡罗尔 🌸"
    assert five.message is not None and five.message.payload["type"] == 23
    quoted = await server.context_menu(world.bob, world.channel, "Quote", five.message)
    assert quoted.content == "> Alice high-fived 卡罗尔 🌸" and quoted.ephemeral
    prompt = (await server.slash(world.alice, world.channel, "partner")).message
    assert prompt is not None
    chosen = await server.select(world.alice, prompt, "partner", [world.bob])
    assert chosen.content == "partner ボブ"
    with pytest.raises(FakeDiscordError, match="not synced"):
        await server.context_menu(world.alice, world.channel, "Quote", world.bob)


async def test_edit_keeps_listed_attachments_and_validates(world: World) -> None:
    server = world.server
    channel = world.bot_channel()
    sent = await channel.send("files", file=discord.File(io.BytesIO(PNG), "a.png"))
    stored = server.last_message(world.channel)
    first_id = stored.attachments[0]["id"]
    await sent.edit(attachments=[*sent.attachments, discord.File(io.BytesIO(b"notes"), "b.txt")])
    assert [a["filename"] for a in stored.attachments] == ["a.png", "b.txt"]
    assert stored.attachments[0]["id"] == first_id
    assert stored.attachment_bytes(0) == PNG and stored.attachment_bytes(1) == b"notes"
    await sent.edit(content="renamed")  # no attachments key: files are kept
    assert len(stored.attachments) == 2 and stored.content == "renamed"
    await sent.edit(content="no files", attachments=[])
    assert stored.attachments == [] and stored.content == "no files"

    with pytest.raises(discord.HTTPException) as too_long:
        await channel.send("x" * 2001)
    assert too_long.value.code == 50035
    with pytest.raises(discord.HTTPException) as empty:
        await channel.send()
    assert empty.value.code == 50006


async def test_user_messages_reach_the_bot(world: World) -> None:
    server, bot = world.server, world.bot
    await server.post_message(world.bob, world.channel, "こんにちは")
    message = await bot.wait_mark("message")
    assert message.content == "こんにちは" and message.author.display_name == "ボブ"
    waiter = asyncio.create_task(
        server.wait_for_message(world.channel, lambda m: "pong" in m.content)
    )
    await world.bot_channel().send("pong")
    assert (await waiter).content == "pong"


async def test_unknown_routes_are_recorded(world: World) -> None:
    server, bot = world.server, world.bot
    route = discord.http.Route("GET", "/guilds/{guild_id}/bans", guild_id=int(world.guild.id))
    with pytest.raises(discord.NotFound) as info:
        await bot.http.request(route)
    assert info.value.text == "404: Not Found"
    assert [r.path for r in server.unknown_requests] == [f"/guilds/{world.guild.id}/bans"]
    with pytest.raises(FakeDiscordError, match="unknown route"):
        server.assert_healthy()
    server.unknown_requests.clear()


SUBPROCESS_BOT = """
import os

import discord
import yarl
from discord import app_commands

# What a bot does to honour the fake server's environment variables.
discord.http.Route.BASE = os.environ["DISCORD_API_BASE"]
discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["DISCORD_GATEWAY_URL"])


class Bot(discord.Client):
    def __init__(self):
        super().__init__(intents=discord.Intents.default())
        self.tree = app_commands.CommandTree(self)

    async def setup_hook(self):
        @self.tree.command(name="ping", description="Ping from a subprocess")
        async def ping(interaction: discord.Interaction, times: int = 1):
            await interaction.response.send_message("pong " * times)

        await self.tree.sync()


Bot().run(os.environ["DISCORD_TOKEN"], log_handler=None)
"""


async def test_bot_in_a_subprocess(tmp_path: Path) -> None:
    script = tmp_path / "bot.py"
    script.write_text(SUBPROCESS_BOT)
    server = await FakeDiscord.start(token=TOKEN)
    guild = server.add_guild("Subprocess Guild")
    channel = server.add_text_channel(guild, "general")
    dave = server.add_user("Dave", guild=guild)
    env = {**os.environ, **server.subprocess_env()}
    with (tmp_path / "bot.log").open("wb") as log:
        process = await asyncio.create_subprocess_exec(
            sys.executable, str(script), env=env, stdout=log, stderr=log
        )
        try:
            await server.wait_ready(timeout=30, commands=["ping"])
            assert [c["name"] for c in server.global_commands] == ["ping"]
            result = await server.slash(dave, channel, "ping", times=2)
            assert result.content == "pong pong "
            assert server.last_message(channel) is result.message
            server.assert_healthy()
        finally:
            if process.returncode is None:
                process.terminate()
                await process.wait()
            await server.close()
