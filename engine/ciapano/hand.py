"""One hand of the Ciapanò family in progress: the fast core that searches and simulations run on.

Hands are bit masks over card numbers (bit ``c`` for card ``c`` of :mod:`engine.cards`), so
following suit is ``hand & led or hand`` and the trick's winner is one table look-up a card.
Points are whole numbers in the variant's unit. Seats are the match's seat numbers; seats not
in the hand hold nothing and are skipped by ``next_seat``.

``play`` trusts its caller: it is the unchecked path, used by playouts and by
:class:`engine.ciapano.game.CiapanoGame` after that has checked the move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.ciapano.order import STRENGTH
from engine.ciapano.rules import CiapanoRules
from engine.kinds.trick.masks import (
    BIT,
    SUIT_CARDS,
    SUIT_MASK_OF,
    legal_mask,
)

NOBODY = -1


class HandState:
    """Hands, the trick in play, points and tricks taken, talon and aside of one hand."""

    __slots__ = (
        "aside",
        "best",
        "dealer",
        "draws",
        "first_trick",
        "free_with_talon",
        "hands",
        "last_bonus",
        "last_trick",
        "last_winner",
        "leader",
        "led",
        "next_seat",
        "no_discard",
        "no_lead",
        "players",
        "points",
        "seats",
        "talon",
        "trick",
        "trick_points",
        "tricks",
        "tricks_left",
        "turn",
        "values",
        "voids",
        "winner",
    )

    values: tuple[int, ...]
    players: int
    seats: tuple[int, ...]
    dealer: int
    next_seat: list[int]
    hands: list[int]
    talon: list[int]
    aside: tuple[int, ...]
    last_bonus: int
    turn: int
    leader: int
    trick: list[int]
    last_trick: list[int]
    led: int
    best: int
    winner: int
    trick_points: int
    points: list[int]
    tricks: list[int]
    last_winner: int
    tricks_left: int
    first_trick: bool
    free_with_talon: bool
    no_lead: int
    no_discard: int
    voids: list[int]
    draws: list[tuple[int, int]]

    @classmethod
    def start(cls, rules: CiapanoRules, players: int, seats: Sequence[int], dealer: int,
              hands: Sequence[Sequence[int]], rest: Sequence[int]) -> HandState:
        """The hand as dealt: ``hands`` by position in ``seats``; ``rest`` is the aside, the
        monte or the talon in drawing order. The seat after the dealer leads."""
        seats = tuple(seats)
        masks = [0] * players
        bit = BIT.__getitem__
        for seat, cards in zip(seats, hands, strict=True):
            masks[seat] = sum(map(bit, cards))
        return cls.from_masks(rules, seats, dealer, masks, len(hands[0]), rest)

    @classmethod
    def from_masks(cls, rules: CiapanoRules, seats: tuple[int, ...], dealer: int,
                   masks: list[int], size: int, rest: Sequence[int]) -> HandState:
        """The hand as dealt, the hands given as masks by seat (``size`` cards each)."""
        state = cls.__new__(cls)
        state.values = values = rules.values
        state.players = players = len(masks)
        state.seats = seats
        state.dealer = dealer
        if len(seats) == players:
            state.next_seat = [*range(1, players), 0]
        else:
            state.next_seat = [NOBODY] * players
            for i, seat in enumerate(seats):
                state.next_seat[seat] = seats[i - len(seats) + 1]
        state.hands = masks
        talon = rules.rest == "talon"
        if talon:
            state.talon = list(reversed(rest))
            state.aside = ()
            state.tricks_left = size + len(rest) // len(seats)
        else:
            state.talon = []
            state.aside = tuple(rest)
            state.tricks_left = size
        state.last_bonus = rules.last_trick_bonus
        if rest and rules.rest == "monte":
            state.last_bonus += sum(map(values.__getitem__, rest))
        state.turn = state.leader = state.next_seat[dealer]
        state.trick = []
        state.last_trick = []
        state.led = state.trick_points = 0
        state.best = state.winner = state.last_winner = NOBODY
        state.points = [0] * players
        state.tricks = [0] * players
        state.voids = [0] * players
        state.draws = []
        state.first_trick = True
        state.free_with_talon = not rules.follow_while_talon
        state.no_lead = rules.no_lead_mask
        state.no_discard = rules.no_discard_mask
        if talon and rules.draw_before_first_trick:
            state.draw_round(state.leader)
        return state

    def clone(self) -> HandState:
        other = HandState.__new__(HandState)
        for name in HandState.__slots__:
            setattr(other, name, getattr(self, name))
        other.hands = list(self.hands)
        other.talon = list(self.talon)
        other.trick = list(self.trick)
        other.last_trick = list(self.last_trick)
        other.points = list(self.points)
        other.tricks = list(self.tricks)
        other.voids = list(self.voids)
        other.draws = list(self.draws)
        other.next_seat = list(self.next_seat)
        return other

    @property
    def finished(self) -> bool:
        return self.tricks_left == 0

    def free(self) -> bool:
        """True while suit need not be followed (a talon still lasts, where that frees play)."""
        return self.free_with_talon and bool(self.talon)

    def legal_mask(self) -> int:
        """The cards the seat to play may play, as a mask."""
        return legal_mask(self.hands[self.turn], self.led, self.first_trick,
                          self.free_with_talon and bool(self.talon), self.no_lead,
                          self.no_discard)

    def draw_round(self, first: int) -> None:
        """Every seat in the hand draws one card from the talon, ``first`` first."""
        seat = first
        for _ in self.seats:
            card = self.talon.pop()
            self.hands[seat] |= 1 << card
            self.draws.append((seat, card))
            seat = self.next_seat[seat]

    def playout(self, rng: random.Random) -> None:
        """Play the hand to its last card, every seat playing a uniformly random legal card.

        Unchecked, for playouts and the bench. Once no talon or first-trick ban is left to
        watch, whole tricks run in local variables, and each trick's choices are the digits of
        one 64-bit random number in the mixed radix of the option counts (uniform to within
        2**-50).
        """
        chance = rng.random
        while self.tricks_left and (self.trick or self.talon or (
                self.first_trick and (self.no_lead or self.no_discard))):
            mask = self.legal_mask()
            for _ in range(int(chance() * mask.bit_count())):
                mask &= mask - 1
            self.play((mask & -mask).bit_length() - 1)
        if not self.tricks_left:
            return
        bits = rng.getrandbits
        hands = self.hands
        values = self.values
        next_seat = self.next_seat
        voids = self.voids
        strength = STRENGTH
        suit_mask_of = SUIT_MASK_OF
        in_suit = SUIT_CARDS
        others = range(len(self.seats) - 1)
        taken = self.points
        won = self.tricks
        turn = self.turn
        tricks_left = self.tricks_left
        while tricks_left:
            digits = bits(64)
            hand = hands[turn]
            count = hand.bit_count()
            for _ in range(digits % count):
                hand &= hand - 1
            digits //= count
            low = hand & -hand
            hands[turn] ^= low
            card = low.bit_length() - 1
            led = suit_mask_of[card]
            best = strength[card]
            winner = turn
            points = values[card]
            seat = next_seat[turn]
            for _ in others:
                hand = hands[seat]
                legal = hand & led
                if legal:
                    options = in_suit[legal]
                    count = len(options)
                    card = options[digits % count]
                    digits //= count
                    if strength[card] > best:
                        best = strength[card]
                        winner = seat
                    hands[seat] = hand ^ (1 << card)
                else:
                    voids[seat] |= led
                    count = hand.bit_count()
                    for _ in range(digits % count):
                        hand &= hand - 1
                    digits //= count
                    low = hand & -hand
                    hands[seat] ^= low
                    card = low.bit_length() - 1
                points += values[card]
                seat = next_seat[seat]
            taken[winner] += points
            won[winner] += 1
            turn = winner
            tricks_left -= 1
        taken[turn] += self.last_bonus
        self.last_winner = self.turn = turn
        self.tricks_left = 0
        self.first_trick = False

    def play(self, card: int) -> int:
        """The seat to play plays ``card`` (unchecked); the trick's winner when it completes,
        else ``NOBODY``. The winner leads next; the talon is drawn from before the next trick."""
        seat = self.turn
        bit = 1 << card
        self.hands[seat] ^= bit
        trick = self.trick
        if trick:
            if bit & self.led:
                if STRENGTH[card] > STRENGTH[self.best]:
                    self.best = card
                    self.winner = seat
            elif not (self.free_with_talon and self.talon):
                self.voids[seat] |= self.led
        else:
            self.led = SUIT_MASK_OF[card]
            self.best = card
            self.winner = seat
            self.leader = seat
        trick.append(card)
        self.trick_points += self.values[card]
        if len(trick) < len(self.seats):
            self.turn = self.next_seat[seat]
            return NOBODY
        winner = self.winner
        self.points[winner] += self.trick_points
        self.tricks[winner] += 1
        self.last_trick = trick
        self.trick = []
        self.led = 0
        self.trick_points = 0
        self.first_trick = False
        self.turn = winner
        self.tricks_left -= 1
        if self.tricks_left == 0:
            self.points[winner] += self.last_bonus
            self.last_winner = winner
        elif self.talon:
            self.draw_round(winner)
        return winner
