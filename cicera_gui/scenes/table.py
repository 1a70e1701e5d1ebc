"""The shared table: what every family's table does, whatever is played on it.

It owns the flow of a match on screen: the deal and the next hand, the opponents thinking
(in the worker thinker) and paced so that a player can follow, the player's moves applied
(and remembered for undo), the pause menu, and the queue of animation steps through which
every engine event is shown; the player's hand under the pointer and the keys is
:mod:`cicera_gui.scenes.pointer`'s. What is a family's own (its zones, how its events become
steps, what a drop means, what glows, its score rows and aids) lives in its plug-in, a
subclass found through :mod:`cicera_gui.scenes.families`; this module names no family.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, Generic

import pygame

from cicera_gui.art.decoration import Decoration
from cicera_gui.look import boxes, theme
from cicera_gui.play.match import E, G_co, M, MatchController
from cicera_gui.scenes.aids import Aids
from cicera_gui.scenes.families import COACH_THINKING, coach_words
from cicera_gui.scenes.pointer import Drag, HandPointer
from cicera_gui.scenes.registry import make_scene, open_scene
from cicera_gui.scenes.talk import TableTalk
from cicera_gui.table import corners
from cicera_gui.table.director import Banner, TableDirector
from cicera_gui.table.panels import draw_banner
from cicera_gui.table.phrases import SAID_SECONDS, draw_said
from cicera_gui.table.ring import LARGER_CARDS, RingLayout
from cicera_gui.table.sprites import CardSprite, Marks
from cicera_gui.table.still import CardLook, StillLayer, still_then_moving
from cicera_gui.table.zones import Zones
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.names import use_seating, viewer

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


#: The score sheet button's words (a message id).
SHEET_LABEL = N_("Score sheet (S)")
#: A card drawn as it is.
NO_MARKS = Marks()
#: How a table marks a card this frame: the card, and whether it is in your hand.
Marker = Callable[[int, bool], Marks]


class TableScene(HandPointer, Generic[G_co, M, E]):
    """Plays a match: the engine's events animated, the player's input turned into moves
    (for a family whose game is ``G_co``, its moves ``M`` and its events ``E``).

    A family's table makes its :attr:`director` (its events as moves between the zones of
    the shared card table, :mod:`cicera_gui.table.model`) in :meth:`build`, fills in
    :meth:`show_position` (the position from the player's view, at once) and the drawing;
    the shared table plays the events, moves the cards and restores. What a click, a drop
    or playing a card means it says through the hooks of :class:`HandPointer`.
    """

    #: Where everything lies for the window's size (:meth:`make_layout`).
    layout_info: RingLayout
    #: The family's events played on its card table (made by :meth:`build`).
    director: TableDirector[E]
    #: The family's play aids: hint, undo, tracker, score sheet (made by the family's table
    #: before :meth:`build` returns); the shared table asks, polls and forgets them.
    aids: Aids
    #: What the seats say (a family's announcements, in bubbles), for a family whose players
    #: announce something; the shared table asks, polls and clears it.
    talk: TableTalk[Any, Any] | None = None

    tells_notices = True  # a save that fails during play is told at once
    #: The button that shows the last trick (or play) while held: its words (a message id).
    last_label = ""
    #: True while the last trick (or play) is shown: L or its button held.
    peeking = False
    #: What every card of the family is drawn with (a mark on some faces), if anything.
    decoration: Decoration | None = None

    def __init__(self, app: Host, controller: MatchController[G_co, M, E], *,
                 deal_next: bool = True) -> None:
        super().__init__(app)
        self.controller = controller
        use_seating(controller.seating())  # the table drawn from the seat of who looks
        self.ai_wait = 0.0
        self.paused = False
        #: The background, the cloth and the cards at rest, kept between frames.
        self.still = StillLayer()
        self.layout_info = self.make_layout(app.size)
        self.build(app.size)
        self.restore()
        #: True while the next hand waits to be dealt once the table is shown (at one
        #: screen, the screen may have to be passed first)
        self.deal_waiting = False
        game = controller.game
        if game.is_chance_node() and not game.is_terminal() and deal_next:
            if controller.at_one_screen:
                self.deal_waiting = True
            else:
                self.animate(controller.start_hand())
        self.prepare_art()

    def enter(self) -> None:
        super().enter()
        use_seating(self.controller.seating())

    def resume(self) -> None:
        super().resume()
        use_seating(self.controller.seating())

    # -- what a family's table fills in ------------------------------------------------------

    def make_layout(self, size: tuple[int, int]) -> RingLayout:
        """The family's layout for a window of ``size`` (its cards :attr:`card_scale`)."""
        raise NotImplementedError

    def build(self, size: tuple[int, int]) -> None:
        """Make what the family's table holds beyond its layout (its board, its director)
        for a window of ``size``, when it is made once :attr:`layout_info` is."""

    def layout(self, size: tuple[int, int]) -> None:
        """The window changed size, or a setting that moves things (larger cards, the
        tracker): the layout made again, every card at once in its place in it, and the art
        of that size drawn."""
        self.layout_info = self.make_layout(size)
        self.director.cards.snap()
        self.prepare_art()

    def show_position(self) -> None:
        """Show the match as it stands now, without animation (a continued match, undo)."""
        raise NotImplementedError

    def restore(self) -> None:
        """The match as it stands now, at once; an opponent to play may announce something
        first."""
        self.show_position()
        if self.talk is not None:
            self.talk.consider()

    def animate(self, events: list[E]) -> None:
        """Queue the animation steps that show ``events`` (and what the next to play
        announces before its card); a refusal was about the position before them."""
        self.refused, self.refused_card = "", None
        self.director.play(events)
        if self.talk is not None:
            self.talk.consider()

    @property
    def busy(self) -> bool:
        """True while animation steps are queued or cards still move."""
        return self.director.busy

    def advance(self, dt: float) -> None:
        """Play the queued steps and move the cards by ``dt`` seconds; take a hint that
        came."""
        self.director.update(dt)
        self.aids.update()
        if self.talk is not None:
            self.talk.update(dt)

    @property
    def unit(self) -> float:
        """The table's unit: a hundredth of the window's smaller measure."""
        return self.layout_info.unit

    @property
    def card_scale(self) -> float:
        """How much larger every card is drawn (Settings → Larger cards)."""
        return LARGER_CARDS if self.app.settings.large_cards else 1.0

    def shown_zones(self) -> Zones:
        """What the table shows now, zone by zone (see :mod:`cicera_gui.table.zones`)."""
        return self.director.cards.zones()

    def view_zones(self) -> Zones:
        """What the player's view of the match puts in each zone: at rest, the table shows
        exactly this."""
        raise NotImplementedError

    def aid_buttons(self) -> list[tuple[pygame.Rect, str, bool]]:
        """The family's aid buttons as drawn: place, words (a message id), works now."""
        return self.aids.shown_buttons()

    def button_size(self) -> int:
        """One size for the words of every button at the table: the largest that fits each."""
        entries = self.button_entries(self.aid_buttons())
        if self.talk is not None:
            entries += self.talk.label_entries()
        return corners.button_text_size(self.app.fonts, entries, self.unit)

    def has_last(self) -> bool:
        """True when there is a last trick (or play) to show."""
        return False

    def draw_last(self, surface: pygame.Surface) -> None:
        """Show the last trick (or play) over the table while L or its button is held."""

    def prepare_art(self) -> None:
        """Rasterize what the next animation needs at this size, and ask for the rest to be
        drawn at rest (:meth:`Host.prepare_faces`)."""

    def hand_finished(self) -> None:
        """The summary of a hand was closed: deal the next one, unless the match is over."""
        if self.controller.game.is_chance_node() and not self.controller.game.is_terminal():
            self.selected = None
            self.deal_next()

    def deal_next(self) -> None:
        """Deal the next hand; at one screen, first pass the screen to the person who plays
        first in it, when another is looking (the deal shows their cards)."""
        seat = self.controller.first_person_of_next_hand()
        if seat != self.controller.viewer:
            open_scene(self.app, "curtain", seat, partial(self._seated_then_deal, seat))
            return
        self.animate(self.controller.start_hand())
        self.prepare_art()

    def _seated_then_deal(self, seat: int) -> None:
        self.pass_to(seat)
        self.animate(self.controller.start_hand())
        self.prepare_art()

    def show_step(self, step: Any) -> None:
        """A move or deal a remote table sent: the position before it shown at once (only
        face-down cards can differ), then its events animated; a step without events (the
        table seen afresh) shown at once."""
        controller = self.controller
        self.aids.forget()
        self.director.clear()
        if step.before is not None:
            controller.game = step.before
            self.restore()
            controller.game = step.game
            self.animate(list(step.events))
        else:
            controller.game = step.game
            self.restore()
        self.prepare_art()

    def pass_to(self, seat: int) -> None:
        """At one screen: the person at ``seat`` has the screen; the table is shown from
        their seat, their hand face up at the bottom, the others' hidden (their aids and
        tracker theirs)."""
        self.controller.viewer = seat
        use_seating(self.controller.seating())
        self.aids.forget()
        self.selected = None
        self.drag = None
        self.director.clear()
        self.seated()
        self.layout_info = self.make_layout(self.app.size)
        self.restore()
        self.director.cards.snap()
        self.prepare_art()

    def seated(self) -> None:
        """Another person looks at the table now (at one screen): what the family's table
        keeps of who looks, made again."""

    # -- the flow of play --------------------------------------------------------------------

    @property
    def accepting_input(self) -> bool:
        return (self.controller.human_to_play() and not self.busy
                and self.app.stack.top is self)

    def update(self, dt: float) -> None:
        self.advance(dt)
        self.follow_pointer()
        self.focus_playable()
        if self.paused or self.busy or self.app.stack.top is not self:
            self.ai_wait = 0.0
            return
        if self.deal_waiting:
            self.deal_waiting = False
            self.deal_next()
            return
        due = self.controller.due_scene()
        if due is not None:  # e.g. a lesson's verdict on the move just shown
            open_scene(self.app, due[0], *due[1])
            return
        step = self.controller.arrived()
        if step is not None:  # a remote table's move or deal
            self.show_step(step)
            return
        waiting = self.controller.person_waiting()
        if waiting is not None:  # at one screen: another person's turn, behind the curtain
            open_scene(self.app, "curtain", waiting, partial(self.pass_to, waiting))
            return
        if not self.controller.opponent_to_play():
            return
        self.controller.think()
        self.ai_wait += dt
        settings = self.app.settings
        if self.ai_wait < settings.ai_delay * max(0.3, settings.animation_scale):
            return
        move = self.controller.opponent_move()
        if move is not None:
            self.ai_wait = 0.0
            self.animate(self.controller.apply_opponent(move))

    def play_human(self, move: M) -> None:
        """Apply the player's move and animate it (a hint no longer applies)."""
        self.aids.forget()
        self.selected = None
        self.drag = None
        self.animate(self.controller.play(move))

    def after_undo(self) -> None:
        """The controller went back a play: show its position at once."""
        self.director.clear()
        if self.talk is not None:
            self.talk.taken_back()
        self.selected = None
        self.drag = None
        self.restore()

    def animating(self) -> bool:
        return self.busy or bool(self.director.banners)

    # -- the player's hand on the card table ---------------------------------------------------

    def hand_cards(self) -> list[int]:
        return self.director.cards[f"hand {viewer()}"]

    @property
    def card_sprites(self) -> dict[int, CardSprite]:
        return self.director.cards.sprites

    def return_cards(self) -> None:
        """A card let go where it means nothing glides back to its place."""
        self.director.settle(0.2)

    def waiting(self) -> bool:
        """An opponent to move, a hint being worked out, sounds due, or a bubble up."""
        return ((self.controller.opponent_to_play() and not self.paused) or self.aids.busy
                or self.deal_waiting or self.controller.person_waiting() is not None
                or bool(self.controller.said_now(SAID_SECONDS)) or self.controller.ticking()
                or self.controller.coach_thinking()
                or self.director.queue.pending
                or (self.talk is not None and self.talk.waiting()))

    def frame_state(self) -> object:
        return (self.controller.thinking, self.controller.moves, self.accepting_input,
                len(self.app.stack.scenes), self.aids.state(), self.director.current_step,
                self.peeking, self.talk.state() if self.talk is not None else None,
                self.hover_hand, self.selected, self.focus, self.keyboard, self.refused,
                tuple(self.controller.said_now(SAID_SECONDS)), self.controller.table_notice(),
                self.controller.coach_thinking(), self.controller.coach_said() is not None)

    def above_hand(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` lies above your hand, clear of a raised card: a card let go there
        is played."""
        return pos[1] < self.layout_info.ring.hand_area().top - round(self.unit * 3)

    def intercept(self, event: pygame.event.Event) -> bool:
        """The aids' keys and buttons, your announcements' and the last trick (or play)
        shown while held."""
        return (self.aids.handle(event) or (self.talk is not None and self.talk.handle(event))
                or self.peek(event))

    def open_menu(self) -> None:
        open_scene(self.app, self.controller.menu_scene, self)

    def menu_button_rect(self) -> pygame.Rect:
        return corners.menu_button_rect(self.app.size, self.unit)

    def sheet_button_rect(self) -> pygame.Rect:
        """The score sheet's button: the top-right corner."""
        return corners.sheet_button_rect(self.app.size, self.unit)

    def open_sheet(self) -> None:
        open_scene(self.app, "score_sheet", self.controller)

    def aid_rects(self, count: int) -> list[pygame.Rect]:
        """The places of ``count`` aid buttons, over the last trick's (or play's) button."""
        return corners.aid_button_rects(self.app.size, self.unit, count + 1)[:count]

    def last_button_rect(self) -> pygame.Rect:
        """The button that shows the last trick (or play) while held: the bottom-right
        corner, under the aid buttons."""
        return corners.aid_button_rects(self.app.size, self.unit, 1)[0]

    def peek(self, event: pygame.event.Event) -> bool:
        """L held, or the last trick's button held down: the last trick (or play) shown; True
        when ``event`` was the key or the press."""
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_l:
            self.peeking = event.type == pygame.KEYDOWN and self.has_last()
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.has_last()
                and self.last_button_rect().collidepoint(event.pos)):
            self.peeking = True
            return True
        if event.type in (pygame.MOUSEBUTTONUP, pygame.WINDOWFOCUSLOST):
            self.peeking = False  # the button let go (or the window left): the table again
        return False

    # -- the frame: the shared table draws it, a family fills in its parts -------------------

    def cloth_rect(self) -> pygame.Rect:
        """The cloth drawn round the family's cards in the middle."""
        raise NotImplementedError

    def marker(self) -> Marker:
        """How the cards are marked this frame (what glows, what is outlined or veiled, the
        card the keyboard is on, the hint): asked once a frame. Here: on your turn, when the
        rules forbid some cards, your cards that may be played outlined and the others
        veiled, the one about to be played raised and the hint's ringed."""
        playable = self.playable() if self.accepting_input else None
        if playable is None:
            return lambda _card, _in_hand: NO_MARKS
        active, hinted = self._active_card(), self.aids.hinted_card

        def marks(card: int, in_hand: bool) -> Marks:
            if not in_hand:
                return NO_MARKS
            return Marks(outline=card in playable, veiled=card not in playable,
                         active=card == active, hinted=card == hinted)
        return marks

    def draw_around(self, surface: pygame.Surface) -> None:
        """What the family draws on the table beside its cards: labels, seats, scores."""

    def draw_prompt(self, surface: pygame.Surface) -> None:
        """The line that tells the player what to do (hidden while the last trick or play is
        shown)."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """What else stands over the table for a moment: what the seats say."""
        if self.talk is not None:
            self.talk.draw(surface)

    def banner_picture(self, banner: Banner[Any]) -> pygame.Surface:
        """The family's ``banner`` at full strength (:func:`~cicera_gui.table.panels.
        banner_image`): the shared table zooms it in, fades it and centres it."""
        raise NotImplementedError

    def banner_centre(self) -> tuple[int, int]:
        """Where the banners stand: over the middle of the table."""
        return self.cloth_rect().center

    def draw_banners(self, surface: pygame.Surface) -> None:
        """Every banner standing over the table."""
        for banner in self.director.banners:
            if banner.elapsed >= 0:
                draw_banner(surface, self.banner_picture(banner), self.banner_centre(),
                            banner.progress, zoom=not self.app.settings.reduced_motion)

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        """What the pointer is over, explained (never over a dialog above the table): an
        announcement's button, what it means; a card, why it may not be played."""
        talk = self.talk
        saying = talk.saying_at(self.pointer) if talk is not None else None
        if talk is not None and saying is not None and self.drag is None:
            self.draw_tip(surface, (talk.meaning(saying), self.pointer))
        else:
            self.draw_tip(surface, self.refusal_tip(round(self.unit * 6)))

    def draw_tip(self, surface: pygame.Surface, tip: tuple[str, tuple[int, int]] | None
                 ) -> None:
        """A tooltip's words beside its place, floating over the table."""
        if tip is not None:
            boxes.new_layer()
            theme.draw_tooltip(surface, self.app.fonts, tip[0], tip[1],
                               corners.label_size(self.unit))

    def draw(self, surface: pygame.Surface) -> None:
        """The table's frame: the cards at rest and in flight on the cloth, the family's
        parts round them, the corners' buttons and the aids, the prompt, the card the pointer
        carries over everything, the last trick or play while it is held, the tooltips; the
        banners and what else stands over the table for a moment under the carried card."""
        marks = self.marker()
        drag = self.drag
        carried = drag.card if drag is not None and drag.moved else None
        self.draw_table(surface, self.cloth_rect(), [
            self.look(sprite, marks) for sprite in self.director.cards.draw_order()
            if sprite.card != carried])
        self.draw_around(surface)
        if self.talk is not None:
            self.talk.draw_buttons(surface)
        self.draw_menu_button(surface)
        self.draw_buttons(surface)
        self.aids.draw(surface)
        if not self.peeking:
            self.draw_prompt(surface)
        self.draw_banners(surface)
        self.draw_over(surface)
        self.draw_notice(surface)
        draw_said(surface, self.app.fonts, self.layout_info.ring,
                  self.controller.said_now(SAID_SECONDS), self.unit)
        if carried is not None:
            self.draw_carried(surface, self.look(self.card_sprites[carried], marks, lifted=True))
        if self.peeking:
            self.draw_last(surface)
        if self.app.stack.top is self:
            self.draw_tooltips(surface)

    def draw_notice(self, surface: pygame.Surface) -> None:
        """What the table says for now (a remote table: a seat reconnecting, the host's
        deal awaited), on a panel at the top of the cloth."""
        notice = self.controller.table_notice() or self.coach_notice()
        if not notice:
            return
        u, fonts = self.unit, self.app.fonts
        size = round(u * 2.4)
        lines, box = self.notice_place(notice, size)
        boxes.new_layer()
        with boxes.inside("notice", box):
            theme.panel(surface, box, alpha=235, color=theme.INK, border=theme.GOLD,
                        radius=round(u))
            y = box.top + u
            for line in lines:
                theme.draw_text(surface, fonts, line, (box.centerx, y), size, theme.CREAM,
                                anchor="midtop")
                y += size * 1.35

    def coach_notice(self) -> str | None:
        """The coach's word on the player's last play (while it is worked out, that it is
        coming); None with the coach off, or before the player's first play."""
        controller = self.controller
        if not controller.coached:
            return None
        if controller.coach_thinking():
            return _(COACH_THINKING)
        rating = controller.coach_said()
        if rating is None:
            return None
        return coach_words(controller.family.id, rating, self.app.settings.deck)

    def notice_place(self, notice: str, size: int) -> tuple[list[str], pygame.Rect]:
        """The notice's lines and panel: at the top of the cloth, else at its foot, as wide
        as the cloth or, where both cover a card shown, wider and so shorter; the first of
        these that covers no card (a lesson's prompt never hides the cards it speaks of)."""
        u, fonts = self.unit, self.app.fonts
        cloth = self.cloth_rect()
        window = self.app.size
        cards = [sprite.rect() for sprite in self.director.cards.draw_order()]
        widest = window[0] - u * 30
        found: list[tuple[list[str], pygame.Rect]] = []
        narrow = cloth.width - u * 6
        for wanted in (narrow, u * 90, u * 120):
            width = min(wanted, widest) if wanted > narrow else wanted
            lines = fonts.wrap(notice, size, round(width))
            box = pygame.Rect(0, 0,
                              max(fonts.width(line, size) for line in lines) + round(u * 4),
                              round(len(lines) * size * 1.35 + u * 2))
            for top in (cloth.top + u * 1.5, cloth.bottom - box.height - u * 1.5):
                box.midtop = (cloth.centerx, round(top))
                if not any(box.colliderect(card) for card in cards):
                    return lines, box.copy()
                found.append((lines, box.copy()))
        return found[0]

    def look(self, sprite: CardSprite, marks: Marker, lifted: bool = False) -> CardLook:
        """How a card is drawn: a card of your hand raised when chosen or pointed at."""
        in_hand = sprite.card in self.hand_cards()
        rect = self.raised_rect(sprite) if in_hand else sprite.rect()
        return CardLook(sprite, rect, marks(sprite.card, in_hand), self.decoration,
                        lifted=lifted)

    def drop_prompt(self) -> str | None:
        """While a card is carried: why the rules forbid it, or what letting it go here would
        do; else None."""
        drag = self.drag
        if drag is None or not drag.moved:
            return None
        if not self.above_hand(self.pointer):
            return self.drop_text(drag.card, self.pointer)
        return self.forbidden_text(drag.card) or self.drop_text(drag.card, self.pointer)

    def drop_text(self, card: int, pos: tuple[int, int]) -> str:
        """What letting the carried ``card`` go at ``pos`` would do, in words."""
        raise NotImplementedError

    # -- shared drawing ----------------------------------------------------------------------

    def draw_menu_button(self, surface: pygame.Surface) -> None:
        rect = self.menu_button_rect()
        boxes.element("menu button", rect)
        theme.panel(surface, rect, alpha=200, radius=rect.height // 4)
        for i in range(3):
            y = rect.y + rect.height * (0.32 + 0.18 * i)
            pygame.draw.line(surface, theme.CREAM, (rect.x + rect.width * 0.27, y),
                             (rect.right - rect.width * 0.27, y), max(2, rect.height // 14))
        tag = self.controller.tag()
        if tag is not None:
            self.draw_practice_tag(surface, rect, tag)
        sheet = self.sheet_button_rect()
        with boxes.inside("aid button", sheet):
            theme.panel(surface, sheet, alpha=200, radius=round(self.unit * 1.2))
            theme.draw_text(surface, self.app.fonts, _(SHEET_LABEL), sheet.center,
                            self.button_size(), theme.CREAM, anchor="center", group="buttons")

    def practice_tag_top(self) -> int:
        """Where the practice tag's top goes, in the top-left corner: under the menu button
        (a family whose corner holds more puts it under that)."""
        menu = self.menu_button_rect()
        return menu.bottom + round(menu.height * 0.15)

    def draw_practice_tag(self, surface: pygame.Surface, menu: pygame.Rect, text: str) -> None:
        """A practice hand (Try again from here) or a lesson says so in the top-left corner."""
        fonts = self.app.fonts
        size = max(11, round(menu.height * 0.36))
        tag = pygame.Rect(0, 0, fonts.width(text, size, True) + size, round(size * 1.7))
        tag.topleft = (menu.x, self.practice_tag_top())
        with boxes.inside("practice tag", tag):
            theme.panel(surface, tag, alpha=235, color=theme.GOLD_DARK, radius=tag.height // 2)
            theme.draw_text(surface, fonts, text, tag.center, size, theme.CREAM, bold=True,
                            anchor="center")

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """The aid buttons and, under them, the last trick's (or play's) button, all in one
        size of words."""
        u = self.unit
        size = self.button_size()
        buttons = [(rect, _(label), enabled, False)
                   for rect, label, enabled in self.aid_buttons()]
        if self.has_last() and self.last_label:
            buttons.append((self.last_button_rect(), _(self.last_label), True, self.peeking))
        for rect, text, enabled, lit in buttons:
            with boxes.inside("aid button", rect):
                theme.panel(surface, rect, alpha=235 if lit else 200, radius=round(u * 1.2))
                colour = theme.GOLD if lit else theme.CREAM if enabled else theme.MUTED
                theme.draw_text(surface, self.app.fonts, text, rect.center, size, colour,
                                anchor="center", group="buttons")

    def button_entries(self, aids: list[tuple[pygame.Rect, str, bool]]
                       ) -> list[tuple[str, pygame.Rect]]:
        """Every button's words and place, for the one size they share."""
        entries = [(_(label), rect) for rect, label, _enabled in aids]
        entries.append((_(SHEET_LABEL), self.sheet_button_rect()))
        if self.last_label:
            entries.append((_(self.last_label), self.last_button_rect()))
        return entries

    def _paint_cloth(self, surface: pygame.Surface, area: pygame.Rect, unit: float) -> None:
        """The table's felt frame around ``area``."""
        surface.blit(self.app.rounded(area.size, (255, 255, 255), 14, round(unit * 3),
                                      border=(255, 240, 200, 40)), area)

    def draw_table(self, surface: pygame.Surface, cloth: pygame.Rect,
                   cards: Sequence[CardLook]) -> None:
        """The window's background, the cloth around ``cloth`` and ``cards`` in drawing order:
        what lies still is kept on :attr:`still` between frames, the cards in flight (and the
        one the pointer carries) are drawn over it."""
        app, unit = self.app, self.unit
        background = app.background(surface.get_size())
        resting, moving = still_then_moving(cards)

        def paint_base(layer: pygame.Surface) -> None:
            layer.blit(background, (0, 0))
            self._paint_cloth(layer, cloth, unit)

        self.still.draw(surface, (background, tuple(cloth), unit, app.settings.high_contrast),
                        paint_base, [(card.key(app), card.reach(), partial(card.draw, host=app))
                                     for card in resting])
        boxes.element("table", cloth)
        for card in cards:
            boxes.element("card", card.rect)
        for card in moving:
            card.draw(surface, app)

    def draw_carried(self, surface: pygame.Surface, card: CardLook) -> None:
        """The card the pointer carries, over everything on the table."""
        boxes.element("card", card.rect)
        card.draw(surface, self.app)


def pause_over_table(app: Host) -> bool:
    """The pause menu over the table under the top scene (a hand summary's Esc, or a click on
    the table's menu button under it): the game does not move on. False when no table is
    there."""
    table = next((s for s in reversed(app.stack.scenes) if isinstance(s, TableScene)), None)
    if table is None:
        return False
    open_scene(app, "pause", table)
    return True


def menu_button_under(app: Host, event: pygame.event.Event) -> bool:
    """True when ``event`` is a click on the menu button of the table under the top scene."""
    table = next((s for s in reversed(app.stack.scenes) if isinstance(s, TableScene)), None)
    return (table is not None and event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1 and table.menu_button_rect().collidepoint(event.pos))


def open_table(app: Host, controller: MatchController, *, deal_next: bool = True
               ) -> TableScene:
    """The table scene of the controller's family, over its match (not yet on the stack)."""
    table = make_scene(app, "table", controller, deal_next=deal_next)
    assert isinstance(table, TableScene)
    return table


__all__ = ["Drag", "TableScene", "menu_button_under", "open_table", "pause_over_table"]
