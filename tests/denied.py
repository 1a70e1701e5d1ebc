"""A folder the program may not read or write, as a player's could be (``chmod 000``, a
folder of another user), made so for this process even when the tests run as root (where
file permissions deny nothing): every call of ``os`` and ``open`` on a path inside it fails
with PermissionError, and the folder itself cannot be listed or opened, as the system does.
"""

from __future__ import annotations

import builtins
import errno
import io
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

#: The calls of ``os`` whose first argument is a path.
PATH_CALLS = ("open", "stat", "lstat", "scandir", "listdir", "mkdir", "replace", "rename",
              "unlink", "remove", "rmdir", "utime", "chmod", "access")
#: The calls that are refused on the folder itself (it exists, but cannot be looked into).
ON_THE_FOLDER = ("open", "scandir", "listdir", "replace", "rename", "rmdir", "chmod")


def _path(value: object) -> Path | None:
    if isinstance(value, str | os.PathLike) and not isinstance(value, bytes):
        return Path(os.path.abspath(os.fspath(value)))
    return None


#: The calls that write (with ``open`` and ``os.open``: when asked to write).
WRITING = ("mkdir", "replace", "rename", "unlink", "remove", "rmdir", "utime", "chmod")
_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC


def _writes(name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    if name in WRITING:
        return True
    if name == "open":
        mode = args[1] if len(args) > 1 else kwargs.get("flags", kwargs.get("mode", "r"))
        if isinstance(mode, int):
            return bool(mode & _WRITE_FLAGS)
        return any(char in str(mode) for char in "wax+")
    return False


def deny(monkeypatch: pytest.MonkeyPatch, *folders: Path, read_only: bool = False) -> None:
    """From now on (until the test ends), ``folders`` may not be read or written (or, with
    ``read_only``, read but not written: ``chmod 500``)."""
    denied = [Path(os.path.abspath(folder)) for folder in folders]

    def refused(name: str, *paths: object) -> bool:
        for value in paths:
            path = _path(value)
            if path is None:
                continue
            for folder in denied:
                if folder in path.parents or (path == folder and name in ON_THE_FOLDER):
                    return True
        return False

    def wrap(name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            paths = args[:2] if name in ("replace", "rename") else args[:1]
            if read_only and not _writes(name, args, kwargs):
                return real(*args, **kwargs)
            if refused(name, *paths):
                raise PermissionError(errno.EACCES, "Permission denied", str(args[0]))
            return real(*args, **kwargs)

        return call

    for name in PATH_CALLS:
        monkeypatch.setattr(os, name, wrap(name, getattr(os, name)))
    monkeypatch.setattr(builtins, "open", wrap("open", builtins.open))
    monkeypatch.setattr(io, "open", wrap("open", io.open))


def deny_file(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """From now on, the file ``path`` may not be opened (``chmod 000`` on the file: its folder
    can still rename it)."""
    target = Path(os.path.abspath(path))

    def wrap(real: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            if args and _path(args[0]) == target:
                raise PermissionError(errno.EACCES, "Permission denied", str(args[0]))
            return real(*args, **kwargs)

        return call

    monkeypatch.setattr(os, "open", wrap(os.open))
    monkeypatch.setattr(builtins, "open", wrap(builtins.open))
    monkeypatch.setattr(io, "open", wrap(io.open))
