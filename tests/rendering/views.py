"""Hand-built Tsukiji view dicts following the rules/renderer contract (no engine needed)."""

from __future__ import annotations

import copy
from typing import Any

NAMES_4P = ["Alice", "山田太郎", "张伟", "🐟Fishy🍣"]
NAMES_2P = ["A very long player name that never ends", "山田太郎"]
NAMES_3P = ["👨‍👩‍👧 Family", "Zoë Ångström", "A very long player name that never ends"]

MARKET = [
    {"product": "ebi", "space": 23, "height": 0},
    {"product": "hotategai", "space": 31, "height": 0},
    {"product": "sake", "space": 23, "height": 1},
    {"product": "tako", "space": 18, "height": 0},
    {"product": "fugu", "space": 9, "height": 0},
]
MARKET_RANK = ["hotategai", "sake", "ebi", "tako", "fugu"]
ROUND_TILES = {
    2: [(12, 4), (8, 1), (4, -1)],
    3: [(12, 4), (9, 2), (6, 0), (3, -1)],
    4: [(15, 4), (12, 2), (9, 1), (6, 0), (3, -1)],
}
MAGURO_VALUES = [n * (n + 5) // 2 for n in range(31)]
BONUSES = {
    "versatile": {"points": 10, "min_each": 3},
    "specialist": {"points": 10, "min_one": 8},
    "popular": {"points": 5, "min_cards": 1},
    "safe": {"points": 3, "min_yakuza": 1},
}


def _seat(
    seat: int, money: int, rows: dict[str, tuple[int, int]], specials: list[str], **extra: Any
) -> dict[str, Any]:
    base: dict[str, Any] = {
        "seat": seat,
        "money": money,
        "rows": {p: {"cards": c, "takusan": t} for p, (c, t) in rows.items()},
        "row_order": list(rows),
        "specials": specials,
        "confirmed": False,
        "yakuza_taken": 0,
        "passed": False,
        "bought_lot": None,
    }
    base.update(extra)
    return base


def _lot(
    cards: list[str],
    tile: dict[str, Any] | None = None,
    total: int | None = None,
    sold_to: int | None = None,
) -> dict[str, Any]:
    return {"cards": cards, "tile": tile, "total": total, "sold_to": sold_to, "passed_over": False}


def _base(players: int, rnd: int, phase: str) -> dict[str, Any]:
    return {
        "game": "tsukiji",
        "players": players,
        "round": rnd,
        "rounds": 7,
        "phase": phase,
        "start_player": 1,
        "turn": None,
        "to_act": [],
        "pending": None,
        "lots": [],
        "market": copy.deepcopy(MARKET),
        "market_rank": list(MARKET_RANK),
        "rank_values": [10, 7, 5, 3, 1],
        "tiles": [
            {"cash": cash, "change": change, "alarm": rank == 0}
            for rank, (cash, change) in enumerate(ROUND_TILES[players])
        ],
        "maguro_values": list(MAGURO_VALUES),
        "options": {"variant": False},
        "bonuses": copy.deepcopy(BONUSES),
        "deck_count": 42,
        "seats": [],
        "last_reveal": None,
        "me": None,
        "result": None,
    }


LOTS_4P = [
    ["ebi", "takusan", "yakuza"],
    ["hotategai", "hotategai", "maguro"],
    ["sake", "tako", "takusan"],
    ["fugu", "maguro", "ebi"],
    ["tako", "tako", "sake"],
]
TILES_4P = [
    {"cash": 3, "change": -1, "alarm": False},
    {"cash": 15, "change": 4, "alarm": False},
    {"cash": 12, "change": 2, "alarm": True},
    {"cash": 6, "change": 0, "alarm": False},
    {"cash": 9, "change": 1, "alarm": False},
]
TICKETS_4P = [
    ["0", "1", "x2", "0"],
    ["4", "3", "4", "+6"],
    ["3", "4/2", "2", "3"],
    ["2", "0", "1", "1"],
    ["1", "2", "3", "-1"],
]
TOTALS_4P = [1, 17, 10, 4, 5]


def seats_4p() -> list[dict[str, Any]]:
    return [
        _seat(0, 34, {"tako": (3, 1), "ebi": (2, 0), "maguro": (2, 0)}, ["4/2", "x2"]),
        _seat(1, 18, {"hotategai": (4, 0), "sake": (1, 1)}, ["+6"], yakuza_taken=1),
        _seat(
            2,
            51,
            {
                "fugu": (2, 0),
                "ebi": (1, 1),
                "sake": (2, 0),
                "tako": (1, 0),
                "hotategai": (1, 0),
                "maguro": (3, 2),
            },
            ["-1", "4/2", "+6", "x2"],
        ),
        _seat(3, 7, {}, ["x2", "-1"]),
    ]


def board_4p_evaluate() -> dict[str, Any]:
    """Round 3, evaluation: two seats confirmed, no tiles yet."""
    v = _base(4, 3, "evaluate")
    v["lots"] = [_lot(list(c)) for c in LOTS_4P]
    v["seats"] = seats_4p()
    v["seats"][0]["confirmed"] = True
    v["seats"][2]["confirmed"] = True
    v["to_act"] = [1, 3]
    return v


def reveal_4p() -> dict[str, Any]:
    return {
        "round": 4,
        "tickets": [list(t) for t in TICKETS_4P],
        "totals": list(TOTALS_4P),
        "tiles": [dict(t) for t in TILES_4P],
        "moves": [
            {"product": "hotategai", "delta": 8, "from": 23, "to": 31},
            {"product": "sake", "delta": 2, "from": 21, "to": 23},
            {"product": "tako", "delta": 2, "from": 16, "to": 18},
            {"product": "tako", "delta": 6, "from": 12, "to": 18},
            {"product": "sake", "delta": 3, "from": 20, "to": 23},
            {"product": "fugu", "delta": 1, "from": 8, "to": 9},
            {"product": "ebi", "delta": 1, "from": 22, "to": 23},
            {"product": "ebi", "delta": 0, "from": 23, "to": 23},
        ],
    }


def board_4p_buy_pending() -> dict[str, Any]:
    """Round 4, buying: lot B sold, seat 3 bought lot C and must place its Takusan."""
    v = _base(4, 4, "buy")
    v["lots"] = [
        _lot(list(c), dict(t), tot) for c, t, tot in zip(LOTS_4P, TILES_4P, TOTALS_4P, strict=True)
    ]
    v["lots"][1]["sold_to"] = 1
    v["lots"][2]["sold_to"] = 3
    v["seats"] = seats_4p()
    v["seats"][1]["bought_lot"] = 1
    v["seats"][3]["bought_lot"] = 2
    v["seats"][3]["rows"] = {"sake": {"cards": 1, "takusan": 0}, "tako": {"cards": 1, "takusan": 0}}
    v["seats"][3]["row_order"] = ["sake", "tako"]
    v["seats"][0]["passed"] = True
    v["seats"][0]["money"] = 37
    v["start_player"] = 1
    v["turn"] = 3
    v["to_act"] = [3]
    v["pending"] = {"seat": 3, "kind": "takusan", "lot": 2, "options": ["sake", "tako"]}
    v["last_reveal"] = reveal_4p()
    return v


def board_4p_buy() -> dict[str, Any]:
    """Round 4, buying, no pending choice: seat 2 to buy."""
    v = board_4p_buy_pending()
    v["pending"] = None
    v["seats"][3]["rows"]["tako"]["takusan"] = 1
    v["turn"] = 2
    v["to_act"] = [2]
    return v


def board_2p_buy() -> dict[str, Any]:
    """Two players, round 6, buying; one lot sold to the long-named player."""
    v = _base(2, 6, "buy")
    v["start_player"] = 0
    v["deck_count"] = 6
    v["lots"] = [
        _lot(
            ["maguro", "maguro", "yakuza"], {"cash": 12, "change": 4, "alarm": False}, 7, sold_to=0
        ),
        _lot(["ebi", "fugu", "takusan"], {"cash": 8, "change": 1, "alarm": True}, 3),
        _lot(["hotategai", "sake", "sake"], {"cash": 4, "change": -1, "alarm": False}, 1),
    ]
    v["seats"] = [
        _seat(0, 22, {"maguro": (5, 0), "ebi": (3, 1)}, [], bought_lot=0, yakuza_taken=2),
        _seat(1, 40, {"sake": (4, 2), "fugu": (2, 0)}, ["x2"]),
    ]
    v["turn"] = 1
    v["to_act"] = [1]
    return v


def board_3p_evaluate() -> dict[str, Any]:
    v = _base(3, 1, "evaluate")
    v["deck_count"] = 72
    v["lots"] = [_lot(list(c)) for c in LOTS_4P[:4]]
    v["seats"] = [_seat(s, 20, {}, ["4/2", "-1", "+6", "x2"]) for s in range(3)]
    v["seats"][1]["confirmed"] = True
    v["to_act"] = [0, 2]
    v["market"] = [
        {"product": p, "space": 1, "height": h}
        for h, p in enumerate(["ebi", "hotategai", "sake", "tako", "fugu"])
    ]
    v["market_rank"] = ["fugu", "tako", "sake", "hotategai", "ebi"]
    return v


def hand_4p() -> dict[str, Any]:
    """Seat 1's private view: tickets on lots A and D (any order), three lots still empty."""
    v = board_4p_evaluate()
    v["me"] = {
        "seat": 1,
        "draft": ["3", None, None, "x2", None],
        "available": ["0", "1", "2", "4", "+6"],
        "confirmed": False,
    }
    v["seats"][1]["specials"] = ["+6", "x2"]
    return v


def hand_4p_variant() -> dict[str, Any]:
    """Seat 2's private view with the variant on: every lot has a ticket, not confirmed."""
    v = board_4p_evaluate()
    v["options"] = {"variant": True}
    v["seats"][2]["confirmed"] = False
    v["me"] = {
        "seat": 2,
        "draft": ["0", "-1", "4", "2", "x2"],
        "available": ["1", "3", "4/2", "+6"],
        "confirmed": False,
    }
    return v


def board_4p_yakuza_variant() -> dict[str, Any]:
    """Round 4, buying, variant on: seat 3 bought lot A and picks the card its Yakuza takes."""
    v = board_4p_buy_pending()
    v["options"] = {"variant": True}
    v["lots"][0]["sold_to"], v["lots"][2]["sold_to"] = 3, None
    v["seats"][3]["bought_lot"] = 0
    v["seats"][3]["rows"] = {"ebi": {"cards": 1, "takusan": 1}, "sake": {"cards": 1, "takusan": 0}}
    v["seats"][3]["row_order"] = ["ebi", "sake"]
    v["pending"] = {
        "seat": 3,
        "kind": "yakuza",
        "lot": 0,
        "options": [
            {"row": "ebi", "card": "ebi"},
            {"row": "ebi", "card": "takusan"},
            {"row": "sake", "card": "sake"},
        ],
    }
    return v


def hand_2p_confirmed() -> dict[str, Any]:
    v = _base(2, 2, "evaluate")
    v["lots"] = [_lot(list(c)) for c in LOTS_4P[:3]]
    v["seats"] = [
        _seat(0, 25, {"ebi": (1, 0)}, ["4/2", "-1"], confirmed=True),
        _seat(1, 30, {}, ["x2"]),
    ]
    v["me"] = {
        "seat": 0,
        "draft": ["4", "0", "-1"],
        "available": ["1", "2", "3", "4/2"],
        "confirmed": True,
    }
    return v


def reveal_view_4p() -> dict[str, Any]:
    """A board right after the reveal (buy phase of the same round)."""
    v = board_4p_buy()
    for lot in v["lots"]:
        lot["sold_to"] = None
    return v


def final_4p_tie_variant() -> dict[str, Any]:
    """Game over, variant on, seats 0 and 2 tied on 118 (seat 2 wins on specials left).

    ``result`` has the engine's shape: the details with scores/ranking/winners merged in.
    """
    v = _base(4, 7, "over")
    v["lots"] = [
        _lot(list(c), dict(t), tot) for c, t, tot in zip(LOTS_4P, TILES_4P, TOTALS_4P, strict=True)
    ]
    for seat, lot in enumerate(v["lots"][:4]):
        lot["sold_to"] = seat
    v["lots"][4]["passed_over"] = True
    v["seats"] = seats_4p()
    v["deck_count"] = 0
    rv = {"hotategai": 10, "sake": 7, "ebi": 5, "tako": 3, "fugu": 1}
    zero = dict.fromkeys(rv, 0)
    v["result"] = {
        "rank_values": rv,
        "market_rank": list(MARKET_RANK),
        "breakdown": [
            {
                "products": {**zero, "tako": 12, "ebi": 10},
                "maguro": 6,
                "maguro_cards": 2,
                "bonuses": {"versatile": 0, "specialist": 10, "popular": 0, "safe": 3},
                "money": 77,
                "total": 118,
                "specials_left": 1,
            },
            {
                "products": {**zero, "hotategai": 40, "sake": 14},
                "maguro": 0,
                "maguro_cards": 0,
                "bonuses": {"versatile": 0, "specialist": 0, "popular": 5, "safe": 3},
                "money": 12,
                "total": 74,
                "specials_left": 1,
            },
            {
                "products": {"fugu": 2, "ebi": 10, "sake": 14, "tako": 3, "hotategai": 10},
                "maguro": 15,
                "maguro_cards": 5,
                "bonuses": {"versatile": 10, "specialist": 0, "popular": 0, "safe": 0},
                "money": 54,
                "total": 118,
                "specials_left": 4,
            },
            {
                "products": dict(zero),
                "maguro": 0,
                "maguro_cards": 0,
                "bonuses": {"versatile": 0, "specialist": 0, "popular": 0, "safe": 0},
                "money": 45,
                "total": 45,
                "specials_left": 2,
            },
        ],
        "scores": [118, 74, 118, 45],
        "ranking": [2, 3, 1, 4],
        "winners": [2],
    }
    return v


def final_2p_nested() -> dict[str, Any]:
    """Game over without the variant; ``result`` as a nested Result (details inside)."""
    v = board_2p_buy()
    v["phase"] = "over"
    v["turn"] = None
    v["round"] = 7
    v["result"] = {
        "scores": [57, 84],
        "ranking": [2, 1],
        "winners": [1],
        "details": {
            "rank_values": {"hotategai": 10, "sake": 7, "ebi": 5, "tako": 3, "fugu": 1},
            "breakdown": [
                {
                    "products": {"ebi": 20},
                    "maguro": 15,
                    "maguro_cards": 5,
                    "money": 22,
                    "total": 57,
                    "specials_left": 0,
                },
                {
                    "products": {"sake": 42, "fugu": 2},
                    "maguro": 0,
                    "maguro_cards": 0,
                    "money": 40,
                    "total": 84,
                    "specials_left": 1,
                },
            ],
        },
    }
    return v


def final_3p_shared_win() -> dict[str, Any]:
    """Three players, a true shared win (same total, same specials left)."""
    v = board_3p_evaluate()
    v["phase"] = "over"
    v["round"] = 7
    b = {
        "products": {"tako": 14},
        "maguro": 3,
        "maguro_cards": 1,
        "money": 25,
        "total": 42,
        "specials_left": 0,
    }
    v["result"] = {
        "rank_values": {"fugu": 10, "tako": 7, "sake": 5, "hotategai": 3, "ebi": 1},
        "breakdown": [dict(b), dict(b), {**b, "money": 10, "total": 22}],
        "scores": [42, 42, 22],
        "ranking": [1, 1, 3],
        "winners": [0, 1],
    }
    return v
