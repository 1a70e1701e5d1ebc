"""The four Italian suit signs: coins, cups, swords and batons.

Each function draws around the origin; ``detail=False`` gives the simplified sign used in the
corner indices, where it is only a few pixels tall.
"""

from __future__ import annotations

import math

from . import palette as p
from .svg import Point, bezier, circle, ellipse, group, path, poly, ribbon, style


def coin(radius: float, detail: bool = True) -> list[str]:
    """A golden medallion with a red rosette."""
    r = radius
    line = max(r * 0.05, 2.5)
    out = [circle(0, 0, r, **style(p.GOLD_DISC, p.INK, line))]
    if not detail:
        out.append(circle(0, 0, r * 0.62, **style("none", p.DARK_GOLD, r * 0.12)))
        out.append(circle(0, 0, r * 0.32, **style(p.RED, p.INK, line * 0.8)))
        return out
    out.append(circle(0, 0, r * 0.86, **style("none", p.DARK_GOLD, r * 0.035)))
    for k in range(16):
        angle = math.radians(k * 22.5)
        out.append(circle(
            r * 0.93 * math.cos(angle), r * 0.93 * math.sin(angle), r * 0.035, fill=p.DARK_GOLD
        ))
    petals = []
    for k in range(8):
        petals.append(group(
            [path(_petal(r * 0.16, r * 0.62), **style(p.RED, p.INK, line * 0.6))],
            f"rotate({k * 45 + 22.5})",
        ))
        petals.append(group(
            [path(_petal(r * 0.07, r * 0.74), **style(p.GREEN, p.INK, line * 0.45))],
            f"rotate({k * 45})",
        ))
    out += petals
    out.append(circle(0, 0, r * 0.24, **style(p.GOLD_DISC, p.INK, line * 0.7)))
    out.append(circle(0, 0, r * 0.1, **style(p.BLUE, p.INK, line * 0.4)))
    return out


def _petal(half_width: float, length: float) -> str:
    """A pointed petal from the origin upwards."""
    w, h = half_width, length
    return (
        f"M0 0C{-w * 1.3:.2f} {-h * 0.3:.2f} {-w:.2f} {-h * 0.75:.2f} 0 {-h:.2f}"
        f"C{w:.2f} {-h * 0.75:.2f} {w * 1.3:.2f} {-h * 0.3:.2f} 0 0Z"
    )


def cup(height: float, detail: bool = True) -> list[str]:
    """A goblet: golden bowl with a red band, a knotted stem and a broad foot."""
    s = height
    line = max(s * 0.025, 2.5)

    def pt(x: float, y: float) -> str:
        return f"{x * s:.2f} {y * s:.2f}"

    bowl = (
        f"M{pt(-0.36, -0.45)}C{pt(-0.37, -0.16)} {pt(-0.2, 0.0)} {pt(0, 0.0)}"
        f"C{pt(0.2, 0.0)} {pt(0.37, -0.16)} {pt(0.36, -0.45)}Z"
    )
    foot = (
        f"M{pt(-0.3, 0.49)}C{pt(-0.27, 0.38)} {pt(-0.1, 0.35)} {pt(-0.05, 0.27)}"
        f"L{pt(0.05, 0.27)}"
        f"C{pt(0.1, 0.35)} {pt(0.27, 0.38)} {pt(0.3, 0.49)}Z"
    )
    out = [
        path(foot, **style(p.GOLD_FILL, p.INK, line)),
        path(
            f"M{pt(-0.05, -0.02)}L{pt(-0.045, 0.29)}H{s * 0.045:.2f}L{pt(0.05, -0.02)}Z",
            **style(p.GOLD_FILL, p.INK, line),
        ),
        ellipse(0, s * 0.12, s * 0.11, s * 0.055, **style(p.RED, p.INK, line)),
        path(bowl, **style(p.GOLD_FILL, p.INK, line)),
    ]
    if detail:
        out.append(path(
            f"M{pt(-0.34, -0.3)}C{pt(-0.12, -0.24)} {pt(0.12, -0.24)} {pt(0.34, -0.3)}"
            f"L{pt(0.3, -0.19)}C{pt(0.1, -0.13)} {pt(-0.1, -0.13)} {pt(-0.3, -0.19)}Z",
            **style(p.RED, p.INK, line * 0.7),
        ))
        for x in (-0.2, 0, 0.2):
            out.append(circle(x * s, -0.215 * s + abs(x) * 0.05 * s, s * 0.025, fill=p.GOLD))
        out.append(path(
            f"M{pt(-0.22, 0.46)}C{pt(-0.15, 0.4)} {pt(0.15, 0.4)} {pt(0.22, 0.46)}",
            **style("none", p.BLUE, line * 1.6),
        ))
    else:
        out.append(path(
            f"M{pt(-0.34, -0.3)}C{pt(-0.12, -0.24)} {pt(0.12, -0.24)} {pt(0.34, -0.3)}"
            f"L{pt(0.3, -0.17)}C{pt(0.1, -0.11)} {pt(-0.1, -0.11)} {pt(-0.3, -0.17)}Z",
            fill=p.RED,
        ))
    out.append(ellipse(0, -0.45 * s, 0.36 * s, 0.065 * s, **style(p.DARK_GOLD, p.INK, line)))
    out.append(ellipse(0, -0.445 * s, 0.3 * s, 0.035 * s, fill=p.DARK_RED))
    return out


def sword(
    hilt: Point, c1: Point, c2: Point, tip: Point, width: float, detail: bool = True,
    blade: str = p.BLUE, edge_colour: str = p.LIGHT_BLUE,
) -> list[str]:
    """A curved blade along a Bézier curve from ``hilt`` to ``tip``, with guard and pommel."""
    line = max(width * 0.09, 2.0)
    centre = bezier(hilt, c1, c2, tip, 24)
    widths = [width * (1 - (i / 24) ** 2.2 * 0.92) for i in range(25)]
    outline = ribbon(centre, widths)
    out = [path(poly(outline), **style(blade, p.INK, line))]
    if detail:
        edge = ribbon(centre[1:21], [width * (0.42 - 0.3 * i / 20) for i in range(20)])
        out.append(path(poly(edge), fill=edge_colour))
        ridge = ribbon(centre[1:19], [width * 0.1] * 18)
        out.append(path(poly(ridge), fill=p.WHITE, fill_opacity=0.8))
    # direction of the blade at the hilt
    dx, dy = c1[0] - hilt[0], c1[1] - hilt[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    guard = width * 1.9
    grip = width * 1.7
    gx, gy = hilt
    guard_pts = ribbon(
        [(gx - nx * guard, gy - ny * guard), (gx, gy), (gx + nx * guard, gy + ny * guard)],
        [width * 0.45, width * 0.55, width * 0.45],
    )
    grip_end = (gx - ux * grip, gy - uy * grip)
    out.append(path(poly(ribbon([hilt, grip_end], [width * 0.5, width * 0.5])),
                    **style(p.RED, p.INK, line)))
    out.append(path(poly(guard_pts), **style(p.GOLD_FILL, p.INK, line)))
    for sign in (-1, 1):
        out.append(circle(gx + sign * nx * guard, gy + sign * ny * guard, width * 0.32,
                          **style(p.GOLD, p.INK, line * 0.8)))
    out.append(circle(grip_end[0] - ux * width * 0.3, grip_end[1] - uy * width * 0.3,
                      width * 0.42, **style(p.GOLD_FILL, p.INK, line)))
    return out


def baton(
    start: Point, end: Point, width: float, detail: bool = True,
    bark: str = p.GREEN, shine: str = p.LIGHT_GREEN,
) -> list[str]:
    """A knotted club from its handle (``start``) to its thick head (``end``)."""
    line = max(width * 0.08, 2.0)
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    steps = 12
    centre = [(start[0] + dx * i / steps, start[1] + dy * i / steps) for i in range(steps + 1)]
    widths = [width * (0.5 + 0.5 * (i / steps) ** 1.3) for i in range(steps + 1)]
    out: list[str] = []
    knots = (0.22, 0.4, 0.58, 0.76) if detail else (0.35, 0.65)
    for k, t in enumerate(knots):
        side = 1 if k % 2 == 0 else -1
        half = width * (0.5 + 0.5 * t ** 1.3) / 2
        bx, by = start[0] + dx * t, start[1] + dy * t
        tip = (bx + side * nx * (half + width * 0.36) + ux * width * 0.3,
               by + side * ny * (half + width * 0.36) + uy * width * 0.3)
        stub = ribbon([(bx, by), tip], [width * 0.5, width * 0.34])
        out.append(path(poly(stub), **style(bark, p.INK, line)))
        out.append(circle(tip[0], tip[1], width * 0.17, **style(p.LIGHT_GOLD, p.INK, line * 0.6)))
    out.append(path(poly(ribbon(centre, widths)), **style(bark, p.INK, line)))
    if detail:
        streak = [(x - nx * w * 0.18, y - ny * w * 0.18)
                  for (x, y), w in zip(centre[1:-1], widths[1:-1], strict=True)]
        out.append(path(poly(ribbon(streak, [w * 0.2 for w in widths[1:-1]])),
                        fill=shine, fill_opacity=0.9))
    # rounded ends: a red cap on the head, a small gold knob on the handle
    cap = p.RED if bark != p.RED else p.GREEN
    out.append(circle(end[0], end[1], width * 0.54, **style(cap, p.INK, line)))
    out.append(circle(start[0], start[1], width * 0.31, **style(p.GOLD_FILL, p.INK, line)))
    if detail:
        for t in (0.1, 0.9):
            half = width * (0.5 + 0.5 * t ** 1.3) / 2
            bx, by = start[0] + dx * t, start[1] + dy * t
            out.append(path(
                poly([(bx + nx * half, by + ny * half), (bx - nx * half, by - ny * half)], False),
                **style("none", p.GOLD, width * 0.14),
            ))
    return out


def index_sign(suit: str, size: float) -> list[str]:
    """The simplified suit sign for a corner index, ``size`` units tall, centred on the origin."""
    if suit == "d":
        return coin(size * 0.48, detail=False)
    if suit == "c":
        return cup(size, detail=False)
    if suit == "s":
        h = size * 0.5
        return sword((0, h * 0.46), (0, h * 0.1), (0, -h * 0.4), (0, -h), size * 0.3, False)
    return [group(baton((0, size * 0.46), (0, -size * 0.42), size * 0.36, detail=False))]
