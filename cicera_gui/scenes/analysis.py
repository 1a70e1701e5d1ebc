"""The analysis of a hand in the window: each of the player's plays with its class and the
points it lost, the better move in words with the hint's reasons, and the hand's total lost.
It runs in the worker with a progress bar and can be cancelled; from any play, *Try again
from here* plays the hand on from that very position as practice. Any family: the plays
are rated by the engine's game-neutral analyser, and said in the family's words."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cicera_gui import boxes, theme
from cicera_gui.analysis import Analysis
from cicera_gui.families import move_reasons, move_words
from cicera_gui.i18n import N_, _, join_clauses
from cicera_gui.match import HUMAN
from cicera_gui.names import hand_title
from cicera_gui.scenes.base import unit
from cicera_gui.scenes.step_list import StepList
from cicera_gui.widgets import Button, Widget
from engine.ai.analyse import PlayRating

if TYPE_CHECKING:
    from cicera_gui.match import MatchController
    from cicera_gui.scene import Host

#: How each class is said, and its colour.
CLASS_WORDS = {"best": N_("Best"), "good": N_("Good"), "inaccuracy": N_("Inaccuracy"),
               "mistake": N_("Mistake"), "blunder": N_("Blunder")}
CLASS_COLOURS = {"best": theme.GOLD, "good": theme.CREAM, "inaccuracy": theme.HIGHLIGHT,
                 "mistake": (240, 150, 70), "blunder": theme.RED}


class AnalysisScene(StepList):
    """One hand's analysis: rated as it comes in, then a list to step through."""

    button_width = 30.0

    def __init__(self, app: Host, controller: MatchController, hand: int) -> None:
        super().__init__(app)
        self.controller = controller
        self.hand = hand
        self.analysis = Analysis(controller, HUMAN, hand)

    # -- the flow ----------------------------------------------------------------------------

    def build(self) -> list[Widget]:
        if self.analysis.running:
            return [Button(N_("Cancel"), self.cancel)]
        if not self.analysis.done:
            return [Button(N_("Back"), self.back, primary=True)]
        return [Button(N_("Back"), self.back),
                Button(N_("Try again from here"), self.try_again, primary=True,
                       enabled=bool(self.analysis.ratings))]

    def cancel(self) -> None:
        self.analysis.cancel()
        self.back()

    def back(self) -> None:
        self.analysis.cancel()
        self.app.stack.remove(self)

    def update(self, dt: float) -> None:
        super().update(dt)
        was_running = self.analysis.running
        if self.analysis.poll() and was_running and not self.analysis.running:
            self.rebuild()  # done (or failed): the list and its buttons

    def waiting(self) -> bool:
        return self.analysis.running

    def frame_state(self) -> object:
        return (self.analysis.progress(), super().frame_state())

    def try_again(self) -> None:
        """Play on from the selected play's position, as practice."""
        ratings = self.analysis.ratings
        if not ratings:
            return
        position = ratings[self.selected].position
        from cicera_gui.practice import try_again_from

        try_again_from(self.app, self.controller, position.hand, position.play)

    def row_count(self) -> int:
        return len(self.analysis.ratings) if self.analysis.done else 0

    # -- the layout --------------------------------------------------------------------------

    def list_rect(self, size: tuple[int, int]) -> pygame.Rect:
        u = unit(size)
        width = min(size[0] * 0.94, u * 150)
        top = u * 10
        bottom = size[1] - u * 18
        return pygame.Rect(round(size[0] / 2 - width / 2), round(top), round(width),
                           round(bottom - top))

    def row_lines(self, rating: PlayRating) -> list[tuple[str, str]]:
        """A play's lines: (kind, text); kind "played", "better" or "why"."""
        family = self.controller.family.id
        deck = self.app.settings.deck
        lines = [("played", move_words(family, rating.position.played, deck))]
        if rating.loss > 0:
            lines.append(("better", _("Better: {move}").format(
                move=move_words(family, rating.best, deck))))
            reasons = move_reasons(family, rating.position.view, rating.best, deck)
            if reasons:
                lines.append(("why", join_clauses(reasons[:2])))
        return lines

    def row_rects(self, size: tuple[int, int]) -> dict[int, pygame.Rect]:
        """Where each shown row is, by its index: the selected one always among them."""
        area = self.list_rect(size)
        u = unit(size)
        line = u * 2.9
        ratings = self.analysis.ratings
        heights = [len(self.row_lines(r)) * line + u * 1.4 for r in ratings]
        self.first = min(self.first, self.selected)
        while self.first < self.selected and \
                sum(heights[self.first:self.selected + 1]) > area.height:
            self.first += 1
        found: dict[int, pygame.Rect] = {}
        y = float(area.y)
        for index in range(self.first, len(ratings)):
            if y + heights[index] > area.bottom:
                break
            found[index] = pygame.Rect(area.x, round(y), area.width, round(heights[index]) - 2)
            y += heights[index]
        return found

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(surface.get_size()), (0, 0))
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        log = self.controller.game.hand_log()[self.hand - 1]
        title = hand_title(self.hand, log.number) + " · " + _("Analysis")
        theme.draw_text(surface, fonts, title, (size[0] / 2, u * 2.5), round(u * 4.2),
                        theme.GOLD, bold="title", anchor="midtop", shadow=True)
        analysis = self.analysis
        if analysis.running or not analysis.done:
            self._draw_progress(surface, u)
        else:
            self._draw_rows(surface, u)
        self.focus.draw(surface, fonts)

    def _draw_progress(self, surface: pygame.Surface, u: float) -> None:
        size = surface.get_size()
        fonts = self.app.fonts
        done, total = self.analysis.progress()
        if self.analysis.problem is not None:
            text = _("The analysis failed: {error}").format(error=str(self.analysis.problem))
        elif self.analysis.cancelled:
            text = _("The analysis was stopped.")
        else:
            text = _("Rating your plays: {done} of {total}").format(done=done, total=total)
        theme.draw_text(surface, fonts, text, (size[0] / 2, size[1] * 0.42), round(u * 3),
                        theme.CREAM, anchor="center")
        bar = pygame.Rect(0, 0, round(min(size[0] * 0.6, u * 90)), round(u * 2.6))
        bar.center = (size[0] // 2, round(size[1] * 0.5))
        boxes.element("progress", bar)
        theme.panel(surface, bar, alpha=220, radius=bar.height // 2)
        if total:
            filled = bar.copy()
            filled.width = max(bar.height, round(bar.width * done / total))
            pygame.draw.rect(surface, theme.GOLD, filled, border_radius=bar.height // 2)

    def _draw_rows(self, surface: pygame.Surface, u: float) -> None:
        size = surface.get_size()
        fonts = self.app.fonts
        ratings = self.analysis.ratings
        result = self.analysis.result()
        if not ratings:
            theme.draw_text(surface, fonts, _("You made no play in this hand."),
                            (size[0] / 2, size[1] * 0.4), round(u * 2.8), theme.CREAM,
                            anchor="center")
            return
        text = round(u * 2.3)
        line = u * 2.9
        for index, rect in self.row_rects(size).items():
            rating = ratings[index]
            with boxes.inside("analysed play", rect):
                theme.panel(surface, rect, alpha=235,
                            color=theme.PANEL_LIGHT if index == self.selected else theme.PANEL,
                            border=theme.GOLD if index == self.selected else None,
                            radius=round(u * 1))
                label = _(CLASS_WORDS[rating.label])
                if rating.loss > 0:
                    label += " · –" + _points(rating.loss)
                label_size = fonts.width(label, text, True)
                theme.draw_text(surface, fonts, label,
                                (rect.right - u * 1.5, rect.y + u * 0.7 + line / 2), text,
                                CLASS_COLOURS[rating.label], bold=True, anchor="midright")
                y = rect.y + u * 0.7
                room = rect.width - u * 4.5 - label_size
                for number, (kind, said) in enumerate(self.row_lines(rating)):
                    words = said if number else _("Play {n}: {move}").format(
                        n=rating.position.play, move=said)
                    width = room if number == 0 else rect.width - u * 3
                    words = theme.elide(fonts, words, text, round(width), bold=number == 0)
                    colour = theme.CREAM if kind == "played" else (
                        theme.HIGHLIGHT if kind == "better" else theme.MUTED)
                    theme.draw_text(surface, fonts, words, (rect.x + u * 1.5, y), text, colour,
                                    bold=number == 0)
                    y += line
        shown = self.row_rects(size)
        hidden = len(ratings) - 1 - max(shown)
        if hidden > 0 or self.first > 0:
            theme.draw_text(surface, fonts, _("↑ ↓ for the other plays ({n} more)").format(
                n=hidden + self.first), (size[0] / 2, self.list_rect(size).bottom + u * 0.2),
                round(u * 1.9), theme.MUTED, anchor="midtop")
        assert result is not None
        exact = all(r.exact for r in ratings)
        footer = _("Lost in this hand: {points} points").format(points=_points(result.lost))
        note = (_("Every value is exact: every card still to come was known.") if exact else
                _("Values are estimates over deals of the cards you could not see."))
        area = self.list_rect(size)
        theme.draw_text(surface, fonts, footer, (size[0] / 2, area.bottom + u * 4.2),
                        round(u * 2.6), theme.GOLD, bold=True, anchor="center")
        theme.draw_text(surface, fonts, note, (size[0] / 2, area.bottom + u * 7),
                        round(u * 2.1), theme.MUTED, anchor="center")


def _points(value: float) -> str:
    """Points lost, as a player reads them: one decimal at most."""
    return f"{value:.2f}".rstrip("0").rstrip(".") if value % 1 else str(int(value))
