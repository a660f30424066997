"""``python -m bot arena``: seats rotated over positions, shares, intervals and the JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.ai.arena import LevelTally, figures, play_batch, run_arena, seat_levels
from bot.cli import main


def test_seat_levels_repeat_the_last_level() -> None:
    assert seat_levels("hard,normal", 4) == ["hard", "normal", "normal", "normal"]
    assert seat_levels("easy", 3) == ["easy"] * 3
    with pytest.raises(ValueError, match="genius"):
        seat_levels("genius,normal", 3)
    with pytest.raises(ValueError, match="1 to 2"):
        seat_levels("easy,normal,hard", 2)


def test_every_level_holds_every_seat_in_turn() -> None:
    tallies = play_batch("fleamarket", ["greedy", "random", "random"], range(6))
    assert tallies["greedy"].seats == 6 and tallies["random"].seats == 12
    # One game's win is shared out whole between the seats: per game, the greedy seat's share
    # plus twice a random seat's average share is 1.
    for greedy, random_seat in zip(tallies["greedy"].shares, tallies["random"].shares, strict=True):
        assert greedy + 2 * random_seat == pytest.approx(1.0)
    assert len(tallies["greedy"].times) > 0


def test_the_figures_do_not_depend_on_the_number_of_processes() -> None:
    alone = run_arena("tsukiji", ["greedy", "random"], 8, seed=3, jobs=1)
    split = run_arena("tsukiji", ["greedy", "random"], 8, seed=3, jobs=2)
    assert {k: v.share for k, v in alone.items()} == {k: v.share for k, v in split.items()}


def test_figures_give_the_share_its_interval() -> None:
    tally = LevelTally(seats=4, shares=[1.0, 0.0, 1.0, 0.0], times=[0.001, 0.002, 0.003])
    found = figures(tally, 2)
    assert found.share == 0.5 and found.fair == 0.5 and found.ratio == 1.0
    assert found.low < 0.5 < found.high
    assert found.think_p50_ms == pytest.approx(2.0)


def test_the_command_prints_the_table_and_writes_the_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "arena.json"
    argv = ["arena", "fleamarket", "--players", "3", "--seats", "normal,random", "--games", "6"]
    assert main([*argv, "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "fleamarket, 3 players (normal, random, random), 6 games" in printed
    data = json.loads(out.read_text())
    assert set(data["levels"]) == {"normal", "random"}
    for figures_ in data["levels"].values():
        assert {"share", "fair", "think_p95_ms", "interval"} <= set(figures_)
        assert figures_["fair"] == pytest.approx(1 / 3)


def test_the_command_refuses_a_player_count_the_game_does_not_take(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["arena", "fisherman", "--players", "2", "--seats", "normal"]) == 2
    assert "3-4 players" in capsys.readouterr().err
    assert main(["arena", "tsukiji", "--players", "2", "--seats", "wizard"]) == 2
