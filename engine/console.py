"""Printing on any console: a command line's output never fails on the console's encoding.

A Western Windows console writes cp1252, which has no Japanese and no ``ā``; a player's file
name, a variant's name or a record's players' names may hold any character. Messages are
written with what the console cannot show escaped (``\\u3042``), and JSON in ASCII escapes
when the console cannot hold it as it is (the same JSON to any reader).
"""

from __future__ import annotations

import io
import json
import sys
from typing import Any, TextIO


def use_any_console() -> None:
    """Standard output and error escape what their encoding cannot write, instead of
    raising UnicodeEncodeError (call once, where a command line starts)."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and stream.errors == "strict":
            try:
                stream.reconfigure(errors="backslashreplace")
            except (ValueError, OSError):  # closed, or not reconfigurable: left as it is
                continue


def json_text(data: Any, stream: TextIO | None = None, indent: int = 2) -> str:
    """``data`` as JSON for ``stream`` (standard output by default): its characters as they
    are where the stream's encoding can write them all, else ASCII escapes."""
    text = json.dumps(data, indent=indent, ensure_ascii=False)
    encoding = getattr(stream if stream is not None else sys.stdout, "encoding", None)
    try:
        text.encode(encoding or "utf-8")
    except (UnicodeEncodeError, LookupError):
        text = json.dumps(data, indent=indent, ensure_ascii=True)
    return text + "\n"
