"""``python -m bot demo <game>``: a complete game between computer players, without Discord.

Writes every board picture, each seat's private views and the announcements as PNG files and
prints a play-by-play log with the final scores: the way to see Ichiba without a bot token.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.ai import choose_action
from bot.engine import Game, State
from bot.games import GAMES
from bot.i18n import FALLBACK, locales, t
from bot.interface.presenter import Panel, Presenter
from cogs.history.text import describe

MAX_STEPS = 100_000


def plain(text: str) -> str:
    """Discord's bold markers off, for a terminal."""
    return text.replace("**", "")


class _Registry:
    """Collects the presenters that the game cogs register in their ``setup``."""

    def __init__(self) -> None:
        self.presenters: dict[str, Presenter[Any]] = {}


def load_presenters() -> dict[str, Presenter[Any]]:
    from bot.interface.client import GAME_EXTENSIONS

    registry = _Registry()
    for extension in GAME_EXTENSIONS:
        asyncio.run(importlib.import_module(extension).setup(registry))
    return registry.presenters


class Demo:
    """One offline game; ``out`` receives the PNG files (``None``: no pictures)."""

    def __init__(
        self,
        game_id: str,
        players: int,
        seed: int,
        out: Path | None,
        say: Callable[[str], None],
        locale: str = FALLBACK,
    ) -> None:
        self.rules: Game = GAMES[game_id]
        self.presenter = load_presenters()[game_id]
        self.players, self.seed, self.out, self.say = players, seed, out, say
        self.locale = locale
        self.names = [t("computer.name", locale, number=n + 1) for n in range(players)]
        self.files: list[Path] = []

    def _write(self, name: str, panel: Panel | None) -> None:
        if self.out is None or panel is None or panel.render is None:
            return
        path = self.out / f"{len(self.files):04d}-{name}.png"
        path.write_bytes(panel.render())
        self.files.append(path)

    def run(self) -> dict[str, Any]:
        rules, names = self.rules, self.names
        state = rules.setup(self.players, self.seed, dict(rules.default_options))
        rng = random.Random(self.seed)
        if self.out is not None:
            self.out.mkdir(parents=True, exist_ok=True)
        shown_public = None
        shown_status = None
        shown_private: list[str | None] = [None] * self.players
        for step in range(MAX_STEPS):
            public = rules.view(state, None)
            if json.dumps(public, sort_keys=True) != shown_public:
                shown_public = json.dumps(public, sort_keys=True)
                board = self.presenter.board(public, names, self.locale, [])
                status = board.content.splitlines()[0] if board.content else ""
                if status != shown_status:
                    shown_status = status
                    self.say(plain(status))
                self._write("board", board)
            self._private_views(state, shown_private)
            if rules.is_over(state):
                break
            seat = min(rules.to_act(state))
            view = rules.view(state, seat)
            action = choose_action(rules.id, view, rules.legal_actions(state, seat), rng)
            events = rules.apply(state, seat, action)
            move = describe(rules.id, seat, action, events, names, self.locale)
            self.say(f"  {step + 1:4d}. {plain(move)}")
            public = rules.view(state, None)
            for panel in self.presenter.announcements(public, names, self.locale, events):
                self.say(f"       {plain(panel.content)}")
                self._write("announcement", panel)
        final = self.presenter.final(rules.view(state, None), names, self.locale)
        self._write("final", final)
        self.say(plain(final.content))
        result = rules.result(state)
        assert result is not None
        return dict(result)

    def _private_views(self, state: State, shown: list[str | None]) -> None:
        """Each seat's private panel, whenever it changes."""
        for seat in range(self.players):
            view = self.rules.view(state, seat)
            legal = self.rules.legal_actions(state, seat)
            panel = self.presenter.private(view, legal, self.names, self.locale)
            key = json.dumps(view.get("me"), sort_keys=True)
            if panel is not None and key != shown[seat]:
                shown[seat] = key
                self._write(f"seat{seat + 1}", panel)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``python -m bot demo``."""
    parser.add_argument("game", choices=sorted(GAMES), help="which game to play")
    parser.add_argument(
        "--players", type=int, default=None, help="number of players (default: the most)"
    )
    parser.add_argument("--seed", type=int, default=1, help="seed of the shuffle")
    parser.add_argument(
        "--out", type=Path, default=Path("demo-out"), help="folder for the PNG files"
    )
    parser.add_argument(
        "--locale",
        choices=locales(),
        default=FALLBACK,
        help="language of the log and the pictures",
    )


def run_demo(args: argparse.Namespace) -> int:
    """Play the demo ``args`` describe; the exit status."""
    rules = GAMES[args.game]
    players = args.players or rules.max_players
    locale = getattr(args, "locale", FALLBACK)
    if not rules.min_players <= players <= rules.max_players:
        name = t(f"game.{args.game}.name", locale)
        low, high = rules.min_players, rules.max_players
        print(t("demo.players", locale, game=name, low=low, high=high), file=sys.stderr)
        return 2
    demo = Demo(args.game, players, args.seed, args.out, print, locale)
    demo.run()
    print(t("demo.pictures", locale, count=len(demo.files), folder=str(args.out)))
    return 0
