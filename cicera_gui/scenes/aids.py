"""Play aids on the table: a hint (H), undo in practice matches (U or Ctrl+Z), and the card
tracker (T) — which shows only what the player could have counted."""

from __future__ import annotations

from concurrent.futures import Future
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from cicera_gui import boxes, theme
from cicera_gui.card_names import capitalized, card_name, card_names, rank_word
from cicera_gui.hints import Hint, explain
from cicera_gui.i18n import N_, _, ngettext
from cicera_gui.match import HUMAN
from cicera_gui.names import HONOUR_NAMES, suit_words
from cicera_gui.theme import elide, wrap_items
from engine.cards import SUIT_OF, Card
from engine.cicera import Move, Phase, SeatView
from engine.cicera.scoring import HONOURS
from engine.players import Player

if TYPE_CHECKING:
    from cicera_gui.families.cicera.table import CiceraTable as TableScene

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


class PlayAids:
    """The aid buttons, the hint being asked or shown, and the tracker panel."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.hint: Hint | None = None
        self.asking: Future[tuple[Move, Player]] | None = None
        self.asked_at = -1

    @property
    def app(self):  # type: ignore[no-untyped-def]
        return self.table.app

    # -- the buttons ---------------------------------------------------------------------------

    def buttons(self) -> list[tuple[pygame.Rect, str, bool, object]]:
        layout = self.table.layout_info
        u = layout.unit
        width, height, gap = round(u * 19), round(u * 4.6), round(u * 1)
        x = layout.width - width - round(u * 2)
        entries: list[tuple[str, bool, object]] = [
            (N_("Hint (H)"), self.table.accepting_input and self.asking is None, self.ask),
        ]
        if self.app.settings.practice:
            entries.append((N_("Undo (U)"), self.table.controller.can_undo, self.undo))
        entries.append((N_("Tracker (T)"), True, self.toggle_tracker))
        return [(pygame.Rect(x, round(u * 2) + i * (height + gap), width, height), label,
                 enabled, action) for i, (label, enabled, action) in enumerate(entries)]

    def handle(self, event: pygame.event.Event) -> bool:
        """True when an aid used the event."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_h:
                self.ask()
                return True
            if event.key == pygame.K_u or (event.key == pygame.K_z
                                            and event.mod & pygame.KMOD_CTRL):
                self.undo()
                return True
            if event.key == pygame.K_t:
                self.toggle_tracker()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, _label, enabled, action in self.buttons():
                if rect.collidepoint(event.pos):
                    if enabled and callable(action):
                        action()
                    return True
        return False

    # -- the aids ------------------------------------------------------------------------------

    def ask(self) -> None:
        """Ask for a hint (the Hard opponent's move in the player's seat)."""
        if not self.table.accepting_input or self.asking is not None:
            return
        self.hint = None
        self.asking = self.table.controller.hint()
        self.asked_at = len(self.table.controller.game.log[-1].plays)

    def undo(self) -> None:
        if not self.app.settings.practice:
            return
        if self.table.controller.undo():
            self.forget()
            self.table.after_undo()

    def toggle_tracker(self) -> None:
        self.app.settings.tracker = not self.app.settings.tracker
        self.table.layout(self.app.size)
        save = getattr(self.app, "save_settings", None)
        if callable(save):
            save()

    def forget(self) -> None:
        """A play was made or taken back: the hint no longer applies."""
        self.hint = None
        if self.asking is not None:
            self.asking.cancel()
        self.asking = None

    def update(self) -> None:
        future = self.asking
        if future is None or not future.done():
            return
        self.asking = None
        game = self.table.controller.game
        if (future.cancelled() or game.phase is not Phase.PLAY
                or game.current_player() != HUMAN
                or len(game.log[-1].plays) != self.asked_at):
            return
        try:
            move, _adviser = future.result()
        except Exception as problem:  # the worker died: ask again on a thread
            self.table.controller.thinker.fall_back(problem)
            self.ask()
            return
        self.hint = explain(game.view(HUMAN), move)

    def hinted(self) -> tuple[int | None, set[int]]:
        """The card the hint plays and the cards it takes (to highlight)."""
        if self.hint is None:
            return None, set()
        return int(self.hint.move.card), {int(c) for c in self.hint.move.capture}

    # -- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        buttons = self.buttons()
        if buttons:  # one size for the row of buttons, the longest label fitting
            height = buttons[0][0].height
            size = min(fonts.fit(_(label), round(height * 0.46), rect.width - height // 2)
                       for rect, label, _enabled, _action in buttons)
        for rect, label, enabled, _action in buttons:
            with boxes.inside("button", rect):
                theme.panel(surface, rect, alpha=215, radius=rect.height // 4,
                            border=theme.GOLD_DARK if enabled else None)
                text = elide(fonts, _(label), size, rect.width - rect.height // 3)
                theme.draw_text(surface, fonts, text, rect.center, size,
                                theme.CREAM if enabled else theme.MUTED, anchor="center",
                                group="aid buttons")
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
        layout = self.table.layout_info
        fonts = self.app.fonts
        u = layout.unit
        area = layout.table_area
        size = round(u * 2.3)
        inner = area.width - round(u * 5)
        wrapped: list[tuple[str, bool]] = []
        for index, line in enumerate(self.hint_lines()):
            wrapped += [(piece, index == 0) for piece in fonts.wrap(line, size, inner,
                                                                    bold=index == 0)]
        width = max(fonts.width(line, size, bold) for line, bold in wrapped) + round(u * 3)
        box = pygame.Rect(0, 0, width, round(u * 1.6 + len(wrapped) * size * 1.35))
        box.midtop = (area.centerx, area.y + round(u * 1))
        with boxes.inside("hint", box):
            theme.panel(surface, box, alpha=245, border=theme.HIGHLIGHT, radius=round(u * 1.2))
            y = box.y + u * 0.8
            for line, bold in wrapped:
                theme.draw_text(surface, fonts, line, (box.x + u * 1.5, y), size,
                                theme.HIGHLIGHT if bold else theme.CREAM, bold=bold)
                y += size * 1.35

    @staticmethod
    def move_text(move: Move, deck: str = "bresciane") -> str:
        """The move in words, its cards by name."""
        if not move.capture:
            return _("lay {card}").format(card=card_name(int(move.card), deck))
        return _("{card} takes {cards}").format(
            card=card_name(int(move.card), deck),
            cards=card_names([int(c) for c in move.capture], deck))

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
