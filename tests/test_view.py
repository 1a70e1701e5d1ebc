"""What a seat may know, and dealing the unseen cards consistently with it."""

import random

from engine.cards import CARDS
from engine.cicera.game import CiceraGame, Phase
from engine.cicera.rules import load_rules
from engine.cicera.worlds import determinize


def game_in_progress(variant: str = "pagat-sei", players: int = 4, plays: int = 9
                     ) -> CiceraGame:
    game = CiceraGame(load_rules(variant), players, seed=21)
    game.start_hand()
    rng = random.Random(1)
    for _ in range(plays):
        game.apply(rng.choice(game.legal_moves()))
    return game


def test_a_view_holds_the_seat_s_hand_and_only_the_sizes_of_the_others() -> None:
    game = game_in_progress()
    view = game.view(2)
    hand = game.hand
    assert list(view.hand) == [CARDS[c] for c in hand.hands[2]]
    assert view.hand_sizes == tuple(len(h) for h in hand.hands)
    assert view.stock == 24
    assert list(view.table) == [CARDS[c] for c in hand.table]
    assert view.turn == hand.turn and view.totals == (0, 0)
    assert len(view.plays) == 9 and view.plays[0][0] == (hand.dealer + 1) % 4
    for field in type(view).__slots__:
        value = getattr(view, field)
        if isinstance(value, tuple):
            for other in (0, 1, 3):
                assert tuple(CARDS[c] for c in hand.hands[other]) != value


def test_unseen_cards_are_exactly_the_other_hands_and_the_rest_of_the_deck() -> None:
    game = game_in_progress()
    hand = game.hand
    hidden = {c for seat in (0, 1, 3) for c in hand.hands[seat]}
    hidden |= {c for deal in hand.later for h in deal for c in h}
    assert {int(c) for c in game.view(2).unseen()} == hidden


def test_determinize_agrees_with_the_view_and_varies_the_hidden_cards() -> None:
    game = game_in_progress()
    view = game.view(1)
    seen_hands = set()
    for seed in range(5):
        world = determinize(view, random.Random(seed))
        again = world.view(1)
        assert again.hand == view.hand and again.table == view.table
        assert again.hand_sizes == view.hand_sizes and again.stock == view.stock
        assert again.captured == view.captured and again.events == view.events
        assert again.laid == view.laid and again.turn == view.turn
        assert again.legal_moves() == view.legal_moves()
        seen_hands.add(tuple(world.hand.hands[0]))
        while world.phase is Phase.PLAY:  # a determinized world plays to the end
            world.apply(world.legal_moves()[0])
        assert world.log[-1].scores is not None
    assert len(seen_hands) == 5


def test_determinize_is_reproducible_for_a_seed() -> None:
    view = game_in_progress("bresciana", 2, plays=5).view(0)
    first = determinize(view, random.Random(3)).hand
    second = determinize(view, random.Random(3)).hand
    assert first.hands == second.hands and first.later == second.later
