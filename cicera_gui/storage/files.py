"""Reading and writing the player's JSON files without ever losing one.

Every write is atomic (:func:`engine.files.write_text_atomic`: a temporary file, fsync,
``os.replace``). A file that cannot be read is never deleted: it is renamed aside
(``settings.json.corrupt-20261121-134455``) and the player is told once, through a
:class:`Notice`.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from engine.files import write_text_atomic

#: Temporary files older than this are left-overs of a killed write and are removed.
STALE_TEMP_SECONDS = 3600


@dataclass(frozen=True)
class Notice:
    """Something the player must hear about once: a source string and its parameters
    (translated when shown, so a language switch applies)."""

    message: str
    params: dict[str, str] = field(default_factory=dict)


class Unreadable(Exception):
    """A file that exists but is not what it should be; the message says why."""


def read_json(path: Path) -> Any:
    """The JSON in ``path``; None when there is no such file; :class:`Unreadable` when it
    cannot be read or is not valid UTF-8 JSON."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise Unreadable(f"cannot be read: {exc.strerror or exc}") from None
    try:
        return json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise Unreadable("not a text file") from None
    except json.JSONDecodeError as exc:
        raise Unreadable(f"not valid JSON (line {exc.lineno}, column {exc.colno}: "
                         f"{exc.msg})") from None
    except RecursionError:
        raise Unreadable("nested too deeply to be one of the program's files") from None


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as JSON, atomically: the old file or the new one, never half of one."""
    write_text_atomic(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def move_aside(path: Path, why: str = "corrupt") -> Path | None:
    """Rename ``path`` to ``<name>.<why>-<timestamp>`` beside it, keeping every byte.

    Returns the new path, or None when the file could not be renamed (then it stays).
    """
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    for attempt in range(100):
        suffix = f"-{attempt}" if attempt else ""
        target = path.with_name(f"{path.name}.{why}-{stamp}{suffix}")
        if target.exists():
            continue
        try:
            os.replace(path, target)
        except OSError:
            return None
        return target
    return None


def remove_stale_temporaries(folder: Path) -> None:
    """Delete the temporary files an interrupted atomic write left behind (old ones only:
    a second copy of the program may be writing a fresh one right now)."""
    now = time.time()
    with contextlib.suppress(OSError):
        for entry in folder.glob(".*.tmp"):
            with contextlib.suppress(OSError):
                if now - entry.stat().st_mtime > STALE_TEMP_SECONDS:
                    entry.unlink()
