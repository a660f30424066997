"""The entry point and self-play machinery shared by every game's computer."""

from __future__ import annotations

import logging
import random

import pytest

from bot.ai import (
    LEVELS,
    base,
    choose_action,
    decide,
    has_ai,
    policy_for,
    simulate,
    think,
    win_shares,
)
from bot.games.tsukiji import TSUKIJI


def tsukiji_turn() -> tuple[dict, list[dict]]:
    state = TSUKIJI.setup(3, 1, {})
    TSUKIJI.apply(state, 0, {"type": "ticket", "lot": 0, "ticket": "0"})
    return TSUKIJI.view(state, 0), TSUKIJI.legal_actions(state, 0)


@pytest.mark.parametrize("level", LEVELS)
def test_think_returns_a_legal_action(level: str, caplog: pytest.LogCaptureFixture) -> None:
    state = TSUKIJI.setup(3, 1, {})
    TSUKIJI.apply(state, 0, {"type": "ticket", "lot": 0, "ticket": "0"})
    with caplog.at_level(logging.ERROR):
        action = think("tsukiji", state, 0, random.Random(1), level)
    assert action in TSUKIJI.legal_actions(state, 0)
    assert not caplog.records, "the level fell back to a random move"


def test_a_searching_level_needs_a_world() -> None:
    view, legal = tsukiji_turn()
    with pytest.raises(ValueError, match="world"):
        decide("tsukiji", view, legal, random.Random(1), "hard")


def test_random_level_never_undoes() -> None:
    view, legal = tsukiji_turn()
    assert {"type": "reset"} in legal
    picks = {
        str(choose_action("tsukiji", view, legal, random.Random(s), "random")) for s in range(60)
    }
    assert "{'type': 'reset'}" not in picks and len(picks) > 3


def test_bad_level_and_empty_choice_are_refused() -> None:
    view, legal = tsukiji_turn()
    with pytest.raises(ValueError, match="unknown computer level"):
        choose_action("tsukiji", view, legal, random.Random(1), "genius")
    with pytest.raises(ValueError, match="no legal action"):
        choose_action("tsukiji", view, [], random.Random(1))


def test_a_failing_policy_falls_back_to_a_random_legal_move(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(view: dict, legal: list[dict], rng: random.Random) -> dict:
        raise RuntimeError("boom")

    monkeypatch.setattr(base, "policy_for", lambda game_id, level="normal": broken)
    view, legal = tsukiji_turn()
    with caplog.at_level(logging.ERROR):
        action = choose_action("tsukiji", view, legal, random.Random(1))
    assert action in legal and action["type"] != "reset"
    assert "failed" in caplog.text
    with pytest.raises(RuntimeError):
        decide("tsukiji", view, legal, random.Random(1))


def test_an_illegal_choice_is_replaced(monkeypatch: pytest.MonkeyPatch) -> None:
    def cheat(view: dict, legal: list[dict], rng: random.Random) -> dict:
        return {"type": "cheat"}

    monkeypatch.setattr(base, "policy_for", lambda game_id, level="normal": cheat)
    view, legal = tsukiji_turn()
    assert choose_action("tsukiji", view, legal, random.Random(1)) in legal


def test_games_without_a_computer_play_randomly() -> None:
    assert not has_ai("chess")
    policy = policy_for("chess")
    legal = [{"type": "a"}, {"type": "b"}]
    assert policy({}, legal, random.Random(1)) in legal


def test_simulate_is_deterministic_and_reports_every_action() -> None:
    seen: list[tuple[int, dict]] = []
    first = simulate(
        TSUKIJI, ["normal", "greedy", "random"], 5, on_action=lambda s, a, e: seen.append((s, a))
    )
    again = simulate(TSUKIJI, ["normal", "greedy", "random"], 5)
    assert first.log == again.log == seen
    assert first.result == again.result and TSUKIJI.is_over(first.state)
    shares = win_shares(first.result)
    assert sum(shares) == pytest.approx(1.0)


def test_win_shares_split_ties() -> None:
    result = {"scores": [3, 5, 5], "ranking": [3, 1, 1], "winners": [1, 2], "details": {}}
    assert win_shares(result) == [0.0, 0.5, 0.5]
