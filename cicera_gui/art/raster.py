"""Rasterizing SVG files with pygame-ce's own loader (SDL_image / nanosvg)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pygame

from .errors import CardArtError


def render_svg(path: Path, size: tuple[int, int]) -> pygame.Surface:
    """``path`` drawn at exactly ``size`` pixels, with per-pixel alpha.

    The SVG is rendered at that size directly (no rescaling blur). Its aspect ratio is kept;
    if that leaves the image a pixel short of ``size``, it is centred on a transparent surface.
    """
    width, height = size
    if width < 1 or height < 1:
        raise ValueError(f"cannot draw {path.name} at {width}x{height} pixels")
    if not path.is_file():
        raise CardArtError(path, "file not found")
    try:
        image = pygame.image.load_sized_svg(str(path), size)
    except (pygame.error, OSError, ValueError) as error:
        raise CardArtError(path, f"cannot be read as SVG ({error})") from error
    if image.get_size() == (0, 0):
        raise CardArtError(path, "renders as an empty image")
    if image.get_size() != size:
        exact = pygame.Surface(size, pygame.SRCALPHA)
        exact.blit(image, ((width - image.get_width()) // 2, (height - image.get_height()) // 2))
        image = exact
    return image


def svg_aspect(path: Path) -> float:
    """Width over height of an SVG file, from its ``viewBox`` (or width and height)."""
    try:
        head = path.read_text(encoding="utf-8", errors="replace")[:2000]
    except OSError as error:
        raise CardArtError(path, f"cannot be read ({error})") from error
    box = re.search(r'viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)', head)
    if box is None or float(box.group(2)) <= 0:
        raise CardArtError(path, "has no usable viewBox")
    return float(box.group(1)) / float(box.group(2))


def cover(path: Path, size: tuple[int, int],
          render: Callable[[Path, tuple[int, int]], pygame.Surface] | None = None
          ) -> pygame.Surface:
    """``path`` scaled to cover ``size``, cropping the overflow evenly, as for a backdrop
    (drawn by ``render``, :func:`render_svg` unless given)."""
    width, height = size
    aspect = svg_aspect(path)
    if width / height > aspect:
        full = (width, max(height, round(width / aspect)))
    else:
        full = (max(width, round(height * aspect)), height)
    image = (render or render_svg)(path, full)
    crop = pygame.Rect((full[0] - width) // 2, (full[1] - height) // 2, width, height)
    return image.subsurface(crop).copy()
