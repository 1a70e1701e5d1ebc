"""Cicera's table: the player's hand, the opponents, the table cards, the piles and the score.

Input: drag a card onto a table card to take it (or onto free table to lay it); or click a
card, then click what it should take; or the keyboard alone: ←/→ choose a card, Enter plays
it, Esc opens the menu. The flow of play (dealing, the opponents' pace, undo, the menu) is
the shared table's (:mod:`cicera_gui.scenes.table`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from cicera_gui import boxes, theme
from cicera_gui.card_names import card_name, card_names
from cicera_gui.families.cicera.aids import PlayAids
from cicera_gui.families.cicera.board import Board
from cicera_gui.families.cicera.capture import CaptureChoice
from cicera_gui.families.cicera.decoration import honour_stars
from cicera_gui.families.cicera.director import Banner, Director
from cicera_gui.families.cicera.terms import point_banner, point_name, point_short_name, term_help
from cicera_gui.families.cicera.zones import TableLayout
from cicera_gui.i18n import _, ngettext
from cicera_gui.match import HUMAN, MatchController
from cicera_gui.names import LEVEL_NAMES, seat_name, side_name, variant_name
from cicera_gui.scenes.registry import open_scene
from cicera_gui.scenes.table import TableScene
from cicera_gui.table.sprites import CardSprite, card_height
from cicera_gui.theme import elide
from engine.cicera import EventPoint, HandScored, MatchWon, Move, capture_options

if TYPE_CHECKING:
    from cicera_gui.scene import Host


class CiceraTable(TableScene):
    """Cicera on the shared table: captures by rank or sum, piles, event points."""

    def __init__(self, app: Host, controller: MatchController, *, deal_next: bool = True
                 ) -> None:
        self.hover_table: int | None = None
        self.stars = honour_stars(app)
        super().__init__(app, controller, deal_next=deal_next)

    def build(self, size: tuple[int, int]) -> None:
        app = self.app
        game = self.controller.game
        self.board = Board(game.players, game.sides)
        self.layout_info = self._make_layout(size)
        self.director = Director(self.board, self.layout_info,
                                 lambda: app.settings.animation_scale, self._hand_scored,
                                 sound=app.play_sound, human_side=game.side_of(HUMAN),
                                 sort_hand=lambda: app.settings.sort_hand)
        self.aids = PlayAids(self)

    def show_position(self) -> None:
        if self.controller.game.has_hand:
            self._restore_board()

    def animate(self, events: list[Any]) -> None:
        self.director.play(events)

    @property
    def busy(self) -> bool:
        return self.director.busy

    def advance(self, dt: float) -> None:
        self.director.update(dt)
        self.aids.update()

    def menu_button_rect(self) -> pygame.Rect:
        return self.layout_info.menu_button_rect()

    def prepare_art(self) -> None:
        """Draw the cloth, the backs and the player's cards at this size now, so that the
        first frames of an animation do not have to."""
        app = self.app
        layout = self.layout_info
        app.background(layout.size)
        for width in (layout.card_width, layout.small_card_width):
            app.card_back(width)
        app.card_back(layout.small_card_width, sideways=True)
        game = self.controller.game
        if game.has_hand:
            for card in [*game.hand.hands[HUMAN], *game.hand.table]:
                app.card_face(card, layout.card_width, self.stars)
        self.to_warm = list(range(52))

    def warm_one(self) -> None:
        """Rasterize one more card face per frame until every card is ready at this size:
        between animations only, so an animation's frames never pay for it."""
        if self.to_warm and not self.director.busy:
            self.app.card_face(self.to_warm.pop(), self.layout_info.card_width, self.stars)

    # -- set-up --------------------------------------------------------------------------------

    def _restore_board(self) -> None:
        """Show a hand already in progress (e.g. a continued match) without animation."""
        hand = self.controller.game.hand
        board = self.board
        board.clear()
        board.dealer = hand.dealer
        board.hands = [list(h) for h in hand.hands]
        board.table = list(hand.table)
        board.piles = [[c for c in range(52) if pile >> c & 1] for pile in hand.piles]
        board.deck = [c for deal in hand.later for h in deal for c in h]
        board.events = [list(counts) for counts in hand.events]
        plays = self.controller.game.log[-1].plays
        players = self.controller.game.players
        for index, move in enumerate(plays):
            seat = (hand.dealer + 1 + index) % players
            board.last_play = (seat, int(move.card), tuple(int(c) for c in move.capture))
            if move.capture:
                board.last_capture = board.last_play
        self.director.arrange()
        board.snap(self.layout_info)

    def _make_layout(self, size: tuple[int, int]) -> TableLayout:
        settings = self.app.settings
        return TableLayout(size, self.controller.game.players,
                           card_scale=1.2 if settings.large_cards else 1.0,
                           tracker=settings.tracker)

    def after_undo(self) -> None:
        """The controller went back a play: show its position at once."""
        self.director.steps.clear()
        self.director.banners.clear()
        self.director.wait = 0.0
        super().after_undo()

    def layout(self, size: tuple[int, int]) -> None:
        if not self.director.busy:
            self.director.arrange()  # the sort setting may have changed
        self.layout_info = self._make_layout(size)
        self.director.relayout(self.layout_info)
        self.prepare_art()

    # -- the flow of play --------------------------------------------------------------------

    def animating(self) -> bool:
        return self.director.busy or bool(self.director.banners)

    def waiting(self) -> bool:
        """An opponent to move, a hint being worked out, sounds due, faces to rasterize."""
        return (super().waiting() or self.aids.asking is not None
                or bool(self.director._sounds_due))

    def frame_state(self) -> object:
        game = self.controller.game
        return (self.controller.thinking, self.aids.asking is None, id(self.aids.hint),
                len(game.log), len(game.log[-1].plays) if game.log else 0,
                self.accepting_input, self.director.current_step, len(self.app.stack.scenes))

    def _hand_scored(self, scored: HandScored, won: MatchWon | None) -> None:
        open_scene(self.app, "cicera_summary", self.controller, scored, won, self.hand_finished)

    def play_human(self, move: Any) -> None:
        """Apply the player's move and animate it."""
        self.aids.forget()
        super().play_human(move)
        hand = self.board.hands[HUMAN]
        self.focus = min(self.focus, max(0, len(hand) - 2))

    def choices_for(self, card: int) -> list[CaptureChoice]:
        """Every capture ``card`` can make now, with the event points each would score."""
        game = self.controller.game
        choices = []
        for option in capture_options(card, game.hand.table):
            move = Move.of(card, option)
            choices.append(CaptureChoice(card, move.capture, game.points_of(move)))
        return choices

    def offer(self, card: int, choices: list[CaptureChoice]) -> None:
        """Play ``card``: at once when there is one way, else ask with the capture dialog."""
        if not choices:
            self.play_human(Move.of(card))
            return
        open_scene(self.app, "cicera_capture", card, choices, self._chosen, self._taken_back)

    def _chosen(self, choice: CaptureChoice | None, card: int) -> None:
        self.play_human(Move.of(card, choice.capture if choice else ()))

    # -- input: what the hand's clicks and drops mean here --------------------------------------

    def intercept(self, event: pygame.event.Event) -> bool:
        return self.aids.handle(event)

    def hand_cards(self) -> list[int]:
        return self.board.hands[HUMAN]

    @property
    def card_sprites(self) -> dict[int, CardSprite]:
        return self.board.sprites

    def choose(self, card: int) -> None:
        self.offer(card, self.choices_for(card))

    def return_cards(self) -> None:
        self.board.settle(self.layout_info, 0.2 * self.app.settings.animation_scale)

    def table_card_at(self, pos: tuple[int, int]) -> int | None:
        for card in self.board.table:
            sprite = self.board.sprites.get(card)
            if sprite is not None and sprite.rect().inflate(8, 8).collidepoint(pos):
                return card
        return None

    def hovered(self, pos: tuple[int, int]) -> None:
        self.hover_table = self.table_card_at(pos)

    def place(self, card: int, pos: tuple[int, int]) -> None:
        """A click on a table card takes it; on free table, lays the chosen card."""
        target = self.table_card_at(pos)
        if target is not None:
            self._drop_on_table_card(card, target)
        elif self.layout_info.table_area.collidepoint(pos):
            self.play_human(Move.of(card))

    def drop(self, card: int, pos: tuple[int, int]) -> None:
        """Dropped on a table card: take it; on the table or above the hand: lay the card;
        anywhere else: take it back."""
        target = self.table_card_at(pos)
        if target is not None:
            self._drop_on_table_card(card, target)
        elif self.layout_info.table_area.collidepoint(pos) or pos[1] < self._hand_top():
            self.play_human(Move.of(card))
        else:
            self._taken_back()

    def _hand_top(self) -> int:
        slots = self.layout_info.hand_slots(HUMAN, 1)
        return slots[0].top - round(self.layout_info.unit * 3)

    def _drop_on_table_card(self, card: int, target: int) -> None:
        choices = [c for c in self.choices_for(card) if target in c.capture]
        if len(choices) == 1:
            self.play_human(Move.of(card, choices[0].capture))
        elif choices:
            self.offer(card, choices)
        else:  # that card cannot be taken: lay the card beside it
            self.play_human(Move.of(card))

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        layout = self.layout_info
        surface.blit(app.background(layout.size), (0, 0))
        self._draw_table_frame(surface)
        active = self._active_card()
        targets: set[int] = set()
        hot: set[int] = set()
        if active is not None and self.accepting_input:
            choices = self.choices_for(active)
            targets = {c for choice in choices for c in choice.capture}
            if self.hover_table is not None:
                hot = {c for choice in choices if self.hover_table in choice.capture
                       for c in choice.capture}
        for sprite in self.board.draw_order():
            if self.drag is not None and self.drag.moved and sprite.card == self.drag.card:
                continue
            self._draw_sprite(surface, sprite, targets, hot)
        self._draw_piles(surface)
        self._draw_seats(surface)
        self._draw_score(surface)
        self._draw_last_play(surface)
        self._draw_prompt(surface)
        self.draw_menu_button(surface)
        self.aids.draw(surface)
        if self.drag is not None and self.drag.moved:
            self._draw_sprite(surface, self.board.sprites[self.drag.card], targets, hot,
                              dragged=True)
        self._draw_banners(surface)
        self._draw_tooltips(surface)

    def frame_rect(self) -> pygame.Rect:
        """The table's frame: the table area and its margin."""
        layout = self.layout_info
        return layout.table_area.inflate(round(layout.unit * 3), round(layout.unit * 3))

    def _draw_table_frame(self, surface: pygame.Surface) -> None:
        area = self.frame_rect()
        boxes.element("table", area)
        surface.blit(self.app.rounded(area.size, (255, 255, 255), 14, round(self.layout_info.unit
                                                                            * 3),
                                      border=(255, 240, 200, 40)), area)

    def _draw_sprite(self, surface: pygame.Surface, sprite: CardSprite, targets: set[int],
                     hot: set[int], dragged: bool = False) -> None:
        app = self.app
        rect = self.raised_rect(sprite) if sprite.card in self.board.hands[HUMAN] else (
            sprite.rect()
        )
        boxes.element("card", rect)
        width = rect.height if sprite.sideways else rect.width
        art_width = round(sprite.end.width) if sprite.moving and sprite.end else width
        if sprite.face_up:
            image = app.card_face(sprite.card, art_width, self.stars)
        else:
            image = app.card_back(art_width, sideways=sprite.sideways)
        shadow = max(2, width // 28) * (3 if dragged else 1)
        app.draw_shadow(surface, rect.move(shadow // 2, shadow), radius=max(3, width // 12))
        if image.get_size() != rect.size:
            image = pygame.transform.scale(image, rect.size)
        surface.blit(image, rect)
        if sprite.card in self.board.glowing or sprite.card in hot:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), width=4,
                             border_radius=max(4, width // 10))
        elif sprite.card in targets:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 4), width=2,
                             border_radius=max(4, width // 10))
        if (sprite.card in self.board.hands[HUMAN] and sprite.card == self._active_card()
                and not dragged):
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), width=3,
                             border_radius=max(4, width // 10))
        hinted, hinted_takes = self.aids.hinted()
        if sprite.card == hinted or sprite.card in hinted_takes:
            pygame.draw.rect(surface, theme.HINT, rect.inflate(10, 10), width=4,
                             border_radius=max(5, width // 9))

    def _label_size(self) -> int:
        """The one size of the small labels around the table (counts, piles, the deck)."""
        return round(self.layout_info.unit * 2.1)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        layout = self.layout_info
        fonts = self.app.fonts
        size = self._label_size()
        if self.board.deck and self.director.current_step != "deal":
            left = len(self.board.deck)
            text = ngettext("{n} to deal", "{n} to deal", left).format(n=left)
            theme.draw_text(surface, fonts, text, self.deck_label_rect(text).topleft, size,
                            theme.CREAM, shadow=True, group="table labels")
        for side, pile in enumerate(self.board.piles):
            rect = layout.pile_rect(side)
            if not pile:
                pygame.draw.rect(surface, (255, 255, 255, 40), rect, width=1,
                                 border_radius=max(3, rect.width // 12))
                boxes.element("pile", rect)
            label = ngettext("{n} taken", "{n} taken", len(pile)).format(n=len(pile))
            theme.draw_text(surface, fonts, label, self.pile_label_rect(side, label).topleft,
                            size, theme.CREAM, shadow=True, group="table labels")
            for mark_rect, _point, _count, text in self.markers(side):
                theme.draw_text(surface, fonts, text, mark_rect.topleft, size, theme.GOLD,
                                shadow=True, group="table labels")

    def deck_label_rect(self, text: str) -> pygame.Rect:
        """Where "{n} to deal" goes: under the deck, or beside it when the table's frame is
        too near."""
        layout = self.layout_info
        u = layout.unit
        deck = layout.deck_rect()
        box = pygame.Rect((0, 0), self.app.fonts.font(self._label_size(), text=text).size(text))
        box.midtop = (deck.centerx, round(deck.bottom + u * 0.4))
        if box.colliderect(self.frame_rect()) or box.colliderect(layout.score_rect()):
            box.midleft = (round(deck.right + u * 1.0), deck.centery)
        return box

    def pile_label_rect(self, side: int, text: str) -> pygame.Rect:
        """Where "{n} taken" goes: under the pile, else beside it, clear of everything."""
        layout = self.layout_info
        u = layout.unit
        pile = layout.pile_rect(side)
        box = pygame.Rect((0, 0), self.app.fonts.font(self._label_size(), text=text).size(text))
        under, right, left = box.copy(), box.copy(), box.copy()
        under.midtop = (pile.centerx, round(pile.bottom + u * 0.4))
        right.bottomleft = (round(pile.right + u * 1.0), pile.bottom)
        left.bottomright = (round(pile.left - u * 1.0), pile.bottom)
        own = pile.inflate(0, round(u * 6)).move(0, round(u * 3))
        obstacles = [r for r in self.obstacles() if r != own]
        for place in (under, right, left):
            if place.collidelist(obstacles) < 0:
                return place
        return under

    def obstacles(self) -> list[pygame.Rect]:
        """What a label beside the table must keep clear of."""
        layout = self.layout_info
        found = [self.frame_rect(), layout.score_rect(), layout.deck_rect(),
                 layout.last_play_rect(), layout.menu_button_rect()]
        for seat in range(layout.players):
            count = max(1, len(self.board.hands[seat]))
            slots = layout.hand_slots(seat, count)
            if slots:
                union = slots[0].unionall(slots[1:])
                if seat == HUMAN:  # a raised card
                    union.top -= round(union.height * 0.14)
                found.append(union)
            found.append(layout.seat_anchor(seat))
        for side in range(len(self.board.piles)):
            pile = layout.pile_rect(side)
            found.append(pile.inflate(0, round(layout.unit * 6)).move(0, round(layout.unit * 3)))
        if layout.tracker_rect is not None:
            found.append(layout.tracker_rect)
        found += [rect for rect, _label, _enabled, _action in self.aids.buttons()]
        return found

    def marker_rects(self, side: int) -> list[tuple[pygame.Rect, EventPoint, int]]:
        """Where each of a side's event-point counts is written: below its pile's label, or
        to its left, right or above it: the first place that runs into nothing."""
        return [(box, point, count) for box, point, count, _text in self.markers(side)]

    def markers(self, side: int) -> list[tuple[pygame.Rect, EventPoint, int, str]]:
        """A side's event-point counts, each with its place and its words ("Picada
        (picchiata) 1"; "Picada 1" by design when the long form has no free place)."""
        layout = self.layout_info
        u = layout.unit
        rect = layout.pile_rect(side)
        counts = [(point, count) for point, count in
                  zip(EventPoint, self.board.events[side], strict=True) if count]
        if not counts:
            return []
        size = self._label_size()
        window = pygame.Rect(0, 0, layout.width, layout.height).inflate(-round(u), -round(u))
        own = layout.pile_rect(side).inflate(0, round(u * 6)).move(0, round(u * 3))
        obstacles = [r for r in self.obstacles() if r != own]
        for other in range(side):  # the counts already placed for an earlier side
            obstacles += [box for box, _p, _c, _t in self.markers(other)]

        def clashes(candidate: list[pygame.Rect]) -> int:
            return sum((box.collidelist(obstacles) >= 0) + (not window.contains(box))
                       for box in candidate)

        best: tuple[int, list[pygame.Rect], list[str]] | None = None
        for short in (False, True):
            texts = [f"{point_short_name(p) if short else point_name(p)} {c}"
                     for p, c in counts]
            font = self.app.fonts.font(size, text=texts[0])
            sized = [pygame.Rect((0, 0), font.size(text)) for text in texts]
            step = round(size * 1.3)
            below = [box.copy() for box in sized]
            for index, box in enumerate(below):
                box.midtop = (rect.centerx, round(rect.bottom + u * 3.4 + index * step))
            left = [box.copy() for box in sized]
            for index, box in enumerate(left):
                box.topright = (round(rect.left - u * 1.2), round(rect.top + index * step))
            right = [box.copy() for box in sized]
            for index, box in enumerate(right):
                box.topleft = (round(rect.right + u * 1.2), round(rect.top + index * step))
            above = [box.copy() for box in sized]
            for index, box in enumerate(above):
                box.midbottom = (rect.centerx, round(rect.top - u * 0.6 - index * step))
            for place in (below, left, right, above):
                score = clashes(place)
                if best is None or score < best[0]:
                    best = (score, place, texts)
            if best is not None and best[0] == 0:
                break
        assert best is not None
        return [(box, point, count, text) for box, (point, count), text
                in zip(best[1], counts, best[2], strict=True)]

    def _draw_tooltips(self, surface: pygame.Surface) -> None:
        """Hovering an event-point count explains the term."""
        if self.drag is not None:
            return
        for side in range(len(self.board.piles)):
            for box, point, _count in self.marker_rects(side):
                if box.collidepoint(self.pointer):
                    theme.draw_tooltip(surface, self.app.fonts, term_help(point.value),
                                       self.pointer, round(self.layout_info.unit * 2.2))
                    return

    def seat_texts(self, seat: int) -> tuple[str, list[str]]:
        """A seat's name, and the parts of its line below (most wanted first)."""
        game = self.controller.game
        playing = (game.current_player() if not self.director.busy else None) == seat
        name = seat_name(seat)
        if game.rules.partnerships(game.players) and seat == 2:
            name = _("{name} (partner)").format(name=name)
        if seat == HUMAN:
            detail = [_("Your turn")] if playing else (
                [_("Dealer")] if self.board.dealer == seat else [])
            return name, detail
        count = len(self.board.hands[seat])
        if playing and self.controller.thinking:
            return name, [_("thinking…")]
        parts = [ngettext("{n} card", "{n} cards", count).format(n=count)]
        if self.board.dealer == seat:
            parts.append(_("Dealer"))
        parts.insert(1, _(LEVEL_NAMES.get(self.controller.level_of(seat), "")))
        return name, parts

    def _draw_seats(self, surface: pygame.Surface) -> None:
        layout = self.layout_info
        fonts = self.app.fonts
        game = self.controller.game
        u = layout.unit
        turn = game.current_player() if not self.director.busy else None
        texts = [self.seat_texts(seat) for seat in range(game.players)]
        inner = min(layout.seat_anchor(seat).width for seat in range(game.players)) - round(u * 3)
        name_size = min(fonts.fit(name, round(u * 2.6), inner, bold=True) for name, _p in texts)
        detail_size = round(u * 2.1)
        for seat in range(game.players):
            box = layout.seat_anchor(seat)
            playing = turn == seat
            name, parts = texts[seat]
            with boxes.inside("seat", box):
                theme.panel(surface, box, alpha=200,
                            border=theme.HIGHLIGHT if playing else None, radius=round(u * 1.5))
                width = box.width - round(u * 3)
                theme.draw_text(surface, fonts, elide(fonts, name, name_size, width, True),
                                (box.x + u * 1.5, box.y + u * 0.8), name_size,
                                theme.HIGHLIGHT if playing else theme.CREAM, bold=True,
                                group="seat names")
                detail = " · ".join(parts)
                while len(parts) > 1 and fonts.width(detail, detail_size) > width:
                    parts = parts[:-1] if len(parts) == 2 else [parts[0], *parts[2:]]
                    detail = " · ".join(parts)  # the level goes first, then the dealer
                theme.draw_text(surface, fonts, elide(fonts, detail, detail_size, width),
                                (box.x + u * 1.5, box.y + u * 4.0), detail_size, theme.MUTED,
                                group="seat details")

    def score_title_lines(self) -> list[str]:
        layout = self.layout_info
        game = self.controller.game
        u = layout.unit
        title = _("{variant} · to {target}").format(variant=variant_name(game.rules.name),
                                                    target=game.rules.target)
        size = round(u * 2.4)
        lines = self.app.fonts.wrap(title, size, layout.score_rect().width - round(u * 3))
        return lines[:2]

    def score_panel_rect(self) -> pygame.Rect:
        layout = self.layout_info
        u = layout.unit
        rect = layout.score_rect()
        rows = len(self.controller.game.totals)
        extra = 3.0 * (len(self.score_title_lines()) - 1)
        rect.height = round(u * (6.2 + extra + 3.2 * rows))
        return rect

    def _draw_score(self, surface: pygame.Surface) -> None:
        layout = self.layout_info
        fonts = self.app.fonts
        game = self.controller.game
        u = layout.unit
        partnerships = game.rules.partnerships(game.players)
        rect = self.score_panel_rect()
        lines = self.score_title_lines()
        size = round(u * 2.4)
        with boxes.inside("score", rect):
            theme.panel(surface, rect, alpha=205, radius=round(u * 1.5))
            for index, line in enumerate(lines):
                theme.draw_text(surface, fonts, elide(fonts, line, size,
                                                      rect.width - round(u * 3)),
                                (rect.x + u * 1.5, rect.y + u * (1.2 + 3.0 * index)), size,
                                theme.GOLD)
            top = rect.y + u * (5.0 + 3.0 * (len(lines) - 1))
            for side, total in enumerate(game.totals):
                y = top + u * 3.2 * side
                name = side_name(side, game.players, partnerships)
                theme.draw_text(surface, fonts, elide(fonts, name, size,
                                                      rect.width - round(u * 9)),
                                (rect.x + u * 1.5, y), size, group="score names")
                theme.draw_text(surface, fonts, str(total), (rect.right - u * 1.5, y),
                                round(u * 2.6), theme.CREAM, bold=True, anchor="topright")

    def _draw_last_play(self, surface: pygame.Surface) -> None:
        """The last play, and beside it the last capture when the last play only laid."""
        last = self.board.last_play
        if last is None:
            return
        u = self.layout_info.unit
        rect = self.layout_info.last_play_rect()
        with boxes.inside("last play", rect):
            theme.panel(surface, rect, alpha=190, radius=round(u * 1.5))
            capture = self.board.last_capture
            if last[2] or capture is None:
                parts = [(rect, last, True)]
            else:
                left = rect.copy()
                left.width = round(rect.width * 0.36)
                right = rect.copy()
                right.x, right.width = left.right, rect.width - left.width
                parts = [(left, last, True), (right, capture, False)]
            size = round(u * 2.1)
            wrapped = [self.app.fonts.wrap(self._play_verb(play, is_last), size,
                                           part.width - round(u * 2.5))[:2]
                       for part, play, is_last in parts]
            lines = max(len(found) for found in wrapped)  # both halves' cards on one line
            for (part, play, _is_last), verb in zip(parts, wrapped, strict=True):
                self._draw_play(surface, part, play, verb, lines)

    @staticmethod
    def _play_verb(play: tuple[int, int, tuple[int, ...]], last: bool) -> str:
        seat, _card, captured = play
        if not last:
            return _("Last capture")
        if seat == HUMAN:
            return _("You took") if captured else _("You laid")
        return (_("{name} took") if captured else _("{name} laid")).format(
            name=seat_name(seat))

    def play_card_width(self, rect: pygame.Rect, captured: int, lines: int = 1) -> int:
        """The width of the cards of one play in ``rect``: as tall as the panel allows under
        ``lines`` of words, and narrow enough that the card, the arrow and every captured
        card fit beside it."""
        u = self.layout_info.unit
        width = (rect.height - u * (5.4 + 2.8 * (lines - 1))) * 0.64
        room = rect.width - u * 3
        if captured:  # card, arrow, first capture, the others overlapping by 0.72 at most
            overlap = 0.34 * (captured - 1)
            width = min(width, (room - u * 4.5) / (2 + overlap))
        else:
            width = min(width, room)
        return max(8, int(width))

    def _draw_play(self, surface: pygame.Surface, rect: pygame.Rect,
                   play: tuple[int, int, tuple[int, ...]], verb: list[str],
                   lines: int = 1) -> None:
        fonts = self.app.fonts
        u = self.layout_info.unit
        _seat, card, captured = play
        size = round(u * 2.1)
        for index, line in enumerate(verb):
            theme.draw_text(surface, fonts, elide(fonts, line, size, rect.width - round(u * 2.5)),
                            (rect.x + u * 1.5, rect.y + u * (1.0 + 2.8 * index)), size,
                            theme.MUTED, group="last play")
        width = self.play_card_width(rect, len(captured), lines)
        x = rect.x + u * 1.5
        y = rect.y + u * (4.2 + 2.8 * (lines - 1))
        face = self.app.card_face(card, width, self.stars)
        surface.blit(face, (x, y))
        boxes.element("card", face.get_rect(topleft=(round(x), round(y))))
        x += width + u * 1.0
        if not captured:
            return
        middle = y + card_height(width) / 2
        pygame.draw.polygon(surface, theme.GOLD, [
            (x, middle - u * 0.5), (x + u * 1.6, middle - u * 0.5), (x + u * 1.6, middle - u),
            (x + u * 2.6, middle), (x + u * 1.6, middle + u), (x + u * 1.6, middle + u * 0.5),
            (x, middle + u * 0.5)])
        x += u * 3.5
        room = rect.right - u * 1.5 - x - width
        step = min(width * 0.72, room / (len(captured) - 1)) if len(captured) > 1 else width
        for index, taken in enumerate(captured):
            face = self.app.card_face(taken, width, self.stars)
            at = (round(x + index * step), round(y))
            surface.blit(face, at)
            boxes.element("card", face.get_rect(topleft=at))

    def prompt_text(self) -> str | None:
        """What the line under the table tells the player, or None."""
        drag = self.drag
        if drag is not None and drag.moved:
            return self.drop_text(drag.card, self.pointer)
        if not self.accepting_input:
            return None
        if self.selected is not None:
            return _("Click a glowing card to take it, or free table to lay the card")
        return _("Your turn: drag a card to the table, or choose with the arrow keys and Enter")

    def drop_text(self, card: int, pos: tuple[int, int]) -> str:
        """What dropping ``card`` at ``pos`` would do, in words (as ``_release`` does it)."""
        deck = self.app.settings.deck
        target = self.table_card_at(pos)
        if target is not None:
            choices = [c for c in self.choices_for(card) if target in c.capture]
            if len(choices) == 1:
                return _("Drop to take {cards}").format(
                    cards=card_names(choices[0].capture, deck))
            if choices:
                return _("Drop to choose what the {card} takes").format(
                    card=card_name(card, deck))
            return _("Drop to lay the {card}").format(card=card_name(card, deck))
        if self.layout_info.table_area.collidepoint(pos) or pos[1] < self._hand_top():
            return _("Drop to lay the {card}").format(card=card_name(card, deck))
        return _("Drop here to take the card back")

    def prompt_rect(self, text: str) -> pygame.Rect:
        layout = self.layout_info
        u = layout.unit
        box = pygame.Rect((0, 0), self.app.fonts.font(self.prompt_size(), text=text).size(text))
        box.midtop = (layout.table_area.centerx, round(self.frame_rect().bottom + u * 0.2))
        return box

    def prompt_size(self) -> int:
        return round(self.layout_info.unit * 2.3)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        text = self.prompt_text()
        if text is None:
            return
        layout = self.layout_info
        u = layout.unit
        room = layout.width - 2 * round(layout.last_play_rect().right + u * 1.5)
        text = elide(self.app.fonts, text, self.prompt_size(), room)
        box = self.prompt_rect(text)
        band = pygame.Rect(round(layout.last_play_rect().right + u * 1.5), box.y,
                           round(layout.pile_rect(0).left - layout.last_play_rect().right
                                 - u * 3), box.height)
        text = elide(self.app.fonts, text, self.prompt_size(), band.width)
        box = self.prompt_rect(text).clamp(band)
        theme.draw_text(surface, self.app.fonts, text, box.topleft,
                        self.prompt_size(), theme.CREAM, shadow=True)

    def banner_image(self, banner: Banner) -> pygame.Surface:
        """The banner at full strength: every event point of the play, who made them and
        what they mean, on one opaque panel (faded as a whole when drawn)."""
        from cicera_gui.families.cicera.terms import POINT_GLOSSES

        layout = self.layout_info
        u = layout.unit
        game = self.controller.game
        fonts = self.app.fonts
        t = banner.elapsed / banner.duration
        scale = 1.0 if self.app.settings.reduced_motion else min(1.0, 0.6 + t * 4)
        size = round(u * 8 * scale * (1.0 if len(banner.points) == 1 else 0.8))
        title = "  ".join(point_banner(point) for point in banner.points)
        who = side_name(banner.side, game.players, game.rules.partnerships(game.players))
        glosses = [f"{point_name(point)}: {_(POINT_GLOSSES[point])}" if len(banner.points) > 1
                   else _(POINT_GLOSSES[point]) for point in banner.points]
        small = round(u * 2.6)
        room = layout.table_area.width - round(u * 4)
        heading = fonts.text(title, size, theme.HIGHLIGHT, "title")
        if heading.get_width() > room:
            heading = pygame.transform.smoothscale_by(heading, room / heading.get_width())
        lines = [f"{who} · {glosses[0]}", *glosses[1:]] if len(glosses) == 1 else [
            who, *glosses]
        rendered = [fonts.text(elide(fonts, line, small, room), small, theme.CREAM)
                    for line in lines]
        width = max([heading.get_width()] + [r.get_width() for r in rendered]) + round(u * 6)
        height = heading.get_height() + sum(r.get_height() for r in rendered) + round(u * 2)
        layer = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(layer, (*theme.PANEL, 255), layer.get_rect(),
                         border_radius=round(u * 2))
        pygame.draw.rect(layer, (*theme.GOLD, 255), layer.get_rect(), width=2,
                         border_radius=round(u * 2))
        y = round(u * 0.6)
        layer.blit(heading, heading.get_rect(midtop=(width / 2, y)))
        y += heading.get_height()
        for line in rendered:
            layer.blit(line, line.get_rect(midtop=(width / 2, y)))
            y += line.get_height()
        return layer

    def _draw_banners(self, surface: pygame.Surface) -> None:
        area = self.layout_info.table_area
        for banner in self.director.banners:
            if banner.elapsed < 0:
                continue
            t = banner.elapsed / banner.duration
            alpha = 255 if t < 0.7 else round(255 * (1 - t) / 0.3)
            layer = self.banner_image(banner)
            layer.set_alpha(max(0, min(255, alpha)))  # the whole banner fades as one
            box = layer.get_rect(center=area.center)
            with boxes.inside("banner", box):
                surface.blit(layer, box)
