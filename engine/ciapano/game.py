"""A match of the Ciapanò family: hands dealt to the players still in until the match is
decided. The state interface (:class:`engine.game.GameState`).

Penalty points count against a player, so lower is better. Players reaching the target go
out (or the match ends at once, or after a number of deals, as the variant says); the deal
passes to the next player still in. Seeds in, same game out: the first dealer and every
shuffle come from the match's own generator.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum

from engine.cards import CARDS, Card
from engine.ciapano.deal import Deal
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
    Trick,
    TrickWon,
)
from engine.ciapano.hand import HandState
from engine.ciapano.moves import GIVE, TAKE, Choice, Move
from engine.ciapano.rules import DECK, SUIT_NAMES, CiapanoRules, load_rules
from engine.ciapano.scoring import hand_penalties, may_take, take_penalties
from engine.ciapano.view import SeatView
from engine.errors import IllegalMove, Refusal
from engine.game import HandMatch, Outcome
from engine.kinds.trick.masks import BIT, SUIT_MASK_OF, SUIT_MASKS, cards_of
from engine.shuffle import shuffle_and_cut


class Phase(Enum):
    """Where the match stands."""

    DEAL = "deal"  # a hand is to be dealt: the chance step
    PLAY = "play"  # a hand is being played
    CHOICE = "choice"  # a cappotto's maker is to choose
    OVER = "over"  # the match is decided


@dataclass
class HandLog:
    """What a record keeps of one hand, and what its replay prints."""

    dealer: int
    seats: tuple[int, ...]
    deal: Deal
    plays: list[Move] = field(default_factory=list)
    tricks: list[Trick] = field(default_factory=list)
    points: tuple[int, ...] | None = None
    penalty: tuple[int, ...] | None = None
    totals: tuple[int, ...] | None = None  # each seat's match score after the hand
    number: int | None = None  # the deal's number, when dealt here (not given by a record)

    @property
    def finished(self) -> bool:
        """True once the hand was scored."""
        return self.penalty is not None

    @property
    def written(self) -> tuple[int, ...] | None:
        """What each seat wrote in the hand (0 for a seat out), once it was scored."""
        return self.penalty

    def hands_before(self, rules: CiapanoRules, players: int, trick: int
                     ) -> dict[int, list[int]]:
        """Each seat's cards just before trick number ``trick`` (from 0) of the hand, for
        looking back at it: as dealt, with what it drew, less what it played."""
        state = HandState.start(rules, players, self.seats, self.dealer,
                                [[int(c) for c in hand] for hand in self.deal.hands],
                                [int(c) for c in self.deal.rest])
        for done in self.tricks[:trick]:
            for card in done.cards:
                state.play(int(card))
        return {seat: cards_of(state.hands[seat]) for seat in self.seats}

    def tricks_taken(self, players: int) -> list[int]:
        """How many tricks each of the ``players`` seats took in the hand."""
        counts = [0] * players
        for trick in self.tricks:
            if trick.winner is not None:
                counts[trick.winner] += 1
        return counts


class CiapanoGame(HandMatch[HandState]):
    """One match of a Ciapanò-family variant between ``players`` seats, each for themself."""

    lower_is_better = True

    def __init__(self, rules: CiapanoRules, players: int | None = None, *,
                 seed: int | None = None, rng: random.Random | None = None) -> None:
        self.rules = rules
        self.players = players if players is not None else rules.default_players
        rules.check_players(self.players)
        self.seed = seed
        self.rng = rng if rng is not None else random.Random(seed)
        self.totals = [0] * self.players
        self.out = [False] * self.players
        self.phase = Phase.DEAL
        self.winners: tuple[int, ...] | None = None
        self.hands_played = 0
        self.log: list[HandLog] = []
        self.chooser: int | None = None
        self._hand: HandState | None = None

    @classmethod
    def new(cls, variant: str = "ciapano", players: int | None = None,
            seed: int | None = None) -> CiapanoGame:
        """A match of a shipped variant (or a variant file) with its first hand dealt."""
        game = cls(load_rules(variant), players, seed=seed)
        game.start_hand()
        return game

    def _copy_rest(self, other: CiapanoGame) -> None:
        """For :meth:`clone`: who is out, and the log."""
        other.out = list(self.out)
        other.log = [HandLog(h.dealer, h.seats, h.deal, list(h.plays), list(h.tricks),
                             h.points, h.penalty, h.totals, h.number) for h in self.log]

    # -- the state interface ----------------------------------------------------------------

    @property
    def sides(self) -> int:
        return self.players

    def side_of(self, seat: int) -> int:
        return seat

    def seats_in(self) -> tuple[int, ...]:
        return tuple(seat for seat in range(self.players) if not self.out[seat])

    def side_totals(self) -> tuple[int, ...]:
        return tuple(self.totals)

    def is_chance_node(self) -> bool:
        return self.phase is Phase.DEAL

    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def current_player(self) -> int | None:
        if self.phase is Phase.PLAY:
            return self.hand.turn
        if self.phase is Phase.CHOICE:
            return self.chooser
        return None

    def last_hand_points(self) -> tuple[int, ...] | None:
        """What each seat wrote in the last finished hand."""
        for log in reversed(self.log):
            if log.penalty is not None:
                return log.penalty
        return None

    def outcome(self) -> Outcome | None:
        if self.winners is None:
            return None
        return Outcome(self.winners, tuple(self.totals), lower_is_better=True)

    def view(self, seat: int) -> SeatView:
        """Exactly what ``seat`` may know (see :mod:`engine.ciapano.view`)."""
        if not 0 <= seat < self.players:
            raise ValueError(f"there is no seat {seat} in a game of {self.players}")
        players = self.players
        choices = self.choices() if self.current_player() == seat else ()
        if not self.has_hand:
            nothing = (0,) * players
            return SeatView(
                rules=self.rules, players=players, seat=seat, seats_in=self.seats_in(),
                seats=self.seats_in(), hand_number=0, dealer=-1, turn=None, hand=(), leader=-1,
                trick=(), tricks=(), points=nothing, tricks_won=nothing,
                voids=(frozenset(),) * players, hand_sizes=nothing, talon=0, rest=0,
                removed=(), drawn=(), first_trick=True, chooser=None, choices=(),
                totals=tuple(self.totals), winners=self.winners,
            )
        hand = self.hand
        log = self.log[-1]
        return SeatView(
            rules=self.rules,
            players=players,
            seat=seat,
            seats_in=self.seats_in(),
            seats=hand.seats,
            hand_number=self.hands_played + (0 if self.current_player() is None else 1),
            dealer=hand.dealer,
            turn=None if self.choices() else self.current_player(),
            hand=tuple(CARDS[c] for c in cards_of(hand.hands[seat])),
            leader=hand.leader if hand.trick else hand.turn,
            trick=tuple(CARDS[c] for c in hand.trick),
            tricks=tuple(log.tricks),
            points=tuple(hand.points),
            tricks_won=tuple(hand.tricks),
            voids=tuple(_suits(mask) for mask in hand.voids),
            hand_sizes=tuple(mask.bit_count() for mask in hand.hands),
            talon=len(hand.talon),
            rest=len(hand.aside),
            removed=self.rules.removed.get(len(hand.seats), ()),
            drawn=tuple(CARDS[card] for drawer, card in hand.draws if drawer == seat),
            first_trick=hand.first_trick,
            chooser=self.chooser,
            choices=choices,
            totals=tuple(self.totals),
            winners=self.winners,
        )

    def choices(self) -> tuple[Choice, ...]:
        """The cappotto choices open to its maker: give, and take where the score allows."""
        if self.phase is not Phase.CHOICE or self.chooser is None:
            return ()
        return (GIVE, TAKE) if may_take(self.rules, self.totals[self.chooser]) else (GIVE,)

    def legal_moves(self) -> list[Move]:
        """The cards the seat to play may play, lowest card number first; or the choices."""
        if self.phase is Phase.CHOICE:
            return list(self.choices())
        if self.phase is not Phase.PLAY:
            return []
        return [CARDS[c] for c in cards_of(self.hand.legal_mask())]

    def check(self, move: Move | int) -> None:
        """Raise :class:`IllegalMove` with a reason unless ``move`` is legal now (a plain
        number is never legal: :meth:`apply` turns a card's number into its card)."""
        if self.phase is Phase.OVER:
            raise IllegalMove("the match is over", Refusal.MATCH_OVER)
        if self.phase is Phase.DEAL:
            raise IllegalMove("the hand is over; the next hand has not been dealt",
                              Refusal.HAND_OVER)
        if self.phase is Phase.CHOICE:
            if not isinstance(move, Choice):
                raise IllegalMove("the hand is over: the cappotto's maker is to choose "
                                  "'give' or 'take'", Refusal.CHOOSE_CAPPOTTO)
            if move not in self.choices():
                raise IllegalMove(f"'take' is allowed only with a score of {self.rules.total} "
                                  f"or more; seat {self.chooser} has "
                                  f"{self.totals[self.chooser or 0]}", Refusal.TAKE_NOT_ALLOWED,
                                  {"total": self.rules.total, "seat": self.chooser or 0,
                                   "score": self.totals[self.chooser or 0]})
            return
        if not isinstance(move, Card):
            raise IllegalMove("there is no cappotto to choose for; play a card",
                              Refusal.PLAY_A_CARD)
        hand = self.hand
        held = hand.hands[hand.turn]
        if not held & BIT[move]:
            if move not in DECK:
                raise IllegalMove(f"{move} is not one of the 40 cards (no 8, 9, 10)",
                                  Refusal.NOT_IN_DECK,
                                  {"card": int(move)})
            if move not in self.rules.deck_for(len(hand.seats)):
                raise IllegalMove(f"{move} is out of the deck with {len(hand.seats)} players",
                                  Refusal.OUT_OF_DECK,
                                  {"card": int(move), "players": len(hand.seats)})
            raise IllegalMove(f"seat {hand.turn} does not hold {move}", Refusal.NOT_HELD,
                              {"card": int(move), "seat": hand.turn})
        if hand.legal_mask() & BIT[move]:
            return
        if not hand.trick:
            suit = SUIT_NAMES[move.suit]
            raise IllegalMove(f"no {suit} may be led to the first trick", Refusal.LEAD_FORBIDDEN,
                              {"card": int(move), "suit": move.suit})
        if held & hand.led and not move_follows(move, hand.led):
            raise IllegalMove(f"you must follow {SUIT_NAMES[hand.trick[0] // 13]}",
                              Refusal.MUST_FOLLOW,
                              {"card": int(move), "led": hand.trick[0]})
        raise IllegalMove(f"{move} may not be discarded to the first trick",
                          Refusal.DISCARD_FORBIDDEN,
                          {"card": int(move)})

    def apply(self, move: Move | int) -> list[Event]:
        """Play ``move`` (a card's number, 0-51, stands for the card) for the current player;
        the events in the order they happen."""
        if isinstance(move, int) and not isinstance(move, (Card, bool)) and 0 <= move < 52:
            move = CARDS[move]
        self.check(move)  # a number left is no card: refused there
        if isinstance(move, Choice):
            return self._choose(move)
        return self._play(CARDS[move])

    # -- playing ----------------------------------------------------------------------------

    def _play(self, card: Card) -> list[Event]:
        hand = self.hand
        seat = hand.turn
        log = self.log[-1]
        draws_before = len(hand.draws)
        winner = hand.play(card)
        log.plays.append(card)
        events: list[Event] = [CardPlayed(seat, card)]
        if winner < 0:
            return events
        cards = tuple(CARDS[c] for c in hand.last_trick)
        last = hand.finished
        points = sum(self.rules.values[c] for c in cards)
        if last:
            points += hand.last_bonus
        log.tricks.append(Trick(hand.leader, cards, winner))
        events.append(TrickWon(winner, hand.leader, cards, points, last))
        left = len(hand.talon) + len(hand.draws) - draws_before
        for drawer, drawn in hand.draws[draws_before:]:
            left -= 1
            events.append(TalonDrawn(drawer, CARDS[drawn], left))
        if last:
            events += self._end_of_hand()
        return events

    def _end_of_hand(self) -> list[Event]:
        hand = self.hand
        written = hand_penalties(self.rules, hand.seats, hand.points, hand.tricks,
                                 hand.last_winner)
        if self.choice_open(written.cappotto, hand.last_winner):
            self.phase = Phase.CHOICE
            self.chooser = hand.last_winner
            return [CappottoMade(hand.last_winner, self.choices())]
        # A maker whose score is under the total can only give: no choice is asked, the
        # hand is scored as given (RECORDS.md: give is the default, no entry needed).
        maker = hand.last_winner if written.cappotto else None
        return self._score(written.penalty, maker)

    def choice_open(self, cappotto: bool, maker: int) -> bool:
        """Whether a hand that ended with ``maker`` taking every trick leaves them a choice:
        Traversone's cappotto, and only to a maker whose score allows taking."""
        return (cappotto and self.rules.scoring == "balance" and self.rules.cappotto == "choose"
                and may_take(self.rules, self.totals[maker]))

    def cappotto_forced(self) -> bool:
        """Whether the last finished hand was a Traversone cappotto given without a choice,
        because its maker's score was under the total."""
        if self.phase not in (Phase.DEAL, Phase.OVER) or not self.log:
            return False
        log = self.log[-1]
        rules = self.rules
        if log.penalty is None or rules.cappotto != "choose" or rules.scoring != "balance":
            return False
        written = hand_penalties(self.rules, self.hand.seats, self.hand.points, self.hand.tricks,
                                 self.hand.last_winner)
        return written.cappotto and not any(isinstance(p, Choice) for p in log.plays)

    def _choose(self, choice: Choice) -> list[Event]:
        maker = self.chooser
        assert maker is not None
        self.log[-1].plays.append(choice)
        self.chooser = None
        hand = self.hand
        if choice == TAKE:
            penalty = take_penalties(self.rules, self.players, maker)
        else:
            penalty = hand_penalties(self.rules, hand.seats, hand.points, hand.tricks,
                                     maker).penalty
        return [CappottoChosen(maker, choice), *self._score(penalty, maker)]

    def _score(self, penalty: tuple[int, ...], cappotto: int | None) -> list[Event]:
        hand = self.hand
        log = self.log[-1]
        log.points = tuple(hand.points)
        log.penalty = penalty
        for seat, written in enumerate(penalty):
            self.totals[seat] = max(0, self.totals[seat] + written)
        log.totals = tuple(self.totals)
        self.hands_played += 1
        events: list[Event] = [HandScored(self.hands_played, log.points, penalty,
                                          tuple(self.totals), hand.last_winner, cappotto)]
        events += self._match_end(hand.seats)
        return events

    def _match_end(self, seats: tuple[int, ...]) -> list[Event]:
        """Who goes out, and whether the match is decided, after a scored hand."""
        rules = self.rules
        events: list[Event] = []
        winners: tuple[int, ...] | None = None
        if rules.end == "first_to_target":
            if any(self.totals[seat] >= rules.target for seat in seats):
                winners = self._fewest(seats)
        elif rules.end == "deals":
            if self.hands_played >= rules.deals:
                winners = self._fewest(seats)
        else:
            going = [seat for seat in seats if self.totals[seat] >= rules.target]
            for seat in going:
                self.out[seat] = True
                events.append(PlayerOut(seat, self.totals[seat]))
            left = self.seats_in()
            if going and not left:
                winners = self._fewest(tuple(going))
            elif going and (len(left) <= rules.survivors or len(left) < rules.min_players):
                winners = left
        if winners is None:
            self.phase = Phase.DEAL
            return events
        self.winners = winners
        self.phase = Phase.OVER
        events.append(MatchWon(winners, tuple(self.totals)))
        return events

    def _fewest(self, seats: tuple[int, ...]) -> tuple[int, ...]:
        fewest = min(self.totals[seat] for seat in seats)
        return tuple(seat for seat in seats if self.totals[seat] == fewest)

    # -- dealing ------------------------------------------------------------------------------

    def next_dealer(self) -> int:
        """Who deals next: drawn at random for the first hand, then the next seat still in."""
        if self._hand is None:
            return self.rng.randrange(self.players)
        seat = (self._hand.dealer + 1) % self.players
        while self.out[seat]:
            seat = (seat + 1) % self.players
        return seat

    def deal_hand(self) -> list[Event]:
        """The chance step: the next hand shuffled, cut and dealt from the match's generator."""
        return self.start_hand()

    def start_hand(self, deal: Deal | None = None, dealer: int | None = None) -> list[Event]:
        """Deal the next hand to the seats still in: from the match's generator, or as given
        (by position among the seats in, when a record is replayed)."""
        if self.phase is Phase.OVER:
            raise IllegalMove("the match is over", Refusal.MATCH_OVER)
        if self.phase is not Phase.DEAL:
            raise IllegalMove("a hand is still being played", Refusal.HAND_IN_PLAY)
        seats = self.seats_in()
        number = None
        if deal is None:
            number, dealer, shuffle = self.numbered_deal(dealer, self.players, self.next_dealer)
        elif dealer is None:
            dealer = self.next_dealer()
        if dealer not in seats:
            raise IllegalMove(f"seat {dealer} is not in the match and cannot deal",
                              Refusal.NO_DEALER,
                              {"seat": dealer})
        count = len(seats)
        if deal is None:
            deal = Deal.from_deck(shuffle_and_cut(self.rules.deck_for(count), shuffle),
                                  self.rules, count)
        else:
            problem = deal.problem(self.rules, count)
            if problem:
                raise IllegalMove(f"wrong deal: {problem}", Refusal.WRONG_DEAL)
        self._hand = HandState.start(self.rules, self.players, seats, dealer, deal.hands,
                                     deal.rest)
        self.log.append(HandLog(dealer, seats, deal, number=number))
        self.phase = Phase.PLAY
        by_seat: list[tuple[Card, ...]] = [()] * self.players
        for seat, cards in zip(seats, deal.hands, strict=True):
            by_seat[seat] = cards
        events: list[Event] = [HandDealt(self.hands_played + 1, dealer, seats, tuple(by_seat),
                                         len(deal.rest), self.rules.removed.get(count, ()))]
        left = len(self._hand.talon) + len(self._hand.draws)
        for drawer, drawn in self._hand.draws:
            left -= 1
            events.append(TalonDrawn(drawer, CARDS[drawn], left))
        return events


def move_follows(card: int, led: int) -> bool:
    return bool(SUIT_MASK_OF[card] & led)


def _suits(mask: int) -> frozenset[int]:
    return frozenset(suit for suit in range(4) if mask & SUIT_MASKS[suit])
