"""Nothing heavy runs on the window's thread: while a large variant file is parsed for the Rules,
a long past match is replayed to be opened, read or written for Export, or checked for Import,
the window goes on drawing frames.

Each heavy step is held (a gate) until the window has drawn :data:`FRAMES` frames since it
began: on the window's own thread it could never see them, and the gate gives up after a
while, the frames uncounted. No clock is measured: the count is what fails."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from cicera_gui.program.app import App
from cicera_gui.scenes.menu import MenuScene
from cicera_gui.storage import Locations
from cicera_gui.storage.samples import play_sample_matches
from tests.gui_driver import key, make_app, run_until, work_done

pytestmark = pytest.mark.usefixtures("closed_window")

#: The frames the window must draw while the heavy step runs.
FRAMES = 5
#: How long the gate holds a step that never sees the frames (it ran on the window's thread).
GIVE_UP = 20.0


class Gate:
    """Holds a heavy step until the window has drawn :data:`FRAMES` frames meanwhile."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.drawn_meanwhile = 0
        self.steps = 0
        self.running = threading.Event()
        self.enough = threading.Event()
        real_draw = app.draw

        def draw() -> None:
            real_draw()
            if self.running.is_set():
                self.drawn_meanwhile += 1
                if self.drawn_meanwhile >= FRAMES:
                    self.enough.set()

        app.draw = draw  # type: ignore[method-assign]

    def hold(self, real: Callable[..., Any]) -> Callable[..., Any]:
        def step(*args: Any, **kwargs: Any) -> Any:
            self.steps += 1
            self.running.set()
            self.enough.wait(GIVE_UP)
            self.running.clear()
            return real(*args, **kwargs)

        return step

    def keep_drawing(self, done: Callable[[], bool]) -> None:
        """Draw frames (as the loop does while something waits) until ``done``."""
        assert run_until(self.app, done, seconds=GIVE_UP * 3)  # each frame draws
        assert self.steps, "the heavy step never ran"
        assert self.drawn_meanwhile >= FRAMES, "the window stopped drawing"


@pytest.fixture
def app(home: Locations) -> Iterator[App]:
    found = make_app((960, 600), animation="off")
    found.stack.reset(MenuScene(found))
    yield found
    found.storage.flush()


def test_the_rules_of_a_players_large_variant_file_are_read_off_the_window(
        app: App, home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    from cicera_gui.scenes.rules import RulesScene
    from cicera_gui.storage import variants

    home.variants.mkdir(parents=True, exist_ok=True)
    mine = home.variants / "lunga.yaml"
    mine.write_text("extends: bresciana\nname: Lunga\n" + "# a long comment\n" * 40_000,
                    "utf-8")
    app.settings.variant = str(mine)
    gate = Gate(app)
    monkeypatch.setattr(variants, "parse_variant_file", gate.hold(variants.parse_variant_file))
    rules = RulesScene(app)  # from the main menu, the variant chosen last: the large file
    app.stack.push(rules)
    gate.keep_drawing(lambda: rules.rules is not None)
    assert rules.wait_for_rules().name == "Lunga"


def test_a_long_past_match_is_opened_off_the_window(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from cicera_gui.scenes import past_matches

    play_sample_matches(app.storage, 2)
    gate = Gate(app)
    monkeypatch.setattr(past_matches, "restore_match",
                        gate.hold(getattr(past_matches, "restore_match")))  # noqa: B009
    scene = past_matches.PastMatchesScene(app)
    app.stack.push(scene)
    assert scene.wait_for_rows(60)
    key(app, pygame.K_RETURN)
    gate.keep_drawing(lambda: isinstance(app.stack.top, past_matches.PastMatchScene))


@pytest.mark.parametrize("step", ["reading the last match", "writing the file"])
def test_a_long_match_is_exported_off_the_window(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, step: str) -> None:
    import cicera_gui.storage as storage_module
    from cicera_gui.scenes.records import RecordsScene

    play_sample_matches(app.storage, 3)
    app.storage.flush()
    gate = Gate(app)
    name = "load_match_file" if step == "reading the last match" else "write_json"
    monkeypatch.setattr(storage_module, name, gate.hold(getattr(storage_module, name)))
    scene = RecordsScene(app, "export")
    app.stack.push(scene)
    if step == "reading the last match":
        gate.keep_drawing(lambda: scene.busy is None)
        assert scene.record is not None
        return
    assert work_done(app, scene) and scene.record is not None
    target = tmp_path / "exported.json"
    scene.field.text = str(target)
    scene.export()
    gate.keep_drawing(lambda: scene.busy is None)
    assert target.is_file() and scene.message == f"Saved the match to {target}."


def test_a_long_record_is_checked_for_import_off_the_window(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import cicera_gui.storage as storage_module
    from cicera_gui.scenes.records import RecordsScene

    play_sample_matches(app.storage, 4)
    app.storage.flush()
    source = tmp_path / "friend.json"
    source.write_bytes(app.storage.history_files()[-1].read_bytes())
    gate = Gate(app)
    monkeypatch.setattr(storage_module, "check_record",
                        gate.hold(getattr(storage_module, "check_record")))  # noqa: B009
    scene = RecordsScene(app, "import")
    app.stack.push(scene)
    scene.field.text = str(source)
    scene.import_()
    gate.keep_drawing(lambda: scene.busy is None)
    assert scene.imported is not None and not scene.message_is_error


def test_a_position_of_a_long_past_match_is_dealt_for_practice_off_the_window(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Try again from here replayed the match up to the position on the window's thread."""
    from cicera_gui.play.thinking import Thinker
    from cicera_gui.scenes import practice
    from cicera_gui.scenes.past_matches import opened_match
    from cicera_gui.scenes.table import TableScene

    play_sample_matches(app.storage, 2)
    past = opened_match(app, app.storage.history_files()[-1])
    past.thinker = Thinker("thread")  # as the program runs: beside the window
    gate = Gate(app)
    monkeypatch.setattr(practice, "position_game", gate.hold(practice.position_game))
    practice.try_again_from(app, past, 1, 1)
    gate.keep_drawing(lambda: isinstance(app.stack.top, TableScene))
    table = app.stack.top
    assert isinstance(table, TableScene) and table.controller.practice_of is past
    past.thinker.close()
