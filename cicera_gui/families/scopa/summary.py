"""After a hand of Scopa: its points item by item (carte, denari, settebello, primiera, the
scope, and where the variant plays them napola and re bello), counted up, with what each
was decided on (the cards, the coins, the primiera's sums), and under the table each side's
primiera: its four cards and their sum. After the match, in the same dialog: who won."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cicera_gui.families.scopa.terms import ITEM_NAMES, deck_terms, item_help, item_name
from cicera_gui.kinds.capture.summary import CaptureSummary
from cicera_gui.look import theme
from cicera_gui.play.match import MatchController
from cicera_gui.scenes.summary_table import SummaryRow, SummaryTable
from cicera_gui.words.card_names import capitalized, card_names
from cicera_gui.words.i18n import _
from engine.kinds.capture.events import HandScored, MatchWon
from engine.scopa.game import ScopaGame
from engine.scopa.scoring import HandScore, primiera_cards

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


class SummaryScene(CaptureSummary):
    """The hand's points side by side, what decided them, then the match's totals."""

    def __init__(self, app: Host, controller: MatchController[ScopaGame],
                 scored: HandScored[HandScore], won: MatchWon | None,
                 on_close: Callable[[], None]) -> None:
        super().__init__(app, controller, scored, won, on_close)
        rules = controller.game.rules
        self.keys = [key for key in ITEM_NAMES
                     if (key != "napola" or rules.napola) and (key != "re_bello"
                                                                or rules.re_bello)]
        entry = controller.hand_entry(scored.hand)
        self.piles = entry.piles(rules) if entry is not None else None

    def table(self) -> SummaryTable:
        """A row for each item, then the counts it was decided on (muted); this hand's
        points and the match's totals under the target."""
        scores = self.scored.scores
        deck = self.app.settings.deck
        rows = [SummaryRow(item_name(key, deck), tuple(str(getattr(s, key)) for s in scores),
                           key=key, help=item_help(key, deck)) for key in self.keys]
        counts = (
            (_("Cards taken"), tuple(str(s.cards) for s in scores)),
            (_("{coins} taken").format(coins=capitalized(deck_terms(deck)["coins"])),
             tuple(str(s.coins) for s in scores)),
            (_("Primiera's sum"), tuple("—" if s.primiera_sum is None else str(s.primiera_sum)
                                        for s in scores)),
        )
        rows += [SummaryRow(name, cells, colour=theme.MUTED) for name, cells in counts]
        return self.summed(tuple(rows))

    def notes(self) -> list[str]:
        """Each side's primiera: its best card of every suit and their sum, or the suit it
        lacks."""
        if self.piles is None:
            return []
        deck = self.app.settings.deck
        heads = self.heads()[1:]
        notes = []
        for side, (pile, score) in enumerate(zip(self.piles, self.scored.scores, strict=True)):
            cards = card_names(primiera_cards(pile), deck)
            if score.primiera_sum is None:
                notes.append(_("{side}: no primiera, a suit is missing ({cards})").format(
                    side=heads[side], cards=cards) if pile else
                    _("{side}: no primiera, no cards taken").format(side=heads[side]))
            else:
                notes.append(_("{side}: primiera {sum} with {cards}").format(
                    side=heads[side], sum=score.primiera_sum, cards=cards))
        return notes
