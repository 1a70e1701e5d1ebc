"""``python -m engine simulate``: play whole matches between computer players and sum them up."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from engine.cicera.events import CardsCaptured, Event, HandScored
from engine.cicera.game import CiceraGame, Phase
from engine.cicera.moves import Move
from engine.cicera.record import write_record
from engine.cicera.rules import CiceraRules
from engine.cicera.view import SeatView


class Player(Protocol):
    """Anything that picks a move from what its seat may see."""

    def choose(self, view: SeatView) -> Move: ...


class RandomPlayer:
    """Plays a uniformly random legal move, from its own seeded generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: SeatView) -> Move:
        return self.rng.choice(view.legal_moves())


def play_match(
    game: CiceraGame,
    players: Sequence[Player],
    on_events: Callable[[list[Event]], None] | None = None,
    *,
    stop_after_hand: bool = False,
) -> CiceraGame:
    """Play ``game`` to its end (or to the end of the current hand), each seat choosing from
    its own view; ``on_events`` sees the events of every play."""
    while not game.is_terminal():
        if game.phase is Phase.DEAL:
            game.start_hand()
            continue
        seat = game.current_player()
        assert seat is not None
        events = game.apply(players[seat].choose(game.view(seat)))
        if on_events is not None:
            on_events(events)
        if stop_after_hand and game.phase is not Phase.PLAY:
            break
    return game


def simulate(
    rules: CiceraRules,
    players: int,
    matches: int,
    seed: int,
    record_dir: Path | None = None,
) -> dict[str, Any]:
    """Play ``matches`` matches of random players; a summary of what happened."""
    master = random.Random(seed)
    wins: Counter[int] = Counter()
    events: Counter[str] = Counter()
    scored: list[HandScored] = []
    napoleone = 0

    def count(played: list[Event]) -> None:
        for event in played:
            if isinstance(event, CardsCaptured):
                events.update(point.value for point in event.points)
            elif isinstance(event, HandScored):
                scored.append(event)

    for number in range(1, matches + 1):
        game = CiceraGame(rules, players, seed=master.getrandbits(63))
        bots: list[Player] = [RandomPlayer(random.Random(master.getrandbits(63)))
                              for _ in range(players)]
        play_match(game, bots, count)
        assert game.winner is not None
        wins[game.winner] += 1
        napoleone += game.napoleone
        if record_dir is not None:
            write_record(game, record_dir / f"match-{number:04d}.json")
    hands = len(scored)
    points = sum(score.total for event in scored for score in event.scores)
    return {
        "variant": rules.id,
        "players": players,
        "matches": matches,
        "seed": seed,
        "hands": hands,
        "hands_per_match": round(hands / matches, 2) if matches else 0,
        "points_per_hand": round(points / hands, 2) if hands else 0,
        "wins_by_side": {str(side): wins[side] for side in range(rules.sides(players))},
        "napoleone": napoleone,
        "events_per_hand": {
            kind: round(events[kind] / hands, 3) if hands else 0
            for kind in ("scua", "picada", "simili", "quadriglia", "cinquina")
        },
    }
