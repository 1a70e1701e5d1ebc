"""The Ciapanò family's table: seats around an ellipse, the trick in the centre, your hand below.

Input as at Cicera's table: drag a card to the trick, or click it twice, or ←/→ and Enter;
Esc opens the menu. A card you may not play is dimmed, and hovering it says why. The flow of
play (dealing, the opponents' pace, undo, the menu) is the shared table's
(:mod:`cicera_gui.scenes.table`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

import pygame

from cicera_gui import boxes, theme
from cicera_gui.card_names import capitalized, card_name
from cicera_gui.families.ciapano.aids import CiapanoAids
from cicera_gui.families.ciapano.calls import TableCalls
from cicera_gui.i18n import N_, _, ngettext
from cicera_gui.match import HUMAN, MatchController
from cicera_gui.names import LEVEL_NAMES, seat_name, suit_words
from cicera_gui.scenes.registry import open_scene
from cicera_gui.scenes.table import TableScene
from cicera_gui.table.sprites import CardSprite, Target, card_height
from cicera_gui.theme import elide
from engine.cards import SUIT_OF, Card
from engine.ciapano.events import (
    CappottoChosen,
    CappottoMade,
    CardPlayed,
    HandDealt,
    HandScored,
    MatchWon,
    PlayerOut,
    TalonDrawn,
    TrickWon,
)
from engine.ciapano.moves import TAKE
from engine.ciapano.order import hand_order
from engine.errors import IllegalMove

if TYPE_CHECKING:
    from cicera_gui.scene import Host

#: Keys of sprites that are no card: an opponent's face-down draw from the talon.
DRAW_KEY = 1000


def why_illegal(message: str, card: int, led: int | None, deck: str) -> str:
    """The engine's reason for refusing ``card``, in the player's language."""
    if message.startswith("you must follow") and led is not None:
        return _("You must follow {suit}.").format(suit=suit_words(deck)[SUIT_OF[led]])
    if message.startswith("no ") and "led to the first trick" in message:
        return _("No {suit} may be led to the first trick.").format(
            suit=suit_words(deck)[SUIT_OF[card]])
    if "discarded to the first trick" in message:
        return _("{card} may not be discarded to the first trick.").format(
            card=capitalized(card_name(card, deck)))
    return _("You may not play this card now.")


@dataclass
class Shown:
    """The hand as the animations have shown it so far (the engine runs ahead)."""

    players: int
    hand: list[int] = field(default_factory=list)
    counts: list[int] = field(default_factory=list)
    trick: list[tuple[int, int]] = field(default_factory=list)
    winner: int | None = None
    tricks: list[int] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    out: set[int] = field(default_factory=set)
    seats: tuple[int, ...] = ()
    dealer: int = -1
    talon: int = 0
    rest: int = 0
    banner: str = ""
    #: The hand's last finished trick (seat, card in playing order) and who took it.
    last: tuple[tuple[tuple[int, int], ...], int] | None = None

    def __post_init__(self) -> None:
        self.counts = [0] * self.players
        self.tricks = [0] * self.players
        self.totals = [0] * self.players


@dataclass(frozen=True)
class TrickLayout:
    """Where everything goes, in proportions of the window, for 2 to 8 players."""

    size: tuple[int, int]
    players: int

    @property
    def unit(self) -> float:
        return min(self.size[0] / 1.6, self.size[1]) / 100

    @property
    def card_width(self) -> int:
        w, h = self.size
        return max(40, round(min(h * 0.145, w * 0.085)))

    @property
    def trick_card_width(self) -> int:
        return _trick_fit(self.size, self.players)[0]

    @property
    def centre(self) -> tuple[float, float]:
        return self.size[0] / 2, self.size[1] * 0.40

    def seat_angle(self, seat: int) -> float:
        """The seat's angle on the ellipse (screen degrees: 90 is you, at the bottom)."""
        if seat == HUMAN:
            return 90.0
        others = self.players - 1
        if others == 1:
            return -90.0
        span = min(220.0, 60.0 * (others - 1))
        return -90.0 + span / 2 - (seat - 1) * span / (others - 1)

    def trick_angle(self, seat: int) -> float:
        """Where the seat's trick card lies around the centre: towards its seat; for six
        players or more evenly round the trick, in seat order, so that the cards fit."""
        if self.players > 5:
            return 90.0 - seat * 360.0 / self.players
        return self.seat_angle(seat)

    def seat_point(self, seat: int, scale: float = 1.0) -> tuple[float, float]:
        cx, cy = self.centre
        w, h = self.size
        angle = math.radians(self.seat_angle(seat))
        rx, ry = w * 0.40 * scale, h * 0.29 * scale
        return cx + rx * math.cos(angle), cy + ry * math.sin(angle)

    def seat_rect(self, seat: int) -> pygame.Rect:
        """An opponent's panel: name and level; cards and tricks; penalty against target."""
        u = self.unit
        width = round(min(self.size[0] * 0.19, u * 34))
        height = round(u * 11.5)
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (round(self.seat_point(seat)[0]), round(self.seat_point(seat)[1]))
        rect.clamp_ip(pygame.Rect(round(u * 1.5), round(u * 1.5),
                                  self.size[0] - round(u * 3), self.size[1] - round(u * 3)))
        if rect.colliderect(self.menu_button_rect().inflate(round(u * 2), round(u * 2))):
            rect.left = self.menu_button_rect().right + round(u * 1.5)
        return rect

    def own_rect(self) -> pygame.Rect:
        """Your own panel, left of your hand."""
        u = self.unit
        hand = self.hand_area()
        rect = pygame.Rect(0, 0, round(min(self.size[0] * 0.19, u * 34)), round(u * 11.5))
        rect.bottomright = (round(hand.left - u * 2), self.size[1] - round(u * 2.2))
        return rect

    def trick_slot(self, seat: int) -> pygame.Rect:
        width = self.trick_card_width
        rect = pygame.Rect(0, 0, width, card_height(width))
        angle = math.radians(self.trick_angle(seat))
        _width, rx, ry, cy = _trick_fit(self.size, self.players)
        cx = self.size[0] / 2
        rect.center = (round(cx + rx * math.cos(angle)), round(cy + ry * math.sin(angle)))
        return rect

    def hand_area(self) -> pygame.Rect:
        w, h = self.size
        height = card_height(self.card_width)
        width = round(w * 0.5)
        return pygame.Rect(round(w / 2 - width / 2), round(h - height - self.unit * 2.2),
                           width, height)

    def hand_slots(self, count: int) -> list[pygame.Rect]:
        if count == 0:
            return []
        area = self.hand_area()
        width = self.card_width
        step = min(width * 1.05, (area.width - width) / max(1, count - 1)) if count > 1 else 0
        total = width + step * (count - 1)
        left = area.centerx - total / 2
        return [pygame.Rect(round(left + i * step), area.top, width, area.height)
                for i in range(count)]

    def pile_rect(self) -> pygame.Rect:
        """The talon, the monte or the card aside: right of your hand."""
        u = self.unit
        width = round(self.card_width * 0.62)
        rect = pygame.Rect(0, 0, width, card_height(width))
        hand = self.hand_area()
        rect.bottomleft = (round(hand.right + u * 4), self.size[1] - round(u * 5.5))
        return rect

    def menu_button_rect(self) -> pygame.Rect:
        u = self.unit
        side = round(u * 6)
        return pygame.Rect(round(u * 1.5), round(u * 1.5), side, side)

    def last_trick_button(self) -> pygame.Rect:
        """The button that shows the last trick while held: the bottom-right corner."""
        u = self.unit
        rect = pygame.Rect(0, 0, round(u * 16), round(u * 5.5))
        rect.bottomright = (self.size[0] - round(u * 1.5), self.size[1] - round(u * 1.5))
        return rect

    def banner_rect(self) -> pygame.Rect:
        u = self.unit
        rect = pygame.Rect(0, 0, round(self.size[0] * 0.5), round(u * 6))
        rect.midtop = (self.size[0] // 2, round(self.hand_area().top - u * 8))
        return rect


@cache
def _trick_fit(size: tuple[int, int], players: int) -> tuple[int, float, float, float]:
    """The trick cards' width, the radii of the ellipse they lie on and its
    centre's height: between the top seats and the prompt over your hand, clear of every seat
    panel, the cards as large as fit without any two touching."""
    layout = TrickLayout(size, players)
    u = layout.unit
    gap = max(2.0, u * 0.6)
    panels = [layout.seat_rect(seat).inflate(round(gap), round(gap))
              for seat in range(1, players)]
    # the cloth drawn round the trick reaches 3 units further: clear of the prompt's line
    top = max([rect.bottom for rect in panels
               if size[0] * 0.2 < rect.centerx < size[0] * 0.8] + [round(u * 2)]) + u * 3
    bottom = layout.hand_area().top - u * 11.5
    cy = (top + bottom) / 2
    room_w = size[0] * 0.5
    angles = [math.radians(layout.trick_angle(seat)) for seat in range(players)]
    width = round(layout.card_width * 0.9)
    while True:
        height = card_height(width)
        ry = (bottom - top) / 2 - height / 2
        for scale in (1.0, 0.9, 0.8, 0.7, 0.6):
            rx = (room_w / 2 - width / 2) * scale
            rects = []
            for angle in angles:
                rect = pygame.Rect(0, 0, width, height)
                rect.center = (round(size[0] / 2 + rx * math.cos(angle)),
                               round(cy + ry * math.sin(angle)))
                rects.append(rect)
            apart = all(not a.inflate(round(gap), round(gap)).colliderect(b)
                        for i, a in enumerate(rects) for b in rects[i + 1:])
            clear = not any(rect.collidelist(panels) >= 0 for rect in rects)
            if (apart and clear) or width <= 30:
                return width, rx, ry, cy
        width -= 1


class CiapanoTable(TableScene):
    """The Ciapanò family on the shared table: tricks, no trumps, penalty points."""

    def __init__(self, app: Host, controller: MatchController, *, deal_next: bool = True
                 ) -> None:
        self.steps: list[Callable[[], float]] = []
        self.wait = 0.0
        self.sprites: dict[int, CardSprite] = {}
        self.pending: list[Any] = []
        self.aids = CiapanoAids(self)
        self.calls = TableCalls(self)
        super().__init__(app, controller, deal_next=deal_next)

    # -- the shared table's hooks ----------------------------------------------------------

    def build(self, size: tuple[int, int]) -> None:
        game = self.controller.game
        self.shown = Shown(game.players)
        self.layout_info = TrickLayout(size, game.players)

    def layout(self, size: tuple[int, int]) -> None:
        self.layout_info = TrickLayout(size, self.controller.game.players)
        self._settle(0.0)
        self.prepare_art()

    def show_position(self) -> None:
        """The match as it stands, at once: a continued match, or after undo."""
        self.steps.clear()
        self.wait = 0.0
        game = self.controller.game
        shown = self.shown = Shown(game.players)
        shown.totals = list(game.totals)
        shown.out = {seat for seat in range(game.players) if game.out[seat]}
        if game.has_hand:
            view = game.view(HUMAN)
            shown.hand = sorted(view.hand, key=hand_order)
            shown.counts = list(view.hand_sizes)
            shown.seats = view.seats
            shown.dealer = view.dealer
            shown.tricks = list(view.tricks_won)
            shown.talon = view.talon
            shown.rest = view.rest
            leader = view.leader
            order = [s for s in view.seats[view.seats.index(leader):] + view.seats]
            shown.trick = list(zip(order, (int(c) for c in view.trick), strict=False))
            if view.tricks:
                done = view.tricks[-1]
                seats = view.seats[view.seats.index(done.leader):] + view.seats
                if done.winner is not None:
                    shown.last = (tuple(zip(seats, (int(c) for c in done.cards),
                                            strict=False)), done.winner)
        self.sprites.clear()
        self._settle(0.0)
        self.calls.consider()

    def animate(self, events: list[Any]) -> None:
        self.refused, self.refused_card = "", None  # a refusal is about the position it was in
        for index, event in enumerate(events):
            self.steps.append(self._step_for(event, events[index + 1:]))
        self.calls.consider()  # the next to play may call before its card

    @property
    def busy(self) -> bool:
        return bool(self.steps) or self.wait > 0 or any(s.moving for s in self.sprites.values())

    def advance(self, dt: float) -> None:
        for sprite in self.sprites.values():
            sprite.update(dt)
        self.wait = max(0.0, self.wait - dt)
        while self.wait <= 0 and self.steps:
            self.wait = self.steps.pop(0)()

    def menu_button_rect(self) -> pygame.Rect:
        return self.layout_info.menu_button_rect()

    def prepare_art(self) -> None:
        layout = self.layout_info
        self.app.background(layout.size)
        self.app.card_back(layout.trick_card_width)
        self.app.card_back(round(layout.card_width * 0.62))
        for card in self.shown.hand:
            self.app.card_face(card, layout.card_width)
        self.to_warm = [int(c) for c in self.controller.game.rules.deck_for(
            len(self.shown.seats) or self.controller.game.players)]

    def warm_one(self) -> None:
        if self.to_warm and not self.busy:
            card = self.to_warm.pop()
            self.app.card_face(card, self.layout_info.trick_card_width)
            self.app.card_face(card, self.layout_info.card_width)

    def frame_state(self) -> object:
        return (super().frame_state(), len(self.steps), self.hover_hand, self.selected,
                self.focus, self.keyboard, self.shown.banner, self.peeking,
                self.shown.last is None, self.aids.state(), self.calls.state())

    def waiting(self) -> bool:
        return super().waiting() or self.calls.waiting()

    def play_human(self, move: Any) -> None:
        self.aids.forget()
        super().play_human(move)

    def after_undo(self) -> None:
        self.calls.after_undo()
        self.steps.clear()
        self.wait = 0.0
        super().after_undo()

    def update(self, dt: float) -> None:
        self.calls.update(dt)
        super().update(dt)
        self.aids.update()
        game = self.controller.game
        if (self.accepting_input and not self.paused and game.choices()
                and game.current_player() == HUMAN):
            open_scene(self.app, "ciapano_cappotto", self.controller, self._chose)

    def _chose(self, choice: Any) -> None:
        self.play_human(choice)

    # -- events into steps ---------------------------------------------------------------------

    def _scale(self) -> float:
        return self.app.settings.animation_scale

    def _step_for(self, event: Any, after: list[Any]) -> Callable[[], float]:
        shown = self.shown
        if isinstance(event, HandDealt):
            def deal() -> float:
                shown.hand = sorted((int(c) for c in event.hands[HUMAN]), key=hand_order)
                shown.counts = [len(cards) for cards in event.hands]
                shown.seats = event.seats
                shown.dealer = event.dealer
                shown.tricks = [0] * shown.players
                shown.trick = []
                shown.winner = None
                shown.last = None
                shown.talon = event.rest if self._rules().rest == "talon" else 0
                shown.rest = 0 if self._rules().rest == "talon" else event.rest
                shown.banner = ""
                self.sprites.clear()
                centre = self.layout_info.centre
                for card in shown.hand:
                    self.sprites[card] = CardSprite(card, centre, self.layout_info.card_width)
                self.app.play_sound("deal")
                return self._settle(0.45, stagger=0.05)
            return deal
        if isinstance(event, TalonDrawn):
            def draw() -> float:
                shown.talon = event.left
                pile = self.layout_info.pile_rect()
                if event.seat == HUMAN:
                    card = int(event.card)
                    shown.hand = sorted([*shown.hand, card], key=hand_order)
                    self.sprites[card] = CardSprite(card, pile.center, pile.width)
                else:
                    shown.counts[event.seat] += 1
                    key = DRAW_KEY + event.seat
                    sprite = self.sprites[key] = CardSprite(key, pile.center, pile.width)
                    end = self.layout_info.seat_rect(event.seat).center
                    sprite.send(Target(end, pile.width * 0.8, layer=500),
                                0.3 * self._scale())
                    self.steps.insert(0, lambda: self._drop(key))
                shown.counts[HUMAN] = len(shown.hand)
                return self._settle(0.3) + 0.05 * self._scale()
            return draw
        if isinstance(event, CardPlayed):
            def play() -> float:
                card = int(event.card)
                seat = event.seat
                if seat == HUMAN:
                    if card in shown.hand:
                        shown.hand.remove(card)
                else:
                    shown.counts[seat] = max(0, shown.counts[seat] - 1)
                    start = self.layout_info.seat_rect(seat).center
                    self.sprites[card] = CardSprite(card, start,
                                                    self.layout_info.trick_card_width * 0.7)
                shown.counts[HUMAN] = len(shown.hand)
                shown.trick.append((seat, card))
                shown.winner = None
                self.app.play_sound("lay")
                return self._settle(0.28)
            return play
        if isinstance(event, TrickWon):
            def won() -> float:
                shown.winner = event.seat
                shown.last = (tuple(shown.trick), event.seat)
                self.app.play_sound("capture")
                self.steps.insert(0, sweep)
                return 0.55 * self._scale() + 0.05

            def sweep() -> float:
                target = self.layout_info.seat_rect(event.seat).center
                if event.seat == HUMAN:
                    target = self.layout_info.own_rect().center
                width = self.layout_info.trick_card_width * 0.5
                for _seat, card in shown.trick:
                    sprite = self.sprites.get(card)
                    if sprite is not None:
                        sprite.face_up = False
                        sprite.send(Target(target, width, layer=50), 0.35 * self._scale())
                self.steps.insert(0, self._clear_trick(event.seat))
                return 0.35 * self._scale()
            return won
        if isinstance(event, CappottoMade):
            def made() -> float:
                shown.banner = _("{name} made a cappotto!").format(name=seat_name(event.seat))
                return 1.0 * self._scale()
            return made
        if isinstance(event, CappottoChosen):
            def chosen() -> float:
                total = self._rules().total
                name = seat_name(event.seat)
                if event.choice == TAKE:
                    text = (_("You take {total} off your score.") if event.seat == HUMAN
                            else _("{name} takes {total} off their score."))
                else:
                    text = (_("You give everyone else {total}.") if event.seat == HUMAN
                            else _("{name} gives everyone else {total}."))
                shown.banner = text.format(name=name, total=total)
                return 1.4 * self._scale()
            return chosen
        if isinstance(event, HandScored):
            outs = [e for e in after if isinstance(e, PlayerOut)]
            won_event = next((e for e in after if isinstance(e, MatchWon)), None)

            def scored() -> float:
                if won_event is None:
                    self.app.play_sound("hand_end")
                else:
                    self.app.play_sound("match_won" if HUMAN in won_event.winners
                                        else "match_lost")
                shown.totals = list(event.totals)
                shown.out |= {e.seat for e in outs}
                shown.banner = ""
                open_scene(self.app, "ciapano_summary", self.controller, event, outs,
                           won_event, self.hand_finished)
                return 0.0
            return scored
        return lambda: 0.0

    def _drop(self, key: int) -> float:
        self.sprites.pop(key, None)
        return 0.0

    def _clear_trick(self, seat: int) -> Callable[[], float]:
        def clear() -> float:
            for _seat, card in self.shown.trick:
                self.sprites.pop(card, None)
            self.shown.trick = []
            self.shown.winner = None
            self.shown.tricks[seat] += 1
            return 0.0
        return clear

    def _rules(self) -> Any:
        return self.controller.game.rules

    # -- where the cards go ------------------------------------------------------------------

    def targets(self) -> dict[int, Target]:
        layout = self.layout_info
        found: dict[int, Target] = {}
        for index, (slot, card) in enumerate(zip(layout.hand_slots(len(self.shown.hand)),
                                                 self.shown.hand, strict=True)):
            found[card] = Target(slot.center, slot.width, face_up=True, layer=300 + index)
        for index, (seat, card) in enumerate(self.shown.trick):
            slot = layout.trick_slot(seat)
            found[card] = Target(slot.center, slot.width, face_up=True, layer=100 + index)
        return found

    def _settle(self, duration: float, stagger: float = 0.0) -> float:
        """Send every card to its place; returns when the last arrives."""
        scale = self._scale()
        longest = 0.0
        targets = self.targets()
        for index, (card, target) in enumerate(targets.items()):
            sprite = self.sprites.get(card)
            if sprite is None:
                sprite = self.sprites[card] = CardSprite(card)
                sprite.place(target)
                continue
            if sprite.end is None and sprite.center == target.center and (
                    sprite.width == target.width):
                sprite.layer = target.layer
                continue
            delay = stagger * index * scale
            sprite.send(target, duration * scale, delay)
            longest = max(longest, duration * scale + delay)
        return longest

    # -- input ---------------------------------------------------------------------------------

    def legal_cards(self) -> set[int]:
        if not self.accepting_input:
            return set()
        return {int(move) for move in self.controller.game.legal_moves()
                if isinstance(move, Card)}

    def reason(self, card: int) -> str:
        """Why ``card`` may not be played now, in the player's words."""
        game = self.controller.game
        try:
            game.check(Card(card))
        except IllegalMove as exc:
            trick = game.hand.trick
            return why_illegal(str(exc), card, trick[0] if trick else None,
                               self.app.settings.deck)
        return ""

    #: True while the last trick is shown (its key or button held).
    peeking = False

    def intercept(self, event: pygame.event.Event) -> bool:
        """The aids, the calls, and the last trick shown while its key or its button is
        held."""
        if self.aids.handle(event) or self.calls.handle(event):
            return True
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_l:
            self.peeking = event.type == pygame.KEYDOWN and self.shown.last is not None
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and (
                self.shown.last is not None
                and self.layout_info.last_trick_button().collidepoint(event.pos)):
            self.peeking = True
            return True
        if event.type in (pygame.MOUSEBUTTONUP, pygame.WINDOWFOCUSLOST):
            self.peeking = False  # the button let go (or the window left): the table again
        return False

    def hand_cards(self) -> list[int]:
        return self.shown.hand

    @property
    def card_sprites(self) -> dict[int, CardSprite]:
        return self.sprites

    def choose(self, card: int) -> None:
        self.offer(card)

    def offer(self, card: int) -> None:
        """Play ``card`` if it may be played; else say why."""
        if card in self.legal_cards():
            self.refused = ""
            self.refused_card = None
            self.play_human(Card(card))
            self.focus = min(self.focus, max(0, len(self.shown.hand) - 1))
        else:
            self.refused = self.reason(card)
            self.refused_card = card
            self.selected = None

    refused = ""
    refused_card: int | None = None

    def place(self, card: int, pos: tuple[int, int]) -> None:
        """A click on the trick plays the chosen card."""
        if self._trick_area().collidepoint(pos):
            self.offer(card)

    def hovered(self, pos: tuple[int, int]) -> None:
        if self.drag is None and self.hover_hand != self.refused_card:
            self.refused = ""  # the refusal was about the card left

    def drop(self, card: int, pos: tuple[int, int]) -> None:
        """Dropped above the hand: play it, or (refused) take it back; else take it back."""
        if pos[1] < self.layout_info.hand_area().top - self.layout_info.unit * 3:
            self.offer(card)
            if self.refused:
                self._taken_back()
        else:
            self._taken_back()

    def return_cards(self) -> None:
        self._settle(0.2)

    def cloth_rect(self) -> pygame.Rect:
        """The cloth drawn round the trick: never narrower than it is tall (two players'
        trick, one card over the other, would make it a thin band)."""
        u = self.layout_info.unit
        cloth = self._trick_area().inflate(round(u * 8), round(u * 6))
        if cloth.width < cloth.height:
            cloth.inflate_ip(cloth.height - cloth.width, 0)
        return cloth

    def _trick_area(self) -> pygame.Rect:
        slots = [self.layout_info.trick_slot(seat) for seat in range(self.shown.players)]
        return slots[0].unionall(slots[1:])

    # -- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        layout = self.layout_info
        surface.blit(app.background(layout.size), (0, 0))
        u = layout.unit
        area = self.cloth_rect()
        self.draw_cloth(surface, area, u)
        legal = self.legal_cards()
        dragged = self.drag.card if self.drag is not None and self.drag.moved else None
        order = sorted(self.sprites.values(), key=lambda s: (s.moving, s.layer))
        for sprite in order:
            if sprite.card != dragged:
                self._draw_sprite(surface, sprite, legal)
        self._draw_winner(surface)
        self._draw_pile(surface)
        for seat in range(self.shown.players):
            self._draw_seat(surface, seat)
        self.draw_menu_button(surface)
        self._draw_last_trick_button(surface)
        self.aids.draw(surface)
        self.calls.draw_buttons(surface)
        if self.peeking and self.shown.last is not None:
            self._draw_last_trick(surface, area)
        else:
            self._draw_prompt(surface)
        self.calls.draw_bubbles(surface)
        if dragged is not None:
            self._draw_sprite(surface, self.sprites[dragged], legal, lifted=True)
        self._draw_tooltip(surface, legal)

    def _draw_sprite(self, surface: pygame.Surface, sprite: CardSprite, legal: set[int],
                     lifted: bool = False) -> None:
        app = self.app
        in_hand = sprite.card in self.shown.hand
        rect = self._raised_rect(sprite) if in_hand else sprite.rect()
        boxes.element("card", rect)
        width = rect.width
        art = round(sprite.end.width) if sprite.moving and sprite.end else width
        if sprite.face_up and sprite.card < DRAW_KEY:
            image = app.card_face(sprite.card, art)
        else:
            image = app.card_back(art)
        shadow = max(2, width // 28) * (3 if lifted else 1)
        app.draw_shadow(surface, rect.move(shadow // 2, shadow), radius=max(3, width // 12))
        if image.get_size() != rect.size:
            image = pygame.transform.scale(image, rect.size)
        surface.blit(image, rect)
        if not in_hand or not self.accepting_input:
            return
        radius = max(4, width // 10)
        if sprite.card in legal:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 4), width=2,
                             border_radius=radius)
        else:
            veil = app.rounded(rect.size, (0, 0, 0), 110, max(3, width // 12))
            surface.blit(veil, rect)
        if sprite.card == self._active_card() and not lifted:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), width=3,
                             border_radius=radius)

    def _label_size(self) -> int:
        return round(self.layout_info.unit * 2.2)

    def _seat_lines(self, seat: int) -> list[str]:
        shown = self.shown
        controller = self.controller
        level = controller.level_of(seat)
        name = seat_name(seat)
        first = name if seat == HUMAN else _("{name} ({level})").format(
            name=name, level=_(LEVEL_NAMES.get(level, N_("Random"))))
        if seat in shown.out:
            second = _("Out")
        else:
            cards = len(shown.hand) if seat == HUMAN else shown.counts[seat]
            second = " · ".join((
                ngettext("{n} card", "{n} cards", cards).format(n=cards),
                ngettext("{n} trick", "{n} tricks", shown.tricks[seat]).format(
                    n=shown.tricks[seat])))
        third = _("{total} of {target}").format(total=shown.totals[seat],
                                                 target=self._rules().target)
        return [first, second, third]

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        layout = self.layout_info
        rect = layout.own_rect() if seat == HUMAN else layout.seat_rect(seat)
        u = layout.unit
        game = self.controller.game
        to_move = (not self.busy and game.current_player() == seat
                   and not game.is_chance_node())
        out = seat in self.shown.out
        border = theme.HIGHLIGHT if to_move else theme.GOLD_DARK
        theme.panel(surface, rect, alpha=150 if out else 215, border=border,
                    radius=round(u * 1.5))
        with boxes.inside("seat", rect):
            self._seat_text(surface, seat, rect, out)
            self.calls.draw_chips(surface, seat, rect)

    def _seat_text(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, out: bool
                   ) -> None:
        u = self.layout_info.unit
        size = self._label_size()
        pad = round(u * 1.2)
        width = rect.width - 2 * pad
        colours = [theme.GOLD, theme.MUTED if out else theme.CREAM, theme.CREAM]
        lines = self._seat_lines(seat)
        if seat == self.shown.dealer and not out:
            width_first = width - round(u * 3.2)
            mark = pygame.Rect(0, 0, round(u * 2.6), round(u * 2.6))
            mark.topright = (rect.right - pad, rect.y + pad)
            pygame.draw.circle(surface, theme.GOLD, mark.center, mark.width // 2)
            theme.draw_text(surface, self.app.fonts, _("D"), mark.center,
                            round(u * 1.8), theme.INK, bold=True, anchor="center")
        else:
            width_first = width
        y = rect.y + pad * 0.6
        for index, (line, colour) in enumerate(zip(lines, colours, strict=True)):
            room = width_first if index == 0 else width
            text = elide(self.app.fonts, line, size, room, bold=index == 0)
            theme.draw_text(surface, self.app.fonts, text, (rect.x + pad, y), size, colour,
                            bold=index == 0, group="seats")
            y += (rect.height - pad * 1.2) / 3

    def button_text_size(self) -> int:
        """One size for every button label at the table, the aids' and the last trick's:
        the largest at which each fits its button."""
        fonts = self.app.fonts
        u = self.layout_info.unit
        entries = [(_(label), rect) for rect, label, _on, _do in self.aids.buttons()]
        entries.append((_("Last trick"), self.layout_info.last_trick_button()))
        entries += self.calls.label_entries()
        return min(fonts.fit(text, round(u * 2.3), rect.width - round(u * 2))
                   for text, rect in entries)

    def _draw_last_trick_button(self, surface: pygame.Surface) -> None:
        if self.shown.last is None:
            return
        rect = self.layout_info.last_trick_button()
        u = self.layout_info.unit
        with boxes.inside("last trick", rect):
            theme.panel(surface, rect, alpha=235 if self.peeking else 200,
                        radius=round(u * 1.2))
            text = _("Last trick")
            size = self.button_text_size()
            theme.draw_text(surface, self.app.fonts, text, rect.center, size,
                            theme.GOLD if self.peeking else theme.CREAM, anchor="center",
                            group="buttons")

    def _draw_last_trick(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The last trick over the cloth, each card at its seat's place, the taker's
        marked, and who took it said where the prompt goes."""
        last = self.shown.last
        assert last is not None
        layout = self.layout_info
        u = layout.unit
        theme.panel(surface, area, alpha=235, radius=round(u * 2))
        for seat, card in last[0]:
            rect = layout.trick_slot(seat)
            boxes.element("card", rect)
            surface.blit(self.app.card_face(card, rect.width), rect)
            if seat == last[1]:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), width=4,
                                 border_radius=max(4, rect.width // 10))
        text = _("Last trick: {name} took it").format(name=seat_name(last[1]))
        rect = layout.banner_rect()
        size = self.app.fonts.fit(text, round(u * 2.8), rect.width)
        theme.draw_text(surface, self.app.fonts, text, rect.center, size, theme.GOLD,
                        anchor="center", shadow=True)

    def _draw_winner(self, surface: pygame.Surface) -> None:
        winner = self.shown.winner
        if winner is None:
            return
        for seat, card in self.shown.trick:
            sprite = self.sprites.get(card)
            if seat == winner and sprite is not None:
                rect = sprite.rect()
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), width=4,
                                 border_radius=max(4, rect.width // 10))

    def _draw_pile(self, surface: pygame.Surface) -> None:
        shown = self.shown
        count = shown.talon or shown.rest
        if not count:
            return
        rect = self.layout_info.pile_rect()
        image = self.app.card_back(rect.width)
        for offset in range(min(count, 3) - 1, -1, -1):
            surface.blit(image, rect.move(-offset * 2, -offset * 2))
        boxes.element("card", rect)
        rules = self._rules()
        if shown.talon:
            text = ngettext("Talon: {n}", "Talon: {n}", count).format(n=count)
        elif rules.rest == "monte":
            text = ngettext("Monte: {n}", "Monte: {n}", count).format(n=count)
        else:
            text = ngettext("{n} card aside", "{n} cards aside", count).format(n=count)
        theme.draw_text(surface, self.app.fonts, text,
                        (rect.centerx, rect.bottom + self.layout_info.unit * 0.5),
                        self._label_size(), theme.CREAM, anchor="midtop", shadow=True)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        layout = self.layout_info
        text = self.shown.banner
        colour = theme.GOLD
        rect = layout.banner_rect()
        if not text and self.accepting_input:
            if self.aids.draw_hint(surface, rect):
                return
            text = _("Your turn: drag a card to the trick")
            colour = theme.CREAM
        if not text:
            return
        size = self.app.fonts.fit(text, round(layout.unit * 2.8), rect.width)
        theme.draw_text(surface, self.app.fonts, text, rect.center, size, colour,
                        anchor="center", shadow=True)

    def _draw_tooltip(self, surface: pygame.Surface, legal: set[int]) -> None:
        card = self.hover_hand
        text = ""
        if card is not None and card not in legal and self.accepting_input:
            text = self.reason(card)
        elif self.refused:
            text = self.refused
        if text:
            boxes.new_layer()  # the tooltip floats over the table
            theme.draw_tooltip(surface, self.app.fonts, text, self._tooltip_at(),
                               round(self.layout_info.unit * 2.2))

    def _tooltip_at(self) -> tuple[int, int]:
        """Beside the pointer; beside the refused card when the keyboard offered it."""
        card = self.refused_card
        sprite = self.sprites.get(card) if card is not None else None
        if self.keyboard and self.refused and sprite is not None:
            rect = self._raised_rect(sprite)
            return rect.centerx, rect.top - round(self.layout_info.unit * 6)
        return self.pointer
