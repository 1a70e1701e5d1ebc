"""What the table shows: where each card is, and a sprite per card that glides to its place.

The board mirrors the engine's state as far as the animations have got: the engine runs
ahead, and :mod:`cicera_gui.families.cicera.director` moves the board along event by event.
Every card's resting place comes from the layout, so a resize simply sends every card to its
new place.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from cicera_gui.families.cicera.zones import TableLayout
from cicera_gui.play.match import HUMAN
from cicera_gui.table.sprites import CardSprite, Target
from cicera_gui.table.zones import Zones, hand_zones
from engine.cicera import Move, SeatView
from engine.cicera.hand import HandState


@dataclass
class Board:
    """The cards as the table currently shows them."""

    players: int
    sides: int
    hands: list[list[int]] = field(default_factory=list)
    table: list[int] = field(default_factory=list)
    piles: list[list[int]] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    events: list[list[int]] = field(default_factory=list)
    last_play: tuple[int, int, tuple[int, ...]] | None = None
    last_capture: tuple[int, int, tuple[int, ...]] | None = None
    glowing: set[int] = field(default_factory=set)
    sprites: dict[int, CardSprite] = field(default_factory=dict)
    dealer: int = 0
    #: The match totals as shown: before the hand's scoring, they leave out its event points
    totals: list[int] = field(default_factory=list)
    #: True once the hand shown is scored (its points are in :attr:`totals`)
    scored: bool = False

    def __post_init__(self) -> None:
        self.clear()

    def clear(self) -> None:
        self.hands = [[] for _ in range(self.players)]
        self.table = []
        self.piles = [[] for _ in range(self.sides)]
        self.events = [[0] * 5 for _ in range(self.sides)]
        self.deck = []
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

    def restore(self, hand: HandState, plays: Sequence[Move], players: int) -> None:
        """Show ``hand`` as it stands after ``plays`` (the last play and capture from them)."""
        self.clear()
        self.dealer = hand.dealer
        self.hands = [list(h) for h in hand.hands]
        self.table = list(hand.table)
        self.piles = [[c for c in range(52) if pile >> c & 1] for pile in hand.piles]
        self.deck = [c for deal in hand.later for h in deal for c in h]
        self.events = [list(counts) for counts in hand.events]
        for index, move in enumerate(plays):
            seat = (hand.dealer + 1 + index) % players
            self.last_play = (seat, int(move.card), tuple(int(c) for c in move.capture))
            if move.capture:
                self.last_capture = self.last_play

    def zones(self) -> Zones:
        """What the board shows, zone by zone: the player's hand face up, the other hands,
        the piles and the deck as counts, the table's cards face up."""
        found = hand_zones(HUMAN, self.hands[HUMAN], [len(hand) for hand in self.hands])
        found.update({"table": frozenset(self.table), "deck": len(self.deck)})
        for side, pile in enumerate(self.piles):
            found[f"pile {side}"] = len(pile)
        return found

    # -- where each card belongs ---------------------------------------------------------------

    def targets(self, layout: TableLayout) -> dict[int, Target]:
        found: dict[int, Target] = {}
        deck_rect = layout.deck_rect()
        for index, card in enumerate(self.deck):
            offset = min(index, 12) * 0.35
            found[card] = Target((deck_rect.centerx - offset, deck_rect.centery - offset),
                                 deck_rect.width, layer=1 + index)
        for slot, card in zip(layout.table_slots(len(self.table)), self.table, strict=True):
            found[card] = Target(slot.center, slot.width, face_up=True, layer=100)
        for side, pile in enumerate(self.piles):
            rect = layout.pile_rect(side)
            for index, card in enumerate(pile):
                offset = min(index, 24) * 0.3
                found[card] = Target((rect.centerx + offset, rect.centery - offset), rect.width,
                                     layer=200 + index)
        for seat, hand in enumerate(self.hands):
            sideways = layout.position_of(seat) in ("left", "right")
            for index, (slot, card) in enumerate(
                zip(layout.hand_slots(seat, len(hand)), hand, strict=True)
            ):
                width = slot.height if sideways else slot.width
                found[card] = Target(slot.center, width, sideways=sideways,
                                     face_up=seat == HUMAN, layer=300 + index)
        return found

    def ensure_sprites(self, cards: list[int], layout: TableLayout) -> None:
        deck_rect = layout.deck_rect()
        for card in cards:
            if card not in self.sprites:
                self.sprites[card] = CardSprite(card, deck_rect.center, deck_rect.width)

    def settle(self, layout: TableLayout, duration: float,
               timing: dict[int, tuple[float, float, float]] | None = None) -> float:
        """Send every card whose place changed to its target; returns when the last arrives.

        ``timing`` gives chosen cards their own (duration, delay, lift); the others reflow
        over ``duration``.
        """
        timing = timing or {}
        longest = 0.0
        targets = self.targets(layout)
        for card, target in targets.items():
            sprite = self.sprites.get(card)
            if sprite is None:
                sprite = self.sprites[card] = CardSprite(card, target.center, target.width)
                sprite.place(target)
                continue
            if card in timing:
                length, delay, lift = timing[card]
            else:
                if _same_place(sprite, target):
                    sprite.layer = target.layer
                    sprite.face_up = target.face_up
                    continue
                length, delay, lift = duration, 0.0, 0.0
            sprite.send(target, length, delay, lift)
            longest = max(longest, length + delay)
        for card in [c for c in self.sprites if c not in targets]:
            del self.sprites[card]
        return longest

    def snap(self, layout: TableLayout) -> None:
        """Put every card at its place at once (after a resize, or with animation off)."""
        for card, target in self.targets(layout).items():
            sprite = self.sprites.get(card)
            if sprite is None:
                self.sprites[card] = sprite = CardSprite(card)
            if sprite.moving and sprite.end is not None:
                sprite.send(target, max(0.05, sprite.remaining))
            else:
                sprite.place(target)

    def update(self, dt: float) -> None:
        for sprite in self.sprites.values():
            sprite.update(dt)

    @property
    def moving(self) -> bool:
        return any(sprite.moving for sprite in self.sprites.values())

    def draw_order(self) -> list[CardSprite]:
        """Resting cards by layer, then moving cards on top; of a resting stack (the deck, a
        pile) only the top few cards, since the others cannot be seen."""
        buried: set[int] = set()
        for stack in (self.deck, *self.piles):
            buried.update(stack[:-3])
        shown = [s for s in self.sprites.values() if s.moving or s.card not in buried]
        return sorted(shown, key=lambda s: (s.moving, s.layer))



def _same_place(sprite: CardSprite, target: Target) -> bool:
    end = sprite.end if sprite.end is not None else None
    if end is not None:
        return end.center == target.center and end.width == target.width
    return (
        abs(sprite.center[0] - target.center[0]) < 0.5
        and abs(sprite.center[1] - target.center[1]) < 0.5
        and abs(sprite.width - target.width) < 0.5
        and sprite.sideways == target.sideways
    )


def view_zones(view: SeatView) -> Zones:
    """The zones of the table as the player's view has them (see :meth:`Board.zones`)."""
    found = hand_zones(view.seat, map(int, view.hand), view.hand_sizes)
    found.update({"table": frozenset(int(card) for card in view.table), "deck": view.stock})
    for side, pile in enumerate(view.captured):
        found[f"pile {side}"] = len(pile)
    return found
