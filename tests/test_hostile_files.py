"""Hostile files and unlucky machines (issue 16): nothing crashes, hangs, or is lost.

The table of hostile files is in :mod:`tests.hostile`; each row runs the program on it under
a memory cap and a time limit and expects one clear line naming the file, the bad file kept
(renamed aside, or listed and left where it is), everything else untouched, and the game up
and drawing. ``engine replay`` gets its own rows. Then the faults that are not a file's
content: a full disk, two copies of the program, a killed program's worker.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from cicera_gui.storage import Locations, Storage
from engine.bounds import MESSAGE_CHARS
from tests.hostile import (
    DEEP,
    HUGE,
    LONG_NAME,
    ROWS,
    Row,
    alias_bomb,
    copy_home,
    guard,
    identity,
    kept_aside,
    make_good_home,
    open_and_visit,
    snapshot,
)
from tests.typed_games import cicera

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"),
    reason="makes FIFOs and links to /dev/zero, caps memory with RLIMIT_AS")

ROOT = Path(__file__).resolve().parents[1]
#: What the program may change in a home while it reads a hostile file: the statistics
#: cache (rebuilt at will) and its lock file.
DERIVED = {"data/statistics.sqlite3", "data/cicera.lock"}
#: The art drawn once and kept for the next start: the program's, never the player's.
CACHE = "cache"


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("good") / "home"
    make_good_home(root)
    return root


def check_message(message: str) -> None:
    """One line, nothing a terminal or the font would act on, and short."""
    assert message.isprintable(), message
    assert len(message) <= 2 * MESSAGE_CHARS, len(message)
    for payload in ("9" * 100, "v" * 100, "N" * 100, "[" * 100, "lol", "root:"):
        assert payload not in message, f"{payload[:10]}… quoted in {message[:200]}"


@pytest.mark.parametrize("row", ROWS, ids=[row.id for row in ROWS])
def test_a_hostile_file_is_told_kept_and_the_game_goes_on(
        row: Row, template: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "home"
    home = copy_home(template, root)
    monkeypatch.setenv("CICERA_HOME", str(root))
    target = row.user_file.where(home)
    target.parent.mkdir(parents=True, exist_ok=True)
    row.make(target, home)
    if row.file == "variant":  # chosen in the settings: Rules reads it at once
        home.settings_file.write_text(json.dumps({"version": 1, "language": "en",
                                                  "variant": str(target)}))
    before = identity(target)
    others = snapshot(root, skip=CACHE)

    with guard():
        messages = open_and_visit(home)

    for message in messages:
        check_message(message)
    about = [m for m in messages if target.name in m]
    told = row.told and bool(row.user_file.told_in)
    assert len(about) == (1 if told else 0), messages
    kept = row.kept if row.kept is not None else row.user_file.kept
    aside = kept_aside(target)
    if kept == "aside":  # renamed, every byte kept (a pipe stays a pipe, a link a link)
        assert len(aside) == 1 and identity(aside[0]) == before
        if row.file == "settings" and os.path.lexists(target):
            # a bad value reset alone: the repaired settings written back, every value good
            from cicera_gui.storage.settings_file import settings_from_json

            assert settings_from_json(json.loads(target.read_text("utf-8")))[1] == []
        else:
            assert not os.path.lexists(target) or row.file == "statistics cache"
    else:  # listed, and left where it is
        assert aside == [] and identity(target) == before
    after = snapshot(root, skip=CACHE)
    changed = {name for name in set(others) | set(after)
               if others.get(name) != after.get(name)}
    moved = {str(target.relative_to(root))} | {str(p.relative_to(root)) for p in aside}
    players = changed - moved - DERIVED
    assert players == set(), "only the hostile file was touched"


def test_the_table_covers_every_point_and_file() -> None:
    assert {row.issue for row in ROWS} >= {"1", "2", "3", "4", "5", "6", "7"}
    assert {row.file for row in ROWS} == {"settings", "saved match", "history",
                                          "statistics cache", "variant"}


SUBPROCESS = r"""
import json, resource, sys
from pathlib import Path
resource.setrlimit(resource.RLIMIT_AS, (1_500_000_000, resource.RLIM_INFINITY))
from tests.hostile import ROWS, copy_home, open_and_visit
template, work = Path(sys.argv[1]), Path(sys.argv[2])
results = {}
for row in ROWS:
    if row.id not in sys.argv[3:]:
        continue
    import os
    root = work / row.id
    home = copy_home(template, root)
    os.environ["CICERA_HOME"] = str(root)
    row.make(row.user_file.where(home), home)
    results[row.id] = open_and_visit(home)
print(json.dumps(results))
"""


def test_the_program_starts_on_hostile_files_in_a_process_of_its_own(
        template: Path, tmp_path: Path) -> None:
    """The same start, in a fresh process with 1.5 GB of address space and 60 s."""
    chosen = ["settings-fifo", "match-dev-zero", "history-huge-number", "cache-poisoned"]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run([sys.executable, "-c", SUBPROCESS, str(template), str(tmp_path),
                             *chosen], capture_output=True, text=True, timeout=60, env=env,
                            cwd=ROOT, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    messages = json.loads(result.stdout.splitlines()[-1])
    assert sorted(messages) == sorted(chosen)
    assert any("settings.json" in m for m in messages["settings-fifo"])
    assert any("current-match.json" in m for m in messages["match-dev-zero"])
    assert any("hostile-x.json" in m for m in messages["history-huge-number"])


# -- engine replay --------------------------------------------------------------------------


def _record() -> dict[str, Any]:
    from tests.test_records import _full_deal_record

    return _full_deal_record()


def _json(change: dict[str, Any]) -> str:
    return json.dumps({**_record(), **change})


def _beside(folder: Path, name: str, link: str | None) -> str:
    """A record whose variant is ``name`` beside it: a FIFO, or a link to ``link``."""
    if link is None:
        os.mkfifo(folder / name)
    else:
        (folder / name).symlink_to(link)
    return _json({"variant": name})


REPLAY_ROWS: dict[str, Any] = {
    "huge-number": lambda d: re.sub(r'"players": \d+', f'"players": {HUGE}', _json({})),
    "variant-name-too-long": lambda d: _json({"variant": "v" * 5000}),
    "variant-file-name-too-long": lambda d: _json({"variant": LONG_NAME}),
    "fifo": "fifo",
    "dev-zero": "dev-zero",
    "variant-fifo": lambda d: _beside(d, "pipe.yaml", None),
    "variant-dev-zero": lambda d: _json({"variant": "/dev/zero"}),
    "variant-dev-urandom-link": lambda d: _beside(d, "rand.yaml", "/dev/urandom"),
    "deep": lambda d: DEEP,
    "control-characters": lambda d: _json({"variant": "\x1b]0;owned\x07\x1b[2J\x1b[31mred"}),
    "six-megabyte-value": lambda d: _json({"players": "\x1b[31m" + "x" * 6_000_000}),
    "control-characters-in-a-card": lambda d: _json({"hands": [{
        "dealer": 0, "deal": {"hands": [["\x1b[2J"]], "table": []}, "plays": []}]}),
}


@pytest.mark.parametrize("kind", list(REPLAY_ROWS))
def test_replay_of_a_hostile_record_is_one_clean_line(
        kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from engine.cli import main

    path = tmp_path / "record.json"
    make = REPLAY_ROWS[kind]
    if make == "fifo":
        os.mkfifo(path)
    elif make == "dev-zero":
        path.symlink_to("/dev/zero")
    else:
        path.write_text(make(tmp_path), "utf-8")
    with guard():
        code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and err.endswith("\n")
    check_message(lines[0])
    assert lines[0].startswith(str(path))


def test_a_record_folder_that_cannot_be_made_is_one_line(
        capsys: pytest.CaptureFixture[str]) -> None:
    from engine.cli import main

    code = main(["simulate", "--variant", "bresciana-corta", "--players", "2", "--matches",
                 "1", "--record-dir", "/proc/cicera/records"])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "/proc/cicera/records" in err


@pytest.mark.parametrize("arguments", [
    ["simulate", "--matches", "-1"],
    ["tournament", "--matches", "-1"],
    ["tournament", "--iterations", "-5"],
    ["tournament", "--budget-ms", "-100"],
    ["tournament", "--workers", "-2"],
    ["simulate", "--seed", HUGE],
])
def test_negative_counts_and_budgets_are_usage_errors(
        arguments: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    from engine.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(arguments)
    assert exit_.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and arguments[1] in err
    check_message(err.rstrip("\n"))


def test_the_record_format_is_documented_in_the_repository() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    assert "[docs/RECORDS.md](docs/RECORDS.md)" in readme
    records = (ROOT / "docs" / "RECORDS.md").read_text("utf-8")
    assert '"format": "cicera-record/1"' in records


# -- bounds shared by every edge ------------------------------------------------------------


def test_the_window_bound_is_the_same_for_settings_and_the_command_line(
        tmp_path: Path) -> None:
    import argparse

    from cicera_gui.program.cli import size_argument
    from cicera_gui.storage.settings_file import settings_from_json

    for width, height, accepted in ((8192, 8192, True), (8193, 600, False),
                                    (960, 8193, False), (16384, 16384, False)):
        _, bad = settings_from_json({"window": [width, height]})
        assert (bad == []) is accepted
        try:
            size_argument(f"{width}x{height}")
            taken = True
        except argparse.ArgumentTypeError:
            taken = False
        assert taken is accepted


def test_a_window_stretched_past_the_bound_is_remembered_within_it() -> None:
    from cicera_gui.look.bounds import MAX_SIDE, clamp_window

    assert clamp_window((12000, 700)) == (MAX_SIDE, 700)
    assert clamp_window((100, 100)) == (960, 600)


def test_a_variant_name_and_description_are_bounded(tmp_path: Path) -> None:
    from engine.cicera.rules import load_rules
    from engine.errors import VariantError

    for text, key in (("name: " + "N" * 81, "name"), ('name: "a\\0b"', "name"),
                      ("description: " + "d" * 2001, "description")):
        path = tmp_path / "long.yaml"
        path.write_text(f"extends: bresciana\n{text}\n")
        with pytest.raises(VariantError) as caught:
            load_rules(path)
        assert caught.value.key == key and len(str(caught.value)) < 300
    path.write_text("extends: bresciana\nname: " + "N" * 80 + "\ndescription: |\n  two\n"
                    "  lines\n")
    assert load_rules(path).name == "N" * 80


# -- a full disk (8) ---------------------------------------------------------------------------


def test_a_full_disk_never_loses_a_finished_match(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    import engine.files
    from cicera_gui.play.match import MatchController, MatchSetup
    from cicera_gui.storage import files as storage_files
    from tests.test_storage import play_some

    home = Locations.under(tmp_path)
    storage = Storage(home)
    controller = MatchController(MatchSetup("bresciana-corta", 2, ["easy"], seed=5))
    play_some(controller, 3)
    storage.keep_match(controller)
    storage.flush()
    real_write = engine.files.write_text_atomic
    full = {"on": True}

    def write(path: Path, text: str) -> None:
        if full["on"] and Path(path).parent == home.history:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_write(path, text)

    monkeypatch.setattr(storage_files, "write_text_atomic", write)
    while not controller.game.is_terminal():  # the match ends on a full disk
        play_some(controller, 1)
        storage.keep_match(controller)
    storage.flush()
    assert not list(home.history.glob("*.json"))
    saved = json.loads(home.current_match.read_text("utf-8"))  # the only copy: kept
    assert len(saved["hands"]) == len(cicera(controller.game).log)
    (notice,) = storage.take_notices()
    assert "Could not save" in notice.message and "No space left" in notice.params["why"]

    following = MatchController(MatchSetup("bresciana", 2, ["easy"], seed=6))
    play_some(following, 4)
    storage.keep_match(following)  # the next match may not take its place yet
    storage.flush()
    assert json.loads(home.current_match.read_text("utf-8"))["hands"] == saved["hands"]

    full["on"] = False  # space was freed: the next try moves it into the history
    storage.retry_failed_archives()
    storage.flush()
    (archived,) = home.history.glob("*.json")
    assert json.loads(archived.read_text("utf-8"))["hands"] == saved["hands"]
    storage.keep_match(following)
    play_some(following, 1)
    storage.keep_match(following)
    storage.flush()
    assert json.loads(home.current_match.read_text("utf-8"))["variant"] == "bresciana"
    controller.close()
    following.close()


# -- two copies of the program (9) -------------------------------------------------------------


def test_a_second_copy_opens_read_only_and_writes_nothing(
        template: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    from cicera_gui.program.cli import open_program
    from cicera_gui.scenes.notice import AlreadyOpenDialog
    from cicera_gui.scenes.statistics import StatisticsScene
    from cicera_gui.scenes.table import TableScene
    from tests.gui_driver import frames, key

    root = tmp_path / "home"
    home = copy_home(template, root)
    (home.current_match).write_text("{ damaged")
    (home.history / "bad.json").write_text("[1, 2")
    monkeypatch.setenv("CICERA_HOME", str(root))
    first = Storage.open()
    assert first.lock is not None and not first.read_only
    before = snapshot(root)

    app = open_program(None, warm_up=False)
    try:
        assert app.storage.read_only and app.storage.other_copy is not None
        dialog = app.stack.top
        assert isinstance(dialog, AlreadyOpenDialog)
        text = " ".join(dialog.paragraphs())
        assert "already open" in text and str(home.data) in text
        assert f"process {os.getpid()}" in text
        frames(app, 2)
        key(app, pygame.K_RETURN)  # Open read-only
        assert not isinstance(app.stack.top, AlreadyOpenDialog)
        app.stack.push(StatisticsScene(app))
        frames(app)
        app.settings.deck = "romme"
        app.start_match(app.match.setup if app.match else _setup())
        assert isinstance(app.stack.top, TableScene)
        frames(app, 30)
        app.storage.close(app.settings, app.match)
        assert app.match is not None
        app.match.close()
    finally:
        pygame.quit()
    assert snapshot(root) == before, "a read-only copy wrote nothing"

    quitting = open_program(None, warm_up=False)
    try:
        dialog = quitting.stack.top
        assert isinstance(dialog, AlreadyOpenDialog)
        key(quitting, pygame.K_DOWN)
        key(quitting, pygame.K_RETURN)  # Quit
        assert not quitting.running
    finally:
        pygame.quit()
    assert first.lock is not None
    first.lock.release()
    again = Storage.open()  # the first copy is gone: the files are this one's
    assert again.lock is not None and not again.read_only
    again.lock.release()


def _setup() -> Any:
    from cicera_gui.play.match import MatchSetup

    return MatchSetup("bresciana", 2, ["easy"], 3)


# -- a killed program leaves no process behind (10) -----------------------------------------------


ORPHAN = r"""
import multiprocessing.resource_tracker as tracker, time
from cicera_gui.play.thinking import Thinker
if __name__ == "__main__":
    thinker = Thinker("process")
    thinker.warm_up()
    thinker.ask(int).result(60)
    thinker.run(int).result(60)
    print(*thinker.pids(False), *thinker.pids(True), tracker._resource_tracker._pid,
          flush=True)
    time.sleep(600)
"""


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except FileNotFoundError:
        return False


def test_the_worker_and_the_resource_tracker_end_with_the_program(tmp_path: Path) -> None:
    script = tmp_path / "program.py"
    script.write_text(ORPHAN)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    program = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE,
                               text=True, env=env)
    assert program.stdout is not None
    children = [int(pid) for pid in program.stdout.readline().split()]
    # the table's worker, the background's (one or two, as the cores allow), the tracker
    assert 3 <= len(children) <= 4 and all(_running(pid) for pid in children)
    program.send_signal(signal.SIGKILL)
    program.wait(10)
    program.stdout.close()
    deadline = time.monotonic() + 30  # a hang guard: they end within a second or two
    while any(_running(pid) for pid in children) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = [pid for pid in children if _running(pid)]
    for pid in left:  # never leave them behind, even when the test fails
        os.kill(pid, signal.SIGKILL)
    assert left == [], "orphaned: the worker or the resource tracker"


def test_a_pipe_in_place_of_the_log_file_never_blocks_the_start(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    from cicera_gui.program.cli import log_to_file_when_windowed

    os.mkfifo(tmp_path / "cicera.log")
    monkeypatch.setattr(platformdirs, "user_log_dir", lambda *args, **kwargs: str(tmp_path))
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    with guard(seconds=10):
        log_to_file_when_windowed()
    assert sys.stdout is None and (tmp_path / "cicera.log").is_fifo()


# -- the Ciapanò family's files ----------------------------------------------------------------


def _ciapano_record() -> dict[str, Any]:
    import random as _random

    from engine.families import load_variant, new_match
    from engine.match import play_match
    from engine.players import RandomPlayer
    from engine.record_files import record_of

    game = new_match(load_variant("ciapano"), 4, seed=5)
    players = [RandomPlayer(_random.Random(seat)) for seat in range(4)]
    play_match(game, players, stop_after_hand=True)
    return record_of(game)


def _ciapano_json(change: dict[str, Any]) -> str:
    return json.dumps({**_ciapano_record(), **change})


CIAPANO_REPLAY_ROWS: dict[str, Any] = {
    "huge-number": lambda d: re.sub(r'"players": \d+', f'"players": {HUGE}',
                                    _ciapano_json({})),
    "variant-file-name-too-long": lambda d: _ciapano_json({"variant": LONG_NAME}),
    "variant-dev-zero": lambda d: _ciapano_json({"variant": "/dev/zero"}),
    "control-characters": lambda d: _ciapano_json({"variant": "\x1b]0;owned\x07\x1b[2J"}),
    "six-megabyte-value": lambda d: _ciapano_json({"players": "\x1b[31m" + "x" * 6_000_000}),
    "control-characters-in-a-card": lambda d: _ciapano_json({"hands": [{
        "dealer": 0, "deal": {"hands": [["\x1b[2J"]], "aside": []}, "plays": []}]}),
    "deep-plays": lambda d: _ciapano_json({"hands": [{"dealer": 0, "plays": DEEP}]}),
}


@pytest.mark.parametrize("kind", list(CIAPANO_REPLAY_ROWS))
def test_replay_of_a_hostile_ciapano_record_is_one_clean_line(
        kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from engine.cli import main

    path = tmp_path / "record.json"
    path.write_text(CIAPANO_REPLAY_ROWS[kind](tmp_path), "utf-8")
    with guard():
        code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and err.endswith("\n")
    check_message(lines[0])
    assert lines[0].startswith(str(path))


CIAPANO_VARIANT_ROWS: dict[str, str] = {
    "huge-target": f"extends: ciapano\nname: Big\ntarget: {HUGE}\n",
    "alias-bomb": alias_bomb().replace("extends: bresciana", "extends: ciapano"),
    "deep": "extends: ciapano\ndescription: " + "[" * 20_000 + "\n",
    "extends-etc-passwd": "extends: /etc/passwd\n",
    "extends-dev-zero": "extends: /dev/zero\n",
    "name-too-long": "extends: ciapano\nname: " + "N" * 900_000 + "\n",
    "survivors-huge": f"extends: traversone\nsurvivors: {HUGE}\n",
}


@pytest.mark.parametrize("kind", list(CIAPANO_VARIANT_ROWS))
def test_a_hostile_ciapano_variant_is_one_clean_line(kind: str, tmp_path: Path) -> None:
    from engine.errors import EngineError
    from engine.families import load_variant

    path = tmp_path / "mine.yaml"
    path.write_text(CIAPANO_VARIANT_ROWS[kind], "utf-8")
    with guard(), pytest.raises(EngineError) as caught:
        load_variant(path)
    message = str(caught.value)
    assert "\n" not in message and message.startswith(str(path))
    check_message(message)
