"""Scenes on a stack: the top scene sees input first; dialogs are scenes pushed on top.

A scene's ``draw`` changes nothing: the same state draws the same picture. Time comes in as
``dt`` (seconds) through ``update``, so tests can step it by hand. What a scene may ask of
the program is :class:`Host` (the :class:`cicera_gui.program.app.App` is one), so that no scene
module imports the program that runs it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from cicera_gui.art import CardArt
    from cicera_gui.art.decoration import Decoration
    from cicera_gui.look.theme import Color, Fonts
    from cicera_gui.play.hosting import TableHost
    from cicera_gui.play.match import MatchController, MatchSetup
    from cicera_gui.storage import Storage
    from cicera_gui.storage.settings import Settings


class Host(Protocol):
    """What scenes need of the program: its settings, files, fonts, card art and sounds,
    the scene stack and the match in progress."""

    settings: Settings
    storage: Storage
    art: CardArt
    fonts: Fonts
    stack: SceneStack
    match: MatchController | None
    #: The address the tables this program hosts listen on
    host_listen: str

    @property
    def size(self) -> tuple[int, int]: ...

    def background(self, size: tuple[int, int]) -> pygame.Surface: ...

    def card_face(self, card: int, width: int, decoration: Decoration | None = None
                  ) -> pygame.Surface: ...

    def card_back(self, width: int, sideways: bool = False) -> pygame.Surface: ...

    def prepare_faces(self, cards: Iterable[int], widths: Iterable[int],
                      decoration: Decoration | None = None) -> None:
        """Draw these faces at rest, before an animation needs them."""
        ...

    def rounded(self, size: tuple[int, int], color: Color, alpha: int, radius: int,
                border: tuple[int, int, int, int] | None = None) -> pygame.Surface: ...

    def draw_shadow(self, surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None: ...

    def play_sound(self, name: str) -> None: ...

    def set_language(self, language: str) -> None: ...

    def set_high_contrast(self, high: bool) -> None: ...

    def set_deck(self, deck: str) -> None: ...

    def new_match(self, setup: MatchSetup) -> MatchController:
        """A new match in place of the one in progress (closed), not yet on the table."""
        ...

    def start_match(self, setup: MatchSetup) -> None: ...

    def adopt_match(self, match: MatchController) -> None: ...

    def table_host(self) -> TableHost: ...

    def quit(self) -> None: ...


class Scene:
    """One screen of the program, or a dialog over another (``opaque = False``)."""

    opaque = True
    #: What the player must hear about (a save that failed, a folder left out) is shown
    #: over this scene as soon as it comes up (the table, the menu), not kept for later.
    tells_notices = False

    def __init__(self, app: Host) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack."""

    def leave(self) -> None:
        """Called when the scene is popped off the stack."""

    def resume(self) -> None:
        """Called when a scene above this one was popped."""

    def layout(self, size: tuple[int, int]) -> None:
        """The window has (or starts with) this size: place everything in proportion."""

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto ``surface``."""

    def animating(self) -> bool:
        """True while something on screen moves (every frame must be drawn)."""
        return False

    def waiting(self) -> bool:
        """True while a timer runs that will change the screen without input (an opponent
        thinking): the loop then looks often, drawing only when the state changes."""
        return False

    def frame_state(self) -> object:
        """What the picture depends on beyond input and animation, cheaply compared: when it
        changes, the scene is drawn again."""
        return None


class SceneStack:
    """The scenes in play, bottom first."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        #: Scenes put aside to come back to (see :meth:`set_aside`), bottom first
        self.aside: list[Scene] = []
        self.size = (0, 0)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.layout(self.size)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Pop the top scene and push ``scene`` in its place."""
        if self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Leave every scene and start over with ``scene``."""
        while self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    def set_aside(self, scene: Scene) -> None:
        """Put every scene aside, as it is, and start over with ``scene``: the scenes set
        aside come back with :meth:`bring_back` (a practice hand returns to where the player
        left the match)."""
        self.aside, self.scenes = self.scenes, []
        self.push(scene)

    def bring_back(self) -> bool:
        """Leave every scene and bring back those set aside, laid out for the window as it
        is now, the top one told that it is on top again. False when none were set aside."""
        if not self.aside:
            return False
        while self.scenes:
            self.scenes.pop().leave()
        self.scenes, self.aside = self.aside, []
        for scene in self.scenes:
            scene.layout(self.size)
        self.scenes[-1].resume()
        return True

    def drop_aside(self) -> None:
        """The scenes set aside will not come back: they are left."""
        while self.aside:
            self.aside.pop().leave()

    def remove(self, scene: Scene) -> None:
        """Take ``scene`` out of the stack wherever it is."""
        if scene in self.scenes:
            self.scenes.remove(scene)
            scene.leave()

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        for scene in self.scenes:
            scene.layout(size)

    def handle(self, event: pygame.event.Event) -> None:
        if self.scenes:
            self.scenes[-1].handle(event)

    def update(self, dt: float) -> None:
        """Advance every scene: a game keeps animating under a dialog."""
        for scene in list(self.scenes):
            scene.update(dt)

    def animating(self) -> bool:
        return any(scene.animating() for scene in self.scenes)

    def waiting(self) -> bool:
        return any(scene.waiting() for scene in self.scenes)

    def frame_state(self) -> object:
        return tuple((id(scene), scene.frame_state()) for scene in self.scenes)

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)
