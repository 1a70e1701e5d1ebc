"""Scopa's computer players and what they may know: every seat's view offers the legal
moves, a world dealt from a view agrees with it, each level plays whole matches legally,
and a finished hand's deal follows from what every seat saw (the capture kind's)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.kinds.capture.public_deal import public_deal
from engine.scopa.ai import make_player
from engine.scopa.game import ScopaGame
from engine.scopa.hand import ScopaHand
from engine.scopa.rules import ScopaRules, load_rules
from engine.scopa.worlds import determinize, world_for_move

VARIANTS = Path(__file__).resolve().parent.parent / "engine" / "variants" / "data"
CASES = [("scopa", 2), ("scopa", 3), ("scopa", 4), ("scopone-classico", 4), ("scopone", 4)]


def rules(variant: str) -> ScopaRules:
    return load_rules(VARIANTS / f"{variant}.yaml")


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_views_offer_the_legal_moves_and_worlds_agree_with_them(variant: str,
                                                                 players: int) -> None:
    game = ScopaGame(rules(variant), players, seed=11)
    rng = random.Random(4)
    checked = 0
    while not game.is_terminal() and checked < 120:
        if game.is_chance_node():
            game.deal_hand()
            continue
        seat = game.current_player()
        assert seat is not None
        view = game.view(seat)
        assert view.legal_moves() == game.legal_moves()
        world = determinize(view, rng)
        assert world.view(seat) == view  # everything the seat knows, kept
        assert world.legal_moves() == game.legal_moves()
        other = (seat + 1) % players
        if game.hand.hands[other]:  # a world where the next seat holds a card it may hold
            card = sorted(view.unseen())[0]
            held = world_for_move(view, rng, other, card)
            assert card in held.view(other).hand and held.view(seat) == view
        for other_seat in range(players):
            if other_seat != seat:  # another seat's cards are never in this seat's view
                assert not set(game.view(other_seat).hand) & set(view.hand)
        game.apply(rng.choice(game.legal_moves()))
        checked += 1
    assert checked > 20


@pytest.mark.parametrize(("variant", "players"), [("scopa", 2), ("scopa", 3), ("scopone", 4)])
def test_every_level_plays_whole_matches_legally(variant: str, players: int) -> None:
    levels = ["easy", "normal", "hard"] * 2
    seats = [make_player(levels[i], 100 + i, iterations=12) if levels[i] == "hard" else
             make_player(levels[i], 100 + i) for i in range(players)]
    game = ScopaGame(rules(variant), players, seed=21)
    while not game.is_terminal():
        if game.is_chance_node():
            game.deal_hand()
            continue
        seat = game.current_player()
        assert seat is not None
        move = seats[seat].choose(game.view(seat))
        assert move in game.legal_moves()
        game.apply(move)
    assert game.outcome() is not None


def test_normal_sweeps_the_table_and_takes_the_settebello_when_it_can() -> None:
    from engine.ai import BestRated
    from engine.cards import Card
    from engine.scopa.ai.normal import rated_moves

    def cards(text: str) -> list[int]:
        return [int(Card.parse(t)) for t in text.split()]

    def choice(hand: str, table: str) -> str:
        game = ScopaGame(rules("scopa"), 2, seed=1)
        game.deal_hand()
        state = game.hand
        mine, on_table = cards(hand), cards(table)
        for seat in range(2):  # the cards asked for, out of wherever the deal put them
            state.hands[seat] = [c for c in state.hands[seat] if c not in mine + on_table]
        state.later = [[[c for c in h if c not in mine + on_table] for h in packet]
                       for packet in state.later]
        state.hands[state.turn] = mine
        state.table = on_table
        return str(BestRated(rated_moves).choose(game.view(state.turn)))

    assert choice("7s Rb Ab", "4d 3c") == "7s:4d+3c"  # the seven sweeps: a scopa
    assert choice("3b 7c Fb", "7d 4s") == "7c:7d"  # the settebello


def test_a_finished_hands_deal_follows_from_the_table_and_the_plays() -> None:
    scopa = rules("scopa")
    game = ScopaGame(scopa, 3, seed=5)
    game.deal_hand()
    table = tuple(game.view(0).table)
    rng = random.Random(2)
    plays = []
    while game.current_player() is not None:
        seat = game.current_player()
        assert seat is not None
        move = rng.choice(game.legal_moves())
        plays.append((seat, move))
        game.apply(move)
    log = game.hand_log()[-1]
    deal = public_deal(scopa, 3, log.dealer, table, plays, 0, ScopaHand.start)
    assert deal is not None  # each hand and packet as the seat played it out
    assert [sorted(h) for h in deal.hands] == [sorted(h) for h in log.deal.hands]
    assert [[sorted(h) for h in p] for p in deal.later] == [
        [sorted(h) for h in p] for p in log.deal.later]
    assert sorted(deal.table) == sorted(log.deal.table)
