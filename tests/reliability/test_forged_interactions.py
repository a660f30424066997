"""A fuzz test through the local Discord: random interactions with forged custom_ids of every
family (game controls, /rules pages, /history pages, replay steps, unknown ones), sent from the
game's channel, another channel, another server and DMs, by players, members and strangers,
at stale, current and future versions.

Whatever a click says, the store changes only when the click could have been offered to that
user where it came from (a lobby's control in its channel at version 0; a move at the current
version by a seated player in the game's channel, or in their own DM for a private panel);
every interaction is answered; no handler raises."""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.services.tables import encode_action
from tests.e2e.world import board_message, make_world, open_and_start, running_bot
from tests.fakediscord import FakeChannel, FakeMessage, FakeUser

LOBBY_VERBS = ("join", "leave", "start", "cancel", "addcpu", "rmcpu")
VERBS = (*LOBBY_VERBS, "hand", "back", "a", "p", "zz")
INTERACTIONS = 160


@dataclass(frozen=True)
class Click:
    user: FakeUser
    message: FakeMessage
    custom_id: str
    component_type: int


async def _snapshot(bot: Any, game_ids: list[int]) -> list[tuple[Any, ...]]:
    """What a click may change: each game's status, version and seats."""
    rows = [await bot.store.games.get(g) for g in game_ids]
    return [
        (r.status, r.version, [(s.user_id, s.kind, s.automatic, s.away) for s in r.seats])
        for r in rows
    ]


def _random_id(
    rng: random.Random, games: list[int], versions: dict[int, int], codes: list[str]
) -> str:
    family = rng.choice(("ich", "ich", "ich", "ich", "ichh", "ichr", "ichp", "junk"))
    if family == "ich":
        game = rng.choice([*games, *games, 999_999, rng.randrange(1, 10**6)])
        current = versions.get(game, 0)
        version = rng.choice((0, current, max(current - 1, 0), current + 1, rng.randrange(10**6)))
        verb = rng.choice(VERBS)
        custom = f"ich:{game}:{version}:{verb}"
        if verb in ("a", "p") or rng.random() < 0.2:
            custom += ":" + rng.choice([*codes, "pass", "confirm", "s0", "x" * 60, "🐟", ""])
        return custom
    if family == "ichh":
        game = rng.choice(("-", "tsukiji", "nogame"))
        return f"ichh:{rng.randrange(10**18)}:{game}:{rng.randrange(9)}:n"
    if family == "ichr":
        verb = rng.choice(("next", "gif", "seat"))
        return f"ichr:{rng.choice(games)}:{rng.randrange(50)}:{verb}:{rng.randrange(9)}"
    if family == "ichp":
        return f"ichp:{rng.choice(('tsukiji', 'rules.x', 'x'))}:{rng.randrange(9)}"
    return rng.choice(("", "ich:", "ich:1:2", "other:1", "ich:1:1:a:" + "y" * 80, "\u202e<@1>"))


def _could_be_offered(click: Click, row: Any, channel: FakeChannel, guild_id: str) -> bool:
    """Whether Ichiba could have shown this click's control to this user where it came from."""
    parts = click.custom_id.split(":")
    if parts[0] != "ich" or len(parts) < 4 or int(parts[1]) != row.id:
        return False
    version, verb = int(parts[2]), parts[3]
    where = click.message.channel
    in_channel = where.id == channel.id and where.guild is not None and where.guild.id == guild_id
    seated = row.seat_of(int(click.user.id)) is not None
    if verb in LOBBY_VERBS:
        return in_channel and version == 0 and row.status == "lobby"
    in_own_dm = where.guild is None and where.recipient is click.user
    if verb == "p":
        return seated and version == row.version and (in_channel or in_own_dm)
    return seated and in_channel and verb in ("a", "back") and version in (row.version, 0)


@pytest.mark.parametrize("seed", [1, 2])
async def test_forged_interactions_change_nothing_unless_offered(
    tmp_path: Path, seed: int, caplog: pytest.LogCaptureFixture
) -> None:
    rng = random.Random(seed)
    world = await make_world(tmp_path, ("Alice", "Bob", "Eve"))
    server = world.server
    alice, bob, eve = world.users
    guild = world.guild  # type: ignore[attr-defined]
    side = server.add_text_channel(guild, "side")
    elsewhere = server.add_guild("Elsewhere")
    far = server.add_text_channel(elsewhere, "far")
    mallory = server.add_user("Mallory", guild=elsewhere)
    loner = server.add_user("Loner")
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, [alice, bob], computers=1)
            lobby = await server.slash(eve, side, "play", game="fisherman")
            lobby_id = (await bot.store.games.open_in_channel(int(side.id))).id
            board = await board_message(world, bot, game_id)
            places: dict[str, list[FakeMessage]] = {
                user.id: [board, lobby.message, await server.post_message(user, None, "hi")]
                for user in (alice, bob, eve)
            }
            places[alice.id] += [m for m in server.dms(alice) if m.components][-1:]
            far_post = await server.post_message(mallory, far, "mine")
            places[mallory.id] = [far_post, await server.post_message(mallory, None, "hi")]
            places[loner.id] = [await server.post_message(loner, None, "hi")]
            users = [alice, bob, eve, mallory, loner]
            games = [game_id, lobby_id]
            caplog.set_level(logging.ERROR)
            offered = forged = 0
            for _ in range(INTERACTIONS):
                await bot.work.quiet()
                rows = {g: await bot.store.games.get(g) for g in games}
                versions = {g: r.version for g, r in rows.items()}
                active = rows[game_id]
                codes = (
                    [
                        encode_action(a)
                        for s in range(len(active.seats))
                        for a in bot.tables.rules(active).legal_actions(active.state, s)
                    ]
                    if active.status == "active"
                    else []
                )
                user = rng.choice(users)
                click = Click(
                    user,
                    rng.choice(places[user.id]),
                    _random_id(rng, games, versions, codes),
                    rng.choice((2, 2, 3)),
                )
                channels = {game_id: world.channel, lobby_id: side}
                may_change = any(
                    _could_be_offered(click, rows[g], channels[g], guild.id) for g in games
                )
                before = await _snapshot(bot, games)
                values = [rng.choice(codes or ["pass"])] if click.component_type == 3 else None
                result = await server.forged_component(
                    user,
                    click.message,
                    click.custom_id,
                    component_type=click.component_type,
                    values=values,
                )
                await bot.work.quiet()
                assert not result.failed, click
                if may_change:
                    offered += 1
                else:
                    forged += 1
                    assert await _snapshot(bot, games) == before, click
            errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
            assert not errors, [r.getMessage() for r in errors][:3]
            assert forged > INTERACTIONS // 2 and offered > 0, (forged, offered)
            server.assert_healthy()
    finally:
        await server.close()
