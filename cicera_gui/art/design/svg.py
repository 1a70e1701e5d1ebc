"""A very small SVG writer: plain geometry only, so nanosvg (SDL_image) renders it faithfully.

Everything is inlined: no ``<text>``, ``<use>``, CSS, clip paths or filters. Numbers are written
with a fixed precision so the generator's output is byte-identical on every run.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

Point = tuple[float, float]


def num(value: float) -> str:
    """A number with at most two decimals and no trailing zeros (``-0`` becomes ``0``)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attrs(**values: str | float | None) -> str:
    """``key="value"`` pairs; underscores in names become dashes, ``None`` is skipped."""
    parts = []
    for key, value in values.items():
        if value is None:
            continue
        text = num(value) if isinstance(value, (int, float)) else value
        parts.append(f'{key.rstrip("_").replace("_", "-")}="{text}"')
    return " ".join(parts)


def style(
    fill: str = "none", stroke: str | None = None, width: float = 0, **extra: str | float | None
) -> dict[str, str | float | None]:
    """Fill and stroke attributes as keyword arguments for the element helpers."""
    values: dict[str, str | float | None] = {"fill": fill}
    if stroke is not None and width > 0:
        values.update(
            stroke=stroke, stroke_width=width, stroke_linejoin="round", stroke_linecap="round"
        )
    values.update(extra)
    return values


def path(d: str, **values: str | float | None) -> str:
    return f'<path d="{d}" {attrs(**values)}/>'


def circle(cx: float, cy: float, r: float, **values: str | float | None) -> str:
    return f"<circle {attrs(cx=cx, cy=cy, r=r, **values)}/>"


def ellipse(cx: float, cy: float, rx: float, ry: float, **values: str | float | None) -> str:
    return f"<ellipse {attrs(cx=cx, cy=cy, rx=rx, ry=ry, **values)}/>"


def rect(
    x: float, y: float, w: float, h: float, r: float = 0, **values: str | float | None
) -> str:
    rounding = {"rx": r, "ry": r} if r else {}
    return f"<rect {attrs(x=x, y=y, width=w, height=h, **rounding, **values)}/>"


def group(children: Iterable[str], transform: str | None = None, **values: str | float) -> str:
    head = attrs(transform=transform, **values)
    opening = f"<g {head}>" if head else "<g>"
    return opening + "".join(children) + "</g>"


def at(children: Iterable[str], x: float, y: float, scale: float = 1, rotate: float = 0) -> str:
    """Children drawn around their own origin, moved to ``(x, y)``, scaled and turned."""
    parts = [f"translate({num(x)} {num(y)})"]
    if rotate:
        parts.append(f"rotate({num(rotate)})")
    if scale != 1:
        parts.append(f"scale({num(scale)})")
    return group(children, " ".join(parts))


def mirrored(children: Iterable[str], axis_x: float) -> str:
    """Children reflected across the vertical line ``x = axis_x``."""
    return group(children, f"matrix(-1 0 0 1 {num(2 * axis_x)} 0)")


def poly(points: Sequence[Point], closed: bool = True) -> str:
    """Path data through ``points``."""
    head, *rest = points
    d = f"M{num(head[0])} {num(head[1])}" + "".join(f"L{num(x)} {num(y)}" for x, y in rest)
    return d + ("Z" if closed else "")


def _pct(value: float | None) -> str | None:
    """A fraction as a percentage: nanosvg reads bounding-box fractions only in that form."""
    return None if value is None else f"{num(value * 100)}%"


def linear_gradient(
    gid: str, stops: Sequence[tuple[float, str]], x1: float = 0, y1: float = 0,
    x2: float = 0, y2: float = 1,
) -> str:
    body = "".join(f'<stop offset="{_pct(o)}" stop-color="{c}"/>' for o, c in stops)
    box = attrs(x1=_pct(x1), y1=_pct(y1), x2=_pct(x2), y2=_pct(y2))
    return f'<linearGradient id="{gid}" {box}>{body}</linearGradient>'


def radial_gradient(
    gid: str, stops: Sequence[tuple[float, str]], cx: float = 0.5, cy: float = 0.5,
    r: float = 0.5, fx: float | None = None, fy: float | None = None,
) -> str:
    body = "".join(f'<stop offset="{_pct(o)}" stop-color="{c}"/>' for o, c in stops)
    box = attrs(cx=_pct(cx), cy=_pct(cy), r=_pct(r), fx=_pct(fx), fy=_pct(fy))
    return f'<radialGradient id="{gid}" {box}>{body}</radialGradient>'


def document(width: float, height: float, defs: Iterable[str], body: Iterable[str]) -> str:
    """A complete SVG file; ``defs`` holds gradients referenced as ``url(#id)``."""
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{num(width)}" height="{num(height)}" '
        f'viewBox="0 0 {num(width)} {num(height)}">\n'
    )
    unique_defs = list(dict.fromkeys(defs))
    defs_text = "<defs>" + "".join(unique_defs) + "</defs>\n" if unique_defs else ""
    return head + defs_text + "\n".join(body) + "\n</svg>\n"


def ribbon(points: Sequence[Point], widths: Sequence[float]) -> list[Point]:
    """The outline of a band of varying width following ``points`` (a polyline)."""
    left: list[Point] = []
    right: list[Point] = []
    count = len(points)
    for index, ((x, y), width) in enumerate(zip(points, widths, strict=True)):
        ax, ay = points[max(index - 1, 0)]
        bx, by = points[min(index + 1, count - 1)]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        half = width / 2
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
    return left + right[::-1]


def bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int) -> list[Point]:
    """Points along a cubic Bézier curve, ends included."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        out.append((
            a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
            a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
        ))
    return out


def rotate_point(point: Point, angle_deg: float, origin: Point = (0.0, 0.0)) -> Point:
    angle = math.radians(angle_deg)
    x, y = point[0] - origin[0], point[1] - origin[1]
    return (
        origin[0] + x * math.cos(angle) - y * math.sin(angle),
        origin[1] + x * math.sin(angle) + y * math.cos(angle),
    )


def star(cx: float, cy: float, outer: float, inner: float, tips: int = 5) -> list[Point]:
    """Points of a star with its first tip straight up."""
    out = []
    for i in range(tips * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi * i / tips - math.pi / 2
        out.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return out
