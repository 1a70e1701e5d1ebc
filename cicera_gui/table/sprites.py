"""Cards on the table: a sprite per card gliding to its place, and the one way a card is drawn.

A :class:`CardSprite` glides from where it was to a :class:`Target` over ``dt`` steps. Every
table draws its cards with :func:`draw_card`: the shadow, the face (or the back) from the
window's art cache, then the :class:`Marks` the table asks for (a playable card's outline, a
veil over one that may not be played, the active card's highlight, a hint's ring). What a
family adds to its faces (Cicera's honour stars) is its own
:class:`~cicera_gui.art.decoration.Decoration`, handed to
the art cache; the shared code knows no family's marks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from cicera_gui.art import CARD_ASPECT
from cicera_gui.art.decoration import Decoration
from cicera_gui.look import theme
from cicera_gui.look.anim import Tween, arc_offset, ease_in_out_cubic, lerp


def card_height(width: int) -> int:
    """A card's height at ``width`` pixels (the decks' one aspect)."""
    return round(width / CARD_ASPECT)


class Painter(Protocol):
    """What drawing a card needs of the window (the art cache and two drawing helpers)."""

    def card_face(self, card: int, width: int, decoration: Decoration | None = None
                  ) -> pygame.Surface: ...
    def card_back(self, width: int, sideways: bool = False) -> pygame.Surface: ...
    def rounded(self, size: tuple[int, int], color: tuple[int, int, int], alpha: int,
                radius: int) -> pygame.Surface: ...
    def draw_shadow(self, surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None: ...


@dataclass
class Target:
    """Where a card rests: its centre, its (portrait) width, lying sideways or not, face."""

    center: tuple[float, float]
    width: float
    sideways: bool = False
    face_up: bool = False
    layer: int = 0
    #: False for a place out of sight (a hand only its panel shows): the card is drawn on
    #: its way there, not once it lies there.
    shown: bool = True


@dataclass
class CardSprite:
    """One card on screen, gliding from where it was to its target: its flight is a
    :class:`~cicera_gui.look.anim.Tween` of its centre, advanced by ``dt``; its width follows the
    same easing, and it turns face up or down half way."""

    card: int
    center: tuple[float, float] = (0.0, 0.0)
    width: float = 60.0
    sideways: bool = False
    face_up: bool = False
    layer: int = 0
    start: Target | None = None
    end: Target | None = None
    flight: Tween | None = None
    lift: float = 0.0
    shown: bool = True

    @property
    def moving(self) -> bool:
        return self.end is not None and self.flight is not None and not self.flight.done

    @property
    def remaining(self) -> float:
        """Seconds until the card lands (0 at rest)."""
        return self.flight.remaining if self.flight is not None and self.end else 0.0

    def send(self, target: Target, duration: float, delay: float = 0.0, lift: float = 0.0
             ) -> None:
        """Glide to ``target`` over ``duration`` seconds after ``delay`` (0: jump there)."""
        if duration <= 0 and delay <= 0:
            self.place(target)
            return
        self.start = Target(self.center, self.width, self.sideways, self.face_up, self.layer,
                            self.shown)
        self.end = target
        self.flight = Tween(self.center, target.center, max(duration, 1e-6), delay,
                            easing=ease_in_out_cubic)
        self.lift = lift

    def place(self, target: Target) -> None:
        self.center = target.center
        self.width = target.width
        self.sideways = target.sideways
        self.face_up = target.face_up
        self.layer = target.layer
        self.shown = target.shown
        self.start = self.end = None
        self.flight = None

    def update(self, dt: float) -> None:
        flight, start, end = self.flight, self.start, self.end
        if flight is None or start is None or end is None:
            return
        flight.update(dt)
        if flight.elapsed < flight.delay:
            return
        progress = flight.progress
        x, y = flight.value
        self.center = (x, y + arc_offset(progress, self.lift))
        self.width = lerp(start.width, end.width, flight.easing(progress))
        self.sideways = start.sideways and end.sideways  # cards fly upright
        if progress >= 0.5:
            self.face_up = end.face_up
        if progress >= 1.0:
            self.place(end)

    def rect(self) -> pygame.Rect:
        height = self.width / 0.64
        w, h = (height, self.width) if self.sideways else (self.width, height)
        return pygame.Rect(round(self.center[0] - w / 2), round(self.center[1] - h / 2),
                           round(w), round(h))


@dataclass(frozen=True)
class Marks:
    """What a table marks on a card it draws."""

    #: A thin gold outline: the card may be played, or taken.
    outline: bool = False
    #: A dark veil: the card may not be played now.
    veiled: bool = False
    #: The strong highlight: the card glows (taken, or its capture under the pointer).
    glow: bool = False
    #: The card the player is about to play (chosen, focused by the keyboard).
    active: bool = False
    #: The hint's ring.
    hinted: bool = False


def draw_card(surface: pygame.Surface, host: Painter, sprite: CardSprite, rect: pygame.Rect,
              marks: Marks = Marks(), *, lifted: bool = False,
              decoration: Decoration | None = None) -> None:
    """Draw ``sprite`` in ``rect`` (its resting or raised place): shadow, face or back at the
    width it flies to (scaled on the way), then ``marks``."""
    width = rect.height if sprite.sideways else rect.width
    art = round(sprite.end.width) if sprite.moving and sprite.end else width
    if sprite.face_up:
        image = host.card_face(sprite.card, art, decoration)
        if sprite.sideways:  # a face turned across (a scopa's card on its pile)
            image = pygame.transform.rotate(image, 90)
    else:
        image = host.card_back(art, sideways=sprite.sideways)
    shadow = max(2, width // 28) * (3 if lifted else 1)
    host.draw_shadow(surface, rect.move(shadow // 2, shadow), radius=max(3, width // 12))
    if image.get_size() != rect.size:
        image = pygame.transform.scale(image, rect.size)
    surface.blit(image, rect)
    if marks.veiled:
        surface.blit(host.rounded(rect.size, (0, 0, 0), 110, max(3, width // 12)), rect)
    if marks.glow:
        theme.ring_card(surface, rect, theme.HIGHLIGHT, grow=6)
    elif marks.outline:
        theme.ring_card(surface, rect, theme.GOLD, grow=4, width=2)
    if marks.active and not lifted:
        theme.ring_card(surface, rect, theme.HIGHLIGHT, grow=6, width=3)
    if marks.hinted:
        pygame.draw.rect(surface, theme.HINT, rect.inflate(10, 10), width=4,
                         border_radius=max(5, width // 9))
