"""The Ciapanò family's engine events on its table: a trick game's zones, places and steps
(:mod:`cicera_gui.table.trick_play`), what is the family's own beside the cards
(:class:`Shown`: the scores, who is out, the seats dealt in, the banner), what its view puts
in each zone, and what each event moves, says and scores (:class:`CiapanoDirector`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from cicera_gui.play.match import HUMAN
from cicera_gui.table.steps import Step
from cicera_gui.table.trick_layout import TrickLayout
from cicera_gui.table.trick_play import (
    TrickDirector,
    TrickShown,
    trick_reports,
    trick_zones,
)
from cicera_gui.table.zones import Zones
from cicera_gui.words.i18n import _
from cicera_gui.words.names import seat_name
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
from engine.ciapano.view import SeatView

#: What the table does once a hand is scored: (the score, who went out, the match's end).
OnScored = Callable[[HandScored, list[PlayerOut], MatchWon | None], None]


@dataclass
class Shown(TrickShown):
    """The hand as the animations have shown it so far: the trick game's, and beside it what
    is the family's own (the scores, who is out, the seats dealt in, the banner)."""

    totals: list[int] = field(default_factory=list)
    out: set[int] = field(default_factory=set)
    seats: tuple[int, ...] = ()
    banner: str = ""

    def __post_init__(self) -> None:
        super().__post_init__()
        self.totals = [0] * self.players



def view_contents(view: SeatView) -> dict[str, Sequence[int] | int]:
    """What each zone holds in the player's ``view`` of a hand: your cards in order, the
    other hands as counts, the trick as played, the talon and the cards left over (the monte
    goes with the last trick: none is left once the hand is over) face down."""
    contents: dict[str, Sequence[int] | int] = {
        f"hand {seat}": size for seat, size in enumerate(view.hand_sizes)}
    contents[f"hand {HUMAN}"] = sorted((int(c) for c in view.hand), key=hand_order)
    contents["talon"] = view.talon
    over = bool(view.tricks) and not any(view.hand_sizes)
    contents["rest"] = 0 if over and view.rules.rest == "monte" else view.rest
    contents["trick"] = [int(c) for c in view.trick]
    return contents


def view_zones(view: SeatView) -> Zones:
    """The zones of the table as the player's view has them (see :meth:`Shown.zones`)."""
    return trick_zones(view_contents(view), trick_reports(len(view.hand_sizes)),
                       view.tricks_won)


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
        self.queue.clear()
        view = game.view(HUMAN)
        shown = self.fresh(Shown(game.players))
        shown.totals = list(view.totals)
        shown.out = set(range(game.players)) - set(view.seats_in)
        contents: dict[str, Sequence[int] | int] = {}
        if game.has_hand:
            contents = view_contents(view)
            shown.seats, shown.dealer = view.seats, view.dealer
            self.restore_tricks(view.seats, view.leader, len(view.trick), view.tricks,
                                view.tricks_won)
        self.cards.restore(contents)

    def steps_for(self, event: Event, after: Sequence[Event]) -> list[tuple[Step, str]]:
        if isinstance(event, HandDealt):
            return [(lambda: self._deal(event), "deal")]
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

    def _deal(self, event: HandDealt) -> float:
        totals, out = self.shown.totals, self.shown.out
        shown = self.fresh(Shown(self.shown.players))
        shown.totals, shown.out = totals, out
        shown.seats, shown.dealer = event.seats, event.dealer
        hand = sorted((int(c) for c in event.hands[HUMAN]), key=hand_order)
        contents: dict[str, Sequence[int] | int] = {
            f"hand {seat}": len(cards) for seat, cards in enumerate(event.hands)}
        contents[f"hand {HUMAN}"] = hand
        contents["talon" if self.rules.rest == "talon" else "rest"] = event.rest
        return self.deal(contents, hand)

    def _sweep(self, event: TrickWon) -> float:
        """The trick to its taker, and with the last one, the monte."""
        monte = event.last and self.rules.rest == "monte"
        return self.sweep(event.seat, list(self.cards["rest"]) if monte else ())

    def _made(self, event: CappottoMade) -> float:
        self.shown.banner = (_("You made a cappotto!") if event.seat == HUMAN else
                             _("{name} made a cappotto!").format(name=seat_name(event.seat)))
        return self.t(1.0)

    def _chosen(self, event: CappottoChosen) -> float:
        if event.choice == TAKE:
            text = (_("You take {total} off your score.") if event.seat == HUMAN
                    else _("{name} takes {total} off their score."))
        else:
            text = (_("You give everyone else {total}.") if event.seat == HUMAN
                    else _("{name} gives everyone else {total}."))
        self.shown.banner = text.format(name=seat_name(event.seat), total=self.rules.total)
        return self.t(1.4)

    def _scored(self, event: HandScored, outs: list[PlayerOut], won: MatchWon | None
                ) -> float:
        if won is None:
            self.sound("hand_end")
        else:
            self.sound("match_won" if HUMAN in won.winners else "match_lost")
        self.shown.totals = list(event.totals)
        self.shown.out |= {e.seat for e in outs}
        self.shown.banner = ""
        self.on_scored(event, outs, won)
        return 0.0
