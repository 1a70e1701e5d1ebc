"""Reading variant YAML files: shipped ids or user files, with ``extends`` resolved.

This part knows nothing of any one game: it turns a variant id or a file into one mapping of
keys, remembering which file set each key so that a later error can name it. The game's own
rule set (e.g. :mod:`engine.cicera.rules`) validates the keys.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from engine.errors import VariantError

_DATA_PACKAGE = "engine.variants.data"
_MAX_FILE_BYTES = 1_000_000


@dataclass
class VariantSource:
    """A variant's keys after ``extends`` was resolved, and where each key came from."""

    values: dict[str, Any] = field(default_factory=dict)
    origin: dict[str, str] = field(default_factory=dict)
    chain: list[str] = field(default_factory=list)

    def where(self, key: str) -> str:
        """The file (or shipped id) that set ``key``; the variant's own file otherwise."""
        return self.origin.get(key, self.chain[0] if self.chain else "<variant>")


def shipped_variant_ids() -> list[str]:
    """The ids of the variants that ship inside the package, sorted."""
    folder = resources.files(_DATA_PACKAGE)
    return sorted(
        entry.name.removesuffix(".yaml")
        for entry in folder.iterdir()
        if entry.name.endswith(".yaml")
    )


def is_shipped(name: str) -> bool:
    return name in shipped_variant_ids()


def _read_text(name: str, base_dir: Path | None) -> tuple[str, str, Path | None]:
    """The YAML text for an id or path, a label for messages, and the folder it lives in."""
    if is_shipped(name):
        text = resources.files(_DATA_PACKAGE).joinpath(f"{name}.yaml").read_text("utf-8")
        return text, name, None
    path = Path(name).expanduser()
    if not path.is_absolute() and base_dir is not None:
        path = base_dir / path
    label = str(path)
    if not path.exists():
        known = ", ".join(shipped_variant_ids())
        raise VariantError(
            label, None, f"no such variant file, and not a shipped variant id ({known})"
        )
    try:
        if path.stat().st_size > _MAX_FILE_BYTES:
            raise VariantError(label, None, "file is too large to be a variant (over 1 MB)")
        text = path.read_text("utf-8")
    except UnicodeDecodeError as exc:
        raise VariantError(label, None, f"not a UTF-8 text file ({exc.reason})") from None
    except OSError as exc:
        raise VariantError(label, None, f"cannot be read: {exc.strerror or exc}") from None
    return text, label, path.parent


def _parse(text: str, label: str) -> dict[str, Any]:
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise VariantError(label, None, f"YAML syntax error{where}: {problem}") from None
    if data is None:
        raise VariantError(label, None, "the file is empty; a variant is a YAML mapping of keys")
    if not isinstance(data, dict):
        raise VariantError(
            label, None, f"expected a YAML mapping of keys, got {type(data).__name__}"
        )
    for key in data:
        if not isinstance(key, str):
            raise VariantError(label, str(key), "keys are names such as 'target' or 'deal'")
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
            raise VariantError(layers[-1][0], "extends", f"{current!r}: {exc.problem}") from None
        if label in seen:
            raise VariantError(label, "extends", "extends itself through " + " -> ".join(seen))
        seen.append(label)
        data = _parse(text, label)
        layers.append((label, data))
        parent = data.get("extends")
        if parent is not None and not isinstance(parent, str):
            raise VariantError(label, "extends", "expected a variant id or a file path")
        current = parent
        current_dir = folder if folder is not None else current_dir
    source.chain = [label for label, _ in layers]
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
