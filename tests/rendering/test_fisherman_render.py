"""Rendering layer: PNG validity, size, determinism and speed of every Fisherman picture."""

from __future__ import annotations

import copy
import io
import json
import statistics
import time
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest
from PIL import Image

from rendering import fisherman
from tests.rendering import fisherman_views as V

MAX_BYTES = 250 * 1024

Renderer = Callable[[dict[str, Any], list[str]], bytes]
CASES: list[tuple[str, Renderer, Callable[[], dict[str, Any]], list[str]]] = [
    ("board_4p_rules", fisherman.render_board, V.board_4p_rules, V.NAMES_4P),
    ("board_4p_play", fisherman.render_board, V.board_4p_play, V.NAMES_4P),
    ("board_3p_play", fisherman.render_board, V.board_3p_play, V.NAMES_3P),
    ("board_4p_over", fisherman.render_board, V.board_4p_over, V.NAMES_4P),
    ("hand_4p_turn", fisherman.render_hand, V.hand_4p_turn, V.NAMES_4P),
    ("hand_4p_waiting", fisherman.render_hand, V.hand_4p_waiting, V.NAMES_4P),
    ("hand_4p_rules", fisherman.render_hand, V.hand_4p_rules, V.NAMES_4P),
    ("hand_3p_lead", fisherman.render_hand, V.hand_3p_lead, V.NAMES_3P),
    ("results_4p_first", partial(fisherman.render_results, tournament=1), V.results_4p, V.NAMES_4P),
    ("results_4p_last", fisherman.render_results, V.final_4p, V.NAMES_4P),
    ("final_4p", fisherman.render_final, V.final_4p, V.NAMES_4P),
    ("final_3p", fisherman.render_final, V.final_3p, V.NAMES_3P),
]


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
    first = render(view, names)
    assert json.dumps(view, sort_keys=True) == before, "renderers must not mutate the view"
    img = _open(first)
    assert img.width == 1280
    assert 300 <= img.height <= 1600
    assert len(first) <= MAX_BYTES, f"{name}: {len(first)} bytes"
    assert render(copy.deepcopy(view), list(names)) == first


def test_board_ignores_private_information() -> None:
    public = V.board_4p_play()
    private = copy.deepcopy(public)
    private["me"] = V.hand_4p_turn()["me"]
    assert fisherman.render_board(public, V.NAMES_4P) == fisherman.render_board(private, V.NAMES_4P)


def test_hand_requires_a_seat_view() -> None:
    with pytest.raises(ValueError):
        fisherman.render_hand(V.board_4p_play(), V.NAMES_4P)


def test_hand_dims_cards_that_cannot_be_played() -> None:
    view = V.hand_4p_turn()
    me = view["me"]
    everything = copy.deepcopy(view)
    everything["me"]["legal"] = list(me["hand"])
    nothing = copy.deepcopy(view)
    nothing["me"]["legal"] = []
    assert fisherman.render_hand(everything, V.NAMES_4P) != fisherman.render_hand(
        nothing, V.NAMES_4P
    )


def test_missing_names_and_unknown_strings_fall_back() -> None:
    img = _open(fisherman.render_board(V.board_4p_play(), ["Alice"]))
    assert img.width == 1280
    custom = fisherman.render_board(V.board_4p_play(), V.NAMES_4P, strings={"points": "Punkte"})
    assert custom != fisherman.render_board(V.board_4p_play(), V.NAMES_4P)


def test_parse_card_and_species_colours() -> None:
    assert fisherman.parse_card("aji-10") == ("aji", 10)
    assert fisherman.parse_card("ika-1") == ("ika", 1)
    colours = {fisherman.species_color(s) for s in fisherman.SPECIES_ORDER}
    assert len(colours) == 5


def test_board_renders_fast_at_four_players() -> None:
    view = V.board_4p_play()
    fisherman.render_board(view, V.NAMES_4P)  # warm the caches
    times = []
    for _ in range(7):
        start = time.perf_counter()
        fisherman.render_board(view, V.NAMES_4P)
        times.append(time.perf_counter() - start)
    assert statistics.median(times) < 0.2, "a board should render in well under 60 ms"
