"""Every picture of every game, as players get them, in every language: drawn from random
playouts through the games' presenters (board, private panels, announcements, final) with
Chinese, Japanese, emoji and long Latin names, while ``rendering.fonts`` records each line of
text drawn and ``rendering.tokens`` each coloured token. Checked:

* nothing is drawn with a missing glyph (a box), and no text but a player's name is cut short;
* every text declares its box (``max_width``), stays inside it and inside the picture;
* as Discord's clients show it (``tests/rendering/display.py``, the profiles in
  ``data/display_profiles.json``): no picture is taller than 2.1 × its width; every text is at
  least 11 pt when a phone opens the picture; a message's own picture (what the reader acts on,
  right above the buttons) reads in the chat on a phone, all of it, and its largest text on a
  desktop;
* every text contrasts at least 4.5:1 with what it is drawn on;
* every coloured token carries a mark of its own, and two kinds of one family stay apart in
  colour for readers with normal vision, protanopia, deuteranopia and tritanopia;
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
from rendering import tokens
from rendering.fonts import DrawnText, recording
from rendering.history import render_leaderboard, render_trend
from tests.rendering.display import (
    MAX_ASPECT,
    MIN_CONTRAST,
    MIN_CVD_DISTANCE,
    MIN_PT,
    PROFILES,
    VISIONS,
    contrast,
    distance,
)
from tests.rendering.sprites import forget_sprites

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
    """One rendered picture, the texts and tokens drawn for it, and how Discord shows it."""

    what: str  # e.g. "fisherman 3p nl private seat 2 step 40"
    size: tuple[int, int]
    drawn: tuple[DrawnText, ...]
    tokens: tuple[tokens.Token, ...] = ()
    shown: str = "every"  # "act_embed"/"act_attachment": a message's own picture; else "every"

    def on_canvas(self) -> list[DrawnText]:
        """Texts drawn on the picture itself (not into sprites pasted onto it)."""
        return [d for d in self.drawn if d.image_size == self.size]


def _draw(what: str, render: Any, shown: str) -> Picture:
    with recording() as drawn, tokens.recording() as noted:
        png = render()
    size = Image.open(io.BytesIO(png)).size
    return Picture(what, size, tuple(drawn), tuple(noted), shown)


def _render(what: str, panel: Panel | None, own_inline: bool = True) -> list[Picture]:
    """Every picture of ``panel``: its further pictures, then its own (shown in the chat as an
    embed when the message has a card or other pictures, else attached)."""
    if panel is None:
        return []
    found = [
        _draw(f"{what} image {picture.filename}", picture.render, "every")
        for picture in panel.images
        if picture.render is not None
    ]
    if panel.render is not None:
        carded = bool(panel.title or panel.description or panel.fields or panel.images)
        shown = ("act_embed" if carded else "act_attachment") if own_inline else "every"
        found.append(_draw(what, panel.render, shown))
    return found


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
    forget_sprites()  # every sprite drawn (and its texts and tokens recorded) in these pictures
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
                for panel in announcements:
                    found.extend(_render(f"{tag} announcement", panel))
            if step in steps:
                found.extend(_render(f"{tag} board", presenter.board(public, names, lang, events)))
                for seat in range(players):
                    view = rules.view(state, seat)
                    panel = presenter.private(view, rules.legal_actions(state, seat), names, lang)
                    found.extend(_render(f"{tag} private seat {seat}", panel))
            if step < len(log):
                seat, action = log[step]
                events = rules.apply(state, seat, action)
        final = presenter.final(rules.view(state, None), names, lang)
        found.extend(_render(f"{game} {players}p {lang} final", final))
    return tuple(found)


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


def readable_where_shown(picture: Picture) -> list[str]:
    """The display profiles: the picture's shape, and its texts' size in points where Discord's
    clients show it (see the module's docstring)."""
    width, height = picture.size
    problems = []
    if height > MAX_ASPECT * width:
        problems.append(f"{picture.what}: {width}×{height} is taller than {MAX_ASPECT} × wide")
    texts = [d for d in picture.on_canvas() if d.box[2] > d.box[0]]
    for profile in PROFILES:
        if profile.applies_to not in ("every", picture.shown) or not texts:
            continue
        scale = profile.scale(picture.size)
        checked = texts if profile.checks == "every_text" else [max(texts, key=lambda d: d.size)]
        small = [d for d in checked if d.size * scale < MIN_PT]
        for d in small[:3]:
            problems.append(
                f"{picture.what}: {d.text!r} is {d.size} px: {d.size * scale:.1f} pt "
                f"({profile.name}, {width}×{height})"
            )
    return problems


def contrasting(picture: Picture, d: DrawnText) -> str | None:
    if d.background is None or not any(ch.isalnum() for ch in d.text):
        return None  # drawn on a sprite's transparent ground, or only emoji and signs
    ratio = contrast(d.fill, d.background)
    if ratio < MIN_CONTRAST:
        return f"{d.text!r} {d.fill} on {d.background}: contrast {ratio:.2f}:1"
    return None


def tokens_apart(picture: Picture) -> list[str]:
    """Every coloured token carries a mark; the kinds of one family differ in mark and, for
    every kind of colour vision, in colour."""
    problems = []
    families: dict[str, dict[str, tokens.Token]] = {}
    for token in picture.tokens:
        if not token.mark.strip():
            problems.append(f"{picture.what}: {token.family} {token.kind} has no mark")
        families.setdefault(token.family, {}).setdefault(token.kind, token)
    for family, kinds in families.items():
        found = list(kinds.values())
        for i, a in enumerate(found):
            for b in found[i + 1 :]:
                if a.mark == b.mark:
                    problems.append(f"{picture.what}: {family} {a.kind}/{b.kind} share {a.mark!r}")
                for vision in VISIONS:
                    if (gap := distance(a.colour, b.colour, vision)) < MIN_CVD_DISTANCE:
                        problems.append(
                            f"{picture.what}: {family} {a.kind} {a.colour} / {b.kind} "
                            f"{b.colour}: ΔE {gap:.1f} ({vision})"
                        )
    return problems


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
def test_every_picture_reads_where_discord_shows_it(game: str, lang: str) -> None:
    _assert_none([p for picture in pictures(game, lang) for p in readable_where_shown(picture)])


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_every_text_contrasts_with_its_ground(game: str, lang: str) -> None:
    _assert_none([p for picture in pictures(game, lang) for p in _problems(picture, contrasting)])


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_coloured_tokens_are_told_apart_without_colour_vision(game: str, lang: str) -> None:
    _assert_none([p for picture in pictures(game, lang) for p in tokens_apart(picture)])


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
    found = [
        picture
        for name, job in jobs.items()
        for picture in _render(f"{name} {lang}", Panel(render=job), own_inline=False)
    ]
    checks = (whole_and_drawable, in_its_box, contrasting)
    problems = [p for picture in found for check in checks for p in _problems(picture, check)]
    problems += [p for picture in found for p in readable_where_shown(picture)]
    _assert_none(problems + [p for picture in found for p in overlaps(picture)])


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
        families = {token.family for p in pictures(game, "en") for token in p.tokens}
        assert families - {"seat"}, f"{game} reports none of its coloured tokens"


def test_the_type_scale_follows_the_display_profiles() -> None:
    """The smallest size reads when a phone opens the tallest picture allowed, and in the chat
    in a message's own picture of the largest size allowed."""
    from rendering import components as C

    tallest = (C.WIDTH, C.max_height(C.WIDTH))
    act = (C.ACT_WIDTH, C.ACT_MAX_HEIGHT)
    assert C.MAX_ASPECT == MAX_ASPECT and C.MIN_PT == MIN_PT
    for profile in PROFILES:
        if profile.applies_to == "every":
            assert C.FS_MIN * profile.scale(tallest) >= MIN_PT, profile
        elif profile.checks == "every_text":
            assert C.FS_MIN * profile.scale(act) >= MIN_PT, profile
        else:
            assert C.FS_BANNER * profile.scale(act) >= MIN_PT, profile



# -- history: the animated summary and /replay's pictures ---------------------------------------
REPLAY_MOVES = 30  # moves of each game replayed (a few rounds or tricks)


def _private_banners(lang: str) -> set[str]:
    """Every picture word that reads "Your turn" in English, in ``lang``: private only."""
    ids = i18n.message_ids("en")
    mine = {i for i in ids if (i18n.source("en", i) or "").endswith("= Your turn\n")}
    return {i18n.messages(lang)(i) for i in mine}


@cache
def _replay(game: str) -> Any:
    from bot.services.history import Replay

    rules = GAMES[game]
    players = rules.max_players
    rng = random.Random(77)
    state = rules.setup(players, 77, dict(rules.default_options))
    moves = []
    while not rules.is_over(state) and len(moves) < REPLAY_MOVES:
        seat = rng.choice(sorted(rules.to_act(state)))
        action = rng.choice(rules.legal_actions(state, seat))
        rules.apply(state, seat, action)
        moves.append((seat, action))
    options = dict(rules.default_options)
    return Replay(9, rules, players, 77, options, moves, NAMES[:players], 1)


def _with_png(what: str, render: Any) -> tuple[Picture, bytes]:
    """A picture as :func:`_draw` sees it, and its bytes."""
    with recording() as drawn:
        png = render()
    return Picture(what, Image.open(io.BytesIO(png)).size, tuple(drawn)), png


def _on_frame(
    d: DrawnText, box: tuple[int, int, int, int], source: tuple[int, int], frame: tuple[int, int]
) -> DrawnText:
    """A text of a picture as it stands on a summary frame (moved, and scaled with it)."""
    from dataclasses import replace

    k = (box[2] - box[0]) / source[0]
    x0, y0, x1, y1 = d.box
    moved = (
        round(box[0] + k * x0),
        round(box[1] + k * y0),
        round(box[0] + k * x1),
        round(box[1] + k * y1),
    )
    return replace(d, size=d.size * k, box=moved, image_size=frame)


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_the_animated_summary_reads_on_a_phone_and_shows_nothing_private(
    game: str, lang: str
) -> None:
    """Each frame of the summary (posted for everyone) shows the board's pictures only, as the
    channel saw them, under a caption: no seat's picture, no "Your turn"; every frame at most
    2.1 × as tall as wide and every text ≥ 11 pt when a phone opens it."""
    from functools import partial

    from cogs.history.replay import given, summary_moments
    from rendering.history import compose_frames, frame_layout, frame_width

    replay = _replay(game)
    moments = summary_moments(replay, load_presenters()[game], lang)
    assert len(moments) >= 2
    drawn = [
        [_with_png(f"{game} {lang} {caption} {n}", job) for n, job in enumerate(jobs)]
        for jobs, caption in moments
    ]
    width = frame_width([[p.size for p, _ in pictures] for pictures in drawn])
    with recording() as captions:
        frames = compose_frames(
            [
                ([partial(given, png) for _, png in pictures], caption)
                for pictures, (_, caption) in zip(drawn, moments, strict=True)
            ]
        )
    size = frames[0].size
    assert all(f.size == size for f in frames) and size[0] == width
    found: list[Picture] = []
    for pictures, (_, caption) in zip(drawn, moments, strict=True):
        for page in frame_layout([p.size for p, _ in pictures], width):
            texts = [d for d in captions if d.image_size == size and d.wanted == caption][:1]
            assert texts, caption
            for placed in page:
                picture = pictures[placed.index][0]
                texts += [_on_frame(d, placed.box, picture.size, size) for d in picture.on_canvas()]
            found.append(Picture(f"{game} {lang} summary frame {len(found)}", size, tuple(texts)))
    assert len(found) == len(frames)
    banners = _private_banners(lang)
    assert banners, "the private pictures' 'Your turn' words"
    problems = [p for picture in found for p in readable_where_shown(picture)]
    problems += [p for picture in found for p in _problems(picture, whole_and_drawable)]
    problems += [f"{p.what}: {d.text!r}" for p in found for d in p.drawn if d.text in banners]
    _assert_none(problems)


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_the_replay_pictures_read_on_a_phone(game: str, lang: str) -> None:
    """/replay's step: every picture of the board panel (each in its embed), then a seat's own
    picture, each at most 2.1 × as tall as wide and readable when a phone opens it; at most
    ten embeds."""
    from cogs.history.replay import board_panel, board_pictures

    replay = _replay(game)
    presenter = load_presenters()[game]
    words = i18n.messages(lang)
    found = []
    for step in sorted({0, replay.steps // 2, replay.steps}):
        pictures = board_pictures(board_panel(replay, presenter, step, lang))
        assert 1 <= len(pictures) <= 9
        for n, picture in enumerate(pictures):
            assert picture.render is not None
            found.append(_draw(f"{game} {lang} replay {step} board {n}", picture.render, "every"))
        hand = replay.hand(step, 0, words)
        found.append(_draw(f"{game} {lang} replay {step} seat 0", hand, "every"))
    _assert_none([p for picture in found for p in readable_where_shown(picture)])
