"""The application icon as PNG files, rasterized from its SVG with pygame-ce."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from pathlib import Path


def write_icon_pngs(
    svg: Path, sizes: Iterable[int], write: Callable[[Path, bytes], None]
) -> list[Path]:
    """``cicera-<size>.png`` beside ``svg`` for every size; returns the paths."""
    import pygame

    written = []
    for size in sizes:
        image = pygame.image.load_sized_svg(str(svg), (size, size))
        buffer = io.BytesIO()
        pygame.image.save(image, buffer, "png")
        target = svg.with_name(f"cicera-{size}.png")
        data = buffer.getvalue()
        if not target.is_file() or target.read_bytes() != data:
            write(target, data)
        written.append(target)
    return written
