"""The match: deals of every variant, later deals, dealer rotation, target, ties, Napoleone."""

import random

import pytest

from engine.cards import Card
from engine.cicera.events import CardsCaptured, HandDealt, HandScored, LaterDeal, MatchWon
from engine.cicera.game import CiceraGame, HandLog, Phase
from engine.cicera.position import set_up
from engine.cicera.rules import load_rules
from engine.errors import IllegalMove
from engine.kinds.capture.moves import Move

DEALS = [
    # variant, players, cards each, table, later deals of N each
    ("pagat", 4, 12, 4, 0, 0),
    ("pagat-sei", 4, 6, 4, 1, 6),
    ("bresciana", 2, 8, 4, 2, 8),
    ("bresciana", 3, 8, 4, 1, 8),
    ("bresciana", 4, 6, 4, 1, 6),
    ("bresciana-corta", 2, 8, 4, 2, 8),
    ("bresciana-corta", 4, 6, 4, 1, 6),
]


@pytest.mark.parametrize(("variant", "players", "each", "table", "later", "later_each"), DEALS)
def test_every_variant_deals_the_whole_deck_as_its_table_says(
    variant: str, players: int, each: int, table: int, later: int, later_each: int
) -> None:
    game = CiceraGame(load_rules(variant), players, seed=11)
    (dealt,) = game.start_hand()
    assert isinstance(dealt, HandDealt)
    hand = game.hand
    assert [len(h) for h in hand.hands] == [each] * players
    assert len(hand.table) == table
    assert len(hand.later) == later
    assert all(len(h) == later_each for deal in hand.later for h in deal)
    dealt_cards = [c for p in dealt.packets for c in p.cards]
    assert sorted(dealt_cards) == sorted(
        [c for h in hand.hands for c in h] + hand.table
    )


def test_the_bresciana_deal_goes_four_two_four_two() -> None:
    game = CiceraGame(load_rules("bresciana"), 2, seed=3)
    (dealt,) = game.start_hand(dealer=1)
    assert isinstance(dealt, HandDealt)
    shape = [(p.seat, len(p.cards)) for p in dealt.packets]
    assert shape == [(0, 4), (1, 4), (None, 2), (0, 4), (1, 4), (None, 2)]


def test_the_pagat_deal_gives_each_player_one_packet_of_twelve() -> None:
    """As its sources deal it: twelve at once to each player from the dealer's right, then
    four face up to the table (the animation deals the packets as the engine says)."""
    game = CiceraGame(load_rules("pagat"), 4, seed=3)
    (dealt,) = game.start_hand(dealer=1)
    assert isinstance(dealt, HandDealt)
    shape = [(p.seat, len(p.cards)) for p in dealt.packets]
    assert shape == [(2, 12), (3, 12), (0, 12), (1, 12), (None, 4)]


def test_later_deals_come_when_every_hand_is_empty_and_play_goes_on_in_turn() -> None:
    game = CiceraGame(load_rules("pagat-sei"), 4, seed=5)
    game.start_hand(dealer=2)
    first = game.current_player()
    assert first == 3
    events = []
    for _ in range(24):
        events += game.apply(game.legal_moves()[-1])  # lay the highest card
    later = [e for e in events if isinstance(e, LaterDeal)]
    assert len(later) == 1 and later[0].cards_left == 0
    assert [len(h) for h in game.hand.hands] == [6, 6, 6, 6]
    assert game.current_player() == first
    assert not [e for e in events if isinstance(e, HandScored)]


def test_the_dealer_passes_to_the_next_seat_and_the_next_seat_plays_first() -> None:
    game = CiceraGame(load_rules("pagat"), 4, seed=8)
    game.start_hand()
    dealers = [game.hand.dealer]
    assert game.current_player() == (dealers[0] + 1) % 4
    for _ in range(3):
        while game.phase is Phase.PLAY:
            game.apply(game.legal_moves()[0])
        if game.phase is Phase.OVER:
            break
        game.start_hand()
        dealers.append(game.hand.dealer)
        assert game.current_player() == (dealers[-1] + 1) % 4
    assert dealers == [(dealers[0] + i) % 4 for i in range(len(dealers))]


def test_the_same_seed_gives_the_same_match() -> None:
    def play(seed: int) -> list[str]:
        game = CiceraGame(load_rules("bresciana"), 3, seed=seed)
        rng = random.Random(0)
        moves = []
        while not game.is_terminal():
            if game.phase is Phase.DEAL:
                game.start_hand()
                continue
            move = rng.choice(game.legal_moves())
            moves.append(str(move))
            game.apply(move)
        return moves

    assert play(42) == play(42)
    assert play(42) != play(43)


def _finish_with_totals(totals: list[int], variant: str = "bresciana-corta") -> CiceraGame:
    """A 2-player game on its last play; the totals before the hand are given."""
    game = set_up(variant, hands=[["5d"], ["5c"]], table=[], turn=0,
                  piles=[["Ad", "2d", "3d"], ["4d"]])
    game.totals = list(totals)
    return game


def test_the_match_ends_when_a_side_reaches_the_target_with_the_highest_total() -> None:
    game = _finish_with_totals([10, 3])
    game.apply(Move.parse("5d"))
    events = game.apply(Move.parse("5c:5d"))  # three cards each: 1 each; side 1 picada + scua
    scored = next(e for e in events if isinstance(e, HandScored))
    assert scored.totals == (11, 6)
    won = [e for e in events if isinstance(e, MatchWon)]
    assert won and won[0].side == 0 and game.winner == 0 and game.is_terminal()


def test_a_tie_at_the_top_past_the_target_plays_on() -> None:
    game = _finish_with_totals([11, 9])
    game.apply(Move.parse("5d"))
    events = game.apply(Move.parse("5c:5d"))
    scored = next(e for e in events if isinstance(e, HandScored))
    assert scored.totals == (12, 12)
    assert not [e for e in events if isinstance(e, MatchWon)]
    assert game.phase is Phase.DEAL and game.winner is None


def test_napoleone_all_thirteen_spades_wins_the_match_at_once() -> None:
    spades = "As 2s 3s 4s 5s 6s 7s 8s 9s 10s Fs Cs".split()
    game = set_up("bresciana", hands=[["Rs"], ["Rd"]], table=["9d"], turn=1,
                  piles=[spades, ["Ad", "2d", "3d", "4d", "5d"]])
    game.apply(Move.parse("Rd"))
    events = game.apply(Move.parse("Rs:Rd"))
    won = [e for e in events if isinstance(e, MatchWon)]
    assert won and won[0].side == 0 and won[0].at_once
    assert game.totals[0] < 21  # won at once, far from the target


def test_napoleone_is_only_where_the_variant_has_it() -> None:
    spades = "As 2s 3s 4s 5s 6s 7s 8s 9s 10s Fs Cs".split()
    game = set_up("pagat", hands=[["Rs"], [], [], ["Rd"]], table=["9d"], turn=3,
                  piles=[spades, []])
    game.apply(Move.parse("Rd"))
    events = game.apply(Move.parse("Rs"))
    assert not [e for e in events if isinstance(e, MatchWon)]


def test_illegal_moves_are_refused_with_a_reason() -> None:
    game = set_up(hands=[["5d", "Rb"], ["2c"], ["3c"], ["4c"]], table=["5c", "2b", "4s"])
    with pytest.raises(IllegalMove, match="not in the hand"):
        game.apply(Move.parse("2c"))
    with pytest.raises(IllegalMove, match="add up to 6, not 5"):
        game.apply(Move.parse("5d:2b+4s"))
    with pytest.raises(IllegalMove, match="figure"):
        game.apply(Move.parse("Rb:2b+4s"))
    with pytest.raises(IllegalMove, match="not on the table"):
        game.apply(Move.parse("5d:5s"))
    assert isinstance(game.apply(Move.parse("5d:5c"))[0], CardsCaptured)


def test_no_play_between_hands_and_no_deal_during_one() -> None:
    game = set_up("bresciana", hands=[["5d"], ["5c"]], table=["9s"], turn=0)
    with pytest.raises(IllegalMove, match="still being played"):
        game.start_hand()
    game.apply(Move.parse("5d"))
    game.apply(Move.parse("5c"))
    assert game.phase is Phase.DEAL and game.legal_moves() == []
    with pytest.raises(IllegalMove, match="not been dealt"):
        game.apply(Move.parse("9s"))


def test_a_given_deal_must_use_the_whole_deck() -> None:
    from engine.kinds.capture.deal import Deal

    game = CiceraGame(load_rules("bresciana"), 2)
    cards = [Card(i) for i in range(52)]
    short = Deal(hands=(tuple(cards[:8]), tuple(cards[8:16])), table=tuple(cards[16:20]))
    with pytest.raises(IllegalMove, match="later deals"):
        game.start_hand(short, dealer=0)
    twice = Deal(hands=(tuple(cards[:8]), tuple(cards[:8])), table=tuple(cards[16:20]),
                 later=((tuple(cards[20:28]), tuple(cards[28:36])),
                        (tuple(cards[36:44]), tuple(cards[44:52]))))
    with pytest.raises(IllegalMove, match="dealt twice"):
        game.start_hand(twice, dealer=0)


def test_clone_is_independent() -> None:
    game = CiceraGame.new("pagat", seed=4)
    copy = game.clone()
    copy.apply(copy.legal_moves()[0])
    assert len(game.log[-1].plays) == 0 and len(copy.log[-1].plays) == 1
    assert game.hand.hands != copy.hand.hands
    assert isinstance(copy.log[-1], HandLog)
    # the generators go on alike: both deal the same next hand
    assert game.rng.random() == copy.rng.random()
