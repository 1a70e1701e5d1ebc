"""What ``python -m engine simulate`` reports of Cicera matches: wins by side, points, events."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.cicera.events import CardsCaptured, Event, EventPoint, HandScored
from engine.cicera.game import CiceraGame
from engine.cicera.rules import CiceraRules
from engine.cicera.scoring import HandScore


class CiceraStats:
    """Counts the hands, points and event points of many matches, and who won them."""

    def __init__(self, rules: CiceraRules, players: int) -> None:
        self.sides = rules.sides(players)
        self.matches = 0
        self.wins: Counter[int] = Counter()
        self.events: Counter[str] = Counter()
        self.scored: list[HandScored[HandScore]] = []
        self.napoleone = 0

    def add(self, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, CardsCaptured):
                self.events.update(point.value for point in event.points)
            elif isinstance(event, HandScored):
                self.scored.append(event)

    def finish(self, game: CiceraGame) -> None:
        assert game.winner is not None
        self.matches += 1
        self.wins[game.winner] += 1
        self.napoleone += game.napoleone

    def as_dict(self) -> dict[str, Any]:
        hands = len(self.scored)
        points = sum(score.total for event in self.scored for score in event.scores)
        return {
            "hands": hands,
            "hands_per_match": round(hands / self.matches, 2) if self.matches else 0,
            "points_per_hand": round(points / hands, 2) if hands else 0,
            "wins_by_side": {str(side): self.wins[side] for side in range(self.sides)},
            "napoleone": self.napoleone,
            "events_per_hand": {
                point.value: round(self.events[point.value] / hands, 3) if hands else 0
                for point in EventPoint
            },
        }
