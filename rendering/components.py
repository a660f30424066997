"""The parts every game's pictures share, designed for a phone first.

How Discord's clients show a picture (``data/display_profiles.json``, sources in
``docs/display-profiles.md``): a phone that opens a picture fits it to a 390 × 844 pt screen; in
the chat a phone shows it in a message column about 292 pt wide and at most 360 pt tall inside
an embed (320 × 320 pt as a bare attachment). Every text must be at least
:data:`MIN_PT` pt where the reader sees it, so:

* every picture is at most :data:`MAX_ASPECT` × as tall as it is wide, and on a canvas ``w`` px
  wide no text is smaller than :func:`min_size` ``(w)`` (it reads when a phone opens it);
* a message's own picture (what the reader acts on now, right above the buttons) also reads in
  the chat: :data:`ACT_WIDTH` px wide and at most :data:`ACT_MAX_HEIGHT` px tall, where
  :data:`FS_MIN` stays readable inline. Boards split into that picture and further ones (players,
  market, legend) shown above it.

Pictures are :data:`WIDTH` or :data:`ACT_WIDTH` px wide, which makes :data:`FS_MIN` the smallest
size and the sizes below the scale to use.

Shared parts: :func:`turn_banner` (the first and largest thing on every picture: who acts and
what they do, "Your turn" in a player's own picture), :func:`label` (one line, shrunk to its box
when a language needs more room), :func:`paragraph` (wrapped lines), :func:`name_label` (the one
rule for long player names), :func:`legend` (what a symbol means, on the picture itself),
:func:`results_table` (places, names, scores) and :func:`signed` (+3, −1, ±0); the helpers every
game's package uses: :class:`PictureWords` (its words, and the name rule for seats) and
:func:`canvas`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image

from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import Color, draw_text, graphemes, text_width
from rendering.primitives import Box
from rendering.text import Text

MIN_PT = 11  # smallest text a player can read, in points where they see it
PHONE_OPEN_WIDTH = 390  # pt: a phone's screen, across, when it opens a picture
MAX_ASPECT = 2.1  # no picture taller than this × its width (it would open narrower)
INLINE_WIDTH = 292  # pt: the narrowest a phone shows a picture in the chat (in an embed)
INLINE_HEIGHT = 320  # pt: the lowest height cap there (a bare attachment's)

WIDTH = 800  # a board's, a detail picture's width
ACT_WIDTH = 600  # a message's own picture: what the reader acts on, read in the chat
ACT_MAX_HEIGHT = 660  # taller, it shows too small in the chat for FS_MIN (test_layout checks)


def min_size(canvas_width: int) -> int:
    """The smallest text size (px) on a canvas ``canvas_width`` px wide, opened on a phone."""
    return math.ceil(MIN_PT * canvas_width / PHONE_OPEN_WIDTH)


def max_height(canvas_width: int) -> int:
    """The tallest a picture ``canvas_width`` px wide may be."""
    return int(canvas_width * MAX_ASPECT)


FS_MIN = max(min_size(WIDTH), math.ceil(MIN_PT * ACT_WIDTH / INLINE_WIDTH))  # 23: small print
FS_SMALL = FS_MIN + 2  # 25: secondary lines
FS_BODY = 28  # most text
FS_H2 = 32  # section titles, names in panels
FS_BIG = 40  # key numbers
FS_BANNER = 48  # who acts and what: the largest type on a picture
MARGIN = 20
GAP = 14
PAD = 14
SEAT_DOT = math.ceil(FS_MIN / 0.62)  # a seat's colour disc, its number at FS_MIN


# -- words ---------------------------------------------------------------------------------
class PictureWords:
    """The words of one family of pictures: ``<prefix>.pic.<key>`` in the catalogs."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix

    def __call__(self, words: Text, key: str, /, **params: Any) -> str:
        """The word ``key`` in the language of ``words``."""
        return words(f"{self.prefix}.pic.{key}", **params)

    def name(self, names: Sequence[str], seat: int | None, words: Text) -> str:
        """The name of ``seat`` as players chose it, or "Player n" when it has none."""
        if seat is not None and 0 <= seat < len(names):
            name = str(names[seat]).strip()
            if name.strip("\u2068\u2069 "):  # more than the isolate that marks a name
                return name
        return self(words, "player", n=(seat or 0) + 1)


def signed(value: int) -> str:
    """``+3``, ``−1`` (a real minus sign), ``±0``."""
    if value > 0:
        return f"+{value}"
    return f"−{-value}" if value < 0 else "±0"


def fit(text: str, max_width: int, size: int, smallest: int = FS_MIN, bold: bool = False) -> int:
    """The largest size from ``size`` down to ``smallest`` at which ``text`` fits
    ``max_width`` (``smallest`` when none does)."""
    for candidate in range(size, smallest - 1, -1):
        if text_width(text, candidate, bold) <= max_width:
            return candidate
    return smallest


def label(
    img: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: Color,
    max_width: int,
    *,
    bold: bool = False,
    anchor: str = "la",
    smallest: int = FS_MIN,
) -> Box:
    """One line of text in a box ``max_width`` wide: shrunk (never below ``smallest``) when a
    language needs more room. Text that still does not fit is cut with "…" — a layout bug the
    layout tests report, as the box must be made bigger."""
    chosen = fit(text, max_width, size, smallest, bold)
    return draw_text(img, xy, text, chosen, fill, bold, anchor, max_width=max_width)


def name_label(
    img: Image.Image,
    xy: tuple[float, float],
    name: str,
    size: int,
    fill: Color,
    max_width: int,
    *,
    bold: bool = True,
    anchor: str = "la",
    smallest: int = FS_MIN,
) -> Box:
    """A player's name, the one rule for every picture: shrunk down to ``smallest``, then, if
    still too long, cut at the end with "…" (its start is what players recognise)."""
    chosen = fit(name, max_width, size, smallest, bold)
    return draw_text(img, xy, name, chosen, fill, bold, anchor, max_width=max_width, name=True)


def wrap(text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """``text`` broken into lines no wider than ``max_width``: at spaces, and between any two
    characters of scripts written without spaces (Chinese, Japanese); ``\\n`` starts a line."""
    lines: list[str] = []
    for paragraph_text in text.split("\n"):
        line = ""
        for token in _tokens(paragraph_text):
            candidate = line + token
            if not line or text_width(candidate.rstrip(), size, bold) <= max_width:
                line = candidate
                continue
            lines.append(line.rstrip())
            line = token.lstrip()
        lines.append(line.rstrip())
    return lines


def _tokens(text: str) -> list[str]:
    """Words with their trailing space; CJK characters one by one (punctuation stays with the
    character before it, so no line starts with "、" or "。")."""
    tokens: list[str] = []
    word = ""
    for cluster in graphemes(text):
        wide = _is_cjk(cluster)
        if cluster == " ":
            tokens.append(word + " ")
            word = ""
        elif wide and _is_closing(cluster) and tokens and not word:
            tokens[-1] += cluster
        elif wide:
            if word:
                tokens.append(word)
            tokens.append(cluster)
            word = ""
        else:
            word += cluster
    if word:
        tokens.append(word)
    return tokens


def _is_cjk(cluster: str) -> bool:
    cp = ord(cluster[0])
    return (
        0x2E80 <= cp <= 0x9FFF
        or 0xAC00 <= cp <= 0xD7AF
        or 0xF900 <= cp <= 0xFAFF
        or 0xFF00 <= cp <= 0xFFEF
        or 0x20000 <= cp <= 0x2FA1F
    )


def _is_closing(cluster: str) -> bool:
    return cluster in "、。，．・：；！？）」』】〕〉》ー～"


LINE_GAP = 1.45  # wrapped lines, in em: the CJK faces' line boxes (ascent + descent) must not touch


def paragraph(
    img: Image.Image,
    xy: tuple[int, int],
    text: str,
    size: int,
    fill: Color,
    max_width: int,
    *,
    bold: bool = False,
) -> int:
    """Draw wrapped ``text`` from ``xy`` (top left); returns the y below its last line."""
    x, y = xy
    step = round(size * LINE_GAP)
    for line in wrap(text, size, max_width, bold):
        draw_text(img, (x, y), line, size, fill, bold, "la", max_width=max_width)
        y += step
    return y


def paragraph_height(text: str, size: int, max_width: int, bold: bool = False) -> int:
    """How tall :func:`paragraph` draws ``text``."""
    return len(wrap(text, size, max_width, bold)) * round(size * LINE_GAP)


# -- parts ---------------------------------------------------------------------------------
def canvas(height: int) -> Image.Image:
    """An empty picture :data:`WIDTH` px wide and ``height`` px tall, in the table's colour."""
    return Image.new("RGB", (WIDTH, height), T.BG)


def turn_banner(
    img: Image.Image,
    box: Box,
    title: str,
    detail: str = "",
    *,
    mine: bool = False,
    seat: int | None = None,
) -> None:
    """The first thing on every picture, in the largest type: who must act (``title``: "Your
    turn", "Alice's turn", "Game over") and what they must do (``detail``). ``mine`` lights it
    up for the player's own picture; ``seat`` gives the stripe that player's colour."""
    x0, y0, x1, y1 = box
    fill = T.GOLD if mine else T.PANEL_HI
    ink = T.INK if mine else T.TEXT
    P.rounded_box(img, box, T.RADIUS, fill)
    stripe = 10 if seat is not None else 0
    if seat is not None:
        P.rounded_box(img, (x0, y0, x0 + stripe + T.RADIUS, y1), T.RADIUS, T.seat_color(seat))
        P.rounded_box(img, (x0 + stripe, y0, x0 + stripe + T.RADIUS, y1), 0, fill)
    inner = x1 - x0 - stripe - 2 * PAD
    left = x0 + stripe + PAD
    if detail:
        label(img, (left, y0 + PAD), title, FS_BANNER, ink, inner, bold=True)
        detail_ink = T.INK if mine else T.TEXT_DIM
        label(img, (left, y1 - PAD), detail, FS_BODY, detail_ink, inner, anchor="ld")
    else:
        label(img, (left, (y0 + y1) // 2), title, FS_BANNER, ink, inner, bold=True, anchor="lm")


# a banner with a detail line: both lines' boxes (a font's ascent and descent, about 1.4 em)
# between the paddings, so that they never touch
BANNER_H = round(FS_BANNER * 1.4) + round(FS_BODY * 1.4) + 2 * PAD + 2


@dataclass(frozen=True)
class LegendItem:
    """One entry of a legend: a symbol (drawn by ``draw(img, x, y_center, size)``, returning
    its width) and what it means."""

    draw: Callable[[Image.Image, int, int, int], int]
    meaning: str


def legend(
    img: Image.Image, xy: tuple[int, int], max_width: int, items: Sequence[LegendItem]
) -> int:
    """Symbols and their meanings in rows that wrap; returns the y below the legend."""
    x0, y = xy
    x = x0
    size = FS_MIN
    row_h = round(size * 1.5)
    for item in items:
        width = text_width(item.meaning, size) + size + 8
        if x > x0 and x + width > x0 + max_width:
            x, y = x0, y + row_h
        used = item.draw(img, x, y + row_h // 2, size)
        start = x + used + 6
        meaning_room = x0 + max_width - start
        draw_text(
            img,
            (start, y + row_h // 2),
            item.meaning,
            size,
            T.TEXT_DIM,
            anchor="lm",
            max_width=meaning_room,
        )
        x += used + 6 + text_width(item.meaning, size) + 2 * GAP
    return y + row_h


def text_item(symbol: str, meaning: str, fill: Color = T.TEXT) -> LegendItem:
    """A legend entry whose symbol is itself text ("Σ", "±n")."""

    def draw(img: Image.Image, x: int, y: int, size: int) -> int:
        room = text_width(symbol, size, True) + 2  # the symbol's own box
        box = draw_text(img, (x, y), symbol, size, fill, True, "lm", max_width=room)
        return box[2] - box[0]

    return LegendItem(draw, meaning)


@dataclass(frozen=True)
class Column:
    """A column of :func:`results_table`: its heading, share of the free width, alignment."""

    heading: str
    weight: float = 1.0
    align: str = "l"  # l, m or r
    name: bool = False  # holds player names (the name rule applies)


TABLE_ROW_H = max(round(FS_BODY * 1.7), SEAT_DOT + 6)  # a row of :func:`results_table`


def results_table_height(rows: int) -> int:
    """How tall :func:`results_table` draws ``rows`` rows (and its headings)."""
    return TABLE_ROW_H * (rows + 1) + PAD


def results_table(
    img: Image.Image,
    box: Box,
    columns: Sequence[Column],
    rows: Sequence[Sequence[str]],
    *,
    highlight: Sequence[int] = (),
    seats: Sequence[int | None] = (),
) -> int:
    """A table of places, names and scores (final results, a tournament, a settlement):
    headings, one row per player with ``highlight`` rows (the winners) in gold and a seat
    colour dot when ``seats`` gives one; returns the y below it."""
    x0, y0, x1, _ = box
    size = FS_BODY
    row_h = TABLE_ROW_H
    total = sum(c.weight for c in columns)
    dot = SEAT_DOT + GAP if seats else 0
    free = x1 - x0 - 2 * PAD - dot - GAP * (len(columns) - 1)
    widths = [int(free * c.weight / total) for c in columns]
    height = results_table_height(len(rows))
    P.rounded_box(img, (x0, y0, x1, y0 + height), T.RADIUS, T.PANEL)
    y = y0 + PAD // 2
    _row(
        img,
        x0 + PAD + dot,
        y + row_h // 2,
        columns,
        widths,
        [c.heading for c in columns],
        FS_SMALL,
        T.TEXT_DIM,
        bold=False,
    )
    for index, cells in enumerate(rows):
        y += row_h
        mid = y + row_h // 2
        if index in highlight:
            P.rounded_box(img, (x0 + 6, y + 2, x1 - 6, y + row_h - 2), 10, T.PANEL_HI)
        seat = seats[index] if seats else None
        if seat is not None:
            P.seat_dot(img, (x0 + PAD + SEAT_DOT // 2, mid), seat, SEAT_DOT)
        fill = T.GOLD if index in highlight else T.TEXT
        _row(img, x0 + PAD + dot, mid, columns, widths, cells, size, fill, bold=index in highlight)
    return y0 + height


def _row(
    img: Image.Image,
    x: int,
    mid: int,
    columns: Sequence[Column],
    widths: Sequence[int],
    cells: Sequence[str],
    size: int,
    fill: Color,
    *,
    bold: bool,
) -> None:
    for index, (column, width, cell) in enumerate(zip(columns, widths, cells, strict=True)):
        x += GAP if index else 0
        at = {"l": x, "m": x + width // 2, "r": x + width}[column.align]
        anchor = column.align + "m"
        if column.name:
            name_label(img, (at, mid), cell, size, fill, width, bold=bold, anchor=anchor)
        else:
            label(img, (at, mid), cell, size, fill, width, bold=bold, anchor=anchor)
        x += width
