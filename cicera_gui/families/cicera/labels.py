"""The words round Cicera's table, as labels the shared table places
(:mod:`cicera_gui.table.label_places`): how many cards are left to deal, how many each side
has taken, and the event points each side made (Scùa 2, Picada 1 …), each where it runs into
nothing, the event points explained when hovered."""

from __future__ import annotations

import pygame

from cicera_gui.families.cicera.stage import CiceraStage
from cicera_gui.families.cicera.terms import point_name, point_short_name, term_help
from cicera_gui.look import boxes, theme
from cicera_gui.play.match import HUMAN
from cicera_gui.table.corners import label_size
from cicera_gui.table.label_places import (
    Label,
    LabelPlacer,
    Placed,
    Spot,
    draw_labels,
    label_tip,
)
from cicera_gui.words.i18n import ngettext, translator
from cicera_gui.words.names import side_name
from engine.cicera.events import EventPoint


class TableLabels:
    """The labels of a Cicera table (a part the table holds)."""

    def __init__(self, stage: CiceraStage) -> None:
        self.stage = stage
        #: The labels placed for the table as it was, and each side's event points.
        self._placed_for: object = None
        self._placed: list[Placed] = []
        self._markers: dict[int, tuple[Placed, list[tuple[EventPoint, int]]]] = {}

    def placed(self) -> list[Placed]:
        """The labels where they stand for the table as it is now: they change with the
        layout, the language and the counts of cards and points, not from frame to frame."""
        board = self.stage.board
        state = (self.stage.layout_info, translator.language, self.dealing(), len(board.deck),
                 tuple(len(hand) for hand in board.hands),
                 tuple(len(pile) for pile in board.piles),
                 tuple(tuple(counts) for counts in board.events))
        if state != self._placed_for:
            self._placed_for = state
            self._place()
        return self._placed

    def dealing(self) -> bool:
        """True while the deck's count is hidden: the deal is under way."""
        return self.stage.director.current_step == "deal"

    def _place(self) -> None:
        """The deck's count, then each side's pile label and its event points."""
        layout = self.stage.layout_info
        placer = LabelPlacer(self.stage.app.fonts, label_size(layout.unit), self.obstacles(),
                             pygame.Rect((0, 0), layout.size))
        if self.stage.board.deck and not self.dealing():
            placer.add(self.deck_label())
        self._markers = {}
        for side in range(len(self.stage.board.piles)):
            pile_label = placer.add(self.pile_label(side))
            counts = [(point, count) for point, count in
                      zip(EventPoint, self.stage.board.events[side], strict=True) if count]
            if counts:
                self._markers[side] = (placer.add(self.markers(side, counts, pile_label)),
                                       counts)
        self._placed = placer.placed

    def draw(self, surface: pygame.Surface) -> None:
        """An empty pile's outline, and every label."""
        layout = self.stage.layout_info
        for side, pile in enumerate(self.stage.board.piles):
            if not pile:
                rect = layout.pile_rect(side)
                pygame.draw.rect(surface, (255, 255, 255, 40), rect, width=1,
                                 border_radius=max(3, rect.width // 12))
                boxes.element("pile", rect)
        draw_labels(surface, self.stage.app.fonts, self.placed(), label_size(layout.unit))

    # -- the labels --------------------------------------------------------------------------

    def deck_label(self) -> Label:
        """"{n} to deal": under the deck; or beside it when the table's frame is too near;
        or, when the top seat's hand is in the way too (larger cards), under the score
        panel, or by or under the score sheet's button."""
        layout = self.stage.layout_info
        u = layout.unit
        left = len(self.stage.board.deck)
        deck = layout.deck_rect()
        score = self.stage.panels.score_panel_rect()
        sheet = self.stage.sheet_button_rect()
        among = [self.stage.cloth_rect(), score, layout.menu_button_rect(), sheet]
        for seat in range(1, layout.players):
            among += layout.hand_slots(seat, max(1, len(self.stage.board.hands[seat])))
        return Label((
            (ngettext("{n} to deal", "{n} to deal", left).format(n=left),),),
            (Spot((deck.centerx, deck.bottom + u * 0.4), "midtop"),
             Spot((deck.right + u * 1.0, deck.centery), "midleft"),
             Spot((score.left, score.bottom + u * 0.5), "topleft"),
             Spot((sheet.right + u * 1.0, sheet.centery), "midleft"),
             Spot((sheet.left, sheet.bottom + u * 0.5), "topleft")), among=tuple(among))

    def pile_label(self, side: int) -> Label:
        """A pile's label, a line each: in partnerships whose pile it is (one pile for the
        side, whichever of its players took the cards), then how many cards it holds; under
        the pile, else beside it or above it. Where the two lines fit nowhere (larger
        cards), the count alone."""
        layout = self.stage.layout_info
        u = layout.unit
        pile = layout.pile_rect(side)
        count = len(self.stage.board.piles[side])
        taken = ngettext("{n} taken", "{n} taken", count).format(n=count)
        game = self.stage.controller.game
        wordings: tuple[tuple[str, ...], ...] = ((taken,),)
        if game.rules.partnerships(game.players):
            wordings = ((side_name(side, game.players, True), taken), (taken,))
        return Label(wordings, (Spot((pile.centerx, pile.bottom + u * 0.4), "midtop"),
                                Spot((pile.right + u * 1.0, pile.bottom), "bottomleft"),
                                Spot((pile.left - u * 1.0, pile.bottom), "bottomright"),
                                Spot((pile.centerx, pile.top - u * 0.4), "midbottom")),
                     ignores=(self._pile_room(side),))

    def markers(self, side: int, counts: list[tuple[EventPoint, int]], pile_label: Placed
                ) -> Label:
        """A side's event-point counts, a row each ("Picada (picchiata) 1"; "Picada 1" by
        design when the long form has no free place): under the pile (and its label), or left,
        right or above it (and its label); where none of those is free (four players in a
        small window), beside the pile's label."""
        layout = self.stage.layout_info
        u = layout.unit
        rect = layout.pile_rect(side)
        (label,) = pile_label.boxes
        first, over = rect.bottom + u * 3.4, rect.top - u * 0.6
        if label.top >= rect.bottom:  # the pile's label is under it: below the label
            first = max(first, label.bottom + u * 0.4)
        if label.bottom <= rect.top:  # the pile's label is over it: above the label
            over = min(over, label.top - u * 0.4)
        return Label(
            tuple(tuple(f"{name(p)} {c}" for p, c in counts)
                  for name in (point_name, point_short_name)),
            (Spot((rect.centerx, first), "midtop"),
             Spot((rect.left - u * 1.2, rect.top), "topright"),
             Spot((rect.right + u * 1.2, rect.top), "topleft"),
             Spot((rect.centerx, over), "midbottom"),
             Spot((label.right + u * 1.2, label.top), "topleft"),
             Spot((label.left - u * 1.2, label.top), "topright")),
            column=True, tone="gold", tips=tuple(term_help(p.value) for p, _c in counts),
            ignores=(self._pile_room(side),), avoids=(rect,), inset=round(u))

    def marker_rects(self, side: int) -> list[tuple[pygame.Rect, EventPoint, int]]:
        """Where each of a side's event-point counts is written."""
        self.placed()
        placed, counts = self._markers.get(side, (None, []))
        if placed is None:
            return []
        return [(box, point, count)
                for box, (point, count) in zip(placed.boxes, counts, strict=True)]

    # -- what they keep clear of -----------------------------------------------------------

    def _pile_room(self, side: int) -> pygame.Rect:
        """A pile and the room under it that its labels may take."""
        u = self.stage.layout_info.unit
        return self.stage.layout_info.pile_rect(side).inflate(0, round(u * 6)).move(
            0, round(u * 3))

    def obstacles(self) -> list[pygame.Rect]:
        """What a label beside the table must keep clear of."""
        layout = self.stage.layout_info
        found = [self.stage.cloth_rect(), layout.score_rect(), layout.deck_rect(),
                 layout.last_play_rect(), layout.menu_button_rect(),
                 self.stage.sheet_button_rect()]
        for seat in range(layout.players):
            count = max(1, len(self.stage.board.hands[seat]))
            slots = layout.hand_slots(seat, count)
            if slots:
                union = slots[0].unionall(slots[1:])
                if seat == HUMAN:  # a raised card
                    union.top -= round(union.height * 0.14)
                found.append(union)
            found.append(layout.seat_anchor(seat))
        found += [self._pile_room(side) for side in range(len(self.stage.board.piles))]
        if layout.tracker_rect is not None:
            found.append(layout.tracker_rect)
        found += [rect for rect, _label, _enabled in self.stage.aid_buttons()]
        found.append(self.stage.last_button_rect())
        return found

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        """Hovering an event-point count explains the term."""
        if self.stage.dragging:
            return
        tip = label_tip(self.placed(), self.stage.pointer)
        if tip:
            theme.draw_tooltip(surface, self.stage.app.fonts, tip, self.stage.pointer,
                               round(self.stage.layout_info.unit * 2.2))
