"""Colours, fonts and text drawing: loaded once, cached by key."""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import pygame

Color = tuple[int, int, int]

FELT = (22, 84, 52)
FELT_DARK = (10, 48, 30)
PANEL = (12, 30, 22)
PANEL_LIGHT = (30, 60, 44)
GOLD = (226, 184, 74)
GOLD_DARK = (160, 120, 40)
CREAM = (246, 238, 214)
MUTED = (170, 190, 172)
INK = (30, 24, 18)
RED = (214, 76, 60)
HIGHLIGHT = (255, 226, 120)
SHADOW = (0, 0, 0)


def fonts_folder() -> Path | None:
    """The folder of the fonts the program ships (Noto, OFL), or None if it is missing."""
    from cicera_gui.resources import data_dir

    try:
        folder = data_dir("assets") / "fonts"
    except FileNotFoundError:
        return None
    return folder if folder.is_dir() else None


FONT_FILES = {"regular": "NotoSans-Regular.ttf", "bold": "NotoSans-Bold.ttf",
              "title": "NotoSerifDisplay-Bold.ttf"}


class Fonts:
    """Fonts by (size, style), and rendered text by (text, size, style, colour).

    Styles: regular, bold and title (a serif display face for headings). Where a font file is
    missing, pygame's own font stands in, so the program still runs.
    """

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder
        self._fonts: dict[tuple[int, str], pygame.font.Font] = {}
        self._texts: OrderedDict[tuple[str, int, str, Color], pygame.Surface] = OrderedDict()

    def _file(self, style: str) -> str | None:
        if self.folder is None:
            return None
        path = self.folder / FONT_FILES[style]
        return str(path) if path.is_file() else None

    def font(self, size: int, bold: bool | str = False) -> pygame.font.Font:
        style = bold if isinstance(bold, str) else ("bold" if bold else "regular")
        size = max(8, int(size))
        key = (size, style)
        found = self._fonts.get(key)
        if found is None:
            path = self._file(style)
            found = pygame.font.Font(path, size)
            if path is None and style != "regular":
                found.set_bold(True)
            self._fonts[key] = found
        return found

    def text(self, text: str, size: int, color: Color = CREAM, bold: bool | str = False
             ) -> pygame.Surface:
        style = bold if isinstance(bold, str) else ("bold" if bold else "regular")
        key = (text, int(size), style, color)
        found = self._texts.get(key)
        if found is not None:
            self._texts.move_to_end(key)
            return found
        rendered = self.font(size, style).render(text, True, color)
        self._texts[key] = rendered
        if len(self._texts) > 800:
            self._texts.popitem(last=False)
        return rendered

    def fit(self, text: str, size: int, width: int, bold: bool | str = False) -> int:
        """The largest size up to ``size`` at which ``text`` fits in ``width`` pixels."""
        while size > 9 and self.font(size, bold).size(text)[0] > width:
            size -= 1
        return size

    def wrap(self, text: str, size: int, width: int, bold: bool | str = False) -> list[str]:
        """Break ``text`` into lines no wider than ``width`` (by words, or by characters
        for scripts written without spaces)."""
        font = self.font(size, bold)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            if not paragraph:
                lines.append("")
                continue
            words = paragraph.split(" ")
            tokens = words if len(words) > 1 or font.size(paragraph)[0] <= width else list(
                paragraph
            )
            joiner = " " if tokens is words else ""
            line = ""
            for token in tokens:
                candidate = f"{line}{joiner}{token}" if line else token
                if font.size(candidate)[0] <= width or not line:
                    line = candidate
                else:
                    lines.append(line)
                    line = token
            lines.append(line)
        return lines


_ROUNDED: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()


def rounded_rect(size: tuple[int, int], color: Color, alpha: int, radius: int,
                 border: tuple[int, int, int, int] | None = None) -> pygame.Surface:
    """A translucent rounded rectangle, made once per look and size."""
    key = (size, color, alpha, radius, border)
    found = _ROUNDED.get(key)
    if found is None:
        found = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(found, (*color, alpha), found.get_rect(), border_radius=radius)
        if border is not None:
            pygame.draw.rect(found, border, found.get_rect(), width=2, border_radius=radius)
        _ROUNDED[key] = found
        if len(_ROUNDED) > 300:
            _ROUNDED.popitem(last=False)
    else:
        _ROUNDED.move_to_end(key)
    return found


def draw_text(
    surface: pygame.Surface,
    fonts: Fonts,
    text: str,
    pos: tuple[float, float],
    size: int,
    color: Color = CREAM,
    *,
    bold: bool | str = False,
    anchor: str = "topleft",
    shadow: bool = False,
) -> pygame.Rect:
    """Draw one line of text anchored at ``pos`` (any pygame.Rect anchor name)."""
    image = fonts.text(text, size, color, bold)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        surface.blit(fonts.text(text, size, SHADOW, bold), rect.move(1, 2))
    surface.blit(image, rect)
    return rect


def panel(surface: pygame.Surface, rect: pygame.Rect, *, alpha: int = 215,
          border: Color | None = GOLD_DARK, radius: int | None = None,
          color: Color = PANEL) -> None:
    """A rounded, translucent panel with a fine border."""
    radius = radius if radius is not None else max(6, rect.height // 12)
    radius = min(radius, rect.height // 2, rect.width // 2)
    surface.blit(rounded_rect(rect.size, color, alpha, radius), rect)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width=max(1, rect.height // 120 + 1),
                         border_radius=radius)
