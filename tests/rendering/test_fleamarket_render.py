"""Rendering layer: every Flea Market picture is a valid, small, deterministic PNG drawn from
views only; the public pictures never depend on a seat's private view; phone first (issue 16):
800 px wide, the turn banner first and largest, the decision context in the private picture,
every symbol in a legend."""

from __future__ import annotations

import copy
import io
import json
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image

from bot.i18n import messages
from rendering import components as C
from rendering import fleamarket
from rendering.fleamarket.art import card_sprite
from rendering.fleamarket.hand import war_colours
from rendering.fleamarket.parts import CARD_H, CARD_W, STALL_GAP, card_buttons
from rendering.fleamarket.seats import flow, seat_row_height
from rendering.fonts import recording
from tests.rendering import fleamarket_views as V

MAX_BYTES = 250 * 1024

Renderer = Callable[[dict[str, Any], list[str]], bytes]
CASES: list[tuple[str, Renderer, Callable[[], dict[str, Any]], list[str]]] = [
    ("board_4p_display", fleamarket.render_board, V.board_4p_display, V.NAMES_4P),
    ("board_4p_settle", fleamarket.render_board, V.board_4p_settle, V.NAMES_4P),
    ("board_4p_cut", fleamarket.render_board, V.board_4p_cut, V.NAMES_4P),
    ("board_3p_restock", fleamarket.render_board, V.board_3p_restock, V.NAMES_3P),
    ("board_4p_many_stalls", fleamarket.render_board, V.board_4p_many_stalls, V.NAMES_4P),
    ("board_4p_over", fleamarket.render_board, V.final_4p, V.NAMES_4P),
    ("hand_4p_display", fleamarket.render_hand, V.hand_4p_display, V.NAMES_4P),
    ("hand_4p_selecting", fleamarket.render_hand, V.hand_4p_selecting, V.NAMES_4P),
    ("hand_huge", fleamarket.render_hand, V.hand_huge, V.NAMES_4P),
    ("settlement_4p_sale", fleamarket.render_settlement, V.settlement_4p_sale, V.NAMES_4P),
    ("settlement_3p_tie", fleamarket.render_settlement, V.settlement_3p_tie, V.NAMES_3P),
    ("final_4p", fleamarket.render_final, V.final_4p, V.NAMES_4P),
    ("final_3p", fleamarket.render_final, V.final_3p, V.NAMES_3P),
    ("board_4p_money", fleamarket.render_board, V.board_4p_money, V.NAMES_4P),
    ("board_4p_rich", fleamarket.render_board, V.board_4p_rich, V.NAMES_4P),
    ("board_4p_first", fleamarket.render_board, V.first_board_4p, V.NAMES_4P),
    ("hand_4p_money", fleamarket.render_hand, V.hand_4p_money, V.NAMES_4P),
    ("settlement_4p_cut", fleamarket.render_settlement, V.settlement_4p_cut, V.NAMES_4P),
]

EN = messages("en")


def _open(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    Image.open(io.BytesIO(data)).verify()
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


@pytest.mark.parametrize(("name", "render", "make", "names"), CASES, ids=[c[0] for c in CASES])
def test_png_valid_small_and_deterministic(
    name: str, render: Renderer, make: Callable[[], dict[str, Any]], names: list[str]
) -> None:
    view = make()
    before = json.dumps(view, sort_keys=True)
    first = render(view, names, EN)
    assert json.dumps(view, sort_keys=True) == before, "renderers must not mutate the view"
    img = _open(first)
    assert img.width == C.WIDTH
    assert 300 <= img.height <= 3000
    assert len(first) <= MAX_BYTES, f"{name}: {len(first)} bytes"
    assert render(copy.deepcopy(view), list(names), EN) == first


@pytest.mark.parametrize(
    "render", [fleamarket.render_board, fleamarket.render_settlement], ids=["board", "settle"]
)
def test_public_pictures_ignore_the_private_view(render: Renderer) -> None:
    public = V.settlement_4p_sale()
    private = copy.deepcopy(public)
    private["me"] = V.hand_4p_display()["me"]
    private["me"]["popularity"] = 14
    assert render(public, V.NAMES_4P, EN) == render(private, V.NAMES_4P, EN)


def test_hand_shows_the_secret_popularity() -> None:
    view = V.hand_4p_display()
    other = copy.deepcopy(view)
    other["me"]["popularity"] = view["me"]["popularity"] + 7
    assert fleamarket.render_hand(view, V.NAMES_4P, EN) != fleamarket.render_hand(
        other, V.NAMES_4P, EN
    )


def test_hand_requires_a_seat_view() -> None:
    with pytest.raises(ValueError):
        fleamarket.render_hand(V.board_4p_display(), V.NAMES_4P, EN)


def test_a_bigger_hand_makes_a_taller_picture() -> None:
    small = _open(fleamarket.render_hand(V.hand_4p_display(), V.NAMES_4P, EN))
    huge = _open(fleamarket.render_hand(V.hand_huge(), V.NAMES_4P, EN))
    assert huge.height > small.height


def test_three_players_make_a_shorter_board() -> None:
    four = _open(fleamarket.render_board(V.board_4p_display(), V.NAMES_4P, EN))
    three = _open(fleamarket.render_board(V.board_3p_restock(), V.NAMES_3P, EN))
    assert four.height > three.height


def test_missing_names_and_custom_strings_fall_back() -> None:
    img = _open(fleamarket.render_board(V.board_4p_display(), ["Alice"], EN))
    assert img.width == C.WIDTH


def test_stalls_wrap_onto_lines_that_fit() -> None:
    width = C.WIDTH - 2 * C.MARGIN - 2 * C.PAD
    for stalls in (1, 3, 7, 9, 12, 20):
        lines = flow(stalls, 120, width)
        assert sum(lines) == stalls
        per = CARD_W + STALL_GAP
        assert all(n * per - STALL_GAP <= width for n in lines)
        assert lines[-1] * per + 120 <= width  # the total fits after the last card


def test_cards_split() -> None:
    assert fleamarket.split_card("red5") == ("red", 5)
    assert fleamarket.split_card("purple9") == ("purple", 9)


# -- issue 14: money cards, price-cut cards, popularity pile counts, the start player ----------
def _texts(render: Renderer, view: dict[str, Any], names: list[str]) -> list[Any]:
    with recording() as drawn:
        render(view, names, EN)
    return drawn


def test_board_shows_every_popularity_pile_count() -> None:
    view = V.board_4p_rich()
    drawn = _texts(fleamarket.render_board, view, V.NAMES_4P)
    right = C.WIDTH - C.MARGIN - C.PAD  # the pile count closes each seat's last line
    counts = [d.wanted for d in drawn if d.box[2] == right and d.size == C.FS_H2]
    assert counts == [str(seat["popularity_count"]) for seat in view["seats"]]
    other = copy.deepcopy(view)
    other["seats"][2]["popularity_count"] = 12
    assert fleamarket.render_board(view, V.NAMES_4P, EN) != fleamarket.render_board(
        other, V.NAMES_4P, EN
    )


def test_board_shows_the_money_cards_not_only_their_sum() -> None:
    view = V.board_4p_money()
    seat = next(s for s in view["seats"] if s["money_cards"])
    other = copy.deepcopy(view)
    mine = next(s for s in other["seats"] if s["seat"] == seat["seat"])
    swap = {"red": "blue", "yellow": "green", "blue": "red", "green": "yellow"}
    mine["money_cards"] = [
        swap.get(fleamarket.split_card(c)[0], "red") + str(fleamarket.split_card(c)[1])
        for c in mine["money_cards"]
    ]  # the same values (and money), other colours
    assert fleamarket.render_board(view, V.NAMES_4P, EN) != fleamarket.render_board(
        other, V.NAMES_4P, EN
    )


def test_board_shows_the_price_cut_cards() -> None:
    view = V.board_4p_money()
    seat = next(s for s in view["seats"] if s["cut_cards"])
    other = copy.deepcopy(view)
    next(s for s in other["seats"] if s["seat"] == seat["seat"])["cut_cards"] = ["purple1"] * 3
    assert fleamarket.render_board(view, V.NAMES_4P, EN) != fleamarket.render_board(
        other, V.NAMES_4P, EN
    )


def test_hand_shows_its_own_pile_count_and_the_other_shops() -> None:
    view = V.hand_4p_money()
    me = view["me"]["seat"]
    drawn = _texts(fleamarket.render_hand, view, V.NAMES_4P)
    count = view["seats"][me]["popularity_count"]
    pill = f"Popularity {view['me']['popularity']} in {count} cards · only you see the total"
    assert any(d.wanted == pill for d in drawn)
    assert any(d.wanted == "THE OTHER SHOPS" for d in drawn)
    for seat in view["seats"]:
        if seat["seat"] != me:
            assert any(d.wanted.startswith(V.NAMES_4P[seat["seat"]][:4]) for d in drawn)
    other = copy.deepcopy(view)
    other["seats"][(me + 1) % 4]["popularity_count"] += 5
    assert fleamarket.render_hand(view, V.NAMES_4P, EN) != fleamarket.render_hand(
        other, V.NAMES_4P, EN
    )


def test_settlement_shows_the_discarded_price_cut_cards() -> None:
    view = V.settlement_4p_cut()
    drawn = _texts(fleamarket.render_settlement, view, V.NAMES_4P)
    assert "price-cut cards discarded" in " ".join(d.wanted for d in drawn)


def test_final_shows_the_pile_sizes() -> None:
    view = V.final_4p()
    drawn = [d.wanted for d in _texts(fleamarket.render_final, view, V.NAMES_4P)]
    for entry in view["result"]["breakdown"]:
        for value, key in (("popularity", "popularity_cards"), ("money", "money_cards")):
            text = str(entry[value]) if value == "popularity" else f"¥{entry[value]}"
            n = entry[key]
            wanted = text if not n else f"{text} in {n} card" + ("" if n == 1 else "s")
            assert wanted in drawn


def test_the_first_board_names_the_start_player_drawn_at_random() -> None:
    view = V.first_board_4p()
    drawn = _texts(fleamarket.render_board, view, V.NAMES_4P)
    (strip,) = [d for d in drawn if d.wanted.startswith("COLOURS SHOWING")]
    info = [d for d in drawn if d.size == C.FS_SMALL and d.box[3] <= strip.box[1]]
    note = " ".join(d.wanted for d in info)  # under the banner, above the colours
    assert "drawn at random" in note
    assert V.NAMES_4P[view["start_player"]][:2] in note
    later = _texts(fleamarket.render_board, V.board_4p_display(), V.NAMES_4P)
    assert not any("drawn at random" in d.wanted for d in later)


# -- issue 16: phone first, the turn banner, decision context, legends --------------------------
def _canvas_texts(render: Renderer, view: dict[str, Any], names: list[str]) -> list[Any]:
    drawn = _texts(render, view, names)
    size = max((d.image_size for d in drawn), key=lambda s: s[0] * s[1])
    return [d for d in drawn if d.image_size == size]


@pytest.mark.parametrize(("name", "render", "make", "names"), CASES, ids=[c[0] for c in CASES])
def test_the_banner_comes_first_in_the_largest_type(
    name: str, render: Renderer, make: Callable[[], dict[str, Any]], names: list[str]
) -> None:
    drawn = _canvas_texts(render, make(), names)
    first = min(drawn, key=lambda d: d.box[1])
    assert first.size == max(d.size for d in drawn) == C.FS_BANNER
    assert all(d.size >= C.FS_MIN for d in drawn)


def test_the_acting_seat_reads_your_turn_and_the_others_whose_turn() -> None:
    state = V.display_4p()
    from bot.games.fleamarket import FLEAMARKET

    turn = state["turn"]
    mine = _canvas_texts(fleamarket.render_hand, FLEAMARKET.view(state, turn), V.NAMES_4P)
    assert min(mine, key=lambda d: d.box[1]).wanted == "Your turn"
    other = (turn + 1) % 4
    theirs = _canvas_texts(fleamarket.render_hand, FLEAMARKET.view(state, other), V.NAMES_4P)
    banner = min(theirs, key=lambda d: d.box[1]).wanted
    assert banner == f"{V.NAMES_4P[turn]}’s turn"
    assert not any("plays or passes" in d.wanted for d in mine + theirs)


def test_the_hand_shows_the_colour_counts_the_rivals_and_my_money() -> None:
    view = V.hand_4p_money()
    me = view["me"]["seat"]
    drawn = [d.wanted for d in _canvas_texts(fleamarket.render_hand, view, V.NAMES_4P)]
    threshold = view["threshold"]
    for colour in view["colours"]:
        assert f"{view['colour_counts'].get(colour, 0)}/{threshold}" in drawn
    assert f"price war at {threshold}" in drawn
    assert f"¥{view['seats'][me]['money']}" in drawn
    for seat in view["seats"]:
        if seat["seat"] == me:
            continue
        total = sum(fleamarket.split_card(c)[1] for c in seat["display"]) - seat["cut"]
        assert (str(total) if seat["display"] else "—") in drawn
        assert str(seat["popularity_count"]) in drawn
        assert f"¥{seat['money']}" in drawn
    for heading in ("Σ stalls", "★ cards", "Money", "Hand"):
        assert heading in drawn


def test_empty_stalls_carry_no_word_and_cards_write_their_buttons() -> None:
    view = V.board_4p_display()
    card_sprite.cache_clear()  # cached sprites are not drawn (nor recorded) again
    drawn = _texts(fleamarket.render_board, view, V.NAMES_4P)
    assert not any(d.wanted in ("empty", "SALE") for d in drawn)
    stall = next(c for s in view["seats"] for c in s["display"])
    money, pop, _ = card_buttons(view, stall)
    on_cards = {d.wanted for d in drawn if d.image_size == (CARD_W, CARD_H)}
    assert {f"¥{money}", f"★{pop}"} <= on_cards


def test_every_picture_explains_its_symbols() -> None:
    board = {d.wanted for d in _texts(fleamarket.render_board, V.board_4p_display(), V.NAMES_4P)}
    for meaning in (
        "money if sold highest",
        "popularity if lowest",
        "sale (5)",
        "empty stall",
        "stall total after the cut",
        "cards in hand",
        "popularity cards (face down)",
        "paid for the price cut",
        "start player",
    ):
        assert meaning in board
    hand = {d.wanted for d in _texts(fleamarket.render_hand, V.hand_4p_money(), V.NAMES_4P)}
    assert "popularity cards (face down)" in hand
    settle = {
        d.wanted for d in _texts(fleamarket.render_settlement, V.settlement_4p_sale(), V.NAMES_4P)
    }
    assert {"money if sold highest", "kept in a sale", "discarded"} <= settle


def test_the_settlement_says_first_who_took_what() -> None:
    view = V.settlement_4p_sale()
    drawn = _canvas_texts(fleamarket.render_settlement, view, V.NAMES_4P)
    banner = sorted(drawn, key=lambda d: d.box[1])[:2]
    entries = view["last_settlement"]["seats"]
    high = next(e for e in entries if e["role"] == "highest")
    assert banner[0].wanted.startswith(V.NAMES_4P[high["seat"]][:6])
    assert banner[0].wanted.endswith(f" takes ¥{high['money']}")
    low = next((e for e in entries if e["role"] == "lowest"), None)
    if low is not None:
        assert banner[1].wanted.startswith(V.NAMES_4P[low["seat"]][:4])
        assert "as popularity" in banner[1].wanted
    assert not any(d.wanted.startswith("start:") for d in drawn)


def test_the_final_names_the_winner_not_someone() -> None:
    view = V.final_4p()
    drawn = _canvas_texts(fleamarket.render_final, view, V.NAMES_4P)
    (winner,) = view["result"]["winners"]
    top = sorted(drawn, key=lambda d: d.box[1])[:2]
    assert top[0].wanted == f"{V.NAMES_4P[winner]} wins"
    assert top[1].wanted.startswith(V.NAMES_4P[winner][:4])
    assert not any("someone" in d.wanted for d in drawn)


def test_a_full_line_of_empty_stalls_takes_no_second_line() -> None:
    """No total follows empty stalls, so eight of them fit on one line like four do."""
    seat = {"seat": 0, "stalls": 8, "display": [], "cut": 0}
    assert seat_row_height(seat, EN) == seat_row_height(
        {**seat, "stalls": 4}, EN
    )


def test_the_last_board_names_the_winner_first() -> None:
    view = V.final_4p()
    drawn = _canvas_texts(fleamarket.render_board, view, V.NAMES_4P)
    (winner,) = view["result"]["winners"]
    assert min(drawn, key=lambda d: d.box[1]).wanted == f"{V.NAMES_4P[winner]} wins"


def test_the_hand_marks_the_cards_that_would_start_a_price_war() -> None:
    view = V.hand_4p_display()
    view["colour_counts"] = {"red": 0, "yellow": 1, "blue": 2, "green": 3, "brown": 4}
    assert view["threshold"] == 4
    assert war_colours(view) == {"green", "brown"}
    assert war_colours({**view, "phase": "restock"}) == set()
    view["me"]["hand"] = ["green3", "red4"]
    drawn = [d.wanted for d in _texts(fleamarket.render_hand, view, V.NAMES_4P)]
    assert "played now: price war" in drawn
