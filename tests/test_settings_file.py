"""Settings hold everything the program lets a player choose: every choice New game and
Settings offer goes through the settings file and comes back as it was, and a file with one
value the program cannot use loses that value only."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from cicera_gui.look.widgets import Choice
from cicera_gui.program.app import App
from cicera_gui.scenes.newgame import NewGameScene
from cicera_gui.scenes.settings import SettingsScene
from cicera_gui.storage import Locations, Storage
from cicera_gui.storage.settings import Settings
from cicera_gui.storage.settings_file import settings_from_json, settings_to_json
from tests.gui_driver import make_app


@pytest.fixture
def app() -> Iterator[App]:
    made = make_app((1280, 800))
    yield made
    pygame.quit()


def through_the_file(settings: Settings) -> tuple[Settings, list[str]]:
    """The settings as the next start reads them back from what was written."""
    text = json.dumps(settings_to_json(settings), ensure_ascii=False)
    return settings_from_json(json.loads(text))


def chosen(app: App) -> Settings:
    return replace(app.settings, levels=list(app.settings.levels))


def choose_every_option(app: App, widget: Choice, seen: list[Settings]) -> None:
    """Each option of ``widget`` chosen in turn, as the player's arrows would."""
    for _ in widget.options:
        widget.step(1)
        seen.append(chosen(app))


def test_every_choice_of_new_game_and_settings_comes_back_from_the_file(app: App) -> None:
    seen: list[Settings] = []
    settings_scene = SettingsScene(app)
    app.stack.push(settings_scene)
    for widget in settings_scene.widgets:
        if isinstance(widget, Choice):
            choose_every_option(app, widget, seen)
    app.stack.pop()
    new_game = NewGameScene(app)
    app.stack.push(new_game)
    for family_id in list(new_game.by_family):
        new_game._set_family(family_id)
        for variant in list(new_game.variants):
            new_game._set_variant(variant)
            for players in new_game.rules.players:
                new_game._set_players(str(players))
                seen.append(chosen(app))
                for widget in list(new_game.level_widgets):  # every opponent, every level
                    assert isinstance(widget, Choice)
                    choose_every_option(app, widget, seen)
    assert {s.players for s in seen} >= {2, 3, 4, 5, 6, 7, 8}  # Traversone: up to 8
    assert max(len(s.levels) for s in seen) == 7
    for settings in seen:
        assert through_the_file(settings) == (settings, [])


def test_traversone_for_six_keeps_every_setting_at_the_next_start(home: Locations) -> None:
    storage = Storage(home)
    settings = storage.load_settings()
    settings.language, settings.deck, settings.high_contrast = "de", "romme4", True
    settings.variant, settings.players = "traversone", 6
    settings.levels = ["hard", "easy", "normal", "hard", "easy"]
    storage.keep_settings(settings)
    storage.flush()
    again = Storage(home)
    assert again.load_settings() == settings
    assert again.take_notices() == []
    assert list(home.config.iterdir()) == [home.settings_file]  # nothing set aside


def test_one_bad_value_resets_that_value_only_and_the_repair_is_written_back(
        home: Locations) -> None:
    good = {"version": 1, "language": "it", "deck": "romme", "animation": "slow",
            "variant": "traversone", "levels": ["hard", "easy", "hard", "easy", "hard"],
            "high_contrast": True, "large_cards": True, "volume": 0.35}
    content = json.dumps({**good, "players": 99}).encode()
    home.config.mkdir(parents=True)
    home.settings_file.write_bytes(content)
    storage = Storage(home)
    settings = storage.load_settings()
    assert settings.players == Settings().players  # the bad value only is the default
    assert (settings.language, settings.deck, settings.animation, settings.variant) == (
        "it", "romme", "slow", "traversone")
    assert settings.levels == good["levels"] and settings.volume == 0.35
    assert settings.high_contrast and settings.large_cards
    (notice,) = storage.take_notices()  # told once, naming the value
    assert "players" in notice.params["why"] and "others are kept" in notice.message
    kept = sorted(home.config.glob("settings.json.invalid-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content  # the original, every byte
    assert notice.params["file"] == str(kept[0])
    storage.keep_settings(settings)  # the next frame writes the repaired settings back
    storage.flush()
    written = json.loads(home.settings_file.read_text("utf-8"))
    assert written["players"] == Settings().players and written["language"] == "it"
    later = Storage(home)  # the next start: the same settings, nothing more to say
    assert later.load_settings() == settings and later.take_notices() == []


def test_a_file_of_bad_values_in_a_second_copy_is_left_as_it_is(home: Locations) -> None:
    content = json.dumps({"version": 1, "deck": "romme", "players": "six"}).encode()
    home.config.mkdir(parents=True)
    home.settings_file.write_bytes(content)
    storage = Storage(home, read_only=True)  # another copy of the program holds the files
    settings = storage.load_settings()
    assert settings.deck == "romme" and settings.players == Settings().players
    storage.keep_settings(settings)
    storage.flush()
    assert home.settings_file.read_bytes() == content
    assert [p.name for p in Path(home.config).iterdir()] == ["settings.json"]
    (notice,) = storage.take_notices()
    assert "players" in notice.params["why"] and "file" not in notice.params


def test_what_the_window_remembers_of_itself_comes_back_from_the_file(app: App) -> None:
    app.screen = pygame.Surface((500, 300))  # a platform that ignores the minimum size
    app.handle(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=500, y=300))
    app.moved((-20000, 99999))  # a window dragged far past the screens
    settings = chosen(app)
    assert through_the_file(settings) == (settings, [])
