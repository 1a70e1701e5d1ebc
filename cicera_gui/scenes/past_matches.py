"""Past matches: every finished match of the history, newest first; choose one, then one of
its hands to review or to analyse (:mod:`cicera_gui.scenes.analysis`), as after a hand of
the match in play. A file that cannot be read is listed as such and the rest still work.
The analyses made here are kept with the match they belong to: for the session, and written
back into its history file (:meth:`Storage.follow_past_match`), so they are never made twice."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from cicera_gui.look.widgets import Button, Widget
from cicera_gui.play.match import MatchController
from cicera_gui.play.tasks import Task
from cicera_gui.scenes.families import window
from cicera_gui.scenes.records import describe
from cicera_gui.scenes.registry import open_scene
from cicera_gui.scenes.step_list import ListScene
from cicera_gui.storage.files import Notice
from cicera_gui.storage.matches import MatchInfo, load_match_file, restore_match
from cicera_gui.storage.stats_store import shown_name
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.names import hand_title, side_name, use_seating
from cicera_gui.words.problems import problem_text
from engine import safe_io
from engine.bounds import MAX_JSON_BYTES, one_line
from engine.errors import EngineError

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host

def file_label(path: Path) -> str:
    """A history file's name as one drawable line, whatever bytes or characters it holds."""
    return one_line(shown_name(path.name), 80)


#: The matches replayed this session, by file: their analyses are kept with them.
_OPENED: dict[Path, MatchController] = {}

#: A past match that cannot be opened: its file, left as it is, and why.
NOT_OPENED = N_("The match in {file} could not be opened: {why}")


def replayed_match(path: Path) -> tuple[MatchController, MatchInfo, bytes | None]:
    """The finished match in ``path`` replayed, with its own part of the file and the file's
    bytes as read (RecordError, EngineError or OSError when it cannot be replayed): long for
    a long match, so run off the window's thread (:class:`cicera_gui.play.tasks.Task`)."""
    try:
        base: bytes | None = safe_io.read_bytes(path, MAX_JSON_BYTES)
    except safe_io.ReadError:
        base = None
    controller, info = restore_match(load_match_file(path), path.parent)
    return controller, info, base


def opened_match(app: Host, path: Path) -> MatchController:
    """The finished match in ``path``, replayed once per session, its analyses followed into
    the file (RecordError, EngineError or OSError when it cannot be replayed). On the
    calling thread: the scene replays it with :func:`replayed_match` on a thread of its own
    first, then hands it to :func:`keep_opened`."""
    found = _OPENED.get(path)
    return found if found is not None else keep_opened(app, path, replayed_match(path))


def keep_opened(app: Host, path: Path,
                replayed: tuple[MatchController, MatchInfo, bytes | None]) -> MatchController:
    """A replayed past match kept for the session, its analyses followed into its file."""
    found = _OPENED.get(path)
    if found is not None:
        replayed[0].close()
        return found
    controller, info, base = replayed
    _OPENED[path] = controller
    app.storage.follow_past_match(path, controller, info, base)
    return controller


class PastMatchesScene(ListScene):
    """The history's matches, newest first: Open shows the chosen one's hands."""

    title = N_("Past matches")

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.files = list(reversed(app.storage.history_files()))
        #: Each file's line, read on a thread of its own, newest first (a history of years,
        #: or a file as large as a record may be, never holds up the window).
        self._rows: dict[int, str] = {}
        self._stop = threading.Event()
        self._reader = threading.Thread(target=self._read_rows, name="cicera-past-matches",
                                        daemon=True)
        self._reader.start()
        #: The match being opened: its row, and its replay on a thread of its own.
        self.opening: tuple[int, Task[tuple[MatchController, MatchInfo, bytes | None]]] | None \
            = None

    def rows(self) -> list[str]:
        opening = self.opening[0] if self.opening is not None else None
        rows = [self._rows.get(index, "…") for index in range(len(self.files))]
        if opening is not None:
            rows[opening] = _("Opening {match}…").format(match=rows[opening].rstrip("…")
                                                         or file_label(self.files[opening]))
        return rows

    def _read_rows(self) -> None:
        for index, path in enumerate(self.files):
            if self._stop.is_set():
                return
            try:
                found = describe(load_match_file(path), in_progress=False)
            except Exception:  # any file, however broken: listed as such, the rest read
                found = _("{file} (broken)").format(file=file_label(path))
            self._rows[index] = found

    def reading(self) -> bool:
        """Whether some files' lines are still being read."""
        return len(self._rows) < len(self.files) and self._reader.is_alive()

    def wait_for_rows(self, timeout: float | None = None) -> bool:
        """Wait until every line is read (tests, screenshots); False on timeout."""
        self._reader.join(timeout)
        return not self._reader.is_alive()

    def waiting(self) -> bool:
        return self.reading() or self.opening is not None or super().waiting()

    def frame_state(self) -> object:
        return (len(self._rows), self.opening is not None, super().frame_state())

    def leave(self) -> None:
        super().leave()
        self._stop.set()  # left: the lines are not needed any more

    def build(self) -> list[Widget]:
        return [Button(N_("Back"), self.back),
                Button(N_("Open"), self.open_match, primary=True, enabled=bool(self.files))]

    def open_match(self) -> None:
        """Open the chosen match: replayed on a thread of its own (a long match takes
        seconds), its row saying so meanwhile; a match replayed before opens at once."""
        if not self.files or self.opening is not None:
            return
        path = self.files[self.selected]
        found = _OPENED.get(path)
        if found is not None:
            open_scene(self.app, "past_match", found)
            return
        self.opening = (self.selected, Task(replayed_match, path, name="cicera-past-match"))

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.opening is None or not self.opening[1].done:
            return
        (index, task), self.opening = self.opening, None
        path = self.files[index]
        try:
            controller = keep_opened(self.app, path, task.result())
        except (OSError, EngineError) as exc:
            self._rows[index] = _("{file} (broken)").format(file=file_label(path))
            open_scene(self.app, "notice", [Notice(
                NOT_OPENED, {"why": problem_text(exc, path.name), "file": str(path)})])
            return
        if self.app.stack.top is self:  # still looked at
            open_scene(self.app, "past_match", controller)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.open_match()
            return
        super().handle(event)

    def empty(self) -> str:
        return _("No finished matches yet")


class PastMatchScene(ListScene):
    """One finished match's hands, each with what every side scored: Review or Analyse."""

    def __init__(self, app: Host, controller: MatchController) -> None:
        super().__init__(app)
        self.controller = controller
        use_seating(controller.seating())  # its hands reviewed from the seat it was played in
        self.logs: list[Any] = [log for log in controller.game.hand_log() if log.finished]

    def rows(self) -> list[str]:
        game = self.controller.game
        partnerships = game.sides < game.players
        found = []
        for index, log in enumerate(self.logs, start=1):
            written = log.written or ()
            sides = " · ".join(f"{side_name(side, game.players, partnerships)} {points}"
                               for side, points in enumerate(written))
            par = self.controller.pars.get(index)
            if par is not None:  # what Hard scored with the player's cards (engine.par)
                sides += " · " + _("par {points}").format(points=par["par"])
            found.append(_("{hand}: {scores}").format(hand=hand_title(index, log.number),
                                                      scores=sides))
        return found

    def build(self) -> list[Widget]:
        return [Button(N_("Back"), self.back),
                Button(N_("Review the hand"), self.review, enabled=bool(self.logs)),
                Button(N_("Analyse"), self.analyse, primary=True, enabled=bool(self.logs))]

    def review(self) -> None:
        review = window(self.controller.family.id).review
        if self.logs and review:
            open_scene(self.app, review, self.controller, self.logs[self.selected],
                       self.selected + 1)

    def analyse(self) -> None:
        if self.logs:
            open_scene(self.app, "analysis", self.controller, self.selected + 1)

    def empty(self) -> str:
        return _("No hand has been scored yet.")

    def heading(self) -> str:
        return _(self.controller.game.rules.name)
