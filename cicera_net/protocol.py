"""The table protocol's messages (``docs/PROTOCOL.md``): versioned JSON objects, one a
WebSocket text frame, each with a ``type``. A message from a client is checked here, field by
field, before the table sees it: a frame too large, text that is not JSON, an unknown type, a
missing or mistyped field each give a :class:`ProtocolError` with a code the client can act
on and a sentence a programmer can read.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

#: The protocol's version: a client says it in ``hello``; the server answers with its own.
VERSION = 1
#: The largest frame the server reads from a client, in bytes (a move is a few dozen).
MAX_FRAME = 4096
#: The most messages a connection may send in :data:`RATE_WINDOW` seconds.
RATE_LIMIT = 40
RATE_WINDOW = 10.0
#: A player's name: at most this many characters, printable.
MAX_NAME = 24

#: Table talk: the fixed phrases, each shown to every reader in their own language.
PHRASES = ("well_played", "sorry_partner", "your_turn", "good_game", "thanks", "hello",
           "oops", "nice_try")

#: What each client message holds: each field's type, and whether it may be left out.
CLIENT_MESSAGES: dict[str, dict[str, tuple[type | tuple[type, ...], bool]]] = {
    "hello": {"version": (int, True), "code": (str, True), "name": (str, True),
              "seat": (int, False), "token": (str, False)},
    "look": {"version": (int, True), "code": (str, True)},
    "play": {"move": (str, True), "at": (int, True)},
    "say": {"phrase": (str, True)},
    "ping": {},
}


class ProtocolError(Exception):
    """A message the server cannot take: ``code`` says which kind (``docs/PROTOCOL.md``,
    "Errors"), the text says what was wrong."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def to_message(self) -> dict[str, Any]:
        return {"type": "error", "code": self.code, "message": self.message}


@dataclass(frozen=True)
class ClientMessage:
    """A client's message, checked: its type and its fields."""

    type: str
    fields: Mapping[str, Any]

    def __getitem__(self, key: str) -> Any:
        return self.fields[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.fields.get(key, default)


def decode(frame: str | bytes) -> ClientMessage:
    """A client's frame read and checked (see the module's docstring)."""
    if isinstance(frame, bytes):
        raise ProtocolError("bad_frame", "messages are text frames of JSON, not binary")
    if len(frame.encode("utf-8")) > MAX_FRAME:
        raise ProtocolError("too_large", f"a message is at most {MAX_FRAME} bytes")
    try:
        data = json.loads(frame)
    except (json.JSONDecodeError, RecursionError):
        raise ProtocolError("bad_json", "the message is not JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", "a message is a JSON object")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in CLIENT_MESSAGES:
        raise ProtocolError("unknown_type",
                            f"unknown message type {kind!r}: one of {sorted(CLIENT_MESSAGES)}")
    schema = CLIENT_MESSAGES[kind]
    extra = sorted(set(data) - set(schema) - {"type"})
    if extra:
        raise ProtocolError("bad_field", f"{kind}: unknown field {extra[0]!r}")
    fields: dict[str, Any] = {}
    for name, (wanted, required) in schema.items():
        if name not in data:
            if required:
                raise ProtocolError("bad_field", f"{kind}: the field {name!r} is missing")
            continue
        value = data[name]
        if isinstance(value, bool) or not isinstance(value, wanted):
            raise ProtocolError("bad_field", f"{kind}: the field {name!r} has the wrong type")
        fields[name] = value
    return ClientMessage(kind, fields)


def encode(message: Mapping[str, Any]) -> str:
    """A server message as its frame's text."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def clean_name(name: str) -> str:
    """A player's name as shown to the others: printable, trimmed, at most
    :data:`MAX_NAME` characters; ProtocolError when nothing is left."""
    cleaned = "".join(char for char in name if char.isprintable()).strip()[:MAX_NAME]
    if not cleaned:
        raise ProtocolError("bad_name", "a name needs at least one printable character")
    return cleaned
