"""The words round Cicera's table: how many cards are left to deal, how many each side has
taken, and the event points each side made (Scùa 2, Picada 1 …) placed where they run into
nothing, each explained when hovered."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar, cast

import pygame

from cicera_gui.families.cicera.stage import CiceraStage
from cicera_gui.families.cicera.terms import point_name, point_short_name, term_help
from cicera_gui.look import boxes, theme
from cicera_gui.play.match import HUMAN
from cicera_gui.table.corners import label_size
from cicera_gui.table.label_places import Spot, place
from cicera_gui.words.i18n import ngettext, translator
from cicera_gui.words.names import side_name
from engine.cicera.events import EventPoint

T = TypeVar("T")


class TableLabels:
    """The labels of a Cicera table (a part the table holds)."""

    def __init__(self, stage: CiceraStage) -> None:
        self.stage = stage
        #: The places worked out for the board as it was (see :meth:`_places`)
        self._places_of: tuple[object, dict[object, object]] = ((), {})

    def _places(self) -> dict[object, object]:
        """The places worked out so far for the table as it is now: they change with the
        layout, the language and the counts of cards and points, not from frame to frame
        (a frame asks for each several times)."""
        board = self.stage.board
        state = (self.stage.layout_info, translator.language,
                 tuple(len(hand) for hand in board.hands),
                 tuple(len(pile) for pile in board.piles),
                 tuple(tuple(counts) for counts in board.events))
        if self._places_of[0] != state:
            self._places_of = (state, {})
        return self._places_of[1]

    def draw(self, surface: pygame.Surface) -> None:
        """The deck's count, each pile's and the event points each side made."""
        layout = self.stage.layout_info
        fonts = self.stage.app.fonts
        size = label_size(self.stage.layout_info.unit)
        if self.stage.board.deck and self.stage.director.current_step != "deal":
            left = len(self.stage.board.deck)
            text = ngettext("{n} to deal", "{n} to deal", left).format(n=left)
            theme.draw_text(surface, fonts, text, self.deck_label_rect(text).topleft, size,
                            theme.CREAM, shadow=True, group="table labels")
        for side, pile in enumerate(self.stage.board.piles):
            rect = layout.pile_rect(side)
            if not pile:
                pygame.draw.rect(surface, (255, 255, 255, 40), rect, width=1,
                                 border_radius=max(3, rect.width // 12))
                boxes.element("pile", rect)
            where, lines = self.pile_label(side)
            step = where.height // len(lines)
            for index, line in enumerate(lines):
                theme.draw_text(surface, fonts, line, (where.centerx, where.top + index * step),
                                size, theme.CREAM, shadow=True, group="table labels",
                                anchor="midtop")
            for mark_rect, _point, _count, text in self.markers(side):
                theme.draw_text(surface, fonts, text, mark_rect.topleft, size, theme.GOLD,
                                shadow=True, group="table labels")

    def deck_label_rect(self, text: str) -> pygame.Rect:
        """Where "{n} to deal" goes: under the deck; or beside it when the table's frame is
        too near; or, when the top seat's hand is in the way too (larger cards), under the
        score panel, or by or under the score sheet's button."""
        layout = self.stage.layout_info
        u = layout.unit
        deck = layout.deck_rect()
        size = self.stage.app.fonts.font(label_size(u), text=text).size(text)
        score = self.stage.panels.score_panel_rect()
        sheet = self.stage.sheet_button_rect()
        spots = [Spot((deck.centerx, deck.bottom + u * 0.4), "midtop"),
                 Spot((deck.right + u * 1.0, deck.centery), "midleft"),
                 Spot((score.left, score.bottom + u * 0.5), "topleft"),
                 Spot((sheet.right + u * 1.0, sheet.centery), "midleft"),
                 Spot((sheet.left, sheet.bottom + u * 0.5), "topleft")]
        obstacles = [self.stage.cloth_rect(), score, layout.menu_button_rect(), sheet]
        for seat in range(1, layout.players):
            obstacles += layout.hand_slots(seat, max(1, len(self.stage.board.hands[seat])))
        return place([size], spots, 0, obstacles, self.window())[0][0]

    def window(self, inset: float = 0) -> pygame.Rect:
        """The window, ``inset`` units in from its edges."""
        layout = self.stage.layout_info
        return pygame.Rect(0, 0, layout.width, layout.height).inflate(
            -round(2 * inset * layout.unit), -round(2 * inset * layout.unit))

    def _remembered(self, key: object, work_out: Callable[[], T]) -> T:
        """What ``work_out`` gives for the table as it is now, worked out once."""
        places = self._places()
        if key not in places:
            places[key] = work_out()
        return cast(T, places[key])

    def pile_label(self, side: int) -> tuple[pygame.Rect, list[str]]:
        return self._remembered(("pile label", side), lambda: self._pile_label(side))

    def _pile_label(self, side: int) -> tuple[pygame.Rect, list[str]]:
        """A pile's label, a line each, and where it goes: in partnerships whose pile it is
        (one pile for the side, whichever of its players took the cards), then how many
        cards it holds; under the pile, else beside it or above it, clear of everything.
        Where the two lines fit nowhere (larger cards), the count alone."""
        count = len(self.stage.board.piles[side])
        taken = ngettext("{n} taken", "{n} taken", count).format(n=count)
        game = self.stage.controller.game
        if game.rules.partnerships(game.players):
            lines = [side_name(side, game.players, True), taken]
            where = self._pile_label_place(side, lines)
            if where is not None:
                return where, lines
        where = self._pile_label_place(side, [taken])
        if where is None:  # under the pile, as it would go with room
            layout = self.stage.layout_info
            pile = layout.pile_rect(side)
            where = pygame.Rect((0, 0), self._label_size([taken]))
            where.midtop = (pile.centerx, round(pile.bottom + layout.unit * 0.4))
        return where, [taken]

    def _label_size(self, lines: list[str]) -> tuple[int, int]:
        font = self.stage.app.fonts.font(label_size(self.stage.layout_info.unit),
                                         text="".join(lines))
        sizes = [font.size(line) for line in lines]
        return max(w for w, _h in sizes), sum(h for _w, h in sizes)

    def _pile_label_place(self, side: int, lines: list[str]) -> pygame.Rect | None:
        """The first place for ``lines`` by the pile that runs into nothing, or None."""
        layout = self.stage.layout_info
        u = layout.unit
        pile = layout.pile_rect(side)
        spots = [Spot((pile.centerx, pile.bottom + u * 0.4), "midtop"),
                 Spot((pile.right + u * 1.0, pile.bottom), "bottomleft"),
                 Spot((pile.left - u * 1.0, pile.bottom), "bottomright"),
                 Spot((pile.centerx, pile.top - u * 0.4), "midbottom")]
        (found,), clashing = place([self._label_size(lines)], spots, 0,
                                   self._obstacles_but(side), self.window())
        return None if clashing else found

    def _obstacles_but(self, side: int) -> list[pygame.Rect]:
        """What a label of ``side``'s pile must keep clear of: all but the pile's own room."""
        own = self._pile_room(side)
        return [r for r in self.obstacles() if r != own]

    def _pile_room(self, side: int) -> pygame.Rect:
        """A pile and the room under it that its label may take."""
        u = self.stage.layout_info.unit
        return self.stage.layout_info.pile_rect(side).inflate(0, round(u * 6)).move(
            0, round(u * 3))

    def obstacles(self) -> list[pygame.Rect]:
        """What a label beside the table must keep clear of."""
        return self._remembered("obstacles", self._obstacles)

    def _obstacles(self) -> list[pygame.Rect]:
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

    def marker_rects(self, side: int) -> list[tuple[pygame.Rect, EventPoint, int]]:
        """Where each of a side's event-point counts is written: below its pile's label, or
        to its left, right or above it: the first place that runs into nothing."""
        return [(box, point, count) for box, point, count, _text in self.markers(side)]

    def markers(self, side: int) -> list[tuple[pygame.Rect, EventPoint, int, str]]:
        return self._remembered(("markers", side), lambda: self._markers(side))

    def _markers(self, side: int) -> list[tuple[pygame.Rect, EventPoint, int, str]]:
        """A side's event-point counts, each with its place and its words ("Picada
        (picchiata) 1"; "Picada 1" by design when the long form has no free place): under
        the pile's label, or left, right or above the pile."""
        layout = self.stage.layout_info
        u = layout.unit
        rect = layout.pile_rect(side)
        counts = [(point, count) for point, count in
                  zip(EventPoint, self.stage.board.events[side], strict=True) if count]
        if not counts:
            return []
        size = label_size(u)
        label = self.pile_label(side)[0]
        obstacles = [*self._obstacles_but(side), label]
        for other in range(side):  # the counts already placed for an earlier side
            obstacles += [box for box, _p, _c, _t in self.markers(other)]
        first = rect.bottom + u * 3.4
        if label.top >= rect.bottom:  # the pile's label is under it: below the label
            first = max(first, label.bottom + u * 0.4)
        spots = [Spot((rect.centerx, first), "midtop"),
                 Spot((rect.left - u * 1.2, rect.top), "topright"),
                 Spot((rect.right + u * 1.2, rect.top), "topleft"),
                 Spot((rect.centerx, rect.top - u * 0.6), "midbottom")]
        best: tuple[list[pygame.Rect], int, list[str]] | None = None
        for short in (False, True):
            texts = [f"{point_short_name(p) if short else point_name(p)} {c}"
                     for p, c in counts]
            font = self.stage.app.fonts.font(size, text=texts[0])
            rects, clashing = place([font.size(text) for text in texts], spots,
                                    round(size * 1.3), obstacles, self.window(0.5))
            if best is None or clashing < best[1]:
                best = (rects, clashing, texts)
            if clashing == 0:
                break
        assert best is not None
        return [(box, point, count, text) for box, (point, count), text
                in zip(best[0], counts, best[2], strict=True)]

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        """Hovering an event-point count explains the term."""
        if self.stage.dragging:
            return
        for side in range(len(self.stage.board.piles)):
            for box, point, _count in self.marker_rects(side):
                if box.collidepoint(self.stage.pointer):
                    theme.draw_tooltip(surface, self.stage.app.fonts, term_help(point.value),
                                       self.stage.pointer, round(self.stage.layout_info.unit * 2.2))
                    return
