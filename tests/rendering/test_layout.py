"""Every picture of every game, as players get them, in every language: drawn from random
playouts through the games' presenters (board, private panels, announcements, final) with
Chinese, Japanese, emoji and long Latin names, while ``rendering.fonts`` records each line of
text drawn. Checked:

* nothing is drawn with a missing glyph (a box), and no text but a player's name is cut short;
* every text declares its box (``max_width``), stays inside it and inside the picture;
* at the width a phone shows a picture (400 px) every text is at least 11 px (the em size);
* no two texts of a picture overlap.

``ICHIBA_SOAK=1`` looks at many more moments of each game.
"""

from __future__ import annotations

import io
import os
import random
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest
from PIL import Image

from bot import i18n
from bot.engine import Game
from bot.games import GAMES
from bot.interface.presenter import Panel
from bot.tools.demo import load_presenters
from rendering.components import MIN_PHONE_PX, PHONE_WIDTH
from rendering.fonts import DrawnText, recording
from rendering.history import render_leaderboard, render_trend

SOAK = os.environ.get("ICHIBA_SOAK") == "1"
MOMENTS = 24 if SOAK else 5  # moments of each game looked at, per player count
ANNOUNCEMENTS = 2  # announcements looked at besides the moments', per game
NAMES = [
    "山田太郎",
    "🐟Fishy🍣",
    "Maximiliaan van Oldenbarnevelt",
    "李小龍",
]


@dataclass(frozen=True)
class Picture:
    """One rendered picture and the texts drawn for it."""

    what: str  # e.g. "fisherman 3p nl private seat 2 step 40"
    size: tuple[int, int]
    drawn: tuple[DrawnText, ...]

    def on_canvas(self) -> list[DrawnText]:
        """Texts drawn on the picture itself (not into sprites pasted onto it)."""
        return [d for d in self.drawn if d.image_size == self.size]


def _render(what: str, panel: Panel | None) -> Picture | None:
    if panel is None or panel.render is None:
        return None
    with recording() as drawn:
        png = panel.render()
    size = Image.open(io.BytesIO(png)).size
    return Picture(what, size, tuple(drawn))


def _moments(rules: Game, players: int, seed: int) -> tuple[list[Any], list[int]]:
    """A random game's (seat, action) log and the steps to look at."""
    rng = random.Random(seed)
    state = rules.setup(players, seed, dict(rules.default_options))
    log = []
    while not rules.is_over(state):
        seat = rng.choice(sorted(rules.to_act(state)))
        action = rng.choice(rules.legal_actions(state, seat))
        rules.apply(state, seat, action)
        log.append((seat, action))
    steps = sorted({round(i * len(log) / MOMENTS) for i in range(MOMENTS)} | {len(log)})
    return log, steps


@cache
def pictures(game: str, lang: str) -> tuple[Picture, ...]:
    """Every picture type of ``game`` at every player count, at several moments, in ``lang``."""
    rules = GAMES[game]
    presenter = load_presenters()[game]
    found: list[Picture] = []
    for players in range(rules.min_players, rules.max_players + 1):
        names = NAMES[:players]
        seed = 1000 + players * 17 + len(lang)
        log, steps = _moments(rules, players, seed)
        state = rules.setup(players, seed, dict(rules.default_options))
        events: list[Any] = []
        announced = 0
        for step in range(len(log) + 1):
            tag = f"{game} {players}p {lang} step {step}"
            public = rules.view(state, None)
            announcements = presenter.announcements(public, names, lang, events) if events else []
            if announcements and (step in steps or announced < ANNOUNCEMENTS):
                announced += 1  # the first few of each game, wherever they fall, and the moments'
                found.extend(_render(f"{tag} announcement", panel) for panel in announcements)
            if step in steps:
                found.append(_render(f"{tag} board", presenter.board(public, names, lang, events)))
                for seat in range(players):
                    view = rules.view(state, seat)
                    panel = presenter.private(view, rules.legal_actions(state, seat), names, lang)
                    found.append(_render(f"{tag} private seat {seat}", panel))
            if step < len(log):
                seat, action = log[step]
                events = rules.apply(state, seat, action)
        final = presenter.final(rules.view(state, None), names, lang)
        found.append(_render(f"{game} {players}p {lang} final", final))
    return tuple(p for p in found if p is not None)


CASES = [(game, lang) for game in sorted(GAMES) for lang in i18n.locales()]


def _problems(picture: Picture, check: Any) -> list[str]:
    return [f"{picture.what}: {problem}" for d in picture.drawn if (problem := check(picture, d))]


def _assert_none(problems: list[str]) -> None:
    assert not problems, f"{len(problems)} problems, e.g.:\n" + "\n".join(problems[:12])


def whole_and_drawable(picture: Picture, d: DrawnText) -> str | None:
    if d.missing:
        return f"{d.wanted!r}: no font has {d.missing}"
    if d.shortened and not d.name:
        return f"{d.wanted!r} cut to {d.text!r} (box {d.max_width} px)"
    return None


def in_its_box(picture: Picture, d: DrawnText) -> str | None:
    x0, y0, x1, y1 = d.box
    width, height = d.image_size
    if x0 < 0 or y0 < 0 or x1 > width or y1 > height:
        return f"{d.text!r} at {d.box} leaves its {width}×{height} image"
    if d.image_size != picture.size:
        return None  # a sprite: its own image is its box
    if d.max_width is None:
        return f"{d.text!r} at {d.box} has no box (max_width)"
    if x1 - x0 > d.max_width:
        return f"{d.text!r} is {x1 - x0} px wide in a {d.max_width} px box"
    return None


def readable_on_a_phone(picture: Picture, d: DrawnText) -> str | None:
    shown = d.size * PHONE_WIDTH / picture.size[0]
    if shown < MIN_PHONE_PX:
        return f"{d.text!r} is {d.size} px: {shown:.1f} px on a phone"
    return None


def overlaps(picture: Picture) -> list[str]:
    problems = []
    canvases: dict[int, list[DrawnText]] = {}
    for d in picture.drawn:
        if d.box[2] > d.box[0]:
            canvases.setdefault(d.canvas, []).append(d)
    for texts in canvases.values():
        for i, a in enumerate(texts):
            for b in texts[i + 1 :]:
                if _overlap(a.box, b.box):
                    problems.append(f"{picture.what}: {a.text!r} {a.box} / {b.text!r} {b.box}")
    return problems


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_every_text_is_whole_and_drawable(game: str, lang: str) -> None:
    found = pictures(game, lang)
    _assert_none([p for picture in found for p in _problems(picture, whole_and_drawable)])


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_every_text_stays_in_its_box_and_the_picture(game: str, lang: str) -> None:
    _assert_none([p for picture in pictures(game, lang) for p in _problems(picture, in_its_box)])


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_every_text_is_readable_on_a_phone(game: str, lang: str) -> None:
    found = pictures(game, lang)
    _assert_none([p for picture in found for p in _problems(picture, readable_on_a_phone)])


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_no_two_texts_overlap(game: str, lang: str) -> None:
    _assert_none([p for picture in pictures(game, lang) for p in overlaps(picture)])


@pytest.mark.parametrize("lang", i18n.locales())
def test_the_history_pictures_follow_the_same_rules(lang: str) -> None:
    """/stats' rating chart and /leaderboard's table, empty and full, with long names."""
    words = i18n.messages(lang)
    rows = [
        {"rank": n + 1, "name": name, "rating": 1200 - 37 * n, "games": 120 - n, "wins": 60 - n,
         "computer": n == 1, "me": n == 2}
        for n, name in enumerate([*NAMES, "Computer 3"])
    ]  # fmt: skip
    jobs = {
        "trend": lambda: render_trend([0.0, 1.5, 0.7, 2.4, 3.1], f"{NAMES[2]} · Tsukiji", words),
        "empty trend": lambda: render_trend([], NAMES[0], words),
        "leaderboard": lambda: render_leaderboard("Maritime Silk Road", rows, words),
        "empty leaderboard": lambda: render_leaderboard("Fisherman", [], words),
    }
    found = [_render(f"{name} {lang}", Panel(render=job)) for name, job in jobs.items()]
    checks = (whole_and_drawable, in_its_box, readable_on_a_phone)
    problems = [
        p for picture in found if picture for check in checks for p in _problems(picture, check)
    ]
    _assert_none(problems + [p for picture in found if picture for p in overlaps(picture)])


def _overlap(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    """Whether two line boxes share more than a pixel's sliver (line boxes include the
    font's ascent and descent, so neighbouring lines may touch)."""
    slack = 2
    return (
        a[0] + slack < b[2] and b[0] + slack < a[2] and a[1] + slack < b[3] and b[1] + slack < a[3]
    )


def test_the_harness_sees_every_kind_of_picture() -> None:
    """Boards, private pictures, announcements (reveals, results, settlements) and finals."""
    for game in GAMES:
        seen = " | ".join(p.what for p in pictures(game, "en"))
        for kind in ("board", "private seat", "final"):
            assert kind in seen, (game, kind)
        if game != "silkroad":  # the others announce reveals, results, settlements
            assert "announcement" in seen, game
