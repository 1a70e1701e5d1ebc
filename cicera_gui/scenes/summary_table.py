"""A hand's summary as every family shows it: a table of rows (a name, then a cell a column),
the totals under a rule, counted up, and the family's notes below.

A family says what the table holds (:class:`SummaryTable`); :class:`SummaryLayout` works out
where each part goes in a dialog of a given width (the same for the dialog's size and its
drawing, so that they always agree) and :func:`draw_summary` draws it, rows appearing one by
one as ``shown`` grows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from cicera_gui.look import theme
from cicera_gui.look.theme import Fonts, elide

#: A cell that says nothing happened ("0", or nothing) is drawn faint in a plain row.
FAINT = (90, 110, 95)
#: Heights in units: the title's band, the heads' line, a row, a total's row.
TITLE_BAND = 9.0
HEAD = 4.6
ROW = 4.0
TOTAL = 4.4
#: Text sizes in units: the rows', the heads' and the notes'.
ROW_TEXT = 2.5
HEAD_TEXT = 2.6
NOTE_TEXT = 2.4
#: The least room a column of numbers takes, in units (a narrow head still looks a column).
MIN_COLUMN = 14.0
#: The margin either side of the table, and the gap between two columns, in units.
MARGIN = 3.5
GAP = 2.0


@dataclass(frozen=True)
class SummaryRow:
    """One row: its name, then a cell a column; its words' colour (the name's own colour
    apart: a row of a plain table says its name muted), what it is (``key``) and what it
    means, for a tooltip where the pointer rests on it."""

    name: str
    cells: tuple[str, ...]
    colour: theme.Color = theme.CREAM
    name_colour: theme.Color = theme.MUTED
    key: str = ""
    help: str = ""


@dataclass(frozen=True)
class TotalRow:
    """A total under the rule: its name, and a number a column, counted up from ``before``
    while the summary opens; ``size`` its numbers' size in units."""

    name: str
    values: tuple[int, ...]
    before: tuple[int, ...]
    colour: theme.Color
    size: float = 2.8


@dataclass(frozen=True)
class SummaryTable:
    """What a hand's summary holds: the columns' heads (the names' column's first, "" for
    none), the rows and the totals."""

    heads: tuple[str, ...]
    rows: tuple[SummaryRow, ...]
    totals: tuple[TotalRow, ...] = ()


@dataclass(frozen=True)
class SummaryLayout:
    """Where the parts of a summary go, from the top of its dialog (pixels): the columns'
    left edges and ends, the text size that lets them fit, each row's top, the totals' and
    the notes' lines."""

    width: int
    starts: tuple[float, ...]
    ends: tuple[float, ...]
    text: int
    head_text: int
    rows_top: float
    totals_top: float
    notes: tuple[tuple[str, str], ...]  # each line of the notes, and the note it is from
    notes_top: float
    note_text: int
    bottom: float

    @classmethod
    def of(cls, fonts: Fonts, table: SummaryTable, notes: Sequence[str], width: int,
           unit: float) -> SummaryLayout:
        """The summary laid out in a dialog ``width`` pixels wide: columns as wide as what
        they hold, the room left over shared between the columns of numbers (smaller words
        where even so they would not fit)."""
        margin = round(unit * MARGIN)
        inner = width - 2 * margin
        gap = round(unit * GAP)
        text, head_text = round(unit * ROW_TEXT), round(unit * HEAD_TEXT)
        while True:
            widths = natural_widths(fonts, table, text, head_text, unit)
            needed = sum(widths) + gap * (len(widths) - 1)
            if needed <= inner or text <= 10:
                break
            text, head_text = text - 1, head_text - 1
        # the names' column keeps its room; the others share the rest alike
        share = max(0.0, inner - needed) / max(1, len(widths) - 1)
        starts, x = [], float(margin)
        for index, column in enumerate(widths):
            starts.append(x)
            x += column + gap + (share if index else 0.0)
        ends = [*(start - gap for start in starts[1:]), float(width - margin)]
        rows_top = unit * (TITLE_BAND + HEAD)
        totals_top = rows_top + unit * ROW * len(table.rows)
        notes_top = totals_top + (unit * (1.8 + TOTAL * len(table.totals)) if table.totals
                                  else 0.0) + unit * 1.2
        note_text = round(unit * NOTE_TEXT)
        lines = tuple((piece, note) for note in notes
                      for piece in fonts.wrap(note, note_text, inner))
        bottom = notes_top + len(lines) * note_text * 1.35
        return cls(width, tuple(starts), tuple(ends), text, head_text, rows_top, totals_top,
                   lines, notes_top, note_text, bottom)

    @staticmethod
    def natural_width(fonts: Fonts, table: SummaryTable, unit: float) -> float:
        """How wide a dialog must be for ``table``'s columns at their full text size."""
        widths = natural_widths(fonts, table, round(unit * ROW_TEXT), round(unit * HEAD_TEXT),
                                unit)
        return sum(widths) + unit * (GAP * (len(widths) - 1) + 2 * MARGIN)

    def note_at(self, box: pygame.Rect, pos: tuple[int, int]) -> str | None:
        """The note whose line is under ``pos`` in the dialog ``box``; None for none."""
        step = self.note_text * 1.35
        line = (pos[1] - box.y - self.notes_top) // step
        if box.x <= pos[0] < box.right and 0 <= line < len(self.notes):
            return self.notes[int(line)][1]
        return None

    def band(self, box: pygame.Rect, row: int, unit: float) -> pygame.Rect:
        """The band of row ``row`` (from 0) in the dialog ``box``."""
        top = box.y + self.rows_top + unit * ROW * row
        return pygame.Rect(box.x + round(unit * 2), round(top - unit * 0.5),
                           box.width - round(unit * 4), round(unit * ROW))


def natural_widths(fonts: Fonts, table: SummaryTable, text: int, head_text: int,
                   unit: float) -> list[int]:
    """The names' column as wide as its widest words, and each other column as wide as the
    widest of them all (at least :data:`MIN_COLUMN` units): columns alike."""
    first = max([fonts.width(table.heads[0], head_text, True),
                 *(fonts.width(row.name, text) for row in table.rows),
                 *(fonts.width(total.name, head_text, True) for total in table.totals)])
    cells = [cell for row in table.rows for cell in row.cells]
    cells += [str(value) for total in table.totals for value in total.values]
    column = max([round(unit * MIN_COLUMN),
                  *(fonts.width(head, head_text, True) for head in table.heads[1:]),
                  *(fonts.width(cell, text) for cell in cells)])
    return [first] + [column] * (len(table.heads) - 1)


def draw_summary(surface: pygame.Surface, fonts: Fonts, box: pygame.Rect, unit: float,
                 table: SummaryTable, layout: SummaryLayout, shown: float, counted: float,
                 note_colour: Callable[[str], theme.Color]) -> None:
    """The table in the dialog ``box``: its heads, the first ``shown`` rows (all of them
    and the totals once ``shown`` passes them), the totals counted up to ``counted`` (0 to
    1), then the notes, each in its colour."""
    u, x0, y0 = unit, box.x, box.y
    starts, ends = layout.starts, layout.ends
    for column, head in enumerate(table.heads):
        if not head:
            continue
        room = round(ends[column] - starts[column])
        words = elide(fonts, head, layout.head_text, room, True)
        if column == 0:
            theme.draw_text(surface, fonts, words, (x0 + starts[0], y0 + u * TITLE_BAND),
                            layout.head_text, theme.CREAM, bold=True, group="summary head")
        else:
            centre = x0 + (starts[column] + ends[column]) / 2
            theme.draw_text(surface, fonts, words, (centre, y0 + u * TITLE_BAND),
                            layout.head_text, theme.CREAM, bold=True, anchor="midtop",
                            group="summary head")
    for index, row in enumerate(table.rows):
        if index >= shown:
            return
        y = y0 + layout.rows_top + u * ROW * index
        if index % 2 == 0:
            band = layout.band(box, index, u)
            surface.blit(theme.rounded_rect(band.size, (255, 255, 255), 12, 0), band)
        theme.draw_text(surface, fonts, elide(fonts, row.name, layout.text,
                                              round(ends[0] - starts[0])),
                        (x0 + starts[0], y), layout.text, row.name_colour, group="summary rows")
        for column, cell in enumerate(row.cells, start=1):
            if not cell:
                continue
            faint = row.colour == theme.CREAM and cell in ("0", "")
            centre = x0 + (starts[column] + ends[column]) / 2
            theme.draw_text(surface, fonts, elide(fonts, cell, layout.text,
                                                  round(ends[column] - starts[column])),
                            (centre, y), layout.text, FAINT if faint else row.colour,
                            anchor="midtop", group="summary rows")
    if shown <= len(table.rows):
        return
    y = y0 + layout.totals_top
    if table.totals:
        y += u * 0.6
        pygame.draw.line(surface, theme.GOLD_DARK, (x0 + u * 3, y), (box.right - u * 3, y), 2)
        y += u * 1.2
        for total in table.totals:
            theme.draw_text(surface, fonts, total.name, (x0 + starts[0], y),
                            layout.head_text, theme.CREAM, bold=True, group="summary totals")
            for column, (value, before) in enumerate(zip(total.values, total.before,
                                                         strict=True), start=1):
                centre = x0 + (starts[column] + ends[column]) / 2
                number = str(round(before + (value - before) * counted))
                theme.draw_text(surface, fonts, number, (centre, y), round(u * total.size),
                                total.colour, bold=True, anchor="midtop")
            y += u * TOTAL
    y = y0 + layout.notes_top
    for line, note in layout.notes:
        theme.draw_text(surface, fonts, line, (x0 + starts[0], y), layout.note_text,
                        note_colour(note), group="summary notes")
        y += layout.note_text * 1.35
