"""What ``python -m engine simulate`` reports of Scopa matches: wins by side, points, scope."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.scopa.events import CardsCaptured, Event, HandScored
from engine.scopa.game import ScopaGame
from engine.scopa.rules import ScopaRules
from engine.scopa.scoring import HandScore


class ScopaStats:
    """Counts the hands, points and scope of many matches, and who won them."""

    def __init__(self, rules: ScopaRules, players: int) -> None:
        self.sides = rules.sides(players)
        self.matches = 0
        self.wins: Counter[int] = Counter()
        self.scope = 0
        self.scored: list[HandScored[HandScore]] = []

    def add(self, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, CardsCaptured):
                self.scope += len(event.points)
            elif isinstance(event, HandScored):
                self.scored.append(event)

    def finish(self, game: ScopaGame) -> None:
        assert game.winner is not None
        self.matches += 1
        self.wins[game.winner] += 1

    def as_dict(self) -> dict[str, Any]:
        hands = len(self.scored)
        points = sum(score.total for event in self.scored for score in event.scores)
        return {
            "hands": hands,
            "hands_per_match": round(hands / self.matches, 2) if self.matches else 0,
            "points_per_hand": round(points / hands, 2) if hands else 0,
            "wins_by_side": {str(side): self.wins[side] for side in range(self.sides)},
            "scope_per_hand": round(self.scope / hands, 3) if hands else 0,
        }
