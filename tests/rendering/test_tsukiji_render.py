"""Rendering layer: PNG validity/size/determinism of every Tsukiji picture, font fallback."""

from __future__ import annotations

import copy
import io
import json
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image, ImageChops

from bot.games import tsukiji as tsukiji_rules
from bot.i18n import messages
from rendering import components, fonts, primitives, tsukiji
from rendering.tsukiji import art
from rendering.tsukiji.act import score_now
from rendering.tsukiji.parts import result_parts
from tests.rendering import views as V

MAX_BYTES = 250 * 1024

Renderer = Callable[[dict[str, Any], list[str]], bytes]
CASES: list[tuple[str, Renderer, Callable[[], dict[str, Any]], list[str]]] = [
    ("board_4p_evaluate", tsukiji.render_board, V.board_4p_evaluate, V.NAMES_4P),
    ("board_4p_buy_pending", tsukiji.render_board, V.board_4p_buy_pending, V.NAMES_4P),
    ("board_4p_buy", tsukiji.render_board, V.board_4p_buy, V.NAMES_4P),
    ("board_2p_buy", tsukiji.render_board, V.board_2p_buy, V.NAMES_2P),
    ("board_3p_evaluate", tsukiji.render_board, V.board_3p_evaluate, V.NAMES_3P),
    ("board_4p_over", tsukiji.render_board, V.final_4p_tie_variant, V.NAMES_4P),
    ("hand_4p", tsukiji.render_hand, V.hand_4p, V.NAMES_4P),
    ("hand_4p_variant", tsukiji.render_hand, V.hand_4p_variant, V.NAMES_4P),
    ("board_4p_yakuza_variant", tsukiji.render_board, V.board_4p_yakuza_variant, V.NAMES_4P),
    ("hand_2p_confirmed", tsukiji.render_hand, V.hand_2p_confirmed, V.NAMES_2P),
    ("reveal_4p", tsukiji.render_reveal, V.reveal_view_4p, V.NAMES_4P),
    ("final_4p_tie_variant", tsukiji.render_final, V.final_4p_tie_variant, V.NAMES_4P),
    ("final_2p_nested", tsukiji.render_final, V.final_2p_nested, V.NAMES_2P),
    ("final_3p_shared", tsukiji.render_final, V.final_3p_shared_win, V.NAMES_3P),
    ("players_4p_buy", tsukiji.render_players, V.board_4p_buy, V.NAMES_4P),
    ("players_4p_variant", tsukiji.render_players, V.board_4p_yakuza_variant, V.NAMES_4P),
    ("market_4p_evaluate", tsukiji.render_market, V.board_4p_evaluate, V.NAMES_4P),
    ("market_hand_4p_variant", tsukiji.render_market, V.hand_4p_variant, V.NAMES_4P),
    ("moves_4p", tsukiji.render_moves, V.reveal_view_4p, V.NAMES_4P),
    ("breakdown_4p_tie_variant", tsukiji.render_breakdown, V.final_4p_tie_variant, V.NAMES_4P),
]
# a message's own picture (read in the chat) and the pictures shown above it
OWN = (tsukiji.render_board, tsukiji.render_hand, tsukiji.render_reveal, tsukiji.render_final)

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
    if render in OWN:  # read in the chat, right above the buttons
        assert img.width == components.ACT_WIDTH
        assert 300 <= img.height <= components.ACT_MAX_HEIGHT
    else:  # opened on a phone
        assert img.width == components.WIDTH
        assert 300 <= img.height <= components.max_height(components.WIDTH)
    assert len(first) <= MAX_BYTES, f"{name}: {len(first)} bytes"
    assert render(copy.deepcopy(view), list(names), EN) == first


def test_board_never_shows_a_private_draft() -> None:
    public = V.board_4p_evaluate()
    private = copy.deepcopy(public)
    private["me"] = V.hand_4p()["me"]
    assert tsukiji.render_board(public, V.NAMES_4P, EN) == tsukiji.render_board(
        private, V.NAMES_4P, EN
    )


def test_missing_names_and_unknown_strings_fall_back() -> None:
    img = _open(tsukiji.render_board(V.board_4p_buy(), ["Alice"], EN))
    assert img.width == components.ACT_WIDTH
    assert _open(tsukiji.render_players(V.board_4p_buy(), ["Alice"], EN)).width == 800


def _drawn(render: Renderer, view: dict[str, Any], names: list[str]) -> list[str]:
    """The lines of text a renderer draws (as drawn, after any shortening)."""
    with fonts.recording() as drawn:
        render(view, names, EN)
    assert not [d for d in drawn if d.missing], "glyphs without a font"
    return [d.text for d in drawn]


def _tiles_drawn(texts: list[str], players: int) -> bool:
    return all(f"¥{cash}" in texts for cash, _ in V.ROUND_TILES[players])


def test_evaluation_board_shows_the_round_price_tiles() -> None:
    view = V.board_4p_evaluate()
    assert all(lot["tile"] is None for lot in view["lots"])
    texts = _drawn(tsukiji.render_board, view, V.NAMES_4P)
    assert "PRICE TILES · highest total first" in texts and _tiles_drawn(texts, 4)
    texts = _drawn(tsukiji.render_board, V.board_3p_evaluate(), V.NAMES_3P)
    assert _tiles_drawn(texts, 3)


def test_hand_shows_the_price_tiles_and_the_maguro_sets() -> None:
    texts = _drawn(tsukiji.render_hand, V.hand_4p(), V.NAMES_4P)
    assert _tiles_drawn(texts, 4)
    assert "2/5 lots have a ticket" in texts
    market = _drawn(tsukiji.render_market, V.hand_4p(), V.NAMES_4P)
    assert "TUNA SETS" in market
    assert all(f"¥{V.MAGURO_VALUES[n]}" in market for n in range(1, 11))
    assert "you: 0" in market  # seat 1 holds no Maguro
    assert "VARIANT ON" not in market
    assert "gold outline: your set now" in market  # the outlines explained (T7)


def test_variant_bonuses_are_drawn_when_the_variant_is_on() -> None:
    assert "All lots covered — confirm or change" in _drawn(
        tsukiji.render_hand, V.hand_4p_variant(), V.NAMES_4P
    )
    texts = _drawn(tsukiji.render_market, V.hand_4p_variant(), V.NAMES_4P)
    assert "VARIANT ON" in texts
    assert all(f"+{b['points']}" in texts for b in V.BONUSES.values())
    assert "most Pufferfish" in texts  # the lowest-ranked product now
    assert "you: 5" in texts  # seat 2 holds three Maguro and two Takusans in that row
    board = _drawn(tsukiji.render_market, V.board_4p_yakuza_variant(), V.NAMES_4P)
    assert "VARIANT ON" in board and "TUNA SETS" in board
    bought = _drawn(tsukiji.render_board, V.board_4p_yakuza_variant(), V.NAMES_4P)
    assert not [t for t in bought if "PRICE TILES" in t]  # bought: the tiles lie on the lots
    plain = _drawn(tsukiji.render_market, V.board_4p_buy(), V.NAMES_4P)
    assert "VARIANT ON" not in plain and "TUNA SETS" in plain


def test_yakuza_banner_names_the_cards() -> None:
    texts = _drawn(tsukiji.render_board, V.board_4p_yakuza_variant(), V.NAMES_4P)
    assert {"Shrimp", "Takusan · Shrimp", "Salmon"} <= set(texts)
    assert "Cards the Yakuza can take" in texts  # the options have a heading (T5)


def test_first_board_says_the_start_player_was_drawn() -> None:
    texts = " ".join(_drawn(tsukiji.render_players, V.board_3p_evaluate(), V.NAMES_3P))
    assert "start (drawn at random)" in texts
    later = " ".join(_drawn(tsukiji.render_players, V.board_4p_evaluate(), V.NAMES_4P))
    assert "drawn at random" not in later


def test_pending_choice_is_the_banner_with_its_options() -> None:
    texts = _drawn(tsukiji.render_board, V.board_4p_buy_pending(), V.NAMES_4P)
    assert texts[:2] == ["🐟Fishy🍣’s turn", "Choose a row for the Takusan from lot C"]
    assert {"Salmon", "Octopus"} <= set(texts)
    plain = _drawn(tsukiji.render_board, V.board_4p_buy(), V.NAMES_4P)
    assert plain[:2] == ["张伟’s turn", "Buy one lot, or pass and take ¥3"]


def test_hand_requires_a_seat_view() -> None:
    with pytest.raises(ValueError):
        tsukiji.render_hand(V.board_4p_evaluate(), V.NAMES_4P, EN)


def test_reveal_shows_the_revealed_lots_cards_not_the_new_ones() -> None:
    with_cards = V.reveal_view_4p()
    with_cards["last_reveal"]["cards"] = [list(c) for c in V.LOTS_4P]
    later = copy.deepcopy(with_cards)
    later["round"] = 5
    later["lots"] = [{**lot, "cards": ["yakuza"] * 3} for lot in later["lots"]]
    first = tsukiji.render_reveal(with_cards, V.NAMES_4P, EN)
    assert tsukiji.render_reveal(later, V.NAMES_4P, EN) == first
    old = V.board_4p_evaluate()  # an older reveal: the new lots are not shown either
    old["round"] = 5
    old["last_reveal"] = V.reveal_4p()
    assert tsukiji.render_reveal(old, V.NAMES_4P, EN) == tsukiji.render_reveal(
        {**old, "lots": []}, V.NAMES_4P, EN
    )


def test_result_shapes_and_tie_breaks() -> None:
    _, totals, winners, places = result_parts(V.final_4p_tie_variant())
    assert (totals, winners, places) == ([118, 74, 118, 45], [2], [2, 3, 1, 4])
    _, totals, winners, places = result_parts(V.final_2p_nested())
    assert (totals, winners, places) == ([57, 84], [1], [2, 1])
    bare = V.final_4p_tie_variant()
    for key in ("scores", "ranking", "winners"):
        del bare["result"][key]
    _, totals, winners, places = result_parts(bare)
    assert winners == [2] and places == [2, 3, 1, 4]


def test_lot_labels() -> None:
    assert [tsukiji.lot_label(i) for i in range(5)] == ["A", "B", "C", "D", "E"]


# -- fonts -----------------------------------------------------------------------------------


def _render(text: str, size: int = 40) -> Image.Image:
    img = Image.new("RGB", (400, 80), (0, 0, 0))
    fonts.draw_text(img, (10, 40), text, size, (255, 255, 255), anchor="lm")
    return img


def _count(channel: Image.Image, threshold: int) -> int:
    return channel.point(lambda v: 255 if v > threshold else 0).histogram()[255]


def _ink(img: Image.Image) -> int:
    return _count(img.convert("L"), 60)


def test_fallback_picks_the_right_font_per_codepoint() -> None:
    faces = dict(fonts.iter_faces("A山あ张🐟"))
    assert faces["A"].startswith(("NotoSans-", "DejaVuSans"))
    assert "CJK" in faces["山"] and "CJK" in faces["あ"] and "CJK" in faces["张"]
    assert "Emoji" in faces["🐟"]


def test_cjk_face_follows_the_script() -> None:
    assert fonts.detect_lang("山田太郎") == "ja"
    assert fonts.detect_lang("ひらがな") == "ja"
    assert fonts.detect_lang("张伟") == "zh-Hans"
    assert fonts.detect_lang("김민수") == "ko"


@pytest.mark.parametrize("text", ["山田太郎", "张伟", "ひらがな"])
def test_cjk_is_drawn_not_tofu(text: str) -> None:
    drawn = _render(text)
    tofu = _render("\uffff" * len(text))
    assert _ink(drawn) > 100
    assert ImageChops.difference(drawn, tofu).getbbox() is not None
    assert _render(text[0]) != _render(text[1])  # distinct glyphs, not one box shape


def test_emoji_is_drawn_in_colour() -> None:
    img = _render("🐟🍣")
    saturation = img.convert("HSV").getchannel("S")
    assert _count(saturation, 120) > 200
    assert ImageChops.difference(img, _render("\uffff\uffff")).getbbox() is not None


def test_graphemes_keep_emoji_sequences_together() -> None:
    assert fonts.graphemes("👨‍👩‍👧") == ["👨‍👩‍👧"]
    assert fonts.graphemes("👍🏽!") == ["👍🏽", "!"]
    assert fonts.graphemes("🇯🇵🇫🇷") == ["🇯🇵", "🇫🇷"]
    assert fonts.graphemes("e\u0301a") == ["e\u0301", "a"]
    assert fonts.graphemes("❤️x") == ["❤️", "x"]
    face = fonts.face_for("👨‍👩‍👧")
    assert face is not None and face.emoji


def test_zwj_sequence_is_one_glyph() -> None:
    family = fonts.text_width("👨‍👩‍👧", 40)
    single = fonts.text_width("👨", 40)
    assert family == single  # shaped into one emoji, not three


def test_ellipsize_fits_and_keeps_clusters() -> None:
    long = "A very long player name that never ends"
    short = fonts.ellipsize(long, 28, 200)
    assert short.endswith("…") and fonts.text_width(short, 28) <= 200
    assert fonts.ellipsize("Alice", 28, 200) == "Alice"
    fam = fonts.ellipsize("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", 40, 120)
    assert all(c == "…" or c == "👨‍👩‍👧" for c in fonts.graphemes(fam))


def test_anchors_and_measure() -> None:
    m = fonts.measure("Alice", 30)
    assert m.width > 0 and m.ascent > 0 and m.descent > 0
    img = Image.new("RGB", (300, 100))
    x0, _, x1, _ = fonts.draw_text(img, (150, 50), "Alice", 30, (255, 255, 255), anchor="mm")
    assert abs((x0 + x1) / 2 - 150) <= 1
    x0, _, x1, _ = fonts.draw_text(img, (290, 50), "Alice", 30, (255, 255, 255), anchor="rs")
    assert x1 == 290
    assert fonts.draw_text(img, (5, 7), "Alice", 30, (255, 255, 255), anchor="l")[:2] == (5, 7)


def test_missing_font_files_never_crash() -> None:
    assert fonts.load_font("/nonexistent/font.ttf", 20) is not None
    assert fonts.load_font(None, 20) is not None
    assert fonts.coverage(fonts.Face("/nonexistent/font.ttf")) == frozenset()


def test_to_png_roundtrip() -> None:
    img = Image.new("RGB", (64, 32), (20, 44, 54))
    art.product_tile(img, (2, 2), "tako", 28)
    out = _open(primitives.to_png(img)).convert("RGB")
    assert out.size == (64, 32)


# -- phone first, decision context, legends (issue 16) -----------------------------------------


def _recorded(render: Renderer, view: dict[str, Any], names: list[str]) -> list[fonts.DrawnText]:
    """The texts drawn on the picture itself: not those drawn into sprites (ticket faces),
    which cached sprites do not draw again."""
    with fonts.recording() as drawn:
        size = _open(render(view, names, EN)).size
    return [d for d in drawn if d.image_size == size]


@pytest.mark.parametrize(("name", "render", "make", "names"), CASES, ids=[c[0] for c in CASES])
def test_the_turn_banner_comes_first_in_the_largest_type(
    name: str, render: Renderer, make: Callable[[], dict[str, Any]], names: list[str]
) -> None:
    if render not in OWN:
        return  # the pictures above a message's own one carry no banner
    drawn = _recorded(render, make(), names)
    first = min(drawn, key=lambda d: (d.box[1], d.box[0]))
    assert first.size == max(d.size for d in drawn) >= components.FS_BANNER - 8, first.text


def test_the_private_picture_says_your_turn_until_confirmed() -> None:
    assert _drawn(tsukiji.render_hand, V.hand_4p(), V.NAMES_4P)[0] == "Your turn"
    confirmed = _drawn(tsukiji.render_hand, V.hand_2p_confirmed(), V.NAMES_2P)
    assert confirmed[0] == "Your tickets are locked in" and "Your turn" not in confirmed


def test_the_private_picture_has_what_a_player_decides_with() -> None:
    """Values per card of the lots for this player, their rows and money, the round's tiles,
    the Maguro sets and what their special tickets do."""
    texts = _drawn(tsukiji.render_hand, V.hand_4p(), V.NAMES_4P)
    assert any(t.startswith("You: ¥18 · score now ") for t in texts)  # seat 1's money
    assert texts.count("¥10") >= 2  # the two Hotategai cards of lot B
    assert "+¥3" in texts  # a first Maguro card adds ¥3 to an empty set
    players = _drawn(tsukiji.render_players, V.hand_4p(), V.NAMES_4P)
    assert "4" in players  # four Hotategai
    assert "counts +6" in players and "multiplies the other tickets by 2" in players
    market = _drawn(tsukiji.render_market, V.hand_4p(), V.NAMES_4P)
    assert "wild: joins one of your rows" in market
    assert "takes one of your cards away" in market


def test_symbols_are_explained_on_the_board() -> None:
    texts = _drawn(tsukiji.render_players, V.board_4p_buy(), V.NAMES_4P)
    texts += _drawn(tsukiji.render_market, V.board_4p_buy(), V.NAMES_4P)
    for meaning in (
        "sum of the tickets on a lot",
        "its buyer becomes start player",
        "price change per card of the lot",
        "gold: single-use ticket",
        "cancels every 4 on its lot; if none, counts +2",  # what each special held does
        "counts +6",
        "counts −1",
        "multiplies the other tickets by 2",
        "start",
    ):
        assert meaning in texts


def test_the_reveal_strikes_out_cancelled_fours() -> None:
    view = V.reveal_view_4p()
    view["last_reveal"]["tickets"][1] = ["4", "4/2", "4", "+6"]
    view["last_reveal"]["totals"][1] = 6
    texts = _drawn(tsukiji.render_moves, view, V.NAMES_4P)
    assert "cancelled by 4/2" in texts
    assert "cancels every 4 on its lot; if none, counts +2" in texts
    plain = _drawn(tsukiji.render_moves, V.reveal_view_4p(), V.NAMES_4P)
    assert "cancelled by 4/2" not in plain
    struck = _open(tsukiji.render_reveal(view, V.NAMES_4P, EN)).convert("RGB")
    fair = copy.deepcopy(view)
    fair["last_reveal"]["tickets"][1] = ["4", "3", "4", "+6"]
    assert ImageChops.difference(struck, _open(tsukiji.render_reveal(fair, V.NAMES_4P, EN))
                                 .convert("RGB")).getbbox() is not None  # fmt: skip


LONG_NAMES = ["Computer Alice", "Computer Bob", "Computer Carol", "Computer Dave"]


@pytest.mark.parametrize("make", [V.board_4p_buy, V.hand_4p, V.reveal_view_4p])
def test_names_are_whole_at_four_players(make: Callable[[], dict[str, Any]]) -> None:
    render = {"reveal_view_4p": tsukiji.render_moves}.get(make.__name__, tsukiji.render_players)
    drawn = _recorded(render, make(), LONG_NAMES)
    shown = {d.text for d in drawn}
    assert not [d.text for d in drawn if d.shortened], "a name was cut"
    assert any(n in shown for n in LONG_NAMES)


def test_the_final_names_the_winner_in_the_readers_words() -> None:
    texts = _drawn(tsukiji.render_final, V.final_4p_tie_variant(), V.NAMES_4P)
    assert texts[:2] == ["Game over", "Winner: 张伟 · 118 points"]  # with the total (T4)
    tie = "Tie on 118: the most single-use tickets left wins (Alice 1 and 张伟 4)"
    assert tie in " ".join(texts)  # how the shared best total was decided, wrapped
    shared = _drawn(tsukiji.render_final, V.final_3p_shared_win(), V.NAMES_3P)
    assert shared[1] == "Winners (tie): 👨‍👩‍👧 Family and Zoë Ångström"  # too long for the total
    ja = messages("ja")
    with fonts.recording() as drawn:
        tsukiji.render_final(V.final_4p_tie_variant(), V.NAMES_4P, ja)
    assert not [d.text for d in drawn if "specialist" in d.text or "Money" in d.text]
    assert "勝者: 张伟・118点" in [d.text for d in drawn]  # one winner: no "(tie)" in Japanese


def test_ticket_faces_use_real_minus_and_times_signs() -> None:
    assert [art.ticket_label(t) for t in ("-1", "x2", "+6", "4/2")] == [
        "−1",
        "×2",
        "+6",
        "4/2",
    ]


@pytest.mark.parametrize("lang", ["en", "zh-TW", "zh-CN", "ja", "nl"])
def test_no_word_is_cut_in_any_language(lang: str) -> None:
    """The hand-built views reach what random games seldom do (ties, a pending Yakuza, the
    variant, long names): only names may be shortened, in every language."""
    words = messages(lang)
    for name, render, make, names in CASES:
        with fonts.recording() as drawn:
            render(make(), names, words)
        cut = [d.wanted for d in drawn if d.shortened and not d.name]
        assert not cut, (name, cut)
        assert not [d.wanted for d in drawn if d.missing], name


def test_a_seat_picture_while_buying_says_whose_turn_it_is() -> None:
    """Replay frames draw every seat's picture at every step: while buying, the buyer's says
    "Your turn" and what to do, the others name the buyer; the lots are shown as sold."""
    buyer = V.board_4p_buy()  # seat 2 to buy
    buyer["me"] = {"seat": 2, "draft": [], "available": ["0", "1"], "confirmed": False}
    texts = _drawn(tsukiji.render_hand, buyer, V.NAMES_4P)
    assert texts[:2] == ["Your turn", "Buy one lot, or pass and take ¥3"]
    assert "SOLD" in texts and "PRICE TILES" not in texts
    other = copy.deepcopy(buyer)
    other["me"]["seat"] = 0
    assert _drawn(tsukiji.render_hand, other, V.NAMES_4P)[0] == "张伟’s turn"


def test_a_move_the_price_board_stopped_says_it_stays() -> None:
    """A clamped move reads "stays at 1", and a move cut short shows what happened (T1)."""
    view = V.reveal_view_4p()
    view["last_reveal"]["moves"] = [
        {"product": "ebi", "delta": -1, "from": 1, "to": 1},
        {"product": "sake", "delta": -4, "from": 3, "to": 1},
    ]
    texts = _drawn(tsukiji.render_moves, view, V.NAMES_4P)
    assert "stays at 1" in texts and "1 → 1" not in texts
    assert "3 → 1" in texts and "−2" in texts and "−4" not in texts


def test_the_reveal_says_how_a_tie_was_broken() -> None:
    """Where two lots had the same Σ, the reveal says the one further left won (T2)."""
    view = V.reveal_view_4p()
    view["last_reveal"]["totals"] = [8, 12, 8, 3, 1]
    texts = " ".join(_drawn(tsukiji.render_reveal, view, V.NAMES_4P))
    assert "A = C tie on Σ 8: the lot further left (A) gets the higher tile" in texts
    view["last_reveal"]["totals"] = [9, 12, 8, 3, 1]
    assert "tie on" not in " ".join(_drawn(tsukiji.render_reveal, view, V.NAMES_4P))


def test_while_buying_my_picture_says_what_each_lot_is_worth_to_me() -> None:
    """Cards × today's value per card, a Takusan in my best row, the Maguro by the step of my
    set (T3); and my score now, as the engine would count it (T4)."""
    view = V.board_2p_buy()  # values per card: Hotategai 10, Salmon 7, Shrimp 5, ..., Fugu 1
    view["me"] = {"seat": 1, "draft": [], "available": [], "confirmed": False}
    texts = _drawn(tsukiji.render_hand, view, V.NAMES_2P)
    assert texts[:2] == ["Your turn", "Buy one lot, or pass and take ¥3"]
    assert "worth to you now" in texts
    assert "¥16" in texts  # lot B: Shrimp 5 + Pufferfish 1 + a Takusan as a Hotategai 10
    assert "¥24" in texts  # lot C: Hotategai 10 + two Salmon 7
    rows = view["seats"][1]["rows"]
    score = tsukiji_rules.rows_value(rows, view["market_rank"]) + view["seats"][1]["money"]
    assert f"You: ¥40 · score now {score}" in texts
    players = _drawn(tsukiji.render_players, view, V.NAMES_2P)
    assert f"score now {score}" in players


def test_the_price_board_is_the_rulebooks_in_dutch() -> None:
    """The market's picture uses the Dutch rulebook's word (T8)."""
    with fonts.recording() as drawn:
        tsukiji.render_market(V.board_4p_buy(), V.NAMES_4P, messages("nl"))
    assert "PRIJSBORD" in [d.text for d in drawn]


@pytest.mark.parametrize(
    "make", [V.board_4p_buy, V.board_4p_yakuza_variant, V.hand_4p_variant, V.board_2p_buy]
)
def test_the_score_now_is_what_the_engine_would_count(make: Callable[[], dict[str, Any]]) -> None:
    """Rows at today's market, the Maguro set, money and, with the variant, the bonuses."""
    view = make()
    bonuses = (
        tsukiji_rules.bonuses_of(view["seats"], view["market_rank"][-1])
        if view["options"].get("variant")
        else [{}] * len(view["seats"])
    )
    for seat, sv in enumerate(view["seats"]):
        rows = tsukiji_rules.rows_value(sv["rows"], view["market_rank"])
        expected = rows + sv["money"] + sum(bonuses[seat].values())
        assert score_now(view, seat) == expected, seat


@pytest.mark.parametrize("mine", [True, False])
def test_a_yakuza_with_every_row_to_choose_from_still_fits_the_chat(mine: bool) -> None:
    """Twelve options (every product, each with a Takusan too) shrink to tiles and what each
    does to me, so that the picture stays readable in the chat."""
    view = V.board_4p_yakuza_variant()
    rows = ["ebi", "hotategai", "sake", "tako", "fugu", "maguro"]
    view["seats"][3]["rows"] = {p: {"cards": 2, "takusan": 1} for p in rows}
    view["pending"]["options"] = [{"row": p, "card": card} for p in rows for card in (p, "takusan")]
    view["me"] = {"seat": 3 if mine else 0, "draft": [], "available": [], "confirmed": False}
    for render in (tsukiji.render_hand, tsukiji.render_board):
        with fonts.recording() as drawn:
            img = _open(render(view, LONG_NAMES, messages("nl")))
        assert img.height <= components.ACT_MAX_HEIGHT
        assert not [d.text for d in drawn if d.shortened and not d.name]
        assert all(d.box[3] <= img.height for d in drawn if d.image_size == img.size)
    texts = _drawn(tsukiji.render_hand, view, LONG_NAMES)
    assert ("−¥7" in texts) == mine  # a Salmon lost, if the choice is mine (Salmon ¥7)
