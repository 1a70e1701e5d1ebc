"""Every length and size the program accepts from outside, in one place, and the one way a
value from outside is quoted in a message.

Files and records come from the player's disk, from other people (an imported record, a
shared variant) or from an attacker; each is bounded at the edge where it comes in, the
same way everywhere: how big a file may be, how deeply it may nest, how long a name or a
description may be. A message quotes at most :data:`QUOTE_CHARS` characters of a bad value,
with control characters escaped, so an error line stays one short line whatever the file
held.
"""

from __future__ import annotations

import re
import reprlib
from typing import Any

#: The largest JSON file read: a record, the saved match, a history record, the statistics
#: cache. A long match (hundreds of hands) is well under 1 MB.
MAX_JSON_BYTES = 16_000_000
#: The largest settings file (a few hundred bytes in practice).
MAX_SETTINGS_BYTES = 1_000_000
#: The largest variant YAML file.
MAX_VARIANT_BYTES = 1_000_000
#: How deeply a JSON file may nest (a record nests 7 levels).
MAX_JSON_DEPTH = 32
#: How deeply a variant's YAML may nest (a deal nests 5 levels).
MAX_YAML_DEPTH = 16
#: The most digits a number in a variant file may have.
MAX_NUMBER_DIGITS = 30
#: The longest variant id, file path or other name used to find a file.
MAX_PATH_CHARS = 4096
#: A variant's name and id, as shown in menus and titles.
MAX_NAME_CHARS = 80
#: A variant's description, as shown under Rules.
MAX_DESCRIPTION_CHARS = 2000
#: The most characters of a bad value a message quotes.
QUOTE_CHARS = 40
#: The longest one-line message printed or shown (a file's path included).
MESSAGE_CHARS = 600

ELLIPSIS = "…"


class _BoundedRepr(reprlib.Repr):
    """``repr`` that never expands more than a few items and levels (so a value shared many
    times over, or nested deeply, costs nothing to quote) and never converts a huge int."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.maxlevel = 3
        self.maxtuple = self.maxlist = self.maxarray = self.maxset = self.maxfrozenset = 6
        self.maxdeque = 6
        self.maxdict = 4
        self.maxstring = self.maxother = self.maxlong = limit + 2

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 4 * QUOTE_CHARS:  # over about 48 digits: never turned into text
            return f"<a number of about {int(x.bit_length() * 0.30103)} digits>"
        return super().repr_int(x, level)

    def repr_str(self, x: str, level: int) -> str:
        return repr(x[: self.maxstring])


def clip(text: str, limit: int = MESSAGE_CHARS) -> str:
    """``text`` cut to ``limit`` characters, an ellipsis marking the cut."""
    return text if len(text) <= limit else text[: max(0, limit - 1)] + ELLIPSIS


def shorten(text: str, limit: int = 160) -> str:
    """``text`` (e.g. a file's path) cut in the middle to ``limit`` characters, so that both
    its start and its end (the file's name) stay readable."""
    if len(text) <= limit:
        return text
    half = (limit - 1) // 2
    return text[:half] + ELLIPSIS + text[len(text) - (limit - 1 - half):]


def quote(value: Any, limit: int = QUOTE_CHARS) -> str:
    """A value from a file, for a message: as ``repr`` shows it (so ``'abc'``, ``[1, 2]``;
    control characters escaped), cut to ``limit`` characters with an ellipsis."""
    shown = _BoundedRepr(limit).repr(value)
    return clip(shown, limit)


def clip_words(text: str, limit: int = QUOTE_CHARS) -> str:
    """``text`` with every word (a run without spaces) of over ``limit`` characters cut to
    ``limit``: for a message that quotes values it did not mark, such as a command line's
    usage error (``unrecognized arguments: …``)."""
    return re.sub(rf"\S{{{limit + 1},}}", lambda found: clip(found.group(0), limit), text)


def one_line(text: str, limit: int = MESSAGE_CHARS) -> str:
    """A message made safe for one line of a terminal or a dialog: every control or
    invisible formatting character escaped as ``repr`` would (``\\x1b``, ``\\n``,
    ``\\u202e``), cut to ``limit`` characters with an ellipsis."""
    if not text.isprintable():
        text = "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)
    return clip(text, limit)
