"""The score sheet: hand by hand, what each side scored (or wrote) and its total after the
hand, against the target; as players keep it on paper. Opened with S or its button at any
table, and from the end of a match. It names no family: the sheet is read from the match's
hand log (:attr:`engine.game.HandRecord.written` and ``totals``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.widgets import Button, Widget
from cicera_gui.scenes.base import MenuLikeScene, dim, unit
from cicera_gui.scenes.families import new_game_choices
from cicera_gui.table.panels import dialog_frame
from cicera_gui.words.i18n import N_, _, ngettext
from cicera_gui.words.names import side_name

if TYPE_CHECKING:
    from cicera_gui.play.match import MatchController
    from cicera_gui.scenes.scene import Host


@dataclass(frozen=True)
class Line:
    """One hand on the sheet: its number, and per side what it scored and its total after
    it (None for a player already out of the match)."""

    hand: int
    cells: tuple[tuple[int, int] | None, ...]


@dataclass(frozen=True)
class Sheet:
    names: tuple[str, ...]  # a column per side
    lines: tuple[Line, ...]
    totals: tuple[int, ...]
    goal: str  # the match's end, as New game says it ("Target: 51 points")
    lower_is_better: bool
    sides_in: frozenset[int]  # the sides still in the match (all, where nobody goes out)
    winners: frozenset[int] | None = None  # the sides that won, once the match is decided

    def leaders(self) -> set[int]:
        """The sides marked on the sheet: the winners once the match is decided; before,
        the sides still in that are ahead (the fewest points in a penalty game)."""
        if self.winners is not None:
            return set(self.winners)
        if not self.lines or not self.sides_in:
            return set()
        totals = [self.totals[side] for side in self.sides_in]
        best = min(totals) if self.lower_is_better else max(totals)
        return {side for side in self.sides_in if self.totals[side] == best}


def sheet_of(game: Any) -> Sheet:
    """The score sheet of ``game`` (any family's match) so far."""
    sides = game.sides
    partnerships = sides < game.players
    names = tuple(side_name(side, game.players, partnerships) for side in range(sides))
    lines: list[Line] = []
    for number, log in enumerate(game.hand_log(), start=1):
        written, totals = log.written, log.totals
        if written is None or totals is None:
            continue
        seats = getattr(log, "seats", None)  # the players still in, where some go out
        cells = tuple(None if seats is not None and side not in seats
                      else (written[side], totals[side]) for side in range(sides))
        lines.append(Line(number, cells))
    rules = game.rules
    goal = new_game_choices(rules.game)(rules, lambda: None).description(rules, game.players)
    outcome = game.outcome()
    winners = (None if outcome is None
               else frozenset(game.side_of(seat) for seat in outcome.winners))
    sides_in = frozenset(game.side_of(seat) for seat in game.seats_in())
    return Sheet(names, tuple(lines), tuple(game.side_totals()), goal[0],
                 game.lower_is_better, sides_in, winners)


class ScoreSheet(MenuLikeScene):
    """The sheet over the table (or the match's end); Esc, S or Close go back."""

    opaque = False

    def __init__(self, app: Host, controller: MatchController) -> None:
        super().__init__(app)
        self.controller = controller
        self.scroll = 0  # hands hidden below the last shown (0: the latest hand shown)
        #: The sheet as the match stands: nothing is played while it is open over it
        self._sheet = sheet_of(controller.game)

    def sheet(self) -> Sheet:
        return self._sheet

    def build(self) -> list[Widget]:
        return [Button(N_("Close"), self.back, primary=True)]

    def back(self) -> None:
        self.app.stack.remove(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s:
            self.back()
            return
        rows = len(self.sheet().lines)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(rows - 1, self.scroll + event.y))
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = 5 if event.key == pygame.K_PAGEUP else -5
            self.scroll = max(0, min(rows - 1, self.scroll + step))
            return
        super().handle(event)

    def frame_state(self) -> object:
        return (self.scroll, super().frame_state())

    def box(self, size: tuple[int, int]) -> pygame.Rect:
        u = unit(size)
        columns = len(self.sheet().names)
        width = min(size[0] * 0.94, u * (30 + 17 * columns))
        rect = pygame.Rect(0, 0, round(max(width, u * 70)), round(size[1] * 0.9))
        rect.center = (size[0] // 2, size[1] // 2)
        return rect

    def layout(self, size: tuple[int, int]) -> None:
        u = unit(size)
        box = self.box(size)
        for widget in self.widgets:
            widget.rect = pygame.Rect(0, 0, round(u * 26), round(u * 6))
            widget.rect.midbottom = (box.centerx, round(box.bottom - u * 2))

    def row_space(self, size: tuple[int, int]) -> tuple[float, float, int]:
        """Where the hands' rows start, their height, and how many fit."""
        u = unit(size)
        box = self.box(size)
        top = box.y + u * 15
        height = u * 3.6
        bottom = box.bottom - u * 19  # the totals, the target and Close below
        return top, height, max(1, int((bottom - top) // height))

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        sheet = self.sheet()
        dim(surface, 160)
        box = self.box(size)
        dialog_frame(surface, box, u)
        with boxes.inside("score sheet", box):
            theme.draw_text(surface, fonts, _("Score sheet"), (box.centerx, box.y + u * 2.5),
                            round(u * 4.5), theme.GOLD, bold="title", anchor="midtop")
            first = box.x + u * 4
            label_width = u * 16
            column = (box.width - u * 8 - label_width) / max(1, len(sheet.names))
            centres = [first + label_width + column * (i + 0.5) for i in range(len(sheet.names))]
            head_y = box.y + u * 10
            text = round(u * 2.4)
            name_size = min(text, min((fonts.fit(n, text, round(column - u), bold=True)
                                       for n in sheet.names), default=text))
            theme.draw_text(surface, fonts, _("Hand"), (first, head_y), text, theme.MUTED,
                            anchor="midleft")
            leaders = sheet.leaders()
            for side, name in enumerate(sheet.names):
                colour = theme.GOLD if side in leaders else theme.CREAM
                theme.draw_text(surface, fonts, name, (centres[side], head_y), name_size,
                                colour, bold=True, anchor="center", group="sheet names")
            top, height, room = self.row_space(size)
            lines = list(sheet.lines)
            end = len(lines) - min(self.scroll, max(0, len(lines) - room))
            shown = lines[max(0, end - room):end]
            if not lines:
                theme.draw_text(surface, fonts, _("No hand has been scored yet."),
                                (box.centerx, top + height), text, theme.MUTED,
                                anchor="center")
            y = top + height / 2
            for line in shown:
                theme.draw_text(surface, fonts, str(line.hand), (first + u * 2, y), text,
                                theme.MUTED, anchor="center")
                for side, cell in enumerate(line.cells):
                    self._cell(surface, cell, centres[side], y, column, text)
                y += height
            hidden = max(0, end - room)
            if hidden:
                theme.draw_text(surface, fonts, ngettext("↑ {n} earlier: scroll",
                                                         "↑ {n} earlier: scroll",
                                                         hidden).format(n=hidden),
                                (box.centerx, top - u * 1.2), round(u * 2), theme.MUTED,
                                anchor="center")
            rule_y = round(top + room * height + u * 0.6)
            pygame.draw.line(surface, theme.MUTED, (first, rule_y), (box.right - u * 4, rule_y),
                             max(1, round(u * 0.2)))
            total_y = rule_y + u * 3
            theme.draw_text(surface, fonts, _("Total"), (first, total_y), text, theme.CREAM,
                            bold=True, anchor="midleft")
            for side, total in enumerate(sheet.totals):
                colour = theme.GOLD if side in leaders else theme.CREAM
                theme.draw_text(surface, fonts, str(total), (centres[side], total_y),
                                round(u * 3), colour, bold=True, anchor="center")
            theme.draw_text(surface, fonts, sheet.goal, (box.centerx, total_y + u * 4.5),
                            round(u * 2.2), theme.MUTED, anchor="center")
            self.focus.draw(surface, fonts)

    def _cell(self, surface: pygame.Surface, cell: tuple[int, int] | None, x: float, y: float,
              column: float, text: int) -> None:
        """One side's hand: what it scored, small, and its total after the hand."""
        fonts = self.app.fonts
        if cell is None:
            theme.draw_text(surface, fonts, "–", (x, y), text, theme.MUTED, anchor="center")
            return
        written, total = cell
        sign = "+" if written > 0 else ""
        theme.draw_text(surface, fonts, f"{sign}{written}", (x - column * 0.08, y),
                        round(text * 0.85), theme.MUTED, anchor="midright")
        theme.draw_text(surface, fonts, str(total), (x + column * 0.08, y), text,
                        theme.CREAM, bold=True, anchor="midleft")
