"""Cicera's part of ``python -m engine bench``: random hands on the engine and on the plain
implementation in the same run, and capture enumeration on crowded tables."""

from __future__ import annotations

import random
import time
from typing import Any

from engine.cards import deck
from engine.cicera import plain
from engine.cicera.hand import HandState
from engine.cicera.moves import capture_options
from engine.cicera.rules import CiceraRules
from engine.cicera.scoring import HandScore
from engine.kinds.capture.deal import deal_numbers
from engine.rates import against_plain
from engine.shuffle import sorted_shuffle

_DECK = [int(card) for card in deck()]


def random_hand(rules: CiceraRules, players: int, rng: random.Random) -> tuple[HandScore, ...]:
    """Shuffle, deal and play one complete hand with random legal plays; its score.

    The random player picks a card from its hand, then one of that card's captures or
    laying it, each equally likely. The shuffle is :func:`engine.shuffle.sorted_shuffle`.
    """
    chance = rng.random
    dealer = int(chance() * players)
    shuffled = sorted_shuffle(_DECK, chance)
    state = HandState.dealt(
        rules, dealer, *deal_numbers(shuffled, rules.deal_for(players), players, dealer)
    )
    state.play_out_random(chance)
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
    """Random complete hands per second, on the engine and on the plain implementation
    (:mod:`engine.cicera.plain`) in the same run; capture enumeration on crowded tables."""
    figures = against_plain(random_hand, plain.random_hand, rules, players, seconds, seed)
    positions = _crowded_tables(random.Random(seed), 2000)
    options = 0
    start = time.perf_counter()
    for card, table in positions:
        options += len(capture_options(card, table))
    crowded_s = time.perf_counter() - start
    return {
        **figures,
        "variant": rules.id,
        "players": players,
        "crowded_table_captures_per_s": round(len(positions) / crowded_s, 1),
        "crowded_table_mean_options": round(options / len(positions), 2),
    }
