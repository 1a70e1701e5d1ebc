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
from cicera_gui.look import boxes, theme
from cicera_gui.look.theme import elide
from cicera_gui.play.match import HUMAN
from cicera_gui.scenes.aids import TableAids
from cicera_gui.table.panels import draw_hint_box, hint_box
from cicera_gui.words.card_names import card_name
from cicera_gui.words.i18n import _
from engine.cards import Card
from engine.ciapano.moves import Move

HINT_LEVEL = "hard"
#: The tracker's most lines (a heading, four suits, the points out, seven players' voids),
#: and a line's height in units.
TRACKER_ROWS = 13
ROW = 2.7
#: The hint panel's text size, in units.
HINT_TEXT = 2.2
#: The tracker's smallest words (pixels), when many lines must share its room.
MIN_TEXT = 11


class CiapanoAids(TableAids[TrickHint, TrickStage]):
    """The aid buttons (bottom right, over the last-trick button) and what they show."""

    def offers_hint(self) -> bool:
        return HINT_LEVEL in self.table.controller.family.player_levels

    def position(self) -> int:
        return self.table.controller.moves

    def still_asked(self) -> bool:
        return self.asked_at == self.table.controller.moves

    def answered(self, move: Move) -> None:
        game = self.table.controller.game
        self.hint = explain(game.view(HUMAN), int(move)) if isinstance(move, Card) else None

    @property
    def hinted_card(self) -> int | None:
        return self.hint.card if self.hint is not None else None

    # -- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The tracker when it is on (the buttons are the table's; the hinted card is ringed
        by the table's renderer)."""
        if self.app.settings.tracker:
            self.draw_tracker(surface)

    def hint_text(self) -> str:
        """The prompt's line while a hint is asked or shown: the card to play."""
        if self.hint is None:
            return _("Thinking about a hint…") if self.asking is not None else ""
        return _("Hint: play {card}").format(
            card=card_name(self.hint.card, self.app.settings.deck, in_sentence=True))

    def hint_lines(self) -> list[str]:
        """The reasons under the hint's line."""
        return self.hint.lines(self.app.settings.deck) if self.hint is not None else []

    def draw_hint(self, surface: pygame.Surface, banner: pygame.Rect) -> bool:
        """The hint in a panel whose foot is the prompt's place: its line, then why. False
        when there is no hint to show (the prompt is drawn as usual)."""
        text = self.hint_text()
        if not text:
            return False
        u = self.table.layout_info.unit
        size = round(u * HINT_TEXT)
        box, wrapped = hint_box(self.app.fonts, [text, *self.hint_lines()], size,
                                banner.width - round(u * 3), u)
        box.midbottom = banner.midbottom
        draw_hint_box(surface, self.app.fonts, box, wrapped, size, u)
        return True

    def tracker_rect(self, rows: int = TRACKER_ROWS) -> pygame.Rect:
        """Over the aid buttons in the bottom-right corner, as high as ``rows`` lines need,
        never over the seat panels above nor the trick."""
        layout = self.table.layout_info
        u = layout.unit
        buttons = [rect for rect, *_rest in self.buttons()] + [
            self.table.last_button_rect()]
        bottom = min(rect.top for rect in buttons) - round(u * 1)
        width = round(min(layout.size[0] * 0.24, u * 40))
        left = buttons[0].right - width
        wanted = math.floor(bottom - u * (min(rows, TRACKER_ROWS) * ROW + 1.6))
        cloth = self.table.cloth_rect()  # never over the trick
        if cloth.bottom > wanted:
            left = max(left, cloth.right + round(u * 1))
        panels = [layout.seat_rect(seat) for seat in range(1, layout.players)]
        top = max([r.bottom + round(u * 1) for r in panels
                   if r.right > left and r.bottom < bottom] + [wanted])
        return pygame.Rect(left, top, buttons[0].right - left, max(0, bottom - top))

    def draw_tracker(self, surface: pygame.Surface) -> None:
        game = self.table.controller.game
        if not game.has_hand:
            return
        fonts = self.app.fonts
        u = self.table.layout_info.unit
        lines = tracker_lines(game.view(HUMAN), self.app.settings.deck)
        rect = self.tracker_rect(len(lines))
        room = rect.width - round(u * 2)
        # one size for the panel's lines, the longest fitting whole (cut short only below 9 px)
        size = min(fonts.fit(line, round(u * 2.1), room) for line in lines)
        step = u * ROW
        if len(lines) * step > rect.height - u * 1.6:  # 7 or 8 players' voids: closer lines,
            step = max(MIN_TEXT * 1.2, (rect.height - u * 1.6) / len(lines))  # never fewer
            size = min(size, max(MIN_TEXT, int(step / 1.25)))
        rows = int((rect.height - u * 1.6) / step + 1e-6)
        with boxes.inside("tracker", rect):
            theme.panel(surface, rect, alpha=225, radius=round(u * 1.2))
            y = rect.y + u * 0.8
            for index, line in enumerate(lines[:rows]):
                text = elide(fonts, line, size, room)
                theme.draw_text(surface, fonts, text, (rect.x + u, y), size,
                                theme.GOLD if index == 0 else theme.CREAM)
                y += step
