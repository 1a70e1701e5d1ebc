"""What two moves of a position come to, in the family's own terms: the teacher's reasons.

The analysis says how much a play lost; a player learns from *what* it lost. Here the move
played and the better move are carried on over the same worlds the way the evaluation carries
them (:class:`Line`: every side's exact best play where a world is solved exactly, else the
family's playouts, both moves of a world with the same playout seed), and the family measures
each finished hand in its own terms (which side took a scoring card, how many event points
each side made; whether the seat took the trick in play, the points it took after it). The
means of those measures after each move are what the reasons say: facts of the evaluation,
not guesses. This module knows no game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from engine.ai.adapter import SearchAdapter
from engine.ai.exact import ExactSearch, SearchLimit

#: Worlds for the comparison, as a multiple of the analysis's worlds: the measures are
#: shares of worlds, said to the nearest tenth, and must not change with the seed.
WORLDS_FACTOR = 4


@dataclass(frozen=True)
class Outcomes:
    """Each measure's mean over the worlds after the move played and after the better
    move (the family's names: :meth:`OutcomeKit.outcome`)."""

    played: Mapping[str, float]
    better: Mapping[str, float]
    worlds: int


class Line:
    """How the evaluation carries a world on after a move: the exact best play of every side
    (alpha-beta, as the analysis solves a world) where the world can be solved, else the
    family's playout policy; a search that runs out of nodes leaves the rest to the
    playouts."""

    def __init__(self, adapter: SearchAdapter[Any, Any, Any], side: int, exact: bool,
                 node_limit: int, seed: int) -> None:
        self.adapter = adapter
        self.side = side
        self.search = ExactSearch(adapter, side, node_limit) if exact else None
        self.rng = random.Random(seed)

    def step(self, state: Any) -> None:
        """One play for the seat to move, in place."""
        adapter = self.adapter
        if self.search is not None:
            moves = list(adapter.moves(state))
            try:
                values = self.search.root_values(state, moves)
            except SearchLimit:
                self.search = None
            else:
                mine = adapter.mover_side(state) == self.side
                chosen = max(range(len(moves)),
                             key=lambda i: values[i] if mine else -values[i])  # first of equals
                adapter.play(state, moves[chosen])
                return
        adapter.play_step(state, self.rng)

    def finish(self, state: Any) -> None:
        """Play on to the end of the hand."""
        if self.search is None:
            self.adapter.play_out(state, self.rng)
            return
        while not self.adapter.finished(state):
            self.step(state)


class OutcomeKit(Protocol):
    """What a family gives the comparison (a part of its analysis kit)."""

    def adapter(self, view: Any) -> SearchAdapter[Any, Any, Any]: ...

    def knows_all(self, view: Any) -> bool: ...

    def outcome(self, view: Any, state: Any, move: Any, side: int, line: Line
                ) -> dict[str, float]:
        """The family's measures of the hand for ``side`` after the plain ``move`` is played
        in the world ``state`` (in place): it plays the move, then plays on with ``line``
        (to the end of the hand, a step at a time where a measure is taken on the way, such
        as who takes the trick in play)."""
        ...


def compare(kit: OutcomeKit, view: Any, played: Any, better: Any, *, worlds: int, seed: int,
            exact_plays: int, known_plays: int, node_limit: int) -> Outcomes:
    """The family's measures after ``played`` and after ``better`` over the same worlds
    (``worlds`` of them, drawn from ``view`` with a generator seeded from ``seed``; the one
    real world where the seat can know every card, solved exactly when it is small enough,
    else played out ``worlds`` times)."""
    adapter = kit.adapter(view)
    side = adapter.side(view)
    knows_all = kit.knows_all(view)
    exact = adapter.solve_exactly(view, known_plays if knows_all else exact_plays)
    rng = random.Random(seed)
    moves = (adapter.plain(played), adapter.plain(better))
    sums: tuple[dict[str, float], dict[str, float]] = ({}, {})
    count = 1 if knows_all and exact else worlds
    for _ in range(count):
        world = adapter.world(view, rng)
        line_seed = rng.getrandbits(64)
        for move, total in zip(moves, sums, strict=True):
            line = Line(adapter, side, exact, node_limit, line_seed)
            for name, value in kit.outcome(view, adapter.clone(world), move, side,
                                           line).items():
                total[name] = total.get(name, 0.0) + value
    return Outcomes({name: value / count for name, value in sums[0].items()},
                    {name: value / count for name, value in sums[1].items()}, count)


def worth_saying(gains: Mapping[str, float]) -> list[str]:
    """Of each measure's gain for the better move over the play (negative where the play
    gained), what a reason says, in order: the measure the better move gains most on (what
    the play gave away), then the one the play gained most on, each only if there is one."""
    said = []
    best = max(gains, key=lambda name: gains[name], default=None)
    if best is not None and gains[best] > 0:
        said.append(best)
    worst = min(gains, key=lambda name: gains[name], default=None)
    if worst is not None and gains[worst] < 0:
        said.append(worst)
    return said
