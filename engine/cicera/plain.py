"""A plain implementation of a hand of Cicera, for comparison and cross-checking.

Written the way a first implementation usually is: cards as strings like ``"10d"``, hands and
the table as lists, capture piles as lists, captures by sum found by a backtracking search
over the table's number cards. It reads the same :class:`CiceraRules` and plays the same rules
as :mod:`engine.cicera.hand`, :mod:`engine.cicera.moves` and :mod:`engine.cicera.scoring`, but
shares no code with them, so the tests can play both side by side, and ``python -m engine
bench`` measures how much the card numbers, bit masks and capture shapes gain.
"""

from __future__ import annotations

import random

from engine.cicera.rules import CiceraRules

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "F", "C", "R"]
SUITS = ["d", "c", "s", "b"]
FIGURES = ["F", "C", "R"]
DECK = [r + s for s in SUITS for r in RANKS]
#: The spade run of the napula, from the ace.
NAPULA = [r + "s" for r in RANKS]
ITEMS = ["cards", "spades", "napula", "mata", "dieci_denari", "fante_coppe",
         "scua", "picada", "simili", "quadriglia", "cinquina"]


def rank(card: str) -> str:
    return card[:-1]


def suit(card: str) -> str:
    return card[-1]


def value(card: str) -> int:
    """What a number card counts in a sum (A = 1 ... 10 = 10); a figure 0."""
    if rank(card) in FIGURES:
        return 0
    return RANKS.index(rank(card)) + 1


def captures(card: str, table: list[str]) -> list[list[str]]:
    """Every capture ``card`` can make: each table card of its rank, then every set of two
    or more number cards adding up to its value."""
    found = [[t] for t in table if rank(t) == rank(card)]
    target = value(card)
    if target < 2:
        return found
    numbers = [t for t in table if 0 < value(t) < target]

    def search(start: int, chosen: list[str], total: int) -> None:
        for i in range(start, len(numbers)):
            total_now = total + value(numbers[i])
            if total_now > target:
                continue
            chosen.append(numbers[i])
            if total_now == target:
                if len(chosen) >= 2:
                    found.append(list(chosen))
            else:
                search(i + 1, chosen, total_now)
            chosen.pop()

    search(0, [], 0)
    return found


class PlainHand:
    """One hand of Cicera: seats' hands, the table and the later deals as lists of card texts."""

    def __init__(self, rules: CiceraRules, dealer: int, hands: list[list[str]],
                 table: list[str], later: list[list[list[str]]]) -> None:
        self.rules = rules
        self.players = len(hands)
        self.dealer = dealer
        self.hands = [list(hand) for hand in hands]
        self.table = list(table)
        self.later = [[list(hand) for hand in deal] for deal in later]
        self.sides = rules.sides(self.players)
        self.piles: list[list[str]] = [[] for _ in range(self.sides)]
        self.events: list[dict[str, int]] = [
            {"scua": 0, "picada": 0, "simili": 0, "quadriglia": 0, "cinquina": 0}
            for _ in range(self.sides)
        ]
        self.turn = (dealer + 1) % self.players
        self.last_laid: str | None = None
        self.last_capturer: int | None = None
        self.finished = False

    @classmethod
    def deal(cls, rules: CiceraRules, players: int, rng: random.Random) -> PlainHand:
        """Shuffle, cut and deal a new hand by the variant's deal for ``players``."""
        deck = list(DECK)
        rng.shuffle(deck)
        cut = rng.randrange(1, len(deck))
        deck = deck[cut:] + deck[:cut]
        dealer = rng.randrange(players)
        pattern = rules.deal_for(players)
        order = [(dealer + 1 + i) % players for i in range(players)]
        hands: list[list[str]] = [[] for _ in range(players)]
        table: list[str] = []
        for packet in pattern.first:
            if packet.to == "table":
                for _ in range(packet.count):
                    table.append(deck.pop(0))
            else:
                for seat in order:
                    for _ in range(packet.count):
                        hands[seat].append(deck.pop(0))
        later = []
        for _ in range(pattern.later_deals(players)):
            more: list[list[str]] = [[] for _ in range(players)]
            for seat in order:
                for _ in range(pattern.later):
                    more[seat].append(deck.pop(0))
            later.append(more)
        return cls(rules, dealer, hands, table, later)

    def side(self, seat: int) -> int:
        return self.rules.side_of(seat, self.players)

    def legal(self) -> list[tuple[str, list[str]]]:
        """Every play of the seat to move: each card with each of its captures, and laid."""
        plays = []
        for card in self.hands[self.turn]:
            for capture in captures(card, self.table):
                plays.append((card, capture))
            plays.append((card, []))
        return plays

    def play(self, card: str, capture: list[str]) -> None:
        """Play ``card`` for the seat to move, taking ``capture`` (empty: lay it)."""
        seat = self.turn
        self.hands[seat].remove(card)
        if capture:
            side = self.side(seat)
            whole_table = len(capture) == len(self.table)
            for taken in capture:
                self.table.remove(taken)
            self.piles[side].append(card)
            self.piles[side].extend(capture)
            self.count_events(side, card, capture, whole_table)
            self.last_laid = None
            self.last_capturer = seat
        else:
            self.table.append(card)
            self.last_laid = card
        self.turn = (seat + 1) % self.players
        if all(len(hand) == 0 for hand in self.hands):
            if self.later:
                for seat_now, cards in enumerate(self.later.pop(0)):
                    self.hands[seat_now].extend(cards)
            else:
                self.finish()

    def count_events(self, side: int, card: str, capture: list[str], whole_table: bool) -> None:
        found = []
        if whole_table:
            found.append("scua")
        if len(capture) == 1:
            if capture[0] == self.last_laid:
                found.append("picada")
                last_play = (not self.later and all(len(hand) == 0 for hand in self.hands))
                if (self.rules.forced_points_void and last_play
                        and rank(capture[0]) in FIGURES):
                    return
        else:
            if all(suit(taken) == suit(card) for taken in capture):
                found.append("simili")
            if len(capture) >= 3:
                found.append("quadriglia")
            if len(capture) >= 4 and self.rules.cinquina:
                found.append("cinquina")
        for name in found:
            self.events[side][name] += 1

    def finish(self) -> None:
        if self.last_capturer is not None:
            self.piles[self.side(self.last_capturer)].extend(self.table)
        self.table = []
        self.finished = True

    def play_random(self, rng: random.Random) -> None:
        """A card of the hand, then one of its captures or laying it, each equally likely."""
        hand = self.hands[self.turn]
        card = hand[int(rng.random() * len(hand))]
        options = captures(card, self.table)
        pick = int(rng.random() * (len(options) + 1))
        self.play(card, options[pick] if pick < len(options) else [])

    def score(self) -> list[dict[str, int]]:
        """Each side's scoring table, item by item in record order."""
        counts = [len(pile) for pile in self.piles]
        spades = [len([c for c in pile if suit(c) == "s"]) for pile in self.piles]
        scores = []
        for side, pile in enumerate(self.piles):
            items = dict.fromkeys(ITEMS, 0)
            leaders = [s for s in range(self.sides) if counts[s] == max(counts)]
            if max(counts) > 0 and side in leaders:
                if len(leaders) == 1:
                    items["cards"] = 2
                elif self.rules.cards_tie == "one_each":
                    items["cards"] = 1
            spade_leaders = [s for s in range(self.sides) if spades[s] == max(spades)]
            if max(spades) > 0 and spade_leaders == [side]:
                items["spades"] = 1
            if "As" in pile and "2s" in pile and "3s" in pile:
                longest = 13 if self.rules.napula_into_figures else 10
                length = 3
                while length < longest and NAPULA[length] in pile:
                    length += 1
                items["napula"] = length
            items["mata"] = 1 if "2s" in pile else 0
            items["dieci_denari"] = 1 if "10d" in pile else 0
            items["fante_coppe"] = 1 if "Fc" in pile else 0
            items.update(self.events[side])
            scores.append(items)
        return scores


def random_hand(rules: CiceraRules, players: int, rng: random.Random) -> list[dict[str, int]]:
    """Shuffle, cut, deal and play one complete hand with random legal plays; its score."""
    hand = PlainHand.deal(rules, players, rng)
    while not hand.finished:
        hand.play_random(rng)
    return hand.score()
