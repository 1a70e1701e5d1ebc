"""The families stand side by side: the shared code names no family, no family's plug-in
reaches into another's, and no module imports itself round a cycle (type-only imports
included). Read from the source's syntax trees, so an import under ``TYPE_CHECKING`` or
inside a function counts like any other."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _family_packages() -> tuple[str, ...]:
    """The families' packages, from the registries (the engine's and the window's), and any
    engine package with a registry entry of its own (``family.py``) not yet registered."""
    from cicera_gui.play.families import PLUGIN_PACKAGES
    from engine.families import _FAMILY_MODULES

    engine = {module.rpartition(".")[0] for module in _FAMILY_MODULES.values()}
    engine |= {f"engine.{path.parent.name}" for path in (ROOT / "engine").glob("*/family.py")}
    return tuple(sorted(engine | set(PLUGIN_PACKAGES.values())))


FAMILY_PACKAGES = _family_packages()
#: The kinds' packages (the capture kind, shared by the families of captures): a kind holds
#: what its families play alike, its matches included, and names no family.
KIND_PACKAGES = ("engine.kinds",)


#: The registries, which name the families' packages as data.
REGISTRIES = ("engine.families", "cicera_gui.play.families", "cicera_gui.scenes.families")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for package in ("engine", "cicera_gui")
            for path in sorted((ROOT / package).rglob("*.py"))}


def imports_of(path: Path, name: str) -> set[str]:
    """Every module ``path`` imports, wherever the import stands."""
    found: set[str] = set()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[:len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def family_of(name: str) -> str | None:
    return next((f for f in FAMILY_PACKAGES if name == f or name.startswith(f + ".")), None)


def kind_of(name: str) -> str | None:
    return next((k for k in KIND_PACKAGES if name == k or name.startswith(k + ".")), None)


def test_shared_modules_import_no_family() -> None:
    """Every module outside a family's packages (the shared table, the scenes, storage, the
    engine's drivers, the search) names no family's package, not even for types."""
    wrong = []
    for name, path in modules().items():
        if family_of(name) is not None or name in REGISTRIES:
            continue
        wrong += [f"{name} imports {found}" for found in sorted(imports_of(path, name))
                  if family_of(found) is not None]
    assert not wrong, "\n".join(wrong)


def test_no_family_reaches_into_another() -> None:
    """A family's engine package and plug-in use their own family's code, never another's."""
    wrong = []
    for name, path in modules().items():
        own = family_of(name)
        if own is None:
            continue
        own_family = own.rpartition(".")[2]
        for found in sorted(imports_of(path, name)):
            other = family_of(found)
            if other is not None and other.rpartition(".")[2] != own_family:
                wrong.append(f"{name} imports {found}")
    assert not wrong, "\n".join(wrong)


def test_the_registries_name_families_only_as_data() -> None:
    """The registries name the families' packages as strings, imported when asked."""
    for name in REGISTRIES:
        found = imports_of(modules()[name], name)
        assert not [m for m in found if family_of(m) is not None], name


def test_no_import_cycles() -> None:
    """No module imports itself round a cycle, type-only imports included."""
    known = modules()
    graph = {name: {found for found in imports_of(path, name) if found in known and found != name}
             for name, path in known.items()}
    cycles: list[list[str]] = []
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                cycles.append([*stack[stack.index(nxt):], nxt])
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node)
    assert not cycles, "\n".join(" -> ".join(cycle) for cycle in cycles)


#: What a family's match holds beyond the game interface (engine.game.GameState).
PAST_THE_INTERFACE = frozenset({"log", "rng", "hand", "_hand", "totals", "out", "phase",
                                "chooser"})


def test_shared_code_uses_a_match_only_through_its_interface() -> None:
    """No shared module reaches past the game interface into a family's match: no
    ``game.log[…]``, ``game.rng``, ``controller.game``… (the seed, the hand log, the
    hands played, the plays of the hand and the generator are the interface's)."""
    wrong = []
    for name, path in modules().items():
        if family_of(name) is not None or kind_of(name) is not None:
            continue  # a family's match, or its kind's
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Attribute) or node.attr not in PAST_THE_INTERFACE:
                continue
            target = node.value
            owner = (target.attr if isinstance(target, ast.Attribute)
                     else target.id if isinstance(target, ast.Name) else "")
            if owner in ("game", "probe", "again", "restored"):
                wrong.append(f"{name}:{node.lineno}: {owner}.{node.attr}")
    assert not wrong, "\n".join(wrong)


#: The window's layers, lowest first: a module imports only from its own layer or lower ones
#: (type-only imports included). The root package and the entry points stand apart.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("words",),               # languages, names of cards and players, numbers
    ("play",),                # the match driver over the engine, the families' registry
    ("look", "art"),          # theme, widgets, text boxes, charts, sounds; the card art
    ("storage",),             # settings, records, statistics on disk
    ("table",),               # the shared table: sprites, zones, the seat ring, panels
    ("scenes",),              # the scene stack and every shared scene; the families' windows
    ("kinds",),               # the kinds of game (captures, tricks): their tables and parts
    ("families",),            # the families' plug-ins
    ("program",),             # the program and its drivers: the window's loop, the command line
)
ENTRY_POINTS = ("cicera_gui.__main__", "cicera_gui.bench")


def layer_of(name: str) -> int | None:
    """The layer of the ``cicera_gui`` module ``name`` (None: the root package, or not one)."""
    parts = name.split(".")
    if parts[0] != "cicera_gui" or len(parts) < 2:
        return None
    if name in ENTRY_POINTS:
        return len(LAYERS)
    return next(i for i, folders in enumerate(LAYERS) if parts[1] in folders)


def test_every_module_of_the_window_stands_in_a_layer() -> None:
    loose = [name for name in modules() if name.startswith("cicera_gui.")
             and name not in ENTRY_POINTS and name.split(".")[1] not in sum(LAYERS, ())]
    assert not loose, loose


def test_no_import_runs_upward_in_the_window() -> None:
    """The layers of :data:`LAYERS`: nothing imports a layer above its own (a plug-in is
    found by its package's name, as data)."""
    known = modules()
    wrong = []
    for name, path in known.items():
        own = layer_of(name)
        if own is None:
            continue
        for found in sorted(imports_of(path, name)):
            theirs = layer_of(found) if found in known else None
            if theirs is not None and theirs > own:
                above = LAYERS[theirs][0] if theirs < len(LAYERS) else "entry point"
                wrong.append(f"{name} ({LAYERS[own][0]}) imports {found} ({above})")
    assert not wrong, "\n".join(wrong)


def test_each_familys_window_names_its_game() -> None:
    """A family's table is a ``TableScene[<its game>, <its moves>, <its events>]`` (or a
    kind's, with what it shows of a hand: ``CaptureTableScene[…, Board]``) and takes
    a ``MatchController`` of the same three; its other scenes take a
    ``MatchController[<its game>]``: mypy checks the plug-in against its engine (the shared
    code holds ``MatchController``, any family's game, through the game interface)."""
    from engine.families import family, family_ids, load_variant

    for family_id in family_ids():
        entry = family(family_id)
        rules = load_variant(entry.default_variant)
        game = type(entry.new_match(rules, rules.default_players, 1)).__name__
        table = ast.parse((ROOT / "cicera_gui" / "families" / family_id / "table.py")
                          .read_text(encoding="utf-8"))
        bases = [ast.unparse(base) for node in ast.walk(table)
                 if isinstance(node, ast.ClassDef) for base in node.bases]
        assert any(re.fullmatch(rf"(\w*)TableScene\[{game}, Move, Event(, \w+)?\]", base)
                   for base in bases), bases
        for path in (ROOT / "cicera_gui" / "families" / family_id).glob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.arg) and node.arg == "controller" and node.annotation:
                    named = (f"MatchController[{game}, Move, Event]" if path.name == "table.py"
                             else f"MatchController[{game}]")
                    assert ast.unparse(node.annotation) == named, f"{path.name}:{node.lineno}"
