"""A plain implementation of a hand of the Ciapanò family, for comparison and cross-checking.

Written the way a first implementation usually is: cards as strings like ``"3s"``, hands as
lists, the rank order looked up in a list. It reads the same :class:`CiapanoRules` and plays
the same rules as :mod:`engine.ciapano.hand` and :mod:`engine.ciapano.scoring`, but shares no
code with them, so the tests can play both side by side, and ``python -m engine bench``
measures how much the bit masks gain.
"""

from __future__ import annotations

import random

from engine.ciapano.rules import CiapanoRules

RANKS = ["A", "2", "3", "4", "5", "6", "7", "F", "C", "R"]
SUITS = ["d", "c", "s", "b"]
#: Low to high within a suit.
ORDER = ["4", "5", "6", "7", "F", "C", "R", "A", "2", "3"]


def rank(card: str) -> str:
    return card[:-1]


def suit(card: str) -> str:
    return card[-1]


def card_points(rules: CiapanoRules) -> dict[str, int]:
    """Every card's points in the variant's unit, by its text."""
    table = {}
    for s in SUITS:
        for r in RANKS:
            table[r + s] = _points(rules, r + s)
    return table


def _points(rules: CiapanoRules, card: str) -> int:
    # The rules keep points by card number: suit * 13 + rank index (A 2 ... 10 F C R).
    index = SUITS.index(suit(card)) * 13 + ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10",
                                            "F", "C", "R"].index(rank(card))
    return rules.values[index]


class PlainHand:
    """One hand: every player in (seats 0 to players - 1), hands as lists of card texts."""

    def __init__(self, rules: CiapanoRules, players: int, dealer: int,
                 hands: list[list[str]], rest: list[str]) -> None:
        self.rules = rules
        self.players = players
        self.hands = [list(hand) for hand in hands]
        self.points_of = card_points(rules)
        self.talon: list[str] = []
        self.aside: list[str] = []
        if rules.rest == "talon":
            self.talon = list(rest)
        else:
            self.aside = list(rest)
        self.turn = (dealer + 1) % players
        self.trick: list[tuple[int, str]] = []
        self.tricks: list[tuple[int, list[str], int]] = []
        self.points = [0] * players
        self.tricks_won = [0] * players
        self.last_winner = -1
        self.cards_left = sum(len(h) for h in hands) + len(self.talon)
        self.no_lead = [SUITS[s] for s in rules.first_trick_no_lead]
        self.no_discard = [str(c) for c in rules.first_trick_no_discard]
        if self.talon and rules.draw_before_first_trick:
            self.draw(self.turn)

    def draw(self, first: int) -> None:
        player = first
        for _ in range(self.players):
            self.hands[player].append(self.talon.pop(0))
            player = (player + 1) % self.players

    def legal(self) -> list[str]:
        hand = self.hands[self.turn]
        first_trick = len(self.tricks) == 0
        if not self.trick:
            if first_trick and self.no_lead:
                allowed = [c for c in hand if suit(c) not in self.no_lead]
                if allowed:
                    return allowed
            return list(hand)
        led = suit(self.trick[0][1])
        if self.talon and not self.rules.follow_while_talon:
            allowed = list(hand)
        else:
            allowed = [c for c in hand if suit(c) == led]
            if not allowed:
                allowed = list(hand)
        if first_trick and self.no_discard:
            kept = [c for c in allowed if not (c in self.no_discard and suit(c) != led)]
            if kept:
                allowed = kept
        return allowed

    def play(self, card: str) -> None:
        if card not in self.legal():
            raise ValueError(f"{card} may not be played")
        self.hands[self.turn].remove(card)
        self.trick.append((self.turn, card))
        self.cards_left -= 1
        if len(self.trick) < self.players:
            self.turn = (self.turn + 1) % self.players
            return
        led = suit(self.trick[0][1])
        winner, best = self.trick[0]
        for player, played in self.trick[1:]:
            if suit(played) == led and ORDER.index(rank(played)) > ORDER.index(rank(best)):
                winner, best = player, played
        cards = [c for _, c in self.trick]
        self.tricks.append((self.trick[0][0], cards, winner))
        self.points[winner] += sum(self.points_of[c] for c in cards)
        self.tricks_won[winner] += 1
        self.trick = []
        self.turn = winner
        if self.cards_left == 0:
            self.last_winner = winner
            self.points[winner] += self.rules.last_trick_bonus
            if self.rules.rest == "monte":
                self.points[winner] += sum(self.points_of[c] for c in self.aside)
        elif self.talon:
            self.draw(winner)

    def finished(self) -> bool:
        return self.cards_left == 0

    def penalties(self) -> tuple[list[int], bool]:
        """What each player writes (a cappotto given, not taken), and whether it was one."""
        rules = self.rules
        if rules.scoring == "balance":
            written = [0] * self.players
            for player in range(self.players):
                if player != self.last_winner:
                    written[player] = self.points[player] // (3 if rules.unit == "third" else 1)
            if sum(written) == 0:
                return [0 if p == self.last_winner else rules.total
                        for p in range(self.players)], True
            written[self.last_winner] = rules.total - sum(written)
            return written, False
        if rules.scoring == "mattazza":
            if all(self.tricks_won):
                most = max(self.points)
                return [1 if p == most else 0 for p in self.points], False
            return [1 if t == 0 else 0 for t in self.tricks_won], False
        total = sum(self.points)
        zeros = self.points.count(0)
        if total in self.points:
            return [3 if p == 0 else 0 for p in self.points], True
        if zeros == 2:
            return [2 if p == 0 else 0 for p in self.points], False
        if zeros == 1:
            return [1 if p == 0 else 0 for p in self.points], False
        most = max(self.points)
        figure = 1 if most <= 18 else 2 if most <= 22 else most - 20
        tied = self.points.count(most)
        return [figure * tied if p == most else 0 for p in self.points], False


def random_hand(rules: CiapanoRules, players: int, rng: random.Random) -> list[int]:
    """Shuffle, deal and play one hand with random legal cards; what each player writes."""
    removed = [str(c) for c in rules.removed.get(players, ())]
    deck = [r + s for s in SUITS for r in RANKS if r + s not in removed]
    rng.shuffle(deck)
    size = rules.hand_size(players)
    hands = [deck[i * size:(i + 1) * size] for i in range(players)]
    hand = PlainHand(rules, players, rng.randrange(players), hands, deck[size * players:])
    while not hand.finished():
        hand.play(rng.choice(hand.legal()))
    written, _cappotto = hand.penalties()
    return written
