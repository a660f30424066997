"""How often a Flea Market game ends because the market ran dry (the "exhausted" safety net).

Plays seeded complete games at 3 and 4 players and counts the games whose ``end_reason`` is
``"exhausted"`` (no hand card, draw pile or discard left after a round) instead of
``"popularity"`` (someone reached the target). Policies:

* ``random``: uniformly random legal actions (the loop of ``bot.engine.playout.random_playout``
  without its checks);
* ``thrifty``: the same, but nobody ever spends money (no price cut, no extra draw), the
  worst case for a market that runs dry;
* ``computer``: the computer players of ``bot.ai.fleamarket``.

    python benchmarks/fleamarket_exhausted.py [--games 10000] [--players 3 4] [--policy random]

Issue 14 (money is cards): before, money cards left play for good; now they go back to the
discards when spent, so the draw pile refills and the market should hardly ever run dry.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.engine.playout import _pick
from bot.games.fleamarket import FLEAMARKET


def end_reason(players: int, seed: int, policy: str) -> str:
    """Play one seeded game to the end; its ``end_reason``."""
    rng = random.Random(seed * 7919 + players)
    state = FLEAMARKET.setup(players, seed, {})
    decide = None
    if policy == "computer":
        from bot.ai.fleamarket import normal as decide
    while not FLEAMARKET.is_over(state):
        seat = rng.choice(sorted(FLEAMARKET.to_act(state)))
        legal = FLEAMARKET.legal_actions(state, seat)
        if policy == "thrifty":
            free = [a for a in legal if a["type"] != "extra" and a.get("amount", 0) == 0]
            action = _pick(FLEAMARKET, free or legal, rng)
        elif decide is None:
            action = _pick(FLEAMARKET, legal, rng)
        else:
            action = decide(FLEAMARKET.view(state, seat), legal, rng)
        FLEAMARKET.apply(state, seat, action)
    return str(state["end_reason"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per player count")
    parser.add_argument("--players", type=int, nargs="+", default=[3, 4])
    parser.add_argument("--policy", choices=("random", "thrifty", "computer"), default="random")
    args = parser.parse_args()
    print(f"| players | games | exhausted | share | seconds |  ({args.policy} players)")
    print("|---|---|---|---|---|")
    for players in args.players:
        start = time.perf_counter()
        reasons = Counter(end_reason(players, seed, args.policy) for seed in range(args.games))
        share = reasons["exhausted"] / args.games
        took = time.perf_counter() - start
        print(
            f"| {players} | {args.games} | {reasons['exhausted']} | {share:.2%} | {took:.0f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
