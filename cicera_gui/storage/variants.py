"""The player's own variants: ``*.yaml`` files in the data folder's ``variants/``, of any
family (the file's ``game``, or the variant it ``extends``, says which).

Every file is tried; a valid one is offered in New game under its family, a broken one is
listed with the error the engine gives (file, key, problem), under its family when the file
says which, under every family when it cannot. No file content can stop the program.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from engine.bounds import one_line
from engine.errors import EngineError
from engine.families import family_of_source, load_variant
from engine.game import RuleSet
from engine.variants.loader import is_shipped, read_variant

MAX_FILES = 200


@dataclass
class UserVariants:
    """Valid variants by file path (the key a record stores), and broken ones with why and,
    where the file says it, the family each belongs to."""

    valid: dict[str, RuleSet] = field(default_factory=dict)
    broken: dict[str, str] = field(default_factory=dict)
    broken_games: dict[str, str] = field(default_factory=dict)


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
            found.valid[key] = load_variant(key)
            continue
        except EngineError as exc:
            found.broken[key] = one_line(str(exc).replace(str(folder) + os.sep, ""))
        except Exception as exc:  # never let a file's content stop the program
            found.broken[key] = one_line(f"{path.name}: {type(exc).__name__}: {exc}")
        game = _game_of(key)
        if game is not None:
            found.broken_games[key] = game
    return found


def _game_of(path: str) -> str | None:
    """The family a variant file belongs to, when it can be read that far; else None."""
    try:
        return family_of_source(read_variant(path)).id
    except Exception:  # unreadable, or no family it names: it cannot say
        return None


#: The folder (inside the player's variants folder, not scanned for New game) that keeps the
#: variants New game derives from a shipped one when the player changes its choices.
CHOSEN_FOLDER = "chosen"


def derived_variant_text(base: str, changes: dict[str, object]) -> tuple[str, str]:
    """A derived variant's file name and YAML text: ``base`` with ``changes`` (``target``,
    ``survivors``, ``end``). A shipped ``base`` is extended by its id; the player's own file
    is copied in whole (its keys as read, ``extends`` resolved), so the derived file stands
    alone and keeps its rules when that file is edited. The name follows from the content,
    so the same choices always name the same file and a record that names it replays the
    same rules. A file that cannot be read raises :class:`EngineError`."""
    suffix = "-".join(f"{key}{changes[key]}" for key in sorted(changes))
    if is_shipped(base):
        variant_id = f"{base}-{suffix}".replace("_", "")
        lines = [f"# {base} with the choices New game made; records of matches name this "
                 "file.", f"extends: {base}", f"id: {variant_id}"]
        lines += [f"{key}: {changes[key]}" for key in sorted(changes)]
        return f"{variant_id}.yaml", "\n".join(lines) + "\n"
    values = {key: value for key, value in read_variant(base).values.items() if key != "id"}
    values.update(changes)
    body = yaml.safe_dump(values, allow_unicode=True, sort_keys=True, width=96)
    digest = hashlib.sha256(body.encode("utf-8")).hexdigest()[:8]
    variant_id = f"{Path(base).stem}-{suffix}-{digest}".replace("_", "")
    header = (f"# {Path(base).name} with the choices New game made; records of matches name "
              f"this file.\nid: {variant_id}\n")
    return f"{variant_id}.yaml", header + body
