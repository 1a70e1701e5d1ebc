"""Killing the program while it writes never leaves a torn file: the old one or the new one.

A child process saves the settings and the match record over and over (as the program does
after every change and every play) and says each step of every write before it takes it: the
temporary file written and about to be synced, then about to replace the file. The test lets
it go step by step and kills it (SIGKILL) at chosen steps, the first writes and later ones,
so what is on disk after each kill is known exactly, however fast or busy the machine is.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from cicera_gui.storage import Locations, Storage

WRITER = r"""
import itertools, os, sys
from pathlib import Path
from cicera_gui.storage.settings import Settings
from cicera_gui.storage import Locations, Storage
from cicera_gui.storage.files import write_json

home = Locations.under(Path(sys.argv[1]))
storage = Storage(home)
decks = ("bresciane", "romme", "romme4")
real_fsync, real_replace = os.fsync, os.replace
now = ["", 0]

def step(what):
    print(f"{now[0]} {now[1]} {what}", flush=True)
    if sys.stdin.readline().strip() != "go":
        os._exit(3)

def fsync(fd):
    step("fsync")  # the temporary file is written, not yet on disk for sure
    real_fsync(fd)

def replace(source, target):
    step("replace")  # the temporary file is complete, not yet in the file's place
    real_replace(source, target)

os.fsync, os.replace = fsync, replace
for n in itertools.count():
    now[:] = ["settings", n]
    storage.keep_settings(Settings(deck=decks[n % 3], players=2 + n % 3))
    storage.flush()
    now[:] = ["match", n]
    # a big file, as a long match's record is
    write_json(home.current_match, {"n": n, "padding": ["x" * 64] * (2000 + n % 500)})
"""

DECKS = ("bresciane", "romme", "romme4")
#: Each round writes the settings, then the match, two steps each: the kills land on the
#: first writes (no file yet) and on later ones, at each step of each file.
KILL_AT = (0, 1, 2, 3, 4, 7, 9, 14)


def _run_until(home_root: Path, kill_at: int) -> tuple[str, int, str]:
    """Start the writer, let it take ``kill_at`` steps, kill it at the next; that step."""
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    child = subprocess.Popen([sys.executable, "-c", WRITER, str(home_root)], env=env,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert child.stdin is not None and child.stdout is not None
    try:
        for _ in range(kill_at):
            child.stdout.readline()
            child.stdin.write("go\n")
            child.stdin.flush()
        kind, number, what = child.stdout.readline().split()
        child.send_signal(signal.SIGKILL)  # stopped, waiting before that step
        child.wait(60)
    finally:
        child.stdin.close()
        child.stdout.close()
    return kind, int(number), what


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_during_writes_never_tears_a_file(tmp_path: Path) -> None:
    home = Locations.under(tmp_path)
    for kill_at in KILL_AT:
        for old in (home.current_match, home.settings_file):
            old.unlink(missing_ok=True)  # each run starts from no file
        kind, number, what = _run_until(tmp_path, kill_at)
        assert (kind, number, what) == (("settings", "match")[kill_at // 2 % 2],
                                        kill_at // 4, ("fsync", "replace")[kill_at % 2])
        # the last complete write of each file, and only that
        settings_written = number - (kind == "settings")
        match_written = number - 1
        left = list(home.data.glob(".*.tmp")) + list(home.config.glob(".*.tmp"))
        assert len(left) == 1, "the write killed left its temporary file, and only it"
        if match_written < 0:
            assert not home.current_match.exists()
        else:
            data = json.loads(home.current_match.read_text("utf-8"))  # complete JSON
            assert data["n"] == match_written
            assert len(data["padding"]) == 2000 + data["n"] % 500
        storage = Storage(home)
        settings = storage.load_settings()
        assert storage.take_notices() == []  # never a damaged settings file
        if settings_written < 0:
            assert not home.settings_file.exists()
        else:
            assert settings.deck == DECKS[settings_written % 3]
            assert settings.players == 2 + settings_written % 3
        for temp in left:  # as a later start would tidy them
            temp.unlink()
