"""Cicera's play aids on its table (the shared part is :mod:`cicera_gui.scenes.aids`): a
hint (H) that says why, undo in practice matches (U or Ctrl+Z), and the card tracker (T) —
which shows only what the player could have counted."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from cicera_gui.families.cicera.hints import Hint, explain
from cicera_gui.families.cicera.stage import CiceraStage
from cicera_gui.families.cicera.terms import HONOUR_NAMES
from cicera_gui.look import boxes, theme
from cicera_gui.look.theme import wrap_items
from cicera_gui.play.match import HUMAN
from cicera_gui.scenes.aids import TableAids
from cicera_gui.table.panels import draw_hint_box, hint_box
from cicera_gui.words.card_names import capitalized, card_name, card_names, rank_word
from cicera_gui.words.i18n import _, ngettext
from cicera_gui.words.names import suit_words
from engine.cards import SUIT_OF, Card
from engine.cicera.game import Phase
from engine.cicera.moves import Move
from engine.cicera.scoring import HONOURS
from engine.cicera.view import SeatView

SPADES = 2


@dataclass(frozen=True)
class TrackerData:
    """What the player could have counted: cards of each suit not yet seen, the honours and
    spades still out (in other hands or still to be dealt)."""

    unseen_by_suit: tuple[int, int, int, int]
    honours_out: tuple[Card, ...]
    spades_out: tuple[Card, ...]
    in_other_hands: int
    to_deal: int


def tracker_data(view: SeatView) -> TrackerData:
    unseen = sorted(view.unseen())
    counts = [0, 0, 0, 0]
    for card in unseen:
        counts[SUIT_OF[card]] += 1
    return TrackerData(
        unseen_by_suit=(counts[0], counts[1], counts[2], counts[3]),
        honours_out=tuple(c for c in unseen if int(c) in HONOURS),
        spades_out=tuple(c for c in unseen if SUIT_OF[c] == SPADES),
        in_other_hands=sum(n for seat, n in enumerate(view.hand_sizes) if seat != view.seat),
        to_deal=view.stock,
    )


class PlayAids(TableAids[Hint, CiceraStage]):
    """The hint being asked or shown, and the tracker panel (the buttons are the shared
    table's, in its corner)."""

    # -- the shared aids' hooks ----------------------------------------------------------------

    def position(self) -> int:
        return len(self.table.controller.game.log[-1].plays)

    def still_asked(self) -> bool:
        game = self.table.controller.game
        return (game.phase is Phase.PLAY and game.current_player() == HUMAN
                and len(game.log[-1].plays) == self.asked_at)

    def answered(self, move: Move) -> None:
        self.hint = explain(self.table.controller.game.view(HUMAN), move)

    def failed(self, problem: Exception) -> None:
        """The worker died: ask again on a thread."""
        self.table.controller.thinker.fall_back(problem)
        self.ask()

    def tracker_switched(self) -> None:
        self.table.layout(self.app.size)

    def hinted(self) -> tuple[int | None, set[int]]:
        """The card the hint plays and the cards it takes (to highlight)."""
        if self.hint is None:
            return None, set()
        return int(self.hint.move.card), {int(c) for c in self.hint.move.capture}

    # -- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The hint and the tracker when they are on (the buttons are the table's)."""
        if self.asking is not None or self.hint is not None:
            self._draw_hint(surface)
        if self.app.settings.tracker:
            self._draw_tracker(surface)

    def hint_lines(self) -> list[str]:
        """What the hint box says: the move in words, then why."""
        if self.hint is None:
            return [_("Thinking about a hint…")]
        deck = self.app.settings.deck
        return [_("Hint: {move}").format(move=self.move_text(self.hint.move, deck)),
                *self.hint.lines(deck)]

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """Over the top of the table."""
        layout = self.table.layout_info
        u = layout.unit
        area = layout.table_area
        size = round(u * 2.3)
        box, wrapped = hint_box(self.app.fonts, self.hint_lines(), size,
                                area.width - round(u * 5), u)
        box.midtop = (area.centerx, area.y + round(u * 1))
        draw_hint_box(surface, self.app.fonts, box, wrapped, size, u)

    @staticmethod
    def move_text(move: Move, deck: str = "bresciane") -> str:
        """The move in words, its cards by name."""
        if not move.capture:
            return _("lay {card}").format(card=card_name(int(move.card), deck, in_sentence=True))
        return _("{card} takes {cards}").format(
            card=card_name(int(move.card), deck, in_sentence=True),
            cards=card_names([int(c) for c in move.capture], deck, in_sentence=True))

    def _draw_tracker(self, surface: pygame.Surface) -> None:
        layout = self.table.layout_info
        rect = layout.tracker_rect
        if rect is None:
            return
        fonts = self.app.fonts
        u = layout.unit
        deck = self.app.settings.deck
        data = tracker_data(self.table.controller.game.view(HUMAN))
        size = round(u * 2.1)
        inner = rect.width - round(u * 2.8)
        with boxes.inside("tracker", rect):
            theme.panel(surface, rect, alpha=225, radius=round(u * 1.4))
            x, y = rect.x + u * 1.4, rect.y + u * 1.0

            def line(text: str, color: theme.Color = theme.CREAM, bold: bool = False,
                     items: list[str] | None = None) -> None:
                """One entry, wrapped between words, or between whole ``items``."""
                nonlocal y
                pieces = (wrap_items(fonts, text, items, size, inner) if items is not None
                          else fonts.wrap(text, size, inner, bold))
                for piece in pieces:
                    if y + size * 1.3 > rect.bottom:
                        return  # no room: never half a line at the panel's edge
                    theme.draw_text(surface, fonts, piece, (x, y), size, color, bold=bold)
                    y += size * 1.3

            line(_("Card tracker"), theme.GOLD, bold=True)
            line(_("Not seen yet:"), theme.MUTED)
            for word, count in zip(suit_words(deck), data.unseen_by_suit, strict=True):
                line(ngettext("{suit}: {n} card", "{suit}: {n} cards", count).format(
                    suit=capitalized(word), n=count))
            y += u * 0.6
            honours = [_(name) for name in self._honour_names(data.honours_out)]
            if honours:
                line(_("Honours still out: {cards}").format(cards="{items}"), items=honours)
            else:
                line(_("Every honour has been seen"))
            ranks = [rank_word(int(c), deck) for c in data.spades_out]
            swords = capitalized(suit_words(deck)[SPADES])
            line(_("{suit} still out: {ranks}").format(suit=swords,
                                                      ranks="{items}" if ranks else "—"),
                 items=ranks)
            line(ngettext("{n} card in the other hands", "{n} cards in the other hands",
                          data.in_other_hands).format(n=data.in_other_hands), theme.MUTED)
            if data.to_deal:
                line(ngettext("{n} card still to deal", "{n} cards still to deal",
                              data.to_deal).format(n=data.to_deal), theme.MUTED)

    @staticmethod
    def _honour_names(cards: tuple[Card, ...]) -> list[str]:
        return [HONOUR_NAMES[int(card)] for card in cards]
