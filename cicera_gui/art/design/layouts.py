"""Where the suit signs go on the number cards."""

from __future__ import annotations

from .frame import HEIGHT, WIDTH

# (x, y, upside_down)
Spot = tuple[float, float, bool]

_CX = WIDTH / 2
_LEFT, _RIGHT = 192.0, 448.0
_TOP, _BOTTOM = 150.0, 850.0
_MID = (_TOP + _BOTTOM) / 2
_THIRD = (_BOTTOM - _TOP) / 3


def _spot(x: float, y: float) -> Spot:
    return (x, y, y > HEIGHT / 2 + 1)


def french(count: int) -> list[Spot]:
    """The standard French layouts for 2 to 10: two side columns and a centre column."""
    side_rows = {
        2: [], 3: [], 4: [_TOP, _BOTTOM], 5: [_TOP, _BOTTOM],
        6: [_TOP, _MID, _BOTTOM], 7: [_TOP, _MID, _BOTTOM], 8: [_TOP, _MID, _BOTTOM],
        9: [_TOP, _TOP + _THIRD, _BOTTOM - _THIRD, _BOTTOM],
        10: [_TOP, _TOP + _THIRD, _BOTTOM - _THIRD, _BOTTOM],
    }[count]
    centre = {
        2: [_TOP, _BOTTOM], 3: [_TOP, _MID, _BOTTOM], 4: [], 5: [_MID], 6: [],
        7: [(_TOP + _MID) / 2], 8: [(_TOP + _MID) / 2, (_MID + _BOTTOM) / 2], 9: [_MID],
        10: [_TOP + _THIRD / 2, _BOTTOM - _THIRD / 2],
    }[count]
    spots = [_spot(x, y) for y in side_rows for x in (_LEFT, _RIGHT)]
    return spots + [_spot(_CX, y) for y in centre]


def italian(count: int) -> tuple[list[Spot], float]:
    """Coins and cups in two tall columns (the Venetian way), with the pip size to use.

    The size is a fraction: 1.0 for the roomiest cards, smaller when the card is crowded.
    """
    left, right = _CX - 98, _CX + 98
    rows: dict[int, tuple[list[float], list[float], float]] = {
        2: ([], [265, 735], 1.15),
        3: ([], [190, 500, 810], 1.05),
        4: ([265, 735], [], 1.05),
        5: ([215, 785], [500], 1.0),
        6: ([180, 500, 820], [], 1.0),
        7: ([170, 500, 830], [335], 0.9),
        8: ([150, 383, 617, 850], [], 0.92),
        9: ([150, 383, 617, 850], [500], 0.86),
        10: ([140, 320, 500, 680, 860], [], 0.84),
    }
    if count == 9:  # three rows of three
        grid = [(x, y, False) for y in (200.0, 500.0, 800.0) for x in (_CX - 122, _CX, _CX + 122)]
        return grid, 0.74
    side, centre, size = rows[count]
    spots = [(x, y, False) for y in side for x in (left, right)]
    return spots + [(_CX, y, False) for y in centre], size
