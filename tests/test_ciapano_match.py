"""The match: players reaching the target go out, the deal changes with the number still in
and passes to the next player still in; survivors, 'first to the target', Mattazza's and
Busca's ends."""

from pathlib import Path

from engine.ciapano.events import HandDealt, HandScored, MatchWon, PlayerOut
from engine.ciapano.game import CiapanoGame, Phase
from engine.ciapano.rules import load_rules
from engine.families import new_match
from engine.game import AnyGame
from tests.ciapano_positions import cappotto_deal, play_cappotto, random_match, user_variant


def test_a_match_satisfies_the_shared_game_interface() -> None:
    game: AnyGame = new_match(load_rules("ciapano"), 4, seed=3)
    assert isinstance(game, CiapanoGame)
    assert game.lower_is_better and game.sides == 4 and game.side_of(2) == 2
    assert game.is_chance_node() and game.current_player() is None
    assert game.legal_moves() == [] and game.last_hand_points() is None
    events = game.deal_hand()
    assert isinstance(events[0], HandDealt) and events[0].hand == 1
    assert game.current_player() == (events[0].dealer + 1) % 4


def test_the_first_dealer_is_drawn_from_the_match_generator() -> None:
    dealers = set()
    for seed in range(12):
        game = CiapanoGame(load_rules("ciapano"), 4, seed=seed)
        first = game.deal_hand()[0]
        assert isinstance(first, HandDealt)
        again = CiapanoGame(load_rules("ciapano"), 4, seed=seed).deal_hand()[0]
        assert again == first  # seeds in, same game out
        dealers.add(first.dealer)
    assert len(dealers) > 1


def cappotto_hand(game: CiapanoGame, dealer: int, maker: int) -> list[object]:
    """Play a hand in which ``maker`` takes every trick: everyone else writes the total."""
    seats = game.seats_in()
    leader = seats[(seats.index(dealer) + 1) % len(seats)]
    deal = cappotto_deal(game.rules, len(seats), seats.index(leader), seats.index(maker))
    game.start_hand(deal, dealer)
    return list(play_cappotto(game, leader))


def test_a_player_reaching_the_target_is_out_and_the_deal_passes_to_the_next_still_in() -> None:
    game = CiapanoGame(load_rules("ciapano"), 5, seed=1)
    game.totals = [0, 25, 0, 0, 0]
    events = cappotto_hand(game, dealer=0, maker=3)
    assert PlayerOut(1, 36) in events
    assert game.totals == [11, 36, 11, 0, 11]
    assert game.seats_in() == (0, 2, 3, 4) and game.phase is Phase.DEAL
    assert game.next_dealer() == 2  # seat 1, after the dealer, is out
    dealt = game.deal_hand()[0]
    assert isinstance(dealt, HandDealt)
    assert dealt.seats == (0, 2, 3, 4) and dealt.dealer == 2
    assert [len(h) for h in dealt.hands] == [10, 0, 10, 10, 10]  # four players: 10 each
    assert game.current_player() == 3


def test_when_too_few_remain_to_play_on_those_remaining_have_won() -> None:
    game = CiapanoGame(load_rules("ciapano"), 4, seed=1)
    game.totals = [0, 25, 25, 0]
    events = cappotto_hand(game, dealer=2, maker=0)
    assert [e for e in events if isinstance(e, PlayerOut)] == [PlayerOut(1, 36), PlayerOut(2, 36)]
    assert events[-1] == MatchWon((0, 3), (0, 36, 36, 11))  # two left: fewer than three
    assert game.is_terminal() and game.outcome() is not None
    assert game.outcome().winners == (0, 3)  # type: ignore[union-attr]
    assert game.outcome().lower_is_better  # type: ignore[union-attr]


def test_the_last_player_in_wins() -> None:
    game = CiapanoGame(load_rules("kifameno"), 2, seed=1)
    game.totals = [0, 30]
    while not game.is_terminal():
        if game.is_chance_node():
            game.deal_hand()
        else:
            game.apply(game.legal_moves()[0])
    assert game.outcome() is not None
    out = [s for s in range(2) if game.out[s]]
    assert len(out) == 1 and game.winners == tuple(s for s in range(2) if s not in out)


def test_if_nobody_remains_the_fewest_points_win() -> None:
    for seed in range(40):
        game = CiapanoGame(load_rules("ciapano"), 3, seed=seed)
        game.totals = [30, 29, 30]
        game.deal_hand()
        while game.phase is Phase.PLAY:
            game.apply(game.legal_moves()[0])
        if not game.seats_in():
            break
    else:
        raise AssertionError("no hand sent all three out")
    assert min(game.totals) >= 31
    assert game.winners == tuple(s for s in range(3) if game.totals[s] == min(game.totals))


def test_survivors_2_ends_the_match_when_two_remain(tmp_path: Path) -> None:
    rules = user_variant(tmp_path, "extends: ciapano\nsurvivors: 2\n")
    game = CiapanoGame(rules, 5, seed=1)
    game.totals = [0, 25, 25, 25, 0]
    events = cappotto_hand(game, dealer=3, maker=0)
    assert events[-1] == MatchWon((0, 4), (0, 36, 36, 36, 11))


def test_first_to_target_ends_the_match_at_once_and_the_fewest_points_win(
        tmp_path: Path) -> None:
    rules = user_variant(tmp_path, "extends: ciapano\nend: first_to_target\n")
    game = CiapanoGame(rules, 4, seed=1)
    game.totals = [5, 25, 0, 3]
    events = cappotto_hand(game, dealer=0, maker=3)
    assert not any(isinstance(e, PlayerOut) for e in events)
    assert events[-1] == MatchWon((3,), (16, 36, 11, 3))


def test_a_match_may_last_an_agreed_number_of_deals(tmp_path: Path) -> None:
    rules = user_variant(tmp_path, "extends: busca\nend: deals\ndeals: 3\n")
    game, events = random_match(rules, 4, seed=5)
    assert game.hands_played == 3
    assert isinstance(events[-1], MatchWon)


def test_mattazza_ends_when_someone_reaches_5_and_the_fewest_points_win() -> None:
    for seed in range(5):
        game, events = random_match(load_rules("mattazza"), 4, seed)
        assert max(game.totals) >= 5
        scored = [e for e in events if isinstance(e, HandScored)]
        assert all(max(e.totals) < 5 for e in scored[:-1])
        assert game.winners == tuple(s for s in range(4) if game.totals[s] == min(game.totals))


def test_busca_ends_at_10_busche() -> None:
    game, _events = random_match(load_rules("busca"), 4, seed=2)
    assert max(game.totals) >= 10
    assert game.winners == tuple(s for s in range(4) if game.totals[s] == min(game.totals))
