"""The lock keeps its promise: whatever lies where the lock file goes (a link, a hard link, a
file the program may not read or not write, a folder, a pipe, a lock held by a live process or
left by a dead one), exactly one copy of the program may write the player's files, or none
and it says why. Nothing is written through a link."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from cicera_gui.storage import Storage
from cicera_gui.storage.locations import Locations
from cicera_gui.storage.lock import LOCK_NAME, DataLock, NoLock, OtherCopy
from tests.denied import deny_file

Setup = Callable[[Path, pytest.MonkeyPatch], None]


def a_link(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = folder.parent / "elsewhere.txt"
    target.write_text("the player's own file")
    (folder / LOCK_NAME).symlink_to(target)


def a_hard_link(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = folder.parent / "backup-of-the-lock"
    target.write_text("the backup's own bytes")
    os.link(target, folder / LOCK_NAME)


def unreadable(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (folder / LOCK_NAME).write_text("process 1 on another user's session\n")
    deny_file(monkeypatch, folder / LOCK_NAME)  # chmod 000, by another user


def unwritable(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Left by running the program once as another user: it may be read, never written."""
    path = folder / LOCK_NAME
    path.write_text("process 1 on the other user's session\n")
    real = os.open

    def opened(name: object, flags: int, *rest: int) -> int:
        if Path(str(name)) == path and flags & (os.O_RDWR | os.O_WRONLY):
            raise PermissionError(errno.EACCES, "Permission denied", str(name))
        return real(name, flags, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", opened)


def a_folder(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (folder / LOCK_NAME).mkdir()


def a_pipe(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    os.mkfifo(folder / LOCK_NAME)


def left_by_a_dead_process(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    subprocess.run([sys.executable, "-c", (
        "import sys; from pathlib import Path; from cicera_gui.storage.lock import DataLock;"
        f"DataLock.acquire(Path({str(folder)!r})); sys.exit(0)")], check=True, timeout=120)


def nothing(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pass


STATES: dict[str, Setup] = {
    "no lock file": nothing, "a link": a_link, "a hard link": a_hard_link,
    "unreadable": unreadable, "unwritable": unwritable, "a folder": a_folder,
    "a pipe": a_pipe, "left by a dead process": left_by_a_dead_process,
}


def writers(results: list[DataLock | OtherCopy | NoLock]) -> int:
    return sum(isinstance(found, DataLock) for found in results)


@pytest.mark.parametrize("state", STATES)
def test_any_state_of_the_lock_file_leaves_one_copy_writable_or_none_said(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, state: str) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    STATES[state](folder, monkeypatch)
    outside = {path: path.read_bytes() for path in tmp_path.iterdir() if path.is_file()}
    first = DataLock.acquire(folder)
    second = DataLock.acquire(folder)  # another copy, while the first runs
    try:
        if isinstance(first, NoLock):  # none writable, and why
            assert isinstance(second, NoLock) and first.why and first.file == folder / LOCK_NAME
        else:
            assert writers([first, second]) == 1 and isinstance(second, OtherCopy)
        for path, before in outside.items():  # nothing written through a link
            assert path.read_bytes() == before
    finally:
        for found in (first, second):
            if isinstance(found, DataLock):
                found.release()


def test_a_hard_link_made_while_a_copy_runs_keeps_the_second_copy_read_only(
        tmp_path: Path) -> None:
    """Backup snapshots (rsnapshot, ``cp -al``) link the lock file while the program runs:
    the second copy moved the running copy's lock aside and both wrote the same save."""
    folder = tmp_path / "data"
    running = DataLock.acquire(folder)
    assert isinstance(running, DataLock)
    try:
        os.link(folder / LOCK_NAME, tmp_path / "snapshot-of-the-lock")
        second = DataLock.acquire(folder)
        assert isinstance(second, OtherCopy)
        assert "process" in second.owner
        assert not list(folder.glob(f"{LOCK_NAME}.*"))  # nothing moved aside
    finally:
        running.release()
    after = DataLock.acquire(folder)  # the running copy gone: the next start locks
    assert isinstance(after, DataLock)
    assert (tmp_path / "snapshot-of-the-lock").read_text().startswith("process")  # untouched
    assert os.stat(folder / LOCK_NAME).st_nlink == 1  # a lock file of its own now
    after.release()


def test_a_lock_that_cannot_be_had_opens_read_only_and_says_why(
        home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    home.data.mkdir(parents=True)
    unreadable(home.data, monkeypatch)
    storage = Storage.open(home)
    assert storage.read_only and storage.lock is None
    (notice,) = storage.take_notices()
    assert notice.params == {"file": str(home.data / LOCK_NAME), "why": "Permission denied"}
    assert "nothing is saved" in notice.message


def test_the_read_only_copy_writes_nothing_outside_its_own_folders(
        home: Locations, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """It wrote the rules New game chose into a folder of the system's temporary directory
    shared by every user."""
    import tempfile

    shared = tmp_path / "system-temporary"
    shared.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(shared))
    running = Storage.open(home)
    try:
        second = Storage.open(home)
        assert second.read_only and second.other_copy is not None
        path = second.derived_variant("ciapano", {"target": 51})
        assert home.cache is not None and home.cache in path.parents
        assert not home.variants.exists()  # the player's files: untouched
        assert list(shared.iterdir()) == []
        from engine.families import load_variant

        assert load_variant(str(path)).target == 51
    finally:
        assert running.lock is not None
        running.lock.release()
