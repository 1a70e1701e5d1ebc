"""What lies still on a table, drawn once and kept while it stays so.

Each frame of an animation draws the window's background, the cloth and every card; most of
them lie still. :class:`StillLayer` keeps them on one surface, drawn again only when what it
shows changes (a card lands, lifts off, is marked, the window or the art changes), so a frame
costs one copy of that surface and the cards in flight.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

import pygame

from cicera_gui.art.decoration import Decoration
from cicera_gui.table.sprites import CardSprite, Marks, Painter, draw_card


@dataclass(frozen=True)
class CardLook:
    """A card as a table draws it: where, with which marks and which decoration."""

    sprite: CardSprite
    rect: pygame.Rect
    marks: Marks = field(default_factory=Marks)
    decoration: Decoration | None = None
    lifted: bool = False

    def draw(self, surface: pygame.Surface, host: Painter) -> None:
        draw_card(surface, host, self.sprite, self.rect, self.marks, lifted=self.lifted,
                  decoration=self.decoration)

    def reach(self) -> pygame.Rect:
        """Every pixel drawing it may touch: the card, its shadow and its marks' rings."""
        width = self.rect.height if self.sprite.sideways else self.rect.width
        margin = 8 + 2 * max(2, width // 28)
        return self.rect.inflate(2 * margin, 2 * margin)

    def key(self, host: Painter) -> Hashable:
        """What its picture depends on; the face (or back) itself, by identity, so that a face
        drawn again (a better raster, another deck) draws the card again."""
        sprite = self.sprite
        width = self.rect.height if sprite.sideways else self.rect.width
        art = (host.card_face(sprite.card, width, self.decoration) if sprite.face_up
               else host.card_back(width, sideways=sprite.sideways))
        return (sprite.card, tuple(self.rect), sprite.face_up, sprite.sideways, self.marks,
                self.lifted, art)


#: A card on the layer: what its picture depends on, the area it may paint (with its shadow
#: and marks) and how to paint it.
Entry = tuple[Hashable, pygame.Rect, Callable[[pygame.Surface], None]]
#: Beyond this many areas to mend, the layer is painted again whole.
MAX_MENDS = 12


class StillLayer:
    """The background and the cloth (the base), and the cards at rest over them, on one
    surface kept between frames. When cards come to rest, lift off or change, only the areas
    they cover are painted again: the base there, then every card at rest that reaches into
    them, in drawing order."""

    def __init__(self) -> None:
        self._base: pygame.Surface | None = None
        self._base_key: Hashable = None
        self._surface: pygame.Surface | None = None
        self._scratch: pygame.Surface | None = None
        self._entries: dict[Hashable, pygame.Rect] = {}

    def draw(self, surface: pygame.Surface, base_key: Hashable,
             paint_base: Callable[[pygame.Surface], None], cards: Sequence[Entry]) -> None:
        """Copy the layer onto ``surface``: the base painted by ``paint_base`` (again when
        ``base_key`` changed) and ``cards`` in drawing order."""
        size = surface.get_size()
        base, layer = self._base, self._surface
        if base is None or layer is None or base.get_size() != size:
            base = self._base = pygame.Surface(size, 0, surface)
            layer = self._surface = pygame.Surface(size, 0, surface)
            # made now, with the rest, not in the first frame that mends (a few milliseconds)
            self._scratch = pygame.Surface(size, 0, surface)
            self._base_key = None
        if base_key != self._base_key:
            paint_base(base)
            self._base_key = base_key
            self._entries = {}
            self._paint(layer, base, cards, [layer.get_rect()])
        else:
            mends = self._mends(cards)
            if mends:
                self._paint(layer, base, cards, mends)
        self._entries = {key: area for key, area, _paint in cards}
        surface.blit(layer, (0, 0))

    def _mends(self, cards: Sequence[Entry]) -> list[pygame.Rect]:
        """The areas to paint again for ``cards`` to replace what the layer shows."""
        old = self._entries
        new = {key for key, _area, _paint in cards}
        mends = [area for key, area in old.items() if key not in new]
        mends += [area for key, area, _paint in cards if key not in old]
        # cards that changed places in the drawing order (a card lands in the middle of a
        # sorted hand): each two that swapped have one outside the longest run kept in order
        before = {key: index for index, key in enumerate(key for key in old if key in new)}
        kept = [(before[key], area) for key, area, _paint in cards if key in old]
        in_order = longest_rising([index for index, _area in kept])
        mends += [area for at, (_index, area) in enumerate(kept) if at not in in_order]
        mends = merged(mends)
        if len(mends) > MAX_MENDS:
            return [mends[0].unionall(mends[1:])]
        return mends

    def _paint(self, layer: pygame.Surface, base: pygame.Surface, cards: Sequence[Entry],
               areas: list[pygame.Rect]) -> None:
        """Paint ``areas`` of the layer again: on a scratch surface, the base there and every
        card that reaches into them, whole (pygame draws a clipped outline along the clip's
        edge, so nothing is drawn under a clip), then those areas copied onto the layer."""
        if areas == [layer.get_rect()]:  # all of it: straight onto the layer
            layer.blit(base, (0, 0))
            for _key, _reach, paint in cards:
                paint(layer)
            return
        scratch = self._scratch
        assert scratch is not None  # made with the layer
        for mend in areas:
            area = mend.clip(layer.get_rect())  # a blit from off the layer would shift
            if area.width <= 0 or area.height <= 0:
                continue
            scratch.blit(base, area, area)
            for _key, reach, paint in cards:
                if reach.colliderect(area):
                    paint(scratch)
            layer.blit(scratch, area, area)


def longest_rising(values: Sequence[int]) -> set[int]:
    """The places in ``values`` of a longest rising run (not necessarily adjacent)."""
    tails: list[int] = []  # tails[k]: the place ending the best run of k + 1 found so far
    before: list[int] = []  # each place's predecessor in its run (-1: none)
    for at, value in enumerate(values):
        low = bisect_left(tails, value, key=values.__getitem__)
        before.append(tails[low - 1] if low else -1)
        if low == len(tails):
            tails.append(at)
        else:
            tails[low] = at
    run: set[int] = set()
    at = tails[-1] if tails else -1
    while at >= 0:
        run.add(at)
        at = before[at]
    return run


def merged(areas: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """``areas`` with each two that overlap so much that their union is no larger than the
    two apart made one (a card that moved a little: where it was and where it is), so that
    no pixel is painted twice over."""
    found: list[pygame.Rect] = []
    for given in areas:
        area = pygame.Rect(given)
        index = 0
        while index < len(found):
            other = found[index]
            union = area.union(other)
            if (area.colliderect(other) and union.width * union.height
                    <= area.width * area.height + other.width * other.height):
                area = union
                found.pop(index)
                index = 0
            else:
                index += 1
        found.append(area)
    return found


def still_then_moving(cards: Sequence[CardLook]) -> tuple[list[CardLook], list[CardLook]]:
    """``cards`` (in drawing order) as those at rest and those in flight (drawn over them)."""
    resting = [card for card in cards if not card.sprite.moving and not card.lifted]
    return resting, [card for card in cards if card.sprite.moving or card.lifted]
