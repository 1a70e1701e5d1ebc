"""Every reader of a record (the saved match, the history, an imported file, the command line)
turns any failure of its replay into the usual message, and keeps a damaged file aside: the
family's replay fails with RecordError and nothing else, whatever the record holds."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from cicera_gui.play.match import MatchController, MatchSetup
from cicera_gui.program.app import App, first_scene
from cicera_gui.scenes.menu import MenuScene
from cicera_gui.scenes.notice import NoticeDialog
from cicera_gui.storage import Locations, Storage
from engine import cli
from engine.ciapano import record as ciapano_record
from engine.errors import RecordError
from engine.families import family
from engine.record_files import replay
from tests.gui_driver import frames, key

#: A Kifameno of the player's, fine as it is; with a draw before the first trick it has
#: nothing to draw with four players (the whole deck is dealt).
GOOD = "extends: kifameno\nid: mine\nname: Mine\n"
INFEASIBLE = GOOD + "draw_before_first_trick: true\n"



pytestmark = pytest.mark.usefixtures("closed_window")


def aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".corrupt-*"))


def saved_match(home: Locations, variant: Path, plays: int = 9) -> dict[str, object]:
    """A four-player match of the player's variant, a few plays in, saved as the program
    saves it; the record as written."""
    storage = Storage(home)
    controller = MatchController(MatchSetup(str(variant), 4, ["easy"] * 3, seed=5))
    game = controller.game
    rng = random.Random(1)
    for _ in range(plays):
        if game.is_chance_node():
            controller.start_hand()
        else:
            game.apply(rng.choice(game.legal_moves()))
    storage.keep_match(controller)
    storage.flush()
    controller.close()
    saved: dict[str, object] = json.loads(home.current_match.read_text("utf-8"))
    return saved


def test_a_save_naming_a_variant_made_infeasible_is_kept_aside_and_the_program_starts(
        home: Locations) -> None:
    variant = home.variants / "mine.yaml"
    variant.parent.mkdir(parents=True)
    variant.write_text(GOOD, "utf-8")
    saved_match(home, variant)
    content = home.current_match.read_bytes()
    variant.write_text(INFEASIBLE, "utf-8")  # edited between two runs of the program
    app = App((960, 600))
    assert app.match is None
    app.stack.push(first_scene(app))
    dialog = app.stack.top
    assert isinstance(dialog, NoticeDialog)
    (notice,) = dialog.notices
    assert notice.params["why"] == ("The rules current-match.json was played by cannot be used "
                                    "here.")
    (kept,) = aside(home.current_match)
    assert notice.params["file"] == str(kept) and kept.read_bytes() == content
    assert not home.current_match.exists()
    frames(app, 2)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, MenuScene)


def test_any_fault_in_a_replay_is_a_record_error_and_the_save_is_kept_aside(
        home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fault the codec never foresaw (here: an IndexError deep in reading a deal) still
    reaches every reader as the one RecordError."""
    saved = saved_match(home, Path("kifameno"))

    def broken(*args: object) -> None:
        raise IndexError("pop from empty list")

    monkeypatch.setattr(ciapano_record, "_deal", broken)
    with pytest.raises(RecordError, match="IndexError 'pop from empty list'"):
        replay(saved)
    with pytest.raises(RecordError):  # the history's reader, statistics, replays the same way
        family("ciapano").replay(saved, None)
    storage = Storage(home)
    assert storage.restore_match() is None
    (notice,) = storage.take_notices()
    assert notice.params["why"] == "current-match.json does not hold a match that can be replayed."
    assert len(aside(home.current_match)) == 1


def test_the_command_line_reports_any_replay_fault_in_one_line(
        home: Locations, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    saved = saved_match(home, Path("kifameno"))
    path = tmp_path / "match.json"
    path.write_text(json.dumps(saved), "utf-8")

    def broken(*args: object) -> None:
        raise KeyError("hands")

    monkeypatch.setattr(ciapano_record, "_deal", broken)
    assert cli.main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"{path}: the record cannot be replayed: KeyError")
    assert err.count("\n") == 1


def test_an_imported_record_naming_an_infeasible_variant_is_refused_naming_the_file(
        home: Locations, tmp_path: Path) -> None:
    variant = tmp_path / "mine.yaml"
    variant.write_text(GOOD, "utf-8")
    saved = saved_match(home, variant)
    home.current_match.unlink()
    shared = tmp_path / "shared.json"
    shared.write_text(json.dumps(saved), "utf-8")
    variant.write_text(INFEASIBLE, "utf-8")
    with pytest.raises(RecordError, match=r"shared\.json: variant: .*talon is empty"):
        Storage(home).import_record(shared)
    assert json.loads(shared.read_text("utf-8")) == saved  # the player's file as it was
    assert list(home.history.glob("*.json")) == []


@pytest.mark.parametrize("shipped_id", ["ciapano", "pagat"])
def test_a_players_variant_with_a_shipped_id_is_continued_as_it_was(
        home: Locations, shipped_id: str) -> None:
    """The player's file takes the id of a shipped variant: the record names the file, so
    after a restart the match goes on under the rules it was played by."""
    variant = home.variants / "mine.yaml"
    variant.parent.mkdir(parents=True)
    variant.write_text(f"extends: {shipped_id}\nid: {shipped_id}\ntarget: 7\n", "utf-8")
    storage = Storage(home)
    players = 4
    controller = MatchController(MatchSetup(str(variant), players, ["easy"] * 3, seed=5))
    controller.start_hand()
    game = controller.game
    game.apply(game.legal_moves()[0])
    storage.keep_match(controller)
    storage.flush()
    controller.close()
    saved = json.loads(home.current_match.read_text("utf-8"))
    assert saved["variant"] == str(variant)
    again = Storage(home).restore_match()
    assert again is not None
    assert again.game.rules.target == 7 and again.game.rules.id == shipped_id
    assert replay(saved).game.rules.target == 7
    again.close()
