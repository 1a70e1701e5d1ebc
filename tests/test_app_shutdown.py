"""A normal quit runs the program's shutdown, once: the last change saved, every write done,
the match closed, the lock let go, the window closed."""

from __future__ import annotations

import json

import pygame
import pytest

from cicera_gui.look.widgets import Button
from cicera_gui.program.app import App
from cicera_gui.program.cli import open_program
from cicera_gui.scenes.menu import MenuScene
from cicera_gui.storage import Locations
from cicera_gui.storage.lock import DataLock
from tests.gui_driver import play_by_drag, post, start, wait_for_turn
from tests.typed_games import cicera

pytestmark = pytest.mark.usefixtures("closed_window")


def counting_shutdowns(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the shutdown did, call by call."""
    calls: list[str] = []
    real_close = app.storage.close

    def close(*args: object) -> None:
        calls.append("storage closed")
        real_close(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(app.storage, "close", close)
    return calls


def quit_by_closing_the_window(app: App) -> None:
    post(pygame.QUIT)


def quit_from_the_menu(app: App) -> None:
    app.stack.reset(MenuScene(app))  # the main menu, the match still open
    quit_button = next(w for w in app.stack.top.widgets  # type: ignore[union-attr]
                       if isinstance(w, Button) and w.label == "Quit")
    post(pygame.MOUSEMOTION, pos=quit_button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=quit_button.rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=quit_button.rect.center, button=1)


@pytest.mark.parametrize("how", [quit_by_closing_the_window, quit_from_the_menu])
def test_a_quit_saves_everything_and_shuts_down_once(home: Locations,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     how: object) -> None:
    app = open_program((960, 600), warm_up=False)
    app.settings.language = "en"
    table = start(app, seed=3)
    assert wait_for_turn(app, table)
    play_by_drag(app, table, table.controller.game.legal_moves()[0])
    match = app.match
    assert match is not None
    plays = len(cicera(match.game).log[-1].plays)
    calls = counting_shutdowns(app, monkeypatch)
    app.settings.deck = "romme4"  # changed the moment before the quit
    how(app)  # type: ignore[operator]
    app.run()
    assert calls == ["storage closed"]  # once
    assert not pygame.get_init()  # the window closed
    assert json.loads(home.settings_file.read_text("utf-8"))["deck"] == "romme4"
    saved = json.loads(home.current_match.read_text("utf-8"))
    assert len(saved["hands"][-1]["plays"]) >= plays
    lock = DataLock.acquire(home.data)  # let go: the next start gets it
    assert isinstance(lock, DataLock)
    lock.release()
    app.shutdown()  # again: nothing more
    assert calls == ["storage closed"]


def test_the_mixer_and_the_opponents_worker_wait_for_the_first_picture(
        home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing competes with the first picture for the cores: the sound device opens and
    the opponents' worker process starts once the menu has been shown, once."""
    happened: list[str] = []
    app = open_program((960, 600))
    try:
        monkeypatch.setattr(pygame.display, "flip", lambda: happened.append("picture"))
        monkeypatch.setattr(app.sounds, "open_mixer", lambda: happened.append("mixer"))
        monkeypatch.setattr(app, "warm_up_opponents", lambda: happened.append("worker"))
        assert happened == []
        app.dirty = True
        app.run_once()
        app.dirty = True
        app.run_once()
        assert happened == ["picture", "mixer", "worker", "picture"]
    finally:
        app.shutdown()


FIRST_PICTURE = """
import sys
from cicera_gui.program.cli import open_program
app = open_program((960, 600), warm_up=False)
app.run_once()
read = [name for name in ("cicera_gui.play.match", "cicera_gui.play.thinking",
                          "cicera_gui.scenes.practice", "multiprocessing")
        if name in sys.modules]
app.shutdown()
print(" ".join(read) or "none")
"""


def test_the_first_picture_reads_no_match_machinery_when_there_is_no_match(
        home: Locations) -> None:
    """With no saved match, the first picture is drawn before the match, the practice and
    the opponents' worker are read (they follow it at once): a fresh interpreter, as the
    program starts."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    before = subprocess.run([sys.executable, "-c", FIRST_PICTURE.replace(
        "app.run_once()\n", "app.draw()\n")], capture_output=True, text=True, env=env,
        check=True, timeout=120)
    assert before.stdout.split() == ["none"]
    after = subprocess.run([sys.executable, "-c", FIRST_PICTURE], capture_output=True,
                           text=True, env=env, check=True, timeout=120)
    assert "cicera_gui.play.match" in after.stdout.split()  # read once the picture is shown


def test_the_end_of_a_motion_is_drawn_never_left_half_faded(home: Locations) -> None:
    """A banner ("Picada!") fading out left a faint copy over the table until the mouse
    moved: the frame in which its motion ended was never drawn. The loop draws once more
    after a frame drawn in motion, then rests."""
    from cicera_gui.scenes.scene import Scene

    class Fading(Scene):
        def __init__(self, app: App) -> None:
            super().__init__(app)
            self.left = 3  # frames of motion
            self.drawn_at: list[int] = []

        def update(self, dt: float) -> None:
            self.left = max(0, self.left - 1)

        def animating(self) -> bool:
            return self.left > 0

        def draw(self, surface: pygame.Surface) -> None:
            self.drawn_at.append(self.left)

    app = App((960, 600))
    try:
        scene = Fading(app)
        app.stack.push(scene)
        drawn = [app.frame(1 / 60) for _ in range(6)]
        assert scene.drawn_at[-1] == 0  # the motion's end is on the screen
        assert drawn[-2:] == [False, False]  # then the game rests
    finally:
        app.shutdown()
