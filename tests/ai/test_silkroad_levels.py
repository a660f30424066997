"""Maritime Silk Road's computer levels: the canonical redeal their search samples worlds with,
Easy and Hard choosing only legal moves, Hard's determinism, and the hints (Normal's move and
its reason in every language)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bot import i18n
from bot.ai import decide
from bot.ai import silkroad as ai
from bot.ai.base import Hint, progress_actions
from bot.engine.protocol import Action, State, clone
from bot.games.silkroad import SILKROAD
from tests.ai.helpers import random_move, soak_decisions

PLAYERS = (2, 3, 4)


def random_states(players: int, seed: int, every: int = 1) -> Iterator[State]:
    """The states of one random game (every ``every``-th), from setup to the end."""
    rng = random.Random(seed)
    state = SILKROAD.setup(players, seed, {})
    step = 0
    while actors := sorted(SILKROAD.to_act(state)):
        if step % every == 0:
            yield state
        seat = actors[0]
        SILKROAD.apply(state, seat, random_move(SILKROAD, SILKROAD.legal_actions(state, seat), rng))
        step += 1
    yield state


@pytest.mark.parametrize("players", PLAYERS)
def test_redeal_depends_on_the_view_alone(players: int) -> None:
    """A world sampled from a sampled world equals the world sampled from the true state with
    the same rng, for every seat (and the public view), and the view stays the same."""
    checked = 0
    for seed in range(3):
        for state in random_states(players, seed, every=3):
            for viewer in (None, *range(players)):
                view = SILKROAD.view(state, viewer)
                world = SILKROAD.redeal(clone(state), viewer, random.Random(1))
                other = SILKROAD.redeal(clone(state), viewer, random.Random(9))
                again = SILKROAD.redeal(clone(other), viewer, random.Random(1))
                assert world == again
                assert SILKROAD.view(world, viewer) == view
                SILKROAD.check_invariants(world)
                checked += 1
    assert checked > 100


@pytest.mark.parametrize("players", PLAYERS)
def test_easy_only_makes_legal_moves(players: int) -> None:
    chosen = soak_decisions(SILKROAD, players, range(6), level="easy", chance=0.5)
    assert {"load", "play", "slot", "confirm", "draw", "skip"} <= set(chosen)
    assert "undo" not in chosen


def _hard_move(state: State, seat: int, seed: int) -> Action:
    """Hard's move from ``seat``'s view, with a world sampled from that view."""
    rng = random.Random(seed)
    world = SILKROAD.redeal(clone(state), seat, rng)
    legal = SILKROAD.legal_actions(state, seat)
    return decide("silkroad", SILKROAD.view(state, seat), legal, rng, "hard", world)


@pytest.mark.parametrize("players", PLAYERS)
def test_hard_only_makes_legal_moves_and_is_deterministic(players: int) -> None:
    chosen: set[str] = set()
    for seed in range(3):
        for step, state in enumerate(random_states(players, 100 + seed)):
            actors = sorted(SILKROAD.to_act(state))
            if not actors or step % 2:
                continue
            seat = actors[0]
            action = _hard_move(state, seat, step)
            assert action in progress_actions("silkroad", SILKROAD.legal_actions(state, seat))
            if step % 10 == 0:
                assert _hard_move(clone(state), seat, step) == action
            chosen.add(action["type"])
    assert {"load", "play", "slot", "confirm", "draw"} <= chosen


def _hints(players: int, seeds: range) -> Iterator[tuple[Hint, State, int]]:
    for seed in seeds:
        for state in random_states(players, 200 + seed):
            for seat in sorted(SILKROAD.to_act(state)):
                view = SILKROAD.view(state, seat)
                legal = progress_actions("silkroad", SILKROAD.legal_actions(state, seat))
                found = ai.explain(view, legal)
                assert found is not None
                assert found.action == ai.normal(view, legal, random.Random(0))
                yield found, state, seat


@pytest.mark.parametrize("players", PLAYERS)
def test_a_hint_is_normals_move_with_its_reason_in_every_language(players: int) -> None:
    kinds: set[str] = set()
    for n, (found, _, _) in enumerate(_hints(players, range(3))):
        if found.message in kinds and n % 20:
            continue  # every kind formatted in every language the first time, then now and then
        kinds.add(found.message)
        key = i18n.fluent_id(found.message)
        for lang in ("en", "nl", "ja", "zh-TW", "zh-CN"):
            assert key in i18n.message_ids(lang), (lang, key)
            args = {
                name: i18n.t(value, lang) if name.endswith("_term") else value
                for name, value in found.args.items()
            }
            assert set(args) == set(i18n.variables(lang, key)), (lang, key)
            text = i18n.t(found.message, lang, **args)
            assert "{" not in text and "silkroad" not in text, (lang, text)
        for name, value in found.args.items():
            assert isinstance(value, int | str), (name, value)
    expected = {"load", "play", "slot", "confirm", "draw", "skip"}
    assert {f"silkroad.hint.{kind}" for kind in expected} <= kinds


def test_hint_messages_cover_every_kind_of_decision() -> None:
    """Every hint message exists in the five catalogs (also the rare ones: buying, swapping,
    the exchange draws, ending the game), with the variables the code passes."""
    rare = {
        "buy": {"card_term": "silkroad.special.licence", "price": 11, "value": 14},
        "swap": {"ship": 2, "old_term": "silkroad.colour.ore", "goods_term":
                 "silkroad.colour.tea", "showing": 1, "cards": 2},
        "draw_end": {"lead": 5},
        "exchange": {"deck": 7},
        "exchange_end": {"lead": 3},
        "exchange_stop": {"gap": 4},
    }  # fmt: skip
    for kind, args in rare.items():
        for lang in ("en", "nl", "ja", "zh-TW", "zh-CN"):
            plain = {k: i18n.t(v, lang) if k.endswith("_term") else v for k, v in args.items()}
            assert set(plain) == set(i18n.variables(lang, f"silkroad-hint-{kind}"))
            assert "{" not in i18n.t(f"silkroad.hint.{kind}", lang, **plain)
