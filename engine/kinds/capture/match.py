"""A match of the capture kind: hands dealt in turn until a side has won.

What every family of the kind plays alike lives here: the phase, the hand log, dealing
(shuffled and cut from the match's own generator, or as a record gives it), a play and the
later deal it may bring, the leftover, the scores added up and the match decided at the
target (the highest total alone; a tie at the top plays another hand). A family gives its
hand state, how a play is checked and what a capture scored, and any way of winning of its
own (Cicera's Napoleone).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Generic, Protocol, TypeVar

from engine.cards import CARDS, deck
from engine.errors import IllegalMove, Refusal
from engine.game import HandMatch, Outcome
from engine.kinds.capture.deal import (
    Deal,
    DealPattern,
    deal_from_deck,
    first_packets,
    later_packets,
)
from engine.kinds.capture.events import (
    CardLaid,
    HandDealt,
    HandScored,
    LaterDeal,
    LeftoverTaken,
    MatchWon,
)
from engine.kinds.capture.moves import Move
from engine.shuffle import shuffle_and_cut

NOBODY = -1


class Phase(Enum):
    """Where the match stands."""

    DEAL = "deal"  # a hand is to be dealt: call start_hand()
    PLAY = "play"  # a hand is being played
    OVER = "over"  # the match is decided


class Score(Protocol):
    """A side's points of a hand."""

    @property
    def total(self) -> int: ...


class CaptureHand(Protocol):
    """What the match asks of a family's hand state."""

    players: int
    dealer: int
    side_of: tuple[int, ...]
    hands: list[list[int]]
    table: list[int]
    later: list[list[list[int]]]
    turn: int
    last_capturer: int
    leftover: list[int]

    @property
    def finished(self) -> bool: ...

    def play(self, card: int, capture: Sequence[int] = ()) -> Any: ...

    def stock_size(self) -> int: ...

    def score(self) -> Sequence[Any]: ...

    def clone(self) -> Any: ...


S = TypeVar("S", bound=Score)
H = TypeVar("H", bound=CaptureHand)


@dataclass(frozen=True)
class HandPosition:
    """A hand at one point of its play: the table's cards, each seat's hand, the seat to play,
    and what the play that led here scored."""

    table: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    turn: int
    scored: tuple[Any, ...]


@dataclass
class HandLog(Generic[S]):
    """What a record keeps of one hand: who dealt, the deal, and every play in order."""

    dealer: int
    deal: Deal
    plays: list[Move] = field(default_factory=list)
    scores: tuple[S, ...] | None = None
    totals: tuple[int, ...] | None = None  # each side's match total after the hand
    number: int | None = None  # the deal's number, when dealt here (not given by a record)

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats dealt in: every seat (nobody goes out of a match of this kind)."""
        return tuple(range(len(self.deal.hands)))

    @property
    def finished(self) -> bool:
        """True once the hand was scored."""
        return self.scores is not None

    @property
    def written(self) -> tuple[int, ...] | None:
        """Each side's points in the hand, once it was scored."""
        return None if self.scores is None else tuple(s.total for s in self.scores)


class CaptureMatch(HandMatch[H], ABC):
    """One match of a family of the capture kind (see the module's docstring). It offers
    the shared game interface (:class:`engine.game.GameState`): points count upwards, and
    the seats play in two sides of partners or each for themself."""

    lower_is_better = False
    #: The family's hand log (a :class:`HandLog` with anything of its own).
    log_type: type[HandLog[Any]] = HandLog

    def __init__(self, rules: Any, players: int | None = None, *, seed: int | None = None,
                 rng: random.Random | None = None) -> None:
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
        self.log: list[Any] = []
        self._hand: H | None = None

    # -- what a family gives ------------------------------------------------------------------

    @abstractmethod
    def new_hand(self, dealer: int, deal: Deal) -> H:
        """The family's hand state, as dealt."""

    @abstractmethod
    def refusal(self, card: int, capture: list[int]) -> IllegalMove | None:
        """Why the seat to play may not play ``card`` taking ``capture`` (empty: laying it)
        from the table, or None (the card is in its hand)."""

    @abstractmethod
    def captured(self, seat: int, move: Move) -> Any:
        """Play the capture ``move`` for ``seat`` in the hand state: the family's event."""

    def deal_problem(self, deal: Deal) -> str | None:
        """What is wrong with ``deal`` for this match, or None."""
        return deal.problem(self.pattern, self.players)

    def own_winner(self) -> int | None:
        """A side that has won by a way of the family's own, at a hand's end (checked before
        the target); None here."""
        return None

    # -- the state interface ------------------------------------------------------------------

    @property
    def pattern(self) -> DealPattern:
        pattern: DealPattern = self.rules.deal_for(self.players)
        return pattern

    def _copy_rest(self, other: Any) -> None:
        """For :meth:`clone`: the log."""
        other.log = [self.log_type(h.dealer, h.deal, list(h.plays), h.scores, h.totals,
                                   h.number) for h in self.log]

    def current_player(self) -> int | None:
        """The seat to play, or None between hands and after the match."""
        return self.hand.turn if self.phase is Phase.PLAY else None

    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def side_of(self, seat: int) -> int:
        return int(self.rules.side_of(seat, self.players))

    def side_totals(self) -> tuple[int, ...]:
        """The match totals per side."""
        return tuple(self.totals)

    def seats_in(self) -> tuple[int, ...]:
        """Every seat plays every hand."""
        return tuple(range(self.players))

    def is_chance_node(self) -> bool:
        return self.phase is Phase.DEAL

    def deal_hand(self) -> list[Any]:
        """The chance step: the next hand shuffled, cut and dealt from the match's generator."""
        return self.start_hand()

    def last_hand_points(self) -> tuple[int, ...] | None:
        """Each side's points in the last finished hand."""
        for log in reversed(self.log):
            if log.scores is not None:
                return tuple(score.total for score in log.scores)
        return None

    def outcome(self) -> Outcome | None:
        """The winning side's seats, once the match is won."""
        if self.winner is None:
            return None
        seats = tuple(s for s in range(self.players) if self.side_of(s) == self.winner)
        totals = tuple(self.totals[self.side_of(s)] for s in range(self.players))
        return Outcome(seats, totals, lower_is_better=False)

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
        problem = self.refusal(int(move.card), [int(c) for c in move.capture])
        if problem is not None:
            raise problem

    def apply(self, move: Move) -> list[Any]:
        """Play ``move`` for the current player; the events in the order they happen."""
        self.check(move)
        return self._apply(move)

    def _apply(self, move: Move) -> list[Any]:
        hand = self.hand
        seat = hand.turn
        later_before = len(hand.later)
        events: list[Any] = [self.captured(seat, move) if move.capture
                             else self._laid(seat, move)]
        self.log[-1].plays.append(move)
        if len(hand.later) < later_before:
            dealt = [[CARDS[c] for c in cards] for cards in hand.hands]  # hands were empty
            events.append(LaterDeal(later_packets(dealt, hand.dealer), hand.stock_size()))
        if hand.finished:
            events += self._finish_hand()
        return events

    def _laid(self, seat: int, move: Move) -> CardLaid:
        self.hand.play(int(move.card), ())
        return CardLaid(seat, move.card)

    # -- dealing and the end of a hand ---------------------------------------------------------

    def next_dealer(self) -> int:
        """Who deals the next hand: drawn at random for the first, then in turn."""
        if self._hand is None:
            return self.rng.randrange(self.players)
        return (self._hand.dealer + 1) % self.players

    def start_hand(self, deal: Deal | None = None, dealer: int | None = None) -> list[Any]:
        """Deal the next hand: shuffled and cut from the match's generator (a deal the rules
        refuse, as Scopa's three kings on the table, dealt again from the same generator), or
        as given."""
        if self.phase is Phase.PLAY:
            raise IllegalMove("a hand is still being played", Refusal.HAND_IN_PLAY)
        if self.phase is Phase.OVER:
            raise IllegalMove("the match is over", Refusal.MATCH_OVER)
        number = None
        pattern = self.pattern
        if deal is None:
            number, dealer, shuffle = self.numbered_deal(dealer, self.players, self.next_dealer)
            cards = deck(pattern.deck_size)
            deal = deal_from_deck(shuffle_and_cut(cards, shuffle), pattern, self.players, dealer)
            while self.deal_problem(deal) is not None:
                deal = deal_from_deck(shuffle_and_cut(cards, shuffle), pattern, self.players,
                                      dealer)
        elif dealer is None:
            dealer = self.next_dealer()
        if not 0 <= dealer < self.players:
            raise IllegalMove(f"there is no seat {dealer} to deal",
                              Refusal.NO_DEALER, {"seat": dealer})
        problem = self.deal_problem(deal)
        if problem:
            raise IllegalMove(f"wrong deal: {problem}", Refusal.WRONG_DEAL)
        self._hand = self.new_hand(dealer, deal)
        self.log.append(self.log_type(dealer, deal, number=number))
        self.phase = Phase.PLAY
        return [HandDealt(self.hands_played + 1, dealer, first_packets(deal, pattern, dealer))]

    def _finish_hand(self) -> list[Any]:
        hand = self.hand
        taker = hand.last_capturer
        events: list[Any] = [LeftoverTaken(
            None if taker == NOBODY else taker,
            None if taker == NOBODY else hand.side_of[taker],
            tuple(CARDS[c] for c in hand.leftover))]
        scores = tuple(hand.score())
        log = self.log[-1]
        log.scores = scores
        for side, score in enumerate(scores):
            self.totals[side] += score.total
        log.totals = tuple(self.totals)
        self.hands_played += 1
        events.append(HandScored(self.hands_played, scores, tuple(self.totals)))
        winner = self.own_winner()
        at_once = winner is not None
        if winner is None and max(self.totals) >= self.rules.target:
            best = max(self.totals)
            leaders = [side for side, total in enumerate(self.totals) if total == best]
            if len(leaders) == 1:
                winner = leaders[0]
        if winner is None:
            self.phase = Phase.DEAL
        else:
            self.winner = winner
            self.phase = Phase.OVER
            events.append(MatchWon(winner, tuple(self.totals), at_once))
        return events
