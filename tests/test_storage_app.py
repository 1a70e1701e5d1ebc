"""The program keeps the player's things: a match continued after a restart, settings that
stay, a damaged file told once, user variants in New game. Driven with posted events."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from cicera_gui.app import App, first_scene
from cicera_gui.families.cicera.table import CiceraTable as TableScene
from cicera_gui.i18n import translator
from cicera_gui.scenes.menu import MenuScene
from cicera_gui.scenes.newgame import NewGameScene
from cicera_gui.scenes.notice import NoticeDialog
from cicera_gui.scenes.settings import SettingsScene
from cicera_gui.storage import Locations, Storage
from cicera_gui.widgets import Button, Choice
from tests.gui_driver import frames, key, make_app, play_by_drag, start, wait_for_turn


@pytest.fixture
def home() -> Locations:
    return Locations.default()  # the test's own CICERA_HOME (see conftest)


@pytest.fixture(autouse=True)
def _close() -> Iterator[None]:
    yield
    translator.set_language("en")
    pygame.quit()


def open_menu(app: App) -> MenuScene:
    app.stack.reset(first_scene(app))
    while isinstance(app.stack.top, NoticeDialog):
        key(app, pygame.K_RETURN)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    return menu


def labels(app: App) -> list[str]:
    return [w.label for w in app.stack.top.widgets]  # type: ignore[union-attr]


def test_continue_after_a_restart_resumes_mid_hand(home: Locations) -> None:
    app = make_app((960, 600))
    table = start(app, "bresciana", 2, seed=12)
    game = table.controller.game
    for _ in range(3):
        assert wait_for_turn(app, table)
        play_by_drag(app, table, game.legal_moves()[0])
    assert wait_for_turn(app, table)  # the opponent answered: saved after its play too
    app.storage.flush()
    assert home.current_match.exists()
    hands = [list(h) for h in game.hand.hands]
    table_cards = list(game.hand.table)
    plays = len(game.log[-1].plays)
    app.match.close()  # type: ignore[union-attr]
    # the program stops (or is killed) and starts again
    again = make_app((960, 600))
    open_menu(again)
    assert labels(again)[0] == "Continue"
    key(again, pygame.K_RETURN)
    resumed = again.stack.top
    assert isinstance(resumed, TableScene)
    restored = resumed.controller.game
    assert [list(h) for h in restored.hand.hands] == hands
    assert list(restored.hand.table) == table_cards
    assert len(restored.log[-1].plays) == plays and restored.current_player() == 0
    assert restored.totals == game.totals
    assert resumed.board.hands[0] == sorted(hands[0]) and resumed.board.table == table_cards
    assert wait_for_turn(again, resumed)
    play_by_drag(again, resumed, restored.legal_moves()[-1])  # and the match goes on
    assert len(restored.log[-1].plays) == plays + 1
    again.match.close()  # type: ignore[union-attr]


def test_settings_changed_in_the_program_are_there_next_time(home: Locations) -> None:
    app = App((960, 600))
    open_menu(app)
    app.stack.push(SettingsScene(app))
    key(app, pygame.K_RIGHT)  # language: English -> Deutsch
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)  # cards: Bresciane -> Rommé
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=700, size=(1100, 700)))
    frames(app)
    app.storage.flush()
    saved = Storage(home).load_settings()
    assert saved.language == "de" and saved.deck == "romme" and saved.window == (1100, 700)


def test_a_damaged_settings_file_is_told_once(home: Locations) -> None:
    home.config.mkdir(parents=True)
    home.settings_file.write_bytes(b'{"language": "de", "deck": ')
    app = App((960, 600))
    app.stack.push(first_scene(app))
    dialog = app.stack.top
    assert isinstance(dialog, NoticeDialog)
    assert "settings.json.corrupt-" in dialog.notices[0].params["file"]
    frames(app, 2)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, MenuScene)
    app.stack.reset(first_scene(app))  # back to the menu later: not told again
    assert isinstance(app.stack.top, MenuScene)
    again = App((960, 600))  # nor at the next start
    again.stack.push(first_scene(again))
    assert isinstance(again.stack.top, MenuScene)


def test_a_broken_user_variant_is_listed_and_cannot_be_started(home: Locations) -> None:
    home.variants.mkdir(parents=True)
    (home.variants / "mine.yaml").write_text("id: mine\nextends: bresciana\nname: Mine\n"
                                             "target: 7\n")
    (home.variants / "oops.yaml").write_text("id: oops\nextends: bresciana\ncinquina: maybe\n")
    app = make_app((960, 600))
    open_menu(app)
    app.stack.push(NewGameScene(app))
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    chooser = scene.widgets[1]
    assert isinstance(chooser, Choice) and chooser.label == "Variant"
    shown = dict(chooser.options)
    mine = str(home.variants / "mine.yaml")
    oops = str(home.variants / "oops.yaml")
    assert shown[mine] == "Mine (yours)" and shown[oops] == "oops (broken)"
    key(app, pygame.K_DOWN)  # from the game to the variant
    for _ in range(len(shown)):
        if scene.broken_shown == oops:
            break
        key(app, pygame.K_RIGHT)
    assert scene.broken_shown == oops
    assert "oops.yaml: key 'cinquina': expected true or false" in scene.broken[oops]
    start_button = next(w for w in scene.widgets if isinstance(w, Button) and w.label == "Start")
    assert not start_button.enabled
    frames(app, 2)
    key(app, pygame.K_DOWN)  # the focus skips Start, to Back
    assert scene.focus.focus == scene.widgets.index(start_button) + 1
    key(app, pygame.K_UP)
    for _ in range(len(shown)):
        if not scene.broken_shown and scene.variant == mine:
            break
        key(app, pygame.K_RIGHT)
    assert scene.broken_shown is None
    scene.start()
    assert app.match is not None and app.match.game.rules.target == 7
    app.match.close()


@pytest.mark.skipif(os.name != "posix", reason="uses a POSIX read-only folder")
def test_a_folder_that_cannot_be_written_never_stops_the_game(home: Locations,
                                                              tmp_path: Path) -> None:
    if os.geteuid() == 0:
        pytest.skip("root can write to read-only folders")
    home.data.mkdir(parents=True)
    home.data.chmod(0o500)
    try:
        app = make_app((960, 600))
        table = start(app, seed=4)
        assert wait_for_turn(app, table)
        notices = app.storage.take_notices()
        assert len(notices) == 1 and "Could not save" in notices[0].message
    finally:
        home.data.chmod(0o700)
