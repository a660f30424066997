"""Rendering layer: every Flea Market picture is a valid, small, deterministic PNG drawn from
views only; the public pictures never depend on a seat's private view."""

from __future__ import annotations

import copy
import io
import json
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image

from bot.i18n import messages
from rendering import fleamarket
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
    assert img.width == 1280
    assert 300 <= img.height <= 2000
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
    assert four.height - three.height == fleamarket.ROW_H + 10


def test_missing_names_and_custom_strings_fall_back() -> None:
    img = _open(fleamarket.render_board(V.board_4p_display(), ["Alice"], EN))
    assert img.width == 1280


def test_stalls_shrink_to_fit() -> None:
    width = 800
    for stalls in (3, 7, 9, 12, 20):
        w, h, gap = fleamarket._stall_layout(stalls, True, width)
        assert stalls * (w + gap) + (h - w) <= width + gap
        assert h > w


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
    labels = [d for d in drawn if d.wanted == "POPULARITY"]
    assert len(labels) == 4
    for label, seat in zip(labels, view["seats"], strict=True):
        count = str(seat["popularity_count"])
        near = [d for d in drawn if d.wanted == count and 0 < d.box[1] - label.box[1] < 60]
        assert near, f"no count {count} under the popularity label"
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
    assert any(d.wanted == "price cut · discarded" for d in drawn)


def test_final_shows_the_pile_sizes() -> None:
    drawn = _texts(fleamarket.render_final, V.final_4p(), V.NAMES_4P)
    assert (
        sum(d.wanted.startswith("in ") and d.wanted.endswith(("card", "cards")) for d in drawn) == 8
    )


def test_the_first_board_names_the_start_player_drawn_at_random() -> None:
    view = V.first_board_4p()
    drawn = _texts(fleamarket.render_board, view, V.NAMES_4P)
    header = [d for d in drawn if d.box[3] <= fleamarket.HEADER_H]
    (note,) = [d for d in header if "drawn at random" in d.wanted]
    assert V.NAMES_4P[view["start_player"]][:6] in note.wanted
    later = _texts(fleamarket.render_board, V.board_4p_display(), V.NAMES_4P)
    assert not any("drawn at random" in d.wanted for d in later)
