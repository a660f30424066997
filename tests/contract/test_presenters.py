"""Every game's presenter, in every language: /rules pages that fit Discord embeds, and the
board, private panels, announcements and final message of random games: whole messages (no
missing or broken catalog message, no unfilled placeholder), within Discord's limits, and
offering only moves the rules accept. Pictures are not drawn here (``tests/rendering``)."""

from __future__ import annotations

import logging
import random
from functools import cache

import pytest

from bot import i18n
from bot.games import GAMES
from bot.interface.presenter import Button, Panel, Presenter, Select
from bot.services.tables import encode_action
from bot.tools.demo import load_presenters
from tests.games.contracts import GAME_IDS, player_counts

NAMES = ["Alice", "山田太郎", "张伟", "🐟Fishy🍣", "Maximiliaan van Oldenbarnevelt", "李小龍"]
CASES = [(game_id, lang) for game_id in GAME_IDS for lang in i18n.locales()]
MOMENTS = 12  # moments looked at in each random game


@cache
def presenter(game_id: str) -> Presenter:
    return load_presenters()[game_id]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_a_presenter(game_id: str) -> None:
    assert presenter(game_id).game_id == game_id


def _embed_size(panel: Panel, pages: int) -> int:
    title = f"{panel.title or ''} ({pages}/{pages})"
    fields = sum(len(name) + len(value) for name, value in panel.fields)
    return len(title) + len(panel.description or "") + fields


@pytest.mark.parametrize(("game_id", "lang"), CASES)
def test_rules_pages_fit_discord_embeds(
    game_id: str, lang: str, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="bot.i18n"):
        pages = presenter(game_id).rules(lang)
    assert not caplog.records, [r.getMessage() for r in caplog.records][:3]
    assert len(pages) >= 3, "several pages"
    for panel in pages:
        assert panel.title and len(panel.title) + len(" (10/10)") <= 256
        assert len(panel.description or "") <= 4096
        assert len(panel.fields) <= 25
        for name, value in panel.fields:
            assert 0 < len(name) <= 256 and 0 < len(value) <= 1024, (name, len(value))
        assert _embed_size(panel, len(pages)) <= 6000
        text = "\n".join([panel.description or "", *(f"{n}\n{v}" for n, v in panel.fields)])
        assert f"{game_id}." not in text and "{" not in text, text


def check_panel(panel: Panel, what: str, codes: set[str]) -> int:
    """A message Discord accepts, whose controls submit only ``codes``; how many it offers."""
    assert len(panel.content) <= 2000, f"{what}: {len(panel.content)} characters"
    text = "\n".join([panel.content, panel.title or "", panel.description or ""])
    assert "{" not in text and "}" not in text, f"{what}: {text}"
    selects = [c for c in panel.controls if isinstance(c, Select)]
    buttons = [c for c in panel.controls if isinstance(c, Button)]
    assert len(selects) + -(-len(buttons) // 5) <= 5, f"{what}: more than five rows"
    submitted = [b.code for b in buttons if b.code is not None and not b.disabled]
    for select in selects:
        assert 1 <= len(select.choices) <= 25, f"{what}: {len(select.choices)} choices"
        assert len(select.placeholder) <= 150, what
        submitted += [choice.code for choice in select.choices]
        assert all(0 < len(choice.label) <= 100 for choice in select.choices), what
    assert all(0 < len(b.label) <= 80 or b.emoji for b in buttons), what
    assert set(submitted) <= codes, f"{what}: offers {sorted(set(submitted) - codes)}"
    return len(submitted)


@pytest.mark.parametrize(("game_id", "lang"), CASES)
def test_panels_of_random_games_are_whole_and_offer_legal_moves(
    game_id: str, lang: str, caplog: pytest.LogCaptureFixture
) -> None:
    rules, shown = GAMES[game_id], presenter(game_id)
    offered = 0
    with caplog.at_level(logging.WARNING, logger="bot.i18n"):
        for players in player_counts(game_id):
            names = NAMES[:players]
            seed = 300 + players + len(lang)
            rng = random.Random(seed)
            state = rules.setup(players, seed, dict(rules.default_options))
            step, events = 0, []
            while not rules.is_over(state):
                what = f"{game_id} {players}p {lang} step {step}"
                public = rules.view(state, None)
                legal = {s: rules.legal_actions(state, s) for s in range(players)}
                everyone = {encode_action(a) for actions in legal.values() for a in actions}
                for panel in shown.announcements(public, names, lang, events):
                    check_panel(panel, f"{what} announcement", set())
                if step % MOMENTS == 0 or (events and shown.new_board(events)):
                    board = shown.board(public, names, lang, events)
                    offered += check_panel(board, f"{what} board", everyone)
                    for seat in range(players):
                        mine = {encode_action(a) for a in legal[seat]}
                        panel = shown.private(rules.view(state, seat), legal[seat], names, lang)
                        if panel is not None:
                            offered += check_panel(panel, f"{what} private {seat}", mine)
                seat = rng.choice(sorted(rules.to_act(state)))
                events = rules.apply(state, seat, rng.choice(legal[seat]))
                step += 1
            public = rules.view(state, None)
            final = shown.final(public, names, lang)
            check_panel(final, f"{game_id} {players}p {lang} final", set())
            assert names[public["result"]["winners"][0]] in final.content
    assert not caplog.records, [r.getMessage() for r in caplog.records][:3]
    assert offered > 100, "the panels offered moves to check"
