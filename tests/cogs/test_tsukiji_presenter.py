"""The Tsukiji presenter: which controls each player gets, and what the channel is told."""

from __future__ import annotations

import random
import re

import pytest

from bot.games.tsukiji import DATA, TSUKIJI
from bot.i18n import message_ids, source
from bot.interface.presenter import Button, Panel, Select
from bot.services.tables import encode_action
from cogs.tsukiji import TsukijiPresenter
from tests.games.test_tsukiji import (
    RANKED,
    evaluate,
    give_rows,
    new_game,
    set_lots,
    set_market,
)

NAMES = ["Alice", "山田太郎", "张伟"]
NAMES4 = ["Alice", "山田太郎", "张伟", "🐟Fishy🍣"]
PRESENTER = TsukijiPresenter()


def _evaluated(state: dict) -> dict:
    """Everyone puts tickets 0, 1, 2, 3 on the four lots and confirms."""
    for seat in range(state["players"]):
        for lot, ticket in enumerate(("0", "1", "2", "3")):
            TSUKIJI.apply(state, seat, {"type": "ticket", "lot": lot, "ticket": ticket})
        TSUKIJI.apply(state, seat, {"type": "confirm"})
    return state


def _private(state: dict, seat: int) -> Panel:
    panel = PRESENTER.private(
        TSUKIJI.view(state, seat), TSUKIJI.legal_actions(state, seat), NAMES4, "en"
    )
    assert panel is not None
    return panel


def _menus(panel: Panel) -> list[Select]:
    return [c for c in panel.controls if isinstance(c, Select)]


def _rows_used(controls: list) -> int:
    """Discord action rows the controls take (a select fills a row, buttons share by five)."""
    buttons = sum(isinstance(c, Button) for c in controls)
    return len([c for c in controls if isinstance(c, Select)]) + -(-buttons // 5)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_private_panel_offers_every_lot_at_once(players: int) -> None:
    state = TSUKIJI.setup(players, 5, {})
    panel = _private(state, 1)
    assert panel.render is not None
    menus = _menus(panel)
    assert _rows_used(panel.controls) <= 5 and len(menus) == players + 1
    assert all(1 <= len(m.choices) <= 25 for m in menus)
    codes = {c.code for m in menus for c in m.choices}
    legal = {encode_action(a) for a in TSUKIJI.legal_actions(state, 1)}
    assert codes == legal
    assert {f"ticket.{lot}.x2" for lot in range(players + 1)} <= codes  # every lot, any order
    assert not [c for c in panel.controls if isinstance(c, Button)]
    assert [m.placeholder for m in menus][-1] == f"Lot {'ABCDE'[players]}: choose a ticket…"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_private_panel_stays_within_discord_limits_in_random_drafts(players: int) -> None:
    """Every control of every panel met while drafting is a legal action (five rows at most)."""
    rng = random.Random(players)
    for seed in range(30):
        state = TSUKIJI.setup(players, seed, {})
        while 0 in TSUKIJI.to_act(state):
            panel = _private(state, 0)
            assert _rows_used(panel.controls) <= 5
            legal = {encode_action(a): a for a in TSUKIJI.legal_actions(state, 0)}
            offered = [c.code for m in _menus(panel) for c in m.choices]
            offered += [c.code for c in panel.controls if isinstance(c, Button)]
            assert len(set(offered)) == len(offered) and set(offered) <= set(legal)
            assert set(legal) - set(offered) <= {"reset"}  # one ticket placed: "take" does it
            assert all(len(m.choices) <= 25 for m in _menus(panel))
            TSUKIJI.apply(state, 0, legal[rng.choice(offered)])


def test_private_panel_changes_one_lot_and_confirms() -> None:
    state = TSUKIJI.setup(4, 5, {})
    TSUKIJI.apply(state, 1, {"type": "ticket", "lot": 3, "ticket": "4"})
    TSUKIJI.apply(state, 1, {"type": "ticket", "lot": 0, "ticket": "x2"})
    panel = _private(state, 1)
    assert [m.placeholder.split(":")[0] for m in _menus(panel)] == ["Lot B", "Lot C", "Lot E"]
    buttons = [(c.code, c.label, c.style) for c in panel.controls if isinstance(c, Button)]
    assert buttons == [
        ("take.0", "Take back A (×2)", "danger"),
        ("take.3", "Take back D (4)", "danger"),
        ("reset", "Take all back", "danger"),
    ]
    assert "lot A: Special ×2" in panel.content and "lot D: Ticket 4" in panel.content
    assert "lot B: —" in panel.content
    for lot, ticket in ((1, "0"), (2, "1"), (4, "2")):
        TSUKIJI.apply(state, 1, {"type": "ticket", "lot": lot, "ticket": ticket})
    panel = _private(state, 1)
    assert not _menus(panel) and _rows_used(panel.controls) == 2
    confirm = panel.controls[0]
    assert isinstance(confirm, Button)
    assert (confirm.code, confirm.verb, confirm.style) == ("confirm", "p", "success")
    TSUKIJI.apply(state, 1, {"type": "take", "lot": 2})  # one lot changes, the rest stays
    panel = _private(state, 1)
    assert [m.placeholder for m in _menus(panel)] == ["Lot C: choose a ticket…"]
    assert "confirm" not in [c.code for c in panel.controls if isinstance(c, Button)]
    TSUKIJI.apply(state, 1, {"type": "ticket", "lot": 2, "ticket": "3"})
    TSUKIJI.apply(state, 1, {"type": "confirm"})
    panel = _private(state, 1)
    assert not panel.controls and "locked in" in panel.content


def test_private_panel_shows_the_price_tiles_and_the_maguro_table() -> None:
    state = TSUKIJI.setup(4, 5, {"variant": True})
    text = _private(state, 0).content
    tiles = DATA["tiles"]["4"]
    assert all(f"¥{tile['cash']}" in text for tile in tiles) and "⏰" in text
    values = DATA["maguro_values"]
    assert f"3→¥{values[3]}" in text and f"5→¥{values[5]}" in text
    for bonus in DATA["variant_bonuses"].values():
        assert f"+{bonus['points']}" in text


def test_board_never_shows_a_draft_and_offers_buying_to_the_buyer() -> None:
    state = TSUKIJI.setup(3, 5, {})
    TSUKIJI.apply(state, 2, {"type": "ticket", "lot": 1, "ticket": "+6"})
    board = PRESENTER.board(TSUKIJI.view(state, None), NAMES, "en", [])
    assert "+6" not in board.content and not board.controls
    state = _evaluated(TSUKIJI.setup(3, 5, {}))
    buyer = state["turn"]
    state["seats"][buyer]["money"] = 5
    board = PRESENTER.board(TSUKIJI.view(state, None), NAMES, "en", [])
    buys = [c for c in board.controls if c.label.startswith("Buy")]
    assert len(buys) == 4 and board.controls[-1].label == "Pass · +¥3"
    view = TSUKIJI.view(state, None)
    for button, lot in zip(buys, view["lots"], strict=True):
        assert button.disabled == (lot["tile"]["cash"] > 5)
    assert f"**{NAMES[buyer]}**, buy one lot" in board.content


def test_reveal_is_announced_and_deserves_a_new_board() -> None:
    state = TSUKIJI.setup(2, 9, {})
    events = []
    for seat in (0, 1):
        for lot, ticket in enumerate(("0", "1", "2")):
            TSUKIJI.apply(state, seat, {"type": "ticket", "lot": lot, "ticket": ticket})
        events = TSUKIJI.apply(state, seat, {"type": "confirm"})
    assert PRESENTER.new_board(events)
    (reveal,) = PRESENTER.announcements(TSUKIJI.view(state, None), NAMES, "en", events)
    assert reveal.content.startswith("**Reveal — round 1.**") and reveal.render is not None


def _pending_board(
    cards: list[str], rows: dict, takusan: dict | None = None, variant: bool = False
) -> Panel:
    """Seat 0 has ``rows`` and buys lot A holding ``cards``; the market as in the rulebook."""
    state = new_game(4, round_=3)
    state["options"]["variant"] = variant
    give_rows(state, 0, rows, takusan)
    set_lots(state, [cards, *[["ebi", "fugu", "tako"]] * 4])
    evaluate(state)
    TSUKIJI.apply(state, 0, {"type": "buy", "lot": 0})
    set_market(state, RANKED)  # hotategai 10, ebi 7, tako 5, fugu 3, sake 1
    assert state["pending"] is not None
    return PRESENTER.board(TSUKIJI.view(state, None), NAMES4, "en", [])


def _suggested(board: Panel) -> str:
    (button,) = [c for c in board.controls if c.style == "primary"]
    return button.code or ""


def test_takusan_suggestion_scores_best_for_the_buyer() -> None:
    # Maguro: 2 -> 3 cards adds 12 - 7 = 5 < a hotategai card (10).
    board = _pending_board(["takusan", "maguro", "maguro"], {"hotategai": 1, "sake": 1})
    assert _suggested(board) == "takusan.hotategai"
    # Maguro: 5 -> 6 adds 33 - 25 = 8 > a tako card (5).
    board = _pending_board(["takusan", "tako", "maguro"], {"maguro": 4})
    assert _suggested(board) == "takusan.maguro"


def test_takusan_suggestion_counts_the_variant_bonuses_when_on() -> None:
    # Fugu 2 -> 3 completes three of every product: +3 and the +10 bonus beats hotategai (10).
    rows = {"ebi": 3, "hotategai": 3, "sake": 3, "tako": 3, "fugu": 2, "maguro": 5}
    lot = ["takusan", "maguro", "tako"]
    assert _suggested(_pending_board(lot, rows)) == "takusan.hotategai"
    assert _suggested(_pending_board(lot, rows, variant=True)) == "takusan.fugu"


def test_yakuza_suggestion_loses_least_for_the_buyer() -> None:
    # One Maguro loses 3, a sake card 1; the Takusan beside it as much as the card.
    board = _pending_board(["yakuza", "sake", "maguro"], {"tako": 1})
    assert _suggested(board) == "yakuza.sake.sake"
    # A set of six Maguro loses 33 - 25 = 8 by one card, less than a hotategai card (10).
    board = _pending_board(["yakuza", "hotategai", "hotategai"], {"maguro": 6})
    assert _suggested(board) == "yakuza.maguro.maguro"


def test_yakuza_buttons_name_the_card_takusan_included() -> None:
    board = _pending_board(["yakuza", "ebi", "ebi"], {"maguro": 2}, takusan={"maguro": 1})
    labels = {c.code: c.label for c in board.controls}
    assert set(labels) == {"yakuza.maguro.maguro", "yakuza.maguro.takusan", "yakuza.ebi.ebi"}
    assert "Takusan" in labels["yakuza.maguro.takusan"]
    assert "Maguro" in labels["yakuza.maguro.takusan"]
    assert "Takusan" not in labels["yakuza.maguro.maguro"]
    assert len(set(labels.values())) == 3


def test_buy_buttons_say_what_the_maguro_is_worth_to_the_buyer() -> None:
    state = new_game(4, round_=3)
    give_rows(state, 0, {"maguro": 4})
    lots = [["maguro", "maguro", "ebi"], ["ebi"] * 3, ["maguro", "sake", "fugu"]]
    set_lots(state, [*lots, ["tako"] * 3, ["tako"] * 3])
    evaluate(state)
    board = PRESENTER.board(TSUKIJI.view(state, None), NAMES4, "en", [])
    values = DATA["maguro_values"]
    labels = [c.label for c in board.controls if (c.code or "").startswith("buy.")]
    assert f"+¥{values[6] - values[4]}" in labels[0]  # two Maguro onto four
    assert "🍣" not in labels[1]
    assert f"+¥{values[5] - values[4]}" in labels[2]
    assert f"1→¥{values[1]}" in board.content  # and the table beside the buttons
    assert "Variant bonuses" not in board.content
    state["options"]["variant"] = True
    board = PRESENTER.board(TSUKIJI.view(state, None), NAMES4, "en", [])
    bonuses = DATA["variant_bonuses"]
    assert all(f"+{bonus['points']}" in board.content for bonus in bonuses.values())


def test_first_board_announces_the_random_start_player_and_the_variant() -> None:
    for seed in range(6):
        state = TSUKIJI.setup(4, seed, {"variant": seed % 2 == 0})
        start = state["start_player"]
        board = PRESENTER.board(TSUKIJI.view(state, None), NAMES4, "en", [])
        assert f"**{NAMES4[start]}**" in board.content
        assert "at random" in board.content
        assert ("variant" in board.content.lower()) == (seed % 2 == 0)
    _evaluated(state := TSUKIJI.setup(3, 1, {}))
    board = PRESENTER.board(TSUKIJI.view(state, None), NAMES, "en", [])
    assert "at random" not in board.content  # only the first board


# -- /rules ----------------------------------------------------------------------------------
def _rules_text() -> str:
    return "\n".join(
        "\n".join([p.title or "", p.description or "", *(f"{n}\n{v}" for n, v in p.fields)])
        for p in PRESENTER.rules("en")
    )


def test_rules_numbers_come_from_the_data_file() -> None:
    texts = {i: source("en", i) or "" for i in message_ids("en") if i.startswith("tsukiji-rules-")}
    assert len(texts) > 20
    typed = {k: v for k, v in texts.items() if re.search(r"\d", re.sub(r"\{[^}]*\}", "", v))}
    assert not typed, typed


def test_rules_give_every_component_with_its_numbers() -> None:
    text = _rules_text()
    for players in ("2", "3", "4"):
        deck = DATA["deck"][players]
        assert f"{sum(deck.values())} cards" in text
        assert f"{deck['maguro']} of each product" in text
        assert f"{deck['takusan']} Takusan" in text and f"{deck['yakuza']} Yakuza" in text
        line = " · ".join(
            f"¥{tile['cash']}{' ⏰' if rank == 0 else ''} {tile['change']:+d}".replace("+0", "±0")
            for rank, tile in enumerate(DATA["tiles"][players])
        )
        assert line.replace("-", "−") in text, line
    values = DATA["maguro_values"]
    assert all(f"{n}→¥{values[n]}" in text for n in range(1, 11))
    for ticket in ("0", "1", "2", "3", "4", "4/2", "−1", "+6", "×2"):
        assert f"**{ticket}**" in text, ticket
    assert f"¥{DATA['money']['start']}" in text and f"¥{DATA['money']['step']}" in text
    assert f"¥{DATA['money']['pass']}" in text
    for bonus in DATA["variant_bonuses"].values():
        assert f"+{bonus['points']}" in text
    assert str(DATA["rounds"]) in text and str(DATA["market"]["max_space"]) in text


def test_rules_cover_every_special_case() -> None:
    text = _rules_text().lower()
    for words in (
        "any order",  # tickets
        "negative",  # totals
        "further left",  # ties
        "stack",  # marker stacks
        "keeps its place",
        "takusan",
        "discarded",  # Takusan without a row, the unsold lot
        "cannot afford",
        "alarm clock",
        "start player stays",
        "unused special tickets",
        "shared win",
        "variant",
        "each copy counts",
        "several",  # x2 stacking
    ):
        assert words in text, words


def test_channel_texts_list_names_the_languages_way_with_real_minus_signs() -> None:
    """Waiting players, market moves and tied winners are lists in the reader's language; a
    market falling shows a real minus sign."""
    state = TSUKIJI.setup(3, 5, {})
    TSUKIJI.apply(state, 1, {"type": "ticket", "lot": 0, "ticket": "0"})
    view = TSUKIJI.view(state, None)
    for seat in range(3):
        for lot, ticket in enumerate(("0", "1", "2", "3")):
            if (seat, lot) != (1, 0):
                TSUKIJI.apply(state, seat, {"type": "ticket", "lot": lot, "ticket": ticket})
    TSUKIJI.apply(state, 1, {"type": "confirm"})
    view = TSUKIJI.view(state, None)
    board = PRESENTER.board(view, NAMES, "en", []).content or ""
    assert "Waiting for: Alice and 张伟" in board
    assert "Alice、张伟" in (PRESENTER.board(view, NAMES, "ja", []).content or "")
    view = dict(view)
    view["last_reveal"] = {
        "round": 1,
        "moves": [
            {"product": "ebi", "delta": -2, "from": 5, "to": 3},
            {"product": "sake", "delta": 4, "from": 1, "to": 5},
            {"product": "fugu", "delta": 0, "from": 2, "to": 2},
        ],
    }
    (reveal,) = PRESENTER.announcements(view, NAMES, "en", [{"type": "reveal"}])
    assert "5→3 (−2)" in (reveal.content or "") and ", and " in (reveal.content or "")
    assert "-2" not in (reveal.content or "")
    view["result"] = {"winners": [0, 2], "ranking": [1, 3, 1], "scores": [50, 40, 50]}
    final = PRESENTER.final(view, NAMES, "en").content or ""
    assert "Alice and 张伟" in final and "&" not in final


def test_every_seat_has_a_private_picture_while_buying_and_the_pictures_above_it() -> None:
    """Buying: each seat's picture says what each lot is worth to it (review T3); the board's
    own picture holds the lots, the players and the price board go above it."""
    state = _evaluated(TSUKIJI.setup(3, 5, {}))
    board = PRESENTER.board(TSUKIJI.view(state, None), NAMES, "en", [])
    assert [p.filename for p in board.images] == ["tsukiji-players.png", "tsukiji-market.png"]
    for seat in range(3):
        view = TSUKIJI.view(state, seat)
        panel = PRESENTER.private(view, TSUKIJI.legal_actions(state, seat), NAMES, "en")
        assert panel is not None and panel.render is not None and not panel.controls
        assert panel.content == board.content  # who buys, the Maguro table, as on the board
        assert [p.filename for p in panel.images] == [p.filename for p in board.images]


def test_the_reveal_and_the_final_carry_their_details_above() -> None:
    state = TSUKIJI.setup(2, 9, {})
    events = []
    for seat in (0, 1):
        for lot, ticket in enumerate(("0", "1", "2")):
            TSUKIJI.apply(state, seat, {"type": "ticket", "lot": lot, "ticket": ticket})
        events = TSUKIJI.apply(state, seat, {"type": "confirm"})
    (reveal,) = PRESENTER.announcements(TSUKIJI.view(state, None), NAMES, "en", events)
    assert [p.filename for p in reveal.images] == ["tsukiji-moves.png"]
    rng = random.Random(3)
    while not TSUKIJI.is_over(state):
        seat = rng.choice(sorted(TSUKIJI.to_act(state)))
        TSUKIJI.apply(state, seat, rng.choice(TSUKIJI.legal_actions(state, seat)))
    final = PRESENTER.final(TSUKIJI.view(state, None), NAMES[:2], "en")
    assert [p.filename for p in final.images] == ["tsukiji-scores.png"]
    assert PRESENTER.private(TSUKIJI.view(state, 0), [], NAMES[:2], "en") is None
