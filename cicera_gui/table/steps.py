"""The one queue of animation steps every table plays its engine events through.

A step changes what the table shows (a card leaves a hand, a trick is swept) and sends the
cards that moved gliding to their places (tweens advanced by ``dt``); it returns how many
seconds to wait before the next step starts. Actions can also be put off by an animation
time (a sound as a card lands). With animation off every step returns 0 and the queue
empties in one frame.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

#: A step: change the table, start its cards moving; the seconds until the next step.
Step = Callable[[], float]


class StepQueue:
    """Steps played one after another as ``dt`` passes, each named for the table to ask which
    is playing (e.g. not to count the deck while it is being dealt)."""

    def __init__(self) -> None:
        self._steps: deque[tuple[Step, str]] = deque()
        self._later: list[tuple[float, Callable[[], None]]] = []
        self.wait = 0.0
        #: The name of the step playing (until the queue is empty and its wait over).
        self.current: str | None = None

    def add(self, step: Step, name: str = "") -> None:
        """Play ``step`` after every step queued."""
        self._steps.append((step, name))

    def later(self, delay: float, action: Callable[[], None]) -> None:
        """Do ``action`` after ``delay`` seconds of animation time (at once when none)."""
        if delay <= 0:
            action()
        else:
            self._later.append((delay, action))

    @property
    def busy(self) -> bool:
        """True while a step waits or more are queued."""
        return bool(self._steps) or self.wait > 0

    @property
    def pending(self) -> bool:
        """True while an action put off is still due."""
        return bool(self._later)

    def advance(self, dt: float) -> None:
        """Let ``dt`` seconds pass: the actions come due, then the steps whose turn it is."""
        due = [(left - dt, action) for left, action in self._later]
        self._later = [item for item in due if item[0] > 0]
        for left, action in due:
            if left <= 0:
                action()
        self.wait = max(0.0, self.wait - dt)
        while self.wait <= 0 and self._steps:
            step, self.current = self._steps.popleft()
            self.wait = step()
        if self.wait <= 0 and not self._steps:
            self.current = None

    def clear(self) -> None:
        """Forget every step and action (undo shows the position at once)."""
        self._steps.clear()
        self._later.clear()
        self.wait = 0.0
        self.current = None
