"""Killing the program while it writes never leaves a torn file: the old one or the new one.

A child process saves settings and the match record over and over (as the program does after
every change and every play) and is killed with SIGKILL at random moments.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cicera_gui.storage import Locations, Storage

WRITER = r"""
import itertools, sys
from pathlib import Path
from cicera_gui.settings import Settings
from cicera_gui.storage import Locations, Storage
from cicera_gui.storage.files import write_json

home = Locations.under(Path(sys.argv[1]))
storage = Storage(home)
decks = ("bresciane", "romme", "romme4")
print("ready", flush=True)
for n in itertools.count():
    storage.keep_settings(Settings(deck=decks[n % 3], players=2 + n % 3))
    storage.flush()
    # a big file, so that a kill often lands in the middle of writing it
    write_json(home.current_match, {"n": n, "padding": ["x" * 64] * (2000 + n % 500)})
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_during_repeated_writes_never_tears_a_file(tmp_path: Path) -> None:
    rng = random.Random(7)
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    home = Locations.under(tmp_path)
    seen_counts = set()
    mid_write = 0
    rounds = 0
    # at least 8 kills, and go on (at most 40) until some landed in the middle of a write
    while rounds < 8 or (mid_write == 0 and rounds < 40):
        rounds += 1
        child = subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path)], env=env,
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
        deadline = time.monotonic() + 20
        while not home.current_match.exists() and time.monotonic() < deadline:
            time.sleep(0.005)  # a loaded machine may take a while to write the first time
        time.sleep(rng.uniform(0.02, 0.25))
        child.send_signal(signal.SIGKILL)
        child.wait(10)
        child.stdout.close()
        data = json.loads(home.current_match.read_text("utf-8"))  # complete JSON
        assert len(data["padding"]) == 2000 + data["n"] % 500
        seen_counts.add(data["n"])
        storage = Storage(home)
        settings = storage.load_settings()
        assert storage.take_notices() == []  # never a damaged settings file
        assert settings.deck in ("bresciane", "romme", "romme4")
        left = list((tmp_path / "data").glob(".*.tmp")) + list((tmp_path / "config").glob(
            ".*.tmp"))
        mid_write += bool(left)
        for temp in left:  # as a later start would tidy them
            temp.unlink()
    assert len(seen_counts) > 1, "the writes were interrupted at different moments"
    assert mid_write, "some kill landed in the middle of a write (its temporary file was left)"
