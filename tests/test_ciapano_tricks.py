"""Playing tricks: the rank 3 2 A R C F 7 6 5 4, following suit, the winner leading, Busca's
first-trick bans and Kifameno's talon, each with the reason an illegal card is refused."""

import pytest

from engine.cards import Card
from engine.ciapano.deal import Deal
from engine.ciapano.events import CardPlayed, HandDealt, TalonDrawn, TrickWon
from engine.ciapano.game import CiapanoGame
from engine.ciapano.order import STRENGTH
from engine.ciapano.rules import load_rules
from engine.errors import IllegalMove
from tests.ciapano_positions import cards

C = Card.parse

#: Four hands of ten for a 4-player game dealt by seat 3: seat 0 leads.
FOUR = [
    "3s 2s 4s 5d 6d 7d 3c Cc Fb 7b",
    "As 6s 2d 3d Ad Rs Cs 3b 2b Ab",
    "4c 5c Fs 7s 4d Fd Cd Rd Rb Cb",
    "5s Ac 2c Rc Fc 7c 6c 6b 5b 4b",
]


def four_player_game(variant: str = "ciapano") -> CiapanoGame:
    game = CiapanoGame(load_rules(variant), 4, seed=1)
    game.start_hand(Deal.of([cards(h) for h in FOUR], []), dealer=3)
    return game


def test_rank_in_each_suit_is_3_2_A_R_C_F_7_6_5_4() -> None:
    order = [C(c) for c in "3s 2s As Rs Cs Fs 7s 6s 5s 4s".split()]
    assert sorted(order, key=lambda c: -STRENGTH[c]) == order


def test_the_player_after_the_dealer_leads_and_the_highest_of_the_suit_led_wins() -> None:
    game = four_player_game()
    assert game.current_player() == 0
    game.apply(C("4s"))
    game.apply(C("6s"))
    game.apply(C("Fs"))
    events = game.apply(C("5s"))
    assert events[0] == CardPlayed(3, C("5s"))
    assert events[1] == TrickWon(2, 0, (C("4s"), C("6s"), C("Fs"), C("5s")), 1)
    assert game.current_player() == 2  # the winner leads next


def test_a_card_of_another_suit_never_wins_the_trick() -> None:
    game = four_player_game()
    for card in ("5d", "Ad", "4d"):
        game.apply(C(card))
    events = game.apply(C("5s"))  # seat 3 has no coins: any card, but it cannot win
    assert isinstance(events[1], TrickWon) and events[1].seat == 1


def test_you_must_follow_suit_if_you_can() -> None:
    game = four_player_game()
    game.apply(C("3c"))
    assert len(game.legal_moves()) == 10  # seat 1 has no cups: any card
    game.apply(C("Rs"))
    assert game.legal_moves() == [C("4c"), C("5c")]
    with pytest.raises(IllegalMove, match="you must follow cups"):
        game.apply(C("Fs"))


def test_a_card_not_in_hand_or_not_in_the_deck_is_refused() -> None:
    game = four_player_game()
    with pytest.raises(IllegalMove, match="seat 0 does not hold As"):
        game.apply(C("As"))
    with pytest.raises(IllegalMove, match="8s is not one of the 40 cards"):
        game.apply(C("8s"))


def test_busca_no_coins_may_be_led_to_the_first_trick() -> None:
    game = four_player_game("busca")
    assert C("5d") not in game.legal_moves()
    with pytest.raises(IllegalMove, match="no coins may be led to the first trick"):
        game.apply(C("5d"))
    game.apply(C("3s"))
    game.apply(C("As"))
    game.apply(C("Fs"))
    game.apply(C("5s"))
    assert game.current_player() == 0
    game.apply(C("5d"))  # the second trick: coins may be led


def test_busca_pita_may_not_be_discarded_to_the_first_trick() -> None:
    game = four_player_game("busca")
    game.apply(C("3c"))  # seat 1 has no cups, and holds Pita
    assert C("Ad") not in game.legal_moves() and C("2d") in game.legal_moves()
    with pytest.raises(IllegalMove, match="Ad may not be discarded to the first trick"):
        game.apply(C("Ad"))


def kifameno_game() -> CiapanoGame:
    """Three players, 4 of coins out: 10 each and a talon of 9 (drawn in three rounds)."""
    rules = load_rules("kifameno")
    in_play = list(rules.deck_for(3))
    hands = [in_play[0:10], in_play[10:20], in_play[20:30]]
    game = CiapanoGame(rules, 3, seed=1)
    game.start_hand(Deal.of(hands, in_play[30:]), dealer=2)
    return game


def test_kifameno_with_three_players_takes_the_4_of_coins_out() -> None:
    rules = load_rules("kifameno")
    assert C("4d") not in rules.deck_for(3) and len(rules.deck_for(3)) == 39
    in_play = list(rules.deck_for(3))
    game = CiapanoGame(rules, 3, seed=1)
    events = game.deal_hand()
    assert isinstance(events[0], HandDealt)
    assert events[0].removed == (C("4d"),) and events[0].rest == 9
    bad = [[*in_play[0:9], C("4d")], in_play[10:20], in_play[20:30]]
    with pytest.raises(IllegalMove, match="4d is out of the deck with 3 players"):
        CiapanoGame(rules, 3, seed=1).start_hand(Deal.of(bad, in_play[30:]), dealer=0)


def test_kifameno_while_the_talon_lasts_any_card_may_be_played() -> None:
    game = kifameno_game()  # seat 0: nine coins and Ac; seat 1: nine cups and As
    game.apply(C("Ac"))
    assert game.current_player() == 1
    assert len(game.legal_moves()) == 10  # seat 1 holds cups but need not follow
    game.apply(C("As"))
    events = game.apply(C("Rs"))
    won = events[1]
    assert isinstance(won, TrickWon) and won.seat == 0  # the only cup wins
    draws = [e for e in events if isinstance(e, TalonDrawn)]
    assert [(d.seat, str(d.card), d.left) for d in draws] == [
        (0, "2b", 8), (1, "3b", 7), (2, "4b", 6)]  # the last trick's winner draws first
    assert game.view(1).drawn == (C("3b"),)
    assert game.view(0).voids[1] == frozenset()  # not following shows no void yet


def test_kifameno_once_the_talon_is_empty_suit_must_be_followed() -> None:
    game = kifameno_game()
    draws = 0
    while game.hand.talon:  # three tricks, each followed by a round of draws
        events = game.apply(game.legal_moves()[-1])
        draws += sum(isinstance(e, TalonDrawn) for e in events)
    assert draws == 9 and game.hand.trick == []
    leader = game.current_player()
    assert leader is not None
    follower = game.hand.next_seat[leader]
    held = game.view(follower).hand
    lead = next(c for c in game.legal_moves() if isinstance(c, Card)
                and any(h.suit == c.suit for h in held) and any(h.suit != c.suit for h in held))
    game.apply(lead)
    assert game.legal_moves() == [c for c in held if c.suit == lead.suit]
    other = next(c for c in held if c.suit != lead.suit)
    with pytest.raises(IllegalMove, match="you must follow"):
        game.apply(other)


def test_every_set_of_one_suits_cards_is_looked_up_as_its_cards_in_order() -> None:
    """The table the fast core follows suit with: every non-empty set of one suit's ten
    cards (of the 40), by its mask, gives exactly its cards, lowest first."""
    from itertools import combinations

    from engine.cards import SUIT_OF
    from engine.ciapano.rules import load_rules
    from engine.kinds.trick.masks import SUIT_CARDS, mask_of

    deck = sorted(int(card) for card in load_rules("ciapano").deck_for(4))
    expected = {}
    for suit in range(4):
        ranks = [card for card in deck if SUIT_OF[card] == suit]
        assert len(ranks) == 10
        for size in range(1, 11):
            for chosen in combinations(ranks, size):
                expected[mask_of(chosen)] = chosen
    assert expected == SUIT_CARDS
