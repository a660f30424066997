"""Players' names in texts (bot/names.py): isolated, their markup escaped, drawn unchanged."""

from __future__ import annotations

import random
import re

import pytest

from bot.games import GAMES
from bot.names import FSI, PDI, escape_names, robot, shown
from bot.tools.demo import load_presenters
from rendering.fonts import missing_glyphs, text_width
from tests.games.contracts import GAME_IDS

HOSTILE = [
    "<@123> **x** \u202eabc",
    "@everyone _y_ ~~z~~",
    "[link](https://e.x) `code` ||s||",
    "# Big\n> quote",
    "\u2066\u2069\u202b evil",
]


def test_a_name_is_isolated_without_its_own_direction_controls() -> None:
    assert shown(" \u202eecilA evil\u202c ") == f"{FSI}ecilA evil{PDI}"
    assert shown("Alice") == f"{FSI}Alice{PDI}"
    assert shown("# Big\n> quote") == f"{FSI}# Big > quote{PDI}"  # one line


def test_markup_and_mentions_inside_names_are_escaped_and_nothing_else() -> None:
    text = f"**Round 2** · {shown('<@123> **x** @everyone')} plays <t:5:R>"
    assert escape_names(text) == (
        f"**Round 2** · {FSI}\\<\\@123\\> \\*\\*x\\*\\* \\@everyone{PDI} plays <t:5:R>"
    )
    assert escape_names("no names here *") == "no names here *"


def test_a_name_cut_by_a_length_limit_is_still_escaped() -> None:
    cut = f"Winner: {shown('**bold** name')}"[:14]
    assert escape_names(cut) == f"Winner: {FSI}\\*\\*bol{PDI}"


def test_pictures_draw_a_marked_name_as_the_name() -> None:
    assert text_width(shown("Alice"), 28) == text_width("Alice", 28)
    assert not missing_glyphs(shown("山田 Alice"))


def _texts(panel: object) -> list[str]:
    texts = [getattr(panel, "content", ""), getattr(panel, "title", None) or ""]
    texts.append(getattr(panel, "description", None) or "")
    texts += [part for field in getattr(panel, "fields", []) for part in field]
    return [t for t in texts if t]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_presenters_keep_every_name_inside_its_isolate(game_id: str) -> None:
    """Whatever a presenter does with a name (joins, cuts, sentences), the name's markup stays
    inside its isolate, where the messenger escapes it."""
    rules, presenter = GAMES[game_id], load_presenters()[game_id]
    players = max(rules.min_players, 3)
    names = [shown(name) for name in HOSTILE[:players]]
    rng = random.Random(11)
    state = rules.setup(players, 11, dict(rules.default_options))
    events: list = []
    seen = 0
    while True:
        public = rules.view(state, None)
        panels = [presenter.board(public, names, "en", events)]
        panels += presenter.announcements(public, names, "en", events)
        for seat in range(players):
            legal = rules.legal_actions(state, seat)
            private = presenter.private(rules.view(state, seat), legal, names, "en")
            panels += [private] if private is not None else []
        if rules.is_over(state):
            panels.append(presenter.final(public, names, "en"))
        for panel in panels:
            for text in _texts(panel):
                escaped = escape_names(text)
                for bad in (r"<@123>", r"\*\*x", r"@everyone", r"\[link\]", r"`code`", "\u202e"):
                    assert not re.search(r"(?<!\\)" + bad, escaped), (bad, text)
                seen += text.count(FSI)
        if rules.is_over(state):
            break
        seat = rng.choice(sorted(rules.to_act(state)))
        events = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    assert seen > 10, "the names were in the texts"


def test_a_computer_is_named_with_one_robot() -> None:
    assert robot("🤖 Computer 1") == "🤖 Computer 1"
    assert robot("Computer 1") == "🤖 Computer 1"  # named before computers carried it
