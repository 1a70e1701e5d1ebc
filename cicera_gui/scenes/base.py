"""Shared pieces of the menu-like scenes: a title, a column of widgets, a dimmed backdrop."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.theme import unit
from cicera_gui.look.widgets import Button, Choice, FocusList, Widget
from cicera_gui.scenes.scene import Scene
from cicera_gui.words.i18n import N_, _

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host

#: The button of every family's last hand summary that leads on to the match's end.
SEE_THE_RESULT = N_("See the result")
#: The button of a hand's summary that opens its review (either family's).
REVIEW_THE_HAND = N_("Review the hand")
#: The button of a hand's summary that rates the player's plays (either family's).
ANALYSE_THE_HAND = N_("Analyse")
#: The first button of a practice hand's summary: back to the match it was taken from.
BACK_TO_THE_MATCH = N_("Back to the match")


#: The veil is laid in bands this many pixels high: a band is made in a millisecond where a
#: veil as large as a 1920×1080 window took 7 ms, in the first frame of a dialog.
VEIL_BAND = 120


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken what is below a dialog: a veil over the window, laid band by band (a band made
    once per width and strength: the panels' cache of translucent rectangles keeps it)."""
    width, height = surface.get_size()
    band = theme.rounded_rect((width, VEIL_BAND), (0, 0, 0), alpha, 0)
    for top in range(0, height, VEIL_BAND):
        surface.blit(band, (0, top))
    boxes.new_layer()


class MenuLikeScene(Scene):
    """A title and a centred column of buttons and choices, all reachable by keyboard."""

    title = ""
    column_width = 0.34  # of the window's width
    row_height = 7.0  # units

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.focus = FocusList()
        self.widgets: list[Widget] = []

    def build(self) -> list[Widget]:
        return []

    def enter(self) -> None:
        self.rebuild()

    def resume(self) -> None:
        self.rebuild()

    def rebuild(self) -> None:
        self.widgets = self.build()
        self.focus.set(self.widgets)
        self.layout(self.app.size)

    def column_top(self, size: tuple[int, int]) -> float:
        return size[1] * 0.36

    def layout(self, size: tuple[int, int]) -> None:
        u = unit(size)
        width = max(u * 60, size[0] * self.column_width)
        height = u * self.row_height
        gap = u * 1.6
        top = self.column_top(size)
        for index, widget in enumerate(self.widgets):
            widget.rect = pygame.Rect(round(size[0] / 2 - width / 2),
                                      round(top + index * (height + gap)), round(width),
                                      round(height))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.focus.handle(event)

    def back(self) -> None:
        if len(self.app.stack.scenes) > 1:
            self.app.stack.pop()

    def draw_title(self, surface: pygame.Surface, text: str, y_fraction: float = 0.16) -> None:
        u = unit(surface.get_size())
        width = surface.get_width() - round(u * 8)
        # smaller to fit, down to half its size; past that cut short (a long name of the
        # player's own variant), never drawn past the window
        size = max(round(u * 3.5), self.app.fonts.fit(text, round(u * 7), width, bold="title"))
        text = theme.elide(self.app.fonts, text, size, width, bold="title")
        theme.draw_text(surface, self.app.fonts, text,
                        (surface.get_width() / 2, surface.get_height() * y_fraction), size,
                        theme.GOLD, bold="title", anchor="center", shadow=True)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(surface.get_size()), (0, 0))
        if self.title:
            self.draw_title(surface, _(self.title))
        self.focus.draw(surface, self.app.fonts)


__all__ = ["Button", "Choice", "MenuLikeScene", "dim", "unit"]
