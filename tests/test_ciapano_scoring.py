"""What each player writes: the balance to 11 (21), cappotto, Traversone's choice, Mattazza's
and Busca's scoring, with the sources' own examples."""

import pytest

from engine.ciapano.events import CappottoChosen, CappottoMade, HandScored
from engine.ciapano.game import CiapanoGame, Phase
from engine.ciapano.moves import GIVE, TAKE, Choice
from engine.ciapano.rules import load_rules
from engine.ciapano.scoring import balance, busche, busche_figure, mattazza
from engine.errors import IllegalMove
from tests.ciapano_positions import cappotto_deal, play_cappotto

A, B, C, D, E = range(5)
FIVE = (A, B, C, D, E)


def test_the_sources_example() -> None:
    # A 1⅓ → 1, C 4⅔ → 4, D 2⅔ → 2, E ⅔ → 0; B took the last trick: 11 − 7 = 4.
    points = [4, 4, 14, 8, 2]  # in thirds; B's own points do not matter
    written = balance(load_rules("ciapano"), FIVE, points, last_winner=B)
    assert written.penalty == (1, 4, 4, 2, 0)
    assert not written.cappotto


def test_cappotto_the_last_trick_winner_writes_0_and_everyone_else_11() -> None:
    written = balance(load_rules("ciapano"), (A, B, C, D), [0, 30, 2, 0], last_winner=B)
    assert written.penalty == (11, 0, 11, 11)  # C's ⅔ writes 0: still cappotto
    assert written.cappotto


def test_traversone_balances_against_21() -> None:
    written = balance(load_rules("traversone"), (A, B, C), [40, 12, 10], last_winner=C)
    assert written.penalty == (13, 4, 4)


def test_a_cappotto_played_out_in_ciapano() -> None:
    rules = load_rules("ciapano")
    game = CiapanoGame(rules, 3, seed=1)
    deal = cappotto_deal(rules, 3, leader=0, maker=1)
    assert [str(c) for c in deal.rest] == ["Rb"]
    game.start_hand(deal, dealer=2)
    events = play_cappotto(game, leader_seat=0)
    scored = events[-1]
    assert isinstance(scored, HandScored)
    assert scored.points == (0, 31, 0)  # the card aside (Rb, ⅓) is out of play
    assert scored.penalty == (11, 0, 11) and scored.cappotto == 1
    assert game.totals == [11, 0, 11]


def traversone_cappotto(maker_score: int) -> CiapanoGame:
    rules = load_rules("traversone")
    game = CiapanoGame(rules, 3, seed=1)
    game.totals = [5, maker_score, 7]
    game.start_hand(cappotto_deal(rules, 3, leader=0, maker=1), dealer=2)
    events = play_cappotto(game, leader_seat=0)
    assert isinstance(events[-1], CappottoMade)
    assert game.phase is Phase.CHOICE and game.current_player() == 1
    return game


def test_traversone_cappotto_given_everyone_else_writes_21() -> None:
    game = traversone_cappotto(maker_score=30)
    assert game.legal_moves() == [GIVE, TAKE]
    assert game.view(1).legal_moves() == [GIVE, TAKE] and game.view(0).legal_moves() == []
    events = game.apply(GIVE)
    assert events[0] == CappottoChosen(1, GIVE)
    scored = events[1]
    assert isinstance(scored, HandScored)
    assert scored.points == (0, 62, 0)  # the monte counts for the last trick's winner
    assert scored.penalty == (21, 0, 21)
    assert game.totals == [26, 30, 28]


def test_traversone_cappotto_taken_comes_off_the_makers_score() -> None:
    game = traversone_cappotto(maker_score=30)
    events = game.apply(Choice.parse("take"))
    scored = events[1]
    assert isinstance(scored, HandScored) and scored.penalty == (0, -21, 0)
    assert game.totals == [5, 9, 7]


def test_a_maker_under_21_is_not_asked_the_cappotto_is_given() -> None:
    rules = load_rules("traversone")
    game = CiapanoGame(rules, 3, seed=1)
    game.totals = [5, 20, 7]
    game.start_hand(cappotto_deal(rules, 3, leader=0, maker=1), dealer=2)
    events = play_cappotto(game, leader_seat=0)
    assert not any(isinstance(e, (CappottoMade, CappottoChosen)) for e in events)
    scored = events[-1]
    assert isinstance(scored, HandScored) and scored.cappotto == 1
    assert scored.penalty == (21, 0, 21)
    assert game.phase is Phase.DEAL and game.current_player() is None
    assert game.choices() == () and game.legal_moves() == []
    assert game.totals == [26, 20, 28]
    with pytest.raises(IllegalMove, match="the hand is over"):
        game.apply(TAKE)


def test_a_maker_with_exactly_21_may_take() -> None:
    game = traversone_cappotto(maker_score=21)
    assert game.legal_moves() == [GIVE, TAKE]
    game.apply(TAKE)
    assert game.totals == [5, 0, 7]


def test_mattazza_every_player_took_a_trick_the_most_points_write_1() -> None:
    assert mattazza((A, B, C, D), [10, 12, 12, 1], [2, 3, 4, 1], 4).penalty == (0, 1, 1, 0)


def test_mattazza_otherwise_each_player_without_a_trick_writes_1() -> None:
    assert mattazza((A, B, C, D), [20, 15, 0, 0], [5, 5, 0, 0], 4).penalty == (0, 0, 1, 1)


def test_busca_one_player_has_all_40_the_others_write_3() -> None:
    written = busche((A, B, C, D), [0, 40, 0, 0], 4)
    assert written.penalty == (3, 0, 3, 3) and written.cappotto


def test_busca_two_players_have_0_they_write_2_each() -> None:
    assert busche((A, B, C, D), [0, 30, 10, 0], 4).penalty == (2, 0, 0, 2)


def test_busca_one_player_has_0_they_write_1() -> None:
    assert busche((A, B, C, D), [0, 30, 6, 4], 4).penalty == (1, 0, 0, 0)


@pytest.mark.parametrize(("points", "figure"), [
    ([12, 11, 11, 6], 1), ([18, 10, 8, 4], 1), ([19, 11, 6, 4], 2), ([22, 10, 5, 3], 2),
    ([23, 10, 4, 3], 3), ([31, 5, 3, 1], 11),
])
def test_busca_the_one_with_the_most_writes_1_2_or_points_less_20(points: list[int],
                                                                 figure: int) -> None:
    assert busche_figure(points[0]) == figure
    assert busche((A, B, C, D), points, 4).penalty == (figure, 0, 0, 0)


def test_busca_tied_for_the_most_that_figure_times_the_number_tied_each() -> None:
    assert busche((A, B, C, D), [12, 12, 10, 6], 4).penalty == (2, 2, 0, 0)
    assert busche((A, B, C, D), [19, 19, 1, 1], 4).penalty == (4, 4, 0, 0)
    assert busche((A, B, C, D), [10, 10, 10, 10], 4).penalty == (4, 4, 4, 4)
