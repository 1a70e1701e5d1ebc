"""Positions and matches for the Ciapanò tests: crafted deals and seeded random play."""

from __future__ import annotations

import random
from pathlib import Path

from engine.ciapano.deal import Deal
from engine.ciapano.events import Event
from engine.ciapano.game import CiapanoGame
from engine.ciapano.positions import cappotto_deal, cards, play_cappotto
from engine.ciapano.rules import DECK, CiapanoRules, load_rules

__all__ = ["cappotto_deal", "cards", "play_cappotto", "random_match", "user_variant"]

#: A Mattazza deal: seat 1 holds five top cards (3s 2s As 3d 2c), seat 3 four (Ad 2d Ac 3c),
#: seat 0 three (Ab 2b 3b), seat 2 none.
STRONG = (
    "4s 5s 6s 4d 5d 6d Ab 2b 3b 4b",
    "3s 2s As 3d 2c 7s 7d 7c 7b 6b",
    "Rs Cs Fs Rd Cd Fd Rc Cc Fc 5b",
    "Ad 2d Ac 3c 4c 5c 6c Rb Cb Fb",
)


def strong_deal(dealer: int = 0, seed: int = 1) -> CiapanoGame:
    """A Mattazza match with :data:`STRONG` dealt by ``dealer`` (the next seat leads)."""
    game = CiapanoGame(load_rules("mattazza"), 4, seed=seed)
    game.start_hand(Deal.of([cards(hand) for hand in STRONG], []), dealer=dealer)
    return game


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


__all__ = ["DECK", "STRONG", "cappotto_deal", "cards", "play_cappotto", "random_match",
           "strong_deal", "user_variant"]
