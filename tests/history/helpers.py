"""Games finished quickly through the table service (random legal moves), for history tests."""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.interface.lobby import computer_name
from bot.services.tables import Tables


async def open_game(
    tables: Tables,
    game: str,
    users: Sequence[int | str | None],
    *,
    guild_id: int = 1,
    channel_id: int = 10,
) -> int:
    """A started game with ``users`` seated in order (``None``: a Normal computer seat, a
    level: a computer seat at that level); its id."""
    host = users[0]
    assert isinstance(host, int), "the host is a person"
    row = await tables.open_lobby(game, guild_id, channel_id, host, f"U{host}", {}, "en-US")
    for user in users[1:]:
        if user is None or isinstance(user, str):
            level = user or "normal"  # named as the lobby names it ("🤖 Normal computer 2")
            row = await tables.add_computer(row.id, host, computer_name(row, level), level)
        else:
            row = await tables.join(row.id, user, f"U{user}")
    await tables.start(row.id, host)
    return row.id


async def play_to_end(
    tables: Tables,
    game_id: int,
    rng: random.Random,
    stop_before_end: bool = False,
    max_moves: int | None = None,
) -> list[tuple[int, dict]]:
    """Random legal moves until the game is over (or, with ``stop_before_end``, until one move
    would end it, or ``max_moves`` were made); the moves made."""
    moves: list[tuple[int, dict]] = []
    while max_moves is None or len(moves) < max_moves:
        row = await tables.load(game_id)
        if row.status != "active":
            return moves
        rules = tables.rules(row)
        assert row.state is not None
        seat = rng.choice(sorted(rules.to_act(row.state)))
        legal = [
            a for a in rules.legal_actions(row.state, seat) if a["type"] not in rules.undo_actions
        ]
        action = rng.choice(legal or rules.legal_actions(row.state, seat))
        if stop_before_end:
            from bot.engine.protocol import clone

            trial = clone(row.state)
            rules.apply(trial, seat, action)
            if rules.is_over(trial):
                return moves
        outcome = await tables.act_for(game_id, seat, action, "computer", row.version)
        assert outcome is not None
        moves.append((seat, action))
    return moves


async def finish_game(
    tables: Tables,
    game: str,
    users: Sequence[int | str | None],
    seed: int,
    *,
    guild_id: int = 1,
    channel_id: int = 10,
) -> int:
    """A complete game, played at random; its id."""
    game_id = await open_game(tables, game, users, guild_id=guild_id, channel_id=channel_id)
    await play_to_end(tables, game_id, random.Random(seed))
    return game_id
