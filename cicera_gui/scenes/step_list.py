"""A scene with a list of rows to choose one from (↑ ↓, the mouse wheel, a click) and its
buttons side by side at the foot: the analysis of a hand, the past matches and a past
match's hands, the lessons."""

from __future__ import annotations

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.scenes.base import MenuLikeScene, unit
from cicera_gui.words.i18n import _


class StepList(MenuLikeScene):
    """``selected`` is the chosen row; a scene says how many rows there are now
    (:meth:`row_count`) and where the rows shown are (:meth:`row_rects`)."""

    selected = 0
    first = 0  # the first row shown
    #: The width of each button at the foot, in units.
    button_width = 26.0

    def row_count(self) -> int:
        raise NotImplementedError

    def list_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the rows stand."""
        raise NotImplementedError

    def line_height(self, size: tuple[int, int]) -> float:
        """The height of one row, the gap under it included."""
        return unit(size) * 4.2

    def row_rects(self, size: tuple[int, int]) -> dict[int, pygame.Rect]:
        """Where each shown row is, by its index (the selected one always among them)."""
        area = self.list_rect(size)
        height = self.line_height(size)
        room = max(1, int(area.height // height))
        self.first = min(self.first, self.selected)
        if self.selected >= self.first + room:
            self.first = self.selected - room + 1
        return {index: pygame.Rect(area.x, round(area.y + (index - self.first) * height),
                                   area.width, round(height) - 3)
                for index in range(self.first, min(self.row_count(), self.first + room))}

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


class ListScene(StepList):
    """Rows of one line each, under a heading."""

    def rows(self) -> list[str]:
        raise NotImplementedError

    def list_rect(self, size: tuple[int, int]) -> pygame.Rect:
        u = unit(size)
        width = min(size[0] * 0.9, u * 130)
        return pygame.Rect(round(size[0] / 2 - width / 2), round(u * 15), round(width),
                           round(size[1] - u * 26))

    def row_count(self) -> int:
        return len(self.rows())

    def heading(self) -> str:
        return _(self.title)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(surface.get_size()), (0, 0))
        self.draw_title(surface, self.heading(), 0.08)
        self.draw_rows(surface, self.empty())
        self.draw_scroll_bar(surface)
        self.focus.draw(surface, self.app.fonts)

    def draw_scroll_bar(self, surface: pygame.Surface) -> None:
        """Where the rows shown are among them all, at the list's right, when not every row
        fits (↑ ↓ and the mouse wheel move through them)."""
        size = surface.get_size()
        shown = self.row_rects(size)
        count = self.row_count()
        if not shown or len(shown) >= count:
            return
        u = unit(size)
        area = self.list_rect(size)
        top, bottom = min(r.top for r in shown.values()), max(r.bottom for r in shown.values())
        track = pygame.Rect(area.right + round(u * 0.8), top, max(6, round(u * 1.2)),
                            bottom - top)
        height = max(track.width * 2, round(track.height * len(shown) / count))
        hidden = count - len(shown)
        thumb = pygame.Rect(track.x, track.y + round((track.height - height) * self.first
                                                     / hidden), track.width, height)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, track, border_radius=track.width // 2)
        pygame.draw.rect(surface, theme.GOLD, thumb, border_radius=track.width // 2)

    def empty(self) -> str:
        """What the list says when it has no rows."""
        return ""

    def draw_rows(self, surface: pygame.Surface, empty: str) -> None:
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        rows = self.rows()
        if not rows:
            theme.draw_text(surface, fonts, empty, (size[0] / 2, size[1] * 0.4),
                            round(u * 2.8), theme.CREAM, anchor="center")
            return
        text = round(u * 2.4)
        for index, rect in self.row_rects(size).items():
            with boxes.inside("list row", rect):
                theme.panel(surface, rect, alpha=235,
                            color=theme.PANEL_LIGHT if index == self.selected else theme.PANEL,
                            border=theme.GOLD if index == self.selected else None,
                            radius=round(u * 1))
                line = theme.elide(fonts, rows[index], text, rect.width - round(u * 3))
                theme.draw_text(surface, fonts, line, (rect.x + u * 1.5, rect.centery), text,
                                theme.CREAM, anchor="midleft")
