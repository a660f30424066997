"""Flea Market, rulings round 3: the settlement is a public moment, then its popularity cards
are secret; a price war is settled before the six-colour stop; "most" needs at least one."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.engine.protocol import State
from bot.games import fleamarket
from tests.games.test_fleamarket import GAME, act, arrange, new_game, of_type, play


def _settle_round_one(state: State) -> list[dict[str, Any]]:
    """Round 1 of a 3-player game: red 9 (highest, money), blue 1 (lowest, popularity) and
    green 3 (nothing) are played; the empty hands pass and the settlement follows."""
    arrange(state, hands={0: ["red9"], 1: ["blue1"], 2: ["green3"]})
    events = play(state, 0, "red9") + play(state, 1, "blue1") + play(state, 2, "green3")
    assert state["phase"] == "restock" and state["seats"][1]["popularity_cards"] == ["blue1"]
    return events


def _restock_everyone(state: State) -> None:
    while state["phase"] == "restock":
        seat = state["turn"]
        act(state, seat, "draw" if state["restock"]["step"] == "choose" else "done")


def _shown(view: dict[str, Any]) -> str:
    """What the view says about the last settlement and recent plays, as text."""
    return json.dumps([view["last_settlement"], view["recent"]])


@pytest.mark.parametrize("viewer", [None, 0, 1, 2])
def test_the_settlement_is_public_until_the_next_rounds_first_action(viewer: int | None) -> None:
    state = new_game(3, start=0)
    _settle_round_one(state)
    _restock_everyone(state)
    assert state["phase"] == "cut" and state["round"] == 2 and state["turn"] == 0
    moment = GAME.view(state, viewer)
    last = moment["last_settlement"]
    assert last is not None and last["open"]
    assert last["seats"][1]["cards"] == ["blue1"] and last["seats"][1]["total"] == 1
    act(state, 0, "cut", amount=0)  # the next round's first action
    after = GAME.view(state, viewer)
    last = after["last_settlement"]
    assert last is not None and not last["open"]
    lowest = last["seats"][1]
    assert (lowest["role"], lowest["took"]) == ("lowest", "popularity")
    assert lowest["cards"] == [] and lowest["face_down"] == 1 and lowest["total"] is None
    assert "blue1" not in _shown(after), "a popularity card is named after its moment"
    assert after["seats"][1]["popularity_count"] == 1  # the pile's size stays public
    assert last["seats"][0]["cards"] == ["red9"] and last["seats"][0]["total"] == 9  # money
    assert last["seats"][2]["cards"] == ["green3"]  # discarded face up


@pytest.mark.parametrize("first", ["play", "pass"])
def test_a_play_or_a_pass_ends_the_moment_too(first: str) -> None:
    state = new_game(3, start=0)
    _settle_round_one(state)
    _restock_everyone(state)
    state["seats"][0]["money"], state["seats"][0]["money_cards"] = 0, []
    state["discard"].append("red9")
    fleamarket._cut_from(state, 0, [])  # nobody has money: the display opens at once
    assert state["phase"] == "display" and fleamarket.settlement_on_show(state)
    seat = state["turn"]
    if first == "play":
        play(state, seat, state["seats"][seat]["hand"][0])
    else:
        act(state, seat, "pass")
    assert not fleamarket.settlement_on_show(state)
    assert "blue1" not in _shown(GAME.view(state, None))


def test_what_stays_in_the_channel_never_names_a_popularity_card() -> None:
    """The settlement event (its announcement stays in the channel) counts the popularity
    cards face down and leaves out the totals that would add them up."""
    state = new_game(3, start=0)
    events = _settle_round_one(state)
    report = of_type(events, "settlement")[0]
    assert report["seats"][1]["cards"] == [] and report["seats"][1]["face_down"] == 1
    assert report["seats"][1]["total"] is None and not report["open"]
    assert "blue1" not in json.dumps(report)


def test_a_sale_kept_as_popularity_is_hidden_after_the_moment() -> None:
    state = new_game(3, start=0)
    arrange(state, hands={0: ["red9", "blue9"], 1: ["blue1"], 2: ["green5", "yellow5"]})
    play(state, 0, "red9", "blue9")
    play(state, 1, "blue1")
    play(state, 2, "green5", "yellow5")
    if state["phase"] == "settle":
        act(state, 2, "sale", take="popularity")
    last = state["last_settlement"]["seats"][2]
    assert (last["role"], last["took"], last["kept"]) == ("sale", "popularity", "green5")
    fleamarket._close_moment(state)
    shown = GAME.view(state, None)["last_settlement"]
    assert shown is not None
    sale = shown["seats"][2]
    assert sale["kept"] is None and sale["face_down"] == 1 and sale["total"] is None
    assert sale["cards"] == sale["discarded"] == ["yellow5"]


def test_a_price_war_discards_before_the_six_colours_are_counted() -> None:
    """4 players: the play shows the sixth colour (purple) and starts a war in red; red goes
    first, and what remains (five colours) does not stop the display."""
    state = new_game(4, start=0)
    arrange(
        state,
        hands={0: ["purple2", "red2"], 1: ["red8"], 2: ["blue8"], 3: ["green8"]},
        displays={1: ["red1", "yellow1"], 2: ["blue1", "red3"], 3: ["green4", "red6", "brown9"]},
    )
    events = play(state, 0, "purple2", "red2")
    assert of_type(events, "price_war")[0]["colours"] == ["red"]
    assert not of_type(events, "all_colours") and state["phase"] == "display"
    assert sorted(c for c, n in fleamarket.colour_counts(state).items() if n) == [
        "blue", "brown", "green", "purple", "yellow",
    ]  # fmt: skip


def test_most_popularity_needs_at_least_one() -> None:
    """Nobody has popularity: nobody has the most, so the money decides; nobody has either:
    everyone shares the win."""
    state = new_game(3, start=0)
    for seat, money in enumerate([0, 2, 1]):
        state["seats"][seat]["popularity"] = 0
        state["seats"][seat]["money"] = money
    result = fleamarket.score_game(state)
    assert result["winners"] == [1] and result["ranking"] == [3, 1, 2]
    for seat_state in state["seats"]:
        seat_state["money"] = 0
    assert fleamarket.score_game(state)["winners"] == [0, 1, 2]
