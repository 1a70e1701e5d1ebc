"""What every family's review of a finished hand shares: the hand's log and number, a step
shown, Previous / Next / Back in a row at the foot, and ← → Home End to step. A family's
review says how many steps its hand has and draws the step shown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from cicera_gui.i18n import N_
from cicera_gui.scenes.base import MenuLikeScene, unit
from cicera_gui.widgets import Button, Widget

if TYPE_CHECKING:
    from cicera_gui.match import MatchController
    from cicera_gui.scene import Host


class HandReview(MenuLikeScene):
    """Step through one finished hand: ``index`` from 0 to :meth:`last_index`."""

    column_width = 0.16
    row_height = 5.2

    def __init__(self, app: Host, controller: MatchController, log: Any,
                 hand_number: int) -> None:
        super().__init__(app)
        self.controller = controller
        self.log = log
        self.hand_number = hand_number
        self.index = 0  # the step shown

    def last_index(self) -> int:
        """The last step of the hand."""
        raise NotImplementedError

    def build(self) -> list[Widget]:
        self.previous = Button(N_("Previous"), lambda: self.go(-1))
        self.next = Button(N_("Next"), lambda: self.go(1), primary=True)
        self._dim_ends()
        return [self.previous, self.next, Button(N_("Back"), self.back)]

    def _dim_ends(self) -> None:
        """Previous is dimmed on the first step and Next on the last: there is no further."""
        self.previous.enabled = self.index > 0
        self.next.enabled = self.index < self.last_index()

    def layout(self, size: tuple[int, int]) -> None:
        u = unit(size)
        width, height, gap = round(u * 22), round(u * self.row_height), round(u * 2)
        total = len(self.widgets) * width + (len(self.widgets) - 1) * gap
        left = size[0] / 2 - total / 2
        for index, widget in enumerate(self.widgets):
            widget.rect = pygame.Rect(round(left + index * (width + gap)),
                                      size[1] - height - round(u * 2.5), width, height)

    def go(self, delta: int) -> None:
        self.index = max(0, min(self.last_index(), self.index + delta))
        self._dim_ends()

    def handle(self, event: pygame.event.Event) -> None:
        keys = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
        if event.type == pygame.KEYDOWN and event.key in (*keys, pygame.K_HOME, pygame.K_END):
            if event.key == pygame.K_HOME:
                self.index = 0
            elif event.key == pygame.K_END:
                self.index = self.last_index()
            self.go(keys.get(event.key, 0))
            return
        super().handle(event)
