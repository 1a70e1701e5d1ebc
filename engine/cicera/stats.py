"""What ``python -m engine simulate`` reports of Cicera matches: the capture kind's counts
(:mod:`engine.kinds.capture.stats`), and the matches won by a Napoleone."""

from __future__ import annotations

from typing import Any

from engine.cicera.events import EventPoint
from engine.cicera.game import CiceraGame
from engine.cicera.rules import CiceraRules
from engine.kinds.capture.stats import CaptureStats


class CiceraStats(CaptureStats):
    """Counts the hands, points and event points of many matches, who won them, and how
    many were won by a Napoleone."""

    def __init__(self, rules: CiceraRules, players: int) -> None:
        super().__init__(rules, players, [point.value for point in EventPoint])
        self.napoleone = 0

    def finish(self, game: CiceraGame) -> None:
        super().finish(game)
        self.napoleone += game.napoleone

    def extra(self) -> dict[str, Any]:
        return {"napoleone": self.napoleone}
