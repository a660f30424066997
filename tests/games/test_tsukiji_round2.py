"""Tsukiji rulings of issue 14 ("Rules round 2"): open price tiles, the Maguro table and the
variant in the view, marker stacks, Yakuza choosing a card, tickets in any order, the start
player drawn from the seed."""

from __future__ import annotations

import random

import pytest

from bot.engine.playout import check_no_leaks
from bot.games import tsukiji
from bot.games.tsukiji import DATA, TSUKIJI, market_ranking
from tests.games.test_tsukiji import (
    buy_lot,
    evaluate,
    give_rows,
    new_game,
    of_type,
    rejected,
    set_lots,
    set_market,
)


def ticket(lot: int, name: str) -> dict[str, object]:
    return {"type": "ticket", "lot": lot, "ticket": name}


def take(lot: int) -> dict[str, object]:
    return {"type": "take", "lot": lot}


# -- price tiles, Maguro table, options in the view ------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_price_tiles_are_open_from_the_start_of_the_round(players: int) -> None:
    state = TSUKIJI.setup(players, 3, {})
    expected = [
        {"cash": tile["cash"], "change": tile["change"], "alarm": rank == 0}
        for rank, tile in enumerate(DATA["tiles"][str(players)])
    ]
    for viewer in (None, 0):
        view = TSUKIJI.view(state, viewer)
        assert view["phase"] == "evaluate" and view["tiles"] == expected
        assert all(lot["tile"] is None for lot in view["lots"])  # laid on the lots at the reveal


def test_view_carries_the_options_the_maguro_table_and_the_bonuses() -> None:
    on = TSUKIJI.view(TSUKIJI.setup(3, 1, {"variant": True}), None)
    off = TSUKIJI.view(TSUKIJI.setup(3, 1, {}), 0)
    assert on["options"] == {"variant": True} and off["options"] == {"variant": False}
    assert on["maguro_values"] == off["maguro_values"] == DATA["maguro_values"]
    assert on["bonuses"] == off["bonuses"] == DATA["variant_bonuses"]


# -- marker stacks ---------------------------------------------------------------------------------
def test_a_marker_that_keeps_its_space_keeps_its_place_in_the_stack() -> None:
    """README (new): only a marker that lands on a new space goes on top of the stack."""
    state = new_game(4)
    set_market(
        state,
        {"hotategai": 1, "fugu": 1, "sake": 60, "tako": 60, "ebi": 58},
        ["hotategai", "fugu", "sake", "tako", "ebi"],  # fugu on hotategai; tako on sake
    )
    set_lots(
        state,
        [
            ["sake", "ebi", "maguro"],  # +4: sake stopped at 60, ebi lands on 60
            ["maguro", "maguro", "maguro"],
            ["maguro", "maguro", "maguro"],
            ["maguro", "maguro", "maguro"],
            ["hotategai", "maguro", "maguro"],  # -1: hotategai stopped at 1
        ],
    )
    events = evaluate(state)
    moves = {m["product"]: m for m in of_type(events, "reveal")[0]["moves"]}
    assert moves["sake"] == {"product": "sake", "delta": 4, "from": 60, "to": 60}
    assert moves["hotategai"] == {"product": "hotategai", "delta": -1, "from": 1, "to": 1}
    heights = {p: tsukiji.marker_height(state, p) for p in tsukiji.MARKET_PRODUCTS}
    assert heights == {"sake": 0, "tako": 1, "ebi": 2, "hotategai": 0, "fugu": 1}
    assert market_ranking(state) == ["ebi", "tako", "sake", "fugu", "hotategai"]


# -- Yakuza takes a card ---------------------------------------------------------------------------
def test_yakuza_chooses_a_card_a_takusan_included() -> None:
    state = new_game(4, round_=3)
    give_rows(state, 2, {"tako": 1}, takusan={"tako": 1})
    buy_lot(state, 2, ["yakuza", "maguro", "maguro"], lot=1)
    options = [
        {"row": "tako", "card": "tako"},
        {"row": "tako", "card": "takusan"},
        {"row": "maguro", "card": "maguro"},
    ]
    assert state["pending"]["kind"] == "yakuza" and state["pending"]["options"] == options
    assert TSUKIJI.view(state, None)["pending"]["options"] == options
    assert TSUKIJI.legal_actions(state, 2) == [{"type": "yakuza", **o} for o in options]
    discarded = dict(state["discard"])
    events = TSUKIJI.apply(state, 2, {"type": "yakuza", "row": "tako", "card": "takusan"})
    assert events[0] == {
        "type": "yakuza",
        "seat": 2,
        "row": "tako",
        "card": "takusan",
        "auto": False,
    }
    assert state["seats"][2]["rows"]["tako"] == {"cards": 1, "takusan": 0}
    assert state["discard"]["takusan"] == discarded["takusan"] + 1
    assert state["discard"]["tako"] == discarded["tako"]
    TSUKIJI.check_invariants(state)


def test_one_row_with_a_card_and_a_takusan_is_a_choice() -> None:
    state = new_game(4, round_=3)
    give_rows(state, 0, {"fugu": 2}, takusan={"fugu": 1})
    buy_lot(state, 0, ["yakuza", "yakuza", "yakuza"])
    assert state["pending"]["options"] == [
        {"row": "fugu", "card": "fugu"},
        {"row": "fugu", "card": "takusan"},
    ]
    TSUKIJI.apply(state, 0, {"type": "yakuza", "row": "fugu", "card": "fugu"})
    # Still a card and a Takusan in the row: the second Yakuza asks again.
    assert state["pending"]["yakuza"] == 2
    events = TSUKIJI.apply(state, 0, {"type": "yakuza", "row": "fugu", "card": "takusan"})
    # One natural card left: the third Yakuza takes it without asking.
    assert of_type(events, "yakuza")[-1] == {
        "type": "yakuza",
        "seat": 0,
        "row": "fugu",
        "card": "fugu",
        "auto": True,
    }
    assert state["seats"][0]["rows"] == {} and state["pending"] is None
    TSUKIJI.check_invariants(state)


def test_a_yakuza_with_one_kind_of_card_takes_it_without_asking() -> None:
    state = new_game(4, round_=2)
    give_rows(state, 0, {}, takusan={"sake": 2})
    events = buy_lot(state, 0, ["yakuza", "yakuza", "yakuza"])
    assert [(e["row"], e["card"]) for e in of_type(events, "yakuza")] == [
        ("sake", "takusan"),
        ("sake", "takusan"),
        (None, None),
    ]
    assert state["seats"][0]["rows"] == {} and state["seats"][0]["yakuza_taken"] == 3


def test_a_wrong_card_for_the_yakuza_is_refused() -> None:
    state = new_game(4, round_=3)
    give_rows(state, 2, {"tako": 1, "ebi": 1})
    buy_lot(state, 2, ["yakuza", "sake", "sake"], lot=1)
    error = rejected(state, 2, {"type": "yakuza", "row": "tako", "card": "takusan"})
    assert error.key == "tsukiji.invalid_row"
    assert rejected(state, 2, {"type": "yakuza", "row": "tako"}).key == "tsukiji.invalid_row"


# -- tickets in any order --------------------------------------------------------------------------
def test_tickets_go_on_the_lots_in_any_order_and_can_be_changed() -> None:
    state = new_game(3)  # 4 lots
    TSUKIJI.apply(state, 0, ticket(2, "4"))
    TSUKIJI.apply(state, 0, ticket(0, "x2"))
    me = TSUKIJI.view(state, 0)["me"]
    assert me["draft"] == ["x2", None, "4", None]
    assert me["available"] == ["0", "1", "2", "3", "4/2", "-1", "+6"]
    TSUKIJI.apply(state, 0, take(2))  # lot C's ticket comes back: only that lot changes
    assert state["seats"][0]["draft"] == ["x2", None, None, None]
    assert "4" in TSUKIJI.view(state, 0)["me"]["available"]
    TSUKIJI.apply(state, 0, ticket(2, "1"))
    TSUKIJI.apply(state, 0, ticket(3, "4"))
    assert state["seats"][0]["draft"] == ["x2", None, "1", "4"]
    assert {"type": "confirm"} not in TSUKIJI.legal_actions(state, 0)
    error = rejected(state, 0, {"type": "confirm"})
    assert (error.key, error.params) == ("tsukiji.draft_incomplete", {"placed": 3, "lots": 4})
    TSUKIJI.apply(state, 0, ticket(1, "0"))
    assert {"type": "confirm"} in TSUKIJI.legal_actions(state, 0)
    TSUKIJI.apply(state, 0, take(0))  # still free to change before confirming
    TSUKIJI.apply(state, 0, ticket(0, "3"))
    assert state["seats"][0]["draft"] == ["3", "0", "1", "4"]
    TSUKIJI.check_invariants(state)
    assert TSUKIJI.apply(state, 0, {"type": "confirm"}) == [{"type": "confirmed", "seat": 0}]
    assert 0 not in TSUKIJI.to_act(state) and TSUKIJI.legal_actions(state, 0) == []
    for seat in (1, 2):
        for lot, name in enumerate(("0", "1", "2", "3")):
            TSUKIJI.apply(state, seat, ticket(lot, name))
        events = TSUKIJI.apply(state, seat, {"type": "confirm"})
    reveal = of_type(events, "reveal")[0]
    assert [lot[0] for lot in reveal["tickets"]] == ["3", "0", "1", "4"]
    assert state["seats"][0]["specials"] == ["4/2", "-1", "+6", "x2"]  # x2 taken back: kept


def test_ticket_legal_actions_cover_every_empty_lot() -> None:
    state = new_game(2)
    TSUKIJI.apply(state, 1, ticket(1, "+6"))
    legal = TSUKIJI.legal_actions(state, 1)
    hand = [t for t in (*tsukiji.NORMAL_TICKETS, *tsukiji.SPECIAL_TICKETS) if t != "+6"]
    expected = [ticket(lot, name) for lot in (0, 2) for name in hand]
    assert [a for a in legal if a["type"] == "ticket"] == expected
    assert legal[len(expected) :] == [take(1), {"type": "reset"}]
    assert TSUKIJI.undo_actions == {"take", "reset"}  # revisions: random play rarely picks them


def test_ticket_refusals() -> None:
    state = new_game(2)
    TSUKIJI.apply(state, 0, ticket(1, "3"))
    error = rejected(state, 0, ticket(0, "3"))
    assert (error.key, error.params) == ("tsukiji.ticket_used", {"ticket": "3", "lot": 1})
    error = rejected(state, 0, ticket(1, "2"))
    assert (error.key, error.params) == ("tsukiji.lot_has_ticket", {"lot": 1, "ticket": "3"})
    error = rejected(state, 0, take(0))
    assert (error.key, error.params) == ("tsukiji.lot_has_no_ticket", {"lot": 0})
    assert rejected(state, 0, ticket(3, "0")).key == "tsukiji.no_such_lot"
    assert rejected(state, 0, ticket(-1, "0")).key == "tsukiji.no_such_lot"
    assert rejected(state, 0, take(5)).key == "tsukiji.no_such_lot"
    assert rejected(state, 0, {"type": "ticket", "ticket": "0"}).key == "tsukiji.no_such_lot"
    assert rejected(state, 0, ticket(0, "7")).key == "tsukiji.unknown_ticket"
    TSUKIJI.apply(state, 0, {"type": "reset"})
    assert state["seats"][0]["draft"] == [None, None, None]
    assert rejected(state, 0, {"type": "reset"}).key == "tsukiji.draft_empty"


def test_drafts_in_any_order_stay_secret() -> None:
    state = new_game(4)
    TSUKIJI.apply(state, 1, ticket(4, "x2"))
    TSUKIJI.apply(state, 1, ticket(2, "+6"))
    for lot, name in ((3, "0"), (0, "1"), (1, "2"), (2, "3"), (4, "4")):
        TSUKIJI.apply(state, 2, ticket(lot, name))
    TSUKIJI.apply(state, 2, {"type": "confirm"})
    check_no_leaks(TSUKIJI, state, 4, random.Random(2))
    assert TSUKIJI.view(state, 0)["me"]["draft"] == [None] * 5


# -- start player ----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_start_player_is_drawn_from_the_seed_and_money_follows(players: int) -> None:
    starts = {TSUKIJI.setup(players, seed, {})["start_player"] for seed in range(60)}
    assert starts == set(range(players)), "every seat can be drawn"
    start_money, step = DATA["money"]["start"], DATA["money"]["step"]
    for seed in range(12):
        state = TSUKIJI.setup(players, seed, {})
        start = state["start_player"]
        assert state == TSUKIJI.setup(players, seed, {})
        for k in range(players):
            assert state["seats"][(start + k) % players]["money"] == start_money + step * k
        evaluate(state)
        assert state["turn"] == start
