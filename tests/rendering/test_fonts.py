"""Display names as people style them on Discord draw with real glyphs, never empty boxes:
mathematical letters (𝓐𝓵𝓲𝓬𝓮, 𝕬, 𝘼, 𝔄), Javanese ornaments (꧁ ꧂), Canadian syllabics (ᓚᘏᗢ)
and the scripts of living languages (review G4). The fonts come from Debian's fonts-noto-core
(``scripts/fonts``, the Dockerfile)."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageChops

from bot.games import GAMES
from bot.tools.demo import load_presenters
from rendering.fonts import draw_text, face_for, missing_glyphs, recording

STYLED = [
    "𝓐𝓵𝓲𝓬𝓮",  # mathematical bold script
    "𝕬𝖑𝖎𝖈𝖊",  # mathematical bold Fraktur
    "𝘼𝙡𝙞𝙘𝙚",  # mathematical sans-serif bold italic
    "𝔄𝔩𝔦𝔠𝔢",  # mathematical Fraktur
    "𝒜𝓁𝒾𝒸ℯ",  # mathematical script
    "꧁Alice꧂",  # Javanese pada ornaments
    "ᓚᘏᗢ",  # a cat in Canadian syllabics
]
SCRIPTS = [
    "ગુજરાતી",
    "ਪੰਜਾਬੀ",
    "ಕನ್ನಡ",
    "മലയാളം",
    "తెలుగు",
    "ଓଡ଼ିଆ",
    "සිංහල",
    "ខ្មែរ",
    "မြန်မာ",
    "བོད་",
    "ᠮᠣᠩᠭᠣᠯ",
    "ܣܘܪܝܝܐ",
    "ދިވެހި",
    "ᏣᎳᎩ",
    "ᱚᱞ ᱪᱤᱠᱤ",
    "ꆈꌠ",
    "ᚠᚢᚦ",
]


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("name", STYLED + SCRIPTS)
def test_a_styled_or_foreign_name_draws_with_no_missing_glyph(name: str, bold: bool) -> None:
    img = Image.new("RGB", (900, 80), (0, 0, 0))
    with recording() as drawn:
        draw_text(img, (10, 10), name, 32, (255, 255, 255), bold=bold, name=True)
    assert drawn[0].missing == (), [(c, face_for(c, bold)) for c in drawn[0].missing]
    assert missing_glyphs(name, bold) == ()
    assert img.getbbox() is not None  # it drew ink


def _glyph(text: str) -> Image.Image:
    img = Image.new("RGB", (120, 80), (0, 0, 0))
    draw_text(img, (10, 10), text, 40, (255, 255, 255))
    return img


@pytest.mark.parametrize("letters", ["𝓐𝓵", "𝕬𝖑", "𝘼𝙡", "𝔄𝔩", "꧁꧂", "ᘏᗢ"])
def test_two_letters_of_a_styled_name_look_different(letters: str) -> None:
    """Empty boxes all look alike; real glyphs do not."""
    first, second = (_glyph(ch) for ch in letters)
    assert ImageChops.difference(first, second).getbbox() is not None


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_board_draws_styled_names(game: str) -> None:
    """The public board, a few moves into a game, with styled names in every seat."""
    rules = GAMES[game]
    presenter = load_presenters()[game]
    players = rules.max_players
    names = (STYLED * 2)[:players]
    rng = random.Random(3)
    state = rules.setup(players, 3, dict(rules.default_options))
    for _ in range(12):
        if rules.is_over(state):
            break
        seat = rng.choice(sorted(rules.to_act(state)))
        rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    panel = presenter.board(rules.view(state, None), names, "en", [])
    with recording() as drawn:
        for picture in panel.pictures():
            assert picture.render is not None
            Image.open(io.BytesIO(picture.render())).load()
    assert any(name in d.wanted for d in drawn for name in names)
    assert [(d.wanted, d.missing) for d in drawn if d.missing] == []
