"""What a seat may know, and dealing the unseen cards consistently with it."""

import random

import pytest

from engine.cards import Card
from engine.ciapano.deal import Deal
from engine.ciapano.determinize import determinize
from engine.ciapano.game import CiapanoGame
from engine.ciapano.rules import load_rules
from tests.ciapano_positions import cards, random_match

C = Card.parse

FOUR = [
    "3s 2s 4s 5d 6d 7d 3c Cc Fb 7b",
    "As 6s 2d 3d Ad Rs Cs 3b 2b Ab",
    "4c 5c Fs 7s 4d Fd Cd Rd Rb Cb",
    "5s Ac 2c Rc Fc 7c 6c 6b 5b 4b",
]


def game_after(*plays: str) -> CiapanoGame:
    game = CiapanoGame(load_rules("ciapano"), 4, seed=1)
    game.start_hand(Deal.of([cards(h) for h in FOUR], []), dealer=3)
    for card in plays:
        game.apply(C(card))
    return game


def test_a_view_holds_the_own_hand_every_card_played_and_who_won_what() -> None:
    game = game_after("4s", "6s", "Fs", "5s", "Fd")
    view = game.view(1)
    assert view.hand == tuple(sorted(cards("2d 3d Ad As Rs Cs 2b 3b Ab")))
    assert [t.winner for t in view.tricks] == [2]
    assert view.trick == (C("Fd"),) and view.leader == 2 and view.turn == 3
    assert view.points == (0, 0, 1, 0) and view.tricks_won == (0, 0, 1, 0)
    assert view.hand_sizes == (9, 9, 8, 9)
    assert view.played() == frozenset(cards("4s 6s Fs 5s Fd"))
    assert len(view.unseen()) == 40 - 9 - 5
    assert view.legal_moves() == []  # not this seat's turn
    assert game.view(3).legal_moves() == game.legal_moves()


def test_a_seat_that_does_not_follow_shows_a_void() -> None:
    game = game_after("3c", "Rs")  # seat 1 has no cups
    assert game.view(0).voids[1] == frozenset({1})
    assert game.view(0).voids[2] == frozenset()


def test_what_lies_aside_stays_unseen() -> None:
    game = CiapanoGame(load_rules("ciapano"), 3, seed=2)
    game.deal_hand()
    view = game.view(0)
    aside = game.log[-1].deal.rest[0]
    assert view.rest == 1 and aside in view.unseen()
    assert not any(aside in game.view(s).hand for s in range(3))


@pytest.mark.parametrize(("variant", "players"), [("ciapano", 3), ("traversone", 7),
                                                  ("kifameno", 2), ("busca", 4)])
def test_determinize_agrees_with_the_view(variant: str, players: int) -> None:
    rules = load_rules(variant)
    for seed in range(3):
        for stop in (0, 5, 13, 22):
            game, _ = random_match(rules, players, seed, stop_after=stop)
            if game.is_chance_node():
                game.deal_hand()
            for seat in game.seats_in():
                view = game.view(seat)
                world = determinize(view, random.Random(seed))
                assert world.view(seat) == view  # own hand, sizes, voids, tricks, turn
                hand = world.hand
                for other in view.seats:
                    held = {c for c in range(52) if hand.hands[other] >> c & 1}
                    assert len(held) == view.hand_sizes[other]
                    assert not any(Card(c).suit in view.voids[other] for c in held)
                placed = set().union(*({c for c in range(52) if m >> c & 1}
                                       for m in hand.hands))
                placed |= set(hand.talon) | set(hand.aside) | set(view.played())
                assert placed == set(rules.deck_for(len(view.seats)))


def test_the_same_view_and_seed_give_the_same_world() -> None:
    game, _ = random_match(load_rules("traversone"), 6, seed=4, stop_after=9)
    view = game.view(2)
    one = determinize(view, random.Random(9))
    two = determinize(view, random.Random(9))
    assert one.hand.hands == two.hand.hands and one.hand.aside == two.hand.aside
    other = determinize(view, random.Random(10))
    assert other.hand.hands != one.hand.hands


def test_a_determinized_world_can_be_played_to_its_end() -> None:
    game, _ = random_match(load_rules("kifameno"), 3, seed=7, stop_after=4)
    world = determinize(game.view(game.current_player() or 0), random.Random(1))
    rng = random.Random(2)
    while world.current_player() is not None:
        world.apply(rng.choice(world.legal_moves()))
    assert world.last_hand_points() is not None


def test_voids_force_the_unseen_cards_of_that_suit_elsewhere() -> None:
    game = game_after("3c", "Rs", "4c", "Ac")  # seat 1 shows no cups; seat 0 wins
    game.apply(C("Cc"))  # seat 0 leads cups again
    view = game.view(0)
    cups_unseen = {c for c in view.unseen() if c.suit == 1}
    for seed in range(20):
        world = determinize(view, random.Random(seed))
        assert not any(world.hand.hands[1] >> c & 1 for c in cups_unseen)
