"""What a seat says at the table, and where words beside a thing go.

A speech bubble stands beside the seat's panel, its tail pointing to it; small tags on a
panel say what a seat has said this hand. Where a bubble or a label goes is the first side
of its anchor where it runs into nothing (:func:`first_clear`)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.theme import Fonts


def beside(box: pygame.Rect, anchor: pygame.Rect, side: str, gap: int) -> pygame.Rect:
    """``box`` moved to ``side`` of ``anchor``, ``gap`` pixels from it, centred along it."""
    rect = box.copy()
    if side == "below":
        rect.midtop = (anchor.centerx, anchor.bottom + gap)
    elif side == "above":
        rect.midbottom = (anchor.centerx, anchor.top - gap)
    elif side == "left":
        rect.midright = (anchor.left - gap, anchor.centery)
    else:
        rect.midleft = (anchor.right + gap, anchor.centery)
    return rect


def first_clear(candidates: Sequence[tuple[pygame.Rect, str]], obstacles: Sequence[pygame.Rect],
                window: pygame.Rect) -> tuple[pygame.Rect, str] | None:
    """The first of ``candidates`` (a place and its side) inside ``window`` that runs into
    none of ``obstacles``; None when each runs into something."""
    for rect, side in candidates:
        if window.contains(rect) and rect.collidelist(obstacles) < 0:
            return rect, side
    return None


def bubble_box(fonts: Fonts, lines: Sequence[str], size: int, unit: float) -> pygame.Rect:
    """A bubble round ``lines`` in bold words of ``size`` pixels (at the origin)."""
    pad = round(unit * 1.2)
    width = max(fonts.width(line, size, bold=True) for line in lines) + 2 * pad
    return pygame.Rect(0, 0, width, round(len(lines) * size * 1.3 + 2 * pad * 0.8))


def draw_bubble(surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect, side: str,
                lines: Sequence[str], size: int, unit: float) -> None:
    """A speech bubble at ``rect`` standing on ``side`` of the seat that speaks: its tail
    points back to the seat."""
    _draw_tail(surface, rect, side, unit)
    with boxes.inside("bubble", rect):
        theme.panel(surface, rect, alpha=245, border=theme.GOLD, radius=round(unit * 1.6),
                    color=theme.CREAM)
        y = rect.centery - len(lines) * size * 1.3 / 2
        for line in lines:
            theme.draw_text(surface, fonts, line, (rect.centerx, y), size, theme.INK,
                            bold=True, anchor="midtop", group="bubbles")
            y += size * 1.3


def _draw_tail(surface: pygame.Surface, rect: pygame.Rect, side: str, unit: float) -> None:
    half, reach = round(unit * 1.2), round(unit * 1.8)
    if side == "below":
        base, tip = (rect.centerx, rect.top), (rect.centerx, rect.top - reach)
        points = [(base[0] - half, base[1] + 1), (base[0] + half, base[1] + 1), tip]
    elif side == "above":
        base, tip = (rect.centerx, rect.bottom), (rect.centerx, rect.bottom + reach)
        points = [(base[0] - half, base[1] - 1), (base[0] + half, base[1] - 1), tip]
    elif side == "left":
        base, tip = (rect.right, rect.centery), (rect.right + reach, rect.centery)
        points = [(base[0] - 1, base[1] - half), (base[0] - 1, base[1] + half), tip]
    else:
        base, tip = (rect.left, rect.centery), (rect.left - reach, rect.centery)
        points = [(base[0] + 1, base[1] - half), (base[0] + 1, base[1] + half), tip]
    pygame.draw.polygon(surface, theme.CREAM, points)
    pygame.draw.lines(surface, theme.GOLD, False, [points[0], tip, points[1]], 2)


def draw_tags(surface: pygame.Surface, fonts: Fonts, notes: Sequence[str], right: int,
              centre: int, room: int, size: int, unit: float) -> None:
    """``notes`` as tags in the bubbles' colours, in a row ending at ``right`` around the
    height ``centre``: smaller (from ``size`` pixels) until the row fits in ``room``."""
    inner, gap = round(unit * 0.6), round(unit * 0.5)
    while size > 8 and sum(fonts.width(n, size) + 2 * inner + gap for n in notes) > room:
        size -= 1
    height = round(size * 1.35)
    for note in reversed(notes):
        tag = pygame.Rect(0, 0, fonts.width(note, size) + 2 * inner, height)
        tag.midright = (right, centre)
        with boxes.inside("call tag", tag):
            theme.panel(surface, tag, alpha=235, border=theme.GOLD, radius=round(height / 2),
                        color=theme.CREAM)
            theme.draw_text(surface, fonts, note, tag.center, size, theme.INK, anchor="center",
                            group="call tags")
        right = tag.left - gap
