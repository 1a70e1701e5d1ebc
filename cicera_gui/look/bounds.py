"""The window sizes the program accepts, the same from the command line, from
``settings.json`` and from the window manager (see :mod:`engine.bounds` for files and
texts). Imports nothing, so the command line can check ``--size`` before pygame loads."""

from __future__ import annotations

#: The smallest window the game lays out for (the window cannot be made smaller).
MIN_WINDOW = (960, 600)
#: The smallest picture ``--screenshot --size`` renders.
MIN_SCREENSHOT = (320, 200)
#: The largest window or picture, on either side.
MAX_SIDE = 8192


def clamp_window(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` brought within the window bounds (e.g. a window stretched over three
    screens is remembered at the largest size a later start accepts)."""
    return (min(MAX_SIDE, max(MIN_WINDOW[0], size[0])),
            min(MAX_SIDE, max(MIN_WINDOW[1], size[1])))


def clamp_position(position: tuple[int, int]) -> tuple[int, int]:
    """A window's place brought within what a later start accepts (a window dragged far
    past the screens is remembered at the farthest place the settings keep)."""
    return (max(-MAX_SIDE, min(MAX_SIDE, int(position[0]))),
            max(-MAX_SIDE, min(MAX_SIDE, int(position[1]))))


def window_ok(size: tuple[int, int], smallest: tuple[int, int] = MIN_WINDOW) -> bool:
    return smallest[0] <= size[0] <= MAX_SIDE and smallest[1] <= size[1] <= MAX_SIDE
