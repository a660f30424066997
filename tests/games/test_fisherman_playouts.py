"""Fisherman beyond the playout contract (``tests/contract/test_playouts.py``): every play and
every trick of random games checked against an independent oracle, and the leak check and
``redeal`` tried on hands and the cards set aside.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from bot.engine.playout import check_no_leaks, random_playout
from bot.engine.protocol import State, clone
from bot.games.fisherman import FISHERMAN, Fisherman, hand_size

SOAK = os.environ.get("ICHIBA_SOAK") == "1"
SCALE = 10 if SOAK else 1
ORACLE_GAMES = {3: 150, 4: 120}


# -- an independent oracle for every play and every trick ------------------------------------
def _species(card: str) -> str:
    return card.split("-")[0]


def _size(card: str) -> int:
    return int(card.split("-")[1])


def oracle_winner(plays: list[dict[str, Any]], rules: dict[str, Any]) -> int:
    """Strongest junk if any, else strongest of the led species (by the order)."""
    lead = _species(plays[0]["card"])
    junk = [p for p in plays if _species(p["card"]) == rules["junk"]]
    pool = junk or [p for p in plays if _species(p["card"]) == lead]
    pick = min if rules["order"] == "asc" else max
    return pick(pool, key=lambda p: _size(p["card"]))["seat"]


def oracle_points(card: str, rules: dict[str, Any]) -> int:
    species, size = _species(card), _size(card)
    sized = rules["size"] <= size <= rules["size"] + 1
    if species == rules["junk"]:
        return -1 - sized
    return (species == rules["target"]) + sized


def _check_play(state: State, seat: int, card: str) -> None:
    trick = state["trick"]
    if trick:
        lead = _species(trick[0]["card"])
        holds = any(_species(c) == lead for c in state["hands"][seat])
        assert not holds or _species(card) == lead, "must-follow broken"


def _check_trick(before: State, seat: int, card: str, events: list[dict[str, Any]]) -> None:
    trick = next(e for e in events if e["type"] == "trick")
    rules = before["rules"]
    plays = [*before["trick"], {"seat": seat, "card": card}]
    assert trick["winner"] == oracle_winner(plays, rules), "wrong trick winner"
    kept = [p["card"] for p in plays if oracle_points(p["card"], rules) != 0]
    assert sorted(trick["kept"]) == sorted(kept), "kept cards are not the scoring ones"
    assert trick["points"] == sum(oracle_points(c, rules) for c in trick["kept"])
    assert trick["set_aside"] == len(plays) - len(kept)
    named = [p["card"] for p in trick["plays"]]
    assert named == [p["card"] if p["card"] in kept else None for p in plays], "names a discard"


def _check_tournament_end(before: State, events: list[dict[str, Any]]) -> None:
    end = next(e for e in events if e["type"] == "tournament_end")
    last = next(e for e in events if e["type"] == "trick")
    rules = before["rules"]
    players = before["players"]
    captured = sum(len(pile) for pile in end["captured"])
    discarded = len(before["discard"]) + players - len(last["kept"])
    assert captured + discarded == players * hand_size(players), "a played card went missing"
    assert end["points"] == [sum(oracle_points(c, rules) for c in pile) for pile in end["captured"]]
    for seat, points in enumerate(end["points"]):
        rank = 1 + sum(p > points for p in end["points"])
        assert end["ranks"][seat] == rank
        assert end["shields"][seat] == {1: "gold", 2: "silver", 3: "bronze"}.get(rank)


@pytest.mark.parametrize("players", [3, 4])
def test_every_play_and_trick_against_an_oracle(players: int) -> None:
    rng = random.Random(players)
    tricks = 0
    for seed in range(ORACLE_GAMES[players] * SCALE):
        state = FISHERMAN.setup(players, 20_000 + seed, {})
        while not FISHERMAN.is_over(state):
            seat = state["turn"]
            action = rng.choice(FISHERMAN.legal_actions(state, seat))
            before = clone(state)
            if action["type"] == "play":
                _check_play(state, seat, action["card"])
            events = FISHERMAN.apply(state, seat, action)
            kinds = {e["type"] for e in events}
            if "trick" in kinds:
                _check_trick(before, seat, action["card"], events)
                tricks += 1
            if "tournament_end" in kinds:
                _check_tournament_end(before, events)
        assert FISHERMAN.result(state) is not None
    assert tricks == ORACLE_GAMES[players] * SCALE * players * hand_size(players)


# -- leaks and redeal --------------------------------------------------------------------------
class LeakyFisherman(Fisherman):
    """Deliberately broken: shows every hand and the unused cards."""

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        seen = super().view(state, seat)
        seen["hands"] = clone(state["hands"])
        seen["unused"] = list(state["unused"])
        return seen


class DiscardLeakingFisherman(Fisherman):
    """Deliberately broken like the Fisherman of before: the last trick, set-aside cards
    included, stays in every view until the next deal."""

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {**super().view(state, seat), "last_trick": clone(state["last_trick"])}


def test_leak_check_can_fail() -> None:
    state = FISHERMAN.setup(4, 99, {})
    check_no_leaks(FISHERMAN, state, 4, random.Random(1))
    with pytest.raises(AssertionError, match="leaks hidden information"):
        check_no_leaks(LeakyFisherman(), state, 4, random.Random(1))
    with pytest.raises(AssertionError, match="leaks hidden information"):
        random_playout(LeakyFisherman(), 3, 1, check_every=1, leak_every=1)
    with pytest.raises(AssertionError, match="leaks hidden information"):
        random_playout(DiscardLeakingFisherman(), 3, 1, check_every=1, leak_every=7)


def _hidden_cards(state: State) -> list[str]:
    hands = [card for hand in state["hands"] for card in hand]
    return sorted(state["unused"] + hands + state["discard"])


def test_redeal_changes_hidden_information_in_random_games() -> None:
    """Redeal for any viewer keeps its view, keeps the invariants and mostly changes hands."""
    rng = random.Random(11)
    checked = changed = 0
    for seed in range(12):
        players = 3 + seed % 2
        state = FISHERMAN.setup(players, seed, {})
        while not FISHERMAN.is_over(state):
            viewer = rng.choice([None, *range(players)])
            other = FISHERMAN.redeal(clone(state), viewer, rng)
            FISHERMAN.check_invariants(other)
            assert FISHERMAN.view(other, viewer) == FISHERMAN.view(state, viewer)
            assert _hidden_cards(other) == _hidden_cards(state)
            checked += 1
            changed += other != state
            seat = state["turn"]
            FISHERMAN.apply(state, seat, rng.choice(FISHERMAN.legal_actions(state, seat)))
    assert checked > 1000 and changed > 0.9 * checked, (changed, checked)
