"""What every family's review of a finished hand shares: the hand's log and number, a step
shown, Previous / Next / Try again from here / Back in a row at the foot, and ← → Home End to
step. A family's review says how many steps its hand has, which play each step comes before
(where *Try again from here* starts the practice) and draws the step shown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic

import pygame
from typing_extensions import TypeVar

from cicera_gui.look.widgets import Button, Widget
from cicera_gui.play.match import G_co
from cicera_gui.scenes.base import MenuLikeScene, unit
from cicera_gui.words.i18n import N_
from engine.ai.analyse import PlayRating

if TYPE_CHECKING:
    from cicera_gui.play.match import MatchController
    from cicera_gui.scenes.scene import Host


#: The family's log of one hand.
L = TypeVar("L", default=object)


class HandReview(MenuLikeScene, Generic[G_co, L]):
    """Step through one finished hand (its log an ``L``): ``index`` from 0 to
    :meth:`last_index`."""

    column_width = 0.16
    row_height = 5.2

    def __init__(self, app: Host, controller: MatchController[G_co], log: L,
                 hand_number: int) -> None:
        super().__init__(app)
        self.controller = controller
        self.log = log
        self.hand_number = hand_number
        self.index = 0  # the step shown

    def last_index(self) -> int:
        """The last step of the hand."""
        raise NotImplementedError

    def play_before(self) -> int:
        """The play (from 1, in the hand) that the step shown comes just before."""
        raise NotImplementedError

    def rating_of(self, play: int) -> PlayRating | None:
        """How the player's play ``play`` (from 1) of this hand was rated, once the hand has
        been analysed (its review then marks each of the player's plays by its class)."""
        analysis = self.controller.analyses.get(self.hand_number)
        if analysis is None:
            return None
        return next((r for r in analysis.ratings if r.position.play == play), None)

    def build(self) -> list[Widget]:
        self.previous = Button(N_("Previous"), lambda: self.go(-1))
        self.next = Button(N_("Next"), lambda: self.go(1), primary=True)
        self._dim_ends()
        return [self.previous, self.next, Button(N_("Try again from here"), self.try_again),
                Button(N_("Back"), self.back)]

    def try_again(self) -> None:
        """Play the hand on from the step shown, as practice (the same cards everywhere)."""
        from cicera_gui.scenes.practice import try_again_from

        try_again_from(self.app, self.controller, self.hand_number, self.play_before())

    def _dim_ends(self) -> None:
        """Previous is dimmed on the first step and Next on the last: there is no further."""
        self.previous.enabled = self.index > 0
        self.next.enabled = self.index < self.last_index()

    def layout(self, size: tuple[int, int]) -> None:
        """The buttons side by side at the foot, as wide as the longest label needs (at
        least 22 units), the row never wider than the window."""
        u = unit(size)
        height, gap = round(u * self.row_height), round(u * 2)
        count = len(self.widgets)
        text = int(height * 0.42)
        needed = max((self.app.fonts.width(w.text(), text) + height // 2
                      for w in self.widgets if isinstance(w, Button)), default=0)
        room = (size[0] * 0.96 - (count - 1) * gap) / max(1, count)
        width = round(min(room, max(u * 22, needed)))
        total = count * width + (count - 1) * gap
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
