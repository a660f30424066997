"""Rendering layer: every Flea Market picture is a valid, small, deterministic PNG drawn from
views only; the public pictures never depend on a seat's private view; phone first (issues 16,
24): a message's own picture 600 px wide and at most 660 tall, the turn banner first and
largest, each decision complete in the private picture, further pictures 800 px wide, every
symbol in a legend."""

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
from rendering.fleamarket.legend import legend_items
from rendering.fleamarket.parts import CARD_H, CARD_W, STALL_GAP, card_buttons
from rendering.fleamarket.seats import flow, seat_row_height
from rendering.fonts import recording
from tests.rendering import fleamarket_views as V

MAX_BYTES = 250 * 1024

Renderer = Callable[[dict[str, Any], list[str]], bytes]
OWN, DETAIL = C.ACT_WIDTH, C.WIDTH  # a message's own picture, a further one
SUMMARY, SETTLEMENT = fleamarket.render_settlement_summary, fleamarket.render_settlement
CASES: list[tuple[str, Renderer, Callable[[], dict[str, Any]], list[str], int]] = [
    ("board_4p_display", fleamarket.render_board, V.board_4p_display, V.NAMES_4P, OWN),
    ("board_4p_settle", fleamarket.render_board, V.board_4p_settle, V.NAMES_4P, OWN),
    ("board_4p_cut", fleamarket.render_board, V.board_4p_cut, V.NAMES_4P, OWN),
    ("board_3p_restock", fleamarket.render_board, V.board_3p_restock, V.NAMES_3P, OWN),
    ("board_4p_many_stalls", fleamarket.render_board, V.board_4p_many_stalls, V.NAMES_4P, OWN),
    ("board_4p_over", fleamarket.render_board, V.final_4p, V.NAMES_4P, OWN),
    ("players_4p_rich", fleamarket.render_board_detail, V.board_4p_rich, V.NAMES_4P, DETAIL),
    ("hand_4p_display", fleamarket.render_hand, V.hand_4p_display, V.NAMES_4P, OWN),
    ("hand_4p_selecting", fleamarket.render_hand, V.hand_4p_selecting, V.NAMES_4P, OWN),
    ("hand_huge", fleamarket.render_hand, V.hand_huge, V.NAMES_4P, OWN),
    ("shops_4p_money", fleamarket.render_hand_detail, V.hand_4p_money, V.NAMES_4P, DETAIL),
    ("settlement_4p_sale", SETTLEMENT, V.settlement_4p_sale, V.NAMES_4P, DETAIL),
    ("settlement_3p_tie", SETTLEMENT, V.settlement_3p_tie, V.NAMES_3P, DETAIL),
    ("summary_4p_sale", SUMMARY, V.settlement_4p_sale, V.NAMES_4P, OWN),
    ("summary_3p_tie", SUMMARY, V.settlement_3p_tie, V.NAMES_3P, OWN),
    ("final_4p", fleamarket.render_final, V.final_4p, V.NAMES_4P, OWN),
    ("final_3p", fleamarket.render_final, V.final_3p, V.NAMES_3P, OWN),
    ("final_piles_4p", fleamarket.render_final_detail, V.final_4p, V.NAMES_4P, DETAIL),
    ("board_4p_money", fleamarket.render_board, V.board_4p_money, V.NAMES_4P, OWN),
    ("board_4p_rich", fleamarket.render_board, V.board_4p_rich, V.NAMES_4P, OWN),
    ("board_4p_first", fleamarket.render_board, V.first_board_4p, V.NAMES_4P, OWN),
    ("hand_4p_money", fleamarket.render_hand, V.hand_4p_money, V.NAMES_4P, OWN),
    ("settlement_4p_cut", SETTLEMENT, V.settlement_4p_cut, V.NAMES_4P, DETAIL),
]  # fmt: skip
OWN_CASES = [c for c in CASES if c[4] == OWN]

EN = messages("en")


def _open(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    Image.open(io.BytesIO(data)).verify()
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


@pytest.mark.parametrize(
    ("name", "render", "make", "names", "width"), CASES, ids=[c[0] for c in CASES]
)
def test_png_valid_small_and_deterministic(
    name: str, render: Renderer, make: Callable[[], dict[str, Any]], names: list[str], width: int
) -> None:
    view = make()
    before = json.dumps(view, sort_keys=True)
    first = render(view, names, EN)
    assert json.dumps(view, sort_keys=True) == before, "renderers must not mutate the view"
    img = _open(first)
    assert img.width == width
    tallest = C.ACT_MAX_HEIGHT if width == OWN else C.max_height(width)
    assert 200 <= img.height <= tallest
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
    assert fleamarket.render_hand_detail(view, V.NAMES_4P, EN) != fleamarket.render_hand_detail(
        other, V.NAMES_4P, EN
    )


def test_hand_requires_a_seat_view() -> None:
    with pytest.raises(ValueError):
        fleamarket.render_hand(V.board_4p_display(), V.NAMES_4P, EN)
    with pytest.raises(ValueError):
        fleamarket.render_hand_detail(V.board_4p_display(), V.NAMES_4P, EN)


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
    assert img.width == C.ACT_WIDTH
    img = _open(fleamarket.render_board_detail(V.board_4p_display(), ["Alice"], EN))
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
    drawn = _texts(fleamarket.render_board_detail, view, V.NAMES_4P)
    right = C.WIDTH - C.MARGIN - C.PAD  # the pile count closes each seat's last line
    counts = [d.wanted for d in drawn if d.box[2] == right and d.size == C.FS_H2]
    assert counts == [str(seat["popularity_count"]) for seat in view["seats"]]
    other = copy.deepcopy(view)
    other["seats"][2]["popularity_count"] = 12
    assert fleamarket.render_board_detail(view, V.NAMES_4P, EN) != (
        fleamarket.render_board_detail(other, V.NAMES_4P, EN)
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
    assert fleamarket.render_board_detail(view, V.NAMES_4P, EN) != (
        fleamarket.render_board_detail(other, V.NAMES_4P, EN)
    )


def test_board_shows_the_price_cut_cards() -> None:
    view = V.board_4p_money()
    seat = next(s for s in view["seats"] if s["cut_cards"])
    other = copy.deepcopy(view)
    next(s for s in other["seats"] if s["seat"] == seat["seat"])["cut_cards"] = ["purple1"] * 3
    assert fleamarket.render_board_detail(view, V.NAMES_4P, EN) != (
        fleamarket.render_board_detail(other, V.NAMES_4P, EN)
    )


def test_hand_shows_its_own_pile_count_and_the_other_shops() -> None:
    view = V.hand_4p_money()
    me = view["me"]["seat"]
    drawn = _texts(fleamarket.render_hand_detail, view, V.NAMES_4P)
    count = view["seats"][me]["popularity_count"]
    pill = f"Popularity {view['me']['popularity']} in {count} cards · only you see the total"
    assert any(d.wanted == pill for d in drawn)
    assert any(d.wanted == "THE OTHER SHOPS" for d in drawn)
    for seat in view["seats"]:
        if seat["seat"] != me:
            assert any(d.wanted.startswith(V.NAMES_4P[seat["seat"]][:4]) for d in drawn)
    other = copy.deepcopy(view)
    other["seats"][(me + 1) % 4]["popularity_count"] += 5
    assert fleamarket.render_hand_detail(view, V.NAMES_4P, EN) != (
        fleamarket.render_hand_detail(other, V.NAMES_4P, EN)
    )


def test_settlement_shows_the_discarded_price_cut_cards() -> None:
    view = V.settlement_4p_cut()
    drawn = _texts(fleamarket.render_settlement, view, V.NAMES_4P)
    assert "price-cut cards discarded" in " ".join(d.wanted for d in drawn)


def test_final_shows_the_pile_sizes() -> None:
    view = V.final_4p()
    drawn = [d.wanted for d in _texts(fleamarket.render_final_detail, view, V.NAMES_4P)]
    for entry in view["result"]["breakdown"]:
        for value, key in (("popularity", "popularity_cards"), ("money", "money_cards")):
            text = str(entry[value]) if value == "popularity" else f"¥{entry[value]}"
            n = entry[key]
            wanted = text if not n else f"{text} in {n} card" + ("" if n == 1 else "s")
            assert wanted in drawn


def test_the_first_board_names_the_start_player_drawn_at_random() -> None:
    view = V.first_board_4p()
    drawn = _texts(fleamarket.render_board_detail, view, V.NAMES_4P)
    (strip,) = [d for d in drawn if d.wanted.startswith("COLOURS SHOWING")]
    info = [d for d in drawn if d.size == C.FS_SMALL and d.box[3] <= strip.box[1]]
    note = " ".join(d.wanted for d in info)  # above the colours
    assert "drawn at random" in note
    assert V.NAMES_4P[view["start_player"]][:2] in note
    later = _texts(fleamarket.render_board_detail, V.board_4p_display(), V.NAMES_4P)
    assert not any("drawn at random" in d.wanted for d in later)


# -- issue 16: phone first, the turn banner, decision context, legends --------------------------
def _canvas_texts(render: Renderer, view: dict[str, Any], names: list[str]) -> list[Any]:
    drawn = _texts(render, view, names)
    size = max((d.image_size for d in drawn), key=lambda s: s[0] * s[1])
    return [d for d in drawn if d.image_size == size]


@pytest.mark.parametrize(
    ("name", "render", "make", "names", "width"), OWN_CASES, ids=[c[0] for c in OWN_CASES]
)
def test_the_banner_comes_first_in_the_largest_type(
    name: str, render: Renderer, make: Callable[[], dict[str, Any]], names: list[str], width: int
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
    drawn = [d.wanted for d in _canvas_texts(fleamarket.render_hand_detail, view, V.NAMES_4P)]
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
    """The settlement's cards write their buttons; the board's small cards their value, and
    its further picture says what every value's buttons are."""
    view = V.settlement_4p_sale()
    card_sprite.cache_clear()  # cached sprites are not drawn (nor recorded) again
    board = _texts(fleamarket.render_board, V.board_4p_display(), V.NAMES_4P)
    assert not any(d.wanted in ("empty", "SALE") for d in board)
    drawn = _texts(fleamarket.render_settlement, view, V.NAMES_4P)
    stall = next(c for s in view["last_settlement"]["seats"] for c in s["cards"])
    money, pop, _ = card_buttons(view, stall)
    on_cards = {d.wanted for d in drawn if d.image_size == (CARD_W, CARD_H)}
    assert {f"¥{money}", f"★{pop}"} <= on_cards
    detail = {d.wanted for d in _texts(fleamarket.render_board_detail, view, V.NAMES_4P)}
    assert {"1–3", "¥3 ★1", "4–6", "¥2 ★2", "7–9", "¥1 ★3"} <= detail


def test_every_picture_explains_its_symbols() -> None:
    board = {
        d.wanted for d in _texts(fleamarket.render_board_detail, V.board_4p_display(), V.NAMES_4P)
    }
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
    hand = {
        d.wanted for d in _texts(fleamarket.render_hand_detail, V.hand_4p_money(), V.NAMES_4P)
    }
    assert "popularity cards (face down)" in hand
    settle = {
        d.wanted for d in _texts(fleamarket.render_settlement, V.settlement_4p_sale(), V.NAMES_4P)
    }
    assert {"money if sold highest", "kept in a sale", "discarded"} <= settle


def test_the_settlement_says_first_who_took_what() -> None:
    view = V.settlement_4p_sale()
    drawn = _canvas_texts(fleamarket.render_settlement_summary, view, V.NAMES_4P)
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
    assert drawn.count("!") == 1  # on the green card only
    legend = [d.wanted for d in _texts(fleamarket.render_hand_detail, view, V.NAMES_4P)]
    assert "played now: price war" in legend


# -- issue 24: each decision complete, the price war's trace, the final's total --------------
def _own_texts(view: dict[str, Any], legal: list[Any], names: list[str]) -> list[str]:
    """The texts of a seat's own picture as its presenter draws it (with the cut's costs)."""
    from cogs.fleamarket.private import cut_plan

    with recording() as drawn:
        png = fleamarket.render_hand(view, names, EN, cut_plan(view, legal))
    size = _open(png).size
    assert size[0] == C.ACT_WIDTH and size[1] <= C.ACT_MAX_HEIGHT
    return [d.wanted for d in drawn if d.image_size == size]


def test_the_price_cut_shows_its_costs_against_my_money_cards() -> None:
    """M2: "cut 1 = ¥1, cut 2 = ¥3…" up to the first my money cards do not cover, and what a
    cut does to the stall total."""
    view, legal = V.rich_cut()
    money = view["seats"][view["me"]["seat"]]["money"]
    drawn = _own_texts(view, legal, V.NAMES_4P)
    deepest = max(a["amount"] for a in legal)
    for points in range(1, deepest + 2):
        assert f"cut {points} = ¥{points * (points + 1) // 2}" in drawn
    assert drawn.count("not enough money cards") == 1  # the next, unaffordable cut
    assert f"Your money ¥{money}" in drawn and "Σ −1" in drawn
    assert any("lowest total takes its cards as popularity" in t for t in drawn)


def test_the_sale_shows_which_card_and_what_each_choice_gives() -> None:
    """M3: the card kept, as money (¥, face up: pays) or as popularity (★, counts to 15)."""
    view, legal = V.deciding(4, 5, "sale")
    drawn = _own_texts(view, legal, V.NAMES_4P)
    money = [t for t in drawn if t.startswith("Keep as money: ¥")]
    popularity = [t for t in drawn if t.startswith("Keep as popularity: ★")]
    assert len(money) == len(popularity) == 1
    assert money[0][-1] == popularity[0][-1]  # both keep the lowest button
    assert "face down in your pile: counts toward 15 popularity" in " ".join(drawn)
    assert any(t.startswith("Sale: you keep one card") for t in drawn)


def test_the_extra_draw_shows_its_price_and_the_cards_that_pay_it() -> None:
    view, _ = V.deciding(4, 5, "extra")
    cost = view["restock"]["next_cost"]
    with recording() as drawn:
        fleamarket.render_hand(view, V.NAMES_4P, EN)
    texts = [d.wanted for d in drawn]
    assert f"Another card: ¥{cost}, paid with" in texts
    payment = view["restock"]["next_payment"]
    money = [card_buttons(view, c)[0] for c in payment]
    assert all(f"¥{m}" in texts for m in money)  # the paying cards, drawn as money cards


def test_the_tie_and_the_restock_say_what_each_choice_does() -> None:
    view, legal = V.deciding(3, 5, "tie")
    texts = _own_texts(view, legal, V.NAMES_3P)
    assert any(t.startswith("Everyone with cards has Σ") for t in texts)
    view, legal = V.deciding(3, 5, "draw")
    assert any("or add a stall" in t for t in _own_texts(view, legal, V.NAMES_3P))


def test_a_price_war_leaves_a_picture_of_what_it_cleared() -> None:
    """M1: which colour, whose stalls lost which cards (each card marked)."""
    view, event = V.price_war()
    with recording() as drawn:
        png = fleamarket.render_price_war(view, V.NAMES_4P, EN, event)
    assert _open(png).width == C.ACT_WIDTH
    texts = [d.wanted for d in drawn]
    colours = " and ".join(EN(f"fleamarket.colour.{c}") for c in event["colours"])
    assert texts[0] == f"Price war: {colours}"
    for row in event["removed"]:
        assert V.NAMES_4P[row["seat"]] in texts
        n = len(row["cards"])
        assert f"{n} card{'' if n == 1 else 's'} cleared" in texts


def test_paid_for_a_cut_and_would_start_a_price_war_look_different() -> None:
    """M6: the legend's two marks are not one red outline."""
    view = V.hand_4p_money()
    items = {item.meaning: item for item, _ in legend_items(view, EN, war=True)}
    pictures = []
    for meaning in ("paid for the price cut", "played now: price war"):
        img = Image.new("RGB", (60, 40), (0, 0, 0))
        items[meaning].draw(img, 4, 20, C.FS_MIN)
        pictures.append(img.tobytes())
    assert pictures[0] != pictures[1]


def test_the_final_headline_gives_the_winners_total_and_a_money_tie_says_so() -> None:
    """M4: "reached 16" beside 16, not the target; M7: ties on popularity ranked by money."""
    view = V.final_4p()
    (winner,) = view["result"]["winners"]
    ranked = sorted(range(4), key=lambda s: view["result"]["ranking"][s])
    other = copy.deepcopy(view)
    for place, seat in enumerate(ranked):  # no tie, the winner well past the target
        other["result"]["breakdown"][seat]["popularity"] = 18 - 4 * place
        other["result"]["ranking"][seat] = place + 1
    texts = [d.wanted for d in _texts(fleamarket.render_final, other, V.NAMES_4P)]
    assert f"{V.NAMES_4P[winner]} reached 18 popularity (goal 15)" in texts
    assert "Same popularity: more money ranks higher." not in texts
    other["result"]["breakdown"][ranked[2]]["popularity"] = 14  # as the second, less money
    texts = [d.wanted for d in _texts(fleamarket.render_final, other, V.NAMES_4P)]
    assert "Same popularity: more money ranks higher." in texts


@pytest.mark.parametrize("lang", ["en", "nl", "zh-TW", "zh-CN"])
def test_a_long_start_player_name_stays_on_one_line(lang: str) -> None:
    """M5: the round line never breaks inside a name: the name goes whole to its own line."""
    view = V.first_board_4p()
    names = list(V.NAMES_4P)
    names[view["start_player"]] = "Maximiliaan van Oldenbarnevelt"
    drawn = _texts(fleamarket.render_board_detail, view, names)
    assert any(d.wanted == "Maximiliaan van Oldenbarnevelt" and d.name for d in drawn)
    assert not any("Maximiliaan" in d.wanted and not d.name for d in drawn)


def test_the_tie_chooser_s_name_stays_on_one_line() -> None:
    view = V.settlement_3p_tie()
    tie = view["last_settlement"]["tie"]
    assert tie and tie["choice"]
    names = list(V.NAMES_3P)
    names[tie["chooser"]] = "Maximiliaan van Oldenbarnevelt"
    for render in (fleamarket.render_settlement_summary, fleamarket.render_settlement):
        drawn = _texts(render, view, names)
        said = [d for d in drawn if "Maximiliaan" in d.wanted and "chose" in d.wanted]
        assert said and all(d.name for d in said), [d.wanted for d in drawn]
