"""The shape of the code: the layers (import-linter's contracts in pyproject.toml), no import
cycle between modules, and one list of games that every layer finds its parts by."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import grimp
import pytest

from bot.games import GAME_IDS, GAMES
from bot.interface.game_parts import PARTS, MissingGamePart, check_parts, missing_parts

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("bot", "cogs", "rendering")


def _cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    modules = sorted(m for m in graph.modules if m.split(".")[0] in PACKAGES)
    edges = {
        m: sorted(
            n for n in graph.find_modules_directly_imported_by(m) if n.split(".")[0] in PACKAGES
        )
        for m in modules
    }
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for other in edges[module]:
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in on_stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == module:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for module in modules:
        if module not in index:
            visit(module)
    return found


def test_no_import_cycle_between_modules() -> None:
    """Counting imports inside functions and under TYPE_CHECKING (grimp sees them all)."""
    graph = grimp.build_graph(*PACKAGES, cache_dir=None)
    cycles = _cycles(graph)
    assert not cycles, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in cycles)


def test_the_layer_contracts_hold() -> None:
    """import-linter's contracts (pyproject.toml, ``[tool.importlinter]``)."""
    done = subprocess.run(
        [sys.executable, "-m", "importlinter.cli", "--no-cache"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def _checklist() -> dict[str, str]:
    """The "Adding a game" checklist of docs/architecture.md: part -> its first path."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    section = text.split("### Adding a game", 1)[1].split("\n## ", 1)[0]
    items = {}
    for line in section.splitlines():
        if line.startswith("- [ ] ") and ":" in line:
            part, rest = line[len("- [ ] ") :].split(":", 1)
            items[part.strip()] = rest.split("`")[1]
    return items


def _module_paths(where: str) -> set[str]:
    """The checklist's ways of writing a part's place (``{game}`` written ``<game>``)."""
    where = where.replace("{game}", "<game>")
    if "/" in where:
        return {where}
    path = where.replace(".", "/")
    return {f"{path}.py", f"{path}/"}


def test_the_adding_a_game_checklist_is_the_start_up_check() -> None:
    checklist = _checklist()
    for part, where in PARTS.items():
        assert part in checklist, f"docs/architecture.md's checklist lacks {part!r}"
        assert checklist[part] in _module_paths(where), (part, checklist[part], where)
    assert any("GAME_IDS" in line for line in checklist.values()) or "GAME_IDS" in str(
        (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    )


def test_every_game_is_whole_and_a_missing_part_is_named() -> None:
    assert missing_parts(GAMES) == []
    missing = missing_parts(["no_such_game"])
    assert len(missing) == len(PARTS)
    with pytest.raises(MissingGamePart, match="no_such_game: no rules"):
        check_parts(["no_such_game"])


def test_no_production_file_names_a_game_outside_its_own_folder() -> None:
    """The game ids appear only in each game's own files and in the one list."""
    pattern = re.compile("|".join(GAME_IDS), re.IGNORECASE)
    allowed = {"bot/games/__init__.py"}
    found = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            own = {
                game
                for game in GAME_IDS
                if f"/{game}/" in f"/{relative}"
                or path.name in (f"{game}.py", f"{game}_view.py")
            }
            named = {m.lower() for m in pattern.findall(path.read_text(encoding="utf-8"))}
            if relative not in allowed and named - own:
                found.append(f"{relative}: {sorted(named - own)}")
    assert not found, "\n".join(found)
