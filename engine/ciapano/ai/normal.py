"""Normal: a good club player of the Ciapanò family, with a one-ply heuristic behind it.

Where the points taken are what a player writes (the balance: Ciapanò, Traversone,
Kifameno) Normal plays by the game's known strategy (:func:`normal_card`): it leads low from
a long suit, ducks under the trick's winner whenever it can, goes over only as cheaply as it
may, and throws its costliest card when void. The heuristic chooses among the ducking cards,
and decides alone where the scoring wants tricks or points taken at times (Mattazza, Busca).

The heuristic values every legal card in penalty points: what the trick it may win is
expected to cost now, against what the card would cost if kept (a high card left in hand
wins a trick later; playing it under someone else's winner is the cheap way to be rid of
it). The chances come from counting the cards still out and the voids the others have
shown: a card wins when the others hold nothing higher that they must play, and a void
player dumps its points on the winner. On top of that the variant's scoring speaks, asked of
the rules: the balance's last trick and its cappotto (stopped when a player is running away
with every point, made when the cards allow it), Mattazza's trick a player must take,
Busca's zero and most points. Hard takes its candidates from these values.
"""

from __future__ import annotations

import random
from dataclasses import replace

from engine.cards import CARDS
from engine.ciapano.ai.expert import by_strength
from engine.ciapano.ai.expert import discard as expert_discard
from engine.ciapano.ai.expert import lead as expert_lead
from engine.ciapano.ai.knowledge import HIGHER, LOWER, Situation, situation_of_view
from engine.ciapano.moves import Move
from engine.ciapano.view import SeatView
from engine.kinds.trick.masks import BIT, SUIT_MASK_OF, cards_of

_SHORT_SUIT = 0.3  # a lead from a short suit of low cards, per trick's worth
_VOID_DUMP = 0.5  # a point card thrown away while void is gone for good
_MATTAZZA_TRICK = 1.0  # what a player without a trick writes
_BUSCA_ZERO = 0.8  # roughly what a player without points writes
_CAPPOTTO_CARDS = 0.85  # every card this likely to win: go for the cappotto
_CAPPOTTO_LATE = 3  # tricks left (this one too) when a cappotto in play is weighed
_TAKEN_ANYWAY = 0.7  # the lowest card this likely to win the trick: the highest goes instead


def point_weight(sit: Situation) -> float:
    """Penalty points per card point (in the unit) for the seat, by the variant's scoring."""
    rules = sit.rules
    if rules.scoring == "balance":
        return 1.0 / rules.unit_size
    if rules.scoring == "mattazza":
        return 0.11  # the most points write 1 once everyone has a trick
    return 0.1 * (1.0 + sit.points[sit.seat] / 15.0)  # busche grow past 18 points


def last_trick_cost(sit: Situation) -> float:
    """The card points (in the unit) the last trick's winner takes besides its cards."""
    rules = sit.rules
    cost = sit.rest_points + rules.last_trick_bonus
    if rules.scoring == "balance":  # everybody else's dropped fractions, and the round-up
        cost += (rules.unit_size - 1) / 2 * (len(sit.seats) - 1) + (rules.unit_size > 1)
    return cost


def win_chance(card: int, out: int, followers: int, held: float = 1.0) -> float:
    """Chance that ``card`` stays the highest of its suit in the trick: either the
    ``followers`` (holding the share ``held`` of the cards out) hold nothing higher, or
    they duck when they can, so it loses mostly to a player left with only higher cards."""
    higher = (out & HIGHER[card]).bit_count()
    if not higher or not followers:
        return 1.0
    lower = (out & LOWER[card]).bit_count()
    share = lower / (lower + higher)
    none_higher = (1.0 - min(1.0, held)) ** higher
    return float(none_higher + (1.0 - none_higher) * share ** (0.5 + 0.5 * min(followers, 3)))


def followers(sit: Situation, suit: int) -> tuple[int, float]:
    """How many of the players still to come to the trick may follow ``suit`` (none shown
    void in it), and the share of the cards still out that they hold."""
    following = [s for s in sit.after if not sit.voids[s] & suit]
    return len(following), sum(sit.sizes[s] for s in following) / max(1, sit.out.bit_count())


class Rater:
    """The heuristic values of a situation's legal cards (see the module's docstring)."""

    def __init__(self, sit: Situation) -> None:
        self.sit = sit
        values = sit.rules.values
        self.values = values
        out_cards = cards_of(sit.out)
        total_out = sum(values[c] for c in out_cards)
        valued = [values[c] for c in out_cards if values[c]]
        self.avg_out = total_out / len(out_cards) if out_cards else 0.0
        self.dump = (sum(valued) / len(valued)) if valued else 0.0
        self.weight = point_weight(sit)
        self.last_cost = last_trick_cost(sit)
        players = len(sit.seats)
        tricks = max(1, sit.tricks_left)
        mine = sum(values[c] for c in cards_of(sit.hand))
        self.trick_worth = (total_out + mine + self.last_cost) / tricks
        self.players = players

    def follow_points(self, seat: int, suit: int) -> float:
        """The points ``seat`` is expected to add to a trick of ``suit``."""
        sit = self.sit
        if sit.voids[seat] & suit or not sit.out & suit:
            return self.dump
        in_suit = cards_of(sit.out & suit)
        return sum(self.values[c] for c in in_suit) / len(in_suit)

    def future(self, card: int) -> float:
        """What keeping ``card`` is expected to cost later, in card points."""
        sit = self.sit
        chance = win_chance(card, sit.out, self.players - 1)
        return chance * (self.values[card] + (self.players - 1) * self.avg_out
                         + self.last_cost / max(1, sit.tricks_left))

    def trick_cost(self, card: int) -> tuple[float, float]:
        """(chance to win the trick with ``card``, its card points if won)."""
        sit = self.sit
        suit = SUIT_MASK_OF[sit.trick[0]] if sit.trick else SUIT_MASK_OF[card]
        if sit.trick and (not BIT[card] & suit or not LOWER[card] & BIT[sit.best]):
            return 0.0, 0.0
        chance = win_chance(card, sit.out, *followers(sit, suit))
        points = float(sit.trick_points + self.values[card])
        points += sum(self.follow_points(s, suit) for s in sit.after)
        if sit.last_trick:
            points += self.last_cost
        return chance, points

    def rate(self, card: int) -> float:
        sit = self.sit
        weight = self.weight
        chance, points = self.trick_cost(card)
        value = weight * (self.future(card) - chance * points)
        suit = SUIT_MASK_OF[card]
        if sit.trick and not BIT[card] & SUIT_MASK_OF[sit.trick[0]]:
            value += weight * _VOID_DUMP * self.values[card]
        if not sit.trick:
            length = (sit.hand & suit).bit_count()
            value += weight * _SHORT_SUIT * self.trick_worth * (1.0 - chance) / length
        return value + self.scoring_bonus(chance, points)

    def scoring_bonus(self, chance: float, points: float) -> float:
        """What the variant's scoring adds to winning the trick (with ``chance``)."""
        sit = self.sit
        rules = sit.rules
        me = sit.seat
        if rules.scoring == "mattazza":
            if sit.tricks[me] == 0:
                return chance * _MATTAZZA_TRICK
            return 0.0
        if rules.scoring == "busche":
            if sit.points[me] == 0 and points > 0:
                return chance * _BUSCA_ZERO
            return 0.0
        return self.cappotto_bonus(chance, points)

    def cappotto_bonus(self, chance: float, points: float) -> float:
        """The balance's cappotto: stop a player who has every point so far; make one when
        every card in hand is a likely winner."""
        sit = self.sit
        unit = sit.rules.unit_size
        writing = [s for s in sit.seats if sit.points[s] >= unit]
        if len(writing) != 1:
            return 0.0
        maker = writing[0]
        deck_points = sum(self.values[c] for c in range(52)) or 1
        if maker != sit.seat:
            need = unit - sit.points[sit.seat]
            threat = min(1.0, 2.0 * sit.points[maker] / deck_points)
            return chance * sit.rules.total * threat if points >= need else 0.0
        players = self.players - 1
        if all(win_chance(c, sit.out, players) >= _CAPPOTTO_CARDS
               for c in cards_of(sit.hand)):
            return chance * sit.rules.total
        return 0.0


def rate_cards(sit: Situation) -> list[tuple[float, int]]:
    """Every legal card with its heuristic value, lowest card number first."""
    rater = Rater(sit)
    return [(rater.rate(card), card) for card in cards_of(sit.legal)]


def rated_moves(view: SeatView) -> list[tuple[float, Move]]:
    """Every legal move with its heuristic value, in the legal-move order."""
    if view.choices:
        from engine.ciapano.ai.choice import rate_choices

        return rate_choices(view)
    return [(value, CARDS[card]) for value, card in rate_cards(situation_of_view(view))]


def _best_rated(sit: Situation, cards: int) -> int:
    """The card of the mask ``cards`` with the best heuristic value (the lowest card number
    of equals)."""
    return max(rate_cards(replace(sit, legal=cards)), key=lambda item: item[0])[1]


def follow_without_ducking(sit: Situation) -> int:
    """Every card of the suit led beats the trick's winner: the highest goes when the trick
    is taken anyway (last to it, or the lowest card likely to hold), else the lowest, for a
    player still to come may go over it."""
    led = SUIT_MASK_OF[sit.trick[0]]
    cards = [c for c in cards_of(sit.legal) if BIT[c] & led]
    lowest = min(cards, key=by_strength)
    if not sit.after or win_chance(lowest, sit.out, *followers(sit, led)) >= _TAKEN_ANYWAY:
        return max(cards, key=by_strength)
    return lowest


def cappotto_in_play(sit: Situation) -> bool:
    """Late in the hand one player alone has taken points so far: the cappotto is there to
    stop or to make, and the heuristic, which weighs it, decides."""
    unit = sit.rules.unit_size
    late = sit.tricks_left <= _CAPPOTTO_LATE
    return late and sum(1 for s in sit.seats if sit.points[s] >= unit) == 1


def normal_card(sit: Situation) -> int:
    """Normal's card. Where the points taken are what a player writes (the balance), it plays
    as a good club player: leads low from a long suit (the expert's lead); ducks under the
    winner whenever it can, with the card the heuristic rates best (last to a trick without
    points, it may take it to be rid of a high card); goes over only as cheaply or as
    usefully as :func:`follow_without_ducking` says; and when void throws its most costly
    card (the expert's discard: :mod:`engine.ciapano.ai.expert`). Mattazza's and Busca's
    scoring want tricks and points taken at times, and a cappotto in play is to be stopped or
    made: there the heuristic's value decides alone."""
    if sit.rules.scoring != "balance" or cappotto_in_play(sit):
        return _best_rated(sit, sit.legal)
    if not sit.trick:
        return expert_lead(sit)
    led = SUIT_MASK_OF[sit.trick[0]]
    if not sit.legal & led:
        return expert_discard(sit)
    ducks = sit.legal & led & LOWER[sit.best]
    if not ducks:
        return follow_without_ducking(sit)
    clean_last = not sit.after and not sit.trick_points and not sit.last_trick
    return _best_rated(sit, sit.legal if clean_last else ducks)


class NormalPlayer:
    """Plays :func:`normal_card` (deterministic: it takes a generator like every level)."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng

    def choose(self, view: SeatView) -> Move:
        if view.choices:
            from engine.ciapano.ai.choice import choose_cappotto

            return choose_cappotto(view)
        return CARDS[normal_card(situation_of_view(view))]
