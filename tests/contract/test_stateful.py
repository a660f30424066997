"""Hypothesis stateful tests of every game of ``bot.games.GAMES``: a state machine per game
sets a game up (player count in the game's range, seed, options), then moves of seats to act,
bursts of random moves (to reach late phases and the end) and refused moves (garbage, another
seat's move, a changed field), while invariants hold after every step:

* someone must act until the end, each seat to act has a legal move, a result exactly at the end;
* the game's own invariants (``Game.check_invariants``);
* no view shows what its viewer may not see (the playouts' leak check);
* replaying the action log from (players, seed, options) rebuilds the live state;
* the state survives a JSON round trip;
* a refused move raises ``IllegalAction`` and leaves the state exactly as it was.

Derandomised, no example database: the same examples run every time, nothing is written.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from bot.engine.errors import IllegalAction
from bot.engine.playout import check_no_leaks, check_state
from bot.engine.protocol import Action, Game, State, replay
from bot.games import GAMES
from tests.games.contracts import GAME_IDS

SETTINGS = settings(
    max_examples=12,
    stateful_step_count=25,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)

GARBAGE_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 60), st.text(max_size=6), st.lists(st.integers())
)


def options_strategy(game: Game) -> st.SearchStrategy[dict[str, Any]]:
    """The game's options: each boolean either way, any other option at its default."""
    return st.fixed_dictionaries(
        {
            key: st.booleans() if isinstance(value, bool) else st.just(value)
            for key, value in game.default_options.items()
        }
    )


def changed(action: Action, data: st.DataObject) -> Action:
    """``action`` with one field set to something else, or a field added."""
    key = data.draw(st.sampled_from([*sorted(action), "extra"]), label="field")
    value = data.draw(GARBAGE_VALUES.filter(lambda v: v != action.get(key)), label="value")
    return {**action, key: value}


def machine_for(game: Game) -> type[RuleBasedStateMachine]:
    """A state machine that plays ``game`` and checks the protocol after every step."""

    class GameMachine(RuleBasedStateMachine):
        state: State
        players: int
        seed: int
        options: Mapping[str, Any]
        log: list[tuple[int, Action]]

        @initialize(
            players=st.integers(game.min_players, game.max_players),
            seed=st.integers(0, 2**20),
            options=options_strategy(game),
        )
        def set_up(self, players: int, seed: int, options: dict[str, Any]) -> None:
            self.players, self.seed, self.options = players, seed, options
            self.state = game.setup(players, seed, options)
            self.log = []

        def playing(self) -> bool:
            return not game.is_over(self.state)

        def act(self, seat: int, action: Action) -> None:
            game.apply(self.state, seat, action)
            self.log.append((seat, action))

        @precondition(playing)
        @rule(data=st.data())
        def a_seat_to_act_moves(self, data: st.DataObject) -> None:
            seat = data.draw(st.sampled_from(sorted(game.to_act(self.state))), label="seat")
            action = data.draw(st.sampled_from(game.legal_actions(self.state, seat)), label="move")
            self.act(seat, action)

        @precondition(playing)
        @rule(moves=st.integers(1, 400), seed=st.integers(0, 2**16))
        def random_moves(self, moves: int, seed: int) -> None:
            """A burst of random moves, so late phases and the end are met too."""
            rng = random.Random(seed)
            for _ in range(moves):
                if game.is_over(self.state):
                    break
                seat = rng.choice(sorted(game.to_act(self.state)))
                self.act(seat, rng.choice(game.legal_actions(self.state, seat)))

        @rule(data=st.data())
        def a_refused_move_changes_nothing(self, data: st.DataObject) -> None:
            seat = data.draw(st.integers(-1, self.players), label="seat")
            legal = game.legal_actions(self.state, seat) if 0 <= seat < self.players else []
            others = [
                action
                for other in sorted(game.to_act(self.state))
                for action in game.legal_actions(self.state, other)
            ]
            choices = [st.dictionaries(st.sampled_from(["type", "lot", "card"]), GARBAGE_VALUES)]
            choices.append(st.builds(dict, type=st.text(max_size=8)))
            if others:
                choices.append(st.sampled_from(others))  # refused from the wrong seat
            action = data.draw(st.one_of(choices), label="action")
            if others and data.draw(st.booleans(), label="change a field"):
                action = changed(data.draw(st.sampled_from(others), label="base"), data)
            if action in legal:
                return  # a legal move after all: not what this rule tries
            before = json.dumps(self.state, sort_keys=True)
            with pytest.raises(IllegalAction):
                game.apply(self.state, seat, action)
            assert json.dumps(self.state, sort_keys=True) == before, "a refused move changed it"

        @invariant()
        def someone_acts_until_the_end_and_a_result_exists_exactly_then(self) -> None:
            check_state(game, self.state, self.players)

        @invariant()
        def no_view_shows_a_secret(self) -> None:
            rng = random.Random(self.seed * 31 + len(self.log))
            check_no_leaks(game, self.state, self.players, rng)

        @invariant()
        def the_log_replays_to_the_live_state(self) -> None:
            rebuilt = replay(game, self.players, self.seed, self.options, self.log)
            assert rebuilt == self.state, "replay of the action log differs from the live state"

        @invariant()
        def the_state_is_plain_json(self) -> None:
            assert json.loads(json.dumps(self.state)) == self.state

    GameMachine.__name__ = GameMachine.__qualname__ = f"{type(game).__name__}Machine"
    return GameMachine


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_game_protocol_holds_in_any_sequence_of_moves(game_id: str) -> None:
    run_state_machine_as_test(machine_for(GAMES[game_id]), settings=SETTINGS)
