"""A local Discord world (server, guild, channel, users) and the real Ichiba bot running in it."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.config import Config
from bot.interface.client import IchibaBot
from tests.fakediscord import FakeChannel, FakeDiscord, FakeMessage, FakeUser, Perm, run_client
from tests.fakediscord.interactions import InteractionResult

NAMES = ("Alice", "山田太郎", "张伟", "🐟Fishy🍣")
UPDATE_MESSAGE = 7
DEFERRED_UPDATE = 6
DANGER = 4


@dataclass
class World:
    server: FakeDiscord
    channel: FakeChannel
    users: list[FakeUser]
    db: Path
    by_id: dict[int, FakeUser] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.by_id = {int(u.id): u for u in self.users}


NO_THREADS = Perm.CREATE_PUBLIC_THREADS | Perm.SEND_MESSAGES_IN_THREADS


async def make_world(
    tmp_path: Path, names: Sequence[str] = NAMES, *, threads: bool = False, **guild_options: Any
) -> World:
    """A server with one guild (``guild_options`` go to ``add_guild``), a channel and users.

    Unless ``threads``, the bot may not create threads there (its roles lack the permissions),
    so each channel holds one game at a time (see ``tests/e2e/test_threads.py``)."""
    server = await FakeDiscord.start(token="test-token")
    if not threads:
        guild_options.setdefault("bot_permissions", Perm.DEFAULT_BOT & ~NO_THREADS)
        guild_options.setdefault("everyone_permissions", Perm.DEFAULT_EVERYONE & ~NO_THREADS)
    guild = server.add_guild("Ichiba test", **guild_options)
    channel = server.add_text_channel(guild, "games")
    users = [server.add_user(name, guild=guild) for name in names]
    world = World(server, channel, users, tmp_path / "ichiba.db")
    world.guild = guild  # type: ignore[attr-defined]
    return world


@contextlib.asynccontextmanager
async def running_bot(
    world: World, clock: Any = None, *, pictures: bool = False, **options: Any
) -> AsyncIterator[IchibaBot]:
    """The real bot, in-process, against the local server and a real SQLite file.

    Computer players move at once (thinking in threads); ``clock`` replaces the wall clock of
    the turn timers; pictures are a blank placeholder unless ``pictures`` (tests of pictures
    are marked ``pictures``); ``options`` are further :class:`Config` fields (e.g.
    ``metrics_port``).
    """
    guild_id = int(world.guild.id)  # type: ignore[attr-defined]
    config = Config(
        token=world.server.token,
        db_path=world.db,
        dev_guild=guild_id,
        computer_delay=0,
        pictures=pictures,
        **{"think_workers": 0, **options},
    )
    bot = IchibaBot(config, clock=clock) if clock is not None else IchibaBot(config)
    async with run_client(world.server, bot):
        yield bot


class Clock:
    """A wall clock that only moves when told to (``running_bot(world, clock)``); with ``bot``
    set, :meth:`advance` and :meth:`advance_to` let the bot handle every timer that fell due."""

    def __init__(self, now: float = 1_900_000_000.0) -> None:
        self.now = now
        self.bot: Any = None

    def __call__(self) -> float:
        return self.now

    async def advance(self, seconds: float) -> None:
        await self.advance_to(self.now + seconds)

    async def advance_to(self, when: float) -> None:
        self.now = when
        await self.bot.scheduler.run_due()
        await self.bot.work.quiet()


def buttons(message: FakeMessage | InteractionResult) -> list[dict[str, Any]]:
    return [c for row in message.components for c in row.get("components", []) if c["type"] == 2]


def selects(message: FakeMessage | InteractionResult) -> list[dict[str, Any]]:
    return [c for row in message.components for c in row.get("components", []) if c["type"] == 3]


def hand_button(message: FakeMessage | InteractionResult) -> dict[str, Any]:
    """The board's "My hand" button, in whatever language the board is."""
    return verb_button(message, "hand")


def verb_button(message: FakeMessage | InteractionResult, verb: str) -> dict[str, Any]:
    """The button that runs ``verb`` (join, start, addcpu, hand...), whatever its label's
    language."""
    for b in buttons(message):
        if b.get("custom_id", "").endswith(f":{verb}"):
            return b
    raise AssertionError(f"no {verb!r} button in {[b.get('label') for b in buttons(message)]}")


def level_menu(message: FakeMessage | InteractionResult) -> dict[str, Any]:
    """The lobby's "Add computer" menu (its options are the levels)."""
    for menu in selects(message):
        if ":addcpu:" in menu.get("custom_id", ""):
            return menu
    raise AssertionError(f"no Add computer menu in {message.components}")


async def add_computer(
    world: World, host: FakeUser, lobby: FakeMessage | InteractionResult, level: str | None = None
) -> InteractionResult:
    """``host`` adds a computer through the lobby's menu: at ``level``, else the level listed
    first (the server's default)."""
    menu = level_menu(lobby)
    chosen = level or menu["options"][0]["value"]
    return await world.server.select(host, lobby, menu, [chosen])


def button(message: FakeMessage | InteractionResult, label: str) -> dict[str, Any]:
    found = [b for b in buttons(message) if b.get("label") == label]
    assert found, f"no button {label!r} in {[b.get('label') for b in buttons(message)]}"
    return found[0]


async def open_and_start(
    world: World,
    bot: IchibaBot,
    players: Sequence[FakeUser],
    game: str = "tsukiji",
    computers: int = 0,
    channel: FakeChannel | None = None,
    **options: Any,
) -> int:
    """``/play`` by the first player (in ``channel``, else the world's), Join by the others,
    "Add computer" ``computers`` times, Start by the host; the game id. Turn timers are off
    unless ``turn_time`` is given (``None``: left out, the server's default)."""
    host, *guests = players
    options.setdefault("turn_time", 0)
    if options["turn_time"] is None:
        del options["turn_time"]
    lobby = await world.server.slash(host, channel or world.channel, "play", game=game, **options)
    assert not lobby.ephemeral, lobby.content
    game_id = int(verb_button(lobby.message, "start")["custom_id"].split(":")[1])
    for guest in guests:
        joined = await world.server.click(guest, lobby.message, verb_button(lobby.message, "join"))
        assert message_updated(joined), joined.content
    for _ in range(computers):
        added = await add_computer(world, host, lobby.message)
        assert message_updated(added), added.content
    started = await world.server.click(host, lobby.message, verb_button(lobby.message, "start"))
    assert message_updated(started), started.content
    await bot.work.quiet()
    row = await bot.store.games.get(game_id)
    assert row is not None and row.status == "active"
    return row.id


async def board_message(
    world: World, bot: IchibaBot, game_id: int, *, required: bool = True
) -> FakeMessage:
    where = await bot.store.messages.get(game_id, "board")
    message = world.server.get_message(str(where[1])) if where else None
    assert message is not None or not required, "the game has no board message"
    return message  # type: ignore[return-value]


def _drawn_at(message: FakeMessage | InteractionResult) -> int:
    """The game version a message's controls were drawn at (-1 without controls)."""
    versions = [
        int(c["custom_id"].split(":")[2])
        for c in buttons(message) + selects(message)
        if c.get("custom_id", "").startswith("ich:")
    ]
    return max(versions, default=-1)


async def _my_hand(world: World, bot: IchibaBot, game_id: int, user: FakeUser) -> InteractionResult:
    board = await board_message(world, bot, game_id)
    opened = await world.server.click(user, board, hand_button(board))
    assert opened.ephemeral
    return opened


async def controls_for(
    world: World, bot: IchibaBot, game_id: int, user: FakeUser, stamp: int, private: bool
) -> FakeMessage | InteractionResult:
    """Where ``user`` finds current controls: their DM, "My hand" (DMs closed) or the board.

    Waits until the bot has drawn them at or after ``stamp`` (the version at which the seat's
    choices last changed), or until the bot is idle (a bot in another process may lag behind).
    Then a DM that is still older is used anyway (the bot was killed before it sent the new
    one): its click must come back "out of date" with fresh controls; without any DM, "My hand".
    """
    if private and user.dms_closed:
        return await _my_hand(world, bot, game_id, user)
    idle = False
    while True:
        if private:
            panels = [m for m in world.server.dms(user) if m.components]
            found: FakeMessage | None = panels[-1] if panels else None
        else:
            found = await board_message(world, bot, game_id, required=False)
        if found is not None and _drawn_at(found) >= stamp:
            return found
        if idle:
            assert private, f"the board shows no current controls for {user.name}"
            return found if found is not None else await _my_hand(world, bot, game_id, user)
        await bot.work.quiet()
        idle = True


async def private_panel(
    world: World, bot: IchibaBot, game_id: int, user: FakeUser
) -> FakeMessage | InteractionResult:
    """The user's private controls: their latest DM, or "My hand" when DMs are closed."""
    row = await bot.store.games.get(game_id)
    assert row is not None
    seat = row.seat_of(int(user.id))
    assert seat is not None
    return await controls_for(world, bot, game_id, user, row.stamps[seat], private=True)


def _pick_control(
    message: FakeMessage | InteractionResult, rng: random.Random
) -> tuple[dict[str, Any], list[str] | None]:
    """A random offered control: a select with one of its options, or an enabled button.

    "My hand" and 💡 (a hint) are never picked, and danger-styled buttons (take-backs such as
    "Start over") only rarely, so random play makes progress.
    """
    offered: list[tuple[dict[str, Any], list[str] | None]] = [
        (menu, [rng.choice(menu["options"])["value"]]) for menu in selects(message)
    ]
    danger: list[tuple[dict[str, Any], list[str] | None]] = []
    for b in buttons(message):
        if b.get("disabled") or b.get("custom_id", "").endswith((":hand", ":hint")):
            continue
        (danger if b.get("style") == DANGER else offered).append((b, None))
    if offered and (not danger or rng.random() > 0.05):
        return rng.choice(offered)
    assert danger, f"no control offered on {message.content!r}"
    return rng.choice(danger)


async def click_random(
    world: World,
    user: FakeUser,
    where: FakeMessage | InteractionResult,
    rng: random.Random,
    **options: Any,
) -> InteractionResult:
    """Click a random offered control of ``where`` as ``user``."""
    control, values = _pick_control(where, rng)
    if values is None:
        return await world.server.click(user, where, control, **options)
    return await world.server.select(user, where, control, values, **options)


def message_updated(result: InteractionResult) -> bool:
    """Whether the user saw their click take effect: its message updated, in the callback or,
    after a deferred update, by an edit through the interaction (a deferral that was never
    answered, or answered only by a note such as a refusal, did not)."""
    if result.callback_type == UPDATE_MESSAGE:
        return True
    return result.callback_type == DEFERRED_UPDATE and result.original_edits > 0


def out_of_date(result: InteractionResult) -> FakeMessage | None:
    """The "out of date" answer with fresh controls, if that is what the click got."""
    reply = result.reply
    if (
        reply is not None
        and reply.ephemeral
        and reply.components
        and "out of date" in (reply.content or "")
    ):
        return reply
    return None


async def play_game(
    world: World, bot: IchibaBot, game_id: int, rng: random.Random, max_clicks: int | None = None
) -> int:
    """Play by clicks only, choosing among the offered controls at random; the click count.

    The store tells the test whose move it is (the bot shows it on the board); the presenter
    says whether that seat acts on the board or through its private panel (DM / My hand).
    """
    clicks = 0
    while max_clicks is None or clicks < max_clicks:
        row = await bot.store.games.get(game_id)
        assert row is not None and row.state is not None
        if row.status == "over":
            return clicks
        rules = bot.tables.rules(row)
        people = [s for s in sorted(rules.to_act(row.state)) if not row.seats[s].automatic]
        if not people:  # only computers must move: they do so by themselves
            await bot.work.quiet()
            now = await bot.store.games.get(game_id)
            assert now is not None and now.version > row.version, "the computers do not move"
            continue
        seat = rng.choice(people)
        user = world.by_id[row.seats[seat].user_id]  # type: ignore[index]
        private = bot.presenters[row.game].private_acts(rules.view(row.state, seat))
        where = await controls_for(world, bot, game_id, user, row.stamps[seat], private)
        result = await click_random(world, user, where, rng)
        fresh = out_of_date(result)
        if fresh is not None:
            result = await click_random(world, user, fresh, rng)  # the fresh controls
        reply = result.reply
        assert message_updated(result), reply.content if reply else result
        await bot.work.quiet()
        clicks += 1
    return clicks


async def play_until(
    world: World, bot: IchibaBot, game_id: int, rng: random.Random, done: Any
) -> dict[str, Any]:
    """Click at random until ``done(state)`` holds; returns that state."""
    while True:
        row = await bot.store.games.get(game_id)
        assert row is not None and row.state is not None and row.status == "active"
        if done(row.state):
            return row.state
        await play_game(world, bot, game_id, rng, max_clicks=1)


async def click_in_flight(
    world: World, bot: Any, game_id: int, row: Any, rng: random.Random, deadline: float
) -> asyncio.Task[InteractionResult]:
    """A task clicking a random current control of a seat that must act in ``row`` (for tests
    that stop the bot while the click is in hand), returned once the click has reached the
    bot's gateway (the control is found first, through **My hand** for a seat whose DMs are
    closed); ``bot`` may be a remote view of a bot process. Awaiting the task gives the
    click's result."""
    seat = rng.choice(sorted(bot.tables.rules(row).to_act(row.state)))
    user = world.by_id[row.seats[seat].user_id]
    private = bot.presenters[row.game].private_acts(bot.tables.rules(row).view(row.state, seat))
    where = await controls_for(world, bot, game_id, user, row.stamps[seat], private)
    routes = world.server.gateway.interaction_routes
    before = len(routes)
    task = asyncio.create_task(
        click_random(world, user, where, rng, raise_on_timeout=False, deadline=deadline)
    )
    while len(routes) == before and not task.done():
        await asyncio.sleep(0.001)
    return task
