"""Rendering layer: every Maritime Silk Road picture is a valid, small, deterministic PNG drawn
from views only; the board never depends on private information."""

from __future__ import annotations

import copy
import io
import json
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image

from bot.i18n import messages
from rendering import components, silkroad
from rendering.components import WIDTH
from rendering.fonts import DrawnText, recording
from rendering.silkroad.art import ICONS, icon_mask
from rendering.silkroad.board import special_tiles
from rendering.silkroad.parts import HEADER_H, result_parts
from tests.rendering import silkroad_views as V

MAX_BYTES = 250 * 1024

Renderer = Callable[[dict[str, Any], list[str]], bytes]
CASES: list[tuple[str, Renderer, Callable[[], dict[str, Any]], list[str]]] = [
    ("board_4p", silkroad.render_board, V.board_4p, V.NAMES_4P),
    ("board_4p_load", silkroad.render_board, V.board_4p_load, V.NAMES_4P),
    ("board_2p_load_long_names", silkroad.render_board, V.board_2p_load, V.NAMES_2P),
    ("board_2p_many_ships", silkroad.render_board, V.board_2p_many_ships, V.NAMES_2P),
    ("board_3p", silkroad.render_board, V.board_3p_exchange, V.NAMES_3P),
    ("board_4p_over", silkroad.render_board, V.final_4p, V.NAMES_4P),
    ("board_2p_long_name_turn", silkroad.render_board, V.board_2p_long_name_turn, V.NAMES_2P),
    ("hand_4p_choosing", silkroad.render_hand, V.hand_4p_choosing, V.NAMES_4P),
    ("hand_4p_slots", silkroad.render_hand, V.hand_4p_slots, V.NAMES_4P),
    ("hand_2p_empty", silkroad.render_hand, V.hand_2p_empty, V.NAMES_2P),
    ("hand_4p_waiting", silkroad.render_hand, V.hand_4p_waiting, V.NAMES_4P),
    ("final_4p_tie", silkroad.render_final, V.final_4p, V.NAMES_4P),
    ("final_2p", silkroad.render_final, V.final_2p, V.NAMES_2P),
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
    assert img.width == WIDTH  # phone first: every picture 800 px wide, portrait
    assert 300 <= img.height <= 2400
    assert len(first) <= MAX_BYTES, f"{name}: {len(first)} bytes"
    assert render(copy.deepcopy(view), list(names), EN) == first


def test_board_never_depends_on_private_information() -> None:
    public = V.hand_4p_slots()
    private = copy.deepcopy(public)
    public["me"] = None
    assert silkroad.render_board(public, V.NAMES_4P, EN) == silkroad.render_board(
        private, V.NAMES_4P, EN
    )


def test_hand_shows_money_and_changes_with_the_pending_play() -> None:
    choosing, slots = V.hand_4p_choosing(), V.hand_4p_slots()
    assert silkroad.render_hand(choosing, V.NAMES_4P, EN) != silkroad.render_hand(
        slots, V.NAMES_4P, EN
    )
    richer = copy.deepcopy(slots)
    richer["me"]["money"] += 7
    assert silkroad.render_hand(richer, V.NAMES_4P, EN) != silkroad.render_hand(
        slots, V.NAMES_4P, EN
    )


def test_hand_requires_a_seat_view() -> None:
    with pytest.raises(ValueError):
        silkroad.render_hand(V.board_4p(), V.NAMES_4P, EN)


def test_missing_names_and_custom_strings() -> None:
    img = _open(silkroad.render_board(V.board_4p(), ["Alice"], EN))
    assert img.width == WIDTH


def test_result_parts_and_ties() -> None:
    money, ranking, winners, breakdown = result_parts(V.final_4p())
    assert money == [31, 47, 47, 12] and ranking == [3, 1, 1, 4] and winners == [1, 2]
    assert len(breakdown) == 4
    bare = V.final_4p()
    for key in ("ranking", "winners"):
        del bare["result"][key]
    assert result_parts(bare)[1:3] == ([3, 1, 1, 4], [1, 2])


def test_every_icon_draws_something() -> None:
    for kind in ICONS:
        mask = icon_mask(kind, 64)
        assert mask.getbbox() is not None, kind


def _header_texts(view: dict[str, Any], names: list[str]) -> list[Any]:
    """Texts drawn on the board's header (not into the small sprites pasted onto it, whose
    boxes are relative to the sprite)."""
    with recording() as drawn:
        png = silkroad.render_board(view, names, EN)
    size = Image.open(io.BytesIO(png)).size
    return [d for d in drawn if d.image_size == size and d.box[3] <= HEADER_H]


@pytest.mark.parametrize(
    ("make", "names"), [(V.board_4p_load, V.NAMES_4P), (V.board_2p_load, V.NAMES_2P)]
)
def test_setup_board_names_the_start_player_drawn_at_random(
    make: Callable[[], dict[str, Any]], names: list[str]
) -> None:
    view = make()
    start = view["start_player"]
    header = _header_texts(view, names)
    (note,) = [d for d in header if "start player" in d.wanted.lower()]
    assert names[start] in note.wanted and "random" in note.wanted
    if len(names[start]) < 20:
        assert not note.shortened, note.text
    for i, a in enumerate(header):  # nothing in the header overlaps
        for b in header[i + 1 :]:
            apart = a.box[2] <= b.box[0] or b.box[2] <= a.box[0]
            assert apart or a.box[3] <= b.box[1] or b.box[3] <= a.box[1], (a.text, b.text)


def test_later_boards_keep_the_header_for_the_turn() -> None:
    header = _header_texts(V.board_4p(), V.NAMES_4P)
    assert not any("start player" in d.wanted.lower() for d in header)


# -- phone-first layout (issue 16) ------------------------------------------------------------
def _texts(render: Renderer, view: dict[str, Any], names: list[str]) -> list[DrawnText]:
    """Texts drawn on the picture itself, top to bottom."""
    with recording() as drawn:
        png = render(view, names, EN)
    size = Image.open(io.BytesIO(png)).size
    return sorted((d for d in drawn if d.image_size == size), key=lambda d: (d.box[1], d.box[0]))


def test_the_board_opens_with_who_acts_and_what_to_do_in_the_largest_type() -> None:
    view = V.board_4p()
    texts = _texts(silkroad.render_board, view, V.NAMES_4P)
    first = texts[0]
    assert V.NAMES_4P[view["turn"]] in first.wanted
    assert EN("silkroad.pic.phase1") in first.wanted
    assert first.size == max(d.size for d in texts)
    assert texts[1].wanted == EN("silkroad.pic.sub_phase1")


def test_a_long_name_never_pushes_the_phase_out() -> None:
    view = V.board_2p_long_name_turn()
    texts = _texts(silkroad.render_board, view, V.NAMES_2P)
    (title,) = [d for d in texts if d.wanted.startswith(V.NAMES_2P[0]) and "·" in d.wanted]
    assert EN("silkroad.pic.phase1") in title.text and not title.shortened


def test_the_private_picture_says_your_turn_first_only_to_the_acting_player() -> None:
    acting = _texts(silkroad.render_hand, V.hand_4p_choosing(), V.NAMES_4P)
    assert acting[0].wanted == EN("silkroad.pic.your_turn")
    assert acting[1].wanted == EN("silkroad.pic.sub_phase2")
    choosing_slots = _texts(silkroad.render_hand, V.hand_4p_slots(), V.NAMES_4P)
    assert choosing_slots[1].wanted == EN("silkroad.pic.sub_slots")
    waiting_view = V.hand_4p_waiting()
    waiting = _texts(silkroad.render_hand, waiting_view, V.NAMES_4P)
    assert V.NAMES_4P[waiting_view["turn"]] in waiting[0].wanted
    assert all(d.wanted != EN("silkroad.pic.your_turn") for d in waiting)


def test_game_over_is_said_once_and_the_final_names_the_winners() -> None:
    over = EN("silkroad.pic.over")
    for render in (silkroad.render_board, silkroad.render_final):
        texts = _texts(render, V.final_4p(), V.NAMES_4P)
        assert [d.wanted for d in texts].count(over) <= 1, render.__name__
    final = _texts(silkroad.render_final, V.final_4p(), V.NAMES_4P)
    assert "山田太郎" in final[0].wanted and "张伟" in final[0].wanted  # the tied winners


def test_special_card_counts_stay_in_their_own_tiles() -> None:
    """The ship's "10 left" used to run under the licence card."""
    view = V.board_4p()
    view["specials"]["ship"]["left"] = 10
    texts = _texts(silkroad.render_board, view, V.NAMES_4P)
    wanted = [
        EN("silkroad.pic.left", n=info["left"]) if info["left"] else EN("silkroad.pic.sold_out")
        for info in (view["specials"][kind] for kind in silkroad.SPECIALS)
    ]
    counts = [d for d in texts if d.wanted in wanted and d.size >= components.FS_BODY]
    assert [d.wanted for d in counts] == wanted
    for d, tile in zip(counts, special_tiles(0), strict=True):
        assert tile[0] <= d.box[0] and d.box[2] <= tile[2], (d.text, tile)


def test_the_colour_rows_are_labelled() -> None:
    texts = [d.wanted for d in _texts(silkroad.render_board, V.board_4p(), V.NAMES_4P)]
    assert EN("silkroad.pic.row_supply") in texts
    assert EN("silkroad.pic.row_covered") in texts


def test_the_hand_counts_only_stacks_of_two_or_more() -> None:
    texts = [d.wanted for d in _texts(silkroad.render_hand, V.hand_4p_choosing(), V.NAMES_4P)]
    assert "×1" not in texts
    assert "×2" in texts and "×3" in texts  # porcelain and tea


def test_the_symbols_are_explained_on_the_pictures() -> None:
    board = [d.wanted for d in _texts(silkroad.render_board, V.board_4p(), V.NAMES_4P)]
    for key in ("legend_start", "legend_hand", "legend_new"):
        assert EN(f"silkroad.pic.{key}") in board, key
    assert EN("silkroad.pic.legend_empty_ship") not in board  # every ship carries a cube
    loading = [d.wanted for d in _texts(silkroad.render_board, V.board_4p_load(), V.NAMES_4P)]
    assert EN("silkroad.pic.legend_empty_ship") in loading
    hand = [d.wanted for d in _texts(silkroad.render_hand, V.hand_4p_slots(), V.NAMES_4P)]
    for key in ("legend_stack", "legend_no_income", "legend_order"):
        assert EN(f"silkroad.pic.{key}") in hand, key


def test_the_final_message_lists_tied_winners_the_languages_way() -> None:
    from cogs.silkroad import SilkRoadPresenter

    presenter = SilkRoadPresenter()
    en = presenter.final(V.final_4p(), V.NAMES_4P, "en").content or ""
    assert "山田太郎 and 张伟" in en and "&" not in en
    nl = presenter.final(V.final_4p(), V.NAMES_4P, "nl").content or ""
    assert "山田太郎 en 张伟" in nl


@pytest.mark.parametrize(("lang", "tie"), [("ja", "同点"), ("zh-TW", "並列"), ("zh-CN", "并列")])
def test_a_single_winner_is_never_called_a_tie(lang: str, tie: str) -> None:
    """Japanese and Chinese put 1 in the plural category "other": the message selects on the
    exact number."""
    words = messages(lang)
    single = words("silkroad.pic.won", count=1, names="A")
    assert "A" in single and tie not in single
    assert tie in words("silkroad.pic.won", count=2, names="A、B")
