"""The program: the window, the scene loop, and the services every scene shares
(settings, fonts, card art, the match in progress)."""

from __future__ import annotations

import contextlib
import time
import warnings
from pathlib import Path

import pygame

from cicera_gui import theme
from cicera_gui.art import CardArt
from cicera_gui.bounds import MIN_WINDOW, clamp_window
from cicera_gui.i18n import translator
from cicera_gui.match import MatchController, MatchSetup
from cicera_gui.scene import Scene, SceneStack
from cicera_gui.settings import Settings
from cicera_gui.sound import Sounds
from cicera_gui.storage import Locations, Storage
from cicera_gui.theme import Fonts
from engine.cards import CARDS

MIN_SIZE = MIN_WINDOW
DEFAULT_SIZE = (1280, 800)
TITLE = "Cicera"


class App:
    """Owns the window and the scene stack; scenes reach shared things through it."""

    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, *, settings: Settings | None = None,
                 headless_surface: bool = False, storage: Storage | None = None,
                 locations: Locations | None = None) -> None:
        pygame.mixer.pre_init(44100, -16, 2, 512)  # low latency for the card sounds
        pygame.init()
        self.storage = storage or Storage(locations)  # the player's files (settings, saves)
        self.settings = settings or self.storage.load_settings()
        translator.set_language(self.settings.language)
        theme.apply_contrast(self.settings.high_contrast)
        self.fullscreen = False
        self.windowed_size = size
        if headless_surface:
            pygame.display.set_mode((1, 1), pygame.HIDDEN)
            self.screen = pygame.Surface(size)
        else:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            pygame.display.set_caption(TITLE)
            self._set_minimum_size()
        self.fonts = Fonts(theme.fonts_folder())
        self.sounds = Sounds()
        self.apply_sound_settings()
        from cicera_gui import widgets

        widgets.CLICK[:] = [lambda: self.sounds.play("click")]
        self.art = CardArt()
        self.stack = SceneStack()
        self.stack.size = self.size
        self.match: MatchController | None = self.storage.restore_match()
        self.running = True
        self.clock = pygame.time.Clock()
        self._backgrounds: dict[tuple[int, int], pygame.Surface] = {}
        self._shadows: dict[tuple[int, int, int], pygame.Surface] = {}
        self._faces: dict[tuple[str, int, int, bool], pygame.Surface] = {}
        self._backs: dict[tuple[str, int, bool], pygame.Surface] = {}
        self._set_icon()

    # -- window --------------------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def _set_minimum_size(self) -> None:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):
            pass

    def _set_icon(self) -> None:
        with contextlib.suppress(Exception):  # an icon is a nicety: never let it stop the game
            pygame.display.set_icon(self.art.icon(64))

    def resize(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if self.size != size and not self.fullscreen:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            self.settings.window = clamp_window(self.size)  # what a later start accepts
        self.stack.layout(self.size)

    def toggle_fullscreen(self) -> None:
        if self.fullscreen:
            self.fullscreen = False
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        else:
            self.windowed_size = self.size
            self.fullscreen = True
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        self.settings.fullscreen = self.fullscreen
        self.stack.layout(self.size)

    # -- shared drawing ------------------------------------------------------------------------

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        """The table cloth at this size (made once per size)."""
        found = self._backgrounds.get(size)
        if found is None and self.settings.high_contrast:
            found = pygame.Surface(size)
            found.fill(theme.CONTRAST_BACKGROUND)
            self._backgrounds[size] = found
        if found is None:
            self._backgrounds.clear()
            try:
                found = self.art.cloth(size).convert()
            except Exception:
                found = pygame.Surface(size)
                found.fill(theme.FELT)
            self._backgrounds[size] = found
        return found

    def card_face(self, card: int, width: int) -> pygame.Surface:
        """The card's face at ``width`` pixels, in the chosen deck, ready for fast blitting."""
        width = max(8, int(width))
        key = (self.settings.deck, card, width, self.settings.honours_marked)
        found = self._faces.get(key)
        if found is None:
            found = self._display_ready(self.art.face(
                str(CARDS[card]), width, deck=self.settings.deck,
                honours=self.settings.honours_marked))
            if len(self._faces) > 400:
                self._faces.clear()
            self._faces[key] = found
        return found

    def card_back(self, width: int, sideways: bool = False) -> pygame.Surface:
        width = max(8, int(width))
        key = (self.settings.deck, width, sideways)
        found = self._backs.get(key)
        if found is None:
            image = self._display_ready(self.art.back(width, deck=self.settings.deck))
            found = pygame.transform.rotate(image, 90) if sideways else image
            self._backs[key] = found
        return found

    @staticmethod
    def _display_ready(image: pygame.Surface) -> pygame.Surface:
        try:
            return image.convert_alpha()
        except pygame.error:  # no display mode yet
            return image

    def rounded(self, size: tuple[int, int], color: theme.Color, alpha: int, radius: int,
                border: tuple[int, int, int, int] | None = None) -> pygame.Surface:
        return theme.rounded_rect(size, color, alpha, radius, border)

    def draw_shadow(self, surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
        key = (rect.width, rect.height, radius)
        shadow = self._shadows.get(key)
        if shadow is None:
            shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shadow, (0, 0, 0, 70), shadow.get_rect(), border_radius=radius)
            if len(self._shadows) > 200:
                self._shadows.clear()
            self._shadows[key] = shadow
        surface.blit(shadow, rect)

    # -- settings that change what is shown ---------------------------------------------------

    def set_language(self, language: str) -> None:
        self.settings.language = language
        translator.set_language(language)

    def play_sound(self, name: str) -> None:
        self.sounds.play(name)

    def apply_sound_settings(self) -> None:
        self.sounds.set_volume(self.settings.volume)
        self.sounds.set_muted(self.settings.muted)

    def set_high_contrast(self, high: bool) -> None:
        self.settings.high_contrast = high
        theme.apply_contrast(high)
        self._backgrounds.clear()

    def set_deck(self, deck: str) -> None:
        self.settings.deck = deck

    # -- matches -------------------------------------------------------------------------------

    def new_match(self, setup: MatchSetup) -> MatchController:
        if self.match is not None:
            self.match.close()
        self.match = MatchController(setup)
        return self.match

    def start_match(self, setup: MatchSetup) -> None:
        from cicera_gui.scenes.table import TableScene

        controller = self.new_match(setup)
        self.stack.reset(TableScene(self, controller))

    # -- the loop ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resize((event.w, event.h))
        elif event.type == pygame.WINDOWSIZECHANGED:
            self.stack.layout(self.size)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        else:
            self.stack.handle(event)

    def step(self, dt: float) -> None:
        """One frame: input, update by ``dt`` seconds, draw."""
        for event in pygame.event.get():
            self.handle(event)
        self.stack.update(dt)
        self.storage.keep(self.settings, self.match)  # autosave: settings and the match
        self.draw()

    def draw(self) -> None:
        self.stack.draw(self.screen)

    def warm_up_opponents(self) -> None:
        """Start the opponents' worker process in the background, before it is needed."""
        from cicera_gui.thinking import shared_thinker

        shared_thinker().warm_up()

    def run(self) -> None:
        while self.running and self.stack.top is not None:
            dt = self.clock.tick(60) / 1000
            self.step(min(dt, 0.1))
            pygame.display.flip()
        self.storage.close(self.settings, self.match)  # the last change saved, writes done
        if self.match is not None:
            self.match.close()
        pygame.quit()

    def quit(self) -> None:
        self.running = False

    def screenshot(self, path: Path) -> None:
        self.draw()
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))


def first_scene(app: App) -> Scene:
    from cicera_gui.scenes.menu import MenuScene

    return MenuScene(app)


def main_loop(size: tuple[int, int] = DEFAULT_SIZE) -> None:
    started = time.perf_counter()
    app = App(size)
    app.stack.push(first_scene(app))
    app.first_frame_s = time.perf_counter() - started  # type: ignore[attr-defined]
    app.run()
