"""Driving the game window headlessly with posted input events, as a player would."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from cicera_gui.families.cicera.table import CiceraTable as TableScene
from cicera_gui.kinds.capture.dialog import CaptureDialog
from cicera_gui.kinds.capture.table import CaptureTableScene
from cicera_gui.play.match import HUMAN, MatchSetup
from cicera_gui.play.thinking import shared_thinker
from cicera_gui.program.app import App
from cicera_gui.scenes.hand_summary import HandSummaryScene
from cicera_gui.scenes.scene import Scene
from cicera_gui.storage.settings import Settings
from engine.kinds.capture.moves import Move

FRAME = 1 / 30
#: Any game of captures' table.
AnyCaptureTable = CaptureTableScene[Any, Any, Any, Any]
#: How long a test waits for the opponents' worker (a busy 2-core machine can be slow).
PATIENCE_S = 120.0


def make_app(size: tuple[int, int] = (1280, 800), **settings: object) -> App:
    options = Settings(language="en", animation="fast", ai_pace="fast")
    for key, value in settings.items():
        setattr(options, key, value)
    return App(size, settings=options)


def start(app: App, variant: str = "bresciana", players: int = 2, seed: int = 1,
          levels: list[str] | None = None) -> TableScene:
    app.start_match(MatchSetup(variant, players, levels or ["easy"] * (players - 1), seed))
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


def top(app: App) -> Scene | None:
    """The scene on top now (read through a call: what a type checker narrowed before the
    player's input does not hold after it)."""
    return app.stack.top


def frames(app: App, count: int = 1) -> None:
    for _ in range(count):
        app.step(FRAME)


def post(event_type: int, **attributes: object) -> None:
    pygame.event.post(pygame.event.Event(event_type, attributes))


def key(app: App, key_code: int) -> None:
    post(pygame.KEYDOWN, key=key_code, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=key_code, mod=0, unicode="", scancode=0)
    frames(app)


def drag(app: App, start_pos: tuple[int, int], end_pos: tuple[int, int], steps: int = 6) -> None:
    """Move over ``start_pos`` (as a real pointer must), press, move to ``end_pos`` in
    steps, release."""
    post(pygame.MOUSEMOTION, pos=start_pos, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)
    post(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1)
    frames(app)
    for i in range(1, steps + 1):
        x = start_pos[0] + (end_pos[0] - start_pos[0]) * i / steps
        y = start_pos[1] + (end_pos[1] - start_pos[1]) * i / steps
        post(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0), buttons=(1, 0, 0))
        frames(app)
    post(pygame.MOUSEBUTTONUP, pos=end_pos, button=1)
    frames(app)


def click(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    frames(app)


def run_until(app: App, condition: Callable[[], bool], seconds: float = PATIENCE_S) -> bool:
    """Run frames until ``condition()`` holds (True), or ``seconds`` of wall-clock time pass
    (False). The opponents think inline in tests (conftest), so each frame steps the window's
    time by :data:`FRAME` without sleeping; a test that keeps the real worker process
    (``real_worker``) lets it have the core between frames."""
    deadline = time.monotonic() + seconds
    inline = shared_thinker().kind == "inline"
    while not condition():
        if time.monotonic() > deadline:
            return False
        frames(app)
        if not inline:
            time.sleep(0.001)  # let the worker have the core
    return True


def wait_for_turn(app: App, table: AnyCaptureTable, seconds: float = PATIENCE_S) -> bool:
    """Run frames until the player may play (True) or the hand is over (False)."""
    done = run_until(app, lambda: table.accepting_input
                     or isinstance(app.stack.top, HandSummaryScene), seconds)
    if not done:
        raise AssertionError("the game never came back to the player")
    return table.accepting_input


def card_center(table: AnyCaptureTable, card: int) -> tuple[int, int]:
    sprite = table.card_sprites[card]
    return table.raised_rect(sprite).center


def free_table_point(table: AnyCaptureTable) -> tuple[int, int]:
    """A point on the table that no table card covers."""
    area = table.layout_info.table_area
    rects = [table.card_sprites[c].rect().inflate(12, 12) for c in table.board.table]
    for fy in (0.08, 0.92, 0.5, 0.3, 0.7):
        for fx in (0.04, 0.96, 0.5, 0.2, 0.8):
            point = (round(area.x + area.width * fx), round(area.y + area.height * fy))
            if not any(r.collidepoint(point) for r in rects):
                return point
    raise AssertionError("the table is covered")


def play_by_drag(app: App, table: AnyCaptureTable, move: Move) -> None:
    """Drag the move's card onto its first captured card, or onto free table to lay it."""
    card = int(move.card)
    start_pos = card_center(table, card)
    if move.capture:
        end = table.card_sprites[int(move.capture[0])].rect().center
    else:
        end = free_table_point(table)
    drag(app, start_pos, end)
    dialog = app.stack.top
    if isinstance(dialog, CaptureDialog):
        wanted = tuple(sorted(int(c) for c in move.capture))
        index = next(i for i, c in enumerate(dialog.choices) if c.capture == wanted)
        key(app, pygame.K_1 + index)


def human_hand(table: AnyCaptureTable) -> list[int]:
    return list(table.controller.game.hand.hands[HUMAN])


def work_done(app: App, scene: object, seconds: float = PATIENCE_S) -> bool:
    """Run frames until the work ``scene`` does off the window's thread (reading, writing or
    checking a record: its ``busy``) has come back; False on timeout."""
    return run_until(app, lambda: getattr(scene, "busy", None) is None, seconds)
