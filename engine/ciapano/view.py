"""What one seat may know of a match of the Ciapanò family.

A computer opponent receives a :class:`SeatView`, never the game: its own hand, every card
played and who won each trick, the voids the other seats have shown (a seat that did not
follow suit when it had to holds none of that suit), its own talon draws, the sizes of the
other hands, of the talon and of what lies aside, and the scores. The card aside, the monte,
the talon and the other hands stay unseen; :mod:`engine.ciapano.determinize` deals them.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import CARDS, Card
from engine.ciapano.events import Trick
from engine.ciapano.moves import Choice, Move
from engine.ciapano.rules import CiapanoRules
from engine.kinds.trick.masks import SUIT_MASK_OF, SUIT_MASKS, cards_of, legal_mask, mask_of


@dataclass(frozen=True, slots=True)
class SeatView:
    """The match as ``seat`` sees it."""

    rules: CiapanoRules
    players: int
    seat: int
    #: The seats still in the match, and those playing this hand.
    seats_in: tuple[int, ...]
    seats: tuple[int, ...]
    hand_number: int
    dealer: int
    turn: int | None
    hand: tuple[Card, ...]
    #: The trick in play (its leader and cards so far) and the tricks done this hand.
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    #: Card points (in the unit) and tricks each seat has taken this hand.
    points: tuple[int, ...]
    tricks_won: tuple[int, ...]
    #: The suits (0-3) each seat has shown it holds none of.
    voids: tuple[frozenset[int], ...]
    hand_sizes: tuple[int, ...]
    talon: int
    rest: int
    removed: tuple[Card, ...]
    drawn: tuple[Card, ...]
    first_trick: bool
    #: The cappotto's maker while they choose, and this seat's choices then.
    chooser: int | None
    choices: tuple[Choice, ...]
    totals: tuple[int, ...]
    #: The winners once the match is decided.
    winners: tuple[int, ...] | None

    def played(self) -> frozenset[Card]:
        """Every card played this hand."""
        cards = {card for trick in self.tricks for card in trick.cards}
        return frozenset(cards | set(self.trick))

    def unseen(self) -> frozenset[Card]:
        """The cards this seat has not seen: the other hands, the talon, what lies aside."""
        known = set(self.hand) | self.played()
        return frozenset(c for c in self.rules.deck_for(len(self.seats)) if c not in known)

    def free(self) -> bool:
        """True while suit need not be followed (a talon lasts, where that frees play)."""
        return self.talon > 0 and not self.rules.follow_while_talon

    def legal_moves(self) -> list[Move]:
        """This seat's legal moves (the same order as :meth:`CiapanoGame.legal_moves`)."""
        if self.choices:
            return list(self.choices)
        if self.turn != self.seat:
            return []
        led = SUIT_MASK_OF[self.trick[0]] if self.trick else 0
        no_lead = 0
        for suit in self.rules.first_trick_no_lead:
            no_lead |= SUIT_MASKS[suit]
        mask = legal_mask(mask_of(self.hand), led, self.first_trick, self.free(), no_lead,
                          mask_of(self.rules.first_trick_no_discard))
        return [CARDS[c] for c in cards_of(mask)]
