"""A scene with a list of rows to choose one from (↑ ↓, the mouse wheel, a click) and its
buttons side by side at the foot: the analysis of a hand, the past matches and a past
match's hands."""

from __future__ import annotations

import pygame

from cicera_gui.scenes.base import MenuLikeScene, unit


class StepList(MenuLikeScene):
    """``selected`` is the chosen row; a scene says how many rows there are now
    (:meth:`row_count`) and where the rows shown are (:meth:`row_rects`)."""

    selected = 0
    first = 0  # the first row shown
    #: The width of each button at the foot, in units.
    button_width = 26.0

    def row_count(self) -> int:
        raise NotImplementedError

    def row_rects(self, size: tuple[int, int]) -> dict[int, pygame.Rect]:
        """Where each shown row is, by its index (the selected one always among them)."""
        raise NotImplementedError

    def handle(self, event: pygame.event.Event) -> None:
        count = self.row_count()
        if count and event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if event.key == pygame.K_DOWN else -1
            self.selected = max(0, min(count - 1, self.selected + step))
            return
        if count and event.type == pygame.MOUSEWHEEL:
            self.selected = max(0, min(count - 1, self.selected - event.y))
            return
        if count and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in self.row_rects(self.app.size).items():
                if rect.collidepoint(event.pos):
                    self.selected = index
                    return
        super().handle(event)

    def frame_state(self) -> object:
        return (self.selected, self.first, super().frame_state())

    def layout(self, size: tuple[int, int]) -> None:
        """The buttons side by side, centred at the foot of the window."""
        u = unit(size)
        width, height, gap = round(u * self.button_width), round(u * 5.6), round(u * 2)
        total = len(self.widgets) * width + (len(self.widgets) - 1) * gap
        left = size[0] / 2 - total / 2
        for index, widget in enumerate(self.widgets):
            widget.rect = pygame.Rect(round(left + index * (width + gap)),
                                      size[1] - height - round(u * 2.5), width, height)
