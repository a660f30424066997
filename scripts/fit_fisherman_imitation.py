"""Fit the policy Fisherman's Hard plays its look-ahead with (``Imitation`` in
``bot/ai/fisherman.py``) to Normal's card choices, and write ``data/fisherman_imitation.json``.

For each player count: 150 games of Normal players (fixed seeds), every card decision with a
choice recorded; a softmax over each legal card's features, one weight vector for leads and one
for the other cards, fitted by maximum likelihood (Adam, 300 passes, a little L2) on a fixed 80 %
of the decisions; the other 20 % measure how often the fitted policy's likeliest card is
Normal's, beside the greedy card's. Deterministic: running it again writes the same file.

    .venv/bin/python scripts/fit_fisherman_imitation.py [--jobs 2]
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.ai import fisherman as ai  # noqa: E402
from bot.ai.base import player_for, seat_rng  # noqa: E402
from bot.games import find_game  # noqa: E402

GAMES = 150  # per player count
SEED_BASE = 7_000_000
CHUNKS = 8
EPOCHS, RATE, L2 = 300, 0.05, 1e-3

Decision = tuple[list[list[float]], int]  # each legal card's features, the index of Normal's


def decisions(players: int, seeds: list[int]) -> list[dict[str, Any]]:
    """Normal's card decisions with a choice in games of Normal players (the situations)."""
    game = find_game("fisherman")
    normal = player_for(game, "normal")
    found = []
    for seed in seeds:
        state = game.setup(players, SEED_BASE + seed, dict(game.default_options))
        rngs = [seat_rng(SEED_BASE + seed, s) for s in range(players)]
        while actors := game.to_act(state):
            seat = min(actors)
            action = normal(state, seat, rngs[seat])
            legal = game.legal_actions(state, seat)
            if legal[0]["type"] == "play" and len(legal) > 1:
                view = game.view(state, seat)
                mat = ai.rules_from_view(view)
                found.append(
                    {
                        "hand": [ai.CARD_ID[c] for c in view["me"]["hand"]],
                        "trick": [(p["seat"], ai.CARD_ID[p["card"]]) for p in view["trick"]],
                        "mat": (mat.target, mat.ascending, mat.low, mat.junk),
                        "choice": ai.CARD_ID[action["card"]],
                    }
                )
            game.apply(state, seat, action)
    return found


def _collect(args: tuple[int, list[int]]) -> list[dict[str, Any]]:
    return decisions(*args)


def examples(found: list[dict[str, Any]], players: int) -> dict[str, list[Decision]]:
    out: dict[str, list[Decision]] = {"lead": [], "follow": []}
    for d in found:
        mat = ai.Rules.make(*d["mat"])
        legal, rows = ai.card_features(d["hand"], d["trick"], mat, players)
        out["follow" if d["trick"] else "lead"].append((rows, legal.index(d["choice"])))
    return out


def fit(data: list[Decision]) -> list[float]:
    """Maximum-likelihood softmax weights (Adam)."""
    size = len(data[0][0][0])
    w, m, v = [0.0] * size, [0.0] * size, [0.0] * size
    for step in range(1, EPOCHS + 1):
        grad = [0.0] * size
        for rows, chosen in data:
            scores = [sum(a * b for a, b in zip(w, row, strict=True)) for row in rows]
            top = max(scores)
            odds = [math.exp(s - top) for s in scores]
            total = sum(odds)
            for j, row in enumerate(rows):
                excess = odds[j] / total - (1.0 if j == chosen else 0.0)
                for i in range(size):
                    grad[i] -= excess * row[i]
        for i in range(size):
            g = grad[i] / len(data) - L2 * w[i]
            m[i] = 0.9 * m[i] + 0.1 * g
            v[i] = 0.999 * v[i] + 0.001 * g * g
            w[i] += RATE * (m[i] / (1 - 0.9**step)) / (math.sqrt(v[i] / (1 - 0.999**step)) + 1e-8)
    return w


def agreement(w: list[float], data: list[Decision]) -> float:
    """How often the policy's likeliest card is Normal's."""
    hits = 0
    for rows, chosen in data:
        scores = [sum(a * b for a, b in zip(w, row, strict=True)) for row in rows]
        hits += max(range(len(scores)), key=scores.__getitem__) == chosen
    return hits / len(data)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    seeds = list(range(GAMES))
    counts = (3, 4)
    with ProcessPoolExecutor(args.jobs) as pool:
        batches = {
            players: pool.map(_collect, [(players, seeds[i::CHUNKS]) for i in range(CHUNKS)])
            for players in counts
        }
        found = {players: [d for batch in batches[players] for d in batch] for players in counts}
    out: dict[str, Any] = {
        "_comment": "Written by scripts/fit_fisherman_imitation.py: do not edit by hand.",
        "features": {"lead": ai.LEAD_FEATURES, "follow": ai.FOLLOW_FEATURES},
        "weights": {},
        "held_out": {},
    }
    for players in counts:
        kinds = examples(found[players], players)
        out["weights"][str(players)] = {}
        out["held_out"][str(players)] = {}
        for kind, data in kinds.items():
            random.Random(0).shuffle(data)
            cut = int(0.8 * len(data))
            w = fit(data[:cut])
            greedy = ai.FEATURES_OF[kind].index("greedy")
            tested = data[cut:]
            out["weights"][str(players)][kind] = [round(x, 6) for x in w]
            out["held_out"][str(players)][kind] = {
                "decisions": len(tested),
                "policy_agrees": round(agreement(w, tested), 3),
                "greedy_agrees": round(sum(r[c][greedy] for r, c in tested) / len(tested), 3),
            }
            print(players, kind, out["held_out"][str(players)][kind], flush=True)
    path = ROOT / "data" / "fisherman_imitation.json"
    path.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print("wrote", path)


if __name__ == "__main__":
    main()
