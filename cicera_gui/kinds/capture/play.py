"""A game of captures on the shared table: its zones and what a play moves, the same for
every family whose players lay a card to the table or take table cards with it onto their
side's pile.

The zones: ``"hand N"`` (your hand fanned face up at the bottom; the others' face down at
their seats, sideways at the left and right), ``"table"`` (the cards laid out in rows),
``"pile N"`` (each side's captured cards, a face-down stack) and ``"deck"`` (the cards still
to deal, a stack). A family says which events deal, lay, take and sweep, and what it shows
besides the cards (points made, the score).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar, assert_never

import pygame

from cicera_gui.kinds.capture.last_play import ShownPlay
from cicera_gui.table.director import Banner, TableDirector
from cicera_gui.table.model import CardTable, Flight, Report, reported
from cicera_gui.table.sprites import Target
from cicera_gui.table.steps import Step
from cicera_gui.table.zones import Zones
from cicera_gui.words.names import viewer
from engine.cards import deck
from engine.kinds.capture.events import (
    CardLaid,
    CardsCaptured,
    HandDealt,
    HandScored,
    LaterDeal,
    LeftoverTaken,
    MatchWon,
)

#: Seconds: the cards closing up; a card laid or taking; a card dealt, and the gap between
#: two; a capture shown before it is swept; the sweep to the pile.
REFLOW = 0.28
FLIGHT = 0.42
DEAL_FLIGHT = 0.32
DEAL_STAGGER = 0.045
SHOW_CAPTURE = 0.45
SWEEP = 0.5
#: A packet of a deal: to whose hand (None: to the table), and its cards.
Packet = tuple[int | None, list[int]]
#: The events of every game of captures (the family's own event points and scores inside).
AnyCaptureEvent = (HandDealt | LaterDeal | CardLaid | CardsCaptured[Any] | LeftoverTaken
                   | HandScored[Any] | MatchWon)
#: A family's events: those of every game of captures.
E = TypeVar("E", bound=AnyCaptureEvent)
#: How long a banner of event points stays, with half a second more for each point after
#: the first.
BANNER_TIME = 1.5


def packets_of(packets: Sequence[Any]) -> list[Packet]:
    """A deal's packets as the table deals them: whose (None: the table's) and the cards."""
    return [(p.seat, [int(c) for c in p.cards]) for p in packets]


class CaptureTableLayout(Protocol):
    """Where a game of captures' zones lie in a family's layout."""

    def deck_rect(self) -> pygame.Rect: ...
    def table_slots(self, count: int) -> list[pygame.Rect]: ...
    def pile_rect(self, side: int) -> pygame.Rect: ...
    def hand_slots(self, seat: int, count: int) -> list[pygame.Rect]: ...
    def position_of(self, seat: int) -> str: ...


@dataclass
class CapturePlaces:
    """Where each zone lies in the layout as it is now (the window may change): the deck
    and the piles as stacks, the table's cards in rows, the hands fanned (sideways at the
    left and right)."""

    layout: Callable[[], CaptureTableLayout]
    #: The cards that lie face up across their pile (a scopa's card, as players turn it), in
    #: the order they were turned.
    across: Callable[[], Sequence[int]] = tuple

    def targets(self, zone: str, cards: Sequence[int]) -> list[Target]:
        layout = self.layout()
        kind, _, number = zone.partition(" ")
        if kind == "deck":
            rect = layout.deck_rect()
            return [Target((rect.centerx - min(i, 12) * 0.35, rect.centery - min(i, 12) * 0.35),
                           rect.width, layer=1 + i) for i in range(len(cards))]
        if kind == "table":
            return [Target(slot.center, slot.width, face_up=True, layer=100)
                    for slot in layout.table_slots(len(cards))]
        if kind == "pile":
            return self.pile_targets(layout.pile_rect(int(number)), cards)
        seat = int(number)
        sideways = layout.position_of(seat) in ("left", "right")
        return [Target(slot.center, slot.height if sideways else slot.width, sideways=sideways,
                       face_up=seat == viewer(), layer=300 + i)
                for i, slot in enumerate(layout.hand_slots(seat, len(cards)))]


    def pile_targets(self, rect: pygame.Rect, cards: Sequence[int]) -> list[Target]:
        """A pile's cards face down in a stack; those that lie across it face up over it,
        as long as the pile is wide (so that they stay within its place, clear of its
        label), each a little lower than the one before (so that they can be counted), the
        row of them centred on the pile."""
        across = [card for card in self.across() if card in cards]
        width = rect.width * rect.width / max(1, rect.height)
        step = min(width * 0.32, rect.height * 0.8 / max(1, len(across) - 1))
        top = rect.centery - step * (len(across) - 1) / 2
        targets = []
        lying = 0  # the face-down cards so far: their stack is the same however many lie across
        for card in cards:
            if card in across:
                turned = across.index(card)
                targets.append(Target((rect.centerx, top + turned * step), width,
                                      sideways=True, face_up=True, layer=240 + turned))
            else:
                i = lying
                lying += 1
                targets.append(Target((rect.centerx + min(i, 24) * 0.3,
                                       rect.centery - min(i, 24) * 0.3), rect.width,
                                      layer=200 + i))
        return targets


def capture_reports(players: int, sides: int) -> dict[str, Report]:
    """The zones and what each shows: your hand and the table face up, the other hands,
    the deck and the piles as counts."""
    found: dict[str, Report] = {f"hand {seat}": "count" for seat in range(players)}
    found.update({f"hand {viewer()}": "set", "table": "set", "deck": "count"})
    found.update({f"pile {side}": "count" for side in range(sides)})
    return found


@dataclass(frozen=True)
class CaptureChoice:
    """One way to play a card: what it takes and the family's event points it scores."""

    card: int
    capture: tuple[int, ...]
    points: tuple[Any, ...]


#: What a way to take gains, in the family's words for a deck: a label each.
Gains = Callable[[CaptureChoice, str], list[str]]


class CaptureMove(Protocol):
    """A move of a game of captures: the card played and the table cards it takes."""

    @property
    def card(self) -> int: ...
    @property
    def capture(self) -> Sequence[int]: ...


class CaptureView(Protocol):
    """What a seat's view of a game of captures says of the zones, who dealt and the plays
    of the hand so far (seat, move)."""

    @property
    def seat(self) -> int: ...
    @property
    def hand_sizes(self) -> Sequence[int]: ...
    @property
    def hand(self) -> Sequence[int]: ...
    @property
    def table(self) -> Sequence[int]: ...
    @property
    def stock(self) -> int: ...
    @property
    def captured(self) -> Sequence[Collection[int]]: ...
    @property
    def dealer(self) -> int: ...
    @property
    def plays(self) -> Sequence[tuple[int, CaptureMove]]: ...
    @property
    def totals(self) -> Sequence[int]: ...


def view_contents(view: CaptureView) -> dict[str, Sequence[int] | int]:
    """What each zone holds in a seat's ``view``: its own cards, the table's and the piles
    (which every seat has seen) face up; the other hands and the deck as counts."""
    contents: dict[str, Sequence[int] | int] = {
        f"hand {seat}": size for seat, size in enumerate(view.hand_sizes)}
    contents[f"hand {view.seat}"] = [int(c) for c in view.hand]
    contents["table"] = [int(c) for c in view.table]
    contents["deck"] = view.stock
    for side, pile in enumerate(view.captured):
        contents[f"pile {side}"] = sorted(int(c) for c in pile)
    return contents


def view_zones(view: CaptureView) -> Zones:
    """The zones of the table as a seat's view has them, as the table shows them."""
    return reported(view_contents(view),
                    capture_reports(len(view.hand_sizes), len(view.captured)))


@dataclass
class CaptureShown:
    """A hand of a game of captures as the animations have shown it so far (the engine runs
    ahead): the cards on the shared card table, named by zone, the last play and the last
    capture, the cards that glow (a capture being shown) and the dealer."""

    players: int
    sides: int
    #: The table's layout as it is now.
    layout: Callable[[], CaptureTableLayout]
    cards: CardTable = field(init=False)
    hands: list[list[int]] = field(init=False)
    table: list[int] = field(init=False)
    piles: list[list[int]] = field(init=False)
    deck: list[int] = field(init=False)
    last_play: ShownPlay | None = None
    last_capture: ShownPlay | None = None
    glowing: set[int] = field(default_factory=set)
    dealer: int = 0
    #: The family's event points by name, in its order (Cicera's Scùa, Picada …; Scopa's
    #: scopa), and how many of each every side has made in the hand shown
    points: tuple[str, ...] = ()
    events: list[list[int]] = field(default_factory=list)
    #: The event points whose capturing card is turned face up across the side's pile (the
    #: scopa's), and the cards so turned in the hand shown
    turned: tuple[str, ...] = ()
    across: list[int] = field(default_factory=list)
    #: The match totals as shown: before the hand's scoring, they leave out its event points
    totals: list[int] = field(default_factory=list)
    #: True once the hand shown is scored (its points are in :attr:`totals`)
    scored: bool = False

    def __post_init__(self) -> None:
        cards = self.cards = CardTable(
            CapturePlaces(self.layout, lambda: self.across),
            capture_reports(self.players, self.sides),
            stacks=["deck", *(f"pile {s}" for s in range(self.sides))])
        # the zones' lists live as long as the card table (it empties them, never replaces
        # them): they are named once, for the many reads of a frame
        self.hands = [cards[f"hand {seat}"] for seat in range(self.players)]
        self.table = cards["table"]
        self.piles = [cards[f"pile {side}"] for side in range(self.sides)]
        self.deck = cards["deck"]
        self.clear()

    def clear(self) -> None:
        """A new hand: no cards, no last play, nothing glowing, no event points made."""
        self.cards.clear()
        self.last_play = None
        self.last_capture = None
        self.glowing = set()
        self.across = []
        self.events = [[0] * len(self.points) for _ in range(self.sides)]
        self.scored = False
        if len(self.totals) != self.sides:
            self.totals = [0] * self.sides

    def score(self, side: int) -> int:
        """``side``'s match points as the table shows them now: the event points of the hand
        in play count from the moment of their capture."""
        return self.totals[side] + (0 if self.scored else sum(self.events[side]))

    def restore(self, view: Any) -> None:
        """Show the hand as the player's ``view`` has it, at once (a family that shows more
        of a hand, its event points, says so)."""
        self.show_view(view)

    def show_view(self, view: CaptureView) -> None:
        """The hand as the player's ``view`` has it, at once: the cards
        (:func:`view_contents`), the dealer, the last play and the last capture, the totals
        (a family with event points says how many each side made)."""
        self.clear()
        self.totals = list(view.totals)
        self.cards.restore(view_contents(view))
        self.dealer = view.dealer
        for seat, move in view.plays:
            self.last_play = ShownPlay(seat, int(move.card), tuple(int(c) for c in move.capture))
            if move.capture:
                self.last_capture = self.last_play


S = TypeVar("S", bound=CaptureShown)


@dataclass(frozen=True)
class PointsMade:
    """What a banner over the table says: the event points of one play (Scùa! Picada! …;
    Scopa!), one banner however many points the play made, and the side that made them."""

    points: tuple[Any, ...]
    side: int


class CaptureDirector(TableDirector[E], Generic[E, S]):
    """The steps of a game of captures, the same in every such game: a deal from the deck, a
    card laid, a capture shown (its cards glowing) and swept onto the side's pile with its
    event points counted, banner and sounds, cards left over swept to a pile, the hand
    scored (the hand as shown is ``S``; ``on_hand_scored`` opens the family's summary)."""

    shown: S

    def __init__(self, shown: S, *, speed: Callable[[], float], sound: Callable[[str], None],
                 on_hand_scored: Callable[[HandScored[Any], MatchWon | None], None],
                 human_side: int = 0, sort_hand: Callable[[], bool] = lambda: False,
                 deck_size: int = 52) -> None:
        super().__init__(shown.cards, speed=speed, sound=sound)
        self.shown = shown
        self.sort_hand = sort_hand
        self.deck_size = deck_size
        self.on_hand_scored = on_hand_scored
        self.human_side = human_side

    def steps_for(self, event: E, after: Sequence[E]) -> list[tuple[Step, str]]:
        """The steps of each event of a game of captures."""
        if isinstance(event, HandDealt):
            return [(lambda: self.new_deal(event.dealer, packets_of(event.packets),
                                           self.deck_size), "deal")]
        if isinstance(event, LaterDeal):
            return [(lambda: self.deal(packets_of(event.packets)), "later deal")]
        if isinstance(event, CardLaid):
            return [(lambda: self.lay(event.seat, int(event.card)), "lay")]
        if isinstance(event, CardsCaptured):
            return [
                (lambda: self.show_capture(event.seat, int(event.card),
                                           [int(c) for c in event.captured]), "capture"),
                (lambda: self.sweep(event), "sweep"),
            ]
        if isinstance(event, LeftoverTaken):
            return [(lambda: self.leftover(event.side, [int(c) for c in event.cards]),
                     "leftover")]
        if isinstance(event, HandScored):
            won = next((e for e in after if isinstance(e, MatchWon)), None)
            return [(lambda: self.t(0.6), "pause"),
                    (lambda: self.hand_scored(event, won), "scored")]
        if isinstance(event, MatchWon):
            return []  # the hand's score, just before it, ends the match
        assert_never(event)  # every event of the kind has its steps above

    def sweep(self, event: CardsCaptured[Any]) -> float:
        """The capture onto the side's pile, and its event points counted and announced (a
        banner, and each point's own sound, named by the point)."""
        shown = self.shown
        for point in event.points:
            shown.events[event.side][shown.points.index(point.value)] += 1
        self.sound("capture")
        if event.points:
            self.banners.append(Banner(PointsMade(tuple(event.points), event.side),
                                       BANNER_TIME + 0.5 * (len(event.points) - 1)))
        for index, point in enumerate(event.points):
            self.sound_later(0.2 + 0.3 * index, point.value)
        if any(point.value in shown.turned for point in event.points):
            shown.across.append(int(event.card))
        return self.to_pile(event.side, [int(event.card), *(int(c) for c in event.captured)],
                            0.03)

    def leftover(self, side: int | None, cards: list[int]) -> float:
        """The cards left on the table at the hand's end onto the last taker's pile (a pause
        when nobody took: they stay)."""
        if side is None:
            return self.t(0.3)
        return self.to_pile(side, cards, 0.05)

    def hand_scored(self, event: HandScored[Any], won: MatchWon | None) -> float:
        """The hand's points in the totals shown; its summary (and the match's end, when it
        ended the match) opens."""
        self.shown.totals, self.shown.scored = list(event.totals), True
        self.sound("hand_end")
        if won is not None:
            self.sound_later(1.0, "match_won" if won.side == self.human_side else "match_lost")
        self.on_hand_scored(event, won)
        return 0.0

    def new_deal(self, dealer: int, packets: list[Packet], deck_size: int) -> float:
        """A new hand: every card of the deck face down, then ``packets`` dealt from it."""
        self.shown.clear()
        self.shown.dealer = dealer
        dealt = [card for _seat, cards in packets for card in cards]
        rest = sorted(set(map(int, deck(deck_size))) - set(dealt)) \
            if len(dealt) < deck_size else []
        # the deck holds every card face down; the deal takes from its top
        self.cards.restore({"deck": rest + list(reversed(dealt))})
        return self.deal(packets)

    def deal(self, packets: list[Packet]) -> float:
        """``packets`` from the deck, one card after another, to the hands or the table."""
        flights: dict[int, Flight] = {}
        delay = 0.0
        for seat, cards in packets:
            for card in cards:
                self.cards.move(card, "table" if seat is None else f"hand {seat}",
                                source="deck")
                flights[card] = Flight(DEAL_FLIGHT, delay)
                self.sound_later(self.t(delay), "deal")
                delay += DEAL_STAGGER
        self.arrange()
        return self.settle(REFLOW, flights)

    def arrange(self) -> None:
        """Your hand in order, by suit then rank (when the setting asks for it)."""
        if self.sort_hand():
            self.shown.hands[viewer()].sort()

    def lay(self, seat: int, card: int) -> float:
        """``card`` from ``seat``'s hand onto the table, taking nothing."""
        self.shown.last_play = ShownPlay(seat, card)
        self.shown.glowing = set()
        return self._to_table(seat, card)

    def show_capture(self, seat: int, card: int, taken: Sequence[int]) -> float:
        """``card`` onto the table, it and the cards it takes glowing a moment."""
        shown = self.shown
        shown.last_play = shown.last_capture = ShownPlay(seat, card, tuple(taken))
        shown.glowing = {card, *taken}
        return self._to_table(seat, card) + self.t(SHOW_CAPTURE)

    def _to_table(self, seat: int, card: int) -> float:
        self.cards.move(card, "table", source=f"hand {seat}")
        self.sound_later(self.t(FLIGHT) * 0.8, "lay")
        return self.settle(REFLOW, {card: Flight(FLIGHT)})

    def to_pile(self, side: int, cards: Sequence[int], stagger: float) -> float:
        """``cards`` from the table onto ``side``'s pile, one after another."""
        self.shown.glowing = set()
        for card in cards:
            self.cards.move(card, f"pile {side}")
        return self.settle(REFLOW, {card: Flight(SWEEP, i * stagger)
                                    for i, card in enumerate(cards)})
