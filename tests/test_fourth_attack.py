"""The fourth attack on the player's files (issue 29), one test per class of fault: each
fails on the program as it was before, and passes whatever the machine's speed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from cicera_gui.play.match import MatchController, MatchSetup
from cicera_gui.storage import Locations, Storage
from cicera_gui.storage.lock import LOCK_NAME
from cicera_gui.storage.matches import (
    MAX_ANALYSED_HANDS,
    MAX_ANALYSED_MOVES,
    MAX_ANALYSED_PLAYS,
    MAX_STORED_VALUES,
    MatchInfo,
    read_gui,
)
from cicera_gui.storage.settings import Settings
from engine.bounds import MAX_JSON_BYTES

posix = pytest.mark.skipif(sys.platform == "win32", reason="POSIX links and flock")


# -- the lock file ------------------------------------------------------------------------------


@posix
def test_a_link_at_the_lock_file_is_moved_aside_never_written_through(tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("the player's own file\n")
    home = Locations.under(tmp_path / "home")
    home.data.mkdir(parents=True)
    (home.data / LOCK_NAME).symlink_to(outside)
    dangling = tmp_path / "nowhere.txt"

    storage = Storage.open(home)
    try:
        assert storage.lock is not None and not storage.read_only
        assert outside.read_text() == "the player's own file\n"  # never truncated
        lock_file = home.data / LOCK_NAME
        assert lock_file.is_file() and not lock_file.is_symlink()
        kept = storage.lock.kept_aside
        assert kept is not None and kept.is_symlink() and kept.resolve() == outside
        notices = storage.take_notices()
        assert len(notices) == 1 and notices[0].params["kept"] == str(kept)
    finally:
        storage.close(Settings(), None)
    kept.unlink()
    (home.data / LOCK_NAME).unlink()
    (home.data / LOCK_NAME).symlink_to(dangling)  # a link to nothing is not made either
    storage = Storage.open(home)
    storage.close(Settings(), None)
    assert not dangling.exists()


FULL_DISK = r"""
import resource, signal, sys
from pathlib import Path
from cicera_gui.storage.settings import Settings
from cicera_gui.storage import Locations, Storage

home = Locations.under(Path(sys.argv[1]))
home.data.mkdir(parents=True)
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (0, resource.RLIM_INFINITY))  # no byte more fits
storage = Storage.open(home)
assert storage.lock is not None
storage.close(Settings(deck="romme"), None)  # the settings cannot be saved either
print("closed", flush=True)
"""


@posix
def test_quitting_on_a_full_disk_never_raises(tmp_path: Path) -> None:
    """No byte can be written (a full disk, made real by the file-size limit): the program
    starts, and stops without a traceback, the lock's line never written a second time."""
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    done = subprocess.run([sys.executable, "-c", FULL_DISK, str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 0 and done.stdout == "closed\n"


# -- the program's own part of a save or history file (gui) ---------------------------------


GOOD_PLAY = {"play": 1, "values": [0.5, -1.25], "exact": False}
BAD_GUI_PARTS = {
    "superscript hand": {"analyses": {"²": [GOOD_PLAY]}},
    "arabic-indic hand": {"analyses": {"١": [GOOD_PLAY]}},
    "absurd loss": {"analyses": {"1": [{"play": 1, "values": [0.0, -1_999_998.0],
                                        "exact": False}]}},
    "infinite value": {"analyses": {"1": [{"play": 1, "values": [1e309], "exact": False}]}},
    "analyses a list": {"analyses": [[GOOD_PLAY]]},
    "a play with more keys": {"analyses": {"1": [{**GOOD_PLAY, "loss": 3}]}},
    "a play's number as text": {"analyses": {"1": [{**GOOD_PLAY, "play": "1"}]}},
    "uncertainties short": {"analyses": {"1": [{**GOOD_PLAY, "errors": [0.1]}]}},
    "values a number with uncertainties": {"analyses": {"1": [{**GOOD_PLAY, "values": 5,
                                                               "errors": [0.1]}]}},
    "outcomes a list": {"analyses": {"1": [{**GOOD_PLAY, "outcomes": [1, 2]}]}},
    "outcomes of two minds": {"analyses": {"1": [{**GOOD_PLAY, "outcomes": {
        "played": {"mata": 0.5}, "better": {"scua_ours": 1.0}, "worlds": 24}}]}},
    "an outcome named in markup": {"analyses": {"1": [{**GOOD_PLAY, "outcomes": {
        "played": {"<b>": 0.5}, "better": {"<b>": 1.0}, "worlds": 24}}]}},
    "levels a number": {"levels": 7},
    "a huge seed": {"seed": 2**70},
}


def _saved_match(home: Locations) -> tuple[dict[str, Any], tuple[object, ...]]:
    from tests.test_storage import play_some

    storage = Storage(home)
    controller = MatchController(MatchSetup("bresciana", 2, ["easy"], seed=5))
    play_some(controller, 4)
    storage.keep_match(controller)
    storage.flush()
    progress = controller.progress()
    controller.close()
    return json.loads(home.current_match.read_text("utf-8")), progress


@pytest.mark.parametrize("bad", BAD_GUI_PARTS.values(), ids=list(BAD_GUI_PARTS))
def test_a_save_whose_own_part_is_not_what_the_program_writes_still_starts(
        home: Locations, bad: dict[str, Any]) -> None:
    """Every start read the save's gui loosely: a hand numbered "²" passed the check and then
    crashed every start. Now: the notice, the file as it was kept beside it, the match on."""
    record, progress = _saved_match(home)
    record["gui"].update(bad)
    home.current_match.write_text(json.dumps(record), "utf-8")
    before = home.current_match.read_bytes()

    storage = Storage(home)
    restored = storage.restore_match()
    assert restored is not None and restored.progress() == progress  # the match goes on
    notices = storage.take_notices()
    assert len(notices) == 1 and notices[0].params["file"] == str(home.current_match)
    kept = Path(notices[0].params["kept"])
    assert kept != home.current_match and kept.read_bytes() == before
    assert restored.saved_analyses == {}
    storage.keep(Settings(), restored)  # the repaired save is written at once
    storage.flush()
    restored.close()
    again = Storage(home)
    assert again.restore_match() is not None  # and the next start as well, with nothing
    assert again.take_notices() == []  # more to say and no second copy
    assert len(list(home.data.glob("current-match.json.invalid-*"))) == 1


def test_the_gui_schema_keeps_what_it_writes_whole() -> None:
    """What the program writes, its one reader takes back whole, with nothing said."""
    from engine.cicera.analysis import OUTCOMES

    info = MatchInfo(["easy", "hard"], 2**63 - 1, assisted=True, calls=[(1, 3, 2, "duro")],
                     deal=7, analyses={3: [GOOD_PLAY], 12: [GOOD_PLAY, {
                         **GOOD_PLAY, "errors": [0.0, 0.25]}, {
                         **GOOD_PLAY, "outcomes": {"played": dict.fromkeys(OUTCOMES, 0.25),
                                                   "better": dict.fromkeys(OUTCOMES, -1.5),
                                                   "worlds": 96}}]})
    again = read_gui(json.loads(json.dumps({"game": "cicera", "gui": info.as_json()})))
    assert again == info and again.problem is None


@pytest.mark.usefixtures("closed_window")
@pytest.mark.parametrize("change", [
    {"gui": []}, {"gui": "x"}, {"gui": {"started": 5}}, {"hands": {}}, {"hands": 3},
    {"variant": ["pagat"]}, {"gui": {"analyses": {"²": [GOOD_PLAY]}}},
], ids=["gui a list", "gui text", "started a number", "hands an object", "hands a number",
        "variant a list", "superscript hand"])
def test_past_matches_lists_and_opens_any_history_file(change: dict[str, Any]) -> None:
    """Replay ignores ``gui``, so such a record is otherwise valid; Past matches read its raw
    JSON and crashed while listing. It lists every file and opens what replays."""
    from cicera_gui.program.app import App
    from cicera_gui.scenes.notice import NoticeDialog
    from cicera_gui.scenes.past_matches import PastMatchesScene, PastMatchScene
    from cicera_gui.storage.samples import play_sample_matches
    from tests.gui_driver import frames, key, run_until

    app = App((960, 600), settings=Settings(language="en", animation="off"))
    play_sample_matches(app.storage, 1)
    history = app.storage.history_files()
    path = history[-1]  # the newest: the first row
    record = json.loads(path.read_text("utf-8"))
    record.update(change)
    path.write_text(json.dumps(record), "utf-8")
    app.stack.push(PastMatchesScene(app))
    frames(app)
    past = app.stack.top
    assert isinstance(past, PastMatchesScene) and len(past.rows()) == len(history)
    assert past.files[0] == path and past.wait_for_rows(60)
    assert all(row != "…" and row.isprintable() for row in past.rows())
    key(app, pygame.K_RETURN)
    assert run_until(app, lambda: past.opening is None, seconds=120)  # replayed off-thread
    frames(app)
    shown = app.stack.top
    replays = "hands" not in change and "variant" not in change
    if replays:
        assert isinstance(shown, PastMatchScene) or isinstance(
            app.stack.scenes[-2], PastMatchScene)
    else:
        assert isinstance(shown, NoticeDialog)
    app.storage.flush()


# -- what the program writes, it reads back ------------------------------------------------------


def test_a_save_with_more_analyses_than_a_file_keeps_is_written_compactly_and_read_back(
        home: Locations) -> None:
    """A save with stored analyses grew past the read limit (9 MB rewritten as 20 MB after one
    play, refused at the next start). Now the newest analyses that fit are kept, the file is
    compact, and the next start reads all of it back."""
    from tests.test_storage import play_some

    storage = Storage(home)
    controller = MatchController(MatchSetup("bresciana", 2, ["easy"], seed=5))
    play_some(controller, 4)
    play = {"play": 1, "values": [-123.456] * MAX_ANALYSED_MOVES, "exact": False}
    analyses = {hand: [play] * MAX_ANALYSED_PLAYS for hand in range(1, MAX_ANALYSED_HANDS + 2)}
    info = MatchInfo(["easy"], 5, analyses=analyses)
    storage.adopt(controller, info)
    storage.keep_match(controller)
    storage.flush()
    assert storage.take_notices() == []
    size = home.current_match.stat().st_size
    assert size <= MAX_JSON_BYTES // 4  # far within what is read back
    again = Storage(home)
    restored = again.restore_match()
    assert restored is not None and again.take_notices() == []
    kept = restored.saved_analyses
    assert kept and max(kept) == MAX_ANALYSED_HANDS + 1  # the newest kept
    assert sum(len(p["values"]) for plays in kept.values() for p in plays) <= MAX_STORED_VALUES
    restored.close()
    while not controller.game.is_terminal():  # and the history file it becomes, likewise
        play_some(controller, 50)
    storage.keep_match(controller)
    storage.flush()
    history = storage.history_files()
    assert len(history) == 1 and history[0].stat().st_size <= MAX_JSON_BYTES // 4
    from cicera_gui.storage.matches import load_match_file, restore_match

    finished, info_read = restore_match(load_match_file(history[0]), history[0].parent)
    assert info_read.problem is None and finished.saved_analyses == kept
    assert storage.statistics().played == 1
    finished.close()
    controller.close()


def test_autosave_serialises_the_save_off_the_window_thread(
        home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    """Autosave serialised the whole save on the window's thread (1.7–4 s a play with many
    stored analyses): the text is made on the writer's thread."""
    import threading

    from cicera_gui.storage import files
    from tests.test_storage import play_some

    made_on: list[str] = []
    real = files.record_text  # type: ignore[attr-defined]

    def record_text(data: Any, limit: int | None = None) -> str:
        made_on.append(threading.current_thread().name)
        return real(data, limit)

    monkeypatch.setattr(files, "record_text", record_text)
    storage = Storage(home)
    controller = MatchController(MatchSetup("bresciana", 2, ["easy"], seed=5))
    play_some(controller, 4)
    storage.keep_match(controller)
    storage.keep_settings(Settings(deck="romme"))
    storage.flush()
    assert len(made_on) == 2 and threading.main_thread().name not in made_on
    assert json.loads(home.current_match.read_text("utf-8"))["gui"]["levels"] == ["easy"]
    controller.close()


def test_the_largest_settings_are_read_back_as_written(home: Locations) -> None:
    from cicera_gui.storage.settings_file import settings_to_json

    longest = "v" * 4096
    settings = Settings(variant=longest, language="ja", deck="romme4", players=8)
    storage = Storage(home)
    storage.keep_settings(settings)
    storage.flush()
    again = Storage(home)
    read = again.load_settings()
    assert again.take_notices() == []
    assert settings_to_json(read) == settings_to_json(settings)


# -- the history write-back ----------------------------------------------------------------------


@pytest.mark.parametrize("meanwhile", ["changed on disk", "read-only"])
def test_an_analysis_is_never_written_over_a_history_file_changed_or_read_only(
        home: Locations, meanwhile: str) -> None:
    """The write-back overwrote a file changed on disk since it was read (the change lost
    without a word) and replaced a read-only file. Now both are refused and said."""
    from cicera_gui.storage.matches import load_match_file, restore_match
    from cicera_gui.storage.samples import play_sample_matches
    from engine.ai.analyse import HandAnalysis

    storage = Storage(home)
    play_sample_matches(storage, 1)
    path = storage.history_files()[-1]
    controller, info = restore_match(load_match_file(path), path.parent)
    storage.follow_past_match(path, controller, info, path.read_bytes())
    storage.keep(Settings(), None)
    storage.flush()
    assert storage.take_notices() == []
    if meanwhile == "changed on disk":
        record = json.loads(path.read_text("utf-8"))
        record["gui"]["levels"] = ["hard"]  # another copy, or the player, changed it
        path.write_text(json.dumps(record), "utf-8")
    else:
        path.chmod(0o444)
    before = path.read_bytes()
    controller.analyses[1] = HandAnalysis(1, ())
    storage.keep(Settings(), None)
    storage.flush()
    assert path.read_bytes() == before  # nothing lost, nothing replaced
    notices = storage.take_notices()
    assert len(notices) == 1 and notices[0].params["file"] == str(path)
    assert ("changed" if meanwhile == "changed on disk" else "read-only") in notices[0].params[
        "why"]
    path.chmod(0o644)


def test_an_analysis_is_written_back_again_after_its_own_write(home: Locations) -> None:
    """The file as written back is the one the next write-back compares with."""
    from cicera_gui.storage.matches import load_match_file, restore_match
    from cicera_gui.storage.samples import play_sample_matches
    from engine.ai.analyse import HandAnalysis

    storage = Storage(home)
    play_sample_matches(storage, 1)
    path = storage.history_files()[-1]
    controller, info = restore_match(load_match_file(path), path.parent)
    storage.follow_past_match(path, controller, info, path.read_bytes())
    for hand in (1, 2):
        controller.analyses[hand] = HandAnalysis(hand, ())
        storage.keep(Settings(), None)
        storage.flush()
        assert storage.take_notices() == []
        assert str(hand) in json.loads(path.read_text("utf-8"))["gui"]["analyses"]


# -- Continue never resumes a practice -----------------------------------------------------------


@pytest.mark.usefixtures("closed_window")
@pytest.mark.parametrize("leave_by", ["pause menu", "menu scene"])
def test_continue_resumes_the_saved_match_never_a_practice(leave_by: str) -> None:
    """A practice started from Past matches, then pause → Main menu: Continue opened the
    practice (and when it ended, Enter landed in the saved match). The menu now says what
    Continue resumes, and it is the saved match."""
    from cicera_gui.program.app import App
    from cicera_gui.scenes.menu import MenuScene, PauseMenu
    from cicera_gui.scenes.past_matches import opened_match
    from cicera_gui.scenes.practice import try_again_from
    from cicera_gui.scenes.table import TableScene
    from cicera_gui.storage.samples import play_sample_matches
    from tests.gui_driver import frames

    app = App((960, 600), settings=Settings(language="en", animation="off"))
    play_sample_matches(app.storage, 1)
    app.start_match(MatchSetup("bresciana", 2, ["easy"], seed=3))
    frames(app, 3)
    saved = app.match
    assert saved is not None
    past = opened_match(app, app.storage.history_files()[-1])
    try_again_from(app, past, 1, 1)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.controller.practice_of is past
    practice = table.controller
    if leave_by == "pause menu":
        pause = PauseMenu(app, table)
        app.stack.push(pause)
        frames(app)
        pause.main_menu()
    else:
        app.stack.reset(MenuScene(app))
    frames(app)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and app.match is saved
    assert menu.resumed() == "Continue: Cicera bresciana, hand 1"
    assert practice.practice_of is past  # the practice itself is over, never saved
    menu.resume_match()
    frames(app)
    shown = app.stack.top
    assert isinstance(shown, TableScene) and shown.controller is saved
    app.storage.flush()


# -- no write ever follows a link out of the data folder -----------------------------------------


@posix
@pytest.mark.parametrize("link", ["to a file", "to nothing", "hard"])
def test_no_write_ever_follows_a_link_out_of_the_data_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, link: str) -> None:
    """A link in the place of every file the program writes (the settings, the saved match, a
    history file, the statistics store, the lock, a chosen variant, the log): the program
    starts, plays a match to its end, counts it, writes its chosen rules, logs and stops, and
    no file outside its folders is written or made."""
    from cicera_gui.program import cli
    from cicera_gui.storage.matches import history_name, match_record
    from cicera_gui.storage.variants import CHOSEN_FOLDER, derived_variant_text
    from tests.test_storage import play_some

    home = Locations.under(tmp_path / "home")
    outside = tmp_path / "outside"
    outside.mkdir()
    log_folder = tmp_path / "logs"
    monkeypatch.setattr("platformdirs.user_log_dir", lambda *a, **k: str(log_folder))
    info = MatchInfo(["easy"], 3, started="2026-01-02T03:04:05", id="abc123")
    controller = MatchController(MatchSetup("bresciana-corta", 2, ["easy"], seed=3))
    play_some(controller, 2)
    chosen_name, _text = derived_variant_text("bresciana", {"target": 9})
    places = {
        "settings": home.settings_file,
        "saved match": home.current_match,
        "history": home.history / history_name(match_record(controller, info), info),
        "statistics": home.statistics_cache,
        "lock": home.data / LOCK_NAME,
        "chosen rules": home.variants / CHOSEN_FOLDER / chosen_name,
        "log": log_folder / "cicera.log",
    }
    dangling = link == "to nothing"
    targets = {}
    for what, place in places.items():
        place.parent.mkdir(parents=True, exist_ok=True)
        target = outside / f"{what}.txt"
        if not dangling:
            target.write_text(f"the player's own {what}\n")
        if link == "hard":  # the same bytes under two names: writing one writes both
            os.link(target, place)
        else:
            place.symlink_to(target)
        targets[what] = target
    before = {what: target.read_bytes() if target.exists() else None
              for what, target in targets.items()}

    monkeypatch.setattr(sys, "stdout", None)  # a windowed app: the log file is opened
    cli.log_to_file_when_windowed()
    monkeypatch.undo()
    storage = Storage.open(home)
    settings = storage.load_settings()
    settings.deck = "romme"
    storage.adopt(controller, info)
    storage.keep(settings, controller)
    while not controller.game.is_terminal():
        play_some(controller, 50)
        storage.keep(settings, controller)
    storage.flush()
    storage.statistics()
    storage.derived_variant("bresciana", {"target": 9})
    storage.close(settings, controller)
    controller.close()

    after = {what: target.read_bytes() if target.exists() else None
             for what, target in targets.items()}
    assert after == before, "a file outside the program's folders was written or made"
    assert sorted(p.name for p in outside.iterdir()) == sorted(
        t.name for t in targets.values() if not dangling)
    assert json.loads(places["history"].read_text("utf-8"))["gui"]["id"] == "abc123"
    assert not places["lock"].is_symlink() and places["lock"].stat().st_nlink == 1


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="names need not be UTF-8")
def test_files_named_with_bytes_that_are_not_utf8_are_named_and_drawn(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A variant and a history file whose names are not UTF-8 (copied from an old system or
    an archive): every screen still draws, and each is named in drawable text."""
    from tests.hostile import make_good_home, open_and_visit

    root = tmp_path / "home"
    home = make_good_home(root)
    monkeypatch.setenv("CICERA_HOME", str(root))
    for folder, name, text in ((home.variants, b"mine-\xff.yaml",
                                b"extends: bresciana\nname: Mine\ntarget: 7\n"),
                               (home.history, b"old-\xfe.json", b"{}")):
        with open(os.fsencode(folder) + b"/" + name, "wb") as handle:
            handle.write(text)
    messages = open_and_visit(home)
    assert any("mine-\\udcff.yaml" in m for m in messages), messages
    assert any("old-\\xfe.json" in m for m in messages), messages
    assert all(m.isprintable() for m in messages)


def test_a_write_that_fails_unexpectedly_never_stops_the_writer(tmp_path: Path) -> None:
    """A thread that dies must be said, never waited on: a write failing in a way no one
    foresaw is told as a failure, and the writes after it are made."""
    from cicera_gui.storage.files import BackgroundWriter

    def broken() -> str:
        raise TypeError("Object of type set is not JSON serializable")

    writer = BackgroundWriter()
    writer.write(tmp_path / "a.json", broken)
    writer.write(tmp_path / "b.json", "{}\n")
    assert writer.flush(timeout=60)
    failures = writer.take_failures()
    assert [path.name for path, _exc in failures] == ["a.json"]
    assert "TypeError" in str(failures[0][1])
    assert (tmp_path / "b.json").read_text() == "{}\n"
    writer.write(tmp_path / "c.json", "[]\n")
    assert writer.flush(timeout=60) and (tmp_path / "c.json").exists()


@pytest.mark.usefixtures("closed_window")
def test_past_matches_reads_no_history_file_on_the_window_thread(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Past matches read every history file on the window's thread as it listed them (years
    of history, or files as large as a record may be, froze the window)."""
    import threading

    from cicera_gui.program.app import App
    from cicera_gui.scenes import past_matches
    from cicera_gui.storage.samples import play_sample_matches
    from tests.gui_driver import frames

    app = App((960, 600), settings=Settings(language="en", animation="off"))
    play_sample_matches(app.storage, 2)
    read_on: list[str] = []
    real = past_matches.load_match_file  # type: ignore[attr-defined]

    def load(path: Path) -> dict[str, Any]:
        read_on.append(threading.current_thread().name)
        return real(path)

    monkeypatch.setattr(past_matches, "load_match_file", load)
    scene = past_matches.PastMatchesScene(app)
    app.stack.push(scene)
    frames(app, 3)
    assert scene.wait_for_rows(60)
    frames(app)
    assert read_on and threading.main_thread().name not in read_on
    assert len(read_on) == len(scene.files)
