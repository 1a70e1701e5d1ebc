"""The rules of the variant being played (or chosen), readable and scrollable."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cicera_gui import theme
from cicera_gui.i18n import N_, _
from cicera_gui.names import variant_name
from cicera_gui.rules_text import rules_sections
from cicera_gui.scenes.base import MenuLikeScene, unit
from cicera_gui.settings import Settings
from cicera_gui.widgets import Button, Widget
from engine.cicera import CiceraRules, load_rules
from engine.errors import EngineError

DEFAULT_VARIANT = Settings.variant

if TYPE_CHECKING:
    from cicera_gui.app import App


def rules_or_default(variant: str) -> CiceraRules:
    """The chosen variant's rules; the default variant's when its file no longer loads
    (New game lists the file as broken, with why)."""
    try:
        return load_rules(variant)
    except EngineError:
        return load_rules(DEFAULT_VARIANT)


class RulesScene(MenuLikeScene):
    title = N_("Rules")
    column_width = 0.2

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.rules = (app.match.game.rules if app.match is not None
                      else rules_or_default(app.settings.variant))
        self.scroll = 0.0
        self.content_height = 0.0

    def build(self) -> list[Widget]:
        return [Button(N_("Back"), self.back, primary=True)]

    def column_top(self, size: tuple[int, int]) -> float:
        return size[1] - unit(size) * 10

    def text_rect(self, size: tuple[int, int]) -> pygame.Rect:
        u = unit(size)
        width = min(size[0] * 0.86, u * 150)
        return pygame.Rect(round(size[0] / 2 - width / 2), round(size[1] * 0.14), round(width),
                           round(size[1] - size[1] * 0.14 - u * 12))

    def handle(self, event: pygame.event.Event) -> None:
        page = self.text_rect(self.app.size).height * 0.85
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_by(-event.y * unit(self.app.size) * 6)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN,
                                                             pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = {pygame.K_UP: -40.0, pygame.K_DOWN: 40.0, pygame.K_PAGEUP: -page,
                    pygame.K_PAGEDOWN: page}[event.key]
            self._scroll_by(step)
        else:
            super().handle(event)

    def _scroll_by(self, delta: float) -> None:
        limit = max(0.0, self.content_height - self.text_rect(self.app.size).height)
        self.scroll = max(0.0, min(limit, self.scroll + delta))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(surface.get_size()), (0, 0))
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        self.draw_title(surface, _("Rules") + " · " + variant_name(self.rules.name), 0.07)
        rect = self.text_rect(size)
        theme.panel(surface, rect.inflate(round(u * 4), round(u * 2)), alpha=225,
                    radius=round(u * 2))
        clip = surface.get_clip()
        surface.set_clip(rect)
        y = rect.y - self.scroll
        body = round(u * 2.5)
        for heading, text in rules_sections(self.rules, self.app.settings.deck):
            theme.draw_text(surface, fonts, heading, (rect.x, y), round(u * 3.1), theme.GOLD,
                            bold=True)
            y += u * 4.6
            for line in fonts.wrap(text, body, rect.width):
                theme.draw_text(surface, fonts, line, (rect.x, y), body, theme.CREAM)
                y += body * 1.35
            y += u * 2.4
        self.content_height = y + self.scroll - rect.y
        surface.set_clip(clip)
        if self.content_height > rect.height:
            fraction = rect.height / self.content_height
            bar = pygame.Rect(rect.right + round(u * 1.2),
                              rect.y + round(rect.height * self.scroll / self.content_height),
                              max(3, round(u * 0.6)), max(12, round(rect.height * fraction)))
            pygame.draw.rect(surface, theme.GOLD_DARK, bar, border_radius=bar.width // 2)
        self.focus.draw(surface, fonts)
