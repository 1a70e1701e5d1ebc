"""Cicera's part of ``python -m engine bench``: random hands and capture enumeration."""

from __future__ import annotations

import random
import time
from typing import Any

from engine.cards import deck
from engine.cicera.deal import deal_from_deck
from engine.cicera.hand import HandState
from engine.cicera.moves import capture_options
from engine.cicera.rules import CiceraRules
from engine.cicera.scoring import HandScore
from engine.shuffle import shuffle_and_cut

_DECK = [int(card) for card in deck()]


def random_hand(rules: CiceraRules, players: int, rng: random.Random) -> tuple[HandScore, ...]:
    """Shuffle, deal and play one complete hand with random legal plays; its score.

    The random player picks a card from its hand, then one of that card's captures or
    laying it, each equally likely.
    """
    dealer = rng.randrange(players)
    pattern = rules.deal_for(players)
    state = HandState.start(
        rules, dealer, deal_from_deck(shuffle_and_cut(_DECK, rng), pattern, players, dealer)
    )
    chance = rng.random
    while state.plays_left:
        state.play_random(chance)
    return state.score()


def _crowded_tables(rng: random.Random, count: int) -> list[tuple[int, list[int]]]:
    """Positions with 30 to 40 cards on the table: a card to play and the table."""
    positions = []
    for _ in range(count):
        cards = list(_DECK)
        rng.shuffle(cards)
        size = rng.randint(30, 40)
        positions.append((cards[size], cards[:size]))
    return positions


def bench(rules: CiceraRules, players: int, seconds: float = 3.0, seed: int = 1
          ) -> dict[str, Any]:
    """Measure random hands per second and capture enumeration on crowded tables."""
    rng = random.Random(seed)
    for _ in range(50):  # warm up
        random_hand(rules, players, rng)
    hands = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(100):
            random_hand(rules, players, rng)
        hands += 100
        now = time.perf_counter()
        if now >= deadline:
            break
    elapsed = now - start
    hands_per_s = hands / elapsed

    positions = _crowded_tables(random.Random(seed), 2000)
    options = 0
    start = time.perf_counter()
    for card, table in positions:
        options += len(capture_options(card, table))
    crowded_s = time.perf_counter() - start
    return {
        "random_hands_per_s": round(hands_per_s, 1),
        "hands": hands,
        "seconds": round(elapsed, 2),
        "variant": rules.id,
        "players": players,
        "crowded_table_captures_per_s": round(len(positions) / crowded_s, 1),
        "crowded_table_mean_options": round(options / len(positions), 2),
    }
