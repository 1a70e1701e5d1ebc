"""A match of Cicera: hands dealt in turn until a side has won. The state interface.

``CiceraGame`` is what the GUI, the records and the AI talk to: ``current_player()``,
``legal_moves()`` in a stable order, ``apply(move)`` returning typed events, ``view(seat)``,
``clone()``. Seeds in, same game out: every shuffle comes from the match's own generator.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.cards import CARDS
from engine.cicera.events import (
    CardsCaptured,
    EventPoint,
    points_from_mask,
)
from engine.cicera.hand import NOBODY, HandState
from engine.cicera.moves import capture_refusal, legal_plays, refusal_text
from engine.cicera.rules import DEFAULT_VARIANT, CiceraRules, load_rules
from engine.cicera.scoring import HandScore
from engine.cicera.view import SeatView
from engine.errors import IllegalMove
from engine.kinds.capture import match as kind
from engine.kinds.capture.deal import Deal
from engine.kinds.capture.match import CaptureMatch, HandPosition, Phase
from engine.kinds.capture.moves import Move

__all__ = ["CiceraGame", "HandLog", "HandPosition", "Phase"]


@dataclass
class HandLog(kind.HandLog[HandScore]):
    """What a record keeps of one hand (the capture kind's log), and the hand looked back at.
    """

    def position(self, rules: CiceraRules, plays: int) -> HandPosition:
        """The hand after its first ``plays`` plays (0: as dealt), for looking back at it:
        the cards on the table and in each hand, who plays next, and the event points the
        last of those plays scored."""
        state = HandState.start(rules, self.dealer, self.deal)
        mask = 0
        for move in self.plays[:plays]:
            mask = state.play(int(move.card), [int(c) for c in move.capture])
        return HandPosition(tuple(state.table), tuple(tuple(hand) for hand in state.hands),
                            state.turn, points_from_mask(mask))


class CiceraGame(CaptureMatch[HandState]):
    """One match of Cicera between ``players`` seats under ``rules``: the capture kind's
    match (:class:`engine.kinds.capture.match.CaptureMatch`) with Cicera's hand, its event
    points and Napoleone."""

    log_type = HandLog

    def __init__(self, rules: CiceraRules, players: int | None = None, *,
                 seed: int | None = None, rng: random.Random | None = None) -> None:
        super().__init__(rules, players, seed=seed, rng=rng)
        self.rules: CiceraRules = rules
        self.napoleone = False

    # -- creation ---------------------------------------------------------------------------

    @classmethod
    def new(cls, variant: str = DEFAULT_VARIANT, players: int | None = None, seed: int | None = None
            ) -> CiceraGame:
        """A match of a shipped variant (or a variant file) with its first hand dealt."""
        game = cls(load_rules(variant), players, seed=seed)
        game.start_hand()
        return game

    @classmethod
    def resume(
        cls,
        rules: CiceraRules,
        state: HandState,
        deal: Deal,
        *,
        totals: list[int] | None = None,
        hands_played: int = 0,
        rng: random.Random | None = None,
    ) -> CiceraGame:
        """A match taken up in the middle of a hand: ``state`` as it stands, ``deal`` as the
        hand's record. For set-up positions (tests, puzzles) and the search's worlds."""
        game = cls(rules, state.players, seed=None if rng is not None else 0, rng=rng)
        if totals is not None:
            game.totals = list(totals)
        game.hands_played = hands_played
        game._hand = state
        game.log = [HandLog(state.dealer, deal)]
        game.phase = Phase.DEAL if state.finished else Phase.PLAY
        return game

    # -- Cicera's part of the match -----------------------------------------------------------

    def new_hand(self, dealer: int, deal: Deal) -> HandState:
        return HandState.start(self.rules, dealer, deal)

    def captured(self, seat: int, move: Move) -> CardsCaptured[EventPoint]:
        hand = self.hand
        mask = hand.play(int(move.card), [int(c) for c in move.capture])
        return CardsCaptured(seat, hand.side_of[seat], move.card, move.capture,
                             points_from_mask(mask), points_from_mask(hand.voided))

    def own_winner(self) -> int | None:
        """Napoleone: the side that took all thirteen spades wins at once."""
        side = self.hand.napoleone_side() if self.rules.napoleone else NOBODY
        if side == NOBODY:
            return None
        self.napoleone = True
        return side

    def view(self, seat: int) -> SeatView:
        """Exactly what ``seat`` may know: its hand, the table, the piles, the plays so far."""
        if not 0 <= seat < self.players:
            raise ValueError(f"there is no seat {seat} in a game of {self.players}")
        hand = self.hand
        log = self.log[-1]
        plays: list[tuple[int, Move]] = []
        player = (log.dealer + 1) % self.players
        for move in log.plays:
            plays.append((player, move))
            player = (player + 1) % self.players
        captured = tuple(
            frozenset(CARDS[c] for c in range(len(CARDS)) if pile >> c & 1) for pile in hand.piles
        )
        return SeatView(
            rules=self.rules,
            players=self.players,
            seat=seat,
            hand_number=self.hands_played + (1 if self.phase is Phase.PLAY else 0),
            dealer=hand.dealer,
            turn=self.current_player(),
            hand=tuple(CARDS[c] for c in hand.hands[seat]),
            table=tuple(CARDS[c] for c in hand.table),
            hand_sizes=tuple(len(h) for h in hand.hands),
            stock=hand.stock_size(),
            captured=captured,
            events=tuple(tuple(counts) for counts in hand.events),
            plays=tuple(plays),
            laid=None if hand.laid == NOBODY else CARDS[hand.laid],
            last_capturer=None if hand.last_capturer == NOBODY else hand.last_capturer,
            plays_left=hand.plays_left,
            totals=tuple(self.totals),
        )

    def legal_moves(self) -> list[Move]:
        """Every legal move, in a stable order: by card, each card's captures, then laying it."""
        if self.phase is not Phase.PLAY:
            return []
        hand = self.hand
        return [Move.of(card, capture)
                for card, capture in legal_plays(hand.hands[hand.turn], hand.table)]

    def points_of(self, move: Move) -> tuple[EventPoint, ...]:
        """The event points ``move`` would score for the seat to play now."""
        return self.view(self.hand.turn).points_of(move)

    def refusal(self, card: int, capture: list[int]) -> IllegalMove | None:
        problem = capture_refusal(card, capture, self.hand.table)
        return None if problem is None else IllegalMove(refusal_text(*problem), *problem)
