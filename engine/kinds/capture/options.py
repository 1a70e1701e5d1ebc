"""The captures a card can make from the table, for any family of the capture kind.

A family gives two tables indexed by card number: ``match_of`` (a card takes one table card
with the same entry: Cicera's rank, Scopa's value) and ``value_of`` (what a card counts in a
sum; 0 for a card that is never part of one, as Cicera's figures). A sum is of two or more
table cards. Where the family's rules say so (``single_first``, Scopa's rule), a card that
can take a single card of its own value may take nothing else.

The sums are found by their *shape* (which values, how often), worked out once per value and
set of values present; each shape is then expanded into the table's actual cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

#: A sum's shape: which values it uses how often, e.g. 10 = 1 + 1 + 8 is ((1, 2), (8, 1)).
Shape = tuple[tuple[int, int], ...]
#: The highest value a card counts in a sum (Cicera's 10, Scopa's king).
MAX_VALUE = 10


def capture_options(card: int, table: Sequence[int], match_of: Sequence[int],
                    value_of: Sequence[int], single_first: bool = False
                    ) -> list[tuple[int, ...]]:
    """Every capture ``card`` can make from ``table``: single cards (in table order), then
    sums (each by value); laying the card is not listed."""
    key = match_of[card]
    options: list[tuple[int, ...]] = [(t,) for t in table if match_of[t] == key]
    if single_first and options:
        return options
    value = value_of[card]
    if value < 2:
        return options
    present = 0
    smaller = 0
    for t in table:
        v = value_of[t]
        if 0 < v < value:
            present |= 1 << v
            smaller += 1
    if smaller < 2:
        return options
    shapes = shapes_of(value, present)
    if shapes:
        groups: list[list[int]] = [[] for _ in range(MAX_VALUE)]
        for t in table:
            v = value_of[t]
            if 0 < v < value:
                groups[v].append(t)
        for shape in shapes:
            expand(shape, groups, options)
    return options


def _partitions(total: int, largest: int) -> list[list[int]]:
    """Partitions of ``total`` into parts no larger than ``largest``, parts descending."""
    if total == 0:
        return [[]]
    found = []
    for part in range(min(total, largest), 0, -1):
        found += [[part, *rest] for rest in _partitions(total - part, part)]
    return found


def shapes_of(value: int, present: int) -> list[Shape]:
    """The shapes of sums making ``value`` from the values whose bits ``present`` sets,
    worked out once for each."""
    key = value << 10 | present
    shapes = _SHAPES.get(key)
    if shapes is None:
        shapes = _SHAPES[key] = _shapes_for(value, present)
    return shapes


def _shapes_for(value: int, present: int) -> list[Shape]:
    """The shapes of sums of two or more cards making ``value`` from the values present.

    At most four cards share a value (four suits); whether the table has enough of each is
    checked when expanding.
    """
    shapes = []
    for parts in _partitions(value, value - 1):
        counts = {part: parts.count(part) for part in parts}
        if all(present >> part & 1 for part in counts) and max(counts.values()) <= 4:
            shapes.append(tuple(sorted(counts.items())))
    return shapes


_SHAPES: dict[int, list[Shape]] = {}


def expand(shape: Shape, groups: list[list[int]], out: list[tuple[int, ...]]) -> None:
    """Append every choice of actual table cards with this shape (``groups[v]``: the table's
    cards of value ``v``)."""
    partial: list[tuple[int, ...]] = [()]
    for value, count in shape:
        group = groups[value]
        if len(group) < count:
            return
        picks = [(c,) for c in group] if count == 1 else list(combinations(group, count))
        partial = [p + pick for p in partial for pick in picks]
    out.extend(partial)
