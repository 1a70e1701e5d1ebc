"""How a hand of the Ciapanò family is dealt: equal hands and the rest put aside."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import Card
from engine.ciapano.rules import CiapanoRules


@dataclass(frozen=True, slots=True)
class Deal:
    """The hands by position among the seats in the hand, and the rest: the card aside, the
    monte, or the talon in drawing order."""

    hands: tuple[tuple[Card, ...], ...]
    rest: tuple[Card, ...]

    @classmethod
    def of(cls, hands: Sequence[Sequence[int]], rest: Sequence[int]) -> Deal:
        return cls(tuple(tuple(Card(c) for c in hand) for hand in hands),
                   tuple(Card(c) for c in rest))

    @classmethod
    def from_deck(cls, cards: Sequence[int], rules: CiapanoRules, seats: int) -> Deal:
        """Deal a shuffled deck: ``hand_size`` cards to each of ``seats`` hands, the rest aside."""
        size = rules.hand_size(seats)
        hands = [cards[i * size:(i + 1) * size] for i in range(seats)]
        return cls.of(hands, cards[size * seats:])

    def problem(self, rules: CiapanoRules, seats: int) -> str | None:
        """What is wrong with this deal for ``seats`` players, or None."""
        if len(self.hands) != seats:
            return f"{len(self.hands)} hands dealt for {seats} players"
        size = rules.hand_size(seats)
        for position, hand in enumerate(self.hands):
            if len(hand) != size:
                return f"hand {position + 1} has {len(hand)} cards, not {size}"
        if len(self.rest) != rules.rest_size(seats):
            return f"{len(self.rest)} cards aside, not {rules.rest_size(seats)}"
        cards = [card for hand in self.hands for card in hand] + list(self.rest)
        in_play = rules.deck_for(seats)
        seen: set[Card] = set()
        for card in cards:
            if card not in in_play:
                if card in rules.removed.get(seats, ()):
                    return f"{card} is out of the deck with {seats} players"
                return f"{card} is not one of the 40 cards (no 8, 9, 10)"
            if card in seen:
                return f"{card} is dealt twice"
            seen.add(card)
        return None
