"""The Fisherman levels besides Normal: the canonical redeal they sample worlds with, Easy and
Hard playing only legal moves, Hard's determinism, and the hints (Normal's move and a reason)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from fluent.runtime import FluentBundle

from bot import i18n
from bot.ai import fisherman as ai
from bot.ai.base import decide, progress_actions
from bot.engine.data import load_json
from bot.engine.protocol import State, clone
from bot.games import fisherman as rules
from bot.games.fisherman import FISHERMAN
from scripts import fit_fisherman_imitation as fit_script
from tests.ai.helpers import soak_decisions

LANGUAGES = ("en", "nl", "ja", "zh-TW", "zh-CN")


def random_states(players: int, seeds: range, every: int = 1) -> Iterator[State]:
    """States along random games (every ``every``-th one)."""
    for seed in seeds:
        rng = random.Random(seed)
        state = FISHERMAN.setup(players, seed, FISHERMAN.default_options)
        step = 0
        while actors := FISHERMAN.to_act(state):
            if step % every == 0:
                yield state
            seat = min(actors)
            FISHERMAN.apply(state, seat, rng.choice(FISHERMAN.legal_actions(state, seat)))
            step += 1


@pytest.mark.parametrize("players", [3, 4])
def test_redeal_depends_on_the_view_alone(players: int) -> None:
    for state in random_states(players, range(3), every=3):
        for seat in range(players):
            view = FISHERMAN.view(state, seat)
            once = FISHERMAN.redeal(clone(state), seat, random.Random(1))
            other = FISHERMAN.redeal(clone(state), seat, random.Random(9))
            assert FISHERMAN.view(once, seat) == view
            assert FISHERMAN.view(other, seat) == view
            FISHERMAN.check_invariants(once)
            assert FISHERMAN.redeal(clone(other), seat, random.Random(1)) == once


def test_redeal_resamples_the_future_decks() -> None:
    state = FISHERMAN.setup(4, 7, FISHERMAN.default_options)
    seeds = {FISHERMAN.redeal(clone(state), 0, random.Random(k))["seed"] for k in range(5)}
    assert len(seeds) == 5


def test_the_matching_fallback_deals_canonically_and_fits() -> None:
    """When no shuffle fits (tight voids), the matched deal still depends on the view alone."""
    for state in random_states(4, range(4, 6), every=5):
        seat = int(state["turn"])
        copy = clone(state)
        hidden = rules.hidden_discards(copy)
        piles = {s: copy["hands"][s] for s in range(4) if s != seat}
        piles[rules._UNUSED] = copy["unused"]
        piles[rules._DISCARD] = hidden
        sizes = {holder: len(pile) for holder, pile in piles.items()}
        pool = rules.sort_cards([c for pile in piles.values() for c in pile])
        fits = rules._fits(copy)
        dealt = rules._matched(pool, sizes, fits, random.Random(2))
        assert {h: len(cards) for h, cards in dealt.items()} == sizes
        assert sorted(c for cards in dealt.values() for c in cards) == sorted(pool)
        assert all(fits(h, c) for h, cards in dealt.items() for c in cards)
        assert rules._matched(pool, sizes, fits, random.Random(2)) == dealt


@pytest.mark.parametrize("players", [3, 4])
def test_easy_only_makes_legal_moves(players: int) -> None:
    chosen = soak_decisions(FISHERMAN, players, range(6), level="easy", chance=0.5)
    assert {"target", "order", "size", "junk", "play"} <= set(chosen)


@pytest.mark.parametrize("players", [3, 4])
def test_hard_only_makes_legal_moves_from_a_sampled_world(players: int) -> None:
    rng = random.Random(players)
    kinds: set[str] = set()
    for state in random_states(players, range(2), every=9):
        seat = min(FISHERMAN.to_act(state))
        legal = FISHERMAN.legal_actions(state, seat)
        world = FISHERMAN.redeal(clone(state), seat, rng)
        action = decide("fisherman", FISHERMAN.view(state, seat), legal, rng, "hard", world)
        assert action in legal
        kinds.add(action["type"])
    assert {"play"} < kinds


def test_hard_is_deterministic_given_its_rng_and_blind_to_what_its_seat_cannot_see() -> None:
    for state in random_states(4, range(1), every=13):
        seat = min(FISHERMAN.to_act(state))
        view = FISHERMAN.view(state, seat)
        legal = FISHERMAN.legal_actions(state, seat)
        world = FISHERMAN.redeal(clone(state), seat, random.Random(3))
        first = ai.hard(view, legal, random.Random(5), world)
        assert ai.hard(view, legal, random.Random(5), clone(world)) == first
        other = FISHERMAN.redeal(clone(state), seat, random.Random(4))
        assert other != world and FISHERMAN.view(other, seat) == view
        assert ai.hard(view, legal, random.Random(5), other) == first


def test_hard_spends_nothing_on_a_forced_move() -> None:
    state = next(s for s in random_states(3, range(5)) if len(legal_now(s)) == 1)
    seat = min(FISHERMAN.to_act(state))
    rng = random.Random(1)
    before = rng.getstate()
    world = clone(state)
    assert ai.hard(FISHERMAN.view(state, seat), legal_now(state), rng, world) in legal_now(state)
    assert rng.getstate() == before


def _imitation(lead: list[float], follow: list[float], seed: int) -> ai.Imitation:
    return ai.Imitation({"lead": lead, "follow": follow}, 3, random.Random(seed))


def test_hards_play_outs_draw_cards_from_the_policy_fitted_to_normal() -> None:
    """The imitation draws legal cards only (following suit), with its weights' odds: a weight
    on the greedy feature alone makes it the greedy card, no weights make every legal card as
    likely; without it a play-out is greedy as before (Normal's)."""
    mat = ai.Rules.make(target=0, ascending=True, low=3, junk=1)
    lead_greedy = ai.LEAD_FEATURES.index("greedy")
    follow_greedy = ai.FOLLOW_FEATURES.index("greedy")
    sure = [0.0] * len(ai.LEAD_FEATURES)
    sure[lead_greedy] = 50.0
    sure_follow = [0.0] * len(ai.FOLLOW_FEATURES)
    sure_follow[follow_greedy] = 50.0
    greedy_like = _imitation(sure, sure_follow, 1)
    for seed in range(20):
        deck = list(range(40))
        random.Random(seed).shuffle(deck)
        hands = [sorted(deck[0:13]), sorted(deck[13:26]), sorted(deck[26:39])]
        plain, drawn = [list(h) for h in hands], [list(h) for h in hands]
        assert ai.play_out(plain, [], 0, mat, 13) == ai.play_out(drawn, [], 0, mat, 13, greedy_like)
        assert plain == drawn == [[], [], []]
    even = _imitation([0.0] * len(sure), [0.0] * len(sure_follow), 3)
    hand = [0, 1, 2, 12, 13, 25]  # species 0 (three cards), 1 (two) and 2 (one); none of 3
    assert {even.card(hand, [(0, 5)], mat) for _ in range(200)} == {0, 1, 2}  # must follow
    assert {even.card(hand, [(0, 35)], mat) for _ in range(300)} == set(hand)  # void: any
    assert {even.card(hand, [], mat) for _ in range(300)} == set(hand)  # a lead: any
    fitted = ai.Imitation(ai.imitation_weights()[3], 3, random.Random(5))
    follows = [fitted.card(hand, [(0, 5)], mat) for _ in range(300)]
    assert set(follows) <= {0, 1, 2} and len(set(follows)) > 1  # a distribution, not one card


def test_the_fitted_weights_match_the_features_and_agree_with_normal_more_than_greedy() -> None:
    """``data/fisherman_imitation.json`` (scripts/fit_fisherman_imitation.py) has a weight per
    feature for every player count, and on its held-out decisions its likeliest card is
    Normal's more often than the greedy card is."""
    data = load_json("fisherman_imitation.json")
    assert data["features"] == {k: list(v) for k, v in ai.FEATURES_OF.items()}
    for players in range(FISHERMAN.min_players, FISHERMAN.max_players + 1):
        weights = ai.imitation_weights()[players]
        for kind, names in ai.FEATURES_OF.items():
            assert len(weights[kind]) == len(names)
            held_out = data["held_out"][str(players)][kind]
            assert held_out["policy_agrees"] > held_out["greedy_agrees"]


def test_the_fit_prefers_what_was_chosen() -> None:
    """The script's fit on made-up decisions: the card with the feature is always chosen, so
    its weight comes out positive and the fitted policy picks it."""
    rows = [[[1.0, 0.0], [0.0, 1.0], [0.0, 0.0]], [[0.0, 0.0], [1.0, 1.0], [0.0, 1.0]]]
    data = [(rows[0], 0), (rows[1], 1)] * 10
    w = fit_script.fit(data)
    assert w[0] > 1.0
    assert fit_script.agreement(w, data) == 1.0


def legal_now(state: State) -> list:
    return FISHERMAN.legal_actions(state, min(FISHERMAN.to_act(state)))


@pytest.mark.parametrize("players", [3, 4])
def test_explain_gives_normals_move(players: int) -> None:
    messages: set[str] = set()
    for step, state in enumerate(random_states(players, range(2))):
        if state["phase"] == "fishing" and step % 11:
            continue  # every rule decision, one card in eleven
        seat = min(FISHERMAN.to_act(state))
        view = FISHERMAN.view(state, seat)
        legal = progress_actions("fisherman", FISHERMAN.legal_actions(state, seat))
        hint = ai.explain(view, legal)
        assert hint is not None
        assert hint.action == ai.normal(view, legal, random.Random(0))
        assert hint.action["type"] in hint.message
        messages.add(hint.message)
        check_formats(hint.message, dict(hint.args))
    assert len(messages) == 5, "a hint for every kind of decision"


def check_formats(key: str, args: dict) -> None:
    """The hint's message and its ``*_term`` messages exist in every language and format
    without a Fluent error."""
    terms = {name: value for name, value in args.items() if name.endswith("_term")}
    for lang in LANGUAGES:
        ids = i18n.message_ids(lang)
        assert i18n.fluent_id(key) in ids, (lang, key)
        shown = dict(args)
        for name, term in terms.items():
            assert i18n.fluent_id(term) in ids, (lang, term)
            shown[name] = i18n.t(term, lang)
        bundle: FluentBundle = i18n._bundle(lang)
        message = bundle.get_message(i18n.fluent_id(key))
        text, errors = bundle.format_pattern(message.value, shown)
        assert not errors, (lang, key, errors)
        assert "fisherman." not in text and "{" not in text, (lang, text)
