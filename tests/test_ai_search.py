"""Hard's search: exact at the end of a hand, reproducible for a seed, and the seer."""

import random

from engine.ai.exact import ExactSearch
from engine.cicera.ai import HardPlayer, make_player, make_seer
from engine.cicera.ai.adapter import ADAPTER
from engine.cicera.ai.playout import play_out
from engine.cicera.game import CiceraGame
from engine.cicera.position import set_up
from engine.cicera.rules import load_rules
from engine.kinds.capture.ai import side_value
from engine.kinds.capture.moves import Move

# Two players, the stock gone, every other card already captured: seat 0 holds Ab 6c 3b,
# seat 1 holds 3s 2s Fs, the table 9c 9b. Taking a 9 (6c + 3b) is what greed suggests and
# loses by 5; laying the ace keeps the small spades from making the napula and wins by 6.
PILES = [
    "8d 6b 7d Fb 9d 4s 10s Ac Fc 3d 8c 4b 2b Cb 7s 4d 8s 5c 5s 10d Ad 9s".split(),
    "Rd 10c Fd Cd 6d 8b 2d 10b Rc 7c Rb 2c Cs 7b Cc 5b 3c 5d 6s 4c Rs As".split(),
]


def end_position() -> CiceraGame:
    return set_up("bresciana", hands=[["Ab", "6c", "3b"], ["3s", "2s", "Fs"]],
                  table=["9c", "9b"], turn=0, piles=PILES)


def test_the_exact_search_values_every_move_of_the_end_position() -> None:
    state = end_position().hand
    moves = ADAPTER.moves(state)
    search = ExactSearch(ADAPTER, 0, 100_000)
    values = dict(zip(moves, search.root_values(state, moves), strict=True))
    best = max(values, key=values.__getitem__)
    assert Move.of(*best) == Move.parse("Ab") and values[best] == 6
    assert sorted(values.values())[-2] <= 4


def test_hard_finds_the_winning_move_at_a_small_iteration_count() -> None:
    game = end_position()
    for seed in range(3):
        assert make_player("hard", seed, iterations=2).choose(game.view(0)) == Move.parse("Ab")


def test_the_seer_finds_it_too() -> None:
    game = end_position()
    assert make_seer(lambda: game, 1, iterations=1).choose(game.view(0)) == Move.parse("Ab")


def test_hard_is_reproducible_for_a_seed_and_an_iteration_count() -> None:
    game = CiceraGame(load_rules("pagat"), 4, seed=8)
    game.start_hand()
    rng = random.Random(2)
    for _ in range(6):
        game.apply(rng.choice(game.legal_moves()))
    view = game.view(game.hand.turn)
    first = [HardPlayer(random.Random(4), iterations=6).choose(view) for _ in range(3)]
    assert len(set(first)) == 1


def test_a_playout_finishes_the_hand_and_values_it_for_the_side() -> None:
    game = CiceraGame(load_rules("bresciana"), 3, seed=2)
    game.start_hand()
    state = game.hand.clone()
    play_out(state, random.Random(1))
    assert state.finished
    scores = state.score()
    assert side_value(scores, 0) == scores[0].total - (scores[1].total + scores[2].total) / 2
