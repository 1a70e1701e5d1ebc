"""The Statistics scene and the export and import scene, driven by posted input events."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from cicera_gui.app import App, first_scene
from cicera_gui.families.cicera.review import ReviewScene
from cicera_gui.scenes.menu import MenuScene
from cicera_gui.scenes.records import RecordsScene
from cicera_gui.scenes.statistics import StatisticsScene
from cicera_gui.storage.samples import play_sample_matches
from cicera_gui.widgets import Button
from tests.gui_driver import click, frames, key, make_app, post


@pytest.fixture
def app() -> Iterator[App]:
    application = make_app((960, 600))
    application.stack.push(first_scene(application))
    yield application
    if application.match is not None:
        application.match.close()
    pygame.quit()


def button(app: App, label: str) -> Button:
    scene = app.stack.top
    assert scene is not None
    found = [w for w in scene.widgets if isinstance(w, Button) and w.label == label]  # type: ignore[attr-defined]
    assert found, f"no {label!r} button"
    return found[0]


def type_text(app: App, text: str) -> None:
    key(app, pygame.K_END)
    for _ in range(200):
        post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    post(pygame.TEXTINPUT, text=text)
    frames(app)


def test_statistics_opens_from_the_menu_and_escape_goes_back(app: App) -> None:
    play_sample_matches(app.storage, 3)
    click(app, button(app, "Statistics").rect.center)
    scene = app.stack.top
    assert isinstance(scene, StatisticsScene)
    assert scene.stats.played == 6
    frames(app, 2)  # draws at this size without trouble
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_statistics_by_keyboard_alone_and_when_there_is_nothing_yet(app: App) -> None:
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    labels = [w.label for w in menu.widgets]
    for _ in range(labels.index("Statistics")):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    scene = app.stack.top
    assert isinstance(scene, StatisticsScene) and scene.stats.played == 0
    frames(app, 2)
    key(app, pygame.K_RETURN)  # the focus starts on Back
    assert isinstance(app.stack.top, MenuScene)


def test_export_and_import_typed_by_the_player(app: App, tmp_path: Path) -> None:
    play_sample_matches(app.storage, 5, [("bresciana-corta", 2, ["easy"])])
    click(app, button(app, "Statistics").rect.center)
    key(app, pygame.K_LEFT)  # Back -> Export a match
    key(app, pygame.K_RETURN)
    export = app.stack.top
    assert isinstance(export, RecordsScene) and export.mode == "export"
    target = tmp_path / "shared match.json"
    type_text(app, str(target))
    assert export.field.text == str(target)
    key(app, pygame.K_RETURN)
    assert target.exists() and "Saved the match" in export.message
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, StatisticsScene)
    # the same file imported: already there; a broken copy: refused with the hand and play
    text = target.read_text("utf-8").replace('"card": ', '"card": "Xx", "was": ', 1)
    broken = tmp_path / "broken.json"
    broken.write_text(text, "utf-8")
    click(app, button(app, "Import a match").rect.center)
    importer = app.stack.top
    assert isinstance(importer, RecordsScene) and importer.mode == "import"
    type_text(app, str(target))
    key(app, pygame.K_RETURN)
    assert "already in your history" in importer.message
    type_text(app, str(broken))
    key(app, pygame.K_RETURN)
    assert importer.message_is_error
    assert "broken.json: hand 1, play 1" in importer.message
    frames(app, 2)
    type_text(app, str(target))  # a good one again: its last hand can be reviewed
    key(app, pygame.K_RETURN)
    click(app, button(app, "Review the hand").rect.center)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    assert review.hand_number == len(json.loads(target.read_text("utf-8"))["hands"])
    key(app, pygame.K_END)
    frames(app, 2)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is importer


def test_the_match_in_progress_is_exported_from_the_pause_menu(app: App, tmp_path: Path
                                                               ) -> None:
    from cicera_gui.scenes.menu import PauseMenu
    from tests.gui_driver import start, wait_for_turn

    table = start(app, seed=6)
    assert wait_for_turn(app, table)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)
    click(app, button(app, "Export this match").rect.center)
    export = app.stack.top
    assert isinstance(export, RecordsScene)
    target = tmp_path / "bug-report.json"
    type_text(app, str(target))
    key(app, pygame.K_RETURN)
    record = json.loads(target.read_text("utf-8"))
    plays = len(table.controller.game.log[-1].plays)
    assert len(record["hands"][-1]["plays"]) == plays and record["players"] == 2
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)


def test_a_screenshot_run_never_writes_to_the_players_folders(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch
                                                              ) -> None:
    from cicera_gui.cli import main

    home = tmp_path / "home"
    monkeypatch.setenv("CICERA_HOME", str(home))
    assert main(["--screenshot", str(tmp_path / "s.png"), "--scene", "statistics",
                 "--size", "960x600"]) == 0
    assert not home.exists()


def test_an_imported_ciapano_match_is_reviewed_trick_by_trick(app: App, tmp_path: Path
                                                              ) -> None:
    import random

    from cicera_gui.families.ciapano.scenes import TrickReview
    from engine.ciapano.events import HandScored
    from engine.ciapano.game import CiapanoGame
    from engine.ciapano.record import game_to_record
    from engine.ciapano.rules import load_rules

    game = CiapanoGame(load_rules("ciapano"), 4, seed=3)
    game.deal_hand()
    rng = random.Random(3)
    while not any(isinstance(e, HandScored) for e in game.apply(rng.choice(game.legal_moves()))):
        pass
    record = tmp_path / "ciapano.json"
    record.write_text(json.dumps(game_to_record(game)), "utf-8")
    click(app, button(app, "Statistics").rect.center)
    click(app, button(app, "Import a match").rect.center)
    importer = app.stack.top
    assert isinstance(importer, RecordsScene)
    type_text(app, str(record))
    key(app, pygame.K_RETURN)
    click(app, button(app, "Review the hand").rect.center)
    review = app.stack.top
    assert isinstance(review, TrickReview) and review.hand_number == 1
    assert len(review.log.tricks) == 10
    key(app, pygame.K_END)
    frames(app, 2)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is importer
