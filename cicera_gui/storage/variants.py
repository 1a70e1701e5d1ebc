"""The player's own variants: ``*.yaml`` files in the data folder's ``variants/``.

Every file is tried; a valid one is offered in New game, a broken one is listed with the
error the engine gives (file, key, problem). No file content can stop the program.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from engine.bounds import one_line
from engine.cicera import CiceraRules, load_rules
from engine.errors import EngineError

MAX_FILES = 200


@dataclass
class UserVariants:
    """Valid variants by file path (the key a record stores), and broken ones with why."""

    valid: dict[str, CiceraRules] = field(default_factory=dict)
    broken: dict[str, str] = field(default_factory=dict)


def scan_variants(folder: Path) -> UserVariants:
    found = UserVariants()
    try:
        # every entry, so a pipe or a device named *.yaml is listed as broken too (the engine
        # reads regular files only)
        paths = sorted(folder.glob("*.yaml"))[:MAX_FILES]
    except OSError:
        return found
    for path in paths:
        key = str(path)
        try:
            found.valid[key] = load_rules(key)
        except EngineError as exc:
            found.broken[key] = one_line(str(exc).replace(str(folder) + os.sep, ""))
        except Exception as exc:  # never let a file's content stop the program
            found.broken[key] = one_line(f"{path.name}: {type(exc).__name__}: {exc}")
    return found


#: The folder (inside the player's variants folder, not scanned for New game) that keeps the
#: variants New game derives from a shipped one when the player changes its choices.
CHOSEN_FOLDER = "chosen"


def derived_variant_text(base: str, changes: dict[str, object]) -> tuple[str, str]:
    """A derived variant's file name and YAML text: ``base`` (a shipped id) with ``changes``
    (``target``, ``survivors``, ``end``). The name follows from the content, so the same
    choices always name the same file and a record that names it replays the same rules."""
    suffix = "-".join(f"{key}{changes[key]}" for key in sorted(changes))
    variant_id = f"{base}-{suffix}".replace("_", "")
    lines = [f"# {base} with the choices New game made; records of matches name this file.",
             f"extends: {base}", f"id: {variant_id}"]
    lines += [f"{key}: {changes[key]}" for key in sorted(changes)]
    return f"{variant_id}.yaml", "\n".join(lines) + "\n"
