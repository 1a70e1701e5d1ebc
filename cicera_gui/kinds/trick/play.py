"""A trick game on the shared table: its zones and what a trick moves, the same for every
family whose players each lay one card to a trick that one of them takes.

The zones: ``"hand N"`` (your hand fanned face up; each other hand out of sight at its seat's
panel, its cards shown only on their way), ``"trick"`` (each card at its seat's place in the
shared centre, :class:`~cicera_gui.table.centre.SeatCentre`), ``"taken N"`` (a trick on its
way, face down, to the panel of the seat that took it), ``"talon"`` (the cards still to
draw) and ``"rest"`` (cards the deal left over face down, a monte or cards put aside), both
a stack right of your hand. A family says which events deal, draw, lay, take and sweep.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

import pygame

from cicera_gui.table.centre import SeatCentre
from cicera_gui.table.director import TableDirector
from cicera_gui.table.model import CardTable, Flight, Report, reported
from cicera_gui.table.ring import SeatRing
from cicera_gui.table.sprites import Target
from cicera_gui.table.zones import Zones
from cicera_gui.words.names import viewer

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
    @property
    def centre(self) -> tuple[float, float]: ...
    @property
    def card_width(self) -> int: ...

    def pile_rect(self) -> pygame.Rect: ...


class PlayedTrick(Protocol):
    """A trick as a seat's view has it: who led, its cards in the order played, who took it
    (None while it is in play)."""

    @property
    def leader(self) -> int: ...
    @property
    def cards(self) -> Sequence[int]: ...
    @property
    def winner(self) -> int | None: ...


class TrickView(Protocol):
    """What a seat's view of a trick game's hand holds that its table shows."""

    @property
    def hand(self) -> Sequence[int]: ...
    @property
    def hand_sizes(self) -> Sequence[int]: ...
    @property
    def seats(self) -> Sequence[int]: ...
    @property
    def dealer(self) -> int: ...
    @property
    def leader(self) -> int: ...
    @property
    def trick(self) -> Sequence[int]: ...
    @property
    def tricks(self) -> Sequence[PlayedTrick]: ...
    @property
    def tricks_won(self) -> Sequence[int]: ...
    @property
    def talon(self) -> int: ...
    @property
    def rest(self) -> int: ...


def seats_from(seats: Sequence[int], first: int) -> list[int]:
    """``seats`` in playing order from ``first``."""
    if first not in seats:
        return list(seats)
    return [*seats[seats.index(first):], *seats[:seats.index(first)]]


def trick_reports(players: int) -> dict[str, Report]:
    """What the trick game's zones show: your hand face up, the trick in the order played,
    the other hands and the talon as counts."""
    found: dict[str, Report] = {f"hand {seat}": "count" for seat in range(players)}
    found.update({f"hand {viewer()}": "set", "trick": "order", "talon": "count", "rest": None})
    return found


def trick_zones(contents: Mapping[str, Sequence[int] | int], reports: Mapping[str, Report],
                tricks: Sequence[int]) -> Zones:
    """What a table with ``contents`` shows (:func:`~cicera_gui.table.model.reported`) and
    the tricks each seat took."""
    found = reported(contents, reports)
    found.update({f"tricks {seat}": count for seat, count in enumerate(tricks)})
    return found


def trick_targets(layout: TrickTableLayout, zone: str, cards: Sequence[int],
                  trick_seats: Sequence[int]) -> list[Target]:
    """Where the cards of one of the trick game's zones lie (``trick_seats``: who played
    the trick's cards, in order)."""
    kind, _, number = zone.partition(" ")
    if kind in ("talon", "rest"):
        rect = layout.pile_rect()
        return [Target((rect.centerx - 2 * min(2, len(cards) - 1 - index),
                        rect.centery - 2 * min(2, len(cards) - 1 - index)),
                       rect.width, layer=10 + index) for index in range(len(cards))]
    if zone == f"hand {viewer()}":
        return [Target(slot.center, slot.width, face_up=True, layer=300 + index)
                for index, slot in enumerate(layout.ring.hand_slots(len(cards)))]
    if kind == "trick":
        return [Target(layout.trick.slot(seat, index).center, layout.trick.card_width,
                       face_up=True, layer=100 + index)
                for index, seat in enumerate(trick_seats)]
    seat = int(number)
    ring = layout.ring
    panel = ring.own_rect() if seat == viewer() else ring.seat_rect(seat)
    width = layout.trick.card_width * (TAKEN_SCALE if kind == "taken" else FROM_PANEL_SCALE)
    return [Target(panel.center, width, layer=500, shown=False) for _card in cards]


class TrickPlaces:
    """Where the trick game's zones lie in the layout as it is now, for the trick shown."""

    def __init__(self, layout: Callable[[], TrickTableLayout], shown: TrickShown) -> None:
        self.layout = layout
        self.shown = shown

    def targets(self, zone: str, cards: Sequence[int]) -> list[Target]:
        return trick_targets(self.layout(), zone, cards, self.shown.trick_seats)


@dataclass
class TrickShown:
    """A hand of a trick game as the animations have shown it so far (the engine runs
    ahead): the cards on the shared card table, who played the trick's cards, who takes it,
    the tricks each seat took, the last trick taken, the seats dealt in, the dealer and what
    the table announces for a moment (``banner``)."""

    players: int
    cards: CardTable = field(init=False, repr=False)
    #: Who played the trick's cards, in order.
    trick_seats: list[int] = field(default_factory=list)
    winner: int | None = None
    tricks: list[int] = field(default_factory=list)
    last: LastTrick | None = None
    seats: tuple[int, ...] = ()
    dealer: int = -1
    banner: str = ""

    def __post_init__(self) -> None:
        self.tricks = [0] * self.players

    @property
    def hand(self) -> list[int]:
        return self.cards[f"hand {viewer()}"]

    @property
    def counts(self) -> list[int]:
        return [len(self.cards[f"hand {seat}"]) for seat in range(self.players)]

    @property
    def trick(self) -> list[tuple[int, int]]:
        """The trick so far: (seat, card) in the order played."""
        return list(zip(self.trick_seats, self.cards["trick"], strict=True))

    @property
    def talon(self) -> int:
        return len(self.cards["talon"])

    @property
    def rest(self) -> int:
        """The cards the deal left over, face down."""
        return len(self.cards["rest"])

    def zones(self) -> Zones:
        """What the table shows, zone by zone: the card table's zones and the tricks each
        seat took."""
        return trick_zones(self.cards.cards, self.cards.reports, self.tricks)


S = TypeVar("S", bound=TrickShown)


class TrickDirector(TableDirector[E], Generic[E, S]):
    """The steps of a trick, the same in every trick game: a card laid to it, the trick
    won (its taker's card ringed a moment), swept face down to the taker and counted (the
    hand as shown is ``S``)."""

    shown: S
    places: TrickPlaces

    def __init__(self, shown: S, layout: Callable[[], TrickTableLayout], *,
                 speed: Callable[[], float], sound: Callable[[str], None],
                 sort_key: Callable[[int], tuple[int, ...]] = lambda card: (card,)
                 ) -> None:
        self.shown = shown
        self.places = TrickPlaces(layout, shown)
        shown.cards = CardTable(self.places, trick_reports(shown.players),
                                stacks=["talon", "rest"])
        super().__init__(shown.cards, speed=speed, sound=sound)
        self.layout = layout
        #: Your hand's order, left to right.
        self.sort_key = sort_key

    def fresh(self) -> S:
        """The hand as shown from now, empty (a new hand or a restored one), with what the
        family keeps from one hand to the next (:meth:`carry`)."""
        shown = type(self.shown)(self.shown.players)
        self.carry(self.shown, shown)
        shown.cards = self.cards
        self.shown = self.places.shown = shown
        return shown

    def carry(self, before: S, after: S) -> None:
        """What a family's hand as shown keeps from ``before`` into the next (nothing)."""

    def hands(self, sizes: Sequence[int], hand: Sequence[int]) -> dict[str, Sequence[int] | int]:
        """Each seat's hand: yours in order, the others as counts of ``sizes``."""
        contents: dict[str, Sequence[int] | int] = {
            f"hand {seat}": size for seat, size in enumerate(sizes)}
        contents[f"hand {viewer()}"] = sorted((int(card) for card in hand), key=self.sort_key)
        return contents

    def left_over(self, view: TrickView) -> int:
        """How many cards the deal left over lie face down in ``view`` (all of them)."""
        return view.rest

    def view_contents(self, view: TrickView) -> dict[str, Sequence[int] | int]:
        """What each zone holds in the player's ``view`` of a hand: the hands, the trick as
        played, the talon and the cards left over."""
        contents = self.hands(view.hand_sizes, view.hand)
        contents.update(talon=view.talon, rest=self.left_over(view),
                        trick=[int(card) for card in view.trick])
        return contents

    def view_zones(self, view: TrickView) -> Zones:
        """The zones of the table as the player's ``view`` has them (see
        :meth:`TrickShown.zones`)."""
        return trick_zones(self.view_contents(view), trick_reports(len(view.hand_sizes)),
                           view.tricks_won)

    def restore(self, view: TrickView, dealt: bool) -> S:
        """The position of ``view`` on the table at once (a continued match, or after
        undo): the cards, who played the trick's, the tricks each seat has taken, the last
        trick and who took it; no cards before a hand is ``dealt``."""
        self.queue.clear()
        shown = self.fresh()
        if not dealt:
            self.cards.restore({})
            return shown
        shown.seats, shown.dealer = tuple(view.seats), view.dealer
        shown.tricks = list(view.tricks_won)
        shown.trick_seats = seats_from(view.seats, view.leader)[:len(view.trick)]
        done = view.tricks[-1] if view.tricks else None
        if done is not None and done.winner is not None:
            shown.last = (tuple(zip(seats_from(view.seats, done.leader),
                                    (int(c) for c in done.cards), strict=False)), done.winner)
        self.cards.restore(self.view_contents(view))
        return shown

    def deal(self, seats: Sequence[int], dealer: int, hands: Sequence[Sequence[int]],
             rest: int, stack: str = "rest") -> float:
        """A new hand dealt to ``seats`` by ``dealer``: the ``hands`` on the table at once
        (the others' as counts) and ``rest`` cards face down on the ``stack`` (``"talon"``
        or ``"rest"``); your hand flying in from the middle one card after another."""
        shown = self.fresh()
        shown.seats, shown.dealer = tuple(seats), dealer
        contents = self.hands([len(cards) for cards in hands], hands[viewer()])
        contents[stack] = rest
        self.cards.restore(contents)
        hand = self.cards[f"hand {viewer()}"]
        layout = self.layout()
        self.cards.appear(hand, Target(layout.centre, layout.card_width))
        self.sound("deal")
        return self.settle(0.45, {card: Flight(0.45, 0.05 * index)
                                  for index, card in enumerate(hand)})

    def draw(self, seat: int, card: int | None) -> float:
        """``seat`` draws from the talon: ``card`` when it is yours (else a hidden card)."""
        drawn = card if seat == viewer() and card is not None else self.cards.hidden(1)[0]
        self.cards.move(drawn, f"hand {seat}", source="talon")
        self.cards[f"hand {viewer()}"].sort(key=self.sort_key)
        return self.settle(0.3) + self.t(0.05)

    def announce(self, text: str, seconds: float) -> float:
        """The table says ``text`` where the prompt goes, read for ``seconds`` (at the
        animation's pace), until something else is announced."""
        self.shown.banner = text
        return self.t(seconds)

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
