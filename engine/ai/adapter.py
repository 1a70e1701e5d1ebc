"""What a family gives the game-neutral search: its moves, its fast play, its heuristic, and
the value of a finished hand for a side.

The search (:mod:`engine.ai.search`) sees a family only through this protocol. ``ViewT`` is
what a seat may know, ``State`` the family's fast, unchecked hand state (a *world* once the
unseen cards are dealt), ``Move`` the public move and ``Plain`` its compact form for
``State``. Each family's adapter lives in its own package.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

ViewT = TypeVar("ViewT", contravariant=True)  # noqa: PLC0105
State = TypeVar("State")
Move = TypeVar("Move")


class SearchAdapter(Protocol[ViewT, State, Move]):
    """A family's side of the search (see the module's docstring)."""

    def rated_moves(self, view: ViewT) -> list[tuple[float, Move]]:
        """Every legal move with its heuristic value, in the legal-move order."""
        ...

    def side(self, view: ViewT) -> int:
        """The side the viewing seat plays for."""
        ...

    def solve_exactly(self, view: ViewT, exact_plays: int) -> bool:
        """True when the rest of the hand is small enough and nothing unseen is still to
        come into play, so that each world can be solved exactly."""
        ...

    def world(self, view: ViewT, rng: random.Random) -> State:
        """One world consistent with the view: the unseen cards dealt at random."""
        ...

    def plain(self, move: Move) -> Any:
        """The move in the form :meth:`play` takes."""
        ...

    def clone(self, state: State) -> State: ...

    def play(self, state: State, plain: Any) -> None:
        """Play ``plain`` for the seat to move, in place, unchecked."""
        ...

    def finished(self, state: State) -> bool:
        """True when the hand (and any choice at its end) is over."""
        ...

    def mover_side(self, state: State) -> int:
        """The side of the seat to move."""
        ...

    def moves(self, state: State) -> Sequence[Any]:
        """Every plain move of the seat to move, the most promising first (for alpha-beta)."""
        ...

    def value(self, state: State, side: int) -> float:
        """The finished hand's value for ``side`` (higher is better for it)."""
        ...

    def play_out(self, state: State, rng: random.Random) -> None:
        """Finish the hand in place with the family's playout policy."""
        ...

    def play_step(self, state: State, rng: random.Random) -> None:
        """One play of the family's playout policy for the seat to move, in place (the
        playouts are these, to the end of the hand)."""
        ...
