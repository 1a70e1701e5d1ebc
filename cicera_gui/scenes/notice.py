"""A dialog that tells the player something once: e.g. that a damaged file was set aside."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from cicera_gui.look import theme
from cicera_gui.look.widgets import Button, Widget
from cicera_gui.scenes.base import MenuLikeScene, dim, unit
from cicera_gui.storage import Notice
from cicera_gui.table.panels import dialog_frame
from cicera_gui.words.i18n import N_, _

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


class NoticeDialog(MenuLikeScene):
    """The notices in a panel over the scene below, and OK."""

    opaque = False
    column_width = 0.2

    def __init__(self, app: Host, notices: Sequence[Notice]) -> None:
        super().__init__(app)
        self.notices = list(notices)

    def build(self) -> list[Widget]:
        return [Button(N_("OK"), self.back, primary=True)]

    def box(self, size: tuple[int, int]) -> pygame.Rect:
        u = unit(size)
        rect = pygame.Rect(0, 0, round(min(size[0] * 0.8, u * 120)), round(size[1] * 0.6))
        rect.center = (size[0] // 2, size[1] // 2)
        return rect

    def column_top(self, size: tuple[int, int]) -> float:
        return self.box(size).bottom - unit(size) * 9.5

    def lines(self, width: int, size: int) -> list[str]:
        lines: list[str] = []
        for notice in self.notices:
            text = _(notice.message).format(**notice.params)
            lines += self.app.fonts.wrap(text, size, width)
            lines.append("")
        return lines[:-1]

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        u = unit(size)
        dim(surface, 160)
        box = self.box(size)
        dialog_frame(surface, box, u)
        fonts = self.app.fonts
        theme.draw_text(surface, fonts, _("Please note"), (box.centerx, box.y + u * 2.5),
                        round(u * 4), theme.GOLD, bold="title", anchor="midtop")
        text_size = round(u * 2.4)
        y = box.y + u * 9
        bottom = self.column_top(size) - u * 2
        for line in self.lines(box.width - round(u * 8), text_size):
            if y + text_size > bottom:
                theme.draw_text(surface, fonts, "…", (box.x + u * 4, y), text_size)
                break
            theme.draw_text(surface, fonts, line, (box.x + u * 4, y), text_size, theme.CREAM)
            y += text_size * 1.35
        self.focus.draw(surface, fonts)


class AlreadyOpenDialog(NoticeDialog):
    """Another copy of the program holds the player's files: open read-only, or quit."""

    def __init__(self, app: Host) -> None:
        other = app.storage.other_copy
        folder = str(other.folder) if other is not None else ""
        owner = f" ({other.owner})" if other is not None and other.owner else ""
        super().__init__(app, [
            Notice(N_("Cicera is already open with your files in {folder}{owner}."),
                   {"folder": folder, "owner": owner}),
            Notice(N_("You can open it read-only (nothing you do here is saved), or quit.")),
        ])

    def build(self) -> list[Widget]:
        return [Button(N_("Open read-only"), self.back, primary=True),
                Button(N_("Quit"), self.app.quit)]

    def column_top(self, size: tuple[int, int]) -> float:
        return self.box(size).bottom - unit(size) * 17

    def back(self) -> None:
        """Esc, or Open read-only: the program goes on, read-only."""
        self.app.stack.pop()
