"""Scopa's part of the lessons: positions set up from each seat's cards and the table (the
learner, seat 0, to play), and its one event point, the scopa."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.kinds.capture.deal import Deal
from engine.kinds.capture.lessons import CaptureLessons
from engine.kinds.capture.match import Phase
from engine.scopa.events import ScopaPoint
from engine.scopa.game import HandLog, ScopaGame
from engine.scopa.hand import ScopaHand
from engine.scopa.rules import load_rules


def set_up(variant: str, *, hands: Sequence[Sequence[str]], table: Sequence[str] = (),
           turn: int = 0, laid: str | None = None,
           piles: Sequence[Sequence[str]] | None = None) -> ScopaGame:
    """A game in the middle of a hand: each seat's cards, the table, whose turn it is, the
    cards each side has taken (``laid``: Scopa has no point for the card just laid). Cards
    named nowhere are out of this hand."""
    del laid
    rules = load_rules(variant)
    players = len(hands)
    deal = Deal.of([[Card.parse(c) for c in hand] for hand in hands],
                   [Card.parse(c) for c in table], [])
    state = ScopaHand.start(rules, (turn - 1) % players, deal)
    for side, pile in enumerate(piles or ()):
        state.piles[side] += [int(Card.parse(c)) for c in pile]
    game = ScopaGame(rules, players, seed=0)
    game._hand = state
    game.log = [HandLog(state.dealer, deal)]
    game.phase = Phase.PLAY
    return game


LESSONS = CaptureLessons(set_up, points=tuple(point.value for point in ScopaPoint))


def lesson_kit() -> CaptureLessons:
    """The registry's ``lesson_kit``."""
    return LESSONS
