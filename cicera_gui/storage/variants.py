"""The player's own variants: ``*.yaml`` files in the data folder's ``variants/``, of any
family (the file's ``game``, or the variant it ``extends``, says which).

Every file is tried; a valid one is offered in New game under its family, a broken one is
listed with the error the engine gives (file, key, problem), under its family when the file
says which, under every family when it cannot. No file content can stop the program.
"""

from __future__ import annotations

import hashlib
import os
import threading
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from cicera_gui.play.tasks import Task
from cicera_gui.storage.files import list_folder
from engine.bounds import one_line
from engine.errors import EngineError, VariantError
from engine.families import family_of_source
from engine.game import RuleSet
from engine.variants.loader import is_shipped, read_variant

#: At most this many of the player's files are read (the first by name); New game says how
#: many more were left out.
MAX_FILES = 200


@dataclass
class UserVariants:
    """Valid variants by file path (the key a record stores), and broken ones with why and,
    where the file says it, the family each belongs to; what was left out, and why."""

    valid: dict[str, RuleSet] = field(default_factory=dict)
    broken: dict[str, str] = field(default_factory=dict)
    #: Why each broken file is broken, as the engine says it (the window says it in the
    #: player's language: :func:`cicera_gui.words.problems.problem_text`).
    problems: dict[str, EngineError] = field(default_factory=dict)
    broken_games: dict[str, str] = field(default_factory=dict)
    #: Files past :data:`MAX_FILES`, not read.
    left_out: int = 0
    #: Why the folder could not be listed (no permission, not a folder); None when it could.
    unreadable: str | None = None
    #: Large files not read yet: they are being parsed off the main thread (see
    #: :meth:`VariantFiles.parse_later`), and listed once they are.
    pending: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Parsed:
    """One variant file as read: its rules, or why not and (when the file says it) its
    family."""

    rules: RuleSet | None
    error: str = ""
    game: str | None = None
    #: Why the file cannot be used, as raised (``error`` is its English message).
    problem: EngineError | None = None
    #: The file's keys as read (``extends`` resolved), for a variant derived from it.
    values: dict[str, Any] | None = None


class VariantFiles:
    """The player's variant files, each parsed once and kept while it stays the same file
    (its size, modification time and inode): opening New game again, or starting the match,
    parses nothing again. Thread-safe, so a scan may run off the main thread."""

    def __init__(self) -> None:
        self._parsed: dict[str, tuple[tuple[int, int, int], Parsed]] = {}
        self._lock = threading.Lock()
        #: How many files were parsed (for tests: a file unchanged is parsed once).
        self.parses = 0

    @staticmethod
    def _mark(path: str) -> tuple[int, int, int] | None:
        try:
            info = os.stat(path)
        except (OSError, ValueError):
            return None
        return (info.st_size, info.st_mtime_ns, info.st_ino)

    def known(self, path: str) -> bool:
        """Whether ``path`` was parsed as it is now (reading it again costs nothing)."""
        mark = self._mark(path)
        with self._lock:
            kept = self._parsed.get(path)
        return kept is not None and mark is not None and kept[0] == mark

    def parse_later(self, paths: list[str]) -> Future[None]:
        """Parse ``paths`` on a thread of their own (large files: a frame never waits for
        them, and the program's end never waits for the thread); done when each is in the
        cache."""
        def parse_all() -> None:
            for path in paths:
                self.parsed(path)

        return Task(parse_all, name="variant-files").future

    def parsed(self, path: str) -> Parsed:
        """The file ``path`` as read: from the cache when unchanged, else parsed now."""
        mark = self._mark(path)
        with self._lock:
            kept = self._parsed.get(path)
        if kept is not None and mark is not None and kept[0] == mark:
            return kept[1]
        found = parse_variant_file(path)
        with self._lock:
            self.parses += 1
            if mark is not None:
                self._parsed[path] = (mark, found)
        return found

    def rules(self, path: str) -> RuleSet:
        """The rules of the file ``path`` as it is now; :class:`EngineError` (naming the file
        and the problem) when it is gone or broken."""
        found = self.parsed(path)
        if found.rules is None:
            raise found.problem or EngineError(found.error)
        return found.rules


def parse_variant_file(path: str) -> Parsed:
    """Read and check one variant file, parsing it once; never raises."""
    game: str | None = None
    try:
        source = read_variant(path)
        its_family = family_of_source(source)
        game = its_family.id
        return Parsed(its_family.rules_from_source(source), game=game,
                      values=dict(source.values))
    except EngineError as exc:
        folder = str(Path(path).parent) + os.sep
        return Parsed(None, one_line(str(exc).replace(folder, "")), game, problem=exc)
    except Exception as exc:  # never let a file's content stop the program
        said = one_line(f"{Path(path).name}: {type(exc).__name__}: {exc}")
        return Parsed(None, said, game, problem=VariantError(path, None, said))


def list_variant_files(folder: Path) -> tuple[list[Path], int, str | None]:
    """The first :data:`MAX_FILES` ``*.yaml`` entries of ``folder`` by name (a pipe or a
    device so named too: it is listed as broken), how many more there were, and why the
    folder could not be listed (None when it could, or does not exist)."""
    try:
        paths = list_folder(folder, ".yaml")
    except OSError as exc:
        return [], 0, exc.strerror or type(exc).__name__
    return paths[:MAX_FILES], max(0, len(paths) - MAX_FILES), None


#: A file this large that was not parsed yet is parsed off the main thread (about a tenth of
#: a second of parsing on a slow machine).
LARGE_FILE_BYTES = 64_000


def scan_variants(folder: Path, files: VariantFiles | None = None, *,
                  large_later: bool = False) -> UserVariants:
    """Every variant file of ``folder`` (at most :data:`MAX_FILES`), valid or broken;
    ``large_later``: a large file not parsed yet is left in ``pending`` instead (for
    :meth:`VariantFiles.parse_later`)."""
    files = files or VariantFiles()
    paths, left_out, unreadable = list_variant_files(folder)
    found = UserVariants(left_out=left_out, unreadable=unreadable)
    for path in paths:
        key = str(path)
        if large_later and not files.known(key) and _size(key) >= LARGE_FILE_BYTES:
            found.pending.append(key)
            continue
        parsed = files.parsed(key)
        if parsed.rules is not None:
            found.valid[key] = parsed.rules
            continue
        found.broken[key] = parsed.error
        if parsed.problem is not None:
            found.problems[key] = parsed.problem
        if parsed.game is not None:
            found.broken_games[key] = parsed.game
    return found


def _size(path: str) -> int:
    try:
        return os.stat(path).st_size
    except (OSError, ValueError):
        return 0


#: The folder (inside the player's variants folder, not scanned for New game) that keeps the
#: variants New game derives from a shipped one when the player changes its choices.
CHOSEN_FOLDER = "chosen"


#: At most this many characters of the player's file name go into a derived file's name.
NAME_STEM_CHARS = 60


def derived_variant_text(base: str, changes: dict[str, object],
                         values: dict[str, Any] | None = None) -> tuple[str, str]:
    """A derived variant's file name and YAML text: ``base`` with ``changes`` (``target``,
    ``survivors``, ``end``). A shipped ``base`` is extended by its id; the player's own file
    is copied in whole (its keys as read, ``extends`` resolved), so the derived file stands
    alone and keeps its rules when that file is edited. The name follows from the content,
    so the same choices always name the same file and a record that names it replays the
    same rules (``values``: the player's file's keys, when already read). The YAML is
    written by the YAML library (a file name with ``:``, ``*``, ``#`` or quotes is a value
    like any other). A file that cannot be read raises :class:`EngineError`."""
    suffix = "-".join(f"{key}{changes[key]}" for key in sorted(changes))
    if is_shipped(base):
        variant_id = f"{base}-{suffix}".replace("_", "")
        keys: dict[str, object] = {"extends": base, "id": variant_id}
        keys.update((key, changes[key]) for key in sorted(changes))
        header = (f"# {base} with the choices New game made; records of matches name this "
                  "file.\n")
        return f"{variant_id}.yaml", header + _dump(keys)
    if values is None:
        values = read_variant(base).values
    own = {key: value for key, value in values.items() if key != "id"}
    own.update(changes)
    body = _dump(dict(sorted(own.items())))
    digest = hashlib.sha256(body.encode("utf-8")).hexdigest()[:8]
    stem = Path(base).stem[:NAME_STEM_CHARS]
    variant_id = f"{stem}-{suffix}-{digest}".replace("_", "")
    header = ("# Your variant with the choices New game made; records of matches name this "
              "file.\n")
    return f"{variant_id}.yaml", header + _dump({"id": variant_id}) + body


def _dump(values: dict[str, object]) -> str:
    """``values`` as YAML, in their order (the player's keys are sorted by the caller)."""
    text: str = yaml.safe_dump(values, allow_unicode=True, sort_keys=False, width=96)
    return text
