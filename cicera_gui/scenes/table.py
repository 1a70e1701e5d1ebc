"""The table: the player's hand, the opponents, the table cards, the piles and the score.

Input: drag a card onto a table card to take it (or onto free table to lay it); or click a
card, then click what it should take; or the keyboard alone: ←/→ choose a card, Enter plays
it, Esc opens the menu.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from cicera_gui import theme
from cicera_gui.board import Board, CardSprite
from cicera_gui.director import Director
from cicera_gui.i18n import _, ngettext
from cicera_gui.layout import TableLayout, card_height
from cicera_gui.match import HUMAN, MatchController
from cicera_gui.names import (
    LEVEL_NAMES,
    point_banner,
    point_name,
    seat_name,
    side_name,
    term_help,
    variant_name,
)
from cicera_gui.scene import Scene
from cicera_gui.scenes.aids import PlayAids
from engine.cicera import EventPoint, HandScored, MatchWon, Move, Phase, capture_options

if TYPE_CHECKING:
    from cicera_gui.app import App

DRAG_THRESHOLD = 6


@dataclass
class Drag:
    """A card following the pointer."""

    card: int
    grab: tuple[float, float]  # pointer position minus the card's centre
    start: tuple[int, int]
    moved: bool = False


@dataclass(frozen=True)
class CaptureChoice:
    """One way to play a card: what it takes (nothing: lay it) and the points it scores."""

    card: int
    capture: tuple[int, ...]
    points: tuple[EventPoint, ...]


class TableScene(Scene):
    """Plays a match: the engine's events animated, the player's input turned into moves."""

    def __init__(self, app: App, controller: MatchController, *, deal_next: bool = True
                 ) -> None:
        super().__init__(app)
        self.controller = controller
        game = controller.game
        self.board = Board(game.players, game.sides)
        self.layout_info = self._make_layout(app.size)
        self.director = Director(self.board, self.layout_info,
                                 lambda: app.settings.animation_scale, self._hand_scored,
                                 sound=app.play_sound, human_side=game.side_of(HUMAN))
        self.selected: int | None = None
        self.focus = 0
        self.keyboard = False
        self.drag: Drag | None = None
        self.hover_table: int | None = None
        self.pointer = (0, 0)
        self.ai_wait = 0.0
        self.paused = False
        self.to_warm: list[int] = []
        self.aids = PlayAids(self)
        if game.has_hand:
            self._restore_board()
        if game.phase is Phase.DEAL and deal_next:
            self.director.play(controller.start_hand())
        self.prepare_art()

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
                app.card_face(card, layout.card_width)
        self.to_warm = list(range(52))

    def _warm_one(self) -> None:
        """Rasterize one more card face per frame until every card is ready at this size:
        between animations only, so an animation's frames never pay for it."""
        if self.to_warm and not self.director.busy:
            self.app.card_face(self.to_warm.pop(), self.layout_info.card_width)

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
        self.selected = None
        self.drag = None
        self._restore_board()

    def layout(self, size: tuple[int, int]) -> None:
        self.layout_info = self._make_layout(size)
        self.director.relayout(self.layout_info)
        self.prepare_art()

    # -- the flow of play --------------------------------------------------------------------

    @property
    def accepting_input(self) -> bool:
        return (self.controller.human_to_play() and not self.director.busy
                and self.app.stack.top is self)

    def update(self, dt: float) -> None:
        self.director.update(dt)
        self._warm_one()
        self.aids.update()
        if self.paused or self.director.busy or self.app.stack.top is not self:
            self.ai_wait = 0.0
            return
        game = self.controller.game
        if game.phase is not Phase.PLAY or game.current_player() == HUMAN:
            return
        self.controller.think()
        self.ai_wait += dt
        if self.ai_wait < self.app.settings.ai_delay * max(0.3, self.app.settings.animation_scale):
            return
        move = self.controller.opponent_move()
        if move is not None:
            self.ai_wait = 0.0
            self.director.play(self.controller.game.apply(move))

    def _hand_scored(self, scored: HandScored, won: MatchWon | None) -> None:
        from cicera_gui.scenes.summary import SummaryScene

        self.app.stack.push(SummaryScene(self.app, self.controller, scored, won, self._next_hand))

    def _next_hand(self) -> None:
        game = self.controller.game
        if game.phase is Phase.DEAL:
            self.selected = None
            self.director.play(self.controller.start_hand())
            self.prepare_art()

    def play_human(self, move: Move) -> None:
        """Apply the player's move and animate it."""
        self.selected = None
        self.drag = None
        self.aids.forget()
        self.director.play(self.controller.play(move))
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
        from cicera_gui.scenes.capture import CaptureDialog

        if not choices:
            self.play_human(Move.of(card))
            return
        self.app.stack.push(CaptureDialog(self.app, card, choices, self._chosen, self._taken_back))

    def _chosen(self, choice: CaptureChoice | None, card: int) -> None:
        self.play_human(Move.of(card, choice.capture if choice else ()))

    def _taken_back(self) -> None:
        self.selected = None
        self.drag = None
        self.board.settle(self.layout_info, 0.2 * self.app.settings.animation_scale)

    # -- input -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if self.aids.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)

    def _open_menu(self) -> None:
        from cicera_gui.scenes.menu import PauseMenu

        self.app.stack.push(PauseMenu(self.app, self))

    def _key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            if self.selected is not None:
                self.selected = None
            else:
                self._open_menu()
            return
        hand = self.board.hands[HUMAN]
        if not hand:
            return
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            if self.keyboard:
                step = -1 if event.key == pygame.K_LEFT else 1
                self.focus = (self.focus + step) % len(hand)
            self.keyboard = True
            self.focus = min(self.focus, len(hand) - 1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.keyboard = True
            if self.accepting_input:
                self.focus = min(self.focus, len(hand) - 1)
                card = hand[self.focus]
                self.offer(card, self.choices_for(card))
        elif pygame.K_1 <= event.key <= pygame.K_9:
            index = event.key - pygame.K_1
            if index < len(hand):
                self.keyboard = True
                self.focus = index

    def hand_card_at(self, pos: tuple[int, int]) -> int | None:
        for card in reversed(self.board.hands[HUMAN]):
            sprite = self.board.sprites.get(card)
            if sprite is not None and self._raised_rect(sprite).collidepoint(pos):
                return card
        return None

    def table_card_at(self, pos: tuple[int, int]) -> int | None:
        for card in self.board.table:
            sprite = self.board.sprites.get(card)
            if sprite is not None and sprite.rect().inflate(8, 8).collidepoint(pos):
                return card
        return None

    def _press(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        if self.layout_info.menu_button_rect().collidepoint(pos):
            self._open_menu()
            return
        if not self.accepting_input:
            return
        card = self.hand_card_at(pos)
        if card is not None:
            sprite = self.board.sprites[card]
            self.drag = Drag(card, (pos[0] - sprite.center[0], pos[1] - sprite.center[1]), pos)
            self.keyboard = False
            return
        target = self.table_card_at(pos)
        if self.selected is not None and target is not None:
            self._drop_on_table_card(self.selected, target)
        elif self.selected is not None and self.layout_info.table_area.collidepoint(pos):
            self.play_human(Move.of(self.selected))

    def _motion(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        self.hover_table = self.table_card_at(pos)
        drag = self.drag
        if drag is None:
            return
        if not drag.moved and (abs(pos[0] - drag.start[0]) + abs(pos[1] - drag.start[1])
                               >= DRAG_THRESHOLD):
            drag.moved = True
            self.selected = drag.card
        if drag.moved:
            sprite = self.board.sprites[drag.card]
            sprite.start = sprite.end = None
            sprite.center = (pos[0] - drag.grab[0], pos[1] - drag.grab[1])

    def _release(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        self.drag = None
        if drag is None:
            return
        if not self.accepting_input:
            self._taken_back()
            return
        if not drag.moved:  # a click on a hand card
            if self.selected == drag.card:
                self.offer(drag.card, self.choices_for(drag.card))
            else:
                self.selected = drag.card
                self.focus = self.board.hands[HUMAN].index(drag.card)
            return
        target = self.table_card_at(pos)
        if target is not None:
            self._drop_on_table_card(drag.card, target)
        elif self.layout_info.table_area.collidepoint(pos) or pos[1] < self._hand_top():
            self.play_human(Move.of(drag.card))
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

    def _active_card(self) -> int | None:
        if self.drag is not None and self.drag.moved:
            return self.drag.card
        if self.selected is not None:
            return self.selected
        hand = self.board.hands[HUMAN]
        if self.keyboard and hand and self.accepting_input:
            return hand[min(self.focus, len(hand) - 1)]
        return None

    def _raised_rect(self, sprite: CardSprite) -> pygame.Rect:
        rect = sprite.rect()
        if sprite.card == self._active_card() and not (self.drag and self.drag.moved):
            rect = rect.move(0, -round(rect.height * 0.12))
        return rect

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
        self._draw_menu_button(surface)
        self.aids.draw(surface)
        if self.drag is not None and self.drag.moved:
            self._draw_sprite(surface, self.board.sprites[self.drag.card], targets, hot,
                              dragged=True)
        self._draw_banners(surface)
        self._draw_tooltips(surface)

    def _draw_table_frame(self, surface: pygame.Surface) -> None:
        area = self.layout_info.table_area.inflate(round(self.layout_info.unit * 3),
                                                   round(self.layout_info.unit * 3))
        surface.blit(self.app.rounded(area.size, (255, 255, 255), 14, round(self.layout_info.unit
                                                                            * 3),
                                      border=(255, 240, 200, 40)), area)

    def _draw_sprite(self, surface: pygame.Surface, sprite: CardSprite, targets: set[int],
                     hot: set[int], dragged: bool = False) -> None:
        app = self.app
        rect = self._raised_rect(sprite) if sprite.card in self.board.hands[HUMAN] else (
            sprite.rect()
        )
        width = rect.height if sprite.sideways else rect.width
        art_width = round(sprite.end.width) if sprite.moving and sprite.end else width
        if sprite.face_up:
            image = app.card_face(sprite.card, art_width)
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

    def _draw_piles(self, surface: pygame.Surface) -> None:
        layout = self.layout_info
        fonts = self.app.fonts
        u = layout.unit
        if self.board.deck and self.director.current_step != "deal":
            deck = layout.deck_rect()
            left = len(self.board.deck)
            theme.draw_text(surface, fonts, ngettext("{n} to deal", "{n} to deal", left).format(
                n=left), (deck.centerx, deck.bottom + u * 0.6), round(u * 2.2), theme.CREAM,
                anchor="midtop", shadow=True)
        for side, pile in enumerate(self.board.piles):
            rect = layout.pile_rect(side)
            if not pile:
                pygame.draw.rect(surface, (255, 255, 255, 40), rect, width=1,
                                 border_radius=max(3, rect.width // 12))
            label = ngettext("{n} taken", "{n} taken", len(pile)).format(n=len(pile))
            theme.draw_text(surface, fonts, label, (rect.centerx, rect.bottom + u * 0.6),
                            round(u * 2.4), theme.CREAM, anchor="midtop", shadow=True)
            for mark_rect, point, count in self.marker_rects(side):
                theme.draw_text(surface, fonts, f"{point_name(point)} {count}", mark_rect.topleft,
                                round(u * 2.1), theme.GOLD, shadow=True)

    def marker_rects(self, side: int) -> list[tuple[pygame.Rect, EventPoint, int]]:
        """Where each of a side's event-point counts is written under (or beside) its pile."""
        layout = self.layout_info
        u = layout.unit
        rect = layout.pile_rect(side)
        counts = [(point, count) for point, count in
                  zip(EventPoint, self.board.events[side], strict=True) if count]
        size = round(u * 2.1)
        boxes = [pygame.Rect((0, 0), self.app.fonts.font(size).size(f"{point_name(p)} {c}"))
                 for p, c in counts]
        step = u * 2.5
        below = rect.bottom + u * 3.4
        if below + len(counts) * step <= layout.height - u:
            for index, box in enumerate(boxes):
                box.midtop = (rect.centerx, round(below + index * step))
        else:  # no room below (the player's own pile): to its left, or above it
            left = [box.copy() for box in boxes]
            above = [box.copy() for box in boxes]
            for index, box in enumerate(left):
                box.topright = (round(rect.left - u * 1.2), round(rect.top + index * step))
            for index, box in enumerate(above):
                right = min(round(layout.width - u), round(rect.centerx + box.width / 2))
                box.bottomright = (right, round(rect.top - u * 0.8 - index * step))
            obstacles = [*layout.hand_slots(0, max(1, len(self.board.hands[0]))),
                         *(layout.seat_anchor(seat) for seat in range(1, layout.players))]

            def clashes(candidate: list[pygame.Rect]) -> int:
                return sum(box.collidelist(obstacles) >= 0 for box in candidate)

            boxes = min((left, above), key=clashes)  # the left when neither clashes
        return [(box, point, count) for box, (point, count) in zip(boxes, counts, strict=True)]

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

    def _draw_seats(self, surface: pygame.Surface) -> None:
        layout = self.layout_info
        fonts = self.app.fonts
        game = self.controller.game
        u = layout.unit
        turn = game.current_player() if not self.director.busy else None
        for seat in range(game.players):
            box = layout.seat_anchor(seat)
            playing = turn == seat
            theme.panel(surface, box, alpha=200,
                        border=theme.HIGHLIGHT if playing else None, radius=round(u * 1.5))
            name = seat_name(seat)
            if game.rules.partnerships(game.players) and seat == 2:
                name = _("{name} (partner)").format(name=name)
            inner = box.width - round(u * 3)
            theme.draw_text(surface, fonts, name, (box.x + u * 1.5, box.y + u * 0.8),
                            fonts.fit(name, round(u * 2.6), inner, bold=True),
                            theme.HIGHLIGHT if playing else theme.CREAM, bold=True)
            if seat == HUMAN:
                detail = _("Your turn") if playing else (
                    _("Dealer") if self.board.dealer == seat else "")
            else:
                count = len(self.board.hands[seat])
                detail = ngettext("{n} card", "{n} cards", count).format(n=count)
                detail += " · " + _(LEVEL_NAMES.get(self.controller.level_of(seat), ""))
                if self.board.dealer == seat:
                    detail += " · " + _("Dealer")
                if playing and self.controller.thinking:
                    detail = _("thinking…")
            theme.draw_text(surface, fonts, detail, (box.x + u * 1.5, box.y + u * 4.0),
                            fonts.fit(detail, round(u * 2.2), inner), theme.MUTED)

    def _draw_score(self, surface: pygame.Surface) -> None:
        layout = self.layout_info
        fonts = self.app.fonts
        game = self.controller.game
        u = layout.unit
        partnerships = game.rules.partnerships(game.players)
        rows = len(game.totals)
        rect = layout.score_rect()
        rect.height = round(u * (6.2 + 3.2 * rows))
        theme.panel(surface, rect, alpha=205, radius=round(u * 1.5))
        title = _("{variant} · to {target}").format(variant=variant_name(game.rules.name),
                                                    target=game.rules.target)
        size = fonts.fit(title, round(u * 2.4), rect.width - round(u * 3))
        theme.draw_text(surface, fonts, title, (rect.x + u * 1.5, rect.y + u * 1.2), size,
                        theme.GOLD)
        for side, total in enumerate(game.totals):
            y = rect.y + u * (5.0 + 3.2 * side)
            name = side_name(side, game.players, partnerships)
            theme.draw_text(surface, fonts, name, (rect.x + u * 1.5, y), round(u * 2.4))
            theme.draw_text(surface, fonts, str(total), (rect.right - u * 1.5, y),
                            round(u * 2.6), theme.CREAM, bold=True, anchor="topright")

    def _draw_last_play(self, surface: pygame.Surface) -> None:
        """The last play, and beside it the last capture when the last play only laid."""
        last = self.board.last_play
        if last is None:
            return
        u = self.layout_info.unit
        rect = self.layout_info.last_play_rect()
        theme.panel(surface, rect, alpha=190, radius=round(u * 1.5))
        capture = self.board.last_capture
        if last[2] or capture is None:
            self._draw_play(surface, rect, last, last=True)
            return
        left = rect.copy()
        left.width = round(rect.width * 0.36)
        right = rect.copy()
        right.x, right.width = left.right, rect.width - left.width
        self._draw_play(surface, left, last, last=True)
        self._draw_play(surface, right, capture, last=False)

    def _draw_play(self, surface: pygame.Surface, rect: pygame.Rect,
                   play: tuple[int, int, tuple[int, ...]], last: bool) -> None:
        fonts = self.app.fonts
        u = self.layout_info.unit
        seat, card, captured = play
        if not last:
            verb = _("Last capture")
        elif seat == HUMAN:
            verb = _("You took") if captured else _("You laid")
        else:
            verb = (_("{name} took") if captured else _("{name} laid")).format(
                name=seat_name(seat))
        theme.draw_text(surface, fonts, verb, (rect.x + u * 1.5, rect.y + u * 1.0),
                        fonts.fit(verb, round(u * 2.2), rect.width - round(u * 3)), theme.MUTED)
        width = max(12, round((rect.height - u * 5.4) * 0.64))
        x = rect.x + u * 1.5
        y = rect.y + u * 4.2
        surface.blit(self.app.card_face(card, width), (x, y))
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
            surface.blit(self.app.card_face(taken, width), (x + index * step, y))

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        if not self.accepting_input:
            return
        layout = self.layout_info
        u = layout.unit
        if self.selected is not None:
            text = _("Click a glowing card to take it, or free table to lay the card")
        else:
            text = _("Your turn: drag a card to the table, or choose with the arrow keys and Enter")
        area = layout.table_area
        theme.draw_text(surface, self.app.fonts, text, (area.centerx, area.bottom + u * 0.4),
                        round(u * 2.3), theme.CREAM, anchor="midtop", shadow=True)

    def _draw_menu_button(self, surface: pygame.Surface) -> None:
        rect = self.layout_info.menu_button_rect()
        theme.panel(surface, rect, alpha=200, radius=rect.height // 4)
        for i in range(3):
            y = rect.y + rect.height * (0.32 + 0.18 * i)
            pygame.draw.line(surface, theme.CREAM, (rect.x + rect.width * 0.27, y),
                             (rect.right - rect.width * 0.27, y), max(2, rect.height // 14))

    def _draw_banners(self, surface: pygame.Surface) -> None:
        from cicera_gui.names import POINT_GLOSSES

        layout = self.layout_info
        u = layout.unit
        game = self.controller.game
        for banner in self.director.banners:
            if banner.elapsed < 0:
                continue
            t = banner.elapsed / banner.duration
            scale = min(1.0, 0.6 + t * 4)
            alpha = 255 if t < 0.7 else round(255 * (1 - t) / 0.3)
            size = round(u * 8 * scale)
            area = layout.table_area
            y = area.centery - u * 4 + banner.index * u * 10
            title = point_banner(banner.point)
            who = side_name(banner.side, game.players, game.rules.partnerships(game.players))
            gloss = _(POINT_GLOSSES[banner.point])
            # copies: the font cache's surfaces are shared, and these get faded
            text = self.app.fonts.text(title, size, theme.HIGHLIGHT, "title").copy()
            under = self.app.fonts.text(f"{who} · {gloss}", round(u * 2.6), theme.CREAM).copy()
            box = text.get_rect(center=(area.centerx, y)).union(
                under.get_rect(midtop=(area.centerx, y + size * 0.55))).inflate(u * 6, u * 2)
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*theme.PANEL, min(alpha, 225)), layer.get_rect(),
                             border_radius=round(u * 2))
            pygame.draw.rect(layer, (*theme.GOLD, alpha), layer.get_rect(), width=2,
                             border_radius=round(u * 2))
            text.set_alpha(alpha)
            under.set_alpha(alpha)
            layer.blit(text, text.get_rect(center=(box.width / 2, y - box.y)))
            layer.blit(under, under.get_rect(midtop=(box.width / 2, y + size * 0.55 - box.y)))
            surface.blit(layer, box)
