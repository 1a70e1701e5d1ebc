"""The curtain between two people's turns at one screen: every hand hidden, the table too,
until the person whose turn it is has the screen ("Bepi's turn — pass the screen to Bepi,
then click or press Enter")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from cicera_gui.look.widgets import Button, Widget
from cicera_gui.scenes.dialog import TextDialog
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.names import seating

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


class Curtain(TextDialog):
    """Covers the whole window (nothing of the table shows through) until the person named
    clicks or presses Enter; then ``passed`` shows the table from their seat."""

    opaque = True
    widest = 110.0

    def __init__(self, app: Host, seat: int, passed: Callable[[], None]) -> None:
        self.seat = seat
        self.passed = passed
        #: True once a button went down over the curtain (the release of a drag begun on
        #: the table is not a click on it)
        self.pressed = False
        super().__init__(app)

    def build(self) -> list[Widget]:
        return [Button(N_("I have the screen"), self.pass_screen, primary=True)]

    def name(self) -> str:
        return seating().name(self.seat)

    def heading(self) -> str:
        return _("{name}'s turn").format(name=self.name())

    def paragraphs(self) -> list[str]:
        return [_("Pass the screen to {name}, then click or press Enter. Nobody else should "
                  "see the cards that follow.").format(name=self.name())]

    def pass_screen(self) -> None:
        self.app.stack.pop()
        self.passed()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.pressed:
                self.pass_screen()  # a click anywhere: the person has the screen
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return  # the curtain stays: nobody is to see the table in between
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(surface.get_size()), (0, 0))
        super().draw(surface)
