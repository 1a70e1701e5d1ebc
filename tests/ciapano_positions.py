"""Positions and matches for the Ciapanò tests: crafted deals and seeded random play."""

from __future__ import annotations

import random
from pathlib import Path

from engine.ciapano.events import Event
from engine.ciapano.game import CiapanoGame
from engine.ciapano.positions import cappotto_deal, cards, play_cappotto
from engine.ciapano.rules import DECK, CiapanoRules, load_rules

__all__ = ["cappotto_deal", "cards", "play_cappotto", "random_match", "user_variant"]


def user_variant(tmp_path: Path, text: str, name: str = "mine.yaml") -> CiapanoRules:
    path = tmp_path / name
    path.write_text(text)
    return load_rules(path)


def random_match(rules: CiapanoRules, players: int, seed: int,
                 stop_after: int | None = None) -> tuple[CiapanoGame, list[Event]]:
    """A seeded match of random legal moves (to its end, or ``stop_after`` moves)."""
    game = CiapanoGame(rules, players, seed=seed)
    rng = random.Random(seed)
    events: list[Event] = []
    moves = 0
    while not game.is_terminal() and (stop_after is None or moves < stop_after):
        if game.is_chance_node():
            events += game.deal_hand()
            continue
        events += game.apply(rng.choice(game.legal_moves()))
        moves += 1
    return game, events


__all__ = ["DECK", "cappotto_deal", "cards", "play_cappotto", "random_match", "user_variant"]
