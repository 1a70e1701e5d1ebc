"""One copy of the program at a time on the player's files.

While it runs, the program holds an exclusive lock on ``<data>/cicera.lock`` (``flock`` on
POSIX, ``msvcrt.locking`` on Windows). The system drops the lock when the process ends, however
it ends (a kill or a crash included), so a stale lock file never keeps the player out. A
second copy that finds the lock held opens read-only (nothing it does is written) after
saying that another copy is open, and where.

The lock file is opened without following a link (``O_NOFOLLOW``): a link in its place is
never written through: it is renamed aside (kept, as every file the program cannot use) and
the lock file made anew, :attr:`DataLock.kept_aside` saying where the link went. A lock file
shared with another name (a hard link) is locked first, then replaced by one of its own. A
lock file the program may only read is locked all the same; where no lock can be had at all,
the copy writes nothing and says why (:class:`NoLock`). Its one line is written unbuffered,
so that closing it never writes again (a full disk at quit is not a traceback).
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


@dataclass(frozen=True)
class NoLock:
    """No lock can be had on the folder: this copy must write nothing there (it could not
    tell whether another copy writes). ``file`` is the lock file when it is the trouble,
    None when the folder itself cannot be used; ``why`` the system's words."""

    folder: Path
    why: str
    file: Path | None = None


#: How often a lock file replaced under a starting copy is tried again.
ATTEMPTS = 5


class DataLock:
    """The lock on one data folder, held from :meth:`acquire` until :meth:`release` (or the
    end of the process)."""

    def __init__(self, path: Path, fd: int, kept_aside: Path | None = None) -> None:
        self.path = path
        self._fd: int | None = fd
        #: What was in the lock file's place (a link, a pipe, a folder), renamed aside.
        self.kept_aside = kept_aside

    @classmethod
    def acquire(cls, folder: Path) -> DataLock | OtherCopy | NoLock:
        """The lock on ``folder``; :class:`OtherCopy` when another process holds it;
        :class:`NoLock` when none can be had (the folder cannot be made, the lock file can be
        neither opened nor put aside): exactly one copy may write, or none.

        The lock is taken on the file as it is, then checked to be still the file of that
        name (a copy that replaced it meanwhile is never held off by a lock on a file gone);
        a file shared with another name (a hard link, as backup snapshots make them) is
        locked, then replaced by a file of its own, never written."""
        path = folder / LOCK_NAME
        kept: Path | None = None
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return NoLock(folder, _folder_why(folder, exc))
        for _attempt in range(ATTEMPTS):
            try:
                fd, writable = _open(path)
            except _Unusable as exc:
                if kept is not None:  # put aside once already, and unusable again
                    return NoLock(folder, _why(exc), path)
                kept = move_aside(path, "unusable")  # a link is moved, never followed
                if kept is None:
                    return NoLock(folder, _why(exc), path)
                continue
            except OSError as exc:
                return NoLock(folder, _why(exc), path)
            try:
                _lock(fd)
            except OSError:
                os.close(fd)
                return OtherCopy(folder, _owner(path))
            if not _still_there(fd, path):  # replaced by a copy that took it meanwhile
                os.close(fd)
                continue
            if os.fstat(fd).st_nlink > 1:  # held; shared with a file elsewhere: replaced
                try:
                    fd, writable = _own_file(path, fd), True
                except OSError as exc:
                    os.close(fd)
                    return NoLock(folder, _why(exc), path)
            if writable:
                with contextlib.suppress(OSError):
                    os.ftruncate(fd, 0)
                    os.lseek(fd, 0, os.SEEK_SET)
                    os.write(fd, f"process {os.getpid()} on {socket.gethostname()}\n".encode())
            return cls(path, fd, kept)
        return NoLock(folder, "it kept being replaced", path)

    def release(self) -> None:
        """Let go of the lock; never raises (it runs as the program stops)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            with contextlib.suppress(OSError):
                _unlock(fd)
            with contextlib.suppress(OSError):
                os.close(fd)


class _Unusable(OSError):
    """Something other than a lock file of the program's lies in its place (a link, a
    folder, a pipe, a device): it is put aside."""


def _why(exc: OSError) -> str:
    return exc.strerror or str(exc)


def _folder_why(folder: Path, exc: OSError) -> str:
    """Why ``folder`` cannot be made, naming the file that stands where a folder must be."""
    for above in (folder, *folder.parents):
        if above.exists() and not above.is_dir():
            return f"{above} is a file, not a folder"
    return _why(exc)


_FLAGS = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)


def _open(path: Path) -> tuple[int, bool]:
    """The lock file, made when missing, never through a link, and whether it could be
    opened for writing (one the program may only read, left by another user, is locked
    all the same: a lock needs no writing). :class:`_Unusable` when something else is in
    its place."""
    if path.is_symlink():  # where O_NOFOLLOW is not known
        raise _Unusable(errno.ELOOP, "it is a link")
    writable = True
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | _FLAGS, 0o644)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.EISDIR, errno.ENXIO, errno.EINVAL):
            raise _Unusable(exc.errno, _why(exc)) from None
        if exc.errno not in (errno.EACCES, errno.EPERM, errno.EROFS):
            raise
        try:
            fd = os.open(path, os.O_RDONLY | _FLAGS)
        except OSError:
            raise exc from None  # neither: said with the first refusal
        writable = False
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise _Unusable(errno.EINVAL, "it is not a regular file")
    except OSError:
        os.close(fd)
        raise
    return fd, writable


def _still_there(fd: int, path: Path) -> bool:
    """Whether the file ``fd`` is still the one called ``path``."""
    try:
        now = os.lstat(path)
    except OSError:
        return False
    held = os.fstat(fd)
    return (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino)


def _own_file(path: Path, shared: int) -> int:
    """A lock file of its own, locked, put in the place of ``shared`` (held: a copy starting
    meanwhile waits on it, then finds it replaced), which is let go."""
    temporary = path.with_name(f".{LOCK_NAME}.{os.getpid()}.new")
    with contextlib.suppress(FileNotFoundError):
        temporary.unlink()
    fd = os.open(temporary, os.O_RDWR | os.O_CREAT | os.O_EXCL | _FLAGS, 0o644)
    try:
        _lock(fd)
        os.replace(temporary, path)
    except OSError:
        os.close(fd)
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    os.close(shared)
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
