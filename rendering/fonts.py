"""Text drawing with per-character font fallback (Latin, CJK, emoji, a few other scripts).

Text is split into grapheme clusters; each cluster goes to the first font of a fallback chain
whose cmap (read once with fontTools) covers it, emoji clusters go to Noto Color Emoji. Runs
of one font are shaped together (raqm when available), so ZWJ sequences, skin tones and flags
come out as single emoji. Noto Color Emoji is a CBDT bitmap font that only loads at 109 px:
emoji are drawn at that size and scaled down. Everything expensive is cached; no font file
being present is ever fatal (the last resort is Pillow's built-in font).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Literal, NamedTuple, cast

from PIL import Image, ImageDraw, ImageFont

Color = tuple[int, int, int] | tuple[int, int, int, int]
FontObj = ImageFont.FreeTypeFont | ImageFont.ImageFont
Lang = Literal["ja", "zh-Hans", "zh-Hant", "ko"]

FONT_DIRS: tuple[Path, ...] = (
    Path("/usr/share/fonts/truetype/noto"),
    Path("/usr/share/fonts/opentype/noto"),
    Path("/usr/share/fonts/noto"),
    Path("/usr/share/fonts/noto-cjk"),
    Path("/usr/share/fonts/google-noto"),
    Path("/usr/share/fonts/google-noto-cjk"),
    Path("/usr/share/fonts/google-noto-emoji"),
    Path("/usr/share/fonts/truetype/dejavu"),
    Path("/usr/share/fonts/dejavu"),
    Path("/usr/share/fonts/TTF"),
    Path("/usr/share/fonts/OTF"),
)
EMOJI_PPEM = 109  # the only strike in Noto Color Emoji
EMOJI_SCALE = 0.92  # emoji height relative to the text size (they run large)

# File names per role, best first; regular and bold variants.
_LATIN = (
    ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf"),
    ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
)
_CJK = (
    ("NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc"),
    ("NotoSansCJKjp-Regular.otf", "NotoSansCJKjp-Bold.otf"),
    ("NotoSansCJKsc-Regular.otf", "NotoSansCJKsc-Bold.otf"),
)
_EXTRA = (
    ("NotoSansSymbols2-Regular.ttf", "NotoSansSymbols2-Regular.ttf"),
    ("NotoSansSymbols-Regular.ttf", "NotoSansSymbols-Bold.ttf"),
    ("NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf"),
    ("NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf"),
    ("NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf"),
    ("NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf"),
    ("NotoSansBengali-Regular.ttf", "NotoSansBengali-Bold.ttf"),
    ("NotoSansTamil-Regular.ttf", "NotoSansTamil-Bold.ttf"),
    ("NotoSansGeorgian-Regular.ttf", "NotoSansGeorgian-Bold.ttf"),
    ("NotoSansArmenian-Regular.ttf", "NotoSansArmenian-Bold.ttf"),
    ("NotoSansEthiopic-Regular.ttf", "NotoSansEthiopic-Bold.ttf"),
    # Styled display names: mathematical letters (𝓐 𝕬 𝘼 𝔄), ꧁ ꧂ (Javanese), ᓚᘏᗢ (Canadian
    # syllabics), then the other scripts of living languages people write their names in.
    ("NotoSansMath-Regular.ttf", "NotoSansMath-Regular.ttf"),
    ("NotoSansJavanese-Regular.ttf", "NotoSansJavanese-Bold.ttf"),
    ("NotoSansCanadianAboriginal-Regular.ttf", "NotoSansCanadianAboriginal-Bold.ttf"),
    ("NotoSansGujarati-Regular.ttf", "NotoSansGujarati-Bold.ttf"),
    ("NotoSansGurmukhi-Regular.ttf", "NotoSansGurmukhi-Bold.ttf"),
    ("NotoSansKannada-Regular.ttf", "NotoSansKannada-Bold.ttf"),
    ("NotoSansMalayalam-Regular.ttf", "NotoSansMalayalam-Bold.ttf"),
    ("NotoSansTelugu-Regular.ttf", "NotoSansTelugu-Bold.ttf"),
    ("NotoSansOriya-Regular.ttf", "NotoSansOriya-Bold.ttf"),
    ("NotoSansSinhala-Regular.ttf", "NotoSansSinhala-Bold.ttf"),
    ("NotoSansKhmer-Regular.ttf", "NotoSansKhmer-Bold.ttf"),
    ("NotoSansMyanmar-Regular.ttf", "NotoSansMyanmar-Bold.ttf"),
    ("NotoSerifTibetan-Regular.ttf", "NotoSerifTibetan-Bold.ttf"),
    ("NotoSansMongolian-Regular.ttf", "NotoSansMongolian-Regular.ttf"),
    ("NotoSansSyriac-Regular.ttf", "NotoSansSyriac-Regular.ttf"),
    ("NotoSansThaana-Regular.ttf", "NotoSansThaana-Bold.ttf"),
    ("NotoSansCherokee-Regular.ttf", "NotoSansCherokee-Bold.ttf"),
    ("NotoSansOlChiki-Regular.ttf", "NotoSansOlChiki-Bold.ttf"),
    ("NotoSansYi-Regular.ttf", "NotoSansYi-Regular.ttf"),
    ("NotoSansCoptic-Regular.ttf", "NotoSansCoptic-Regular.ttf"),
    ("NotoSansRunic-Regular.ttf", "NotoSansRunic-Regular.ttf"),
    ("NotoSansGlagolitic-Regular.ttf", "NotoSansGlagolitic-Regular.ttf"),
)
_EMOJI = ("NotoColorEmoji.ttf",)
_CJK_FACE_TAGS: dict[str, tuple[str, ...]] = {
    "ja": ("JP", "Japanese"),
    "zh-Hans": ("SC", "Simplified"),
    "zh-Hant": ("TC", "Traditional"),
    "ko": ("KR", "Korean"),
}


@dataclass(frozen=True)
class Face:
    """One font file (and face index inside a collection) in a fallback chain."""

    path: str
    index: int = 0
    emoji: bool = False

    @property
    def name(self) -> str:
        return Path(self.path).name


class Metrics(NamedTuple):
    """A line of text: advance width and the line box above/below the baseline."""

    width: int
    ascent: int
    descent: int

    @property
    def height(self) -> int:
        return self.ascent + self.descent


@dataclass(frozen=True)
class _Piece:
    x: int  # from the line origin
    y: int  # from the baseline (negative = above)
    image: Image.Image  # "L" coverage mask, or "RGBA" for colour emoji


@dataclass(frozen=True)
class _Layout:
    metrics: Metrics
    pieces: tuple[_Piece, ...]


# -- locating fonts --------------------------------------------------------------------------
@cache
def find_font(filename: str) -> str | None:
    """First existing path for ``filename`` in :data:`FONT_DIRS` (``None`` when absent)."""
    for folder in FONT_DIRS:
        path = folder / filename
        if path.is_file():
            return str(path)
    return None


def _first(candidates: Sequence[tuple[str, str]], bold: bool) -> str | None:
    for pair in candidates:
        path = find_font(pair[1] if bold else pair[0])
        if path:
            return path
    return None


@cache
def cjk_face_index(path: str, lang: Lang) -> int:
    """Index of the face for ``lang`` inside a CJK collection (0 when unknown)."""
    if not path.lower().endswith((".ttc", ".otc")):
        return 0
    try:
        from fontTools.ttLib import TTCollection

        with TTCollection(path, lazy=True) as coll:
            for i, font in enumerate(coll.fonts):
                family = str(font["name"].getDebugName(1) or "")
                if "Mono" not in family and any(
                    tag in family.split() or tag in family for tag in _CJK_FACE_TAGS[lang]
                ):
                    return i
    except Exception:
        return 0
    return 0


@cache
def chain(bold: bool = False, lang: Lang = "ja") -> tuple[Face, ...]:
    """The fallback chain: Latin, DejaVu, CJK (face for ``lang``), other scripts, emoji."""
    faces: list[Face] = []
    for pair in _LATIN:
        path = find_font(pair[1] if bold else pair[0]) or find_font(pair[0])
        if path:
            faces.append(Face(path))
    cjk = _first(_CJK, bold) or _first(_CJK, False)
    if cjk:
        faces.append(Face(cjk, cjk_face_index(cjk, lang)))
    for pair in _EXTRA:
        path = find_font(pair[1] if bold else pair[0]) or find_font(pair[0])
        if path:
            faces.append(Face(path))
    emoji = next((p for p in map(find_font, _EMOJI) if p), None)
    if emoji:
        faces.append(Face(emoji, emoji=True))
    return tuple(dict.fromkeys(faces))


@cache
def coverage(face: Face) -> frozenset[int]:
    """Codepoints ``face`` maps to a glyph (empty if the file cannot be read)."""
    try:
        from fontTools.ttLib import TTFont

        with TTFont(face.path, fontNumber=face.index, lazy=True) as font:
            return frozenset(font.getBestCmap() or {})
    except Exception:
        return frozenset()


@lru_cache(maxsize=256)
def load_font(path: str | None, size: int, index: int = 0) -> FontObj:
    """A cached Pillow font; falls back to DejaVu then Pillow's built-in font, never raises."""
    candidates: list[tuple[str | None, int]] = [(path, index)] if path else []
    candidates.append((find_font("DejaVuSans.ttf"), 0))
    for cand, idx in candidates:
        if not cand:
            continue
        try:
            return ImageFont.truetype(cand, size, index=idx)
        except OSError:
            continue
    try:
        return ImageFont.load_default(size)
    except Exception:
        return ImageFont.load_default()


# -- grapheme clusters -----------------------------------------------------------------------
_ZWJ = 0x200D
_VS15, _VS16 = 0xFE0E, 0xFE0F
# Bidirectional controls draw as nothing (Pillow lays out each run left to right): the isolate
# that marks a player's name in a text (bot/names.py), and any a name brings along.
_BIDI_CONTROLS = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
_NO_BIDI_CONTROLS = dict.fromkeys(map(ord, _BIDI_CONTROLS))
_KEYCAP = 0x20E3
# BMP code points whose default presentation is emoji (Unicode emoji-data, Emoji_Presentation).
_BMP_EMOJI_RANGES = (
    (0x231A, 0x231B),
    (0x23E9, 0x23EC),
    (0x23F0, 0x23F0),
    (0x23F3, 0x23F3),
    (0x25FD, 0x25FE),
    (0x2614, 0x2615),
    (0x2648, 0x2653),
    (0x267F, 0x267F),
    (0x2693, 0x2693),
    (0x26A1, 0x26A1),
    (0x26AA, 0x26AB),
    (0x26BD, 0x26BE),
    (0x26C4, 0x26C5),
    (0x26CE, 0x26CE),
    (0x26D4, 0x26D4),
    (0x26EA, 0x26EA),
    (0x26F2, 0x26F3),
    (0x26F5, 0x26F5),
    (0x26FA, 0x26FA),
    (0x26FD, 0x26FD),
    (0x2705, 0x2705),
    (0x270A, 0x270B),
    (0x2728, 0x2728),
    (0x274C, 0x274C),
    (0x274E, 0x274E),
    (0x2753, 0x2755),
    (0x2757, 0x2757),
    (0x2795, 0x2797),
    (0x27B0, 0x27B0),
    (0x27BF, 0x27BF),
    (0x2B1B, 0x2B1C),
    (0x2B50, 0x2B50),
    (0x2B55, 0x2B55),
)


def _is_regional(cp: int) -> bool:
    return 0x1F1E6 <= cp <= 0x1F1FF


def _is_extend(cp: int) -> bool:
    """Code points that attach to the previous cluster."""
    return (
        0xFE00 <= cp <= 0xFE0F
        or 0x1F3FB <= cp <= 0x1F3FF  # skin tones
        or 0xE0020 <= cp <= 0xE007F  # tag sequences (subdivision flags)
        or 0xE0100 <= cp <= 0xE01EF
        or cp in (_ZWJ, _KEYCAP)
        or unicodedata.category(chr(cp)) in ("Mn", "Me", "Mc")
    )


def graphemes(text: str) -> list[str]:
    """Split ``text`` into user-perceived characters (a practical subset of UAX #29)."""
    clusters: list[str] = []
    for ch in text:
        cp = ord(ch)
        if clusters:
            last = clusters[-1]
            joins = ord(last[-1]) == _ZWJ
            pair = _is_regional(cp) and len(last) == 1 and _is_regional(ord(last))
            if _is_extend(cp) or joins or pair:
                clusters[-1] = last + ch
                continue
        clusters.append(ch)
    return clusters


def _is_emoji_cluster(cluster: str, text_faces: Sequence[Face], emoji_face: Face | None) -> bool:
    if emoji_face is None:
        return False
    cps = [ord(c) for c in cluster]
    if _VS15 in cps:
        return False
    if any(cp in (_VS16, _ZWJ, _KEYCAP) or 0x1F3FB <= cp <= 0x1F3FF for cp in cps[1:]):
        return True
    base = cps[0]
    if base not in coverage(emoji_face):
        return False
    if base >= 0x1F000 or any(lo <= base <= hi for lo, hi in _BMP_EMOJI_RANGES):
        return True
    return not any(base in coverage(f) for f in text_faces)


def _significant(cluster: str) -> list[int]:
    return [ord(c) for c in cluster if not (_is_extend(ord(c)) and unicodedata.category(c) == "Cf")]


def face_for(cluster: str, bold: bool = False, lang: Lang | None = None) -> Face | None:
    """The face that will draw ``cluster`` (``None`` when no font file was found at all)."""
    faces = chain(bold, lang or detect_lang(cluster))
    text_faces = [f for f in faces if not f.emoji]
    emoji_face = next((f for f in faces if f.emoji), None)
    if _is_emoji_cluster(cluster, text_faces, emoji_face):
        return emoji_face
    cps = [cp for cp in _significant(cluster) if cp not in (_VS15, _VS16)] or [ord(cluster[0])]
    for face in text_faces:
        cov = coverage(face)
        if all(cp in cov for cp in cps):
            return face
    for face in text_faces:
        if cps[0] in coverage(face):
            return face
    if emoji_face and cps[0] in coverage(emoji_face):
        return emoji_face
    return text_faces[0] if text_faces else None


# The CJK face of the language a picture is written in (see :func:`writing`).
_WRITING: ContextVar[Lang | None] = ContextVar("ichiba_writing", default=None)
_FACE_OF_LANGUAGE: dict[str, Lang] = {"ja": "ja", "zh-TW": "zh-Hant", "zh-CN": "zh-Hans"}


@contextmanager
def writing(lang: str) -> Iterator[None]:
    """Draw the Han characters inside the block in the face of the catalog language ``lang``
    (Traditional for ``zh-TW``, Simplified for ``zh-CN``, Japanese for ``ja``); text with kana
    or hangul still picks its own face."""
    token = _WRITING.set(_FACE_OF_LANGUAGE.get(lang))
    try:
        yield
    finally:
        _WRITING.reset(token)


def detect_lang(text: str) -> Lang:
    """Which CJK face suits ``text``: kana → Japanese, hangul → Korean; else the language of
    the picture being drawn (:func:`writing`), else simplified-only characters → SC."""
    han: list[str] = []
    for ch in text:
        cp = ord(ch)
        if 0x3040 <= cp <= 0x30FF or 0x31F0 <= cp <= 0x31FF or 0xFF66 <= cp <= 0xFF9F:
            return "ja"
        if 0xAC00 <= cp <= 0xD7AF or 0x1100 <= cp <= 0x11FF or 0x3130 <= cp <= 0x318F:
            return "ko"
        if 0x4E00 <= cp <= 0x9FFF or 0x3400 <= cp <= 0x4DBF:
            han.append(ch)
    chosen = _WRITING.get()
    if chosen is not None:
        return chosen
    for ch in han:
        if not _encodes(ch, "cp932"):
            if _encodes(ch, "gb2312"):
                return "zh-Hans"
            if _encodes(ch, "big5"):
                return "zh-Hant"
    return "ja"


def _encodes(ch: str, codec: str) -> bool:
    try:
        ch.encode(codec)
    except UnicodeEncodeError:
        return False
    return True


def runs(text: str, bold: bool = False, lang: Lang | None = None) -> list[tuple[Face | None, str]]:
    """``text`` cut into maximal runs drawn by one face."""
    lang = lang or detect_lang(text)
    out: list[tuple[Face | None, str]] = []
    for cluster in graphemes(text.translate(_NO_BIDI_CONTROLS)):
        face = face_for(cluster, bold, lang)
        if face is not None and not face.emoji:
            cluster = "".join(c for c in cluster if ord(c) not in (_VS15, _VS16, _ZWJ))
            if not cluster:
                continue
        if out and out[-1][0] == face and not (face and face.emoji):
            out[-1] = (face, out[-1][1] + cluster)
        else:
            out.append((face, cluster))
    return out


# -- layout and drawing ----------------------------------------------------------------------
def _line_metrics(size: int, bold: bool) -> tuple[int, int]:
    faces = chain(bold, "ja")
    font = load_font(faces[0].path if faces else None, size)
    try:
        ascent, descent = font.getmetrics()  # type: ignore[union-attr]
    except AttributeError:
        ascent, descent = round(size * 0.9), round(size * 0.25)
    return ascent, descent


@lru_cache(maxsize=512)
def _emoji_sprite(cluster: str, size: int, path: str) -> tuple[Image.Image, int, int] | None:
    """(RGBA sprite, advance, top offset from the baseline) for one emoji cluster."""
    try:
        font = ImageFont.truetype(path, EMOJI_PPEM)
    except OSError:
        return None
    ascent, descent = font.getmetrics()
    advance = max(1, round(font.getlength(cluster)))
    big = Image.new("RGBA", (advance, ascent + descent), (0, 0, 0, 0))
    ImageDraw.Draw(big).text((0, ascent), cluster, font=font, anchor="ls", embedded_color=True)
    scale = size * EMOJI_SCALE / EMOJI_PPEM
    w, h = max(1, round(advance * scale)), max(1, round((ascent + descent) * scale))
    small = big.resize((w, h), Image.Resampling.LANCZOS)
    top = -round(ascent * scale) + round(size * 0.04)
    return small, w, top


def _text_piece(run: str, font: FontObj, x: float) -> tuple[_Piece | None, float]:
    try:
        x0, y0, x1, y1 = font.getbbox(run, anchor="ls")
        advance = font.getlength(run)
    except (TypeError, ValueError):
        x0, y0, x1, y1 = font.getbbox(run)
        advance = x1
    w, h = int(x1 - x0), int(y1 - y0)
    if w <= 0 or h <= 0:
        return None, advance
    mask = Image.new("L", (w, h), 0)
    try:
        ImageDraw.Draw(mask).text((-x0, -y0), run, font=font, fill=255, anchor="ls")
    except ValueError:
        ImageDraw.Draw(mask).text((-x0, -y0), run, font=font, fill=255)
    return _Piece(round(x + x0), int(y0), mask), advance


@lru_cache(maxsize=4096)
def _layout(text: str, size: int, bold: bool, lang: Lang | None) -> _Layout:
    ascent, descent = _line_metrics(size, bold)
    pieces: list[_Piece] = []
    x = 0.0
    for face, run in runs(text, bold, lang):
        if face is not None and face.emoji:
            sprite = _emoji_sprite(run, size, face.path)
            if sprite is not None:
                img, width, top = sprite
                pieces.append(_Piece(round(x), top, img))
                x += width
            continue
        font = load_font(face.path if face else None, size, face.index if face else 0)
        piece, advance = _text_piece(run, font, x)
        if piece is not None:
            pieces.append(piece)
        x += advance
    return _Layout(Metrics(round(x), ascent, descent), tuple(pieces))


def _laid_out(text: str, size: int, bold: bool, lang: Lang | None) -> _Layout:
    """The (cached) layout, keyed by the face language actually used: it depends on the
    picture's language (:func:`writing`), which is not an argument."""
    return _layout(text, size, bold, lang or detect_lang(text))


def measure(text: str, size: int, bold: bool = False, lang: Lang | None = None) -> Metrics:
    """Width and line box of ``text`` at ``size`` px."""
    return _laid_out(text, size, bold, lang).metrics


def text_width(text: str, size: int, bold: bool = False, lang: Lang | None = None) -> int:
    """Advance width of ``text`` at ``size`` px."""
    return _laid_out(text, size, bold, lang).metrics.width


def ellipsize(text: str, size: int, max_width: int, bold: bool = False) -> str:
    """``text`` cut at a grapheme boundary with "…" so it fits in ``max_width`` px."""
    if text_width(text, size, bold) <= max_width:
        return text
    clusters = graphemes(text)
    lo, hi = 0, len(clusters)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if text_width("".join(clusters[:mid]).rstrip() + "…", size, bold) <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return "".join(clusters[:lo]).rstrip() + "…"


def _origin(xy: tuple[float, float], anchor: str, m: Metrics) -> tuple[int, int]:
    """Line start and baseline for ``anchor`` (horizontal l/m/r, vertical a|t/m/s/d|b)."""
    h = anchor[0] if anchor else "l"
    v = anchor[1] if len(anchor) > 1 else "a"
    x, y = xy
    x -= {"l": 0, "m": m.width / 2, "r": m.width}.get(h, 0)
    offsets = {
        "a": m.ascent,
        "t": m.ascent,
        "m": (m.ascent - m.descent) / 2,
        "s": 0,
        "d": -m.descent,
        "b": -m.descent,
    }
    y += offsets.get(v, m.ascent)
    return round(x), round(y)


def _paste(img: Image.Image, piece: _Piece, x: int, y: int, fill: Color) -> None:
    pos = (x + piece.x, y + piece.y)
    if piece.image.mode == "L":
        colour = fill if img.mode == "RGBA" or len(fill) == 3 else fill[:3]
        if img.mode == "RGBA" and len(colour) == 3:
            colour = (*colour, 255)
        img.paste(
            colour, (*pos, pos[0] + piece.image.width, pos[1] + piece.image.height), piece.image
        )
    elif img.mode == "RGBA":
        img.alpha_composite(piece.image, (max(0, pos[0]), max(0, pos[1])))
    else:
        img.paste(piece.image, pos, piece.image)


@dataclass(frozen=True)
class DrawnText:
    """One line of text as :func:`draw_text` drew it (kept while :func:`recording`)."""

    text: str  # as drawn (ellipsized when it did not fit ``max_width``)
    wanted: str  # as asked for
    box: tuple[int, int, int, int]  # the line box in the picture
    size: int
    bold: bool
    max_width: int | None
    missing: tuple[str, ...]  # clusters that no font draws (they show as boxes)
    image_size: tuple[int, int]
    canvas: int  # which image it was drawn on (``id``): a picture, or a sprite pasted onto one
    name: bool = False  # a player's name: the one text that may be shortened (with "…")
    fill: tuple[int, int, int] = (0, 0, 0)  # the ink (RGB)
    background: tuple[int, int, int] | None = None  # the commonest opaque colour under the box

    @property
    def shortened(self) -> bool:
        return self.text != self.wanted


_RECORDING: ContextVar[list[DrawnText] | None] = ContextVar("ichiba_text", default=None)


@contextmanager
def recording() -> Iterator[list[DrawnText]]:
    """Record every line :func:`draw_text` draws inside the block (layout tests)."""
    drawn: list[DrawnText] = []
    token = _RECORDING.set(drawn)
    try:
        yield drawn
    finally:
        _RECORDING.reset(token)


def missing_glyphs(text: str, bold: bool = False, lang: Lang | None = None) -> tuple[str, ...]:
    """The clusters of ``text`` that no available font covers (drawn as boxes)."""
    lang = lang or detect_lang(text)
    found = []
    for cluster in graphemes(text):
        face = face_for(cluster, bold, lang)
        if face is None:
            found.append(cluster)
            continue
        if face.emoji:
            continue
        cps = [cp for cp in _significant(cluster) if cp not in (_VS15, _VS16, _ZWJ)]
        if not all(cp in coverage(face) for cp in cps):
            found.append(cluster)
    return tuple(found)


def draw_text(
    img: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: Color,
    bold: bool = False,
    anchor: str = "la",
    max_width: int | None = None,
    lang: Lang | None = None,
    name: bool = False,
) -> tuple[int, int, int, int]:
    """Draw one line of ``text``; returns its line box (x0, y0, x1, y1).

    ``anchor`` follows Pillow: horizontal l/m/r, vertical a (top)/m/s (baseline)/d (bottom).
    With ``max_width`` the text is ellipsized to fit (only a player's ``name`` should ever
    need that: layouts give every other text the room it needs in every language).
    """
    wanted = text
    if max_width is not None:
        text = ellipsize(text, size, max_width, bold)
    layout = _laid_out(text, size, bold, lang)
    x, y = _origin(xy, anchor, layout.metrics)
    m = layout.metrics
    box = (x, y - m.ascent, x + m.width, y + m.descent)
    drawn = _RECORDING.get()
    under = _background(img, box) if drawn is not None else None
    for piece in layout.pieces:
        _paste(img, piece, x, y, fill)
    if drawn is not None:
        missing = missing_glyphs(text, bold, lang)
        ink = (fill[0], fill[1], fill[2])
        drawn.append(
            DrawnText(
                text, wanted, box, size, bold, max_width, missing, img.size, id(img), name,
                ink, under,
            )
        )
    return box


def _background(img: Image.Image, box: tuple[int, int, int, int]) -> tuple[int, int, int] | None:
    """The commonest opaque colour of ``img`` inside ``box`` (before the text is drawn), or
    ``None`` where most of it is transparent (a sprite: its colour comes when it is pasted)."""
    x0, y0 = max(0, box[0]), max(0, box[1])
    x1, y1 = min(img.width, box[2]), min(img.height, box[3])
    if x1 <= x0 or y1 <= y0:
        return None
    area = img.crop((x0, y0, x1, y1)).convert("RGBA")
    colours = area.getcolors(maxcolors=(x1 - x0) * (y1 - y0))
    if not colours:
        return None
    _, commonest = max(colours, key=lambda c: c[0])
    r, g, b, a = cast(tuple[int, int, int, int], commonest)
    return (r, g, b) if a == 255 else None


def iter_faces(text: str, bold: bool = False) -> Iterator[tuple[str, str]]:
    """(cluster, font file name) pairs: handy to debug which font draws what."""
    lang = detect_lang(text)
    for cluster in graphemes(text):
        face = face_for(cluster, bold, lang)
        yield cluster, face.name if face else "<builtin>"


def warm_up() -> None:
    """Load the font chains and their coverage tables now (≈0.4 s), not on the first board."""
    for bold in (False, True):
        for face in chain(bold):
            coverage(face)
    measure("Ichiba 市場 いちば 🐟", 24)
