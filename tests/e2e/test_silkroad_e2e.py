"""Complete Maritime Silk Road games through the local Discord server: slash commands and
clicks only, with the generic random driver of ``tests/e2e/world.py``."""

from __future__ import annotations

import random
import re
from pathlib import Path

from bot.engine import replay
from bot.games import GAMES
from bot.interface.presenter import Button, Panel, Select
from bot.names import unmarked
from bot.services.tables import encode_action
from cogs.silkroad import SilkRoadPresenter
from tests.e2e.world import board_message, make_world, open_and_start, play_game, running_bot

PRIVATE_MARKERS = ("Your money", "You earned", "money: **¥", "you earned", "your turn")


async def _finished_correctly(world, bot, game_id: int) -> None:
    row = await bot.store.games.get(game_id)
    assert row is not None and row.status == "over"
    log = await bot.store.games.log(game_id)
    rebuilt = replay(GAMES["silkroad"], len(row.seats), row.seed, row.options, log)
    assert rebuilt == row.state, "stored snapshot differs from a replay of the stored log"
    final = world.server.last_message(world.channel)
    assert final.content.startswith("Game over"), final.content
    assert final.attachments, "the final message shows everyone's money"
    money = [seat["money"] for seat in row.state["seats"]]
    for seat, amount in zip(row.seats, money, strict=True):
        assert f"**{seat.name}** — ¥{amount}" in unmarked(final.content), "all money revealed"
    board = await board_message(world, bot, game_id)
    assert not board.components, "a finished game's board has no controls left"
    _assert_no_public_secrets(world, final.id)
    world.server.assert_healthy()


def _assert_no_public_secrets(world, final_id: str) -> None:
    """No channel message before the final one shows money, income amounts or hands."""
    for message in world.server.messages(world.channel):
        if message.id == final_id:
            continue
        for text in [message.content, *(r.get("content") or "" for r in message.revisions)]:
            assert not any(marker in text for marker in PRIVATE_MARKERS), text
            assert not re.search(r"earn\w*[^\n]*¥", text), text
        names = [a.get("filename", "") for a in message.payload.get("attachments") or []]
        assert not any("hand" in name for name in names), names


async def test_two_players_complete_game(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users, game="silkroad")
            clicks = await play_game(world, bot, game_id, random.Random(1))
            assert clicks > 30
            await _finished_correctly(world, bot, game_id)
            assert all(world.server.dms(user) for user in world.users)
            dms = world.server.dms(world.users[0])
            seen = [m.content for m in dms] + [
                r.get("content") or "" for m in dms for r in m.revisions
            ]
            assert any("your turn" in text and "¥" in text for text in seen)
            row = await bot.store.games.get(game_id)
            if row is not None and row.state["seats"][0]["earned"]:
                assert any("You earned" in text for text in seen), "income is told privately"
    finally:
        await world.server.close()


async def test_four_players_one_with_closed_dms(tmp_path: Path) -> None:
    world = await make_world(tmp_path)
    closed = world.users[2]
    world.server.close_dms(closed)
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users, game="silkroad")
            notes = world.server.ephemerals(closed)
            assert any("My hand" in m.content for m in notes), "closed DMs are explained"
            await play_game(world, bot, game_id, random.Random(4))
            await _finished_correctly(world, bot, game_id)
            assert not world.server.dms(closed)
    finally:
        await world.server.close()


# -- the presenter on its own (no server) ----------------------------------------------------
NAMES = ["Alice", "山田太郎", "张伟", "🐟Fishy🍣"]


def _walk(players: int, seed: int):
    """(state, events of the last action) along a random game, every step."""
    rules = GAMES["silkroad"]
    rng = random.Random(seed)
    state = rules.setup(players, seed, {})
    events: list[dict] = []
    while True:
        yield state, events
        if rules.is_over(state):
            return
        seat = next(iter(rules.to_act(state)))
        events = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))


def _codes(panel: Panel) -> list[str]:
    codes = []
    for control in panel.controls:
        if isinstance(control, Select):
            codes += [choice.code for choice in control.choices]
        elif control.code is not None:
            codes.append(control.code)
    return codes


def _check_limits(panel: Panel) -> None:
    assert len(panel.content) <= 2000
    assert "silkroad." not in panel.content, f"missing catalog key in {panel.content!r}"
    rows: dict[int, int] = {}
    for control in panel.controls:
        row = control.row or 0
        rows[row] = rows.get(row, 0) + (5 if isinstance(control, Select) else 1)
        if isinstance(control, Select):
            assert 0 < len(control.choices) <= 25
            assert all(
                len(c.label) <= 100 and len(c.description or "") <= 100 for c in control.choices
            )
        else:
            assert len(control.label) <= 80 and "silkroad." not in control.label
            assert control.code is None or len(control.code) <= 60
    assert max(rows, default=0) < 5 and all(n <= 5 for n in rows.values()), rows
    buttons = [c for c in panel.controls if not isinstance(c, Select)]
    codes = [b.code for b in buttons]
    assert len(codes) == len(set(codes)), "duplicate custom ids"


def test_panels_fit_discord_and_offer_every_move() -> None:
    presenter = SilkRoadPresenter()
    rules = GAMES["silkroad"]
    for players, seed in ((2, 1), (3, 2), (4, 3), (4, 4)):
        for state, events in _walk(players, seed):
            names = NAMES[:players]
            board = presenter.board(rules.view(state, None), names, "en", events)
            _check_limits(board)
            amounts = re.findall(r"¥(\d+)", board.content)
            assert all(int(a) in (8, 10, 11, 12) for a in amounts), board.content
            for seat in range(players):
                view = rules.view(state, seat)
                legal = rules.legal_actions(state, seat)
                panel = presenter.private(view, legal, names, "en")
                assert panel is not None
                _check_limits(panel)
                assert presenter.private_acts(view) == bool(legal)
                enabled = set(_codes(panel)) - {
                    c.code for c in panel.controls if isinstance(c, Button) and c.disabled
                }
                legal_codes = {encode_action(a) for a in legal}
                assert enabled <= legal_codes
                offered = {a["type"] for a in legal if encode_action(a) in enabled}
                assert offered == {a["type"] for a in legal}, (offered, legal)


def test_final_panel_and_private_income_notice() -> None:
    presenter = SilkRoadPresenter()
    rules = GAMES["silkroad"]
    *_, (state, _events) = _walk(3, 9)
    final = presenter.final(rules.view(state, None), NAMES[:3], "en")
    assert final.content.startswith("Game over — winner: **")
    for seat_state, name in zip(state["seats"], NAMES, strict=False):
        assert f"**{name}** — ¥{seat_state['money']}" in unmarked(final.content)
    income = {
        "type": "income",
        "seat": 1,
        "colour": "tea",
        "earners": [0],
        "private": {"0": {"amount": 6, "bonus": 2}},
    }
    live = rules.setup(3, 1, {})
    notice = presenter.notices(rules.view(live, 0), [income], NAMES[:3], "en")
    assert notice is not None and "¥6" in notice.content and "山田太郎" in notice.content
    assert presenter.notices(rules.view(live, 1), [income], NAMES[:3], "en") is None
    assert presenter.new_board([{"type": "turn", "seat": 0, "new_round": True}])
    assert not presenter.new_board([{"type": "turn", "seat": 1, "new_round": False}])
    assert presenter.rules("en")[0].fields
