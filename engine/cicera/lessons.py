"""Cicera's part of the lessons: positions set up by :func:`engine.cicera.position.set_up`,
and its event points for steps that ask for a Scùa, a Picada, a Simili or a Quadriglia."""

from __future__ import annotations

from engine.cicera.events import EventPoint
from engine.cicera.position import set_up
from engine.kinds.capture.lessons import CaptureLessons

LESSONS = CaptureLessons(set_up, points=tuple(point.value for point in EventPoint))
