"""Interaction storms: many users clicking at once across three games, double clicks, stale
messages, forged custom_ids (unknown game, another channel's game, malformed, unknown verbs),
clicks from people who are not playing, out-of-turn actions and select values that were never
offered.

Every interaction must get its answer within 3 seconds (the local server enforces Discord's
deadline); every refused one gets a clear ephemeral explanation; and afterwards each game's log
holds exactly the moves that were acknowledged, and its snapshot equals a replay of that log.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from tests.e2e.world import (
    World,
    board_message,
    buttons,
    controls_for,
    make_world,
    message_updated,
    running_bot,
)
from tests.e2e.world import open_and_start as open_in
from tests.fakediscord.interactions import InteractionResult
from tests.reliability import (
    REFUSALS,
    SOAK,
    code_of,
    consistent,
    drawn_at,
    logged_codes,
    pick_control,
)

PLAYERS = ("Alice", "山田太郎", "张伟", "Dmitri", "Eve", "Mallory", "🐟Fishy🍣", "Zoë")
OUTSIDERS = ("Oscar", "Olga")
TABLES = (("tsukiji", 0, 3), ("fisherman", 3, 6), ("silkroad", 6, 8))  # game, seated users
ROUNDS = 24 if SOAK else 7
RUSH = 30  # in the first round everybody seated opens "My hand" this many times at once
MALFORMED = (
    "ich:abc",
    "ich:1",
    "somebody-else:1",
    "ich::0:a",
    "ich:1:2:UPPER:x",
    "ich:" + "9" * 30 + ":0:a:pass",
    "💥" * 40,
    "ich:1:0:a:" + "x" * 70,
)


@dataclass
class Click:
    """One interaction of the storm and what is acceptable as its answer."""

    kind: str
    user: Any
    where: Any
    custom_id: str
    values: list[str] | None = None
    component_type: int = 2
    allowed: tuple[str, ...] = ()  # refusal kinds (REFUSALS); empty: a valid move
    game: int | None = None
    seat: int | None = None
    code: str | None = None
    result: InteractionResult | None = field(default=None, repr=False)


@dataclass
class Table:
    world: World
    game_id: int
    users: list[Any]
    old: list[tuple[Any, Any, dict[str, Any], list[str] | None, int]] = field(default_factory=list)


async def _fire(server, click: Click) -> None:
    click.result = await server.forged_component(
        click.user,
        click.where,
        click.custom_id,
        component_type=click.component_type,
        values=click.values,
    )


def _answer_text(result: InteractionResult) -> str:
    return "\n".join(m.content for m in result.all_messages)


async def _plan_round(
    bot, tables: list[Table], outsiders, rng: random.Random, rush: int
) -> list[Click]:
    clicks: list[Click] = []
    for index, table in enumerate(tables):
        row = await bot.store.games.get(table.game_id)
        if row.status != "active":
            continue
        rules = bot.tables.rules(row)
        board = await board_message(table.world, bot, table.game_id)
        board_ids = [b["custom_id"] for b in buttons(board)]
        to_act = sorted(rules.to_act(row.state))
        actors = rng.sample(to_act, k=min(len(to_act), rng.choice((1, 2))))
        moves = []
        for seat in actors:
            user = table.users[seat]
            private = bot.presenters[row.game].private_acts(rules.view(row.state, seat))
            where = await controls_for(
                table.world, bot, table.game_id, user, row.stamps[seat], private
            )
            control, values = pick_control(where, rng)
            kind = 3 if values is not None else 2
            move = Click(
                "valid move",
                user,
                where,
                control["custom_id"],
                values,
                kind,
                game=table.game_id,
                seat=seat,
                code=code_of(control, values),
            )
            clicks.append(move)
            moves.append(move)
            table.old.append((user, where, dict(control), values, drawn_at(where)))
            if rng.random() < 0.5:  # the same control clicked twice at once
                clicks.append(replace(move, kind="double click"))
            # The same control with a value (select) or code (button) that was never offered.
            clicks.append(
                Click(
                    "select value not offered" if values is not None else "code not offered",
                    user,
                    where,
                    control["custom_id"],
                    ["zz.99"] if values is not None else None,
                    kind,
                    ("not_offered", "stale"),
                )
            )
            if values is None:
                clicks[-1].custom_id = control["custom_id"].rsplit(":", 1)[0] + ":zz.99"
        # Everyone at the table opens "My hand" at the same moment (each answer is a picture).
        hand = next(b["custom_id"] for b in buttons(board) if b.get("label") == "My hand")
        for user in table.users * rush:
            clicks.append(Click("my hand", user, board, hand, game=table.game_id))
        # People who are not playing, on the board and on a player's private control.
        outsider = rng.choice(outsiders)
        clicks.append(
            Click("not playing", outsider, board, rng.choice(board_ids), allowed=("not_seated",))
        )
        move = rng.choice(moves)
        clicks.append(
            Click(
                "not playing",
                outsider,
                board,
                move.custom_id,
                move.values,
                move.component_type,
                ("not_seated",),
            )
        )
        # Seated players whose turn it is not, on the board and with a mover's control.
        waiting = [s for s in range(len(table.users)) if s not in to_act]
        for seat in waiting[:2]:
            clicks.append(
                Click(
                    "out of turn",
                    table.users[seat],
                    board,
                    move.custom_id,
                    move.values,
                    move.component_type,
                    ("not_your_turn", "stale"),
                )
            )
        # Stale copies of controls drawn before the clicking seat's choices last changed.
        for user, where, control, values, drawn in table.old:
            seat = row.seat_of(int(user.id))
            if drawn < row.stamps[seat] and rng.random() < 0.4:
                clicks.append(
                    Click(
                        "stale message",
                        user,
                        where,
                        control["custom_id"],
                        values,
                        3 if values is not None else 2,
                        ("stale",),
                    )
                )
        # Forged ids: unknown game, another channel's game, unknown verb, malformed.
        someone = rng.choice(table.users)
        clicks.append(
            Click(
                "forged: unknown game",
                someone,
                board,
                f"ich:{900000 + index}:{row.version}:a:pass",
                allowed=("unknown_game",),
            )
        )
        other = tables[(index + 1) % len(tables)]
        other_board = await board_message(other.world, bot, other.game_id)
        clicks.append(
            Click(
                "forged: another channel's game",
                rng.choice(other.users),
                board,
                rng.choice([b["custom_id"] for b in buttons(other_board)]),
                allowed=("wrong_channel",),
            )
        )
        clicks.append(
            Click(
                "forged: unknown verb",
                someone,
                board,
                f"ich:{table.game_id}:{row.version}:hack:1",
                allowed=("not_offered",),
            )
        )
        clicks.append(
            Click(
                "forged: malformed",
                someone,
                board,
                rng.choice(MALFORMED),
                allowed=("malformed", "unknown_game"),
            )
        )
    return clicks


async def test_storms_of_clicks_get_clear_answers_in_time_and_change_nothing_wrongly(
    tmp_path: Path,
) -> None:
    world = await make_world(tmp_path, PLAYERS + OUTSIDERS)
    server = world.server
    outsiders = world.users[len(PLAYERS) :]
    rng = random.Random(8)
    tried: Counter[str] = Counter()
    latencies: list[float] = []
    try:
        async with running_bot(world) as bot:
            tables = []
            for number, (game, first, last) in enumerate(TABLES):
                channel = (
                    world.channel
                    if number == 0
                    else server.add_text_channel(
                        world.guild,
                        f"table-{number}",  # type: ignore[attr-defined]
                    )
                )
                table_world = World(server, channel, world.users, world.db)
                table_world.guild = world.guild  # type: ignore[attr-defined]
                users = world.users[first:last]
                game_id = await open_in(table_world, bot, users, game=game)
                tables.append(Table(table_world, game_id, users))
            for number in range(ROUNDS):
                logs = {t.game_id: len(await bot.store.games.log(t.game_id)) for t in tables}
                clicks = await _plan_round(
                    bot, tables, outsiders, rng, rush=RUSH if number == 0 else 1
                )
                rng.shuffle(clicks)
                await asyncio.gather(*(_fire(server, click) for click in clicks))
                await bot.work.quiet()
                acknowledged: Counter[tuple[int, int, str]] = Counter()
                for click in clicks:
                    result = click.result
                    assert result is not None and not result.failed, click
                    latencies.append(result.latency)
                    tried["(answers deferred)"] += result.deferred
                    if message_updated(result) and not click.allowed:
                        acknowledged[(click.game, click.seat, click.code)] += 1
                        continue
                    text = _answer_text(result)
                    if click.kind == "my hand":  # a picture, or nothing to show right now
                        assert result.ephemeral, text
                        assert result.attachments or "Nothing for you to do" in text, text
                        continue
                    assert result.ephemeral, (click.kind, click.custom_id, text)
                    allowed = click.allowed or tuple(REFUSALS)
                    assert any(REFUSALS[k] in text for k in allowed), (click.kind, text)
                for click in clicks:
                    if click.kind not in ("valid move", "my hand"):  # the bad interactions
                        tried[click.kind] += 1
                for table in tables:
                    _, log = await consistent(bot.store, table.game_id)
                    new = logged_codes(log[logs[table.game_id] :])
                    mine = Counter(
                        {
                            (seat, code): n
                            for (game, seat, code), n in acknowledged.items()
                            if game == table.game_id
                        }
                    )
                    assert new == mine, "the log holds exactly the acknowledged moves"
                    assert all(n == 1 for n in mine.values()), "a double click applied twice"
            server.assert_healthy()
    finally:
        await server.close()
    deferred = tried.pop("(answers deferred)")
    total = sum(tried.values())
    print(
        f"\nbad interactions tried: {total} {dict(tried)}; {len(latencies)} interactions, "
        f"slowest answer {max(latencies):.2f} s, {deferred} deferred (answered in two steps)"
    )
    assert total >= 100
    assert {
        "double click",
        "stale message",
        "out of turn",
        "not playing",
        "select value not offered",
        "code not offered",
        "forged: unknown game",
        "forged: another channel's game",
        "forged: unknown verb",
        "forged: malformed",
    } <= set(tried)
