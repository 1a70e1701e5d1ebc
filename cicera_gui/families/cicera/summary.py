"""After a hand: the scoring table item by item, counted up; after the match: who won."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from cicera_gui.families.cicera.terms import HONOUR_NAMES, POINT_NAMES, term_help
from cicera_gui.look import boxes, theme
from cicera_gui.look.widgets import Widget
from cicera_gui.play.match import MatchController
from cicera_gui.scenes.base import (
    dim,
    unit,
)
from cicera_gui.scenes.hand_summary import AfterTheMatch, HandSummaryScene
from cicera_gui.scenes.summary_table import SummaryRow, SummaryTable, TotalRow
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
#: The spade majority, named as the deck shows the suit.
SPADES_ROW = {"italian": N_("Swords"), "french": N_("Spades")}


class SummaryScene(HandSummaryScene[CiceraGame]):
    """The hand's scoring table, side by side, then the match totals against the target."""

    def __init__(self, app: Host, controller: MatchController[CiceraGame], scored: HandScored,
                 won: MatchWon | None, on_close: Callable[[], None]) -> None:
        super().__init__(app, controller, scored.hand, won, on_close)
        self.scored = scored
        self.won: MatchWon | None = won
        game = controller.game
        self.rows = [(key, name) for key, name in SCORE_ROWS
                     if key != "cinquina" or game.rules.cinquina]

    def heading(self) -> str:
        game = self.controller.game
        return hand_title(self.scored.hand, game.log[self.scored.hand - 1].number)

    def table(self) -> SummaryTable:
        """A row for each scoring item, a column for each side; this hand's points and the
        match's totals under the rule."""
        game = self.controller.game
        scores = [score.as_dict() for score in self.scored.scores]
        partnerships = game.rules.partnerships(game.players)
        heads = ("", *(side_name(side, game.players, partnerships)
                       for side in range(len(scores))))
        spades = SPADES_ROW[deck_family(self.app.settings.deck)]
        rows = tuple(SummaryRow(_(spades if key == "spades" else name),
                                tuple(str(score[key]) for score in scores), key=key,
                                help=term_help(key))
                     for key, name in self.rows)
        totals = self.scored.totals
        before = tuple(t - s.total for t, s in zip(totals, self.scored.scores, strict=True))
        return SummaryTable(heads, rows, (
            TotalRow(_("This hand"), tuple(s.total for s in self.scored.scores),
                     (0,) * len(scores), theme.HIGHLIGHT),
            TotalRow(_("Match (to {target})").format(target=game.rules.target),
                     tuple(totals), before, theme.GOLD, size=3.0)))

    def match_over(self) -> None:
        assert self.won is not None
        self.app.stack.remove(self)
        self.app.stack.push(MatchEndScene(self.app, self.controller, self.won))


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
