"""The main menu and the menu over a game in progress."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.widgets import Button, Widget
from cicera_gui.scenes.base import MenuLikeScene, dim, unit
from cicera_gui.scenes.registry import open_scene, reset_to
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.names import Seating, use_seating, variant_name
from engine.cards import Card

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host
    from cicera_gui.scenes.table import TableScene

SHOWCASE = ("Fc", "2s", "10d", "Rb", "Cc")  # the honours, and a king and a horse


class MenuScene(MenuLikeScene):
    """Continue, New game, Settings, Rules, Quit."""

    column_width = 0.26
    row_height = 6.2
    tells_notices = True  # e.g. a folder found unreadable in Statistics, told on the way back

    def __init__(self, app: Host) -> None:
        if app.match is not None:  # however the menu was reached, a practice ends here
            from cicera_gui.scenes.practice import leave_practice

            leave_practice(app, app.match)
        use_seating(Seating())  # no table shown: the words as against the computer
        super().__init__(app)

    def column_top(self, size: tuple[int, int]) -> float:
        return size[1] * 0.2 + unit(size) * 11 / 0.64 * 0.5 + unit(size) * 17

    def layout(self, size: tuple[int, int]) -> None:
        """The rows as tall as the window lets every one of them, and the line saying which
        match Continue resumes, stand under the title."""
        u = unit(size)
        room = size[1] - self.column_top(size) - u * 7
        count = max(1, len(self.widgets))
        self.row_height = max(3.6, min(MenuScene.row_height, (room / count - u * 1.6) / u))
        super().layout(size)

    def build(self) -> list[Widget]:
        app = self.app
        widgets: list[Widget] = []
        if app.match is not None and not app.match.game.is_terminal():
            widgets.append(Button(N_("Continue"), self.resume_match, primary=True))
        at_table = app.match is not None and app.match.remote and not app.match.game.is_terminal()
        self.kept = [] if at_table else app.storage.kept_seats()
        if self.kept:  # a table with friends from before a restart
            widgets.append(Button(N_("Back to the table with friends"), self.back_to_table,
                                  primary=app.match is None))
        widgets += [
            Button(N_("New game"), self.new_game, primary=app.match is None and not self.kept),
            Button(N_("Join a table"), self.join_table),
            Button(N_("Learn"), self.learn),
            Button(N_("Statistics"), self.statistics),
            Button(N_("Settings"), self.settings),
            Button(N_("Rules"), self.rules),
            Button(N_("Quit"), app.quit),
        ]
        return widgets

    def resume_match(self) -> None:
        if self.app.match is not None:
            reset_to(self.app, "table", self.app.match)

    def new_game(self) -> None:
        """New game; while a match is in progress, ask first (keep it, or start anew)."""
        if self.app.match is not None and self.app.match.in_progress():
            open_scene(self.app, "newgame_confirm")
        else:
            open_scene(self.app, "newgame")

    def back_to_table(self) -> None:
        """The seat kept at a table with friends, taken back (the latest one)."""
        if self.kept:
            open_scene(self.app, "join", self.kept[-1])

    def join_table(self) -> None:
        """A table with friends: found on this network, or by its invitation."""
        open_scene(self.app, "join")

    def settings(self) -> None:
        open_scene(self.app, "settings")

    def learn(self) -> None:
        """The lessons of every game."""
        open_scene(self.app, "lessons")

    def rules(self) -> None:
        """The rules of any variant, whether or not a match is saved."""
        open_scene(self.app, "rules", any_variant=True)

    def statistics(self) -> None:
        open_scene(self.app, "statistics")

    def enter(self) -> None:
        super().enter()
        notices = self.app.storage.take_notices()
        if notices:
            open_scene(self.app, "notice", notices)  # e.g. a damaged file set aside

    def back(self) -> None:
        """Esc on the main menu does nothing: Quit is a button."""

    def fan(self, size: tuple[int, int]) -> list[tuple[pygame.Surface, pygame.Rect,
                                                      pygame.Surface, pygame.Rect]]:
        """The showcase's cards, left to right: each card's image and place, and its
        shadow's image and place."""
        width, height = size
        u = unit(size)
        card_width = round(u * 11)
        count = len(SHOWCASE)
        placed = []
        for index, text in enumerate(SHOWCASE):
            angle = (index - (count - 1) / 2) * -9
            image = self.app.card_face(int(Card.parse(text)), card_width)
            rotated = pygame.transform.rotozoom(image, angle, 1.0)
            shadow = rotated.copy()
            shadow.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MULT)
            x = width / 2 + (index - (count - 1) / 2) * card_width * 0.66
            y = height * 0.2 + abs(index - (count - 1) / 2) * u * 1.6
            placed.append((rotated, rotated.get_rect(center=(round(x), round(y))), shadow,
                           shadow.get_rect(center=(round(x + u * 0.5), round(y + u * 0.9)))))
        return placed

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(surface.get_size()), (0, 0))
        width, height = surface.get_size()
        u = unit((width, height))
        card_width = round(u * 11)
        fan = self.fan((width, height))
        for _image, _rect, shadow, shadow_rect in fan:  # every shadow under every card
            surface.blit(shadow, shadow_rect)
        for image, rect, _shadow, _shadow_rect in fan:
            surface.blit(image, rect)
        title_y = height * 0.2 + card_width / 0.64 * 0.5 + u * 7
        theme.draw_text(surface, self.app.fonts, "Cicera", (width / 2, title_y), round(u * 8),
                        theme.GOLD, bold="title", anchor="center", shadow=True)
        theme.draw_text(surface, self.app.fonts, _("The Brescian card games"),
                        (width / 2, title_y + u * 6.3), round(u * 2.8), theme.CREAM,
                        anchor="center", shadow=True)
        self.focus.draw(surface, self.app.fonts)
        resumed = self.resumed()
        if resumed and self.widgets:
            column = self.widgets[-1].rect
            size = self.app.fonts.fit(resumed, round(u * 2.4), round(width * 0.9))
            theme.draw_text(surface, self.app.fonts, resumed,
                            (width / 2, min(height - u * 3, column.bottom + u * 3)), size,
                            theme.CREAM, anchor="center", shadow=True)

    def resumed(self) -> str:
        """What Continue resumes, said under the menu: the saved match, never a practice
        (a practice is left when the main menu opens)."""
        match = self.app.match
        if match is None or match.game.is_terminal():
            return ""
        hands = max(1, len(match.game.hand_log()))
        return _("Continue: {variant}, hand {hand}").format(
            variant=variant_name(match.game.rules.name), hand=hands)


class PauseMenu(MenuLikeScene):
    """Over the table: back to the game, settings, rules, leave to the main menu."""

    opaque = False

    def __init__(self, app: Host, table: TableScene) -> None:
        super().__init__(app)
        self.table = table

    def column_top(self, size: tuple[int, int]) -> float:
        return size[1] * 0.34

    def build(self) -> list[Widget]:
        return [
            Button(N_("Back to the game"), self.back, primary=True),
            Button(N_("Settings"), self.settings),
            Button(N_("Rules"), self.rules),
            Button(N_("Export this match"), self.export),
            Button(N_("Main menu"), self.main_menu),
        ]

    def heading(self) -> str:
        return _("Paused")

    def export(self) -> None:
        open_scene(self.app, "records", "export")

    def settings(self) -> None:
        open_scene(self.app, "settings")

    def rules(self) -> None:
        open_scene(self.app, "rules")

    def main_menu(self) -> None:
        """The main menu; a practice is left on the way (the match it came from is the one
        Continue resumes: a practice never takes its place)."""
        self.app.stack.reset(MenuScene(self.app))

    def panel_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """The opaque panel behind the title and the buttons."""
        u = unit(size)
        top = size[1] * 0.22 - u * 6
        bottom = (self.widgets[-1].rect.bottom if self.widgets else size[1] * 0.8) + u * 3
        width = max(u * 60, size[0] * self.column_width) + u * 8
        return pygame.Rect(round(size[0] / 2 - width / 2), round(top), round(width),
                           round(bottom - top))

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        size = surface.get_size()
        box = self.panel_rect(size)
        with boxes.inside("pause", box):
            theme.panel(surface, box, alpha=255, border=theme.GOLD,
                        radius=round(unit(size) * 2))
            self.draw_title(surface, self.heading(), 0.22)
            self.focus.draw(surface, self.app.fonts)


class LessonMenu(PauseMenu):
    """Over a lesson's table: back to it, the settings, the rules, the list of lessons."""

    def build(self) -> list[Widget]:
        return [
            Button(N_("Back to the lesson"), self.back, primary=True),
            Button(N_("Settings"), self.settings),
            Button(N_("Rules"), self.rules),
            Button(N_("Back to the lessons"), self.to_lessons),
        ]

    def heading(self) -> str:
        return _("Lesson")

    def to_lessons(self) -> None:
        from cicera_gui.scenes.lessons import leave_lessons

        leave_lessons(self.app)
