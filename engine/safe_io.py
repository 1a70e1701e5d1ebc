"""Reading a file that comes from outside, safely: the one reader for every user file and
every record (settings, the saved match, history records, the statistics cache, variant
files, ``engine replay``).

- Only a regular file is read. The file is opened without blocking (a named pipe in its
  place returns at once instead of waiting for a writer) and checked with ``fstat`` on the
  open descriptor, so a pipe, a device such as ``/dev/zero`` or ``/dev/urandom`` (or a link
  to one), a folder or a socket is refused before a byte is read.
- The size limit is checked before reading, and the read itself stops one byte past it (a
  file that grows while it is read is refused too).
- Text is UTF-8. JSON is checked for its nesting depth before it is parsed, and a number
  too long for Python (over 4,300 digits) is an error like any other.

Every failure is a :class:`ReadError` whose message says what is wrong in a few words,
never quoting the file's content; :class:`Missing` (a subclass) when there is no file.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Any

from engine.bounds import MAX_JSON_BYTES, MAX_JSON_DEPTH


class ReadError(ValueError):
    """A file that cannot be used: the message says why, in a few words; ``reason``: the
    system's own words when the system refused it (e.g. "Permission denied")."""

    def __init__(self, message: str, reason: str = "") -> None:
        super().__init__(message)
        self.reason = reason


class Missing(ReadError):
    """There is no such file."""


_OPEN_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
_CHUNK = 1 << 20


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def size_text(size: int) -> str:
    """``16 MB``, ``1 MB``, ``64 kB``: a limit as a message says it."""
    if size >= 1_000_000:
        return f"{size / 1_000_000:g} MB"
    if size >= 1000:
        return f"{size / 1000:g} kB"
    return f"{size} bytes"


def read_bytes(path: str | Path, limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them (ReadError otherwise)."""
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except (FileNotFoundError, NotADirectoryError):  # a file on the way: no such file
        raise Missing("no such file") from None
    except IsADirectoryError:
        raise ReadError("not a regular file (a folder)") from None
    except OSError as exc:
        raise ReadError(f"cannot be read: {exc.strerror or type(exc).__name__}",
                        exc.strerror or "") from None
    except ValueError:  # a NUL character in the name
        raise ReadError("not a valid file name") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ReadError(f"not a regular file ({_kind(info.st_mode)})")
        too_large = f"too large (over {size_text(limit)})"
        if info.st_size > limit:
            raise ReadError(too_large)
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
            if not chunk:
                break
            total += len(chunk)
            chunks.append(chunk)
            if total > limit:
                raise ReadError(too_large)
        return b"".join(chunks)
    except OSError as exc:
        raise ReadError(f"cannot be read: {exc.strerror or type(exc).__name__}",
                        exc.strerror or "") from None
    finally:
        os.close(fd)


def read_text(path: str | Path, limit: int) -> str:
    """The UTF-8 text of the regular file ``path`` (at most ``limit`` bytes)."""
    data = read_bytes(path, limit)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ReadError("not a UTF-8 text file") from None


# A JSON string (with its escapes), and anything that is not a bracket.
_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def nested_deeper_than(text: str, limit: int) -> bool:
    """Whether the JSON ``text`` nests arrays and objects more than ``limit`` deep.

    Fast on any input: strings are dropped, then the innermost bracket pairs are removed
    pass by pass (each pass at C speed), at most ``limit`` passes; what is left after that
    is either nested deeper or not balanced (then not valid JSON anyway)."""
    brackets = _NOT_BRACKET.sub("", _JSON_STRING.sub("", text))
    passes = 0
    while brackets and passes < limit:
        shorter = brackets.replace("[]", "").replace("{}", "")
        if len(shorter) == len(brackets):
            break
        brackets = shorter
        passes += 1
    depth = passes
    for char in brackets:
        depth += 1 if char in "[{" else -1
        if depth > limit:
            return True
        if depth < passes:  # closes more than it opened: not valid JSON, and not deep
            return False
    return False


def parse_json(text: str, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """The JSON value in ``text``; ReadError (line and column where known) when it is not
    valid, nests deeper than ``max_depth`` or holds a number too long to read."""
    if nested_deeper_than(text, max_depth):
        raise ReadError(f"nested too deeply (over {max_depth} levels)")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ReadError(
            f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except ValueError:  # Python's int-string limit: a number of over 4,300 digits
        raise ReadError("holds a number too long to read (over 4,300 digits)") from None
    except RecursionError:
        raise ReadError(f"nested too deeply (over {max_depth} levels)") from None
    except MemoryError:
        raise ReadError("too large to read") from None


def read_json(path: str | Path, limit: int = MAX_JSON_BYTES,
              max_depth: int = MAX_JSON_DEPTH) -> Any:
    """The JSON value in the regular UTF-8 file ``path`` (ReadError, or Missing)."""
    return parse_json(read_text(path, limit), max_depth)
