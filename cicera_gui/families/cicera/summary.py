"""After a hand: the scoring table item by item, counted up; after the match: who won."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from cicera_gui.families.cicera.terms import HONOUR_NAMES, POINT_NAMES, term_help
from cicera_gui.look import boxes, theme
from cicera_gui.look.theme import elide
from cicera_gui.look.widgets import Widget
from cicera_gui.play.match import MatchController
from cicera_gui.scenes.base import (
    dim,
    unit,
)
from cicera_gui.scenes.hand_summary import AfterTheMatch, HandSummaryScene
from cicera_gui.table.panels import dialog_frame
from cicera_gui.words.i18n import N_, _, ngettext
from cicera_gui.words.names import deck_family, hand_title, seat_name, side_name
from engine.cicera.events import EventPoint, HandScored, MatchWon
from engine.cicera.game import CiceraGame
from engine.cicera.scoring import DIECI_DENARI, FANTE_COPPE, MATA

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host

#: The rows of the scoring table: record key, name shown (the honours' and the event
#: points' names are the terms').
SCORE_ROWS = (
    ("cards", N_("Cards")),
    ("spades", N_("Spades")),
    ("napula", N_("Napula")),
    ("mata", HONOUR_NAMES[MATA]),
    ("dieci_denari", HONOUR_NAMES[DIECI_DENARI]),
    ("fante_coppe", HONOUR_NAMES[FANTE_COPPE]),
    *((point.value, POINT_NAMES[point]) for point in EventPoint),
)
ROW_TIME = 0.11
#: The spade majority, named as the deck shows the suit.
SPADES_ROW = {"italian": N_("Swords"), "french": N_("Spades")}


class SummaryScene(HandSummaryScene[CiceraGame]):
    """The hand's scoring table, side by side, then the match totals against the target."""

    column_width = 0.26
    row_height = 6.0
    button_side = 3.0
    button_foot = 2.2

    def __init__(self, app: Host, controller: MatchController[CiceraGame], scored: HandScored,
                 won: MatchWon | None, on_close: Callable[[], None]) -> None:
        super().__init__(app, controller, scored.hand, won, on_close)
        self.scored = scored
        self.won: MatchWon | None = won
        self.elapsed = 0.0
        game = controller.game
        self.rows = [(key, name) for key, name in SCORE_ROWS
                     if key != "cinquina" or game.rules.cinquina]

    def analyse(self) -> None:
        self.elapsed = max(self.elapsed, self.reveal_time)
        super().analyse()

    def review(self) -> None:
        self.elapsed = max(self.elapsed, self.reveal_time)
        super().review()

    def column_top(self, size: tuple[int, int]) -> float:
        return self.box(size).bottom - unit(size) * 8.5

    def box(self, size: tuple[int, int]) -> pygame.Rect:
        u = unit(size)
        width = min(size[0] * 0.8, u * 40 + u * 22 * len(self.scored.scores))
        height = u * (30 + 4.0 * (len(self.rows) + 1) + (4.0 if self.par.line() else 0.0))
        rect = pygame.Rect(0, 0, round(width), round(min(height, size[1] * 0.96)))
        rect.center = (size[0] // 2, size[1] // 2)
        return rect

    @property
    def reveal_time(self) -> float:
        return ROW_TIME * (len(self.rows) + 2) * self.app.settings.animation_scale

    def update(self, dt: float) -> None:
        self.elapsed += dt
        super().update(dt)

    def animating(self) -> bool:
        """The rows appear one by one and the totals count up."""
        scale = self.app.settings.animation_scale
        return bool(scale) and self.elapsed < self.reveal_time + 0.6 * scale + 0.05

    def finish(self) -> None:
        if self.elapsed < self.reveal_time:  # the first press shows everything at once
            self.elapsed = self.reveal_time
            return
        super().finish()

    def match_over(self) -> None:
        assert self.won is not None
        self.app.stack.remove(self)
        self.app.stack.push(MatchEndScene(self.app, self.controller, self.won))

    def row_at(self, pos: tuple[int, int] | None, size: tuple[int, int]) -> str | None:
        """The scoring item whose row is under ``pos`` (for its tooltip)."""
        if pos is None:
            return None
        u = unit(size)
        box = self.box(size)
        y = box.y + u * 9 + u * 4.6
        for key, _name in self.rows:
            band = pygame.Rect(box.x + round(u * 2), round(y - u * 0.5),
                               box.width - round(u * 4), round(u * 4))
            if band.collidepoint(pos):
                return key
            y += u * 4.0
        return None

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        dim(surface, 130)
        box = self.box(size)
        with boxes.inside("summary", box):
            self._draw_panel(surface, box)
        hovered = self.row_at(self.pointer, size)
        if hovered is not None and self.pointer is not None:
            theme.draw_tooltip(surface, fonts, term_help(hovered), self.pointer, round(u * 2.2))

    def _draw_panel(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        game = self.controller.game
        dialog_frame(surface, box, u)
        title = hand_title(self.scored.hand, game.log[self.scored.hand - 1].number)
        theme.draw_text(surface, fonts, title, (box.centerx, box.y + u * 2.5), round(u * 4),
                        theme.GOLD, bold="title", anchor="midtop")
        sides = len(self.scored.scores)
        label_width = u * 34
        column = (box.width - label_width - u * 6) / sides
        partnerships = game.rules.partnerships(game.players)
        top = box.y + u * 9
        names = [side_name(side, game.players, partnerships) for side in range(sides)]
        name_size = max(12, min(fonts.fit(name, round(u * 2.6), round(column - u), bold=True)
                                for name in names))
        for side, name in enumerate(names):
            x = box.x + u * 3 + label_width + column * (side + 0.5)
            theme.draw_text(surface, fonts, elide(fonts, name, name_size, round(column - u), True),
                            (x, top), name_size, theme.CREAM, bold=True, anchor="midtop",
                            group="summary sides")
        shown_rows = self.elapsed / max(1e-6, ROW_TIME * self.app.settings.animation_scale) \
            if self.app.settings.animation_scale else 99
        y = top + u * 4.6
        for index, (key, row_name) in enumerate(self.rows):
            if index >= shown_rows:
                break
            name = SPADES_ROW[deck_family(self.app.settings.deck)] if key == "spades" else row_name
            if index % 2 == 0:
                band = pygame.Rect(box.x + round(u * 2), round(y - u * 0.5),
                                   box.width - round(u * 4), round(u * 4))
                veil = pygame.Surface(band.size, pygame.SRCALPHA)
                veil.fill((255, 255, 255, 12))
                surface.blit(veil, band)
            theme.draw_text(surface, fonts, _(name), (box.x + u * 3.5, y), round(u * 2.5),
                            theme.MUTED)
            for side, score in enumerate(self.scored.scores):
                value = score.as_dict()[key]
                x = box.x + u * 3 + label_width + column * (side + 0.5)
                color = theme.CREAM if value else (90, 110, 95)
                theme.draw_text(surface, fonts, str(value), (x, y), round(u * 2.6), color,
                                anchor="midtop")
            y += u * 4.0
        if shown_rows > len(self.rows):
            y += u * 0.6
            pygame.draw.line(surface, theme.GOLD_DARK, (box.x + u * 3, y),
                             (box.right - u * 3, y), 2)
            y += u * 1.2
            theme.draw_text(surface, fonts, _("This hand"), (box.x + u * 3.5, y),
                            round(u * 2.6), theme.CREAM, bold=True)
            before = [t - s.total for t, s in zip(self.scored.totals, self.scored.scores,
                                                  strict=True)]
            progress = min(1.0, max(0.0, (self.elapsed - ROW_TIME * len(self.rows)
                                          * self.app.settings.animation_scale)
                                    / max(1e-6, 0.6 * self.app.settings.animation_scale)))
            if not self.app.settings.animation_scale:
                progress = 1.0
            for side, score in enumerate(self.scored.scores):
                x = box.x + u * 3 + label_width + column * (side + 0.5)
                theme.draw_text(surface, fonts, str(round(score.total * progress)), (x, y),
                                round(u * 2.8), theme.HIGHLIGHT, bold=True, anchor="midtop")
            y += u * 4.4
            target = _("Match (to {target})").format(target=game.rules.target)
            theme.draw_text(surface, fonts, target, (box.x + u * 3.5, y), round(u * 2.6),
                            theme.CREAM, bold=True)
            for side, total in enumerate(self.scored.totals):
                x = box.x + u * 3 + label_width + column * (side + 0.5)
                shown = round(before[side] + (total - before[side]) * progress)
                theme.draw_text(surface, fonts, str(shown), (x, y), round(u * 3),
                                theme.GOLD, bold=True, anchor="midtop")
            par = self.par.line()
            if par:
                size_par = round(u * 2.3)
                room = box.width - round(u * 7)
                theme.draw_text(surface, fonts, par, (box.centerx, y + u * 4.6),
                                min(size_par, fonts.fit(par, size_par, room)),
                                theme.CREAM if self.par.result else theme.MUTED,
                                anchor="midtop")
        self.focus.draw(surface, self.app.fonts)


class MatchEndScene(AfterTheMatch):
    """Who won, the final score, and play again."""

    opaque = False

    def __init__(self, app: Host, controller: MatchController[CiceraGame], won: MatchWon) -> None:
        super().__init__(app)
        self.controller = controller
        self.won = won

    def column_top(self, size: tuple[int, int]) -> float:
        return size[1] * 0.58

    def build(self) -> list[Widget]:
        return self.match_end_buttons()

    def back(self) -> None:
        self.menu()

    def frame_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """The dialog's frame: round the words and the buttons, the last of them well inside
        its foot."""
        u = unit(size)
        box = pygame.Rect(0, 0, round(min(size[0] * 0.7, u * 110)), round(size[1] * 0.62))
        box.center = (size[0] // 2, round(size[1] * 0.5))
        if self.widgets:
            box.height = max(box.height,
                             max(w.rect.bottom for w in self.widgets) + round(u * 3) - box.top)
        return box

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        game = self.controller.game
        dim(surface, 160)
        box = self.frame_rect(size)
        dialog_frame(surface, box, u)
        with boxes.inside("match end", box):  # words and buttons inside its frame
            partnerships = game.rules.partnerships(game.players)
            we_won = self.won.side == game.side_of(0)
            # a whole sentence for each: you, you and your partner, one opponent, a pair
            if we_won:
                headline = (_("You and your partner won the match!") if partnerships
                            else _("You won the match!"))
            elif partnerships:
                first, second = (seat for seat in range(game.players)
                                 if game.side_of(seat) == self.won.side)
                headline = _("{first} and {second} won the match").format(
                    first=seat_name(first), second=seat_name(second))
            else:
                headline = _("{name} won the match").format(name=seat_name(self.won.side))
            size_px = fonts.fit(headline, round(u * 5.5), box.width - round(u * 6), bold="title")
            theme.draw_text(surface, fonts, headline, (box.centerx, box.y + u * 4), size_px,
                            theme.GOLD, bold="title", anchor="midtop", shadow=True)
            if self.won.napoleone:
                theme.draw_text(surface, fonts, _("Napoleone: all thirteen spades in one hand!"),
                                (box.centerx, box.y + u * 11), round(u * 2.8), theme.HIGHLIGHT,
                                anchor="midtop")
            y = box.y + u * 16
            for side, total in enumerate(self.won.totals):
                name = side_name(side, game.players, partnerships)
                color = theme.HIGHLIGHT if side == self.won.side else theme.CREAM
                theme.draw_text(surface, fonts, name, (box.centerx - u * 2, y), round(u * 3),
                                color, anchor="topright")
                theme.draw_text(surface, fonts, str(total), (box.centerx + u * 2, y),
                                round(u * 3), color, bold=True)
                y += u * 4.5
            hands = ngettext("{n} hand played · target {target}",
                             "{n} hands played · target {target}", game.hands_played).format(
                n=game.hands_played, target=game.rules.target)
            theme.draw_text(surface, fonts, hands, (box.centerx, y + u), round(u * 2.3),
                            theme.MUTED, anchor="midtop")
            self.focus.draw(surface, self.app.fonts)
