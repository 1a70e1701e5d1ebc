"""After a hand, whatever the game: the hand's summary over the table, and the buttons every
family's summary has (the next hand, or the result; the hand's review; its analysis), the
par worked out while it is read, Esc and the table's menu button opening the game's menu.
What the summary says (its title, its table's rows and totals, its notes) is the family's;
the dialog draws it (:mod:`cicera_gui.scenes.summary_table`), its rows appearing one by one
and its totals counting up."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.widgets import Button, Widget
from cicera_gui.play.match import G_co, MatchController, MatchSetup
from cicera_gui.play.par import HandPar
from cicera_gui.scenes.base import (
    ANALYSE_THE_HAND,
    BACK_TO_THE_MATCH,
    REVIEW_THE_HAND,
    SEE_THE_RESULT,
    MenuLikeScene,
    dim,
    unit,
)
from cicera_gui.scenes.families import window
from cicera_gui.scenes.practice import end_practice
from cicera_gui.scenes.registry import open_scene, reset_to
from cicera_gui.scenes.summary_table import SummaryLayout, SummaryTable, draw_summary
from cicera_gui.scenes.table import menu_button_under, pause_over_table
from cicera_gui.table.panels import dialog_frame
from cicera_gui.words.i18n import N_, _, and_list, ngettext, translator
from cicera_gui.words.names import hand_title, seat_name, viewer

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host

#: Seconds for each row of a summary to appear, and for its totals to count up (times the
#: animation's pace).
ROW_TIME = 0.11
COUNT_TIME = 0.6


class AfterTheMatch(MenuLikeScene):
    """The buttons once a match is decided: the main menu (where Next hand was, so that a
    player's next click starts nothing), the score sheet, and the same match again."""

    controller: MatchController

    def match_end_buttons(self) -> list[Widget]:
        if self.controller.remote:  # the table with friends is the host's to open again
            return [Button(N_("Score sheet"), self.score_sheet),
                    Button(N_("Main menu"), self.menu, primary=True)]
        return [Button(N_("Main menu"), self.menu),
                Button(N_("Score sheet"), self.score_sheet),
                Button(N_("Play again"), self.again, primary=True)]

    def score_sheet(self) -> None:
        open_scene(self.app, "score_sheet", self.controller)

    def again(self) -> None:
        setup = self.controller.setup
        self.app.start_match(MatchSetup(setup.variant, setup.players, list(setup.levels)))

    def menu(self) -> None:
        reset_to(self.app, "menu")


def winners_note(winners: Sequence[int]) -> str:
    """Who won a match of players each for themself, in a whole sentence for each case: you
    alone, you with others (named after "with", where no verb agrees with them), others
    alone."""
    others = [seat_name(seat) for seat in winners if seat != viewer()]
    if viewer() in winners:
        if not others:
            return _("The match is over. You won.")
        return _("The match is over. You won, together with {names}.").format(
            names=and_list(others))
    return ngettext("The match is over. Winner: {names}.", "The match is over. Winners: {names}.",
                    len(others)).format(names=and_list(others))


class HandSummaryScene(AfterTheMatch, Generic[G_co]):
    """A hand's summary over the table. A family says its title, its table and its notes,
    and the title once the match is decided (:meth:`match_headline`); the dialog sizes
    itself to them and draws them. Going on from the last hand of a decided match shows the
    match's end in the same dialog: its title says who won, its buttons are the main menu,
    the score sheet and the same match again."""

    opaque = False
    #: True once the player went on from the last hand of a decided match.
    ended = False
    controller: MatchController[G_co]
    #: The buttons' row: its margins at the sides and the foot, in units.
    button_side = 3.0
    button_foot = 2.2

    def __init__(self, app: Host, controller: MatchController[G_co], hand: int,
                 won: object | None, on_close: Callable[[], None]) -> None:
        super().__init__(app)
        self.controller = controller
        self.hand = hand
        self.won = won
        self.on_close = on_close
        self.pointer: tuple[int, int] | None = None
        self.elapsed = 0.0  # since the summary opened: its rows appear one by one
        self._laid: tuple[object, SummaryLayout] | None = None
        self._table: tuple[object, SummaryTable] | None = None
        self.par = HandPar(controller, hand)  # worked out while the summary is read
        self.par.start_in_background()

    # -- what the family says ------------------------------------------------------------

    def heading(self) -> str:
        """The dialog's title: the hand and its deal's number."""
        entry = self.controller.hand_entry(self.hand)
        return hand_title(self.hand, entry.number if entry is not None else None)

    def table(self) -> SummaryTable:
        """The hand's table: its heads, rows and totals (in the player's language and the
        deck's words: it is made again only when they change)."""
        raise NotImplementedError

    def notes(self) -> list[str]:
        """What is said under the table, a sentence each (none by default)."""
        return []

    def note_help(self, note: str) -> str:
        """What the jargon of ``note`` means, for a tooltip ("" for none): the par's, and
        a family's own."""
        return self.par.help() if note and note == self.par.line() else ""

    def match_headline(self) -> str:
        """The title at the match's end (a family may say who won, in a whole sentence)."""
        return _("Match over")

    def match_over(self) -> None:
        """The match's end in the same dialog: its title and buttons change, its rows and
        totals shown whole."""
        self.ended = True
        self.elapsed = float("inf")
        self.rebuild()

    # -- the dialog -------------------------------------------------------------------------

    def shown_table(self) -> SummaryTable:
        """The family's table as the dialog shows it: made once for the language and the
        deck, not for each of a frame's many looks at it."""
        key = (translator.language, self.app.settings.deck)
        if self._table is None or self._table[0] != key:
            self._table = (key, self.table())
        return self._table[1]

    def summary_layout(self, size: tuple[int, int]) -> tuple[pygame.Rect, SummaryLayout]:
        """The dialog's frame in a window of ``size`` and where its parts go: as wide as its
        columns need (at least 84 units, 110 with notes of the family's), as tall as its
        rows, totals and notes and the buttons."""
        # the family's notes, then the par: from the start, while it is worked out, so
        # that the dialog keeps its size when the par comes in
        table, own, par = self.shown_table(), self.notes(), self.par.line()
        notes = [*own, par] if par else own
        key = (size, translator.language, table, tuple(notes))
        u = unit(size)
        if self._laid is None or self._laid[0] != key:
            fonts = self.app.fonts
            natural = SummaryLayout.natural_width(fonts, table, u)
            least = u * (110 if own else 84)
            width = round(min(size[0] * 0.94, max(least, natural)))
            self._laid = (key, SummaryLayout.of(fonts, table, notes, width, u))
        laid = self._laid[1]
        height = min(size[1] * 0.96, laid.bottom + u * (3 + 6 + self.button_foot))
        box = pygame.Rect(0, 0, laid.width, round(height))
        box.center = (size[0] // 2, size[1] // 2)
        return box, laid

    def box(self, size: tuple[int, int]) -> pygame.Rect:
        """The dialog's frame in a window of ``size``."""
        return self.summary_layout(size)[0]

    @property
    def reveal_time(self) -> float:
        """Seconds until every row has appeared."""
        return ROW_TIME * (len(self.shown_table().rows) + 2) * self.app.settings.animation_scale

    def shown_rows(self) -> float:
        """How many rows have appeared (all of them, and the totals, with no animation)."""
        scale = self.app.settings.animation_scale
        return self.elapsed / (ROW_TIME * scale) if scale else float("inf")

    def counted(self) -> float:
        """How far the totals have counted up, 0 to 1."""
        scale = self.app.settings.animation_scale
        if not scale:
            return 1.0
        rows = len(self.shown_table().rows)
        return min(1.0, max(0.0, (self.elapsed - ROW_TIME * rows * scale)
                            / (COUNT_TIME * scale)))

    def row_at(self, pos: tuple[int, int] | None, size: tuple[int, int]) -> str | None:
        """What the row under ``pos`` is (its ``key``), for its tooltip; None for none."""
        if pos is None:
            return None
        box, laid = self.summary_layout(size)
        rows = self.shown_table().rows
        return next((row.key for index, row in enumerate(rows)
                     if laid.band(box, index, unit(size)).collidepoint(pos)), None)

    def update(self, dt: float) -> None:
        self.elapsed += dt
        self.par.poll()

    def animating(self) -> bool:
        """The rows appear one by one and the totals count up."""
        scale = self.app.settings.animation_scale
        return bool(scale) and self.elapsed < self.reveal_time + COUNT_TIME * scale + 0.05

    def waiting(self) -> bool:
        return self.par.pending  # the par comes in without input

    def frame_state(self) -> object:
        return self.par.line()

    def build(self) -> list[Widget]:
        if self.ended:
            return self.match_end_buttons()
        label = SEE_THE_RESULT if self.won is not None else N_("Next hand")
        if self.controller.practice_of is not None:
            label = BACK_TO_THE_MATCH
        if not self.controller.hand_known(self.hand):  # a table with friends: a hand whose
            return [Button(label, self.finish, primary=True)]  # deal was not all seen
        return [Button(label, self.finish, primary=True),
                Button(REVIEW_THE_HAND, self.review),
                Button(ANALYSE_THE_HAND, self.analyse)]

    def layout(self, size: tuple[int, int]) -> None:
        """The buttons side by side at the foot of the frame."""
        u = unit(size)
        box = self.box(size)
        gap = round(u * 2)
        count = max(1, len(self.widgets))
        width = round((box.width - u * 2 * self.button_side - gap * (count - 1)) / count)
        height = round(u * 6)
        for index, widget in enumerate(self.widgets):
            widget.rect = pygame.Rect(round(box.x + u * self.button_side + index * (width + gap)),
                                      round(box.bottom - height - u * self.button_foot),
                                      width, height)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        dim(surface, 140)
        box, laid = self.summary_layout(size)
        dialog_frame(surface, box, u)
        par = self.par.line()
        explained = ""  # the row or note under the pointer, when it is explained
        with boxes.inside("summary", box):
            title = self.match_headline() if self.ended else self.heading()
            theme.draw_text(surface, fonts, title, (box.centerx, box.y + u * 2.5),
                            fonts.fit(title, round(u * 4), box.width - round(u * 6),
                                      bold="title"),
                            theme.GOLD, bold="title", anchor="midtop")
            table = self.shown_table()
            draw_summary(surface, fonts, box, u, table, laid, self.shown_rows(), self.counted(),
                         lambda note: (theme.MUTED if note == par and not self.par.result
                                       else theme.CREAM))
            self.focus.draw(surface, fonts)
            if self.pointer is not None:
                key = self.row_at(self.pointer, size)
                explained = next((row.help for row in table.rows if key and row.key == key),
                                 "")
                note = laid.note_at(box, self.pointer)
                if note is not None:
                    explained = self.note_help(note)
        if explained and self.pointer is not None:
            boxes.new_layer()  # the tooltip floats over the dialog
            theme.draw_tooltip(surface, fonts, explained, self.pointer, round(u * 2.2))

    def analyse(self) -> None:
        """Each of the player's plays in the hand rated (see :mod:`cicera_gui.play.analysis`)."""
        self.elapsed = max(self.elapsed, self.reveal_time)
        open_scene(self.app, "analysis", self.controller, self.hand)

    def review(self) -> None:
        """The hand just scored, play by play."""
        self.elapsed = max(self.elapsed, self.reveal_time)
        open_scene(self.app, window(self.controller.family.id).review, self.controller,
                   self.controller.hand_entry(self.hand), self.hand)

    def finish(self) -> None:
        """The next hand, back to the match a practice left, or the match's end; while the
        rows still appear, the first press shows them all at once."""
        if self.elapsed < self.reveal_time:
            self.elapsed = self.reveal_time
            return
        if end_practice(self.app, self.controller):
            return
        if self.won is not None:
            self.match_over()
            return
        self.app.stack.remove(self)
        self.on_close()

    def back(self) -> None:
        """Esc opens the game's menu over the table (at the match's end, the main menu); it
        never deals the next hand."""
        if self.ended:
            self.menu()
        else:
            pause_over_table(self.app)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif self.ended:  # the table's menu button is the main menu's now
            MenuLikeScene.handle(self, event)
            return
        if menu_button_under(self.app, event):
            pause_over_table(self.app)
            return
        super().handle(event)
