"""The turn banner's neighbours: the info line and the colour strip (price-war threshold)."""

from __future__ import annotations

from PIL import Image

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fleamarket.art import shape
from rendering.fleamarket.parts import (
    COLOUR_RGB,
    DEFAULT_COLOURS,
    INNER,
    M,
    View,
    W,
    note_colour,
    pic,
    pill,
)
from rendering.fonts import text_width
from rendering.text import Text

NAME_MARK = "\u2063"  # where a player's name goes in an info line: the name stays on one line


def info_lines(left: str, room: int) -> list[str]:
    """``left`` in lines ``room`` px wide. A name (``left``'s part from :data:`NAME_MARK` on)
    never breaks: it goes whole to the next line if the line has no room for it, where the
    name rule shortens it at worst."""
    before, mark, name = left.partition(NAME_MARK)
    lines = C.wrap(before.rstrip(), C.FS_SMALL, room, True)
    if mark:
        last = f"{lines[-1]} {name}" if lines[-1] else name
        if text_width(last, C.FS_SMALL, True) <= room:
            lines[-1] = last
        else:
            lines.append(NAME_MARK + name)
    return lines


def draw_lines(img: Image.Image, xy: tuple[int, int], lines: list[str], room: int) -> int:
    """The lines of :func:`info_lines` from ``xy``; returns the y below them."""
    x, y = xy
    for line in lines:
        if line.startswith(NAME_MARK):
            C.name_label(img, (x, y), line[1:], C.FS_SMALL, T.TEXT, room)
        else:
            C.label(img, (x, y), line, C.FS_SMALL, T.TEXT, room, bold=True)
        y += INFO_H
    return y


def _info_parts(view: View, left: str, words: Text) -> tuple[str, int, list[str]]:
    """(pile counts, their width, the lines of ``left`` beside them)."""
    right = pic(
        words,
        "piles",
        deck=int(view.get("deck_count") or 0),
        discard=int(view.get("discard_count") or 0),
    )
    rw = min(INNER // 2, text_width(right, C.FS_SMALL))
    return right, rw, info_lines(left, INNER - rw - C.GAP)


def info_height(view: View, left: str, words: Text) -> int:
    return len(_info_parts(view, left, words)[2]) * INFO_H


def draw_info(img: Image.Image, y: int, view: View, left: str, words: Text) -> int:
    """Lines under the banner: the round and start player (``left``), the pile counts."""
    right, rw, lines = _info_parts(view, left, words)
    C.label(img, (W - M, y), right, C.FS_SMALL, T.TEXT_DIM, INNER // 2, anchor="ra")
    return draw_lines(img, (M, y), lines, INNER - rw - C.GAP)


INFO_H = C.FS_SMALL + 14
STRIP_BOX_H = 64


def _strip_titles(view: View, words: Text) -> tuple[str, str, bool]:
    """(title, price-war pill, whether both fit on one line)."""
    colours = list(view.get("colours") or DEFAULT_COLOURS)
    counts = view.get("colour_counts") or {}
    threshold = int(view.get("threshold") or view.get("players") or 4)
    showing = sum(1 for c in colours if counts.get(c, 0))
    title = pic(words, "colours", showing=showing)
    war = pic(words, "war", n=threshold)
    one_line = text_width(title, C.FS_MIN, True) + C.GAP + text_width(war, C.FS_MIN, True) + 20
    return title, war, one_line <= INNER


def strip_height(view: View, words: Text) -> int:
    """How tall :func:`_colour_strip` draws."""
    title, _, one_line = _strip_titles(view, words)
    head = 40 if one_line else C.paragraph_height(title, C.FS_MIN, INNER, True) + 4 + 40
    return head + STRIP_BOX_H + C.GAP


def colour_strip(img: Image.Image, y: int, view: View, words: Text) -> int:
    """Each colour's face-up count against the price-war threshold; returns the y below."""
    colours = list(view.get("colours") or DEFAULT_COLOURS)
    counts = view.get("colour_counts") or {}
    threshold = int(view.get("threshold") or view.get("players") or 4)
    title, war, one_line = _strip_titles(view, words)
    pill_w = text_width(war, C.FS_MIN, True) + 20
    if one_line:
        C.label(
            img,
            (M, y + 16),
            title,
            C.FS_MIN,
            T.TEXT_DIM,
            INNER - pill_w - C.GAP,
            bold=True,
            anchor="lm",
        )
        pill(img, (W - M, y), war, T.TEXT, T.BAD_DARK, pill_w, anchor="r")
        y += 40
    else:
        y = C.paragraph(img, (M, y), title, C.FS_MIN, T.TEXT_DIM, INNER, bold=True) + 4
        pill(img, (M, y), war, T.TEXT, T.BAD_DARK, INNER)
        y += 40
    n_col = max(1, len(colours[:6]))
    gap = 10
    cw = (INNER - gap * (n_col - 1)) // n_col
    for k, colour in enumerate(colours[:6]):
        x = M + k * (cw + gap)
        box = (x, y, x + cw, y + STRIP_BOX_H)
        n = int(counts.get(colour, 0))
        danger = n >= threshold - 1 and n > 0
        if n:
            fill = T.PANEL if danger else T.PANEL_HI  # red counts read at 4.5:1 on PANEL
            P.rounded_box(img, box, 12, fill, T.BAD if danger else T.PANEL_BORDER, 3)
        else:
            P.rounded_box(img, box, 12, T.CHIP, T.PANEL, 2)
        base = COLOUR_RGB.get(colour, (150, 150, 150))
        fill = base if n else T.mix(base, T.BG, 0.6)
        s = 38
        shape(img, (x + 10, y + (STRIP_BOX_H - s) // 2), colour, s, fill)
        note_colour(colour)
        col = T.BAD if danger else (T.TEXT if n else T.TEXT_FAINT)
        room = cw - s - 26
        C.label(
            img,
            (x + cw - 10, y + STRIP_BOX_H // 2),
            f"{n}/{threshold}",
            C.FS_H2,
            col,
            room,
            bold=True,
            anchor="rm",
        )
    return y + STRIP_BOX_H + C.GAP
