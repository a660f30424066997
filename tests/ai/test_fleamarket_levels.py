"""The Flea Market computer levels: a canonical redeal, Easy and Hard only ever choose legal
actions, Hard is deterministic for a given rng, and the hint explains Normal's move."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import cast

import pytest

from bot import i18n
from bot.ai.base import Hint, progress_actions
from bot.ai.fleamarket import explain, hard, normal, play_value
from bot.engine.protocol import Action, State, clone
from bot.games.fleamarket import FLEAMARKET as GAME
from bot.games.fleamarket import VALUE
from bot.games.fleamarket_view import SeatView
from tests.ai.helpers import random_move, soak_decisions

PLAYERS = (3, 4)
LANGUAGES = ("en", "nl", "ja", "zh-TW", "zh-CN")


def positions(players: int, seeds: range, every: int = 7) -> Iterator[tuple[State, int]]:
    """(state, seat to act) every ``every`` moves along random games."""
    for seed in seeds:
        rng = random.Random(seed * 17 + players)
        state = GAME.setup(players, seed, GAME.default_options)
        step = 0
        while actors := sorted(GAME.to_act(state)):
            seat = rng.choice(actors)
            if step % every == 0:
                yield state, seat
            GAME.apply(state, seat, random_move(GAME, GAME.legal_actions(state, seat), rng))
            step += 1


@pytest.mark.parametrize("players", PLAYERS)
def test_redeal_depends_on_the_view_alone(players: int) -> None:
    checked = 0
    for state, _ in positions(players, range(3), every=11):
        for seat in range(players):
            view = GAME.view(state, seat)
            once = GAME.redeal(clone(state), seat, random.Random(1))
            twice = GAME.redeal(
                GAME.redeal(clone(state), seat, random.Random(9)), seat, random.Random(1)
            )
            assert once == twice, "the sampled world leaks where the true state holds cards"
            assert GAME.view(once, seat) == view
            checked += 1
    assert checked > 50


@pytest.mark.parametrize("players", PLAYERS)
def test_easy_only_chooses_legal_actions(players: int) -> None:
    chosen = soak_decisions(GAME, players, range(4), level="easy")
    assert {"value", "card", "play", "pass", "draw"} <= set(chosen)


def test_easy_never_spends_money() -> None:
    chosen = soak_decisions(GAME, 4, range(6), level="easy", chance=0.6)
    assert "extra" not in chosen and "stall" in chosen


def hard_decision(state: State, seat: int, rng_seed: int) -> Action:
    """Hard's move for ``seat``, from its view and a world sampled from it."""
    rng = random.Random(rng_seed)
    world = GAME.redeal(clone(state), seat, rng)
    return hard(GAME.view(state, seat), GAME.legal_actions(state, seat), rng, world)


@pytest.mark.parametrize("players", PLAYERS)
def test_hard_only_chooses_legal_actions(players: int) -> None:
    chosen: Counter[str] = Counter()
    for state, seat in positions(players, range(1), every=4):
        action = hard_decision(state, seat, len(chosen))
        assert action in GAME.legal_actions(state, seat), action
        chosen[str(action["type"])] += 1
    assert {"value", "pass", "cut"} <= set(chosen)


def test_hard_is_deterministic_for_a_given_rng() -> None:
    searched = 0
    for state, seat in positions(4, range(1), every=9):
        view = GAME.view(state, seat)
        if view["phase"] != "display" or view["me"]["selection"] is not None:
            continue
        assert hard_decision(state, seat, 3) == hard_decision(state, seat, 3)
        searched += 1
    assert searched >= 3


def test_hard_plays_a_value_through_with_normals_cards() -> None:
    state = GAME.setup(4, 2, GAME.default_options)
    seat = min(GAME.to_act(state))
    world = GAME.redeal(clone(state), seat, random.Random(1))
    hand = list(world["seats"][seat]["hand"])
    play_value(world, seat, VALUE[hand[0]])
    assert world["seats"][seat]["selection"] is None, "the play is finished"
    played = Counter(hand) - Counter(world["seats"][seat]["hand"])
    assert played and all(VALUE[c] == VALUE[hand[0]] for c in played)


def hint_positions(players: int) -> Iterator[tuple[SeatView, list[Action], Hint | None]]:
    """Along random games: each acting seat's view, its legal moves without undo, its hint."""
    for state, seat in positions(players, range(2), every=2):
        legal = progress_actions(GAME.id, GAME.legal_actions(state, seat))
        view = cast(SeatView, GAME.view(state, seat))
        yield view, legal, explain(view, legal)


@pytest.mark.parametrize("players", PLAYERS)
def test_the_hint_is_normals_move(players: int) -> None:
    for view, legal, found in hint_positions(players):
        assert found is not None
        assert found.action == normal(view, legal, random.Random(0))


def test_every_hint_reads_in_every_language(caplog: pytest.LogCaptureFixture) -> None:
    seen: dict[str, Hint] = {}
    for players in PLAYERS:
        for _, _, found in hint_positions(players):
            assert found is not None
            seen.setdefault(found.message, found)
    assert len(seen) >= 9, sorted(seen)
    for found in seen.values():
        for lang in LANGUAGES:
            assert i18n.fluent_id(found.message) in i18n.message_ids(lang), (lang, found.message)
            args = {
                key: i18n.t(value, lang) if key.endswith("_term") else value
                for key, value in found.args.items()
            }
            for key, value in found.args.items():
                if key.endswith("_term"):
                    assert i18n.fluent_id(str(value)) in i18n.message_ids(lang), (lang, value)
            text = i18n.t(found.message, lang, **args)
            assert "{" not in text and "‹" not in text, (lang, text)
    assert not [r for r in caplog.records if r.levelname == "WARNING"], caplog.text[:2000]
