"""Positions and matches for the Ciapanò tests: crafted deals and seeded random play."""

from __future__ import annotations

import random
from pathlib import Path

from engine.cards import Card, parse_cards
from engine.ciapano.deal import Deal
from engine.ciapano.events import Event
from engine.ciapano.game import CiapanoGame
from engine.ciapano.rules import DECK, CiapanoRules, load_rules


def cards(text: str) -> list[Card]:
    return parse_cards(text.split())


def user_variant(tmp_path: Path, text: str, name: str = "mine.yaml") -> CiapanoRules:
    path = tmp_path / name
    path.write_text(text)
    return load_rules(path)


def cappotto_deal(rules: CiapanoRules, seats: int, leader: int, maker: int) -> Deal:
    """A deal in which ``maker`` takes every trick once ``leader`` (a position) has led the 5
    of coins: the maker holds the eight best coins and the best of cups, swords, batons."""
    size = rules.hand_size(seats)
    in_play = list(rules.deck_for(seats))
    top_down = cards("3d 2d Ad Rd Cd Fd 7d 6d 3c 2c Ac Rc Cc Fc 7c 6c 3s 2s As Rs")
    hands: list[list[Card]] = [[] for _ in range(seats)]
    hands[maker] = top_down[:size]
    rest = [c for c in in_play if c not in hands[maker]]
    low_coins = cards("5d 4d")
    others = [p for p in range(seats) if p != maker]
    others.remove(leader)
    for position, card in zip([leader, *others], low_coins, strict=False):
        hands[position].append(card)
        rest.remove(card)
    for position in range(seats):
        while len(hands[position]) < size:
            hands[position].append(rest.pop(0))
    return Deal.of(hands, rest)


def play_cappotto(game: CiapanoGame, leader_seat: int) -> list[Event]:
    """Play the hand of :func:`cappotto_deal`: the 5 of coins first, then the lowest card."""
    events: list[Event] = []
    first = True
    while game.current_player() is not None and not game.choices():
        seat = game.current_player()
        if first and seat == leader_seat:
            events += game.apply(Card.parse("5d"))
            first = False
        else:
            events += game.apply(game.legal_moves()[0])
    return events


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
