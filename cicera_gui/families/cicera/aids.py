"""Cicera's play aids on its table (the shared part is :mod:`cicera_gui.scenes.aids`): a
hint (H) that says why, undo in practice matches (U or Ctrl+Z), and the card tracker (T,
:mod:`.tracker`) — which shows only what the player could have counted."""

from __future__ import annotations

from cicera_gui.families.cicera.hints import Hint, explain
from cicera_gui.families.cicera.stage import CiceraStage
from cicera_gui.families.cicera.tracker import tracker_lines
from cicera_gui.scenes.capture_table import CaptureAids
from cicera_gui.table.line_panel import PanelLine
from cicera_gui.words.card_names import card_name, card_names
from cicera_gui.words.i18n import _
from cicera_gui.words.names import viewer
from engine.kinds.capture.moves import Move


class PlayAids(CaptureAids[Hint, CiceraStage]):
    """The hint being asked or shown, and the tracker panel (the buttons are the shared
    table's, in its corner)."""

    # -- the shared aids' hooks ----------------------------------------------------------------

    def answered(self, move: Move) -> None:
        self.hint = explain(self.table.controller.game.view(viewer()), move)

    def failed(self, problem: Exception) -> None:
        """The worker died: ask again on a thread."""
        self.table.controller.thinker.fall_back(problem)
        self.ask()

    @property
    def hinted_card(self) -> int | None:
        return int(self.hint.move.card) if self.hint is not None else None

    def hinted_cards(self) -> set[int]:
        """The card the hint plays and the cards it takes (to highlight)."""
        if self.hint is None:
            return set()
        return {int(self.hint.move.card), *(int(c) for c in self.hint.move.capture)}

    def hint_heading(self, hint: Hint) -> str:
        return _("Hint: {move}").format(move=self.move_text(hint.move, self.app.settings.deck))

    def tracker_lines(self) -> list[PanelLine]:
        return tracker_lines(self.table.controller.game.view(viewer()), self.app.settings.deck)

    # -- drawing -------------------------------------------------------------------------------

    @staticmethod
    def move_text(move: Move, deck: str = "bresciane") -> str:
        """The move in words, its cards by name."""
        if not move.capture:
            return _("lay {card}").format(card=card_name(int(move.card), deck, in_sentence=True))
        return _("{card} takes {cards}").format(
            card=card_name(int(move.card), deck, in_sentence=True),
            cards=card_names([int(c) for c in move.capture], deck, in_sentence=True))
