"""The Ciapanò levels are fair and reproducible: the move depends on the view and the seed
only, every move is legal, and the seer (which sees every hand) exists for measurement only."""

import random

import pytest

from engine.ciapano.ai import PLAYER_LEVELS, HardPlayer, make_player, make_seer
from engine.ciapano.determinize import determinize
from engine.ciapano.family import FAMILY
from engine.ciapano.game import CiapanoGame
from engine.ciapano.rules import load_rules
from engine.players import Player

ITERATIONS = 4  # Hard's worlds per move in tests: never a time budget


def player(level: str, seed: int) -> Player:
    return make_player(level, seed, iterations=ITERATIONS)


def game_after(variant: str, players: int, plays: int, seed: int) -> CiapanoGame:
    game = CiapanoGame(load_rules(variant), players, seed=seed)
    game.deal_hand()
    rng = random.Random(seed)
    for _ in range(plays):
        game.apply(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("level", PLAYER_LEVELS)
@pytest.mark.parametrize(("variant", "players", "plays"),
                         [("ciapano", 4, 6), ("traversone", 6, 9), ("kifameno", 3, 7),
                          ("busca", 4, 2), ("mattazza", 4, 21),
                          ("ciapano", 4, 31)])  # the last: the exact solve
def test_the_move_depends_on_the_view_and_the_seed_only(
    level: str, variant: str, players: int, plays: int
) -> None:
    game = game_after(variant, players, plays, seed=5)
    seat = game.current_player()
    assert seat is not None
    view = game.view(seat)
    worlds = [determinize(view, random.Random(seed)) for seed in (1, 2, 3)]
    hidden = {tuple(w.hand.hands) for w in worlds}
    assert len(hidden) >= 2  # the hidden hands really differ
    chosen = set()
    for world in worlds:
        seen = world.view(seat)
        assert seen.hand == view.hand and seen.trick == view.trick
        assert seen.voids == view.voids
        chosen.add(player(level, 11).choose(seen))
    assert len(chosen) == 1


def test_hard_is_reproducible_for_a_seed_and_an_iteration_count() -> None:
    game = game_after("traversone", 5, 3, seed=8)
    view = game.view(game.current_player() or 0)
    first = [HardPlayer(random.Random(4), iterations=6).choose(view) for _ in range(2)]
    assert first[0] == first[1]
    assert all(make_player("hard", 4, iterations=6).choose(view) == first[0]
               for _ in range(2))


@pytest.mark.parametrize("level", PLAYER_LEVELS)
@pytest.mark.parametrize(("variant", "players"),
                         [("ciapano", 3), ("ciapano", 5), ("traversone", 8), ("traversone", 7),
                          ("kifameno", 2), ("kifameno", 4), ("mattazza", 4), ("busca", 4)])
def test_every_level_always_plays_a_legal_move(level: str, variant: str, players: int) -> None:
    game = CiapanoGame(load_rules(variant), players, seed=17)
    game.deal_hand()
    bots = [player(level, seat) for seat in range(players)]
    rng = random.Random(3)
    while game.current_player() is not None:
        seat = game.current_player()
        assert seat is not None
        if level == "hard" and rng.random() < 0.8:  # keep Hard's part of the test short
            move = rng.choice(game.legal_moves())
        else:
            move = bots[seat].choose(game.view(seat))
        assert move in game.legal_moves()
        game.apply(move)
    assert game.last_hand_points() is not None


def test_the_seer_plays_on_the_true_deal_and_is_offered_to_nobody() -> None:
    assert FAMILY.player_levels == ("easy", "normal", "hard")
    assert "seer" in FAMILY.all_levels and "seer" not in FAMILY.player_levels
    with pytest.raises(ValueError, match="unknown level"):
        make_player("seer", 1)
    game = CiapanoGame(load_rules("ciapano"), 4, seed=2)
    game.deal_hand()
    seer = make_seer(lambda: game, 3, iterations=2)
    while game.current_player() is not None:
        seat = game.current_player()
        assert seat is not None
        move = seer.choose(game.view(seat))
        assert move in game.legal_moves()
        game.apply(move)
    points = game.last_hand_points()
    assert points is not None
