"""Hard, the Silk Road computer that plays to win.

Its base is Normal's whole-turn planner with sharper knobs (found with ``python -m bot arena``):
what the others earn from its plays weighs a third as much as in Normal (covering the colours
others sail costs more than it takes from them), and it buys licences readily (a licence's +2
on every income repays itself over the game).

Near the end, when the draw pile is nearly empty, who wins turns on who ends the game and when:
there it searches. Each candidate (play a colour or draw; take the extra card or stop) is
played out to the end in worlds sampled from its view (``redeal``), every seat following the
sharp planner, with the others' money set to this seat's estimate of it (the redeal's random
money means nothing); the candidate with the best average final value is played. Earlier
decisions and forced moves cost no search.
"""

from __future__ import annotations

import random

from bot.ai.search import final_value
from bot.ai.silkroad import Params, estimated_money, play
from bot.engine.protocol import Action, State, clone
from bot.games.silkroad import SILKROAD
from bot.games.silkroad_view import SeatView

HARD_PARAMS = Params(opponents=0.5, buy_margin=-3.0)
ENDGAME_DECK = 2  # search when the draw pile holds this many cards or fewer
WORLDS = 4  # sampled worlds per searched decision
MONEY_NOISE = 3  # ± yen around the estimate of another seat's money in a sampled world


def sharp(view: SeatView, legal: list[Action], rng: random.Random) -> Action:
    """The sharper planner (also every seat's rollout policy)."""
    return play(view, legal, rng, HARD_PARAMS)


def _candidates(view: SeatView, legal: list[Action]) -> list[Action]:
    """The choices worth a search: the colour to play or a draw, another exchange draw or not."""
    if view["phase"] == "exchange" or (view["phase"] == "phase2" and view["me"]["play"] is None):
        return [action for action in legal if action["type"] != "undo"]
    return []


def _sample(world: State, view: SeatView, rng: random.Random, first: bool) -> State:
    """A world sampled from the view, others' money set near this seat's estimate of it."""
    seat = int(view["me"]["seat"])
    sample = clone(world) if first else SILKROAD.redeal(clone(world), seat, rng)
    for other, money in enumerate(estimated_money(view)):
        if other != seat:
            seat_state = sample["seats"][other]
            guess = max(0, money + rng.randint(-MONEY_NOISE, MONEY_NOISE))
            seat_state["money"] = guess
            seat_state["earned"] = seat_state["spent"] + guess
    return sample


def _search(view: SeatView, candidates: list[Action], rng: random.Random, world: State) -> Action:
    seat = int(view["me"]["seat"])
    totals = [0.0] * len(candidates)
    for w in range(WORLDS):
        sample = _sample(world, view, rng, first=w == 0)
        seed = rng.getrandbits(32)
        for k, candidate in enumerate(candidates):
            state = clone(sample)
            SILKROAD.apply(state, seat, candidate)
            playout_rng = random.Random(seed)
            while actors := SILKROAD.to_act(state):
                actor = min(actors)
                legal = SILKROAD.legal_actions(state, actor)
                SILKROAD.apply(state, actor, sharp(SILKROAD.view(state, actor), legal, playout_rng))
            totals[k] += final_value(SILKROAD, state, seat)
    best = max(range(len(candidates)), key=lambda k: (totals[k], -k))
    return candidates[best]


def hard(view: SeatView, legal: list[Action], rng: random.Random, world: State) -> Action:
    """Hard: the sharper planner, searching sampled worlds to the end near the end."""
    if len(legal) == 1:
        return legal[0]
    if int(view["deck_count"]) <= ENDGAME_DECK:
        candidates = _candidates(view, legal)
        if len(candidates) > 1:
            return _search(view, candidates, rng, world)
    return sharp(view, legal, rng)
