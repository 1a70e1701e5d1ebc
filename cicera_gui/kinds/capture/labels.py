"""The words round a game of captures' table, as labels the shared table places
(:mod:`cicera_gui.table.label_places`): how many cards are left to deal and how many each
side has taken, each where it runs into nothing, an empty pile's outline, and what a family
writes beside a pile (its points made), explained when hovered."""

from __future__ import annotations

from typing import Protocol

import pygame

from cicera_gui.kinds.capture.layout import CaptureLayout
from cicera_gui.kinds.capture.play import CaptureShown
from cicera_gui.look import boxes, theme
from cicera_gui.look.theme import Fonts
from cicera_gui.table.corners import label_size
from cicera_gui.table.label_places import Label, LabelPlacer, Placed, Spot, draw_labels, label_tip
from cicera_gui.words.i18n import ngettext, translator
from cicera_gui.words.names import side_name, viewer


class WithFonts(Protocol):
    """The program, as far as words on the table need it."""

    @property
    def fonts(self) -> Fonts: ...


class Stepping(Protocol):
    @property
    def current_step(self) -> str | None: ...


class LabelledTable(Protocol):
    """What the labels need of their table."""

    @property
    def app(self) -> WithFonts: ...
    @property
    def layout_info(self) -> CaptureLayout: ...
    @property
    def board(self) -> CaptureShown: ...
    @property
    def director(self) -> Stepping: ...
    @property
    def pointer(self) -> tuple[int, int]: ...
    @property
    def dragging(self) -> bool: ...

    def cloth_rect(self) -> pygame.Rect: ...
    def score_panel_rect(self) -> pygame.Rect: ...
    def partnerships(self) -> bool: ...
    def sheet_button_rect(self) -> pygame.Rect: ...
    def aid_buttons(self) -> list[tuple[pygame.Rect, str, bool]]: ...
    def last_button_rect(self) -> pygame.Rect: ...


class CaptureLabels:
    """The labels of a table (a part the table holds): placed again only when the layout,
    the language or what they count changes, not from frame to frame."""

    def __init__(self, table: LabelledTable) -> None:
        self.table = table
        self._placed_for: object = None
        self._placed: list[Placed] = []
        #: Each side's labels beside its pile (:meth:`pile_notes`), as placed.
        self.notes: dict[int, Placed] = {}

    # -- what a family adds ------------------------------------------------------------------

    def pile_owner(self, side: int) -> str | None:
        """Whose pile it is, said over its count where the partners share a pile."""
        if not self.table.partnerships():
            return None
        return side_name(side, self.table.layout_info.players, True)

    def pile_notes(self, side: int, pile_label: Placed) -> Label | None:
        """What the family writes beside ``side``'s pile (and its label), if anything."""
        return None

    def counted(self) -> object:
        """What the family's notes count (they are placed again when it changes)."""
        return None

    # -- placing -----------------------------------------------------------------------------

    def placed(self) -> list[Placed]:
        """The labels where they stand for the table as it is now."""
        board = self.table.board
        state = (self.table.layout_info, translator.language, self.dealing(), len(board.deck),
                 tuple(len(hand) for hand in board.hands),
                 tuple(len(pile) for pile in board.piles), self.counted())
        if state != self._placed_for:
            self._placed_for = state
            self._place()
        return self._placed

    def dealing(self) -> bool:
        """True while the deck's count is hidden: the deal is under way."""
        return self.table.director.current_step == "deal"

    def _place(self) -> None:
        """The deck's count, then each side's pile label and its notes."""
        layout = self.table.layout_info
        placer = LabelPlacer(self.table.app.fonts, label_size(layout.unit), self.obstacles(),
                             pygame.Rect((0, 0), layout.size))
        if self.table.board.deck and not self.dealing():
            placer.add(self.deck_label())
        self.notes = {}
        for side in range(len(self.table.board.piles)):
            notes = self.pile_notes(side, placer.add(self.pile_label(side)))
            if notes is not None:
                self.notes[side] = placer.add(notes)
        self._placed = placer.placed

    def draw(self, surface: pygame.Surface) -> None:
        """An empty pile's outline, and every label."""
        layout = self.table.layout_info
        for side, pile in enumerate(self.table.board.piles):
            if not pile:
                rect = layout.pile_rect(side)
                pygame.draw.rect(surface, (255, 255, 255, 40), rect, width=1,
                                 border_radius=max(3, rect.width // 12))
                boxes.element("pile", rect)
        draw_labels(surface, self.table.app.fonts, self.placed(), label_size(layout.unit))

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        """Hovering a label's row that explains something explains it."""
        if self.table.dragging:
            return
        tip = label_tip(self.placed(), self.table.pointer)
        if tip:
            theme.draw_tooltip(surface, self.table.app.fonts, tip, self.table.pointer,
                               round(self.table.layout_info.unit * 2.2))

    # -- the labels --------------------------------------------------------------------------

    def deck_label(self) -> Label:
        """"{n} to deal": under the deck; or beside it when the table's frame is too near;
        or, when the top seat's hand is in the way too (larger cards), under the score
        panel, or by or under the score sheet's button."""
        layout = self.table.layout_info
        u = layout.unit
        left = len(self.table.board.deck)
        deck = layout.deck_rect()
        score = self.table.score_panel_rect()
        sheet = self.table.sheet_button_rect()
        among = [self.table.cloth_rect(), score, layout.menu_button_rect(), sheet]
        for seat in range(layout.players):
            if seat == viewer():
                continue
            among += layout.hand_slots(seat, max(1, len(self.table.board.hands[seat])))
        return Label((
            (ngettext("{n} to deal", "{n} to deal", left).format(n=left),),),
            (Spot((deck.centerx, deck.bottom + u * 0.4), "midtop"),
             Spot((deck.right + u * 1.0, deck.centery), "midleft"),
             Spot((score.left, score.bottom + u * 0.5), "topleft"),
             Spot((sheet.right + u * 1.0, sheet.centery), "midleft"),
             Spot((sheet.left, sheet.bottom + u * 0.5), "topleft")), among=tuple(among))

    def pile_label(self, side: int) -> Label:
        """A pile's label, a line each: whose pile it is where it is shared (one pile for a
        side, whichever of its players took the cards), then how many cards it holds; under
        the pile, else beside it or above it. Where the two lines fit nowhere (larger
        cards), the count alone."""
        layout = self.table.layout_info
        u = layout.unit
        pile = layout.pile_rect(side)
        count = len(self.table.board.piles[side])
        taken = ngettext("{n} taken", "{n} taken", count).format(n=count)
        owner = self.pile_owner(side)
        wordings: tuple[tuple[str, ...], ...] = ((taken,),)
        if owner is not None:
            wordings = ((owner, taken), (taken,))
        return Label(wordings, (Spot((pile.centerx, pile.bottom + u * 0.4), "midtop"),
                                Spot((pile.right + u * 1.0, pile.bottom), "bottomleft"),
                                Spot((pile.left - u * 1.0, pile.bottom), "bottomright"),
                                Spot((pile.centerx, pile.top - u * 0.4), "midbottom")),
                     ignores=(self.pile_room(side),))

    # -- what they keep clear of -----------------------------------------------------------

    def pile_room(self, side: int) -> pygame.Rect:
        """A pile and the room under it that its labels may take."""
        u = self.table.layout_info.unit
        return self.table.layout_info.pile_rect(side).inflate(0, round(u * 6)).move(
            0, round(u * 3))

    def obstacles(self) -> list[pygame.Rect]:
        """What a label beside the table must keep clear of."""
        table = self.table
        layout = table.layout_info
        found = [table.cloth_rect(), layout.score_rect(), layout.deck_rect(),
                 layout.last_play_rect(), layout.menu_button_rect(), table.sheet_button_rect()]
        for seat in range(layout.players):
            count = max(1, len(table.board.hands[seat]))
            slots = layout.hand_slots(seat, count)
            if slots:
                union = slots[0].unionall(slots[1:])
                if seat == viewer():  # a raised card: the hand reaches higher, as low as ever
                    raised = round(union.height * 0.14)
                    union.y -= raised
                    union.height += raised
                found.append(union)
            found.append(layout.seat_anchor(seat))
        found += [self.pile_room(side) for side in range(len(table.board.piles))]
        if layout.tracker_rect is not None:
            found.append(layout.tracker_rect)
        found += [rect for rect, _label, _enabled in table.aid_buttons()]
        found.append(table.last_button_rect())
        return found
