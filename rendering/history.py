"""Pictures of history: the animated summary of a game, a player's rating trend and a
server's leaderboard.

A replay step needs no picture of its own: it shows the game's board pictures (its presenter's
panel, as the channel saw it) and a seat's own picture. The animated summary shows the board
pictures only (a public post: nothing private, no "Your turn"), one frame per moment, each
picture at its own size (never shrunk, so its text reads as it did in the channel) under a
caption; pictures that do not fit one frame of at most ``MAX_ASPECT`` × its width go on the
next frame. Pictures in, bytes out, like every renderer.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from rendering import components as C
from rendering import theme as T
from rendering.text import Text, written

MAX_ANIMATION_BYTES = 8 * 1024 * 1024
CAPTION_FS = C.FS_BODY
CAPTION_H = round(CAPTION_FS * 1.4) + 2 * C.PAD  # the caption bar above each frame
FRAME_SECONDS = 1.6  # each frame; the last one three times as long
QUALITIES = (80, 65, 50, 35)  # WebP qualities tried, best first, until the file fits

pic = C.PictureWords("history")


@dataclass(frozen=True)
class Placed:
    """A picture of a moment on a frame: which one (index), where, and at what size."""

    index: int
    box: tuple[int, int, int, int]  # x0, y0, x1, y1 on the frame

    @property
    def width(self) -> int:
        return self.box[2] - self.box[0]


def frame_width(sizes: Sequence[Sequence[tuple[int, int]]]) -> int:
    """The animation's width: its widest picture's (every picture keeps its size)."""
    return max((w for moment in sizes for w, _ in moment), default=C.WIDTH)


def max_frame_height(width: int) -> int:
    return math.floor(C.MAX_ASPECT * width)


def frame_layout(sizes: Sequence[tuple[int, int]], width: int) -> list[list[Placed]]:
    """The frames of one moment: its pictures (``sizes``, in the order shown) stacked under
    the caption, centred, each at its own size; a picture that would make the frame taller
    than ``MAX_ASPECT`` × ``width`` starts the next frame (one taller than that alone is
    scaled down to fit: its own layout test fails already)."""
    tallest = max_frame_height(width)
    frames: list[list[Placed]] = [[]]
    y = CAPTION_H
    for index, (w, h) in enumerate(sizes):
        if frames[-1] and y + C.GAP + h > tallest:
            frames.append([])
            y = CAPTION_H
        top = y + (C.GAP if frames[-1] else 0)
        scale = min(1.0, width / w, (tallest - top) / h)
        size = (round(w * scale), round(h * scale))
        x = (width - size[0]) // 2
        frames[-1].append(Placed(index, (x, top, x + size[0], top + size[1])))
        y = top + size[1]
    return frames


def _caption(width: int, height: int, caption: str) -> Image.Image:
    frame = Image.new("RGB", (width, height), T.BG)
    ImageDraw.Draw(frame).rectangle((0, 0, width, CAPTION_H), fill=T.darken(T.BG, 0.7))
    C.label(frame, (C.MARGIN, CAPTION_H // 2), caption, CAPTION_FS, T.TEXT, width - 2 * C.MARGIN,
            bold=True, anchor="lm")  # fmt: skip
    return frame


def compose_frames(
    moments: Sequence[tuple[Sequence[Callable[[], bytes]], str]],
) -> list[Image.Image]:
    """Every frame of the summary: per moment (its pictures' jobs and its caption), its
    pictures laid out by :func:`frame_layout`, on one canvas size (the tallest frame's)."""
    drawn = [
        ([Image.open(io.BytesIO(job())).convert("RGB") for job in jobs], caption)
        for jobs, caption in moments
    ]
    width = frame_width([[p.size for p in pictures] for pictures, _ in drawn])
    laid = [
        (pictures, caption, frame_layout([p.size for p in pictures], width))
        for pictures, caption in drawn
    ]
    height = max(
        (placed[-1].box[3] for *_, pages in laid for placed in pages if placed), default=CAPTION_H
    )
    frames = []
    for pictures, caption, pages in laid:
        for page in pages:
            frame = _caption(width, height, caption)
            for placed in page:
                picture = pictures[placed.index]
                if placed.width != picture.width:
                    size = (placed.width, placed.box[3] - placed.box[1])
                    picture = picture.resize(size, Image.Resampling.LANCZOS)
                frame.paste(picture, placed.box[:2])
            frames.append(frame)
    return frames


@written
def render_animation(
    moments: Sequence[tuple[Sequence[Callable[[], bytes]], str]],
    words: Text,
    *,
    seconds: float = FRAME_SECONDS,
    max_bytes: int = MAX_ANIMATION_BYTES,
) -> bytes:
    """The whole game as an animated WebP: per moment (the jobs drawing its board pictures,
    its caption) one frame or more (:func:`compose_frames`), each shown ``seconds`` (the last
    three times as long); at most ``max_bytes`` (the quality drops until it fits, then, as a
    last resort, the frames shrink)."""
    frames = compose_frames(moments)
    durations = [round(seconds * 1000)] * len(frames)
    durations[-1] *= 3
    data = b""
    for attempt in range(8):
        quality = QUALITIES[min(attempt, len(QUALITIES) - 1)]
        if attempt >= len(QUALITIES):  # still too big: smaller frames (text smaller too)
            size = (frames[0].width * 4 // 5, frames[0].height * 4 // 5)
            frames = [f.resize(size, Image.Resampling.LANCZOS) for f in frames]
        buf = io.BytesIO()
        frames[0].save(buf, "WEBP", save_all=True, append_images=frames[1:],
                       duration=durations, loop=0, quality=quality, method=2)  # fmt: skip
        data = buf.getvalue()
        if len(data) <= max_bytes:
            break
    return data


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
