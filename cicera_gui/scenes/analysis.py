"""The analysis of a hand in the window: each of the player's plays with its class and the
points it lost, the better move in words with the hint's reasons, and the hand's total lost.
It runs in the worker with a progress bar and can be cancelled; from any play, *Try again
from here* plays the hand on from that very position as practice. Any family: the plays
are rated by the engine's game-neutral analyser, and said in the family's words."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.play_classes import (
    CLASS_COLOURS,
    CLASS_WORDS,
    class_words,
    drills,
)
from cicera_gui.look.widgets import Button, Widget
from cicera_gui.play.analysis import Analysis
from cicera_gui.scenes.base import unit
from cicera_gui.scenes.families import (
    context_cards,
    given_away,
    hand_loss,
    move_cards,
    move_reasons,
    move_words,
    outcome_reasons,
)
from cicera_gui.scenes.step_list import StepList
from cicera_gui.words.i18n import N_, _, join_clauses, ngettext
from cicera_gui.words.names import hand_title, viewer
from engine.ai.analyse import PlayRating

#: The most lines of reasons under a play's cards: what the play and the better move came
#: to (two sentences), then the better move's facts.
REASON_LINES = 5

if TYPE_CHECKING:
    from cicera_gui.play.match import MatchController
    from cicera_gui.scenes.scene import Host

class AnalysisScene(StepList):
    """One hand's analysis: rated as it comes in, then a list to step through."""

    button_width = 30.0

    def __init__(self, app: Host, controller: MatchController, hand: int) -> None:
        super().__init__(app)
        self.controller = controller
        self.hand = hand
        self.analysis = Analysis(controller, viewer(), hand)
        if self.analysis.done:  # kept from before: it opens on the worst mistake too
            self.show_worst()

    # -- the flow ----------------------------------------------------------------------------

    def build(self) -> list[Widget]:
        if self.analysis.running:
            return [Button(N_("Cancel"), self.cancel)]
        if not self.analysis.done:
            return [Button(N_("Back"), self.back, primary=True)]
        buttons: list[Widget] = [
            Button(N_("Back"), self.back),
            Button(N_("Try again from here"), self.try_again, primary=True,
                   enabled=bool(self.analysis.ratings))]
        if len(drills(self.analysis.ratings)) > 1:
            buttons.append(Button(N_("Next mistake"), self.next_drill))
        return buttons

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
            self.show_worst()
            self.rebuild()  # done (or failed): the list and its buttons

    def show_worst(self) -> None:
        """Select the worst play the analysis is sure was a mistake or a blunder (the one
        to try again first), if there is one."""
        worst = drills(self.analysis.ratings)
        if worst:
            self.selected = worst[0]

    def next_drill(self) -> None:
        """The next sure mistake or blunder, worse ones first, round again after the last."""
        order = drills(self.analysis.ratings)
        if not order:
            return
        place = order.index(self.selected) + 1 if self.selected in order else 0
        self.selected = order[place % len(order)]

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
        from cicera_gui.scenes.practice import try_again_from

        try_again_from(self.app, self.controller, position.hand, position.play)

    def row_count(self) -> int:
        return len(self.analysis.ratings) if self.analysis.done else 0

    # -- the layout --------------------------------------------------------------------------

    def areas(self, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
        """The list of plays (left) and the chosen play shown in cards (right)."""
        u = unit(size)
        width = min(size[0] * 0.94, u * 160)
        left = size[0] / 2 - width / 2
        top, bottom = u * 10, size[1] - u * 18
        list_width = width * 0.5
        gap = u * 2
        return (pygame.Rect(round(left), round(top), round(list_width), round(bottom - top)),
                pygame.Rect(round(left + list_width + gap), round(top),
                            round(width - list_width - gap), round(bottom - top)))

    def list_rect(self, size: tuple[int, int]) -> pygame.Rect:
        return self.areas(size)[0]

    def line_height(self, size: tuple[int, int]) -> float:
        return unit(size) * 4.3

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(surface.get_size()), (0, 0))
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        log = self.controller.hand_entry(self.hand)
        title = (hand_title(self.hand, log.number if log is not None else None) + " · "
                 + _("Analysis"))
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
        elif self.analysis.preparing is not None:
            text = _("Finding your plays in the match…")
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
        for index, rect in self.row_rects(size).items():
            rating = ratings[index]
            with boxes.inside("analysed play", rect):
                theme.panel(surface, rect, alpha=235,
                            color=theme.PANEL_LIGHT if index == self.selected else theme.PANEL,
                            border=theme.GOLD if index == self.selected else None,
                            radius=round(u * 1))
                label, words = self._row_words(rating, text, round(rect.width - u * 4.5))
                room = round(rect.width - u * 4.5 - fonts.width(label, text, True))
                theme.draw_text(surface, fonts, label, (rect.right - u * 1.5, rect.centery),
                                text, CLASS_COLOURS[rating.verdict], bold=True, anchor="midright")
                theme.draw_text(surface, fonts, theme.elide(fonts, words, text, room),
                                (rect.x + u * 1.5, rect.centery), text, theme.CREAM,
                                anchor="midleft")
        shown = self.row_rects(size)
        hidden = len(ratings) - 1 - max(shown)
        area, detail = self.areas(size)
        if hidden > 0 or self.first > 0:
            more = hidden + self.first
            theme.draw_text(surface, fonts, ngettext(
                "↑ ↓ for the other play ({n} more)", "↑ ↓ for the other plays ({n} more)",
                more).format(n=more), (area.centerx, area.bottom + u * 0.2),
                round(u * 1.9), theme.MUTED, anchor="midtop")
        self._draw_detail(surface, detail, ratings[self.selected], u)
        assert result is not None
        exact = all(r.exact for r in ratings)
        footer = hand_loss(self.controller.game.rules, result.lost)
        note = (_("Every value is exact: every card still to come was known.") if exact else
                _("Values are estimates over deals of the cards you could not see."))
        theme.draw_text(surface, fonts, footer, (size[0] / 2, area.bottom + u * 4.2),
                        round(u * 2.6), theme.GOLD, bold=True, anchor="center")
        theme.draw_text(surface, fonts, note, (size[0] / 2, area.bottom + u * 7),
                        round(u * 2.1), theme.MUTED, anchor="center")

    def _draw_detail(self, surface: pygame.Surface, rect: pygame.Rect, rating: PlayRating,
                     u: float) -> None:
        """The chosen play in cards: what lay before the player, what was played, the better
        move and why."""
        fonts = self.app.fonts
        family = self.controller.family.id
        text = round(u * 2.3)
        line = u * 2.9
        # Three rows of cards share what the words leave (a title, three labels, the
        # reasons' lines, the gaps), a face being about 1.55 times as tall as wide.
        words = u * (1.4 * 2.9 + 3 * 3.5 + 3 * 1.2 + REASON_LINES * 2.9 + 2.4)
        width = round(max(u * 4.5, min(u * 9, (rect.height - words) / (3 * 1.55))))
        inner = rect.width - round(u * 3)
        x = rect.x + u * 1.5
        with boxes.inside("analysis detail", rect):
            theme.panel(surface, rect, alpha=235, radius=round(u * 1))
            y = rect.y + u * 1.2
            theme.draw_text(surface, fonts, _("Play {n}").format(n=rating.position.play),
                            (x, y), round(u * 2.6), theme.CREAM, bold=True)
            theme.draw_text(surface, fonts, class_words(rating), (rect.right - u * 1.5, y),
                            text, CLASS_COLOURS[rating.verdict], bold=True, anchor="topright")
            y += line * 1.4
            said, before = context_cards(family, rating.position.view)
            y = self._card_row(surface, said, theme.MUTED, before, (), (x, y), inner, width, u)
            played, taken = move_cards(family, rating.position.played)
            y = self._card_row(surface, _("You played"), theme.MUTED, played, taken, (x, y),
                               inner, width, u)
            if rating.better is not None:  # shown only where the analysis is sure of it
                better = self._fitted(_("Better: {move}"),
                                      rating.better, text, inner)
                best, best_taken = move_cards(family, rating.better)
                y = self._card_row(surface, better, theme.HIGHLIGHT, best, best_taken, (x, y),
                                   inner, width, u)
            elif rating.loss > 0:  # within the noise of the worlds: not ranked
                same = self._fitted(_("About as good: {move}"),
                                    rating.best, text, inner)
                best, best_taken = move_cards(family, rating.best)
                y = self._card_row(surface, same, theme.MUTED, best, best_taken, (x, y),
                                   inner, width, u)
            room = min(REASON_LINES, int((rect.bottom - u - y) // line))
            for lines, colour in self._reasons(rating, text, inner, room):
                for sentence in lines:
                    theme.draw_text(surface, fonts, sentence, (x, y), text, colour)
                    y += line

    def _reasons(self, rating: PlayRating, size: int, width: int, room: int
                 ) -> list[tuple[list[str], tuple[int, int, int]]]:
        """The reasons under a play's cards, each whole in its lines, in at most ``room``
        lines: what the play left open that the better move did not, what the worlds showed
        the play and the better move came to (bright), then the facts of the move shown
        (muted; as many of them as fit)."""
        fonts = self.app.fonts
        family = self.controller.family.id
        deck = self.app.settings.deck
        view = rating.position.view
        found = (outcome_reasons(family, view, rating.outcomes, deck)
                 if rating.outcomes is not None else [])
        if rating.better is not None:
            found = [*given_away(family, view, rating.position.played, rating.better,
                                 rating.outcomes, deck)[:1], *found]
        chosen: list[tuple[list[str], tuple[int, int, int]]] = []
        used = 0
        for sentence in found:
            lines = fonts.wrap(join_clauses([sentence]), size, width)
            if used + len(lines) <= room:
                chosen.append((lines, theme.CREAM))
                used += len(lines)
        shown = rating.better if rating.better is not None else rating.position.played
        facts = move_reasons(family, view, shown, deck)[:3]
        while facts:
            lines = fonts.wrap(join_clauses(facts), size, width)
            if used + len(lines) <= room:
                chosen.append((lines, theme.MUTED))
                break
            facts = facts[:-1]
        return chosen

    def _row_words(self, rating: PlayRating, size: int, room: int) -> tuple[str, str]:
        """A row's class (right) and play (left), sharing ``room``: the play in full words
        where they fit, else in short words; the class with the points lost, else alone
        (the chosen play's panel shows them); cut with an ellipsis only when nothing fits."""
        fonts = self.app.fonts
        family = self.controller.family.id
        deck = self.app.settings.deck
        play = _("Play {n}: {move}")
        plays = [play.format(n=rating.position.play, move=move_words(family, rating.position.played,
                                                                     deck, short=short))
                 for short in (False, True)]
        labels = [class_words(rating), _(CLASS_WORDS[rating.verdict])]
        tries = [(labels[0], plays[0]), (labels[0], plays[1]), (labels[1], plays[0]),
                 (labels[1], plays[1])]
        if len(move_cards(family, rating.position.played)[1]) == 1:
            # one card taken is named ("takes the Mata"): before the points lost are shown,
            # and before "Play" is said, the play's number alone
            # TRANSLATORS: a play in the analysis's list where the words "Play {n}" leave
            # too little room: its number in the hand, then the move
            numbered = _("{n}. {move}").format(
                n=rating.position.play, move=move_words(family, rating.position.played, deck))
            tries = [(labels[0], plays[0]), (labels[1], plays[0]), (labels[1], numbered),
                     (labels[0], plays[1]), (labels[1], plays[1])]
        for label, words in tries:
            if fonts.width(label, size, True) + fonts.width(words, size) <= room:
                return label, words
        return tries[-1]

    def _fitted(self, sentence: str, move: Any, size: int, room: int, **values: object) -> str:
        """The translated ``sentence`` with the move's words as ``{move}``: whole where it
        fits in ``room``, else with the move's short words (a capture's cards counted, as
        they are drawn beside it)."""
        family = self.controller.family.id
        deck = self.app.settings.deck
        whole = sentence.format(move=move_words(family, move, deck), **values)
        if self.app.fonts.width(whole, size) <= room:
            return whole
        return sentence.format(move=move_words(family, move, deck, short=True), **values)

    def _card_row(self, surface: pygame.Surface, said: str, colour: theme.Color,
                  cards: tuple[int, ...], taken: tuple[int, ...], at: tuple[float, float],
                  room: int, width: int, u: float) -> float:
        """A line of words, then ``cards`` and, a little apart, the cards they take, as small
        faces that close up when they need to; where the next row starts."""
        fonts = self.app.fonts
        x, y = at
        size = round(u * 2.3)
        theme.draw_text(surface, fonts, theme.elide(fonts, said, size, room), (x, y), size,
                        colour)
        y += u * 3.5
        every = [*cards, *taken]
        if not every:
            return y + u * 0.6
        gap = u * 4.2 if cards and taken else 0.0  # room for the arrow to what it took
        step = min(width + u * 0.6, (room - width - gap) / max(1, len(every) - 1))
        left = x
        height = 0
        for index, card in enumerate(every):
            if index == len(cards) and index:
                arrow_x = left - step + width + (gap + step - width - u * 2.6) / 2
                theme.draw_take_arrow(surface, arrow_x, y + width * 0.78, u)
                left += gap
            face = self.app.card_face(card, width)
            spot = face.get_rect(topleft=(round(left), round(y)))
            boxes.element("card", spot)
            self.app.draw_shadow(surface, spot, round(u * 0.6))
            surface.blit(face, spot)
            height = spot.height
            left += step
        return y + height + u * 1.2
