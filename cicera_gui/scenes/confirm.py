"""New game while a match is in progress: keep playing it, or start anew (the match left is
kept in the history, where it can be exported or imported again)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.widgets import Button, Widget
from cicera_gui.scenes.base import MenuLikeScene, dim, unit
from cicera_gui.scenes.registry import replace_with, reset_to
from cicera_gui.words.i18n import N_, _

if TYPE_CHECKING:
    pass


class NewGameConfirm(MenuLikeScene):
    """Asks before New game replaces the match in progress."""

    opaque = False
    column_width = 0.3
    row_height = 6.0

    def build(self) -> list[Widget]:
        return [Button(N_("Keep playing it"), self.keep, primary=True),
                Button(N_("Start a new match"), self.start_anew)]

    def keep(self) -> None:
        if self.app.match is not None:
            reset_to(self.app, "table", self.app.match)

    def start_anew(self) -> None:
        replace_with(self.app, "newgame")

    def box(self, size: tuple[int, int]) -> pygame.Rect:
        u = unit(size)
        rect = pygame.Rect(0, 0, round(min(size[0] * 0.8, u * 100)), round(u * 52))
        rect.center = (size[0] // 2, size[1] // 2)
        return rect

    def column_top(self, size: tuple[int, int]) -> float:
        u = unit(size)
        return self.box(size).bottom - u * (2 * (self.row_height + 1.6) + 1.5)

    def lines(self, size: tuple[int, int]) -> list[str]:
        u = unit(size)
        text = _("A match is in progress. If you start a new one, the match in progress is "
                 "kept in the history (Statistics), where you can export it.")
        return self.app.fonts.wrap(text, round(u * 2.5), self.box(size).width - round(u * 8))

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        u = unit(size)
        dim(surface, 170)
        box = self.box(size)
        fonts = self.app.fonts
        with boxes.inside("dialog", box):
            theme.panel(surface, box, alpha=255, border=theme.GOLD, radius=round(u * 2))
            title = _("New game")
            theme.draw_text(surface, fonts, title, (box.centerx, box.y + u * 2.5),
                            round(u * 4.5), theme.GOLD, bold="title", anchor="midtop")
            y = box.y + u * 11
            for line in self.lines(size):
                theme.draw_text(surface, fonts, line, (box.x + u * 4, y), round(u * 2.5),
                                theme.CREAM)
                y += u * 3.4
            self.focus.draw(surface, fonts)
