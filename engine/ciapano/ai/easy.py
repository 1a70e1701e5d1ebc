"""Easy: a beginner who knows the rules and the first two tips.

When void it throws away its highest card; when it can duck under the trick's winner it
does, with its lowest card (a beginner's waste of a safe card); otherwise it plays a card
at random. It never counts cards.
"""

from __future__ import annotations

import random

from engine.cards import CARDS
from engine.ciapano.ai.choice import choose_cappotto
from engine.ciapano.ai.knowledge import LOWER, situation_of_view
from engine.ciapano.moves import Move
from engine.ciapano.order import STRENGTH
from engine.ciapano.view import SeatView
from engine.kinds.trick.masks import BIT, SUIT_MASK_OF, cards_of


class EasyPlayer:
    """Ducks and dumps by rote; every random choice from its own generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: SeatView) -> Move:
        if view.choices:
            return choose_cappotto(view)
        sit = situation_of_view(view)
        legal = cards_of(sit.legal)
        if sit.trick:
            led = SUIT_MASK_OF[sit.trick[0]]
            if not sit.legal & led:  # void: the highest card goes
                return CARDS[max(legal, key=lambda c: (STRENGTH[c], -c))]
            under = [c for c in legal if BIT[c] & LOWER[sit.best]]
            if under:
                return CARDS[min(under, key=lambda c: (STRENGTH[c], c))]
        return CARDS[self.rng.choice(legal)]
