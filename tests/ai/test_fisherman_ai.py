"""The Fisherman computer knows what a player at the table could know, nothing more.

It decides from its seat's view alone (no memory between moves), so the view carries only
what is public now: the open trick while it lies open, afterwards only the kept cards and the
number set aside. The computer counts a set-aside card as unseen once the next card is played,
and deals the cards it cannot place so that the hidden discards never score, which anyone at
the table knows of the cards set aside.
"""

from __future__ import annotations

import random

from bot.ai import fisherman as ai
from bot.games.fisherman import FISHERMAN, is_scoring
from tests.ai.helpers import check_same_view_same_choice
from tests.games.test_fisherman import arrange, new_game, play_trick, set_rules

RULES = {"target": "tai", "order": "asc", "size": 1, "junk": "aji"}
TRICK = ["fugu-5", "fugu-2", "fugu-9", "haze-7"]
SET_ASIDE = ["fugu-5", "fugu-9", "haze-7"]


def after_trick() -> dict:
    state = new_game(4, seed=3)
    set_rules(state, **RULES)
    arrange(state, {s: [TRICK[s]] for s in range(4)}, {3: {"fugu"}})
    play_trick(state, TRICK)
    return state


def names(cards: list[int]) -> set[str]:
    return {ai.CARD_NAME[c] for c in cards}


def test_set_aside_cards_are_seen_only_while_the_trick_lies_open() -> None:
    state = after_trick()
    leader = state["turn"]
    assert set(SET_ASIDE).isdisjoint(names(ai.unseen_cards(FISHERMAN.view(state, leader))))
    FISHERMAN.apply(state, leader, FISHERMAN.legal_actions(state, leader)[0])
    for seat in range(4):
        unseen = names(ai.unseen_cards(FISHERMAN.view(state, seat)))
        assert set(SET_ASIDE) <= unseen, "a set-aside card cannot be placed once it is hidden"


def test_sampled_deals_keep_the_hidden_discards_non_scoring() -> None:
    state = after_trick()
    FISHERMAN.apply(state, 1, FISHERMAN.legal_actions(state, 1)[0])
    view = FISHERMAN.view(state, 2)
    rng = random.Random(5)
    unseen = ai.unseen_cards(view)
    for _ in range(30):
        hands = ai.sample_hands(view, rng)
        dealt = {c for seat, hand in enumerate(hands) if seat != 2 for c in hand}
        rest = names([c for c in unseen if c not in dealt])
        assert len(rest) == view["unused_count"] + view["discard_count"]
        scoring = {c for c in rest if is_scoring(c, state["rules"])}
        assert len(rest) - len(scoring) >= view["discard_count"], "discards must fit the rest"
        for seat, hand in enumerate(hands):
            assert len(hand) == len(state["hands"][seat])


def test_decisions_ignore_what_the_redeal_resamples_after_the_moment() -> None:
    state = after_trick()
    FISHERMAN.apply(state, 1, FISHERMAN.legal_actions(state, 1)[0])
    seat = state["turn"]
    changed = sum(check_same_view_same_choice(FISHERMAN, state, seat, k) for k in range(4))
    assert changed == 12, "every redeal moved hidden cards, set-aside ones included"
