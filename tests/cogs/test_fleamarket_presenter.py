"""The Flea Market presenter's texts: lists of players (winners, seats waited for) are written the
reader's language's way, never glued with an English " & " or ", "."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bot.games.fleamarket import FLEAMARKET
from bot.i18n import message_ids
from cogs.fleamarket import FleaMarketPresenter
from rendering.fleamarket import settlement
from tests.games.test_fleamarket import new_game
from tests.games.test_fleamarket_round3 import _settle_round_one
from tests.rendering import fleamarket_views as V

NAMES = ["Alice", "山田太郎", "张伟", "🐟Fishy🍣"]
PRESENTER = FleaMarketPresenter()


def _tied_final() -> dict:
    view = copy.deepcopy(V.final_4p())
    view["result"]["winners"] = [0, 2]
    return view


def test_shared_winners_are_joined_the_languages_way() -> None:
    view = _tied_final()
    assert "**Alice and 张伟**" in PRESENTER.final(view, NAMES, "en").content
    assert "**Alice en 张伟**" in PRESENTER.final(view, NAMES, "nl").content
    assert "Alice、张伟" in PRESENTER.final(view, NAMES, "ja").content
    assert " & " not in PRESENTER.final(view, NAMES, "en").content


def test_seats_waited_for_are_joined_the_languages_way() -> None:
    view = copy.deepcopy(V.board_4p_settle())
    view["to_act"] = [1, 3]
    board = PRESENTER.board(view, NAMES, "en", []).content
    assert "山田太郎 and 🐟Fishy🍣" in board
    assert "山田太郎、🐟Fishy🍣" in PRESENTER.board(view, NAMES, "ja", []).content


def test_plurals_are_chosen_by_the_catalogs_not_by_the_code() -> None:
    """No ``-one``/``-other`` message pairs picked in code: Fluent selectors choose the form
    each language needs."""
    pairs = [m for m in message_ids("en") if m.startswith("fleamarket-") and m.endswith("-one")]
    assert not pairs
    rules = "\n".join(p.description or "" for p in PRESENTER.rules("en"))
    assert "1 money button" in rules and "3 popularity buttons" in rules
    assert "1 point ¥1" in rules and "2 points ¥3" in rules


def test_the_settlement_announcement_never_shows_a_popularity_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The announcement stays in the channel: it neither draws nor names the cards taken as
    popularity (face down in the picture, no total in the text), though the settlement's
    moment has only begun; an old board becomes a note for the same reason."""
    state = new_game(3, start=0)
    events = _settle_round_one(state)  # blue 1 goes to seat 1's popularity
    view = FLEAMARKET.view(state, None)
    assert view["last_settlement"] is not None and view["last_settlement"]["open"]
    [panel] = PRESENTER.announcements(view, NAMES[:3], "en", events)
    drawn: list[str] = []
    draw = settlement.draw_card

    def recorded(img: Any, view: Any, xy: Any, card: str, *size: int) -> None:
        drawn.append(card)
        draw(img, view, xy, card, *size)

    monkeypatch.setattr(settlement, "draw_card", recorded)
    assert all(picture.render is not None and picture.render() for picture in panel.pictures())
    assert "red9" in drawn and "blue1" not in drawn
    lowest = next(line for line in panel.content.splitlines() if "山田太郎" in line)
    assert "(1)" not in lowest and "Blue" not in lowest
    assert "Board closed" in PRESENTER.replaced_board(view, NAMES[:3], "en").content


def test_every_message_has_its_own_picture_and_a_further_one() -> None:
    """Issue 24: the board's stalls and a seat's decision read in the chat (600 px), the
    players, colours and legend in a further picture (800 px) shown above them."""
    import io

    from PIL import Image

    from rendering import components as C

    def widths(panel: Any) -> list[int]:
        return [Image.open(io.BytesIO(p.render())).width for p in panel.pictures()]

    board = PRESENTER.board(V.board_4p_display(), NAMES, "en", [])
    assert widths(board) == [C.WIDTH, C.ACT_WIDTH]
    view, legal = V.rich_cut()
    private = PRESENTER.private(view, legal, NAMES, "en")
    assert private is not None and widths(private) == [C.WIDTH, C.ACT_WIDTH]
    assert widths(PRESENTER.final(V.final_4p(), NAMES, "en")) == [C.WIDTH, C.ACT_WIDTH]


def test_the_price_cut_panel_draws_the_costs_the_rules_give() -> None:
    from rendering.fonts import recording

    view, legal = V.rich_cut()
    panel = PRESENTER.private(view, legal, NAMES, "en")
    assert panel is not None and panel.render is not None
    with recording() as drawn:
        panel.render()
    assert {"cut 1 = ¥1", "cut 2 = ¥3"} <= {d.wanted for d in drawn}


def test_a_price_war_is_announced_with_its_picture() -> None:
    """M1: the price war leaves a message of its own: its line, and the cleared cards."""
    view, event = V.price_war()
    panels = PRESENTER.announcements(view, NAMES, "en", [event])
    (panel,) = panels
    assert panel.content.startswith("💥 **Price war!**")
    assert panel.filename == "fleamarket-price-war.png" and panel.render is not None
    assert panel.render()[:8] == b"\x89PNG\r\n\x1a\n"
