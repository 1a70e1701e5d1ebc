"""Reading and writing the player's JSON files without ever losing one.

Every write is atomic (:func:`engine.files.write_text_atomic`: a temporary file, fsync,
``os.replace``). A file that cannot be read is never deleted: it is renamed aside
(``settings.json.corrupt-20261121-134455``) and the player is told once, through a
:class:`Notice`.
"""

from __future__ import annotations

import contextlib
import errno
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from engine import safe_io
from engine.bounds import MAX_JSON_BYTES, one_line
from engine.errors import EngineError
from engine.files import write_bytes_atomic, write_text_atomic
from engine.record_files import record_text

#: What :class:`BackgroundWriter` writes: the text, or a function that makes it (called on
#: the writer's thread).
Content = str | Callable[[], str]

#: Temporary files older than this are left-overs of a killed write and are removed.
STALE_TEMP_SECONDS = 3600


@dataclass(frozen=True)
class Notice:
    """Something the player must hear about once: a source string and its parameters
    (translated when shown, so a language switch applies)."""

    message: str
    params: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # whatever a file held, what is shown is one line of bounded length
        object.__setattr__(self, "params", {key: one_line(str(value))
                                            for key, value in self.params.items()})


class Unreadable(Exception):
    """A file that exists but is not what it should be; the message says why; ``reason``:
    the system's own words when the system refused it."""

    def __init__(self, message: str, reason: str = "") -> None:
        super().__init__(message)
        self.reason = reason


def read_json(path: Path, limit: int = MAX_JSON_BYTES) -> Any:
    """The JSON in ``path``; None when there is no such file; :class:`Unreadable` when it
    cannot be read or is not valid UTF-8 JSON: not a regular file (a pipe, a device, a
    folder), over ``limit`` bytes, nested too deeply, a number too long (see
    :mod:`engine.safe_io`, the one reader of every file from outside)."""
    try:
        return safe_io.read_json(path, limit)
    except safe_io.Missing:
        return None
    except safe_io.ReadError as exc:
        raise Unreadable(str(exc), exc.reason) from None


def json_text(data: Any) -> str:
    """``data`` as the program writes every JSON file: compact, one line, never larger than
    :func:`read_json` reads back (:class:`engine.errors.RecordError` when it would be)."""
    return record_text(data)


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as JSON, atomically: the old file or the new one, never half of one
    (ValueError, nothing written, when it would be larger than the program reads)."""
    write_text_atomic(path, json_text(data))


def _aside_name(path: Path, why: str) -> Path | None:
    """A free name beside ``path`` for it kept aside: ``<name>.<why>-<timestamp>`` (a number
    added when that is taken, even by a dangling link); None when none is free."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    for attempt in range(100):
        suffix = f"-{attempt}" if attempt else ""
        target = path.with_name(f"{path.name}.{why}-{stamp}{suffix}")
        if not os.path.lexists(target):
            return target
    return None


def move_aside(path: Path, why: str = "corrupt") -> Path | None:
    """Rename ``path`` to ``<name>.<why>-<timestamp>`` beside it, keeping every byte.

    Returns the new path, or None when the file could not be renamed (then it stays): a
    folder the program may not read or write included, where even asking whether a name is
    taken fails.
    """
    try:
        target = _aside_name(path, why)
        if target is not None:
            os.replace(path, target)
        return target
    except OSError:
        return None


def copy_aside(path: Path, why: str = "invalid") -> Path | None:
    """A copy of ``path`` as ``<name>.<why>-<timestamp>`` beside it (the file itself stays,
    for the part of it that is sound); None when it could not be made."""
    try:
        data = safe_io.read_bytes(path, MAX_JSON_BYTES)
        target = _aside_name(path, why)
        if target is not None:
            write_bytes_atomic(target, data)
        return target
    except (OSError, safe_io.ReadError):
        return None


def list_folder(folder: Path, suffix: str) -> list[Path]:
    """The entries of ``folder`` whose names end with ``suffix``, sorted; none when there
    is no such folder. OSError when there is one but it cannot be listed (no permission, or
    a file in its place): the caller says what was left out, never a silent empty list."""
    try:
        with os.scandir(folder) as entries:
            return sorted(Path(entry.path) for entry in entries if entry.name.endswith(suffix))
    except FileNotFoundError:
        return []


def remove_stale_temporaries(folder: Path) -> None:
    """Delete the temporary files an interrupted atomic write left behind (old ones only:
    a second copy of the program may be writing a fresh one right now)."""
    now = time.time()
    with contextlib.suppress(OSError):
        for entry in folder.glob(".*.tmp"):
            with contextlib.suppress(OSError):
                if now - entry.stat().st_mtime > STALE_TEMP_SECONDS:
                    entry.unlink()


def folder_time(folder: Path) -> int | None:
    """When ``folder``'s list of files last changed (ns), None if it cannot be told."""
    try:
        return folder.stat().st_mtime_ns
    except OSError:
        return None


class BackgroundWriter:
    """Writes files (atomically) on a thread of its own, in the order asked, so that a slow
    disk's fsync never stalls a frame. What is written may be given as a function that makes
    the text (:data:`Content`): it is called on this thread, so a large save is serialised
    off the frame too. A write superseded by a later one to the same file before it started
    is skipped (never serialised). Failures are collected for :meth:`take_failures`.

    :meth:`archive` moves a file's content to a new file and removes the old one only once
    the new one is safely written; when that fails (a full disk), the old file stays, is
    written no more until the archive succeeds (:meth:`retry_archives`), and so the only copy
    of a finished match is never lost."""

    def __init__(self) -> None:
        # (path, content, source): content None deletes path; a source is removed once path
        # is written
        self._queue: list[tuple[Path, Content | None, Path | None]] = []
        self._busy = False
        self._failures: list[tuple[Path, OSError]] = []
        self._unarchived: dict[Path, tuple[Path, str]] = {}  # source -> (target, text)
        #: Called on this thread once an archive is safely written, with its target, its text
        #: and the target folder's time just before (None if unknown).
        self.archived: Callable[[Path, str, int | None], None] | None = None
        self._condition = threading.Condition()
        self._thread: threading.Thread | None = None

    def write(self, path: Path, text: Content | None) -> None:
        """Queue writing ``text`` to ``path`` (or deleting ``path`` when ``text`` is None)."""
        self._put(path, text, None)

    def archive(self, target: Path, text: Content, source: Path) -> None:
        """Queue writing ``text`` to ``target`` and, once it is safely there, removing
        ``source``. If ``target`` cannot be written, ``text`` goes to ``source`` instead (as
        far as it can) and ``source`` is kept, untouched by later writes, until
        :meth:`retry_archives` succeeds."""
        self._put(target, text, source)

    def _put(self, path: Path, text: Content | None, source: Path | None) -> None:
        with self._condition:
            self._queue.append((path, text, source))
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="cicera-save",
                                                daemon=True)
                self._thread.start()
            self._condition.notify_all()

    @property
    def unarchived(self) -> bool:
        """Whether an archive failed and waits for :meth:`retry_archives`."""
        with self._condition:
            return bool(self._unarchived)

    def retry_archives(self) -> None:
        """Try the failed archives again (e.g. when the player freed some disk space)."""
        with self._condition:
            waiting = list(self._unarchived.items())
        for source, (target, text) in waiting:
            self.archive(target, text, source)

    def _run(self) -> None:
        while True:
            with self._condition:
                while not self._queue:
                    self._busy = False
                    self._condition.notify_all()
                    if not self._condition.wait(timeout=30):
                        self._thread = None
                        return
                batch, self._queue = self._queue, []
                self._busy = True
            for index, (path, text, source) in enumerate(batch):
                if any(later == path for later, _, _ in batch[index + 1:]):
                    continue  # a newer version of this file follows
                try:
                    self._do(path, text, source)
                except Exception as exc:  # never a writer that dies and leaves flush waiting
                    self._fail(path, OSError(errno.EIO, one_line(f"{type(exc).__name__}: {exc}")))

    def _do(self, path: Path, content: Content | None, source: Path | None) -> None:
        with self._condition:
            held = path in self._unarchived
        if held and source is None:  # the only copy of a match not yet archived: keep it
            self._fail(path, OSError(errno.EBUSY, "the last finished match is not yet in "
                                                  "the history (it is kept until it is)"))
            return
        try:
            text = content() if callable(content) else content
        except OSError as exc:  # the content's own check refused the write
            self._fail(path, exc)
            return
        except (EngineError, ValueError, RecursionError) as exc:  # too large to be read back
            self._fail(path, OSError(errno.EFBIG, str(exc)))
            return
        before = folder_time(path.parent) if source is not None else None
        try:
            if text is None:
                path.unlink(missing_ok=True)
            else:
                write_text_atomic(path, text)
        except OSError as exc:
            self._fail(path, exc)
            if source is not None and text is not None:
                with contextlib.suppress(OSError):  # the finished match where it was
                    write_text_atomic(source, text)
                with self._condition:
                    self._unarchived[source] = (path, text)
            return
        if source is not None:
            with self._condition:
                self._unarchived.pop(source, None)
            if self.archived is not None and text is not None:
                self.archived(path, text, before)
            try:
                source.unlink(missing_ok=True)
            except OSError as exc:
                self._fail(source, exc)

    def _fail(self, path: Path, exc: OSError) -> None:
        with self._condition:
            self._failures.append((path, exc))

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every queued write is on disk; False on timeout."""
        deadline = time.monotonic() + timeout
        with self._condition:
            while self._queue or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._condition.wait(timeout=left)
        return True

    def take_failures(self) -> list[tuple[Path, OSError]]:
        with self._condition:
            failures, self._failures = self._failures, []
        return failures
