"""The Tsukiji computer's decisions in chosen positions (legality, hidden information and
strength against random players: ``tests/contract/test_computers.py``)."""

from __future__ import annotations

import random

from bot.ai import choose_action, decide
from bot.ai import tsukiji as ai
from bot.games.tsukiji import TSUKIJI, lot_total
from tests.ai.helpers import random_move, soak_decisions, win_share


def test_computer_places_takusan_and_yakuza() -> None:
    """Row choices come up in soaks; make sure the computer has met many of them."""
    chosen = soak_decisions(TSUKIJI, 2, range(100, 130), chance=0.8)
    assert chosen["takusan"] + chosen["yakuza"] >= 5


def test_view_hides_other_drafts_from_the_computer() -> None:
    """What the computer receives holds no trace of another seat's secret draft."""
    state = TSUKIJI.setup(3, 5, {})
    for lot, ticket in enumerate(("x2", "+6", "-1", "4/2")):
        TSUKIJI.apply(state, 1, {"type": "ticket", "lot": lot, "ticket": ticket})
    view = TSUKIJI.view(state, 0)
    assert all("draft" not in seat for seat in view["seats"])
    assert view["me"]["draft"] == [None] * 4
    assert view["seats"][1]["specials"] == ["4/2", "-1", "+6", "x2"]  # owned, not where placed
    action = choose_action("tsukiji", view, TSUKIJI.legal_actions(state, 0), random.Random(1))
    assert action["type"] == "ticket"


def test_completes_a_draft_started_by_a_person() -> None:
    """A timer takeover mid-draft: the computer keeps the tickets placed and finishes."""
    state = TSUKIJI.setup(4, 8, {})
    for lot, ticket in ((3, "+6"), (1, "0")):
        TSUKIJI.apply(state, 2, {"type": "ticket", "lot": lot, "ticket": ticket})
    while 2 in TSUKIJI.to_act(state):
        legal = TSUKIJI.legal_actions(state, 2)
        action = decide("tsukiji", TSUKIJI.view(state, 2), legal, random.Random(0))
        assert action in legal and action["type"] not in TSUKIJI.undo_actions
        TSUKIJI.apply(state, 2, action)
    draft = state["seats"][2]["draft"]
    assert (draft[3], draft[1]) == ("+6", "0") and None not in draft
    assert state["seats"][2]["confirmed"]


def test_plan_is_followed_step_by_step() -> None:
    """Each step of a draft recomputes the same plan from the view."""
    state = TSUKIJI.setup(4, 21, {})
    plan = ai.plan_tickets(TSUKIJI.view(state, 1))
    assert len(plan) == 5 and len(set(plan)) == 5
    for lot, ticket in enumerate(plan):
        legal = TSUKIJI.legal_actions(state, 1)
        action = decide("tsukiji", TSUKIJI.view(state, 1), legal, random.Random(0))
        assert action == {"type": "ticket", "lot": lot, "ticket": ticket}
        TSUKIJI.apply(state, 1, action)
    legal = TSUKIJI.legal_actions(state, 1)
    assert decide("tsukiji", TSUKIJI.view(state, 1), legal, random.Random(0)) == {"type": "confirm"}


def test_same_rng_same_decisions() -> None:
    state = TSUKIJI.setup(3, 4, {})
    view, legal = TSUKIJI.view(state, 0), TSUKIJI.legal_actions(state, 0)
    for level in ("random", "greedy", "normal"):
        picks = {str(choose_action("tsukiji", view, legal, random.Random(9), level)) for _ in "ab"}
        assert len(picks) == 1


def test_passes_when_nothing_is_worth_its_price() -> None:
    """Last round, every lot Yakuza-only at a price: the computer takes the pass money."""
    state = TSUKIJI.setup(2, 3, {})
    rng = random.Random(0)
    while state["round"] < 7 or state["phase"] != "buy":
        seat = min(TSUKIJI.to_act(state))
        TSUKIJI.apply(state, seat, random_move(TSUKIJI, TSUKIJI.legal_actions(state, seat), rng))
    for lot in state["lots"]:
        lot["cards"] = ["yakuza", "yakuza", "yakuza"]
    seat = state["turn"]
    action = decide("tsukiji", TSUKIJI.view(state, seat), TSUKIJI.legal_actions(state, seat), rng)
    assert action == {"type": "pass"}


def test_buys_a_bargain() -> None:
    """Last round, a lot of three top-ranked cards for its price: the computer buys it."""
    state = TSUKIJI.setup(2, 3, {})
    rng = random.Random(0)
    while state["round"] < 7 or state["phase"] != "buy":
        seat = min(TSUKIJI.to_act(state))
        TSUKIJI.apply(state, seat, random_move(TSUKIJI, TSUKIJI.legal_actions(state, seat), rng))
    top = TSUKIJI.view(state, None)["market_rank"][0]
    for lot in state["lots"]:
        lot["cards"] = ["yakuza", "yakuza", "yakuza"]
    cheapest = min(range(3), key=lambda i: state["lots"][i]["tile"]["cash"])
    state["lots"][cheapest]["cards"] = [top, top, top]
    seat = state["turn"]
    state["seats"][seat]["money"] = 20
    action = decide("tsukiji", TSUKIJI.view(state, seat), TSUKIJI.legal_actions(state, seat), rng)
    assert action == {"type": "buy", "lot": cheapest}


def test_computer_beats_greedy() -> None:
    """Beyond the contract's strength against random players: it beats the greedy level too."""
    assert win_share(TSUKIJI, 2, "normal", "greedy", 24) > 0.5


def test_the_computer_prices_lots_like_the_rules() -> None:
    rng = random.Random(5)
    tickets = [*ai.NORMALS, *sorted(ai.SPECIALS)]
    for _ in range(3000):
        lot = rng.sample(tickets, rng.randint(1, 4))
        assert ai._price_total(*ai._parts(lot)) == lot_total(lot), lot


def _last_round_choice(variant: bool) -> dict:
    """Last round, seat 0 to buy, three of every product but two Sake (the lowest-ranked):
    lot A is worth more at the market, lot C completes the variant's "three of each"."""
    from tests.games.test_tsukiji import RANKED, evaluate, give_rows, new_game, set_lots, set_market

    state = new_game(2, round_=7, variant=variant)
    every = {"ebi": 3, "hotategai": 3, "tako": 3, "fugu": 3, "maguro": 3, "sake": 2}
    give_rows(state, 0, every)
    give_rows(state, 1, {"ebi": 2, "tako": 2})
    set_lots(state, [["ebi", "ebi", "tako"], ["yakuza"] * 3, ["sake", "fugu", "fugu"]])
    evaluate(state)  # tiles: lot A 12, lot B 8, lot C 4
    set_market(state, RANKED)  # final values: hotategai 10, ebi 7, tako 5, fugu 3, sake 1
    for seat_state in state["seats"]:
        seat_state["money"] = 30
    view = TSUKIJI.view(state, 0)
    assert view["options"] == {"variant": variant}
    return decide("tsukiji", view, TSUKIJI.legal_actions(state, 0), random.Random(0))


def test_the_computer_plays_the_variant_when_it_is_on() -> None:
    # Without the variant lot A (19 for 12) beats lot C (7 for 4); with it lot C adds +10.
    assert _last_round_choice(variant=False) == {"type": "buy", "lot": 0}
    assert _last_round_choice(variant=True) == {"type": "buy", "lot": 2}


def test_the_computer_keeps_a_variant_bonus_when_a_yakuza_strikes() -> None:
    """A Yakuza takes a card: the cheapest one without the variant (a Sake, ¥1), with it a
    Fugu (¥3) so as to keep three Sake and the +10 for three of every product."""
    from tests.games.test_tsukiji import buy_lot, give_rows, new_game, set_market

    choices = []
    for variant in (False, True):
        state = new_game(2, round_=7, variant=variant)
        every = {"ebi": 3, "hotategai": 3, "tako": 3, "fugu": 4, "maguro": 3, "sake": 1}
        give_rows(state, 0, every)
        buy_lot(state, 0, ["yakuza", "sake", "sake"])
        set_market(state, {"hotategai": 30, "ebi": 22, "tako": 15, "fugu": 8, "sake": 3})
        legal = TSUKIJI.legal_actions(state, 0)
        choices.append(decide("tsukiji", TSUKIJI.view(state, 0), legal, random.Random(0)))
    assert choices == [
        {"type": "yakuza", "row": "sake", "card": "sake"},
        {"type": "yakuza", "row": "fugu", "card": "fugu"},
    ]
