"""A match of Scopa: hands dealt in turn until a side has won. The shared game interface
(:class:`engine.game.GameState`): points count upwards, two sides of partners with four
players, each for themself with two or three. Seeds in, same game out."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum

from engine.cards import CARDS, RANK_OF, deck
from engine.errors import IllegalMove, Refusal
from engine.game import HandMatch, Outcome
from engine.kinds.capture.deal import Deal, deal_from_deck, first_packets, later_packets
from engine.kinds.capture.moves import Move
from engine.scopa.events import (
    CardLaid,
    CardsCaptured,
    Event,
    HandDealt,
    HandScored,
    LaterDeal,
    LeftoverTaken,
    MatchWon,
)
from engine.scopa.hand import NOBODY, ScopaHand, refusal, refusal_text
from engine.scopa.rules import DECK_SIZE, ScopaRules
from engine.scopa.scoring import HandScore
from engine.shuffle import shuffle_and_cut

KING = 12


class Phase(Enum):
    DEAL = "deal"
    PLAY = "play"
    OVER = "over"


@dataclass
class HandLog:
    """What a record keeps of one hand: who dealt, the deal, every play in order."""

    dealer: int
    deal: Deal
    plays: list[Move] = field(default_factory=list)
    scores: tuple[HandScore, ...] | None = None
    totals: tuple[int, ...] | None = None
    number: int | None = None

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(range(len(self.deal.hands)))

    @property
    def finished(self) -> bool:
        return self.scores is not None

    @property
    def written(self) -> tuple[int, ...] | None:
        return None if self.scores is None else tuple(s.total for s in self.scores)


def kings_on_table(deal: Deal) -> int:
    """How many kings the first table holds."""
    return sum(1 for card in deal.table if RANK_OF[card] == KING)


def deal_problem(rules: ScopaRules, deal: Deal, players: int) -> str | None:
    """What is wrong with ``deal`` for these rules, or None: the pattern, the 40 cards once
    each, and no first table of three or four kings where those are dealt again."""
    problem = deal.problem(rules.deal_for(players), players)
    if problem is None and rules.redeal_kings and kings_on_table(deal) >= 3:
        problem = f"the table holds {kings_on_table(deal)} kings: the deal is made again"
    return problem


class ScopaGame(HandMatch[ScopaHand]):
    """One match of Scopa between ``players`` seats under ``rules``."""

    lower_is_better = False

    def __init__(self, rules: ScopaRules, players: int | None = None, *,
                 seed: int | None = None, rng: random.Random | None = None) -> None:
        self.rules = rules
        self.players = players if players is not None else rules.default_players
        rules.check_players(self.players)
        self.seed = seed
        self.rng = rng if rng is not None else random.Random(seed)
        self.sides = rules.sides(self.players)
        self.totals = [0] * self.sides
        self.phase = Phase.DEAL
        self.winner: int | None = None
        self.hands_played = 0
        self.log: list[HandLog] = []
        self._hand: ScopaHand | None = None

    def _copy_rest(self, other: ScopaGame) -> None:
        """For :meth:`clone`: the log."""
        other.log = [HandLog(h.dealer, h.deal, list(h.plays), h.scores, h.totals, h.number)
                     for h in self.log]

    # -- the state interface ------------------------------------------------------------------

    def current_player(self) -> int | None:
        return self.hand.turn if self.phase is Phase.PLAY else None

    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def side_of(self, seat: int) -> int:
        return self.rules.side_of(seat, self.players)

    def side_totals(self) -> tuple[int, ...]:
        return tuple(self.totals)

    def seats_in(self) -> tuple[int, ...]:
        return tuple(range(self.players))

    def is_chance_node(self) -> bool:
        return self.phase is Phase.DEAL

    def deal_hand(self) -> list[Event]:
        return self.start_hand()

    def last_hand_points(self) -> tuple[int, ...] | None:
        for log in reversed(self.log):
            if log.scores is not None:
                return tuple(score.total for score in log.scores)
        return None

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        seats = tuple(s for s in range(self.players) if self.side_of(s) == self.winner)
        totals = tuple(self.totals[self.side_of(s)] for s in range(self.players))
        return Outcome(seats, totals, lower_is_better=False)

    def legal_moves(self) -> list[Move]:
        """Every legal move in a stable order: by card, each card's captures (a card that can
        take must take), else laying it."""
        if self.phase is not Phase.PLAY:
            return []
        return [Move.of(card, capture) for card, capture in self.hand.legal_plays()]

    def check(self, move: Move) -> None:
        """Raise :class:`IllegalMove` with a reason unless ``move`` is legal now."""
        if self.phase is Phase.OVER:
            raise IllegalMove("the match is over", Refusal.MATCH_OVER)
        if self.phase is Phase.DEAL:
            raise IllegalMove("the hand is over; the next hand has not been dealt",
                              Refusal.HAND_OVER)
        hand = self.hand
        if move.card not in hand.hands[hand.turn]:
            raise IllegalMove(f"{move.card} is not in the hand of seat {hand.turn}",
                              Refusal.NOT_HELD, {"card": int(move.card), "seat": hand.turn})
        problem = refusal(int(move.card), [int(c) for c in move.capture], hand.table)
        if problem:
            raise IllegalMove(refusal_text(*problem), *problem)

    def apply(self, move: Move) -> list[Event]:
        """Play ``move`` for the seat to play; the events in the order they happen."""
        self.check(move)
        hand = self.hand
        seat = hand.turn
        later_before = len(hand.later)
        swept = hand.play(int(move.card), [int(c) for c in move.capture])
        self.log[-1].plays.append(move)
        events: list[Event] = []
        if move.capture:
            events.append(CardsCaptured(seat, hand.side_of[seat], move.card, move.capture,
                                        swept))
        else:
            events.append(CardLaid(seat, move.card))
        if len(hand.later) < later_before:
            dealt = [[CARDS[c] for c in cards] for cards in hand.hands]
            events.append(LaterDeal(later_packets(dealt, hand.dealer), hand.stock_size()))
        if hand.finished:
            events += self._finish_hand()
        return events

    # -- dealing and the end of a hand -------------------------------------------------------

    def next_dealer(self) -> int:
        """Who deals next: drawn at random for the first hand, then the next seat."""
        if self._hand is None:
            return self.rng.randrange(self.players)
        return (self._hand.dealer + 1) % self.players

    def start_hand(self, deal: Deal | None = None, dealer: int | None = None) -> list[Event]:
        """Deal the next hand from the match's generator, or as given (a record). A first
        table of three or four kings is dealt again by the same dealer, where the variant
        says so (the next shuffle of the same deal's generator)."""
        if self.phase is Phase.PLAY:
            raise IllegalMove("a hand is still being played", Refusal.HAND_IN_PLAY)
        if self.phase is Phase.OVER:
            raise IllegalMove("the match is over", Refusal.MATCH_OVER)
        pattern = self.rules.deal_for(self.players)
        number = None
        if deal is None:
            number, dealer, shuffle = self.numbered_deal(dealer, self.players, self.next_dealer)
            while True:
                deal = deal_from_deck(shuffle_and_cut(deck(DECK_SIZE), shuffle), pattern,
                                      self.players, dealer)
                if deal_problem(self.rules, deal, self.players) is None:
                    break
        else:
            if dealer is None:
                dealer = self.next_dealer()
            problem = deal_problem(self.rules, deal, self.players)
            if problem:
                raise IllegalMove(f"wrong deal: {problem}", Refusal.WRONG_DEAL)
        if not 0 <= dealer < self.players:
            raise IllegalMove(f"there is no seat {dealer} to deal", Refusal.NO_DEALER,
                              {"seat": dealer})
        self._hand = ScopaHand.start(self.rules, dealer, deal)
        self.log.append(HandLog(dealer, deal, number=number))
        self.phase = Phase.PLAY
        return [HandDealt(self.hands_played + 1, dealer, first_packets(deal, pattern, dealer))]

    def _finish_hand(self) -> list[Event]:
        hand = self.hand
        taker = hand.last_capturer
        events: list[Event] = [LeftoverTaken(
            None if taker == NOBODY else taker,
            None if taker == NOBODY else hand.side_of[taker],
            tuple(CARDS[c] for c in hand.leftover))]
        scores = hand.score()
        log = self.log[-1]
        log.scores = scores
        for side, score in enumerate(scores):
            self.totals[side] += score.total
        log.totals = tuple(self.totals)
        self.hands_played += 1
        events.append(HandScored(self.hands_played, scores, tuple(self.totals)))
        best = max(self.totals)
        leaders = [side for side, total in enumerate(self.totals) if total == best]
        if best >= self.rules.target and len(leaders) == 1:
            self.winner = leaders[0]
            self.phase = Phase.OVER
            events.append(MatchWon(self.winner, tuple(self.totals)))
        else:
            self.phase = Phase.DEAL
        return events
