"""What each player writes at the end of a hand: the balance to 11 (21), Mattazza's and Busca's.

Card points come in the variant's unit (thirds or whole points); what a player writes is in
whole points. Seats not in the hand write 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.ciapano.rules import CiapanoRules


@dataclass(frozen=True, slots=True)
class Written:
    """A hand's penalties by seat; ``cappotto`` when one player took every point that counts
    (the penalties are then the 'give' form, and the maker may choose where the rules say)."""

    penalty: tuple[int, ...]
    cappotto: bool = False


def hand_penalties(rules: CiapanoRules, seats: Sequence[int], points: Sequence[int],
                   tricks: Sequence[int], last_winner: int) -> Written:
    """What every seat writes for a finished hand, by the variant's scoring rule."""
    if rules.scoring == "balance":
        return balance(rules, seats, points, last_winner)
    if rules.scoring == "mattazza":
        return mattazza(seats, points, tricks, len(points))
    return busche(seats, points, len(points))


def balance(rules: CiapanoRules, seats: Sequence[int], points: Sequence[int],
            last_winner: int) -> Written:
    """Everyone but the last trick's winner writes their points, fractions dropped; the last
    trick's winner writes the total less what the others wrote. Cappotto: if all the others
    wrote 0, the last trick's winner writes 0 and everyone else the total."""
    penalty = [0] * len(points)
    unit = rules.unit_size
    for seat in seats:
        if seat != last_winner:
            penalty[seat] = points[seat] // unit
    others = sum(penalty)
    if others == 0:
        for seat in seats:
            penalty[seat] = 0 if seat == last_winner else rules.total
        return Written(tuple(penalty), cappotto=True)
    penalty[last_winner] = rules.total - others
    return Written(tuple(penalty))


def take_penalties(rules: CiapanoRules, players: int, maker: int) -> tuple[int, ...]:
    """A cappotto's maker takes the total off their own score; the others write nothing."""
    return tuple(-rules.total if seat == maker else 0 for seat in range(players))


def may_take(rules: CiapanoRules, score: int) -> bool:
    """Taking the total off one's score is allowed only to a maker who has that much."""
    return score >= rules.total


def mattazza_case(seats: Sequence[int], tricks: Sequence[int]) -> str:
    """Which of Mattazza's two cases applies: ``"no_trick"`` (some player took no trick:
    each such player writes 1) or ``"most"`` (every player took a trick: the most points
    write 1)."""
    return "no_trick" if any(tricks[seat] == 0 for seat in seats) else "most"


def mattazza(seats: Sequence[int], points: Sequence[int], tricks: Sequence[int],
             players: int) -> Written:
    """If every player took a trick, the one(s) with the most points write 1; otherwise each
    player who took no trick writes 1."""
    penalty = [0] * players
    if mattazza_case(seats, tricks) == "no_trick":
        for seat in seats:
            if tricks[seat] == 0:
                penalty[seat] = 1
    else:
        most = max(points[seat] for seat in seats)
        for seat in seats:
            if points[seat] == most:
                penalty[seat] = 1
    return Written(tuple(penalty))


#: Busca: all the points to one player: the others write this many busche each.
BUSCHE_ALL = 3
#: Two players with no points write this many each; one alone writes BUSCHE_ONE_ZERO.
BUSCHE_TWO_ZERO = 2
BUSCHE_ONE_ZERO = 1


def busche_figure(points: int) -> int:
    """What the player with the most points writes: 1 up to 18, 2 from 19 to 22, else points
    less 20."""
    if points <= 18:
        return 1
    if points <= 22:
        return 2
    return points - 20


def busche_case(seats: Sequence[int], points: Sequence[int]) -> str:
    """Which of Busca's cases applies, the first that does: ``"all"`` (one player has every
    point), ``"two_zero"`` (two players have 0), ``"one_zero"`` (one has 0) or ``"most"``
    (the most points write)."""
    total = sum(points[seat] for seat in seats)
    zero = sum(1 for seat in seats if points[seat] == 0)
    if any(points[seat] == total for seat in seats):
        return "all"
    return {2: "two_zero", 1: "one_zero"}.get(zero, "most")


def busche(seats: Sequence[int], points: Sequence[int], players: int) -> Written:
    """Busca's busche, the first case that applies: one player has every point (the others
    3 each); two players have 0 (those two 2 each); one has 0 (that one 1); otherwise the
    player with the most writes :func:`busche_figure`, and players tied for the most write
    that figure times the number tied, each."""
    penalty = [0] * players
    zero = [seat for seat in seats if points[seat] == 0]
    case = busche_case(seats, points)
    if case == "all":
        for seat in zero:
            penalty[seat] = BUSCHE_ALL
        return Written(tuple(penalty), cappotto=True)
    if case == "two_zero":
        for seat in zero:
            penalty[seat] = BUSCHE_TWO_ZERO
    elif case == "one_zero":
        penalty[zero[0]] = BUSCHE_ONE_ZERO
    else:
        most = max(points[seat] for seat in seats)
        tied = [seat for seat in seats if points[seat] == most]
        for seat in tied:
            penalty[seat] = busche_figure(most) * len(tied)
    return Written(tuple(penalty))
