"""A game of captures' review of a finished hand, play by play (the frame, the steps and the
buttons are :mod:`cicera_gui.scenes.hand_review`'s): step 0 is the deal, step n the n-th
play; each shows the table and every hand face up as the play found them (the hand is over:
nothing is hidden any more), the cards it took and the card played ringed, and says who laid
or took what, with what it scored in the family's words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from cicera_gui.art.decoration import Decoration
from cicera_gui.look import theme
from cicera_gui.play.match import G_co
from cicera_gui.scenes.hand_review import CardRow, HandReview, draw_card_rows
from cicera_gui.words.card_names import card_names
from cicera_gui.words.i18n import _
from cicera_gui.words.names import seat_name, viewer
from engine.ai.analyse import PlayRating

if TYPE_CHECKING:
    from cicera_gui.play.match import MatchController
    from cicera_gui.scenes.scene import Host


class CapturePlay(Protocol):
    """A play of the hand's log: the card played and the table cards it took."""

    @property
    def card(self) -> int: ...
    @property
    def capture(self) -> Sequence[int]: ...


class CapturePosition(Protocol):
    """What lay where after some plays of a finished hand: whose turn it was, what the last
    play scored, the table and every hand."""

    @property
    def turn(self) -> int: ...
    @property
    def scored(self) -> Sequence[Any]: ...
    @property
    def table(self) -> Sequence[int]: ...
    @property
    def hands(self) -> Sequence[Sequence[int]]: ...


class CaptureLog(Protocol):
    """A game of captures' log of one hand."""

    @property
    def number(self) -> int | None: ...
    @property
    def plays(self) -> Sequence[CapturePlay]: ...

    def position(self, rules: Any, plays: int) -> CapturePosition: ...


class CaptureReview(HandReview[G_co, CaptureLog]):
    """Step through the plays of one finished hand (:meth:`position` replays each once)."""

    #: What the family draws on its faces (the honours' marks), if anything.
    decoration: Decoration | None = None

    def __init__(self, app: Host, controller: MatchController[G_co], log: CaptureLog,
                 hand_number: int) -> None:
        super().__init__(app, controller, log, hand_number)
        self._positions: dict[int, CapturePosition] = {}

    # -- what a family's review fills in -----------------------------------------------------

    def points_words(self, scored: Sequence[Any]) -> str:
        """What a play scored, in the family's words ("" for nothing)."""
        return ""

    # -- the steps ---------------------------------------------------------------------------

    @property
    def plays(self) -> int:
        return len(self.log.plays)

    def position(self, plays: int) -> CapturePosition:
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
        """Who laid or took what, and what it scored."""
        if self.index == 0:
            return "", None
        seat = self.position(self.index - 1).turn
        move = self.log.plays[self.index - 1]
        if seat == viewer():
            what = _("You take {cards} with {card}") if move.capture else _("You lay {card}")
        elif move.capture:
            what = _("{name} takes {cards} with {card}")
        else:
            what = _("{name} lays {card}")
        deck = self.app.settings.deck
        line = what.format(name=seat_name(seat),
                           card=card_names([move.card], deck, in_sentence=True),
                           cards=card_names(move.capture, deck, in_sentence=True))
        points = self.points_words(self.position(self.index).scored)
        if points:
            line += " · " + points
        return line, self.rating_of(self.index) if seat == viewer() else None

    def hand_shown(self, seat: int, hand: Sequence[Any]) -> list[int]:
        """A seat's cards as the table shows them: yours in order, by suit then rank, when
        the setting asks for it (as at the table); the others as dealt."""
        cards = [int(card) for card in hand]
        return sorted(cards) if seat == viewer() and self.app.settings.sort_hand else cards

    def draw_step(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The table and every hand before the play, the cards it took and the card played
        ringed."""
        before = self.position(max(0, self.index - 1))
        move = self.log.plays[self.index - 1] if self.index else None
        taken = frozenset(int(c) for c in move.capture) if move else frozenset()
        played = frozenset({int(move.card)}) if move else frozenset()
        rows = [CardRow(_("Table"), [int(c) for c in before.table], taken)]
        rows += [CardRow(seat_name(seat), self.hand_shown(seat, hand), played, theme.HINT)
                 for seat, hand in enumerate(before.hands)]
        decoration = self.decoration
        draw_card_rows(surface, self.app.fonts,
                       lambda card, width: self.app.card_face(card, width, decoration), rows,
                       area)
