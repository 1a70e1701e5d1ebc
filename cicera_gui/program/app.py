"""The program: the window, the scene loop, and the services every scene shares
(settings, fonts, card art, the match in progress)."""

from __future__ import annotations

import contextlib
import time
import warnings
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from cicera_gui.art import CardArt
from cicera_gui.art.card_art import CLOTH_DETAIL
from cicera_gui.art.decoration import Decoration
from cicera_gui.art.kept import KeptArt
from cicera_gui.art.ready import ReadyCards
from cicera_gui.look import theme
from cicera_gui.look.bounds import MIN_WINDOW, clamp_position, clamp_window
from cicera_gui.look.sound import Sounds
from cicera_gui.look.theme import Fonts
from cicera_gui.scenes.scene import Scene, SceneStack
from cicera_gui.storage import Locations, Storage
from cicera_gui.storage.files import Notice
from cicera_gui.storage.settings import Settings
from cicera_gui.words.i18n import LANGUAGE_NAMES, N_, translator
from engine.cards import CARDS

if TYPE_CHECKING:  # a match is read when there is one, not before the first picture
    from cicera_gui.play.hosting import TableHost
    from cicera_gui.play.match import MatchController, MatchSetup

MIN_SIZE = MIN_WINDOW
#: Events that change nothing on the screen (the sound opening after the first picture).
UNSEEN_EVENTS = frozenset({pygame.AUDIODEVICEADDED, pygame.AUDIODEVICEREMOVED})
#: How finely the cloth behind the first picture is drawn (enlarged; the full one follows).
ROUGH_CLOTH = 640
DEFAULT_SIZE = (1280, 800)
TITLE = "Cicera"
#: Keys that switch something on and off: held down, they act once (no key repeat).
TOGGLE_KEYS = frozenset({pygame.K_F11, pygame.K_t, pygame.K_h, pygame.K_ESCAPE, pygame.K_u,
                         pygame.K_z, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE})
#: The longest the loop sleeps with nothing to do (seconds): autosave and the clock go on.
IDLE_WAIT = 0.5
#: How often the loop looks at a pending timer (an opponent thinking, a hint) while idle.
TIMER_WAIT = 1 / 60
#: How long the game at rest sleeps between looks for input (seconds).
NAP = 0.025


class App:
    """Owns the window and the scene stack; scenes reach shared things through it."""

    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, *, settings: Settings | None = None,
                 headless_surface: bool = False, storage: Storage | None = None,
                 locations: Locations | None = None, quick_start: bool = False,
                 keep_art: bool = False) -> None:
        # only what the first frame needs: the sound opens once it is drawn (run_once), and
        # a card game needs no joystick (with the joystick or sensor system open SDL polls
        # every millisecond while it waits for an event, and the game at rest would not rest)
        pygame.display.init()
        pygame.font.init()
        self.storage = storage or Storage(locations)  # the player's files (settings, saves)
        #: The tables this program hosts, once a player hosts one (:meth:`table_host`), and
        #: the address they listen on (every interface: friends on the network join)
        self._table_host: TableHost | None = None
        self.host_listen = "0.0.0.0"
        self.settings = settings or self.storage.load_settings()
        self._told_catalogs: set[str] = set()
        self.set_language(self.settings.language)
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
        from cicera_gui.look import widgets

        widgets.CLICK[:] = [lambda: self.sounds.play("click")]
        #: The program keeps the art it draws for its next start (tests draw afresh).
        self.art = CardArt(kept=KeptArt(self.storage.locations.kept_art) if keep_art else None)
        self.stack = SceneStack()
        self.stack.size = self.size
        self.match: MatchController | None = self.storage.restore_match()
        if self.match is not None:
            self.match.coached = self.settings.coach
        self.running = True
        self._shut_down = False
        #: What waits for the first picture (the mixer, the worker) has been started.
        self._after_first = False
        #: Start the opponents' worker process after the first picture (the program does;
        #: its start would compete with that picture for the cores).
        self.warm_up = False
        #: A quick start draws the first picture's cloth coarser (the full one follows).
        self._quick_start = quick_start
        self._shown = False  # the first picture has been drawn
        self._rough_background: tuple[int, int] | None = None
        #: Whether the stack was at rest at the last turn: the frame in which an animation
        #: ends is drawn without any art work besides.
        self._settled = False
        self.held: set[int] = set()  # keys down now, to tell a key repeat from a press
        self.dirty = True  # the screen needs drawing
        self._drawn_state: object = None
        #: Whether the last frame drawn was drawn while something moved.
        self._drawn_moving = False
        self.clock = pygame.time.Clock()
        self._backgrounds: dict[tuple[int, int], pygame.Surface] = {}
        self._shadows: dict[tuple[int, int, int], pygame.Surface] = {}
        self.cards = ReadyCards(self.art)
        self._prepare_deck()
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
        """The window was resized (by dragging its border, or by the program): lay out at the
        new size and remember it for the next start."""
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if self.fullscreen:
            return
        if self.size != size:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.settings.window = clamp_window(self.size)  # what a later start accepts
        self.windowed_size = self.size
        self.stack.layout(self.size)
        self.dirty = True

    def moved(self, position: tuple[int, int]) -> None:
        """The window was moved: remember where (when the platform says)."""
        if not self.fullscreen:
            self.settings.window_position = clamp_position(position)

    def place_window(self) -> None:
        """Put the window where it was last time, where the platform allows it."""
        position = self.settings.window_position
        if position is None:
            return
        with contextlib.suppress(Exception):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.position = position

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
        self.dirty = True

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
            # the very first picture waits for no fine detail: the cloth is drawn coarser
            # and enlarged, then drawn in full at rest (refine_art) a moment later
            first = self._quick_start and not self._shown
            found = self._draw_cloth(size, ROUGH_CLOTH if first else CLOTH_DETAIL)
            self._rough_background = size if first else None
            self._backgrounds[size] = found
        return found

    def _draw_cloth(self, size: tuple[int, int], detail: int) -> pygame.Surface:
        try:
            return self.art.cloth(size, detail=detail).convert()
        except Exception:
            plain = pygame.Surface(size)
            plain.fill(theme.FELT)
            return plain

    def card_face(self, card: int, width: int, decoration: Decoration | None = None
                  ) -> pygame.Surface:
        """The card's face at ``width`` pixels, in the chosen deck, ready for fast blitting;
        with a family's ``decoration`` drawn on when it marks this card."""
        return self.cards.face(self.settings.deck, card, width, decoration)

    def card_back(self, width: int, sideways: bool = False) -> pygame.Surface:
        return self.cards.back(self.settings.deck, width, sideways)

    def prepare_faces(self, cards: Iterable[int], widths: Iterable[int],
                      decoration: Decoration | None = None) -> None:
        self.cards.prepare(self.settings.deck, cards, widths, decoration)

    def _prepare_deck(self) -> None:
        """Every face of the chosen deck at a width larger than a table's cards at this window
        size, drawn at rest (at the menu, after its first frame): a face that an animation
        needs at a new width is then scaled from it at once."""
        self.prepare_faces(range(len(CARDS)), [max(64, round(self.size[1] * 0.2))])

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
        """Speak ``language`` from now on; a catalog that cannot be read leaves English,
        and the player is told (once a catalog)."""
        self.settings.language = language
        translator.set_language(language)
        problem = translator.problem
        if problem is not None and problem not in self._told_catalogs:
            self._told_catalogs.add(problem)
            self.storage.notices.append(Notice(
                N_("The {language} translation could not be read ({problem}), so Cicera is "
                   "shown in English. Installing Cicera again repairs it."),
                {"language": LANGUAGE_NAMES.get(language, language), "problem": problem}))

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
        self._prepare_deck()

    # -- matches -------------------------------------------------------------------------------

    def new_match(self, setup: MatchSetup) -> MatchController:
        from cicera_gui.play.match import MatchController

        if self.match is not None:
            self.match.close()
        self.match = MatchController(setup)
        self.match.coached = self.settings.coach
        return self.match

    def table_host(self) -> TableHost:
        """The tables this program hosts (started when first asked for: nothing listens on
        the network before a player hosts a table), kept in the data folder's ``tables``."""
        if self._table_host is None:
            from cicera_gui.play.hosting import TableHost

            host = TableHost(self.storage.locations.data / "tables", listen=self.host_listen)
            host.start()
            self._table_host = host
        return self._table_host

    def adopt_match(self, match: MatchController) -> None:
        """``match`` is the one played now (a table with friends joined or hosted): the
        match before it is closed (saved already, it continues at the next start)."""
        if self.match is not None and self.match is not match:
            self.match.close()
        self.match = match

    def start_match(self, setup: MatchSetup) -> None:
        from cicera_gui.scenes.registry import reset_to

        reset_to(self, "table", self.new_match(setup))

    # -- the loop ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in UNSEEN_EVENTS:
            return
        self.dirty = True
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
        if event.type == pygame.KEYDOWN:
            repeat = event.key in self.held
            self.held.add(event.key)
            if repeat and event.key in TOGGLE_KEYS:
                return  # a key held down toggles once, never on and off again
        if event.type == pygame.WINDOWFOCUSLOST:
            self.held.clear()  # its key-ups go to another window
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resize((event.w, event.h))
        elif event.type == pygame.WINDOWSIZECHANGED:
            if not self.fullscreen:
                self.settings.window = clamp_window(self.size)  # what a later start accepts
            self.stack.layout(self.size)
        elif event.type == pygame.WINDOWMOVED:
            self.moved((event.x, event.y))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        else:
            self.stack.handle(event)

    def step(self, dt: float) -> None:
        """One frame: input, update by ``dt`` seconds, draw."""
        for event in pygame.event.get():
            self.handle(event)
        self.deliver_background()
        self.stack.update(dt)
        self.refine_art()
        self.storage.keep(self.settings, self.match)  # autosave: settings and the match
        self.tell_notices()
        self.draw()

    def deliver_background(self) -> None:
        """Hand the results of background work (a hand's par) to the match they belong
        to, whatever scene is showing: they reach the save and the history even when the
        player has moved on."""
        match = self.match
        for thinker in {m.thinker for m in (match, match and match.resume) if m is not None}:
            if thinker.deliver():
                self.dirty = True

    def refine_art(self) -> None:
        """At rest (nothing moving, no opponent thinking, since the turn before: the frame
        in which an animation ends is not held up), draw exactly one card face that an
        animation had to show scaled from another size, and show it."""
        at_rest = not (self.stack.animating() or self.stack.waiting())
        settled, self._settled = self._settled, at_rest
        if not (at_rest and settled):
            return
        size = self._rough_background
        if size is not None and self._shown:
            self._rough_background = None
            if size in self._backgrounds:
                self._backgrounds[size] = self._draw_cloth(size, CLOTH_DETAIL)
                self.dirty = True
        elif self.cards.pending:
            self.dirty = self.cards.refine_one() or self.dirty

    def tell_notices(self) -> None:
        """What the player must hear about now (a save that failed during play), shown at
        once over a scene that tells notices (:attr:`Scene.tells_notices`); each once."""
        top = self.stack.top
        if top is None or not top.tells_notices or not self.storage.notices:
            return
        from cicera_gui.scenes.registry import open_scene

        self.dirty = True
        open_scene(self, "notice", self.storage.take_notices())

    def draw(self) -> None:
        self.stack.draw(self.screen)
        self._shown = True
        self.dirty = False
        self._drawn_state = self.stack.frame_state()
        self._drawn_moving = self.stack.animating()

    def needs_drawing(self) -> bool:
        """Something moved, changed or arrived since the last frame drawn; or the last frame
        drawn caught something in motion (a banner fading out), whose end must be drawn too,
        never left on the screen half-faded until the mouse moves."""
        return (self.dirty or self.stack.animating() or self._drawn_moving
                or self.stack.frame_state() != self._drawn_state)

    def frame(self, dt: float) -> bool:
        """One turn of the loop: the events waiting, the update by ``dt``, and a drawing only
        when something changed or animates (True when it drew)."""
        for event in pygame.event.get():
            self.handle(event)
        self.deliver_background()
        self.stack.update(dt)
        self.refine_art()
        self.storage.keep(self.settings, self.match)
        self.tell_notices()
        if not self.needs_drawing():
            return False
        self.draw()
        return True

    def idle_wait(self) -> None:
        """Sleep until an event comes, or a pending timer (an opponent thinking, a hint
        being worked out) needs a look: a game at rest costs almost nothing."""
        if (self.dirty or self.stack.animating() or self.cards.pending
                or self._rough_background is not None):
            return
        timeout = TIMER_WAIT if self.stack.waiting() else IDLE_WAIT
        # pygame's own wait looks for events every millisecond, which alone costs about 2 %
        # of a core: the game looks every NAP seconds instead (input at rest answers within
        # that; while anything moves the loop runs at 60 frames a second)
        deadline = time.monotonic() + timeout
        while True:
            pygame.event.pump()
            if pygame.event.peek():
                return  # handled by the next frame
            left = deadline - time.monotonic()
            if left <= 0:
                return
            time.sleep(min(NAP, left))

    def after_first_picture(self) -> None:
        """What waits for the first picture: the mixer opened, the opponents' worker
        started."""
        self._after_first = True
        self.sounds.open_mixer()
        import cicera_gui.play.match  # noqa: F401 - read now, not when the player starts one
        if self.warm_up:
            self.warm_up_opponents()

    def warm_up_opponents(self) -> None:
        """Start the opponents' worker process in the background, before it is needed."""
        from cicera_gui.play.thinking import shared_thinker

        shared_thinker().warm_up()

    def run(self) -> None:
        """The loop until the player quits (the window closed, the menu's Quit, the last
        scene gone), then :meth:`shutdown`: on a crash too, so what was played is saved."""
        try:
            while self.running and self.stack.top is not None:
                self.run_once()
        finally:
            self.shutdown()

    def run_once(self) -> bool:
        """One turn of the real loop: at most 60 frames a second while something moves;
        at rest, wait for an event (True when it drew)."""
        self.idle_wait()
        dt = self.clock.tick(60) / 1000
        drew = self.frame(min(dt, 0.1))
        if drew:
            pygame.display.flip()
            if not self._after_first:  # after the first picture, not before it
                self.after_first_picture()
        return drew

    def shutdown(self) -> None:
        """The program stops: the last change saved and every write done (a finished match
        that could not go into the history tried once more, the files' lock let go: see
        :meth:`Storage.close`), the match's thinking cancelled and every worker process
        ended at once, the window closed. Once: a second call does nothing."""
        if self._shut_down:
            return
        self._shut_down = True
        self.running = False
        try:
            self.storage.close(self.settings, self.match)
        finally:
            if self.match is not None:
                self.match.close()
            if self._table_host is not None:  # its players told, its tables kept
                self._table_host.stop()
            from cicera_gui.play.thinking import close_shared_thinker

            close_shared_thinker()  # every worker ends now: nothing outlives the window
            if self.art.kept is not None:  # the art drawn this run, for the next start
                self.art.kept.flush()
            pygame.quit()

    def quit(self) -> None:
        self.running = False

    def screenshot(self, path: Path) -> None:
        self.draw()
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))


def first_scene(app: App) -> Scene:
    from cicera_gui.scenes.registry import make_scene

    return make_scene(app, "menu")


def main_loop(size: tuple[int, int] = DEFAULT_SIZE) -> None:
    started = time.perf_counter()
    app = App(size, quick_start=True)
    app.stack.push(first_scene(app))
    app.first_frame_s = time.perf_counter() - started  # type: ignore[attr-defined]
    app.run()
