"""Review a finished hand play by play: ←/→ step, Home/End jump, Esc goes back.

Every hand is shown face up: the hand is over, so nothing is hidden any more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cicera_gui.families.cicera.decoration import honour_stars
from cicera_gui.families.cicera.terms import point_name
from cicera_gui.look import theme
from cicera_gui.play.match import HUMAN
from cicera_gui.scenes.hand_review import CardRow, HandReview, draw_card_rows
from cicera_gui.words.card_names import card_names
from cicera_gui.words.i18n import _, join_list
from cicera_gui.words.names import seat_name
from engine.ai.analyse import PlayRating
from engine.cicera.game import CiceraGame, HandLog, HandPosition

if TYPE_CHECKING:
    from cicera_gui.play.match import MatchController
    from cicera_gui.scenes.scene import Host


class ReviewScene(HandReview[CiceraGame, HandLog]):
    """Step through the plays of one finished hand: step 0 is the deal, step n the n-th
    play; each shows the table and every hand as the play found them."""

    def __init__(self, app: Host, controller: MatchController[CiceraGame], log: HandLog,
                 hand_number: int) -> None:
        super().__init__(app, controller, log, hand_number)
        self._positions: dict[int, HandPosition] = {}

    @property
    def plays(self) -> int:
        return len(self.log.plays)

    def position(self, plays: int) -> HandPosition:
        """The hand after ``plays`` plays, replayed from its log once for the review (a step
        asks for two, each frame)."""
        found = self._positions.get(plays)
        if found is None:
            found = self._positions[plays] = self.log.position(self.controller.game.rules,
                                                               plays)
        return found

    def last_index(self) -> int:
        return self.plays

    def play_before(self) -> int:
        """Step n shows the table as play n found it (the deal: the first play's)."""
        return max(1, self.index)

    def step_title(self) -> str:
        if self.index == 0:
            return _("the deal")
        return _("play {n} of {total}").format(n=self.index, total=self.plays)

    def step_line(self) -> tuple[str, PlayRating | None]:
        """Who laid or took what, and the event points it made."""
        if self.index == 0:
            return "", None
        seat = self.position(self.index - 1).turn
        move = self.log.plays[self.index - 1]
        if seat == HUMAN:
            what = _("You take {cards} with {card}") if move.capture else _("You lay {card}")
        elif move.capture:
            what = _("{name} takes {cards} with {card}")
        else:
            what = _("{name} lays {card}")
        deck = self.app.settings.deck
        line = what.format(name=seat_name(seat),
                           card=card_names([move.card], deck, in_sentence=True),
                           cards=card_names(move.capture, deck, in_sentence=True))
        points = self.position(self.index).scored
        if points:
            line += " · " + join_list([point_name(p) for p in points])
        return line, self.rating_of(self.index) if seat == HUMAN else None

    def draw_step(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The table and every hand before the play, the cards it took and the card played
        ringed."""
        before = self.position(max(0, self.index - 1))
        move = self.log.plays[self.index - 1] if self.index else None
        taken = frozenset(int(c) for c in move.capture) if move else frozenset()
        played = frozenset({int(move.card)}) if move else frozenset()
        rows = [CardRow(_("Table"), [int(c) for c in before.table], taken)]
        rows += [CardRow(seat_name(seat), [int(c) for c in hand], played, theme.HINT)
                 for seat, hand in enumerate(before.hands)]
        stars = honour_stars(self.app)
        draw_card_rows(surface, self.app.fonts,
                       lambda card, width: self.app.card_face(card, width, stars), rows, area)
