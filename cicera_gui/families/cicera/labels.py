"""The words round Cicera's table: a game of captures' labels
(:mod:`cicera_gui.kinds.capture.labels`: the cards left to deal, the cards each side has
taken), and beside each pile the event points its side made (Scùa 2, Picada 1 …), each
explained when hovered."""

from __future__ import annotations

import pygame

from cicera_gui.families.cicera.stage import CiceraStage
from cicera_gui.families.cicera.terms import point_name, point_short_name, term_help
from cicera_gui.kinds.capture.labels import CaptureLabels
from cicera_gui.table.label_places import Label, Placed, Spot
from engine.cicera.events import EventPoint


class TableLabels(CaptureLabels):
    """The labels of a Cicera table (a part the table holds)."""

    table: CiceraStage

    def __init__(self, stage: CiceraStage) -> None:
        super().__init__(stage)
        self.table = stage

    def counted(self) -> object:
        return tuple(tuple(counts) for counts in self.table.board.events)

    def counts(self, side: int) -> list[tuple[EventPoint, int]]:
        """The event points ``side`` has made this hand, and how many of each."""
        return [(point, count) for point, count in
                zip(EventPoint, self.table.board.events[side], strict=True) if count]

    def pile_notes(self, side: int, pile_label: Placed) -> Label | None:
        """A side's event-point counts, a row each ("Picada (picchiata) 1"; "Picada 1" by
        design when the long form has no free place): under the pile (and its label), or left,
        right or above it (and its label); where none of those is free (four players in a
        small window), beside the pile's label."""
        counts = self.counts(side)
        if not counts:
            return None
        u = self.table.layout_info.unit
        rect = self.table.layout_info.pile_rect(side)
        (label,) = pile_label.boxes
        first, over = rect.bottom + u * 3.4, rect.top - u * 0.6
        if label.top >= rect.bottom:  # the pile's label is under it: below the label
            first = max(first, label.bottom + u * 0.4)
        if label.bottom <= rect.top:  # the pile's label is over it: above the label
            over = min(over, label.top - u * 0.4)
        return Label(
            tuple(tuple(f"{name(p)} {c}" for p, c in counts)
                  for name in (point_name, point_short_name)),
            (Spot((rect.centerx, first), "midtop"),
             Spot((rect.left - u * 1.2, rect.top), "topright"),
             Spot((rect.right + u * 1.2, rect.top), "topleft"),
             Spot((rect.centerx, over), "midbottom"),
             Spot((label.right + u * 1.2, label.top), "topleft"),
             Spot((label.left - u * 1.2, label.top), "topright")),
            column=True, tone="gold", tips=tuple(term_help(p.value) for p, _c in counts),
            ignores=(self.pile_room(side),), avoids=(rect,), inset=round(u))

    def marker_rects(self, side: int) -> list[tuple[pygame.Rect, EventPoint, int]]:
        """Where each of a side's event-point counts is written."""
        self.placed()
        placed = self.notes.get(side)
        if placed is None:
            return []
        return [(box, point, count)
                for box, (point, count) in zip(placed.boxes, self.counts(side), strict=True)]
