"""The history pictures: the rating chart's axes (review L1: round ratings on the y-axis, the
games along the x-axis), the animated summary's frames and a replay step's pictures with boards
of one picture or several, and Fisherman's tournaments named as such (review G5)."""

from __future__ import annotations

import io
import random
from functools import partial
from itertools import pairwise

import pytest
from PIL import Image

from bot import i18n
from bot.games import GAMES
from bot.interface.presenter import Panel, Picture
from bot.services.history import Replay
from bot.tools.demo import load_presenters
from cogs.history.replay import board_pictures, given, replay_panel, replay_text, summary_moments
from rendering import components as C
from rendering.fonts import recording
from rendering.history import (
    CAPTION_H,
    compose_frames,
    frame_layout,
    game_ticks,
    rating_ticks,
    render_animation,
    render_trend,
)

PRESENTERS = load_presenters()


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


# -- the animated summary and /replay with boards of one picture or several -----------------
def _png(size: tuple[int, int], colour: tuple[int, int, int]) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", size, colour).save(buf, "PNG")
    return buf.getvalue()


def test_a_moment_of_several_pictures_keeps_each_at_its_size_and_frames_within_2_1() -> None:
    """A board of a detail picture (800 × 1500) and its own picture (600 × 660): they do not
    fit one frame of at most 2.1 × 800, so the moment takes two frames, each picture
    unshrunk, centred, in the order shown; every frame has the caption bar on top."""
    detail, own = _png((800, 1500), (200, 30, 30)), _png((600, 660), (30, 200, 30))
    moments = [
        ([partial(given, detail), partial(given, own)], "move 3/40 · tournament 1"),
        ([partial(given, own)], "move 9/40 · tournament 2"),
    ]
    pages = frame_layout([(800, 1500), (600, 660)], 800)
    assert [[p.index for p in page] for page in pages] == [[0], [1]]
    assert pages[1][0].box == (100, CAPTION_H, 700, CAPTION_H + 660)
    frames = compose_frames(moments)
    assert len(frames) == 3
    width, height = frames[0].size
    assert width == 800 and height <= 2.1 * width and height == CAPTION_H + 1500
    assert frames[0].getpixel((400, CAPTION_H + 10)) == (200, 30, 30)
    assert frames[1].getpixel((400, CAPTION_H + 10)) == (30, 200, 30)
    assert frames[1].getpixel((50, CAPTION_H + 10)) != (30, 200, 30)  # centred, not stretched
    data = render_animation(moments, i18n.messages("en"))
    with Image.open(io.BytesIO(data)) as animation:
        assert animation.n_frames == 3 and animation.size == (width, height)


def test_two_small_pictures_share_a_frame() -> None:
    pages = frame_layout([(800, 500), (600, 660)], 800)
    assert [[p.index for p in page] for page in pages] == [[0, 1]]
    assert pages[0][1].box[1] == CAPTION_H + 500 + C.GAP


def test_a_replay_step_shows_every_board_picture_then_the_seats() -> None:
    replay = _replay("fisherman", 12)
    board = [(b"a", "Players"), (b"b", None)]
    panel = replay_panel(replay, 3, 1, board, b"hand", "en")
    assert [p.data for p in panel.images] == [b"a", b"b", b"hand"]
    assert panel.images[0].title == "Players"
    assert "saw" in (panel.images[-1].title or "")
    assert len({p.filename for p in panel.images}) == 3


def test_at_most_nine_board_pictures_keep_the_own_one() -> None:
    pictures = [Picture(f"d{i}.png", data=b"x") for i in range(12)]
    panel = Panel(images=pictures, render=partial(given, b"own"))
    shown = board_pictures(panel)
    assert len(shown) == 9 and shown[-1].filename == "board.png"


def _replay(game: str, moves: int) -> Replay:
    rules = GAMES[game]
    rng = random.Random(5)
    state = rules.setup(4, 5, dict(rules.default_options))
    log = []
    while not rules.is_over(state) and len(log) < moves:
        seat = rng.choice(sorted(rules.to_act(state)))
        action = rng.choice(rules.legal_actions(state, seat))
        rules.apply(state, seat, action)
        log.append((seat, action))
    names = ["Alice", "Bob", "Carol", "Dave"]
    return Replay(7, rules, 4, 5, dict(rules.default_options), log, names, 1)


@pytest.mark.parametrize(
    ("lang", "word"),
    [("en", "tournament 1"), ("nl", "toernooi 1"), ("ja", "大会 1"),
     ("zh-TW", "第 1 場大賽"), ("zh-CN", "第 1 场大赛")],
)  # fmt: skip
def test_the_summary_and_the_replay_call_fishermans_rounds_tournaments(
    lang: str, word: str
) -> None:
    replay = _replay("fisherman", 60)
    captions = [caption for _, caption in summary_moments(replay, PRESENTERS["fisherman"], lang)]
    assert len(captions) > 2 and all(word in c for c in captions[:2]), captions[:2]
    assert word in replay_text(replay, 1, lang)
    generic = i18n.t("history.round", lang, game="tsukiji", round=1)
    assert not any(generic in c for c in captions)
