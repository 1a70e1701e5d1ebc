"""What happens in a hand of the Ciapanò family, as typed values for the GUI and the records.

The engine never writes sentences: events carry kinds, seats, cards and numbers. Points are
in the variant's unit (thirds or whole points); penalties and totals in whole points.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card
from engine.ciapano.moves import Choice


@dataclass(frozen=True, slots=True)
class Trick:
    """One trick: who led, the cards in playing order, who won it (None while in play)."""

    leader: int
    cards: tuple[Card, ...]
    winner: int | None


@dataclass(frozen=True, slots=True)
class HandDealt:
    """A new hand: its number, the dealer, each seat's cards (empty for seats out), how many
    cards lie aside (the card aside, the monte or the talon) and the cards out of the deck."""

    hand: int
    dealer: int
    seats: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...]
    rest: int
    removed: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class TalonDrawn:
    """``seat`` drew ``card`` from the talon (only that seat may see it); ``left`` remain."""

    seat: int
    card: Card
    left: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """``seat`` played ``card`` to the trick."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon:
    """``seat`` won the trick that ``leader`` led, and its ``points``; ``last`` for the hand's
    last trick (its points then include the last-trick bonus and the monte)."""

    seat: int
    leader: int
    cards: tuple[Card, ...]
    points: int
    last: bool = False


@dataclass(frozen=True, slots=True)
class CappottoMade:
    """``seat`` made a cappotto and must choose to give or take (see :class:`Choice`)."""

    seat: int
    choices: tuple[Choice, ...]


@dataclass(frozen=True, slots=True)
class CappottoChosen:
    """The cappotto's maker chose."""

    seat: int
    choice: Choice


@dataclass(frozen=True, slots=True)
class HandScored:
    """The hand's card points and what each seat writes (negative for a 'take'), by seat;
    ``cappotto`` is its maker's seat, if any; ``totals`` the match scores after it."""

    hand: int
    points: tuple[int, ...]
    penalty: tuple[int, ...]
    totals: tuple[int, ...]
    last_trick: int
    cappotto: int | None = None


@dataclass(frozen=True, slots=True)
class PlayerOut:
    """``seat`` reached the target with ``total`` and is out of the match."""

    seat: int
    total: int


@dataclass(frozen=True, slots=True)
class MatchWon:
    """The match is decided: the winning seats and the final totals."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]


Event = (HandDealt | TalonDrawn | CardPlayed | TrickWon | CappottoMade | CappottoChosen
         | HandScored | PlayerOut | MatchWon)
