"""What ``python -m engine simulate`` reports of Ciapanò-family matches."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.ciapano.events import CappottoChosen, Event, HandScored, PlayerOut
from engine.ciapano.game import CiapanoGame
from engine.ciapano.moves import TAKE
from engine.ciapano.rules import CiapanoRules


class CiapanoStats:
    """Counts the hands, penalties, cappotti and players out of many matches, and who won."""

    def __init__(self, rules: CiapanoRules, players: int) -> None:
        self.players = players
        self.matches = 0
        self.hands = 0
        self.penalty = 0
        self.penalty_by_seat: Counter[int] = Counter()
        self.cappotti = 0
        self.taken = 0
        self.out = 0
        self.wins: Counter[int] = Counter()
        self.shared_wins = 0

    def add(self, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, HandScored):
                self.hands += 1
                self.penalty += sum(event.penalty)
                self.penalty_by_seat.update(dict(enumerate(event.penalty)))
                self.cappotti += event.cappotto is not None
            elif isinstance(event, CappottoChosen):
                self.taken += event.choice == TAKE
            elif isinstance(event, PlayerOut):
                self.out += 1

    def finish(self, game: CiapanoGame) -> None:
        assert game.winners is not None
        self.matches += 1
        self.wins.update(game.winners)
        self.shared_wins += len(game.winners) > 1

    def as_dict(self) -> dict[str, Any]:
        hands = self.hands
        return {
            "hands": hands,
            "hands_per_match": round(hands / self.matches, 2) if self.matches else 0,
            "penalty_per_hand": round(self.penalty / hands, 2) if hands else 0,
            "penalty_per_hand_by_seat": {
                str(seat): round(self.penalty_by_seat[seat] / hands, 2) if hands else 0
                for seat in range(self.players)
            },
            "wins_by_seat": {str(seat): self.wins[seat] for seat in range(self.players)},
            "shared_wins": self.shared_wins,
            "cappotti": self.cappotti,
            "cappotti_taken": self.taken,
            "players_out_per_match": round(self.out / self.matches, 2) if self.matches else 0,
        }
