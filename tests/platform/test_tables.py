"""The table service: lobby rules, staleness stamps and one accepted action per click."""

from __future__ import annotations

import random
import re

import pytest

from bot.engine import IllegalAction
from bot.services.tables import Tables, encode_action
from tests.history.helpers import play_to_end
from tests.replays import replayed


async def _started(tables: Tables, players: int = 3) -> int:
    row = await tables.open_lobby("tsukiji", 1, 10, 100, "Host", {}, "en-US")
    for user in range(101, 100 + players):
        await tables.join(row.id, user, f"P{user}")
    await tables.start(row.id, 100)
    return row.id


def refused(key: str) -> pytest.RaisesExc:
    return pytest.raises(IllegalAction, match=re.escape(key))


def test_action_codes() -> None:
    assert encode_action({"type": "buy", "lot": 2}) == "buy.2"
    assert encode_action({"type": "ticket", "ticket": "4/2"}) == "ticket.4/2"
    assert encode_action({"type": "pass"}) == "pass"


async def test_lobby_refusals(tables: Tables) -> None:
    row = await tables.open_lobby("tsukiji", 1, 10, 100, "Host", {}, "en-US")
    with refused("lobby.too_few"):
        await tables.start(row.id, 100)
    with refused("lobby.channel_busy"):
        await tables.open_lobby("tsukiji", 1, 10, 200, "Other", {}, "en-US")
    with refused("error.bad_options"):
        await tables.open_lobby("tsukiji", 1, 11, 200, "Other", {"speed": 3}, "en-US")
    await tables.join(row.id, 101, "A")
    with refused("lobby.already_joined"):
        await tables.join(row.id, 101, "A")
    with refused("lobby.host_only"):
        await tables.start(row.id, 101)
    with refused("lobby.host_cannot_leave"):
        await tables.leave(row.id, 100)
    for user in (102, 103):
        await tables.join(row.id, user, "B")
    with refused("lobby.full"):
        await tables.join(row.id, 104, "C")


async def test_secret_choices_of_others_do_not_make_my_controls_stale(tables: Tables) -> None:
    game_id = await _started(tables)
    drawn_at = (await tables.load(game_id)).version
    await tables.act(game_id, 101, drawn_at, "ticket.0.0")  # seat 1 acts
    row = await tables.load(game_id)
    assert row.stamps == [0, 1, 0]
    outcome = await tables.act(
        game_id, 100, drawn_at, "ticket.0.1"
    )  # seat 0's panel is still current
    assert outcome.row.version == 2 and not outcome.public_changed
    with refused("error.stale"):  # seat 1's old panel is not
        await tables.act(game_id, 101, drawn_at, "ticket.1.2")
    with refused("error.not_offered"):
        await tables.act(game_id, 101, 1, "ticket.1.0")  # ticket 0 is already on a lot
    with refused("error.not_seated"):
        await tables.act(game_id, 999, None, "ticket.0.0")
    assert len(await tables.store.games.log(game_id)) == 2
    assert await replayed(tables, game_id) == (await tables.load(game_id)).state


async def test_the_public_changes_when_someone_confirms(tables: Tables) -> None:
    game_id = await _started(tables, players=2)
    for lot, ticket in enumerate(("0", "1", "2")):
        await tables.act(game_id, 100, None, f"ticket.{lot}.{ticket}")
    outcome = await tables.act(game_id, 100, None, "confirm")
    assert outcome.public_changed and outcome.events == [{"type": "confirmed", "seat": 0}]


async def test_play_again_keeps_the_table_s_choice_of_hints(tables: Tables) -> None:
    lobby = await tables.open_lobby("tsukiji", 1, 10, 1, "Ann", {}, "en-US", hints="on")
    await tables.join(lobby.id, 2, "Bo")
    started = await tables.start(lobby.id, 1)
    assert started.hints == "on" and started.hints_on
    await play_to_end(tables, lobby.id, random.Random(1))
    again = await tables.open_rematch(await tables.load(lobby.id), 2, "Bo", "en-US", 60)
    assert again.hints == "on"
    with refused("error.bad_options"):
        await tables.open_lobby("tsukiji", 1, 11, 1, "Ann", {}, "en-US", hints="sometimes")
