"""Rules tests for Fisherman: every worked example of the rulebook, every README ruling and the
edge cases of the issue (must-follow, trump, both orders, every size pair, 3-player rule-setting,
dealer rotation).

Helpers:

* ``new_game(players)`` -- a fresh state (tournament 1, rule-setting), its dealer moved to
  seat 0 (the engine draws the first dealer from the seed; see test_fisherman_round2.py).
* ``set_rules(state, target, order, size, junk)`` -- the four rule actions, each applied by the
  seat whose turn it is (so the setter order itself is exercised).
* ``arrange(state, fixed, avoid)`` -- rebuild the hands: seat ``s`` holds the cards
  ``fixed[s]`` plus fillers of no species in ``avoid[s]``; the rest stays unused. Every card of
  the deck remains accounted for, so ``check_invariants`` holds.
* ``play_trick(state, cards)`` -- the seats in turn play ``cards``; returns the events.
* ``rejected(state, seat, action)`` -- the ``IllegalAction`` that ``apply`` raises.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from bot.engine.errors import IllegalAction
from bot.engine.playout import check_no_leaks
from bot.engine.protocol import Event, State, clone, replay
from bot.games import GAMES, fisherman
from bot.games.fisherman import (
    ERROR_KEYS,
    FISHERMAN,
    SIZE_STARTS,
    card_points,
    deck_for,
    hand_size,
    is_scoring,
    legal_cards,
    setter,
    shield_ranks,
    species_in_play,
    trick_winner,
)
from bot.i18n import messages

SCORING_EXAMPLE = {"target": "fugu", "order": "asc", "size": 6, "junk": "aji"}


# -- helpers ---------------------------------------------------------------------------------
def new_game(players: int = 4, seed: int = 1, dealer: int | None = 0) -> State:
    """A fresh state; ``dealer`` replaces the first dealer drawn from the seed (``None``: keep
    the draw), so the tests below can name seats relative to a dealer in seat 0."""
    state = FISHERMAN.setup(players, seed, {})
    if dealer is not None:
        state.update(first_dealer=dealer, dealer=dealer, turn=setter(dealer, players, "target"))
    return state


def set_rules(
    state: State, target: str = "tai", order: str = "asc", size: int = 1, junk: str = "aji"
) -> list[Event]:
    events: list[Event] = []
    for kind, key, value in (
        ("target", "species", target),
        ("order", "order", order),
        ("size", "size", size),
        ("junk", "species", junk),
    ):
        events += FISHERMAN.apply(state, state["turn"], {"type": kind, key: value})
    return events


def arrange(
    state: State,
    fixed: dict[int, list[str]],
    avoid: dict[int, set[str]] | None = None,
) -> None:
    """Deal chosen cards: ``fixed`` cards per seat, fillers avoiding ``avoid`` species."""
    avoid = avoid or {}
    players = state["players"]
    size = len(state["hands"][0])
    hands = {seat: list(fixed.get(seat, [])) for seat in range(players)}
    used = {card for cards in hands.values() for card in cards}
    pool = [card for card in deck_for(players) if card not in used]
    pool.sort(key=lambda c: -sum(fisherman.SPECIES_OF[c] in avoid.get(s, ()) for s in hands))
    unused = []
    for card in pool:
        species = fisherman.SPECIES_OF[card]
        seat = next(
            (s for s in hands if len(hands[s]) < size and species not in avoid.get(s, ())), None
        )
        if seat is None:
            unused.append(card)
        else:
            hands[seat].append(card)
    assert len(unused) == len(state["unused"]), "cannot arrange those hands"
    state["hands"] = [fisherman.sort_cards(hands[s]) for s in range(players)]
    state["unused"] = unused
    FISHERMAN.check_invariants(state)


def play_trick(state: State, cards: list[str]) -> list[Event]:
    events: list[Event] = []
    for card in cards:
        events += FISHERMAN.apply(state, state["turn"], {"type": "play", "card": card})
    return events


def rejected(state: State, seat: int, action: dict) -> IllegalAction:
    before = clone(state)
    with pytest.raises(IllegalAction) as info:
        FISHERMAN.apply(state, seat, action)
    assert state == before, "a refused action must leave the state untouched"
    return info.value


def play_tournament(state: State, rng: random.Random) -> list[Event]:
    """Random legal plays until the tournament ends (rules must already be set)."""
    events: list[Event] = []
    number = state["tournament"]
    while state["phase"] == "fishing" and state["tournament"] == number:
        seat = state["turn"]
        events += FISHERMAN.apply(state, seat, rng.choice(FISHERMAN.legal_actions(state, seat)))
    return events


# -- setup -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "cards", "each", "unused"), [(3, 40, 13, 1), (4, 50, 12, 2)])
def test_setup_deck_by_player_count(players: int, cards: int, each: int, unused: int) -> None:
    state = new_game(players)
    assert len(deck_for(players)) == cards and hand_size(players) == each
    assert [len(hand) for hand in state["hands"]] == [each] * players
    assert len(state["unused"]) == unused
    assert state["tournaments"] == players and state["tournament"] == 1
    assert state["dealer"] == 0 and state["phase"] == "setting" and state["step"] == "target"
    assert state["turn"] == 1, "the player left of the dealer sets the target first"
    dealt = {fisherman.SPECIES_OF[c] for hand in state["hands"] for c in hand}
    assert ("ika" in dealt) == (players == 4), "no Ika with 3 players"
    assert species_in_play(3) == ["aji", "fugu", "tai", "haze"]
    FISHERMAN.check_invariants(state)


def test_setup_is_seeded_and_rejects_player_counts() -> None:
    assert new_game(4, 7) == new_game(4, 7)
    assert new_game(4, 7)["hands"] != new_game(4, 8)["hands"]
    for players in (2, 5):
        with pytest.raises(ValueError):
            new_game(players)
    assert GAMES["fisherman"] is FISHERMAN


def test_hands_sorted_by_species_then_size() -> None:
    hand = new_game(4)["hands"][0]
    keys = [(fisherman.SPECIES.index(c.split("-")[0]), int(c.split("-")[1])) for c in hand]
    assert keys == sorted(keys)


# -- rulebook examples -----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("card", "points"),
    [
        ("fugu-1", 1),
        ("fugu-6", 2),
        ("tai-1", 0),
        ("tai-6", 1),
        ("aji-1", -1),
        ("aji-6", -2),
        ("fugu-7", 2),
        ("aji-7", -2),
        ("haze-7", 1),
        ("haze-8", 0),
    ],
)
def test_scoring_example(card: str, points: int) -> None:
    """本命 Fugu, サイズ 6-7, 外道 Aji (the rulebook's point calculation example)."""
    assert card_points(card, SCORING_EXAMPLE) == points
    assert is_scoring(card, SCORING_EXAMPLE) == (card not in ("tai-1", "haze-8"))


# The five-trick example (評価 1 2 3..., サイズ 1 2). The species icons were lost in the text, so
# the species are ours, chosen to agree with the printed winners: target Tai, junk Aji.
FIVE_TRICKS = [
    (["fugu-10", "tai-8", "haze-4", "aji-2"], 3),  # 10 8 4 2 WIN: the only junk card
    (["ika-10", "tai-3", "haze-1", "tai-10"], 0),  # 10 WIN 3 1 10: nobody followed Ika
    (["fugu-3", "haze-8", "fugu-1", "tai-5"], 2),  # 3 8 1 WIN 5: 1 is the strongest Fugu
    (["fugu-1", "tai-3", "haze-10", "aji-9"], 3),  # 1 3 10 9 WIN: junk beats the led 1
    (["haze-10", "tai-1", "fugu-10", "aji-2"], 3),  # 10 1 10 2 WIN: junk, 1 is not junk
]
EXAMPLE_RULES = {"target": "tai", "order": "asc", "size": 1, "junk": "aji"}


@pytest.mark.parametrize(("cards", "winner"), FIVE_TRICKS)
def test_five_trick_example_winners(cards: list[str], winner: int) -> None:
    assert trick_winner(cards, EXAMPLE_RULES) == winner


@pytest.mark.parametrize(("cards", "winner"), FIVE_TRICKS)
def test_five_trick_example_through_play(cards: list[str], winner: int) -> None:
    """Each row played as a real first trick (dealer 0 leads); must-follow holds."""
    state = new_game(4)
    set_rules(state, **EXAMPLE_RULES)
    lead = fisherman.SPECIES_OF[cards[0]]
    avoid = {s: {lead} for s in range(1, 4) if fisherman.SPECIES_OF[cards[s]] != lead}
    arrange(state, {s: [cards[s]] for s in range(4)}, avoid)
    events = play_trick(state, cards)
    trick = next(e for e in events if e["type"] == "trick")
    assert trick["winner"] == winner
    kept = [c for c in cards if is_scoring(c, EXAMPLE_RULES)]
    assert trick["kept"] == kept and state["captured"][winner] == kept
    assert sorted(state["discard"]) == sorted(set(cards) - set(kept))
    assert state["leader"] == state["turn"] == winner, "the winner leads the next trick"
    assert state["last_trick"]["winner"] == winner
    FISHERMAN.check_invariants(state)


def test_five_trick_example_keeps_only_scoring_cards() -> None:
    """Row 1 with target Tai, sizes 1-2, junk Aji: the winner keeps Tai 8 and Aji 2 (−1)."""
    cards, winner = FIVE_TRICKS[0]
    state = new_game(4)
    set_rules(state, **EXAMPLE_RULES)
    arrange(state, {s: [cards[s]] for s in range(4)}, {s: {"fugu"} for s in (1, 2, 3)})
    events = play_trick(state, cards)
    trick = next(e for e in events if e["type"] == "trick")
    assert trick["kept"] == ["tai-8", "aji-2"] and trick["points"] == -1
    assert FISHERMAN.view(state, None)["seats"][winner]["points"] == -1


def test_shields_example() -> None:
    """A 10, B 8, C 8, D 5 → gold, silver, silver, nothing."""
    assert shield_ranks([10, 8, 8, 5]) == ([1, 2, 2, 4], ["gold", "silver", "silver", None])


@pytest.mark.parametrize(
    ("points", "ranks", "shields"),
    [
        ([3, 3, 1, 0], [1, 1, 3, 4], ["gold", "gold", "bronze", None]),
        ([2, 2, 2, 2], [1, 1, 1, 1], ["gold"] * 4),
        ([0, 5, 5, 5], [4, 1, 1, 1], [None, "gold", "gold", "gold"]),
        ([-3, 4, 1], [3, 1, 2], ["bronze", "gold", "silver"]),
        ([1, 0, 0], [1, 2, 2], ["gold", "silver", "silver"]),
        ([-1, -1, -2, 7], [2, 2, 4, 1], ["silver", "silver", None, "gold"]),
    ],
)
def test_shield_ties_share_and_skip(points: list[int], ranks: list[int], shields: list) -> None:
    assert shield_ranks(points) == (ranks, shields)


# -- rule-setting ----------------------------------------------------------------------------
def test_four_player_setters_and_rule_order() -> None:
    state = new_game(4)
    state["dealer"] = 0
    seen = []
    for kind, key, value in (
        ("target", "species", "ika"),
        ("order", "order", "desc"),
        ("size", "size", 9),
        ("junk", "species", "haze"),
    ):
        seen.append((state["turn"], state["step"]))
        assert [a["type"] for a in FISHERMAN.legal_actions(state, state["turn"])] == [kind] * len(
            FISHERMAN.legal_actions(state, state["turn"])
        )
        FISHERMAN.apply(state, state["turn"], {"type": kind, key: value})
    assert seen == [(1, "target"), (2, "order"), (3, "size"), (0, "junk")]
    assert state["rules"] == {"target": "ika", "order": "desc", "size": 9, "junk": "haze"}
    assert state["phase"] == "fishing" and state["turn"] == 0, "the dealer leads the first trick"


def test_three_player_rule_setting() -> None:
    """The second player sets both order and size; the dealer sets the junk; no Ika."""
    state = new_game(3)
    offered = FISHERMAN.legal_actions(state, 1)
    assert [a["species"] for a in offered] == ["aji", "fugu", "tai", "haze"]
    assert rejected(state, 1, {"type": "target", "species": "ika"}).key == "fisherman.not_in_play"
    FISHERMAN.apply(state, 1, {"type": "target", "species": "haze"})
    assert state["turn"] == 2 and state["step"] == "order"
    FISHERMAN.apply(state, 2, {"type": "order", "order": "asc"})
    assert state["turn"] == 2 and state["step"] == "size", "same player sets the size"
    FISHERMAN.apply(state, 2, {"type": "size", "size": 4})
    assert state["turn"] == 0 and state["step"] == "junk"
    junk = [a["species"] for a in FISHERMAN.legal_actions(state, 0)]
    assert junk == ["aji", "fugu", "tai"], "the junk differs from the target, no Ika"
    assert rejected(state, 0, {"type": "junk", "species": "ika"}).key == "fisherman.not_in_play"
    FISHERMAN.apply(state, 0, {"type": "junk", "species": "fugu"})
    assert state["phase"] == "fishing" and state["turn"] == 0
    view = FISHERMAN.view(state, None)
    assert view["setters"] == {"target": 1, "order": 2, "size": 2, "junk": 0}
    assert view["rules"] == {"target": "haze", "order": "asc", "size": [4, 5], "junk": "fugu"}


def test_junk_must_differ_from_target() -> None:
    state = new_game(4)
    FISHERMAN.apply(state, 1, {"type": "target", "species": "tai"})
    FISHERMAN.apply(state, 2, {"type": "order", "order": "desc"})
    FISHERMAN.apply(state, 3, {"type": "size", "size": 2})
    assert {"type": "junk", "species": "tai"} not in FISHERMAN.legal_actions(state, 0)
    assert len(FISHERMAN.legal_actions(state, 0)) == 4
    refusal = rejected(state, 0, {"type": "junk", "species": "tai"})
    assert refusal.key == "fisherman.junk_is_target" and refusal.params == {"species": "tai"}


def test_every_size_pair_offered_and_scored() -> None:
    state = new_game(4)
    FISHERMAN.apply(state, 1, {"type": "target", "species": "tai"})
    FISHERMAN.apply(state, 2, {"type": "order", "order": "asc"})
    offered = [a["size"] for a in FISHERMAN.legal_actions(state, 3)]
    assert offered == SIZE_STARTS == list(range(1, 10)), "1-2 … 9-10, no wrap"
    for bad in (0, 10, "1", None):
        assert rejected(state, 3, {"type": "size", "size": bad}).key == "fisherman.bad_size"
    for low in SIZE_STARTS:
        rules = {"target": "tai", "order": "asc", "size": low, "junk": "aji"}
        for size in range(1, 11):
            in_pair = size in (low, low + 1)
            assert card_points(f"haze-{size}", rules) == (1 if in_pair else 0)
            assert card_points(f"tai-{size}", rules) == (2 if in_pair else 1)
            assert card_points(f"aji-{size}", rules) == (-2 if in_pair else -1)
            assert is_scoring(f"fugu-{size}", rules) == in_pair


def test_rule_refusals() -> None:
    state = new_game(4)
    assert rejected(state, 1, {"type": "order", "order": "asc"}).key == "fisherman.wrong_rule"
    assert rejected(state, 1, {"type": "target", "species": "koi"}).key == (
        "fisherman.unknown_species"
    )
    assert rejected(state, 1, {"type": "play", "card": "aji-1"}).key == "fisherman.wrong_phase"
    assert rejected(state, 1, {"type": "fish"}).key == "fisherman.unknown_action"
    assert rejected(state, 0, {"type": "target", "species": "aji"}).key == "error.not_your_turn"
    FISHERMAN.apply(state, 1, {"type": "target", "species": "aji"})
    assert rejected(state, 2, {"type": "order", "order": "up"}).key == "fisherman.bad_order"
    set_state = new_game(4)
    set_rules(set_state)
    leader = set_state["turn"]
    refusal = rejected(set_state, leader, {"type": "junk", "species": "fugu"})
    assert refusal.key == "fisherman.wrong_phase"


# -- tricks ----------------------------------------------------------------------------------
def test_malformed_plays_are_refused_not_crashed() -> None:
    """A playable card with an unexpected field is refused as unknown (leading one used to
    raise ``IndexError``; following with one was misreported as a must-follow breach)."""
    state = new_game(3)
    set_rules(state)
    leader = state["turn"]
    lead = state["hands"][leader][0]
    refusal = rejected(state, leader, {"type": "play", "card": lead, "extra": 1})
    assert refusal.key == "fisherman.unknown_action"
    FISHERMAN.apply(state, leader, {"type": "play", "card": lead})
    follower = state["turn"]
    card = FISHERMAN.legal_actions(state, follower)[0]["card"]
    refusal = rejected(state, follower, {"type": "play", "card": card, "extra": 1})
    assert refusal.key == "fisherman.unknown_action"


def test_must_follow_enforced() -> None:
    state = new_game(4)
    set_rules(state)
    arrange(state, {0: ["fugu-5"], 1: ["fugu-2", "fugu-9", "aji-1", "tai-4"]})
    FISHERMAN.apply(state, 0, {"type": "play", "card": "fugu-5"})
    legal = [a["card"] for a in FISHERMAN.legal_actions(state, 1)]
    assert set(legal) == {c for c in state["hands"][1] if c.startswith("fugu-")}
    assert {"fugu-2", "fugu-9"} <= set(legal)
    refusal = rejected(state, 1, {"type": "play", "card": "aji-1"})
    assert refusal.key == "fisherman.must_follow" and refusal.params == {"species": "fugu"}
    refusal = rejected(state, 1, {"type": "play", "card": "fugu-5"})
    assert refusal.key == "fisherman.not_in_hand"
    assert FISHERMAN.view(state, 1)["me"]["legal"] == legal
    assert FISHERMAN.view(state, 2)["me"]["legal"] == [], "not seat 2's turn"


def test_void_player_may_play_anything_and_becomes_public_void() -> None:
    state = new_game(4)
    set_rules(state)
    arrange(state, {0: ["ika-5"]}, {1: {"ika"}})
    FISHERMAN.apply(state, 0, {"type": "play", "card": "ika-5"})
    legal = [a["card"] for a in FISHERMAN.legal_actions(state, 1)]
    assert legal == state["hands"][1], "no Ika in hand: every card is playable"
    FISHERMAN.apply(state, 1, {"type": "play", "card": legal[0]})
    assert state["voids"][1] == ["ika"]
    assert FISHERMAN.view(state, None)["seats"][1]["voids"] == ["ika"], "voids are public"
    assert legal_cards(["aji-1", "tai-2"], [{"seat": 0, "card": "ika-1"}]) == ["aji-1", "tai-2"]
    assert legal_cards(["aji-1", "tai-2"], []) == ["aji-1", "tai-2"]


def test_leader_may_lead_anything_including_junk() -> None:
    state = new_game(4)
    set_rules(state)
    assert len(FISHERMAN.legal_actions(state, 0)) == 12
    assert {a["card"] for a in FISHERMAN.legal_actions(state, 0)} == set(state["hands"][0])


@pytest.mark.parametrize(
    ("cards", "order", "winner"),
    [
        (["tai-10", "tai-1", "aji-10", "tai-5"], "asc", 2),  # any junk beats the led species
        (["tai-1", "aji-10", "aji-3", "fugu-1"], "asc", 2),  # among junk, 3 beats 10 ascending
        (["tai-1", "aji-10", "aji-3", "fugu-1"], "desc", 1),  # descending: 10 beats 3
        (["aji-5", "aji-4", "tai-1", "aji-6"], "asc", 1),  # junk led: strongest junk
        (["aji-5", "aji-4", "tai-1", "aji-6"], "desc", 3),
        (["tai-5", "tai-1", "tai-10", "haze-1"], "asc", 1),  # ascending: 1 strongest
        (["tai-5", "tai-1", "tai-10", "haze-10"], "desc", 2),  # descending: 10 strongest
        (["tai-5", "fugu-1", "haze-10", "ika-1"], "asc", 0),  # off-species never win
        (["tai-5", "fugu-1", "haze-10", "ika-10"], "desc", 0),
    ],
)
def test_trump_and_orders(cards: list[str], order: str, winner: int) -> None:
    rules = {"target": "fugu", "order": order, "size": 7, "junk": "aji"}
    assert trick_winner(cards, rules) == winner


def test_trick_play_order_is_clockwise_from_leader() -> None:
    state = new_game(4)
    set_rules(state)
    arrange(state, {0: ["haze-5"], 1: ["haze-2"], 2: ["haze-1", "fugu-4"], 3: ["haze-9"]})
    events = play_trick(state, ["haze-5", "haze-2", "haze-1", "haze-9"])
    assert state["turn"] == state["leader"] == 2, "haze 1 wins ascending; its player leads"
    assert [e["seat"] for e in events if e["type"] == "played"] == [0, 1, 2, 3]
    assert state["trick_no"] == 2 and state["trick"] == []
    lead = FISHERMAN.legal_actions(state, 2)[0]["card"]
    FISHERMAN.apply(state, 2, {"type": "play", "card": lead})
    assert state["turn"] == 3
    FISHERMAN.apply(state, 3, FISHERMAN.legal_actions(state, 3)[0])
    assert state["turn"] == 0, "play wraps around to seat 0"


# -- tournaments and the game ------------------------------------------------------------------
def test_tournament_end_scores_shields_and_deals_next() -> None:
    state = new_game(4, seed=5)
    set_rules(state, target="fugu", order="desc", size=6, junk="aji")
    events = play_tournament(state, random.Random(2))
    end = next(e for e in events if e["type"] == "tournament_end")
    entry = state["history"][0]
    assert end["points"] == entry["points"]
    assert entry["points"] == [
        sum(card_points(c, SCORING_EXAMPLE | {"order": "desc"}) for c in cards)
        for cards in entry["captured"]
    ]
    assert (entry["ranks"], entry["shields"]) == shield_ranks(entry["points"])
    assert any(e["type"] == "tournament" for e in events)
    assert state["tournament"] == 2 and state["dealer"] == 1
    assert state["phase"] == "setting" and state["turn"] == 2 and state["step"] == "target"
    assert all(len(hand) == 12 for hand in state["hands"]) and not any(state["captured"])
    assert state["rules"] == dict.fromkeys(("target", "order", "size", "junk"))
    FISHERMAN.check_invariants(state)


@pytest.mark.parametrize("players", [3, 4])
def test_dealer_rotation_one_tournament_each(players: int) -> None:
    state = new_game(players, seed=3)
    rng = random.Random(players)
    dealers, setters, leaders = [], [], []
    species = species_in_play(players)
    while state["phase"] != "over":
        dealers.append(state["dealer"])
        setters.append(state["turn"])
        set_rules(state, target=species[0], order="asc", size=3, junk=species[1])
        leaders.append(state["turn"])
        play_tournament(state, rng)
    assert dealers == list(range(players)), "every player deals once, the dealer moves left"
    assert setters == [(d + 1) % players for d in dealers], "left of the dealer sets the target"
    assert leaders == dealers, "the dealer leads the first trick"
    assert len(state["history"]) == players and [h["dealer"] for h in state["history"]] == dealers
    result = FISHERMAN.result(state)
    assert result is not None and FISHERMAN.to_act(state) == frozenset()
    FISHERMAN.check_invariants(state)


def finished_with_shields(shields: list[list[str | None]]) -> State:
    """A finished 4-player game whose history hands out exactly these shields."""
    state = new_game(4)
    state["history"] = []
    for number, kinds in enumerate(shields, start=1):
        points = [{"gold": 9, "silver": 6, "bronze": 3, None: 0}[kind] for kind in kinds]
        state["history"].append(
            {
                "tournament": number,
                "dealer": number - 1,
                "rules": {"target": "tai", "order": "asc", "size": 1, "junk": "aji"},
                "points": points,
                "ranks": shield_ranks(points)[0],
                "shields": kinds,
                "captured": [[] for _ in range(4)],
            }
        )
    state.update(tournament=4, dealer=3, phase="over", step=None, turn=None)
    state["hands"] = [[] for _ in range(4)]
    return state


def test_final_winner_by_shield_points_and_shared_ties() -> None:
    state = finished_with_shields(
        [
            ["gold", "silver", "bronze", None],
            ["silver", "gold", "bronze", None],
            ["bronze", "silver", "gold", None],
            [None, "bronze", "silver", "gold"],
        ]
    )
    result = FISHERMAN.result(state)
    assert result is not None
    assert result["scores"] == [9, 12, 10, 5]
    assert result["winners"] == [1] and result["ranking"] == [3, 1, 2, 4]
    tied = finished_with_shields(
        [
            ["gold", "silver", "bronze", None],
            ["silver", "gold", "bronze", None],
            ["bronze", "bronze", "gold", None],
            ["gold", "gold", "silver", "bronze"],
        ]
    )
    result = FISHERMAN.result(tied)
    assert result is not None and result["scores"] == [14, 14, 10, 1]
    assert result["winners"] == [0, 1], "equal shield points share the win"
    breakdown = result["details"]["breakdown"][0]
    assert breakdown["medals"] == {"gold": 2, "silver": 1, "bronze": 1}
    assert breakdown["shields"] == ["gold", "silver", "bronze", "gold"]
    view = FISHERMAN.view(tied, None)
    assert view["result"]["winners"] == [0, 1] and view["seats"][0]["shield_points"] == 14


def test_complete_game_replays_exactly() -> None:
    state = new_game(3, seed=11, dealer=None)
    log = []
    rng = random.Random(11)
    while not FISHERMAN.is_over(state):
        seat = next(iter(FISHERMAN.to_act(state)))
        action = rng.choice(FISHERMAN.legal_actions(state, seat))
        FISHERMAN.apply(state, seat, action)
        log.append((seat, action))
    assert replay(FISHERMAN, 3, 11, {}, log) == state
    assert len(log) == 3 * (4 + 13 * 3), "4 rule actions and 39 cards per tournament"
    assert rejected(state, 0, {"type": "play", "card": "aji-1"}).key == "error.game_over"


# -- views and hidden information ------------------------------------------------------------
def test_public_view_hides_hands_unused_and_discard() -> None:
    state = new_game(4)
    set_rules(state)
    play_trick(state, [state["hands"][0][0]])
    public = FISHERMAN.view(state, None)
    text = repr(public)
    assert public["me"] is None
    for hand in state["hands"]:
        assert not any(f"'{card}'" in text for card in hand), "a hand card leaked"
    assert not any(f"'{card}'" in text for card in state["unused"])
    assert [s["hand_count"] for s in public["seats"]] == [11, 12, 12, 12]
    assert public["unused_count"] == 2 and public["discard_count"] == 0
    mine = FISHERMAN.view(state, 2)["me"]
    assert mine["hand"] == state["hands"][2] and mine["seat"] == 2


def test_view_shows_the_winning_card_and_what_my_cards_are_worth() -> None:
    state = new_game(4)
    assert FISHERMAN.view(state, 1)["me"]["worth"] == {}, "nothing known before any rule"
    FISHERMAN.apply(state, 1, {"type": "target", "species": "tai"})
    worth = FISHERMAN.view(state, 2)["me"]["worth"]
    assert worth == {c: int(c.startswith("tai-")) for c in state["hands"][2]}
    set_rules_rest = [
        ({"type": "order", "order": "asc"}, 2),
        ({"type": "size", "size": 1}, 3),
        ({"type": "junk", "species": "aji"}, 0),
    ]
    for action, seat in set_rules_rest:
        FISHERMAN.apply(state, seat, action)
    arrange(state, {0: ["fugu-5"], 1: ["aji-9"]}, {1: {"fugu"}})
    FISHERMAN.apply(state, 0, {"type": "play", "card": "fugu-5"})
    view = FISHERMAN.view(state, None)
    assert (view["winning"], view["lead_species"], view["leader"]) == (0, "fugu", 0)
    FISHERMAN.apply(state, 1, {"type": "play", "card": "aji-9"})
    assert FISHERMAN.view(state, None)["winning"] == 1, "junk takes the lead"
    mine = FISHERMAN.view(state, 2)["me"]
    assert mine["worth"] == {c: card_points(c, EXAMPLE_RULES) for c in state["hands"][2]}
    assert mine["legal"] == legal_cards(state["hands"][2], state["trick"])


def test_no_leaks_and_redeal_keeps_voids() -> None:
    state = new_game(4, seed=9)
    set_rules(state)
    arrange(state, {0: ["ika-5"]}, {1: {"ika"}, 2: {"ika"}})
    play_trick(state, ["ika-5"])
    FISHERMAN.apply(state, 1, FISHERMAN.legal_actions(state, 1)[0])
    FISHERMAN.apply(state, 2, FISHERMAN.legal_actions(state, 2)[0])
    assert state["voids"][1] == ["ika"] and state["voids"][2] == ["ika"]
    rng = random.Random(4)
    check_no_leaks(FISHERMAN, state, 4, rng)
    for viewer in (None, 0, 1, 2, 3):
        changed = 0
        for _ in range(20):
            other = FISHERMAN.redeal(clone(state), viewer, rng)
            FISHERMAN.check_invariants(other)
            assert FISHERMAN.view(other, viewer) == FISHERMAN.view(state, viewer)
            if viewer is not None:
                assert other["hands"][viewer] == state["hands"][viewer]
            changed += other["hands"] != state["hands"] or other["unused"] != state["unused"]
        assert changed >= 15, f"redeal for {viewer!r} should resample hidden cards"


def test_redeal_falls_back_to_void_safe_swaps() -> None:
    """Late in a tournament most shuffles break voids: swaps must still respect them."""
    state = new_game(4, seed=21)
    set_rules(state)
    rng = random.Random(8)
    while state["trick_no"] < 10:
        seat = state["turn"]
        FISHERMAN.apply(state, seat, rng.choice(FISHERMAN.legal_actions(state, seat)))
    for seat in range(4):
        state["voids"][seat] = sorted(
            set(species_in_play(4)) - {fisherman.SPECIES_OF[c] for c in state["hands"][seat]}
        )
    for _ in range(30):
        FISHERMAN.check_invariants(FISHERMAN.redeal(clone(state), 0, rng))


# -- invariants, summary and errors ----------------------------------------------------------
def test_invariants_catch_broken_states() -> None:
    def with_play() -> State:
        state = new_game(4)
        set_rules(state)
        return state

    broken = [
        (new_game, lambda s: s["hands"][0].pop()),
        (new_game, lambda s: s["unused"].append(s["hands"][1].pop())),
        (new_game, lambda s: s.update(turn=2)),
        (new_game, lambda s: s.update(dealer=1)),
        (new_game, lambda s: s["rules"].update(order="asc")),
        (new_game, lambda s: s["hands"][0].reverse()),
        (with_play, lambda s: s["rules"].update(junk="tai")),
        (with_play, lambda s: s["voids"][1].append(fisherman.SPECIES_OF[s["hands"][1][0]])),
        (with_play, lambda s: s.update(turn=3)),
        (with_play, lambda s: s["captured"][0].append(s["hands"][0].pop())),
    ]
    for make, breaker in broken:
        state = make()
        FISHERMAN.check_invariants(state)
        breaker(state)
        with pytest.raises(AssertionError):
            FISHERMAN.check_invariants(state)


def test_summary() -> None:
    state = new_game(3)
    assert FISHERMAN.summary(state) == {
        "round": 1,
        "tournament": 1,
        "phase": "setting",
        "step": "target",
        "to_act": [1],
        "turn": 1,
        "trick": 0,
    }


def test_error_catalogue_is_complete() -> None:
    assert all(messages("en").has(key) for key in ERROR_KEYS)
    source = Path(fisherman.__file__).read_text(encoding="utf-8")
    raised = set(re.findall(r'IllegalAction\(\s*"(fisherman\.[a-z_]+)"', source))
    assert raised == set(ERROR_KEYS)
