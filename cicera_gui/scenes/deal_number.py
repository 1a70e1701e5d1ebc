"""Play a numbered deal: the player types a deal's number (shown in every hand's summary and
review) and the match New game set up starts with that very deal, as numbered deals work in
solitaire programs; two players can compare their play on the same cards."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.widgets import Button, Widget
from cicera_gui.scenes.base import dim, unit
from cicera_gui.scenes.records import TextField, TypedLineScene
from cicera_gui.table.panels import dialog_frame
from cicera_gui.words.i18n import N_, _
from engine.shuffle import MAX_DEAL_NUMBER

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


def parse_deal_number(text: str) -> int | None:
    """The deal number typed (spaces and separators between digits allowed); None when it is
    not one."""
    digits = "".join(ch for ch in text if not ch.isspace() and ch not in ".,'’_")
    if not digits.isascii() or not digits.isdigit() or len(digits) > 12:
        return None
    number = int(digits)
    return number if 0 <= number <= MAX_DEAL_NUMBER else None


class DealNumberDialog(TypedLineScene):
    """A line to type the number in, and Play this deal (Enter) or Back (Esc)."""

    opaque = False

    def __init__(self, app: Host, on_number: Callable[[int], None], dealt_as: str = "") -> None:
        super().__init__(app)
        self.on_number = on_number
        #: The variant and players the deal will be dealt for, in a sentence (New game's)
        self.dealt_as = dealt_as
        self.field = TextField("")
        self.problem = ""

    def build(self) -> list[Widget]:
        return [Button(N_("Back"), self.back), Button(N_("Play this deal"), self.play,
                                                      primary=True)]

    def back(self) -> None:
        self.app.stack.remove(self)

    def play(self) -> None:
        number = parse_deal_number(self.field.text)
        if number is None:
            self.problem = _("A deal's number is a whole number from 0 to {most}.").format(
                most=MAX_DEAL_NUMBER)
            return
        self.app.stack.remove(self)
        self.on_number(number)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play()
            return
        super().handle(event)

    def typed(self) -> None:
        self.problem = ""

    def frame_state(self) -> object:
        return (super().frame_state(), self.problem)

    def box(self, size: tuple[int, int]) -> pygame.Rect:
        u = unit(size)
        rect = pygame.Rect(0, 0, round(min(size[0] * 0.9, u * 100)), round(u * 52))
        rect.center = (size[0] // 2, size[1] // 2)
        return rect

    def layout(self, size: tuple[int, int]) -> None:
        u = unit(size)
        box = self.box(size)
        self.field.rect = pygame.Rect(round(box.x + u * 6), round(box.y + u * 17),
                                      round(box.width - u * 12), round(u * 6.5))
        width = (box.width - u * 14) / 2
        for index, widget in enumerate(self.widgets):
            widget.rect = pygame.Rect(round(box.x + u * 6 + index * (width + u * 2)),
                                      round(box.bottom - u * 9), round(width), round(u * 6))

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        dim(surface, 150)
        box = self.box(size)
        dialog_frame(surface, box, u)
        with boxes.inside("dialog", box):
            theme.draw_text(surface, fonts, _("Play a numbered deal"),
                            (box.centerx, box.y + u * 2.5), round(u * 4.2), theme.GOLD,
                            bold="title", anchor="midtop")
            hint = _("Type the number a hand's summary shows: the same cards are dealt again.")
            y = box.y + u * 9.5
            for line in fonts.wrap(hint, round(u * 2.3), box.width - round(u * 12)):
                theme.draw_text(surface, fonts, line, (box.centerx, y), round(u * 2.3),
                                theme.CREAM, anchor="midtop")
                y += u * 2.9
            self.field.draw(surface, fonts, blink_on=self.cursor_on)
            y = self.field.rect.bottom + u * 1.2
            if self.problem:
                theme.draw_text(surface, fonts, self.problem, (box.centerx, y),
                                round(u * 2.2), theme.HIGHLIGHT, anchor="midtop")
                y += u * 2.9
            for line in fonts.wrap(self.dealt_as, round(u * 2.2), box.width - round(u * 12)):
                theme.draw_text(surface, fonts, line, (box.centerx, y), round(u * 2.2),
                                theme.MUTED, anchor="midtop")
                y += u * 2.8
            self.focus.draw(surface, fonts)
