"""The Maritime Silk Road presenter: the start player announced on the first boards, the
exchange draw that would end the game, and /rules pages a newcomer can play from."""

from __future__ import annotations

import re

import pytest

from bot import i18n
from bot.engine.data import load_json
from bot.games.silkroad import SILKROAD
from bot.i18n import t
from bot.interface.presenter import Button, Panel
from cogs.history.text import describe
from cogs.silkroad import SilkRoadPresenter
from cogs.silkroad.words import goods
from tests.games.test_silkroad import act, ready, seed_starting, setup_table

NAMES = ["Alice", "山田太郎", "张伟", "🐟Fishy🍣"]
PRESENTER = SilkRoadPresenter()
DATA = load_json("silkroad.json")


# -- the replay -----------------------------------------------------------------------------
@pytest.mark.parametrize("lang", i18n.locales())
def test_replay_tells_the_setup_loads_from_loading_a_bought_ship(lang: str) -> None:
    """The opening loads are the setup, not "loaded Glass on the new ship" (which only the
    ship just bought is)."""
    state = SILKROAD.setup(2, 1, {})
    lines = []
    while state["phase"] == "load":
        seat, colour = state["turn"], "tea" if state["supply"]["tea"] else "ore"
        action = {"type": "load", "colour": colour}
        events = act(state, seat, **action)
        lines.append((describe("silkroad", seat, action, events, NAMES[:2], lang), colour))
    assert len(lines) == 4
    for line, colour in lines:
        shown = goods(colour, lang)
        assert t("silkroad.log.loaded_start", lang, colour=shown) in line, line
        assert t("silkroad.log.loaded_own", lang, colour=shown) not in line, line
    state = setup_table(ready(2), money={0: 10})
    act(state, 0, type="buy", card="ship")
    events = act(state, 0, type="load", colour="ore")
    line = describe("silkroad", 0, {"type": "load", "colour": "ore"}, events, NAMES[:2], lang)
    assert t("silkroad.log.loaded_own", lang, colour=goods("ore", lang)) in line, line


# -- the start player ------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_boards_announce_the_start_player_drawn_at_random(players: int) -> None:
    start = players - 1
    state = SILKROAD.setup(players, seed_starting(players, start), {})
    names = NAMES[:players]
    first = PRESENTER.board(SILKROAD.view(state, None), names, "en", [])
    announced = [line for line in first.content.splitlines() if "start player" in line]
    assert len(announced) == 1, first.content
    assert f"**{names[start]}**" in announced[0] and "random" in announced[0]
    assert not any(f"**{names[s]}**" in announced[0] for s in range(players) if s != start)
    while state["phase"] == "load":
        act(state, state["turn"], type="load", colour="tea" if state["supply"]["tea"] else "ore")
    # The first turn's board (a new message) still says who starts; a later round does not.
    board = PRESENTER.board(SILKROAD.view(state, None), names, "en", [])
    assert any("start player" in line for line in board.content.splitlines())
    for _ in range(players):
        act(state, state["turn"], type="skip")
        act(state, state["turn"], type="draw")
    later = PRESENTER.board(SILKROAD.view(state, None), names, "en", [])
    assert "start player" not in later.content


def test_setup_dms_tell_everyone_who_starts() -> None:
    state = SILKROAD.setup(3, seed_starting(3, 1), {})
    act(state, 1, type="load", colour="tea")
    assert state["turn"] == 2
    for seat in range(3):
        view = SILKROAD.view(state, seat)
        panel = PRESENTER.private(view, SILKROAD.legal_actions(state, seat), NAMES[:3], "en")
        assert panel is not None
        (line,) = [x for x in panel.content.splitlines() if "start player" in x]
        assert ("**You**" if seat == 1 else f"**{NAMES[1]}**") in line and "random" in line


# -- the exchange draw that ends the game ----------------------------------------------------
def _exchange_panel(deck: int) -> tuple[Panel, dict]:
    """Seat 0 (one exchange) has drawn 2 in phase 2; ``deck`` cards were left before that."""
    state = setup_table(ready(2), specials={0: {"exchange": 1}}, deck=deck)
    act(state, 0, type="skip")
    act(state, 0, type="draw")
    assert state["phase"] == "exchange"
    view = SILKROAD.view(state, 0)
    panel = PRESENTER.private(view, SILKROAD.legal_actions(state, 0), NAMES[:2], "en")
    assert panel is not None
    return panel, view


def _button(panel: Panel, code: str) -> Button:
    (button,) = [c for c in panel.controls if isinstance(c, Button) and c.code == code]
    return button


def test_exchange_button_warns_when_the_draw_ends_the_game() -> None:
    panel, view = _exchange_panel(deck=3)
    assert view["deck_count"] == 1
    exchange = _button(panel, "exchange")
    assert "ends the game" in exchange.label and exchange.style == "danger"
    assert "ends the game" in panel.content
    assert "ends the game" not in _button(panel, "done").label


def test_exchange_button_is_plain_while_cards_remain_after_it() -> None:
    panel, view = _exchange_panel(deck=5)
    assert view["deck_count"] == 3
    exchange = _button(panel, "exchange")
    assert "ends the game" not in exchange.label and exchange.style == "primary"
    assert "ends the game" not in panel.content


# -- /rules ----------------------------------------------------------------------------------
def _rules_text() -> str:
    return "\n".join(
        "\n".join([p.title or "", p.description or "", *(f"{n}\n{v}" for n, v in p.fields)])
        for p in PRESENTER.rules("en")
    )


def test_rules_name_every_component_with_its_numbers_from_the_data() -> None:
    text = _rules_text()
    cards = DATA["cards_per_colour"]
    colours = len(DATA["colours"])
    assert f"{colours * cards} goods cards" in text
    for colour in ("Porcelain", "Silk", "Tea", "Spice", "Glass", "Ore"):
        assert re.search(rf"{colour}\b[^\n]*×{cards}", text), colour
    assert f"{colours * DATA['cubes_per_colour']} cubes" in text
    assert f"{DATA['cubes_per_colour']} of each colour" in text
    assert f"{DATA['ships_total']} ships" in text
    for players in (2, 3, 4):
        left = DATA["ships_total"] - DATA["start_ships"] * players
        assert f"{left} at {players} players" in text
    for kind, name in (("ship", "Ship"), ("licence", "Licence"), ("porter", "Porter")):
        assert re.search(rf"\*\*{name}\*\* · ¥{DATA['specials'][kind]['price']}\b", text), kind
    exchange = DATA["specials"]["exchange"]
    assert f"**Exchange** · ¥{exchange['price']} · {exchange['copies']} cards" in text
    assert f"+¥{DATA['licence_bonus']}" in text


def test_rules_cover_setup_turn_income_and_end() -> None:
    text = _rules_text()
    for needle in (
        f"dealt {DATA['hand_size']} goods cards",  # the deal
        f"{DATA['market_slots']} face up",  # the market
        "drawn at random",  # the start player
        "first ship",  # loading in turn order...
        "second ship",
        "Phase 1",
        "Phase 2",
        f"draw {DATA['draw_count']}",
        "hand is empty",  # must draw
        "Example",  # income worked through
        "the moment the draw pile is empty",
        "secret",
        "share",
    ):
        assert needle in text, needle


def test_rules_worked_example_adds_up() -> None:
    """The rulebook's example: 2 spice played onto a market with 1 spice showing."""
    text = _rules_text()
    bonus = DATA["licence_bonus"]
    assert "3 × 1 = ¥3" in text and "3 × 2 = ¥6" in text
    assert f"¥6 + ¥{bonus} = ¥{6 + bonus}" in text


# -- pictures (issue 24) --------------------------------------------------------------------
def _drawn(picture_render: object) -> list[str]:
    from rendering.fonts import recording

    assert callable(picture_render)
    with recording() as drawn:
        picture_render()
    return [d.wanted for d in drawn]


def test_every_turn_dm_brings_the_whole_table_above_its_decision() -> None:
    """S2: the phase-1 DM's own picture holds the decision (prices, stock, supply, my ships,
    money, draw pile); the table's detail above it every rival's ships by name."""
    from tests.rendering import silkroad_views as V

    state = V.phase1_4p()
    seat = state["turn"]
    view = SILKROAD.view(state, seat)
    panel = PRESENTER.private(view, SILKROAD.legal_actions(state, seat), NAMES, "en")
    assert panel is not None and panel.render is not None and panel.controls
    (table,) = panel.images
    assert table.filename == "silkroad-table.png"
    detail = _drawn(table.render)
    for name in NAMES:
        assert name in detail, name
    own = " ".join(_drawn(panel.render))
    money = f"¥{view['me']['money']}"
    assert "draw pile" in own and money in own
    assert t("silkroad.pic.money", "en") not in detail  # money stays secret


def test_the_board_and_the_final_show_their_detail_above_their_own_picture() -> None:
    from tests.rendering import silkroad_views as V

    board = PRESENTER.board(V.board_4p(), NAMES, "en", [])
    assert [p.filename for p in board.pictures()] == ["silkroad-table.png", "silkroad-board.png"]
    final = PRESENTER.final(V.final_4p(), NAMES, "en")
    assert [p.filename for p in final.pictures()] == ["silkroad-fleets.png", "silkroad-final.png"]


def test_a_waiting_dm_keeps_to_its_own_picture() -> None:
    """The table's detail is on the board; a DM without a decision sends one picture."""
    from tests.rendering import silkroad_views as V

    state = V.phase1_4p()
    seat = (state["turn"] + 1) % 4
    view = SILKROAD.view(state, seat)
    panel = PRESENTER.private(view, SILKROAD.legal_actions(state, seat), NAMES, "en")
    assert panel is not None and not panel.controls
    assert [p.filename for p in panel.pictures()] == ["silkroad-hand.png"]
