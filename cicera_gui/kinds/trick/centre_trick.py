"""A trick in the shared centre (:class:`~cicera_gui.table.centre.SeatCentre`), drawn the same
at every trick family's table: whose each card is, on a tag across its foot where the cards
lie in rows; the card that takes it ringed; and the last trick over the cloth while L (or its
button) is held, with the family's words for who took it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.theme import Fonts
from cicera_gui.table.centre import SeatCentre
from cicera_gui.table.corners import label_size
from cicera_gui.table.panels import draw_prompt
from cicera_gui.table.sprites import CardSprite, Painter
from cicera_gui.words.names import seat_name, viewer

#: A trick as shown: (seat, card) in the order played.
Plays = Sequence[tuple[int, int]]


def draw_owner(surface: pygame.Surface, fonts: Fonts, painter: Painter, centre: SeatCentre,
               seat: int, rect: pygame.Rect) -> None:
    """Whose card a trick card is, on a tag across its foot (where the trick's cards do not
    lie towards their seats)."""
    if not centre.in_rows:
        return
    name = seat_name(seat)
    room = rect.width - 6
    size = fonts.fit(name, label_size(centre.ring.unit), room)
    width = min(rect.width - 2, fonts.width(name, size) + 8)
    tag = pygame.Rect(0, 0, width, round(size * 1.35))
    tag.midbottom = (rect.centerx, rect.bottom - 3)
    with boxes.inside("trick name", tag):
        surface.blit(painter.rounded(tag.size, theme.PANEL, 225, max(2, tag.height // 3)), tag)
        theme.draw_text(surface, fonts, theme.elide(fonts, name, size, room), tag.center, size,
                        theme.HIGHLIGHT if seat == viewer() else theme.CREAM, anchor="center",
                        group="trick names")


def draw_trick_marks(surface: pygame.Surface, fonts: Fonts, painter: Painter,
                     centre: SeatCentre, plays: Plays, taker: int | None,
                     sprites: Mapping[int, CardSprite]) -> None:
    """Each card of the trick on the table says whose it is once it lies in its place; the
    card of ``taker`` (the seat that takes the trick, once known) is ringed."""
    for seat, card in plays:
        sprite = sprites.get(card)
        if sprite is not None and not sprite.moving:
            draw_owner(surface, fonts, painter, centre, seat, sprite.rect())
    for seat, card in plays:  # the ring over every tag
        sprite = sprites.get(card)
        if seat == taker and sprite is not None:
            theme.ring_card(surface, sprite.rect(), theme.HIGHLIGHT)


def draw_last_trick(surface: pygame.Surface, fonts: Fonts, painter: Painter,
                    centre: SeatCentre, plays: Plays, taker: int, area: pygame.Rect,
                    words: str, band: pygame.Rect) -> None:
    """The last trick over ``area`` (the cloth), each card at its seat's place, the taker's
    ringed, and ``words`` (who took it) in the prompt's ``band``."""
    u = centre.ring.unit
    theme.panel(surface, area, alpha=255, radius=round(u * 2))
    for order, (seat, card) in enumerate(plays):
        rect = centre.slot(seat, order)
        boxes.element("card", rect)
        surface.blit(painter.card_face(card, rect.width), rect)
        draw_owner(surface, fonts, painter, centre, seat, rect)
        if seat == taker:
            theme.ring_card(surface, rect, theme.HIGHLIGHT)
    draw_prompt(surface, fonts, words, band, round(u * 2.8), theme.GOLD)
