"""The Traversone cappotto's choice, for every level: take the total off one's own score
when that is allowed and better for the standings, else give it to everyone else."""

from __future__ import annotations

from engine.ciapano.ai.values import Standing
from engine.ciapano.moves import Choice, Move
from engine.ciapano.view import SeatView


def choose_cappotto(view: SeatView) -> Choice:
    standing = Standing(view.rules, view.totals, view.seats)
    choice, _ = standing.choice(view.points, view.tricks_won, view.seat)
    return choice if choice in view.choices else view.choices[0]


def rate_choices(view: SeatView) -> list[tuple[float, Move]]:
    """The choices in legal order, the better one rated 1 and the other 0."""
    best = choose_cappotto(view)
    return [(1.0 if choice == best else 0.0, choice) for choice in view.choices]
