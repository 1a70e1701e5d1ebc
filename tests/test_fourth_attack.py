"""The fourth attack on the player's files (issue 29), one test per class of fault: each
fails on the program as it was before, and passes whatever the machine's speed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cicera_gui.settings import Settings
from cicera_gui.storage import Locations, Storage
from cicera_gui.storage.lock import LOCK_NAME

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
from cicera_gui.settings import Settings
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
