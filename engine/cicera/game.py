"""A match of Cicera: hands dealt in turn until a side has won. The state interface.

``CiceraGame`` is what the GUI, the records and the AI talk to: ``current_player()``,
``legal_moves()`` in a stable order, ``apply(move)`` returning typed events, ``view(seat)``,
``clone()``. Seeds in, same game out: every shuffle comes from the match's own generator.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum

from engine.cards import CARDS, deck
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
    points_from_mask,
)
from engine.cicera.hand import NOBODY, HandState
from engine.cicera.moves import capture_refusal, legal_plays, refusal_text
from engine.cicera.rules import DEFAULT_VARIANT, CiceraRules, load_rules
from engine.cicera.scoring import HandScore
from engine.cicera.view import SeatView
from engine.errors import IllegalMove, Refusal
from engine.game import HandMatch, Outcome
from engine.kinds.capture.deal import Deal, deal_from_deck, first_packets, later_packets
from engine.kinds.capture.moves import Move
from engine.shuffle import shuffle_and_cut


class Phase(Enum):
    """Where the match stands."""

    DEAL = "deal"  # a hand is to be dealt: call start_hand()
    PLAY = "play"  # a hand is being played
    OVER = "over"  # the match is decided


@dataclass
class HandLog:
    """What a record keeps of one hand: who dealt, the deal, and every play in order."""

    dealer: int
    deal: Deal
    plays: list[Move] = field(default_factory=list)
    scores: tuple[HandScore, ...] | None = None
    totals: tuple[int, ...] | None = None  # each side's match total after the hand
    number: int | None = None  # the deal's number, when dealt here (not given by a record)

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats dealt in: every seat (nobody goes out of a Cicera match)."""
        return tuple(range(len(self.deal.hands)))

    @property
    def finished(self) -> bool:
        """True once the hand was scored."""
        return self.scores is not None

    @property
    def written(self) -> tuple[int, ...] | None:
        """Each side's points in the hand, once it was scored."""
        return None if self.scores is None else tuple(s.total for s in self.scores)

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


@dataclass(frozen=True)
class HandPosition:
    """A hand at one point of its play: the table's cards, each seat's hand, the seat to play,
    and what the play that led here scored."""

    table: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    turn: int
    scored: tuple[EventPoint, ...]


class CiceraGame(HandMatch[HandState]):
    """One match of Cicera between ``players`` seats under ``rules``.

    It offers the shared game interface (:class:`engine.game.GameState`): points count
    upwards, and the seats play in two sides of partners or each for themself.
    """

    lower_is_better = False

    def __init__(
        self,
        rules: CiceraRules,
        players: int | None = None,
        *,
        seed: int | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.rules = rules
        self.players = players if players is not None else rules.default_players
        rules.check_players(self.players)
        self.seed = seed
        self.rng = rng if rng is not None else random.Random(seed)
        self.sides = rules.sides(self.players)
        self.totals = [0] * self.sides
        self.phase = Phase.DEAL
        self.winner: int | None = None
        self.napoleone = False
        self.hands_played = 0
        self.log: list[HandLog] = []
        self._hand: HandState | None = None

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

    def _copy_rest(self, other: CiceraGame) -> None:
        """For :meth:`clone`: the log."""
        other.log = [HandLog(h.dealer, h.deal, list(h.plays), h.scores, h.totals, h.number)
                     for h in self.log]

    # -- the state interface ------------------------------------------------------------------

    def current_player(self) -> int | None:
        """The seat to play, or None between hands and after the match."""
        return self.hand.turn if self.phase is Phase.PLAY else None

    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def side_of(self, seat: int) -> int:
        return self.rules.side_of(seat, self.players)

    def side_totals(self) -> tuple[int, ...]:
        """The match totals per side."""
        return tuple(self.totals)

    def seats_in(self) -> tuple[int, ...]:
        """Every seat plays every hand of a Cicera match."""
        return tuple(range(self.players))

    def is_chance_node(self) -> bool:
        return self.phase is Phase.DEAL

    def deal_hand(self) -> list[Event]:
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
                              Refusal.NOT_HELD,
                              {"card": int(move.card), "seat": hand.turn})
        problem = capture_refusal(int(move.card), [int(c) for c in move.capture], hand.table)
        if problem:
            raise IllegalMove(refusal_text(*problem), *problem)

    def apply(self, move: Move) -> list[Event]:
        """Play ``move`` for the current player; the events in the order they happen."""
        self.check(move)
        return self._apply(move)

    def _apply(self, move: Move) -> list[Event]:
        hand = self.hand
        seat = hand.turn
        later_before = len(hand.later)
        mask = hand.play(move.card, move.capture)
        self.log[-1].plays.append(move)
        events: list[Event] = []
        if move.capture:
            events.append(
                CardsCaptured(
                    seat,
                    hand.side_of[seat],
                    move.card,
                    move.capture,
                    points_from_mask(mask),
                    points_from_mask(hand.voided),
                )
            )
        else:
            events.append(CardLaid(seat, move.card))
        if len(hand.later) < later_before:
            dealt = [[CARDS[c] for c in cards] for cards in hand.hands]  # hands were empty
            events.append(LaterDeal(later_packets(dealt, hand.dealer), hand.stock_size()))
        if hand.finished:
            events += self._finish_hand()
        return events

    # -- dealing and the end of a hand ---------------------------------------------------------

    def next_dealer(self) -> int:
        """Who deals the next hand: drawn at random for the first, then in turn."""
        if self._hand is None:
            return self.rng.randrange(self.players)
        return (self._hand.dealer + 1) % self.players

    def start_hand(self, deal: Deal | None = None, dealer: int | None = None) -> list[Event]:
        """Deal the next hand: shuffled and cut from the match's generator, or as given."""
        if self.phase is Phase.PLAY:
            raise IllegalMove("a hand is still being played", Refusal.HAND_IN_PLAY)
        if self.phase is Phase.OVER:
            raise IllegalMove("the match is over", Refusal.MATCH_OVER)
        number = None
        if deal is None:
            number, dealer, shuffle = self.numbered_deal(dealer, self.players, self.next_dealer)
        elif dealer is None:
            dealer = self.next_dealer()
        if not 0 <= dealer < self.players:
            raise IllegalMove(f"there is no seat {dealer} to deal",
                              Refusal.NO_DEALER, {"seat": dealer})
        pattern = self.rules.deal_for(self.players)
        if deal is None:
            deal = deal_from_deck(shuffle_and_cut(deck(), shuffle), pattern, self.players, dealer)
        else:
            problem = deal.problem(pattern, self.players)
            if problem:
                raise IllegalMove(f"wrong deal: {problem}", Refusal.WRONG_DEAL)
        self._hand = HandState.start(self.rules, dealer, deal)
        self.log.append(HandLog(dealer, deal, number=number))
        self.phase = Phase.PLAY
        return [HandDealt(self.hands_played + 1, dealer, first_packets(deal, pattern, dealer))]

    def _finish_hand(self) -> list[Event]:
        hand = self.hand
        events: list[Event] = []
        taker = hand.last_capturer
        events.append(
            LeftoverTaken(
                None if taker == NOBODY else taker,
                None if taker == NOBODY else hand.side_of[taker],
                tuple(CARDS[c] for c in hand.leftover),
            )
        )
        scores = hand.score()
        self.log[-1].scores = scores
        for side, score in enumerate(scores):
            self.totals[side] += score.total
        self.log[-1].totals = tuple(self.totals)
        self.hands_played += 1
        events.append(HandScored(self.hands_played, scores, tuple(self.totals)))
        winner = NOBODY
        napoleone_side = hand.napoleone_side() if self.rules.napoleone else NOBODY
        if napoleone_side != NOBODY:
            winner = napoleone_side
            self.napoleone = True
        elif max(self.totals) >= self.rules.target:
            best = max(self.totals)
            leaders = [side for side, total in enumerate(self.totals) if total == best]
            if len(leaders) == 1:
                winner = leaders[0]
        if winner == NOBODY:
            self.phase = Phase.DEAL
        else:
            self.winner = winner
            self.phase = Phase.OVER
            events.append(MatchWon(winner, tuple(self.totals), self.napoleone))
        return events
