"""Folders the program cannot read or write (a config or data folder with no permission, a
file in their place): a notice and the defaults, never a traceback; what was left out is
said. The folders are made so for this process (:mod:`tests.denied`), so the tests run, and
can fail, as root too (where ``chmod`` denies nothing)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pygame
import pytest

from cicera_gui.play.match import MatchController, MatchSetup
from cicera_gui.program.cli import open_program
from cicera_gui.scenes.menu import MenuScene
from cicera_gui.scenes.notice import NoticeDialog
from cicera_gui.storage import Locations, Notice, Storage
from cicera_gui.storage.files import move_aside, remove_stale_temporaries
from cicera_gui.storage.lock import DataLock, NoLock
from cicera_gui.storage.samples import play_sample_matches
from cicera_gui.storage.settings import Settings
from tests.denied import deny
from tests.gui_driver import frames, key

pytestmark = pytest.mark.usefixtures("closed_window")


def said(notices: Sequence[Notice]) -> str:
    return " ".join(f"{n.message} {n.params}" for n in notices)


def test_a_config_folder_that_cannot_be_read_gives_the_defaults_and_a_notice(
        home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    home.config.mkdir(parents=True)
    home.settings_file.write_text('{"version": 1, "deck": "romme"}')
    deny(monkeypatch, home.config)
    storage = Storage(home)
    settings = storage.load_settings()
    assert settings == Settings()
    (notice,) = storage.take_notices()
    assert "settings" in notice.message and "Permission denied" in notice.params["why"]
    settings.deck = "romme4"  # a change later cannot be saved: told, the game goes on
    storage.keep_settings(settings)
    storage.flush()
    (notice,) = storage.take_notices()
    assert "Could not save" in notice.message and "settings.json" in notice.params["file"]
    monkeypatch.undo()
    assert json.loads(home.settings_file.read_text()) == {"version": 1, "deck": "romme"}


def test_moving_a_file_aside_in_a_folder_that_cannot_be_written_leaves_it(
        home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    home.data.mkdir(parents=True)
    (home.data / "stale").mkdir()
    home.current_match.write_text("{")
    deny(monkeypatch, home.data)
    assert move_aside(home.current_match) is None
    remove_stale_temporaries(home.data)  # nothing to do, nothing raised
    found = DataLock.acquire(home.data)  # no lock can be made: this copy may write nothing
    assert isinstance(found, NoLock) and found.why == "Permission denied"
    monkeypatch.undo()
    assert home.current_match.read_text() == "{"


def test_the_program_opens_and_quits_on_a_data_folder_it_cannot_read(
        home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    storage = Storage.open(home)
    play_sample_matches(storage, seed=3)  # a history, and a match left in progress
    controller = MatchController(MatchSetup("bresciana", 2, ["easy"], seed=2))
    controller.start_hand()
    storage.keep_match(controller)
    storage.flush()
    assert storage.lock is not None
    storage.lock.release()
    before = {path: path.read_bytes() for path in home.data.rglob("*") if path.is_file()}
    deny(monkeypatch, home.data)
    app = open_program((960, 600), warm_up=False)
    dialog = app.stack.top
    assert isinstance(dialog, NoticeDialog)
    assert "Permission denied" in said(dialog.notices)  # the saved match: told why
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, MenuScene)
    app.storage.statistics()  # Statistics open, with nothing to count
    assert app.storage.history_files() == []
    frames(app, 2)  # back at the menu: what was left out is said
    dialog = app.stack.top
    assert isinstance(dialog, NoticeDialog)
    assert "history folder" in said(dialog.notices)
    app.quit()
    app.run()  # the shutdown: nothing can be written, nothing raised
    monkeypatch.undo()
    after = {path: path.read_bytes() for path in home.data.rglob("*") if path.is_file()}
    assert after == before  # and nothing the player had was touched


def test_an_unreadable_history_folder_is_said_once(home: Locations,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    storage = Storage(home)
    play_sample_matches(storage, seed=4)
    storage.flush()
    assert storage.history_files()
    deny(monkeypatch, home.history)
    assert storage.history_files() == []
    (notice,) = storage.take_notices()
    assert notice.params["folder"] == str(home.history)
    assert "Permission denied" in notice.params["why"]
    storage.statistics()
    assert storage.history_files() == [] and storage.take_notices() == []  # once


def test_a_file_in_place_of_the_folders_gives_notices_never_a_traceback(
        home: Locations) -> None:
    home.config.parent.mkdir(parents=True, exist_ok=True)
    home.config.write_text("not a folder")
    home.data.write_text("not a folder either")
    app = open_program((960, 600), warm_up=False)
    assert app.settings == Settings()
    assert app.storage.read_only  # nothing can be kept: nothing is written, and said why
    frames(app)
    dialog = app.stack.top
    assert isinstance(dialog, NoticeDialog)
    assert dialog.paragraphs() == [  # the folder that cannot be used, and nothing else
        f"The data folder {home.data} cannot be used ({home.data} is a file, not a folder): "
        "nothing is saved while Cicera runs."]
    key(app, pygame.K_RETURN)
    app.start_match(MatchSetup("bresciana", 2, ["easy"], seed=1))
    frames(app, 3)  # the deal, kept nowhere, said no more
    assert not isinstance(app.stack.top, NoticeDialog)
    assert app.storage.history_files() == []
    app.quit()
    app.run()
    assert Path(home.config).read_text() == "not a folder"


def test_exporting_into_a_folder_that_cannot_be_looked_into_says_why(
        home: Locations, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from cicera_gui.scenes.records import RecordsScene
    from tests.gui_driver import make_app, work_done

    app = make_app((960, 600))
    storage = app.storage
    play_sample_matches(storage, seed=5)
    storage.flush()
    scene = RecordsScene(app, "export")
    app.stack.push(scene)
    assert work_done(app, scene)
    closed = tmp_path / "closed"
    closed.mkdir()
    deny(monkeypatch, closed)
    scene.field.text = str(closed / "match.json")
    scene.export()
    assert work_done(app, scene)
    assert scene.message_is_error
    assert "match.json" in scene.message and "Permission denied" in scene.message


@pytest.mark.parametrize("where", ["a file on the way", "a folder"])
def test_a_screenshot_to_a_path_it_cannot_write_is_said_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str) -> None:
    """It printed a traceback."""
    from cicera_gui.program.cli import main

    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a folder")
    target = blocker / "shot.png" if where == "a file on the way" else tmp_path
    assert main(["--screenshot", str(target), "--scene", "menu", "--size", "960x600"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith(f"cicera: cannot write the screenshot to {target}: ")
    pygame.quit()
