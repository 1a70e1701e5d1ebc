"""What a Cicera move leaves to the next player, from what the mover can know.

After a move the table lies open to the next player. Whether a card the mover has not seen
(in another hand, or still to come) could sweep it (a Scùa), snap up the card just laid (a
Picada), or take an honour or a sword from it is a fact of the position, true whatever the
unseen cards turn out to be: the hint says it of its move, and the analysis of a play says
what the play left open that the better move did not. The captures are the rules' own
(:func:`engine.cicera.moves.capture_options`).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import RANK_OF, SUIT_OF, Suit
from engine.cicera.moves import capture_options
from engine.cicera.scoring import HONOURS
from engine.cicera.view import SeatView
from engine.kinds.capture.moves import Move

_HONOURS = frozenset(int(card) for card in HONOURS)


@dataclass(frozen=True)
class Exposure:
    """What the table after a move offers the next player, if an unseen card allows it."""

    #: The table after the move (card numbers, as they lie).
    table: tuple[int, ...]
    #: An unseen card could take the whole table: a Scùa.
    sweep: bool
    #: The card the move laid, where an unseen card has its rank: a Picada (None: none).
    snap: int | None
    #: The honours on the table an unseen card could take (Mata, ten of coins, jack of cups).
    honours: tuple[int, ...]
    #: The swords on the table, honours aside, an unseen card could take.
    swords: tuple[int, ...]

    @property
    def nothing(self) -> bool:
        """Nothing worth saying lies open."""
        return not (self.sweep or self.snap is not None or self.honours or self.swords)


def table_after(view: SeatView, move: Move) -> tuple[int, ...]:
    """The table once ``move`` is played: its cards taken off, or the card laid on it."""
    taken = {int(card) for card in move.capture}
    rest = tuple(int(card) for card in view.table if int(card) not in taken)
    return rest if move.capture else (*rest, int(move.card))


def next_seat_plays(view: SeatView) -> bool:
    """The next player has a card to play after this one (in hand, or dealt later)."""
    following = (view.seat + 1) % view.players
    return view.hand_sizes[following] > 0 or view.stock > 0


def exposure(view: SeatView, move: Move) -> Exposure:
    """What ``move`` leaves open to the next player, over the cards the seat has not seen."""
    table = table_after(view, move)
    if not table or not next_seat_plays(view):
        return Exposure(table, False, None, (), ())
    whole = frozenset(table)
    sweep = False
    takeable: set[int] = set()
    snap: int | None = None
    laid = None if move.capture else int(move.card)
    for card in view.unseen():
        for option in capture_options(int(card), table):
            takeable.update(option)
            sweep = sweep or frozenset(option) == whole
            if laid is not None and option == (laid,) and RANK_OF[int(card)] == RANK_OF[laid]:
                snap = laid
    honours = tuple(card for card in table if card in takeable and card in _HONOURS)
    swords = tuple(card for card in table if card in takeable and card not in _HONOURS
                   and SUIT_OF[card] == Suit.SPADE)
    return Exposure(table, sweep, snap, honours, swords)


def given_away(view: SeatView, played: Move, better: Move) -> Exposure:
    """What ``played`` left open that ``better`` did not: the sweep if only the play left
    it, the snap of the card it laid if the better move left none, and the honours and swords
    it left to be taken where the better move did not leave them."""
    mine, theirs = exposure(view, played), exposure(view, better)
    return Exposure(
        mine.table,
        mine.sweep and not theirs.sweep,
        mine.snap if theirs.snap is None else None,
        tuple(card for card in mine.honours if card not in theirs.honours),
        tuple(card for card in mine.swords if card not in theirs.swords))
