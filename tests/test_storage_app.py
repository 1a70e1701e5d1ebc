"""The program keeps the player's things: a match continued after a restart, settings that
stay, a damaged file told once, user variants in New game. Driven with posted events."""

from __future__ import annotations

import json
import subprocess
import sys

import pygame
import pytest

from cicera_gui.families.ciapano.scenes import HandSummary
from cicera_gui.families.ciapano.table import CiapanoTable
from cicera_gui.families.cicera.table import CiceraTable as TableScene
from cicera_gui.look import boxes
from cicera_gui.look.widgets import Button, Choice
from cicera_gui.program.app import App, first_scene
from cicera_gui.scenes.menu import MenuScene
from cicera_gui.scenes.newgame import NewGameScene
from cicera_gui.scenes.notice import NoticeDialog
from cicera_gui.scenes.settings import SettingsScene
from cicera_gui.scenes.statistics import StatisticsScene
from cicera_gui.storage import Locations, Storage
from cicera_gui.words.i18n import translator
from engine.cards import Card
from tests.denied import deny
from tests.gui_driver import (
    click,
    drag,
    frames,
    key,
    make_app,
    play_by_drag,
    run_until,
    start,
    top,
    wait_for_turn,
)
from tests.gui_layout import staged

pytestmark = pytest.mark.usefixtures("closed_window")


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


def shown_broken(scene: NewGameScene) -> str | None:
    """The broken variant New game shows now (a call, so a type checker that narrowed the
    attribute before a key press does not take it as still narrowed)."""
    return scene.broken_shown


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
    assert scene.broken[oops] == "In oops.yaml, “cinquina” must be true or false."
    start_button = next(w for w in scene.widgets if isinstance(w, Button) and w.label == "Start")
    assert not start_button.enabled
    frames(app, 2)
    key(app, pygame.K_DOWN)  # the focus skips Start and Numbered deal, to Back
    back = next(w for w in scene.widgets if isinstance(w, Button) and w.label == "Back")
    assert scene.focus.focus == scene.widgets.index(back)
    key(app, pygame.K_UP)
    for _ in range(len(shown)):
        if not scene.broken_shown and scene.variant == mine:
            break
        key(app, pygame.K_RIGHT)
    assert shown_broken(scene) is None  # read anew: the keys changed it
    scene.start()
    assert app.match is not None and app.match.game.rules.target == 7
    app.match.close()


def button(app: App, label: str) -> Button:
    found = next(w for w in app.stack.top.widgets  # type: ignore[union-attr]
                 if isinstance(w, Button) and w.label == label)
    return found


def choice(scene: NewGameScene, label: str) -> Choice:
    return next(w for w in scene.widgets if isinstance(w, Choice) and w.label == label)


def seen(app: App) -> list[str]:
    """Every text one frame shows; none of it overlapping or leaving its panel."""
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert not boxes.problems(recorder)
    return recorder.said


def step_to(app: App, scene: NewGameScene, label: str, shown: str) -> None:
    """Click the row's ▶ until it shows ``shown``."""
    for _ in range(len(choice(scene, label).options)):
        if choice(scene, label).value_text() == shown:
            break
        click(app, choice(scene, label).arrows()[1].center)
    assert choice(scene, label).value_text() == shown
    assert shown in " ".join(seen(app))  # on one line, or a long name on two


def open_new_game(app: App) -> NewGameScene:
    open_menu(app)
    frames(app)
    click(app, button(app, "New game").rect.center)
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    frames(app)
    return scene


def test_a_players_ciapano_variant_is_offered_under_its_family_and_played(
        home: Locations) -> None:
    home.variants.mkdir(parents=True)
    quick = home.variants / "veloce.yaml"
    quick.write_text("extends: ciapano\nname: Ciapanò veloce\ntarget: 1\n"
                     "end: first_to_target\n", encoding="utf-8")
    (home.variants / "casa.yaml").write_text("extends: bresciana\nname: Cicera di casa\n")
    app = make_app((960, 600), animation="off")
    try:
        scene = open_new_game(app)
        assert choice(scene, "Game").value_text() == "Cicera"
        cicera_variants = [text for _key, text in choice(scene, "Variant").options]
        assert "Cicera di casa (yours)" in cicera_variants
        assert "Ciapanò veloce (yours)" not in cicera_variants
        step_to(app, scene, "Game", "Ciapanò family")
        family_variants = [text for _key, text in choice(scene, "Variant").options]
        assert "Ciapanò veloce (yours)" in family_variants and "Traversone" in family_variants
        assert "Cicera di casa (yours)" not in family_variants
        step_to(app, scene, "Variant", "Ciapanò veloce (yours)")
        step_to(app, scene, "Players", "3")
        said = seen(app)
        assert "The first to reach 1 ends the match, and the fewest points win." in said
        targets = [text for _key, text in choice(scene, "Target").options]
        assert choice(scene, "Target").value_text() == "1"  # the variant's own, with the
        assert targets == ["1", "21", "31", "41", "51", "61"]  # family's usual ones
        assert [w.label for w in scene.level_widgets] == ["Bepi", "Gina"]
        click(app, button(app, "Start").rect.center)
        table = app.stack.top
        assert isinstance(table, CiapanoTable)
        game = table.controller.game
        assert table.controller.setup.variant == str(quick)
        assert (game.rules.name, game.players, game.rules.target) == ("Ciapanò veloce", 3, 1)
        assert seen(app).count("0 of 1") == 3  # each seat's score against the variant's target
        while not isinstance(app.stack.top, HandSummary):  # the hand, by dragging
            assert run_until(app, lambda: table.accepting_input
                             or isinstance(app.stack.top, HandSummary))
            if table.accepting_input:
                legal = {int(c) for c in game.legal_moves() if isinstance(c, Card)}
                card = next(c for c in table.shown.hand if c in legal)
                rect = table.card_sprites[card].rect()
                centre = table.layout_info.centre
                drag(app, (rect.x + 5, rect.centery), (round(centre[0]), round(centre[1])))
                assert run_until(app, lambda: card not in table.shown.hand)  # noqa: B023
        click(app, button(app, "See the result").rect.center)
        assert game.is_terminal() and "Play again" in seen(app)
        app.storage.flush()
        history = app.storage.history_files()
        assert len(history) == 1
        record = json.loads(history[0].read_text("utf-8"))
        assert record["variant"] == str(quick)
        replayed = subprocess.run([sys.executable, "-m", "engine", "replay", str(history[0])],
                                  capture_output=True, text=True, check=False)
        assert replayed.returncode == 0, replayed.stderr
        assert json.loads(replayed.stdout)["totals"] == list(game.totals)
        click(app, button(app, "Main menu").rect.center)
        click(app, button(app, "Statistics").rect.center)
        statistics = top(app)
        assert isinstance(statistics, StatisticsScene)
        assert statistics.job.wait(timeout=120) is not None  # however busy the machine
        frames(app)
        assert any("Ciapanò veloce" in text for text in seen(app))
    finally:
        if app.match is not None:
            app.match.close()


def test_a_broken_ciapano_family_variant_shows_its_error_under_its_family(
        home: Locations) -> None:
    home.variants.mkdir(parents=True)
    (home.variants / "rotto.yaml").write_text("extends: traversone\ntarget: lots\n")
    (home.variants / "syntax.yaml").write_text("id: [unclosed\n")
    app = make_app((960, 600))
    scene = open_new_game(app)
    cicera_variants = [text for _key, text in choice(scene, "Variant").options]
    assert "syntax (broken)" in cicera_variants  # no family it could tell: under each
    assert "rotto (broken)" not in cicera_variants
    step_to(app, scene, "Game", "Ciapanò family")
    family_variants = [text for _key, text in choice(scene, "Variant").options]
    assert "rotto (broken)" in family_variants and "syntax (broken)" in family_variants
    step_to(app, scene, "Variant", "rotto (broken)")
    said = seen(app)
    assert "This variant cannot be played:" in said
    assert "In rotto.yaml, “target” must be a whole number." in said
    start_button = button(app, "Start")
    assert not start_button.enabled
    click(app, start_button.rect.center)
    assert app.stack.top is scene and app.match is None  # nothing started, nothing stopped
    step_to(app, scene, "Variant", "Traversone")  # and a good one is there to play
    assert button(app, "Start").enabled and "This variant cannot be played:" not in seen(app)


@pytest.mark.parametrize("language", ["en", "de", "it", "ja"])
def test_new_game_with_the_players_variants_keeps_every_text_whole_and_in_its_row(
        home: Locations, language: str) -> None:
    home.variants.mkdir(parents=True)
    files = {"veloce.yaml": "extends: traversone\nname: Traversone veloce di casa\n",
             "casa.yaml": "extends: bresciana-corta\nname: Cicera bresciana di casa\n",
             "rotto.yaml": "extends: traversone\ntarget: lots\n",
             "strano.yaml": "extends: traversone\nsurvivrs: 2\nplayers: [3, 4]\n"}
    for name, text in files.items():
        (home.variants / name).write_text(text, encoding="utf-8")
    for size in ((960, 600), (1920, 1080)):
        for name, shown in (("veloce.yaml", "Traversone veloce di casa"),
                            ("casa.yaml", "Cicera bresciana di casa"),
                            ("rotto.yaml", "rotto.yaml"),
                            ("strano.yaml", "strano.yaml")):
            with staged("newgame", size, language, variant=str(home.variants / name),
                        players=3) as app:
                scene = app.stack.top
                assert isinstance(scene, NewGameScene)
                with boxes.recording(app.size) as recorder:
                    app.draw()
                problems = boxes.problems(recorder) + boxes.mixed_sizes(recorder)
                assert not problems, f"{name} {size}: {problems}"
                # the buttons whose words end in "…" (they open a dialog) left out
                dialogs = tuple(translator.gettext(label) for label in (
                    "Numbered deal…", "Play with friends…"))
                said = " ".join(text for text in recorder.said if not text.startswith(dialogs))
                assert shown in said and "…" not in said, (name, size, said)  # none cut
                if language != "en":  # the broken file's problem in the player's words too
                    assert "must be a whole number" not in said and "key 'target'" not in said


def test_a_folder_that_cannot_be_written_never_stops_the_game(
        home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    home.data.mkdir(parents=True)
    deny(monkeypatch, home.data, read_only=True)  # as root too (see tests.denied)
    app = make_app((960, 600))
    table = start(app, seed=4)
    frames(app)  # the deal is saved ...
    assert app.storage.writer.flush()  # ... and the writer meets the folder
    frames(app)
    dialog = top(app)  # told at the table, at once
    assert isinstance(dialog, NoticeDialog)
    assert len(dialog.notices) == 1 and "Could not save" in dialog.notices[0].message
    key(app, pygame.K_RETURN)
    assert wait_for_turn(app, table)  # and the game goes on
    play_by_drag(app, table, table.controller.game.legal_moves()[0])
    assert top(app) is table and app.storage.take_notices() == []  # told once
