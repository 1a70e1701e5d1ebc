"""Event points, scored at the moment of a capture (RULES.md, "Event points")."""

from __future__ import annotations

from engine.cicera.events import CardLaid, CardsCaptured, EventPoint
from engine.cicera.game import CiceraGame
from engine.cicera.position import set_up
from engine.kinds.capture.moves import Move

SCUA, PICADA, SIMILI = EventPoint.SCUA, EventPoint.PICADA, EventPoint.SIMILI
QUADRIGLIA, CINQUINA = EventPoint.QUADRIGLIA, EventPoint.CINQUINA


def play(game: CiceraGame, text: str) -> CardsCaptured[EventPoint] | CardLaid:
    """Apply a move written like ``9d:2d+3d+4d`` and return its card event."""
    event = game.apply(Move.parse(text))[0]
    assert isinstance(event, CardsCaptured | CardLaid)
    return event


def captured(game: CiceraGame, text: str) -> CardsCaptured[EventPoint]:
    event = play(game, text)
    assert isinstance(event, CardsCaptured)
    return event


def test_nine_of_coins_taking_two_three_four_of_coins_from_a_bare_table() -> None:
    """The sources' example: Simili + Quadriglia + Scùa = 3 points."""
    game = set_up(hands=[["9d", "Rb"], ["Rc"], ["Rd"], ["Rs"]], table=["2d", "3d", "4d"])
    event = captured(game, "9d:2d+3d+4d")
    assert event.points == (SCUA, SIMILI, QUADRIGLIA)
    assert game.hand.events[0] == [1, 0, 1, 1, 0]


def test_a_king_laid_on_an_empty_table_taken_by_the_next_king() -> None:
    """The sources' example: Picada + Scùa."""
    game = set_up(hands=[["Rd", "2c"], ["Rc", "3c"], ["4c"], ["5c"]], table=[])
    assert isinstance(play(game, "Rd"), CardLaid)
    assert captured(game, "Rc:Rd").points == (SCUA, PICADA)
    assert game.hand.events[1] == [1, 1, 0, 0, 0]


def test_two_horses_on_the_table_only_the_one_just_laid_is_a_picada() -> None:
    def after_the_lay() -> CiceraGame:
        game = set_up(hands=[["Cd", "2b"], ["Cs", "3b"], ["4b"], ["5b"]], table=["Cc", "7d"])
        play(game, "Cd")
        return game

    assert captured(after_the_lay(), "Cs:Cd").points == (PICADA,)
    assert captured(after_the_lay(), "Cs:Cc").points == ()


def test_no_picada_when_the_previous_play_captured() -> None:
    game = set_up(hands=[["7d", "2b"], ["7c", "3b"], ["4b"], ["5b"]], table=["7s", "7b", "Rd"])
    captured(game, "7d:7s")
    assert captured(game, "7c:7b").points == ()


def test_a_picada_is_by_rank_only_not_by_sum() -> None:
    game = set_up(hands=[["2d", "Rb"], ["6c", "Cb"], ["4b"], ["5b"]], table=["4s", "Rd"])
    play(game, "2d")
    assert captured(game, "6c:2d+4s").points == ()


def test_the_deal_s_table_cards_were_not_laid_by_a_play() -> None:
    game = set_up(hands=[["5d", "Rb"], ["2b"], ["3b"], ["4b"]], table=["5c", "Rd"])
    assert captured(game, "5d:5c").points == ()


def test_simili_needs_the_played_card_and_all_captured_of_one_suit() -> None:
    game = set_up(hands=[["8c", "Rb"], ["2b"], ["3b"], ["4b"]], table=["3c", "5c", "Rd"])
    assert captured(game, "8c:3c+5c").points == (SIMILI,)
    game = set_up(hands=[["8c", "Rb"], ["2b"], ["3b"], ["4b"]], table=["3c", "5d", "Rd"])
    assert captured(game, "8c:3c+5d").points == ()


def test_quadriglia_is_three_or_more_cards_taken() -> None:
    game = set_up(hands=[["10c", "Rb"], ["2b"], ["3b"], ["4b"]], table=["2d", "3s", "5b", "Rd"])
    assert captured(game, "10c:2d+3s+5b").points == (QUADRIGLIA,)


def test_cinquina_is_one_more_point_for_four_taken_where_the_variant_has_it() -> None:
    hands = [["10c", "Rb"], ["2b"], ["3b"], ["4b"]]
    table = ["Ad", "2s", "3d", "4s", "Rd"]
    with_cinquina = set_up("bresciana", hands=hands, table=table)
    assert captured(with_cinquina, "10c:Ad+3d+2s+4s").points == (QUADRIGLIA, CINQUINA)
    without = set_up("pagat", hands=hands, table=table)
    assert captured(without, "10c:Ad+3d+2s+4s").points == (QUADRIGLIA,)


def test_scua_is_leaving_the_table_empty() -> None:
    game = set_up(hands=[["6d", "Rb"], ["2b"], ["3b"], ["4b"]], table=["6b"])
    assert captured(game, "6d:6b").points == (SCUA,)


def _last_play_game(variant: str) -> CiceraGame:
    """The last two cards of a 2-player hand: seat 0 must lay its horse, seat 1 takes it."""
    return set_up(variant, hands=[["Cd"], ["Cc"]], table=[], turn=0)


def test_forced_picada_on_the_last_play_is_void_in_bresciana() -> None:
    game = _last_play_game("bresciana")
    play(game, "Cd")
    events = game.apply(Move.parse("Cc:Cd"))
    capture = events[0]
    assert isinstance(capture, CardsCaptured)
    assert capture.points == ()
    assert capture.voided == (SCUA, PICADA)
    assert game.hand.events[1] == [0, 0, 0, 0, 0]
    assert game.hand.finished


def test_forced_picada_on_the_last_play_counts_in_pagat() -> None:
    # seat 3 lays its last horse; seat 0's last card takes it: not void in pagat
    game = set_up("pagat", hands=[["Cc"], [], [], ["Cd"]], table=[], turn=3)
    play(game, "Cd")
    assert captured(game, "Cc:Cd").points == (SCUA, PICADA)


def test_forced_points_void_only_for_figures() -> None:
    game = set_up("bresciana", hands=[["7d"], ["7c"]], table=[], turn=0)
    play(game, "7d")
    assert captured(game, "7c:7d").points == (SCUA, PICADA)


def test_forced_points_void_only_on_the_very_last_play() -> None:
    game = set_up("bresciana", hands=[["Cd", "2b"], ["Cc", "3b"]], table=["9s"], turn=0)
    play(game, "Cd")
    assert captured(game, "Cc:Cd").points == (PICADA,)
