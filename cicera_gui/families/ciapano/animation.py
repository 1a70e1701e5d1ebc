"""The Ciapanò family's engine events on its table: what each one changes of what is shown
(:class:`Shown`, which the animations move along event by event while the engine runs ahead)
and how its cards move, as steps of the shared queue (:mod:`cicera_gui.table.steps`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cicera_gui.families.ciapano.zones import TrickLayout
from cicera_gui.play.match import HUMAN
from cicera_gui.table.sprites import CardSprite, Target
from cicera_gui.table.steps import Step, StepQueue
from cicera_gui.table.zones import Zones, hand_zones
from cicera_gui.words.i18n import _
from cicera_gui.words.names import seat_name
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
from engine.ciapano.view import SeatView

#: Keys of sprites that are no card: an opponent's face-down draw from the talon.
DRAW_KEY = 1000
#: What the table does once a hand is scored: (the score, who went out, the match's end).
OnScored = Callable[[HandScored, list[PlayerOut], MatchWon | None], None]


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

    def zones(self) -> Zones:
        """What the table shows, zone by zone: the player's hand face up, the other hands
        and the talon as counts, the trick in the order played, the tricks each seat took."""
        found = hand_zones(HUMAN, self.hand, self.counts)
        found.update({"trick": tuple(card for _seat, card in self.trick), "talon": self.talon})
        found.update({f"tricks {seat}": count for seat, count in enumerate(self.tricks)})
        return found


def view_zones(view: SeatView) -> Zones:
    """The zones of the table as the player's view has them (see :meth:`Shown.zones`)."""
    found = hand_zones(view.seat, map(int, view.hand), view.hand_sizes)
    found.update({"trick": tuple(int(card) for card in view.trick), "talon": view.talon})
    found.update({f"tricks {seat}": count for seat, count in enumerate(view.tricks_won)})
    return found



class TrickDirector:
    """Plays the family's events on the table: the queue of steps, the sprites, and what is
    shown so far."""

    def __init__(self, players: int, layout: Callable[[], TrickLayout], rules: Any, *,
                 sound: Callable[[str], None], speed: Callable[[], float],
                 on_scored: OnScored) -> None:
        self.shown = Shown(players)
        self.sprites: dict[int, CardSprite] = {}
        self.queue = StepQueue()
        self.layout = layout
        self.rules = rules
        self.sound = sound
        self.speed = speed
        self.on_scored = on_scored

    @property
    def busy(self) -> bool:
        return self.queue.busy or any(s.moving for s in self.sprites.values())

    def play(self, events: list[Any]) -> None:
        for index, event in enumerate(events):
            self.queue.add(self._step_for(event, events[index + 1:]))

    def update(self, dt: float) -> None:
        for sprite in self.sprites.values():
            sprite.update(dt)
        self.queue.advance(dt)

    def show(self, game: Any) -> None:
        """The match as it stands, at once: a continued match, or after undo."""
        self.queue.clear()
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
            over = bool(view.tricks) and not any(view.hand_sizes)
            # the monte went to the last trick's winner with it: no pile left once over
            shown.rest = 0 if over and self.rules.rest == "monte" else view.rest
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
        self.settle(0.0)


    def _step_for(self, event: Any, after: list[Any]) -> Step:
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
                shown.talon = event.rest if self.rules.rest == "talon" else 0
                shown.rest = 0 if self.rules.rest == "talon" else event.rest
                shown.banner = ""
                self.sprites.clear()
                centre = self.layout().centre
                for card in shown.hand:
                    self.sprites[card] = CardSprite(card, centre, self.layout().card_width)
                self.sound("deal")
                return self.settle(0.45, stagger=0.05)
            return deal
        if isinstance(event, TalonDrawn):
            def draw() -> float:
                shown.talon = event.left
                pile = self.layout().pile_rect()
                if event.seat == HUMAN:
                    card = int(event.card)
                    shown.hand = sorted([*shown.hand, card], key=hand_order)
                    self.sprites[card] = CardSprite(card, pile.center, pile.width)
                else:
                    shown.counts[event.seat] += 1
                    key = DRAW_KEY + event.seat
                    sprite = self.sprites[key] = CardSprite(key, pile.center, pile.width)
                    end = self.layout().seat_rect(event.seat).center
                    sprite.send(Target(end, pile.width * 0.8, layer=500),
                                0.3 * self.speed())
                    self.queue.add_next(lambda: self._drop(key))
                shown.counts[HUMAN] = len(shown.hand)
                return self.settle(0.3) + 0.05 * self.speed()
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
                    start = self.layout().seat_rect(seat).center
                    self.sprites[card] = CardSprite(card, start,
                                                    self.layout().trick_card_width * 0.7)
                shown.counts[HUMAN] = len(shown.hand)
                shown.trick.append((seat, card))
                shown.winner = None
                self.sound("lay")
                return self.settle(0.28)
            return play
        if isinstance(event, TrickWon):
            def won() -> float:
                shown.winner = event.seat
                shown.last = (tuple(shown.trick), event.seat)
                self.sound("capture")
                self.queue.add_next(sweep)
                return 0.55 * self.speed() + 0.05

            def sweep() -> float:
                target = self.layout().seat_rect(event.seat).center
                if event.seat == HUMAN:
                    target = self.layout().own_rect().center
                width = self.layout().trick_card_width * 0.5
                for _seat, card in shown.trick:
                    sprite = self.sprites.get(card)
                    if sprite is not None:
                        sprite.face_up = False
                        sprite.send(Target(target, width, layer=50), 0.35 * self.speed())
                if event.last and self.rules.rest == "monte":
                    shown.rest = 0  # the monte goes with the last trick
                self.queue.add_next(self._clear_trick(event.seat))
                return 0.35 * self.speed()
            return won
        if isinstance(event, CappottoMade):
            def made() -> float:
                shown.banner = (_("You made a cappotto!") if event.seat == 0 else
                                _("{name} made a cappotto!").format(name=seat_name(event.seat)))
                return 1.0 * self.speed()
            return made
        if isinstance(event, CappottoChosen):
            def chosen() -> float:
                total = self.rules.total
                name = seat_name(event.seat)
                if event.choice == TAKE:
                    text = (_("You take {total} off your score.") if event.seat == HUMAN
                            else _("{name} takes {total} off their score."))
                else:
                    text = (_("You give everyone else {total}.") if event.seat == HUMAN
                            else _("{name} gives everyone else {total}."))
                shown.banner = text.format(name=name, total=total)
                return 1.4 * self.speed()
            return chosen
        if isinstance(event, HandScored):
            outs = [e for e in after if isinstance(e, PlayerOut)]
            won_event = next((e for e in after if isinstance(e, MatchWon)), None)

            def scored() -> float:
                if won_event is None:
                    self.sound("hand_end")
                else:
                    self.sound("match_won" if HUMAN in won_event.winners
                                        else "match_lost")
                shown.totals = list(event.totals)
                shown.out |= {e.seat for e in outs}
                shown.banner = ""
                self.on_scored(event, outs, won_event)
                return 0.0
            return scored
        return lambda: 0.0

    def _drop(self, key: int) -> float:
        self.sprites.pop(key, None)
        return 0.0

    def _clear_trick(self, seat: int) -> Step:
        def clear() -> float:
            for _seat, card in self.shown.trick:
                self.sprites.pop(card, None)
            self.shown.trick = []
            self.shown.winner = None
            self.shown.tricks[seat] += 1
            return 0.0
        return clear

    def targets(self) -> dict[int, Target]:
        layout = self.layout()
        found: dict[int, Target] = {}
        for index, (slot, card) in enumerate(zip(layout.hand_slots(len(self.shown.hand)),
                                                 self.shown.hand, strict=True)):
            found[card] = Target(slot.center, slot.width, face_up=True, layer=300 + index)
        for index, (seat, card) in enumerate(self.shown.trick):
            slot = layout.trick_slot(seat, index)
            found[card] = Target(slot.center, slot.width, face_up=True, layer=100 + index)
        return found

    def settle(self, duration: float, stagger: float = 0.0) -> float:
        """Send every card to its place; returns when the last arrives."""
        scale = self.speed()
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
