"""Dealing the cards a seat has not seen, consistently with everything its view knows.

The other hands get their sizes and none of the suits their players have shown they lack;
the rest (the card aside, the monte or the talon) gets its size. Cards are placed one at a
time, each to a holder with room for it, chosen in proportion to that room, and only where
the cards still to place can all be placed afterwards (Hall's condition over the four suits),
so a consistent world is always found. The only randomness is the ``rng`` given.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence
from itertools import combinations

from engine.cards import Card
from engine.ciapano.deal import Deal
from engine.ciapano.game import CiapanoGame, HandLog, Phase
from engine.ciapano.hand import HandState
from engine.ciapano.view import SeatView
from engine.kinds.trick.masks import SUIT_MASKS

#: The holder that stands for the rest (the card aside, the monte or the talon).
REST = -1
#: Every non-empty set of suits.
_SUIT_SETS = [set(c) for n in range(1, 5) for c in combinations(range(4), n)]


def _conditions(allowed: list[frozenset[int]]) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Hall's condition reduced to what can fail: each set of suits with the holders that may
    take one of them, for the sets that some holder may take none of. (A set every holder
    may take fits whenever the cards left fit the room left, which dealing keeps equal.)"""
    everyone = tuple(range(len(allowed)))
    found = []
    for suits in _SUIT_SETS:
        holders = tuple(i for i, a in enumerate(allowed) if a & suits)
        if holders != everyone:
            found.append((tuple(suits), holders))
    return found


def _fits(room: list[int], left: list[int],
          conditions: list[tuple[tuple[int, ...], tuple[int, ...]]]) -> bool:
    for suits, holders in conditions:
        need = 0
        for suit in suits:
            need += left[suit]
        if need:
            capacity = 0
            for holder in holders:
                capacity += room[holder]
            if need > capacity:
                return False
    return True


def deal_unseen(view: SeatView, rng: random.Random,
                holding: Mapping[int, Sequence[Card]] | None = None
                ) -> tuple[dict[int, list[Card]], list[Card]]:
    """The unseen cards dealt at random: the other seats' hands, and the rest in order
    (``holding``: unseen cards given to the seats named first; under ``REST``, to the rest,
    first in its order)."""
    held = {seat: list(cards) for seat, cards in (holding or {}).items()
            if seat in view.seats and seat != view.seat}
    kept = list((holding or {}).get(REST, ()))
    pinned = {card for cards in held.values() for card in cards} | set(kept)
    holders = [seat for seat in view.seats if seat != view.seat]
    room = [view.hand_sizes[seat] - len(held.get(seat, ())) for seat in holders]
    allowed = [frozenset(range(4)) - view.voids[seat] for seat in holders]
    holders.append(REST)  # the rest: aside, monte or talon; anything may lie there
    room.append(view.talon + view.rest - len(kept))
    allowed.append(frozenset(range(4)))
    unseen = sorted(card for card in view.unseen() if card not in pinned)
    rng.shuffle(unseen)
    if len(unseen) != sum(room):
        raise ValueError(f"the view is inconsistent: {len(unseen)} unseen cards for "
                         f"{sum(room)} places")
    left = [0] * 4
    for card in unseen:
        left[card.suit] += 1
    conditions = _conditions(allowed)
    if not _fits(room, left, conditions):
        raise ValueError("the view is inconsistent: the voids leave no way to deal the cards")
    dealt: list[list[Card]] = [[] for _ in holders]
    for card in unseen:
        suit = card.suit
        left[suit] -= 1
        candidates = [i for i, r in enumerate(room) if r and suit in allowed[i]]
        while True:
            weights = [room[i] for i in candidates]
            pick = rng.choices(candidates, weights)[0]
            room[pick] -= 1
            if _fits(room, left, conditions):
                break
            room[pick] += 1
            candidates.remove(pick)
        dealt[pick].append(card)
    hands = {seat: held.get(seat, []) + dealt[i] for i, seat in enumerate(holders[:-1])}
    return hands, kept + dealt[-1]


def determinize(view: SeatView, rng: random.Random,
                holding: Mapping[int, Sequence[Card]] | None = None) -> CiapanoGame:
    """A full match agreeing with ``view``: the unseen cards dealt at random.

    Everything the seat knows is kept: its hand, the tricks and the trick in play, the points
    and tricks taken, the voids shown, the sizes of the hands, the talon and the aside, whose
    turn it is, the scores. The game's log holds the position at the start of the trick in
    play as its deal: it is a position to search, not a record of the hand.
    """
    game = CiapanoGame(view.rules, view.players, rng=random.Random(rng.getrandbits(64)))
    game.totals = list(view.totals)
    game.out = [seat not in view.seats_in for seat in range(view.players)]
    if view.dealer < 0:
        return game
    hands, rest = deal_unseen(view, rng, holding)
    hands[view.seat] = list(view.hand)
    seat = view.leader
    for card in view.trick:  # back into the hands of those who played them
        hands[seat].append(card)
        seat = _next(view.seats, seat)
    by_position = [hands[seat] for seat in view.seats]
    talon = view.talon > 0
    state = HandState.start(view.rules, view.players, view.seats, view.dealer, by_position,
                            [] if talon else rest)
    state.talon = list(rest) if talon else []
    state.tricks_left = len(by_position[0]) + view.talon // len(view.seats)
    state.points = list(view.points)
    state.tricks = list(view.tricks_won)
    state.voids = [sum(SUIT_MASKS[s] for s in suits) for suits in view.voids]
    state.first_trick = view.first_trick
    state.draws = [(view.seat, int(card)) for card in view.drawn]
    state.turn = state.leader = view.leader
    for card in view.trick:
        state.play(card)
    game._hand = state
    log = HandLog(view.dealer, view.seats, Deal.of(by_position, rest))
    log.tricks = list(view.tricks)
    log.plays = list(view.trick)
    game.log = [log]
    game.hands_played = view.hand_number
    if view.winners is not None:
        game.winners = view.winners
        game.phase = Phase.OVER
    elif view.chooser is not None:
        state.last_winner = view.chooser
        state.tricks_left = 0
        game.chooser = view.chooser
        game.phase = Phase.CHOICE
        game.hands_played -= 1
    elif view.turn is not None:
        game.phase = Phase.PLAY
        game.hands_played -= 1
    else:
        state.tricks_left = 0
        game.phase = Phase.DEAL
    return game


def _next(seats: tuple[int, ...], seat: int) -> int:
    return seats[(seats.index(seat) + 1) % len(seats)]


def world_for_move(view: SeatView, rng: random.Random, seat: int, card: Card | None,
                   coming: Sequence[Card] = ()) -> CiapanoGame:
    """A world agreeing with ``view`` in which ``seat`` may play ``card`` now: it holds the
    card and, when the card does not follow the suit led where suit must be followed, none
    of that suit (what playing it shows); and the talon holds ``coming`` (the cards the
    viewing seat was seen to draw after the move) where the viewing seat draws them.
    :func:`determinize` when ``card`` is None (a choice)."""
    if card is None:
        return determinize(view, rng)
    holding: dict[int, list[Card]] = {}
    if card in view.unseen() and seat != view.seat:
        holding[seat] = [card]
        if view.trick and card.suit != view.trick[0].suit and not view.free():
            voids = list(view.voids)
            voids[seat] = voids[seat] | {view.trick[0].suit}
            view = dataclasses.replace(view, voids=tuple(voids))
    drawn = [c for c in coming if c in view.unseen()] if view.talon else []
    if drawn:
        holding[REST] = drawn
    world = determinize(view, rng, holding)
    if drawn:
        _drawn_next(world, view.seat, card, drawn)
    return world


def _drawn_next(world: CiapanoGame, viewer: int, card: Card, drawn: list[Card]) -> None:
    """Order the talon of ``world`` so that ``viewer`` draws ``drawn`` in the draws that
    playing ``card`` brings."""
    hand = world._hand
    if hand is None:
        return
    after = hand.clone()
    before = len(after.draws)
    after.play(int(card))
    mine = [index for index, (drawer, _c) in enumerate(after.draws[before:])
            if drawer == viewer]
    talon = hand.talon  # drawn from its end
    for index, wanted in zip(mine, drawn, strict=False):
        place = len(talon) - 1 - index
        there = talon.index(int(wanted))
        talon[place], talon[there] = talon[there], talon[place]
