"""Cicera's events as moves of cards between the board's zones, one step after another.

Each step moves cards (a card leaves a hand for the table, captured cards go to a pile) as a
game of captures does (:class:`~cicera_gui.table.capture_play.CaptureDirector`), which sends
them gliding to their new places; the next step starts when they have arrived. What is
Cicera's own: the event points made, their banners and sounds, and the hand's score. With
animation off every step takes no time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import assert_never

from cicera_gui.families.cicera.board import Board
from cicera_gui.table.capture_play import CaptureDirector
from cicera_gui.table.director import Banner
from cicera_gui.table.steps import Step
from engine.cicera.events import (
    CardLaid,
    CardsCaptured,
    Event,
    EventPoint,
    HandDealt,
    HandScored,
    LaterDeal,
    LeftoverTaken,
    MatchWon,
)
from engine.cicera.scoring import HandScore

BANNER_TIME = 1.5


@dataclass(frozen=True)
class PointsMade:
    """What a banner over the table says: the event points of one play (Scùa! Picada! ...),
    one banner however many points the play made, and the side that made them."""

    points: tuple[EventPoint, ...]
    side: int


class Director(CaptureDirector[Event, Board]):
    """Plays Cicera's events against the board: what each moves, its sounds and banners."""

    def __init__(self, board: Board, *, speed: Callable[[], float],
                 sound: Callable[[str], None],
                 on_hand_scored: Callable[[HandScored[HandScore], MatchWon | None], None],
                 human_side: int = 0, sort_hand: Callable[[], bool] = lambda: False) -> None:
        super().__init__(board, speed=speed, sound=sound, sort_hand=sort_hand)
        self.on_hand_scored = on_hand_scored
        self.human_side = human_side

    # -- one event, one or more steps ------------------------------------------------------------

    def steps_for(self, event: Event, after: Sequence[Event]) -> list[tuple[Step, str]]:
        if isinstance(event, HandDealt | LaterDeal | CardLaid | LeftoverTaken):
            return self.kind_steps(event)  # the kind's own
        if isinstance(event, CardsCaptured):
            return [
                (lambda: self.show_capture(event.seat, int(event.card),
                                           [int(c) for c in event.captured]), "capture"),
                (lambda: self._sweep(event), "sweep"),
            ]
        if isinstance(event, HandScored):
            won = next((e for e in after if isinstance(e, MatchWon)), None)
            return [(lambda: self.t(0.6), "pause"),
                    (lambda: self._scored(event, won), "scored")]
        if isinstance(event, MatchWon):
            return []  # the hand's score, just before it, ends the match
        assert_never(event)  # every event of the family has its steps above

    def _sweep(self, event: CardsCaptured[EventPoint]) -> float:
        """The capture onto the side's pile, and its event points counted and announced."""
        board = self.shown
        for point in event.points:
            board.events[event.side][list(EventPoint).index(point)] += 1
        self.sound("capture")
        if event.points:
            self.banners.append(Banner(PointsMade(tuple(event.points), event.side),
                                       BANNER_TIME + 0.5 * (len(event.points) - 1)))
        for index, point in enumerate(event.points):
            self.sound_later(0.2 + 0.3 * index, point.value)
        return self.to_pile(event.side, [int(event.card), *(int(c) for c in event.captured)],
                            0.03)

    def _scored(self, event: HandScored[HandScore], won: MatchWon | None) -> float:
        """The hand's points in the totals shown; its summary (and the match's end, when it
        ended the match) opens."""
        self.shown.totals, self.shown.scored = list(event.totals), True
        self.sound("hand_end")
        if won is not None:
            self.sound_later(1.0, "match_won" if won.side == self.human_side else "match_lost")
        self.on_hand_scored(event, won)
        return 0.0
