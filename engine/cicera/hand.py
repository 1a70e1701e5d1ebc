"""One hand of Cicera in progress: the fast core that searches and simulations run on.

Cards are card numbers (see :mod:`engine.cards`), capture piles bit masks per side. ``play``
trusts its caller: it is the unchecked path, used by the AI's playouts and by
:class:`engine.cicera.game.CiceraGame` after that has checked the move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.cards import RANK_OF, SUIT_OF
from engine.cicera.moves import (
    POW5,
    SUMS,
    sum_capture_at,
    sum_captures,
    table_by_rank,
    table_signature,
)
from engine.cicera.rules import CiceraRules
from engine.cicera.scoring import ALL_SPADES, HandScore, score_hand, spade_count
from engine.kinds.capture.deal import Deal

SCUA, PICADA, SIMILI, QUADRIGLIA, CINQUINA = 1, 2, 4, 8, 16
EVENT_KINDS = 5
#: EVENTS_OF[mask]: the kinds (0 for Scùa ... 4 for Cinquina) whose bits ``mask`` sets.
EVENTS_OF = tuple(tuple(kind for kind in range(EVENT_KINDS) if mask >> kind & 1)
                  for mask in range(1 << EVENT_KINDS))
NOBODY = -1


def capture_events(card: int, capture: Sequence[int], table_size: int, laid: int,
                   cinquina: bool, last_play_forced: bool = False) -> tuple[int, int]:
    """The event points ``card`` scores taking ``capture`` from a table of ``table_size``
    cards (``laid``: the card the previous play laid), as a bit mask (SCUA, PICADA, ...),
    and those the forced-points rule cancels (``last_play_forced``: the forced-points rule
    holds and this is the hand's very last play). The one place the event points are
    worked out: the rules, the opponents and the window all ask here."""
    mask = SCUA if len(capture) == table_size else 0
    if len(capture) == 1:
        taken = capture[0]
        if taken == laid:
            mask |= PICADA
            if last_play_forced and RANK_OF[taken] >= 10:
                return 0, mask
        return mask, 0
    suit = SUIT_OF[card]
    for taken in capture:
        if SUIT_OF[taken] != suit:
            break
    else:
        mask |= SIMILI
    if len(capture) >= 3:
        mask |= QUADRIGLIA
        if len(capture) >= 4 and cinquina:
            mask |= CINQUINA
    return mask, 0


class HandState:
    """Hands, table, later deals, capture piles and event counts of one hand."""

    __slots__ = (
        "cards_in_hands",
        "cinquina",
        "dealer",
        "events",
        "forced_void",
        "hands",
        "laid",
        "last_capturer",
        "later",
        "leftover",
        "leftover_side",
        "piles",
        "players",
        "plays_left",
        "rules",
        "side_of",
        "table",
        "table_by_rank",
        "table_signature",
        "turn",
        "voided",
    )

    rules: CiceraRules
    players: int
    dealer: int
    side_of: tuple[int, ...]
    hands: list[list[int]]
    table: list[int]
    #: The table's cards rank by rank (each in table order), and its signature
    #: (:func:`table_signature`): kept as the table changes, so that a random play counts its
    #: captures and finds the one drawn without reading the table.
    table_by_rank: list[list[int]]
    table_signature: int
    later: list[list[list[int]]]
    piles: list[int]
    events: list[list[int]]
    turn: int
    laid: int
    last_capturer: int
    plays_left: int
    cards_in_hands: int
    cinquina: bool
    forced_void: bool
    voided: int
    leftover: list[int]
    leftover_side: int

    @classmethod
    def start(cls, rules: CiceraRules, dealer: int, deal: Deal) -> HandState:
        """The hand as dealt: the player after the dealer is to play."""
        return cls.dealt(rules, dealer, [[int(c) for c in hand] for hand in deal.hands],
                         [int(c) for c in deal.table],
                         [[[int(c) for c in hand] for hand in later] for later in deal.later])

    @classmethod
    def dealt(cls, rules: CiceraRules, dealer: int, hands: list[list[int]], table: list[int],
              later: list[list[list[int]]]) -> HandState:
        """The hand as dealt, from card numbers (the lists become the state's own)."""
        state = cls.__new__(cls)
        players = len(hands)
        state.rules = rules
        state.players = players
        state.dealer = dealer
        state.side_of = tuple(rules.side_of(seat, players) for seat in range(players))
        state.hands = hands
        state.table = table
        state.table_by_rank = table_by_rank(table)
        state.table_signature = table_signature(table)
        state.later = later
        sides = rules.sides(players)
        state.piles = [0] * sides
        state.events = [[0] * EVENT_KINDS for _ in range(sides)]
        state.turn = (dealer + 1) % players
        state.laid = NOBODY
        state.last_capturer = NOBODY
        state.cards_in_hands = sum(len(hand) for hand in state.hands)
        state.plays_left = state.cards_in_hands + sum(
            len(hand) for later in state.later for hand in later
        )
        state.cinquina = rules.cinquina
        state.forced_void = rules.forced_points_void
        state.voided = 0
        state.leftover = []
        state.leftover_side = NOBODY
        return state

    def clone(self) -> HandState:
        other = HandState.__new__(HandState)
        other.rules = self.rules
        other.players = self.players
        other.dealer = self.dealer
        other.side_of = self.side_of
        other.hands = [list(hand) for hand in self.hands]
        other.table = list(self.table)
        other.table_by_rank = [list(cards) for cards in self.table_by_rank]
        other.table_signature = self.table_signature
        other.later = [[list(hand) for hand in later] for later in self.later]
        other.piles = list(self.piles)
        other.events = [list(counts) for counts in self.events]
        other.turn = self.turn
        other.laid = self.laid
        other.last_capturer = self.last_capturer
        other.plays_left = self.plays_left
        other.cards_in_hands = self.cards_in_hands
        other.cinquina = self.cinquina
        other.forced_void = self.forced_void
        other.voided = self.voided
        other.leftover = list(self.leftover)
        other.leftover_side = self.leftover_side
        return other

    @property
    def finished(self) -> bool:
        return self.plays_left == 0

    def play(self, card: int, capture: Sequence[int] = ()) -> int:
        """Play ``card`` for the player to move, taking ``capture``; unchecked.

        Returns the event points scored as a bit mask (SCUA, PICADA, ...). Deals the next
        later deal when every hand is empty, and gives the leftover at the hand's end.
        """
        seat = self.turn
        self.hands[seat].remove(card)
        self.plays_left -= 1
        self.cards_in_hands -= 1
        self.voided = 0
        table = self.table
        by_rank = self.table_by_rank
        mask = 0
        if capture:
            bits = 1 << card
            for taken in capture:
                table.remove(taken)
                bits |= 1 << taken
                rank = RANK_OF[taken]
                by_rank[rank].remove(taken)
                if rank < 10:
                    self.table_signature -= POW5[rank]
            side = self.side_of[seat]
            self.piles[side] |= bits
            mask, self.voided = capture_events(
                card, capture, len(table) + len(capture), self.laid, self.cinquina,
                self.forced_void and self.plays_left == 0,
            )
            if mask:
                counts = self.events[side]
                for kind in EVENTS_OF[mask]:
                    counts[kind] += 1
            self.laid = NOBODY
            self.last_capturer = seat
        else:
            table.append(card)
            rank = RANK_OF[card]
            by_rank[rank].append(card)
            if rank < 10:
                self.table_signature += POW5[rank]
            self.laid = card
        self.turn = (seat + 1) % self.players
        if self.cards_in_hands == 0:
            if self.later:
                self.deal_later()
            else:
                self._give_leftover()
        return mask

    def play_random(self, chance: Callable[[], float]) -> None:
        """Play a random move for the seat to play: a card of its hand, then one of that
        card's captures or laying it, each equally likely (``chance`` in [0, 1))."""
        self.random_plays(chance, 1)

    def play_out_random(self, chance: Callable[[], float]) -> None:
        """Play the hand to its end with :meth:`play_random`'s player."""
        self.random_plays(chance, self.plays_left)

    def random_plays(self, chance: Callable[[], float], plays: int) -> None:
        """Make ``plays`` random plays (fewer if the hand ends first), each as
        :meth:`play_random` says, with the state in local variables while they run: the bench's
        loop, and random playouts'.

        ``chance`` is drawn once a play: its whole part, scaled by the hand's size, picks the
        card, and what is left over, scaled again, picks among the card's captures and laying
        it (still uniform: 53 random bits leave plenty for both). The captures are counted
        from the table's counts by rank (:func:`~engine.cicera.moves.sum_captures`); only
        the one drawn is built.
        """
        plays = min(plays, self.plays_left)
        if plays <= 0:
            return
        hands = self.hands
        table = self.table
        by_rank = self.table_by_rank
        signature = self.table_signature
        piles = self.piles
        events = self.events
        side_of = self.side_of
        players = self.players
        cinquina = self.cinquina
        forced_void = self.forced_void
        rank_of = RANK_OF
        pow5 = POW5
        sums = SUMS
        turn = self.turn
        laid = self.laid
        last_capturer = self.last_capturer
        plays_left = self.plays_left
        in_hands = self.cards_in_hands
        voided = self.voided
        stop = plays_left - plays
        while plays_left > stop:
            hand = hands[turn]
            draw = chance() * len(hand)
            index = int(draw)
            card = hand.pop(index)
            rank = rank_of[card]
            same = by_rank[rank]
            singles = len(same)
            if 0 < rank < 10 and signature:  # a number from 2 up may take by sum
                known = sums.get(signature % pow5[rank] << 4 | rank)
                found = known if known is not None else sum_captures(rank + 1, signature)
                by_sum = found[0]
            else:
                by_sum = 0
            pick = int((draw - index) * (singles + by_sum + 1))
            plays_left -= 1
            in_hands -= 1
            if pick == singles + by_sum:
                voided = 0
                table.append(card)
                same.append(card)
                if rank < 10:
                    signature += pow5[rank]
                laid = card
            else:
                size = len(table)
                if pick < singles:
                    taken = same.pop(pick)
                    capture: tuple[int, ...] = (taken,)
                    table.remove(taken)
                    if rank < 10:
                        signature -= pow5[rank]
                    bits = 1 << card | 1 << taken
                else:
                    capture = sum_capture_at(found, by_rank, pick - singles)
                    bits = 1 << card
                    for taken in capture:
                        table.remove(taken)
                        bits |= 1 << taken
                        taken_rank = rank_of[taken]
                        by_rank[taken_rank].remove(taken)
                        signature -= pow5[taken_rank]
                side = side_of[turn]
                piles[side] |= bits
                mask, voided = capture_events(card, capture, size, laid, cinquina,
                                              forced_void and plays_left == 0)
                if mask:
                    counts = events[side]
                    for kind in EVENTS_OF[mask]:
                        counts[kind] += 1
                laid = NOBODY
                last_capturer = turn
            turn += 1
            if turn == players:
                turn = 0
            if not in_hands and self.later:
                for seat, cards in enumerate(self.later.pop(0)):
                    hands[seat].extend(cards)
                    in_hands += len(cards)
        self.table_signature = signature
        self.turn = turn
        self.laid = laid
        self.last_capturer = last_capturer
        self.plays_left = plays_left
        self.cards_in_hands = in_hands
        self.voided = voided
        if not plays_left:
            self._give_leftover()

    def deal_later(self) -> list[list[int]]:
        """Give every seat its cards of the next later deal; play goes on in turn."""
        hands = self.later.pop(0)
        for seat, cards in enumerate(hands):
            self.hands[seat].extend(cards)
            self.cards_in_hands += len(cards)
        return hands

    def _give_leftover(self) -> None:
        self.leftover = self.table
        self.table = []
        self.table_by_rank = [[] for _ in range(13)]
        self.table_signature = 0
        if self.last_capturer != NOBODY:
            side = self.side_of[self.last_capturer]
            self.leftover_side = side
            bits = 0
            for card in self.leftover:
                bits |= 1 << card
            self.piles[side] |= bits

    def score(self) -> tuple[HandScore, ...]:
        """The scoring table of the finished hand, one entry per side."""
        return score_hand(
            self.piles,
            self.events,
            cards_tie_one_each=self.rules.cards_tie == "one_each",
            napula_into_figures=self.rules.napula_into_figures,
        )

    def napoleone_side(self) -> int:
        """The side that took all thirteen spades, or NOBODY."""
        for side, pile in enumerate(self.piles):
            if spade_count(pile) == ALL_SPADES:
                return side
        return NOBODY

    def stock_size(self) -> int:
        """Cards still to come in later deals."""
        return sum(len(hand) for later in self.later for hand in later)
