"""Keeping the player's things safe: settings, the match in progress, the history of
finished matches, statistics and user variants. See :mod:`.locations` for where.

Layout (``<config>``, ``<data>`` and ``<cache>`` from :class:`Locations`)::

    <config>/settings.json          settings, {"version": 1, ...}
    <data>/current-match.json       the match in progress: a game record (RECORDS.md)
                                    with the program's data under "gui"
    <data>/history/*.json           one record per finished match
    <data>/statistics.sqlite3       the history summed up, in SQLite (rebuilt at will)
    <data>/variants/*.yaml          the player's own variants
    <data>/cicera.lock              held while a copy of the program runs (:mod:`.lock`)
    <cache>/art/*.rgba              art drawn once, for the next start (:mod:`cicera_gui.art.kept`)

Every write is atomic; a damaged file is renamed aside (``*.corrupt-<time>``), never
deleted, and the player is told once. Every file is read through :mod:`engine.safe_io`
(regular files only, size and nesting bounded).
"""

from __future__ import annotations

import contextlib
import copy
import errno
import os
import stat
import sys
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cicera_gui.play.families import playable, plugin_ids
from cicera_gui.storage.files import (
    BackgroundWriter,
    Notice,
    Unreadable,
    copy_aside,
    json_text,
    list_folder,
    move_aside,
    read_json,
    remove_stale_temporaries,
    write_json,
)
from cicera_gui.storage.locations import Locations
from cicera_gui.storage.lock import DataLock, NoLock, OtherCopy
from cicera_gui.storage.matches import (
    MatchInfo,
    check_record,
    history_name,
    load_match_file,
    match_record,
    restore_match,
)
from cicera_gui.storage.seats import KeptSeat, forget_seat, keep_seat, kept_seats
from cicera_gui.storage.settings import Settings
from cicera_gui.storage.settings_file import load_settings, settings_to_json
from cicera_gui.storage.statistics import Statistics
from cicera_gui.storage.stats_keeper import StatisticsJob, StatisticsKeeper
from cicera_gui.storage.stats_view import StoredStatistics
from cicera_gui.storage.variants import (
    CHOSEN_FOLDER,
    UserVariants,
    VariantFiles,
    derived_variant_text,
    scan_variants,
)
from cicera_gui.words.i18n import N_
from cicera_gui.words.problems import problem_text
from engine import safe_io
from engine.bounds import MAX_JSON_BYTES, MAX_VARIANT_BYTES, one_line
from engine.errors import Problem, RecordError
from engine.files import write_text_atomic
from engine.game import RuleSet
from engine.variants.loader import is_shipped

if TYPE_CHECKING:  # a match is read when there is one, not at the start
    from cicera_gui.play.match import MatchController

__all__ = ["Imported", "Locations", "Notice", "Statistics", "StatisticsJob", "Storage",
           "StoredStatistics", "UserVariants"]

#: How often a finished match that could not be moved into the history is tried again.
RETRY_SECONDS = 10.0


@dataclass
class Imported:
    """A record read from a file the player named: its replayed game, and where it was put
    in the history (None for a match still in progress)."""

    record: dict[str, Any]
    game: Any
    saved_as: Path | None
    already_there: bool = False


@dataclass
class _Followed:
    """A past match whose analyses are written back into its history file: the file's bytes
    as read (or as last written back), so that a file changed meanwhile is never overwritten."""

    controller: MatchController
    info: MatchInfo
    written: int  # the analyses its file holds
    base: bytes | None


def _written_back(path: Path, record: dict[str, Any], followed: _Followed) -> str:
    """The text of a past match written back into ``path`` (on the writer's thread, just
    before the write): OSError when the file is no longer as it was read, or read-only."""
    try:
        now: bytes | None = safe_io.read_bytes(path, MAX_JSON_BYTES)
    except safe_io.ReadError:
        now = None
    if followed.base is None or now != followed.base:
        raise OSError(errno.ESTALE, "it was changed on disk since it was opened; the analysis "
                                    "is kept for this session only")
    if not path.stat().st_mode & stat.S_IWUSR:
        raise OSError(errno.EROFS, "the file is read-only; the analysis is kept for this "
                                   "session only")
    text = json_text(record)
    followed.base = text.encode("utf-8")
    return text


#: A saved match that does not replay: why (a sentence) and where the file was kept.
SEAT_NOT_KEPT = N_("Your seat at the table with friends could not be kept for a restart: "
                   "{why}")
SEATS_UNREADABLE = N_("The seats kept at tables with friends could not be read: {why}")
NOT_CONTINUED = N_("The saved match could not be continued: {why} The file was kept as "
                   "{file}.")


def unreadable_record(exc: Unreadable) -> RecordError:
    """A record file that could not be read, as the record problem the player is told of
    (with the system's own words when the system refused it)."""
    return RecordError(str(exc), Problem.UNREADABLE, {"reason": exc.reason} if exc.reason else {})


def last_record(files: list[Path]) -> dict[str, Any] | None:
    """The newest of the history's ``files`` that reads as a record (None: none does). A long
    match takes seconds to read: the window runs this off its thread."""
    for path in reversed(files):
        try:
            return load_match_file(path)
        except RecordError:
            continue
    return None


class Storage:
    """The program's files. Scenes never write files themselves: they ask this."""

    def __init__(self, locations: Locations | None = None, *, read_only: bool = False) -> None:
        self.locations = locations or Locations.default()
        #: Nothing is written, renamed or removed (another copy of the program is open).
        self.read_only = read_only
        #: The copy of the program that holds the lock, when this one opened read-only.
        self.other_copy: OtherCopy | None = None
        self.lock: DataLock | None = None
        self.notices: list[Notice] = []
        self._seat_mark: tuple[object, ...] | None = None
        self._saved_settings: dict[str, Any] | None = None
        #: The settings as last looked at (a copy): a frame that changed none costs one
        #: comparison, not a conversion to the file's form.
        self._looked_at: Settings | None = None
        self._match: MatchController | None = None
        self._info: MatchInfo | None = None
        self._mark: tuple[object, ...] | None = None
        #: Matches left for another (into the history) while a par of theirs was being
        #: worked out: their history file written again once it comes in
        self._finishing: dict[MatchController, MatchInfo] = {}
        #: Finished matches of the history opened again (Past matches), by file, with how
        #: many analyses their file holds: the analyses made since are written back.
        self._past: dict[Path, _Followed] = {}
        self._failed_writes: set[str] = set()
        self._told_folders: set[str] = set()  # folders that cannot be read, told once
        self._last_retry = 0.0
        self.writer = BackgroundWriter()  # autosaves: written off the frame, in order
        #: The player's variant files as parsed, kept while each file stays the same.
        self.variant_files = VariantFiles()
        self.stats_keeper = StatisticsKeeper(self.locations.history,
                                             self.locations.statistics_cache,
                                             read_only=read_only)
        self.writer.archived = self.stats_keeper.fold  # each match counted as it is archived
        if not read_only:
            for folder in (self.locations.config, self.locations.data, self.locations.history):
                remove_stale_temporaries(folder)

    @classmethod
    def open(cls, locations: Locations | None = None) -> Storage:
        """The player's files as the program opens them: locked for this copy while it runs
        (:mod:`.lock`), or read-only, with :attr:`other_copy` set, when another copy of the
        program holds them."""
        locations = locations or Locations.default()
        found = DataLock.acquire(locations.data)
        if isinstance(found, OtherCopy):
            storage = cls(locations, read_only=True)
            storage.other_copy = found
            return storage
        if isinstance(found, NoLock):  # no copy may write: this one says why
            storage = cls(locations, read_only=True)
            storage.notices.append(
                Notice(N_("The data folder {folder} cannot be used ({why}): nothing is saved "
                          "while Cicera runs."), {"folder": str(found.folder), "why": found.why})
                if found.file is None else
                Notice(N_("The lock file {file} cannot be used ({why}): to keep your files "
                          "safe, nothing is saved while Cicera runs. Delete the file to play "
                          "as usual."),
                       {"file": str(found.file), "why": found.why}))
            return storage
        storage = cls(locations)
        storage.lock = found
        if found.kept_aside is not None:
            storage.notices.append(Notice(
                N_("{file} was not a regular file (a link, for example); it was kept as "
                   "{kept} and a new one was made."),
                {"file": str(found.path), "kept": str(found.kept_aside)}))
        return storage

    def _move_aside(self, path: Path) -> Path | None:
        """A damaged file renamed aside (left where it is when read-only)."""
        return None if self.read_only else move_aside(path)

    # -- notices ---------------------------------------------------------------------------

    def take_notices(self) -> list[Notice]:
        """The notices not yet shown; each is handed out once."""
        notices, self.notices = self.notices, []
        return notices

    def _write(self, path: Path, data: Any) -> None:
        """Queue an autosave; a failure is reported by :meth:`_collect_failures`."""
        if not self.read_only:  # serialised on the writer's thread, off the frame
            self.writer.write(path, partial(json_text, data))

    def _archive_text(self, target: Path, record: dict[str, Any]) -> None:
        """The saved match into the history as ``target``, then (only then) removed."""
        if not self.read_only:
            self.writer.archive(target, partial(json_text, record),
                                self.locations.current_match)

    def retry_failed_archives(self) -> None:
        """A finished match that could not be moved into the history (a full disk): try
        again. Called every few seconds while one waits, and when the program stops."""
        self._last_retry = time.monotonic()
        if self.writer.unarchived:
            self._failed_writes.clear()  # a failure again is told again
            self.writer.retry_archives()

    def _collect_failures(self) -> None:
        for path, exc in self.writer.take_failures():
            if path.name not in self._failed_writes:  # tell once, not on every play
                self._failed_writes.add(path.name)
                self.notices.append(Notice(N_("Could not save {file}: {why}"),
                                           {"file": str(path), "why": exc.strerror or str(exc)}))

    def flush(self) -> None:
        """Wait until every autosave is written (at exit, and in tests)."""
        self.writer.flush()
        self._collect_failures()

    def close(self, settings: Settings, controller: MatchController | None) -> None:
        """The program stops: save what changed and wait for the writes, then close the
        statistics store and let go of the files' lock (whatever the writes did)."""
        try:
            self.keep(settings, controller)
            self.flush()
            if self.writer.unarchived:
                self.retry_failed_archives()
                self.flush()
        except Exception as exc:  # shutdown never raises: said on the way out, and the
            print(one_line(f"cicera: the last change could not be saved: {exc}"),  # rest done
                  file=sys.stderr)
        finally:
            with contextlib.suppress(Exception):
                self.stats_keeper.close()
            if self.lock is not None:
                self.lock.release()

    # -- settings --------------------------------------------------------------------------

    def load_settings(self) -> Settings:
        """The player's settings; repaired ones (a value not valid, back to its default)
        are written back with the next :meth:`keep_settings`."""
        settings, repaired = load_settings(self.locations.settings_file, self.notices,
                                           read_only=self.read_only)
        self._saved_settings = None if repaired else settings_to_json(settings)
        return settings

    def keep_settings(self, settings: Settings) -> None:
        """Save the settings if they changed since the last save."""
        if settings == self._looked_at:
            return
        data = settings_to_json(settings)
        if data != self._saved_settings:
            self._write(self.locations.settings_file, data)
            self._saved_settings = data
        self._looked_at = copy.deepcopy(settings)

    # -- the match in progress ---------------------------------------------------------------

    def restore_match(self) -> MatchController | None:
        """The match saved when the program last stopped, ready to continue; None if there
        is none. A save that does not replay is renamed aside and the player told."""
        path = self.locations.current_match
        try:
            record = read_json(path)
            if record is None:
                return None
            if not isinstance(record, dict):
                raise Unreadable("not a game record")
            controller, info = restore_match(record, path.parent)
        except (Unreadable, RecordError) as exc:  # a replay fails with RecordError only
            kept = self._move_aside(path)
            problem = exc if isinstance(exc, RecordError) else unreadable_record(exc)
            self.notices.append(Notice(NOT_CONTINUED, {"why": problem_text(problem, path.name),
                                                       "file": str(kept or path)}))
            return None
        repaired = self._told_gui_problem(path, info)
        if controller.game.is_terminal():  # finished, but not yet moved into the history
            self._archive(match_record(controller, info), info)
            self.flush()
            controller.close()
            return None
        # a save whose own part was repaired is written again at once, as it is now read
        self.adopt(controller, info, saved=not repaired)
        return controller

    def _told_gui_problem(self, path: Path, info: MatchInfo) -> bool:
        """Part of the file's own data (``gui``) was not what this program writes: the match
        goes on without it, a copy of the file as it was kept beside it, the player told
        (True); False when all of it was read."""
        if info.problem is None:
            return False
        kept = None if self.read_only else copy_aside(path)
        self.notices.append(Notice(
            N_("Part of {file} could not be read ({why}): the match goes on without it. The "
               "file as it was is kept as {kept}."),
            {"file": str(path), "why": info.problem, "kept": str(kept or path)}))
        info.problem = None  # told once
        return True

    def adopt(self, controller: MatchController, info: MatchInfo | None = None, *,
              saved: bool = False) -> None:
        """Make ``controller`` the match that autosave follows (``saved``: as it is on disk).

        A match left unfinished for another (New game) is kept in the history as it was, so
        it can still be exported or continued; statistics count finished matches only."""
        old, old_info = self._match, self._info
        if (old is not None and old is not controller and old_info is not None
                and not old.game.is_terminal() and old.played_any):
            record = match_record(old, old_info)  # the saved match moves into the history
            self._archive_text(self.locations.history / history_name(record, old_info), record)
        if (old is not None and old is not controller and old_info is not None
                and old.pars_pending and (old.game.is_terminal() or old.played_any)):
            self._finishing[old] = old_info  # its last pars still go into its history file
        self._match = controller
        self._info = info or MatchInfo.of(controller)
        self._mark = self._progress(controller) if saved else None

    @staticmethod
    def _progress(controller: MatchController) -> tuple[object, ...]:
        return (*controller.progress(), controller.assisted, len(controller.calls),
                len(controller.analyses), len(controller.pars))

    def keep_seat_of(self, match: Any) -> None:
        """A table with friends: its seat kept while its match goes on (the menu offers it
        after a restart), forgotten once the match is over."""
        if self.read_only or not getattr(match, "line", ""):
            return
        token = match.token
        mark = (match.line, token, match.game.is_terminal())
        if mark == self._seat_mark or token is None:
            return
        self._seat_mark = mark
        try:
            if match.game.is_terminal():
                forget_seat(self.locations.seats, match.line)
                self._into_history(match)
            else:
                keep_seat(self.locations.seats, KeptSeat(
                    match.line, token, match.hosted, match.game.rules.id, match.game.players))
        except (OSError, ValueError) as problem:
            self.notices.append(Notice(SEAT_NOT_KEPT, {"why": str(problem)}))

    def _into_history(self, match: Any) -> None:
        """A match played at a table with friends, over: into the history, marked as played
        with friends from this player's seat, when every hand of it was seen from its deal
        (its record is then the table's own: it replays, it is analysed, it counts)."""
        hands = len(match.game.hand_log())
        if not all(match.hand_known(hand) for hand in range(1, hands + 1)):
            return
        info = MatchInfo.of(match)
        record = match_record(match, info)
        self.writer.write(self.locations.history / history_name(record, info),
                          partial(json_text, record))

    def kept_seats(self) -> list[KeptSeat]:
        """The seats held at tables with friends (a file that cannot be read set aside,
        said once)."""
        if self.read_only or not self.locations.seats.exists():  # none kept, or a data
            return []  # folder that cannot be used (said already)
        seats, problem = kept_seats(self.locations.seats)
        if problem is not None:
            self.notices.append(Notice(SEATS_UNREADABLE, {"why": problem}))
        return seats

    def forget_seat(self, line: str) -> None:
        with contextlib.suppress(OSError, ValueError):
            forget_seat(self.locations.seats, line)

    def keep_match(self, controller: MatchController | None) -> None:
        """Autosave: write the match after every play and every deal (and move it into the
        history when it is over). Cheap when nothing changed."""
        if controller is not None and controller.practice_of is not None:
            controller = controller.resume  # a practice is never saved: the match in play is
        if controller is not None and controller.remote:  # its match is the table's: here
            self.keep_seat_of(controller)  # only the seat, to come back to it
            return
        if controller is None:
            return
        if controller is not self._match:
            self.adopt(controller)
        mark = self._progress(controller)
        if mark == self._mark or not controller.game.has_hand:
            return
        assert self._info is not None
        record = match_record(controller, self._info)
        if controller.game.is_terminal():
            self._archive(record, self._info)
        else:
            self._write(self.locations.current_match, record)
        self._mark = mark

    def keep_finishing(self) -> None:
        """A match left for another (finished, or kept unfinished in the history) before its
        last pars came in: its history file written again once they have, then let go."""
        for controller, info in list(self._finishing.items()):
            if not controller.pars_pending:
                del self._finishing[controller]
                if controller.pars and not self.read_only:  # its history file, alone
                    record = match_record(controller, info)
                    self.writer.write(self.locations.history / history_name(record, info),
                                      partial(json_text, record))

    def _archive(self, record: dict[str, Any], info: MatchInfo) -> None:
        """The finished match into the history, then the saved match gone (in that order:
        a kill in between leaves both, and the next start archives it again, idempotently)."""
        self._archive_text(self.locations.history / history_name(record, info), record)

    def keep(self, settings: Settings, controller: MatchController | None) -> None:
        """Everything that changed since the last call, saved (called once per frame)."""
        self.keep_settings(settings)
        self.keep_match(controller)
        self.keep_finishing()
        self.keep_past_matches()
        if self.writer.unarchived and time.monotonic() - self._last_retry > RETRY_SECONDS:
            self.retry_failed_archives()
        self._collect_failures()

    # -- history, statistics, records ---------------------------------------------------------

    def follow_past_match(self, path: Path, controller: MatchController, info: MatchInfo,
                          base: bytes | None) -> None:
        """``controller`` replays the finished match of history file ``path`` (whose bytes
        were ``base`` when it was read): the analyses made of its hands from now on are
        written back into that file (by :meth:`keep_past_matches`), so they are there again
        next time, never made twice."""
        self._told_gui_problem(path, info)
        self._past[path] = _Followed(controller, info, len(controller.analyses), base)

    def keep_past_matches(self) -> None:
        """Write back into its history file each followed match with a new analysis (never
        over a file changed on disk since it was read, nor a read-only one: those are said)."""
        for path, followed in list(self._past.items()):
            made = len(followed.controller.analyses)
            if made != followed.written and not self.read_only:
                record = match_record(followed.controller, followed.info)
                self.writer.write(path, partial(_written_back, path, record, followed))
                followed.written = made

    def history_files(self) -> list[Path]:
        """The finished matches' records, oldest first (none, and the player told once, when
        the history folder cannot be read)."""
        self.flush()
        folder = self.locations.history
        try:
            return list_folder(folder, ".json")
        except OSError as exc:
            self._history_unreadable(exc)
            return []

    def _history_unreadable(self, exc: OSError) -> None:
        if "history" not in self._told_folders:
            self._told_folders.add("history")
            self.notices.append(Notice(
                N_("The history folder {folder} cannot be read ({why}): the matches in it "
                   "are left out of the statistics."),
                {"folder": str(self.locations.history), "why": exc.strerror or str(exc)}))

    def _check_history_folder(self) -> None:
        """Tell the player (once) when the history folder cannot be read: the statistics
        count what can be read. Opening the folder is enough; nothing in it is listed."""
        try:
            with os.scandir(self.locations.history):
                pass
        except FileNotFoundError:
            pass
        except OSError as exc:
            self._history_unreadable(exc)

    def statistics(self) -> StoredStatistics:
        """The statistics, every change in the history read first (waited for)."""
        result = self.statistics_job().wait()
        assert result is not None
        return result

    def statistics_job(self) -> StatisticsJob:
        """The statistics for the screen, read on a thread of their own (the last writes
        finished first, there): nothing that can wait on the disk or on another program
        runs on the window's thread. The job says how far it is, and when it waits."""
        return self.stats_keeper.start(before=self._before_statistics)

    def _before_statistics(self) -> None:
        self.writer.flush()
        self._check_history_folder()

    def record_to_share(self, controller: MatchController | None) -> dict[str, Any] | None:
        """The record to export: the match in progress (or just finished), else the last
        match in the history."""
        if controller is not None and controller.game.has_hand:
            if controller is not self._match:
                self.adopt(controller)
            assert self._info is not None
            return match_record(controller, self._info)
        return last_record(self.history_files())

    def export_record(self, record: dict[str, Any], target: Path) -> None:
        """Write ``record`` to a file the player named (OSError when it cannot be). Allowed
        read-only too: the file is the player's choice, outside the program's folders."""
        write_json(target, record)

    def import_record(self, source: Path) -> Imported:
        """Read and check a record; a finished match joins the history. RecordError names
        the file, then the hand and play, when the record is not valid."""
        record = load_match_file(source)
        family = record.get("game")
        if isinstance(family, str) and family in plugin_ids() and not playable(family):
            refused = RecordError(f"{source.name}: {family} cannot be played in this window yet",
                                  Problem.NOT_PLAYABLE)
            refused.file = source.name
            raise refused
        game = check_record(record, source.parent, source.name)
        variant = str(record["variant"])
        if not is_shipped(variant):  # a variant file: keep the path valid from anywhere
            record["variant"] = game.rules.source
        info = MatchInfo.from_record(record)
        record["gui"] = info.as_json()  # what is sound of it: the history holds nothing else
        if not game.is_terminal():
            return Imported(record, game, None)
        path = self.locations.history / history_name(record, info)
        if path.exists():
            return Imported(record, game, path, already_there=True)
        if self.read_only:
            raise OSError(errno.EROFS, "another copy of Cicera is open: nothing is saved here")
        write_json(path, record)
        return Imported(record, game, path)

    def continue_imported(self, imported: Imported,
                          restored: tuple[MatchController, MatchInfo] | None = None
                          ) -> MatchController:
        """A match in progress from an imported record (``restored`` from it already, off
        the window's thread: :func:`restore_match`), made the current match."""
        controller, info = restored or restore_match(imported.record, None)
        self.adopt(controller, info)  # written as the current match on the next frame
        return controller

    # -- user variants -----------------------------------------------------------------------

    def user_variants(self, *, large_later: bool = False) -> UserVariants:
        """The player's variant files (each parsed once while it stays unchanged);
        ``large_later``: large ones not parsed yet are left ``pending``, for
        ``variant_files.parse_later``."""
        return scan_variants(self.locations.variants, self.variant_files,
                             large_later=large_later)

    def user_variant_rules(self, path: str) -> RuleSet:
        """The rules of the player's variant file ``path`` as it is now (parsed again only
        when it changed); :class:`EngineError` naming the file when it is gone or broken."""
        return self.variant_files.rules(path)

    def derived_variant(self, base: str, changes: dict[str, object]) -> Path:
        """The file of ``base`` with New game's ``changes``, written when missing (in the
        player's cache folder when this copy may write none of the player's files: never
        outside the program's own folders), for the match and its record.

        What lies under that name is read through the bounded reader: a named pipe, a
        device or a link to one, a folder or an oversized file there is renamed aside (the
        player told) and the file written anew; it never holds up Start."""
        values = None if is_shipped(base) else self.variant_files.parsed(base).values
        name, text = derived_variant_text(base, changes, values)
        folder = (self.locations.chosen_variants_aside if self.read_only
                  else self.locations.variants / CHOSEN_FOLDER)
        path = folder / name
        try:
            if safe_io.read_text(path, MAX_VARIANT_BYTES) == text:
                return path
        except safe_io.Missing:
            pass
        except safe_io.ReadError as exc:
            if path.is_symlink() or path.exists():
                kept = move_aside(path, "unusable")
                if kept is None:
                    raise OSError(errno.EEXIST, f"{path} is {exc}") from None
                self.notices.append(Notice(
                    N_("{file} could not be used ({why}); it was kept as {kept} and the "
                       "chosen rules were written anew."),
                    {"file": str(path), "why": str(exc), "kept": str(kept)}))
        folder.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, text)
        return path
