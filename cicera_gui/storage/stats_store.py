"""The statistics store: one row per history file in an SQLite database (``statistics.sqlite3``
in the data folder), summed up with SQL, so that opening Statistics costs the same with ten
matches or fifteen thousand.

Each history record is replayed once, when it is archived or when the store is rebuilt, and
kept as a row of numbers (won, hands, points, the best hand, each event point) beside its
summary (for the chart of the last match). The store is only derived data: a missing one, one
of another version or a damaged one is rebuilt from the history (a damaged one is renamed
aside first, never deleted). Its size is capped with SQLite's own page limit at what
:class:`StatsStore` accepts to read, so it can never outgrow what it reads back.
"""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import threading
from collections.abc import Iterable, Iterator
from contextlib import closing, contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cicera_gui.storage.files import move_aside

#: 2: each match's family and target kept, so each family is shown what it has (a store of
#: another version is built again from the history, which it only sums up: nothing is lost).
STORE_VERSION = 2
#: The store is never read, nor let grow, beyond this (about 300,000 matches).
MAX_STORE_BYTES = 256 * 1024 * 1024
PAGE_SIZE = 4096
MAX_PAGES = MAX_STORE_BYTES // PAGE_SIZE
#: Counted numbers read back from the store are at most this (a poisoned store is refused).
MAX_COUNT = 10**12

SCHEMA = """
CREATE TABLE files(
    name TEXT PRIMARY KEY NOT NULL,
    mtime_ns INTEGER NOT NULL,
    size INTEGER NOT NULL,
    why TEXT                       -- why the file is skipped; NULL when it is counted
);
CREATE TABLE matches(              -- narrow: summed up whole when Statistics opens
    name TEXT PRIMARY KEY NOT NULL,
    seq TEXT NOT NULL,             -- the order matches are shown in: started, written, name
    finished INTEGER NOT NULL,
    won INTEGER NOT NULL,
    assisted INTEGER NOT NULL,
    game TEXT NOT NULL,            -- the family
    variant_name TEXT NOT NULL,
    target INTEGER NOT NULL,       -- the variant's target, as chosen
    levels TEXT NOT NULL,
    hands INTEGER NOT NULL,
    mine INTEGER NOT NULL,         -- the player's side's points over every hand
    theirs REAL NOT NULL,          -- the opponents' points per side over every hand
    lower INTEGER NOT NULL,        -- a penalty game: the lowest hand is the best
    best INTEGER,                  -- the player's side's best hand, and its number from 1
    best_number INTEGER
);
CREATE INDEX matches_seq ON matches(finished, seq);
CREATE TABLE summaries(            -- read for the last match and the best hand only
    name TEXT PRIMARY KEY NOT NULL,
    summary TEXT NOT NULL
);
CREATE TABLE events(
    name TEXT NOT NULL,
    finished INTEGER NOT NULL,
    game TEXT NOT NULL,
    first TEXT NOT NULL,           -- where the event is first named: the match's seq, ordinal
    point TEXT NOT NULL,
    mine INTEGER NOT NULL,
    theirs REAL NOT NULL
);
CREATE INDEX events_name ON events(name);
CREATE INDEX events_point ON events(finished, game, point, first, mine, theirs);  -- summed
CREATE TABLE folder(               -- the history folder's time when last read whole
    time_ns INTEGER NOT NULL
);
"""


def busy(exc: BaseException) -> bool:
    """Whether ``exc`` says another connection holds the store (locked or busy)."""
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


def _schema_of(connection: sqlite3.Connection) -> dict[str, tuple[tuple[str, str, int], ...]]:
    """Each table's columns (name, type, not null), and each index's, by name; a trigger or
    a view (this program makes none) by its kind alone."""
    found: dict[str, tuple[tuple[str, str, int], ...]] = {}
    for kind, name in connection.execute(
            "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'").fetchall():
        if kind not in ("table", "index"):
            found[f"{kind} {name}"] = ()
            continue
        pragma = "table_info" if kind == "table" else "index_info"
        rows = connection.execute(f"PRAGMA {pragma}('{str(name).replace(chr(39), '')}')")
        found[str(name)] = tuple((str(row[1]) if kind == "table" else str(row[2]),
                                  str(row[2]) if kind == "table" else "",
                                  int(row[3]) if kind == "table" else 0) for row in rows)
    return found


def _older_store(version: Any, schema: dict[str, tuple[tuple[str, str, int], ...]]) -> bool:
    """Whether a store is one of this program's older versions (derived data: rebuilt over
    it): version 0 kept one table, ``cache(files TEXT)``; version 1, the tables of today
    without the family's columns."""
    if version == 0:
        return schema == {"cache": (("files", "TEXT", 0),)}
    return (isinstance(version, int) and 1 <= version < STORE_VERSION
            and {"files", "matches", "summaries"} <= set(schema))


_EXPECTED: list[dict[str, tuple[tuple[str, str, int], ...]]] = []


def _expected_schema() -> dict[str, tuple[tuple[str, str, int], ...]]:
    """The tables and indexes this program makes, column by column (made once, in memory)."""
    if not _EXPECTED:
        with closing(sqlite3.connect(":memory:")) as connection:
            connection.executescript(SCHEMA)
            _EXPECTED.append(_schema_of(connection))
    return _EXPECTED[0]


class StoreDamaged(Exception):
    """The store is not what this program writes (a damaged or foreign file)."""


@dataclass(frozen=True)
class Stamp:
    """What a history file was when it was summed up: a changed file is read again."""

    mtime_ns: int
    size: int


def order_key(summary: dict[str, Any], stamp: Stamp, name: str) -> str:
    """Matches in the order they were started, then written, then by name."""
    return f"{summary['started']}\x00{stamp.mtime_ns:020d}\x00{name}"


#: How long one statement waits for another program that holds the store: the keeper tries
#: again on its own thread (saying that it waits), the archive's fold gives up.
BUSY_SECONDS = 0.5


def _connect(path: Path | None) -> sqlite3.Connection:
    connection = sqlite3.connect(":memory:" if path is None else str(path),
                                 timeout=BUSY_SECONDS, isolation_level=None,
                                 check_same_thread=False)
    if path is not None:  # on disk: never larger than what StatsStore reads back
        limit(connection)
    return connection


def limit(connection: sqlite3.Connection) -> None:
    """The store may grow to :data:`MAX_STORE_BYTES`, whatever its page size."""
    (page_size,) = connection.execute("PRAGMA page_size").fetchone()
    pages = min(MAX_PAGES, MAX_STORE_BYTES // max(512, int(page_size)))
    connection.execute(f"PRAGMA max_page_count = {pages}")


def _usable_file(path: Path) -> str | None:
    """Why the file at ``path`` cannot be the store; None when it can (or is missing)."""
    try:
        info = path.lstat()
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(info.st_mode):
        return "not a regular file"
    if info.st_nlink > 1:  # a second name of a file elsewhere: SQLite would write into it
        return "a link to another file"
    if info.st_size > MAX_STORE_BYTES:
        return f"larger than {MAX_STORE_BYTES // (1024 * 1024)} MB"
    return None


class StatsStore:
    """The store at ``path`` (in memory when ``path`` is None: a copy of the program that may
    write nothing rebuilds its statistics there). ``damaged`` says why a store found was put
    aside, and where, for the player to be told once."""

    def __init__(self, path: Path | None, *, read_only: bool = False) -> None:
        self.path = path
        self.read_only = read_only
        self.damaged: tuple[str, Path | None] | None = None
        self.lock = threading.RLock()  # one connection, shared by the program's threads
        self.connection = self._open()

    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            return self._fresh(None)
        why = _usable_file(self.path)
        if why is None and self.path.exists():
            try:
                connection = self._existing(self.path)
            except sqlite3.OperationalError as exc:
                if busy(exc):  # another program holds it: the keeper waits, and says so
                    raise
                return self._fresh(None)  # not readable: counted in memory
            except (sqlite3.Error, StoreDamaged) as exc:
                why = str(exc) or type(exc).__name__
            else:
                if connection is not None:
                    return connection
                if not self.read_only:  # this program's older store: derived data only
                    with suppress(OSError):
                        self.path.unlink()
                    return self._fresh(self.path)
        if why is not None and not self.read_only:  # a copy that may write nothing says nothing
            self.damaged = (why, move_aside(self.path))
        if self.read_only:
            return self._fresh(None)
        try:
            return self._fresh(self.path)
        except sqlite3.Error:  # a folder that cannot be written: counted in memory
            return self._fresh(None)

    def _existing(self, path: Path) -> sqlite3.Connection | None:
        """The store at ``path`` when it is this version's; None for an older version of
        this program's store (rebuilt: it is derived data). StoreDamaged for anything else:
        a store whose tables are not exactly this program's (a column missing), a newer
        version's, or another program's SQLite file, which is kept aside, never deleted."""
        if self.read_only:
            connection = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True,
                                         timeout=BUSY_SECONDS, isolation_level=None,
                                         check_same_thread=False)
        else:
            connection = _connect(path)
        try:
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            schema = _schema_of(connection)
        except sqlite3.Error:
            connection.close()
            raise
        if version != STORE_VERSION:
            connection.close()
            if not _older_store(version, schema):
                raise StoreDamaged("not a statistics store of this program")
            if self.read_only:
                return self._fresh(None)
            return None
        if schema != _expected_schema():
            connection.close()
            raise StoreDamaged("not a statistics store of this program")
        return connection

    @staticmethod
    def _fresh(path: Path | None) -> sqlite3.Connection:
        connection = _connect(path)
        try:
            connection.execute(f"PRAGMA page_size = {PAGE_SIZE}")
            connection.executescript(
                "BEGIN;" + SCHEMA + f"PRAGMA user_version = {STORE_VERSION}; COMMIT;")
            if path is not None:
                limit(connection)
        except sqlite3.Error:
            connection.close()
            raise
        return connection

    def close(self) -> None:
        self.connection.close()

    def reset_damaged(self) -> None:
        """Put a store found damaged while reading aside and start an empty one."""
        with self.lock:
            self.connection.close()
            if self.path is None or self.read_only:
                self.connection = self._fresh(None)
                return
            kept = move_aside(self.path)
            self.damaged = ("not a statistics store of this program", kept)
            try:
                self.connection = self._fresh(self.path if kept is not None else None)
            except sqlite3.Error:
                self.connection = self._fresh(None)

    # -- what is in it -------------------------------------------------------------------------

    def stamps(self) -> dict[str, Stamp]:
        rows = self.query("SELECT name, mtime_ns, size FROM files")
        found: dict[str, Stamp] = {}
        for name, mtime_ns, size in rows:
            if not (isinstance(name, str) and _count(mtime_ns, 2**63, -2)
                    and _count(size, 2**63, -2)):
                raise StoreDamaged("not a statistics store of this program")
            found[name] = Stamp(mtime_ns, size)
        return found

    def write(self, changes: Iterable[tuple[str, Stamp | None, dict[str, Any] | str | None]]
              ) -> None:
        """Each change in one transaction: a file's summary, or why it was skipped, or (stamp
        None) the file gone from the history."""
        with self.lock:
            self._writable()
            self._write(changes)

    def _writable(self) -> None:
        """A copy of the program that may write nothing counts on in memory, from a copy of
        the store on disk."""
        if self.read_only and self.connection.execute("PRAGMA database_list").fetchone()[2]:
            memory = _connect(None)
            self.connection.backup(memory)
            self.connection.close()
            self.connection = memory

    def _write(self, changes: Iterable[tuple[str, Stamp | None, dict[str, Any] | str | None]]
               ) -> None:
        with _transaction(self.connection):
            for name, stamp, found in changes:
                self._forget(name)
                if stamp is None or found is None:
                    continue
                why = found if isinstance(found, str) else None
                self.connection.execute("INSERT INTO files VALUES (?, ?, ?, ?)",
                                        (name, stamp.mtime_ns, stamp.size, why))
                if isinstance(found, dict):
                    self._insert(name, stamp, found)

    def _forget(self, name: str) -> None:
        for table in ("files", "matches", "summaries", "events"):
            self.connection.execute(f"DELETE FROM {table} WHERE name = ?", (name,))

    def _insert(self, name: str, stamp: Stamp, summary: dict[str, Any]) -> None:
        hands: list[list[int]] = summary["hands"]
        lower = bool(summary["lower_is_better"])
        best: int | None = None
        best_number: int | None = None
        for number, hand in enumerate(hands, start=1):
            if best is None or (hand[0] < best if lower else hand[0] > best):
                best, best_number = hand[0], number
        theirs = sum(sum(h[1:]) / max(1, len(h) - 1) for h in hands)
        levels = "+".join(sorted(set(summary["levels"])))
        seq = order_key(summary, stamp, name)
        finished = bool(summary["finished"])
        self.connection.execute(
            "INSERT INTO matches VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (name, seq, finished, bool(summary["won"]), bool(summary["assisted"]), summary["game"],
             summary["variant_name"], summary["target"], levels, len(hands),
             sum(h[0] for h in hands), theirs, lower, best, best_number))
        self.connection.execute(
            "INSERT INTO summaries VALUES (?, ?)",
            (name, json.dumps(summary, ensure_ascii=False, separators=(",", ":"))))
        for ordinal, (point, per_side) in enumerate(summary["events"].items()):
            mine = per_side[0] if per_side else 0
            others = sum(per_side[1:]) / max(1, len(per_side) - 1)
            self.connection.execute("INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, ?)",
                                    (name, finished, summary["game"],
                                     f"{seq}\x01{ordinal:06d}", point, mine, others))

    # -- the history folder's time ----------------------------------------------------------

    def folder_time(self) -> int | None:
        """The history folder's time when the store last matched it whole (None: unknown)."""
        rows = self.query("SELECT time_ns FROM folder")
        return rows[0][0] if len(rows) == 1 and _count(rows[0][0], 2**63) else None

    def set_folder_time(self, time_ns: int | None, *, if_was: int | None = None,
                        only_if: bool = False) -> None:
        """Record the folder's time (``only_if``: only when it was ``if_was``)."""
        with self.lock:
            self._writable()
            with _transaction(self.connection):
                if only_if and (if_was is None or self.folder_time() != if_was):
                    return
                self.connection.execute("DELETE FROM folder")
                if time_ns is not None:
                    self.connection.execute("INSERT INTO folder VALUES (?)", (time_ns,))

    def query(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        with self.lock:
            return self.connection.execute(sql, params).fetchall()


def _count(value: Any, high: int = MAX_COUNT, low: int = 0) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _in_transaction(connection: sqlite3.Connection) -> bool:
    """Whether a transaction is open now (read through a call: what the store did since
    the last look may have ended it)."""
    return connection.in_transaction


@contextmanager
def _transaction(connection: sqlite3.Connection) -> Iterator[None]:
    if connection.in_transaction:
        yield
        return
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        if _in_transaction(connection):  # SQLite rolls back itself when the store is full
            connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


#: The stamp of a history file whose name is not valid UTF-8 (copied from an old system or an
#: archive): listed under its name with the bad bytes escaped, skipped and said, never read.
BAD_NAME = Stamp(-2, -2)
NAME_NOT_UTF8 = "its name is not valid UTF-8 (rename it to count it)"


def shown_name(name: str) -> str:
    """A file name as text that can be stored and drawn: bytes that are not UTF-8 (kept by
    the file system as surrogates) escaped as ``\\xff``."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    return name


def history_stamps(history: Path) -> dict[str, Stamp]:
    """Every history record's stamp, by file name (without reading any); a name that is not
    UTF-8 by its escaped form, with :data:`BAD_NAME`."""
    found: dict[str, Stamp] = {}
    try:
        entries = os.scandir(history)
    except OSError:
        return found
    with closing(entries):
        for entry in entries:
            if not entry.name.endswith(".json"):
                continue
            if shown_name(entry.name) != entry.name:
                found[shown_name(entry.name)] = BAD_NAME
                continue
            try:
                info = entry.stat(follow_symlinks=True)
            except OSError:
                found[entry.name] = Stamp(-1, -1)  # cannot even be looked at: read, and said
                continue
            found[entry.name] = Stamp(info.st_mtime_ns, info.st_size)
    return found
