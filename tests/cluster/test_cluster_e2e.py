"""Two bot processes on shards 0 and 1 of 2, sharing one PostgreSQL database, through the local
Discord (which routes each server's events to its shard's process and DMs to shard 0's):

* games in servers of both shards finish, with DM clicks (which reach shard 0's process whatever
  the game's server) and computer seats;
* a process SIGKILLed mid-game (during a click, and while timers run): after its restart every
  game continues, every acknowledged click is in the log, no timer fired twice in the cluster;
* two processes racing clicks on one game (a DM click and a "My hand" click of the same seat at
  the same version) apply exactly one; the other is answered out of date with fresh controls.
"""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

from bot.games import GAMES
from tests.cluster.cluster import SHARDS, cluster
from tests.e2e.process import RemoteBot
from tests.e2e.world import (
    _my_hand,
    click_random,
    controls_for,
    message_updated,
    open_and_start,
    out_of_date,
    play_game,
)
from tests.reliability import code_of, consistent, logged_codes, pick_control


async def _wait_over(remote: RemoteBot, game_id: int, timeout: float) -> None:
    end = time.monotonic() + timeout
    while True:
        row = await remote.store.games.get(game_id)
        assert row is not None
        if row.status == "over":
            return
        assert time.monotonic() < end, f"game {game_id} stuck at version {row.version}"
        await asyncio.sleep(0.2)


async def test_games_on_both_shards_finish_with_dm_clicks_and_computers(
    tmp_path: Path, postgres_url: str
) -> None:
    async with cluster(tmp_path, postgres_url) as found:
        remote = await found.remote()
        try:
            worlds = [found.world(shard) for shard in range(SHARDS)]
            alice, yamada, zhang, fishy = found.users  # (a user's DMs are of one game)
            games = [
                await open_and_start(worlds[0], remote, [alice, yamada], "tsukiji", computers=1),
                await open_and_start(worlds[1], remote, [zhang, fishy], "tsukiji", computers=1),
            ]
            routes = found.server.gateway.interaction_routes
            mark = len(routes)
            await asyncio.gather(
                *(
                    play_game(world, remote, game_id, random.Random(7 + i))
                    for i, (world, game_id) in enumerate(zip(worlds, games, strict=True))
                )
            )
            for game_id in games:
                row, _ = await consistent(remote.store, game_id)
                assert row.status == "over"
                # (the result is written with the last move)
                assert await remote.store.history.result(game_id) is not None
                assert "computer" in await remote.store.games.actors(game_id)
                # only the archiving of its thread is left (the games run in threads here)
                assert set(await remote.store.timers.of_game(game_id)) <= {"archive"}
            clicks = routes[mark:]
            # Tickets are placed from DMs: those clicks reached shard 0's process, for the game
            # of shard 1's server too; that server's board clicks reached shard 1's process.
            assert (0, None) in clicks and (1, int(found.guilds[1].id)) in clicks
            assert all(shard == 0 for shard, guild in clicks if guild is None)
            assert found.fired_timers() == {} or max(found.fired_timers().values()) == 1
            found.server.assert_healthy()
        finally:
            await remote.store.close()


async def test_a_killed_process_loses_nothing_and_no_timer_fires_twice(
    tmp_path: Path, postgres_url: str
) -> None:
    """Shard 1's process is SIGKILLed three times during clicks on a game of its server, each
    time just after another game of its server started that plays itself by turn timers of 1 s
    (nobody clicks: deadlines expire, the computer moves for the players, then plays the seats
    it took over), and restarted. Meanwhile shard 0's process fires the timers. Every game
    finishes; no acknowledged click is lost; every timer fired once in the whole cluster."""
    rng = random.Random(19)
    async with cluster(tmp_path, postgres_url, channels=4) as found:
        remote = await found.remote()
        try:
            clicked = found.world(1, 0)
            alice, yamada, zhang, fishy = found.users
            by_clicks = await open_and_start(clicked, remote, [alice, yamada], "silkroad", 1)
            by_timers = []
            process = found.processes[1]
            for round_ in range(3):
                await play_game(clicked, remote, by_clicks, rng, max_clicks=4)
                timed = found.world(1, 1 + round_)
                by_timers.append(
                    await open_and_start(
                        timed, remote, [zhang, fishy], "fisherman", computers=1, turn_time=1
                    )
                )
                await asyncio.sleep(rng.uniform(0.5, 2.0))  # a deadline or two pass
                await _kill_during_a_click(found, remote, clicked, by_clicks, rng)
                await asyncio.sleep(rng.uniform(0.5, 2.5))  # shard 0's process runs the timers
                await process.start()
            await play_game(clicked, remote, by_clicks, rng)
            for game_id in by_timers:
                await _wait_over(remote, game_id, 120)
            for game_id in (by_clicks, *by_timers):
                row, _ = await consistent(remote.store, game_id)
                assert row.status == "over"
            for game_id in by_timers:
                actors = await remote.store.games.actors(game_id)
                assert "timer" in actors and "player" not in actors
            fired = found.fired_timers()
            shard0 = {key for key in fired if key in _fired_in(found.processes[0].text())}
            assert any(kind.startswith("expire") for _, kind, _, _ in shard0), (
                "shard 0's process fired timers of shard 1's games"
            )
            twice = {timer: n for timer, n in fired.items() if n > 1}
            assert not twice, f"timers fired more than once: {twice}"
            assert process.text().count("--- start") == 4
        finally:
            await remote.store.close()


def _fired_in(text: str) -> set[tuple[int, str, int, str]]:
    from tests.cluster.cluster import FIRED

    return {(int(m[1]), m[2], int(m[3]), m[4]) for m in FIRED.finditer(text)}


async def _kill_during_a_click(found, remote, world, game_id: int, rng: random.Random) -> None:
    """Start a click on a board or DM control of the game, SIGKILL shard 1's process 0-60 ms
    later; a click the user saw acknowledged must be in the log."""
    row = await remote.store.games.get(game_id)
    rules = remote.tables.rules(row)
    people = [s for s in sorted(rules.to_act(row.state)) if not row.seats[s].automatic]
    if not people:
        await found.processes[1].kill()
        return
    seat = rng.choice(people)
    user = world.by_id[row.seats[seat].user_id]
    private = remote.presenters[row.game].private_acts(rules.view(row.state, seat))
    where = await controls_for(world, remote, game_id, user, row.stamps[seat], private)
    control, values = pick_control(where, rng)
    code = code_of(control, values)
    before = len(await remote.store.games.log(game_id))
    server = world.server
    if values is None:
        click = server.click(user, where, control, raise_on_timeout=False, deadline=1.5)
    else:
        click = server.select(user, where, control, values, raise_on_timeout=False, deadline=1.5)
    task = asyncio.create_task(click)
    await asyncio.sleep(rng.uniform(0, 0.06))
    await found.processes[1].kill()
    result = await task
    if message_updated(result):
        log = await remote.store.games.log(game_id)
        assert logged_codes(log[before:])[(seat, code)] >= 1, "an acknowledged click was lost"


async def test_two_processes_racing_clicks_on_one_game_apply_exactly_one(
    tmp_path: Path, postgres_url: str
) -> None:
    """The same seat clicks its DM panel (shard 0's process) and its "My hand" panel in the
    channel of shard 1's server (shard 1's process) at once, both drawn at the same version."""
    rng = random.Random(3)
    async with cluster(tmp_path, postgres_url) as found:
        remote = await found.remote()
        try:
            world = found.world(1)
            alice, yamada = found.users[:2]
            game_id = await open_and_start(world, remote, [alice, yamada], "tsukiji")
            races = 0
            for _ in range(12):
                row = await remote.store.games.get(game_id)
                assert row is not None and row.status == "active"
                rules = GAMES[row.game]
                seat = rng.choice(sorted(rules.to_act(row.state)))
                user = world.by_id[row.seats[seat].user_id]
                if not remote.presenters[row.game].private_acts(rules.view(row.state, seat)):
                    await play_game(world, remote, game_id, rng, max_clicks=1)
                    continue
                dm = await controls_for(world, remote, game_id, user, row.stamps[seat], True)
                hand = await _my_hand(world, remote, game_id, user)
                before = len(await remote.store.games.log(game_id))
                results = await asyncio.gather(
                    click_random(world, user, dm, rng), click_random(world, user, hand, rng)
                )
                await remote.work.quiet()
                applied = [r for r in results if message_updated(r)]
                # The other: "out of date" with fresh controls (or without, when the seat has
                # nothing left to do), privately.
                refused = [
                    r
                    for r in results
                    if not message_updated(r)
                    and r.reply is not None
                    and r.reply.ephemeral
                    and (out_of_date(r) is not None or "out of date" in (r.reply.content or ""))
                ]
                after = len(await remote.store.games.log(game_id))
                assert after == before + 1, f"{after - before} moves applied by two racing clicks"
                assert len(applied) == 1 and len(refused) == 1, results
                races += 1
            assert races >= 6
            await consistent(remote.store, game_id)
        finally:
            await remote.store.close()
