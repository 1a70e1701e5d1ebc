"""The Statistics scene and the export and import scene, driven by posted input events."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from cicera_gui.families.cicera.review import ReviewScene
from cicera_gui.look.widgets import Button
from cicera_gui.program.app import App, first_scene
from cicera_gui.scenes.menu import MenuScene
from cicera_gui.scenes.records import RecordsScene
from cicera_gui.scenes.statistics import StatisticsScene
from cicera_gui.storage.samples import SAMPLE_SETUPS, play_sample_matches
from tests.gui_driver import click, frames, key, make_app, post, work_done


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


def statistics_read(app: App) -> StatisticsScene:
    """The Statistics scene on top, once its reading of the history has finished (on a busy
    machine it may take longer than the glance the scene waits before drawing progress)."""
    scene = app.stack.top
    assert isinstance(scene, StatisticsScene)
    assert scene.job.wait(timeout=120) is not None
    assert not scene.reading
    return scene


def type_text(app: App, text: str) -> None:
    key(app, pygame.K_END)
    for _ in range(200):
        post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    post(pygame.TEXTINPUT, text=text)
    frames(app)


def test_statistics_opens_from_the_menu_and_escape_goes_back(app: App) -> None:
    play_sample_matches(app.storage, 3)
    click(app, button(app, "Statistics").rect.center)
    scene = statistics_read(app)
    assert scene.stats.played == len(SAMPLE_SETUPS)
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
    scene = statistics_read(app)
    assert scene.stats.played == 0
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
    assert work_done(app, export)  # the last match read off the window's thread
    target = tmp_path / "shared match.json"
    type_text(app, str(target))
    assert export.field.text == str(target)
    key(app, pygame.K_RETURN)
    assert work_done(app, export)
    assert target.exists() and "Saved the match" in export.message
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, StatisticsScene)
    # the same file imported: already there; a broken copy: refused with the hand and play
    text = target.read_text("utf-8").replace('"card":', '"card":"Xx","was":', 1)
    broken = tmp_path / "broken.json"
    broken.write_text(text, "utf-8")
    click(app, button(app, "Import a match").rect.center)
    importer: object = app.stack.top  # the top changed since it was the statistics
    assert isinstance(importer, RecordsScene) and importer.mode == "import"
    type_text(app, str(target))
    key(app, pygame.K_RETURN)
    assert work_done(app, importer)
    assert "already in your history" in importer.message
    type_text(app, str(broken))
    key(app, pygame.K_RETURN)
    assert work_done(app, importer)
    assert importer.message_is_error
    assert importer.message == ("Not imported: In broken.json, play 1 of hand 1 cannot be "
                                "replayed.")
    frames(app, 2)
    type_text(app, str(target))  # a good one again: its last hand can be reviewed
    key(app, pygame.K_RETURN)
    assert work_done(app, importer)
    click(app, button(app, "Review the hand").rect.center)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    assert review.hand_number == len(json.loads(target.read_text("utf-8"))["hands"])
    key(app, pygame.K_END)
    frames(app, 2)
    key(app, pygame.K_ESCAPE)
    top: object = app.stack.top
    assert top is importer


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
    assert work_done(app, export)
    record = json.loads(target.read_text("utf-8"))
    plays = len(table.controller.game.log[-1].plays)
    assert len(record["hands"][-1]["plays"]) == plays and record["players"] == 2
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)


def test_a_screenshot_run_never_writes_to_the_players_folders(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch
                                                              ) -> None:
    from cicera_gui.program.cli import main

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
    assert work_done(app, importer)
    click(app, button(app, "Review the hand").rect.center)
    review = app.stack.top
    assert isinstance(review, TrickReview) and review.hand_number == 1
    assert len(review.log.tricks) == 10
    key(app, pygame.K_END)
    frames(app, 2)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is importer


def drawn_words(app: App) -> list[str]:
    from cicera_gui.look import boxes

    with boxes.recording(app.size) as recorder:
        app.draw()
    return [box.text for box in recorder.texts()]


def test_each_family_is_shown_what_it_has(app: App) -> None:
    """Cicera's hands show its event points; the Ciapanò family's its penalty per hand, its
    lowest hand as the best, and what it counts, never Cicera's event points; the matches
    name each variant's target."""
    from cicera_gui.storage import Storage

    play_sample_matches(app.storage, 3, [("traversone", 4, ["easy"]),
                                         ("bresciana-corta", 2, ["easy"])])
    stats = Storage(app.storage.locations).statistics()
    lowest = min(hand[0] for match in stats.matches for hand in match["hands"]
                 if match["game"] == "ciapano")
    click(app, button(app, "Statistics").rect.center)
    words = drawn_words(app)
    assert "Hands · Cicera" in words and "Scùa" in words and "Best hand" in words
    assert "Hands without a trick" not in words
    assert {"41", "11"} <= set(words), "each variant's target in the matches"
    switch = [w for w in app.stack.top.widgets  # type: ignore[union-attr]
              if isinstance(w, Button) and w.label.startswith("Show:")]
    assert [w.label for w in switch] == ["Show: Ciapanò family"]
    click(app, switch[0].rect.center)
    words = drawn_words(app)
    assert "Hands · Ciapanò family" in words and "Penalty per hand" in words
    assert "Best hand (lowest)" in words and "Hands without a trick" in words
    assert "Scùa" not in words and "Event points made" not in words
    best = next(w for w in words if w.endswith(("point", "points")) or " · Traversone" in w)
    assert best.startswith(f"{lowest} point"), best
    frames(app)
    assert [w.label for w in switch] == ["Show: Cicera"]


def test_a_store_of_the_last_version_is_built_again_and_keeps_every_match(app: App) -> None:
    """A statistics store written by the version before (no families in it) is summed up
    again from the history: nothing the player had is lost."""
    import sqlite3

    from cicera_gui.storage import Storage

    play_sample_matches(app.storage, 4, SAMPLE_SETUPS[:3])
    app.storage.flush()
    assert Storage(app.storage.locations).statistics().played == 3
    path = app.storage.locations.statistics_cache
    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA user_version = 1")
    connection.close()
    stats = Storage(app.storage.locations).statistics()
    assert stats.played == 3 and stats.games() == ["cicera"]
    assert all(row.target == 21 for row in stats.rows() if row.variant == "Cicera bresciana")


@pytest.mark.parametrize("language", ["en", "de", "it", "ja"])
def test_every_variant_is_named_whole_in_the_smallest_window(language: str) -> None:
    """Two variants of one game must be told apart: a name too long for its column goes on
    to a second line, never cut ("Cicera bresciana (cor…")."""
    from cicera_gui.look import boxes
    from cicera_gui.words.i18n import _, translator

    setups = [("pagat-sei", 4, ["normal"] * 3), ("pagat", 4, ["easy"] * 3),
              ("bresciana-corta", 2, ["hard"]), ("bresciana", 2, ["normal", "easy"]),
              ("traversone", 5, ["easy"])]
    app = make_app((960, 600), language=language)
    try:
        play_sample_matches(app.storage, 7, setups)
        app.stack.push(StatisticsScene(app))
        statistics_read(app)
        with boxes.recording(app.size) as recorder:
            app.draw()
        names = [box.text for box in recorder.texts() if box.group == "variant names"]
        assert not [name for name in names if name.endswith("…")], names
        shown = "".join(names).replace(" ", "")
        for variant in ("Cicera (Pagat, six at a time)", "Cicera (Pagat)",
                        "Cicera bresciana (corta)", "Cicera bresciana", "Traversone"):
            assert _(variant).replace(" ", "") in shown, (variant, names)
        assert not boxes.problems(recorder), boxes.problems(recorder)
    finally:
        translator.set_language("en")
        pygame.quit()


def test_the_first_frame_after_the_reading_shows_the_numbers(app: App,
                                                             monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
    """The frame that finds the reading finished draws its numbers, never "No finished
    matches yet" for one frame (nor in a screenshot taken then)."""
    from cicera_gui.look import boxes
    from cicera_gui.scenes import statistics

    monkeypatch.setattr(statistics, "GLANCE_SECONDS", 0.0)  # the reading outlasts the glance
    play_sample_matches(app.storage, 3)
    scene = StatisticsScene(app)
    app.stack.push(scene)
    assert scene.job.wait(timeout=120) is not None
    with boxes.recording(app.size) as recorder:
        app.draw()
    said = [box.text for box in recorder.texts()]
    assert "No finished matches yet" not in said
    assert f"{len(SAMPLE_SETUPS)} matches played" in " ".join(said)
