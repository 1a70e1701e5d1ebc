"""What a family tells the lessons: how a step's position is set up and whether a move is
what the step asks for (each family's kit; found through its :class:`engine.families.Family`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from engine.game import AnyGame


class LessonKit(Protocol):
    """A family's part of the lessons."""

    @property
    def expect_keys(self) -> tuple[str, ...]:
        """The keys a step's ``expect`` may hold, each a condition every right move meets."""
        ...

    def position(self, spec: Mapping[str, Any]) -> AnyGame:
        """The game at a step's position, the learner (seat 0) to play (ValueError, with
        what is wrong, for a position the rules cannot have)."""
        ...

    def expect_problems(self, expect: Mapping[str, Any]) -> list[str]:
        """What is wrong with a step's ``expect`` (its cards, the points it names)."""
        ...

    def is_right(self, game: AnyGame, move: Any, expect: Mapping[str, Any]) -> bool:
        """Whether ``move`` (legal in ``game``) meets every condition of ``expect``."""
        ...

    def named_cards(self, spec: Mapping[str, Any]) -> set[str]:
        """The cards the position shows or deals, as written (for the words' placeholders)."""
        ...
