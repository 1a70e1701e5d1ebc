"""Rendering scenes with the layout recorder on, for the tests of what the player sees."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from cicera_gui.families.cicera.hints import explain
from cicera_gui.families.cicera.table import CiceraTable as TableScene
from cicera_gui.look import boxes
from cicera_gui.play.match import HUMAN
from cicera_gui.program.app import App
from cicera_gui.scenes.screenshots import stage
from cicera_gui.storage.settings import Settings

LANGUAGES = ("en", "de", "it", "ja")
SIZES = ((960, 600), (1100, 700), (1920, 1080))


@contextmanager
def staged(scene: str, size: tuple[int, int], language: str, *, deck: str = "bresciane",
           variant: str = "pagat", players: int = 4, seed: int = 3, **settings: object
           ) -> Iterator[App]:
    """An app showing ``scene`` (as ``cicera --screenshot`` stages it)."""
    options = Settings(language=language, deck=deck, variant=variant, players=players,
                       animation="fast", ai_pace="fast")
    for name, value in settings.items():
        setattr(options, name, value)
    app = App(size, settings=options)
    try:
        stage(app, scene, seed)
        yield app
    finally:
        if app.match is not None:
            app.match.close()


def table_of(app: App) -> TableScene:
    for scene in app.stack.scenes:
        if isinstance(scene, TableScene):
            return scene
    raise AssertionError("no table")


def show_hint(app: App) -> None:
    """The hint box open, as after H (the move explained without asking the worker)."""
    table = table_of(app)
    game = table.controller.game
    moves = game.legal_moves()
    move = next((m for m in moves if m.capture), moves[0])
    table.aids.hint = explain(game.view(HUMAN), move)


def record(app: App) -> boxes.Recorder:
    """Draw one frame and return what it put where."""
    with boxes.recording(app.size) as recorder:
        app.draw()
    return recorder


def save(app: App, path: str) -> None:
    pygame.image.save(app.screen, path)
