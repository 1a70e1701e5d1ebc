"""Scopa's part of ``python -m engine bench``: random complete hands per second."""

from __future__ import annotations

import random
import time
from typing import Any

from engine.cards import deck
from engine.kinds.capture.deal import deal_from_deck
from engine.scopa.hand import ScopaHand
from engine.scopa.rules import DECK_SIZE, ScopaRules
from engine.scopa.scoring import HandScore
from engine.shuffle import sorted_shuffle

_DECK = [int(card) for card in deck(DECK_SIZE)]


def random_hand(rules: ScopaRules, players: int, rng: random.Random) -> tuple[HandScore, ...]:
    """Shuffle, deal and play one complete hand with a random legal play each turn."""
    dealer = rng.randrange(players)
    deal = deal_from_deck(sorted_shuffle(_DECK, rng.random), rules.deal_for(players), players,
                          dealer)
    state = ScopaHand.start(rules, dealer, deal)
    while state.plays_left:
        state.play(*rng.choice(state.legal_plays()))
    return state.score()


def bench(rules: ScopaRules, players: int, seconds: float = 3.0, seed: int = 1
          ) -> dict[str, Any]:
    """Random complete hands per second."""
    rng = random.Random(seed)
    hands = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        random_hand(rules, players, rng)
        hands += 1
    return {"random_hands_per_s": round(hands / elapsed, 1), "hands": hands,
            "seconds": round(elapsed, 2), "variant": rules.id, "players": players}
