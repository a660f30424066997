"""A replay step as a panel: where it is, the move that led to it, the board as the channel saw
it (every picture of the game's board panel) and, below it, a seat's own picture (everything
that seat saw, revealed); and the moments of the animated summary (the board pictures only:
it is posted for everyone)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from bot.i18n import t
from bot.interface.presenter import Panel, Picture, Presenter
from bot.services.history import Replay
from cogs.history.pages import COLOUR, PLACE_MEDALS, game_name
from cogs.history.text import describe

MAX_BOARD_PICTURES = 9  # Discord shows 10 embeds a message: the board's, and the seat's


def board_panel(replay: Replay, presenter: Presenter[Any], step: int, locale: str) -> Panel:
    """The board message the channel saw after ``step`` moves (its pictures not drawn yet)."""
    events = replay.events[replay.clamp(step)]
    return presenter.board(replay.public(step), list(replay.names), locale, events)


def board_pictures(panel: Panel) -> list[Picture]:
    """The pictures of a board message, in the order shown (at most :data:`MAX_BOARD_PICTURES`:
    its own picture, last, is always among them)."""
    pictures = panel.pictures()
    return pictures[-MAX_BOARD_PICTURES:]


def job(picture: Picture) -> Callable[[], bytes]:
    """What draws ``picture`` (in the render pool: a job must pickle)."""
    if picture.render is not None:
        return picture.render
    return partial(given, picture.data or b"")


def given(data: bytes) -> bytes:
    return data


def replay_panel(
    replay: Replay,
    step: int,
    seat: int,
    board: Sequence[tuple[bytes, str | None]],
    hand: bytes,
    locale: str,
) -> Panel:
    """Step ``step`` with its pictures drawn: the ``board``'s (each with its title), then
    ``seat``'s ``hand``, each full width in an embed of its own."""
    seen = t("history.replay.seen", locale, player=replay.names[seat])
    name = f"replay-{replay.game_id}-{step}"
    return Panel(
        content=replay_text(replay, step, locale),
        colour=COLOUR,
        images=[
            *(
                Picture(f"{name}{'' if i == 0 else f'-{i}'}.png", data=data, title=title)
                for i, (data, title) in enumerate(board)
            ),
            Picture(f"{name}-seat{seat}.png", data=hand, title=seen),
        ],
    )


def round_text(replay: Replay, step: int, locale: str) -> str | None:
    """Where ``step`` is in the game, in the game's own word for its round (the catalog's
    ``history-round`` selects it by the game's id)."""
    rnd = replay.round_at(step)
    return None if rnd is None else t("history.round", locale, game=replay.game, round=rnd)


def replay_text(replay: Replay, step: int, locale: str) -> str:
    """The caption of a replay step: where it is, and the move that led to it."""
    head = t(
        "history.replay.head",
        locale,
        game=game_name(replay.game, locale),
        number=replay.game_id,
        step=step,
        steps=replay.steps,
    )
    where = round_text(replay, step, locale)
    if where is not None:
        head += " · " + where
    if step == 0:
        line = t("history.replay.start", locale)
    else:
        seat, action = replay.moves[step - 1]
        line = describe(replay.game, seat, action, replay.events[step], replay.names, locale)
    text = f"{head}\n{line}"
    if step == replay.steps:
        result = replay.rules.result(replay.final)
        if result is not None:
            order = sorted(range(len(replay.names)), key=lambda s: result["ranking"][s])
            scores = " · ".join(
                t(
                    "history.seat",
                    locale,
                    place=PLACE_MEDALS.get(result["ranking"][s], f"{result['ranking'][s]}."),
                    player=replay.names[s],
                    score=result["scores"][s],
                )
                for s in order
            )
            text += "\n" + t("history.replay.final", locale, scores=scores)
    return text[:1990]


def replay_targets(replay: Replay, step: int) -> dict[str, int]:
    return {
        "first": 0,
        "prev": max(step - 1, 0),
        "next": min(step + 1, replay.steps),
        "last": replay.steps,
        "rback": replay.round_back(step),
        "rfwd": replay.round_forward(step),
        "gif": step,
    }


def summary_moments(
    replay: Replay, presenter: Presenter[Any], locale: str
) -> list[tuple[list[Callable[[], bytes]], str]]:
    """The animated summary's moments (:meth:`Replay.summary_moments`): the jobs drawing the
    board pictures the channel saw then, and a caption (game, number, move, round)."""
    moments = []
    for step, public, events in replay.summary_moments():
        panel = presenter.board(public, list(replay.names), locale, events)
        caption = t(
            "history.summary.caption",
            locale,
            game=game_name(replay.game, locale),
            number=replay.game_id,
            step=step,
            steps=replay.steps,
        )
        where = round_text(replay, step, locale)
        if where is not None:
            caption += " · " + where
        moments.append(([job(picture) for picture in board_pictures(panel)], caption))
    return moments
