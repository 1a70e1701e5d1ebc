"""Easy and Normal in positions a player recognises: a Scùa, an honour, a careless lay."""

import random

from engine.cicera.ai import make_player
from engine.cicera.ai.easy import easy_player
from engine.cicera.ai.normal import NormalPlayer, rated_moves
from engine.cicera.position import set_up
from engine.kinds.capture.moves import Move


def normal_move(**position: object) -> Move:
    game = set_up(**position)  # type: ignore[arg-type]
    seat = game.current_player()
    assert seat is not None
    return NormalPlayer().choose(game.view(seat))


def test_normal_takes_an_obvious_scua() -> None:
    move = normal_move(
        hands=[["7d", "Rb", "5c"], ["4s", "Cb", "8d"], ["2c", "9b", "Ab"], ["6d", "Fs", "3s"]],
        table=["3c", "4b"],
    )
    assert move == Move.parse("7d:3c+4b")


def test_normal_takes_the_honour_rather_than_the_plain_card() -> None:
    move = normal_move(
        hands=[["10b", "5s", "Rb"], ["4s", "Cb", "8d"], ["2c", "9b", "Ab"], ["6d", "Fs", "3d"]],
        table=["10d", "5c", "Cc"],
    )
    assert move == Move.parse("10b:10d")


def test_normal_does_not_lay_a_card_that_leaves_an_obvious_scua() -> None:
    # Nothing can be taken. Laying 5d makes 2c + 5d = 7: any 7 sweeps the table. The other
    # kings are all gone, so laying Rb invites neither a Scùa nor a Picada.
    move = normal_move(
        hands=[["5d", "Rb"], ["4s", "8d"], ["9b", "Ab"], ["6d", "3s"]],
        table=["2c"],
        piles=[["Rd", "Rc"], ["Rs"]],
    )
    assert move == Move.parse("Rb")


def test_normal_does_not_lay_a_figure_that_invites_a_picada() -> None:
    # Laying Cd: three horses are unseen, the next player may snap it up. The 4s is safer
    # (no 4 can sweep 4s + Rs; one of the fours is seen).
    rated = dict((str(m), v) for v, m in rated_moves(set_up(
        hands=[["Cd", "4s"], ["Ac", "8d"], ["9b", "Ab"], ["6d", "3s"]],
        table=["Rs"],
        piles=[["Rd", "Rc", "Rb", "4d"], []],
    ).view(0)))
    assert rated["4s"] > rated["Cd"]


def test_normal_chooses_quickly_and_deterministically() -> None:
    game = set_up(hands=[["7d", "Rb"], ["4s", "Cb"], ["2c", "9b"], ["6d", "Fs"]],
                  table=["3c", "4b", "2d", "5s"])
    first = make_player("normal", 1).choose(game.view(0))
    assert all(make_player("normal", seed).choose(game.view(0)) == first for seed in range(5))


def test_easy_grabs_what_it_can() -> None:
    game = set_up(hands=[["7d", "Rb"], ["4s", "Cb"], ["2c", "9b"], ["6d", "Fs"]],
                  table=["3c", "4b", "7c"])
    view = game.view(0)
    moves = [easy_player(random.Random(seed)).choose(view) for seed in range(40)]
    assert all(m.capture for m in moves)
    assert moves.count(Move.parse("7d:3c+4b")) > len(moves) // 2  # mostly the biggest


def test_easy_lays_without_looking_at_the_danger() -> None:
    # Normal would never lay the 5d here (2c + 5d invites a Scùa); a beginner sometimes does.
    game = set_up(hands=[["5d", "Rb"], ["4s", "8d"], ["9b", "Ab"], ["6d", "3s"]],
                  table=["2c"], piles=[["Rd", "Rc"], ["Rs"]])
    moves = {easy_player(random.Random(seed)).choose(game.view(0)) for seed in range(20)}
    assert Move.parse("5d") in moves
