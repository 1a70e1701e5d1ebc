"""One copy of the program at a time on the player's files.

While it runs, the program holds an exclusive lock on ``<data>/cicera.lock`` (``flock`` on
POSIX, ``msvcrt.locking`` on Windows). The system drops the lock when the process ends, however
it ends (a kill or a crash included), so a stale lock file never keeps the player out. A
second copy that finds the lock held opens read-only (nothing it does is written) after
saying that another copy is open, and where.
"""

from __future__ import annotations

import contextlib
import os
import socket
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from engine import safe_io

LOCK_NAME = "cicera.lock"


@dataclass(frozen=True)
class OtherCopy:
    """The copy of the program that holds the lock: its folder, and what it wrote of itself."""

    folder: Path
    owner: str  # "process 1234 on host", or "" when it could not be read


class DataLock:
    """The lock on one data folder, held from :meth:`acquire` until :meth:`release` (or the
    end of the process)."""

    def __init__(self, path: Path, handle: IO[bytes]) -> None:
        self.path = path
        self._handle: IO[bytes] | None = handle

    @classmethod
    def acquire(cls, folder: Path) -> DataLock | OtherCopy | None:
        """The lock on ``folder``; :class:`OtherCopy` when another process holds it; None
        when no lock file can be made there at all (a read-only folder: then nothing can be
        written anyway, and the program runs as usual, saying so when a save fails)."""
        path = folder / LOCK_NAME
        try:
            folder.mkdir(parents=True, exist_ok=True)
            handle = open(path, "a+b")  # noqa: SIM115 - held open as long as the lock
        except OSError:
            return None
        try:
            _lock(handle)
        except OSError:
            handle.close()
            return OtherCopy(folder, _owner(path))
        with contextlib.suppress(OSError):
            handle.seek(0)
            handle.truncate()
            handle.write(f"process {os.getpid()} on {socket.gethostname()}\n".encode())
            handle.flush()
        return cls(path, handle)

    def release(self) -> None:
        if self._handle is not None:
            with contextlib.suppress(OSError):
                _unlock(self._handle)
            self._handle.close()
            self._handle = None


def _owner(path: Path) -> str:
    try:
        text = safe_io.read_text(path, 200)
    except safe_io.ReadError:
        return ""
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line if line.isprintable() else ""


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(handle: IO[bytes]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock(handle: IO[bytes]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
