"""Setting up a Cicera position by hand: for tests, puzzles and the rules' own examples."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.cicera.game import CiceraGame
from engine.cicera.hand import NOBODY, HandState
from engine.cicera.rules import DEFAULT_VARIANT, load_rules
from engine.kinds.capture.deal import Deal


def set_up(
    variant: str = DEFAULT_VARIANT,
    *,
    hands: Sequence[Sequence[str]],
    table: Sequence[str] = (),
    turn: int = 0,
    laid: str | None = None,
    piles: Sequence[Sequence[str]] | None = None,
    later: Sequence[Sequence[Sequence[str]]] = (),
) -> CiceraGame:
    """A game in the middle of a hand: each seat's cards, the table, whose turn it is.

    ``laid`` is the card the previous play laid (a Picada can take it); ``piles`` the cards
    each side has captured so far. Cards not named anywhere are out of this hand; the hand
    ends when the named hands (and ``later`` deals) are played out.
    """
    rules = load_rules(variant)
    players = len(hands)

    def cards(texts: Sequence[str]) -> list[Card]:
        return [Card.parse(t) for t in texts]

    deal = Deal.of(
        [cards(h) for h in hands], cards(table), [[cards(h) for h in d] for d in later]
    )
    dealer = (turn - 1) % players
    state = HandState.start(rules, dealer, deal)
    if laid is not None:
        state.laid = int(Card.parse(laid))
    if piles is not None:
        for side, pile in enumerate(piles):
            for card in cards(pile):
                state.piles[side] |= 1 << card
    state.last_capturer = NOBODY
    return CiceraGame.resume(rules, state, deal)
