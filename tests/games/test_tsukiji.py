"""Rules tests for Tsukiji: every worked example of both rulebooks plus the edge cases.

States for the examples are built by calling ``setup`` and then editing the state dicts directly
with the helpers below; actions are then driven through ``TSUKIJI.apply`` like a real game.

Helpers:

* ``new_game(players, round_=1, variant=False)`` -- a fresh state with seat 0 as start player
  (start money follows it), optionally moved to a later round (so that seats may own cards
  bought "earlier": the deck shrinks accordingly).
* ``set_lots(state, lots)`` -- replace the cards of the current offer (left to right).
* ``give_rows(state, seat, rows, takusan=None)`` -- set a seat's rows (natural cards, Takusans).
* ``set_market(state, spaces, stack_order=None)`` -- put the markers on spaces; ``stack_order``
  lists products in arrival order (later = higher where they share a space).
* ``rebalance(state)`` -- after editing, rebuild deck and discard pile so that every card of
  the deck is somewhere (the deck keeps its length for the round); ``check_invariants`` holds.
* ``evaluate(state, drafts=None)`` -- every seat places its draft (lot by lot) and confirms.
  The default draft puts 4, 3, 2, 1, 0 on lots 0..n, so lot ``i`` receives the ``i``-th highest
  tile.
* ``finish(state)`` -- turn the state into a finished game (round 7, phase ``over``).
* ``rejected(state, seat, action)`` -- the ``IllegalAction`` that ``apply`` raises.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from bot.engine.errors import IllegalAction
from bot.engine.playout import check_no_leaks
from bot.engine.protocol import State, clone
from bot.games import tsukiji
from bot.games.tsukiji import (
    ERROR_KEYS,
    TSUKIJI,
    assign_tiles,
    deck_counts,
    lot_count,
    lot_total,
    maguro_value,
    market_ranking,
)
from bot.i18n import messages

DEFAULT_DRAFT = ["4", "3", "2", "1", "0"]


# -- helpers ---------------------------------------------------------------------------------
def new_game(players: int = 4, round_: int = 1, *, variant: bool = False, seed: int = 1) -> State:
    """A fresh game with seat 0 to start, moved to ``round_`` (the deck shrinks as if earlier
    rounds were played)."""
    state = TSUKIJI.setup(players, seed, {"variant": variant})
    state["start_player"] = 0
    for seat_state, money in zip(state["seats"], tsukiji.start_money(players, 0), strict=True):
        seat_state["money"] = money
    state["round"] = round_
    rebalance(state)
    return state


def rebalance(state: State) -> None:
    """Rebuild deck and discard so every card is accounted for after direct edits."""
    players = state["players"]
    remainder = dict(deck_counts(players))
    for lot in state["lots"]:
        if lot["sold_to"] is None and not lot["passed_over"]:
            for card in lot["cards"]:
                remainder[card] -= 1
    for seat_state in state["seats"]:
        for product, row in seat_state["rows"].items():
            remainder[product] -= row["cards"]
            remainder[tsukiji.WILD] -= row["takusan"]
    if state["pending"] is not None:
        remainder[tsukiji.WILD] -= state["pending"]["takusan"]
        remainder[tsukiji.THIEF] -= state["pending"]["yakuza"]
    assert min(remainder.values()) >= 0, f"more cards used than the deck holds: {remainder}"
    total = sum(deck_counts(players).values())
    length = total - state["round"] * lot_count(players) * tsukiji.CARDS_PER_LOT
    pool = [kind for kind in sorted(remainder) for _ in range(remainder[kind])]
    random.Random(len(pool)).shuffle(pool)
    assert len(pool) >= length, "too many cards in use for this round: use a later round"
    state["deck"] = pool[:length]
    state["discard"] = dict.fromkeys(tsukiji.CARD_KINDS, 0)
    for card in pool[length:]:
        state["discard"][card] += 1
    TSUKIJI.check_invariants(state)


def set_lots(state: State, lots: list[list[str]]) -> None:
    """Replace the current offer, left to right."""
    assert len(lots) == len(state["lots"])
    for lot, cards in zip(state["lots"], lots, strict=True):
        lot["cards"] = list(cards)
    rebalance(state)


def give_rows(
    state: State, seat: int, rows: dict[str, int], takusan: dict[str, int] | None = None
) -> None:
    """Set a seat's rows: natural cards per product plus Takusans per product."""
    takusan = takusan or {}
    seat_state = state["seats"][seat]
    seat_state["rows"] = {}
    seat_state["row_order"] = []
    for product in [*rows, *(p for p in takusan if p not in rows)]:
        seat_state["rows"][product] = {
            "cards": rows.get(product, 0),
            "takusan": takusan.get(product, 0),
        }
        seat_state["row_order"].append(product)
    rebalance(state)


def set_market(state: State, spaces: dict[str, int], stack_order: list[str] | None = None) -> None:
    """Place the markers; ``stack_order`` is the arrival order (later = on top)."""
    state["markers"] = dict(spaces)
    state["stack_order"] = list(stack_order or spaces)
    TSUKIJI.check_invariants(state)


def evaluate(state: State, drafts: list[list[str]] | None = None) -> list[dict[str, Any]]:
    """Every seat places its draft and confirms; returns all events."""
    lots = len(state["lots"])
    drafts = drafts or [DEFAULT_DRAFT[:lots]] * state["players"]
    events: list[dict[str, Any]] = []
    for seat, draft in enumerate(drafts):
        for lot, ticket in enumerate(draft):
            events += TSUKIJI.apply(state, seat, {"type": "ticket", "lot": lot, "ticket": ticket})
        events += TSUKIJI.apply(state, seat, {"type": "confirm"})
    TSUKIJI.check_invariants(state)
    return events


def finish(state: State) -> None:
    """Make ``state`` a finished game with the seats' current rows, money and markers."""
    state["round"] = tsukiji.ROUNDS
    state["phase"] = "over"
    state["turn"] = None
    state["pending"] = None
    for lot in state["lots"]:
        lot["passed_over"] = True
    for seat_state in state["seats"]:
        seat_state["draft"] = []
        seat_state["confirmed"] = False
    rebalance(state)


def rejected(state: State, seat: int, action: Any) -> IllegalAction:
    """Apply ``action`` expecting a refusal; the state must stay untouched."""
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalAction) as caught:
        TSUKIJI.apply(state, seat, action)
    assert json.dumps(state, sort_keys=True) == before
    return caught.value


def of_type(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [event for event in events if event["type"] == kind]


RANKED = {"sake": 3, "fugu": 8, "tako": 15, "ebi": 22, "hotategai": 30}  # the rulebook picture


# -- setup -------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_deals_first_round(players: int) -> None:
    state = TSUKIJI.setup(players, 7, {})
    TSUKIJI.check_invariants(state)
    assert state["seed"] == 7
    start = state["start_player"]
    money = [s["money"] for s in state["seats"]]
    assert [money[(start + k) % players] for k in range(players)] == [
        48 + 3 * k for k in range(players)
    ]
    assert sorted(state["markers"].values()) == [1, 2, 3, 4, 5]
    assert len(state["lots"]) == players + 1
    total = {2: 63, 3: 84, 4: 105}[players]
    assert sum(deck_counts(players).values()) == total == 7 * (players + 1) * 3
    assert len(state["deck"]) == total - (players + 1) * 3
    assert TSUKIJI.to_act(state) == frozenset(range(players))
    assert all(s["draft"] == [None] * (players + 1) for s in state["seats"])
    json.dumps(state)


def test_setup_is_deterministic_and_seeded() -> None:
    assert TSUKIJI.setup(4, 3, {}) == TSUKIJI.setup(4, 3, {})
    assert TSUKIJI.setup(4, 3, {})["deck"] != TSUKIJI.setup(4, 4, {})["deck"]
    orders = {tuple(TSUKIJI.setup(4, seed, {})["stack_order"]) for seed in range(30)}
    assert len(orders) > 5, "marker order on spaces 1-5 should be random"


def test_setup_rejects_player_counts() -> None:
    for players in (1, 5):
        with pytest.raises(ValueError):
            TSUKIJI.setup(players, 1, {})


def test_summary() -> None:
    state = new_game(3)
    assert TSUKIJI.summary(state) == {
        "round": 1,
        "phase": "evaluate",
        "to_act": [0, 1, 2],
        "turn": None,
    }
    evaluate(state)
    assert TSUKIJI.summary(state) == {"round": 1, "phase": "buy", "to_act": [0], "turn": 0}


# -- pricing -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("tickets", "total"),
    [
        (["0", "4", "x2"], 8),  # both rulebooks: (0 + 4) x 2
        (["4/2", "4", "3"], 3),  # the 4 counts 0, the 4/2 too
        (["4/2", "1", "3"], 6),  # no 4: the 4/2 counts +2
        (["4/2", "4/2", "4", "1"], 1),  # several 4/2 with a normal 4
        (["4/2", "4/2", "1", "0"], 5),  # several 4/2 without a normal 4: +2 each
        (["4/2", "4", "4", "2"], 2),  # every normal 4 is cancelled
        (["x2", "0", "0"], 0),
        (["x2"], 0),  # only x2
        (["x2", "x2"], 0),
        (["3", "x2", "x2"], 12),  # two x2 stack
        (["4/2", "x2", "1"], 6),  # 4/2 resolved before doubling
        (["4/2", "4", "x2", "3"], 6),
        (["-1", "0"], -1),  # negative totals allowed
        (["-1", "x2", "0", "0"], -2),
        (["+6", "1", "2"], 9),
    ],
)
def test_lot_total(tickets: list[str], total: int) -> None:
    assert lot_total(tickets) == total


def test_tiles_follow_totals_and_ties_go_left() -> None:
    tiles = assign_tiles([9, 12, 6, 9, 4], 4)
    assert [tile["cash"] for tile in tiles] == [12, 15, 6, 9, 3]
    assert [tile["alarm"] for tile in tiles] == [False, True, False, False, False]


def test_negative_totals_rank_lowest() -> None:
    tiles = assign_tiles([-2, -1, 0], 2)
    assert [tile["cash"] for tile in tiles] == [4, 8, 12]


def test_tie_example_through_the_reveal() -> None:
    """Rulebook: lots 1 and 4 both total 9; the left one gets tile 12, the right one 9."""
    state = new_game(4)
    drafts = [
        ["0", "1", "2", "3", "4"],
        ["2", "4", "1", "3", "0"],
        ["3", "4", "1", "2", "0"],
        ["4", "3", "2", "1", "0"],
    ]
    events = evaluate(state, drafts)
    reveal = of_type(events, "reveal")[0]
    assert reveal["totals"] == [9, 12, 6, 9, 4]
    assert [tile["cash"] for tile in reveal["tiles"]] == [12, 15, 6, 9, 3]
    assert reveal["tickets"][0] == ["0", "2", "3", "4"]
    assert [lot["tile"]["cash"] for lot in state["lots"]] == [12, 15, 6, 9, 3]
    assert state["lots"][1]["tile"]["alarm"]
    assert [e["seat"] for e in of_type(events, "confirmed")] == [0, 1, 2, 3]
    assert state["phase"] == "buy" and state["turn"] == 0


def test_specials_priced_in_the_reveal_and_spent() -> None:
    state = new_game(2)
    events = evaluate(state, [["0", "4", "x2"], ["4", "4/2", "1"]])
    reveal = of_type(events, "reveal")[0]
    # lot 0: 0 + 4 = 4; lot 1: 4/2 cancels the 4 -> 0; lot 2: (x2) doubles 1 -> 2
    assert reveal["totals"] == [4, 0, 2]
    assert state["seats"][0]["specials"] == ["4/2", "-1", "+6"]
    assert state["seats"][1]["specials"] == ["-1", "+6", "x2"]


# -- market ------------------------------------------------------------------------------------
def test_market_movement_example() -> None:
    """Rulebook: Ebi +4, Hotategai 0, Fugu -1, Tako +6, Sake +8 (3 players, tiles +4/+2/0/-1)."""
    state = new_game(3)
    set_lots(
        state,
        [
            ["ebi", "tako", "sake"],  # -> 12/+4
            ["fugu", "maguro", "yakuza"],  # -> 3/-1 (Maguro, Yakuza ignored)
            ["tako", "sake", "sake"],  # -> 9/+2
            ["hotategai", "hotategai", "takusan"],  # -> 6/0
        ],
    )
    set_market(state, {"ebi": 10, "hotategai": 20, "fugu": 30, "tako": 40, "sake": 50})
    events = evaluate(state, [["4", "0", "3", "2"]] * 3)
    reveal = of_type(events, "reveal")[0]
    assert [tile["change"] for tile in reveal["tiles"]] == [4, -1, 2, 0]
    assert reveal["moves"] == [
        {"product": "ebi", "delta": 4, "from": 10, "to": 14},
        {"product": "hotategai", "delta": 0, "from": 20, "to": 20},
        {"product": "fugu", "delta": -1, "from": 30, "to": 29},
        {"product": "tako", "delta": 6, "from": 40, "to": 46},
        {"product": "sake", "delta": 8, "from": 50, "to": 58},
    ]
    assert state["markers"] == {"ebi": 14, "hotategai": 20, "fugu": 29, "tako": 46, "sake": 58}
    assert TSUKIJI.view(state, None)["last_reveal"] == {
        k: v for k, v in reveal.items() if k != "type"
    }


def test_stacking_arrival_order_and_zero_moves() -> None:
    """Arrivals go on top in movement order; markers moving 0 keep their place."""
    state = new_game(4)
    set_market(
        state,
        {"ebi": 3, "tako": 1, "hotategai": 7, "fugu": 7, "sake": 30},
        ["ebi", "tako", "hotategai", "fugu", "sake"],  # fugu on top of hotategai
    )
    set_lots(
        state,
        [
            ["ebi", "maguro", "maguro"],  # +4
            ["tako", "tako", "tako"],  # +2 each
            ["maguro", "maguro", "maguro"],  # +1
            ["hotategai", "fugu", "maguro"],  # 0
            ["maguro", "maguro", "yakuza"],  # -1
        ],
    )
    evaluate(state)
    market = {m["product"]: (m["space"], m["height"]) for m in TSUKIJI.view(state, None)["market"]}
    assert market == {
        "hotategai": (7, 0),
        "fugu": (7, 1),
        "ebi": (7, 2),
        "tako": (7, 3),
        "sake": (30, 0),
    }
    assert market_ranking(state) == ["sake", "tako", "ebi", "fugu", "hotategai"]


def test_markers_clamp_at_both_ends() -> None:
    """A move clamped onto a new space arrives on top; one stopped where it was keeps its place."""
    state = new_game(4)
    set_market(
        state,
        {"ebi": 58, "sake": 60, "fugu": 1, "hotategai": 1, "tako": 30},
        ["sake", "fugu", "hotategai", "ebi", "tako"],  # hotategai on top of fugu at 1
    )
    set_lots(
        state,
        [
            ["ebi", "maguro", "maguro"],  # +4: 58 -> 60 (clamped), on top of sake
            ["maguro", "maguro", "maguro"],
            ["maguro", "maguro", "maguro"],
            ["maguro", "maguro", "maguro"],
            ["fugu", "maguro", "yakuza"],  # -1: stays on 1 and keeps its place
        ],
    )
    events = evaluate(state)
    moves = {m["product"]: m for m in of_type(events, "reveal")[0]["moves"]}
    assert moves["ebi"] == {"product": "ebi", "delta": 4, "from": 58, "to": 60}
    assert moves["fugu"] == {"product": "fugu", "delta": -1, "from": 1, "to": 1}
    assert tsukiji.marker_height(state, "ebi") == 1 and tsukiji.marker_height(state, "sake") == 0
    assert tsukiji.marker_height(state, "fugu") == 0
    assert tsukiji.marker_height(state, "hotategai") == 1
    assert market_ranking(state) == ["ebi", "sake", "tako", "hotategai", "fugu"]


def test_final_ranking_example() -> None:
    """Rulebook: Sake 5th, Fugu 4th, Tako 3rd, Ebi 2nd, Hotategai 1st -> 10/7/5/3/1."""
    state = new_game(2)
    set_market(state, RANKED)
    assert market_ranking(state) == ["hotategai", "ebi", "tako", "fugu", "sake"]
    finish(state)
    values = TSUKIJI.result(state)["details"]["rank_values"]
    assert values == {"hotategai": 10, "ebi": 7, "tako": 5, "fugu": 3, "sake": 1}
    assert TSUKIJI.view(state, None)["market_rank"] == ["hotategai", "ebi", "tako", "fugu", "sake"]


# -- scoring -----------------------------------------------------------------------------------
def test_maguro_table() -> None:
    assert maguro_value(3) == 12 and maguro_value(5) == 25
    assert [maguro_value(n) for n in range(11)] == [0, 3, 7, 12, 18, 25, 33, 42, 52, 63, 75]
    max_maguro = max(deck_counts(p)["maguro"] + deck_counts(p)["takusan"] for p in (2, 3, 4))
    assert len(tsukiji.MAGURO_VALUES) > max_maguro


def test_score_example_logic() -> None:
    """Cards at their market rank value, Maguro as a set, plus money; P1 beats P2 by 3."""
    state = new_game(2, round_=5)
    set_market(state, RANKED)
    give_rows(state, 0, {"tako": 3, "ebi": 2, "maguro": 3}, takusan={"tako": 1})
    give_rows(state, 1, {"hotategai": 3, "sake": 5, "maguro": 4}, takusan={"maguro": 1})
    state["seats"][0]["money"] = 20
    state["seats"][1]["money"] = 3
    finish(state)
    result = TSUKIJI.result(state)
    p1, p2 = result["details"]["breakdown"]
    assert p1["products"] == {"ebi": 14, "hotategai": 0, "sake": 0, "tako": 20, "fugu": 0}
    assert (p1["maguro"], p1["maguro_cards"], p1["total"]) == (12, 3, 66)
    assert (p2["maguro"], p2["maguro_cards"], p2["total"]) == (25, 5, 63)
    assert result["scores"] == [66, 63]
    assert result["winners"] == [0] and result["ranking"] == [1, 2]
    assert "bonuses" not in p1
    view = TSUKIJI.view(state, 1)
    assert view["result"]["breakdown"] == result["details"]["breakdown"]
    assert view["result"]["winners"] == [0]


def test_tie_break_by_unused_specials_then_shared() -> None:
    state = new_game(3, round_=3)
    set_market(state, RANKED)
    give_rows(state, 0, {"hotategai": 1})
    give_rows(state, 1, {"ebi": 1})
    give_rows(state, 2, {"tako": 1})
    money = {0: 50, 1: 53, 2: 55}  # totals 60, 60, 60
    for seat, amount in money.items():
        state["seats"][seat]["money"] = amount
    state["seats"][0]["specials"] = ["x2"]
    state["seats"][1]["specials"] = ["4/2", "+6"]
    state["seats"][2]["specials"] = ["-1", "x2"]
    finish(state)
    result = TSUKIJI.result(state)
    assert result["scores"] == [60, 60, 60]
    assert result["ranking"] == [3, 1, 1]
    assert result["winners"] == [1, 2]


def test_tie_break_more_specials_wins() -> None:
    state = new_game(2, round_=3)
    set_market(state, RANKED)
    state["seats"][0]["specials"] = []
    state["seats"][0]["money"] = state["seats"][1]["money"] = 70
    finish(state)
    result = TSUKIJI.result(state)
    assert result["winners"] == [1] and result["ranking"] == [2, 1]


def test_variant_bonuses() -> None:
    state = new_game(4, round_=5, variant=True)
    set_market(state, RANKED)  # lowest-ranked product: sake
    every = {"ebi": 3, "hotategai": 3, "sake": 2, "tako": 3, "fugu": 3, "maguro": 2}
    give_rows(state, 0, every, takusan={"sake": 1, "maguro": 1})  # 3 of every product
    give_rows(state, 1, {"tako": 6, "sake": 3}, takusan={"tako": 2})  # 8 tako, 3 sake
    give_rows(state, 2, {"sake": 3, "maguro": 3})
    give_rows(state, 3, {"ebi": 3, "hotategai": 3, "tako": 3, "fugu": 3})
    yakuza = [1, 2, 2, 0]
    for seat, taken in enumerate(yakuza):
        state["seats"][seat]["yakuza_taken"] = taken
    finish(state)
    breakdown = TSUKIJI.result(state)["details"]["breakdown"]
    bonuses = [entry["bonuses"] for entry in breakdown]
    assert bonuses == [
        {"versatile": 10, "specialist": 0, "popular": 5, "safe": 0},
        {"versatile": 0, "specialist": 10, "popular": 5, "safe": 3},
        {"versatile": 0, "specialist": 0, "popular": 5, "safe": 3},
        {"versatile": 0, "specialist": 0, "popular": 0, "safe": 0},
    ]
    for entry in breakdown:
        parts = sum(entry["products"].values()) + entry["maguro"] + entry["money"]
        assert entry["total"] == parts + sum(entry["bonuses"].values())


def test_variant_needs_at_least_one_card_and_one_yakuza() -> None:
    state = new_game(2, round_=3, variant=True)
    set_market(state, RANKED)
    give_rows(state, 0, {"ebi": 2})
    give_rows(state, 1, {"hotategai": 1})
    finish(state)
    bonuses = [entry["bonuses"] for entry in TSUKIJI.result(state)["details"]["breakdown"]]
    assert bonuses == [{"versatile": 0, "specialist": 0, "popular": 0, "safe": 0}] * 2


# -- evaluation phase refusals -----------------------------------------------------------------
def test_ticket_reuse_within_a_round_refused() -> None:
    state = new_game(2)
    TSUKIJI.apply(state, 0, {"type": "ticket", "lot": 0, "ticket": "3"})
    error = rejected(state, 0, {"type": "ticket", "lot": 1, "ticket": "3"})
    assert (error.key, error.params) == ("tsukiji.ticket_used", {"ticket": "3", "lot": 0})
    TSUKIJI.apply(state, 1, {"type": "ticket", "lot": 0, "ticket": "3"})  # seats have their own


def test_special_used_once_then_gone_next_round() -> None:
    state = new_game(2)
    evaluate(state, [["x2", "0", "1"], ["4", "3", "2"]])
    assert "x2" not in state["seats"][0]["specials"]
    TSUKIJI.apply(state, 0, {"type": "pass"})
    TSUKIJI.apply(state, 1, {"type": "pass"})
    assert state["round"] == 2 and state["phase"] == "evaluate"
    assert not [a for a in TSUKIJI.legal_actions(state, 0) if a.get("ticket") == "x2"]
    error = rejected(state, 0, {"type": "ticket", "lot": 1, "ticket": "x2"})
    assert (error.key, error.params) == ("tsukiji.special_spent", {"ticket": "x2"})
    assert TSUKIJI.view(state, 0)["me"]["available"] == ["0", "1", "2", "3", "4", "4/2", "-1", "+6"]


def test_confirm_refused_with_incomplete_draft() -> None:
    state = new_game(4)
    assert {"type": "confirm"} not in TSUKIJI.legal_actions(state, 2)
    TSUKIJI.apply(state, 2, {"type": "ticket", "lot": 3, "ticket": "1"})
    error = rejected(state, 2, {"type": "confirm"})
    assert (error.key, error.params) == ("tsukiji.draft_incomplete", {"placed": 1, "lots": 5})


def test_full_draft_empty_reset_and_unknown_tickets() -> None:
    state = new_game(2)
    assert rejected(state, 0, {"type": "reset"}).key == "tsukiji.draft_empty"
    error = rejected(state, 0, {"type": "ticket", "lot": 0, "ticket": "7"})
    assert error.key == "tsukiji.unknown_ticket"
    for lot, ticket in enumerate(("0", "1", "2")):
        TSUKIJI.apply(state, 0, {"type": "ticket", "lot": lot, "ticket": ticket})
    legal = TSUKIJI.legal_actions(state, 0)
    assert legal == [
        {"type": "confirm"},
        *({"type": "take", "lot": lot} for lot in range(3)),  # a full draft still changes
        {"type": "reset"},
    ]
    TSUKIJI.apply(state, 0, {"type": "reset"})
    assert state["seats"][0]["draft"] == [None, None, None]
    assert TSUKIJI.view(state, 0)["me"]["draft"] == [None, None, None]


def test_wrong_phase_unknown_actions_and_turns() -> None:
    state = new_game(2)
    assert rejected(state, 0, {"type": "buy", "lot": 0}).key == "tsukiji.wrong_phase"
    assert rejected(state, 0, {"type": "dance"}).key == "tsukiji.unknown_action"
    assert rejected(state, 0, "pass").key == "tsukiji.unknown_action"
    for lot, ticket in enumerate(("0", "1", "2")):
        TSUKIJI.apply(state, 0, {"type": "ticket", "lot": lot, "ticket": ticket})
    assert TSUKIJI.apply(state, 0, {"type": "confirm"}) == [{"type": "confirmed", "seat": 0}]
    assert rejected(state, 0, {"type": "reset"}).key == "error.not_your_turn"
    assert TSUKIJI.to_act(state) == frozenset({1})
    for lot, ticket in enumerate(("0", "1", "2")):
        TSUKIJI.apply(state, 1, {"type": "ticket", "lot": lot, "ticket": ticket})
    TSUKIJI.apply(state, 1, {"type": "confirm"})
    assert rejected(state, 0, {"type": "confirm"}).key == "tsukiji.wrong_phase"
    assert rejected(state, 1, {"type": "pass"}).key == "error.not_your_turn"
    assert rejected(state, 0, {"type": "takusan", "row": "ebi"}).key == "tsukiji.nothing_to_place"


# -- buying --------------------------------------------------------------------------------------
def test_cannot_buy_unaffordable_lot() -> None:
    state = new_game(4)
    evaluate(state)
    state["seats"][0]["money"] = 10
    assert {"type": "buy", "lot": 0} not in TSUKIJI.legal_actions(state, 0)
    error = rejected(state, 0, {"type": "buy", "lot": 0})
    assert (error.key, error.params) == ("tsukiji.cannot_afford", {"price": 15, "money": 10})
    assert {"type": "buy", "lot": 2} in TSUKIJI.legal_actions(state, 0)


def test_exact_money_buys_and_sold_lots_refused() -> None:
    state = new_game(4)
    set_lots(state, [["ebi", "ebi", "tako"]] + [["maguro"] * 3] * 4)
    evaluate(state)
    state["seats"][0]["money"] = 15
    events = TSUKIJI.apply(state, 0, {"type": "buy", "lot": 0})
    assert events == [
        {"type": "bought", "seat": 0, "lot": 0, "price": 15, "cards": ["ebi", "ebi", "tako"]}
    ]
    assert state["seats"][0]["money"] == 0 and state["turn"] == 1
    assert state["seats"][0]["rows"] == {
        "ebi": {"cards": 2, "takusan": 0},
        "tako": {"cards": 1, "takusan": 0},
    }
    assert state["seats"][0]["row_order"] == ["ebi", "tako"]
    error = rejected(state, 1, {"type": "buy", "lot": 0})
    assert (error.key, error.params) == ("tsukiji.lot_sold", {"lot": 0})
    assert rejected(state, 1, {"type": "buy", "lot": 9}).key == "tsukiji.no_such_lot"
    assert rejected(state, 1, {"type": "buy", "lot": "2"}).key == "tsukiji.no_such_lot"
    TSUKIJI.check_invariants(state)


def test_pass_gives_money() -> None:
    state = new_game(2)
    evaluate(state)
    assert TSUKIJI.apply(state, 0, {"type": "pass"}) == [{"type": "passed", "seat": 0, "money": 3}]
    assert state["seats"][0]["money"] == 51 and state["seats"][0]["passed"]


def test_nobody_buys_the_alarm_clock_lot_start_player_stays() -> None:
    state = new_game(3, round_=2)
    state["start_player"] = 1
    set_lots(state, [["ebi", "sake", "tako"], ["fugu"] * 3, ["maguro"] * 3, ["hotategai"] * 3])
    evaluate(state)
    assert state["turn"] == 1
    TSUKIJI.apply(state, 1, {"type": "buy", "lot": 1})
    TSUKIJI.apply(state, 2, {"type": "pass"})
    events = TSUKIJI.apply(state, 0, {"type": "buy", "lot": 3})
    assert events[-1] == {"type": "round", "round": 3, "start_player": 1}
    assert state["start_player"] == 1 and state["phase"] == "evaluate"
    TSUKIJI.check_invariants(state)


def test_alarm_clock_buyer_becomes_start_player() -> None:
    state = new_game(3)
    set_lots(state, [["ebi", "sake", "tako"], ["fugu"] * 3, ["maguro"] * 3, ["hotategai"] * 3])
    evaluate(state)
    TSUKIJI.apply(state, 0, {"type": "pass"})
    TSUKIJI.apply(state, 1, {"type": "buy", "lot": 2})
    events = TSUKIJI.apply(state, 2, {"type": "buy", "lot": 0})  # the alarm-clock lot
    assert events[-1] == {"type": "round", "round": 2, "start_player": 2}
    assert sum(state["discard"].values()) == 6  # lots 1 and 3 were not sold
    evaluate(state)
    assert state["turn"] == 2 and TSUKIJI.to_act(state) == frozenset({2})


def test_unsold_lots_discarded_and_last_round_ends_the_game() -> None:
    state = new_game(2, round_=7)
    set_lots(state, [["ebi", "sake", "tako"], ["maguro"] * 3, ["fugu", "fugu", "yakuza"]])
    evaluate(state)
    TSUKIJI.apply(state, 0, {"type": "buy", "lot": 0})
    events = TSUKIJI.apply(state, 1, {"type": "pass"})
    assert events[-1] == {"type": "game_over"}
    assert TSUKIJI.is_over(state) and TSUKIJI.to_act(state) == frozenset()
    view = TSUKIJI.view(state, None)
    assert view["deck_count"] == 0 and view["phase"] == "over"
    assert [lot["passed_over"] for lot in view["lots"]] == [False, True, True]
    assert view["result"]["scores"] == TSUKIJI.result(state)["scores"]
    TSUKIJI.check_invariants(state)


# -- Takusan and Yakuza --------------------------------------------------------------------------
def buy_lot(state: State, seat: int, cards: list[str], lot: int = 0) -> list[dict[str, Any]]:
    """Offer ``cards`` as lot ``lot``, evaluate, let earlier seats pass, then ``seat`` buys it."""
    offer = [["maguro", "maguro", "maguro"] for _ in state["lots"]]
    offer[lot] = cards
    set_lots(state, offer)
    evaluate(state)
    for earlier in range(seat):
        TSUKIJI.apply(state, earlier, {"type": "pass"})
    return TSUKIJI.apply(state, seat, {"type": "buy", "lot": lot})


def test_takusan_without_any_row_is_discarded_and_yakuza_with_nothing_goes_alone() -> None:
    state = new_game(4)
    events = buy_lot(state, 0, ["takusan", "yakuza", "yakuza"])
    assert of_type(events, "takusan") == [
        {"type": "takusan", "seat": 0, "row": None, "auto": True, "discarded": True}
    ]
    assert (
        of_type(events, "yakuza")
        == [{"type": "yakuza", "seat": 0, "row": None, "card": None, "auto": True}] * 2
    )
    assert state["seats"][0]["rows"] == {} and state["seats"][0]["yakuza_taken"] == 2
    assert state["discard"]["takusan"] == 1 and state["discard"]["yakuza"] == 2
    assert state["pending"] is None and state["turn"] == 1
    TSUKIJI.check_invariants(state)


def test_takusan_with_one_row_is_placed_automatically() -> None:
    state = new_game(4)
    events = buy_lot(state, 0, ["takusan", "tako", "tako"])  # the lot's own cards count
    assert of_type(events, "takusan") == [
        {"type": "takusan", "seat": 0, "row": "tako", "auto": True, "discarded": False}
    ]
    assert state["seats"][0]["rows"] == {"tako": {"cards": 2, "takusan": 1}}
    assert state["turn"] == 1


def test_two_takusans_with_one_row_both_automatic() -> None:
    state = new_game(4)
    buy_lot(state, 0, ["takusan", "maguro", "takusan"])  # may be Maguro
    assert state["seats"][0]["rows"] == {"maguro": {"cards": 1, "takusan": 2}}


def test_takusan_with_two_rows_asks_and_validates() -> None:
    state = new_game(4, round_=2)
    give_rows(state, 1, {"ebi": 1})
    events = buy_lot(state, 1, ["tako", "takusan", "sake"], lot=2)
    assert of_type(events, "takusan") == []
    assert state["turn"] == 1 and TSUKIJI.to_act(state) == frozenset({1})
    view = TSUKIJI.view(state, 3)
    assert view["pending"] == {
        "seat": 1,
        "kind": "takusan",
        "lot": 2,
        "options": ["ebi", "tako", "sake"],
    }
    assert TSUKIJI.legal_actions(state, 1) == [
        {"type": "takusan", "row": row} for row in ("ebi", "tako", "sake")
    ]
    error = rejected(state, 1, {"type": "pass"})
    assert (error.key, error.params) == (
        "tsukiji.choose_row",
        {"kind": "takusan", "options": ["ebi", "tako", "sake"]},
    )
    assert rejected(state, 1, {"type": "takusan", "row": "fugu"}).key == "tsukiji.invalid_row"
    assert rejected(state, 1, {"type": "yakuza", "row": "ebi"}).key == "tsukiji.choose_row"
    TSUKIJI.check_invariants(state)
    events = TSUKIJI.apply(state, 1, {"type": "takusan", "row": "ebi"})
    assert events == [
        {"type": "takusan", "seat": 1, "row": "ebi", "auto": False, "discarded": False}
    ]
    assert state["seats"][1]["rows"]["ebi"] == {"cards": 1, "takusan": 1}
    assert state["pending"] is None and state["turn"] == 2


def test_two_takusans_with_a_choice_ask_twice() -> None:
    state = new_game(4, round_=2)
    give_rows(state, 0, {"fugu": 2})
    buy_lot(state, 0, ["takusan", "takusan", "maguro"])
    assert state["pending"]["options"] == ["fugu", "maguro"]
    TSUKIJI.apply(state, 0, {"type": "takusan", "row": "fugu"})
    assert state["pending"]["kind"] == "takusan" and state["turn"] == 0
    TSUKIJI.check_invariants(state)
    TSUKIJI.apply(state, 0, {"type": "takusan", "row": "fugu"})
    assert state["seats"][0]["rows"]["fugu"] == {"cards": 2, "takusan": 2}
    assert state["pending"] is None and state["turn"] == 1


def test_yakuza_with_one_row_is_automatic() -> None:
    state = new_game(4)
    events = buy_lot(state, 0, ["yakuza", "maguro", "maguro"])
    assert of_type(events, "yakuza") == [
        {"type": "yakuza", "seat": 0, "row": "maguro", "card": "maguro", "auto": True}
    ]
    assert state["seats"][0]["rows"] == {"maguro": {"cards": 1, "takusan": 0}}
    assert state["discard"]["maguro"] >= 1 and state["seats"][0]["yakuza_taken"] == 1


def test_yakuza_choice_takes_a_card_then_the_takusan_closes_the_row() -> None:
    state = new_game(4, round_=3)
    give_rows(state, 2, {"tako": 1}, takusan={"tako": 1})
    buy_lot(state, 2, ["yakuza", "ebi", "ebi"], lot=1)
    assert state["pending"] == {
        "seat": 2,
        "kind": "yakuza",
        "lot": 1,
        "options": [
            {"row": "tako", "card": "tako"},
            {"row": "tako", "card": "takusan"},
            {"row": "ebi", "card": "ebi"},
        ],
        "takusan": 0,
        "yakuza": 1,
    }
    discarded = dict(state["discard"])
    events = TSUKIJI.apply(state, 2, {"type": "yakuza", "row": "tako", "card": "tako"})
    assert events == [{"type": "yakuza", "seat": 2, "row": "tako", "card": "tako", "auto": False}]
    assert state["seats"][2]["rows"]["tako"] == {"cards": 0, "takusan": 1}
    assert state["discard"]["tako"] == discarded["tako"] + 1
    assert state["discard"]["yakuza"] == discarded["yakuza"] + 1
    TSUKIJI.check_invariants(state)
    # next round: another Yakuza takes the Takusan and closes the row
    TSUKIJI.apply(state, 3, {"type": "pass"})
    assert state["round"] == 4 and state["start_player"] == 0
    buy_lot(state, 2, ["yakuza", "sake", "sake"], lot=1)
    discarded = dict(state["discard"])
    TSUKIJI.apply(state, 2, {"type": "yakuza", "row": "tako", "card": "takusan"})
    assert "tako" not in state["seats"][2]["rows"]
    assert state["seats"][2]["row_order"] == ["ebi", "sake"]
    assert state["discard"]["takusan"] == discarded["takusan"] + 1
    assert state["seats"][2]["yakuza_taken"] == 2
    TSUKIJI.check_invariants(state)


def test_takusan_then_yakuza_in_one_lot() -> None:
    state = new_game(4, round_=2)
    give_rows(state, 0, {"tako": 2})
    buy_lot(state, 0, ["takusan", "yakuza", "ebi"])
    assert state["pending"]["kind"] == "takusan"
    error = rejected(state, 0, {"type": "yakuza", "row": "ebi", "card": "ebi"})
    assert error.key == "tsukiji.choose_row"
    TSUKIJI.apply(state, 0, {"type": "takusan", "row": "tako"})
    assert state["pending"]["kind"] == "yakuza"
    assert state["pending"]["options"] == [
        {"row": "tako", "card": "tako"},
        {"row": "tako", "card": "takusan"},
        {"row": "ebi", "card": "ebi"},
    ]
    TSUKIJI.check_invariants(state)
    TSUKIJI.apply(state, 0, {"type": "yakuza", "row": "ebi", "card": "ebi"})
    assert state["seats"][0]["rows"] == {"tako": {"cards": 2, "takusan": 1}}
    assert state["seats"][0]["row_order"] == ["tako"]
    assert state["turn"] == 1


def test_yakuza_before_takusan_order_in_lot_does_not_matter() -> None:
    """Takusans are placed before Yakuzas whatever their order in the lot."""
    state = new_game(4)
    buy_lot(state, 0, ["yakuza", "takusan", "sake"])
    assert state["pending"]["kind"] == "yakuza"  # the sake card or the Takusan beside it
    TSUKIJI.apply(state, 0, {"type": "yakuza", "row": "sake", "card": "sake"})
    assert state["seats"][0]["rows"] == {"sake": {"cards": 0, "takusan": 1}}
    assert state["pending"] is None


# -- views and hidden information ----------------------------------------------------------------
def test_views_hide_other_drafts_and_deck() -> None:
    state = new_game(3)
    TSUKIJI.apply(state, 1, {"type": "ticket", "lot": 0, "ticket": "x2"})
    TSUKIJI.apply(state, 1, {"type": "ticket", "lot": 1, "ticket": "+6"})
    mine = TSUKIJI.view(state, 1)
    assert mine["me"] == {
        "seat": 1,
        "draft": ["x2", "+6", None, None],
        "available": ["0", "1", "2", "3", "4", "4/2", "-1"],
        "confirmed": False,
    }
    assert mine["seats"][1]["specials"] == ["4/2", "-1", "+6", "x2"]  # spent only at the reveal
    assert TSUKIJI.view(state, None)["me"] is None
    for viewer in (None, 0, 2):
        seen = TSUKIJI.view(state, viewer)
        assert viewer is None or seen["me"]["draft"] == [None] * 4
        assert "deck" not in seen and seen["deck_count"] == len(state["deck"])
        assert "draft" not in json.dumps(seen["seats"])
    check_no_leaks(TSUKIJI, state, 3, random.Random(1))


def test_view_shape() -> None:
    state = new_game(4)
    evaluate(state)
    view = TSUKIJI.view(state, 0)
    assert set(view) == {
        "game", "players", "round", "rounds", "phase", "start_player", "turn", "to_act",
        "pending", "lots", "market", "market_rank", "rank_values", "deck_count", "seats",
        "last_reveal", "me", "result", "tiles", "maguro_values", "options", "bonuses",
    }  # fmt: skip
    assert view["lots"][0] == {
        "cards": state["lots"][0]["cards"],
        "tile": {"cash": 15, "change": 4, "alarm": True},
        "total": 16,
        "sold_to": None,
        "passed_over": False,
    }
    assert set(view["seats"][0]) == {
        "seat", "money", "rows", "row_order", "specials", "confirmed", "yakuza_taken",
        "passed", "bought_lot",
    }  # fmt: skip
    assert view["rank_values"] == [10, 7, 5, 3, 1] and view["rounds"] == 7
    assert {m["product"] for m in view["market"]} == set(tsukiji.MARKET_PRODUCTS)
    view["lots"][0]["cards"].append("x")
    view["seats"][0]["rows"]["x"] = 1
    TSUKIJI.check_invariants(state)  # views are copies


def test_redeal_resamples_hidden_information_only() -> None:
    state = new_game(4)
    TSUKIJI.apply(state, 0, {"type": "ticket", "lot": 3, "ticket": "2"})
    for lot, ticket in enumerate(("0", "1", "2", "3", "4")):
        TSUKIJI.apply(state, 1, {"type": "ticket", "lot": lot, "ticket": ticket})
    TSUKIJI.apply(state, 1, {"type": "confirm"})
    rng = random.Random(5)
    for viewer in (None, 0, 1, 2):
        other = TSUKIJI.redeal(clone(state), viewer, rng)
        TSUKIJI.check_invariants(other)
        assert other != state
        assert TSUKIJI.view(other, viewer) == TSUKIJI.view(state, viewer)
        if viewer in (0, 1):
            assert other["seats"][viewer]["draft"] == state["seats"][viewer]["draft"]
        assert None not in other["seats"][1]["draft"] and other["seats"][1]["confirmed"]
        if viewer not in (0, None):
            assert other["seats"][0]["draft"][:3] + other["seats"][0]["draft"][4:] == [None] * 4


def test_redeal_without_hidden_information_is_identity() -> None:
    state = new_game(2, round_=7)
    evaluate(state)
    assert TSUKIJI.redeal(clone(state), None, random.Random(1)) == state


# -- invariants and error catalogue ----------------------------------------------------------------
def test_invariants_catch_broken_states() -> None:
    broken = [
        lambda s: s["deck"].pop(),
        lambda s: s["seats"][0].update(money=-1),
        lambda s: s["markers"].update(ebi=61),
        lambda s: s["seats"][1]["specials"].append("x2"),
        lambda s: s["discard"].update(yakuza=1),
        lambda s: s["stack_order"].append("ebi"),
        lambda s: s["seats"][2]["draft"].__setitem__(slice(0, 2), ["1", "1"]),
        lambda s: s["seats"][2]["draft"].append(None),
        lambda s: s["lots"][0]["cards"].append("ebi"),
    ]
    for breaker in broken:
        state = new_game(4)
        breaker(state)
        with pytest.raises(AssertionError):
            TSUKIJI.check_invariants(state)


def test_error_catalogue_is_complete() -> None:
    assert all(messages("en").has(key) for key in ERROR_KEYS)
    assert all(key.startswith("tsukiji.") for key in ERROR_KEYS)
    source = Path(tsukiji.__file__).read_text(encoding="utf-8")
    raised = set(re.findall(r'IllegalAction\(\s*"(tsukiji\.[a-z_]+)"', source))
    assert raised == set(ERROR_KEYS)
