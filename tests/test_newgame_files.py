"""New game and the player's variant files: each parsed once, Start surviving a file that
changed or went away, a folder that cannot be read or holds too many files said, file names
of any characters, and the files New game writes for its choices (YAML made by the YAML
library)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from cicera_gui.look.widgets import Choice
from cicera_gui.play.match import MatchController
from cicera_gui.program.app import App, first_scene
from cicera_gui.scenes.newgame import NewGameScene
from cicera_gui.scenes.notice import NoticeDialog
from cicera_gui.scenes.rules import RulesScene
from cicera_gui.storage import Locations, Storage
from cicera_gui.storage.variants import MAX_FILES, derived_variant_text
from engine.families import load_variant
from tests.gui_driver import key, make_app

pytestmark = pytest.mark.usefixtures("closed_window")


def top_match(app: App) -> MatchController | None:
    """The match now (read through a call: what a type checker narrowed before the
    player's input does not hold after it)."""
    return app.match


def write_variant(home: Locations, name: str, text: str) -> str:
    home.variants.mkdir(parents=True, exist_ok=True)
    path = home.variants / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def open_new_game(app: App) -> NewGameScene:
    app.stack.reset(first_scene(app))
    while isinstance(app.stack.top, NoticeDialog):
        key(app, pygame.K_RETURN)
    app.stack.push(NewGameScene(app))
    scene = app.stack.scenes[-1] if isinstance(app.stack.top, NoticeDialog) else app.stack.top
    assert isinstance(scene, NewGameScene)
    return scene


def variant_options(scene: NewGameScene) -> dict[str, str]:
    chooser = scene.widgets[1]
    assert isinstance(chooser, Choice) and chooser.label == "Variant"
    return {value: str(shown) for value, shown in chooser.options}


# -- parsed once ----------------------------------------------------------------------------


def test_a_players_file_is_parsed_once_for_new_game_and_its_match(home: Locations) -> None:
    mine = write_variant(home, "veloce.yaml", "extends: ciapano\nname: Veloce\ntarget: 21\n")
    app = make_app((960, 600), variant=mine, players=2)
    files = app.storage.variant_files
    scene = open_new_game(app)
    assert scene.variant == mine and files.parses == 1
    app.stack.pop()
    scene = open_new_game(app)  # New game again: nothing parsed again
    assert files.parses == 1
    rules = RulesScene(app)  # nor for its rules
    assert rules.wait_for_rules().name == "Veloce" and files.parses == 1
    scene.start()  # the match starts on the rules already read
    assert files.parses == 1
    assert app.match is not None and app.match.game.rules.name == "Veloce"
    app.match.close()
    os.utime(mine, ns=(1, 1))  # the file changed: read again, once
    open_new_game(app)
    assert files.parses == 2


def test_a_broken_file_is_parsed_once_to_say_its_error_and_its_family(
        home: Locations) -> None:
    write_variant(home, "rotto.yaml", "extends: traversone\ntarget: lots\n")
    storage = Storage(home)
    found = storage.user_variants()
    (key_,) = found.broken
    assert found.broken_games == {key_: "ciapano"} and storage.variant_files.parses == 1


# -- Start, when the file changed or went away since New game listed it ----------------------


@pytest.mark.parametrize("change", ["deleted", "broken", "other family"])
def test_start_survives_the_players_file_changing_under_it(home: Locations,
                                                           change: str) -> None:
    mine = write_variant(home, "veloce.yaml", "extends: ciapano\nname: Veloce\ntarget: 21\n")
    app = make_app((960, 600), variant=mine, players=2)
    scene = open_new_game(app)
    assert scene.variant == mine and mine in variant_options(scene)
    if change == "deleted":
        os.remove(mine)
    elif change == "broken":
        write_variant(home, "veloce.yaml", "extends: ciapano\ntarget: lots\n")
    else:
        write_variant(home, "veloce.yaml", "extends: bresciana\nname: Veloce\n")
    scene.start()
    assert top_match(app) is None  # no match on rules that are not there
    notice = app.stack.top
    assert isinstance(notice, NoticeDialog)
    (said,) = notice.notices
    assert said.message.startswith("The chosen rules could not be used")
    assert "veloce.yaml" in said.params["error"]
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene  # New game stays open, listing the files as they are now
    options = variant_options(scene)
    if change == "deleted":
        assert mine not in options
    else:
        assert mine not in scene.by_family["ciapano"] or change == "other family"
    assert scene.variant != mine or scene.broken_shown == mine
    if not scene.broken_shown:
        scene.start()  # what New game now shows can be started
        started = top_match(app)
        assert started is not None
        started.close()


def test_start_with_a_chosen_target_survives_the_players_file_going_away(
        home: Locations) -> None:
    mine = write_variant(home, "veloce.yaml", "extends: ciapano\nname: Veloce\ntarget: 21\n")
    app = make_app((960, 600), variant=mine, players=2)
    scene = open_new_game(app)
    scene.choices.chosen["target"] = 31
    os.remove(mine)
    scene.start()
    assert app.match is None and isinstance(app.stack.top, NoticeDialog)


# -- what was left out ------------------------------------------------------------------------


def test_more_than_the_limit_of_files_lists_the_first_and_says_how_many_more(
        home: Locations) -> None:
    for number in range(MAX_FILES + 7):
        write_variant(home, f"v{number:03}.yaml", f"extends: ciapano\nname: V{number:03}\n")
    found = Storage(home).user_variants()
    assert len(found.valid) == MAX_FILES and found.left_out == 7
    assert sorted(Path(key).name for key in found.valid) == [
        f"v{number:03}.yaml" for number in range(MAX_FILES)]  # the first, by name
    app = make_app((960, 600))
    app.stack.reset(first_scene(app))
    while isinstance(app.stack.top, NoticeDialog):
        key(app, pygame.K_RETURN)
    app.stack.push(NewGameScene(app))
    notice = app.stack.top
    assert isinstance(notice, NoticeDialog)
    (said,) = notice.notices
    assert said.params == {"shown": str(MAX_FILES), "count": "7"}
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, NewGameScene)


def test_a_variants_folder_that_cannot_be_read_is_said(home: Locations,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    home.variants.mkdir(parents=True)
    real_scandir = os.scandir

    def no_permission(path: object) -> object:
        if Path(str(path)) == home.variants:
            raise PermissionError(13, "Permission denied")
        return real_scandir(path)  # type: ignore[call-overload]

    monkeypatch.setattr(os, "scandir", no_permission)
    found = Storage(home).user_variants()
    assert found.unreadable == "Permission denied" and not found.valid
    app = make_app((960, 600))
    app.stack.reset(first_scene(app))
    while isinstance(app.stack.top, NoticeDialog):
        key(app, pygame.K_RETURN)
    app.stack.push(NewGameScene(app))
    notice = app.stack.top
    assert isinstance(notice, NoticeDialog)
    (said,) = notice.notices
    assert said.params == {"folder": str(home.variants), "why": "Permission denied"}


def test_a_variants_folder_that_is_a_file_is_said(home: Locations) -> None:
    home.data.mkdir(parents=True, exist_ok=True)
    home.variants.write_text("not a folder")
    found = Storage(home).user_variants()
    assert found.unreadable is not None and not found.valid


# -- file names of any characters; YAML written by the YAML library --------------------------


@pytest.mark.parametrize("name", ["a:b", "*star", "'quoted'", '"double"', "x #y", "&amp",
                                  "ñé 日本", "- dash", "? what", "@at", "%percent", "!bang"])
def test_a_derived_variant_of_a_file_named_with_any_characters_replays(
        home: Locations, name: str) -> None:
    mine = write_variant(home, f"{name}.yaml", "extends: ciapano\nname: N\ntarget: 21\n")
    storage = Storage(home)
    derived = storage.derived_variant(mine, {"target": 31})
    assert derived.name.startswith(name)
    rules = load_variant(str(derived))
    assert (rules.name, rules.target, rules.id) == (
        "N", 31, derived.stem)
    assert storage.derived_variant(mine, {"target": 31}) == derived  # same choices, same file


def test_a_derived_variant_of_a_shipped_one_is_yaml_of_its_choices() -> None:
    name, text = derived_variant_text("ciapano", {"target": 41, "end": "first_to_target"})
    assert name == "ciapano-endfirsttotarget-target41.yaml"
    assert text.splitlines()[1:] == ["extends: ciapano", "id: ciapano-endfirsttotarget-target41",
                                     "end: first_to_target", "target: 41"]


def test_a_large_file_is_parsed_off_the_main_thread_then_listed_and_chosen(
        home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    from cicera_gui.storage import variants
    from cicera_gui.storage.variants import LARGE_FILE_BYTES
    from tests.gui_driver import run_until

    filler = "".join(f"# a comment line to make the file large, number {n}\n"
                     for n in range(LARGE_FILE_BYTES // 40))
    big = write_variant(home, "big.yaml", "extends: ciapano\nname: Big\n" + filler)
    small = write_variant(home, "small.yaml", "extends: ciapano\nname: Small\n")
    threads: dict[str, str] = {}
    real_parse = variants.parse_variant_file

    def parse(path: str) -> variants.Parsed:
        threads[Path(path).name] = threading.current_thread().name
        return real_parse(path)

    monkeypatch.setattr(variants, "parse_variant_file", parse)
    app = make_app((960, 600), variant=big, players=2)
    scene = open_new_game(app)
    assert small in scene.by_family["ciapano"] and big not in scene.by_family["ciapano"]
    assert scene.reading is not None and app.stack.top.waiting()  # type: ignore[union-attr]
    assert run_until(app, lambda: scene.reading is None)
    assert threads == {"small.yaml": threading.main_thread().name,
                       "big.yaml": threads["big.yaml"]}
    assert threads["big.yaml"] != threading.main_thread().name  # never parsed on this one
    assert big in variant_options(scene) and scene.variant == big  # listed, and chosen
    scene.start()
    assert app.match is not None and app.match.game.rules.name == "Big"
    assert app.storage.variant_files.parses == 2  # each file once, the match included
    app.match.close()
