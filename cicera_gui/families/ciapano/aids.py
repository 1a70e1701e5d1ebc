"""The Ciapanò family's play aids on its table: a hint (H, from the family's "hard" level when
the family lists one, with its reasons: :mod:`.hints`), undo in practice matches (U or
Ctrl+Z, the shared table's undo) and the card tracker (T, the trick game's,
:mod:`cicera_gui.kinds.trick.lines`): the cards of each suit not yet seen, the card points
still out and the voids each player has shown, only what the player could have counted (the
engine's view of the player's seat). The shared part
(asking, polling, the keys) is :mod:`cicera_gui.scenes.aids`."""

from __future__ import annotations

from cicera_gui.families.ciapano.hints import TrickHint, explain
from cicera_gui.families.ciapano.stage import TrickStage
from cicera_gui.families.ciapano.variant_text import points_text
from cicera_gui.kinds.trick.lines import tracker_lines as trick_tracker
from cicera_gui.kinds.trick.table import TrickAids
from cicera_gui.table.line_panel import PanelLine
from cicera_gui.words.i18n import _
from cicera_gui.words.names import viewer
from engine.cards import Card
from engine.ciapano.moves import Move
from engine.ciapano.order import TRICK_ORDER
from engine.ciapano.view import SeatView

HINT_LEVEL = "hard"


class CiapanoAids(TrickAids[TrickHint, TrickStage]):
    """The aid buttons (bottom right, over the last-trick button) and what they show."""

    def offers_hint(self) -> bool:
        return HINT_LEVEL in self.table.controller.family.player_levels

    def answered(self, move: Move) -> None:
        game = self.table.controller.game
        self.hint = explain(game.view(viewer()), int(move)) if isinstance(move, Card) else None

    def tracker_lines(self) -> list[PanelLine]:
        game = self.table.controller.game
        return tracker_lines(game.view(viewer()), self.app.settings.deck) if game.has_hand else []


def tracker_lines(view: SeatView, deck: str) -> list[PanelLine]:
    """The trick game's tracker (:func:`cicera_gui.kinds.trick.lines.tracker_lines`), with
    the card points still out."""
    out = sum(view.rules.values[int(c)] for c in view.unseen())
    return trick_tracker(view, TRICK_ORDER, deck, [_("Card points still out: {points}").format(
        points=points_text(out, view.rules.unit_size))])
