"""A finished hand looked back at through its log, as the reviews show it: the engine says
what lay where before each play (the window never replays the engine's own state)."""

from __future__ import annotations

import random
from typing import Any

from engine.ciapano.game import CiapanoGame
from engine.cicera.events import CardsCaptured, EventPoint
from engine.cicera.game import CiceraGame
from engine.match import play_match
from engine.players import RandomPlayer


def test_a_cicera_hand_is_looked_back_at_play_by_play() -> None:
    game = CiceraGame.new("bresciana", players=4, seed=11)
    captures: list[CardsCaptured[EventPoint]] = []

    def seen(events: list[Any]) -> None:
        captures.extend(e for e in events if isinstance(e, CardsCaptured))

    play_match(game, [RandomPlayer(random.Random(seat)) for seat in range(4)], seen,
               stop_after_hand=True)
    log = game.log[0]
    dealt = log.position(game.rules, 0)
    assert dealt.table == tuple(int(c) for c in log.deal.table)
    assert dealt.hands == tuple(tuple(int(c) for c in hand) for hand in log.deal.hands)
    assert dealt.turn == (log.dealer + 1) % 4 and dealt.scored == ()
    scored = [log.position(game.rules, n).scored for n in range(1, len(log.plays) + 1)]
    taking = [n for n, move in enumerate(log.plays) if move.capture]
    assert [scored[n] for n in taking] == [c.points for c in captures[:len(taking)]]
    for n, move in enumerate(log.plays):  # each play's card is in the hand of the seat to play
        before = log.position(game.rules, n)
        assert int(move.card) in before.hands[before.turn]


def test_a_trick_hand_is_looked_back_at_trick_by_trick() -> None:
    game = CiapanoGame.new("ciapano", players=4, seed=5)
    play_match(game, [RandomPlayer(random.Random(seat)) for seat in range(4)],
               stop_after_hand=True)
    log = game.log[0]
    held = log.hands_before(game.rules, 4, 0)
    assert held == {seat: sorted(int(c) for c in log.deal.hands[seat]) for seat in log.seats}
    for number, trick in enumerate(log.tricks):
        held = log.hands_before(game.rules, 4, number)
        order = [*log.seats[log.seats.index(trick.leader):], *log.seats]
        for seat, card in zip(order, trick.cards, strict=False):
            assert int(card) in held[seat]
    assert all(not cards for cards in log.hands_before(game.rules, 4, len(log.tricks)).values())
    taken = log.tricks_taken(4)
    assert sum(taken) == len(log.tricks) == 10
    assert taken == [sum(t.winner == seat for t in log.tricks) for seat in range(4)]
