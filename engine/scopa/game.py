"""A match of Scopa: the capture kind's match (:class:`engine.kinds.capture.match.
CaptureMatch`) with Scopa's hand, its check of a play, the scopa, its scores and the first
table of three kings dealt again. Seeds in, same game out."""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.cards import CARDS, RANK_OF
from engine.errors import IllegalMove
from engine.kinds.capture import match as kind
from engine.kinds.capture.deal import Deal
from engine.kinds.capture.match import CaptureMatch, HandPosition, Phase
from engine.kinds.capture.moves import Move
from engine.scopa.events import CardsCaptured, ScopaPoint
from engine.scopa.hand import NOBODY, ScopaHand, refusal, refusal_text
from engine.scopa.rules import ScopaRules
from engine.scopa.scoring import HandScore
from engine.scopa.view import SeatView

__all__ = ["HandLog", "Phase", "ScopaGame", "SeatView", "kings_on_table", "new_match"]

KING = 12


@dataclass
class HandLog(kind.HandLog[HandScore]):
    """What a record keeps of one hand of Scopa (the capture kind's log), and the hand
    looked back at."""

    def position(self, rules: ScopaRules, plays: int) -> HandPosition:
        """The hand after its first ``plays`` plays (0: as dealt): the table, each hand, who
        plays next, and whether the last of those plays made a scopa."""
        hand = ScopaHand.start(rules, self.dealer, self.deal)
        swept = False
        for move in self.plays[:plays]:
            swept = hand.play(int(move.card), [int(c) for c in move.capture])
        return HandPosition(tuple(hand.table), tuple(tuple(cards) for cards in hand.hands),
                            hand.turn, (ScopaPoint.SCOPA,) if swept else ())

    def piles(self, rules: ScopaRules) -> list[list[int]]:
        """Each side's cards taken in the hand, once it is played out (its leftover too)."""
        hand = ScopaHand.start(rules, self.dealer, self.deal)
        for move in self.plays:
            hand.play(int(move.card), [int(c) for c in move.capture])
        return hand.piles


def kings_on_table(deal: Deal) -> int:
    """How many kings the first table holds."""
    return sum(1 for card in deal.table if RANK_OF[card] == KING)


class ScopaGame(CaptureMatch[ScopaHand]):
    """One match of Scopa between ``players`` seats under ``rules``."""

    log_type = HandLog

    def __init__(self, rules: ScopaRules, players: int | None = None, *,
                 seed: int | None = None, rng: random.Random | None = None) -> None:
        super().__init__(rules, players, seed=seed, rng=rng)
        self.rules: ScopaRules = rules

    def deal_problem(self, deal: Deal) -> str | None:
        """The pattern and the 40 cards once each; and no first table of three or four
        kings where the variant deals those again."""
        problem = super().deal_problem(deal)
        if problem is None and self.rules.redeal_kings and kings_on_table(deal) >= 3:
            problem = f"the table holds {kings_on_table(deal)} kings: the deal is made again"
        return problem

    def new_hand(self, dealer: int, deal: Deal) -> ScopaHand:
        return ScopaHand.start(self.rules, dealer, deal)

    def captured(self, seat: int, move: Move) -> CardsCaptured[ScopaPoint]:
        hand = self.hand
        swept = hand.play(int(move.card), [int(c) for c in move.capture])
        return CardsCaptured(seat, hand.side_of[seat], move.card, move.capture,
                             (ScopaPoint.SCOPA,) if swept else ())

    def view(self, seat: int) -> SeatView:
        """Exactly what ``seat`` may know: its hand, the table, the captures, the plays."""
        if not 0 <= seat < self.players:
            raise ValueError(f"there is no seat {seat} in a game of {self.players}")
        hand = self.hand
        log = self.log[-1]
        player = (log.dealer + 1) % self.players
        plays: list[tuple[int, Move]] = []
        for move in log.plays:
            plays.append((player, move))
            player = (player + 1) % self.players
        return SeatView(
            rules=self.rules, players=self.players, seat=seat,
            hand_number=self.hands_played + (1 if self.phase is Phase.PLAY else 0),
            dealer=hand.dealer, turn=self.current_player(),
            hand=tuple(CARDS[c] for c in hand.hands[seat]),
            table=tuple(CARDS[c] for c in hand.table),
            hand_sizes=tuple(len(h) for h in hand.hands), stock=hand.stock_size(),
            captured=tuple(frozenset(CARDS[c] for c in pile) for pile in hand.piles),
            scope=tuple(hand.scope), plays=tuple(plays),
            last_capturer=None if hand.last_capturer == NOBODY else hand.last_capturer,
            plays_left=hand.plays_left, totals=tuple(self.totals))

    def legal_moves(self) -> list[Move]:
        """Every legal move in a stable order: by card, each card's captures (a card that can
        take must take), else laying it."""
        if self.phase is not Phase.PLAY:
            return []
        return [Move.of(card, capture) for card, capture in self.hand.legal_plays()]

    def refusal(self, card: int, capture: list[int]) -> IllegalMove | None:
        problem = refusal(card, capture, self.hand.table)
        return None if problem is None else IllegalMove(refusal_text(*problem), *problem)


def new_match(rules: ScopaRules, players: int, seed: int | None) -> ScopaGame:
    """A new match with no hand dealt (the registry's ``new_match``)."""
    return ScopaGame(rules, players, seed=seed)
