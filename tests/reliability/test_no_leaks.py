"""Hidden information stays hidden.

1. Complete games of every kind through the local Discord server, with the bot instrumented by
   :class:`tests.reliability.LeakGuard`: every channel message, embed and public image is built
   from the public view only, and every private panel reaches only its own player (by DM, or
   ephemerally when their DMs are closed).
2. Random playouts of every game and player count: at *every* state reached, no view (the public
   one and each seat's) changes when everything its viewer may not see is dealt anew
   (``check_no_leaks``), and ``redeal`` really resamples every zone the game declares secret
   (``Game.secrets``), including what was public only for a moment (Fisherman's discards once
   the next card is played, Flea Market's popularity cards once the next round's first action
   follows their settlement). A deliberately leaky variant of each game is caught, so the
   check has teeth for every game; so are the Fisherman of before (a view that kept the
   discards of the last trick), the Flea Market of before (a view that kept the last
   settlement whole for the whole next round) and a redeal that leaves a declared secret alone.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Game
from bot.engine.playout import SecretTally, check_no_leaks
from bot.engine.protocol import State, clone
from bot.games import GAMES
from bot.games.fisherman import SPECIES_OF, Fisherman, sort_cards
from bot.games.fleamarket import FleaMarket, public_settlement
from tests.e2e.world import board_message, make_world, open_and_start, play_game, running_bot
from tests.reliability import SOAK, LeakGuard, consistent

# (game, humans, computers) for every game, three people or two with a computer in turn; the
# last human has closed DMs and plays through "My hand".
TABLES = [
    (game, 3, 0) if i % 2 == 0 else (game, 2, 1)
    for i, game in enumerate(sorted(GAMES))
    if GAMES[game].min_players <= 3 <= GAMES[game].max_players
]
SEEDS = range(6) if SOAK else range(2)


@pytest.mark.parametrize(("game", "humans", "computers"), TABLES)
async def test_every_message_is_built_from_the_view_of_whoever_sees_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str, humans: int, computers: int
) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎", "张伟", "Oscar")[: humans + 1])
    server = world.server
    players, outsider = world.users[:humans], world.users[humans]
    server.close_dms(players[-1])
    rng = random.Random(12)
    try:
        async with running_bot(world) as bot:
            guard = LeakGuard(monkeypatch, bot)
            game_id = await open_and_start(world, bot, players, game=game, computers=computers)
            await play_game(world, bot, game_id, rng, max_clicks=10)
            for user in (*players, outsider):  # /hand and My hand from everyone, mid-game
                await server.slash(user, world.channel, "hand")
                await server.slash(user, world.channel, "game status")
                board = await board_message(world, bot, game_id)
                hand = next(
                    b
                    for row in board.components
                    for b in row["components"]
                    if b.get("label") == "My hand"
                )
                await server.click(user, board, hand)
            await play_game(world, bot, game_id, rng)
            row, _ = await consistent(bot.store, game_id)
            assert row.status == "over"
            server.assert_healthy()
    finally:
        await server.close()
    print(f"\n{game}: messages checked {dict(guard.checked)}, leaks {len(guard.problems)}")
    assert not guard.problems, guard.problems
    assert guard.checked["channel message"] and guard.checked["DM"]
    assert guard.checked["ephemeral or DM response"] and guard.checked["public response"]


def _states_checked(rules: Game, players: int, seed: int) -> int:
    """Play one random game, checking every state reached (and, at the end, that each declared
    secret zone was resampled); the number of states."""
    rng = random.Random(seed)
    state = rules.setup(players, seed, rules.default_options)
    states = 0
    tally = SecretTally()
    while True:
        check_no_leaks(rules, state, players, rng, tally)
        states += 1
        if rules.is_over(state):
            tally.check()
            return states
        seat = rng.choice(sorted(rules.to_act(state)))
        rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_view_shows_a_secret_at_any_state_of_random_games(game: str) -> None:
    rules = GAMES[game]
    states = sum(
        _states_checked(rules, players, seed)
        for players in range(rules.min_players, rules.max_players + 1)
        for seed in SEEDS
    )
    print(f"\n{game}: {states} states checked, 0 leaks")
    assert states > 100


class _Leaky:
    """A game whose public view also shows the whole state (hands, deck order, everything)."""

    def __init__(self, rules: Game) -> None:
        self._rules = rules

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)

    def view(self, state: dict, seat: int | None) -> dict:
        shown = self._rules.view(state, seat)
        return {**shown, "everything": state} if seat is None else shown


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_leak_check_catches_a_leaky_public_view(game: str) -> None:
    rules = GAMES[game]
    with pytest.raises(AssertionError, match="leaks hidden information"):
        _states_checked(_Leaky(rules), rules.min_players, 1)  # type: ignore[arg-type]


class _KeepsDiscards(Fisherman):
    """The Fisherman view of before: the last trick, discards included, until the next deal."""

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {**super().view(state, seat), "last_trick": clone(state["last_trick"])}


class _OldFisherman(_KeepsDiscards):
    """The Fisherman of before as a whole: that view, and a redeal that resampled only the
    hands and the unused cards (so the check above could not see the discards leak)."""

    def redeal(self, state: State, viewer: int | None, rng: random.Random) -> State:
        copy = clone(state)
        piles = [copy["hands"][s] for s in range(state["players"]) if s != viewer]
        piles.append(copy["unused"])
        voids = [set(copy["voids"][s]) for s in range(state["players"]) if s != viewer]
        voids.append(set())
        slots = [(k, i) for k, pile in enumerate(piles) for i in range(len(pile))]
        for _ in range(4 * len(slots) if len(slots) > 1 else 0):
            (a, i), (b, j) = rng.sample(slots, 2)
            x, y = piles[a][i], piles[b][j]
            if SPECIES_OF[x] not in voids[b] and SPECIES_OF[y] not in voids[a]:
                piles[a][i], piles[b][j] = y, x
        for pile in piles[:-1]:
            pile[:] = sort_cards(pile)
        return copy


@pytest.mark.parametrize("players", [3, 4])
def test_the_leak_check_catches_discards_shown_after_their_moment(players: int) -> None:
    """The completed trick may lie open until the next card; a view that keeps showing its
    discards afterwards changes when ``redeal`` resamples them."""
    with pytest.raises(AssertionError, match="leaks hidden information"):
        _states_checked(_KeepsDiscards(), players, 1)


class _KeepsSettlement(FleaMarket):
    """The Flea Market view of before: the last settlement whole until the next one."""

    def view(self, state: State, seat: int | None) -> Any:
        last = state["last_settlement"]
        whole = None if last is None else public_settlement(last, open_=True)
        return {**super().view(state, seat), "last_settlement": whole}


@pytest.mark.parametrize("players", [3, 4])
def test_the_leak_check_catches_popularity_shown_after_its_moment(players: int) -> None:
    """The settlement may show which cards went to popularity until the next round's first
    action; a view that keeps them afterwards changes when ``redeal`` resamples them."""
    with pytest.raises(AssertionError, match="leaks hidden information"):
        _states_checked(_KeepsSettlement(), players, 1)


@pytest.mark.parametrize("players", [3, 4])
def test_the_leak_check_catches_a_redeal_that_leaves_a_secret_alone(players: int) -> None:
    """The old Fisherman passed the plain check: its redeal never touched the discards, so its
    view could show them. The discards are declared secret now; a redeal that never resamples
    them is caught."""
    with pytest.raises(AssertionError, match=r"never resamples.*discard"):
        _states_checked(_OldFisherman(), players, 1)


async def test_the_guard_catches_panels_built_from_the_wrong_view(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two planted bugs: every seat is sent seat 0's private panel, and the board is drawn from
    seat 0's view. The guard must report both."""
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    try:
        async with running_bot(world) as bot:
            guard = LeakGuard(monkeypatch, bot)
            boards, rules = bot.boards, GAMES["tsukiji"]
            private_panel, presenter = boards.private_panel, bot.presenters["tsukiji"]

            def everyone_gets_seat_0(row: Any, seat: int, locale: str) -> Any:
                return private_panel(row, 0, locale)

            async def board_of_seat_0(row: Any, events: Any) -> Any:
                return presenter.board(rules.view(row.state, 0), ["A", "B"], row.locale, events)

            monkeypatch.setattr(boards, "private_panel", everyone_gets_seat_0)
            monkeypatch.setattr(boards, "board_panel", board_of_seat_0)
            await open_and_start(world, bot, world.users, game="tsukiji")
    finally:
        await world.server.close()
    problems = " | ".join(guard.problems)
    assert "board built from the view of 0" in problems
    assert "channel message: a panel built from the view of 0" in problems
    assert "DM to user" in problems and "shows seat 0" in problems
