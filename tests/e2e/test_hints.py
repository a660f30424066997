"""Hints for learners through the local Discord: the table option of ``/play`` (auto, on, off),
the 💡 button of a private panel, its answer in the reader's language, and a game in which a
hint was used ending unrated while the same game without hints is rated."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.runtime import FluentResource

import bot.ai.tsukiji as tsukiji_ai
from bot import i18n
from bot.ai.base import Hint, hint
from bot.i18n import t
from bot.interface.boards import names_of
from bot.interface.client import IchibaBot
from bot.interface.hints import hint_text
from bot.names import escape_names
from cogs.history.text import describe
from tests.e2e.world import (
    World,
    board_message,
    buttons,
    make_world,
    open_and_start,
    play_game,
    private_panel,
    running_bot,
    verb_button,
)
from tests.history.helpers import finish_game

HINT_VERB = ":hint"


def has_hint_button(message) -> bool:
    return any(b.get("custom_id", "").endswith(HINT_VERB) for b in buttons(message))


async def expected_answers(bot: IchibaBot, game_id: int, seat: int, locale: str) -> set[str]:
    """The game's explained hint (Normal's move, one of the seat's legal ones, and its reason),
    or where the game explains nothing the fallback answer for each legal move, in ``locale``."""
    row = await bot.store.games.get(game_id)
    assert row is not None and row.state is not None
    rules = bot.tables.rules(row)
    legal = rules.legal_actions(row.state, seat)
    assert legal, "the seat must act"
    found = hint(row.game, rules.view(row.state, seat), legal)
    if found is not None:
        assert found.action in legal
        return {escape_names(hint_text(found, locale))}
    return {
        escape_names(
            t("hints.normal", locale, move=describe(row.game, seat, a, [], names_of(row), locale))
        )
        for a in legal
    }


async def lobby_text(world: World, bot: IchibaBot, game_id: int) -> str:
    where = await bot.store.messages.get(game_id, "lobby")
    assert where is not None
    return str(world.server.get_message(str(where[1])).embeds)


async def test_a_newcomers_table_offers_hints_and_a_hinted_game_is_not_rated(
    tmp_path: Path,
) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    alice, taro = world.users
    taro.locale = "ja"
    server = world.server
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users)  # hints: auto
            row = await bot.store.games.get(game_id)
            assert row is not None and row.hints == "auto" and row.hints_on
            assert t("hints.lobby.auto", "en-US") in await lobby_text(world, bot, game_id)
            board = await board_message(world, bot, game_id)
            assert "💡 Hints on" in board.content

            # Both choose their tickets at once: each panel has 💡, answered in its language.
            for seat, (user, locale) in enumerate(((alice, "en-US"), (taro, "ja"))):
                panel = await private_panel(world, bot, game_id, user)
                expected = await expected_answers(bot, game_id, seat, locale)
                answer = await server.click(user, panel, verb_button(panel, "hint"))
                assert answer.ephemeral and answer.content in expected, answer.content
            assert answer.content.startswith("💡 ロット")  # Japanese: "lot A: ticket …"
            assert await bot.store.games.hint_uses(game_id) == {0: 1, 1: 1}

            await play_game(world, bot, game_id, random.Random(3))
            final = server.last_message(world.channel)
            assert "Not rated: a hint was used" in final.content, final.content
            result = await bot.store.history.result(game_id)
            assert result is not None and not result.rated
            assert await bot.store.history.all_ratings() == {}

            # The same table with hints off: no 💡 anywhere, and the game is rated.
            again = await open_and_start(world, bot, world.users, hints="off")
            row = await bot.store.games.get(again)
            assert row is not None and row.hints == "off" and not row.hints_on
            assert t("hints.lobby.off", "en-US") in await lobby_text(world, bot, again)
            assert "Hints on" not in (await board_message(world, bot, again)).content
            for user in world.users:
                assert not has_hint_button(await private_panel(world, bot, again, user))
            await play_game(world, bot, again, random.Random(4))
            final = server.last_message(world.channel)
            assert "📈" in final.content and "Not rated" not in final.content, final.content
            result = await bot.store.history.result(again)
            assert result is not None and result.rated
            assert all(seat.after is not None for seat in result.seats)
            assert not has_hint_button(server.last_message(world.channel))
            server.assert_healthy()
    finally:
        await server.close()


async def test_experienced_players_get_hints_only_when_the_table_asks(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "Bob"))
    guild_id = int(world.guild.id)  # type: ignore[attr-defined]
    users = [int(user.id) for user in world.users]
    try:
        async with running_bot(world) as bot:
            for n in range(3):  # three finished Tsukiji games each in this server
                await finish_game(
                    bot.tables, "tsukiji", users, n, guild_id=guild_id, channel_id=100 + n
                )
            auto = await open_and_start(world, bot, world.users)
            row = await bot.store.games.get(auto)
            assert row is not None and row.hints == "auto" and not row.hints_on
            assert "Hints on" not in (await board_message(world, bot, auto)).content
            for user in world.users:
                assert not has_hint_button(await private_panel(world, bot, auto, user))

            elsewhere = world.server.add_text_channel(world.guild, "more")  # type: ignore[attr-defined]
            on = await open_and_start(world, bot, world.users, channel=elsewhere, hints="on")
            row = await bot.store.games.get(on)
            assert row is not None and row.hints_on
            assert "💡 Hints on" in (await board_message(world, bot, on)).content
            for user in world.users:
                assert has_hint_button(await private_panel(world, bot, on, user))
            world.server.assert_healthy()
    finally:
        await world.server.close()


async def test_a_stranger_s_or_a_stale_hint_click_is_answered_and_records_nothing(
    tmp_path: Path,
) -> None:
    world = await make_world(tmp_path, ("Alice", "Bob", "Eve"))
    alice, bob, eve = world.users
    server = world.server
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, [alice, bob])
            panel = await private_panel(world, bot, game_id, alice)
            hint = verb_button(panel, "hint")

            board = await board_message(world, bot, game_id)  # the 💡 forged where Eve can click
            stranger = await server.forged_component(eve, board, hint["custom_id"])
            assert stranger.ephemeral and "aren't playing" in stranger.content

            # Alice moves: her old 💡 is out of date (answered with her current controls).
            await play_game(world, bot, game_id, random.Random(1), max_clicks=6)
            row = await bot.store.games.get(game_id)
            assert row is not None and row.stamps[0] > int(hint["custom_id"].split(":")[2])
            stale = await server.forged_component(alice, panel, hint["custom_id"])
            assert stale.ephemeral and "out of date" in stale.content, stale.content
            assert await bot.store.games.hint_uses(game_id) == {}
            server.assert_healthy()
    finally:
        await server.close()


@pytest.fixture
def product_hint() -> Iterator[str]:
    """A hint message naming a product through a term argument (as the games' explanations
    do), in English and Japanese, for one test."""
    key = "hints.test_product"
    for lang, text in (("en", "Take { $product_term }"), ("ja", "{ $product_term }を取る")):
        i18n._bundle(lang).add_resource(FluentResource(f"hints-test_product = {text}\n"))
    yield key
    i18n.reload()


async def test_an_explained_hint_names_its_terms_in_the_reader_s_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, product_hint: str
) -> None:
    def explain(view, legal) -> Hint:
        return Hint(legal[0], product_hint, {"product_term": "tsukiji.product.tako"})

    monkeypatch.setattr(tsukiji_ai, "explain", explain, raising=False)
    world = await make_world(tmp_path, ("Alice", "山田太郎"))
    world.users[1].locale = "ja"
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users, hints="on")
            for user, locale in zip(world.users, ("en-US", "ja"), strict=True):
                panel = await private_panel(world, bot, game_id, user)
                answer = await world.server.click(user, panel, verb_button(panel, "hint"))
                tako = t("tsukiji.product.tako", locale)
                said = t(product_hint, locale, product_term=tako)
                assert answer.content == t("hints.said", locale, hint=said), answer.content
            assert answer.content == f"💡 {t('tsukiji.product.tako', 'ja')}を取る"
            assert await bot.store.games.hint_uses(game_id) == {0: 1, 1: 1}
    finally:
        await world.server.close()
