"""Skill ratings: openskill's Plackett-Luce model, per server and per game.

Why this model: Ichiba's games have 2 to 4 players who finish in an order, often with shared
places. Elo and Glicko rate two-player duels; TrueSkill handles many players and ties but is
patented for commercial use and its Python package is barely kept. openskill (Weng-Lin's
Bayesian approximation) is MIT-licensed, maintained, pure Python, deterministic (no sampling),
and its Plackett-Luce model rates a free-for-all of any size from the finishing order alone,
with tied places given as equal ranks. Each player has a skill ``mu`` and an uncertainty
``sigma``; players are ranked by the conservative ``mu - 3 sigma`` ("ordinal"), which starts
at 0 and grows as a player wins and as their rating becomes certain.

A rating is a pure function of the ratings before and the places, so the figures written with
each game's last move are exactly the ones ``python -m bot ratings --rebuild`` recomputes.

Season ratings (see :mod:`bot.engine.seasons`) run beside the all-time ones. A player's first
game of a season starts from their rating of their last season (or, before any season, their
all-time rating) with the same ``mu`` and a wider uncertainty (:func:`new_season`): their skill
carries over, but the new season's games can move it again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from math import sqrt

from openskill.models import PlackettLuce

from bot.engine import Game, State
from bot.engine.data import load_json
from bot.engine.seasons import DEFAULT_MONTHS

# (the seats' ratings before, None for a first game; their places) -> their ratings after.
# Ratings are (mu, sigma).
Rating = tuple[float, float]
Rate = Callable[[Sequence[Rating | None], Sequence[int]], list[Rating]]


def ordinal(mu: float, sigma: float) -> float:
    """The conservative skill estimate players are ranked by."""
    return mu - 3.0 * sigma


@dataclass(frozen=True)
class Finish:
    """How a game ended, written with its last action: each seat's place (1 = first, tied seats
    share it) and score, the rating function, and the length of its server's seasons."""

    places: list[int]
    scores: list[int]
    rate: Rate
    season_months: int = DEFAULT_MONTHS


@cache
def model() -> PlackettLuce:
    """The rating model with the parameters of ``data/ratings.json``."""
    params = load_json("ratings.json")["model"]
    return PlackettLuce(
        mu=params["mu"], sigma=params["sigma"], beta=params["beta"], tau=params["tau"]
    )


def rate(before: Sequence[Rating | None], places: Sequence[int]) -> list[Rating]:
    """The ratings after one game: ``before`` per seat (``None``: a first game), ``places``
    per seat (1 = first; tied seats share a place)."""
    rules = model()
    teams = [[rules.rating() if r is None else rules.rating(mu=r[0], sigma=r[1])] for r in before]
    after = rules.rate(teams, ranks=[float(p) for p in places])
    return [(float(team[0].mu), float(team[0].sigma)) for team in after]


def new_season(last: Rating) -> Rating:
    """A player's rating at their first game of a season, from their last one: the same skill,
    the uncertainty widened by ``season_tau`` (``data/ratings.json``) as openskill's ``tau``
    widens it before every game, ``sigma' = min(sqrt(sigma² + season_tau²), sigma₀)``, never
    beyond a newcomer's."""
    params = load_json("ratings.json")
    mu, sigma = last
    widened = sqrt(sigma * sigma + params["season_tau"] ** 2)
    return mu, min(widened, params["model"]["sigma"])


def finish_of(rules: Game, state: State) -> Finish:
    """A finished game's places and scores per seat, with the rating function."""
    result = rules.result(state)
    if result is None:
        raise ValueError("the game is not over")
    return Finish(list(result["ranking"]), [int(s) for s in result["scores"]], rate)
