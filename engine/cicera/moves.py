"""A Cicera move (play one card, capture some table cards or none) and the capture options.

``capture_options`` is the hot loop of every search and simulation: it works on card
numbers and stays fast with thirty or more cards on the table.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from itertools import combinations
from math import comb
from operator import itemgetter

from engine.cards import CARDS, RANK_OF, VALUE_OF
from engine.errors import Refusal
from engine.kinds.capture.options import Shape, shapes_of
from engine.kinds.capture.options import capture_options as options_of

#: A play as card numbers: the card and the table cards it takes (empty: laid).
Play = tuple[int, tuple[int, ...]]


def legal_plays(hand: Iterable[int], table: Sequence[int], *, stable: bool = True
                ) -> list[Play]:
    """Every legal play: each card's captures, then laying the card.

    ``stable``: in the order of ``legal_moves`` (cards in order, each capture's cards in
    order, the captures in order). Otherwise the cards as held and the captures as found,
    which is cheaper: for playouts, whose only need is to see every play.
    """
    plays: list[Play] = []
    for card in sorted(hand) if stable else hand:
        options = capture_options(card, table) if table else []
        if stable:
            options = sorted(tuple(sorted(option)) for option in options)
        plays += [(card, option) for option in options]
        plays.append((card, ()))
    return plays


def capture_options(card: int, table: Sequence[int]) -> list[tuple[int, ...]]:
    """Every capture ``card`` can make from ``table``: by rank (one card), then by sum.

    Each option is a tuple of table cards: in table order for a rank capture, by value for a
    sum. Laying the card is always possible as well and is not listed.
    """
    return options_of(card, table, RANK_OF, VALUE_OF)


def sum_capture_at(sums: Sums, by_rank: Sequence[Sequence[int]], pick: int
                   ) -> tuple[int, ...]:
    """The capture by sum numbered ``pick`` (from 0) among those :func:`sum_captures` counted
    (``sums``) on a table whose cards of each rank are ``by_rank`` (in table order): the one
    ``capture_options`` lists at that place after the captures by rank."""
    total, shapes, counts, starts = sums
    if not 0 <= pick < total:
        raise ValueError(f"there are {total} captures by sum, and no number {pick}")
    which = bisect_right(starts, pick) - 1
    pick -= starts[which]
    rest = counts[which]  # the captures of this shape left to choose among
    chosen: tuple[int, ...] = ()
    for v, k in shapes[which]:
        group = by_rank[v - 1]
        if k == 1:
            rest //= len(group)
            chosen += (group[pick // rest],)
        else:
            ways = _COMBINATIONS[len(group)][k]
            rest //= len(ways)
            chosen += ways[pick // rest](group)
        pick %= rest
    return chosen


def table_by_rank(table: Iterable[int]) -> list[list[int]]:
    """The table's cards rank by rank, each rank's in table order."""
    by_rank: list[list[int]] = [[] for _ in range(13)]
    for card in table:
        by_rank[RANK_OF[card]].append(card)
    return by_rank


#: POW5[r]: the weight of rank r's count in a table's signature (a rank has at most 4 cards).
POW5 = tuple(5**r for r in range(11))


def table_signature(table: Iterable[int]) -> int:
    """The table's number cards counted rank by rank, one base-5 digit each."""
    return sum(POW5[RANK_OF[t]] for t in table if VALUE_OF[t])


def sum_captures(value: int, signature: int) -> Sums:
    """How many captures by sum make ``value`` on a table of this ``signature``, the shapes
    they have and how many captures each shape makes; remembered by the digits that count
    (the ranks below ``value``)."""
    below = signature % POW5[value - 1]
    key = below << 4 | (value - 1)
    found = SUMS.get(key)
    if found is None:
        if len(SUMS) >= _SUMS_KEPT:
            SUMS.clear()
        found = SUMS[key] = _count_sums(value, below)
    return found


def _count_sums(value: int, below: int) -> Sums:
    sizes = [0] * 11
    present = 0
    smaller = 0
    for v in range(1, value):
        size = below // POW5[v - 1] % 5
        if size:
            sizes[v] = size
            present |= 1 << v
            smaller += size
    if smaller < 2:
        return _NO_SUMS
    shapes = shapes_of(value, present)
    counts = []
    starts = []
    total = 0
    for shape in shapes:
        count = 1
        for v, k in shape:
            count *= _CHOOSE[sizes[v]][k]
        counts.append(count)
        starts.append(total)
        total += count
    return total, shapes, counts, starts


#: What :func:`sum_captures` found, by the table's digits below the value and the value - 1.
SUMS: dict[int, Sums] = {}
#: How many tables' sums are remembered before starting again (about 330 bytes each).
_SUMS_KEPT = 60_000
_NO_SUMS: Sums = (0, [], [], [])


#: _CHOOSE[n][k]: ways to choose k of n cards (a value has at most four cards).
_CHOOSE = [[comb(n, k) for k in range(5)] for n in range(5)]
#: _COMBINATIONS[n][k], k from 2: those ways, in ``itertools.combinations`` order, each as
#: the getter of its k cards from the n.
_COMBINATIONS = [[[itemgetter(*way) for way in combinations(range(n), k)] if k >= 2 else []
                  for k in range(5)] for n in range(5)]


#: The captures by sum on one table: how many, their shapes, each shape's count and where
#: each shape's captures start in the numbering.
Sums = tuple[int, list[Shape], list[int], list[int]]


#: Why a capture is refused, by code: the English the command line prints.
CAPTURE_REFUSALS = {
    Refusal.CAPTURE_REPEATS: "a card is named twice in the capture",
    Refusal.NOT_ON_TABLE: "{card} is not on the table",
    Refusal.SINGLE_BY_RANK: "{card} cannot take {taken}: a single card is taken by rank",
    Refusal.FIGURE_BY_SUM: "{card} is a figure: figures take only by rank, one card",
    Refusal.FIGURE_IN_SUM: "figures cannot be part of a capture by sum",
    Refusal.WRONG_SUM: "the captured cards add up to {total}, not {value}",
}


def capture_refusal(card: int, capture: Sequence[int], table: Sequence[int]
                    ) -> tuple[Refusal, dict[str, int]] | None:
    """None when ``card`` may take ``capture`` from ``table``; otherwise why not: a code of
    :data:`CAPTURE_REFUSALS` and its numbers (cards by number)."""
    if not capture:
        return None
    if len(set(capture)) != len(capture):
        return Refusal.CAPTURE_REPEATS, {}
    on_table = set(table)
    missing = [c for c in capture if c not in on_table]
    if missing:
        return Refusal.NOT_ON_TABLE, {"card": missing[0]}
    if len(capture) == 1 and RANK_OF[capture[0]] == RANK_OF[card]:
        return None
    if len(capture) == 1:
        return Refusal.SINGLE_BY_RANK, {"card": card, "taken": capture[0]}
    if VALUE_OF[card] == 0:
        return Refusal.FIGURE_BY_SUM, {"card": card}
    if any(VALUE_OF[c] == 0 for c in capture):
        return Refusal.FIGURE_IN_SUM, {}
    total = sum(VALUE_OF[c] for c in capture)
    if total != VALUE_OF[card]:
        return Refusal.WRONG_SUM, {"total": total, "value": VALUE_OF[card]}
    return None


def refusal_text(code: Refusal, params: dict[str, int]) -> str:
    """A capture's refusal in the command line's English (cards by their codes)."""
    words = {key: str(CARDS[value]) if key in ("card", "taken") else str(value)
             for key, value in params.items()}
    return CAPTURE_REFUSALS[code].format(**words)


def is_legal_capture(card: int, capture: Sequence[int], table: Sequence[int]) -> str | None:
    """None when ``card`` may take ``capture`` from ``table``; otherwise why not, in words."""
    found = capture_refusal(card, capture, table)
    return None if found is None else refusal_text(*found)
