"""Pictures of history: the animated summary of a game, a player's rating trend and a
server's leaderboard.

A replay step needs no picture of its own: it is the game's board (from the public view) and a
seat's own picture (from that seat's view), drawn by the game's package
(:func:`rendering.renderer`). The animated summary composes them: each frame is the board above
every seat's picture, everything revealed, as Board Game Arena shows a finished game. Views in,
bytes out, like every renderer.
"""

from __future__ import annotations

import io
import math
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from rendering import View, renderer
from rendering import components as C
from rendering import theme as T
from rendering.fonts import draw_text, ellipsize
from rendering.text import Text, written

COLUMNS = 2  # seats' pictures side by side under the board
BAR_H = 48
MAX_ANIMATION_BYTES = 8 * 1024 * 1024


pic = C.PictureWords("history")


def _part(game: str, kind: str, view: View, names: Sequence[str], words: Text) -> Image.Image:
    """One of the game's pictures (``board`` or ``hand``) of ``view``."""
    module = renderer(game)
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
    C.label(img, (C.MARGIN, board.height + BAR_H // 2), "👁 " + pic(words, "revealed"),
            C.FS_SMALL, T.GOLD, img.width - 2 * C.MARGIN, bold=True, anchor="lm")  # fmt: skip
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
TREND_H = 460  # the rating chart's height (800 wide, like every picture)
ROW_H = 64  # a leaderboard row
TICKS = 5  # at most this many ratings on the y-axis, and games on the x-axis


def rating_ticks(low: float, high: float, most: int = TICKS) -> list[int]:
    """Round ratings (steps of 1, 2 or 5 × 10ⁿ) spanning ``low``..``high``: at most ``most``,
    at least two; a flat line sits in the middle."""
    if high - low < 10:
        low, high = low - 5, high + 5
    span = high - low
    step = 1
    while True:
        for factor in (1, 2, 5):
            size = step * factor
            first, last = math.floor(low / size) * size, math.ceil(high / size) * size
            if (last - first) // size + 1 <= most:
                return list(range(first, last + 1, size)) if last > first else [first, first + size]
        step *= 10
        if step > 10 * span:  # unreachable for real ratings; keeps the loop finite
            return [math.floor(low), math.ceil(high)]


def game_ticks(count: int, most: int = TICKS) -> list[int]:
    """Indexes (from 0) of the games labelled on the x-axis: the first, the last and evenly
    between."""
    if count <= most:
        return list(range(count))
    return sorted({round(i * (count - 1) / (most - 1)) for i in range(most)})


@written
def render_trend(points: Sequence[float], title: str, words: Text) -> bytes:
    """A line chart of a rating after each game (oldest first), readable on a phone: round
    ratings on the y-axis with grid lines, the games counted along the x-axis."""
    w, h, m = C.WIDTH, TREND_H, C.MARGIN
    img = Image.new("RGB", (w, h), T.PANEL)
    draw = ImageDraw.Draw(img)
    C.label(img, (m, m), title, C.FS_H2, T.TEXT, w - 2 * m, bold=True)
    top = m + round(C.FS_H2 * 1.4)
    C.label(img, (m, top), pic(words, "trend"), C.FS_SMALL, T.TEXT_DIM, w - 2 * m)
    axis = 110  # room for the ratings at the left
    under = round(C.FS_SMALL * 1.4)  # room for the games below
    box = (m + axis, top + round(C.FS_SMALL * 1.4) + C.GAP, w - m, h - m - under)
    draw.rectangle(box, fill=T.CHIP)
    if not points:
        C.label(
            img,
            ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2),
            pic(words, "no_games"),
            C.FS_BODY,
            T.TEXT_DIM,
            box[2] - box[0] - 2 * C.PAD,
            anchor="mm",
        )
        return _png(img)
    ratings = [1000 + 40 * p for p in points]
    ticks = rating_ticks(min(ratings), max(ratings))
    low, high = ticks[0], ticks[-1]
    x0, y0, x1, y1 = box[0] + 20, box[1] + 16, box[2] - 20, box[3] - 16

    def at(i: int, rating: float) -> tuple[float, float]:
        x = x0 + (x1 - x0) * (i / max(1, len(points) - 1))
        return x, y1 - (y1 - y0) * (rating - low) / (high - low)

    for tick in ticks:
        y = at(0, tick)[1]
        draw.line((box[0], y, box[2], y), fill=T.PANEL_BORDER, width=2)
        C.label(img, (box[0] - 10, y), str(tick), C.FS_SMALL, T.TEXT_DIM, axis - 14,
                anchor="rm")  # fmt: skip
    base = box[3] + C.GAP // 2
    C.label(img, (box[0] - 10, base), pic(words, "games"), C.FS_MIN, T.TEXT_DIM, axis - 14,
            anchor="ra")  # fmt: skip
    marks = game_ticks(len(points))
    room = (x1 - x0) // max(1, len(marks) - 1) - 8 if len(marks) > 1 else x1 - x0
    for i in marks:
        x = at(i, low)[0]
        draw.line((x, box[3] - 8, x, box[3]), fill=T.TEXT_DIM, width=2)
        C.label(img, (x, base), str(i + 1), C.FS_SMALL, T.TEXT_DIM, room, anchor="ma")
    line = [at(i, r) for i, r in enumerate(ratings)]
    if len(line) > 1:
        draw.line(line, fill=T.GOLD, width=5, joint="curve")
    for x, y in line[-1:]:
        draw.ellipse((x - 9, y - 9, x + 9, y + 9), fill=T.GOLD, outline=T.TEXT, width=2)
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
    ``wins``, ``computer`` (bool) and optionally ``me`` (highlighted). Readable on a phone:
    800 px wide, the names and ratings in body type."""
    w, m = C.WIDTH, C.MARGIN
    head = round(C.FS_H2 * 1.4) + 2 * C.PAD
    columns_h = round(C.FS_MIN * 1.4) + C.GAP
    img = Image.new("RGB", (w, head + columns_h + ROW_H * max(1, len(rows)) + m), T.BG)
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, w, head), fill=T.darken(T.BG, 0.78))
    C.label(img, (m, head // 2), "🏆 " + title, C.FS_H2, T.GOLD, w - 2 * m, bold=True,
            anchor="lm")  # fmt: skip
    # (key, anchor x, side, box width): rank, player, rating, games, wins
    rank_x, name_x = m + 10, m + 64
    rating_r, games_r, wins_r = 520, 625, w - m - 10
    columns = (
        ("#", rank_x, "l", 50),
        ("player", name_x, "l", rating_r - 110 - name_x),
        ("rating", rating_r, "r", 140),
        ("games", games_r, "r", 96),
        ("wins", wins_r, "r", wins_r - games_r - 12),
    )
    y = head + C.GAP // 2
    for key, x, side, width in columns:
        text = key if key == "#" else pic(words, key)
        C.label(img, (x, y), text, C.FS_MIN, T.TEXT_DIM, width, bold=True, anchor=f"{side}a")
    y = head + columns_h
    if not rows:
        C.label(img, (w // 2, y + ROW_H // 2), pic(words, "no_games"), C.FS_BODY, T.TEXT_DIM,
                w - 2 * m, anchor="mm")  # fmt: skip
    medals = {1: T.GOLD, 2: T.SILVER, 3: T.BRONZE}
    for index, row in enumerate(rows):
        top = y + index * ROW_H
        fill = T.PANEL_HI if row.get("me") else (T.PANEL if index % 2 == 0 else T.CELL)
        draw.rectangle((m // 2, top + 2, w - m // 2, top + ROW_H - 2), fill=fill)
        mid = top + ROW_H // 2
        rank = int(row["rank"])
        C.label(img, (rank_x, mid), str(rank), C.FS_BODY, medals.get(rank, T.TEXT), 50,
                bold=True, anchor="lm")  # fmt: skip
        name = ("🤖 " if row.get("computer") else "") + str(row["name"])
        C.name_label(img, (name_x, mid), name, C.FS_BODY, T.TEXT, rating_r - 110 - name_x,
                     bold=bool(row.get("me")), anchor="lm")  # fmt: skip
        C.label(img, (rating_r, mid), str(row["rating"]), C.FS_BODY, T.GOLD, 140, bold=True,
                anchor="rm")  # fmt: skip
        C.label(img, (games_r, mid), str(row["games"]), C.FS_BODY, T.TEXT, 96, anchor="rm")
        wins = int(row["wins"])
        games = max(1, int(row["games"]))
        text = f"{wins} ({round(100 * wins / games)}%)"
        C.label(img, (wins_r, mid), text, C.FS_SMALL, T.TEXT_DIM, wins_r - games_r - 12,
                anchor="rm")  # fmt: skip
    return _png(img)


def _png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=False, compress_level=6)
    return buf.getvalue()
