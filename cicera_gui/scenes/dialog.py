"""A dialog of words over the scene below: its title, its paragraphs and its buttons in a
column at its foot, as tall as they need (at most the window's height). New game's question,
the notices and a family's choices put in words are each one of these."""

from __future__ import annotations

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.scenes.base import MenuLikeScene, dim, unit
from cicera_gui.table.panels import dialog_frame

#: The words' size, the gap between two paragraphs and the title's size, in units.
TEXT = 2.5
PARAGRAPH_GAP = 1.0
TITLE = 4.5
#: Above the first line of words; between the words and the buttons; between two buttons;
#: below the last of them (in units).
HEAD = 10.0
ABOVE_BUTTONS = 3.0
BUTTON_GAP = 1.6
FOOT = 2.0


class TextDialog(MenuLikeScene):
    """A title, paragraphs of whole sentences (already in the player's language) and the
    buttons :meth:`build` gives; a paragraph too long for the window ends in "…"."""

    opaque = False
    column_width = 0.3
    row_height = 6.0
    #: The dialog's widest, in units, and how dark the scene below becomes.
    widest = 120.0
    veil = 160

    def heading(self) -> str:
        """The title, translated."""
        raise NotImplementedError

    def paragraphs(self) -> list[str]:
        """The words, a paragraph each, translated."""
        raise NotImplementedError

    def _width(self, size: tuple[int, int]) -> int:
        return round(min(size[0] * 0.9, unit(size) * self.widest))

    def wrapped(self, size: tuple[int, int]) -> list[tuple[str, bool]]:
        """The paragraphs broken into the lines drawn: each line, and whether a paragraph
        starts with it."""
        u = unit(size)
        room = self._width(size) - round(u * 8)
        lines = []
        for paragraph in self.paragraphs():
            pieces = self.app.fonts.wrap(paragraph, round(u * TEXT), room)
            lines += [(piece, index == 0) for index, piece in enumerate(pieces)]
        return lines

    def _buttons_height(self, size: tuple[int, int]) -> float:
        u = unit(size)
        count = max(1, len(self.widgets))
        return u * (count * self.row_height + (count - 1) * BUTTON_GAP + FOOT)

    def _text_height(self, size: tuple[int, int]) -> float:
        u = unit(size)
        lines = self.wrapped(size)
        starts = sum(starts for _line, starts in lines[1:])
        return len(lines) * round(u * TEXT) * 1.35 + starts * u * PARAGRAPH_GAP

    def box(self, size: tuple[int, int]) -> pygame.Rect:
        u = unit(size)
        height = u * (HEAD + ABOVE_BUTTONS) + self._text_height(size) + self._buttons_height(size)
        rect = pygame.Rect(0, 0, self._width(size), round(min(size[1] * 0.96, height)))
        rect.center = (size[0] // 2, size[1] // 2)
        return rect

    def column_top(self, size: tuple[int, int]) -> float:
        return self.box(size).bottom - self._buttons_height(size)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        u = unit(size)
        dim(surface, self.veil)
        box = self.box(size)
        dialog_frame(surface, box, u)
        fonts = self.app.fonts
        with boxes.inside("dialog", box):
            title = theme.elide(fonts, self.heading(), round(u * TITLE), box.width - round(u * 6),
                                bold="title")
            theme.draw_text(surface, fonts, title, (box.centerx, box.y + u * 2.5),
                            round(u * TITLE), theme.GOLD, bold="title", anchor="midtop")
            text = round(u * TEXT)
            room = box.width - round(u * 8)
            bottom = box.bottom - self._buttons_height(size) - u * 1.5  # the buttons' top
            placed, y = [], box.y + u * HEAD
            for index, (line, starts) in enumerate(self.wrapped(size)):
                y += u * PARAGRAPH_GAP if starts and index else 0
                placed.append((line, y))
                y += text * 1.35
            shown = [(line, y) for line, y in placed if y + text * 1.35 <= bottom]
            if shown and len(shown) < len(placed):  # no room for the rest: "…" says so
                line, y = shown[-1]
                shown[-1] = (theme.elide(fonts, line + "…", text, room), y)
            for line, y in shown:
                theme.draw_text(surface, fonts, line, (box.x + u * 4, y), text, theme.CREAM)
            self.focus.draw(surface, fonts)
