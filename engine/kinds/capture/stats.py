"""What ``python -m engine simulate`` reports of a capture game's matches, the same for every
family of the kind: the hands, the points, the wins by side, and each event point per hand
(a family adds what is its own, :meth:`CaptureStats.extra`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from engine.kinds.capture.events import CardsCaptured, HandScored


class CaptureStats:
    """Counts the hands, points and event points (``points``: their names, in the order
    reported) of many matches, and who won them."""

    def __init__(self, rules: Any, players: int, points: Sequence[str]) -> None:
        self.sides = rules.sides(players)
        self.points = tuple(points)
        self.matches = 0
        self.wins: Counter[int] = Counter()
        self.events: Counter[str] = Counter()
        self.scored: list[HandScored[Any]] = []

    def add(self, events: list[Any]) -> None:
        for event in events:
            if isinstance(event, CardsCaptured):
                self.events.update(point.value for point in event.points)
            elif isinstance(event, HandScored):
                self.scored.append(event)

    def finish(self, game: Any) -> None:
        assert game.winner is not None
        self.matches += 1
        self.wins[game.winner] += 1

    def extra(self) -> dict[str, Any]:
        """What the family reports besides, before the event points."""
        return {}

    def as_dict(self) -> dict[str, Any]:
        hands = len(self.scored)
        points = sum(score.total for event in self.scored for score in event.scores)
        return {
            "hands": hands,
            "hands_per_match": round(hands / self.matches, 2) if self.matches else 0,
            "points_per_hand": round(points / hands, 2) if hands else 0,
            "wins_by_side": {str(side): self.wins[side] for side in range(self.sides)},
            **self.extra(),
            "events_per_hand": {
                point: round(self.events[point] / hands, 3) if hands else 0
                for point in self.points
            },
        }
