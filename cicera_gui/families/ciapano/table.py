"""The Ciapanò family's table: seats round an ellipse, the trick in the centre, your hand below.

Input as at every table: drag a card to the trick, or click it twice, or 1–9 / ←/→ and
Enter; Esc opens the menu; L (held) shows the last trick. A card you may not play is dimmed,
and hovering it says why. The flow of play is the shared table's
(:mod:`cicera_gui.scenes.table`), its parts (seat panels, renderer, prompt, corners, step
queue) are :mod:`cicera_gui.table`'s; what is the family's own is here: its zones
(:mod:`.zones`), its events' steps (:mod:`.animation`), what a drop means and its words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cicera_gui.families.ciapano.aids import CiapanoAids
from cicera_gui.families.ciapano.animation import CiapanoDirector, Shown, view_zones
from cicera_gui.families.ciapano.calls import TableCalls
from cicera_gui.families.ciapano.pieces import (
    draw_last_trick,
    draw_pile,
    draw_seat,
)
from cicera_gui.families.ciapano.refusals import why_illegal
from cicera_gui.families.ciapano.zones import TrickLayout
from cicera_gui.look import theme
from cicera_gui.play.match import HUMAN, MatchController
from cicera_gui.scenes.registry import open_scene
from cicera_gui.scenes.table import TableScene
from cicera_gui.table.panels import draw_prompt
from cicera_gui.table.trick import draw_trick_marks
from cicera_gui.table.trick_play import TAKEN_SCALE
from cicera_gui.table.zones import Zones
from cicera_gui.words.card_names import card_name
from cicera_gui.words.i18n import N_, _
from engine.cards import Card
from engine.ciapano.events import Event, HandScored, MatchWon, PlayerOut
from engine.ciapano.game import CiapanoGame
from engine.ciapano.moves import Move
from engine.errors import IllegalMove

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


class CiapanoTable(TableScene[CiapanoGame, Move, Event]):
    """The Ciapanò family on the shared table: tricks, no trumps, penalty points."""

    last_label = N_("Last trick (L)")
    layout_info: TrickLayout
    director: CiapanoDirector
    aids: CiapanoAids

    def __init__(self, app: Host, controller: MatchController[CiapanoGame, Move, Event], *,
                 deal_next: bool = True) -> None:
        self.director = CiapanoDirector(
            controller.game.players, lambda: self.layout_info, controller.game.rules,
            sound=app.play_sound, speed=lambda: app.settings.animation_scale,
            on_scored=self._scored)
        self.aids = CiapanoAids(self)
        self.calls = self.talk = TableCalls(self)
        super().__init__(app, controller, deal_next=deal_next)

    def make_layout(self, size: tuple[int, int]) -> TrickLayout:
        return TrickLayout(size, self.controller.game.players, self.card_scale)

    @property
    def shown(self) -> Shown:
        return self.director.shown

    # -- the shared table's hooks ----------------------------------------------------------

    def show_position(self) -> None:
        self.director.show(self.controller.game)

    def shown_zones(self) -> Zones:
        return self.shown.zones()

    def view_zones(self) -> Zones:
        return view_zones(self.controller.game.view(HUMAN))

    def prepare_art(self) -> None:
        layout = self.layout_info
        self.app.background(layout.size)
        # the backs a hand shows: your cards dealt face down, the trick's, a trick swept to
        # its taker, the talon (or monte, or the cards aside)
        for width in (layout.card_width, layout.trick.card_width,
                      round(layout.trick.card_width * TAKEN_SCALE), layout.pile_rect().width):
            self.app.card_back(width)
        for card in self.shown.hand:
            self.app.card_face(card, layout.card_width)
        game = self.controller.game
        self.app.prepare_faces([int(c) for c in game.rules.deck_for(
            len(self.shown.seats) or game.players)],
            [layout.trick.card_width, layout.card_width])

    def frame_state(self) -> object:
        return (super().frame_state(), self.shown.banner, self.shown.last is None,
                self.drag is not None and self.drag.moved and self.pointer)

    def update(self, dt: float) -> None:
        super().update(dt)
        game = self.controller.game
        if (self.accepting_input and not self.paused and game.choices()
                and game.current_player() == HUMAN):
            open_scene(self.app, "ciapano_cappotto", self.controller, self.play_human)

    def _scored(self, event: HandScored, outs: list[PlayerOut], won: MatchWon | None) -> None:
        open_scene(self.app, "ciapano_summary", self.controller, event, outs, won,
                   self.hand_finished)

    def has_last(self) -> bool:
        return self.shown.last is not None

    def draw_last(self, surface: pygame.Surface) -> None:
        if self.shown.last is not None:
            draw_last_trick(surface, self.app, self.layout_info, self.shown.last,
                            self.cloth_rect())

    # -- input -----------------------------------------------------------------------------

    def playable(self) -> set[int] | None:
        if not self.accepting_input:
            return None
        return {int(move) for move in self.controller.game.legal_moves()
                if isinstance(move, Card)}

    def refusal(self, card: int) -> str:
        """Why ``card`` may not be played now, in the player's words."""
        game = self.controller.game
        try:
            game.check(Card(card))
        except IllegalMove as refusal:
            return why_illegal(refusal, self.app.settings.deck)
        return ""

    def choose(self, card: int) -> None:
        self.offer(card)

    def offer(self, card: int) -> None:
        """Play ``card`` if it may be played; else say why."""
        if self.allowed(card):
            self.play_human(Card(card))
            self.focus = min(self.focus, max(0, len(self.shown.hand) - 1))

    def place(self, card: int, pos: tuple[int, int]) -> None:
        """A click on the trick plays the chosen card."""
        if self.layout_info.trick.area().collidepoint(pos):
            self.offer(card)

    def drop(self, card: int, pos: tuple[int, int]) -> None:
        """Dropped above the hand: play it, or (refused) take it back; else take it back."""
        if self.above_hand(pos):
            self.offer(card)
            if self.refused:
                self._taken_back()
        else:
            self._taken_back()

    def drop_text(self, card: int, pos: tuple[int, int]) -> str:
        """What letting the dragged ``card`` go at ``pos`` would do, in words."""
        if not self.above_hand(pos):
            return _("Drop here to take the card back")
        return _("Drop to play {card}").format(
            card=card_name(card, self.app.settings.deck, in_sentence=True))

    def cloth_rect(self) -> pygame.Rect:
        """The cloth drawn round the trick: never narrower than it is tall (two players'
        trick, one card over the other, would make it a thin band)."""
        u = self.layout_info.unit
        cloth = self.layout_info.trick.area().inflate(round(u * 8), round(u * 6))
        if cloth.width < cloth.height:
            cloth.inflate_ip(cloth.height - cloth.width, 0)
        return cloth

    # -- drawing: the parts of the shared table's frame ------------------------------------------

    def draw_around(self, surface: pygame.Surface) -> None:
        """Whose each trick card is, the trick's winner, the talon, and the seats with the
        calls each said."""
        app, layout = self.app, self.layout_info
        draw_trick_marks(surface, app.fonts, app, layout.trick, self.shown.trick,
                         self.shown.winner, self.card_sprites)
        draw_pile(surface, app, layout, self.shown, self.controller.game.rules)
        game = self.controller.game
        turn = None if self.busy or game.is_chance_node() else game.current_player()
        for seat in range(self.shown.players):
            draw_seat(surface, app, layout, self.shown, self.controller, seat, seat == turn,
                      self.calls.draw_chips)

    def draw_prompt(self, surface: pygame.Surface) -> None:
        """The banner; the drop's words while a card is carried; on your turn, the hint or
        what to do."""
        layout = self.layout_info
        rect = layout.banner_rect()
        text, colour = self.shown.banner, theme.GOLD
        dropping = self.drop_prompt()
        if dropping is not None:
            text, colour = dropping, theme.CREAM
        elif not text and self.accepting_input:
            if self.aids.hint_at(surface, rect):
                return
            text, colour = _("Your turn: drag a card to the trick"), theme.CREAM
        if text:
            draw_prompt(surface, self.app.fonts, text, rect, round(layout.unit * 2.8), colour)
