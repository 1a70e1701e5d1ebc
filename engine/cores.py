"""How many cores this program may use (what work side by side can count on)."""

from __future__ import annotations

import os


def usable_cores(at_most: int) -> int:
    """The cores this process may run on (its CPU affinity where the system tells it), from
    1 to ``at_most``."""
    affinity = getattr(os, "sched_getaffinity", None)
    cores = len(affinity(0)) if affinity is not None else (os.cpu_count() or 1)
    return max(1, min(cores, at_most))
