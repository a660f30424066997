"""The rating chart's axes (review L1): round ratings on the y-axis, the games along the
x-axis."""

from __future__ import annotations

from itertools import pairwise

from bot import i18n
from rendering.fonts import recording
from rendering.history import game_ticks, rating_ticks, render_trend


def test_the_rating_axis_has_round_steps_spanning_every_rating() -> None:
    for low, high in [(1000, 1124), (980, 1003), (700, 1600), (1000, 1000), (1413, 1419)]:
        ticks = rating_ticks(low, high)
        assert 3 <= len(ticks) <= 5, (low, high, ticks)
        assert ticks[0] <= low and high <= ticks[-1]
        steps = {b - a for a, b in pairwise(ticks)}
        assert len(steps) == 1 and str(steps.pop()).strip("0") in ("1", "2", "5")


def test_the_games_axis_names_the_first_and_the_last_game() -> None:
    assert game_ticks(1) == [0]
    assert game_ticks(4) == [0, 1, 2, 3]
    marks = game_ticks(40)
    assert marks[0] == 0 and marks[-1] == 39 and len(marks) == 5


def test_the_chart_labels_more_than_the_lowest_and_highest_rating_and_the_games() -> None:
    words = i18n.messages("en")
    points = [0.0, 1.5, 0.7, 2.4, 3.1, 2.0, 4.0]  # ratings 1000 .. 1160
    with recording() as drawn:
        render_trend(points, "Alice · Tsukiji", words)
    texts = [d.text for d in drawn]
    ratings = [t for t in texts if t.isdigit() and int(t) >= 1000]
    assert len(ratings) >= 3 and "1000" in ratings
    assert "Games" in texts and "1" in texts and str(len(points)) in texts
