"""SIGKILL the real bot process (``python -m bot``) at random moments of complete games of every
kind, restart it and finish each game.

Checked after every kill: every click the bot had acknowledged is in the stored log (with the
very action it submitted), and a click on the controls of a message from before the kill either
works or answers "out of date" with fresh controls. Checked at the end: the game is over, the
stored snapshot equals a replay of the stored log, and the channel shows the final result.

The regular suite kills the bot twice in a game of each kind that tests/e2e/test_crash_restart.py
does not cover (Silk Road, Fisherman, Flea Market; Tsukiji is killed there). The soak run
(``scripts/soak``) kills it at least 100 times across several complete games of all four kinds.
"""

from __future__ import annotations

import asyncio
import itertools
import os
import random
import time
from collections import Counter
from pathlib import Path

import pytest

from bot.engine.playout import random_playout
from bot.games import GAMES
from tests.e2e.process import BotProcess, RemoteBot
from tests.e2e.world import (
    NAMES,
    board_message,
    controls_for,
    make_world,
    message_updated,
    open_and_start,
    play_game,
)
from tests.reliability import (
    REFUSALS,
    SOAK,
    code_of,
    consistent,
    drawn_at,
    last_public_change,
    logged_codes,
    pick_control,
)

# (game, humans, computers): computer seats (moving at once) keep the regular games short and
# put computer moves, too, in the way of the kills.
REGULAR = [("silkroad", 1, 1), ("fisherman", 2, 1), ("fleamarket", 1, 2)]
REGULAR_KILLS = 2
# The soak: (game, humans, computers) × games each, kills per game; ≥ 100 kills in all.
SOAK_TABLES = [
    ("tsukiji", 2, 0),
    ("tsukiji", 3, 1),
    ("silkroad", 3, 0),
    ("silkroad", 2, 1),
    ("fisherman", 3, 0),
    ("fisherman", 3, 1),
    ("fleamarket", 3, 0),
    ("fleamarket", 2, 2),
]
# How the local server reports a request whose client was SIGKILLed halfway through its body.
KILLED_MID_REQUEST = "ConnectionResetError: Connection lost"
SOAK_KILLS = int(os.environ.get("ICHIBA_SOAK_KILLS_PER_GAME", "14"))


def _shortest_clicks(game: str, humans: int, computers: int) -> int:
    """Actions of the human seats (the first ones) in the shortest of a few random games."""
    playouts = [
        random_playout(GAMES[game], humans + computers, s, check_every=0, leak_every=0)
        for s in range(8)
    ]
    return min(sum(seat < humans for seat, _ in playout.log) for playout in playouts)


class Crasher:
    """Plays one game by clicks against a bot process and kills the process now and then."""

    def __init__(self, world, process: BotProcess, remote: RemoteBot, game_id: int, rng, figures):
        self.world, self.process, self.remote = world, process, remote
        self.game_id, self.rng = game_id, rng
        self.figures: Counter[str] = figures

    async def _state(self):
        row = await self.remote.store.games.get(self.game_id)
        assert row is not None and row.state is not None
        return row

    async def _someone_must_click(self):
        """A human seat that must act now (waiting while only computers must)."""
        row = await self._state()
        if row.status != "active":
            return row, None
        rules = self.remote.tables.rules(row)
        people = [s for s in sorted(rules.to_act(row.state)) if not row.seats[s].automatic]
        if not people:
            await self.remote.work.quiet()  # the computers moved
            row = await self._state()
            if row.status != "active":
                return row, None
            rules = self.remote.tables.rules(row)
            people = [s for s in sorted(rules.to_act(row.state)) if not row.seats[s].automatic]
            assert people, "the computers do not move"
        return row, self.rng.choice(people)

    async def kill_during_a_click(self) -> None:
        """Start a click, SIGKILL the bot 0–60 ms later, restart, check the click's fate."""
        row, seat = await self._someone_must_click()
        if seat is None:
            return
        rules = self.remote.tables.rules(row)
        user = self.world.by_id[row.seats[seat].user_id]
        private = self.remote.presenters[row.game].private_acts(rules.view(row.state, seat))
        where = await controls_for(
            self.world, self.remote, self.game_id, user, row.stamps[seat], private
        )
        control, values = pick_control(where, self.rng)
        code = code_of(control, values)
        before = len(await self.remote.store.games.log(self.game_id))
        server = self.world.server
        if values is None:
            click = server.click(user, where, control, raise_on_timeout=False, deadline=1.5)
        else:
            click = server.select(
                user, where, control, values, raise_on_timeout=False, deadline=1.5
            )
        task = asyncio.create_task(click)
        await asyncio.sleep(self.rng.uniform(0, 0.06))
        await self.process.kill()
        result = await task
        self.figures["kills"] += 1
        log = await self.remote.store.games.log(self.game_id)
        if message_updated(result):  # the user saw the move: that answer comes after the commit
            self.figures["acknowledged at the kill"] += 1
            new = logged_codes(log[before:])
            assert new[(seat, code)] >= 1, (
                f"the acknowledged click {code!r} of seat {seat} was lost in the crash"
            )
        await self._restart()
        await self._click_old_copy(user, where, control, values, seat)

    async def kill_while_idle(self) -> None:
        await self.remote.work.quiet()
        await self.process.kill()
        self.figures["kills"] += 1
        await self._restart()

    async def kill_during_start(self) -> None:
        """Kill the bot right after it is ready again, while it refreshes its boards."""
        await self.process.kill()
        await self.process.start()
        await asyncio.sleep(self.rng.uniform(0, 0.1))
        await self.process.kill()
        self.figures["kills"] += 2
        await self._restart()

    async def _restart(self) -> None:
        started = time.monotonic()
        await self.process.start()
        self.figures["restart seconds"] += time.monotonic() - started
        await self.remote.work.quiet()  # the stored games resumed, boards redrawn
        row, log = await consistent(self.remote.store, self.game_id)
        if row.status == "active":  # the board caught up with what was saved before the kill
            board = await board_message(self.world, self.remote, self.game_id)
            assert drawn_at(board) >= last_public_change(row, log), "the board is out of date"

    async def _click_old_copy(self, user, where, control, values, seat: int) -> None:
        """The control clicked at the kill, from the message as it was then: it works, or
        the answer is "out of date" with fresh controls (or, when the seat has nothing to do
        now, says so). Nothing else is acceptable."""
        row = await self._state()
        if row.status != "active":
            return
        before = len(await self.remote.store.games.log(self.game_id))
        answer = await self.world.server.forged_component(
            user,
            where,
            control["custom_id"],
            component_type=3 if values is not None else 2,
            values=values,
        )
        self.figures["old controls clicked"] += 1
        if message_updated(answer):
            await self.remote.work.quiet()
            log = await self.remote.store.games.log(self.game_id)
            assert logged_codes(log[before:])[(seat, code_of(control, values))] >= 1
            self.figures["old controls that worked"] += 1
        else:
            assert answer.ephemeral and REFUSALS["stale"] in answer.content, answer.content
            now = await self._state()
            if seat in self.remote.tables.rules(now).to_act(now.state) and not answer.components:
                # Only if the seat could not act when it was answered (a computer moved since).
                assert "nothing for you to do" in answer.content, "no fresh controls"
            self.figures["old controls answered out of date"] += 1
        await self.remote.work.quiet()

    async def finish(self) -> None:
        await play_game(self.world, self.remote, self.game_id, self.rng)
        row, log = await consistent(self.remote.store, self.game_id)
        assert row.status == "over"
        await self.remote.work.quiet()
        server = self.world.server
        over = [m for m in server.messages(self.world.channel) if m.content.startswith("Game over")]
        assert len(over) == self.figures["games completed"] + 1, "no final result in the channel"
        cut = [e for e in server.internal_errors if e.rstrip().endswith(KILLED_MID_REQUEST)]
        self.figures["requests cut off by a kill"] += len(cut)
        server.internal_errors[:] = [e for e in server.internal_errors if e not in cut]
        server.assert_healthy()  # anything else the server saw is a real problem
        self.figures["games completed"] += 1
        self.figures["actions"] += len(log)


async def crash_a_game(
    tmp_path: Path, game: str, humans: int, computers: int, kills: int, seed: int
) -> Counter[str]:
    """Complete games with ``kills`` SIGKILLs at random moments in all; the figures. The kills
    fall in the first half of a game (by the clicks of the shortest of a few random games);
    should a game end sooner all the same, the kills go on in another."""
    rng = random.Random(seed)
    world = await make_world(tmp_path, NAMES[:humans])
    clicks = _shortest_clicks(game, humans, computers)
    spacing = max(2, clicks // (2 * kills))
    points = list(itertools.accumulate(rng.randint(1, spacing) for _ in range(kills)))
    figures: Counter[str] = Counter()
    process, remote = BotProcess(world), None
    try:
        await process.start()
        remote = await RemoteBot.open(world.db, process)
        while figures["kills"] < kills:
            game_id = await open_and_start(
                world, remote, world.users, game=game, computers=computers
            )
            crasher = Crasher(world, process, remote, game_id, rng, figures)
            clicked = 0
            while figures["kills"] < kills:
                goal = points[min(figures["kills"], kills - 1)]
                if goal > clicked:
                    clicked += await play_game(
                        world, remote, game_id, rng, max_clicks=goal - clicked
                    )
                if (await crasher._state()).status != "active":
                    break
                moment = rng.random() if figures["kills"] else 0.0
                if moment < 0.75 or kills - figures["kills"] < 2:
                    await crasher.kill_during_a_click()
                    clicked += 1
                elif moment < 0.9:
                    await crasher.kill_while_idle()
                else:
                    await crasher.kill_during_start()
            await crasher.finish()
        return figures
    finally:
        if remote is not None:
            await remote.store.close()
        await process.stop()
        await world.server.close()


@pytest.mark.parametrize(("game", "humans", "computers"), REGULAR)
async def test_sigkill_in_complete_games_loses_nothing(
    tmp_path: Path, game: str, humans: int, computers: int
) -> None:
    figures = await crash_a_game(tmp_path, game, humans, computers, REGULAR_KILLS, seed=11)
    print(f"\n{game}: {dict(figures)}")
    assert figures["games completed"] >= 1 and figures["kills"] >= REGULAR_KILLS


@pytest.mark.soak
@pytest.mark.skipif(not SOAK, reason="soak run: scripts/soak (ICHIBA_SOAK=1)")
async def test_soak_at_least_100_sigkills_across_every_kind(tmp_path: Path) -> None:
    total: Counter[str] = Counter()
    started = time.monotonic()
    for number, (game, humans, computers) in enumerate(SOAK_TABLES):
        (tmp_path / f"{number}").mkdir()
        figures = await crash_a_game(
            tmp_path / f"{number}", game, humans, computers, SOAK_KILLS, seed=100 + number
        )
        print(f"\n{game} {humans}+{computers}: {dict(figures)}", flush=True)
        total += figures
    print(f"\nsoak total in {time.monotonic() - started:.0f} s: {dict(total)}", flush=True)
    assert total["games completed"] >= len(SOAK_TABLES)
    assert {game for game, _, _ in SOAK_TABLES} == set(GAMES)
    assert total["kills"] >= 100
