"""After a hand, whatever the game: the hand's summary over the table, and the buttons every
family's summary has (the next hand, or the result; the hand's review; its analysis), the
par worked out while it is read, Esc and the table's menu button opening the game's menu.
What the summary shows (its rows, its notes) is the family's."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic

import pygame

from cicera_gui.look.widgets import Button, Widget
from cicera_gui.play.match import G_co, MatchController, MatchSetup
from cicera_gui.play.par import HandPar
from cicera_gui.scenes.base import (
    ANALYSE_THE_HAND,
    BACK_TO_THE_MATCH,
    REVIEW_THE_HAND,
    SEE_THE_RESULT,
    MenuLikeScene,
    unit,
)
from cicera_gui.scenes.families import window
from cicera_gui.scenes.practice import end_practice
from cicera_gui.scenes.registry import open_scene, reset_to
from cicera_gui.scenes.table import menu_button_under, pause_over_table
from cicera_gui.words.i18n import N_

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


class AfterTheMatch(MenuLikeScene):
    """The buttons once a match is decided: the main menu (where Next hand was, so that a
    player's next click starts nothing), the score sheet, and the same match again."""

    controller: MatchController

    def match_end_buttons(self) -> list[Widget]:
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


class HandSummaryScene(AfterTheMatch, Generic[G_co]):
    """A hand's summary over the table. A family gives the dialog's frame (:meth:`box`) and
    what happens when the match is decided (:meth:`match_over`), and draws the rest."""

    opaque = False
    controller: MatchController[G_co]
    #: The buttons' row: its margins at the sides and the foot, in units.
    button_side = 4.0
    button_foot = 2.0

    def __init__(self, app: Host, controller: MatchController[G_co], hand: int,
                 won: object | None, on_close: Callable[[], None]) -> None:
        super().__init__(app)
        self.controller = controller
        self.hand = hand
        self.won = won
        self.on_close = on_close
        self.pointer: tuple[int, int] | None = None
        self.par = HandPar(controller, hand)  # worked out while the summary is read
        self.par.start_in_background()

    def box(self, size: tuple[int, int]) -> pygame.Rect:
        """The dialog's frame in a window of ``size``."""
        raise NotImplementedError

    def match_over(self) -> None:
        """The player goes on from the last hand's summary of a decided match."""
        raise NotImplementedError

    def update(self, dt: float) -> None:
        self.par.poll()

    def waiting(self) -> bool:
        return self.par.future is not None  # the par comes in without input

    def frame_state(self) -> object:
        return self.par.line()

    def build(self) -> list[Widget]:
        label = SEE_THE_RESULT if self.won is not None else N_("Next hand")
        if self.controller.practice_of is not None:
            label = BACK_TO_THE_MATCH
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

    def analyse(self) -> None:
        """Each of the player's plays in the hand rated (see :mod:`cicera_gui.play.analysis`)."""
        open_scene(self.app, "analysis", self.controller, self.hand)

    def review(self) -> None:
        """The hand just scored, play by play."""
        open_scene(self.app, window(self.controller.family.id).review, self.controller,
                   self.controller.game.hand_log()[self.hand - 1], self.hand)

    def finish(self) -> None:
        """The next hand, back to the match a practice left, or the match's end."""
        if end_practice(self.app, self.controller):
            return
        if self.won is not None:
            self.match_over()
            return
        self.app.stack.remove(self)
        self.on_close()

    def back(self) -> None:
        """Esc opens the game's menu over the table; it never deals the next hand."""
        pause_over_table(self.app)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if menu_button_under(self.app, event):
            pause_over_table(self.app)
            return
        super().handle(event)
