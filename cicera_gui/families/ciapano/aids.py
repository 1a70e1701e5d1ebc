"""The Ciapanò family's play aids on its table: a hint (H, from the family's "hard" level when
the family lists one, with its reasons: :mod:`.hints`), undo in practice matches (U or
Ctrl+Z, the shared table's undo) and the card tracker (T, :mod:`.tracker`): the cards of
each suit not yet seen, the card points still out and the voids each player has shown, only
what the player could have counted (the engine's view of the player's seat). The shared part
(asking, polling, the keys) is :mod:`cicera_gui.scenes.aids`."""

from __future__ import annotations

import math

import pygame

from cicera_gui.families.ciapano.hints import TrickHint, explain
from cicera_gui.families.ciapano.stage import TrickStage
from cicera_gui.families.ciapano.tracker import tracker_lines
from cicera_gui.play.match import HUMAN
from cicera_gui.scenes.aids import TableAids
from cicera_gui.table.line_panel import PanelLine, panel_height
from cicera_gui.words.card_names import card_name
from cicera_gui.words.i18n import _
from engine.cards import Card
from engine.ciapano.moves import Move

HINT_LEVEL = "hard"
#: The tracker's most lines (a heading, four suits, the points out, seven players' voids).
TRACKER_ROWS = 13


class CiapanoAids(TableAids[TrickHint, TrickStage]):
    """The aid buttons (bottom right, over the last-trick button) and what they show."""

    tracker_anchor = "bottom"

    def offers_hint(self) -> bool:
        return HINT_LEVEL in self.table.controller.family.player_levels

    def answered(self, move: Move) -> None:
        game = self.table.controller.game
        self.hint = explain(game.view(HUMAN), int(move)) if isinstance(move, Card) else None

    @property
    def hinted_card(self) -> int | None:
        return self.hint.card if self.hint is not None else None

    def hint_heading(self, hint: TrickHint) -> str:
        return _("Hint: play {card}").format(
            card=card_name(hint.card, self.app.settings.deck, in_sentence=True))

    def tracker_lines(self) -> list[PanelLine]:
        game = self.table.controller.game
        return tracker_lines(game.view(HUMAN), self.app.settings.deck) if game.has_hand else []

    def tracker_area(self, lines: int) -> pygame.Rect:
        """Over the aid buttons in the bottom-right corner, as high as ``lines`` lines need,
        never over the seat panels above nor the trick."""
        layout = self.table.layout_info
        u = layout.unit
        buttons = [rect for rect, *_rest in self.buttons()] + [
            self.table.last_button_rect()]
        bottom = min(rect.top for rect in buttons) - round(u * 1)
        width = round(min(layout.size[0] * 0.24, u * 40))
        left = buttons[0].right - width
        wanted = math.floor(bottom - panel_height(min(lines, TRACKER_ROWS), u))
        cloth = self.table.cloth_rect()  # never over the trick
        if cloth.bottom > wanted:
            left = max(left, cloth.right + round(u * 1))
        panels = [layout.seat_rect(seat) for seat in range(1, layout.players)]
        top = max([r.bottom + round(u * 1) for r in panels
                   if r.right > left and r.bottom < bottom] + [wanted])
        return pygame.Rect(left, top, buttons[0].right - left, max(0, bottom - top))
