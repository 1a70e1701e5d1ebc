"""A panel of lines, the same wherever a family lists something beside its cards: the card
tracker at every table, the hands of a finished hand in a review. The family says what the
panel lists (:class:`PanelLine`: the words, how they stand out, a list that breaks only
between whole items) and where it may go; the panel breaks each line to its width, stands as
tall as its lines need from the side it is anchored to, draws its lines closer and smaller
(never below a floor) when many must share its room, and never half a line."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.theme import Fonts, wrap_items

#: The words' size (the tracker's) in units, a line's height in sizes of its words; the
#: smallest words (pixels) when many lines must share the room.
TEXT = 2.1
ROW = 1.3
MIN_TEXT = 11
#: The padding inside the panel, in units: either side, above and below the lines.
SIDE = 1.2
TOP = 0.7
FOOT = 0.9
#: A little room before a line that starts a new group, in units.
GROUP_GAP = 0.6

Tone = Literal["heading", "plain", "muted"]


@dataclass(frozen=True)
class PanelLine:
    """One entry of a panel: its words, its tone (a heading stands out in gold and bold,
    a muted line is the panel's aside), and, when ``items`` are given, the list that
    ``text``'s "{items}" stands for, broken between whole items only (a list of ranks never
    breaks inside "Fante")."""

    text: str
    tone: Tone = "plain"
    items: tuple[str, ...] | None = None
    #: A little room above: the line starts a new group.
    apart: bool = False


def panel_height(rows: int, unit: float, text_size: float = TEXT) -> float:
    """How tall the panel stands for ``rows`` rows of words of ``text_size`` units."""
    return round(unit * text_size) * ROW * rows + unit * (TOP + FOOT)


def panel_rows(fonts: Fonts, lines: Sequence[PanelLine], size: int, width: int
                 ) -> list[tuple[str, PanelLine]]:
    """``lines`` broken into rows no wider than ``width`` at ``size``, each row with its
    line."""
    rows: list[tuple[str, PanelLine]] = []
    for line in lines:
        bold = line.tone == "heading"
        pieces = (wrap_items(fonts, line.text, list(line.items), size, width, bold)
                  if line.items is not None else fonts.wrap(line.text, size, width, bold))
        rows += [(piece, line) for piece in pieces]
    return rows


def draw_line_panel(surface: pygame.Surface, fonts: Fonts, area: pygame.Rect,
                    lines: Sequence[PanelLine], unit: float, *,
                    anchor: Literal["top", "bottom"] = "top", kind: str = "tracker",
                    text_size: float = TEXT) -> pygame.Rect:
    """The panel (a ``kind`` of panel, for the layout checks) in ``area``: as wide, and as
    tall as its lines need from the ``anchor`` side; every row that fits whole, in words of
    ``text_size`` units or smaller (nothing where not one line fits). Returns where the
    panel was drawn."""
    room = area.width - round(unit * 2 * SIDE)
    height = area.height - unit * (TOP + FOOT)
    size = round(unit * text_size)
    rows = panel_rows(fonts, lines, size, room)
    step = size * ROW
    gaps = unit * GROUP_GAP * sum(line.apart for line in lines[1:])
    if len(rows) * step + gaps > height:  # many lines: closer and smaller, to a floor
        step = max(MIN_TEXT * 1.2, (height - gaps) / len(rows))
        size = min(size, max(MIN_TEXT, int(step / 1.25)))
        rows = panel_rows(fonts, lines, size, room)
    shown: list[tuple[float, str, PanelLine]] = []
    y = 0.0
    for index, (text, line) in enumerate(rows):
        top = y + (unit * GROUP_GAP if line.apart and index and rows[index - 1][1] is not line
                   else 0.0)
        if top + step > height + 1e-6:
            break  # no room: never half a line at the panel's edge
        shown.append((top, text, line))
        y = top + step
    panel = area.copy()
    if not shown:  # not one line fits: no empty panel either
        panel.height = 0
        return panel
    panel.height = min(area.height, round(y + unit * (TOP + FOOT)))
    if anchor == "bottom":
        panel.bottom = area.bottom
    colour = {"heading": theme.GOLD, "plain": theme.CREAM, "muted": theme.MUTED}
    with boxes.inside(kind, panel):
        theme.panel(surface, panel, alpha=225, radius=round(unit * 1.3))
        for top, text, line in shown:
            theme.draw_text(surface, fonts, text,
                            (panel.x + unit * SIDE, panel.y + unit * TOP + top), size,
                            colour[line.tone], bold=line.tone == "heading")
    return panel
