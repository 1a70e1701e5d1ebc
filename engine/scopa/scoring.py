"""Scoring a hand of Scopa: carte, denari, settebello, primiera, the scope, and where the
variant plays them napola and re bello (``RULES.md``, "Scopa and Scopone").

One point each; a tie scores for nobody, and with three players each for themself a point
goes to the one best alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import RANK_OF, SUIT_OF, Card
from engine.scopa.rules import ScopaRules

COINS = 0
#: The seven of coins, the king of coins, and the coins of the napola in order (A 2 3 4 5 6 7
#: F C R: the run counts from the ace).
SETTEBELLO = int(Card.parse("7d"))
RE_BELLO = int(Card.parse("Rd"))
NAPOLA_RUN = tuple(int(Card.parse(text)) for text in
                   ("Ad", "2d", "3d", "4d", "5d", "6d", "7d", "Fd", "Cd", "Rd"))
#: What each rank counts towards the primiera: 7 = 21, 6 = 18, A = 16, 5 = 15, 4 = 14,
#: 3 = 13, 2 = 12, the figures 10 (ranks 8, 9, 10 are not in the deck).
PRIMIERA_OF_RANK = (16, 12, 13, 14, 15, 18, 21, 0, 0, 0, 10, 10, 10)


@dataclass(frozen=True, slots=True)
class HandScore:
    """One side's points of a hand, and what they were decided on (RECORDS.md's keys)."""

    carte: int
    denari: int
    settebello: int
    primiera: int
    scope: int
    napola: int
    re_bello: int
    cards: int
    coins: int
    primiera_sum: int | None

    @property
    def total(self) -> int:
        return (self.carte + self.denari + self.settebello + self.primiera + self.scope
                + self.napola + self.re_bello)

    def as_dict(self) -> dict[str, int | None]:
        return {"carte": self.carte, "denari": self.denari, "settebello": self.settebello,
                "primiera": self.primiera, "scope": self.scope, "napola": self.napola,
                "re_bello": self.re_bello, "total": self.total, "cards": self.cards,
                "coins": self.coins, "primiera_sum": self.primiera_sum}


def primiera_sum(pile: Sequence[int]) -> int | None:
    """The sum of the best card of each suit by the primiera's values; None for a pile
    without a card of every suit."""
    best = [0, 0, 0, 0]
    for card in pile:
        suit = SUIT_OF[card]
        best[suit] = max(best[suit], PRIMIERA_OF_RANK[RANK_OF[card]])
    return sum(best) if all(best) else None


def primiera_cards(pile: Sequence[int]) -> tuple[int, ...]:
    """The card of each suit that counts towards the primiera (the first of the best by its
    values), in the suits' order; a suit the pile lacks has none."""
    best: dict[int, int] = {}
    for card in sorted(pile):
        suit = SUIT_OF[card]
        if suit not in best or PRIMIERA_OF_RANK[RANK_OF[card]] > PRIMIERA_OF_RANK[
                RANK_OF[best[suit]]]:
            best[suit] = card
    return tuple(best[suit] for suit in sorted(best))


def napola_points(pile: Sequence[int]) -> int:
    """The napola: the ace, two and three of coins together score 3, and one more for each
    next coin in a row (up to the king: 10); 0 without the first three."""
    taken = set(pile)
    run = 0
    for card in NAPOLA_RUN:
        if card not in taken:
            break
        run += 1
    return run if run >= 3 else 0


def best_alone(counts: Sequence[int | None]) -> int | None:
    """The side with the highest count, alone at the top; None on a tie (or no count)."""
    known = [c for c in counts if c is not None]
    if not known:
        return None
    top = max(known)
    leaders = [side for side, c in enumerate(counts) if c == top]
    return leaders[0] if len(leaders) == 1 else None


def score_hand(rules: ScopaRules, piles: Sequence[Sequence[int]], scope: Sequence[int]
               ) -> tuple[HandScore, ...]:
    """Each side's points for its captured ``piles`` and its ``scope``."""
    cards = [len(pile) for pile in piles]
    coins = [sum(1 for c in pile if SUIT_OF[c] == COINS) for pile in piles]
    sums = [primiera_sum(pile) for pile in piles]
    most_cards, most_coins, best_sum = best_alone(cards), best_alone(coins), best_alone(sums)
    return tuple(HandScore(
        carte=int(side == most_cards),
        denari=int(side == most_coins),
        settebello=int(SETTEBELLO in pile),
        primiera=int(side == best_sum),
        scope=scope[side],
        napola=napola_points(pile) if rules.napola else 0,
        re_bello=int(RE_BELLO in pile) if rules.re_bello else 0,
        cards=cards[side],
        coins=coins[side],
        primiera_sum=sums[side],
    ) for side, pile in enumerate(piles))
