"""One hand of Scopa in progress: hands, table, later deals, each side's captures and scope.

Cards are card numbers (:mod:`engine.cards`). The captures a card can make are the capture
kind's (:func:`engine.kinds.capture.options.capture_options`) with Scopa's values and its
rule that a single card of the same value, where there is one, is the only capture; a card
that can take must take. :meth:`ScopaHand.play` trusts its caller (the match checks first).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import CARDS
from engine.errors import Refusal
from engine.kinds.capture.deal import Deal
from engine.kinds.capture.options import capture_options
from engine.scopa.rules import VALUE, ScopaRules
from engine.scopa.scoring import HandScore, score_hand

NOBODY = -1
#: A play as card numbers: the card and the table cards it takes (empty: laid).
Play = tuple[int, tuple[int, ...]]
#: Why a play is refused, by code: the English the command line prints.
REFUSALS = {
    Refusal.CAPTURE_REPEATS: "a card is named twice in the capture",
    Refusal.NOT_ON_TABLE: "{card} is not on the table",
    Refusal.MUST_TAKE: "{card} can take from the table, and a card that can take must take",
    Refusal.SINGLE_FIRST: "{card} must take a single card of its value, which is on the table",
    Refusal.WRONG_SUM: "the captured cards add up to {total}, not {value}",
}


def options_of(card: int, table: Sequence[int]) -> list[tuple[int, ...]]:
    """Every capture ``card`` can make from ``table``, each in card order, in order."""
    return sorted(tuple(sorted(option))
                  for option in capture_options(card, table, VALUE, VALUE, single_first=True))


def plays_of(hand: Sequence[int], table: Sequence[int]) -> list[Play]:
    """The legal plays of ``hand`` on ``table``: by card, its captures (a card that can take
    must take), else laying it."""
    plays: list[Play] = []
    for card in sorted(hand):
        options = options_of(card, table)
        plays += [(card, option) for option in options] if options else [(card, ())]
    return plays


def refusal(card: int, capture: Sequence[int], table: Sequence[int]
            ) -> tuple[Refusal, dict[str, int]] | None:
    """None when ``card`` may take ``capture`` from ``table`` (empty: lay it); otherwise
    why not, as a code of :data:`REFUSALS` and its numbers."""
    if len(set(capture)) != len(capture):
        return Refusal.CAPTURE_REPEATS, {}
    missing = [c for c in capture if c not in table]
    if missing:
        return Refusal.NOT_ON_TABLE, {"card": missing[0]}
    options = options_of(card, table)
    if not capture:
        return (Refusal.MUST_TAKE, {"card": card}) if options else None
    if tuple(sorted(capture)) in options:
        return None
    if any(VALUE[t] == VALUE[card] for t in table):
        return Refusal.SINGLE_FIRST, {"card": card}
    return Refusal.WRONG_SUM, {"total": sum(VALUE[c] for c in capture), "value": VALUE[card]}


def refusal_text(code: Refusal, params: dict[str, int]) -> str:
    """A refusal in the command line's English (cards by their codes)."""
    words = {key: str(CARDS[value]) if key == "card" else str(value)
             for key, value in params.items()}
    return REFUSALS[code].format(**words)


class ScopaHand:
    """The state of one hand (see the module's docstring)."""

    __slots__ = ("dealer", "hands", "last_capturer", "later", "leftover", "leftover_side",
                 "piles", "players", "plays_left", "rules", "scope", "side_of", "table",
                 "turn")

    rules: ScopaRules
    players: int
    dealer: int
    side_of: tuple[int, ...]
    hands: list[list[int]]
    table: list[int]
    later: list[list[list[int]]]
    piles: list[list[int]]
    scope: list[int]
    turn: int
    last_capturer: int
    plays_left: int
    leftover: list[int]
    leftover_side: int

    @classmethod
    def start(cls, rules: ScopaRules, dealer: int, deal: Deal) -> ScopaHand:
        """The hand as dealt: the player after the dealer plays first."""
        state = cls.__new__(cls)
        players = len(deal.hands)
        state.rules, state.players, state.dealer = rules, players, dealer
        state.side_of = tuple(rules.side_of(seat, players) for seat in range(players))
        state.hands = [[int(c) for c in hand] for hand in deal.hands]
        state.table = [int(c) for c in deal.table]
        state.later = [[[int(c) for c in hand] for hand in later] for later in deal.later]
        sides = rules.sides(players)
        state.piles = [[] for _ in range(sides)]
        state.scope = [0] * sides
        state.turn = (dealer + 1) % players
        state.last_capturer = NOBODY
        state.plays_left = (sum(len(hand) for hand in state.hands)
                            + sum(len(hand) for later in state.later for hand in later))
        state.leftover = []
        state.leftover_side = NOBODY
        return state

    def clone(self) -> ScopaHand:
        other = ScopaHand.__new__(ScopaHand)
        other.rules, other.players, other.dealer = self.rules, self.players, self.dealer
        other.side_of = self.side_of
        other.hands = [list(hand) for hand in self.hands]
        other.table = list(self.table)
        other.later = [[list(hand) for hand in later] for later in self.later]
        other.piles = [list(pile) for pile in self.piles]
        other.scope = list(self.scope)
        other.turn, other.last_capturer = self.turn, self.last_capturer
        other.plays_left = self.plays_left
        other.leftover, other.leftover_side = list(self.leftover), self.leftover_side
        return other

    @property
    def finished(self) -> bool:
        return self.plays_left == 0

    def legal_plays(self) -> list[Play]:
        """The seat to play's legal plays (:func:`plays_of`)."""
        return plays_of(self.hands[self.turn], self.table)

    def play(self, card: int, capture: Sequence[int] = ()) -> bool:
        """Play ``card`` for the seat to play, taking ``capture``; unchecked. True for a scopa
        (the table swept, not with the hand's last card). Deals the next later deal when the
        hands are empty, and gives the leftover at the hand's end."""
        seat = self.turn
        self.hands[seat].remove(card)
        self.plays_left -= 1
        swept = False
        if capture:
            for taken in capture:
                self.table.remove(taken)
            side = self.side_of[seat]
            self.piles[side] += [card, *capture]
            swept = not self.table and self.plays_left > 0
            if swept:
                self.scope[side] += 1
            self.last_capturer = seat
        else:
            self.table.append(card)
        self.turn = (seat + 1) % self.players
        if not any(self.hands):
            if self.later:
                self.deal_later()
            else:
                self._give_leftover()
        return swept

    def deal_later(self) -> list[list[int]]:
        """Give every seat its cards of the next later deal."""
        hands = self.later.pop(0)
        for seat, cards in enumerate(hands):
            self.hands[seat].extend(cards)
        return hands

    def _give_leftover(self) -> None:
        self.leftover, self.table = self.table, []
        if self.last_capturer != NOBODY and self.leftover:
            self.leftover_side = self.side_of[self.last_capturer]
            self.piles[self.leftover_side] += self.leftover

    def stock_size(self) -> int:
        """Cards still to come in later deals."""
        return sum(len(hand) for later in self.later for hand in later)

    def score(self) -> tuple[HandScore, ...]:
        """The finished hand's points, one entry per side."""
        return score_hand(self.rules, self.piles, self.scope)
