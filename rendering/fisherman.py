"""Fisherman pictures as PNG bytes, drawn from the engine's view dict only, phone first.

Every renderer takes ``view`` (``FISHERMAN.view(state, seat)``), the display ``names`` indexed
by seat and the ``words`` of the reader's language: :func:`render_board` (public),
:func:`render_hand` (``view["me"]``: "Your turn", the hand with what each card scores, the
table on the seat's own turn, its catch and points, the rules mat), :func:`render_results` (one
finished tournament: the standings table and every catch card by card) and
:func:`render_final`. Pictures are :data:`rendering.components.WIDTH` px wide, portrait, the
turn banner first, sizes from :mod:`rendering.components`, a legend for every symbol.

Cards are drawn in the rulebook's species colours (Aji blue, Fugu green, Tai red, Haze yellow,
Ika white) with the rulebook's shape symbols (□ ○ ◇ ≡ △) so colour is never the only cue. No
component number lives here: sizes, scoring and shield points come with the view
(``view["sizes"]``, ``view["scoring"]``, ``view["shield_points"]``, from
``data/fisherman.json``). A completed trick is drawn whole only while it lies open
(``view["last_trick"]["open"]``); afterwards only its kept cards face up, the set-aside ones as
backs (a discarded card's face is never drawn).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from rendering import components as C
from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import draw_text, recording, text_width
from rendering.text import Text, written

View = Mapping[str, Any]
Box = tuple[int, int, int, int]

W = C.WIDTH
M = C.MARGIN
INNER = W - 2 * M

SPECIES_ORDER: tuple[str, ...] = ("aji", "fugu", "tai", "haze", "ika")
SPECIES_COLORS: dict[str, T.RGB] = {
    "aji": (46, 112, 206),
    "fugu": (40, 150, 86),
    "tai": (206, 58, 60),
    "haze": (238, 192, 44),
    "ika": (244, 244, 238),
}
SHIELD_COLORS: dict[str, T.RGB] = {"gold": T.GOLD, "silver": T.SILVER, "bronze": T.BRONZE}
RULES: tuple[str, ...] = ("target", "order", "size", "junk")
HEAD_H = round(C.FS_SMALL * 1.4) + 8  # a section heading and the space under it
LINE_H = round(C.FS_SMALL * 1.4)  # one line of small text


# -- small helpers -----------------------------------------------------------------------------
pic = C.PictureWords("fisherman")




def _species(words: Text, species: str | None) -> str:
    """A species' name in the reader's language."""
    return words(f"fisherman.species.{species}") if species else "?"


def parse_card(card: str) -> tuple[str, int]:
    """``"aji-7"`` → ``("aji", 7)``."""
    species, _, size = str(card).partition("-")
    return species, int(size) if size.isdigit() else 0


def species_color(species: str | None) -> T.RGB:
    return SPECIES_COLORS.get(species or "", (150, 150, 150))


def _edge(species: str) -> T.RGB:
    return (150, 150, 140) if species == "ika" else T.darken(species_color(species), 0.6)





def _seats(view: View) -> list[Mapping[str, Any]]:
    return list(view.get("seats") or [])


def _shield_points(view: View) -> dict[str, int]:
    """Points of each shield kind, as the view carries them (from the data)."""
    return {str(k): int(v) for k, v in (view.get("shield_points") or {}).items()}


def _sizes(view: View) -> list[int]:
    return [int(n) for n in view.get("sizes") or []]


def _numbers(view: View) -> dict[str, str]:
    """The numbers the notes place: signed scoring, the smallest and the largest size."""
    numbers = {k: C.signed(int(v)) for k, v in (view.get("scoring") or {}).items()}
    sizes = _sizes(view)
    if sizes:
        numbers |= {"low": str(sizes[0]), "high": str(sizes[-1])}
    return numbers


def _note(words: Text, key: str, view: View) -> str:
    """A note with its numbers; empty when the view does not carry them."""
    try:
        return pic(words, key, **_numbers(view))
    except KeyError:
        return ""


def card_points(card: str, rules: Mapping[str, Any], scoring: Mapping[str, int]) -> int:
    """What a caught ``card`` scores under ``rules`` (a view's, sizes as a pair or the lower
    size) with the view's ``scoring`` numbers: target, size (size_on_junk on junk), junk."""
    species, size = parse_card(card)
    junk = species == rules.get("junk")
    points = int(scoring.get("target", 0)) if species == rules.get("target") else 0
    points += int(scoring.get("junk", 0)) if junk else 0
    pair = rules.get("size")
    low = pair[0] if isinstance(pair, (list, tuple)) else pair
    if low is not None and int(low) <= size <= int(low) + 1:
        points += int(scoring.get("size_on_junk" if junk else "size", 0))
    return points



def _panel(img: Image.Image, box: Box, hi: T.RGB | None = None) -> None:
    """A panel: lit with an outline in ``hi`` (a seat's or gold) when it matters now."""
    if hi is not None:
        P.rounded_box(img, box, T.RADIUS, T.PANEL_HI, hi, 4)
    else:
        P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)


def _heading(img: Image.Image, xy: tuple[int, int], text: str, width: int) -> int:
    """A section heading at top-left ``xy``; returns the y below it."""
    C.label(img, xy, text, C.FS_SMALL, T.TEXT_DIM, width, bold=True)
    return xy[1] + HEAD_H


# -- species marks and fish icons ----------------------------------------------------------------




def _shape_aji(d: ImageDraw.ImageDraw, s: int) -> None:
    w = max(1, round(s * 0.13))
    d.rectangle(P.points(s, (0.12, 0.12), (0.88, 0.88)), outline=255, width=w)


def _shape_fugu(d: ImageDraw.ImageDraw, s: int) -> None:
    d.ellipse(P.points(s, (0.08, 0.08), (0.92, 0.92)), outline=255, width=max(1, round(s * 0.13)))


def _shape_tai(d: ImageDraw.ImageDraw, s: int) -> None:
    outer = P.points(s, (0.5, 0.02), (0.98, 0.5), (0.5, 0.98), (0.02, 0.5))
    inner = P.points(s, (0.5, 0.22), (0.78, 0.5), (0.5, 0.78), (0.22, 0.5))
    d.polygon(outer, fill=255)
    d.polygon(inner, fill=0)


def _shape_haze(d: ImageDraw.ImageDraw, s: int) -> None:
    for y in (0.18, 0.44, 0.7):
        d.rectangle(P.points(s, (0.08, y), (0.92, y + 0.13)), fill=255)


def _shape_ika(d: ImageDraw.ImageDraw, s: int) -> None:
    d.polygon(P.points(s, (0.5, 0.04), (0.98, 0.92), (0.02, 0.92)), fill=255)
    d.polygon(P.points(s, (0.5, 0.34), (0.75, 0.78), (0.25, 0.78)), fill=0)


def _fish_body(
    d: ImageDraw.ImageDraw, s: int, body: tuple[float, float, float, float], tail: float
) -> None:
    x0, y0, x1, y1 = body
    cy = (y0 + y1) / 2
    d.ellipse(P.points(s, (x0, y0), (x1, y1)), fill=255)
    d.polygon(P.points(s, (x1 - 0.06, cy), (tail, cy - 0.2), (tail - 0.06, cy), (tail, cy + 0.2)), 255)


def _fish_aji(d: ImageDraw.ImageDraw, s: int) -> None:
    """Horse mackerel: slim body, forked tail, the scute line along the side."""
    _fish_body(d, s, (0.04, 0.32, 0.8, 0.68), 0.98)
    d.polygon(P.points(s, (0.36, 0.34), (0.48, 0.2), (0.56, 0.34)), fill=255)
    d.line(P.points(s, (0.24, 0.5), (0.5, 0.46), (0.78, 0.5)), fill=0, width=max(1, round(s * 0.04)))
    P.disc(d, s, 0.15, 0.46, 0.04, 0)


def _fish_tai(d: ImageDraw.ImageDraw, s: int) -> None:
    """Sea bream: a deep body under a spiny dorsal fin."""
    _fish_body(d, s, (0.04, 0.22, 0.78, 0.8), 0.98)
    for k in range(6):
        x = 0.26 + k * 0.08
        d.polygon(P.points(s, (x, 0.28), (x + 0.03, 0.1), (x + 0.08, 0.28)), fill=255)
    d.arc(P.points(s, (0.1, 0.36), (0.3, 0.68)), -60, 60, fill=0, width=max(1, round(s * 0.03)))
    P.disc(d, s, 0.15, 0.44, 0.045, 0)


def _fish_haze(d: ImageDraw.ImageDraw, s: int) -> None:
    """Goby: a long body with a big head, two dorsal fins and a round tail."""
    d.ellipse(P.points(s, (0.02, 0.36), (0.4, 0.74)), fill=255)
    d.rounded_rectangle(P.points(s, (0.16, 0.42), (0.84, 0.7)), radius=0.14 * s, fill=255)
    d.ellipse(P.points(s, (0.74, 0.36), (0.98, 0.76)), fill=255)
    d.polygon(P.points(s, (0.3, 0.44), (0.38, 0.26), (0.46, 0.44)), fill=255)
    d.polygon(P.points(s, (0.5, 0.44), (0.56, 0.3), (0.74, 0.44)), fill=255)
    P.disc(d, s, 0.13, 0.44, 0.045, 0)


def _fish_ika(d: ImageDraw.ImageDraw, s: int) -> None:
    """Squid: a pointed mantle with fins, eyes and trailing arms."""
    d.polygon(P.points(s, (0.5, 0.02), (0.68, 0.24), (0.66, 0.56), (0.34, 0.56), (0.32, 0.24)), 255)
    d.polygon(P.points(s, (0.5, 0.04), (0.8, 0.26), (0.2, 0.26)), fill=255)
    w = max(1, round(s * 0.05))
    for k in range(5):
        x = 0.36 + k * 0.07
        d.line(P.points(s, (x, 0.54), (x + (k - 2) * 0.05, 0.94)), fill=255, width=w)
    P.disc(d, s, 0.42, 0.48, 0.035, 0)
    P.disc(d, s, 0.58, 0.48, 0.035, 0)


SHAPES: dict[str, P.Painter] = {
    "aji": _shape_aji,
    "fugu": _shape_fugu,
    "tai": _shape_tai,
    "haze": _shape_haze,
    "ika": _shape_ika,
}
FISH: dict[str, P.Painter] = {
    "aji": _fish_aji,
    "fugu": P.pufferfish,  # the pufferfish Tsukiji's Fugu shares
    "tai": _fish_tai,
    "haze": _fish_haze,
    "ika": _fish_ika,
}


def _mask(kind: str, size: int) -> Image.Image:
    """Anti-aliased mask of a shape (``shape:<species>``) or fish (``fish:<species>``)."""
    group, _, species = kind.partition(":")
    return P.painted_mask((SHAPES if group == "shape" else FISH).get(species), size)


def _paint(img: Image.Image, kind: str, xy: tuple[int, int], size: int, color: T.RGB) -> None:
    P.paint(img, _mask(kind, size), xy, color)


def species_mark(img: Image.Image, xy: tuple[int, int], species: str, size: int) -> None:
    """The rulebook's shape symbol of ``species`` in its ink colour on a coloured disc."""
    color = species_color(species)
    x, y = xy
    P.rounded_box(img, (x, y, x + size, y + size), size // 2, color, _edge(species), 2)
    inner = round(size * 0.56)
    off = (size - inner) // 2
    _paint(img, f"shape:{species}", (x + off, y + off), inner, T.ink_on(color))


# -- cards ---------------------------------------------------------------------------------------
@lru_cache(maxsize=512)
def card_sprite(card: str, w: int, h: int, dim: bool = False) -> Image.Image:
    """A face-up fish card: species colour, big size number, shape symbol and fish (no words:
    the legend names the species by their symbols)."""
    species, size = parse_card(card)
    color = species_color(species)
    ink = T.ink_on(color)
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    radius = max(5, w // 9)
    P.rounded_box(im, (0, 0, w, h), radius, color, _edge(species), max(2, w // 30))
    fish = round(w * 0.74)
    tint = T.mix(color, ink, 0.22)
    _paint(im, f"fish:{species}", ((w - fish) // 2, round(h * 0.46)), fish, tint)
    number = max(C.FS_MIN, round(min(w * 0.5, h * 0.34)))
    mark = max(12, round(w * 0.22))
    draw_text(im, (max(3, round(w * 0.07)), round(h * 0.02)), str(size), number, ink, bold=True)
    _paint(im, f"shape:{species}", (w - mark - max(3, round(w * 0.07)), round(h * 0.06)), mark, ink)
    if dim:
        alpha = im.getchannel("A").point(lambda v: v * 32 // 100)
        im.putalpha(alpha)
    return im


def draw_card(
    img: Image.Image, xy: tuple[int, int], card: str, w: int, h: int, dim: bool = False
) -> None:
    """A card with a soft shadow at top-left ``xy``."""
    x, y = xy
    if not dim:
        P.shadow(img, (x, y, x + w, y + h), max(5, w // 9), (0, 3), 4)
    P.paste_sprite(img, card_sprite(card, w, h, dim), xy)


def empty_card_slot(img: Image.Image, box: Box, color: T.RGB = T.PANEL_BORDER) -> None:
    P.rounded_box(img, box, max(5, (box[2] - box[0]) // 9), None, color, 3)


def _value_chip(img: Image.Image, center_x: int, y: int, value: int, width: int) -> None:
    """What a card scores, in a chip under it (green gains, red losses)."""
    bg = T.GOOD_DARK if value > 0 else (T.BAD_DARK if value < 0 else T.PANEL_BORDER)
    h = C.FS_SMALL + 8
    half = min(width, text_width(C.signed(value), C.FS_SMALL, True) + 16) // 2
    P.rounded_box(img, (center_x - half, y, center_x + half, y + h), h // 2, bg)
    C.label(
        img,
        (center_x, y + h // 2),
        C.signed(value),
        C.FS_SMALL,
        T.TEXT,
        width - 4,
        bold=True,
        anchor="mm",
    )


CHIP_H = C.FS_SMALL + 8


def _cards_grid(
    img: Image.Image,
    xy: tuple[int, int],
    width: int,
    cards: Sequence[str],
    size: tuple[int, int],
    values: Sequence[int] | None = None,
    dims: Sequence[bool] | None = None,
    gap: int = 8,
) -> int:
    """Cards left to right in rows that wrap, each with its value chip under it when
    ``values`` are given; returns the y below the last row."""
    x0, y = xy
    w, h = size
    per_row = max(1, (width + gap) // (w + gap))
    row_h = h + (8 + CHIP_H if values is not None else 0)
    for k, card in enumerate(cards):
        row, col = divmod(k, per_row)
        x = x0 + col * (w + gap)
        top = y + row * (row_h + gap)
        draw_card(img, (x, top), card, w, h, dim=bool(dims and dims[k]))
        if values is not None:
            _value_chip(img, x + w // 2, top + h + 8, values[k], w + gap - 2)
    rows = -(-len(cards) // per_row) if cards else 0
    return y + rows * row_h + max(0, rows - 1) * gap


def _grid_height(count: int, width: int, size: tuple[int, int], chips: bool, gap: int = 8) -> int:
    per_row = max(1, (width + gap) // (size[0] + gap))
    rows = -(-count // per_row) if count else 0
    row_h = size[1] + (8 + CHIP_H if chips else 0)
    return rows * row_h + max(0, rows - 1) * gap


def species_tile(img: Image.Image, box: Box, species: str | None, words: Text) -> None:
    """A wide tile naming a species: colour, shape symbol, name and fish."""
    x0, y0, x1, y1 = box
    h = y1 - y0
    if not species:
        _unset(img, box)
        return
    color = species_color(species)
    ink = T.ink_on(color)
    P.rounded_box(img, box, 12, color, _edge(species), 3)
    fish = h - 12
    _paint(img, f"fish:{species}", (x1 - fish - 8, y0 + 6), fish, T.mix(color, ink, 0.3))
    mark = round(h * 0.46)
    _paint(img, f"shape:{species}", (x0 + 12, y0 + (h - mark) // 2), mark, ink)
    tx = x0 + 24 + mark
    C.label(
        img,
        (tx, y0 + h // 2),
        _species(words, species),
        C.FS_H2,
        ink,
        x1 - tx - 8,
        bold=True,
        anchor="lm",
    )


def _unset(img: Image.Image, box: Box) -> None:
    """A rule not chosen yet: an empty outline with "?"."""
    x0, y0, x1, y1 = box
    P.rounded_box(img, box, 12, None, T.PANEL_BORDER, 3)
    C.label(
        img,
        ((x0 + x1) // 2, (y0 + y1) // 2),
        "?",
        C.FS_BIG,
        T.TEXT_FAINT,
        x1 - x0 - 8,
        bold=True,
        anchor="mm",
    )


# -- shields ---------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def _shield_mask(size: int) -> Image.Image:
    big = Image.new("L", (size * P.SS, size * P.SS), 0)
    d = ImageDraw.Draw(big)
    s = size * P.SS
    d.polygon(
        P.points(s, (0.1, 0.08), (0.5, 0.02), (0.9, 0.08), (0.88, 0.5), (0.5, 0.98), (0.12, 0.5)),
        fill=255,
    )
    return big.reduce(P.SS)


def shield(
    img: Image.Image, xy: tuple[int, int], kind: str | None, size: int, points: int | None = None
) -> None:
    """A heater shield in gold, silver or bronze with its ``points`` (at least
    :data:`~rendering.components.FS_MIN` px: give ``size`` ≥ 48); an outline for none."""
    x, y = xy
    mask = _shield_mask(size)
    if kind not in SHIELD_COLORS:
        inner = _shield_mask(max(1, size - 6))
        ring = mask.copy()
        ring.paste(0, (3, 3, 3 + inner.width, 3 + inner.height), inner)
        img.paste(T.PANEL_BORDER, (x, y, x + size, y + size), ring)
        return
    color = SHIELD_COLORS[kind]
    img.paste(T.darken(color, 0.62), (x, y, x + size, y + size), mask)
    inner = _shield_mask(max(1, size - 6))
    img.paste(color, (x + 3, y + 3, x + 3 + inner.width, y + 3 + inner.height), inner)
    if points is None:
        return
    draw_text(
        img,
        (x + size // 2, y + round(size * 0.42)),
        str(points),
        max(C.FS_MIN, round(size * 0.46)),
        T.INK,
        bold=True,
        anchor="mm",
        max_width=size,
    )


# -- the turn banner and the tournament line ------------------------------------------------------
def _acting(view: View, me: int | None, names: Sequence[str], words: Text) -> tuple[str, str]:
    """Who must act ("Your turn" for ``me``) and what they must do."""
    phase = view.get("phase")
    turn = view.get("turn")
    mine = me is not None and turn == me
    title = pic(words, "your_turn") if mine else pic(words, "turn_of", name=pic.name(names, turn, words))
    if phase == "setting":
        rule = pic(words, f"rule_{view.get('step') or 'target'}")
        return title, pic(words, "choose_on_board" if mine else "choose", rule=rule)
    trick = pic(words, "trick", n=view.get("trick_no") or 1, total=view.get("tricks") or "")
    lead = view.get("lead_species")
    if not lead or not view.get("trick"):
        return title, f"{trick} · {pic(words, 'any_card')}"
    if mine:
        hand = (view.get("me") or {}).get("hand") or []
        follows = any(parse_card(c)[0] == lead for c in hand)
    else:
        seat = next((s for s in _seats(view) if s.get("seat") == turn), {})
        follows = lead not in (seat.get("voids") or [])
    what = (
        pic(words, "must_follow", species=_species(words, lead))
        if follows
        else pic(words, "any_card")
    )
    return title, f"{trick} · {what}"


def _banner(
    img: Image.Image, y: int, view: View, names: Sequence[str], words: Text, me: int | None = None
) -> int:
    """The turn banner at ``y``; returns the y below it."""
    box = (M, y, W - M, y + C.BANNER_H)
    if view.get("phase") == "over":
        C.turn_banner(img, box, pic(words, "over"), _winners_word(view, words))
        return _winners_block(img, box[3] + C.GAP, view, names, words)
    else:
        title, detail = _acting(view, me, names, words)
        turn = view.get("turn")
        C.turn_banner(
            img,
            box,
            title,
            detail,
            mine=me is not None and turn == me,
            seat=None if turn is None else int(turn),
        )
    return box[3] + C.GAP


def _winners_height(view: View, names: Sequence[str], words: Text) -> int:
    line = _winners_line(view, names, words)
    return C.paragraph_height(line, C.FS_H2, INNER, True) + C.GAP if line else 0


def _winners_block(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> int:
    """Who won and with how many shield points, wrapped under the banner; returns the y below."""
    line = _winners_line(view, names, words)
    if not line:
        return y
    return C.paragraph(img, (M, y), line, C.FS_H2, T.GOLD, INNER, bold=True) + C.GAP


def _winners_word(view: View, words: Text) -> str:
    winners = (view.get("result") or {}).get("winners") or []
    return pic(words, "winners" if len(winners) > 1 else "winner") if winners else ""


def _winners_line(view: View, names: Sequence[str], words: Text) -> str:
    result = view.get("result") or {}
    winners = [int(s) for s in result.get("winners") or []]
    scores = [int(s) for s in result.get("scores") or []]
    if not winners:
        return ""
    best = scores[winners[0]] if winners[0] < len(scores) else 0
    who = words.join(pic.name(names, s, words) for s in winners)
    return pic(words, "final_winner", names=who, count=len(winners), points=best)


def _tournament_line(
    img: Image.Image, y: int, view: View, names: Sequence[str], words: Text, dealer: bool = True
) -> int:
    """ "Tournament 2/4" with its pips on the left, the dealer (flag, seat, name) on the right;
    returns the y below."""
    n = int(view.get("tournament") or 1)
    total = int(view.get("tournaments") or view.get("players") or 4)
    h = C.SEAT_DOT + 4
    cy = y + h // 2
    box = C.label(
        img,
        (M, cy),
        pic(words, "tournament", n=n, total=total),
        C.FS_BODY,
        T.TEXT,
        INNER // 2 - 110,
        bold=True,
        anchor="lm",
    )
    x = box[2] + 14
    for i in range(total):
        P.rounded_box(img, (x, cy - 8, x + 16, cy + 8), 8, T.GOLD if i < n else T.PANEL_BORDER)
        x += 24
    if dealer and view.get("dealer") is not None:
        seat = int(view["dealer"])
        left = max(x + 16, M + INNER // 2)
        P.badge(img, (left, cy - 18), "start", 36)
        P.seat_dot(img, (left + 44 + C.SEAT_DOT // 2, cy), seat, C.SEAT_DOT)
        start = left + 52 + C.SEAT_DOT
        C.name_label(
            img,
            (start, cy),
            pic.name(names, seat, words),
            C.FS_BODY,
            T.TEXT,
            W - M - start,
            anchor="lm",
        )
    return y + h + C.GAP


# -- the rules mat ---------------------------------------------------------------------------------
SLOT_W = (INNER - C.GAP) // 2
VALUE_H = 64


def _slot_height(setters: bool) -> int:
    setter = C.SEAT_DOT + 8 if setters else 0
    return 12 + HEAD_H + VALUE_H + 8 + LINE_H + 6 + setter + 6


def _mat(
    img: Image.Image, y: int, view: View, names: Sequence[str], words: Text, setters: bool = True
) -> int:
    """The four rules in a 2×2 grid (who set each one when ``setters``); returns the y below."""
    h = _slot_height(setters)
    for k, rule in enumerate(RULES):
        row, col = divmod(k, 2)
        x = M + col * (SLOT_W + C.GAP)
        top = y + row * (h + C.GAP)
        _mat_slot(img, (x, top, x + SLOT_W, top + h), rule, view, names, words, setters)
    return y + 2 * h + C.GAP + C.GAP


def _mat_slot(
    img: Image.Image,
    box: Box,
    rule: str,
    view: View,
    names: Sequence[str],
    words: Text,
    setters: bool,
) -> None:
    x0, y0, x1, y1 = box
    rules = view.get("rules") or {}
    setter = (view.get("setters") or {}).get(rule) if setters else None
    choosing = view.get("phase") == "setting" and view.get("step") == rule
    value = rules.get(rule)
    _panel(img, box, T.seat_color(int(setter)) if choosing and setter is not None else None)
    inner = x1 - x0 - 2 * C.PAD
    y = _heading(img, (x0 + C.PAD, y0 + 12), pic(words, rule), inner)
    area = (x0 + C.PAD, y, x1 - C.PAD, y + VALUE_H)
    if rule in ("target", "junk"):
        species_tile(img, area, value, words)
    elif rule == "order":
        _order_value(img, area, value, _sizes(view))
    else:
        _size_value(img, area, value)
    y += VALUE_H + 8
    if value is not None:
        key = f"{value}_note" if rule == "order" else f"{rule}_note"
        note = _note(words, key, view)
        if note:
            C.label(img, (x0 + C.PAD, y), note, C.FS_SMALL, T.TEXT, inner, bold=True)
    if setter is not None:
        cy = y1 - 8 - C.SEAT_DOT // 2
        P.seat_dot(img, (x0 + C.PAD + C.SEAT_DOT // 2, cy), int(setter), C.SEAT_DOT)
        left = x0 + C.PAD + C.SEAT_DOT + 8
        room = x1 - C.PAD - left - (40 if choosing else 0)
        ink = T.TEXT if choosing else T.TEXT_DIM
        C.name_label(
            img,
            (left, cy),
            pic.name(names, int(setter), words),
            C.FS_SMALL,
            ink,
            room,
            bold=choosing,
            anchor="lm",
        )
        if choosing:
            P.icon(img, "hourglass", (x1 - C.PAD - 32, cy - 16), 32, T.seat_color(int(setter)))


def _order_value(img: Image.Image, box: Box, order: str | None, sizes: Sequence[int]) -> None:
    x0, y0, x1, y1 = box
    if order not in ("asc", "desc") or not sizes:
        _unset(img, box)
        return
    P.rounded_box(img, box, 12, T.CHIP)
    strongest = list(sizes) if order == "asc" else list(reversed(sizes))
    numbers = [str(n) for n in strongest[:3]] + ["…"]
    x = x0 + 16
    cy = (y0 + y1) // 2
    for i, text in enumerate(numbers):
        size = C.FS_BIG - 4 * i if text != "…" else C.FS_BODY
        colour = T.GOLD if i == 0 else T.TEXT if text != "…" else T.TEXT_DIM
        x = C.label(img, (x, cy), text, size, colour, x1 - x, bold=True, anchor="lm")[2]
        if i < len(numbers) - 1:
            x = (
                C.label(
                    img,
                    (x + 8, cy),
                    "›",
                    C.FS_BODY,
                    T.TEXT_FAINT,
                    x1 - x - 8,
                    bold=True,
                    anchor="lm",
                )[2]
                + 8
            )


def _size_value(img: Image.Image, box: Box, size: Sequence[int] | None) -> None:
    x0, y0, x1, y1 = box
    if not size:
        _unset(img, box)
        return
    P.rounded_box(img, box, 12, T.CHIP)
    cw, gap = 64, 16
    cx = (x0 + x1) // 2
    h = y1 - y0 - 10
    left = cx - cw - gap // 2
    for k, number in enumerate(size):
        bx = left + k * (cw + gap)
        P.rounded_box(img, (bx, y0 + 5, bx + cw, y0 + 5 + h), 10, T.CARD, T.CARD_EDGE, 2)
        C.label(
            img,
            (bx + cw // 2, y0 + 5 + h // 2),
            str(number),
            C.FS_BIG,
            T.INK,
            cw - 6,
            bold=True,
            anchor="mm",
        )
    _paint(img, "fish:aji", (cx - 12, y1 - 28), 24, T.GOLD)


# -- the trick -------------------------------------------------------------------------------------
TRICK_CARD = (120, 168)


def _trick_plays(view: View) -> tuple[list[tuple[int, str | None]], Mapping[str, Any] | None]:
    """The columns of the trick panel in play order, and the completed trick when it is the
    one lying open (the moment between its last card and the next)."""
    players = int(view.get("players") or len(_seats(view)) or 4)
    last = view.get("last_trick")
    if last and last.get("open") and not view.get("trick") and view.get("phase") == "fishing":
        return [(int(p["seat"]), p.get("card")) for p in last.get("plays") or []], last
    played = {int(p["seat"]): p["card"] for p in view.get("trick") or []}
    leader = view.get("leader")
    order = [(int(leader) + k) % players for k in range(players)] if leader is not None else []
    return [(s, played.get(s)) for s in order or range(players)], None


def _trick_height(view: View) -> int:
    _, done = _trick_plays(view)
    return 12 + HEAD_H + 40 + 6 + TRICK_CARD[1] + 10 + 32 + (34 if done else 0) + 14


def _trick(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> int:
    """The trick on the table, one column per player in play order: the winning card framed in
    gold under a crown, whose card is awaited; the trick just taken with what its winner kept
    and what was set aside. Returns the y below."""
    columns, done = _trick_plays(view)
    box = (M, y, W - M, y + _trick_height(view))
    _panel(img, box)
    x0, y0, x1, _ = box
    total = view.get("tricks") or ""
    if done:
        title = pic(words, "trick_done", n=done.get("trick_no", ""), total=total)
        winner = done.get("winner")
        kept = set(done.get("kept") or [])
    else:
        title = pic(words, "current_trick", n=max(1, int(view.get("trick_no") or 1)), total=total)
        winner = view.get("winning")
        kept = set()
    right = _discard_count(img, (x1 - C.PAD, y0 + 12), int(view.get("discard_count") or 0), words)
    _heading(img, (x0 + C.PAD, y0 + 12), title, right - x0 - C.PAD - 16)
    col_w = (x1 - x0 - 2 * C.PAD) // max(1, len(columns))
    top = y0 + 12 + HEAD_H
    for k, (seat, card) in enumerate(columns):
        cx0 = x0 + C.PAD + k * col_w
        _trick_column(
            img,
            (cx0, top, cx0 + col_w),
            seat,
            card,
            k == 0,
            winner == seat,
            view,
            names,
            words,
            kept if done else None,
        )
    return box[3] + C.GAP


def _trick_column(
    img: Image.Image,
    span: tuple[int, int, int],
    seat: int,
    card: str | None,
    leads: bool,
    wins: bool,
    view: View,
    names: Sequence[str],
    words: Text,
    kept: set[str] | None,
) -> None:
    x0, y, x1 = span
    w, h = TRICK_CARD
    cy = y + 20
    P.seat_dot(img, (x0 + 4 + C.SEAT_DOT // 2, cy), seat, C.SEAT_DOT)
    left = x0 + 12 + C.SEAT_DOT
    if wins and card is not None:  # beside the seat, never over a card's number or symbol
        P.badge(img, (left, cy - 18), "winner", 36)
        left += 44
    if leads and view.get("phase") == "fishing":
        P.badge(img, (left, cy - 18), "turn", 36)
    cx = x0 + 4 + (x1 - x0 - 8 - w) // 2
    top = y + 46
    if card is not None:
        if wins:
            P.rounded_box(img, (cx - 6, top - 6, cx + w + 6, top + h + 6), 16, None, T.GOLD, 4)
        draw_card(img, (cx, top), card, w, h)
    elif view.get("phase") == "fishing" and view.get("turn") == seat and kept is None:
        empty_card_slot(img, (cx, top, cx + w, top + h), T.seat_color(seat))
        P.icon(img, "hourglass", (cx + w // 2 - 20, top + h // 2 - 20), 40, T.seat_color(seat))
    else:
        empty_card_slot(img, (cx, top, cx + w, top + h))
    ny = top + h + 10 + 16
    C.name_label(
        img,
        ((x0 + x1) // 2, ny),
        pic.name(names, seat, words),
        C.FS_SMALL,
        T.TEXT,
        x1 - x0 - 8,
        anchor="mm",
    )
    if kept is not None and card is not None:
        key, ink = ("kept", T.GOOD) if card in kept else ("aside_mark", T.TEXT_FAINT)
        C.label(
            img,
            ((x0 + x1) // 2, ny + 34),
            pic(words, key),
            C.FS_MIN,
            ink,
            x1 - x0 - 8,
            bold=True,
            anchor="mm",
        )


def _discard_count(img: Image.Image, xy: tuple[int, int], count: int, words: Text) -> int:
    """The discard's size (the only public thing about it), right-aligned at ``xy``; returns
    the left edge used."""
    x, y = xy
    text = pic(words, "face_down", n=count)
    box = C.label(img, (x, y), text, C.FS_SMALL, T.TEXT_DIM, 260, bold=True, anchor="ra")
    P.face_down_card(img, (box[0] - 30, y - 2), 22, 30)
    return box[0] - 30


LAST_CARD = (72, 100)


def _last_height(view: View) -> int:
    return 12 + HEAD_H + LAST_CARD[1] + 8 + C.SEAT_DOT + 14


def _show_last(view: View) -> bool:
    """The last trick gets its own panel once the next card is down (kept cards only)."""
    last = view.get("last_trick")
    return bool(last) and view.get("phase") == "fishing" and not _trick_plays(view)[1]


def _last_trick(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> int:
    """The last completed trick after the next card was played: its kept cards face up, the
    set-aside ones as backs, its winner, what was kept. Returns the y below."""
    last = view.get("last_trick") or {}
    box = (M, y, W - M, y + _last_height(view))
    P.rounded_box(img, box, T.RADIUS, T.CHIP, T.PANEL_BORDER, 2)
    x0, y0, x1, _ = box
    winner = last.get("winner")
    title = pic(words, "last_trick", n=last.get("trick_no", ""))
    tb = C.label(img, (x0 + C.PAD, y0 + 12), title, C.FS_SMALL, T.TEXT_DIM, INNER // 2, bold=True)
    left = tb[2] + 16
    cy = y0 + 12 + C.FS_SMALL // 2
    P.badge(img, (left, cy - 16), "winner", 32)
    P.seat_dot(img, (left + 40 + C.SEAT_DOT // 2, cy), int(winner or 0), C.SEAT_DOT)
    start = left + 48 + C.SEAT_DOT
    C.name_label(
        img,
        (start, cy),
        pic.name(names, winner, words),
        C.FS_SMALL,
        T.TEXT,
        x1 - C.PAD - start,
        anchor="lm",
    )
    plays = list(last.get("plays") or [])
    w, h = LAST_CARD
    top = y0 + 12 + HEAD_H
    x = x0 + C.PAD
    for play in plays:
        card = play.get("card")
        if card:
            draw_card(img, (x, top), card, w, h)
        else:
            P.face_down_card(img, (x, top), w, h)
        P.seat_dot(img, (x + w // 2, top + h + 8 + C.SEAT_DOT // 2), int(play.get("seat", 0)), C.SEAT_DOT)
        x += w + 12
    tx = x + 12
    room = x1 - C.PAD - tx
    kept = list(last.get("kept") or [])
    if kept:
        line = pic(words, "kept_count", n=len(kept), points=C.signed(int(last.get("points") or 0)))
    else:
        line = pic(words, "nothing_kept")
    ty = C.paragraph(img, (tx, top + 8), line, C.FS_SMALL, T.TEXT, room, bold=True)
    aside = int(last.get("set_aside") or 0)
    if aside:
        C.paragraph(
            img, (tx, ty + 6), pic(words, "set_aside", n=aside), C.FS_SMALL, T.TEXT_DIM, room
        )
    return box[3] + C.GAP


# -- the dealer (rule-setting phase) ---------------------------------------------------------------
def _dealer_lines(view: View, words: Text) -> list[tuple[str, int, T.RGB, bool]]:
    first = int(view.get("tournament") or 1) == 1
    lines = [(pic(words, "dealer_does"), C.FS_SMALL, T.TEXT, False)]
    if first:
        lines.insert(0, (pic(words, "dealer_drawn"), C.FS_BODY, T.GOLD, True))
    lines.append((pic(words, "dealer_moved"), C.FS_SMALL, T.TEXT_DIM, False))
    return lines


def _dealer_height(view: View, words: Text) -> int:
    room = INNER - 2 * C.PAD
    text = sum(C.paragraph_height(t, s, room, b) + 4 for t, s, _, b in _dealer_lines(view, words))
    return 12 + HEAD_H + C.SEAT_DOT + 12 + text + 10


def _dealer_panel(img: Image.Image, y: int, view: View, names: Sequence[str], words: Text) -> int:
    """While the rules are set: who deals (drawn at random for the first tournament)."""
    box = (M, y, W - M, y + _dealer_height(view, words))
    _panel(img, box)
    x0, y0, x1, _ = box
    room = x1 - x0 - 2 * C.PAD
    y = _heading(img, (x0 + C.PAD, y0 + 12), pic(words, "dealer_title"), room)
    seat = int(view.get("dealer") or 0)
    cy = y + C.SEAT_DOT // 2
    P.badge(img, (x0 + C.PAD, cy - 18), "start", 36)
    P.seat_dot(img, (x0 + C.PAD + 44 + C.SEAT_DOT // 2, cy), seat, C.SEAT_DOT)
    start = x0 + C.PAD + 52 + C.SEAT_DOT
    C.name_label(
        img,
        (start, cy),
        pic.name(names, seat, words),
        C.FS_H2,
        T.TEXT,
        x1 - C.PAD - start,
        anchor="lm",
    )
    y += C.SEAT_DOT + 12
    for text, size, ink, bold in _dealer_lines(view, words):
        y = C.paragraph(img, (x0 + C.PAD, y), text, size, ink, room, bold=bold) + 4
    return box[3] + C.GAP


# -- players ---------------------------------------------------------------------------------------
MINI = (56, 78)
SHIELD = 48


def _player_height(seat: Mapping[str, Any], view: View) -> int:
    cards = len(seat.get("captured") or [])
    if cards:
        catch = _grid_height(cards, INNER - 2 * C.PAD, MINI, False) + 10
    else:  # nothing caught: a line saying so, none while the rules are set
        catch = 0 if view.get("phase") == "setting" else LINE_H + 10
    shields = 8 + SHIELD if seat.get("shields") else 0
    return C.PAD + 44 + shields + catch + C.PAD


def _player(
    img: Image.Image, y: int, seat: Mapping[str, Any], view: View, names: Sequence[str], words: Text
) -> int:
    """One player: seat, name, dealer and turn marks, cards in hand and points this
    tournament on one line; the shields won so far; the catch. Returns the y below."""
    s = int(seat.get("seat", 0))
    turn = view.get("turn") == s and view.get("phase") != "over"
    box = (M, y, W - M, y + _player_height(seat, view))
    _panel(img, box, T.seat_color(s) if turn else None)
    x0, y0, x1, _ = box
    cy = y0 + C.PAD + 22
    # right to left: points, their caption, cards in hand
    points = int(seat.get("points", 0) or 0)
    colour = T.GOLD if points > 0 else (T.BAD if points < 0 else T.TEXT)
    pb = C.label(
        img, (x1 - C.PAD, cy), C.signed(points), C.FS_BIG, colour, 90, bold=True, anchor="rm"
    )
    cb = C.label(
        img, (pb[0] - 8, cy + 4), pic(words, "points"), C.FS_MIN, T.TEXT_DIM, 120, anchor="rm"
    )
    hb = C.label(
        img,
        (cb[0] - 20, cy),
        str(seat.get("hand_count", 0)),
        C.FS_BODY,
        T.TEXT_DIM,
        40,
        bold=True,
        anchor="rm",
    )
    hand_x = hb[0] - 6 - _hand_icon_width(36)
    _hand_icon(img, (hand_x, cy - 18), 36)
    P.seat_dot(img, (x0 + C.PAD + C.SEAT_DOT // 2, cy), s, C.SEAT_DOT)
    marks = (["start"] if view.get("dealer") == s else []) + (["waiting"] if turn else [])
    left = x0 + C.PAD + C.SEAT_DOT + 10
    room = hand_x - 16 - left - 42 * len(marks)
    nb = C.name_label(img, (left, cy), pic.name(names, s, words), C.FS_H2, T.TEXT, room, anchor="lm")
    bx = nb[2] + 10
    for kind in marks:
        P.badge(img, (bx, cy - 18), kind, 36)
        bx += 42
    top = y0 + C.PAD + 44
    kinds = list(seat.get("shields") or [])
    if kinds:
        sx = x0 + C.PAD
        top += 8
        for kind in kinds:
            shield(img, (sx, top), kind, SHIELD, _shield_points(view).get(kind or ""))
            sx += SHIELD + 4
        C.label(
            img,
            (sx + 6, top + SHIELD // 2),
            f"= {seat.get('shield_points', 0)}",
            C.FS_BODY,
            T.GOLD,
            90,
            bold=True,
            anchor="lm",
        )
        top += SHIELD
    cards = list(seat.get("captured") or [])
    if cards:
        _cards_grid(img, (x0 + C.PAD, top + 10), INNER - 2 * C.PAD, cards, MINI)
    elif view.get("phase") != "setting":
        C.label(
            img,
            (x0 + C.PAD, top + 8),
            pic(words, "no_catch"),
            C.FS_SMALL,
            T.TEXT_FAINT,
            INNER - 2 * C.PAD,
        )
    return box[3] + 10


# -- legends ------------------------------------------------------------------------------------
# A symbol is at most ``size + 2`` px wide: components.legend wraps its rows counting that much.
def _species_item(species: str, words: Text) -> C.LegendItem:
    def draw(img: Image.Image, x: int, y: int, size: int) -> int:
        species_mark(img, (x, y - size // 2 - 1), species, size + 2)
        return size + 2

    return C.LegendItem(draw, _species(words, species))


def _badge_item(kind: str, meaning: str) -> C.LegendItem:
    def draw(img: Image.Image, x: int, y: int, size: int) -> int:
        P.badge(img, (x, y - size // 2 - 1), kind, size + 2)
        return size + 2

    return C.LegendItem(draw, meaning)


def _back_item(meaning: str) -> C.LegendItem:
    def draw(img: Image.Image, x: int, y: int, size: int) -> int:
        P.face_down_card(img, (x, y - size // 2 - 2), size - 4, size + 4)
        return size - 4

    return C.LegendItem(draw, meaning)


def _shield_item(kind: str, points: int, meaning: str) -> C.LegendItem:
    def draw(img: Image.Image, x: int, y: int, size: int) -> int:
        shield(img, (x, y - size // 2 - 2), kind, size + 2)
        return size + 2

    return C.LegendItem(draw, meaning)


def _dim_item(card: str, meaning: str) -> C.LegendItem:
    def draw(img: Image.Image, x: int, y: int, size: int) -> int:
        w, h = size, round(size * 1.4)  # a dimmed card's face, no number: it stays in its box
        species = parse_card(card)[0]
        color = T.mix(species_color(species), T.BG, 0.68)
        P.rounded_box(img, (x, y - h // 2, x + w, y + h - h // 2), 4, color, T.PANEL_BORDER, 1)
        return w

    return C.LegendItem(draw, meaning)


def _text_item(symbol: str, meaning: str) -> C.LegendItem:
    """A legend entry whose symbol is itself text (drawn in its own box)."""

    def draw(img: Image.Image, x: int, y: int, size: int) -> int:
        width = text_width(symbol, size, True) + 2
        box = C.label(img, (x, y), symbol, size, T.TEXT, width, bold=True, anchor="lm")
        return box[2] - box[0]

    return C.LegendItem(draw, meaning)


def _hand_icon_width(h: int) -> int:
    w = round(h * 0.7)
    return w + w // 3


def _hand_icon(img: Image.Image, xy: tuple[int, int], h: int = 40) -> int:
    """Cards in hand: two backs fanned; returns the width used."""
    x, y = xy
    w = round(h * 0.7)
    P.face_down_card(img, (x, y), w, h)
    P.face_down_card(img, (x + w // 3, y + 2), w, h - 2)
    return w + w // 3


def _hand_item(meaning: str) -> C.LegendItem:
    def draw(img: Image.Image, x: int, y: int, size: int) -> int:
        return _hand_icon(img, (x, y - size // 2 - 2), size + 4)

    return C.LegendItem(draw, meaning)


def _legend_items(view: View, words: Text, kinds: Sequence[str]) -> list[C.LegendItem]:
    items = [_species_item(s, words) for s in view.get("species") or SPECIES_ORDER]
    meanings = {
        "start": lambda: _badge_item("start", pic(words, "legend_dealer")),
        "waiting": lambda: _badge_item("waiting", pic(words, "legend_turn")),
        "winner": lambda: _badge_item("winner", pic(words, "legend_winning")),
        "back": lambda: _back_item(pic(words, "legend_back")),
        "hand": lambda: _hand_item(pic(words, "legend_hand")),
        "lead": lambda: _badge_item("turn", pic(words, "legend_lead")),
    }
    return items + [meanings[k]() for k in kinds]


def _legend_height(items: Sequence[C.LegendItem]) -> int:
    probe = Image.new("RGB", (W, 400))
    with recording():  # a measurement, not part of the picture
        return C.legend(probe, (M, 0), INNER, items)


def _shield_legend(view: View, words: Text) -> list[C.LegendItem]:
    worth = _shield_points(view)
    return [
        _shield_item(
            kind,
            worth.get(kind, 0),
            pic(
                words,
                "legend_shield",
                kind=words(f"fisherman.shield_name.{kind}"),
                points=worth.get(kind, 0),
            ),
        )
        for kind in SHIELD_COLORS
    ]


# -- board -----------------------------------------------------------------------------------------
def _board_parts(view: View, words: Text) -> list[str]:
    parts = ["banner", "line", "mat"]
    if view.get("phase") == "setting":
        parts.append("dealer")
    elif view.get("phase") == "fishing":
        parts.append("trick")
        if _show_last(view):
            parts.append("last")
    return [*parts, "players", "legend"]


def _board_legend(view: View, words: Text) -> list[C.LegendItem]:
    phase = view.get("phase")
    kinds = ["start", "hand"]
    if phase != "over":
        kinds.append("waiting")
    if phase == "fishing":
        kinds += ["lead", "winner", "back"]
    shields = any(s.get("shields") for s in _seats(view))
    return _legend_items(view, words, kinds) + (_shield_legend(view, words) if shields else [])


@written
def render_board(view: View, names: Sequence[str], words: Text) -> bytes:
    """Public board: who acts and what, the tournament and dealer, the rules mat, the trick on
    the table (or the dealer while rules are set), the last trick's kept cards, every
    player's points, shields and catch, and a legend."""
    legend = _board_legend(view, words)
    heights = {
        "banner": C.BANNER_H
        + C.GAP
        + (_winners_height(view, names, words) if view.get("phase") == "over" else 0),
        "line": C.SEAT_DOT + 4 + C.GAP,
        "mat": 2 * _slot_height(True) + 2 * C.GAP,
        "dealer": _dealer_height(view, words) + C.GAP,
        "trick": _trick_height(view) + C.GAP,
        "last": _last_height(view) + C.GAP,
        "players": sum(_player_height(s, view) + 10 for s in _seats(view)),
        "legend": _legend_height(legend) + M,
    }
    parts = _board_parts(view, words)
    img = C.canvas(M + sum(heights[p] for p in parts))
    y = _banner(img, M, view, names, words)
    y = _tournament_line(img, y, view, names, words)
    y = _mat(img, y, view, names, words)
    if "dealer" in parts:
        y = _dealer_panel(img, y, view, names, words)
    if "trick" in parts:
        y = _trick(img, y, view, names, words)
    if "last" in parts:
        y = _last_trick(img, y, view, names, words)
    for seat in _seats(view):
        y = _player(img, y, seat, view, names, words)
    C.legend(img, (M, y + 4), INNER, legend)
    return P.to_png(img)


# -- hand ------------------------------------------------------------------------------------------
HAND_CARD = (98, 137)
HAND_GAP = 12


def _catch_height(cards: Sequence[str]) -> int:
    grid = _grid_height(len(cards), INNER - 2 * C.PAD, MINI, True) if cards else C.FS_SMALL + 10
    return 12 + C.FS_BIG + 10 + grid + C.PAD


def _catch_panel(
    img: Image.Image,
    y: int,
    title: str,
    cards: Sequence[str],
    points: int,
    rules: Mapping[str, Any],
    scoring: Mapping[str, int],
    words: Text,
    empty: str = "no_catch",
    seat: int | None = None,
    names: Sequence[str] = (),
) -> int:
    """A catch: a title (or a seat and its name), the points in big type, every caught card
    with what it scores. Returns the y below."""
    box = (M, y, W - M, y + _catch_height(cards))
    _panel(img, box)
    x0, y0, x1, _ = box
    cy = y0 + 12 + C.FS_BIG // 2
    colour = T.GOLD if points > 0 else (T.BAD if points < 0 else T.TEXT)
    pb = C.label(
        img, (x1 - C.PAD, cy), C.signed(points), C.FS_BIG, colour, 110, bold=True, anchor="rm"
    )
    left = x0 + C.PAD
    if seat is not None:
        P.seat_dot(img, (left + C.SEAT_DOT // 2, cy), seat, C.SEAT_DOT)
        left += C.SEAT_DOT + 10
        C.name_label(
            img,
            (left, cy),
            pic.name(names, seat, words),
            C.FS_H2,
            T.TEXT,
            pb[0] - 16 - left,
            anchor="lm",
        )
    else:
        C.label(img, (left, cy), title, C.FS_H2, T.TEXT, pb[0] - 16 - left, bold=True, anchor="lm")
    top = y0 + 12 + C.FS_BIG + 10
    if cards:
        values = [card_points(c, rules, scoring) for c in cards]
        _cards_grid(img, (x0 + C.PAD, top), INNER - 2 * C.PAD, cards, MINI, values)
    else:
        C.label(
            img, (x0 + C.PAD, top), pic(words, empty), C.FS_SMALL, T.TEXT_FAINT, INNER - 2 * C.PAD
        )
    return box[3] + C.GAP


def _hand_height(hand: Sequence[str], chips: bool) -> int:
    return _grid_height(len(hand), INNER, HAND_CARD, chips, HAND_GAP)


@written
def render_hand(view: View, names: Sequence[str], words: Text) -> bytes:
    """A seat's own picture: "Your turn" (or whose turn) and what to do, the cards on the table
    (only on the seat's own turn: the picture stays in the DM), the hand sorted by species and
    size with what each card would score if caught (cards it may not play now dimmed), its
    catch and points this tournament, the rules mat and a legend."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand needs a seat's view (view['me'] is empty)")
    seat = int(me.get("seat", 0))
    hand = list(me.get("hand") or [])
    legal = set(me.get("legal") or [])
    worth = dict(me.get("worth") or {})
    fishing = view.get("phase") == "fishing"
    turn = fishing and view.get("turn") == seat
    # The table only on my turn: a DM stays in Discord, and the cards on the table now may be
    # set aside face down once the trick is taken (the board shows the table meanwhile).
    table = turn and bool(view.get("trick"))
    mine = next((s for s in _seats(view) if s.get("seat") == seat), {})
    caught = list(mine.get("captured") or [])
    legend = _legend_items(view, words, ("lead", "winner") if table else ())
    dimmed = [card for card in hand if turn and card not in legal]
    if dimmed:
        legend.append(_dim_item(dimmed[0], pic(words, "legend_dim")))
    title = pic(words, "hand_title", name=pic.name(names, seat, words))
    chips = bool(worth)
    heights = [
        M,
        C.BANNER_H + C.GAP,
        C.SEAT_DOT + 4 + C.GAP,
        _trick_height(view) + C.GAP if table else 0,
        C.FS_H2 + 16 + _hand_height(hand, chips) + C.GAP,
        C.paragraph_height(pic(words, "worth_note"), C.FS_MIN, INNER) + 8 if chips else 0,
        _catch_height(caught) + C.GAP if fishing else 0,
        _table_height(len(_seats(view))) + C.GAP if fishing else 0,
        2 * _slot_height(False) + 2 * C.GAP,
        _legend_height(legend) + M,
    ]
    img = C.canvas(sum(heights))
    y = _banner(img, M, view, names, words, me=seat)
    y = _tournament_line(img, y, view, names, words)
    if table:
        y = _trick(img, y, {**view, "last_trick": None}, names, words)
    C.label(img, (M, y), title, C.FS_H2, T.TEXT, INNER, bold=True)
    y += C.FS_H2 + 16
    dims = [turn and card not in legal for card in hand]
    values = [int(worth.get(c, 0)) for c in hand] if chips else None
    y = _cards_grid(img, (M, y), INNER, hand, HAND_CARD, values, dims, HAND_GAP) + C.GAP
    if chips:
        y = C.paragraph(img, (M, y - 4), pic(words, "worth_note"), C.FS_MIN, T.TEXT_DIM, INNER) + 12
    if fishing:  # nothing is caught while the rules are set
        points = int(mine.get("points", 0) or 0)
        rules, scoring = view.get("rules") or {}, view.get("scoring") or {}
        y = _catch_panel(img, y, pic(words, "your_catch"), caught, points, rules, scoring, words)
        y = _scores(img, y, view, seat, names, words)
    y = _mat(img, y, view, names, words, setters=False)
    C.legend(img, (M, y), INNER, legend)
    return P.to_png(img)


def _scores(
    img: Image.Image, y: int, view: View, me: int, names: Sequence[str], words: Text
) -> int:
    """Everyone's points this tournament and shield points so far (the reader's row lit);
    returns the y below."""
    columns = [
        C.Column(pic(words, "col_player"), 3.0, name=True),
        C.Column(pic(words, "col_points"), 1.2, "r"),
        C.Column(pic(words, "col_shield_points"), 1.6, "r"),
    ]
    seats = _seats(view)
    rows = [
        [
            pic.name(names, int(s.get("seat", 0)), words),
            C.signed(int(s.get("points", 0) or 0)),
            str(s.get("shield_points", 0)),
        ]
        for s in seats
    ]
    mine = [i for i, s in enumerate(seats) if s.get("seat") == me]
    return C.results_table(img, (M, y, W - M, 0), columns, rows, highlight=mine) + C.GAP


# -- tournament results ----------------------------------------------------------------------------
def _history_entry(view: View, tournament: int | None) -> Mapping[str, Any]:
    history = list(view.get("history") or [])
    if not history:
        return {}
    if tournament is None:
        return history[-1]
    return next((h for h in history if h.get("tournament") == tournament), history[-1])


def _entry_rules_view(entry: Mapping[str, Any], view: View) -> dict[str, Any]:
    """A finished tournament's rules in the shape of a view's (with its numbers)."""
    rules = dict(entry.get("rules") or {})
    size = rules.get("size")
    if isinstance(size, int):
        rules["size"] = [size, size + 1]
    return {
        "rules": rules,
        "sizes": view.get("sizes"),
        "scoring": view.get("scoring"),
        "phase": "over",
    }


def _running_totals(view: View, upto: Any) -> list[int]:
    totals: list[int] = []
    for entry in view.get("history") or []:
        if upto is not None and int(entry.get("tournament", 0)) > int(upto):
            break
        kinds = entry.get("shields") or []
        if not totals:
            totals = [0] * len(kinds)
        for seat, kind in enumerate(kinds):
            totals[seat] += _shield_points(view).get(kind or "", 0)
    return totals


def _table_height(rows: int) -> int:
    row_h = max(round(C.FS_BODY * 1.7), C.SEAT_DOT + 6)
    return row_h * (rows + 1) + C.PAD


def _shield_cell(kind: str | None, view: View, words: Text) -> str:
    if kind not in SHIELD_COLORS:
        return "–"
    return pic(
        words,
        "shield_cell",
        kind=words(f"fisherman.shield_name.{kind}"),
        points=_shield_points(view).get(kind, 0),
    )


@written
def render_results(
    view: View, names: Sequence[str], words: Text, tournament: int | None = None
) -> bytes:
    """One finished tournament: who took gold, the standings (place, points, shield, shield
    points so far), every player's catch card by card with what each card scored, the
    tournament's rules and a legend."""
    entry = _history_entry(view, tournament)
    points = [int(p) for p in entry.get("points") or []]
    ranks = [int(r) for r in entry.get("ranks") or []]
    kinds = list(entry.get("shields") or [])
    captured = list(entry.get("captured") or [[] for _ in points])
    n = len(points)
    number = entry.get("tournament", view.get("tournament"))
    rules_view = _entry_rules_view(entry, view)
    order = sorted(range(n), key=lambda s: (ranks[s], s))
    legend = _shield_legend(view, words) + _legend_items(view, words, ())
    heights = [
        M,
        C.BANNER_H + C.GAP,
        _table_height(n) + C.GAP,
        C.FS_H2 + 16,
        sum(_catch_height(captured[s]) + C.GAP for s in order),
        2 * _slot_height(False) + 2 * C.GAP,
        _legend_height(legend) + M,
    ]
    img = C.canvas(sum(heights))
    gold = [s for s in range(n) if kinds[s] == "gold"]
    detail = pic(words, "gold_to", names=words.join(pic.name(names, s, words) for s in gold))
    C.turn_banner(
        img,
        (M, M, W - M, M + C.BANNER_H),
        pic(words, "results_title", n=number),
        detail if gold else "",
    )
    y = M + C.BANNER_H + C.GAP
    totals = _running_totals(view, number)
    columns = [
        C.Column(pic(words, "col_place"), 0.8, "m"),
        C.Column(pic(words, "col_player"), 2.4, name=True),
        C.Column(pic(words, "col_points"), 1.1, "r"),
        C.Column(pic(words, "col_shield"), 1.4, "m"),
        C.Column(pic(words, "col_shield_points"), 1.8, "r"),
    ]
    rows = [
        [
            str(ranks[s]),
            pic.name(names, s, words),
            C.signed(points[s]),
            _shield_cell(kinds[s], view, words),
            str(totals[s] if s < len(totals) else 0),
        ]
        for s in order
    ]
    highlight = [i for i, s in enumerate(order) if kinds[s] == "gold"]
    y = C.results_table(img, (M, y, W - M, 0), columns, rows, highlight=highlight) + C.GAP
    C.label(img, (M, y), pic(words, "catches"), C.FS_H2, T.TEXT, INNER, bold=True)
    y += C.FS_H2 + 16
    for s in order:
        y = _catch_panel(
            img,
            y,
            "",
            captured[s],
            points[s],
            rules_view["rules"],
            view.get("scoring") or {},
            words,
            "caught_nothing",
            s,
            names,
        )
    y = _mat(img, y, rules_view, names, words, setters=False)
    C.legend(img, (M, y), INNER, legend)
    return P.to_png(img)


# -- final -----------------------------------------------------------------------------------------
@written
def render_final(view: View, names: Sequence[str], words: Text) -> bytes:
    """Final standings: the winner(s) first, then place, name, the shield points of every
    tournament and the total, with the shields explained."""
    result = view.get("result") or {}
    breakdown = list(result.get("breakdown") or [])
    scores = [
        int(s) for s in result.get("scores") or [b.get("shield_points", 0) for b in breakdown]
    ]
    ranking = [int(r) for r in result.get("ranking") or []]
    if len(ranking) != len(scores):
        ranking = [1 + sum(o > m for o in scores) for m in scores]
    winners = [int(w) for w in result.get("winners") or []] or [
        s for s, r in enumerate(ranking) if r == 1
    ]
    n = len(scores)
    order = sorted(range(n), key=lambda s: (ranking[s], s))
    tournaments = max((len(b.get("shields") or []) for b in breakdown), default=0)
    legend = _shield_legend(view, words)
    legend = [_text_item(pic(words, "t_col", n=1) + "…", pic(words, "legend_t_col")), *legend]
    view = {**view, "result": {**result, "winners": winners, "scores": scores}}
    height = (
        M
        + C.BANNER_H
        + C.GAP
        + _winners_height(view, names, words)
        + _table_height(n)
        + C.GAP
        + _legend_height(legend)
        + M
    )
    img = C.canvas(height)
    C.turn_banner(
        img, (M, M, W - M, M + C.BANNER_H), pic(words, "final_title"), _winners_word(view, words)
    )
    y = _winners_block(img, M + C.BANNER_H + C.GAP, view, names, words)
    worth = _shield_points(view)
    columns = [
        C.Column(pic(words, "col_place"), 0.9, "m"),
        C.Column(pic(words, "col_player"), 2.6, name=True),
        *[C.Column(pic(words, "t_col", n=t + 1), 0.9, "m") for t in range(tournaments)],
        C.Column(pic(words, "total"), 1.0, "r"),
    ]
    rows = []
    for s in order:
        kinds = list((breakdown[s] if s < len(breakdown) else {}).get("shields") or [])
        cells = [str(worth.get(k, 0)) if k in SHIELD_COLORS else "–" for k in kinds]
        cells += ["–"] * (tournaments - len(cells))
        rows.append([str(ranking[s]), pic.name(names, s, words), *cells, str(scores[s])])
    highlight = [i for i, s in enumerate(order) if s in winners]
    y = C.results_table(img, (M, y, W - M, 0), columns, rows, highlight=highlight) + C.GAP
    C.legend(img, (M, y), INNER, legend)
    return P.to_png(img)
