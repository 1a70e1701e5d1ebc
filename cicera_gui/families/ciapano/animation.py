"""The Ciapanò family's engine events on its table: a trick game's zones, places and steps
(:mod:`cicera_gui.kinds.trick.play`), what is the family's own beside the cards
(:class:`Shown`: the scores and who is out), and what each event moves, says and scores
(:class:`CiapanoDirector`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from cicera_gui.kinds.trick.layout import TrickLayout
from cicera_gui.kinds.trick.play import TrickDirector, TrickShown, TrickView
from cicera_gui.table.steps import Step
from cicera_gui.words.i18n import _
from cicera_gui.words.names import seat_name, viewer
from engine.ciapano.events import (
    CappottoChosen,
    CappottoMade,
    CardPlayed,
    Event,
    HandDealt,
    HandScored,
    MatchWon,
    PlayerOut,
    TalonDrawn,
    TrickWon,
)
from engine.ciapano.game import CiapanoGame
from engine.ciapano.moves import TAKE
from engine.ciapano.order import hand_order
from engine.ciapano.rules import CiapanoRules

#: What the table does once a hand is scored: (the score, who went out, the match's end).
OnScored = Callable[[HandScored, list[PlayerOut], MatchWon | None], None]


@dataclass
class Shown(TrickShown):
    """The hand as the animations have shown it so far: the trick game's, and beside it what
    is the family's own (the scores and who is out)."""

    totals: list[int] = field(default_factory=list)
    out: set[int] = field(default_factory=set)

    def __post_init__(self) -> None:
        super().__post_init__()
        self.totals = [0] * self.players


class CiapanoDirector(TrickDirector[Event, Shown]):
    """Plays the family's events on the table: what each moves, says and scores."""

    def __init__(self, players: int, layout: Callable[[], TrickLayout], rules: CiapanoRules, *,
                 sound: Callable[[str], None], speed: Callable[[], float],
                 on_scored: OnScored) -> None:
        super().__init__(Shown(players), layout, speed=speed, sound=sound, sort_key=hand_order)
        self.rules = rules
        self.on_scored = on_scored

    def show(self, game: CiapanoGame) -> None:
        """The match as the player's view has it, at once: a continued match, or after
        undo."""
        view = game.view(viewer())
        shown = self.restore(view, game.has_hand)
        shown.totals = list(view.totals)
        shown.out = set(range(game.players)) - set(view.seats_in)

    def carry(self, before: Shown, after: Shown) -> None:
        """The scores and who is out last from hand to hand."""
        after.totals, after.out = before.totals, before.out

    def left_over(self, view: TrickView) -> int:
        """The monte goes with the last trick: none is left once the hand is over."""
        over = bool(view.tricks) and not any(view.hand_sizes)
        return 0 if over and self.rules.rest == "monte" else view.rest

    def steps_for(self, event: Event, after: Sequence[Event]) -> list[tuple[Step, str]]:
        if isinstance(event, HandDealt):
            return [(lambda: self.deal(event.seats, event.dealer, event.hands, event.rest,
                                       "talon" if self.rules.rest == "talon" else "rest"),
                     "deal")]
        if isinstance(event, TalonDrawn):
            return [(lambda: self.draw(event.seat, int(event.card)), "draw")]
        if isinstance(event, CardPlayed):
            return [(lambda: self.lay(event.seat, int(event.card)), "play")]
        if isinstance(event, TrickWon):
            return [(lambda: self.won(event.seat), "trick won"),
                    (lambda: self._sweep(event), "sweep"),
                    (lambda: self.taken(event.seat), "taken")]
        if isinstance(event, CappottoMade):
            return [(lambda: self._made(event), "cappotto")]
        if isinstance(event, CappottoChosen):
            return [(lambda: self._chosen(event), "cappotto chosen")]
        if isinstance(event, HandScored):
            outs = [e for e in after if isinstance(e, PlayerOut)]
            won = next((e for e in after if isinstance(e, MatchWon)), None)
            return [(lambda: self._scored(event, outs, won), "scored")]
        return []

    def _sweep(self, event: TrickWon) -> float:
        """The trick to its taker, and with the last one, the monte."""
        monte = event.last and self.rules.rest == "monte"
        return self.sweep(event.seat, list(self.cards["rest"]) if monte else ())

    def _made(self, event: CappottoMade) -> float:
        return self.announce(_("You made a cappotto!") if event.seat == viewer() else
                             _("{name} made a cappotto!").format(name=seat_name(event.seat)), 1.0)

    def _chosen(self, event: CappottoChosen) -> float:
        if event.choice == TAKE:
            text = (_("You take {total} off your score.") if event.seat == viewer()
                    else _("{name} takes {total} off their score."))
        else:
            text = (_("You give everyone else {total}.") if event.seat == viewer()
                    else _("{name} gives everyone else {total}."))
        return self.announce(text.format(name=seat_name(event.seat), total=self.rules.total), 1.4)

    def _scored(self, event: HandScored, outs: list[PlayerOut], won: MatchWon | None
                ) -> float:
        if won is None:
            self.sound("hand_end")
        else:
            self.sound("match_won" if viewer() in won.winners else "match_lost")
        self.shown.totals = list(event.totals)
        self.shown.out |= {e.seat for e in outs}
        self.shown.banner = ""
        self.on_scored(event, outs, won)
        return 0.0
