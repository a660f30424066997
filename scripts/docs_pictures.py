"""Draw the README's reference pictures into docs/: one per game and picture type, at a fixed
seed, shrunk to the 400 px a phone shows (so the README shows what players read), plus a
Japanese and a Chinese board beside the English one.

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

from bot.demo import load_presenters  # noqa: E402
from bot.games import GAMES  # noqa: E402
from bot.presenter import Panel  # noqa: E402

DOCS = ROOT / "docs"
PHONE = 400
NAMES = ["Alice", "山田太郎", "张伟", "🐟Fishy🍣"]
SEED = 7


def _save(panel: Panel | None, name: str) -> bool:
    if panel is None or panel.render is None:
        return False
    img = Image.open(io.BytesIO(panel.render())).convert("RGB")
    small = img.resize((PHONE, round(img.height * PHONE / img.width)), Image.Resampling.LANCZOS)
    buffer = io.BytesIO()
    small.quantize(128, method=Image.Quantize.MEDIANCUT).save(buffer, "PNG", optimize=True)
    (DOCS / f"{name}.png").write_bytes(buffer.getvalue())
    print(f"docs/{name}.png {len(buffer.getvalue()) // 1024} KB")
    return True


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
            for lang, suffix in (("en", ""), ("ja", "-ja"), ("zh-TW", "-zh-TW")):
                _save(presenter.board(public, names, lang, []), f"{game}-board{suffix}")
    _save(presenter.final(rules.view(state, None), names, "en"), f"{game}-final")


if __name__ == "__main__":
    DOCS.mkdir(exist_ok=True)
    for name in sys.argv[1:] or sorted(GAMES):
        draw(name)
