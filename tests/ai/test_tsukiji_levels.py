"""Tsukiji's computer levels beyond Normal: the canonical redeal their search samples worlds
with, Easy and Hard (legal moves only, Hard deterministic and its tickets mixed), and the hints."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from bot import i18n
from bot.ai import decide
from bot.ai import tsukiji as ai
from bot.ai.base import Hint, progress_actions
from bot.engine.protocol import Action, State, clone
from bot.games.tsukiji import TSUKIJI
from tests.ai.helpers import random_move, soak_decisions, win_share


def states_along_random_games(players: int, seeds: range) -> Iterator[State]:
    """Every state of random games (rare undos), copies."""
    for seed in seeds:
        rng = random.Random(seed * 13 + players)
        state = TSUKIJI.setup(players, seed, TSUKIJI.default_options)
        while not TSUKIJI.is_over(state):
            yield clone(state)
            seat = rng.choice(sorted(TSUKIJI.to_act(state)))
            TSUKIJI.apply(
                state, seat, random_move(TSUKIJI, TSUKIJI.legal_actions(state, seat), rng)
            )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_redeal_depends_on_the_view_only(players: int) -> None:
    """The same view and the same rng give the same world, whatever the true arrangement."""
    checked = 0
    for index, state in enumerate(states_along_random_games(players, range(2))):
        if index % 3:
            continue
        for seat in [None, *range(players)]:
            view = TSUKIJI.view(state, seat)
            world = TSUKIJI.redeal(clone(state), seat, random.Random(1))
            other = TSUKIJI.redeal(clone(state), seat, random.Random(9))
            assert TSUKIJI.view(world, seat) == view == TSUKIJI.view(other, seat)
            assert TSUKIJI.redeal(other, seat, random.Random(1)) == world
            TSUKIJI.check_invariants(world)
            checked += 1
    assert checked > 100


def test_redeal_forgets_where_an_unconfirmed_draft_lies() -> None:
    """Another seat's tickets placed but not confirmed are secret, count and lots included."""
    state = TSUKIJI.setup(3, 4, {})
    TSUKIJI.apply(state, 1, {"type": "ticket", "lot": 2, "ticket": "x2"})
    world = TSUKIJI.redeal(clone(state), 0, random.Random(1))
    assert world["seats"][1]["draft"] == [None] * 4
    assert TSUKIJI.redeal(clone(state), 1, random.Random(1))["seats"][1]["draft"][2] == "x2"


# -- Easy and Hard ------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_easy_only_makes_legal_moves(players: int) -> None:
    chosen = soak_decisions(TSUKIJI, players, range(6), level="easy", chance=0.5)
    assert {"ticket", "confirm", "buy"} <= set(chosen)
    assert not TSUKIJI.undo_actions & set(chosen)


def test_easy_beats_random_seats() -> None:
    assert win_share(TSUKIJI, 3, "easy", "random", 12) > 0.6


def hard_decision(state: State, seat: int, rng_seed: int, world_seed: int) -> Action:
    """Hard's move for ``seat`` from a world the engine sampled from its view."""
    world = TSUKIJI.redeal(clone(state), seat, random.Random(world_seed))
    legal = TSUKIJI.legal_actions(state, seat)
    return decide(
        "tsukiji", TSUKIJI.view(state, seat), legal, random.Random(rng_seed), "hard", world
    )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hard_only_makes_legal_moves(players: int) -> None:
    """Random games where Hard, given a sampled world, picks the move at random moments."""
    chosen: Counter[str] = Counter()
    rng = random.Random(players)
    for state in states_along_random_games(players, range(1)):
        seat = rng.choice(sorted(TSUKIJI.to_act(state)))
        if rng.random() < 0.5:
            action = hard_decision(state, seat, rng.randrange(1000), rng.randrange(1000))
            assert action in TSUKIJI.legal_actions(state, seat)
            chosen[action["type"]] += 1
    assert {"ticket", "buy"} <= set(chosen) and not TSUKIJI.undo_actions & set(chosen)


def test_hard_is_deterministic_and_reads_the_view_only() -> None:
    """The same rng gives the same move, whatever the world sampled from the same view."""
    for index, state in enumerate(states_along_random_games(3, range(1))):
        if index % 4:
            continue
        seat = min(TSUKIJI.to_act(state))
        other = TSUKIJI.redeal(clone(state), seat, random.Random(index))
        expected = hard_decision(state, seat, index, 1)
        assert hard_decision(state, seat, index, 1) == expected
        assert hard_decision(other, seat, index, 2) == expected


def hard_draft(state: State, seat: int, rng_seed: int) -> tuple[str | None, ...]:
    """The whole draft Hard places for ``seat``, one decision per ticket."""
    state = clone(state)
    rng = random.Random(rng_seed)
    while seat in TSUKIJI.to_act(state):
        world = TSUKIJI.redeal(clone(state), seat, rng)
        legal = TSUKIJI.legal_actions(state, seat)
        TSUKIJI.apply(
            state, seat, decide("tsukiji", TSUKIJI.view(state, seat), legal, rng, "hard", world)
        )
    return tuple(state["seats"][seat]["draft"])


def test_hard_tickets_are_mixed() -> None:
    """Two rng seeds give different drafts in the same position; each is a whole draft."""
    state = TSUKIJI.setup(4, 3, {})
    drafts = {hard_draft(state, 1, seed) for seed in range(8)}
    assert len(drafts) > 1
    assert all(None not in draft and len(set(draft)) == len(draft) for draft in drafts)


# -- hints -----------------------------------------------------------------------------------
LANGUAGES = ("en", "nl", "ja", "zh-TW", "zh-CN")


def check_hint_text(hint: Hint) -> None:
    """The message and every ``*_term`` exist in all five catalogs and format cleanly."""
    for lang in LANGUAGES:
        ids = i18n.message_ids(lang)
        assert i18n.fluent_id(hint.message) in ids, (lang, hint.message)
        args = dict(hint.args)
        for key, value in hint.args.items():
            assert isinstance(value, int | str), (key, value)
            if key.endswith("_term"):
                assert i18n.fluent_id(str(value)) in ids, (lang, value)
                args[key] = i18n.t(str(value), lang)
        bundle = i18n._bundle(lang)
        message = bundle.get_message(i18n.fluent_id(hint.message))
        text, errors = bundle.format_pattern(message.value, args)
        assert not errors and "{" not in text, (lang, hint, errors)


def test_explain_gives_normals_move_and_a_reason() -> None:
    """Along random games at every player count: Normal's move, a message that formats."""
    messages: set[str] = set()
    for players in (2, 3, 4):
        for index, state in enumerate(states_along_random_games(players, range(1))):
            if index % 2:
                continue
            for seat in sorted(TSUKIJI.to_act(state)):
                view = TSUKIJI.view(state, seat)
                legal = progress_actions("tsukiji", TSUKIJI.legal_actions(state, seat))
                hint = ai.explain(view, legal)
                assert hint is not None
                assert hint.action == ai.normal(view, legal, random.Random(0))
                check_hint_text(hint)
                messages.add(hint.message)
    assert {"tsukiji.hint.confirm", "tsukiji.hint.buy"} <= messages
    assert {"tsukiji.hint.ticket_low", "tsukiji.hint.ticket_high"} <= messages
    assert messages & {"tsukiji.hint.takusan", "tsukiji.hint.yakuza_card"}


def test_explain_a_pass_without_money() -> None:
    state = next(s for s in states_along_random_games(3, range(1)) if s["phase"] == "buy")
    seat = state["turn"]
    state["seats"][seat]["money"] = 0
    legal = TSUKIJI.legal_actions(state, seat)
    hint = ai.explain(TSUKIJI.view(state, seat), legal)
    assert hint is not None and hint.action == {"type": "pass"}
    assert hint.message == "tsukiji.hint.pass_broke" and hint.args == {"money": 3}
    check_hint_text(hint)


def test_every_hint_message_is_in_every_catalog() -> None:
    """Each kind of hint the module can give exists in all five languages."""
    kinds = ("ticket_low", "ticket_high", "confirm", "buy", "buy_deny", "pass", "pass_broke")
    kinds += ("takusan", "yakuza_card", "yakuza_takusan")
    for lang in LANGUAGES:
        ids = i18n.message_ids(lang)
        assert {f"tsukiji-hint-{kind}" for kind in kinds} <= ids, lang
        assert {i for i in ids if i.startswith("tsukiji-hint-")} == {
            f"tsukiji-hint-{kind}" for kind in kinds
        }
