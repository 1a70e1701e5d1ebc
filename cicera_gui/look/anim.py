"""Animation as easing functions plus tweens advanced by ``update(dt)``."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

Easing = Callable[[float], float]
Point = tuple[float, float]


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


@dataclass
class Tween:
    """A value going from ``start`` to ``end`` over ``duration`` seconds after ``delay``."""

    start: Point
    end: Point
    duration: float
    delay: float = 0.0
    easing: Easing = ease_out_cubic
    elapsed: float = 0.0

    def update(self, dt: float) -> None:
        self.elapsed += dt

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def remaining(self) -> float:
        return max(0.0, self.delay + self.duration - self.elapsed)

    @property
    def value(self) -> Point:
        t = self.easing(self.progress)
        return (lerp(self.start[0], self.end[0], t), lerp(self.start[1], self.end[1], t))


def arc_offset(progress: float, height: float) -> float:
    """A lift that rises and falls over a flight, so flying cards arc a little."""
    return -math.sin(progress * math.pi) * height
