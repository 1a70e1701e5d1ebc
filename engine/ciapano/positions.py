"""Crafted positions of the Ciapanò family: for tests, the rules' own examples and the
``--screenshot`` scenes (a cappotto to choose over, a seat's turn just after a call)."""

from __future__ import annotations

import random

from engine.cards import Card, parse_cards
from engine.ciapano.calls import Call, call_now, choose_call, open_calls
from engine.ciapano.deal import Deal
from engine.ciapano.events import Event
from engine.ciapano.game import CiapanoGame
from engine.ciapano.rules import CiapanoRules
from engine.players import RandomPlayer


def cards(text: str) -> list[Card]:
    return parse_cards(text.split())


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


def play_to_a_call(game: CiapanoGame, calls: list[Call], rng: random.Random,
                   seat: int) -> Call | None:
    """Deal a hand of ``game`` and play it with random players, the other seats saying the
    calls their views call for (added to ``calls``), until it is ``seat``'s turn just after
    another seat called in the same trick, with a call of its own still open: that call;
    None when the hand ended first."""
    bots = [RandomPlayer(random.Random(rng.getrandbits(32))) for _ in range(game.players)]
    game.deal_hand()
    while not game.is_chance_node() and not game.is_terminal():
        turn = game.current_player()
        assert turn is not None
        view = game.view(turn)
        last = calls[-1] if calls else None
        trick_start = len(game.log[-1].plays) - len(view.trick)
        if (turn == seat and last is not None and last.at >= trick_start
                and open_calls(view, calls)):
            return last
        call = choose_call(view, calls)
        if turn != seat and call is not None:
            calls.append(call_now(view, call, calls))
        game.apply(bots[turn].choose(view))
    return None
