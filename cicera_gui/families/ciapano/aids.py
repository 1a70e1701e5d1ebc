"""The Ciapanò family's play aids on its table: a hint (H, from the family's "hard" level when
the family lists one), undo in practice matches (U or Ctrl+Z, the shared table's undo) and
the card tracker (T): the cards of each suit not yet seen and the voids each player has
shown, only what the player could have counted (the engine's view of the player's seat).
The shared part (asking, polling, the keys) is :mod:`cicera_gui.scenes.aids`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from cicera_gui import boxes, theme
from cicera_gui.card_names import capitalized, card_name
from cicera_gui.i18n import _, join_list
from cicera_gui.match import HUMAN
from cicera_gui.names import seat_name, suit_words
from cicera_gui.scenes.aids import AidButton, TableAids
from cicera_gui.theme import elide
from engine.cards import SUIT_OF, Card

if TYPE_CHECKING:
    from cicera_gui.families.ciapano.table import CiapanoTable

HINT_LEVEL = "hard"
#: The tracker's most lines, and a line's height in units.
TRACKER_ROWS = 9
ROW = 2.7


def tracker_lines(view: Any, deck: str) -> list[str]:
    """The tracker's lines: each suit's cards not yet seen, then each player's shown voids."""
    words = suit_words(deck)
    counts = [0, 0, 0, 0]
    for card in view.unseen():
        counts[SUIT_OF[card]] += 1
    shown = [_("{suit}: {n}").format(suit=capitalized(words[suit]), n=counts[suit])
             for suit in range(4)]
    lines = [_("Not yet seen"), " · ".join(shown[:2]), " · ".join(shown[2:])]
    for seat in view.seats:
        voids = sorted(view.voids[seat])
        if seat != HUMAN and voids:
            lines.append(_("{name}: no {suits}").format(
                name=seat_name(seat), suits=join_list([words[suit] for suit in voids])))
    return lines


class CiapanoAids(TableAids[int]):
    """The aid buttons (bottom right, over the last-trick button) and what they show."""

    table: CiapanoTable

    def offers_hint(self) -> bool:
        return HINT_LEVEL in self.table.controller.family.player_levels

    def buttons(self) -> list[AidButton]:
        layout = self.table.layout_info
        u = layout.unit
        below = layout.last_trick_button()
        entries = self.entries()
        step = below.height + round(u * 1)
        return [(below.move(0, -(len(entries) - index) * step), label, enabled, action)
                for index, (label, enabled, action) in enumerate(entries)]

    def position(self) -> int:
        return self.table.controller.moves

    def still_asked(self) -> bool:
        return self.asked_at == self.table.controller.moves

    def answered(self, move: Any) -> None:
        self.hint = int(move) if isinstance(move, Card) else None

    def state(self) -> object:
        return (self.asking is None, self.hint, self.app.settings.tracker,
                self.app.settings.practice, self.table.controller.can_undo)

    # -- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        u = self.table.layout_info.unit
        size = self.table.button_text_size()  # one size for the row of buttons
        for rect, label, enabled, _action in self.buttons():
            with boxes.inside("aid", rect):
                theme.panel(surface, rect, alpha=200 if enabled else 120,
                            radius=round(u * 1.2))
                text = _(label)
                theme.draw_text(surface, fonts, text, rect.center, size,
                                theme.CREAM if enabled else theme.MUTED, anchor="center",
                                group="buttons")
        if self.app.settings.tracker:
            self.draw_tracker(surface)
        if self.hint is not None and self.hint in self.table.shown.hand:
            sprite = self.table.sprites.get(self.hint)
            if sprite is not None:
                rect = self.table._raised_rect(sprite)
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(10, 10), width=4,
                                 border_radius=max(4, rect.width // 10))

    def hint_text(self) -> str:
        if self.hint is None:
            return _("Thinking about a hint…") if self.asking is not None else ""
        return _("Hint: play {card}").format(
            card=card_name(self.hint, self.app.settings.deck))

    def tracker_rect(self) -> pygame.Rect:
        """Over the aid buttons in the bottom-right corner, up to the seat panels above."""
        layout = self.table.layout_info
        u = layout.unit
        buttons = [rect for rect, *_rest in self.buttons()]
        bottom = min(rect.top for rect in buttons) - round(u * 1)
        width = round(min(layout.size[0] * 0.24, u * 40))
        left = buttons[0].right - width
        cloth = self.table.cloth_rect()  # never over the trick
        if cloth.bottom > bottom - u * TRACKER_ROWS * ROW:
            left = max(left, cloth.right + round(u * 1))
        panels = [layout.seat_rect(seat) for seat in range(1, layout.players)]
        top = max([r.bottom for r in panels if r.right > left and r.bottom < bottom]
                  + [round(bottom - u * TRACKER_ROWS * ROW)]) + round(u * 1)
        return pygame.Rect(left, top, buttons[0].right - left, max(0, bottom - top))

    def draw_tracker(self, surface: pygame.Surface) -> None:
        game = self.table.controller.game
        if not game.has_hand:
            return
        fonts = self.app.fonts
        u = self.table.layout_info.unit
        rect = self.tracker_rect()
        lines = tracker_lines(game.view(HUMAN), self.app.settings.deck)
        size = round(u * 2.1)
        step = u * ROW
        rows = int((rect.height - u * 1.6) // step)
        with boxes.inside("tracker", rect):
            theme.panel(surface, rect, alpha=225, radius=round(u * 1.2))
            y = rect.y + u * 0.8
            for index, line in enumerate(lines[:rows]):
                text = elide(fonts, line, size, rect.width - round(u * 2))
                theme.draw_text(surface, fonts, text, (rect.x + u, y), size,
                                theme.GOLD if index == 0 else theme.CREAM)
                y += step
