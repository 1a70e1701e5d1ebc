"""Turns the engine's events into animation steps on the board, one after another.

Each step changes the board (a card leaves a hand for the table, captured cards go to a pile)
and sends the cards that moved gliding to their new places; the next step starts when they
have arrived. With animation off every step takes no time.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import assert_never

from cicera_gui.families.cicera.board import Board
from cicera_gui.families.cicera.zones import TableLayout
from cicera_gui.table.steps import Step, StepQueue
from engine.cicera import (
    CardLaid,
    CardsCaptured,
    Event,
    EventPoint,
    HandDealt,
    HandScored,
    LaterDeal,
    LeftoverTaken,
    MatchWon,
)

REFLOW = 0.28
FLIGHT = 0.42
DEAL_FLIGHT = 0.32
DEAL_STAGGER = 0.045
SHOW_CAPTURE = 0.45
SWEEP = 0.5
BANNER_TIME = 1.5


@dataclass
class Banner:
    """Big words over the table for the event points of one play (Scùa! Picada! ...): one
    banner however many points the play made."""

    points: tuple[EventPoint, ...]
    side: int
    elapsed: float = 0.0
    duration: float = BANNER_TIME

    @property
    def point(self) -> EventPoint:
        """The play's first event point."""
        return self.points[0]

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration


@dataclass
class Director:
    """Plays the steps in order against the board and the layout."""

    board: Board
    layout: TableLayout
    speed: Callable[[], float]
    on_hand_scored: Callable[[HandScored, MatchWon | None], None] = lambda scored, won: None
    queue: StepQueue = field(default_factory=StepQueue)
    banners: list[Banner] = field(default_factory=list)
    sound: Callable[[str], None] = lambda name: None
    human_side: int = 0
    sort_hand: Callable[[], bool] = lambda: False
    _pending_score: HandScored | None = None

    def _sound_later(self, delay: float, name: str) -> None:
        """Play ``name`` after ``delay`` seconds (of animation time)."""
        self.queue.later(delay, lambda: self.sound(name))

    @property
    def busy(self) -> bool:
        return self.queue.busy or self.board.moving

    @property
    def current_step(self) -> str | None:
        """The name of the step playing (while its cards still move)."""
        return self.queue.current

    def play(self, events: Iterable[Event]) -> None:
        for event in events:
            for step, name in self._steps_for(event):
                self.queue.add(step, name)

    def clear(self) -> None:
        """Forget the steps and banners still to show (undo shows the position at once)."""
        self.queue.clear()
        self.banners.clear()

    def update(self, dt: float) -> None:
        self.board.update(dt)
        for banner in self.banners:
            banner.elapsed += dt
        self.banners = [b for b in self.banners if not b.done]
        self.queue.advance(dt)

    def relayout(self, layout: TableLayout) -> None:
        self.layout = layout
        self.board.snap(layout)

    def _t(self, seconds: float) -> float:
        return seconds * self.speed()

    def _settle(self, timing: dict[int, tuple[float, float, float]] | None = None) -> float:
        scaled = {c: (self._t(d), self._t(w), lift) for c, (d, w, lift) in (timing or {}).items()}
        return self.board.settle(self.layout, self._t(REFLOW), scaled)

    # -- one event, one or more steps ------------------------------------------------------------

    def _steps_for(self, event: Event) -> list[tuple[Step, str]]:
        if isinstance(event, HandDealt):
            return [(lambda: self._new_hand(event), "deal")]
        if isinstance(event, LaterDeal):
            return [(lambda: self._deal([(p.seat, [int(c) for c in p.cards])
                                         for p in event.packets]), "later deal")]
        if isinstance(event, CardLaid):
            return [(lambda: self._lay(event.seat, int(event.card)), "lay")]
        if isinstance(event, CardsCaptured):
            return [
                (lambda: self._show_capture(event), "capture"),
                (lambda: self._sweep(event), "sweep"),
            ]
        if isinstance(event, LeftoverTaken):
            return [(lambda: self._leftover(event), "leftover")]
        if isinstance(event, HandScored):
            return [(lambda: self._t(0.6), "pause"),
                    (lambda: self._scored(event), "scored")]
        if isinstance(event, MatchWon):
            return [(lambda: self._won(event), "won")]
        assert_never(event)  # every event of the family has its steps above

    def _new_hand(self, event: HandDealt) -> float:
        board = self.board
        old = list(board.sprites)
        board.clear()
        board.dealer = event.dealer
        dealt = [int(c) for packet in event.packets for c in packet.cards]
        rest = sorted(set(range(52)) - set(dealt)) if len(dealt) < 52 else []
        # the deck holds every card face down; the deal takes from its top
        board.deck = rest + list(reversed(dealt))
        board.ensure_sprites(board.deck, self.layout)
        for card in old:
            if card not in board.deck:
                board.sprites.pop(card, None)
        board.snap(self.layout)
        for sprite in board.sprites.values():  # everything starts in the deck
            sprite.place(board.targets(self.layout)[sprite.card])
        return self._deal([(p.seat, [int(c) for c in p.cards]) for p in event.packets])

    def _deal(self, packets: list[tuple[int | None, list[int]]]) -> float:
        board = self.board
        timing: dict[int, tuple[float, float, float]] = {}
        delay = 0.0
        for seat, cards in packets:
            for card in cards:
                if card in board.deck:
                    board.deck.remove(card)
                if seat is None:
                    board.table.append(card)
                else:
                    board.hands[seat].append(card)
                timing[card] = (DEAL_FLIGHT, delay, 0.0)
                self._sound_later(self._t(delay), "deal")
                delay += DEAL_STAGGER
        self.arrange()
        return self._settle(timing)

    def arrange(self) -> None:
        """The player's hand in order, by suit then rank (when the setting asks for it)."""
        if self.sort_hand():
            self.board.hands[0].sort()

    def _lay(self, seat: int, card: int) -> float:
        board = self.board
        if card in board.hands[seat]:
            board.hands[seat].remove(card)
        board.table.append(card)
        board.last_play = (seat, card, ())
        board.glowing = set()
        self._sound_later(self._t(FLIGHT) * 0.8, "lay")
        return self._settle({card: (FLIGHT, 0.0, 0.0)})

    def _show_capture(self, event: CardsCaptured) -> float:
        board = self.board
        card = int(event.card)
        if card in board.hands[event.seat]:
            board.hands[event.seat].remove(card)
        board.table.append(card)
        board.last_play = (event.seat, card, tuple(int(c) for c in event.captured))
        board.last_capture = board.last_play
        board.glowing = {card, *(int(c) for c in event.captured)}
        self._sound_later(self._t(FLIGHT) * 0.8, "lay")
        flight = self._settle({card: (FLIGHT, 0.0, 0.0)})
        return flight + self._t(SHOW_CAPTURE)

    def _sweep(self, event: CardsCaptured) -> float:
        board = self.board
        taken = [int(event.card), *(int(c) for c in event.captured)]
        for card in taken:
            if card in board.table:
                board.table.remove(card)
        board.piles[event.side].extend(taken)
        board.glowing = set()
        for point in event.points:
            board.events[event.side][list(EventPoint).index(point)] += 1
        self.sound("capture")
        if event.points:
            self.banners.append(Banner(tuple(event.points), event.side,
                                       duration=BANNER_TIME + 0.5 * (len(event.points) - 1)))
        for index, point in enumerate(event.points):
            self._sound_later(0.2 + 0.3 * index, point.value)
        return self._settle({card: (SWEEP, i * 0.03, 0.0) for i, card in enumerate(taken)})

    def _leftover(self, event: LeftoverTaken) -> float:
        if event.side is None:
            return self._t(0.3)
        board = self.board
        cards = [int(c) for c in event.cards]
        for card in cards:
            if card in board.table:
                board.table.remove(card)
        board.piles[event.side].extend(cards)
        return self._settle({card: (SWEEP, i * 0.05, 0.0) for i, card in enumerate(cards)})

    def _scored(self, event: HandScored) -> float:
        self._pending_score = event
        self.board.totals, self.board.scored = list(event.totals), True
        self.sound("hand_end")
        if self.queue.next_name == "won":
            return 0.0
        self.on_hand_scored(event, None)
        return 0.0

    def _won(self, event: MatchWon) -> float:
        self._sound_later(1.0, "match_won" if event.side == self.human_side else "match_lost")
        scored = self._pending_score
        if scored is not None:
            self.on_hand_scored(scored, event)
        return 0.0
