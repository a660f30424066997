"""Rendering layer: every Maritime Silk Road picture is a valid, small, deterministic PNG drawn
from views only; the board never depends on private information; the pictures show what each
decision needs (issue 24: marked cubes, complete phase-1 screens, whole names, free and chosen
slots, who earned)."""

from __future__ import annotations

import copy
import io
import json
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image

from bot.i18n import messages
from rendering import components, silkroad, tokens
from rendering import theme as T
from rendering.components import ACT_MAX_HEIGHT, ACT_WIDTH, WIDTH, max_height
from rendering.fonts import DrawnText, recording
from rendering.silkroad.art import ICONS, icon_mask, special_card_sprite
from rendering.silkroad.parts import COLOURS, GOODS_MARK, result_parts
from rendering.silkroad.table import round_plays, special_tiles
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
    ("hand_4p_slots_open", silkroad.render_hand, V.hand_4p_slots_open, V.NAMES_4P),
    ("hand_4p_phase1", silkroad.render_hand, V.hand_4p_phase1, V.NAMES_4P),
    ("final_4p_tie", silkroad.render_final, V.final_4p, V.NAMES_4P),
    ("final_2p", silkroad.render_final, V.final_2p, V.NAMES_2P),
    ("table_4p", silkroad.render_table, V.board_4p, V.NAMES_4P),
    ("table_2p_many_ships", silkroad.render_table, V.board_2p_many_ships, V.NAMES_2P),
    ("table_4p_load", silkroad.render_table, V.board_4p_load, V.NAMES_4P),
    ("fleets_4p", silkroad.render_fleets, V.final_4p, V.NAMES_4P),
]
DETAIL = (silkroad.render_table, silkroad.render_fleets)  # shown above a message's own picture

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
    if render in DETAIL:  # opened to study: 800 px wide, at most 2.1 × as tall
        assert img.width == WIDTH and 300 <= img.height <= max_height(WIDTH)
    else:  # a message's own picture reads in the chat
        assert img.width == ACT_WIDTH and 300 <= img.height <= ACT_MAX_HEIGHT
    assert len(first) <= MAX_BYTES, f"{name}: {len(first)} bytes"
    assert render(copy.deepcopy(view), list(names), EN) == first


@pytest.mark.parametrize("render", [silkroad.render_board, silkroad.render_table])
def test_board_never_depends_on_private_information(render: Renderer) -> None:
    public = V.hand_4p_slots()
    private = copy.deepcopy(public)
    public["me"] = None
    assert render(public, V.NAMES_4P, EN) == render(private, V.NAMES_4P, EN)


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
    assert _open(silkroad.render_board(V.board_4p(), ["Alice"], EN)).width == ACT_WIDTH
    assert _open(silkroad.render_table(V.board_4p(), ["Alice"], EN)).width == WIDTH


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


def _all_text(render: Renderer, view: dict[str, Any], names: list[str]) -> str:
    """Every text drawn on the picture, in reading order, as one string."""
    return " ".join(d.wanted for d in _texts(render, view, names))


@pytest.mark.parametrize(
    ("make", "names"), [(V.board_4p_load, V.NAMES_4P), (V.board_2p_load, V.NAMES_2P)]
)
def test_setup_board_names_the_start_player_drawn_at_random(
    make: Callable[[], dict[str, Any]], names: list[str]
) -> None:
    view = make()
    start = view["start_player"]
    for render in (silkroad.render_board, silkroad.render_table):
        lines = [d for d in _texts(render, view, names) if d.fill == T.GOLD]
        note = " ".join(d.wanted for d in lines)
        assert "Start player:" in note and names[start] in note and "random" in note, note
        assert not any(d.shortened for d in lines)


def test_later_boards_keep_the_header_for_the_turn() -> None:
    for render in (silkroad.render_board, silkroad.render_table):
        assert "Start player:" not in _all_text(render, V.board_4p(), V.NAMES_4P)


# -- phone-first layout (issue 16) ------------------------------------------------------------
def _texts(render: Renderer, view: dict[str, Any], names: list[str]) -> list[DrawnText]:
    """Texts drawn on the picture itself, top to bottom."""
    with recording() as drawn:
        png = render(view, names, EN)
    size = Image.open(io.BytesIO(png)).size
    return sorted((d for d in drawn if d.image_size == size), key=lambda d: (d.box[1], d.box[0]))


def _title(texts: list[DrawnText]) -> list[DrawnText]:
    """The banner's title: the texts on the first line (a name and the words around it)."""
    return [d for d in texts if d.box[1] == texts[0].box[1]]


def test_the_board_opens_with_who_acts_and_what_to_do_in_the_largest_type() -> None:
    view = V.board_4p()
    texts = _texts(silkroad.render_board, view, V.NAMES_4P)
    title = _title(texts)
    assert "".join(d.wanted for d in title) == f"{V.NAMES_4P[view['turn']]} · Phase 1"
    assert title[0].size == max(d.size for d in texts)
    assert texts[len(title)].wanted == EN("silkroad.pic.sub_phase1")


@pytest.mark.parametrize("render", [silkroad.render_board, silkroad.render_hand])
def test_a_long_name_never_pushes_the_phase_out(render: Renderer) -> None:
    view = V.board_2p_long_name_turn()
    if render is silkroad.render_hand:
        view = {**view, "me": V.hand_2p_empty()["me"] | {"seat": 1}}
    title = _title(_texts(render, view, V.NAMES_2P))
    name, phase = title
    assert name.name and name.wanted == V.NAMES_2P[0]
    assert phase.wanted == " · Phase 1" and not phase.shortened


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
    texts = _texts(silkroad.render_table, view, V.NAMES_4P)
    wanted = [
        EN("silkroad.pic.left", n=info["left"]) if info["left"] else EN("silkroad.pic.sold_out")
        for info in (view["specials"][kind] for kind in silkroad.SPECIALS)
    ]
    counts = [d for d in texts if d.wanted in wanted and d.size >= components.FS_BODY]
    assert [d.wanted for d in counts] == wanted
    for d, tile in zip(counts, special_tiles(0), strict=True):
        assert tile[0] <= d.box[0] and d.box[2] <= tile[2], (d.text, tile)


def test_the_colour_rows_are_labelled() -> None:
    texts = [d.wanted for d in _texts(silkroad.render_table, V.board_4p(), V.NAMES_4P)]
    assert EN("silkroad.pic.row_supply") in texts
    assert EN("silkroad.pic.row_covered") in texts


def test_the_hand_counts_only_stacks_of_two_or_more() -> None:
    view = V.hand_4p_phase1()
    view["me"]["hand"] = {c: n for c, n in zip(COLOURS, (2, 0, 3, 1, 0, 0), strict=True)}
    texts = [d.wanted for d in _texts(silkroad.render_hand, view, V.NAMES_4P)]
    assert "×1" not in texts
    assert "×2" in texts and "×3" in texts  # porcelain and tea


def test_the_symbols_are_explained_on_the_pictures() -> None:
    table = [d.wanted for d in _texts(silkroad.render_table, V.board_4p(), V.NAMES_4P)]
    for key in ("legend_start", "legend_hand", "legend_new"):
        assert EN(f"silkroad.pic.{key}") in table, key
    assert EN("silkroad.pic.legend_empty_ship") not in table  # every ship carries a cube
    loading = [d.wanted for d in _texts(silkroad.render_table, V.board_4p_load(), V.NAMES_4P)]
    assert EN("silkroad.pic.legend_empty_ship") in loading
    choosing = [d.wanted for d in _texts(silkroad.render_hand, V.hand_4p_choosing(), V.NAMES_4P)]
    for key in ("legend_stack", "legend_no_income"):
        assert EN(f"silkroad.pic.{key}") in choosing, key
    slots = [d.wanted for d in _texts(silkroad.render_hand, V.hand_4p_slots(), V.NAMES_4P)]
    assert EN("silkroad.pic.legend_order") in slots
    assert EN("silkroad.pic.legend_free") not in slots  # every card has its slot


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


# -- pictures round 2 (issue 24) -------------------------------------------------------------
def _tokens(render: Renderer, view: dict[str, Any], names: list[str]) -> list[tokens.Token]:
    """The goods tokens ``render`` draws (seats are tokens of their own family)."""
    with tokens.recording() as noted:
        render(view, names, EN)
    return [token for token in noted if token.family != "seat"]


@pytest.mark.parametrize(("name", "render", "make", "names"), CASES, ids=[c[0] for c in CASES])
def test_every_goods_token_carries_its_own_mark(
    name: str, render: Renderer, make: Callable[[], dict[str, Any]], names: list[str]
) -> None:
    """S1: cubes and cards are told apart by the goods' icon, not by colour alone."""
    for token in _tokens(render, make(), names):
        assert token.family == "goods" and token.mark == GOODS_MARK[token.kind], token
    assert len(set(GOODS_MARK.values())) == len(COLOURS)


def test_the_table_names_every_colour_even_when_no_card_shows_it() -> None:
    """S1: the supply table is the legend: each cube with its name, all six always."""
    view = V.board_4p()
    view["market"] = [COLOURS[0]] * 6
    texts = [d.wanted for d in _texts(silkroad.render_table, view, V.NAMES_4P)]
    for colour in COLOURS:
        assert EN(f"silkroad.pic.goods.{colour}") in texts, colour
    kinds = {t.kind for t in _tokens(silkroad.render_table, view, V.NAMES_4P)}
    assert kinds == set(COLOURS)


def test_the_phase1_picture_is_a_complete_decision_screen() -> None:
    """S2: special-card prices and stock, the cube supply, my ships and hand, my money and
    the draw pile; rivals' ships in the table's detail (checked by the presenter's test)."""
    view = V.hand_4p_phase1()
    special_card_sprite.cache_clear()
    with recording() as drawn:  # with the texts on the special cards
        silkroad.render_hand(view, V.NAMES_4P, EN)
    texts = " ".join(d.wanted for d in drawn)
    for kind, info in view["specials"].items():
        assert f"¥{info['price']}" in texts, kind
        stock = EN("silkroad.pic.left", n=info["left"]) if info["left"] else "sold out"
        assert stock in texts, kind
    assert EN("silkroad.pic.row_supply") in texts and EN("silkroad.pic.your_ships") in texts
    assert EN("silkroad.pic.deck") in texts and str(view["deck_count"]) in texts
    assert f"¥{view['me']['money']}" in texts
    supply = [t for t in _tokens(silkroad.render_hand, view, V.NAMES_4P)]
    assert {t.kind for t in supply} >= set(COLOURS)  # every colour of the supply drawn


@pytest.mark.parametrize(
    "make", [V.hand_4p_choosing, V.hand_4p_slots, V.hand_4p_waiting, V.hand_2p_empty]
)
def test_every_private_picture_shows_the_draw_pile(make: Callable[[], dict[str, Any]]) -> None:
    """S2: the draw pile is the game's clock."""
    view = make()
    texts = [d.wanted for d in _texts(silkroad.render_hand, view, list(V.NAMES_4P))]
    assert EN("silkroad.pic.deck") in texts and str(view["deck_count"]) in texts


def test_the_income_table_gives_long_names_their_room() -> None:
    """S3: no name in the income table is cut short; a long one gets a line of its own."""
    names = [
        "Maximiliaan van Oldenbarnevelt",
        "山田太郎",
        "🐟Fishy🍣",
        "Alexandra Konstantinopoulou",
    ]
    texts = _texts(silkroad.render_hand, V.hand_4p_choosing(), names)
    shown = [d for d in texts if d.name]
    assert sorted(d.wanted for d in shown) == sorted(names)
    assert not any(d.shortened for d in shown), [d.text for d in shown if d.shortened]


def test_the_final_names_the_players_in_every_row() -> None:
    """S4: the ships-and-special-cards rows name the players; the winner leads the headline."""
    view = V.final_4p()
    fleets = [d.wanted for d in _texts(silkroad.render_fleets, view, V.NAMES_4P)]
    for name in V.NAMES_4P:
        assert name in fleets, name
    headline = _texts(silkroad.render_final, view, V.NAMES_4P)[0].wanted
    assert "山田太郎" in headline and "张伟" in headline


def test_the_slots_still_free_are_marked_before_and_while_choosing() -> None:
    """S5: before every card has its slot, the free slots carry "+"; chosen ones their order."""
    view = V.hand_4p_slots_open()
    texts = [d.wanted for d in _texts(silkroad.render_hand, view, V.NAMES_4P)]
    chosen = view["me"]["play"]["slots"]
    assert texts.count("+") == 6 - len(chosen) + 1  # the free slots and the legend's
    assert EN("silkroad.pic.legend_free") in texts and EN("silkroad.pic.legend_order") in texts
    full = [d.wanted for d in _texts(silkroad.render_hand, V.hand_4p_slots(), V.NAMES_4P)]
    assert "+" not in full and "2" in full  # both cards placed: no free slot, order 1 and 2


def test_who_earned_this_round_is_drawn_where_it_happened() -> None:
    """Issue item 4: the plays of the round and their earners, under the market (the board's
    own picture in phase 2, the table's detail always)."""
    view = {**V.hand_4p_waiting(), "me": None}
    assert view["phase"] == "phase2"
    expected = [
        EN(
            "silkroad.pic.round_play" if earners else "silkroad.pic.round_play_none",
            name=V.NAMES_4P[seat],
            kind=EN(f"silkroad.pic.goods.{colour}"),
            count=count,
            earners=EN.join(V.NAMES_4P[s] for s in earners),
        )
        for seat, colour, count, earners in round_plays(view)
    ]
    assert len(expected) == 3 and "nobody earns" in expected[0]
    for render, shown in (
        (silkroad.render_board, expected[-1:]),
        (silkroad.render_table, expected),
    ):
        text = "".join(_all_text(render, view, V.NAMES_4P).split())  # lines wrap anywhere
        assert "".join(EN("silkroad.pic.round_title").split()) in text, render.__name__
        for line in shown:  # the board's own picture: the latest that fit
            assert "".join(line.split()) in text, (render.__name__, line)


def test_my_earnings_are_drawn_while_i_wait() -> None:
    view = V.hand_4p_waiting()
    view["me"]["news"] = [{"by": 0, "colour": "tea", "amount": 7, "bonus": 0}]
    texts = [d.wanted for d in _texts(silkroad.render_hand, view, V.NAMES_4P)]
    assert EN("silkroad.pic.news_title") in texts
    assert "¥7 · Tea, played by Alice" in "".join(texts)
