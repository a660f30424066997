"""Tsukiji boards as PNG bytes, drawn from the engine's view dict only.

Every renderer takes ``view`` (see the contract: ``TSUKIJI.view(state, seat)``) and the display
``names`` indexed by seat, and returns PNG bytes. Lots are labelled A, B, C... (:func:`lot_label`)
so buttons and pictures can agree. UI words can be overridden with ``words``.

Where players decide, the pictures carry what the table shows beside the board: the round's
price tiles (``view["tiles"]``, during the evaluation), the Maguro set values
(``view["maguro_values"]``) and, when the variant is on (``view["options"]``), its bonus scores
(``view["bonuses"]``), each in a strip of its own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image

from rendering import primitives as P
from rendering import theme as T
from rendering.fonts import draw_text, text_width
from rendering.text import Text, written

View = Mapping[str, Any]
Box = tuple[int, int, int, int]


CARD_H = 62
LOT_MAX_W = 300
HEADER_H = 96
TRACK_COLS, TRACK_ROWS = 10, 6
CELL = (90, 62)


def lot_label(i: int) -> str:
    """Letter shown for lot ``i`` (A, B, C, ...)."""
    return chr(ord("A") + i) if 0 <= i < 26 else str(i + 1)


def _s(words: Text, key: str, **kw: Any) -> str:
    """A word of the pictures (``tsukiji.pic.<key>`` in the catalogs)."""
    return words(f"tsukiji.pic.{key}", **kw)


def _name(names: Sequence[str], seat: int | None, words: Text) -> str:
    if seat is not None and 0 <= seat < len(names) and str(names[seat]).strip():
        return str(names[seat]).strip()
    return _s(words, "player", n=(seat or 0) + 1)


def _seat_info(view: View, seat: int) -> dict[str, Any]:
    seats = view.get("seats") or []
    return next((s for s in seats if s.get("seat") == seat), {})


def _rows(seat_view: Mapping[str, Any]) -> list[tuple[str, int, int]]:
    """(product, natural cards, takusan) in the order the rows were opened."""
    rows = seat_view.get("rows") or {}
    order = [p for p in seat_view.get("row_order") or [] if p in rows]
    order += [p for p in T.PRODUCTS if p in rows and p not in order]
    order += sorted(p for p in rows if p not in order)
    out = []
    for p in order:
        r = rows[p] or {}
        out.append((p, int(r.get("cards", 0)), int(r.get("takusan", 0))))
    return out


# -- shared pieces ---------------------------------------------------------------------------


def _canvas(h: int, w: int = T.WIDTH) -> Image.Image:
    return Image.new("RGB", (w, h), T.BG)


def _header(
    img: Image.Image,
    view: View,
    title: str,
    status: str,
    sub: str,
    words: Text,
    deck: bool = True,
) -> None:
    """Title, round with pips, a status line and a sub-status line, deck count."""
    w = img.width
    img.paste(T.darken(T.BG, 0.78), (0, 0, w, HEADER_H))
    x = T.MARGIN
    draw_text(img, (x, 14), title, 20, T.GOLD, bold=True)
    rnd, rounds = int(view.get("round") or 0), int(view.get("rounds") or 7)
    x1 = draw_text(
        img, (x, 42), _s(words, "round", round=rnd, rounds=rounds), T.FS_TITLE, T.TEXT, bold=True
    )[2]
    for i in range(rounds):
        cx = x1 + 22 + i * 20
        col = T.GOLD if i < rnd else T.PANEL_BORDER
        P.rounded_box(img, (cx, 62, cx + 13, 75), 6, col)
    right = w - T.MARGIN
    if deck:
        sz = 40
        P.face_down_card(img, (right - 30, 22), 30, 44)
        dx = draw_text(
            img,
            (right - 40, 36),
            str(view.get("deck_count", 0)),
            T.FS_BIG,
            T.TEXT,
            bold=True,
            anchor="rm",
        )[0]
        draw_text(img, (right - 40, 70), _s(words, "deck"), T.FS_SMALL, T.TEXT_DIM, anchor="rm")
        right = min(dx, right - 40 - text_width(_s(words, "deck"), T.FS_SMALL)) - 28 - sz // 4
    left_edge = x1 + 22 + rounds * 20 + 20
    draw_text(
        img, (right, 36), status, 28, T.TEXT, bold=True, anchor="rm", max_width=right - left_edge
    )
    draw_text(
        img, (right, 70), sub, T.FS_BODY, T.TEXT_DIM, anchor="rm", max_width=right - left_edge
    )


def _lots_geometry(n: int, width: int = T.WIDTH) -> list[tuple[int, int]]:
    """(x, width) of each lot column, centred when narrow."""
    avail = width - 2 * T.MARGIN
    lw = min(LOT_MAX_W, (avail - (n - 1) * T.GAP) // max(1, n))
    total = n * lw + (n - 1) * T.GAP
    x0 = (width - total) // 2
    return [(x0 + i * (lw + T.GAP), lw) for i in range(n)]


def _lot_frame(
    img: Image.Image,
    box: Box,
    i: int,
    lot: Mapping[str, Any],
    words: Text,
    border: T.RGB | None = None,
) -> None:
    """Panel, "Lot A" heading and the reveal total."""
    x0, y0, x1, _ = box
    P.shadow(img, box, T.RADIUS, (0, 4), 6)
    if border:
        P.rounded_box(img, box, T.RADIUS, T.PANEL_HI, border, 4)
    else:
        P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    draw_text(
        img,
        (x0 + 14, y0 + 24),
        _s(words, "lot", label=lot_label(i)),
        T.FS_H2,
        T.TEXT,
        bold=True,
        anchor="lm",
    )
    if lot.get("total") is not None:
        P.pill(
            img,
            (x1 - 12, y0 + 8),
            _s(words, "total", total=lot["total"]),
            T.FS_BODY,
            T.INK,
            T.TEXT,
            anchor="r",
            height=34,
        )


def _lot_cards(img: Image.Image, x: int, y: int, w: int, cards: Sequence[str]) -> int:
    """Stacked card strips; returns the y below them."""
    for c in cards:
        P.card(img, (x, y), c, w, CARD_H)
        y += CARD_H + 8
    return y


def _change_text(change: int) -> str:
    return f"+{change}" if change > 0 else ("±0" if change == 0 else f"−{-change}")


def price_tile(img: Image.Image, box: Box, tile: Mapping[str, Any]) -> None:
    """Wooden price tile: ¥cash, the alarm clock if present, the market change per card."""
    x0, y0, x1, y1 = box
    h = y1 - y0
    P.shadow(img, box, 10, (0, 3), 4)
    P.rounded_box(img, box, 10, T.TILE, T.TILE_EDGE, 3)
    change = int(tile.get("change") or 0)
    bg = T.GOOD_DARK if change > 0 else (T.BAD_DARK if change < 0 else T.darken(T.TILE, 0.5))
    kind = "up" if change > 0 else ("down" if change < 0 else None)
    px0 = P.pill(
        img,
        (x1 - 10, y0 + (h - 34) // 2),
        _change_text(change),
        22,
        T.TEXT,
        bg,
        anchor="r",
        height=34,
        pad=7,
        icon_kind=kind,
    )[0]
    alarm = 36 if tile.get("alarm") else 0
    price = f"¥{tile.get('cash', 0)}"
    room = px0 - x0 - 14 - (alarm + 12 if alarm else 8)
    size = next((fs for fs in (36, 32, 28, 24) if text_width(price, fs, True) <= room), 22)
    tx = draw_text(img, (x0 + 12, y0 + h // 2), price, size, T.INK, bold=True, anchor="lm")[2]
    if alarm:
        P.badge(img, (min(tx + 8, px0 - alarm - 4), y0 + (h - alarm) // 2), "alarm", alarm)


def _unpriced(img: Image.Image, box: Box, words: Text) -> None:
    P.empty_slot(img, box, T.PANEL_BORDER, 2)
    x0, y0, x1, y1 = box
    draw_text(
        img,
        ((x0 + x1) // 2, (y0 + y1) // 2),
        _s(words, "unpriced"),
        T.FS_SMALL,
        T.TEXT_FAINT,
        anchor="mm",
        max_width=x1 - x0 - 30,
    )


# -- info strips: price tiles, Maguro sets, variant bonuses ----------------------------------

STRIP_H = 64
STRIP_LABEL_W = 200
MAGURO_CELLS = 12
BONUS_ORDER = ("versatile", "specialist", "popular", "safe")


def _variant_on(view: View) -> bool:
    return bool((view.get("options") or {}).get("variant"))


def _strip(
    img: Image.Image,
    y: int,
    label: str,
    sub: str,
    accent: T.RGB = T.TEXT_DIM,
    card: str | None = None,
) -> tuple[int, int]:
    """A panel across the picture, its label (and a card icon) on the left; returns the x range
    left for its content."""
    x0, x1 = T.MARGIN, img.width - T.MARGIN
    P.rounded_box(img, (x0, y, x1, y + STRIP_H), 12, T.PANEL, T.PANEL_BORDER, 2)
    tx = x0 + 16
    if card:
        P.product_tile(img, (tx, y + (STRIP_H - 36) // 2), card, 36)
        tx += 46
    room = x0 + STRIP_LABEL_W - tx - 8
    draw_text(img, (tx, y + 22), label, T.FS_SMALL, accent, bold=True, anchor="lm", max_width=room)
    draw_text(img, (tx, y + 45), sub, T.FS_SMALL - 4, T.TEXT_DIM, anchor="lm", max_width=room)
    return x0 + STRIP_LABEL_W, x1 - 12


def _tiles_strip(img: Image.Image, y: int, view: View, words: Text) -> None:
    """The round's price tiles, open beside the board, dearest (with the alarm clock) first."""
    tiles = list(view.get("tiles") or [])
    x, right = _strip(img, y, _s(words, "tiles_label"), _s(words, "tiles_sub"))
    gap = 16
    w = min(200, (right - x - gap * (len(tiles) - 1)) // max(1, len(tiles)))
    for tile in tiles:
        price_tile(img, (x, y + 9, x + w, y + STRIP_H - 9), tile)
        x += w + gap


def _maguro_strip(
    img: Image.Image,
    y: int,
    view: View,
    words: Text,
    mine: tuple[int, int, str] | None = None,
) -> None:
    """Maguro set values by size; ``mine`` = (seat, cards, sub-label) outlines that set."""
    values = list(view.get("maguro_values") or [])
    sub = _s(words, "maguro_sub") if mine is None else mine[2]
    x, right = _strip(img, y, _s(words, "maguro_label"), sub, card="maguro")
    cells = max(0, min(MAGURO_CELLS, len(values) - 1))
    gap = 6
    w = (right - x - gap * (cells - 1)) // max(1, cells)
    for n in range(1, cells + 1):
        box = (x, y + 8, x + w, y + STRIP_H - 8)
        held = mine is not None and mine[1] == n
        edge = T.seat_color(mine[0]) if held and mine is not None else None
        P.rounded_box(img, box, 8, T.PANEL_HI if held else T.CHIP, edge, 3 if edge else 0)
        cx = x + w // 2
        draw_text(img, (cx, y + 22), f"{n}×", T.FS_SMALL - 4, T.TEXT_DIM, anchor="mm")
        value = f"¥{values[n]}"
        draw_text(
            img, (cx, y + 43), value, T.FS_SMALL, T.GOLD, bold=True, anchor="mm", max_width=w - 4
        )
        x += w + gap


def _variant_strip(img: Image.Image, y: int, view: View, words: Text) -> None:
    """The variant's four bonus scores (the board says the variant is on)."""
    bonuses = view.get("bonuses") or {}
    items = [(name, bonuses[name]) for name in BONUS_ORDER if name in bonuses]
    label, sub = _s(words, "variant_label"), _s(words, "variant_sub")
    x, right = _strip(img, y, label, sub, accent=T.GOLD)
    worst = str((view.get("market_rank") or ["sake"])[-1])
    gap = 10
    w = (right - x - gap * (len(items) - 1)) // max(1, len(items))
    for name, bonus in items:
        P.rounded_box(img, (x, y + 8, x + w, y + STRIP_H - 8), 8, T.CHIP)
        points = f"+{bonus.get('points', 0)}"
        tx = P.pill(img, (x + 8, y + 16), points, T.FS_BODY, T.INK, T.GOLD, pad=8, height=32)[2]
        tx += 8
        card = {"popular": worst, "safe": "yakuza"}.get(name)
        if card:
            P.product_tile(img, (tx, y + 16), card, 32)
            tx += 40
        need = bonus.get("min_each", bonus.get("min_one", ""))
        text = _s(words, f"bonus_{name}", n=need, product=T.PRODUCT_NAMES.get(worst, worst))
        draw_text(
            img,
            (tx, y + STRIP_H // 2),
            text,
            T.FS_SMALL - 2,
            T.TEXT,
            bold=True,
            anchor="lm",
            max_width=x + w - tx - 8,
        )
        x += w + gap


def _plaque_overlay(
    img: Image.Image, box: Box, plaque: Box, color: T.RGB, title: str, line: str
) -> None:
    """Dim a finished lot (its cards stay readable); a coloured plaque replaces the tile."""
    P.overlay(img, box, T.RADIUS, T.BG, 120)
    x0, y0, x1, y1 = plaque
    ink = T.ink_on(color)
    P.shadow(img, plaque, 12, (0, 3), 4)
    P.rounded_box(img, plaque, 12, color, T.darken(color, 0.6), 2)
    draw_text(img, (x0 + 12, y0 + 5), title, T.FS_SMALL - 2, ink, bold=True)
    draw_text(
        img,
        (x0 + 12, y1 - 7),
        line,
        T.FS_H2 - 2,
        ink,
        bold=True,
        anchor="ld",
        max_width=x1 - x0 - 24,
    )


LOT_H = 44 + 3 * (CARD_H + 8) + 84


def _board_lot(
    img: Image.Image,
    box: Box,
    i: int,
    lot: Mapping[str, Any],
    view: View,
    names: Sequence[str],
    words: Text,
) -> None:
    x0, y0, x1, y1 = box
    pending = view.get("pending") or {}
    border = T.seat_color(pending["seat"]) if pending and pending.get("lot") == i else None
    _lot_frame(img, box, i, lot, words, border)
    _lot_cards(img, x0 + 12, y0 + 48, x1 - x0 - 24, lot.get("cards") or [])
    tile_box = (x0 + 12, y1 - 76, x1 - 12, y1 - 12)
    if lot.get("sold_to") is not None:
        seat = int(lot["sold_to"])
        _plaque_overlay(
            img,
            box,
            tile_box,
            T.seat_color(seat),
            _s(words, "sold_to"),
            _name(names, seat, words),
        )
        if border:
            P.rounded_box(img, box, T.RADIUS, None, border, 4)
    elif lot.get("passed_over"):
        _plaque_overlay(
            img, box, tile_box, T.PANEL_BORDER, _s(words, "passed_over"), _s(words, "discarded")
        )
    elif lot.get("tile"):
        price_tile(img, tile_box, lot["tile"])
    else:
        _unpriced(img, tile_box, words)


# -- board ------------------------------------------------------------------------------------


def _phase_status(
    view: View, names: Sequence[str], words: Text
) -> tuple[str, str]:
    phase = view.get("phase")
    first = phase == "evaluate" and view.get("round") == 1
    start = _s(words, "start_random" if first else "start")
    start += ": " + _name(names, view.get("start_player"), words)
    if phase == "evaluate":
        seats = view.get("seats") or []
        done = sum(1 for s in seats if s.get("confirmed"))
        n = len(seats) or int(view.get("players") or 0)
        return _s(words, "evaluate"), _s(
            words, "confirmed_count", done=done, total=n
        ) + " · " + start
    if phase == "buy":
        who = _name(names, view.get("turn"), words)
        return _s(words, "buy"), _s(words, "to_buy", name=who) + " · " + start
    return _s(words, "over"), start


PENDING_H = 64


def _pending_banner(
    img: Image.Image, y: int, view: View, names: Sequence[str], words: Text
) -> None:
    pend = view["pending"]
    seat = int(pend.get("seat", 0))
    key = "pending_yakuza" if pend.get("kind") == "yakuza" else "pending_takusan"
    box = (T.MARGIN, y, img.width - T.MARGIN, y + PENDING_H - 12)
    c = T.seat_color(seat)
    P.rounded_box(img, box, 12, T.PANEL_HI, c, 3)
    kind_tile = "yakuza" if pend.get("kind") == "yakuza" else "takusan"
    P.product_tile(img, (box[0] + 10, y + 8), kind_tile, 36)
    opts = [_option_face(o, words) for o in pend.get("options") or []]
    opts_w = sum(36 + 8 + text_width(text, T.FS_BODY, True) + 18 for _, text in opts)
    text = _s(words, key, name=_name(names, seat, words), label=lot_label(pend.get("lot", 0)))
    tx1 = draw_text(
        img,
        (box[0] + 56, y + 26),
        text,
        T.FS_BODY,
        T.TEXT,
        bold=True,
        anchor="lm",
        max_width=box[2] - box[0] - 80 - opts_w,
    )[2]
    x = tx1 + 16
    for card, name in opts:
        P.product_tile(img, (x, y + 8), card, 36)
        x = draw_text(img, (x + 44, y + 26), name, T.FS_BODY, T.TEXT, bold=True, anchor="lm")[2]
        x += 18


def _option_face(option: Any, words: Text) -> tuple[str, str]:
    """(card drawn, name) of a pending option: a Takusan's row, or the card a Yakuza may take."""
    if isinstance(option, Mapping):
        row, card = str(option.get("row")), str(option.get("card"))
        name = T.PRODUCT_NAMES.get(row, row)
        return (card, _s(words, "takusan_in", row=name)) if card == "takusan" else (row, name)
    return str(option), T.PRODUCT_NAMES.get(str(option), str(option))


def _ranking(img: Image.Image, box: Box, view: View, words: Text) -> None:
    """Products best first with their current value per card."""
    x0, y0, x1, y1 = box
    P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    draw_text(
        img,
        (x0 + 16, y0 + 22),
        _s(words, "ranking"),
        T.FS_SMALL,
        T.TEXT_DIM,
        bold=True,
        anchor="lm",
    )
    spaces = {m.get("product"): m.get("space") for m in view.get("market") or []}
    rank = list(view.get("market_rank") or [])
    values = list(view.get("rank_values") or [10, 7, 5, 3, 1])
    row_h = (y1 - y0 - 44) // max(5, len(rank) or 1)
    medals = (T.GOLD, T.SILVER, T.BRONZE)
    for k, product in enumerate(rank):
        cy = y0 + 44 + k * row_h + row_h // 2
        col = medals[k] if k < 3 else T.PANEL_BORDER
        P.rounded_box(img, (x0 + 12, cy - 14, x0 + 40, cy + 14), 14, col)
        draw_text(img, (x0 + 26, cy + 1), str(k + 1), 18, T.ink_on(col), bold=True, anchor="mm")
        P.marker(img, (x0 + 72, cy), product, 40)
        draw_text(
            img,
            (x0 + 102, cy - 2),
            T.PRODUCT_NAMES.get(product, product),
            T.FS_BODY,
            T.TEXT,
            bold=True,
            anchor="ls",
        )
        if spaces.get(product) is not None:
            draw_text(
                img,
                (x0 + 102, cy + 2),
                _s(words, "space", space=spaces[product]),
                T.FS_SMALL - 2,
                T.TEXT_DIM,
                anchor="la",
            )
        val = values[k] if k < len(values) else 0
        draw_text(img, (x1 - 16, cy), f"¥{val}", 30, T.GOLD, bold=True, anchor="rm")


MARKET_H = 40 + TRACK_ROWS * CELL[1]


def _market(img: Image.Image, y: int, view: View, words: Text) -> None:
    x = T.MARGIN
    draw_text(
        img, (x, y + 14), _s(words, "market"), T.FS_SMALL, T.TEXT_DIM, bold=True, anchor="lm"
    )
    markers = [
        P.TrackMarker(str(m.get("product")), int(m.get("space") or 1), int(m.get("height") or 0))
        for m in view.get("market") or []
    ]
    P.track(img, (x, y + 34), TRACK_COLS * TRACK_ROWS, TRACK_COLS, CELL, markers, 44, (18, 12))
    rx = x + TRACK_COLS * CELL[0] + T.GAP
    _ranking(img, (rx, y + 34, img.width - T.MARGIN, y + 34 + TRACK_ROWS * CELL[1]), view, words)


def _panel_info(
    view: View, seat: int, names: Sequence[str], words: Text
) -> P.PanelInfo:
    sv = _seat_info(view, seat)
    phase = view.get("phase")
    badges = ["start"] if view.get("start_player") == seat else []
    tags: list[tuple[str, T.RGB, T.RGB, str | None]] = []
    highlight = False
    pending = view.get("pending") or {}
    if phase == "evaluate":
        if sv.get("confirmed"):
            tags.append((_s(words, "ready"), T.INK, T.GOOD, "check"))
        else:
            tags.append((_s(words, "choosing"), T.TEXT, T.PANEL_BORDER, "hourglass"))
    elif phase == "buy":
        if sv.get("bought_lot") is not None:
            label = lot_label(int(sv["bought_lot"]))
            tags.append((_s(words, "bought", label=label), T.INK, T.TEXT, None))
        elif sv.get("passed"):
            tags.append((_s(words, "passed"), T.TEXT, T.PANEL_BORDER, None))
        if view.get("turn") == seat or pending.get("seat") == seat:
            highlight = True
            if sv.get("bought_lot") is None:
                tags.append((_s(words, "your_turn"), T.INK, T.seat_color(seat), "play"))
    return P.PanelInfo(
        name=_name(names, seat, words),
        seat=seat,
        money=sv.get("money"),
        rows=_rows(sv),
        specials=list(sv.get("specials") or []),
        badges=badges,
        tags=tags,
        extras=[("yakuza", int(sv.get("yakuza_taken") or 0))],
        highlight=highlight,
        labels={"no_cards": _s(words, "no_cards")},
    )


def _panels_height(n: int) -> int:
    rows = (n + 1) // 2
    return rows * P.PANEL_H + (rows - 1) * T.GAP


def _panels(
    img: Image.Image, y: int, view: View, names: Sequence[str], words: Text
) -> None:
    n = len(view.get("seats") or []) or int(view.get("players") or 0)
    pw = (img.width - 2 * T.MARGIN - T.GAP) // 2
    for seat in range(n):
        col, row = seat % 2, seat // 2
        x = T.MARGIN + col * (pw + T.GAP)
        yy = y + row * (P.PANEL_H + T.GAP)
        P.player_panel(
            img, (x, yy, x + pw, yy + P.PANEL_H), _panel_info(view, seat, names, words)
        )


@written
def render_board(
    view: View, names: Sequence[str], words: Text
) -> bytes:
    """Public board: round, lots with prices/sales, market track and ranking, player panels."""
    lots = list(view.get("lots") or [])
    n = len(view.get("seats") or []) or int(view.get("players") or 0)
    pending = bool(view.get("pending"))
    tiles = view.get("phase") == "evaluate" and bool(view.get("tiles"))
    maguro = bool(view.get("maguro_values"))
    variant = _variant_on(view)
    h = (
        HEADER_H
        + T.GAP
        + (PENDING_H if pending else 0)
        + (STRIP_H + T.GAP if tiles else 0)
        + (LOT_H + T.GAP if lots else 0)
        + MARKET_H
        + T.GAP
        + (STRIP_H + T.GAP) * (maguro + variant)
        + _panels_height(n)
        + T.MARGIN
    )
    img = _canvas(h)
    status, sub = _phase_status(view, names, words)
    _header(img, view, _s(words, "title"), status, sub, words)
    y = HEADER_H + T.GAP
    if pending:
        _pending_banner(img, y, view, names, words)
        y += PENDING_H
    if tiles:
        _tiles_strip(img, y, view, words)
        y += STRIP_H + T.GAP
    if lots:
        for i, (x, w) in enumerate(_lots_geometry(len(lots))):
            _board_lot(img, (x, y, x + w, y + LOT_H), i, lots[i], view, names, words)
        y += LOT_H + T.GAP
    _market(img, y, view, words)
    y += MARKET_H + T.GAP
    if maguro:
        _maguro_strip(img, y, view, words, _buyer_maguro(view, names, words))
        y += STRIP_H + T.GAP
    if variant:
        _variant_strip(img, y, view, words)
        y += STRIP_H + T.GAP
    _panels(img, y, view, names, words)
    return P.to_png(img)


def _maguro_count(seat_view: Mapping[str, Any]) -> int:
    row = (seat_view.get("rows") or {}).get("maguro") or {}
    return int(row.get("cards", 0)) + int(row.get("takusan", 0))


def _buyer_maguro(
    view: View, names: Sequence[str], words: Text
) -> tuple[int, int, str] | None:
    """While someone buys: their seat, their Maguro and a label for the Maguro strip."""
    seat = view.get("turn")
    if view.get("phase") != "buy" or seat is None:
        return None
    n = _maguro_count(_seat_info(view, int(seat)))
    return int(seat), n, _s(words, "maguro_seat", name=_name(names, seat, words), n=n)


# -- hand (private evaluation view) ----------------------------------------------------------

SLOT_H = 64


def _hand_lot(
    img: Image.Image,
    box: Box,
    i: int,
    lot: Mapping[str, Any],
    ticket: str | None,
    seat: int,
    words: Text,
) -> None:
    x0, y0, x1, y1 = box
    _lot_frame(img, box, i, {}, words)
    _lot_cards(img, x0 + 12, y0 + 48, x1 - x0 - 24, lot.get("cards") or [])
    sy = y1 - SLOT_H - 14
    cx = (x0 + x1) // 2
    if ticket is not None:
        w, _ = P.ticket_size(ticket, SLOT_H)
        P.ticket_chip(img, (cx - w // 2, sy), ticket, SLOT_H, seat=seat)
        return
    w = round(SLOT_H * 1.3)
    P.empty_slot(img, (cx - w // 2, sy, cx + w // 2, sy + SLOT_H), T.TICKET_EMPTY, 3)


def _ticket_shelf(
    img: Image.Image,
    y: int,
    me: Mapping[str, Any],
    specials: Sequence[str],
    seat: int,
    words: Text,
) -> None:
    draw_text(img, (T.MARGIN, y), _s(words, "available"), T.FS_SMALL, T.TEXT_DIM, bold=True)
    available = set(me.get("available") or [])
    shown = list(T.NORMAL_TICKETS) + [t for t in specials if t not in T.NORMAL_TICKETS]
    shown += sorted(t for t in available if t not in shown)
    x = T.MARGIN
    for t in shown:
        state = "normal" if t in available else "faded"
        x += P.ticket_chip(img, (x, y + 34), t, 70, seat=None, state=state) + 14


SHELF_H = 34 + 70 + 20


@written
def render_hand(
    view: View, names: Sequence[str], words: Text
) -> bytes:
    """Private evaluation view for ``view["me"]``: the round's price tiles, my tickets on the
    lots (any order), my tickets in hand, the Maguro set values and the variant's bonuses."""
    me = view.get("me")
    if not me:
        raise ValueError("render_hand needs a seat's view (view['me'] is empty)")
    seat = int(me.get("seat", 0))
    sv = _seat_info(view, seat)
    lots = list(view.get("lots") or [])
    draft = list(me.get("draft") or [])
    draft += [None] * (len(lots) - len(draft))
    tiles = bool(view.get("tiles"))
    maguro = bool(view.get("maguro_values"))
    variant = _variant_on(view)
    lot_h = 44 + 3 * (CARD_H + 8) + SLOT_H + 24
    h = (
        HEADER_H
        + T.GAP
        + (STRIP_H + T.GAP if tiles else 0)
        + lot_h
        + T.GAP
        + SHELF_H
        + (STRIP_H + T.GAP) * (maguro + variant)
        + T.MARGIN
    )
    img = _canvas(h)
    name = _name(names, seat, words)
    placed = sum(ticket is not None for ticket in draft)
    if me.get("confirmed"):
        status, sub = _s(words, "hand_confirmed"), f"¥{sv.get('money', 0)}"
    elif placed >= len(lots):
        status, sub = _s(words, "hand_full"), f"¥{sv.get('money', 0)}"
    else:
        status = _s(words, "hand_placed", placed=placed, lots=len(lots))
        sub = _s(words, "hand_any_order") + f" · ¥{sv.get('money', 0)}"
    _header(img, view, _s(words, "hand_title") + " · " + name, status, sub, words, deck=False)
    y = HEADER_H + T.GAP
    if tiles:
        _tiles_strip(img, y, view, words)
        y += STRIP_H + T.GAP
    for i, (x, w) in enumerate(_lots_geometry(len(lots))):
        _hand_lot(img, (x, y, x + w, y + lot_h), i, lots[i], draft[i], seat, words)
    y += lot_h + T.GAP
    _ticket_shelf(img, y, me, list(sv.get("specials") or []), seat, words)
    y += SHELF_H
    if maguro:
        n = _maguro_count(sv)
        _maguro_strip(img, y, view, words, (seat, n, _s(words, "maguro_you", n=n)))
        y += STRIP_H + T.GAP
    if variant:
        _variant_strip(img, y, view, words)
    return P.to_png(img)


# -- reveal ------------------------------------------------------------------------------------

REVEAL_TILE = 46
REVEAL_ROW = 50


def _reveal_lot(
    img: Image.Image,
    box: Box,
    i: int,
    reveal: Mapping[str, Any],
    cards: Sequence[str] | None,
    names: Sequence[str],
    words: Text,
) -> None:
    x0, y0, x1, y1 = box
    tickets = (reveal.get("tickets") or [])[i] if i < len(reveal.get("tickets") or []) else []
    totals = reveal.get("totals") or []
    tiles = reveal.get("tiles") or []
    _lot_frame(img, box, i, {"total": totals[i] if i < len(totals) else None}, words)
    y = y0 + 48
    if cards:
        x = x0 + 12
        for c in cards:
            P.product_tile(img, (x, y), c, REVEAL_TILE)
            x += REVEAL_TILE + 8
        y += REVEAL_TILE + 12
    for seat, t in enumerate(tickets):
        cy = y + REVEAL_ROW // 2
        P.seat_dot(img, (x0 + 26, cy), seat, 26)
        tw, _ = P.ticket_size(str(t), 40)
        draw_text(
            img,
            (x0 + 46, cy),
            _name(names, seat, words),
            T.FS_BODY,
            T.TEXT,
            anchor="lm",
            max_width=x1 - x0 - 70 - tw,
        )
        P.ticket_chip(img, (x1 - 12 - tw, cy - 20), str(t), 40, seat=seat)
        y += REVEAL_ROW
    if i < len(tiles) and tiles[i]:
        price_tile(img, (x0 + 12, y1 - 76, x1 - 12, y1 - 12), tiles[i])


def _moves(
    img: Image.Image, y: int, moves: Sequence[Mapping[str, Any]], words: Text
) -> None:
    draw_text(img, (T.MARGIN, y), _s(words, "moves"), T.FS_SMALL, T.TEXT_DIM, bold=True)
    y += 34
    if not moves:
        draw_text(img, (T.MARGIN, y), _s(words, "no_moves"), T.FS_BODY, T.TEXT_FAINT)
        return
    cols = 3
    cw = (img.width - 2 * T.MARGIN - (cols - 1) * T.GAP) // cols
    for k, m in enumerate(moves):
        x = T.MARGIN + (k % cols) * (cw + T.GAP)
        yy = y + (k // cols) * 58
        P.rounded_box(img, (x, yy, x + cw, yy + 50), 12, T.PANEL, T.PANEL_BORDER, 2)
        P.marker(img, (x + 28, yy + 25), str(m.get("product")), 36)
        draw_text(
            img,
            (x + 54, yy + 25),
            T.PRODUCT_NAMES.get(m.get("product", ""), "?"),
            T.FS_BODY,
            T.TEXT,
            bold=True,
            anchor="lm",
        )
        delta = int(m.get("delta") or 0)
        text = f"+{delta}" if delta > 0 else ("±0" if delta == 0 else f"−{-delta}")
        bg = T.GOOD_DARK if delta > 0 else (T.BAD_DARK if delta < 0 else T.PANEL_BORDER)
        px = P.pill(
            img, (x + cw - 8, yy + 8), text, T.FS_BODY, T.TEXT, bg, anchor="r", height=34, pad=8
        )[0]
        draw_text(
            img,
            (px - 12, yy + 25),
            f"{m.get('from')} → {m.get('to')}",
            T.FS_BODY,
            T.TEXT_DIM,
            bold=True,
            anchor="rm",
        )


@written
def render_reveal(
    view: View, names: Sequence[str], words: Text
) -> bytes:
    """``view["last_reveal"]``: everyone's tickets per lot, totals, tiles, market moves."""
    rev = view.get("last_reveal") or {}
    n_lots = max(len(rev.get("totals") or []), len(rev.get("tickets") or []))
    players = max((len(t) for t in rev.get("tickets") or []), default=0)
    lots = list(view.get("lots") or [])
    same_round = rev.get("round") == view.get("round") and len(lots) == n_lots
    cards = [lot.get("cards") for lot in lots] if same_round else [None] * n_lots
    has_cards = any(cards)
    lot_h = 48 + (REVEAL_TILE + 12 if has_cards else 0) + players * REVEAL_ROW + 8 + 84
    moves = list(rev.get("moves") or [])
    moves_h = 34 + max(1, (len(moves) + 2) // 3) * 58
    h = HEADER_H + T.GAP + lot_h + 2 * T.GAP + moves_h + T.MARGIN
    img = _canvas(h)
    rnd = rev.get("round", view.get("round"))
    _header(
        img,
        view,
        _s(words, "title"),
        _s(words, "reveal_title", round=rnd),
        "",
        words,
        deck=False,
    )
    y = HEADER_H + T.GAP
    for i, (x, w) in enumerate(_lots_geometry(n_lots)):
        _reveal_lot(img, (x, y, x + w, y + lot_h), i, rev, cards[i], names, words)
    _moves(img, y + lot_h + 2 * T.GAP, moves, words)
    return P.to_png(img)


# -- final -------------------------------------------------------------------------------------


def _result_parts(view: View) -> tuple[dict[str, Any], list[int], list[int], list[int]]:
    """(details, totals, winners, places) whether ``view["result"]`` is a Result or details."""
    res = view.get("result") or {}
    details = res.get("details", res) if isinstance(res, Mapping) else {}
    breakdown = details.get("breakdown") or []
    totals = [int(t) for t in res.get("scores") or [b.get("total", 0) for b in breakdown]]
    winners = [int(w) for w in res.get("winners") or []]
    if not winners and totals:
        best = max(totals)
        tied = [s for s, t in enumerate(totals) if t == best]
        if len(tied) > 1 and breakdown:
            most = max(breakdown[s].get("specials_left", 0) for s in tied)
            tied = [s for s in tied if breakdown[s].get("specials_left", 0) == most]
        winners = tied
    places = [int(r) for r in res.get("ranking") or []]
    if len(places) != len(totals):
        places = [
            1
            if s in winners
            else 1 + sum(t > totals[s] for t in totals) + (1 if totals[s] == max(totals) else 0)
            for s in range(len(totals))
        ]
    return dict(details), totals, winners, places


def _place(seat: int, totals: Sequence[int], winners: Sequence[int]) -> int:
    """1 for winners; else 1 + seats ahead (higher total, or same total but a winner)."""
    if seat in winners:
        return 1
    mine = totals[seat]
    return 1 + sum(1 for s, t in enumerate(totals) if t > mine or (t == mine and s in winners))


FINAL_ROW = 92
NAME_W = 300
TOTAL_W = 140


@dataclass(frozen=True)
class _Table:
    """Column layout and shared inputs of the final score table."""

    cols: tuple[str, ...]
    col_w: int
    rank_values: Mapping[str, int]
    view: View
    names: Sequence[str]
    words: Text

    def cx(self, x0: int, k: int) -> int:
        return x0 + NAME_W + k * self.col_w + self.col_w // 2


def _final_table(
    details: Mapping[str, Any],
    view: View,
    names: Sequence[str],
    words: Text,
    has_bonus: bool,
    width: int,
) -> _Table:
    rv = details.get("rank_values") or {}
    ranked = details.get("market_rank") or view.get("market_rank") or []
    market = [p for p in ranked if p in rv] or sorted(rv, key=lambda p: -rv[p])
    market += [p for p in T.MARKET_PRODUCTS if p not in market]
    cols = (*market, "maguro", *(["bonus"] if has_bonus else []), "money")
    col_w = (width - 2 * T.MARGIN - 24 - NAME_W - TOTAL_W) // len(cols)
    return _Table(cols, col_w, rv, view, names, words)


def _final_head(img: Image.Image, y: int, table: _Table) -> None:
    """Column heads: product tiles with their value per card, then Bonus, Money, Total."""
    rv = table.rank_values
    for k, c in enumerate(table.cols):
        cx = table.cx(T.MARGIN, k)
        if c in T.PRODUCTS:
            P.product_tile(img, (cx - 22, y), c, 44)
            label = f"×{rv[c]}" if c in rv else ("set" if c == "maguro" else "")
            draw_text(img, (cx, y + 50), label, T.FS_BODY, T.GOLD, bold=True, anchor="ma")
        else:
            key = {"bonus": "bonus_col", "money": "money_col"}[c]
            draw_text(
                img,
                (cx, y + 36),
                _s(table.words, key),
                T.FS_BODY,
                T.TEXT_DIM,
                bold=True,
                anchor="mm",
                max_width=table.col_w - 6,
            )
    draw_text(
        img,
        (img.width - T.MARGIN - 20, y + 36),
        _s(table.words, "total_col"),
        T.FS_BODY,
        T.TEXT_DIM,
        bold=True,
        anchor="rm",
    )


def _cell(
    col: str,
    entry: Mapping[str, Any],
    rows: Mapping[str, int],
    rv: Mapping[str, int],
    words: Text,
) -> tuple[int, str]:
    """(value, small explanation such as "2×7") of one score cell."""
    if col == "maguro":
        n = int(entry.get("maguro_cards", rows.get("maguro", 0)) or 0)
        return int(entry.get("maguro", 0) or 0), _s(words, "cards", n=n)
    if col == "bonus":
        return sum(int(v) for v in (entry.get("bonuses") or {}).values()), ""
    if col == "money":
        return int(entry.get("money", 0) or 0), ""
    val = int((entry.get("products") or {}).get(col, 0) or 0)
    per = int(rv.get(col) or 0)
    n = rows.get(col) or (val // per if per else 0)
    return val, (f"{n}×{per}" if n and per and n * per == val else "")


def _row_label(
    img: Image.Image, x0: int, cy: int, seat: int, place: int, winner: bool, table: _Table
) -> None:
    if winner:
        P.badge(img, (x0 + 12, cy - 20), "winner", 40)
    else:
        draw_text(img, (x0 + 32, cy), str(place), T.FS_H2, T.TEXT_DIM, bold=True, anchor="mm")
    P.seat_dot(img, (x0 + 72, cy), seat, 28)
    draw_text(
        img,
        (x0 + 94, cy),
        _name(table.names, seat, table.words),
        26,
        T.TEXT,
        bold=True,
        anchor="lm",
        max_width=NAME_W - 100,
    )


def _final_row(
    img: Image.Image,
    box: Box,
    table: _Table,
    seat: int,
    place: int,
    entry: Mapping[str, Any],
    winner: bool,
    tie_note: bool,
) -> None:
    """One player's line: place/crown, name, a cell per column, total, earned bonuses."""
    x0, y0, x1, y1 = box
    bonuses = {k: int(v) for k, v in (entry.get("bonuses") or {}).items()}
    earned = [f"{k.replace('_', ' ')} +{v}" for k, v in bonuses.items() if v]
    cy = (y0 + y1) // 2 - (10 if bonuses else 0)
    if winner:
        P.rounded_box(img, box, T.RADIUS, T.PANEL_HI, T.GOLD, 4)
    else:
        P.rounded_box(img, box, T.RADIUS, T.PANEL, T.PANEL_BORDER, 2)
    _row_label(img, x0, cy, seat, place, winner, table)
    rows = {p: n + w for p, n, w in _rows(_seat_info(table.view, seat))}
    for k, c in enumerate(table.cols):
        val, sub = _cell(c, entry, rows, table.rank_values, table.words)
        cx = table.cx(x0, k)
        draw_text(
            img,
            (cx, cy),
            str(val) if val else "–",
            28,
            T.TEXT if val else T.TEXT_FAINT,
            bold=bool(val),
            anchor="mm",
        )
        if sub and val:
            draw_text(img, (cx, cy + 26), sub, T.FS_SMALL, T.TEXT_DIM, anchor="mm")
    total = int(entry.get("total", 0) or 0)
    draw_text(
        img, (x1 - 20, cy), str(total), 40, T.GOLD if winner else T.TEXT, bold=True, anchor="rm"
    )
    if tie_note:
        note = _s(table.words, "specials_left", n=entry.get("specials_left", 0))
        draw_text(img, (x1 - 20, cy + 32), note, T.FS_SMALL, T.TEXT_DIM, anchor="rm")
    if earned:
        draw_text(
            img,
            (x0 + 94, y1 - 14),
            " · ".join(earned),
            T.FS_SMALL,
            T.GOLD,
            anchor="ls",
            max_width=NAME_W - 100 + 2 * table.col_w,
        )


@written
def render_final(
    view: View, names: Sequence[str], words: Text
) -> bytes:
    """Final scores: per-product values (with rank values), Maguro, bonuses, money, total."""
    details, totals, winners, places = _result_parts(view)
    breakdown = list(details.get("breakdown") or [])
    n = len(breakdown)
    has_bonus = any(b.get("bonuses") for b in breakdown)
    row_h = FINAL_ROW + (20 if has_bonus else 0)
    img = _canvas(HEADER_H + T.GAP + 84 + n * (row_h + 10) + T.MARGIN)
    win_names = ", ".join(_name(names, s, words) for s in winners)
    key = "winners" if len(winners) > 1 else "winner"
    sub = _s(words, key) + ": " + win_names if winners else ""
    _header(img, view, _s(words, "title"), _s(words, "final_title"), sub, words, deck=False)
    table = _final_table(details, view, names, words, has_bonus, img.width)
    y = HEADER_H + T.GAP
    _final_head(img, y, table)
    y += 84
    for seat in sorted(range(n), key=lambda s: (places[s], -totals[s], s)):
        entry = {**breakdown[seat], "total": totals[seat]}
        tie_note = totals.count(totals[seat]) > 1
        _final_row(
            img,
            (T.MARGIN, y, img.width - T.MARGIN, y + row_h),
            table,
            seat,
            places[seat],
            entry,
            seat in winners,
            tie_note,
        )
        y += row_h + 10
    return P.to_png(img)
