"""After a hand: the scoring table item by item, counted up; after the match, in the same
dialog: who won."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cicera_gui.families.cicera.terms import HONOUR_NAMES, POINT_NAMES, deck_terms, term_help
from cicera_gui.kinds.capture.summary import CaptureSummary
from cicera_gui.play.match import MatchController
from cicera_gui.scenes.summary_table import SummaryRow, SummaryTable
from cicera_gui.words.i18n import N_, _
from engine.cicera.events import EventPoint, HandScored, MatchWon
from engine.cicera.game import CiceraGame
from engine.cicera.scoring import DIECI_DENARI, FANTE_COPPE, MATA, HandScore

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


class SummaryScene(CaptureSummary):
    """The hand's scoring table, side by side, then the match totals against the target."""

    def __init__(self, app: Host, controller: MatchController[CiceraGame],
                 scored: HandScored[HandScore], won: MatchWon | None,
                 on_close: Callable[[], None]) -> None:
        super().__init__(app, controller, scored, won, on_close)
        self.rows = [(key, name) for key, name in SCORE_ROWS
                     if key != "cinquina" or controller.game.rules.cinquina]

    def table(self) -> SummaryTable:
        """A row for each scoring item, a column for each side; this hand's points and the
        match's totals under the rule."""
        scores = [score.as_dict() for score in self.scored.scores]
        deck = self.app.settings.deck
        return self.summed(tuple(
            SummaryRow(deck_terms(deck)["spades"] if key == "spades" else _(name),
                       tuple(str(score[key]) for score in scores), key=key,
                       help=term_help(key, deck))
            for key, name in self.rows))

    def notes(self) -> list[str]:
        """A Napoleone, which ends the match at once."""
        if self.won is not None and self.won.at_once:
            return [_("Napoleone: all thirteen {swords} in one hand!").format(
                swords=deck_terms(self.app.settings.deck)["swords"])]
        return []
