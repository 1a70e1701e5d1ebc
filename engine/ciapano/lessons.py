"""The Ciapanò family's part of the lessons: a position set up from each seat's cards now and
the trick so far (the learner, seat 0, next to play), and what it knows of a trick in play."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import SUIT_OF, Card
from engine.ciapano.deal import Deal
from engine.ciapano.game import CiapanoGame, HandLog, Phase
from engine.ciapano.hand import HandState
from engine.ciapano.order import STRENGTH
from engine.ciapano.rules import load_rules
from engine.game import AnyGame
from engine.kinds.trick.lessons import TrickLessons


def set_up(variant: str, hands: Sequence[Sequence[Card]], trick: Sequence[Card],
           rest: Sequence[Card], first_trick: bool) -> CiapanoGame:
    """The game with ``hands`` held now (by seat, the learner's first) and ``trick`` played
    so far by the seats before the learner; ``rest`` the talon (drawing order), the monte or
    the card aside. Cards named nowhere are out of this hand."""
    rules = load_rules(variant)
    players = len(hands)
    leader = -len(trick) % players
    dealt = [list(hand) for hand in hands]
    for offset, card in enumerate(trick):
        dealt[(leader + offset) % players].append(card)
    if len({len(hand) for hand in dealt}) != 1:
        raise ValueError("the hands, with the trick's cards, must be of one size")
    dealer = (leader - 1) % players
    seats = tuple(range(players))
    game = CiapanoGame(rules, players, seed=0)
    state = HandState.start(rules, players, seats, dealer, [[int(c) for c in h] for h in dealt],
                            [int(c) for c in rest])
    state.first_trick = first_trick
    game._hand = state
    game.log = [HandLog(dealer, seats, Deal.of([[int(c) for c in h] for h in dealt],
                                               [int(c) for c in rest]))]
    game.phase = Phase.PLAY
    for card in trick:
        game.apply(card)
    return game


def trick_state(game: AnyGame) -> tuple[int | None, int | None]:
    """The suit led and the card heading the trick so far (None for both before a lead)."""
    trick = [int(card) for card in game.view(0).trick]
    if not trick:
        return None, None
    led = SUIT_OF[trick[0]]
    best = max((c for c in trick if SUIT_OF[c] == led), key=STRENGTH.__getitem__)
    return led, best


def card_points(game: AnyGame, card: int) -> int:
    return int(game.rules.values[card])


LESSONS = TrickLessons(set_up, trick_state, STRENGTH.__getitem__, card_points)
