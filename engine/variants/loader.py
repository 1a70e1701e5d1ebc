"""Reading variant YAML files: shipped ids or user files, with ``extends`` resolved.

This part knows nothing of any one game: it turns a variant id or a file into one mapping of
keys, remembering which file set each key so that a later error can name it. The game's own
rule set (e.g. :mod:`engine.cicera.rules`) validates the keys.
"""

from __future__ import annotations

import copy
import os
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import yaml
from yaml.constructor import ConstructorError

from engine import safe_io
from engine.bounds import MAX_PATH_CHARS, MAX_VARIANT_BYTES, one_line, quote, shorten
from engine.errors import Problem, VariantError
from engine.variants.yaml_safe import SafeLoader as _SafeLoader

_DATA_PACKAGE = "engine.variants.data"
_MAX_FILE_BYTES = MAX_VARIANT_BYTES


@dataclass
class VariantSource:
    """A variant's keys after ``extends`` was resolved, and where each key came from."""

    values: dict[str, Any] = field(default_factory=dict)
    origin: dict[str, str] = field(default_factory=dict)
    chain: list[str] = field(default_factory=list)
    #: Each file's own ``game`` key (None where it sets none), in the order of ``chain``.
    games: list[object] = field(default_factory=list)

    def where(self, key: str) -> str:
        """The file (or shipped id) that set ``key``; the variant's own file otherwise."""
        return self.origin.get(key, self.chain[0] if self.chain else "<variant>")


def shipped_variant_ids() -> list[str]:
    """The ids of the variants that ship inside the package, sorted."""
    return list(_shipped_ids())


@cache
def _shipped_ids() -> tuple[str, ...]:
    """The package's variant files, listed once (they never change while it runs)."""
    folder = resources.files(_DATA_PACKAGE)
    return tuple(sorted(
        entry.name.removesuffix(".yaml")
        for entry in folder.iterdir()
        if entry.name.endswith(".yaml")
    ))


def is_shipped(name: str) -> bool:
    return name in shipped_variant_ids()


def _read_text(name: str, base_dir: Path | None) -> tuple[str, str, Path | None]:
    """The YAML text for an id or path, a label for messages, and the folder it lives in."""
    if is_shipped(name):
        text = resources.files(_DATA_PACKAGE).joinpath(f"{name}.yaml").read_text("utf-8")
        return text, name, None
    if not name or len(name) > MAX_PATH_CHARS or "\0" in name:
        raise VariantError(quote(name), None, "not a variant id or a file name",
                           Problem.NOT_A_NAME)
    path = Path(name).expanduser()
    if not path.is_absolute() and base_dir is not None:
        path = base_dir / path
    label = str(path)
    shown = shorten(label, 160)  # in messages: a path too long to be a file's stays readable
    missing = VariantError(shown, None, "no such variant file, and not a shipped variant id "
                           f"({', '.join(shipped_variant_ids())})", Problem.NO_SUCH_FILE)
    if path.suffix.lower() not in (".yaml", ".yml"):  # never read another kind of file
        if not os.path.exists(path):
            raise missing
        raise VariantError(shown, None, "not a variant file (a variant file ends in .yaml)",
                           Problem.NOT_YAML)
    try:
        text = safe_io.read_text(path, _MAX_FILE_BYTES)  # a regular file, of bounded size
    except safe_io.Missing:
        raise missing from None
    except safe_io.ReadError as exc:
        raise VariantError(shown, None, str(exc), Problem.UNREADABLE) from None
    return text, label, path.parent


def _check_extends(parent: str, label: str, folder: Path | None) -> None:
    """``extends`` names a shipped id, or a file inside the extending file's own folder (by a
    path relative to it): never an absolute path, a home folder or ``..`` out of it."""
    if is_shipped(parent):
        return
    path = Path(parent)
    inside = folder is not None and not path.is_absolute() and not parent.startswith("~")
    if inside and folder is not None:
        try:
            inside = (folder / path).resolve().is_relative_to(folder.resolve())
        except (OSError, RuntimeError, ValueError):
            inside = False
    if not inside:
        raise VariantError(label, "extends", "expected a shipped variant id or a file in this "
                           f"file's folder (a path relative to it), got {quote(parent)}",
                           Problem.EXTENDS)


def _parse(text: str, label: str) -> dict[str, Any]:
    """``text`` read as a variant's mapping (a copy: the reader may change it)."""
    return copy.deepcopy(_parsed(text, label))


@lru_cache(maxsize=64)
def _parsed(text: str, label: str) -> dict[str, Any]:
    """The parse of one file's text, kept: a match's start, a save's replay and its undo
    read the same few variants again (pure Python YAML takes a few milliseconds a file)."""
    try:
        data = yaml.load(text, Loader=_SafeLoader)  # a SafeLoader, bounded
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or "not valid YAML"
        kind = "YAML error" if isinstance(exc, ConstructorError) else "YAML syntax error"
        raise VariantError(label, None, f"{kind}{where}: {one_line(problem, 120)}",
                           Problem.SYNTAX, {"line": mark.line + 1 if mark else 0,
                                            "column": mark.column + 1 if mark else 0}
                           ) from None
    except (RecursionError, MemoryError):
        raise VariantError(label, None, "too large or nested too deeply to read",
                           Problem.TOO_LARGE) from None
    if data is None:
        raise VariantError(label, None, "the file is empty; a variant is a YAML mapping of keys",
                           Problem.EMPTY)
    if not isinstance(data, dict):
        raise VariantError(
            label, None, f"expected a YAML mapping of keys, got {type(data).__name__}",
            Problem.NOT_A_MAPPING)
    for key in data:
        if not isinstance(key, str):
            raise VariantError(label, quote(key), "keys are names such as 'target' or 'deal'",
                               Problem.NOT_A_MAPPING)
    return data


def read_variant(name: str | Path, base_dir: Path | None = None) -> VariantSource:
    """Read a variant by shipped id or path, following ``extends`` (to ids or relative paths)."""
    source = VariantSource()
    seen: list[str] = []
    layers: list[tuple[str, dict[str, Any]]] = []
    current: str | None = str(name)
    current_dir = base_dir
    while current is not None:
        try:
            text, label, folder = _read_text(current, current_dir)
        except VariantError as exc:
            if not layers:
                raise
            raise VariantError(layers[-1][0], "extends", f"{quote(current)}: {exc.problem}",
                               Problem.EXTENDED_BROKEN, {"parent": current, "inner": exc.code}
                               ) from None
        if label in seen:
            raise VariantError(label, "extends", "extends itself through " + " -> ".join(seen),
                               Problem.EXTENDS)
        seen.append(label)
        data = _parse(text, label)
        layers.append((label, data))
        parent = data.get("extends")
        if parent is not None and not isinstance(parent, str):
            raise VariantError(label, "extends", "expected a variant id or a file path",
                               Problem.EXTENDS)
        if parent is not None:
            _check_extends(parent, label, folder)
        current = parent
        current_dir = folder if folder is not None else current_dir
    source.chain = [label for label, _ in layers]
    source.games = [data.get("game") for _, data in layers]
    for label, data in reversed(layers):
        for key, value in data.items():
            if key == "extends":
                continue
            source.values[key] = value
            source.origin[key] = label
    # The id of a variant is that of the file itself, never inherited.
    own_label, own = layers[0]
    if "id" not in own:
        source.values["id"] = (
            own_label if is_shipped(own_label) else Path(own_label).stem
        )
        source.origin["id"] = own_label
    return source
