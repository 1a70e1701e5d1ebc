"""Play aids on the table: a hint (H), undo in practice matches (U or Ctrl+Z), and the card
tracker (T) — which shows only what the player could have counted."""

from __future__ import annotations

from concurrent.futures import Future
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from cicera_gui import theme
from cicera_gui.hints import Hint, explain
from cicera_gui.i18n import N_, _, join_list, ngettext
from cicera_gui.match import HUMAN
from cicera_gui.names import suit_words
from engine.cards import RANK_SYMBOLS, SUIT_OF, Card
from engine.cicera import Move, Phase, SeatView
from engine.cicera.scoring import DIECI_DENARI, FANTE_COPPE, MATA
from engine.players import Player

if TYPE_CHECKING:
    from cicera_gui.scenes.table import TableScene

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
        honours_out=tuple(c for c in unseen if int(c) in (MATA, DIECI_DENARI, FANTE_COPPE)),
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
        for rect, label, enabled, _action in self.buttons():
            theme.panel(surface, rect, alpha=215, radius=rect.height // 4,
                        border=theme.GOLD_DARK if enabled else None)
            text = _(label)
            size = fonts.fit(text, round(rect.height * 0.46), rect.width - rect.height // 2)
            theme.draw_text(surface, fonts, text, rect.center, size,
                            theme.CREAM if enabled else theme.MUTED, anchor="center")
        if self.asking is not None or self.hint is not None:
            self._draw_hint(surface)
        if self.app.settings.tracker:
            self._draw_tracker(surface)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        layout = self.table.layout_info
        fonts = self.app.fonts
        u = layout.unit
        area = layout.table_area
        lines = [_("Thinking about a hint…")] if self.hint is None else [
            _("Hint: {move}").format(move=self._move_text(self.hint.move)),
            *self.hint.lines()]
        size = round(u * 2.3)
        width = min(area.width - round(u * 2),
                    max(fonts.width(line, size) for line in lines) + round(u * 4))
        box = pygame.Rect(0, 0, width, round(u * 1.6 + len(lines) * size * 1.35))
        box.midtop = (area.centerx, area.y + round(u * 1))
        theme.panel(surface, box, alpha=235, border=theme.HIGHLIGHT, radius=round(u * 1.2))
        y = box.y + u * 0.8
        for index, line in enumerate(lines):
            line_size = fonts.fit(line, size, box.width - round(u * 3), bold=index == 0)
            theme.draw_text(surface, fonts, line, (box.x + u * 1.5, y), line_size,
                            theme.HIGHLIGHT if index == 0 else theme.CREAM, bold=index == 0)
            y += size * 1.35

    @staticmethod
    def _move_text(move: Move) -> str:
        if not move.capture:
            return _("lay {card}").format(card=move.card)
        return _("{card} takes {cards}").format(card=move.card,
                                                cards=" ".join(map(str, move.capture)))

    def _draw_tracker(self, surface: pygame.Surface) -> None:
        layout = self.table.layout_info
        rect = layout.tracker_rect
        if rect is None:
            return
        fonts = self.app.fonts
        u = layout.unit
        data = tracker_data(self.table.controller.game.view(HUMAN))
        theme.panel(surface, rect, alpha=225, radius=round(u * 1.4))
        x, y = rect.x + u * 1.4, rect.y + u * 1.0
        size = round(u * 2.1)
        inner = rect.width - round(u * 2.8)

        def line(text: str, color: theme.Color = theme.CREAM, bold: bool = False) -> None:
            nonlocal y
            for piece in fonts.wrap(text, size, inner, bold):
                theme.draw_text(surface, fonts, piece, (x, y), size, color, bold=bold)
                y += size * 1.3

        line(_("Card tracker"), theme.GOLD, bold=True)
        line(_("Not seen yet:"), theme.MUTED)
        for word, count in zip(suit_words(self.app.settings.deck), data.unseen_by_suit,
                               strict=True):
            line(ngettext("{suit}: {n} card", "{suit}: {n} cards", count).format(suit=word,
                                                                                  n=count))
        y += u * 0.6
        honours = join_list([_(name) for name in self._honour_names(data.honours_out)])
        line(_("Honours still out: {cards}").format(cards=honours) if honours
             else _("Every honour has been seen"))
        spades = " ".join(RANK_SYMBOLS[int(c) % 13] for c in data.spades_out)
        swords = suit_words(self.app.settings.deck)[SPADES]
        line(_("{suit} still out: {ranks}").format(suit=swords, ranks=spades or "—"))
        line(ngettext("{n} card in the other hands", "{n} cards in the other hands",
                      data.in_other_hands).format(n=data.in_other_hands), theme.MUTED)
        if data.to_deal:
            line(ngettext("{n} card still to deal", "{n} cards still to deal",
                          data.to_deal).format(n=data.to_deal), theme.MUTED)

    @staticmethod
    def _honour_names(cards: tuple[Card, ...]) -> list[str]:
        names: dict[int, str] = {MATA: N_("La Mata"), DIECI_DENARI: N_("Dieci di denari"),
                                 FANTE_COPPE: N_("Fante di coppe")}
        return [names[int(card)] for card in cards]
