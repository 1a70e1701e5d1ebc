"""One hand of Cicera in progress: the fast core that searches and simulations run on.

Cards are card numbers (see :mod:`engine.cards`), capture piles bit masks per side. ``play``
trusts its caller: it is the unchecked path, used by the AI's playouts and by
:class:`engine.cicera.game.CiceraGame` after that has checked the move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.cards import RANK_OF, SUIT_OF
from engine.cicera.deal import Deal
from engine.cicera.moves import capture_options
from engine.cicera.rules import CiceraRules
from engine.cicera.scoring import ALL_SPADES, HandScore, score_hand, spade_count

SCUA, PICADA, SIMILI, QUADRIGLIA, CINQUINA = 1, 2, 4, 8, 16
EVENT_KINDS = 5
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
        "turn",
        "voided",
    )

    rules: CiceraRules
    players: int
    dealer: int
    side_of: tuple[int, ...]
    hands: list[list[int]]
    table: list[int]
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
        state = cls.__new__(cls)
        players = len(deal.hands)
        state.rules = rules
        state.players = players
        state.dealer = dealer
        state.side_of = tuple(rules.side_of(seat, players) for seat in range(players))
        state.hands = [[int(c) for c in hand] for hand in deal.hands]
        state.table = [int(c) for c in deal.table]
        state.later = [[[int(c) for c in hand] for hand in later] for later in deal.later]
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
        mask = 0
        if capture:
            bits = 1 << card
            for taken in capture:
                table.remove(taken)
                bits |= 1 << taken
            side = self.side_of[seat]
            self.piles[side] |= bits
            mask, self.voided = capture_events(
                card, capture, len(table) + len(capture), self.laid, self.cinquina,
                self.forced_void and self.plays_left == 0,
            )
            if mask:
                counts = self.events[side]
                for kind in range(EVENT_KINDS):
                    if mask >> kind & 1:
                        counts[kind] += 1
            self.laid = NOBODY
            self.last_capturer = seat
        else:
            table.append(card)
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
        hand = self.hands[self.turn]
        card = hand[int(chance() * len(hand))]
        options = capture_options(card, self.table) if self.table else []
        pick = int(chance() * (len(options) + 1))
        self.play(card, options[pick] if pick < len(options) else ())

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
        if self.last_capturer != NOBODY:
            side = self.side_of[self.last_capturer]
            self.leftover_side = side
            for card in self.leftover:
                self.piles[side] |= 1 << card

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
