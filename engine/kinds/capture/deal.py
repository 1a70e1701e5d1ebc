"""How the cards of one hand of the capture kind are dealt: packets of cards to every hand
and to the table first, then later deals of a few cards to every hand, until the deck (52
cards for Cicera, 40 for Scopa) is used up. A family's variant says the packets
(:func:`read_deal_pattern` reads them from its YAML)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

from engine.bounds import quote
from engine.cards import CARDS, Card, deck
from engine.kinds.capture.events import Packet
from engine.variants.checks import KeyChecker

#: The cards of each deck the kind is played with, by its size.
_DECKS = {size: frozenset(deck(size)) for size in (52, 40)}
#: What a variant's ``deal`` key expects, for its unknown-key message.
DEAL_KEY = "a mapping from player count to {first: [...], later: N}"


@dataclass(frozen=True, slots=True)
class DealStep:
    """One round of the deal: ``count`` cards to every hand, or ``count`` cards to the table."""

    to: Literal["hands", "table"]
    count: int


@dataclass(frozen=True, slots=True)
class DealPattern:
    """How one hand is dealt for one player count, from a deck of ``deck_size`` cards."""

    first: tuple[DealStep, ...]
    later: int
    deck_size: int = 52

    @property
    def hand_size(self) -> int:
        """Cards each player holds after the first deal."""
        return sum(p.count for p in self.first if p.to == "hands")

    @property
    def table_size(self) -> int:
        """Cards laid face up on the table by the first deal."""
        return sum(p.count for p in self.first if p.to == "table")

    def later_deals(self, players: int) -> int:
        """How many later deals follow the first within one hand."""
        rest = self.deck_size - self.hand_size * players - self.table_size
        return rest // (self.later * players) if self.later else 0


def read_deal_pattern(check: KeyChecker, players: int, deck_size: int) -> DealPattern:
    """The ``deal`` key's pattern for ``players`` players, checked to use the deck of
    ``deck_size`` cards exactly (each problem named by its key)."""
    deal = check.values.get("deal")
    if not isinstance(deal, dict):
        check.fail("deal", "expected " + DEAL_KEY + f", got {quote(deal)}")
    entry = deal.get(players, deal.get(str(players)))
    key = f"deal.{players}"
    if not isinstance(entry, dict):
        check.fail(key, f"expected how {players} players are dealt: {{first: [...], later: N}}")
    extra = set(entry) - {"first", "later"}
    if extra:
        check.fail(f"{key}.{sorted(extra)[0]}", "unknown key; expected 'first' or 'later'")
    first = entry.get("first")
    if not isinstance(first, list) or not first:
        check.fail(f"{key}.first", "expected a list of packets such as [{hands: 4}, {table: 2}]")
    steps = tuple(_step(check, f"{key}.first", p, deck_size) for p in first)
    later = check.whole(f"{key}.later", entry.get("later", 0), 0, deck_size)
    pattern = DealPattern(steps, later, deck_size)
    if pattern.hand_size == 0:
        check.fail(f"{key}.first", "the first deal gives the players no cards")
    used = pattern.hand_size * players + pattern.table_size
    rest = deck_size - used
    if rest < 0:
        check.fail(f"{key}.first", f"deals {used} cards, but the deck has only {deck_size}")
    if rest == 0 and later:
        check.fail(f"{key}.later", "the first deal uses the whole deck; later must be 0")
    if rest and not later:
        check.fail(
            f"{key}.later",
            f"the first deal leaves {rest} of {deck_size} cards; later deals must use them",
        )
    if later and rest % (later * players):
        check.fail(
            f"{key}.later",
            f"later deals of {later} each to {players} players do not use the "
            f"{rest} cards left after the first deal",
        )
    return pattern


def _step(check: KeyChecker, key: str, packet: Any, deck_size: int) -> DealStep:
    if isinstance(packet, dict) and len(packet) == 1:
        (to, count), = packet.items()
        if to in ("hands", "table"):
            return DealStep(to, check.whole(key, count, 1, deck_size))
    check.fail(key, f"expected packets like {{hands: 4}} or {{table: 2}}, got {quote(packet)}")


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
        in_deck = _DECKS[pattern.deck_size]
        for card in self.all_cards():
            if card in seen:
                return f"{card} is dealt twice"
            if card not in in_deck:
                return f"{card} is not one of the {pattern.deck_size} cards"
            seen.add(card)
        if len(seen) != pattern.deck_size:
            return (f"the deal uses {len(seen)} cards, not the whole deck of "
                    f"{pattern.deck_size}")
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


def deal_unseen(view: Any, rng: Any, holding: Mapping[int, Sequence[Card]] | None = None,
                coming: Sequence[Card] = ()) -> Deal:
    """The position a seat's ``view`` shows, as a deal for a world of the search: the seat's
    own hand, the table, and the cards it has not seen dealt at random (``rng``) to the
    other hands at their sizes and to the later deals still to come (``holding``: unseen
    cards given to the seats named; ``coming``: the viewing seat's next packet, when it
    knows it). The view gives ``seat``, ``hand``, ``table``, ``hand_sizes``, ``players``,
    ``rules`` and ``unseen()``."""
    held = holding or {}
    pinned = {card for cards in held.values() for card in cards} | set(coming)
    unseen = sorted(card for card in view.unseen() if card not in pinned)
    rng.shuffle(unseen)
    hands: list[list[int]] = []
    position = 0
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            hands.append([int(c) for c in view.hand])
            continue
        given = [int(c) for c in held.get(seat, ())][:size]
        hands.append(given + [int(c) for c in unseen[position:position + size - len(given)]])
        position += size - len(given)
    later_size = view.rules.deal_for(view.players).later
    later: list[list[list[int]]] = []
    mine = [int(c) for c in coming]
    while position < len(unseen) or mine:
        packet = []
        for seat in range(view.players):
            if seat == view.seat and mine:
                packet.append(mine)
                mine = []
                continue
            packet.append([int(c) for c in unseen[position:position + later_size]])
            position += later_size
        later.append(packet)
    return Deal.of(hands, [int(c) for c in view.table], later)
