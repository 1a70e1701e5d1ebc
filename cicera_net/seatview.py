"""A seat's view as JSON (``docs/PROTOCOL.md``, "The seat's view"): the family's own view
(the same ``view(seat)`` a computer opponent receives) written field by field, so that a
client is sent exactly what its seat may know and nothing the server holds besides.

Cards are written as the records write them (``"10d"``), moves as their text (``"9d:2d+3d"``,
``"give"``), the rules as the variant's id; tuples and sets become lists (a set's cards in
order), a nested value (a trick) an object of its fields.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import types
import typing
from typing import Any

from engine.cards import Card, deck

#: The scalars that pass as they are (exactly these types: a card is an int too).
_PLAIN = frozenset((str, int, float, bool, type(None)))
#: Every card's text, by number (a view names dozens of cards).
_CARD_TEXT = tuple(str(card) for card in deck(52))
#: Each dataclass type's field names, and whether it has a text form of its own (a move).
_SHAPES: dict[type, tuple[tuple[str, ...], bool]] = {}


def to_json(value: Any, memo: dict[int, Any] | None = None) -> Any:
    """``value`` as JSON-ready data (see the module's docstring). ``memo``: the forms of
    the tuples already written, by identity, for the views of one position (the seats'
    views share most of their parts); its values must live while it is used."""
    kind = type(value)
    if memo is not None and kind is tuple:
        found = memo.get(id(value))
        if found is None:
            found = memo[id(value)] = (value, _to_json(value, memo))
        return found[1]
    return _to_json(value, memo)


def _to_json(value: Any, memo: dict[int, Any] | None) -> Any:
    kind = type(value)
    if kind is Card:
        return _CARD_TEXT[value]
    if kind in _PLAIN:
        return value
    if kind is tuple or kind is list:
        if value and type(value[0]) is Card and all(type(item) is Card for item in value):
            return [_CARD_TEXT[item] for item in value]
        if all(type(item) is int for item in value):
            return list(value)
        return [to_json(item, memo) for item in value]
    if kind is frozenset or kind is set:
        if all(type(item) is Card for item in value):
            return [_CARD_TEXT[item] for item in sorted(value)]
        items = [to_json(item) for item in value]
        return sorted(items, key=lambda item: (str(type(item)), item))
    if isinstance(value, enum.Enum):
        return to_json(value.value, memo)
    if hasattr(value, "id") and hasattr(value, "game") and hasattr(value, "players"):
        return value.id  # a rule set: the variant's id
    shape = _SHAPES.get(kind)
    if shape is None:
        if not dataclasses.is_dataclass(value) or isinstance(value, type):
            raise TypeError(f"no JSON form for {kind.__name__}")
        own: Any = kind.__str__
        shape = _SHAPES[kind] = (tuple(f.name for f in dataclasses.fields(value)),
                                 own.__qualname__.split(".")[0] == kind.__name__)
    names, text = shape
    if text:  # a move: its text, as records write it
        return _text(value)
    return {name: to_json(getattr(value, name), memo) for name in names}


@functools.lru_cache(maxsize=65536)
def _text(move: Any) -> str:
    """A move's text (moves recur in every view of a hand: worked out once)."""
    return str(move)


def view_json(view: Any, memo: dict[int, Any] | None = None) -> dict[str, Any]:
    """A seat's view, for its client: its fields (see the module's docstring); ``memo``
    shared by the views of one position."""
    data = to_json(view, memo)
    if not isinstance(data, dict):
        raise TypeError("a seat's view is a record of fields")
    return data


def view_from_json(data: dict[str, Any], kind: type, rules: Any) -> Any:
    """The family's view (a dataclass of type ``kind``) again from its JSON (the other way
    of :func:`view_json`): each field read as its declared type says; ``rules`` for the
    rule set, which the JSON names by id. Raises ``ValueError`` on a field that does not
    fit."""
    return _from_json(data, kind, rules)


def _hints(kind: type) -> dict[str, Any]:
    found = _HINTS.get(kind)
    if found is None:
        found = _HINTS[kind] = typing.get_type_hints(kind)
    return found


#: Each dataclass's fields with their declared types, by type.
_HINTS: dict[type, dict[str, Any]] = {}


def _from_json(value: Any, hint: Any, rules: Any) -> Any:
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        options = typing.get_args(hint)
        if value is None and type(None) in options:
            return None
        last: Exception | None = None
        for option in options:
            if option is type(None):
                continue
            try:
                return _from_json(value, option, rules)
            except (ValueError, TypeError, KeyError) as problem:
                last = problem
        raise ValueError(f"{value!r} fits none of {hint}") from last
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(value, list):
            raise ValueError(f"{value!r} is not a list")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_from_json(item, args[0], rules) for item in value)
        if len(args) != len(value):
            raise ValueError(f"{value!r} does not have {len(args)} items")
        return tuple(_from_json(item, arg, rules) for item, arg in zip(value, args, strict=True))
    if origin is frozenset:
        (arg,) = typing.get_args(hint)
        if not isinstance(value, list):
            raise ValueError(f"{value!r} is not a list")
        return frozenset(_from_json(item, arg, rules) for item in value)
    if hint is Card:
        if not isinstance(value, str):
            raise ValueError(f"{value!r} is not a card")
        return Card.parse(value)
    if hint in (int, str, bool):
        if type(value) is not hint:
            raise ValueError(f"{value!r} is not {hint.__name__}")
        return value
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return hint(value)
    if isinstance(hint, type) and hasattr(hint, "id") and hasattr(hint, "game"):
        return rules  # the rule set, which the JSON names by its id
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        parse = getattr(hint, "parse", None)
        if isinstance(value, str) and parse is not None:
            return parse(value)  # a move, written as records write it
        if not isinstance(value, dict):
            raise ValueError(f"{value!r} is not an object")
        hints = _hints(hint)
        return hint(**{field.name: _from_json(value[field.name], hints[field.name], rules)
                       for field in dataclasses.fields(hint)})
    raise TypeError(f"no way to read {hint!r} from JSON")
