"""A replay step as a panel: where it is, the move that led to it, the board as the channel saw
it and, below it, a seat's own picture (everything that seat saw, revealed); and the captions
of the animated summary."""

from __future__ import annotations

from bot.i18n import t
from bot.interface.presenter import Panel, Picture
from bot.services.history import Replay
from cogs.history.pages import COLOUR, PLACE_MEDALS, game_name
from cogs.history.text import describe


def replay_panel(
    replay: Replay, step: int, seat: int, board: bytes, hand: bytes, locale: str
) -> Panel:
    """Step ``step`` with its pictures drawn: the ``board`` and ``seat``'s ``hand``, each full
    width."""
    seen = t("history.replay.seen", locale, player=replay.names[seat])
    return Panel(
        content=replay_text(replay, step, locale),
        colour=COLOUR,
        images=[
            Picture(f"replay-{replay.game_id}-{step}.png", data=board),
            Picture(f"replay-{replay.game_id}-{step}-{seat}.png", data=hand, title=seen),
        ],
    )


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
    rnd = replay.round_at(step)
    if rnd is not None:
        head += " · " + t("history.replay.round", locale, round=rnd)
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


def summary_captions(replay: Replay, locale: str) -> list[str]:
    captions = []
    for step in replay.summary_steps():
        caption = t(
            "history.summary.caption",
            locale,
            game=game_name(replay.game, locale),
            number=replay.game_id,
            step=step,
            steps=replay.steps,
        )
        rnd = replay.round_at(step)
        if rnd is not None:
            caption += " · " + t("history.replay.round", locale, round=rnd)
        captions.append(caption)
    return captions
