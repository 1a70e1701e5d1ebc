"""The one table model: a family's cards in named zones, a sprite per card, and every change
of the zones turned into flights.

A family names its zones ("hand 0", "table", "trick", "pile 1", "deck", "talon" ...) and says
where each zone's cards lie (:class:`Places`, a pure function of the zone and its cards); its
events become moves of cards between zones. :class:`CardTable` owns the rest, the same for
every family: the sprites, sending each card whose place changed gliding to it
(:meth:`CardTable.settle`), putting a position on the table at once (:meth:`CardTable.restore`,
from the seat's view), the drawing order, and what the table shows zone by zone.

A card the seat cannot know (an opponent's hand, the deck, the talon after a restore) is a
*hidden* card: a key from :data:`HIDDEN` up, drawn as a back. When the engine names a card
that comes out of a zone of hidden cards (an opponent lays it, a deal takes it from the
deck), the card takes over a hidden card's sprite and flies on from where that one lay.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import count
from typing import Literal, Protocol

from cicera_gui.table.sprites import CardSprite, Target
from cicera_gui.table.zones import Zones

#: Keys from here up are hidden cards: backs whose faces the seat cannot know.
HIDDEN = 1000
#: How a zone says what it shows: its cards face up as a set (the order is the table's own)
#: or in order (a trick, as played), or how many cards lie face down. ``None``: a zone the
#: table keeps for its animation (cards on their way out) and does not report.
Report = Literal["set", "order", "count"] | None
#: Of a stack (the deck, a pile) only this many top cards can be seen.
STACK_SHOWN = 3


@dataclass(frozen=True)
class Flight:
    """How one card flies to its new place: seconds, the delay before it sets off, and how
    high it arcs."""

    duration: float
    delay: float = 0.0
    lift: float = 0.0


class Places(Protocol):
    """A family's layout: where the cards of one zone lie, in the zone's order."""

    def targets(self, zone: str, cards: Sequence[int]) -> list[Target]: ...


class CardTable:
    """The cards of one table in their zones, and a sprite for each card that is drawn."""

    def __init__(self, places: Places, reports: Mapping[str, Report],
                 stacks: Iterable[str] = ()) -> None:
        self.places = places
        #: The zones the table shows and how each reports; zones made later are kept quiet.
        self.reports: dict[str, Report] = dict(reports)
        #: Zones whose cards lie one on another: only the top few are drawn at rest.
        self.stacks = frozenset(stacks)
        self.cards: dict[str, list[int]] = {name: [] for name in self.reports}
        self.sprites: dict[int, CardSprite] = {}
        self._hidden = count(HIDDEN)

    # -- the zones ---------------------------------------------------------------------------

    def __getitem__(self, zone: str) -> list[int]:
        """The cards of ``zone`` in order (the live list: a family may sort it)."""
        return self.cards.setdefault(zone, [])

    def zone_of(self, card: int) -> str | None:
        return next((name for name, cards in self.cards.items() if card in cards), None)

    def clear(self) -> None:
        """Every zone empty (the sprites stay until the next settle or snap)."""
        for cards in self.cards.values():
            cards.clear()

    def hidden(self, number: int) -> list[int]:
        """``number`` new hidden cards."""
        return [next(self._hidden) for _ in range(number)]

    def restore(self, contents: Mapping[str, Sequence[int] | int]) -> None:
        """Put a position on the table at once: each zone's cards, or how many hidden cards
        it holds (from the seat's view: never more than the seat may know)."""
        self.clear()
        for zone, content in contents.items():
            self[zone].extend(self.hidden(content) if isinstance(content, int) else content)
        self.sprites.clear()
        self.snap()

    def move(self, card: int, to: str, *, source: str | None = None,
             at: int | None = None) -> None:
        """``card`` goes to zone ``to`` (at index ``at``, else on top). A card not on the table
        comes out of ``source``: when that zone holds hidden cards, the top one is the card
        (its sprite now shows ``card``)."""
        where = self.zone_of(card)
        if where is not None:
            self.cards[where].remove(card)
        elif source is not None:
            self._reveal(card, source)
        target = self[to]
        target.insert(len(target) if at is None else at, card)

    def _reveal(self, card: int, source: str) -> None:
        cards = self[source]
        hidden = next((key for key in reversed(cards) if key >= HIDDEN), None)
        if hidden is None:
            return
        cards.remove(hidden)
        sprite = self.sprites.pop(hidden, None)
        if sprite is not None:
            sprite.card = card
            self.sprites[card] = sprite

    def remove(self, cards: Iterable[int]) -> None:
        """``cards`` leave the table (a trick taken out of sight)."""
        for card in cards:
            where = self.zone_of(card)
            if where is not None:
                self.cards[where].remove(card)
            self.sprites.pop(card, None)

    def appear(self, cards: Iterable[int], at: Target) -> None:
        """``cards`` start their next flight from ``at`` (dealt from the middle, say)."""
        for card in cards:
            sprite = self.sprites[card] = CardSprite(card)
            sprite.place(at)

    def card_at(self, zone: str, pos: tuple[int, int], reach: int = 0) -> int | None:
        """The card of ``zone`` under ``pos`` (within ``reach`` pixels of its edge), the one
        on top where cards overlap; None when none is."""
        for card in reversed(self.cards.get(zone, [])):
            sprite = self.sprites.get(card)
            if sprite is not None and sprite.rect().inflate(2 * reach, 2 * reach
                                                            ).collidepoint(pos):
                return card
        return None

    def zones(self) -> Zones:
        """What the table shows, zone by zone, as each zone reports."""
        return reported(self.cards, self.reports)

    # -- the sprites -------------------------------------------------------------------------

    def targets(self) -> dict[int, Target]:
        """Every card's place, zone by zone, from the family's layout."""
        found: dict[int, Target] = {}
        for zone, cards in self.cards.items():
            if cards:
                found.update(zip(cards, self.places.targets(zone, cards), strict=True))
        return found

    def settle(self, duration: float, flights: Mapping[int, Flight] | None = None) -> float:
        """Send every card whose place changed to it, over ``duration`` seconds or its own
        :class:`Flight`; a card new to the table appears at its place. Sprites of cards no
        longer on the table go. Returns the seconds until the last card lands."""
        flights = flights or {}
        longest = 0.0
        targets = self.targets()
        for card, target in targets.items():
            sprite = self.sprites.get(card)
            if sprite is None:
                self.sprites[card] = sprite = CardSprite(card)
                sprite.place(target)
                continue
            flight = flights.get(card)
            if flight is None:
                if _same_place(sprite, target):
                    sprite.layer, sprite.face_up, sprite.shown = (target.layer, target.face_up,
                                                                  target.shown)
                    continue
                flight = Flight(duration)
            sprite.send(target, flight.duration, flight.delay, flight.lift)
            longest = max(longest, flight.duration + flight.delay)
        for card in [c for c in self.sprites if c not in targets]:
            del self.sprites[card]
        return longest

    def snap(self) -> None:
        """Every card to its place at once (a resize, a restored position); a card in flight
        lands there in what was left of its flight."""
        targets = self.targets()
        for card, target in targets.items():
            sprite = self.sprites.get(card)
            if sprite is None:
                self.sprites[card] = sprite = CardSprite(card)
            if sprite.moving and sprite.end is not None:
                sprite.send(target, max(0.05, sprite.remaining))
            else:
                sprite.place(target)
        for card in [c for c in self.sprites if c not in targets]:
            del self.sprites[card]

    def update(self, dt: float) -> None:
        for sprite in self.sprites.values():
            sprite.update(dt)

    @property
    def moving(self) -> bool:
        return any(sprite.moving for sprite in self.sprites.values())

    def draw_order(self) -> list[CardSprite]:
        """The cards to draw, resting ones by layer and the moving ones over them: of a stack
        only the top few and those face up on it (a scopa's card across its pile), and never
        a card whose place is out of sight."""
        buried: set[int] = set()
        sprites = self.sprites
        for zone in self.stacks:
            lying = [card for card in self.cards.get(zone, [])
                     if card not in sprites or not sprites[card].face_up]
            buried.update(lying[:-STACK_SHOWN])
        shown = [s for s in sprites.values() if s.moving or (s.shown and s.card not in buried)]
        return sorted(shown, key=lambda s: (s.moving, s.layer))


def reported(contents: Mapping[str, Sequence[int] | int], reports: Mapping[str, Report]
             ) -> Zones:
    """What a table with ``contents`` in its zones (each zone's cards, or how many hidden
    cards it holds, as :meth:`CardTable.restore` takes them) shows, zone by zone as each
    reports: the one mapping from a position to what is seen, for the table at rest and for
    the seat's view alike."""
    found: Zones = {}
    for zone, report in reports.items():
        content = contents.get(zone, ())
        if report == "count":
            found[zone] = content if isinstance(content, int) else len(content)
        elif report is not None and not isinstance(content, int):
            found[zone] = frozenset(content) if report == "set" else tuple(content)
    return found


def _same_place(sprite: CardSprite, target: Target) -> bool:
    end = sprite.end
    if end is not None:
        return end.center == target.center and end.width == target.width
    return (abs(sprite.center[0] - target.center[0]) < 0.5
            and abs(sprite.center[1] - target.center[1]) < 0.5
            and abs(sprite.width - target.width) < 0.5
            and sprite.sideways == target.sideways)
