"""One copy of the program at a time on the player's files.

While it runs, the program holds an exclusive lock on ``<data>/cicera.lock`` (``flock`` on
POSIX, ``msvcrt.locking`` on Windows). The system drops the lock when the process ends, however
it ends (a kill or a crash included), so a stale lock file never keeps the player out. A
second copy that finds the lock held opens read-only (nothing it does is written) after
saying that another copy is open, and where.

The lock file is opened without following a link (``O_NOFOLLOW``): a link in its place is
never written through: it is renamed aside (kept, as every file the program cannot use) and
the lock file made anew, :attr:`DataLock.kept_aside` saying where the link went. Its one
line is written unbuffered, so that closing it never writes again (a full disk at quit is
not a traceback).
"""

from __future__ import annotations

import contextlib
import errno
import os
import socket
import stat
import sys
from dataclasses import dataclass
from pathlib import Path

from cicera_gui.storage.files import move_aside
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

    def __init__(self, path: Path, fd: int, kept_aside: Path | None = None) -> None:
        self.path = path
        self._fd: int | None = fd
        #: What was in the lock file's place (a link, a pipe, a folder), renamed aside.
        self.kept_aside = kept_aside

    @classmethod
    def acquire(cls, folder: Path) -> DataLock | OtherCopy | None:
        """The lock on ``folder``; :class:`OtherCopy` when another process holds it; None
        when no lock file can be made there at all (a read-only folder: then nothing can be
        written anyway, and the program runs as usual, saying so when a save fails)."""
        path = folder / LOCK_NAME
        kept: Path | None = None
        try:
            folder.mkdir(parents=True, exist_ok=True)
            try:
                fd = _open(path)
            except OSError as exc:
                if exc.errno not in (errno.ELOOP, errno.EINVAL, errno.EISDIR, errno.ENXIO):
                    raise
                kept = move_aside(path, "unusable")  # a link is moved, never followed
                if kept is None:
                    return None
                fd = _open(path)
        except OSError:
            return None
        try:
            _lock(fd)
        except OSError:
            os.close(fd)
            return OtherCopy(folder, _owner(path))
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"process {os.getpid()} on {socket.gethostname()}\n".encode())
        return cls(path, fd, kept)

    def release(self) -> None:
        """Let go of the lock; never raises (it runs as the program stops)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            with contextlib.suppress(OSError):
                _unlock(fd)
            with contextlib.suppress(OSError):
                os.close(fd)


def _open(path: Path) -> int:
    """The lock file, opened for reading and writing and made when missing, never through a
    link: OSError (ELOOP) when a link is in its place, and when it is not a regular file of
    its own (a hard link shares its bytes with a file elsewhere)."""
    if path.is_symlink():  # where O_NOFOLLOW is not known
        raise OSError(errno.ELOOP, f"{path} is a link")
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags, 0o644)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_nlink > 1:  # a hard link: shared
            raise OSError(errno.EINVAL, f"{path} is not a regular file of its own")
    except OSError:
        os.close(fd)
        raise
    return fd


def _owner(path: Path) -> str:
    try:
        text = safe_io.read_text(path, 200)
    except safe_io.ReadError:
        return ""
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line if line.isprintable() else ""


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
