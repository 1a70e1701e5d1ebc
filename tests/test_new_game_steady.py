"""New game holds still and remembers: its rows keep their place and size whatever game,
variant or number of players is chosen (an arrow clicked twice changes the same row), and
each family's last variant, each variant's players and target come back next time, after a
restart too. Driven by clicks on the arrows."""

from __future__ import annotations

import pygame
import pytest

from cicera_gui.look import boxes
from cicera_gui.look.widgets import Button, Choice
from cicera_gui.program.app import App, first_scene
from cicera_gui.scenes.newgame import NewGameScene
from cicera_gui.scenes.notice import NoticeDialog
from cicera_gui.storage.settings import Settings
from cicera_gui.storage.settings_file import settings_from_json, settings_to_json
from tests.gui_driver import click, frames, key, make_app

pytestmark = pytest.mark.usefixtures("closed_window")


def open_new_game(app: App) -> NewGameScene:
    app.stack.reset(first_scene(app))
    while isinstance(app.stack.top, NoticeDialog):
        key(app, pygame.K_RETURN)
    app.stack.push(NewGameScene(app))
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    frames(app)
    return scene


def row(scene: NewGameScene, label: str) -> Choice:
    return next(w for w in scene.widgets if isinstance(w, Choice) and w.label == label)


def step_to(app: App, scene: NewGameScene, label: str, shown: str) -> None:
    """Click the row's right arrow until it shows ``shown``."""
    for _ in range(len(row(scene, label).options) + 1):
        if row(scene, label).value_text() == shown:
            return
        click(app, row(scene, label).arrows()[1].center)
    raise AssertionError(f"{label} never showed {shown}")


def places(scene: NewGameScene) -> dict[str, pygame.Rect]:
    return {getattr(w, "label", ""): w.rect.copy() for w in scene.widgets}


def text_sizes(app: App) -> dict[str, set[int]]:
    """The sizes of the rows' labels and values as drawn, by kind."""
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert not boxes.problems(recorder) and not boxes.mixed_sizes(recorder)
    found: dict[str, set[int]] = {}
    for box in recorder.texts():
        if box.group in ("choice labels", "choice values", "buttons"):
            found.setdefault(box.group, set()).add(box.size)
    return found


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_rows_stay_where_they_are_whatever_is_chosen(size: tuple[int, int]) -> None:
    app = make_app(size, variant="ciapano", players=4)
    scene = open_new_game(app)
    first = places(scene)
    sizes = text_sizes(app)
    seen_variants = set()
    for _ in range(len(row(scene, "Variant").options)):
        click(app, row(scene, "Variant").arrows()[1].center)
        seen_variants.add(scene.variant)
        for _ in range(len(row(scene, "Players").options)):
            click(app, row(scene, "Players").arrows()[1].center)
            now = places(scene)
            for label in ("Game", "Variant", "Players", "Back", "Start", *now):
                if label in first and label in now:
                    assert now[label] == first[label], (scene.variant, scene.players, label)
            assert text_sizes(app) == sizes, (scene.variant, scene.players)
    assert {"busca", "traversone", "kifameno", "mattazza"} <= seen_variants
    click(app, row(scene, "Game").arrows()[0].center)  # the family before
    assert scene.family == "cicera"
    now = places(scene)
    assert all(now[label] == first[label] for label in ("Game", "Variant", "Players", "Bepi",
                                                        "Back", "Start"))


def test_the_description_is_as_wide_as_both_columns() -> None:
    app = make_app((960, 600), language="de", variant="busca", players=4)
    scene = open_new_game(app)
    lines = scene.description_lines(app.size)
    assert len(lines) == 1, lines  # one line, not a narrow block
    game = row(scene, "Game").rect
    with boxes.recording(app.size) as recorder:
        app.draw()
    line = next(box for box in recorder.texts() if box.text == lines[0])
    assert line.ink().bottom < game.top - 4  # clear of the first row


def test_each_family_variant_and_level_is_remembered_after_a_restart() -> None:
    app = make_app((960, 600), variant="ciapano", players=4)
    scene = open_new_game(app)
    step_to(app, scene, "Variant", "Kifameno")
    step_to(app, scene, "Target", "21")
    step_to(app, scene, "Bepi", "Hard")
    step_to(app, scene, "Variant", "Traversone")
    step_to(app, scene, "Players", "8")
    step_to(app, scene, "Target", "51")
    assert row(scene, "Bepi").value_text() == "Hard"  # the level stays as variants change
    step_to(app, scene, "Variant", "Kifameno")
    assert row(scene, "Target").value_text() == "21" and scene.players == 4
    step_to(app, scene, "Variant", "Traversone")
    assert row(scene, "Target").value_text() == "51" and scene.players == 8
    step_to(app, scene, "Game", "Cicera")
    assert row(scene, "Bepi").value_text() == "Hard"
    step_to(app, scene, "Game", "Ciapanò family")
    assert scene.variant == "traversone" and row(scene, "Target").value_text() == "51"
    step_to(app, scene, "Variant", "Kifameno")
    click(app, next(w for w in scene.widgets if isinstance(w, Button)
                    and w.label == "Start").rect.center)
    assert app.match is not None and app.match.game.rules.target == 21

    saved = settings_to_json(app.settings)  # as the settings file keeps them
    restored, bad = settings_from_json(saved)
    assert not bad
    again = make_app((960, 600), **{k: getattr(restored, k) for k in (
        "variant", "players", "levels", "family_variants", "variant_choices")})
    reopened = open_new_game(again)
    assert reopened.variant == "kifameno" and reopened.players == 4
    assert row(reopened, "Target").value_text() == "21"
    assert row(reopened, "Bepi").value_text() == "Hard"
    step_to(again, reopened, "Variant", "Traversone")
    assert row(reopened, "Target").value_text() == "51" and reopened.players == 8


def test_a_remembered_choice_the_variant_no_longer_offers_gives_the_variants_own() -> None:
    settings = Settings(language="en", variant="busca", players=4,
                        variant_choices={"busca": {"players": 9, "target": 999, "end": "x"}})
    app = App((960, 600), settings=settings)
    scene = open_new_game(app)
    assert scene.players == 4 and row(scene, "Target").value_text() == "10"


@pytest.mark.parametrize("bad", [
    {"family_variants": {"ciapano": 3}},
    {"family_variants": ["ciapano"]},
    {"variant_choices": {"busca": {"target": 1.5}}},  # true or false is a rule on or off
    {"variant_choices": {"busca": {"target": [10]}}},
    {"variant_choices": {f"v{n}": {} for n in range(200)}},
])
def test_a_bad_remembered_choice_in_the_settings_file_is_reset_alone(
        bad: dict[str, object]) -> None:
    data = settings_to_json(Settings(language="de", deck="romme"))
    data.update(bad)
    settings, wrong = settings_from_json(data)
    assert wrong == list(bad)
    assert settings.deck == "romme" and settings.language == "de"
    assert settings.family_variants == {} and settings.variant_choices == {}
