"""A finished hand's deal, for any family of the capture kind, from what every seat saw of it.

Every card of such a hand is either laid face up on the table at the deal or played by the
seat it was dealt to, and a seat plays out each packet it is dealt before the next comes.
So once a hand is over, its deal follows from the table as dealt and the plays in order:
each seat's first hand is its first plays, each later packet the plays that follow. A seat
at a table with friends, sent only its own view, knows the hand's whole deal then, as every
player at a real table does (:mod:`cicera_net.shadow` keeps it for the review, the analysis
and the record). A family gives its hand state's ``start``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.cards import Card
from engine.kinds.capture.deal import Deal
from engine.kinds.capture.moves import Move

#: The family's hand as dealt: start(rules, dealer, deal) -> a state with ``turn``,
#: ``hands`` and ``play(card, capture)``.
Start = Callable[[Any, int, Deal], Any]


def table_dealt(table: Sequence[Card], plays: Sequence[Move]) -> list[Card] | None:
    """The table as dealt, from the table after ``plays`` (the hand's first plays): each
    play taken back, a card laid taken off, the cards captured put back; None when the
    plays cannot have led to ``table``."""
    cards = list(table)
    for move in reversed(plays):
        if move.capture:
            if move.card in cards or any(card in cards for card in move.capture):
                return None
            cards += list(move.capture)
        elif move.card in cards:
            cards.remove(move.card)
        else:
            return None
    return cards


def public_deal(rules: Any, players: int, dealer: int, table: Sequence[Card],
                plays: Sequence[tuple[int, Move]], at: int, start: Start) -> Deal | None:
    """The deal of a finished hand dealt by ``dealer``, whose plays were ``plays`` (seat,
    move) in order, ``table`` the cards face up after its first ``at`` plays (0: as dealt);
    None when they do not make a whole hand of these rules (then the hand was not seen
    from its deal to its end)."""
    dealt = table_dealt(table, [move for _seat, move in plays[:at]])
    if dealt is None:
        return None
    table = dealt
    pattern = rules.deal_for(players)
    played: list[list[Card]] = [[] for _ in range(players)]
    for seat, move in plays:
        if not 0 <= seat < players:
            return None
        played[seat].append(move.card)
    size, later = pattern.hand_size, pattern.later
    rounds = pattern.later_deals(players)
    if any(len(cards) != size + later * rounds for cards in played):
        return None
    hands = [[int(c) for c in cards[:size]] for cards in played]
    packets = [[[int(c) for c in played[seat][size + later * k: size + later * (k + 1)]]
                for seat in range(players)] for k in range(rounds)]
    deal = Deal.of(hands, [int(c) for c in table], packets)
    if deal.problem(pattern, players) is not None:
        return None
    state = start(rules, dealer, deal)  # the plays, made again on it
    for seat, move in plays:
        if state.turn != seat or int(move.card) not in state.hands[seat]:
            return None
        state.play(int(move.card), [int(c) for c in move.capture])
    return deal


def public_hand(rules: Any, players: int, before: Any, seat: int, move: Move,
                opening: tuple[int, Sequence[Card], int] | None, start: Start
                ) -> tuple[Deal, list[Move]] | None:
    """The deal and plays of the hand that ``seat``'s ``move`` finished, ``before`` the
    viewing seat's view just before it, ``opening`` the dealer, the table and the count of
    plays at the first view of the hand (:func:`public_deal`); None when the hand was not
    seen from its deal to its end."""
    if opening is None:
        return None
    dealer, table, at = opening
    plays = [*before.plays, (seat, move)]
    deal = public_deal(rules, players, dealer, table, plays, at, start)
    return None if deal is None else (deal, [play for _seat, play in plays])
