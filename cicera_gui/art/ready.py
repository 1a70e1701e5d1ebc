"""Card faces and backs ready to blit, at any width the tables ask for.

A table asks for faces at several widths (its hands, the cards on the cloth, the piles, the
last play, a dialog's row); drawing a face from its SVG takes milliseconds, too long for a
frame of an animation. A face not drawn yet at a width is therefore scaled at once from the
same face drawn at another width (a face a family marks, never drawn with its mark yet,
from the plain face), and drawn exactly later, between animations
(:meth:`ReadyCards.refine_one`), so no animation waits for the art.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable

import pygame

from cicera_gui.art.card_art import CardArt, card_size
from cicera_gui.art.decoration import Decoration
from engine.cards import CARDS

#: (deck, card, width, the decoration's key) of a face.
FaceKey = tuple[str, int, int, str]
#: How many faces are kept (about 40 MB at the largest sizes): every card of a deck at the
#: half-dozen widths a table uses, with room to spare for a resize.
CAPACITY = 1200
#: How many faces may wait to be drawn ahead: the widths of the latest few layouts.
AHEAD = 520


class ReadyCards:
    """Faces and backs by deck and width, converted to the display's pixel format."""

    def __init__(self, art: CardArt, capacity: int = CAPACITY) -> None:
        self.art = art
        self.capacity = capacity
        self._faces: OrderedDict[FaceKey, pygame.Surface] = OrderedDict()
        self._backs: dict[tuple[str, int, bool], pygame.Surface] = {}
        #: Faces shown scaled from another width, still to be drawn exactly, each with the
        #: decoration that draws it.
        self._rough: dict[FaceKey, Decoration | None] = {}
        #: The widths each (deck, card, decoration) is held at.
        self._widths: dict[tuple[str, int, str], set[int]] = {}
        #: Faces to draw before they are needed, at rest, each with its decoration.
        self._ahead: dict[FaceKey, Decoration | None] = {}

    @property
    def pending(self) -> bool:
        """Faces to draw at rest: some on show were scaled, not yet drawn exactly, or some
        were asked for ahead."""
        return bool(self._rough or self._ahead)

    def prepare(self, deck: str, cards: Iterable[int], widths: Iterable[int],
                decoration: Decoration | None = None) -> None:
        """Draw ``cards`` at each of ``widths`` at rest, one a frame, before they are needed
        (a face wanted sooner is scaled from one of these)."""
        cards = list(cards)
        for width in widths:
            for card in cards:
                mark = decoration.key(card) if decoration is not None else ""
                key = (deck, card, max(8, int(width)), mark)
                if key not in self._faces:
                    self._ahead[key] = decoration
        while len(self._ahead) > AHEAD:  # a window dragged through many sizes: the latest
            del self._ahead[next(iter(self._ahead))]

    def face(self, deck: str, card: int, width: int, decoration: Decoration | None = None
             ) -> pygame.Surface:
        width = max(8, int(width))
        mark = decoration.key(card) if decoration is not None else ""
        key = (deck, card, width, mark)
        found = self._faces.get(key)
        if found is not None:
            self._faces.move_to_end(key)
            return found
        near = self._nearest(deck, card, mark, width)
        if near is None and mark:  # never drawn with its mark: the plain face, until rest
            near = self._nearest(deck, card, "", width)
        if near is not None:
            found = pygame.transform.smoothscale(near, card_size(width))
            self._rough[key] = decoration
        else:
            found = self._draw(key, decoration)
        self._keep(key, found)
        return found

    def back(self, deck: str, width: int, sideways: bool = False) -> pygame.Surface:
        width = max(8, int(width))
        key = (deck, width, sideways)
        found = self._backs.get(key)
        if found is None:
            image = _display_ready(self.art.back(width, deck=deck))
            found = pygame.transform.rotate(image, 90) if sideways else image
            if len(self._backs) > 64:
                self._backs.clear()
            self._backs[key] = found
        return found

    def refine_one(self) -> bool:
        """Draw one face asked for ahead, or one scaled face exactly (True when a face on
        show was: the screen shows it better)."""
        while self._ahead:
            key, decoration = next(iter(self._ahead.items()))
            del self._ahead[key]
            if key not in self._faces or key in self._rough:
                shown = key in self._rough
                self._rough.pop(key, None)
                self._keep(key, self._draw(key, decoration))
                return shown
        while self._rough:
            key, decoration = next(iter(self._rough.items()))
            del self._rough[key]
            if key in self._faces:
                self._faces[key] = self._draw(key, decoration)
                return True
        return False

    def _draw(self, key: FaceKey, decoration: Decoration | None) -> pygame.Surface:
        deck, card, width, mark = key
        if decoration is not None and mark:
            return _display_ready(decoration.face(card, width, deck))
        return _display_ready(self.art.face(str(CARDS[card]), width, deck=deck))

    def _nearest(self, deck: str, card: int, mark: str, width: int) -> pygame.Surface | None:
        """The face held at the width closest above ``width`` (else closest below)."""
        widths = self._widths.get((deck, card, mark))
        if not widths:
            return None
        larger = [w for w in widths if w > width]
        best = min(larger) if larger else max(widths)
        return self._faces.get((deck, card, best, mark))

    def _keep(self, key: FaceKey, face: pygame.Surface) -> None:
        self._faces[key] = face
        deck, card, width, mark = key
        self._widths.setdefault((deck, card, mark), set()).add(width)
        while len(self._faces) > self.capacity:
            old, _ = self._faces.popitem(last=False)
            self._rough.pop(old, None)
            self._widths[old[0], old[1], old[3]].discard(old[2])


def _display_ready(image: pygame.Surface) -> pygame.Surface:
    try:
        return image.convert_alpha()
    except pygame.error:  # no display mode yet
        return image
