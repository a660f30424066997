"""The Tsukiji presenter: which controls each player gets, and what the channel is told."""

from __future__ import annotations

from bot.games.tsukiji import TSUKIJI
from bot.presenter import Button, Select
from cogs.tsukiji import TsukijiPresenter

NAMES = ["Alice", "山田太郎", "张伟"]
PRESENTER = TsukijiPresenter()


def _evaluated(state: dict) -> dict:
    """Everyone puts tickets 0, 1, 2, 3 on the four lots and confirms."""
    for seat in range(state["players"]):
        for ticket in ("0", "1", "2", "3"):
            TSUKIJI.apply(state, seat, {"type": "ticket", "ticket": ticket})
        TSUKIJI.apply(state, seat, {"type": "confirm"})
    return state


def test_private_panel_walks_through_the_lots() -> None:
    state = TSUKIJI.setup(3, 5, {})
    panel = PRESENTER.private(TSUKIJI.view(state, 1), TSUKIJI.legal_actions(state, 1), NAMES, "en")
    assert panel is not None and panel.render is not None
    (menu,) = [c for c in panel.controls if isinstance(c, Select)]
    assert "lot A" in menu.placeholder
    assert [c.code for c in menu.choices] == [
        f"ticket.{t}" for t in ["0", "1", "2", "3", "4", "4/2", "-1", "+6", "x2"]
    ]
    for ticket in ("4", "x2", "0", "1"):
        TSUKIJI.apply(state, 1, {"type": "ticket", "ticket": ticket})
    panel = PRESENTER.private(TSUKIJI.view(state, 1), TSUKIJI.legal_actions(state, 1), NAMES, "en")
    assert [c.label for c in panel.controls] == ["Confirm tickets", "Start over"]
    assert all(isinstance(c, Button) and c.verb == "p" for c in panel.controls)
    assert "lot B: Special ×2" in panel.content


def test_board_never_shows_a_draft_and_offers_buying_to_the_buyer() -> None:
    state = TSUKIJI.setup(3, 5, {})
    TSUKIJI.apply(state, 2, {"type": "ticket", "ticket": "+6"})
    board = PRESENTER.board(TSUKIJI.view(state, None), NAMES, "en", [])
    assert "+6" not in board.content and not board.controls
    state = _evaluated(TSUKIJI.setup(3, 5, {}))
    state["seats"][0]["money"] = 5
    board = PRESENTER.board(TSUKIJI.view(state, None), NAMES, "en", [])
    buys = [c for c in board.controls if c.label.startswith("Buy")]
    assert len(buys) == 4 and board.controls[-1].label == "Pass · +¥3"
    view = TSUKIJI.view(state, None)
    for button, lot in zip(buys, view["lots"], strict=True):
        assert button.disabled == (lot["tile"]["cash"] > 5)
    assert "**Alice**, buy one lot" in board.content


def test_reveal_is_announced_and_deserves_a_new_board() -> None:
    state = TSUKIJI.setup(2, 9, {})
    events = []
    for seat in (0, 1):
        for ticket in ("0", "1", "2"):
            TSUKIJI.apply(state, seat, {"type": "ticket", "ticket": ticket})
        events = TSUKIJI.apply(state, seat, {"type": "confirm"})
    assert PRESENTER.new_board(events)
    (reveal,) = PRESENTER.announcements(TSUKIJI.view(state, None), NAMES, "en", events)
    assert reveal.content.startswith("**Reveal — round 1.**") and reveal.render is not None


def test_takusan_choice_suggests_the_most_valuable_row() -> None:
    view = {
        "market_rank": ["sake", "ebi", "tako", "fugu", "hotategai"],
        "phase": "buy",
        "turn": 0,
        "pending": {"seat": 0, "kind": "takusan", "lot": 0, "options": ["tako", "ebi", "maguro"]},
    }
    assert PRESENTER._suggest(view, view["pending"]) == "maguro"
    view["pending"] = {**view["pending"], "kind": "yakuza", "options": ["tako", "ebi"]}
    assert PRESENTER._suggest(view, view["pending"]) == "tako"
