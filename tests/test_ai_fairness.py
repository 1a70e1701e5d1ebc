"""Every level sees only its view: hidden hands change nothing, and it always plays legally."""

import random

import pytest

from engine.cicera.ai import PLAYER_LEVELS, make_player
from engine.cicera.game import CiceraGame
from engine.cicera.rules import load_rules
from engine.cicera.view import SeatView
from engine.cicera.worlds import determinize
from engine.kinds.capture.moves import Move
from engine.players import Player

ITERATIONS = 4  # Hard's worlds per move in tests: never a time budget


def player(level: str, seed: int) -> Player:
    return make_player(level, seed, iterations=ITERATIONS)


def game_after(variant: str, players: int, plays: int, seed: int) -> CiceraGame:
    game = CiceraGame(load_rules(variant), players, seed=seed)
    game.start_hand()
    rng = random.Random(seed)
    for _ in range(plays):
        game.apply(rng.choice(game.legal_moves()))
    return game


def same_knowledge(view: SeatView, seed: int) -> CiceraGame:
    """Another game the seat cannot tell apart: the unseen cards dealt differently."""
    return determinize(view, random.Random(seed))


@pytest.mark.parametrize("level", PLAYER_LEVELS)
@pytest.mark.parametrize(("variant", "players", "plays"),
                         [("pagat", 4, 7), ("bresciana", 2, 5), ("bresciana", 4, 30),
                          ("pagat", 4, 41), ("bresciana", 3, 42)])  # the last two: exact search
def test_the_move_depends_on_the_view_and_the_seed_only(
    level: str, variant: str, players: int, plays: int
) -> None:
    game = game_after(variant, players, plays, seed=5)
    seat = game.current_player()
    assert seat is not None
    view = game.view(seat)
    worlds = [same_knowledge(view, seed) for seed in (1, 2, 3)]
    hidden = {tuple(frozenset(h) for h in w.hand.hands) for w in worlds}
    assert len(hidden) >= 2  # the hidden hands really differ
    chosen = set()
    for world in worlds:
        assert world.view(seat).hand == view.hand and world.view(seat).table == view.table
        chosen.add(player(level, 11).choose(world.view(seat)))
    assert len(chosen) == 1


@pytest.mark.parametrize("level", PLAYER_LEVELS)
@pytest.mark.parametrize(("variant", "players"),
                         [("pagat", 4), ("pagat-sei", 4), ("bresciana", 2), ("bresciana", 3),
                          ("bresciana", 4), ("bresciana-corta", 2)])
def test_every_level_always_plays_a_legal_move(level: str, variant: str, players: int) -> None:
    game = CiceraGame(load_rules(variant), players, seed=17)
    game.start_hand()
    bots = [player(level, seat) for seat in range(players)]
    rng = random.Random(3)
    while game.hand.plays_left:
        seat = game.current_player()
        assert seat is not None
        if level == "hard" and rng.random() < 0.7:  # keep Hard's part of the test short
            move: Move = rng.choice(game.legal_moves())
        else:
            move = bots[seat].choose(game.view(seat))
        assert move in game.legal_moves()
        game.apply(move)
    assert sum(s.total for s in game.hand.score()) > 0


def test_unknown_levels_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        make_player("seer", 1)
