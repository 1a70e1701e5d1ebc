"""A trick game on the shared table: its zones and what a trick moves, the same for every
family whose players each lay one card to a trick that one of them takes.

The zones: ``"hand N"`` (your hand fanned face up; each other hand out of sight at its seat's
panel, its cards shown only on their way), ``"trick"`` (each card at its seat's place in the
shared centre, :class:`~cicera_gui.table.centre.SeatCentre`) and ``"taken N"`` (a trick on
its way, face down, to the panel of the seat that took it). A family places what it has
besides (a talon, a monte) and says which events lay, take and sweep.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

from cicera_gui.play.match import HUMAN
from cicera_gui.table.centre import SeatCentre
from cicera_gui.table.director import TableDirector
from cicera_gui.table.model import CardTable
from cicera_gui.table.ring import SeatRing
from cicera_gui.table.sprites import Target

#: A taken trick's cards, face down on their way to the taker, against a trick card.
TAKEN_SCALE = 0.5
#: An opponent's card on its way from its panel, against a trick card.
FROM_PANEL_SCALE = 0.7
#: A trick that was taken: (seat, card) in the order played, and who took it.
LastTrick = tuple[tuple[tuple[int, int], ...], int]
#: The family's engine events.
E = TypeVar("E")


class TrickTableLayout(Protocol):
    """What the trick's zones need of a family's layout: the seat ring and its centre."""

    @property
    def ring(self) -> SeatRing: ...
    @property
    def trick(self) -> SeatCentre: ...


def trick_targets(layout: TrickTableLayout, zone: str, cards: Sequence[int],
                  trick_seats: Sequence[int]) -> list[Target] | None:
    """Where the cards of one of the trick game's zones lie (``trick_seats``: who played
    the trick's cards, in order); None for a zone that is the family's own."""
    kind, _, number = zone.partition(" ")
    if zone == f"hand {HUMAN}":
        return [Target(slot.center, slot.width, face_up=True, layer=300 + index)
                for index, slot in enumerate(layout.ring.hand_slots(len(cards)))]
    if kind == "trick":
        return [Target(layout.trick.slot(seat, index).center, layout.trick.card_width,
                       face_up=True, layer=100 + index)
                for index, seat in enumerate(trick_seats)]
    if kind not in ("hand", "taken"):
        return None
    seat = int(number)
    ring = layout.ring
    panel = ring.own_rect() if seat == HUMAN else ring.seat_rect(seat)
    width = layout.trick.card_width * (TAKEN_SCALE if kind == "taken" else FROM_PANEL_SCALE)
    return [Target(panel.center, width, layer=500, shown=False) for _card in cards]


@dataclass
class TrickShown:
    """A hand of a trick game as the animations have shown it so far (the engine runs
    ahead): the cards on the shared card table, who played the trick's cards, who takes it,
    the tricks each seat took, the last trick taken and the dealer."""

    players: int
    cards: CardTable = field(init=False, repr=False)
    #: Who played the trick's cards, in order.
    trick_seats: list[int] = field(default_factory=list)
    winner: int | None = None
    tricks: list[int] = field(default_factory=list)
    last: LastTrick | None = None
    dealer: int = -1

    def __post_init__(self) -> None:
        self.tricks = [0] * self.players

    @property
    def hand(self) -> list[int]:
        return self.cards[f"hand {HUMAN}"]

    @property
    def counts(self) -> list[int]:
        return [len(self.cards[f"hand {seat}"]) for seat in range(self.players)]

    @property
    def trick(self) -> list[tuple[int, int]]:
        """The trick so far: (seat, card) in the order played."""
        return list(zip(self.trick_seats, self.cards["trick"], strict=True))


S = TypeVar("S", bound=TrickShown)


class TrickDirector(TableDirector[E], Generic[E, S]):
    """The steps of a trick, the same in every trick game: a card laid to it, the trick
    won (its taker's card ringed a moment), swept face down to the taker and counted (the
    hand as shown is ``S``)."""

    shown: S

    def lay(self, seat: int, card: int) -> float:
        """``card`` from ``seat``'s hand to the trick."""
        self.cards.move(card, "trick", source=f"hand {seat}")
        self.shown.trick_seats.append(seat)
        self.shown.winner = None
        self.sound("lay")
        return self.settle(0.28)

    def won(self, seat: int) -> float:
        """The trick is ``seat``'s: its card ringed, the trick kept as the last."""
        self.shown.winner = seat
        self.shown.last = (tuple(self.shown.trick), seat)
        self.sound("capture")
        return self.t(0.55) + 0.05

    def sweep(self, seat: int, extra: Sequence[int] = ()) -> float:
        """The trick (and ``extra`` cards with it) face down to its taker."""
        for card in [*self.cards["trick"], *extra]:
            self.cards.move(card, f"taken {seat}")
        self.shown.trick_seats = []
        return self.settle(0.35)

    def taken(self, seat: int) -> float:
        """The swept trick out of sight, counted to its taker."""
        self.cards.remove(list(self.cards[f"taken {seat}"]))
        self.shown.winner = None
        self.shown.tricks[seat] += 1
        return 0.0
