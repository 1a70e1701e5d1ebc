"""A finished hand of the Ciapanò family, told again from what one seat saw of it.

Every card a seat is dealt or draws is played by the hand's end, each in a trick open to
all. So once a hand is over, each seat's cards are the cards it played, and what lay aside
(the card aside, the monte) is the rest of the deck, whose order nothing in the game uses.
A talon (Kifameno) is drawn a card at a time: the viewing seat knows its own draws; another
seat's draws are told as the cards it played after its first hand's, in the order it played
them — which card a friend drew when is theirs alone, and no play, trick or score of the
hand depends on it. The hand so told is played again on the rules before it is given:
every play legal, every trick as it went (:mod:`cicera_net.shadow` keeps it for the review,
the analysis and the record of a seat at a table with friends).
"""

from __future__ import annotations

from engine.cards import Card
from engine.ciapano.deal import Deal
from engine.ciapano.hand import HandState
from engine.ciapano.moves import Choice, Move
from engine.ciapano.rules import CiapanoRules
from engine.ciapano.view import SeatView
from engine.kinds.trick.masks import BIT


def public_hand(rules: CiapanoRules, players: int, before: SeatView, seat: int,
                move: Move) -> tuple[Deal, list[Move]] | None:
    """The deal and plays of the hand that ``seat``'s ``move`` finished, ``before`` the
    viewing seat's view just before it; None when they do not make a whole hand of these
    rules (a seat's view that does not hold the hand from its deal)."""
    tricks = [(trick.leader, list(trick.cards)) for trick in before.tricks]
    choice = move if isinstance(move, Choice) else None
    if choice is None:
        if before.turn != seat:
            return None
        tricks.append((before.leader, [*before.trick, move]))  # type: ignore[list-item]
    elif before.trick or before.chooser != seat:
        return None
    seats = before.seats
    played: dict[int, list[Card]] = {s: [] for s in seats}
    plays: list[Move] = []
    for leader, cards in tricks:
        if leader not in seats or len(cards) != len(seats):
            return None
        at = seats.index(leader)
        for offset, card in enumerate(cards):
            played[seats[(at + offset) % len(seats)]].append(card)
        plays.extend(cards)
    if choice is not None:
        plays.append(choice)
    deal = _deal(rules, before, played, [leader for leader, _cards in tricks])
    if deal is None or deal.problem(rules, len(seats)) is not None:
        return None
    return (deal, plays) if _plays_again(rules, players, before, deal, tricks) else None


def _deal(rules: CiapanoRules, before: SeatView, played: dict[int, list[Card]],
          leaders: list[int]) -> Deal | None:
    seats = before.seats
    size = rules.hand_size(len(seats))
    if rules.rest != "talon":
        seen = {card for cards in played.values() for card in cards}
        rest = sorted((c for c in rules.deck_for(len(seats)) if c not in seen), key=int)
        return Deal(tuple(tuple(played[s]) for s in seats), tuple(rest))
    drawn = list(before.drawn)
    firsts: dict[int, list[Card]] = {}
    later: dict[int, list[Card]] = {}
    for s in seats:
        if s == before.seat:  # its own draws, as it drew them
            firsts[s] = [card for card in played[s] if card not in drawn]
            later[s] = drawn
        else:  # another's: what it played after its first hand's cards
            firsts[s], later[s] = played[s][:size], played[s][size:]
    talon: list[Card] = []
    rounds = rules.rest_size(len(seats)) // len(seats)
    # before the first trick where the rules say so, else after each trick: the leader of
    # the next trick (the last one's winner) draws first
    first_round = 0 if rules.draw_before_first_trick else 1
    taken = dict.fromkeys(seats, 0)
    for number in range(first_round, first_round + rounds):
        if number >= len(leaders):
            return None
        at = seats.index(leaders[number])
        for offset in range(len(seats)):
            s = seats[(at + offset) % len(seats)]
            if taken[s] >= len(later[s]):
                return None
            talon.append(later[s][taken[s]])
            taken[s] += 1
    return Deal(tuple(tuple(firsts[s]) for s in seats), tuple(talon))


def _plays_again(rules: CiapanoRules, players: int, before: SeatView, deal: Deal,
                 tricks: list[tuple[int, list[Card]]]) -> bool:
    """True when the hand dealt so is played legally by the tricks as they went."""
    state = HandState.start(rules, players, before.seats, before.dealer,
                            [[int(c) for c in hand] for hand in deal.hands],
                            [int(c) for c in deal.rest])
    for leader, cards in tricks:
        if state.turn != leader:
            return False
        for card in cards:
            if not state.legal_mask() & BIT[int(card)]:
                return False
            state.play(int(card))
    return state.finished
