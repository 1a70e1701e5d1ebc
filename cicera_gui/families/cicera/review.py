"""Cicera's review of a finished hand, play by play (a game of captures' review,
:mod:`cicera_gui.kinds.capture.review`): its event points named, the honours starred."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cicera_gui.families.cicera.decoration import honour_stars
from cicera_gui.families.cicera.terms import point_name
from cicera_gui.kinds.capture.review import CaptureLog, CaptureReview
from cicera_gui.words.i18n import join_list
from engine.cicera.events import EventPoint
from engine.cicera.game import CiceraGame

if TYPE_CHECKING:
    from cicera_gui.play.match import MatchController
    from cicera_gui.scenes.scene import Host


class ReviewScene(CaptureReview[CiceraGame]):
    """Step through the plays of one finished hand: step 0 is the deal, step n the n-th
    play; each shows the table and every hand as the play found them."""

    def __init__(self, app: Host, controller: MatchController[CiceraGame], log: CaptureLog,
                 hand_number: int) -> None:
        super().__init__(app, controller, log, hand_number)
        self.decoration = honour_stars(app)

    def points_words(self, scored: Sequence[EventPoint]) -> str:
        return join_list([point_name(point) for point in scored])
