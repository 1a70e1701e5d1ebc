"""What Cicera's table shows: its zones on the shared card table
(:class:`~cicera_gui.table.model.CardTable`), where each zone lies (:class:`CiceraPlaces`),
and what is Cicera's own beside the cards: the event points, the last play, the glow of a
capture, the score as shown.

The board follows the engine as far as the animations have got: the engine runs ahead, and
:mod:`cicera_gui.families.cicera.director` moves the board along event by event. A position
is restored from the player's view alone: the other hands and the deck are hidden cards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from cicera_gui.families.cicera.zones import TableLayout
from cicera_gui.play.match import HUMAN
from cicera_gui.table.last_play import ShownPlay
from cicera_gui.table.model import CardTable, Report, reported
from cicera_gui.table.sprites import Target
from cicera_gui.table.zones import Zones
from engine.cicera.view import SeatView


@dataclass
class CiceraPlaces:
    """Where each of Cicera's zones lies in the table's layout (as it is now: the window may
    change): the deck and the piles as stacks, the table's cards in rows, the hands fanned
    (sideways at the left and right)."""

    layout: Callable[[], TableLayout]

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
            rect = layout.pile_rect(int(number))
            return [Target((rect.centerx + min(i, 24) * 0.3, rect.centery - min(i, 24) * 0.3),
                           rect.width, layer=200 + i) for i in range(len(cards))]
        seat = int(number)
        sideways = layout.position_of(seat) in ("left", "right")
        return [Target(slot.center, slot.height if sideways else slot.width, sideways=sideways,
                       face_up=seat == HUMAN, layer=300 + i)
                for i, slot in enumerate(layout.hand_slots(seat, len(cards)))]


def reports(players: int, sides: int) -> dict[str, Report]:
    """Cicera's zones and what each shows: the player's hand and the table face up, the other
    hands, the deck and the piles as counts."""
    found: dict[str, Report] = {f"hand {seat}": "count" for seat in range(players)}
    found.update({f"hand {HUMAN}": "set", "table": "set", "deck": "count"})
    found.update({f"pile {side}": "count" for side in range(sides)})
    return found


@dataclass
class Board:
    """The cards as the table shows them, and Cicera's marks beside them."""

    players: int
    sides: int
    #: The table's layout as it is now.
    layout: Callable[[], TableLayout]
    cards: CardTable = field(init=False)
    #: The zones' cards: each player's hand, the table's, each side's pile, the deck's.
    hands: list[list[int]] = field(init=False)
    table: list[int] = field(init=False)
    piles: list[list[int]] = field(init=False)
    deck: list[int] = field(init=False)
    events: list[list[int]] = field(default_factory=list)
    last_play: ShownPlay | None = None
    last_capture: ShownPlay | None = None
    glowing: set[int] = field(default_factory=set)
    dealer: int = 0
    #: The match totals as shown: before the hand's scoring, they leave out its event points
    totals: list[int] = field(default_factory=list)
    #: True once the hand shown is scored (its points are in :attr:`totals`)
    scored: bool = False

    def __post_init__(self) -> None:
        cards = self.cards = CardTable(
            CiceraPlaces(self.layout), reports(self.players, self.sides),
            stacks=["deck", *(f"pile {s}" for s in range(self.sides))])
        # the zones' lists live as long as the card table (it empties them, never replaces
        # them): the board names them once, for the many reads of a frame
        self.hands = [cards[f"hand {seat}"] for seat in range(self.players)]
        self.table = cards["table"]
        self.piles = [cards[f"pile {side}"] for side in range(self.sides)]
        self.deck = cards["deck"]
        self.clear()

    def clear(self) -> None:
        self.cards.clear()
        self.events = [[0] * 5 for _ in range(self.sides)]
        self.last_play = None
        self.last_capture = None
        self.glowing = set()
        self.scored = False
        if len(self.totals) != self.sides:
            self.totals = [0] * self.sides

    def score(self, side: int) -> int:
        """``side``'s match points as the table shows them now: the event points of the hand
        in play count from the moment of their capture, as the rules say."""
        return self.totals[side] + (0 if self.scored else sum(self.events[side]))

    def restore(self, view: SeatView) -> None:
        """Show the hand as the player's ``view`` has it (:func:`view_contents`)."""
        self.clear()
        self.cards.restore(view_contents(view))
        self.dealer = view.dealer
        self.events = [list(counts) for counts in view.events]
        self.totals = list(view.totals)
        for seat, move in view.plays:
            self.last_play = ShownPlay(seat, int(move.card), tuple(int(c) for c in move.capture))
            if move.capture:
                self.last_capture = self.last_play


def view_contents(view: SeatView) -> dict[str, Sequence[int] | int]:
    """What each zone holds in the player's ``view``: its own cards, the table's and the
    piles (which every seat has seen) face up; the other hands and the deck as counts."""
    contents: dict[str, Sequence[int] | int] = {
        f"hand {seat}": size for seat, size in enumerate(view.hand_sizes)}
    contents[f"hand {view.seat}"] = [int(c) for c in view.hand]
    contents["table"] = [int(c) for c in view.table]
    contents["deck"] = view.stock
    for side, pile in enumerate(view.captured):
        contents[f"pile {side}"] = sorted(int(c) for c in pile)
    return contents


def view_zones(view: SeatView) -> Zones:
    """The zones of the table as the player's view has them, as the table shows them."""
    return reported(view_contents(view), reports(len(view.hand_sizes), len(view.captured)))
