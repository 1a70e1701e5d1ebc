"""What one seat may know of a match of the Ciapanò family.

A computer opponent receives a :class:`SeatView`, never the game: its own hand, every card
played and who won each trick, the voids the other seats have shown (a seat that did not
follow suit when it had to holds none of that suit), its own talon draws, the sizes of the
other hands, of the talon and of what lies aside, and the scores. The card aside, the monte,
the talon and the other hands stay unseen; :mod:`engine.ciapano.determinize` deals them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.cards import CARDS, Card
from engine.ciapano.events import Trick
from engine.ciapano.hand import SUIT_MASK_OF, SUIT_MASKS, cards_of, legal_mask, mask_of
from engine.ciapano.moves import Choice, Move
from engine.ciapano.rules import CiapanoRules

if TYPE_CHECKING:
    from engine.ciapano.game import CiapanoGame


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


def _suits(mask: int) -> frozenset[int]:
    return frozenset(suit for suit in range(4) if mask & SUIT_MASKS[suit])


def seat_view(game: CiapanoGame, seat: int) -> SeatView:
    """Exactly what ``seat`` may know of ``game``."""
    if not 0 <= seat < game.players:
        raise ValueError(f"there is no seat {seat} in a game of {game.players}")
    players = game.players
    choices = game.choices() if game.current_player() == seat else ()
    if not game.has_hand:
        nothing = (0,) * players
        return SeatView(
            rules=game.rules, players=players, seat=seat, seats_in=game.seats_in(),
            seats=game.seats_in(), hand_number=0, dealer=-1, turn=None, hand=(), leader=-1,
            trick=(), tricks=(), points=nothing, tricks_won=nothing,
            voids=(frozenset(),) * players, hand_sizes=nothing, talon=0, rest=0,
            removed=(), drawn=(), first_trick=True, chooser=None, choices=(),
            totals=tuple(game.totals), winners=game.winners,
        )
    hand = game.hand
    log = game.log[-1]
    return SeatView(
        rules=game.rules,
        players=players,
        seat=seat,
        seats_in=game.seats_in(),
        seats=hand.seats,
        hand_number=game.hands_played + (0 if game.current_player() is None else 1),
        dealer=hand.dealer,
        turn=None if game.choices() else game.current_player(),
        hand=tuple(CARDS[c] for c in cards_of(hand.hands[seat])),
        leader=hand.leader if hand.trick else hand.turn,
        trick=tuple(CARDS[c] for c in hand.trick),
        tricks=tuple(log.tricks),
        points=tuple(hand.points),
        tricks_won=tuple(hand.tricks),
        voids=tuple(_suits(mask) for mask in hand.voids),
        hand_sizes=tuple(mask.bit_count() for mask in hand.hands),
        talon=len(hand.talon),
        rest=len(hand.aside),
        removed=game.rules.removed.get(len(hand.seats), ()),
        drawn=tuple(CARDS[card] for drawer, card in hand.draws if drawer == seat),
        first_trick=hand.first_trick,
        chooser=game.chooser,
        choices=choices,
        totals=tuple(game.totals),
        winners=game.winners,
    )
