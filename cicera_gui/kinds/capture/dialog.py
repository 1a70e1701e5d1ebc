"""A game of captures' dialog: a card can take more than one way; the player picks (1 to 9,
Enter, Esc). Each way shows the cards it takes and what it gains in the family's words (its
``gains``), and the card is drawn with the family's marks (its ``decoration``); laying the
card is offered where the rules allow it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from cicera_gui.kinds.capture.play import CaptureChoice, Gains
from cicera_gui.look import theme
from cicera_gui.scenes.base import dim, unit
from cicera_gui.scenes.scene import Scene
from cicera_gui.table.panels import dialog_frame
from cicera_gui.words.i18n import N_, _

if TYPE_CHECKING:
    from cicera_gui.art.decoration import Decoration
    from cicera_gui.scenes.scene import Host


class CaptureDialog(Scene):
    """Each option as small cards with what it gains, then laying the card (where the rules
    allow it)."""

    opaque = False

    def __init__(
        self,
        app: Host,
        card: int,
        choices: list[CaptureChoice],
        on_choose: Callable[[CaptureChoice | None, int], None],
        on_cancel: Callable[[], None],
        *,
        gains: Gains,
        decoration: Decoration | None = None,
        can_lay: bool = True,
        no_gains: str = N_("no event points"),
    ) -> None:
        super().__init__(app)
        self.card = card
        self.choices = choices
        self.gains = gains
        self.decoration = decoration
        self.can_lay = can_lay
        self.no_gains = no_gains
        self.on_choose = on_choose
        self.on_cancel = on_cancel
        self.focus = 0
        self.hover: int | None = None
        self.rows: list[pygame.Rect] = []
        self.box = pygame.Rect(0, 0, 0, 0)

    @property
    def count(self) -> int:
        """Options shown: every capture, then laying the card where it may be laid."""
        return len(self.choices) + int(self.can_lay)

    def layout(self, size: tuple[int, int]) -> None:
        u = unit(size)
        row_height = round(u * 12.5)
        width = round(min(size[0] * 0.7, u * 130))
        visible = min(self.count, max(2, int((size[1] * 0.8 - u * 14) // (row_height + u))))
        height = round(u * 14 + visible * (row_height + u))
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (size[0] // 2, size[1] // 2)
        self.rows = [
            pygame.Rect(self.box.x + round(u * 2),
                        self.box.y + round(u * 12 + i * (row_height + u)),
                        width - round(u * 4), row_height)
            for i in range(visible)
        ]
        self.first = 0

    def _visible_index(self, row: int) -> int:
        return self.first + row

    def _scroll_to_focus(self) -> None:
        if self.focus < self.first:
            self.first = self.focus
        elif self.focus >= self.first + len(self.rows):
            self.first = self.focus - len(self.rows) + 1

    def choose(self, index: int) -> None:
        """Pick option ``index`` (the last one lays the card)."""
        self.app.stack.remove(self)
        choice = self.choices[index] if index < len(self.choices) else None
        self.on_choose(choice, self.card)

    def cancel(self) -> None:
        self.app.stack.remove(self)
        self.on_cancel()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.cancel()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.choose(self.focus)
            elif event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % self.count
            elif event.key == pygame.K_UP:
                self.focus = (self.focus - 1) % self.count
            elif pygame.K_1 <= event.key <= pygame.K_9:
                index = event.key - pygame.K_1
                if index < self.count:
                    self.choose(index)
            elif pygame.K_KP1 <= event.key <= pygame.K_KP9:
                index = event.key - pygame.K_KP1
                if index < self.count:
                    self.choose(index)
            self._scroll_to_focus()
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self._row_at(event.pos)
            if self.hover is not None:
                self.focus = self.hover
        elif event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(self.count - len(self.rows), self.first - event.y))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self._row_at(event.pos)
            if index is not None:
                self.choose(index)
            elif not self.box.collidepoint(event.pos):
                self.cancel()

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        for row, rect in enumerate(self.rows):
            index = self._visible_index(row)
            if rect.collidepoint(pos) and index < self.count:
                return index
        return None

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        fonts = app.fonts
        u = unit(surface.get_size())
        dim(surface, 120)
        dialog_frame(surface, self.box, u)
        title = _("What should this card take?")
        theme.draw_text(surface, fonts, title, (self.box.x + u * 14, self.box.y + u * 3),
                        round(u * 3.4), theme.GOLD, bold=True)
        theme.draw_text(surface, fonts, _("1 to 9 or click to choose · Esc takes the card back"),
                        (self.box.x + u * 14, self.box.y + u * 7.5), round(u * 2.2), theme.MUTED)
        played = app.card_face(self.card, round(u * 8.5), self.decoration)
        surface.blit(played, (self.box.x + u * 3, self.box.y - u * 3))
        for row, rect in enumerate(self.rows):
            index = self._visible_index(row)
            if index >= self.count:
                break
            self._draw_row(surface, rect, index, u)
        if self.count > len(self.rows):
            more = _("{shown} of {total} — scroll for more").format(
                shown=len(self.rows), total=self.count)
            theme.draw_text(surface, fonts, more, (self.box.centerx, self.box.bottom - u * 1.2),
                            round(u * 2), theme.MUTED, anchor="midbottom")

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, index: int, u: float
                  ) -> None:
        app = self.app
        fonts = app.fonts
        focused = index == self.focus
        theme.panel(surface, rect, alpha=230,
                    color=theme.PANEL_LIGHT if focused else theme.PANEL,
                    border=theme.HIGHLIGHT if focused else theme.GOLD_DARK, radius=round(u * 1.4))
        key = str(index + 1) if index < 9 else ""
        theme.draw_text(surface, fonts, key, (rect.x + u * 3.2, rect.centery), round(u * 4),
                        theme.GOLD, bold=True, anchor="center")
        x = rect.x + u * 6.5
        if index >= len(self.choices):
            theme.draw_text(surface, fonts, _("Lay it on the table"), (x, rect.centery),
                            round(u * 3), theme.CREAM, anchor="midleft")
            return
        choice = self.choices[index]
        width = round(rect.height * 0.78 * 0.64)
        step = width * 1.08
        for offset, card in enumerate(choice.capture):
            image = app.card_face(card, width, self.decoration)
            surface.blit(image, image.get_rect(midleft=(round(x + offset * step), rect.centery)))
        x += len(choice.capture) * step + u * 2
        gains = self.gains(choice, app.settings.deck)
        label = " · ".join(gains) if gains else _(self.no_gains)
        color = theme.HIGHLIGHT if gains else theme.MUTED
        size = fonts.fit(label, round(u * 2.8), round(rect.right - x - u * 2))
        theme.draw_text(surface, fonts, label, (x, rect.centery), size, color, anchor="midleft")
