"""Keeping the statistics store up to date with the history.

A finished match is folded in as it is archived (:meth:`StatisticsKeeper.fold`, on the
thread that writes it). Opening Statistics compares the history's file names, sizes and
times with the store's (no file is read); what changed is read and replayed: at once when it
is a few files, else on a thread of its own (:class:`StatisticsJob`) while the scene shows
its progress. A history file that cannot be read or replayed is skipped, counted and said,
never a reason to stop; one that is not JSON is renamed aside.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cicera_gui.storage.files import Unreadable, folder_time, move_aside, read_json
from cicera_gui.storage.statistics import _well_formed, summarize
from cicera_gui.storage.stats_store import (
    BAD_NAME,
    NAME_NOT_UTF8,
    Stamp,
    StatsStore,
    StoreDamaged,
    busy,
    history_stamps,
)
from cicera_gui.storage.stats_view import StoredStatistics
from engine.bounds import one_line
from engine.errors import EngineError

#: How long a reading of the statistics waits for another program that holds the store
#: (a database browser, a backup tool) before it counts in memory this time.
PATIENCE = 30.0
#: History files summed up per transaction while rebuilding.
BATCH = 100
#: What older versions kept the summaries in (up to 17 MB with years of history): derived
#: data only, removed once the store takes its place.
OLD_CACHE = "statistics.json"


def summarize_file(path: Path, aside: Callable[[Path], Path | None] = move_aside
                   ) -> dict[str, Any] | str:
    """The file's summary, or why it was skipped (a damaged file is also moved aside)."""
    try:
        record = read_json(path)
        if not isinstance(record, dict):
            raise Unreadable("not a game record")
    except Unreadable as exc:
        kept = aside(path)
        where = f"; kept as {kept.name}" if kept is not None else ""
        return one_line(f"{exc}{where}")
    return summarize_record(record, path.parent)


def summarize_record(record: dict[str, Any], base_dir: Path) -> dict[str, Any] | str:
    """The record's summary, or why it cannot be counted: any failure of its replay."""
    try:
        summary = summarize(record, base_dir)
    except EngineError as exc:
        return one_line(str(exc) or type(exc).__name__)
    except Exception as exc:  # any failure of one file's replay skips that file, never more
        return one_line(f"{type(exc).__name__}: {exc}")
    if not _well_formed(summary):
        return "not a match this program can count"
    return summary


class StatisticsJob:
    """The history being summed up into the store, on a thread of its own (never on the
    window's: the store can wait on the disk or on another program); ``done`` of ``total``
    so far, ``waiting`` while another program holds the store. ``result`` is set once
    finished (``finished``), ``failed`` saying why when the reading itself failed (then the
    result is empty): a job never leaves its screen waiting for ever."""

    def __init__(self, total: int = 0) -> None:
        self.total = total
        self.done = 0
        self.waiting = False
        self.failed: str | None = None
        self.result: StoredStatistics | None = None
        self.thread: threading.Thread | None = None

    @property
    def finished(self) -> bool:
        return self.result is not None

    def wait(self, timeout: float | None = None) -> StoredStatistics | None:
        if self.thread is not None:
            self.thread.join(timeout)
        return self.result


class StatisticsKeeper:
    """The store of ``history``'s statistics at ``path`` (read only when ``read_only``: such a
    copy of the program counts what changed in memory and writes nothing)."""

    def __init__(self, history: Path, path: Path, *, read_only: bool = False) -> None:
        self.history = history
        self.path = path
        self.read_only = read_only
        self.lock = threading.RLock()  # the store: held while it is used
        self._jobs = threading.Lock()  # the job: never held while the store is used
        self._store: StatsStore | None = None
        self._job: StatisticsJob | None = None

    def _aside(self, path: Path) -> Path | None:
        return None if self.read_only else move_aside(path)

    @property
    def store(self) -> StatsStore:
        with self.lock:
            if self._store is None:
                if not self.read_only:
                    forget_old_cache(self.path.with_name(OLD_CACHE))
                try:
                    self._store = StatsStore(self.path, read_only=self.read_only)
                except (OSError, sqlite3.Error) as exc:  # a data folder it cannot use
                    if busy(exc):  # held by another program: waited for, by the caller
                        raise
                    self._store = StatsStore(None)  # counted in memory
            return self._store

    def close(self) -> None:
        with self.lock:
            if self._store is not None:
                self._store.close()
                self._store = None

    # -- folding one match in ---------------------------------------------------------------

    def fold(self, target: Path, text: str, before: int | None = None) -> None:
        """The finished match just written to ``target`` (as ``text``) counted in the store;
        ``before``, the history folder's time just before it was written: when the store
        matched the folder then, it matches it now. Never raises: the next Statistics reads
        what could not be folded."""
        try:
            stamp = history_stamps_of(target)
            record = json.loads(text)
            found = (summarize_record(record, target.parent) if isinstance(record, dict)
                     else "not a game record")
            with self.lock:
                store = self.store
                store.write([(target.name, stamp, found)])
                store.set_folder_time(folder_time(target.parent), if_was=before, only_if=True)
        except (OSError, ValueError, RecursionError, sqlite3.Error, StoreDamaged):
            return

    # -- opening Statistics -------------------------------------------------------------------

    def _changes(self) -> tuple[list[str], list[tuple[str, Stamp]], int | None]:
        """The files gone from the history, and those new or changed since last counted (or
        skipped then: a variant file put back makes its matches count again); and the
        history folder's time before they were looked at. Every file's size and time is
        looked at (none is read): a file rewritten in place leaves the folder's time as it
        was, and is read again all the same."""
        store = self.store
        now = folder_time(self.history)
        skipped = {name for name, _why in store.query(
            "SELECT name, why FROM files WHERE why IS NOT NULL")}
        known = store.stamps()
        present = history_stamps(self.history)
        gone = [name for name in known if name not in present]
        todo = [(name, stamp) for name, stamp in sorted(present.items())
                if known.get(name) != stamp or name in skipped]  # skipped: tried again
        return gone, todo, now

    def statistics(self) -> StoredStatistics:
        """Every change read now, and the statistics (waiting for the job)."""
        result = self.start().wait()
        assert result is not None
        return result

    def start(self, before: Callable[[], None] | None = None) -> StatisticsJob:
        """The job reading what changed in the history into the store (the one still
        running, if any), on a thread of its own: nothing here waits on the store. ``before``
        runs first on that thread (the last writes finished)."""
        with self._jobs:
            if self._job is not None and not self._job.finished:
                return self._job
            job = self._job = StatisticsJob()
            job.thread = threading.Thread(target=self._work, args=(job, before),
                                          name="cicera-statistics", daemon=True)
            job.thread.start()
            return job

    def _work(self, job: StatisticsJob, before: Callable[[], None] | None) -> None:
        """The job's thread: whatever fails is said in ``job.failed``, never a job left
        unfinished (the screen would say "reading" for ever)."""
        try:
            if before is not None:
                before()
            self._patiently(job, lambda: self._run(job, *self._guarded(self._changes)),
                            fallback=self._in_memory)
        except Exception as exc:  # any failure: said, and nothing counted this time
            job.failed = one_line(f"{type(exc).__name__}: {exc}")
            job.result = StoredStatistics(StatsStore(None))
        finally:
            job.waiting = False
            if job.result is None:  # never a job that says "reading" for ever
                job.failed = job.failed or "the reading stopped"
                job.result = StoredStatistics(StatsStore(None))

    def _patiently(self, job: StatisticsJob, work: Callable[[], Any],
                   fallback: Callable[[], None]) -> Any:
        """``work`` again and again while another program holds the store (``job.waiting``
        said meanwhile), at most :data:`PATIENCE` seconds; then ``fallback`` (counting in
        memory) and ``work`` once more."""
        deadline = time.monotonic() + PATIENCE
        while True:
            try:
                result = work()
            except sqlite3.OperationalError as exc:
                if not busy(exc):
                    raise
                if time.monotonic() > deadline:
                    fallback()
                    job.waiting = False
                    return work()
                job.waiting = True
                time.sleep(0.1)
                continue
            job.waiting = False
            return result

    def _in_memory(self) -> None:
        """Count in memory this time (the store cannot be used now)."""
        with self.lock:
            self.close()
            self._store = StatsStore(None)

    def _guarded(self, work: Callable[[], Any]) -> Any:
        """``work`` on the store; a store found damaged is put aside and work done again on
        a new one."""
        with self.lock:
            try:
                return work()
            except (sqlite3.Error, StoreDamaged) as exc:
                if not damaged(exc):
                    raise
                self.store.reset_damaged()
                return work()

    def _run(self, job: StatisticsJob, gone: list[str], todo: list[tuple[str, Stamp]],
             now: int | None, again: bool = False) -> None:
        if job.total != len(todo):
            job.done, job.total = 0, len(todo)
        try:
            with self.lock:
                self.store.write((name, None, None) for name in gone)
            for start in range(0, len(todo), BATCH):
                batch = todo[start:start + BATCH]
                found = [(name, stamp, NAME_NOT_UTF8 if stamp == BAD_NAME
                          else summarize_file(self.history / name, self._aside))
                         for name, stamp in batch]
                with self.lock:
                    self.store.write(found)
                job.done += len(batch)
            if gone or todo or self.store.folder_time() != now:
                self.store.set_folder_time(now)  # the store matches the folder as it was
            with self.lock:
                job.result = StoredStatistics.read(self.store)
        except (sqlite3.Error, StoreDamaged) as exc:
            if busy(exc):  # another program holds the store: the caller waits and retries
                raise
            if again:  # twice: nothing counted rather than a screen that waits for ever
                job.result = StoredStatistics(StatsStore(None))
                return
            # damaged (while written, or found so when read): put aside and read all again
            with self.lock:
                if damaged(exc):
                    self.store.reset_damaged()
                else:  # a full disk, a folder that cannot be written: counted in memory
                    self.close()
                    self._store = StatsStore(None)
                gone, todo, now = self._changes()
            job.done, job.total = 0, len(todo)
            self._run(job, gone, todo, now, again=True)


def damaged(exc: BaseException) -> bool:
    """Whether ``exc`` says the store's file is damaged (not full, locked or unwritable)."""
    return isinstance(exc, StoreDamaged) or (isinstance(exc, sqlite3.DatabaseError)
                                             and not isinstance(exc, sqlite3.OperationalError))


def forget_old_cache(path: Path) -> None:
    """The older versions' cache of summaries removed (a regular file only: anything else
    there is not the program's, and left alone)."""
    try:
        if path.is_file() and not path.is_symlink():
            path.unlink()
    except OSError:
        pass


def history_stamps_of(path: Path) -> Stamp:
    info = path.stat()
    return Stamp(info.st_mtime_ns, info.st_size)
