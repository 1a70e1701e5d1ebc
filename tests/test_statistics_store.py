"""The statistics store: a finished match folded in as it is archived, Statistics opened
without reading the history, a lost store rebuilt on a thread while the scene shows its
progress, one bad history file skipped and said, a damaged store kept aside and said, and a
store that never outgrows what it reads back."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import sys
import threading
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import pygame
import pytest

from cicera_gui.program.app import App, first_scene
from cicera_gui.scenes.statistics import StatisticsScene
from cicera_gui.storage import Locations, Storage, stats_keeper, stats_store
from cicera_gui.storage.samples import SAMPLE_SETUPS, play_sample_matches
from cicera_gui.storage.statistics import Statistics, summarize
from cicera_gui.storage.stats_store import NAME_NOT_UTF8, Stamp
from tests.gui_driver import frames, key, make_app

MIXED = (*SAMPLE_SETUPS, ("ciapano", 3, ["easy", "hard"]), ("ciapano", 4, ["normal"] * 3))


def aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".corrupt-*"))


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


def no_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any history file read or replayed from now on fails the test."""
    def refuse(*args: object) -> None:
        raise AssertionError("a history file was read")

    monkeypatch.setattr(stats_keeper, "read_json", refuse)
    monkeypatch.setattr(stats_keeper, "summarize", refuse)


def counted_from_summaries(storage: Storage) -> Statistics:
    """What the summaries of every history file come to, summed up in memory."""
    summaries = [summarize(json.loads(path.read_text("utf-8")), path.parent)
                 for path in storage.history_files()]
    return Statistics.of(summaries, [])


def test_the_store_says_what_the_summaries_say_for_points_and_penalty_games(
        home: Locations) -> None:
    storage = Storage(home)
    play_sample_matches(storage, 7, MIXED)
    stored = storage.statistics()
    expected = counted_from_summaries(storage)
    assert expected.played == len(MIXED)
    assert (stored.played, stored.won, stored.hands, stored.assisted, stored.unfinished) == (
        expected.played, expected.won, expected.hands, expected.assisted, expected.unfinished)
    assert stored.rows() == expected.rows()
    assert stored.points_per_hand() == pytest.approx(expected.points_per_hand())
    assert list(stored.event_counts()) == list(expected.event_counts())
    for point, (mine, theirs) in expected.event_counts().items():
        got_mine, got_theirs = stored.event_counts()[point]
        assert got_mine == mine and got_theirs == pytest.approx(theirs)
    for lower in (False, True):
        assert stored.best_hand(lower) == expected.best_hand(lower)
    assert stored.last == expected.last
    assert stored.matches == expected.matches


def test_a_finished_match_is_folded_in_as_it_is_archived_and_opening_reads_no_file(
        home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    storage = Storage(home)
    play_sample_matches(storage, 3, SAMPLE_SETUPS[:2])
    storage.flush()
    no_reading(monkeypatch)  # every match was counted as it ended
    job = storage.statistics_job()
    result = job.wait()
    assert result is not None and job.total == 0
    assert result.played == 2 and result.skipped == []
    again = Storage(home)  # the next start too: the store is on disk
    assert again.statistics().played == 2


def test_a_lost_store_is_rebuilt_on_a_thread_while_the_scene_draws_its_progress(
        app: App, home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    play_sample_matches(app.storage, 5, SAMPLE_SETUPS[:4])
    app.storage.flush()
    expected = app.storage.statistics().played
    app.storage.stats_keeper.close()
    home.statistics_cache.unlink()  # lost: rebuilt from the history
    monkeypatch.setattr(stats_keeper, "BATCH", 1)
    go_on = threading.Event()
    real = stats_keeper.summarize_file

    def slow(path: Path, *args: Any) -> Any:
        assert go_on.wait(timeout=30)
        return real(path, *args)

    monkeypatch.setattr(stats_keeper, "summarize_file", slow)
    scene = StatisticsScene(app)
    app.stack.push(scene)
    frames(app, 3)  # the window goes on drawing, the numbers not yet there
    assert scene.reading and scene.job.total == 4 and scene.job.done == 0
    surface = pygame.Surface((960, 600))
    scene.draw(surface)
    key(app, pygame.K_ESCAPE)  # leaving while it reads is fine
    frames(app, 2)
    assert app.stack.top is not scene
    go_on.set()
    result = scene.job.wait(timeout=60)
    assert result is not None and result.played == expected
    again = StatisticsScene(app)
    assert again.job.wait(timeout=60) is not None  # (at once on an idle machine)
    assert not again.reading and again.stats.played == expected


def test_a_history_file_that_does_not_replay_is_skipped_and_said_never_a_stop(
        home: Locations) -> None:
    storage = Storage(home)
    play_sample_matches(storage, 2, SAMPLE_SETUPS[:3])
    storage.flush()
    files = storage.history_files()
    record = json.loads(files[1].read_text("utf-8"))
    record["variant"] = "gone.yaml"  # its variant file is gone
    files[1].write_text(json.dumps(record), "utf-8")
    (home.history / "20990101-000000-bad.json").write_text('{"game": 5}', "utf-8")
    app_scene_notes = notes_of(storage)
    assert storage.statistics().played == 2
    assert app_scene_notes.startswith("2 history files skipped (")
    assert files[1].exists()  # a record that does not replay is left where it is


def notes_of(storage: Storage) -> str:
    scene = StatisticsScene.__new__(StatisticsScene)
    scene.job = storage.statistics_job()
    scene.stats = scene.job.wait()  # type: ignore[assignment]
    return scene.notes()


def test_a_damaged_store_is_kept_aside_rebuilt_and_said(home: Locations) -> None:
    storage = Storage(home)
    play_sample_matches(storage, 4, SAMPLE_SETUPS[:2])
    storage.flush()
    storage.stats_keeper.close()
    with closing(sqlite3.connect(home.statistics_cache)) as store, store:
        store.execute("UPDATE summaries SET summary = '{\"won\": 1}'")  # not what is written
    stats = Storage(home).statistics()
    assert stats.played == 2
    assert stats.damaged is not None
    (kept,) = aside(home.statistics_cache)
    assert stats.damaged[1] == kept.name
    with closing(sqlite3.connect(kept)) as old:  # every byte kept
        assert old.execute("SELECT summary FROM summaries").fetchone() == ('{"won": 1}',)
    assert Storage(home).statistics().damaged is None  # rebuilt: nothing more to say


def test_a_store_of_an_older_version_is_rebuilt_without_a_word(home: Locations) -> None:
    storage = Storage(home)
    play_sample_matches(storage, 4, SAMPLE_SETUPS[:2])
    storage.flush()
    storage.stats_keeper.close()
    home.statistics_cache.unlink()
    with closing(sqlite3.connect(home.statistics_cache)) as store:
        store.execute("CREATE TABLE cache(files TEXT)")
        store.execute("PRAGMA user_version = 0")
    stats = Storage(home).statistics()
    assert stats.played == 2 and stats.damaged is None
    assert aside(home.statistics_cache) == []


def test_the_store_never_outgrows_what_it_reads_back(
        home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    """Years of history in a small cap: the store stops growing at the cap, is still read
    whole, is never put aside, and Statistics still count every match."""
    monkeypatch.setattr(stats_store, "MAX_STORE_BYTES", 32 * 4096)
    monkeypatch.setattr(stats_store, "MAX_PAGES", 32)
    storage = Storage(home)
    play_sample_matches(storage, 6, SAMPLE_SETUPS[:1])
    storage.flush()
    (first,) = storage.history_files()
    summary = summarize(json.loads(first.read_text("utf-8")), first.parent)
    copies = 300
    for number in range(copies):  # the same match under many names, as if played
        shutil.copy2(first, home.history / f"20250101-{number:06d}-copy.json")
    store = storage.stats_keeper.store
    with pytest.raises(sqlite3.OperationalError, match="full"):
        for path in sorted(home.history.glob("*-copy.json")):
            info = path.stat()
            store.write([(path.name, Stamp(info.st_mtime_ns, info.st_size), summary)])
    storage.stats_keeper.close()
    assert home.statistics_cache.stat().st_size <= stats_store.MAX_STORE_BYTES
    real = stats_keeper.summarize_file
    monkeypatch.setattr(stats_keeper, "summarize_file",  # a copy: no need to replay it again
                        lambda path, *args: summary if "copy" in path.name else real(path, *args))
    stats = Storage(home).statistics()
    assert stats.played == copies + 1 and stats.damaged is None
    assert aside(home.statistics_cache) == []
    assert home.statistics_cache.stat().st_size <= stats_store.MAX_STORE_BYTES


def test_a_copy_that_may_write_nothing_counts_new_matches_without_touching_the_store(
        home: Locations) -> None:
    storage = Storage(home)
    play_sample_matches(storage, 8, SAMPLE_SETUPS[:3])
    storage.flush()
    storage.stats_keeper.close()
    (newest,) = storage.history_files()[-1:]
    shutil.copy2(newest, home.history / "20990101-000000-copy.json")  # not yet counted
    before = home.statistics_cache.read_bytes()
    other = Storage(home, read_only=True)
    assert other.statistics().played == 4
    assert home.statistics_cache.read_bytes() == before
    assert Storage(home).statistics().played == 4  # counted by the copy that writes


def test_any_failure_of_one_records_replay_skips_that_record_only(
        home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    storage = Storage(home)
    play_sample_matches(storage, 9, SAMPLE_SETUPS[:3])
    storage.flush()
    storage.stats_keeper.close()
    home.statistics_cache.unlink()  # rebuilt: every record replayed again
    broken = storage.history_files()[0].name
    real = summarize

    def fails_once(record: dict[str, Any], base_dir: Path | None = None) -> dict[str, Any]:
        if record["gui"]["started"] == json.loads(
                (home.history / broken).read_text("utf-8"))["gui"]["started"]:
            raise ZeroDivisionError("a fault nobody foresaw")
        return real(record, base_dir)

    monkeypatch.setattr(stats_keeper, "summarize", fails_once)
    stats = Storage(home).statistics()
    assert stats.played == 2
    assert stats.skipped == [(broken, "ZeroDivisionError: a fault nobody foresaw")]


def test_a_skipped_match_counts_again_once_its_variant_file_is_back(home: Locations) -> None:
    storage = Storage(home)
    play_sample_matches(storage, 10, SAMPLE_SETUPS[:2])
    storage.flush()
    (first, _second) = storage.history_files()
    record = json.loads(first.read_text("utf-8"))
    variant = home.variants / "mine.yaml"
    record["variant"] = str(variant)
    first.write_text(json.dumps(record), "utf-8")
    stats = storage.statistics()
    assert stats.played == 1 and [name for name, _ in stats.skipped] == [first.name]
    variant.parent.mkdir(parents=True, exist_ok=True)
    variant.write_text(f"extends: {SAMPLE_SETUPS[0][0]}\nname: Mine\n", "utf-8")
    stats = storage.statistics()
    assert stats.played == 2 and stats.skipped == []


def test_the_older_versions_cache_gives_way_to_the_store(home: Locations) -> None:
    storage = Storage(home)
    play_sample_matches(storage, 11, SAMPLE_SETUPS[:1])
    storage.flush()
    storage.stats_keeper.close()
    home.statistics_cache.unlink()
    old = home.data / "statistics.json"
    old.write_text(json.dumps({"version": 3, "files": {}}), "utf-8")
    kept_aside = home.data / "statistics.json.corrupt-20250101-000000"
    kept_aside.write_text("{", "utf-8")
    assert Storage(home).statistics().played == 1
    assert not old.exists() and home.statistics_cache.exists()
    assert kept_aside.read_text("utf-8") == "{"  # what was kept aside stays kept


def test_opening_after_a_match_ends_reads_no_history_file(
        home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each file's size and time are looked at (a file rewritten in place is read again),
    but the match just ended was folded in as it was archived: no file is read."""
    storage = Storage(home)
    play_sample_matches(storage, 12, SAMPLE_SETUPS[:2])
    assert storage.statistics().played == 2  # the store now matches the history folder
    play_sample_matches(storage, 13, SAMPLE_SETUPS[2:3])  # folded in as it is archived
    storage.flush()
    no_reading(monkeypatch)
    stats = Storage(home).statistics()
    assert stats.played == 3 and stats.skipped == []
    assert "hard" in {row.levels for row in stats.rows()}  # the match just ended


# -- the store keeps its promise (issue 29): it never holds up the window, whatever holds it
# or whatever it holds; what it cannot use is detected, kept aside, rebuilt and said, never
# deleted; a thread that fails is said, never waited on for ever.


def counted_home(home: Locations, matches: int = 2) -> int:
    """A history of finished matches, counted in a store on disk; how many."""
    storage = Storage(home)
    play_sample_matches(storage, 4, SAMPLE_SETUPS[:matches])
    storage.flush()
    played = storage.statistics().played
    storage.stats_keeper.close()
    return played


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
            handle.write(b"{}" if number else b"{broken")  # a broken one is listed by name
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
    assert past.wait_for_rows(60)
    frames(app, 2)
    assert len(past.rows()) == played + count and all(row.isprintable() for row in past.rows())


def test_a_job_whose_reading_fails_is_said_never_reading_for_ever(
        app: App, home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
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
    assert len(aside(home.statistics_cache)) == 1  # kept, never deleted
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
    assert aside(home.statistics_cache)[0].read_bytes() == before


@pytest.mark.parametrize("change", [
    "UPDATE matches SET won = 2", "UPDATE matches SET hands = 'lots'",
    "UPDATE matches SET assisted = -1", "UPDATE events SET mine = -5",
    "UPDATE matches SET best_number = hands + 1",
    "CREATE TRIGGER more AFTER INSERT ON matches BEGIN UPDATE matches SET won = 1; END",
], ids=["won 2", "text in a number column", "assisted -1", "a negative count",
        "a best hand past the last", "a trigger of another program"])
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
