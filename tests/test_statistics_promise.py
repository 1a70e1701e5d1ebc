"""The statistics store keeps its promise (issue 29): it never holds up the window, whatever
holds it or whatever it holds; what it cannot use is detected, kept aside, rebuilt and said,
never deleted; a thread that fails is said, never waited on for ever."""

from __future__ import annotations

import os
import sqlite3
import sys
import threading
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pygame
import pytest

from cicera_gui.app import App, first_scene
from cicera_gui.scenes.statistics import StatisticsScene
from cicera_gui.storage import Locations, Storage
from cicera_gui.storage.samples import SAMPLE_SETUPS, play_sample_matches
from cicera_gui.storage.stats_store import NAME_NOT_UTF8
from tests.gui_driver import frames, key, make_app


@pytest.fixture
def home(tmp_path: Path) -> Locations:
    return Locations.under(tmp_path / "home")


@pytest.fixture
def app(home: Locations, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("CICERA_HOME", str(home.data.parent))
    application = make_app((960, 600))
    application.stack.push(first_scene(application))
    yield application
    if application.match is not None:
        application.match.close()
    pygame.quit()


def counted_home(home: Locations, matches: int = 2) -> int:
    """A history of finished matches, counted in a store on disk; how many."""
    storage = Storage(home)
    play_sample_matches(storage, 4, SAMPLE_SETUPS[:matches])
    storage.flush()
    played = storage.statistics().played
    storage.stats_keeper.close()
    return played


def kept_aside(path: Path) -> list[Path]:
    return sorted(p for p in path.parent.iterdir() if p.name.startswith(path.name + "."))


def test_another_program_holding_the_store_never_freezes_the_window(
        app: App, home: Locations) -> None:
    """A database browser holds a write transaction: Statistics opens at once, says that it
    waits, Escape leaves; once the other program lets go, the numbers are counted."""
    played = counted_home(home)
    app.storage.stats_keeper.close()
    other = sqlite3.connect(home.statistics_cache, timeout=0, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        scene = StatisticsScene(app)  # returns: nothing waits on the window's thread
        app.stack.push(scene)
        seen_waiting = threading.Event()
        for _ in range(400):  # the job says it waits (tried every 0.1 s meanwhile)
            frames(app, 1)
            if scene.job.waiting:
                seen_waiting.set()
                break
            seen_waiting.wait(0.05)
        assert seen_waiting.is_set() and scene.reading
        surface = pygame.Surface((960, 600))
        scene.draw(surface)
        key(app, pygame.K_ESCAPE)
        frames(app, 2)
        assert app.stack.top is not scene
    finally:
        other.execute("ROLLBACK")
        other.close()
    result = scene.job.wait(timeout=120)
    assert result is not None and result.played == played and scene.job.failed is None


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="names need not be UTF-8")
@pytest.mark.parametrize("count", [1, 3])
def test_history_files_named_with_bytes_that_are_not_utf8_are_skipped_and_said(
        app: App, home: Locations, count: int) -> None:
    played = counted_home(home)
    for number in range(count):
        name = os.fsencode(home.history) + b"/old-\xff\xfe-%d.json" % number
        with open(name, "wb") as handle:
            handle.write(b"{}")
    scene = StatisticsScene(app)
    app.stack.push(scene)
    result = scene.job.wait(timeout=120)
    frames(app, 2)
    assert result is not None and scene.job.failed is None and result.played == played
    assert len(result.skipped) == count
    assert all(why == NAME_NOT_UTF8 and "\\xff" in name for name, why in result.skipped)
    assert str(count) in scene.notes()
    from cicera_gui.scenes.past_matches import PastMatchesScene

    past = PastMatchesScene(app)
    app.stack.push(past)
    frames(app, 2)
    assert len(past.rows()) == played + count and all(row.isprintable() for row in past.rows())


def test_a_job_whose_reading_fails_is_said_never_reading_for_ever(
        app: App, home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    from cicera_gui.storage import stats_keeper

    counted_home(home)

    def broken(*args: object) -> None:
        raise UnicodeEncodeError("utf-8", "\udcff", 0, 1, "surrogates not allowed")

    monkeypatch.setattr(stats_keeper, "history_stamps", broken)
    scene = StatisticsScene(app)
    app.stack.push(scene)
    assert scene.job.wait(timeout=120) is not None
    frames(app, 2)
    assert not scene.reading and "could not be read" in scene.notes()


def _damaged_and_rebuilt(home: Locations, played: int) -> None:
    stats = Storage(home).statistics()
    assert stats.played == played and stats.damaged is not None
    assert len(kept_aside(home.statistics_cache)) == 1  # kept, never deleted
    again = Storage(home).statistics()
    assert again.played == played and again.damaged is None  # rebuilt: nothing more to say


def test_a_store_of_this_version_lacking_a_column_is_kept_aside_and_rebuilt(
        home: Locations) -> None:
    played = counted_home(home)
    with closing(sqlite3.connect(home.statistics_cache)) as store:
        columns = [row[1] for row in store.execute("PRAGMA table_info(matches)")]
        kept = ", ".join(c for c in columns if c != "best_number")
        store.executescript(f"""BEGIN;
            CREATE TABLE narrower AS SELECT {kept} FROM matches;
            DROP TABLE matches;
            ALTER TABLE narrower RENAME TO matches;
            CREATE INDEX matches_seq ON matches(finished, seq);
            COMMIT;""")
    _damaged_and_rebuilt(home, played)


def test_an_unrelated_sqlite_file_at_the_stores_name_is_kept_not_deleted(
        home: Locations) -> None:
    played = counted_home(home)
    home.statistics_cache.unlink()
    with closing(sqlite3.connect(home.statistics_cache)) as store:
        store.execute("CREATE TABLE photos(name TEXT, taken TEXT)")
        store.execute("INSERT INTO photos VALUES ('lago di garda', '2026-08-15')")
        store.commit()
    before = home.statistics_cache.read_bytes()
    _damaged_and_rebuilt(home, played)
    assert kept_aside(home.statistics_cache)[0].read_bytes() == before


@pytest.mark.parametrize("change", [
    "UPDATE matches SET won = 2", "UPDATE matches SET hands = 'lots'",
    "UPDATE matches SET assisted = -1", "UPDATE events SET mine = -5",
    "UPDATE matches SET best_number = hands + 1",
], ids=["won 2", "text in a number column", "assisted -1", "a negative count",
        "a best hand past the last"])
def test_rows_no_match_can_make_are_refused_and_the_store_rebuilt(
        home: Locations, change: str) -> None:
    played = counted_home(home)
    with closing(sqlite3.connect(home.statistics_cache)) as store:
        store.execute(change)
        store.commit()
    _damaged_and_rebuilt(home, played)


def test_a_history_file_rewritten_in_place_is_read_again(home: Locations) -> None:
    """Writing a file in place leaves the folder's time as it was: every file's own stamp is
    compared, so the change is counted."""
    played = counted_home(home)
    path = Storage(home).history_files()[-1]
    folder = os.stat(home.history)
    path.write_text("{not a record any more", "utf-8")  # in place: no new name in the folder
    os.utime(home.history, ns=(folder.st_atime_ns, folder.st_mtime_ns))
    stats = Storage(home).statistics()
    assert stats.played == played - 1 and len(stats.skipped) == 1


@pytest.mark.skipif(sys.platform == "win32", reason="control characters in file names")
def test_a_skipped_file_named_with_a_control_character_is_said_not_a_damaged_store(
        home: Locations) -> None:
    played = counted_home(home)
    (home.history / "bell\x07.json").write_text('{"game": "cicera"}', "utf-8")
    first = Storage(home).statistics()
    assert first.played == played and len(first.skipped) == 1 and first.damaged is None
    name, _why = first.skipped[0]
    assert name.isprintable() and "\\x07" in name
    again = Storage(home).statistics()
    assert again.damaged is None and len(again.skipped) == 1
