"""The Ciapanò family's table: a trick game on the shared table
(:mod:`cicera_gui.kinds.trick.table`: the hand, the prompt, the trick's marks and the last
trick; the zones, steps and layout are :mod:`cicera_gui.table`'s). What is the family's own
is here: its events' steps (:mod:`.animation`), which cards the rules allow and why not, its
seats, its talon, its calls and the cappotto choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cicera_gui.families.ciapano.aids import CiapanoAids
from cicera_gui.families.ciapano.animation import CiapanoDirector, Shown
from cicera_gui.families.ciapano.calls import TableCalls
from cicera_gui.families.ciapano.refusals import why_illegal
from cicera_gui.kinds.trick.layout import TrickLayout
from cicera_gui.kinds.trick.table import TrickTableScene
from cicera_gui.play.match import MatchController
from cicera_gui.scenes.registry import open_scene
from cicera_gui.words.i18n import _, ngettext
from cicera_gui.words.names import viewer
from engine.cards import Card
from engine.ciapano.events import Event, HandScored, MatchWon, PlayerOut
from engine.ciapano.game import CiapanoGame
from engine.ciapano.moves import Move
from engine.errors import IllegalMove

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


class CiapanoTable(TrickTableScene[CiapanoGame, Move, Event, Shown]):
    """The Ciapanò family on the shared table: tricks, no trumps, penalty points."""

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

    # -- the shared table's hooks ----------------------------------------------------------

    def show_position(self) -> None:
        self.director.show(self.controller.game)

    def update(self, dt: float) -> None:
        super().update(dt)
        game = self.controller.game
        if (self.accepting_input and not self.paused and game.choices()
                and game.current_player() == viewer()):
            open_scene(self.app, "ciapano_cappotto", self.controller, self.play_human)

    def _scored(self, event: HandScored, outs: list[PlayerOut], won: MatchWon | None) -> None:
        open_scene(self.app, "ciapano_summary", self.controller, event, outs, won,
                   self.hand_finished)

    # -- input -----------------------------------------------------------------------------

    def refusal(self, card: int) -> str:
        """Why ``card`` may not be played now, in the player's words."""
        game = self.controller.game
        try:
            game.check(Card(card))
        except IllegalMove as refusal:
            return why_illegal(refusal, self.app.settings.deck)
        return ""

    def deck_now(self) -> list[int]:
        game = self.controller.game
        return [int(c) for c in game.rules.deck_for(len(self.shown.seats) or game.players)]

    # -- drawing: the parts of the shared table's frame ------------------------------------------

    def pile_label(self) -> str:
        """The talon, the monte or the cards put aside, and how many."""
        talon, rest = self.shown.talon, self.shown.rest
        if talon:
            return ngettext("Talon: {n}", "Talon: {n}", talon).format(n=talon)
        if not rest:
            return ""
        if self.controller.game.rules.rest == "monte":
            return ngettext("Monte: {n}", "Monte: {n}", rest).format(n=rest)
        return ngettext("{n} card aside", "{n} cards aside", rest).format(n=rest)

    def seat_out(self, seat: int) -> bool:
        return seat in self.shown.out

    def seat_score(self, seat: int) -> str:
        """Its penalty against the target."""
        return _("{total} of {target}").format(total=self.shown.totals[seat],
                                               target=self.controller.game.rules.target)
