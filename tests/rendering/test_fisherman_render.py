"""Rendering layer: PNG validity, size and determinism of every Fisherman picture, and what
each picture must show (issue 16: phone first, decision context, the review's defects; issue
24: a message's own picture reads in the chat, details above it, a suit shape on every card)."""

from __future__ import annotations

import copy
import io
import json
import re
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest
from PIL import Image

from bot.i18n import message_ids, messages, source
from rendering import components, fisherman, tokens
from rendering.components import ACT_MAX_HEIGHT, ACT_WIDTH, FS_BANNER, FS_MIN, WIDTH
from rendering.fisherman import art
from rendering.fisherman.parts import SPECIES_COLORS, SPECIES_ORDER, species_color
from rendering.fonts import recording
from rendering.theme import contrast, ink_on
from tests.rendering import fisherman_views as V
from tests.rendering.display import MIN_CONTRAST, MIN_CVD_DISTANCE, VISIONS, distance

MAX_BYTES = 250 * 1024

Renderer = Callable[[dict[str, Any], list[str]], bytes]
CASES: list[tuple[str, Renderer, Callable[[], dict[str, Any]], list[str]]] = [
    ("board_4p_rules", fisherman.render_board, V.board_4p_rules, V.NAMES_4P),
    ("board_4p_play", fisherman.render_board, V.board_4p_play, V.NAMES_4P),
    ("board_3p_play", fisherman.render_board, V.board_3p_play, V.NAMES_3P),
    ("board_4p_over", fisherman.render_board, V.board_4p_over, V.NAMES_4P),
    ("board_4p_first", fisherman.render_board, V.board_4p_first, V.NAMES_4P),
    ("board_4p_moment", fisherman.render_board, V.board_4p_moment, V.NAMES_4P),
    ("board_4p_after", fisherman.render_board, V.board_4p_after, V.NAMES_4P),
    ("hand_4p_turn", fisherman.render_hand, V.hand_4p_turn, V.NAMES_4P),
    ("hand_4p_waiting", fisherman.render_hand, V.hand_4p_waiting, V.NAMES_4P),
    ("hand_4p_rules", fisherman.render_hand, V.hand_4p_rules, V.NAMES_4P),
    ("hand_3p_lead", fisherman.render_hand, V.hand_3p_lead, V.NAMES_3P),
    ("hand_4p_follow", fisherman.render_hand, V.hand_4p_follow, V.NAMES_4P),
    ("results_4p_first", partial(fisherman.render_results, tournament=1), V.results_4p, V.NAMES_4P),
    ("results_4p_last", fisherman.render_results, V.final_4p, V.NAMES_4P),
    ("final_4p", fisherman.render_final, V.final_4p, V.NAMES_4P),
    ("final_3p", fisherman.render_final, V.final_3p, V.NAMES_3P),
]
DETAILS: list[tuple[str, Renderer, Callable[[], dict[str, Any]], list[str]]] = [
    ("rules_4p_rules", fisherman.render_board_rules, V.board_4p_rules, V.NAMES_4P),
    ("rules_4p_after", fisherman.render_board_rules, V.board_4p_after, V.NAMES_4P),
    ("players_4p_first", fisherman.render_board_players, V.board_4p_first, V.NAMES_4P),
    ("players_4p_over", fisherman.render_board_players, V.board_4p_over, V.NAMES_4P),
    ("players_3p_play", fisherman.render_board_players, V.board_3p_play, V.NAMES_3P),
    ("table_4p_turn", fisherman.render_hand_details, V.hand_4p_turn, V.NAMES_4P),
    ("table_4p_rules", fisherman.render_hand_details, V.hand_4p_rules, V.NAMES_4P),
    (
        "catches_4p_first",
        partial(fisherman.render_results_details, tournament=1),
        V.results_4p,
        V.NAMES_4P,
    ),
    ("catches_4p_last", fisherman.render_results_details, V.final_4p, V.NAMES_4P),
]

EN = messages("en")


def _open(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    Image.open(io.BytesIO(data)).verify()
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def _valid_small_and_deterministic(
    name: str, render: Renderer, view: dict[str, Any], names: list[str]
) -> Image.Image:
    before = json.dumps(view, sort_keys=True)
    first = render(view, names, EN)
    assert json.dumps(view, sort_keys=True) == before, "renderers must not mutate the view"
    img = _open(first)
    assert len(first) <= MAX_BYTES, f"{name}: {len(first)} bytes"
    assert render(copy.deepcopy(view), list(names), EN) == first
    return img


@pytest.mark.parametrize(("name", "render", "make", "names"), CASES, ids=[c[0] for c in CASES])
def test_own_pictures_read_in_the_chat(
    name: str, render: Renderer, make: Callable[[], dict[str, Any]], names: list[str]
) -> None:
    """A message's own picture: ACT_WIDTH wide, at most ACT_MAX_HEIGHT tall."""
    img = _valid_small_and_deterministic(name, render, make(), names)
    assert img.width == ACT_WIDTH
    assert 300 <= img.height <= ACT_MAX_HEIGHT, (name, img.size)


@pytest.mark.parametrize(("name", "render", "make", "names"), DETAILS, ids=[c[0] for c in DETAILS])
def test_detail_pictures_open_on_a_phone(
    name: str, render: Renderer, make: Callable[[], dict[str, Any]], names: list[str]
) -> None:
    """The pictures above it: WIDTH wide, at most 2.1 × as tall."""
    img = _valid_small_and_deterministic(name, render, make(), names)
    assert img.width == WIDTH
    assert 300 <= img.height <= components.max_height(WIDTH), (name, img.size)


def test_board_ignores_private_information() -> None:
    public = V.board_4p_play()
    private = copy.deepcopy(public)
    private["me"] = V.hand_4p_turn()["me"]
    assert fisherman.render_board(public, V.NAMES_4P, EN) == fisherman.render_board(
        private, V.NAMES_4P, EN
    )


def test_hand_requires_a_seat_view() -> None:
    with pytest.raises(ValueError):
        fisherman.render_hand(V.board_4p_play(), V.NAMES_4P, EN)


def test_hand_dims_cards_that_cannot_be_played() -> None:
    view = V.hand_4p_turn()
    me = view["me"]
    everything = copy.deepcopy(view)
    everything["me"]["legal"] = list(me["hand"])
    nothing = copy.deepcopy(view)
    nothing["me"]["legal"] = []
    assert fisherman.render_hand(everything, V.NAMES_4P, EN) != fisherman.render_hand(
        nothing, V.NAMES_4P, EN
    )


def test_missing_names_and_unknown_strings_fall_back() -> None:
    assert _open(fisherman.render_board(V.board_4p_play(), ["Alice"], EN)).width == ACT_WIDTH
    assert _open(fisherman.render_board_players(V.board_4p_play(), ["Alice"], EN)).width == WIDTH


def test_parse_card_and_species_colours() -> None:
    assert fisherman.parse_card("aji-10") == ("aji", 10)
    assert fisherman.parse_card("ika-1") == ("ika", 1)
    colours = {species_color(s) for s in SPECIES_ORDER}
    assert len(colours) == 5


# -- issue 14: numbers from the data, set-aside cards, the first dealer --------------------------
def test_picture_strings_hold_no_component_number() -> None:
    """Scoring, sizes and victory points reach the pictures through the view (from
    data/fisherman.json); the strings only place them."""
    assert not hasattr(fisherman, "SHIELD_POINTS")
    for ident in message_ids("en"):
        if ident.startswith("fisherman-pic-"):
            text = re.sub(r"\{[^}]*\}", "", source("en", ident) or "")
            assert not re.search(r"\d", text.split("=", 1)[1]), (ident, text)


def test_shield_points_and_scoring_notes_follow_the_view() -> None:
    final = V.final_4p()
    doubled = {**final, "shield_points": {"gold": 50, "silver": 30, "bronze": 10}}
    assert fisherman.render_final(final, V.NAMES_4P, EN) != fisherman.render_final(
        doubled, V.NAMES_4P, EN
    )
    assert fisherman.render_results(final, V.NAMES_4P, EN) != fisherman.render_results(
        doubled, V.NAMES_4P, EN
    )
    board = V.board_4p_play()
    rules = fisherman.render_board_rules
    other = {**board, "scoring": {"target": 2, "size": 3, "size_on_junk": -3, "junk": -2}}
    assert rules(board, V.NAMES_4P, EN) != rules(other, V.NAMES_4P, EN)
    shifted = {**board, "sizes": list(range(2, 12))}
    assert rules(board, V.NAMES_4P, EN) != rules(shifted, V.NAMES_4P, EN)


def _cards_drawn(monkeypatch: pytest.MonkeyPatch, render: Callable[[], bytes]) -> set[str]:
    """The face-up cards a picture draws."""
    drawn: set[str] = set()
    sprite = art.card_sprite

    def recorded(card: str, w: int, h: int, dim: bool = False) -> Any:
        drawn.add(card)
        return sprite(card, w, h, dim)

    monkeypatch.setattr(art, "card_sprite", recorded)
    _open(render())
    monkeypatch.setattr(art, "card_sprite", sprite)
    return drawn


def test_set_aside_cards_are_drawn_only_while_the_trick_lies_open(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    moment, after = V.board_4p_moment(), V.board_4p_after()
    last = moment["last_trick"]
    aside = {p["card"] for p in last["plays"]} - set(last["kept"])
    assert last["open"] and aside and after["last_trick"]["trick_no"] == last["trick_no"]
    shown = _cards_drawn(monkeypatch, lambda: fisherman.render_board(moment, V.NAMES_4P, EN))
    assert aside <= shown, "the trick just taken lies open until the next card"
    later = _cards_drawn(monkeypatch, lambda: fisherman.render_board(after, V.NAMES_4P, EN))
    rules = _cards_drawn(monkeypatch, lambda: fisherman.render_board_rules(after, V.NAMES_4P, EN))
    assert not aside & (later | rules), "a set-aside card is drawn after the next card was played"
    assert set(last["kept"]) <= rules, "the last trick's kept cards, above the board"
    with recording() as texts:
        fisherman.render_board_rules(after, V.NAMES_4P, EN)
    assert any(f"{last['set_aside']} set aside" in d.text for d in texts)
    with recording() as texts:
        fisherman.render_board(after, V.NAMES_4P, EN)
    assert any(f"{after['discard_count']} face down" in d.text for d in texts)


def test_the_waiting_hand_shows_the_trick_in_progress(monkeypatch: pytest.MonkeyPatch) -> None:
    """The review's F4: a seat waiting for its turn sees the cards on the table too."""
    waiting = V.hand_4p_waiting()
    assert waiting["trick"]
    drawn = _cards_drawn(monkeypatch, lambda: fisherman.render_hand(waiting, V.NAMES_4P, EN))
    assert {p["card"] for p in waiting["trick"]} <= drawn
    turn = V.hand_4p_turn()
    assert fisherman.render_hand(turn, V.NAMES_4P, EN) != fisherman.render_hand(
        {**turn, "trick": []}, V.NAMES_4P, EN
    )


def test_first_board_announces_the_dealer_drawn_at_random() -> None:
    first = V.board_4p_first()
    dealer = V.NAMES_4P[first["dealer"]]
    with recording() as texts:
        fisherman.render_board_players(first, V.NAMES_4P, EN)
    lines = [d.text for d in texts]
    assert any("drawn at random" in line for line in lines), lines
    assert dealer in lines


# -- issue 16: phone first, decision context, the review's defects -------------------------------
def _texts(render: Callable[[], bytes]) -> list[Any]:
    """The texts drawn on the picture itself: not those drawn into sprites (card faces), which
    cached sprites do not draw again (so what was recorded would depend on the tests before)."""
    with recording() as drawn:
        size = Image.open(io.BytesIO(render())).size
    return [d for d in drawn if d.image_size == size]


def test_every_picture_opens_with_the_turn_banner() -> None:
    """The first and largest text: who acts (the reader's own "Your turn") or the results."""
    for make, render, first in (
        (V.board_4p_play, fisherman.render_board, None),
        (V.hand_4p_turn, fisherman.render_hand, "Your turn"),
        (V.board_4p_over, fisherman.render_board, "Game over"),
        (V.final_4p, fisherman.render_final, "Final standings"),
    ):
        view = make()
        texts = _texts(partial(render, view, V.NAMES_4P, EN))
        top = min(texts, key=lambda d: d.box[1])
        assert top.size == max(d.size for d in texts) == FS_BANNER, (top.text, top.size)
        if first:
            assert top.text == first
        else:
            assert top.text == f"{V.NAMES_4P[view['turn']]}’s turn"


def test_hand_shows_my_catch_and_points() -> None:
    view = V.hand_4p_turn()
    seat = view["me"]["seat"]
    mine = view["seats"][seat]
    assert mine["captured"], "the fixture's seat has caught cards"
    texts = [d.text for d in _texts(partial(fisherman.render_hand_details, view, V.NAMES_4P, EN))]
    assert "Your catch" in texts
    assert components.signed(mine["points"]) in texts
    assert any(t.startswith("TARGET") for t in texts), "the rules mat is above the hand"


def test_hand_draws_my_caught_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    view = V.hand_4p_waiting()
    caught = set(view["seats"][view["me"]["seat"]]["captured"])
    assert caught
    drawn = _cards_drawn(monkeypatch, lambda: fisherman.render_hand_details(view, V.NAMES_4P, EN))
    assert caught <= drawn


def test_results_show_what_every_caught_card_scored() -> None:
    """Not rank, shield and seat numbers packed side by side: a standings table, then each
    catch card by card with its +1/−1; a player who caught nothing is told so."""
    view = V.results_4p()
    entry = view["history"][0]
    empty = copy.deepcopy(view)
    empty["history"][0]["captured"][0] = []
    details = partial(fisherman.render_results_details, empty, V.NAMES_4P, EN, tournament=1)
    texts = [d.text for d in _texts(details)]
    assert "Caught nothing" in texts and "no catch yet" not in texts
    values = [t for t in texts if re.fullmatch(r"[+−]\d+|±0", t)]
    caught = sum(len(cards) for cards in entry["captured"][1:])
    assert len(values) >= caught, (len(values), caught)
    own = partial(fisherman.render_results, empty, V.NAMES_4P, EN, tournament=1)
    texts = [d.text for d in _texts(own)]
    for heading in ("Player", "Points", "Shield", "Total"):
        assert heading in texts
    assert "Total: victory points so far" in texts


def test_points_use_a_real_minus_and_no_abbreviation() -> None:
    for make, render in (
        (V.final_4p, fisherman.render_final),
        (V.final_4p, fisherman.render_results),
        (V.final_4p, fisherman.render_results_details),
        (V.board_4p_play, fisherman.render_board),
        (V.board_4p_play, fisherman.render_board_players),
        (V.hand_4p_turn, fisherman.render_hand),
        (V.hand_4p_turn, fisherman.render_hand_details),
    ):
        for d in _texts(partial(render, make(), V.NAMES_4P, EN)):
            assert "pts" not in d.text, d.text
            assert not re.search(r"(^|\s)-\d", d.text), d.text


def test_the_open_trick_dims_no_card_and_marks_what_was_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The review: the winning card was dimmed (it was set aside) and its crown covered its
    suit. Every card of the open trick is drawn in full, labelled kept or set aside."""
    moment = V.board_4p_moment()
    dims: list[bool] = []
    sprite = art.card_sprite

    def recorded(card: str, w: int, h: int, dim: bool = False) -> Any:
        dims.append(dim)
        return sprite(card, w, h, dim)

    monkeypatch.setattr(art, "card_sprite", recorded)
    texts = [d.text for d in _texts(lambda: fisherman.render_board(moment, V.NAMES_4P, EN))]
    assert dims and not any(dims)
    last = moment["last_trick"]
    assert texts.count("kept") == len(last["kept"])
    assert texts.count("set aside") == last["set_aside"]


def test_names_stay_whole_at_three_players() -> None:
    names = ["🤖 Computer 1", "🤖 Computer 2", "🤖 Computer 3"]
    for make, render in (
        (V.board_3p_play, fisherman.render_board),
        (V.board_3p_play, fisherman.render_board_players),
        (V.final_3p, fisherman.render_final),
    ):
        for d in _texts(partial(render, make(), names, EN)):
            assert not d.shortened, d.text


def test_board_explains_its_symbols() -> None:
    view = V.board_4p_play()
    texts = [
        d.text
        for render in (fisherman.render_board_rules, fisherman.render_board_players)
        for d in _texts(partial(render, view, V.NAMES_4P, EN))
    ]
    for meaning in ("dealer", "takes the trick", "set aside face down", "cards in hand"):
        assert meaning in texts, meaning
    for species in view["species"]:
        assert EN(f"fisherman.species.{species}") in texts


def test_hand_shows_everyones_points_and_victory_points() -> None:
    """Whom to feed a trick: every player's points this tournament and victory points so far."""
    view = V.hand_4p_waiting()
    drawn = _texts(partial(fisherman.render_hand_details, view, V.NAMES_4P, EN))
    wanted = [d.wanted for d in drawn]
    assert "Victory points" in wanted
    for seat in view["seats"]:
        assert V.NAMES_4P[seat["seat"]] in wanted
        assert components.signed(seat["points"]) in wanted


def test_hand_explains_its_dimmed_cards() -> None:
    view = V.hand_4p_follow()
    assert set(view["me"]["legal"]) < set(view["me"]["hand"])
    texts = [d.text for d in _texts(partial(fisherman.render_hand_details, view, V.NAMES_4P, EN))]
    assert "can’t be played now" in texts


# -- issue 24: suit shapes at phone size, colour vision, the rule choices, the final ---------------
@pytest.mark.parametrize("size", [(56, 78), (56, 80), (72, 100), (120, 168)])
def test_every_card_carries_its_shape_as_large_as_the_smallest_text(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The review's F1: the corner shape was 3–4 px on a phone; small cards now draw it at
    least FS_MIN px (a phone shows it as large as the smallest text)."""
    marks: list[tuple[str, int]] = []
    paint = art.paint_mark

    def recorded(img: Image.Image, kind: str, xy: tuple[int, int], px: int, colour: Any) -> None:
        marks.append((kind, px))
        paint(img, kind, xy, px, colour)

    monkeypatch.setattr(art, "paint_mark", recorded)
    for species in SPECIES_ORDER:
        art.card_sprite.__wrapped__(f"{species}-10", *size)
    shapes = [px for kind, px in marks if kind.startswith("shape:")]
    assert len(shapes) == len(SPECIES_ORDER) and min(shapes) >= FS_MIN, shapes


def test_species_stay_apart_for_every_colour_vision_and_their_numbers_contrast() -> None:
    colours = [SPECIES_COLORS[s] for s in SPECIES_ORDER]
    for i, a in enumerate(colours):
        assert contrast(ink_on(a), a) >= MIN_CONTRAST, a
        for b in colours[i + 1 :]:
            for vision in VISIONS:
                assert distance(a, b, vision) >= MIN_CVD_DISTANCE, (a, b, vision)


def test_every_card_is_noted_with_its_shape(monkeypatch: pytest.MonkeyPatch) -> None:
    """Catches drawn card by card: each species drawn is reported with its colour and shape."""
    view = V.final_4p()
    drawn = _cards_drawn(
        monkeypatch, lambda: fisherman.render_results_details(view, V.NAMES_4P, EN)
    )
    with tokens.recording() as noted:
        fisherman.render_results_details(view, V.NAMES_4P, EN)
    kinds = {t.kind: t for t in noted if t.family == "species"}
    assert {fisherman.parse_card(c)[0] for c in drawn} <= set(kinds)
    assert len({t.mark for t in kinds.values()}) == len(kinds)


def test_the_board_shows_the_choices_its_buttons_act_on() -> None:
    """While a rule is set, the board's own picture (right above the buttons) holds the
    options: here the size pairs."""
    view = V.board_4p_rules()
    assert view["step"] == "size"
    texts = [d.text for d in _texts(partial(fisherman.render_board, view, V.NAMES_4P, EN))]
    sizes = view["sizes"]
    for low in sizes[:-1]:
        assert f"{low}–{low + 1}" in texts
    hand = V.hand_4p_rules()
    texts = [d.text for d in _texts(partial(fisherman.render_hand, hand, V.NAMES_4P, EN))]
    assert f"{sizes[0]}–{sizes[1]}" in texts, "the private picture shows the choice too"


def test_the_final_names_the_winner_and_its_columns_plainly() -> None:
    """The review's F2 ("Winner" with nothing after it) and F3 ("T1…" read as cut)."""
    view = V.final_4p()
    winners = view["result"]["winners"]
    texts = [d.text for d in _texts(partial(fisherman.render_final, view, V.NAMES_4P, EN))]
    named = ", ".join(V.NAMES_4P[s] for s in winners)
    assert any(t.startswith("Winner") and named[:5] in t for t in texts), texts
    assert "Tournament 1, 2, …: victory points won in each" in texts
    assert not any(t.startswith("T1") for t in texts)
