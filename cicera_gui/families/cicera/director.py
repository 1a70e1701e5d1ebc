"""Cicera's events as moves of cards between the board's zones, one step after another.

Each step moves cards (a card leaves a hand for the table, captured cards go to a pile) and
the shared director (:class:`~cicera_gui.table.director.TableDirector`) sends them gliding
to their new places; the next step starts when they have arrived. With animation off every
step takes no time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import assert_never

from cicera_gui.families.cicera.board import Board
from cicera_gui.table.director import Banner, TableDirector
from cicera_gui.table.last_play import ShownPlay
from cicera_gui.table.model import Flight
from cicera_gui.table.steps import Step
from engine.cicera.events import (
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


@dataclass(frozen=True)
class PointsMade:
    """What a banner over the table says: the event points of one play (Scùa! Picada! ...),
    one banner however many points the play made, and the side that made them."""

    points: tuple[EventPoint, ...]
    side: int


class Director(TableDirector[Event]):
    """Plays Cicera's events against the board: what each moves, its sounds and banners."""

    def __init__(self, board: Board, *, speed: Callable[[], float],
                 sound: Callable[[str], None],
                 on_hand_scored: Callable[[HandScored, MatchWon | None], None],
                 human_side: int = 0, sort_hand: Callable[[], bool] = lambda: False) -> None:
        super().__init__(board.cards, speed=speed, sound=sound)
        self.board = board
        self.on_hand_scored = on_hand_scored
        self.human_side = human_side
        self.sort_hand = sort_hand

    def _settle(self, flights: dict[int, Flight] | None = None) -> float:
        return self.settle(REFLOW, flights)

    # -- one event, one or more steps ------------------------------------------------------------

    def steps_for(self, event: Event, after: Sequence[Event]) -> list[tuple[Step, str]]:
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
            won = next((e for e in after if isinstance(e, MatchWon)), None)
            return [(lambda: self.t(0.6), "pause"),
                    (lambda: self._scored(event, won), "scored")]
        if isinstance(event, MatchWon):
            return []  # the hand's score, just before it, ends the match
        assert_never(event)  # every event of the family has its steps above

    def _new_hand(self, event: HandDealt) -> float:
        board = self.board
        board.clear()
        board.dealer = event.dealer
        dealt = [int(c) for packet in event.packets for c in packet.cards]
        rest = sorted(set(range(52)) - set(dealt)) if len(dealt) < 52 else []
        # the deck holds every card face down; the deal takes from its top
        self.cards.restore({"deck": rest + list(reversed(dealt))})
        return self._deal([(p.seat, [int(c) for c in p.cards]) for p in event.packets])

    def _deal(self, packets: list[tuple[int | None, list[int]]]) -> float:
        flights: dict[int, Flight] = {}
        delay = 0.0
        for seat, cards in packets:
            for card in cards:
                self.cards.move(card, "table" if seat is None else f"hand {seat}",
                                source="deck")
                flights[card] = Flight(DEAL_FLIGHT, delay)
                self.sound_later(self.t(delay), "deal")
                delay += DEAL_STAGGER
        self.arrange()
        return self._settle(flights)

    def arrange(self) -> None:
        """The player's hand in order, by suit then rank (when the setting asks for it)."""
        if self.sort_hand():
            self.board.hands[0].sort()

    def _to_table(self, seat: int, card: int) -> float:
        """``card`` from ``seat``'s hand onto the table; the seconds its flight takes."""
        self.cards.move(card, "table", source=f"hand {seat}")
        self.sound_later(self.t(FLIGHT) * 0.8, "lay")
        return self._settle({card: Flight(FLIGHT)})

    def _lay(self, seat: int, card: int) -> float:
        board = self.board
        board.last_play = ShownPlay(seat, card)
        board.glowing = set()
        return self._to_table(seat, card)

    def _show_capture(self, event: CardsCaptured) -> float:
        board = self.board
        card = int(event.card)
        board.last_play = ShownPlay(event.seat, card, tuple(int(c) for c in event.captured))
        board.last_capture = board.last_play
        board.glowing = {card, *(int(c) for c in event.captured)}
        return self._to_table(event.seat, card) + self.t(SHOW_CAPTURE)

    def _sweep(self, event: CardsCaptured) -> float:
        board = self.board
        taken = [int(event.card), *(int(c) for c in event.captured)]
        board.glowing = set()
        for point in event.points:
            board.events[event.side][list(EventPoint).index(point)] += 1
        self.sound("capture")
        if event.points:
            self.banners.append(Banner(PointsMade(tuple(event.points), event.side),
                                       BANNER_TIME + 0.5 * (len(event.points) - 1)))
        for index, point in enumerate(event.points):
            self.sound_later(0.2 + 0.3 * index, point.value)
        return self._to_pile(event.side, taken, 0.03)

    def _to_pile(self, side: int, cards: list[int], stagger: float) -> float:
        """``cards`` from the table onto ``side``'s pile, one after another."""
        for card in cards:
            self.cards.move(card, f"pile {side}")
        return self._settle({card: Flight(SWEEP, i * stagger) for i, card in enumerate(cards)})

    def _leftover(self, event: LeftoverTaken) -> float:
        if event.side is None:
            return self.t(0.3)
        return self._to_pile(event.side, [int(c) for c in event.cards], 0.05)

    def _scored(self, event: HandScored, won: MatchWon | None) -> float:
        """The hand's points in the totals shown; its summary (and the match's end, when it
        ended the match) opens."""
        self.board.totals, self.board.scored = list(event.totals), True
        self.sound("hand_end")
        if won is not None:
            self.sound_later(1.0, "match_won" if won.side == self.human_side else "match_lost")
        self.on_hand_scored(event, won)
        return 0.0
