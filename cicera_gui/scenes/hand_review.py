"""What every family's review of a finished hand shares: the hand's log and number, a step
shown, Previous / Next / Try again from here / Back in a row at the foot, and ← → Home End to
step; the frame it is drawn in: the hand's title and the step's at the top, under it what
happened (with the class of the player's play, once the hand is analysed), then the step's
cards. A family's review says how many steps its hand has, which play each step comes before
(where *Try again from here* starts the practice), what the step is called and what happened
in it, and draws its cards; the rows of cards a review shows are :func:`draw_card_rows`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, Protocol

import pygame
from typing_extensions import TypeVar

from cicera_gui.look import boxes, theme
from cicera_gui.look.play_classes import CLASS_COLOURS, class_words
from cicera_gui.look.widgets import Button, Widget
from cicera_gui.play.match import G_co
from cicera_gui.scenes.base import MenuLikeScene, unit
from cicera_gui.table.sprites import card_height
from cicera_gui.words.i18n import N_
from cicera_gui.words.names import hand_title
from engine.ai.analyse import PlayRating

if TYPE_CHECKING:
    from cicera_gui.play.match import MatchController
    from cicera_gui.scenes.scene import Host


class NumberedLog(Protocol):
    """A hand's log: the deal's number, when it was dealt here."""

    @property
    def number(self) -> int | None: ...


#: The family's log of one hand.
L = TypeVar("L", bound=NumberedLog, default=NumberedLog)


@dataclass(frozen=True)
class CardRow:
    """A row of cards in a review, under its label; the ``marked`` ones ringed in
    ``ring``."""

    label: str
    cards: Sequence[int]
    marked: frozenset[int] = frozenset()
    ring: theme.Color = theme.HIGHLIGHT


def draw_card_rows(surface: pygame.Surface, fonts: theme.Fonts,
                   face: Callable[[int, int], pygame.Surface], rows: Sequence[CardRow],
                   area: pygame.Rect) -> None:
    """``rows`` one under another in ``area``, each card's ``face(card, width)``: the cards
    as large as the rows leave room for, a row's cards overlapping only when they must."""
    u = unit(surface.get_size())
    gap = u * 4.8  # each row's label and the space between rows
    width = round(max(20.0, min(u * 9, area.width / 16, 0.64 * (area.height / len(rows) - gap))))
    y = float(area.y)
    for row in rows:
        theme.draw_text(surface, fonts, row.label, (area.x, y), round(u * 2.4), theme.MUTED)
        step = min(width * 1.08, (area.width - width) / max(1, len(row.cards) - 1))
        for index, card in enumerate(row.cards):
            rect = pygame.Rect(round(area.x + index * step), round(y + u * 3.2), width,
                               card_height(width))
            boxes.element("card", rect)
            surface.blit(face(card, width), rect)
            if card in row.marked:
                theme.ring_card(surface, rect, row.ring, grow=6, width=3)
        y += card_height(width) + gap


class HandReview(MenuLikeScene, Generic[G_co, L]):
    """Step through one finished hand (its log an ``L``): ``index`` from 0 to
    :meth:`last_index`."""

    column_width = 0.16
    row_height = 5.2

    def __init__(self, app: Host, controller: MatchController[G_co], log: L,
                 hand_number: int) -> None:
        super().__init__(app)
        self.controller = controller
        self.log = log
        self.hand_number = hand_number
        self.index = 0  # the step shown

    def last_index(self) -> int:
        """The last step of the hand."""
        raise NotImplementedError

    def play_before(self) -> int:
        """The play (from 1, in the hand) that the step shown comes just before."""
        raise NotImplementedError

    def step_title(self) -> str:
        """What the step shown is, after the hand's title: "play 3 of 48"."""
        raise NotImplementedError

    def step_line(self) -> tuple[str, PlayRating | None]:
        """What happened in the step shown ("" for nothing), and how the player's play in it
        was rated (None: no play of theirs, or the hand not analysed)."""
        raise NotImplementedError

    def draw_step(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The step's cards in ``area``, between what happened and the buttons."""
        raise NotImplementedError

    def draw(self, surface: pygame.Surface) -> None:
        """The titles, what happened and the rating of the player's play, the step's cards
        and the buttons."""
        surface.blit(self.app.background(surface.get_size()), (0, 0))
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        title = hand_title(self.hand_number, self.log.number) + " · " + self.step_title()
        title_size = max(round(u * 2.8), fonts.fit(title, round(u * 4), size[0] - round(u * 6),
                                                   bold="title"))
        theme.draw_text(surface, fonts, theme.elide(fonts, title, title_size,
                                                    size[0] - round(u * 6), bold="title"),
                        (size[0] / 2, u * 2), title_size, theme.GOLD, bold="title",
                        anchor="midtop", shadow=True)
        line, rating = self.step_line()
        if line:
            text = round(u * 2.8)
            mark = " · " + class_words(rating) if rating is not None else ""
            room = size[0] - round(u * 6) - fonts.width(mark, text, True)
            text = max(round(u * 2), fonts.fit(line, text, room))  # cut short past that
            line = theme.elide(fonts, line, text, room)
            left = size[0] / 2 - (fonts.width(line, text) + fonts.width(mark, text, True)) / 2
            theme.draw_text(surface, fonts, line, (left, u * 8), text, theme.CREAM, shadow=True)
            if rating is not None:  # the play's class, once the hand is analysed
                theme.draw_text(surface, fonts, mark, (left + fonts.width(line, text), u * 8),
                                text, CLASS_COLOURS[rating.verdict], bold=True, shadow=True)
        self.draw_step(surface, pygame.Rect(round(u * 3), round(u * 12), size[0] - round(u * 6),
                                            size[1] - round(u * 23)))
        self.focus.draw(surface, fonts)

    def rating_of(self, play: int) -> PlayRating | None:
        """How the player's play ``play`` (from 1) of this hand was rated, once the hand has
        been analysed (its review then marks each of the player's plays by its class)."""
        analysis = self.controller.analyses.get(self.hand_number)
        if analysis is None:
            return None
        return next((r for r in analysis.ratings if r.position.play == play), None)

    def build(self) -> list[Widget]:
        self.previous = Button(N_("Previous"), lambda: self.go(-1))
        self.next = Button(N_("Next"), lambda: self.go(1), primary=True)
        self._dim_ends()
        return [self.previous, self.next, Button(N_("Try again from here"), self.try_again),
                Button(N_("Back"), self.back)]

    def try_again(self) -> None:
        """Play the hand on from the step shown, as practice (the same cards everywhere)."""
        from cicera_gui.scenes.practice import try_again_from

        try_again_from(self.app, self.controller, self.hand_number, self.play_before())

    def _dim_ends(self) -> None:
        """Previous is dimmed on the first step and Next on the last: there is no further."""
        self.previous.enabled = self.index > 0
        self.next.enabled = self.index < self.last_index()

    def layout(self, size: tuple[int, int]) -> None:
        """The buttons side by side at the foot, as wide as the longest label needs (at
        least 22 units), the row never wider than the window."""
        u = unit(size)
        height, gap = round(u * self.row_height), round(u * 2)
        count = len(self.widgets)
        text = int(height * 0.42)
        needed = max((self.app.fonts.width(w.text(), text) + height // 2
                      for w in self.widgets if isinstance(w, Button)), default=0)
        room = (size[0] * 0.96 - (count - 1) * gap) / max(1, count)
        width = round(min(room, max(u * 22, needed)))
        total = count * width + (count - 1) * gap
        left = size[0] / 2 - total / 2
        for index, widget in enumerate(self.widgets):
            widget.rect = pygame.Rect(round(left + index * (width + gap)),
                                      size[1] - height - round(u * 2.5), width, height)

    def go(self, delta: int) -> None:
        self.index = max(0, min(self.last_index(), self.index + delta))
        self._dim_ends()

    def handle(self, event: pygame.event.Event) -> None:
        keys = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
        if event.type == pygame.KEYDOWN and event.key in (*keys, pygame.K_HOME, pygame.K_END):
            if event.key == pygame.K_HOME:
                self.index = 0
            elif event.key == pygame.K_END:
                self.index = self.last_index()
            self.go(keys.get(event.key, 0))
            return
        super().handle(event)
