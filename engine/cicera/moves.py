"""A Cicera move (play one card, capture some table cards or none) and the capture options.

``capture_options`` is the hot loop of every search and simulation: it works on card
numbers and stays fast with thirty or more cards on the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import CARDS, RANK_OF, VALUE_OF, Card, CardError, parse_cards


@dataclass(frozen=True, slots=True)
class Move:
    """Play ``card``; ``capture`` lists the table cards taken with it (empty: lay it)."""

    card: Card
    capture: tuple[Card, ...] = ()

    @classmethod
    def lay(cls, card: Card) -> Move:
        return cls(card, ())

    @classmethod
    def of(cls, card: int, capture: Sequence[int] = ()) -> Move:
        """A move from card numbers; the capture is kept in card order."""
        return cls(CARDS[card], tuple(CARDS[c] for c in sorted(capture)))

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read ``9d`` (lay) or ``9d:2d+3d+4d`` (capture)."""
        card_text, _, capture_text = text.partition(":")
        try:
            card = Card.parse(card_text)
            capture = parse_cards(capture_text.split("+")) if capture_text.strip() else []
        except CardError as exc:
            raise CardError(f"cannot read move {text!r}: {exc}") from None
        return cls.of(card, capture)

    @property
    def is_capture(self) -> bool:
        return bool(self.capture)

    def __str__(self) -> str:
        if not self.capture:
            return str(self.card)
        return f"{self.card}:" + "+".join(map(str, self.capture))


def capture_options(card: int, table: Sequence[int]) -> list[tuple[int, ...]]:
    """Every capture ``card`` can make from ``table``: by rank (one card), then by sum.

    Each option is a tuple of table cards in table order for a rank capture, in ascending
    value for a sum. Laying the card is always possible as well and is not listed.
    """
    rank = RANK_OF[card]
    options: list[tuple[int, ...]] = [(t,) for t in table if RANK_OF[t] == rank]
    value = VALUE_OF[card]
    if value >= 2:
        smaller = [t for t in table if 0 < VALUE_OF[t] < value]
        if len(smaller) >= 2:
            smaller.sort(key=VALUE_OF.__getitem__)
            _sum_subsets(smaller, value, options)
    return options


def _sum_subsets(cards: list[int], target: int, out: list[tuple[int, ...]]) -> None:
    """Append every set of two or more ``cards`` (sorted by value) whose values sum to target."""
    values = [VALUE_OF[c] for c in cards]
    count = len(cards)
    # suffix[i]: the most the cards from i on can add up to, to cut hopeless branches.
    suffix = [0] * (count + 1)
    for i in range(count - 1, -1, -1):
        suffix[i] = suffix[i + 1] + values[i]

    def walk(start: int, remaining: int, chosen: tuple[int, ...]) -> None:
        if suffix[start] < remaining:
            return
        for i in range(start, count):
            value = values[i]
            if value > remaining:
                return
            if value == remaining:
                if chosen:
                    out.append((*chosen, cards[i]))
            else:
                walk(i + 1, remaining - value, (*chosen, cards[i]))

    walk(0, target, ())


def is_legal_capture(card: int, capture: Sequence[int], table: Sequence[int]) -> str | None:
    """None when ``card`` may take ``capture`` from ``table``; otherwise why not, in words."""
    if not capture:
        return None
    if len(set(capture)) != len(capture):
        return "a card is named twice in the capture"
    on_table = set(table)
    missing = [c for c in capture if c not in on_table]
    if missing:
        return f"{CARDS[missing[0]]} is not on the table"
    if len(capture) == 1 and RANK_OF[capture[0]] == RANK_OF[card]:
        return None
    if len(capture) == 1:
        return f"{CARDS[card]} cannot take {CARDS[capture[0]]}: a single card is taken by rank"
    if VALUE_OF[card] == 0:
        return f"{CARDS[card]} is a figure: figures take only by rank, one card"
    if any(VALUE_OF[c] == 0 for c in capture):
        return "figures cannot be part of a capture by sum"
    total = sum(VALUE_OF[c] for c in capture)
    if total != VALUE_OF[card]:
        return f"the captured cards add up to {total}, not {VALUE_OF[card]}"
    return None
