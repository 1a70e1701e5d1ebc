"""The player's hand under the pointer and the keys, the same at every family's table.

Hovering a hand card lifts it a little; a press on it grabs it, and once the pointer has
moved :data:`DRAG_THRESHOLD` pixels the card follows the pointer until it is let go; a
click chooses a card and a second click on it plays it; ←/→ or 1–9 choose from the keyboard,
Enter plays, Esc lets the choice go or opens the menu. What playing, a drop or a click elsewhere
means is the family's: its table fills in the hooks of :class:`HandPointer`.

A family whose rules forbid some cards at times (follow suit) says which it allows
(:meth:`HandPointer.playable`) and why one is forbidden (:meth:`HandPointer.refusal`): a card
offered then is refused with its reason, said beside it until the pointer or a key moves on,
and when the player's turn comes the keyboard's place moves off a card that may not be played.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from cicera_gui.scenes.scene import Scene

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host
    from cicera_gui.table.sprites import CardSprite

DRAG_THRESHOLD = 6
#: How far a hand card under the pointer rises, of its height.
HOVER_LIFT = 0.05
#: How far the chosen card rises, of its height.
CHOSEN_LIFT = 0.12
#: Where the pointer is taken to be once it has left the window.
OFF_WINDOW = (-10_000, -10_000)


@dataclass
class Drag:
    """A card following the pointer."""

    card: int
    grab: tuple[float, float]  # pointer position minus the card's centre
    start: tuple[int, int]
    moved: bool = False


class HandPointer(Scene):
    """The player's hand driven by posted events: hover, click, drag and drop, keys."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.selected: int | None = None
        self.focus = 0
        self.keyboard = False
        self.drag: Drag | None = None
        self.hover_hand: int | None = None
        self.pointer = (0, 0)
        #: Why the card offered last may not be played (until the pointer or a key moves on).
        self.refused = ""
        self.refused_card: int | None = None
        self._turn_seen = False

    # -- what a family's table fills in ------------------------------------------------------

    @property
    def accepting_input(self) -> bool:
        """True when the player may play now."""
        raise NotImplementedError

    def open_menu(self) -> None:
        raise NotImplementedError

    def menu_button_rect(self) -> pygame.Rect:
        raise NotImplementedError

    def sheet_button_rect(self) -> pygame.Rect:
        raise NotImplementedError

    def open_sheet(self) -> None:
        raise NotImplementedError

    def hand_cards(self) -> list[int]:
        """The player's hand as shown, left to right."""
        raise NotImplementedError

    @property
    def card_sprites(self) -> dict[int, CardSprite]:
        """The sprites on the table, by card (the hand's among them)."""
        raise NotImplementedError

    def choose(self, card: int) -> None:
        """Play the chosen ``card`` (clicked a second time, or Enter)."""
        raise NotImplementedError

    def place(self, card: int, pos: tuple[int, int]) -> None:
        """With ``card`` chosen, the player clicked at ``pos``, off the hand."""
        raise NotImplementedError

    def drop(self, card: int, pos: tuple[int, int]) -> None:
        """``card`` was dragged and let go at ``pos``."""
        raise NotImplementedError

    def return_cards(self) -> None:
        """Send the cards back to their places: a drag or a choice was taken back."""
        raise NotImplementedError

    def intercept(self, event: pygame.event.Event) -> bool:
        """Whatever the table takes before the hand (its aids, its own buttons): True when it
        used ``event``."""
        return False

    def hovered(self, pos: tuple[int, int]) -> None:
        """The pointer moved to ``pos`` (after the hand's hover and drag have followed)."""

    def playable(self) -> set[int] | None:
        """The cards of your hand the rules allow now; None when every card is (or it is not
        your turn)."""
        return None

    def refusal(self, card: int) -> str:
        """Why the rules forbid ``card`` now, in the player's words ("" when they allow it)."""
        return ""

    # -- cards the rules forbid ----------------------------------------------------------------

    def allowed(self, card: int) -> bool:
        """True when ``card`` may be played now; else the refusal is kept, to be said."""
        refused = self.forbidden_text(card)
        self.refused, self.refused_card = ("", None) if refused is None else (refused, card)
        if refused is not None:
            self.selected = None
        return refused is None

    def forbidden_text(self, card: int) -> str | None:
        """Why ``card`` may not be played now, or None when it may."""
        playable = self.playable()
        return None if playable is None or card in playable else self.refusal(card)

    def refusal_tip(self, lift: int) -> tuple[str, tuple[int, int]] | None:
        """What to say of a forbidden card and where: of the card under the pointer, beside
        the pointer; of the card just refused, beside the pointer, or ``lift`` pixels above
        that card when the keyboard offered it."""
        card = self.hover_hand
        text = self.forbidden_text(card) if card is not None and self.accepting_input else None
        if self.drag is not None or not (text or self.refused):
            return None
        if text:
            return text, self.pointer
        sprite = (self.card_sprites.get(self.refused_card) if self.refused_card is not None
                  else None)
        if self.keyboard and sprite is not None:
            rect = self.raised_rect(sprite)
            return self.refused, (rect.centerx, rect.top - lift)
        return self.refused, self.pointer

    def focus_playable(self) -> None:
        """When your turn comes, the keyboard's place moves to the first card you may play
        if it rests on one you may not (after a trick it would stay on a dimmed card)."""
        turn = self.accepting_input
        playable = self.playable() if turn and not self._turn_seen else None
        hand = self.hand_cards()
        if playable and hand and hand[min(self.focus, len(hand) - 1)] not in playable:
            self.focus = next(i for i, card in enumerate(hand) if card in playable)
        self._turn_seen = turn

    # -- input -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.WINDOWLEAVE:  # the pointer is no longer over any card
            self.pointer = OFF_WINDOW
            self.hover_hand = None
        if event.type == pygame.KEYDOWN and event.key not in (pygame.K_RETURN,
                                                               pygame.K_KP_ENTER):
            self.refused, self.refused_card = "", None  # it was about that card
        if self.intercept(event):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)

    def _key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            if self.selected is not None:
                self.selected = None
            else:
                self.open_menu()
            return
        hand = self.hand_cards()
        if not hand:
            return
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            if self.keyboard:
                step = -1 if event.key == pygame.K_LEFT else 1
                self.focus = (self.focus + step) % len(hand)
            self.keyboard = True
            self.focus = min(self.focus, len(hand) - 1)
        elif pygame.K_1 <= event.key <= pygame.K_9:  # 1 to 9 choose that card of the hand
            index = event.key - pygame.K_1
            if index < len(hand):
                self.keyboard = True
                self.focus = index
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.keyboard = True
            if self.accepting_input:
                self.focus = min(self.focus, len(hand) - 1)
                self.choose(hand[self.focus])

    def focus_on(self, card: int) -> None:
        """The keyboard's place in your hand goes to ``card`` (the hint's): Enter plays it."""
        hand = self.hand_cards()
        if card in hand:
            self.focus = hand.index(card)

    def follow_pointer(self) -> None:
        """The card under the pointer where it rests, as the hand is now: a card played or
        dealt moves the others under a pointer that did not move."""
        if self.drag is None:
            self.hover_hand = (self.hand_card_at(self.pointer) if self.accepting_input
                               else None)

    def hand_card_at(self, pos: tuple[int, int]) -> int | None:
        sprites = self.card_sprites
        for card in reversed(self.hand_cards()):
            sprite = sprites.get(card)
            if sprite is not None and self.raised_rect(sprite).collidepoint(pos):
                return card
        return None

    def _press(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        if self.menu_button_rect().collidepoint(pos):
            self.open_menu()
            return
        if self.sheet_button_rect().collidepoint(pos):
            self.open_sheet()
            return
        if not self.accepting_input:
            # cards are moving (or it is not your turn): a click is refused whole, never half
            # taken; a card chosen before it goes back into the hand
            if self.selected is not None:
                self.selected = None
                self.return_cards()
            return
        card = self.hand_card_at(pos)
        if card is not None:
            sprite = self.card_sprites[card]
            self.drag = Drag(card, (pos[0] - sprite.center[0], pos[1] - sprite.center[1]), pos)
            self.keyboard = False
        elif self.selected is not None:
            self.place(self.selected, pos)

    def _motion(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        drag = self.drag
        if drag is None:
            self.hover_hand = self.hand_card_at(pos) if self.accepting_input else None
        else:
            if not drag.moved and (abs(pos[0] - drag.start[0]) + abs(pos[1] - drag.start[1])
                                   >= DRAG_THRESHOLD):
                drag.moved = True
                self.selected = drag.card
            if drag.moved:
                sprite = self.card_sprites[drag.card]
                sprite.start = sprite.end = None
                sprite.center = (pos[0] - drag.grab[0], pos[1] - drag.grab[1])
        if drag is None and self.hover_hand != self.refused_card:
            self.refused = ""  # the refusal was about the card left
        self.hovered(pos)

    def _release(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        self.drag = None
        if drag is None:
            return
        if not self.accepting_input:
            self._taken_back()
            return
        if not drag.moved:  # a click on a hand card: the first chooses it, the second plays
            if self.selected == drag.card:
                self.choose(drag.card)
            else:
                self.selected = drag.card
                self.focus = self.hand_cards().index(drag.card)
            return
        self.drop(drag.card, pos)

    def _taken_back(self) -> None:
        self.selected = None
        self.drag = None
        self.return_cards()

    # -- what the hand looks like ------------------------------------------------------------

    def _active_card(self) -> int | None:
        """The card the player is about to play: dragged, chosen, or the keyboard's."""
        if self.drag is not None and self.drag.moved:
            return self.drag.card
        if self.selected is not None:
            return self.selected
        hand = self.hand_cards()
        if self.keyboard and hand and self.accepting_input:
            return hand[min(self.focus, len(hand) - 1)]
        return None

    def raised_rect(self, sprite: CardSprite) -> pygame.Rect:
        """A hand card's rectangle: raised when chosen, lifted a little under the pointer."""
        rect = sprite.rect()
        if self.drag and self.drag.moved:
            return rect
        if sprite.card == self._active_card():
            return rect.move(0, -round(rect.height * CHOSEN_LIFT))
        if sprite.card == self.hover_hand and self.accepting_input and not sprite.moving:
            return rect.move(0, -round(rect.height * HOVER_LIFT))
        return rect
