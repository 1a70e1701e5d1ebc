"""How the cards of one Cicera hand are dealt: the first deal and the later deals."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from engine.cards import CARDS, Card
from engine.cicera.events import Packet
from engine.cicera.rules import DECK_SIZE, DealPattern


@dataclass(frozen=True, slots=True)
class Deal:
    """Seat i's first hand, the table's face-up cards and the later deals (hands by seat)."""

    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    later: tuple[tuple[tuple[Card, ...], ...], ...] = ()

    @classmethod
    def of(
        cls,
        hands: Sequence[Sequence[int]],
        table: Sequence[int],
        later: Sequence[Sequence[Sequence[int]]] = (),
    ) -> Deal:
        def cards(seq: Sequence[int]) -> tuple[Card, ...]:
            return tuple(CARDS[c] for c in seq)

        return cls(
            tuple(cards(h) for h in hands),
            cards(table),
            tuple(tuple(cards(h) for h in deal) for deal in later),
        )

    def problem(self, pattern: DealPattern, players: int) -> str | None:
        """None when this deal fits the pattern and uses the deck once; else what is wrong."""
        if len(self.hands) != players:
            return f"the deal has {len(self.hands)} hands for {players} players"
        for seat, hand in enumerate(self.hands):
            if len(hand) != pattern.hand_size:
                return f"seat {seat} is dealt {len(hand)} cards, not {pattern.hand_size}"
        if len(self.table) != pattern.table_size:
            return f"the table is dealt {len(self.table)} cards, not {pattern.table_size}"
        expected_later = pattern.later_deals(players)
        if len(self.later) != expected_later:
            return f"the deal has {len(self.later)} later deals, not {expected_later}"
        for number, later in enumerate(self.later, start=1):
            if len(later) != players:
                return f"later deal {number} has {len(later)} hands for {players} players"
            for seat, hand in enumerate(later):
                if len(hand) != pattern.later:
                    return (
                        f"later deal {number} gives seat {seat} {len(hand)} cards, "
                        f"not {pattern.later}"
                    )
        seen: set[Card] = set()
        for card in self.all_cards():
            if card in seen:
                return f"{card} is dealt twice"
            seen.add(card)
        if len(seen) != DECK_SIZE:
            return f"the deal uses {len(seen)} cards, not the whole deck of {DECK_SIZE}"
        return None

    def all_cards(self) -> list[Card]:
        cards = [c for hand in self.hands for c in hand] + list(self.table)
        cards += [c for deal in self.later for hand in deal for c in hand]
        return cards


def deal_from_deck(deck: Sequence[int], pattern: DealPattern, players: int, dealer: int) -> Deal:
    """Deal a shuffled deck by the pattern, starting with the player after the dealer."""
    return Deal.of(*deal_numbers(deck, pattern, players, dealer))


def deal_numbers(deck: Sequence[int], pattern: DealPattern, players: int, dealer: int
                 ) -> tuple[list[list[int]], list[int], list[list[list[int]]]]:
    """:func:`deal_from_deck` as card numbers: the hands, the table and the later deals."""
    hands, table, later = _places(pattern, players, dealer)
    return ([[deck[i] for i in places] for places in hands], [deck[i] for i in table],
            [[[deck[i] for i in places] for places in deal] for deal in later])


Places = tuple[int, ...]


@lru_cache(maxsize=256)
def _places(pattern: DealPattern, players: int, dealer: int
            ) -> tuple[tuple[Places, ...], Places, tuple[tuple[Places, ...], ...]]:
    """Where in the deck each seat's first hand, the table and each later hand come from:
    dealt packet by packet, starting with the player after the dealer."""
    hands: list[list[int]] = [[] for _ in range(players)]
    table: list[int] = []
    position = 0
    order = [(dealer + 1 + i) % players for i in range(players)]
    for packet in pattern.first:
        if packet.to == "table":
            table += range(position, position + packet.count)
            position += packet.count
            continue
        for seat in order:
            hands[seat] += range(position, position + packet.count)
            position += packet.count
    later: list[tuple[Places, ...]] = []
    for _ in range(pattern.later_deals(players)):
        round_hands: list[Places] = [() for _ in range(players)]
        for seat in order:
            round_hands[seat] = tuple(range(position, position + pattern.later))
            position += pattern.later
        later.append(tuple(round_hands))
    return tuple(tuple(hand) for hand in hands), tuple(table), tuple(later)


def first_packets(deal: Deal, pattern: DealPattern, dealer: int) -> tuple[Packet, ...]:
    """The first deal as packets in dealing order, for the deal animation."""
    players = len(deal.hands)
    order = [(dealer + 1 + i) % players for i in range(players)]
    offsets = [0] * players
    table_offset = 0
    packets: list[Packet] = []
    for packet in pattern.first:
        if packet.to == "table":
            cards = deal.table[table_offset : table_offset + packet.count]
            table_offset += packet.count
            packets.append(Packet(None, cards))
            continue
        for seat in order:
            cards = deal.hands[seat][offsets[seat] : offsets[seat] + packet.count]
            offsets[seat] += packet.count
            packets.append(Packet(seat, cards))
    return tuple(packets)


def later_packets(hands: Sequence[Sequence[Card]], dealer: int) -> tuple[Packet, ...]:
    """A later deal as packets in dealing order."""
    players = len(hands)
    order = [(dealer + 1 + i) % players for i in range(players)]
    return tuple(Packet(seat, tuple(hands[seat])) for seat in order)
