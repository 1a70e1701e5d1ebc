"""What a finished hand is worth to a seat: its penalty against the others', and the match.

Playing for the match as well as the hand: near the target a player avoids the points that
put it out, and a leader can afford what a trailer cannot. With players going out one by one
(``end: survivors``) going out costs a seat ``stake`` points and each opponent put out gains
it a share; where the match ends as soon as someone reaches the target, ending it is worth
``stake`` to a seat then among the fewest points and costs the others as much.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.ciapano.moves import GIVE, TAKE, Choice
from engine.ciapano.rules import CiapanoRules
from engine.ciapano.scoring import hand_penalties, may_take, take_penalties


@dataclass(frozen=True, slots=True)
class Standing:
    """The match around a hand: the scores before it and who is still in."""

    rules: CiapanoRules
    totals: tuple[int, ...]
    seats: tuple[int, ...]
    #: The hand's value only, the match left aside (the analysis of a player's plays)
    hand_only: bool = False

    @property
    def stake(self) -> float:
        """What the match makes of going out (or of ending it well), in penalty points."""
        rules = self.rules
        return rules.total if rules.scoring == "balance" else 3.0

    def value(self, penalty: Sequence[int], seat: int) -> float:
        """The hand's ``penalty`` by seat, as worth to ``seat`` (higher is better)."""
        rules = self.rules
        others = [s for s in self.seats if s != seat]
        mine = penalty[seat]
        value = sum(penalty[s] for s in others) / len(others) - mine
        if rules.end == "deals" or self.hand_only:
            return value
        after = [max(0, t + p) for t, p in zip(self.totals, penalty, strict=False)]
        target = rules.target
        if rules.end == "survivors":
            if after[seat] >= target:
                value -= self.stake
            value += self.stake * sum(after[s] >= target for s in others) / len(others)
            return value
        if any(after[s] >= target for s in self.seats):
            fewest = min(after[s] for s in self.seats)
            value += self.stake if after[seat] == fewest else -self.stake
        return value

    def choice(self, points: Sequence[int], tricks: Sequence[int], maker: int
               ) -> tuple[Choice, tuple[int, ...]]:
        """A cappotto maker's better choice (take only where allowed) and its penalties."""
        give = hand_penalties(self.rules, self.seats, points, tricks, maker).penalty
        if not may_take(self.rules, self.totals[maker]):
            return GIVE, give
        take = take_penalties(self.rules, len(self.totals), maker)
        if self.value(give, maker) > self.value(take, maker):
            return GIVE, give
        return TAKE, take

    def penalties(self, points: Sequence[int], tricks: Sequence[int], last_winner: int
                  ) -> tuple[int, ...]:
        """What every seat writes for a finished hand, the cappotto's choice made well."""
        written = hand_penalties(self.rules, self.seats, points, tricks, last_winner)
        if written.cappotto and self.rules.scoring == "balance" \
                and self.rules.cappotto == "choose":
            return self.choice(points, tricks, last_winner)[1]
        return written.penalty
