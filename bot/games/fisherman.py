"""Fisherman (フィッシャーマン): the pure rules engine.

A trick-taking fishing tournament for 3-4 players, one tournament per player. Each tournament the
players left of the dealer set the rules on the mat (target species, order, size pair; junk by
the dealer), then play must-follow tricks with the junk species as trump; the trick winner keeps
only the scoring cards. Tournament points rank the players for shields (gold 5, silver 3,
bronze 1). Every component number lives in ``data/fisherman.json``.

Rulings and readings where the rulebook and README are silent:

* The first dealer is drawn from the seed at setup (README: no seat is favoured by its place in
  the lobby; ``first_dealer``); the dealer then moves left (seat + 1) each tournament.
* "Left" and "clockwise" both mean the next seat number; tricks are played from the leader on.
* With 3 players the second setter chooses the order and then the size as two consecutive
  actions (nobody acts in between, so this equals choosing both "at once").
* Voids are public: a seat that does not follow the led species is recorded as void in it for
  the rest of the tournament (``view["seats"][s]["voids"]``; ``redeal`` keeps other hands
  consistent with them).
* Cards the trick winner does not keep are set aside face down and stay secret (rulebook:
  以後非公開). The completed trick lies open only until the next card is played
  (``trick_on_show``): until then every view shows all its cards; afterwards ``last_trick``
  shows only the kept ones (a set-aside card is ``None``) and the number set aside. A finished
  game shows no discard either (its board stays in the channel). The ``trick`` event names only
  kept cards, since the text made from it stays in the channel. Only the discard's size is
  public; ``redeal`` resamples the hidden discards (only with non-scoring cards, which is all
  a discard can be) and rewrites the last trick's record of them to match. Unused cards are
  hidden; only their number is public.
* The last trick of a tournament lies open with that tournament's results (README ruling,
  round 3): ``last_trick`` stays, whole, into the next tournament's rule setting until its
  first rule is chosen, and then goes. At the end of the game it is not shown whole: the last
  board stays in the channel.

Phases: ``"setting"`` (the rules, ``step`` names the rule being chosen), ``"fishing"`` (tricks)
and ``"over"``.

State layout (plain JSON): cards are strings ``"<species>-<size>"`` (``"aji-7"``); hands are
kept sorted by species (data order) then size; ``rules["size"]`` is the lower size of the pair;
``trick`` lists ``{"seat", "card"}`` in play order (the leader first); ``discard`` grows in
play order, so the last trick's set-aside cards are its tail; ``history`` holds one entry per
finished tournament (rules, points, ranks, shields, captured cards).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from bot.engine.data import load_json
from bot.engine.errors import IllegalAction
from bot.engine.protocol import Action, Event, Game, Result, State, clone
from bot.engine.rng import rng_for
from bot.games.fisherman_view import Final, LastTrick, Me, View

DATA: dict[str, Any] = load_json("fisherman.json")

SPECIES: list[str] = DATA["species"]
SIZES: list[int] = DATA["sizes"]
ORDERS: list[str] = DATA["orders"]
ASCENDING, DESCENDING = ORDERS  # ascending: 1 is strongest; descending: 10 is strongest
RULE_ORDER: list[str] = DATA["rule_order"]
SCORING: dict[str, int] = DATA["scoring"]
SHIELDS: list[dict[str, Any]] = DATA["shields"]
SHIELD_POINTS: dict[str, int] = {s["kind"]: s["points"] for s in SHIELDS}
SIZE_STARTS: list[int] = SIZES[:-1]  # a size pair is (start, start + 1), no wrap


def card_name(species: str, size: int) -> str:
    """The card id used in state, actions and views (``"aji-7"``)."""
    return f"{species}-{size}"


CARD_INFO: dict[str, tuple[str, int]] = {
    card_name(species, size): (species, size) for species in SPECIES for size in SIZES
}
SPECIES_OF: dict[str, str] = {card: info[0] for card, info in CARD_INFO.items()}
SORT_KEY: dict[str, int] = {card: index for index, card in enumerate(CARD_INFO)}

ERROR_KEYS: tuple[str, ...] = (
    "fisherman.unknown_action",
    "fisherman.wrong_phase",
    "fisherman.wrong_rule",
    "fisherman.unknown_species",
    "fisherman.not_in_play",
    "fisherman.junk_is_target",
    "fisherman.bad_order",
    "fisherman.bad_size",
    "fisherman.not_in_hand",
    "fisherman.must_follow",
)


# -- pure helpers ----------------------------------------------------------------------------
def species_in_play(players: int) -> list[str]:
    """Species used at ``players`` (no Ika with 3 players)."""
    return DATA["species_in_play"][str(players)]


def deck_for(players: int) -> list[str]:
    """Every card of the deck at ``players``, in sorted order."""
    return [card_name(s, n) for s in species_in_play(players) for n in SIZES]


def hand_size(players: int) -> int:
    """Cards dealt to each player (the remainder stays unused)."""
    return len(deck_for(players)) // players


def first_dealer(seed: int, players: int) -> int:
    """The seat that deals the first tournament, drawn from the seed."""
    return rng_for(seed, "dealer").randrange(players)


def setter(dealer: int, players: int, rule: str) -> int:
    """The seat that sets ``rule`` in a tournament dealt by ``dealer``."""
    return (dealer + DATA["setters"][str(players)][rule]) % players


def sort_cards(cards: list[str]) -> list[str]:
    """Cards by species (data order) then size."""
    return sorted(cards, key=SORT_KEY.__getitem__)


def card_points(card: str, rules: Mapping[str, Any]) -> int:
    """Points of one captured card: target +1, junk -1, size +1 (or -1 on a junk card)."""
    species, size = CARD_INFO[card]
    points = 0
    junk = species == rules["junk"]
    if species == rules["target"]:
        points += SCORING["target"]
    if junk:
        points += SCORING["junk"]
    low = rules["size"]
    if low is not None and low <= size <= low + 1:
        points += SCORING["size_on_junk"] if junk else SCORING["size"]
    return points


def is_scoring(card: str, rules: Mapping[str, Any]) -> bool:
    """Whether the trick winner keeps ``card`` (target, junk or one of the two sizes)."""
    species, size = CARD_INFO[card]
    low = rules["size"]
    return species in (rules["target"], rules["junk"]) or low <= size <= low + 1


def strength(size: int, order: str) -> int:
    """Higher is stronger: ascending makes 1 the strongest, descending makes 10 the strongest."""
    return -size if order == ASCENDING else size


def trick_winner(cards: list[str], rules: Mapping[str, Any]) -> int:
    """Index (in play order, the lead first) of the card that wins the trick.

    The strongest junk card if any junk was played, else the strongest card of the led species.
    """
    junk, order = rules["junk"], rules["order"]
    lead = SPECIES_OF[cards[0]]
    best, best_key = 0, (-1, 0)
    for index, card in enumerate(cards):
        species, size = CARD_INFO[card]
        if species == junk:
            key = (2, strength(size, order))
        elif species == lead:
            key = (1, strength(size, order))
        else:
            continue
        if key > best_key:
            best, best_key = index, key
    return best


def legal_cards(hand: list[str], trick: list[dict[str, Any]]) -> list[str]:
    """Cards of ``hand`` that may be played on ``trick``: must follow the led species."""
    if not trick:
        return list(hand)
    lead = SPECIES_OF[trick[0]["card"]]
    follow = [card for card in hand if SPECIES_OF[card] == lead]
    return follow or list(hand)


def shield_ranks(points: list[int]) -> tuple[list[int], list[str | None]]:
    """(rank, shield kind or ``None``) per seat; ties share a rank and skip the next (1,2,2,4)."""
    ranks = [1 + sum(other > mine for other in points) for mine in points]
    shields = [SHIELDS[rank - 1]["kind"] if rank <= len(SHIELDS) else None for rank in ranks]
    return ranks, shields


def trick_on_show(state: State) -> bool:
    """Whether the last completed trick still lies open: from its last card until the next card
    is played, or for a tournament's last trick until the next tournament's first rule is
    chosen (never once the game is over: its board stays in the channel)."""
    if state["last_trick"] is None:
        return False
    return state["phase"] == "setting" or (state["phase"] == "fishing" and not state["trick"])


def _set_aside(last: Mapping[str, Any]) -> list[str]:
    """The cards of a completed trick that its winner did not keep, in play order."""
    return [p["card"] for p in last["plays"] if p["card"] not in last["kept"]]


def hidden_discards(state: State) -> list[str]:
    """The discards nobody may see now: all of them, except the open trick's for its moment."""
    discard = state["discard"]
    if trick_on_show(state) and state["phase"] == "fishing":
        return discard[: len(discard) - len(_set_aside(state["last_trick"]))]
    return list(discard)  # a tournament's last trick lies open over a fresh (empty) discard


def public_trick(last: Mapping[str, Any], open_: bool) -> LastTrick:
    """A completed trick as it may be shown: every card while ``open_``, else the kept ones."""
    kept = last["kept"]
    return {
        "trick_no": last["trick_no"],
        "winner": last["winner"],
        "kept": list(kept),
        "points": last["points"],
        "set_aside": len(last["plays"]) - len(kept),
        "open": open_,
        "plays": [
            {"seat": p["seat"], "card": p["card"] if open_ or p["card"] in kept else None}
            for p in last["plays"]
        ],
    }


def _empty_rules() -> dict[str, Any]:
    return dict.fromkeys(RULE_ORDER)


# -- tournament flow -------------------------------------------------------------------------
def _deal(state: State) -> None:
    """Shuffle and deal a new tournament; open its rule-setting phase."""
    players = state["players"]
    deck = deck_for(players)
    rng_for(state["seed"], f"deal:{state['tournament']}").shuffle(deck)
    size = hand_size(players)
    state["hands"] = [sort_cards(deck[s * size : (s + 1) * size]) for s in range(players)]
    state["unused"] = deck[players * size :]
    state["captured"] = [[] for _ in range(players)]
    state["voids"] = [[] for _ in range(players)]
    state["discard"] = []
    state["trick"] = []
    state["trick_no"] = 0
    state["leader"] = None
    state["rules"] = _empty_rules()
    state["phase"] = "setting"
    state["step"] = RULE_ORDER[0]
    state["turn"] = setter(state["dealer"], players, RULE_ORDER[0])


def _start_fishing(state: State) -> Event:
    dealer = state["dealer"]
    state["phase"] = "fishing"
    state["step"] = None
    state["trick_no"] = 1
    state["leader"] = dealer
    state["turn"] = dealer
    return {"type": "fishing", "leader": dealer, "rules": dict(state["rules"])}


def _points(state: State) -> list[int]:
    rules = state["rules"]
    return [sum(card_points(card, rules) for card in cards) for cards in state["captured"]]


def _end_tournament(state: State, events: list[Event]) -> None:
    """Score the tournament, hand out shields, then deal the next one or end the game."""
    points = _points(state)
    ranks, shields = shield_ranks(points)
    entry = {
        "tournament": state["tournament"],
        "dealer": state["dealer"],
        "rules": dict(state["rules"]),
        "points": points,
        "ranks": ranks,
        "shields": shields,
        "captured": [sort_cards(cards) for cards in state["captured"]],
    }
    state["history"].append(entry)
    events.append({"type": "tournament_end", **clone(entry)})
    if state["tournament"] >= state["tournaments"]:
        state["phase"] = "over"
        state["step"] = None
        state["turn"] = None
        events.append({"type": "game_over"})
        return
    state["tournament"] += 1
    state["dealer"] = (state["dealer"] + 1) % state["players"]
    _deal(state)
    events.append(
        {"type": "tournament", "tournament": state["tournament"], "dealer": state["dealer"]}
    )


def _finish_trick(state: State, events: list[Event]) -> None:
    """Find the winner; they keep the scoring cards, the rest is discarded; they lead next."""
    trick = state["trick"]
    rules = state["rules"]
    cards = [play["card"] for play in trick]
    winner = trick[trick_winner(cards, rules)]["seat"]
    kept = [card for card in cards if is_scoring(card, rules)]
    state["captured"][winner].extend(kept)
    state["discard"].extend(card for card in cards if card not in kept)
    state["last_trick"] = {
        "trick_no": state["trick_no"],
        "plays": trick,
        "winner": winner,
        "kept": kept,
        "points": sum(card_points(card, rules) for card in kept),
    }
    shown = public_trick(state["last_trick"], open_=False)
    events.append({"type": "trick", **{k: v for k, v in shown.items() if k != "open"}})
    state["trick"] = []
    state["leader"] = winner
    state["turn"] = winner
    if state["hands"][winner]:
        state["trick_no"] += 1
    else:
        _end_tournament(state, events)


# -- action handlers -------------------------------------------------------------------------
def _act_rule(state: State, seat: int, action: Action) -> list[Event]:
    rule = action["type"]
    if rule == RULE_ORDER[0]:
        state["last_trick"] = None  # the tournament's first action: the last trick is set aside
    value = action["species"] if rule in ("target", "junk") else action[rule]
    state["rules"][rule] = value
    events: list[Event] = [{"type": "rule", "seat": seat, "rule": rule, "value": value}]
    following = RULE_ORDER.index(rule) + 1
    if following < len(RULE_ORDER):
        state["step"] = RULE_ORDER[following]
        state["turn"] = setter(state["dealer"], state["players"], state["step"])
    else:
        events.append(_start_fishing(state))
    return events


def _act_play(state: State, seat: int, action: Action) -> list[Event]:
    card = action["card"]
    trick = state["trick"]
    state["hands"][seat].remove(card)
    if trick:
        lead = SPECIES_OF[trick[0]["card"]]
        voids = state["voids"][seat]
        if SPECIES_OF[card] != lead and lead not in voids:
            voids.append(lead)
    trick.append({"seat": seat, "card": card})
    events: list[Event] = [{"type": "played", "seat": seat, "card": card}]
    if len(trick) == state["players"]:
        _finish_trick(state, events)
    else:
        state["turn"] = (seat + 1) % state["players"]
    return events


# The one field each action type takes besides ``type``.
_FIELD: dict[str, str] = {
    "target": "species",
    "order": "order",
    "size": "size",
    "junk": "species",
    "play": "card",
}

_HANDLERS = {
    "target": _act_rule,
    "order": _act_rule,
    "size": _act_rule,
    "junk": _act_rule,
    "play": _act_play,
}


# -- the game --------------------------------------------------------------------------------
class Fisherman(Game):
    """Fisherman for 3-4 players: rule-setting, must-follow tricks with junk as trump, shields."""

    id: ClassVar[str] = "fisherman"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 4
    rules_version: ClassVar[int] = 2  # 2: first dealer drawn from the seed, discards hidden

    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> State:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Fisherman needs {self.min_players}-{self.max_players} players")
        state: State = {
            "game": self.id,
            "players": players,
            "seed": seed,
            "options": {},
            "tournament": 1,
            "tournaments": players,
            "first_dealer": first_dealer(seed, players),
            "history": [],
            "last_trick": None,
        }
        state["dealer"] = state["first_dealer"]
        _deal(state)
        return state

    def to_act(self, state: State) -> frozenset[int]:
        turn = state["turn"]
        return frozenset() if turn is None else frozenset((turn,))

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat != state["turn"]:
            return []
        phase = state["phase"]
        if phase == "fishing":
            cards = legal_cards(state["hands"][seat], state["trick"])
            return [{"type": "play", "card": card} for card in cards]
        if phase == "setting":
            return _rule_actions(state)
        return []

    def _apply(self, state: State, seat: int, action: Action) -> list[Event]:
        return _HANDLERS[action["type"]](state, seat, action)

    def reject_reason(self, state: State, seat: int, action: Action) -> IllegalAction:
        kind = action.get("type")
        field = _FIELD.get(kind) if isinstance(kind, str) else None
        if set(action) - {"type", field}:  # an unexpected field: no such action
            return IllegalAction("fisherman.unknown_action")
        if kind == "play":
            return _play_refusal(state, seat, action)
        if kind in RULE_ORDER:
            return _rule_refusal(state, action)
        return IllegalAction("fisherman.unknown_action")

    def view(self, state: State, seat: int | None) -> View:
        return _view(self, state, seat)

    def private(self, state: State, seat: int) -> Me:
        return _me_view(state, seat)

    def result(self, state: State) -> Result | None:
        return final_result(state) if state["phase"] == "over" else None

    def redeal(self, state: State, viewer: int | None, rng: random.Random) -> State:
        return _redeal(state, viewer, rng)

    def secrets(self, state: State, viewer: int | None) -> dict[str, list[Any]]:
        zones: dict[str, list[Any]] = {
            f"hand {s}": list(hand) for s, hand in enumerate(state["hands"]) if s != viewer
        }
        zones["unused"] = list(state["unused"])
        zones["discard"] = hidden_discards(state)
        return zones

    def check_invariants(self, state: State) -> None:
        _check_invariants(state)

    def summary(self, state: State) -> dict[str, Any]:
        return {
            "round": state["tournament"],
            "tournament": state["tournament"],
            "phase": state["phase"],
            "step": state["step"],
            "to_act": sorted(self.to_act(state)),
            "turn": state["turn"],
            "trick": state["trick_no"],
        }


# -- legal actions and refusals --------------------------------------------------------------
def _rule_actions(state: State) -> list[Action]:
    step = state["step"]
    if step == "order":
        return [{"type": "order", "order": order} for order in ORDERS]
    if step == "size":
        return [{"type": "size", "size": start} for start in SIZE_STARTS]
    species = species_in_play(state["players"])
    if step == "junk":
        target = state["rules"]["target"]
        return [{"type": "junk", "species": s} for s in species if s != target]
    return [{"type": "target", "species": s} for s in species]


def _rule_refusal(state: State, action: Action) -> IllegalAction:
    kind = action["type"]
    if state["phase"] != "setting":
        return IllegalAction("fisherman.wrong_phase", phase=state["phase"])
    if kind != state["step"]:
        return IllegalAction("fisherman.wrong_rule", rule=state["step"])
    if kind in ("target", "junk"):
        species = action.get("species")
        if species not in SPECIES:
            return IllegalAction("fisherman.unknown_species", species=str(species))
        if species not in species_in_play(state["players"]):
            return IllegalAction("fisherman.not_in_play", species=species, players=state["players"])
        if kind == "junk" and species == state["rules"]["target"]:
            return IllegalAction("fisherman.junk_is_target", species=species)
    elif kind == "order":
        return IllegalAction("fisherman.bad_order", order=str(action.get("order")))
    elif kind == "size":
        return IllegalAction("fisherman.bad_size", size=str(action.get("size")))
    return IllegalAction("fisherman.unknown_action")


def _play_refusal(state: State, seat: int, action: Action) -> IllegalAction:
    if state["phase"] != "fishing":
        return IllegalAction("fisherman.wrong_phase", phase=state["phase"])
    card = action.get("card")
    hand = state["hands"][seat]
    if card not in hand:
        return IllegalAction("fisherman.not_in_hand", card=str(card))
    trick = state["trick"]
    if card in legal_cards(hand, trick):
        return IllegalAction("fisherman.unknown_action")
    lead = SPECIES_OF[trick[0]["card"]]
    return IllegalAction("fisherman.must_follow", species=lead)


def display_card(card: Any) -> str:
    """``"aji-7"`` → ``"Aji 7"`` (unknown values are shown as given)."""
    info = CARD_INFO.get(card) if isinstance(card, str) else None
    return f"{info[0].capitalize()} {info[1]}" if info else str(card)


# -- scoring ---------------------------------------------------------------------------------
def shield_totals(history: list[dict[str, Any]], players: int) -> list[int]:
    """Shield points per seat over the finished tournaments."""
    totals = [0] * players
    for entry in history:
        for seat, kind in enumerate(entry["shields"]):
            totals[seat] += SHIELD_POINTS.get(kind, 0) if kind else 0
    return totals


def final_result(state: State) -> Result:
    """Winner by shield points; ties share the win."""
    players = state["players"]
    history = state["history"]
    totals = shield_totals(history, players)
    breakdown = []
    for seat in range(players):
        kinds = [entry["shields"][seat] for entry in history]
        breakdown.append(
            {
                "seat": seat,
                "shield_points": totals[seat],
                "medals": {s["kind"]: kinds.count(s["kind"]) for s in SHIELDS},
                "points": [entry["points"][seat] for entry in history],
                "shields": kinds,
            }
        )
    ranking = [1 + sum(other > mine for other in totals) for mine in totals]
    return {
        "scores": totals,
        "ranking": ranking,
        "winners": [seat for seat, rank in enumerate(ranking) if rank == 1],
        "details": {"breakdown": breakdown, "history": clone(history)},
    }


# -- view ------------------------------------------------------------------------------------
def _view(game: Fisherman, state: State, seat: int | None) -> View:
    players = state["players"]
    rules = state["rules"]
    complete = all(rules[rule] is not None for rule in RULE_ORDER)
    trick = state["trick"]
    totals = shield_totals(state["history"], players)
    points = _points(state) if complete else [0] * players
    return {
        "game": game.id,
        "players": players,
        "species": list(species_in_play(players)),
        "sizes": list(SIZES),
        "scoring": dict(SCORING),
        "shield_points": dict(SHIELD_POINTS),
        "tournament": state["tournament"],
        "tournaments": state["tournaments"],
        "dealer": state["dealer"],
        "first_dealer": state.get("first_dealer", 0),
        "phase": state["phase"],
        "step": state["step"],
        "turn": state["turn"],
        "to_act": sorted(game.to_act(state)),
        "rules": {
            "target": rules["target"],
            "order": rules["order"],
            "size": None if rules["size"] is None else [rules["size"], rules["size"] + 1],
            "junk": rules["junk"],
        },
        "setters": {rule: setter(state["dealer"], players, rule) for rule in RULE_ORDER},
        "trick": clone(trick),
        "leader": state["leader"],
        "lead_species": SPECIES_OF[trick[0]["card"]] if trick else None,
        "winning": trick[trick_winner([p["card"] for p in trick], rules)]["seat"]
        if trick and complete
        else None,
        "trick_no": state["trick_no"],
        "tricks": hand_size(players),
        "last_trick": None
        if state["last_trick"] is None
        else public_trick(state["last_trick"], trick_on_show(state)),
        "discard_count": len(state["discard"]),
        "unused_count": len(state["unused"]),
        "seats": [
            {
                "seat": s,
                "hand_count": len(state["hands"][s]),
                "captured": sort_cards(state["captured"][s]),
                "voids": list(state["voids"][s]),
                "points": points[s],
                "shields": [entry["shields"][s] for entry in state["history"]],
                "shield_points": totals[s],
            }
            for s in range(players)
        ],
        "history": clone(state["history"]),
        "me": None if seat is None else _me_view(state, seat),
        "result": _final_view(state) if state["phase"] == "over" else None,
    }


def _final_view(state: State) -> Final:
    final = final_result(state)
    details = final["details"]
    return {
        "breakdown": details["breakdown"],
        "history": details["history"],
        "scores": final["scores"],
        "ranking": final["ranking"],
        "winners": final["winners"],
    }


def _me_view(state: State, seat: int) -> Me:
    hand = state["hands"][seat]
    rules = state["rules"]
    playing = state["phase"] == "fishing" and state["turn"] == seat
    known = any(rules[rule] is not None for rule in ("target", "size", "junk"))
    return {
        "seat": seat,
        "hand": list(hand),
        "legal": legal_cards(hand, state["trick"]) if playing else [],
        "worth": {card: card_points(card, rules) for card in hand} if known else {},
    }


# -- hidden information ----------------------------------------------------------------------
_REDEAL_ATTEMPTS = 8
_UNUSED, _DISCARD = -1, -2
Fits = Callable[[int, str], bool]


def _redeal(state: State, viewer: int | None, rng: random.Random) -> State:
    """Resample every card ``viewer`` cannot see: the other hands, the unused cards and the
    hidden discards, and the seed of the future deals. Kept: each pile's size, the public voids
    (a seat that showed out of a species holds none of it) and that a discard never scores; the
    last trick's record of its set-aside cards follows the resampled discard.

    The result depends on ``view(state, viewer)`` and ``rng`` alone: the hidden cards are
    sorted before they are dealt, so the true arrangement never shows through."""
    copy = clone(state)
    hidden = hidden_discards(copy)
    piles = {s: copy["hands"][s] for s in range(state["players"]) if s != viewer}
    piles[_UNUSED] = copy["unused"]
    piles[_DISCARD] = hidden
    sizes = {holder: len(pile) for holder, pile in piles.items()}
    pool = sort_cards([card for pile in piles.values() for card in pile])
    fits = _fits(copy)
    dealt = _shuffled(pool, sizes, fits, rng) or _matched(pool, sizes, fits, rng)
    for holder, cards in dealt.items():
        if holder == _UNUSED:
            copy["unused"] = cards
        elif holder == _DISCARD:
            copy["discard"] = cards + copy["discard"][len(hidden) :]
        else:
            copy["hands"][holder] = sort_cards(cards)
    copy["seed"] = rng.getrandbits(62)  # the order of the decks still to be dealt
    last = copy["last_trick"]
    if last is not None and not trick_on_show(copy):
        aside = iter(copy["discard"][len(copy["discard"]) - len(_set_aside(last)) :])
        for play in last["plays"]:
            if play["card"] not in last["kept"]:
                play["card"] = next(aside)
    return copy


def _fits(state: State) -> Fits:
    """Whether a card may lie in a pile: no void species in a hand, nothing scoring discarded."""
    voids = [set(v) for v in state["voids"]]

    def fits(holder: int, card: str) -> bool:
        if holder == _DISCARD:
            return not is_scoring(card, state["rules"])
        return holder == _UNUSED or SPECIES_OF[card] not in voids[holder]

    return fits


def _cut(pool: list[str], sizes: dict[int, int]) -> dict[int, list[str]]:
    """``pool`` cut into consecutive piles of ``sizes`` (in the order of its keys)."""
    dealt, start = {}, 0
    for holder, size in sizes.items():
        dealt[holder] = pool[start : start + size]
        start += size
    return dealt


def _shuffled(
    pool: list[str], sizes: dict[int, int], fits: Fits, rng: random.Random
) -> dict[int, list[str]] | None:
    """A uniform deal of ``pool`` into the piles that fits, if one of a few attempts does."""
    pool = list(pool)
    for _ in range(_REDEAL_ATTEMPTS):
        rng.shuffle(pool)
        dealt = _cut(pool, sizes)
        if all(fits(h, c) for h, cards in dealt.items() for c in cards):
            return dealt
    return None


def _matched(
    pool: list[str], sizes: dict[int, int], fits: Fits, rng: random.Random
) -> dict[int, list[str]]:
    """A deal that fits, found by matching the cards (in random order) to the pile places
    (augmenting paths; the true deal shows one exists), then mixed by random swaps that keep
    both cards where they fit."""
    slots = [holder for holder, size in sizes.items() for _ in range(size)]
    cards = list(pool)
    rng.shuffle(cards)
    owner: list[int | None] = [None] * len(slots)  # slot -> index in cards

    def place(card: int, seen: set[int]) -> bool:
        for slot, holder in enumerate(slots):
            if slot in seen or not fits(holder, cards[card]):
                continue
            seen.add(slot)
            held = owner[slot]
            if held is None or place(held, seen):
                owner[slot] = card
                return True
        return False

    for card in range(len(cards)):
        place(card, set())
    spare = iter(sorted(set(range(len(cards))) - set(owner)))  # none if every card fits
    piles: dict[int, list[str]] = {holder: [] for holder in sizes}
    for slot, holder in enumerate(slots):
        held = owner[slot]
        piles[holder].append(cards[held if held is not None else next(spare)])
    places = [(holder, index) for holder, pile in piles.items() for index in range(len(pile))]
    if len(places) < 2:
        return piles
    for _ in range(6 * len(places)):
        (h1, i1), (h2, i2) = rng.sample(places, 2)
        a, b = piles[h1][i1], piles[h2][i2]
        if h1 != h2 and fits(h2, a) and fits(h1, b):
            piles[h1][i1], piles[h2][i2] = b, a
    return piles


# -- invariants ------------------------------------------------------------------------------
def _all_cards(state: State) -> list[str]:
    cards = [card for hand in state["hands"] for card in hand]
    cards += state["unused"] + state["discard"]
    cards += [card for pile in state["captured"] for card in pile]
    cards += [play["card"] for play in state["trick"]]
    return cards


def _check_invariants(state: State) -> None:
    """Every card accounted for, hand sizes, voids, scoring captures, phase consistency."""
    players = state["players"]
    size = hand_size(players)
    cards = _all_cards(state)
    assert sorted(cards) == sorted(deck_for(players)), "cards not conserved"
    assert len(state["unused"]) == len(deck_for(players)) - players * size
    assert 1 <= state["tournament"] <= state["tournaments"] == players
    first = state.get("first_dealer", 0)
    assert state["dealer"] == (first + state["tournament"] - 1) % players, "dealer not left"
    for seat, hand in enumerate(state["hands"]):
        assert hand == sort_cards(hand), "hand not sorted"
        assert not {SPECIES_OF[c] for c in hand} & set(state["voids"][seat]), "void broken"
    _check_history(state)
    _check_last_trick(state)
    phase = state["phase"]
    if phase == "setting":
        _check_rules_phase(state, size)
    elif phase == "fishing":
        _check_play_phase(state, size)
    else:
        assert phase == "over" and state["turn"] is None and state["step"] is None
        assert len(state["history"]) == state["tournaments"]
        assert not any(state["hands"]) and not state["trick"]


def _check_history(state: State) -> None:
    finished = state["tournament"] - (0 if state["phase"] == "over" else 1)
    history = state["history"]
    assert len(history) == finished, "history length differs from tournaments played"
    for number, entry in enumerate(history, start=1):
        assert entry["tournament"] == number
        assert entry["dealer"] == (state.get("first_dealer", 0) + number - 1) % state["players"]
        rules = entry["rules"]
        points = [sum(card_points(c, rules) for c in cards) for cards in entry["captured"]]
        assert points == entry["points"], "tournament points disagree with captured cards"
        assert (entry["ranks"], entry["shields"]) == shield_ranks(points)
    assert all(total >= 0 for total in shield_totals(history, state["players"]))


def _check_last_trick(state: State) -> None:
    """The last trick's kept cards lie with its winner; its set-aside ones end the discard."""
    last = state["last_trick"]
    if last is None or state["phase"] == "setting":  # the previous tournament's, checked there
        return
    assert len(last["plays"]) == state["players"]
    assert set(last["kept"]) <= set(state["captured"][last["winner"]]), "kept cards missing"
    aside = _set_aside(last)
    discard = state["discard"]
    assert discard[len(discard) - len(aside) :] == aside, "last trick disagrees with discard"


def _check_rules_phase(state: State, size: int) -> None:
    step = state["step"]
    rules = state["rules"]
    done = RULE_ORDER.index(step)
    assert all(rules[r] is not None for r in RULE_ORDER[:done]), "earlier rule unset"
    assert all(rules[r] is None for r in RULE_ORDER[done:]), "later rule already set"
    assert state["turn"] == setter(state["dealer"], state["players"], step)
    assert all(len(hand) == size for hand in state["hands"]), "hands not full"
    assert not state["trick"] and not state["discard"] and not any(state["captured"])
    assert state["leader"] is None and state["trick_no"] == 0
    last = state["last_trick"]
    if last is not None:  # the previous tournament's last trick, until the first rule
        assert done == 0 and state["tournament"] > 1, "a last trick while the rules are set"
        assert last["trick_no"] == size and len(last["plays"]) == state["players"]


def _check_play_phase(state: State, size: int) -> None:
    players = state["players"]
    rules = state["rules"]
    assert state["step"] is None and all(rules[r] is not None for r in RULE_ORDER)
    assert rules["target"] != rules["junk"]
    assert rules["order"] in ORDERS and rules["size"] in SIZE_STARTS
    in_play = species_in_play(players)
    assert rules["target"] in in_play and rules["junk"] in in_play
    trick = state["trick"]
    leader = state["leader"]
    number = state["trick_no"]
    assert 1 <= number <= size and len(trick) < players
    assert [p["seat"] for p in trick] == [(leader + k) % players for k in range(len(trick))]
    assert state["turn"] == (leader + len(trick)) % players
    played = {p["seat"] for p in trick}
    for seat, hand in enumerate(state["hands"]):
        expected = size - number + (0 if seat in played else 1)
        assert len(hand) == expected, f"seat {seat} holds {len(hand)} cards, not {expected}"
    captured = [card for pile in state["captured"] for card in pile]
    assert all(is_scoring(card, rules) for card in captured), "kept a non-scoring card"
    assert not any(is_scoring(card, rules) for card in state["discard"]), "discarded a scorer"
    assert len(captured) + len(state["discard"]) == (number - 1) * players


FISHERMAN = Fisherman()
