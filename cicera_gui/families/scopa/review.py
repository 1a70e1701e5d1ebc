"""Scopa's review of a finished hand, play by play (a game of captures' review,
:mod:`cicera_gui.kinds.capture.review`), a scopa named where a play made one."""

from __future__ import annotations

from collections.abc import Sequence

from cicera_gui.families.scopa.terms import SCOPA
from cicera_gui.kinds.capture.review import CaptureReview
from cicera_gui.words.i18n import _
from engine.scopa.events import ScopaPoint
from engine.scopa.game import ScopaGame


class ReviewScene(CaptureReview[ScopaGame]):
    """Step through the plays of one finished hand of Scopa."""

    def points_words(self, scored: Sequence[ScopaPoint]) -> str:
        return _(SCOPA) if scored else ""
