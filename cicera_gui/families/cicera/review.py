"""Review a finished hand play by play: ←/→ step, Home/End jump, Esc goes back.

Every hand is shown face up: the hand is over, so nothing is hidden any more.
"""

from __future__ import annotations

import pygame

from cicera_gui.families.cicera.decoration import honour_stars
from cicera_gui.families.cicera.terms import point_name
from cicera_gui.look import theme
from cicera_gui.look.play_classes import CLASS_COLOURS, class_words
from cicera_gui.play.match import HUMAN
from cicera_gui.scenes.base import unit
from cicera_gui.scenes.hand_review import HandReview
from cicera_gui.table.sprites import card_height
from cicera_gui.words.card_names import card_names
from cicera_gui.words.i18n import _, join_list
from cicera_gui.words.names import hand_title, seat_name
from engine.cicera.events import EventPoint
from engine.cicera.game import CiceraGame, HandLog, HandPosition


class ReviewScene(HandReview[CiceraGame, HandLog]):
    """Step through the plays of one finished hand: step 0 is the deal, step n the n-th
    play."""

    @property
    def plays(self) -> int:
        return len(self.log.plays)

    def last_index(self) -> int:
        return self.plays

    def play_before(self) -> int:
        """Step n shows the table as play n found it (the deal: the first play's)."""
        return max(1, self.index)

    def shown(self) -> tuple[HandPosition, int, list[int], list[int], tuple[EventPoint, ...]]:
        """The hand before the shown play; that play's seat (-1 for the deal), card, capture
        and event points."""
        rules = self.controller.game.rules
        before = self.log.position(rules, max(0, self.index - 1))
        if self.index == 0:
            return before, -1, [], [], ()
        move = self.log.plays[self.index - 1]
        return (before, before.turn, [int(move.card)], [int(c) for c in move.capture],
                self.log.position(rules, self.index).scored)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(surface.get_size()), (0, 0))
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        state, seat, played, taken, points = self.shown()
        title = hand_title(self.hand_number, self.log.number) + " · " + (
            _("the deal") if self.index == 0 else
            _("play {n} of {total}").format(n=self.index, total=self.plays))
        theme.draw_text(surface, fonts, title, (size[0] / 2, u * 2), round(u * 4), theme.GOLD,
                        bold="title", anchor="midtop", shadow=True)
        if seat >= 0:
            if seat == HUMAN:
                what = (_("You take {cards} with {card}") if taken else _("You lay {card}"))
            else:
                what = (_("{name} takes {cards} with {card}") if taken
                        else _("{name} lays {card}"))
            line = what.format(name=seat_name(seat), card=self._names(played),
                               cards=self._names(taken))
            if points:
                line += " · " + join_list([point_name(p) for p in points])
            text = round(u * 2.8)
            rating = self.rating_of(self.index) if seat == HUMAN else None
            mark = " · " + class_words(rating) if rating is not None else ""
            left = size[0] / 2 - (fonts.width(line, text) + fonts.width(mark, text, True)) / 2
            theme.draw_text(surface, fonts, line, (left, u * 8), text, theme.CREAM,
                            shadow=True)
            if rating is not None:  # the play's class, once the hand is analysed
                theme.draw_text(surface, fonts, mark, (left + fonts.width(line, text), u * 8),
                                text, CLASS_COLOURS[rating.verdict], bold=True, shadow=True)
        rows = len(state.hands) + 1
        room = size[1] - u * 13 - u * 10  # below the titles, above the buttons
        card_width = round(max(20.0, min(u * 9, size[0] / 16, 0.64 * (room / rows - u * 4.8))))
        y = u * 12
        self._row(surface, _("Table"), list(state.table), set(taken), y, card_width)
        for player, hand in enumerate(state.hands):
            y += card_height(card_width) + u * 4.8
            self._row(surface, seat_name(player), list(hand), set(played), y, card_width,
                      highlight_color=theme.HINT)
        self.focus.draw(surface, fonts)

    def _row(self, surface: pygame.Surface, label: str, cards: list[int], marked: set[int],
             y: float, width: int, highlight_color: theme.Color = theme.HIGHLIGHT) -> None:
        u = unit(surface.get_size())
        fonts = self.app.fonts
        theme.draw_text(surface, fonts, label, (u * 3, y), round(u * 2.4), theme.MUTED)
        x = u * 3
        top = y + u * 3.2
        step = min(width * 1.08, (surface.get_width() - u * 6 - width) / max(1, len(cards) - 1))
        for index, card in enumerate(cards):
            rect = pygame.Rect(round(x + index * step), round(top), width, card_height(width))
            surface.blit(self.app.card_face(card, width, honour_stars(self.app)), rect)
            if card in marked:
                pygame.draw.rect(surface, highlight_color, rect.inflate(6, 6), width=3,
                                 border_radius=max(4, width // 10))

    def _names(self, cards: list[int]) -> str:
        return card_names(cards, self.app.settings.deck, in_sentence=True)
