"""The rules of the variant being played, or from the main menu of any variant of any game
(the one chosen last first), readable and scrollable, as its family's plug-in writes them
(:mod:`cicera_gui.scenes.families`)."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.widgets import Button, Choice, Widget
from cicera_gui.play.families import shipped_variants
from cicera_gui.scenes.base import MenuLikeScene, unit
from cicera_gui.scenes.families import family_rules_sections
from cicera_gui.storage.variants import VariantFiles
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.names import variant_name
from engine.errors import EngineError
from engine.families import default_variant, load_variant
from engine.game import RuleSet
from engine.lessons.model import Lesson, lessons_of
from engine.variants.loader import is_shipped

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


def rules_or_default(variant: str, files: VariantFiles | None = None) -> RuleSet:
    """The chosen variant's rules; the default variant's when its file no longer loads
    (New game lists the file as broken, with why). ``files``: the player's variant files as
    already parsed (a file unchanged since is not parsed again)."""
    try:
        if files is not None and not is_shipped(variant):
            return files.rules(variant)
        return load_variant(variant)
    except EngineError:
        return load_variant(default_variant())


class RulesScene(MenuLikeScene):
    title = N_("Rules")
    column_width = 0.2

    def __init__(self, app: Host, any_variant: bool | None = None) -> None:
        super().__init__(app)
        #: From the main menu (``any_variant``) any variant of any game may be read, whether
        #: or not a match is saved (the chosen one first); at the table, the match's own.
        self.choosing = app.match is None if any_variant is None else any_variant
        self.variant = app.settings.variant
        #: The rules shown; None while the player's variant file is read (a large file is
        #: parsed on a thread of its own: the window never waits for it).
        self.rules: RuleSet | None = None
        self.reading: Future[None] | None = None
        if not self.choosing and app.match is not None:
            self.rules = app.match.game.rules
        else:
            self._read(self.variant)
        self.scroll = 0.0
        self.content_height = 0.0
        self.first = 0  # the first line shown
        self._lines: list[tuple[str, bool]] = []
        self._lines_key: object = None
        #: The links to the lessons drawn last frame: where each is, and its lesson.
        self.links: list[tuple[pygame.Rect, Lesson]] = []

    def lesson_links(self) -> dict[str, Lesson]:
        """The headings (as shown) that link to a lesson, each to the first lesson that
        teaches what it says."""
        links: dict[str, Lesson] = {}
        if self.rules is not None:
            for lesson in lessons_of(self.rules.game):
                for heading in lesson.rules:
                    links.setdefault(_(heading), lesson)
        return links

    def open_lesson(self, lesson: Lesson) -> None:
        from cicera_gui.play.lesson import step_to_take
        from cicera_gui.scenes.lessons import start_step

        start_step(self.app, lesson, step_to_take(self.app.settings, lesson))

    def build(self) -> list[Widget]:
        back = Button(N_("Back"), self.back, primary=True)
        if not self.choosing:
            return [back]
        return [Choice(N_("Variant"), self.variant_options(), self.variant, self._set_variant),
                back]

    def variant_options(self) -> list[tuple[str, str]]:
        """Every shipped variant of every game, by name, grouped by game in New game's order;
        and the player's chosen file first."""
        options = [(variant, load_variant(variant).name)
                   for variants in shipped_variants().values() for variant in variants]
        if self.variant not in dict(options):
            options.insert(0, (self.variant, self.shown_name()))
        return options

    def shown_name(self) -> str:
        """The name of the variant shown (its file's, while the file is read)."""
        return self.rules.name if self.rules is not None else Path(self.variant).stem

    def _read(self, variant: str) -> None:
        """The rules of ``variant``: at once when shipped or already read, else read on a
        thread of their own (taken in by :meth:`update`)."""
        files = self.app.storage.variant_files
        if is_shipped(variant) or files.known(variant):
            self.rules, self.reading = rules_or_default(variant, files), None
        else:
            self.rules, self.reading = None, files.parse_later([variant])

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.reading is not None and self.reading.done():
            self.reading = None
            self.rules = rules_or_default(self.variant, self.app.storage.variant_files)
            self._lines_key = None

    def waiting(self) -> bool:
        return self.reading is not None or super().waiting()

    def wait_for_rules(self, timeout: float = 120) -> RuleSet:
        """The rules shown, once read (for tests and screenshots, which wait)."""
        if self.reading is not None:
            self.reading.result(timeout)
            self.update(0)
        assert self.rules is not None
        return self.rules

    def frame_state(self) -> object:
        return (self.rules is None, self.variant, super().frame_state())

    def _set_variant(self, value: str) -> None:
        """Another variant's rules, from their top (New game's choice is left as it was)."""
        self.variant = value
        self._read(value)
        self.first = 0
        self.scroll = 0.0
        self._lines_key = None

    def layout(self, size: tuple[int, int]) -> None:
        """Back under the text; with the variant's choice beside it, from the main menu."""
        if not self.choosing or len(self.widgets) != 2:
            super().layout(size)
            return
        u = unit(size)
        height = round(u * self.row_height)
        gap = round(u * 2)
        choice = round(min(size[0] * 0.6, u * 95))
        back = round(max(u * 30, size[0] * 0.16))
        left = round(size[0] / 2 - (choice + gap + back) / 2)
        top = round(self.column_top(size))
        chooser, button = self.widgets
        chooser.rect = pygame.Rect(left, top, choice, height)
        button.rect = pygame.Rect(left + choice + gap, top, back, height)

    def column_top(self, size: tuple[int, int]) -> float:
        return size[1] - unit(size) * 10

    def text_rect(self, size: tuple[int, int]) -> pygame.Rect:
        u = unit(size)
        width = min(size[0] * 0.86, u * 150)
        return pygame.Rect(round(size[0] / 2 - width / 2), round(size[1] * 0.14), round(width),
                           round(size[1] - size[1] * 0.14 - u * 12))

    def handle(self, event: pygame.event.Event) -> None:
        lines = self.page_lines(self.app.size)
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_by(-event.y * 3)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN,
                                                             pygame.K_PAGEUP, pygame.K_PAGEDOWN,
                                                             pygame.K_HOME, pygame.K_END):
            page = max(1, lines - 1)
            step = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page,
                    pygame.K_PAGEDOWN: page, pygame.K_HOME: -10**6,
                    pygame.K_END: 10**6}[event.key]
            self._scroll_by(step)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and any(
                rect.collidepoint(event.pos) for rect, _lesson in self.links):
            self.open_lesson(next(lesson for rect, lesson in self.links
                                  if rect.collidepoint(event.pos)))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and (
                self.track_rect(self.app.size).collidepoint(event.pos)):
            track = self.track_rect(self.app.size)
            fraction = (event.pos[1] - track.y) / max(1, track.height)
            self.first = round(fraction * self.max_first(self.app.size))
            self._scroll_by(0)
        else:
            super().handle(event)

    # the text as lines of one height, scrolled a whole line at a time: never half a line

    def line_height(self, size: tuple[int, int]) -> float:
        return unit(size) * 2.5 * 1.35

    def text_lines(self, size: tuple[int, int]) -> list[tuple[str, bool]]:
        """Every line of the rules (headings marked), wrapped to the text's width."""
        if self.rules is None:
            return [(_("Reading the rules of {file}…").format(file=Path(self.variant).name),
                     False)]
        key = (size, self.app.settings.deck, self.app.settings.language)
        if self._lines_key != key:
            u = unit(size)
            fonts = self.app.fonts
            width = self.text_rect(size).width
            lines: list[tuple[str, bool]] = []
            deck = self.app.settings.deck
            sections = family_rules_sections(self.rules, deck)
            titled = False  # the section before is a heading alone ("Terms"): no gap after it
            for heading, text in sections:
                if lines and not titled:
                    lines.append(("", False))
                lines += [(piece, True) for piece in fonts.wrap(heading, round(u * 2.7), width,
                                                                bold=True)]
                titled = not text.strip()
                if not titled:
                    lines += [(piece, False) for piece in fonts.wrap(text, round(u * 2.5),
                                                                     width)]
            self._lines, self._lines_key = lines, key
        return self._lines

    def page_lines(self, size: tuple[int, int]) -> int:
        """How many whole lines the text's panel shows."""
        return max(1, int(self.text_rect(size).height // self.line_height(size)))

    def max_first(self, size: tuple[int, int]) -> int:
        return max(0, len(self.text_lines(size)) - self.page_lines(size))

    def _scroll_by(self, lines: int) -> None:
        self.first = max(0, min(self.max_first(self.app.size), self.first + lines))
        self.scroll = self.first * self.line_height(self.app.size)

    def track_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """The scroll bar's track, at the right of the text."""
        u = unit(size)
        rect = self.text_rect(size)
        return pygame.Rect(rect.right + round(u * 0.8), rect.y, max(6, round(u * 1.2)),
                           rect.height)

    def thumb_rect(self, size: tuple[int, int]) -> pygame.Rect:
        track = self.track_rect(size)
        total = max(1, len(self.text_lines(size)))
        shown = min(total, self.page_lines(size))
        height = max(track.width * 2, round(track.height * shown / total))
        room = track.height - height
        top = track.y + (round(room * self.first / self.max_first(size))
                         if self.max_first(size) else 0)
        return pygame.Rect(track.x, top, track.width, height)

    def draw_link(self, surface: pygame.Surface, lesson: Lesson, heading: str,
                  rect: pygame.Rect, y: float) -> None:
        """The link to ``lesson`` at the right of its heading's line (none where the line
        has no room for it)."""
        u = unit(surface.get_size())
        fonts = self.app.fonts
        size = round(u * 2.2)
        words = _("Lesson: {lesson}").format(lesson=_(lesson.title))
        width = fonts.width(words, size) + round(u * 2)
        if fonts.width(heading, round(u * 2.7), True) + width + u * 3 > rect.width:
            return
        pill = pygame.Rect(0, 0, width, round(size * 1.5))
        pill.topright = (rect.right, round(y - size * 0.1))
        with boxes.inside("lesson link", pill):
            theme.panel(surface, pill, alpha=230, color=theme.PANEL_LIGHT, border=theme.GOLD,
                        radius=pill.height // 2)
            theme.draw_text(surface, fonts, words, pill.center, size, theme.CREAM,
                            anchor="center")
        self.links.append((pill, lesson))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(surface.get_size()), (0, 0))
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        self.draw_title(surface, _("Rules") + " · " + variant_name(self.shown_name()), 0.07)
        rect = self.text_rect(size)
        frame = rect.inflate(round(u * 4), round(u * 2))
        frame.width += round(u * 1.5)  # room for the scroll bar
        with boxes.inside("rules", frame):
            theme.panel(surface, frame, alpha=225, radius=round(u * 2))
            lines = self.text_lines(size)
            self.first = min(self.first, self.max_first(size))
            height = self.line_height(size)
            y: float = rect.y
            links = self.lesson_links()
            self.links = []
            for text, heading in lines[self.first:self.first + self.page_lines(size)]:
                if text:
                    if heading:
                        theme.draw_text(surface, fonts, text, (rect.x, y), round(u * 2.7),
                                        theme.GOLD, bold=True)
                        if text in links:
                            self.draw_link(surface, links[text], text, rect, y)
                    else:
                        theme.draw_text(surface, fonts, text, (rect.x, y), round(u * 2.5),
                                        theme.CREAM)
                y += height
            self.content_height = len(lines) * height
            if self.max_first(size):
                track = self.track_rect(size)
                pygame.draw.rect(surface, theme.PANEL_LIGHT, track,
                                 border_radius=track.width // 2)
                pygame.draw.rect(surface, theme.GOLD, self.thumb_rect(size),
                                 border_radius=track.width // 2)
        self.focus.draw(surface, fonts)
