"""Pictures of history: the animated summary of a game, a player's rating trend and a
server's leaderboard.

A replay step needs no picture of its own: it is the game's board (from the public view) and a
seat's own picture (from that seat's view), drawn by the game's renderers (``RENDERERS``). The
animated summary composes them: each frame is the board above every seat's picture, everything
revealed, as Board Game Arena shows a finished game. Views in, bytes out, like every renderer.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Any

from PIL import Image, ImageDraw

from rendering import fisherman, fleamarket, silkroad, tsukiji
from rendering import theme as T
from rendering.fonts import draw_text, ellipsize
from rendering.text import Text, written

RENDERERS: dict[str, ModuleType] = {
    "tsukiji": tsukiji,
    "fisherman": fisherman,
    "fleamarket": fleamarket,
    "silkroad": silkroad,
}
View = Mapping[str, Any]
COLUMNS = 2  # seats' pictures side by side under the board
BAR_H = 40
MAX_ANIMATION_BYTES = 8 * 1024 * 1024


def _s(words: Text, key: str, **kw: Any) -> str:
    """A word of the pictures (``history.pic.<key>`` in the catalogs)."""
    return words(f"history.pic.{key}", **kw)


def _part(game: str, kind: str, view: View, names: Sequence[str], words: Text) -> Image.Image:
    """One of the game's pictures (``board`` or ``hand``) of ``view``."""
    module = RENDERERS[game]
    draw = module.render_board if kind == "board" else module.render_hand
    return Image.open(io.BytesIO(draw(view, list(names), words))).convert("RGB")


def compose_frame(
    game: str,
    public: View,
    seats: Sequence[View],
    names: Sequence[str],
    words: Text,
) -> Image.Image:
    """The board of ``public`` with every seat's private picture (from ``seats``, scaled to
    1/COLUMNS of its width) below it."""
    board = _part(game, "board", public, names, words)
    cell_w = board.width // COLUMNS
    hands = []
    for view in seats:
        if view.get("me"):
            hand = _part(game, "hand", view, names, words)
            scale = cell_w / hand.width
            size = (cell_w, round(hand.height * scale))
            hands.append(hand.resize(size, Image.Resampling.LANCZOS))
    rows = -(-len(hands) // COLUMNS)
    row_h = [max(h.height for h in hands[r * COLUMNS : (r + 1) * COLUMNS]) for r in range(rows)]
    img = Image.new("RGB", (board.width, board.height + BAR_H + sum(row_h)), T.BG)
    img.paste(board, (0, 0))
    bar = ImageDraw.Draw(img)
    bar.rectangle((0, board.height, img.width, board.height + BAR_H), fill=T.darken(T.BG, 0.7))
    draw_text(
        img,
        (T.MARGIN, board.height + BAR_H // 2),
        "👁 " + _s(words, "revealed"),
        16,
        T.GOLD,
        bold=True,
        anchor="lm",
    )
    y = board.height + BAR_H
    for index, hand in enumerate(hands):
        row, column = divmod(index, COLUMNS)
        top = y + sum(row_h[:row])
        img.paste(hand, (column * cell_w, top))
    return img


def _captioned(img: Image.Image, caption: str, width: int) -> Image.Image:
    """``img`` scaled to ``width`` under a caption bar."""
    scale = width / img.width
    small = img.resize((width, round(img.height * scale)), Image.Resampling.LANCZOS)
    out = Image.new("RGB", (width, small.height + BAR_H), T.darken(T.BG, 0.7))
    draw_text(
        out,
        (12, BAR_H // 2),
        ellipsize(caption, 18, width - 24, True),
        18,
        T.TEXT,
        bold=True,
        anchor="lm",
    )
    out.paste(small, (0, BAR_H))
    return out


@written
def render_animation(
    game: str,
    frames: Sequence[tuple[View, Sequence[View], str]],
    names: Sequence[str],
    words: Text,
    *,
    width: int = 640,
    seconds: float = 1.2,
    max_bytes: int = MAX_ANIMATION_BYTES,
) -> bytes:
    """The whole game as an animated WebP: one frame per (public view, seats' views, caption),
    each shown ``seconds`` (the last one three times as long), at most ``max_bytes`` (the
    frames get narrower until it fits)."""
    composed = [(compose_frame(game, p, s, names, words), c) for p, s, c in frames]
    while True:
        pictures = [_captioned(img, caption, width) for img, caption in composed]
        height = max(p.height for p in pictures)
        padded = []
        for picture in pictures:
            canvas = Image.new("RGB", (width, height), T.BG)
            canvas.paste(picture, (0, 0))
            padded.append(canvas)
        durations = [round(seconds * 1000)] * len(padded)
        durations[-1] *= 3
        buf = io.BytesIO()
        padded[0].save(
            buf,
            "WEBP",
            save_all=True,
            append_images=padded[1:],
            duration=durations,
            loop=0,
            quality=70,
            method=2,
        )
        data = buf.getvalue()
        if len(data) <= max_bytes or width <= 240:
            return data
        width = int(width * 0.8)


# -- statistics ----------------------------------------------------------------------------
@written
def render_trend(points: Sequence[float], title: str, words: Text) -> bytes:
    """A small line chart of a rating after each game (oldest first)."""
    w, h, pad = 640, 240, 44
    img = Image.new("RGB", (w, h), T.PANEL)
    draw = ImageDraw.Draw(img)
    draw_text(img, (16, 10), title, 18, T.TEXT, bold=True)
    draw_text(img, (w - 16, 14), _s(words, "trend"), 14, T.TEXT_DIM, anchor="ra")
    box = (pad + 16, 48, w - 20, h - 28)
    draw.rectangle(box, fill=T.CHIP)
    if not points:
        draw_text(
            img,
            ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2),
            _s(words, "no_games"),
            16,
            T.TEXT_DIM,
            anchor="mm",
        )
        return _png(img)
    low, high = min(points), max(points)
    if high - low < 1:
        low, high = low - 0.5, high + 0.5
    x0, y0, x1, y1 = box[0] + 10, box[1] + 10, box[2] - 10, box[3] - 10

    def at(i: int, value: float) -> tuple[float, float]:
        x = x0 + (x1 - x0) * (i / max(1, len(points) - 1))
        return x, y1 - (y1 - y0) * (value - low) / (high - low)

    for value in (low, high):
        y = at(0, value)[1]
        draw.line((box[0], y, box[2], y), fill=T.PANEL_BORDER, width=1)
        draw_text(img, (box[0] - 6, y), f"{display(value)}", 13, T.TEXT_DIM, anchor="rm")
    line = [at(i, v) for i, v in enumerate(points)]
    if len(line) > 1:
        draw.line(line, fill=T.GOLD, width=3, joint="curve")
    for x, y in line[-1:]:
        draw.ellipse((x - 5, y - 5, x + 5, y + 5), fill=T.GOLD, outline=T.TEXT)
    return _png(img)


def display(ordinal: float) -> int:
    """The rating shown to players: 1000 for a newcomer (ordinal 0), 40 per point of skill."""
    return round(1000 + 40 * ordinal)


@written
def render_leaderboard(
    title: str,
    rows: Sequence[Mapping[str, Any]],
    words: Text,
) -> bytes:
    """A ranked table: each row has ``rank``, ``name``, ``rating`` (shown), ``games``,
    ``wins``, ``computer`` (bool) and optionally ``me`` (highlighted)."""
    w, head, row_h = 760, 64, 44
    img = Image.new("RGB", (w, head + 36 + row_h * max(1, len(rows)) + 16), T.BG)
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, w, head), fill=T.darken(T.BG, 0.78))
    draw_text(img, (20, head // 2), "🏆 " + title, 24, T.GOLD, bold=True, anchor="lm")
    columns = (("#", 24, "l"), ("player", 72, "l"), ("rating", 520, "r"))
    columns += (("games", 630, "r"), ("wins", 730, "r"))
    y = head + 8
    for key, x, side in columns:
        label = key if key == "#" else _s(words, key)
        draw_text(img, (x, y), label, 14, T.TEXT_DIM, bold=True, anchor=f"{side}a")
    y = head + 36
    if not rows:
        draw_text(img, (w // 2, y + row_h // 2), _s(words, "no_games"), 18, T.TEXT_DIM, anchor="mm")
    medals = {1: T.GOLD, 2: T.SILVER, 3: T.BRONZE}
    for index, row in enumerate(rows):
        top = y + index * row_h
        fill = T.PANEL_HI if row.get("me") else (T.PANEL if index % 2 == 0 else T.CELL)
        draw.rectangle((12, top + 2, w - 12, top + row_h - 2), fill=fill)
        mid = top + row_h // 2
        rank = int(row["rank"])
        colour = medals.get(rank, T.TEXT)
        draw_text(img, (24, mid), str(rank), 20, colour, bold=True, anchor="lm")
        name = ("🤖 " if row.get("computer") else "") + str(row["name"])
        name = ellipsize(name, 20, 420)
        draw_text(img, (72, mid), name, 20, T.TEXT, bold=bool(row.get("me")), anchor="lm")
        draw_text(img, (520, mid), str(row["rating"]), 20, T.GOLD, bold=True, anchor="rm")
        draw_text(img, (630, mid), str(row["games"]), 18, T.TEXT, anchor="rm")
        wins = int(row["wins"])
        games = max(1, int(row["games"]))
        text = f"{wins} ({round(100 * wins / games)}%)"
        draw_text(img, (730, mid), text, 16, T.TEXT_DIM, anchor="rm")
    return _png(img)


def _png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=False, compress_level=6)
    return buf.getvalue()
