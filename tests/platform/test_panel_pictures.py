"""A panel's pictures become a message: each further one full width in an embed of its own,
then the panel's own in its card (or attached when it is alone), right above the controls;
pictures drawn already sent as they are."""

from __future__ import annotations

from functools import partial

import pytest

from bot.interface.messenger import message_kwargs
from bot.interface.presenter import Panel, Picture
from bot.interface.render_pool import RenderPool


def _png(tag: str) -> bytes:
    return b"\x89PNG" + tag.encode()


async def test_each_further_picture_is_an_embed_of_its_own() -> None:
    panel = Panel(
        content="step 3",
        colour=0x123456,
        images=[
            Picture("board.png", data=_png("board")),
            Picture("seat.png", render=partial(_png, "seat"), title="What Alice saw"),
        ],
    )
    kwargs = await message_kwargs(panel, RenderPool(0))
    assert kwargs["content"] == "step 3" and "view" not in kwargs
    assert [f.filename for f in kwargs["files"]] == ["board.png", "seat.png"]
    assert [f.fp.read() for f in kwargs["files"]] == [_png("board"), _png("seat")]
    embeds = [e.to_dict() for e in kwargs["embeds"]]
    assert [e["image"]["url"] for e in embeds] == [
        "attachment://board.png",
        "attachment://seat.png",
    ]
    assert [e.get("title") for e in embeds] == [None, "What Alice saw"]
    assert all(e["color"] == 0x123456 for e in embeds)


async def test_the_panels_own_picture_goes_in_its_card_else_is_attached() -> None:
    carded = Panel(title="Stats", render=partial(_png, "chart"), filename="stats.png")
    kwargs = await message_kwargs(carded, RenderPool(0))
    (card,) = kwargs["embeds"]
    assert card.title == "Stats" and card.image.url == "attachment://stats.png"
    plain = Panel(content="board", render=partial(_png, "board"), filename="x-board.png")
    kwargs = await message_kwargs(plain, RenderPool(0))
    assert kwargs["embeds"] == [] and [f.filename for f in kwargs["files"]] == ["x-board.png"]


async def test_the_own_picture_comes_last_right_above_the_controls() -> None:
    panel = Panel(
        content="Your turn",
        render=partial(_png, "act"),
        filename="act.png",
        images=[Picture("players.png", render=partial(_png, "players"))],
    )
    kwargs = await message_kwargs(panel, RenderPool(0))
    assert [e.image.url for e in kwargs["embeds"]] == [
        "attachment://players.png",
        "attachment://act.png",
    ]
    assert [f.filename for f in kwargs["files"]] == ["players.png", "act.png"]


def test_a_picture_is_drawn_or_given() -> None:
    with pytest.raises(ValueError):
        Picture("none.png")
    with pytest.raises(ValueError):
        Picture("both.png", render=partial(_png, "x"), data=b"x")
