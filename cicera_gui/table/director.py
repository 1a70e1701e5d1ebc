"""The one way a family's engine events are played on its table: each event becomes steps
of the shared queue (:mod:`cicera_gui.table.steps`), each step moves cards between the zones
of the :class:`~cicera_gui.table.model.CardTable` and lets it send them flying. A family's
director says only what its events move (:meth:`TableDirector.steps_for`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from cicera_gui.table.model import CardTable, Flight
from cicera_gui.table.steps import Step, StepQueue

#: The family's engine events.
E = TypeVar("E")
#: What a family's banner says, kept as it is and put into words when drawn.
B = TypeVar("B")


@dataclass
class Banner(Generic[B]):
    """Big words over the table for a moment (a point scored): what they say, how long they have
    stood and how long they stand, in seconds."""

    said: B
    duration: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def progress(self) -> float:
        """How far through its time it is, from 0 to 1."""
        return min(1.0, self.elapsed / self.duration)


class TableDirector(Generic[E]):
    """The queue of steps, the card table they move, the pace and the sounds, for a family
    whose events are ``E``."""

    def __init__(self, cards: CardTable, *, speed: Callable[[], float],
                 sound: Callable[[str], None]) -> None:
        self.cards = cards
        self.queue = StepQueue()
        self.speed = speed
        self.sound = sound
        #: The banners standing over the table (the shared table draws them).
        self.banners: list[Banner[Any]] = []

    def steps_for(self, event: E, after: Sequence[E]) -> list[tuple[Step, str]]:
        """The named steps that show ``event`` (``after``: the events that follow it)."""
        raise NotImplementedError

    def play(self, events: Sequence[E]) -> None:
        """Queue the steps of ``events``, after those still to play."""
        for index, event in enumerate(events):
            for step, name in self.steps_for(event, events[index + 1:]):
                self.queue.add(step, name)

    @property
    def busy(self) -> bool:
        return self.queue.busy or self.cards.moving

    @property
    def current_step(self) -> str | None:
        """The name of the step playing (while its cards still move)."""
        return self.queue.current

    def update(self, dt: float) -> None:
        for banner in self.banners:
            banner.elapsed += dt
        self.banners = [banner for banner in self.banners if not banner.done]
        self.cards.update(dt)
        self.queue.advance(dt)

    def clear(self) -> None:
        """Forget the steps and banners still to show (undo shows the position at once)."""
        self.queue.clear()
        self.banners.clear()

    def t(self, seconds: float) -> float:
        """``seconds`` of animation at the player's pace (0 with animation off)."""
        return seconds * self.speed()

    def sound_later(self, delay: float, name: str) -> None:
        """Play ``name`` after ``delay`` seconds of animation time."""
        self.queue.later(delay, lambda: self.sound(name))

    def settle(self, duration: float, flights: Mapping[int, Flight] | None = None) -> float:
        """Send the cards that moved to their places at the player's pace: the others over
        ``duration``, the chosen ones on their own :class:`Flight`; the seconds they take."""
        paced = {card: Flight(self.t(f.duration), self.t(f.delay), f.lift)
                 for card, f in (flights or {}).items()}
        return self.cards.settle(self.t(duration), paced)
