"""The last play of a game of captures, in a panel: for each play shown, its words over it,
the card played and, after an arrow, the cards it took (overlapping when many). A family
gives the plays and their words; the table shows the panel small in its place, and large over
the cloth while L (or its button) is held."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from cicera_gui.art.decoration import Decoration
from cicera_gui.look import boxes, theme
from cicera_gui.look.theme import Fonts, elide
from cicera_gui.table.sprites import Painter, card_height

#: The share of the panel the first play takes when a second stands beside it.
FIRST_SHARE = 0.36


@dataclass(frozen=True)
class ShownPlay:
    """A play as the panel shows it: whose it was, the card played and the cards it took."""

    seat: int
    card: int
    taken: tuple[int, ...] = ()


def play_card_width(rect: pygame.Rect, taken: int, unit: float, lines: int = 1) -> int:
    """The width of the cards of one play in ``rect``: as tall as the panel allows under
    ``lines`` of words, and narrow enough that the card, the arrow and every card taken fit
    beside it."""
    width = (rect.height - unit * (5.4 + 2.8 * (lines - 1))) * 0.64
    room = rect.width - unit * 3
    if taken:  # card, arrow, first card taken, the others overlapping by 0.72 at most
        overlap = 0.34 * (taken - 1)
        width = min(width, (room - unit * 4.5) / (2 + overlap))
    else:
        width = min(width, room)
    return max(8, int(width))


def draw_plays(surface: pygame.Surface, fonts: Fonts, painter: Painter, rect: pygame.Rect,
               plays: Sequence[tuple[ShownPlay, str]], unit: float, *, alpha: int = 190,
               decoration: Decoration | None = None) -> None:
    """The panel in ``rect`` with ``plays`` (each with its words) side by side: one fills
    it; with two, the first takes :data:`FIRST_SHARE` of it. Both plays' cards stand on one
    line under words of up to two lines."""
    if not plays:
        return
    with boxes.inside("last play", rect):
        theme.panel(surface, rect, alpha=alpha, radius=round(unit * 1.5))
        parts = [rect]
        if len(plays) > 1:
            left = rect.copy()
            left.width = round(rect.width * FIRST_SHARE)
            right = rect.copy()
            right.x, right.width = left.right, rect.width - left.width
            parts = [left, right]
        size = round(unit * 2.1)
        wrapped = [fonts.wrap(words, size, part.width - round(unit * 2.5))[:2]
                   for part, (_play, words) in zip(parts, plays, strict=False)]
        lines = max(len(found) for found in wrapped)
        for part, (play, _words), verb in zip(parts, plays, wrapped, strict=False):
            _draw_play(surface, fonts, painter, part, play, verb, lines, unit, decoration)


def _draw_play(surface: pygame.Surface, fonts: Fonts, painter: Painter, rect: pygame.Rect,
               play: ShownPlay, verb: list[str], lines: int, unit: float,
               decoration: Decoration | None) -> None:
    u = unit
    size = round(u * 2.1)
    for index, line in enumerate(verb):
        theme.draw_text(surface, fonts, elide(fonts, line, size, rect.width - round(u * 2.5)),
                        (rect.x + u * 1.5, rect.y + u * (1.0 + 2.8 * index)), size,
                        theme.MUTED, group="last play")
    width = play_card_width(rect, len(play.taken), u, lines)
    x = rect.x + u * 1.5
    y = rect.y + u * (4.2 + 2.8 * (lines - 1))
    face = painter.card_face(play.card, width, decoration)
    surface.blit(face, (x, y))
    boxes.element("card", face.get_rect(topleft=(round(x), round(y))))
    x += width + u * 1.0
    if not play.taken:
        return
    theme.draw_take_arrow(surface, x, y + card_height(width) / 2, u)
    x += u * 3.5
    room = rect.right - u * 1.5 - x - width
    step = min(width * 0.72, room / (len(play.taken) - 1)) if len(play.taken) > 1 else width
    for index, taken in enumerate(play.taken):
        face = painter.card_face(taken, width, decoration)
        at = (round(x + index * step), round(y))
        surface.blit(face, at)
        boxes.element("card", face.get_rect(topleft=at))
