"""Draw the README's reference pictures into docs/: one per game and message type, at a fixed
seed, plus each board in its rulebook's language (Chinese, Japanese, Dutch) beside the English
one; a replay step and a leaderboard. A message's pictures are stacked in the order Discord
shows them (the pictures to study, then the message's own picture, right above its buttons),
each at the 390 pt a phone opens it at (so the README shows what players read).

    .venv/bin/python scripts/docs_pictures.py
"""

from __future__ import annotations

import io
import random
import sys
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.games import GAMES  # noqa: E402
from bot.i18n import messages  # noqa: E402
from bot.interface.presenter import Panel  # noqa: E402
from bot.tools.demo import load_presenters  # noqa: E402
from rendering import renderer  # noqa: E402
from rendering.history import render_leaderboard  # noqa: E402

DOCS = ROOT / "docs"
PHONE = 390
GAP = 8  # between the pictures of one message
CHAT = (49, 51, 56)  # Discord's dark theme behind them
NAMES = ["Alice", "山田太郎", "张伟", "🐟Fishy🍣"]
SEED = 7
# Each game's board is also drawn in the language of its rulebook.
RULEBOOK_LANGUAGE = {"tsukiji": "zh-TW", "silkroad": "zh-CN", "fisherman": "ja", "fleamarket": "nl"}


def _phone(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png)).convert("RGB")
    return img.resize((PHONE, round(img.height * PHONE / img.width)), Image.Resampling.LANCZOS)


def _shown(panel: Panel) -> list[Image.Image]:
    """A message's pictures in the order shown, each at a phone's width."""
    return [_phone(p.render() if p.render is not None else p.data or b"") for p in panel.pictures()]


def _stacked(shown: list[Image.Image]) -> Image.Image:
    message = Image.new("RGB", (PHONE, sum(i.height + GAP for i in shown) - GAP), CHAT)
    y = 0
    for image in shown:
        message.paste(image, (0, y))
        y += image.height + GAP
    return message


def _save(panel: Panel | None, name: str) -> bool:
    if panel is None or not panel.pictures():
        return False
    _write(_stacked(_shown(panel)), name)
    return True


def _write(small: Image.Image, name: str) -> None:
    buffer = io.BytesIO()
    small.quantize(128, method=Image.Quantize.MEDIANCUT).save(buffer, "PNG", optimize=True)
    (DOCS / f"{name}.png").write_bytes(buffer.getvalue())
    print(f"docs/{name}.png {len(buffer.getvalue()) // 1024} KB")


def draw(game: str) -> None:
    """The board in the middle of a game (English, Japanese, Chinese), a private picture on
    its player's turn, the first announcement (a reveal, results, a settlement) and the
    final, all from one random game."""
    rules = GAMES[game]
    presenter = load_presenters()[game]
    players = rules.max_players
    names = NAMES[:players]
    rng = random.Random(SEED)
    state = rules.setup(players, SEED, dict(rules.default_options))
    log = []
    while not rules.is_over(state):
        seat = rng.choice(sorted(rules.to_act(state)))
        action = rng.choice(rules.legal_actions(state, seat))
        log.append((seat, action, rules.apply(state, seat, action)))
    middle = len(log) // 3
    state = rules.setup(players, SEED, dict(rules.default_options))
    announced = private = False
    for step, (seat, action, _) in enumerate(log):
        events = rules.apply(state, seat, action)
        public = rules.view(state, None)
        if not announced:
            extras = presenter.announcements(public, names, "en", events)
            announced = bool(extras) and _save(extras[0], f"{game}-announcement")
        if step >= middle and not private:
            for who in sorted(rules.to_act(state)):
                view = rules.view(state, who)
                if presenter.private_acts(view):
                    panel = presenter.private(view, rules.legal_actions(state, who), names, "en")
                    private = _save(panel, f"{game}-private")
                    break
        if step == middle:
            for lang in ("en", RULEBOOK_LANGUAGE[game]):
                suffix = "" if lang == "en" else f"-{lang}"
                _save(presenter.board(public, names, lang, []), f"{game}-board{suffix}")
    _save(presenter.final(rules.view(state, None), names, "en"), f"{game}-final")


def history() -> None:
    """A replay step as a phone shows it (the board's pictures, then a seat's own picture, each
    full width) and a leaderboard."""
    rules = GAMES["fisherman"]
    names = NAMES[: rules.max_players]
    rng = random.Random(SEED)
    state = rules.setup(len(names), SEED, dict(rules.default_options))
    for _ in range(60):
        seat = rng.choice(sorted(rules.to_act(state)))
        rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    words = messages("en")
    panel = load_presenters()["fisherman"].board(rules.view(state, None), names, "en", [])
    hand = _phone(renderer("fisherman").render_hand(rules.view(state, 1), names, words))
    step = _stacked([*_shown(panel), hand])
    _write(step, "replay")
    rows = [
        {"rank": 1, "name": "山田太郎", "rating": 1187, "games": 23, "wins": 11, "computer": False},
        {"rank": 2, "name": "Alice", "rating": 1096, "games": 31, "wins": 10, "me": True},
        {"rank": 3, "name": "Computer 2", "rating": 1041, "games": 54, "wins": 14,
         "computer": True},
        {"rank": 4, "name": "🐟Fishy🍣", "rating": 978, "games": 12, "wins": 2},
    ]  # fmt: skip
    _write(_phone(render_leaderboard("Fisherman", rows, words)), "leaderboard")


if __name__ == "__main__":
    DOCS.mkdir(exist_ok=True)
    for name in sys.argv[1:] or [*sorted(GAMES), "history"]:
        history() if name == "history" else draw(name)
