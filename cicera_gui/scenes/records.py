"""Export and import a match record (RECORDS.md), to and from a file the player names.

Export writes the match in progress (or the last finished one); import checks a record
against the rules, shows what is wrong (naming the file, the hand and the play) or adds the
match to the history, and offers to continue a match that is not over.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import pygame

from cicera_gui.look import theme
from cicera_gui.look.theme import Fonts
from cicera_gui.look.widgets import Button, Widget
from cicera_gui.play.tasks import Task
from cicera_gui.scenes.base import MenuLikeScene, unit
from cicera_gui.scenes.families import window
from cicera_gui.scenes.registry import open_scene, reset_to
from cicera_gui.storage import Imported, Storage, last_record
from cicera_gui.storage.matches import (
    MatchInfo,
    RecordHeading,
    match_result,
    read_gui,
    restore_match,
)
from cicera_gui.words.i18n import N_, _, ngettext, pgettext
from cicera_gui.words.names import variant_name
from cicera_gui.words.numbers import day_and_time
from cicera_gui.words.problems import problem_text
from engine.errors import EngineError, RecordError
from engine.families import load_variant

if TYPE_CHECKING:
    from cicera_gui.play.match import MatchController
    from cicera_gui.scenes.scene import Host

Mode = Literal["export", "import"]
MAX_PATH = 1024


def default_path() -> str:
    return f"~/cicera-match-{date.today():%Y-%m-%d}.json"


@dataclass
class TextField:
    """One line of text typed by the player (``pygame.TEXTINPUT``), with a cursor."""

    text: str = ""
    cursor: int = field(default=-1)
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    def __post_init__(self) -> None:
        if self.cursor < 0:
            self.cursor = len(self.text)

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event changed or moved in the text."""
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        if key == pygame.K_BACKSPACE and self.cursor > 0:
            self.text = self.text[: self.cursor - 1] + self.text[self.cursor:]
            self.cursor -= 1
        elif key == pygame.K_DELETE:
            self.text = self.text[: self.cursor] + self.text[self.cursor + 1:]
        elif key == pygame.K_LEFT:
            self.cursor = max(0, self.cursor - 1)
        elif key == pygame.K_RIGHT:
            self.cursor = min(len(self.text), self.cursor + 1)
        elif key == pygame.K_HOME:
            self.cursor = 0
        elif key == pygame.K_END:
            self.cursor = len(self.text)
        elif key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.insert(_clipboard())
        elif key == pygame.K_u and event.mod & pygame.KMOD_CTRL:
            self.text, self.cursor = "", 0
        else:
            return key in (pygame.K_BACKSPACE, pygame.K_SPACE)
        return True

    def insert(self, text: str) -> None:
        text = "".join(ch for ch in text if ch.isprintable())
        text = text[: MAX_PATH - len(self.text)]
        self.text = self.text[: self.cursor] + text + self.text[self.cursor:]
        self.cursor += len(text)

    def draw(self, surface: pygame.Surface, fonts: Fonts, blink_on: bool) -> None:
        rect = self.rect
        theme.panel(surface, rect, alpha=235, color=theme.INK, border=theme.GOLD,
                    radius=rect.height // 5)
        size = int(rect.height * 0.42)
        pad = rect.height // 3
        room = rect.width - pad * 2
        # scroll so that the cursor stays in view
        start = 0
        while fonts.width(self.text[start: self.cursor], size) > room and start < self.cursor:
            start += 1
        shown = self.text[start:]
        while fonts.width(shown, size) > room and shown:
            shown = shown[:-1]
        theme.draw_text(surface, fonts, shown, (rect.x + pad, rect.centery), size, theme.CREAM,
                        anchor="midleft")
        if blink_on:
            x = rect.x + pad + fonts.width(self.text[start: self.cursor], size)
            pygame.draw.line(surface, theme.HIGHLIGHT, (x, rect.centery - size * 0.6),
                             (x, rect.centery + size * 0.6), max(2, size // 12))


def _clipboard() -> str:
    with contextlib.suppress(Exception):
        text = pygame.scrap.get_text()
        if isinstance(text, str):
            return text.splitlines()[0] if text else ""
    return ""


def describe(record: dict[str, Any], in_progress: bool) -> str:
    """What Export will write: which match, of which variant, how far (read through the
    record reader's :class:`RecordHeading`, whatever the file holds)."""
    heading = RecordHeading.of(record)
    try:
        name = variant_name(load_variant(heading.variant).name)
    except EngineError:
        name = heading.variant or "?"
    if in_progress:
        return f"{name} · " + _("Hand {n}").format(n=heading.hands)
    won, totals = match_result(record)  # played through: past matches read on a thread
    result = (pgettext("a past match", "left unfinished") if won is None else
              pgettext("a past match", "won") if won else pgettext("a past match", "lost"))
    hands = ngettext("{n} hand", "{n} hands", heading.hands).format(n=heading.hands)
    parts = [name, day_and_time(heading.started), hands, result]
    if totals is not None and won is not None:  # the final score, yours first
        parts.append(" – ".join(str(total) for total in totals))
    if heading.deal is not None:  # a numbered deal: the number that deals it again
        parts.insert(1, _("deal {deal}").format(deal=heading.deal))
    if read_gui(record).friends:
        parts.insert(1, _("with friends"))
    return " · ".join(parts)


class TypedLineScene(MenuLikeScene):
    """A scene with one line the player types in (:attr:`field`): text input on while it
    shows, a blinking cursor, Esc going back, other keys to the buttons."""

    field: TextField
    blink = 0.0

    def enter(self) -> None:
        super().enter()
        with contextlib.suppress(pygame.error):
            pygame.key.start_text_input()

    def leave(self) -> None:
        with contextlib.suppress(pygame.error):
            pygame.key.stop_text_input()

    def typed(self) -> None:
        """The text changed: what the scene said of the text before no longer holds."""

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if self.field.handle(event):
            self.typed()
            self.blink = 0.0
            return
        self.focus.handle(event)

    def update(self, dt: float) -> None:
        self.blink += dt

    def waiting(self) -> bool:
        return True  # the text cursor blinks

    def frame_state(self) -> object:
        return (self.cursor_on, self.field.text)

    @property
    def cursor_on(self) -> bool:
        return int(self.blink * 2) % 2 == 0


#: A match replayed from its record, with the program's part of it.
Restored = tuple["MatchController", MatchInfo]


def imported_match(storage: Storage, source: Path) -> tuple[Imported, Restored]:
    """The record ``source`` checked and imported, and its match replayed: seconds for a long
    match, so run off the window's thread."""
    imported = storage.import_record(source)
    return imported, restore_match(imported.record, None, game=imported.game)


class RecordsScene(TypedLineScene):
    """A path to type, and Export (or Import); the outcome or the error below it."""

    row_height = 6.4
    column_width = 0.3

    def __init__(self, app: Host, mode: Mode) -> None:
        super().__init__(app)
        self.mode: Mode = mode
        self.title = N_("Export a match") if mode == "export" else N_("Import a match")
        self.field = TextField(default_path())
        self.message = ""
        self.message_is_error = False
        self.imported: Imported | None = None
        #: The imported match replayed (with the import, off the window's thread), for its
        #: review and to continue it
        self.restored: Restored | None = None
        self.confirm_replace: Path | None = None
        self.record: dict[str, Any] | None = None
        self.what = ""
        #: What is being done off the window's thread (reading the last match, writing a
        #: file, checking a record: seconds for a long match), and what to do with it then.
        self.busy: tuple[Task[Any], Callable[[Task[Any]], None]] | None = None
        if mode == "export":
            match = app.match
            if match is not None and match.game.has_hand:  # the match in play, as it is
                self._to_export(app.storage.record_to_share(match))
            else:  # the last finished match, read from the history off the window's thread
                self._start(Task(last_record, app.storage.history_files(),
                                 name="cicera-export-read"), self._read_for_export)

    def _to_export(self, record: dict[str, Any] | None) -> None:
        self.record = record
        playing = self.app.match is not None and not self.app.match.game.is_terminal()
        self.what = describe(record, playing) if record else ""

    def enter(self) -> None:
        super().enter()
        self._said_nothing_to_export()

    def _said_nothing_to_export(self) -> None:
        if self.mode == "export" and self.record is None and self.busy is None:
            self._say(N_("There is no match to export yet."), error=True)

    # -- work off the window's thread -------------------------------------------------------

    def _start(self, task: Task[Any], then: Callable[[Task[Any]], None]) -> None:
        self.busy = (task, then)
        self.rebuild()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.busy is not None and self.busy[0].done:
            (task, then), self.busy = self.busy, None
            then(task)
            self.rebuild()

    def frame_state(self) -> object:
        return (self.busy is not None, self.message, super().frame_state())

    def _read_for_export(self, task: Task[dict[str, Any] | None]) -> None:
        try:
            self._to_export(task.result())
        except Exception:  # no file of the history could be read: nothing to export
            self._to_export(None)
        self._said_nothing_to_export()

    def build(self) -> list[Widget]:
        idle = self.busy is None
        if self.mode == "export":
            action = Button(N_("Export"), self.export, primary=True,
                            enabled=self.record is not None and idle)
            widgets: list[Widget] = [action]
        else:
            widgets = [Button(N_("Import"), self.import_, primary=True, enabled=idle)]
            if self.imported is not None and not self.imported.game.is_terminal():
                widgets.append(Button(N_("Continue this match"), self.continue_match))
            if self.imported is not None and self.imported.game.hands_played:
                widgets.append(Button(N_("Review the hand"), self.review))
        widgets.append(Button(N_("Back"), self.back))
        return widgets

    def column_top(self, size: tuple[int, int]) -> float:
        return size[1] * 0.5

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        u = unit(size)
        width = round(min(size[0] - u * 10, u * 130))
        self.field.rect = pygame.Rect(round(size[0] / 2 - width / 2), round(size[1] * 0.3),
                                      width, round(u * 6.5))

    # -- input ----------------------------------------------------------------------------

    def typed(self) -> None:
        self.confirm_replace = None  # Export again replaces only the file it named

    def target(self) -> Path:
        return Path(self.field.text.strip()).expanduser()

    def _say(self, message: str, error: bool = False, **params: str) -> None:
        self.message = _(message).format(**params)
        self.message_is_error = error

    # -- actions --------------------------------------------------------------------------

    def export(self) -> None:
        if self.record is None or self.busy is not None:
            return
        if not self.field.text.strip():
            self._say(N_("Type the name of the file to write."), error=True)
            return
        target = self.target()
        try:
            is_folder, exists = target.is_dir(), target.exists()
        except OSError as exc:  # a folder the program may not look into
            self._say(N_("Could not write {file}: {why}"), error=True, file=str(target),
                      why=exc.strerror or str(exc))
            return
        if is_folder:
            self._say(N_("{file} is a folder; type a file name."), error=True, file=str(target))
            return
        if exists and self.confirm_replace != target:
            self.confirm_replace = target
            self._say(N_("{file} exists. Press Export again to replace it."), error=True,
                      file=str(target))
            return
        self._say(N_("Saving the match to {file}…"), file=str(target))
        self._start(Task(self.app.storage.export_record, self.record, target,
                         name="cicera-export"), lambda task: self._exported(task, target))

    def _exported(self, task: Task[None], target: Path) -> None:
        try:
            task.result()
        except OSError as exc:
            self._say(N_("Could not write {file}: {why}"), error=True, file=str(target),
                      why=exc.strerror or str(exc))
            return
        self.confirm_replace = None
        self._say(N_("Saved the match to {file}."), file=str(target))

    def import_(self) -> None:
        if self.busy is not None:
            return
        source = self.target()
        self.imported = self.restored = None
        self._say(N_("Reading {file}…"), file=str(source))
        self._start(Task(imported_match, self.app.storage, source, name="cicera-import"),
                    lambda task: self._imported(task, source))

    def _imported(self, task: Task[tuple[Imported, Restored]], source: Path) -> None:
        try:
            imported, self.restored = task.result()
        except RecordError as exc:
            self._say(N_("Not imported: {why}"), error=True, why=problem_text(exc, source.name))
        except (ValueError, TypeError, KeyError, RecursionError):  # any file content
            self._say(N_("Not imported: {why}"), error=True,
                      why=problem_text(RecordError("unreadable"), source.name))
        except OSError as exc:
            self._say(N_("Could not save the match: {why}"), error=True,
                      why=exc.strerror or str(exc))
        else:
            self.imported = imported
            game = imported.game
            score = " – ".join(str(t) for t in game.side_totals())
            if not game.is_terminal():  # where it stands; the buttons say what can be done
                self.message = " · ".join((variant_name(game.rules.name), _("Hand {n}").format(
                    n=len(game.hand_log())), score))
                self.message_is_error = False
            elif imported.already_there:
                self._say(N_("This match is already in your history."))
            else:
                hands = ngettext("{n} hand", "{n} hands", game.hands_played).format(
                    n=game.hands_played)
                self._say(N_("Added to your history: {variant}, {hands}, {score}."),
                          variant=variant_name(game.rules.name), hands=hands, score=score)

    def review(self) -> None:
        """Step through the imported match's last finished hand, every card face up."""
        if self.restored is None:
            return
        controller, _info = self.restored
        hands = controller.game.hand_log()
        finished = [n for n, hand in enumerate(hands) if hand.finished]
        if finished:
            last = finished[-1]
            open_scene(self.app, window(controller.family.id).review, controller,
                       hands[last], last + 1)

    def continue_match(self) -> None:
        if self.imported is None or self.restored is None:
            return
        if self.app.match is not None:
            self.app.match.close()
        self.app.match = self.app.storage.continue_imported(self.imported, self.restored)
        self.app.match.coached = self.app.settings.coach
        reset_to(self.app, "table", self.app.match)

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        hint = (_("Type where to save the record (a JSON file), then press Enter.")
                if self.mode == "export" else
                _("Type the path of a record (a JSON file), then press Enter."))
        field = self.field.rect
        theme.draw_text(surface, fonts, hint, (size[0] / 2, field.y - u * 1.2),
                        fonts.fit(hint, round(u * 2.4), field.width), theme.CREAM,
                        anchor="midbottom", shadow=True)
        self.field.draw(surface, fonts, blink_on=self.cursor_on)
        what = self.what or (_("Reading the last match of your history…")
                             if self.mode == "export" and self.busy is not None else "")
        if what and not self.message:
            theme.draw_text(surface, fonts, what, (size[0] / 2, field.bottom + u * 2),
                            fonts.fit(what, round(u * 2.3), field.width), theme.MUTED,
                            anchor="midtop", shadow=True)
        if self.message:
            color = (255, 170, 150) if self.message_is_error else theme.HIGHLIGHT
            text_size = round(u * 2.3)
            y = field.bottom + u * 2
            for line in fonts.wrap(self.message, text_size, field.width)[:3]:
                theme.draw_text(surface, fonts, line, (size[0] / 2, y), text_size, color,
                                anchor="midtop", shadow=True)
                y += text_size * 1.3
