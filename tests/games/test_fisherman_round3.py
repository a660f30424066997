"""Fisherman, rulings round 3: a tournament's last trick is shown whole with that tournament's
results (on the next tournament's first board) until the next tournament's first rule is
chosen; then it is gone, and at the end of the game it is never shown whole."""

from __future__ import annotations

import random

import pytest

from bot.engine.playout import SecretTally, check_no_leaks
from bot.engine.protocol import State
from bot.games.fisherman import FISHERMAN, _set_aside, trick_on_show
from cogs.fisherman import FishermanPresenter
from cogs.fisherman.words import card_text
from tests.rendering.test_fisherman_render import _cards_drawn

NAMES = ["Alice", "山田太郎", "张伟", "Oscar"]


def _to_tournament_end(players: int, seed: int) -> tuple[State, dict]:
    """A random game up to the first board of tournament 2; the last trick of tournament 1."""
    rng = random.Random(seed)
    state = FISHERMAN.setup(players, seed, {})
    last: dict = {}
    while state["tournament"] == 1:
        seat = next(iter(FISHERMAN.to_act(state)))
        FISHERMAN.apply(state, seat, rng.choice(FISHERMAN.legal_actions(state, seat)))
        if state["last_trick"] is not None:
            last = state["last_trick"]
    assert state["phase"] == "setting" and state["step"] == "target"
    return state, last


@pytest.mark.parametrize("players", [3, 4])
def test_the_last_trick_lies_open_until_the_next_tournaments_first_rule(players: int) -> None:
    state, last = _to_tournament_end(players, seed=players)
    aside = _set_aside(last)
    for viewer in [None, *range(players)]:
        shown = FISHERMAN.view(state, viewer)["last_trick"]
        assert shown is not None and shown["open"], "the last trick is shown with the results"
        assert shown["trick_no"] == FISHERMAN.view(state, None)["tricks"]
        assert [p["card"] for p in shown["plays"]] == [p["card"] for p in last["plays"]]
        assert shown["winner"] == last["winner"]
    tally = SecretTally()
    check_no_leaks(FISHERMAN, state, players, random.Random(1), tally)
    seat = next(iter(FISHERMAN.to_act(state)))
    FISHERMAN.apply(state, seat, FISHERMAN.legal_actions(state, seat)[0])
    assert not trick_on_show(state)
    for viewer in [None, *range(players)]:
        assert FISHERMAN.view(state, viewer)["last_trick"] is None
    FISHERMAN.check_invariants(state)
    assert aside or last["kept"]


def test_the_first_board_of_a_tournament_shows_the_last_trick_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state, last = _to_tournament_end(4, seed=3)
    view = FISHERMAN.view(state, None)
    cards = {p["card"] for p in last["plays"]}
    board = FishermanPresenter().board(view, NAMES, "en", [])
    drawn = set().union(
        *(_cards_drawn(monkeypatch, p.render) for p in board.pictures() if p.render is not None)
    )
    assert cards <= drawn, "the tournament's last trick is drawn whole on the new board"
    text = board.content
    assert "Last trick" in text and NAMES[last["winner"]] in text
    for card in _set_aside(last):  # the text is never the place for a set-aside card
        assert card_text(card, "en") not in text


def test_the_games_last_trick_is_not_shown_whole() -> None:
    """The final board stays in the channel: the last trick of the last tournament shows only
    what its winner kept."""
    rng = random.Random(5)
    state = FISHERMAN.setup(3, 5, {})
    while not FISHERMAN.is_over(state):
        seat = next(iter(FISHERMAN.to_act(state)))
        FISHERMAN.apply(state, seat, rng.choice(FISHERMAN.legal_actions(state, seat)))
    shown = FISHERMAN.view(state, None)["last_trick"]
    assert shown is not None and not shown["open"]
    assert all(p["card"] is None or p["card"] in shown["kept"] for p in shown["plays"])
