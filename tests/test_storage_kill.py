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
    # a big file, so that a kill often lands in the middle of writing it
    write_json(home.current_match, {"n": n, "padding": ["x" * 64] * (2000 + n % 500)})
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_during_repeated_writes_never_tears_a_file(tmp_path: Path) -> None:
    rng = random.Random(7)
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    seen_counts = set()
    for _round in range(8):
        child = subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path)], env=env,
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.02, 0.25))
        child.send_signal(signal.SIGKILL)
        child.wait(10)
        child.stdout.close()
        home = Locations.under(tmp_path)
        data = json.loads(home.current_match.read_text("utf-8"))  # complete JSON
        assert len(data["padding"]) == 2000 + data["n"] % 500
        seen_counts.add(data["n"])
        storage = Storage(home)
        settings = storage.load_settings()
        assert storage.take_notices() == []  # never a damaged settings file
        assert settings.deck in ("bresciane", "romme", "romme4")
    assert len(seen_counts) > 1, "the writes were interrupted at different moments"
    torn = list((tmp_path / "data").glob(".*.tmp")) + list((tmp_path / "config").glob(".*.tmp"))
    assert torn, "some kill landed in the middle of a write (its temporary file is left)"
