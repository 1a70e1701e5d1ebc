"""The Cicera engine against the plain implementation (``engine/cicera/plain.py``), play for
play in every variant and player count, and the random player the bench and the playouts use:
its captures counted from the table's counts are the captures the rules list."""

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import CARDS, RANK_OF, Card, deck
from engine.cicera.bench import random_hand
from engine.cicera.hand import HandState
from engine.cicera.moves import (
    capture_options,
    legal_plays,
    sum_capture_at,
    sum_captures,
    table_by_rank,
    table_signature,
)
from engine.cicera.plain import PlainHand
from engine.cicera.plain import random_hand as plain_random_hand
from engine.cicera.rules import load_rules
from engine.families import variant_ids
from engine.kinds.capture.deal import deal_from_deck
from engine.shuffle import shuffle_and_cut

CASES = [(v, n) for v in variant_ids("cicera") for n in load_rules(v).players]
DECK = [int(card) for card in deck()]


def texts(cards: tuple[int, ...] | list[int]) -> list[str]:
    return [str(CARDS[c]) for c in cards]


@settings(max_examples=60, deadline=None)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**32))
def test_the_engine_and_the_plain_code_play_the_same_hand(case: tuple[str, int],
                                                          seed: int) -> None:
    """Same deal, same plays: at every turn the same legal plays, and at the end the same
    scoring table item by item."""
    variant, players = case
    rules = load_rules(variant)
    rng = random.Random(seed)
    dealer = rng.randrange(players)
    deal = deal_from_deck(shuffle_and_cut(DECK, rng), rules.deal_for(players), players, dealer)
    fast = HandState.start(rules, dealer, deal)
    plain = PlainHand(rules, dealer, [[str(c) for c in hand] for hand in deal.hands],
                      [str(c) for c in deal.table],
                      [[[str(c) for c in hand] for hand in later] for later in deal.later])
    while not fast.finished:
        legal = sorted((str(CARDS[card]), sorted(texts(capture)))
                       for card, capture in legal_plays(fast.hands[fast.turn], fast.table))
        assert sorted((card, sorted(capture)) for card, capture in plain.legal()) == legal
        card, capture = rng.choice(legal)
        fast.play(int(Card.parse(card)), [int(Card.parse(t)) for t in capture])
        plain.play(card, list(capture))
    assert plain.finished
    assert [score._asdict() for score in fast.score()] == plain.score()


@pytest.mark.parametrize("variant", variant_ids("cicera"))
def test_a_random_hand_scores_the_same_items_in_both_implementations(variant: str) -> None:
    """Both benches' hands end with a scoring table of the same items for every side."""
    rules = load_rules(variant)
    players = max(rules.players)
    fast = random_hand(rules, players, random.Random(1))
    plain = plain_random_hand(rules, players, random.Random(1))
    assert [list(score._asdict()) for score in fast] == [list(items) for items in plain]
    assert len(fast) == len(plain) == rules.sides(players)


def test_captures_by_sum_are_counted_and_numbered_as_the_rules_list_them() -> None:
    rng = random.Random(7)
    checked = 0
    for _ in range(3000):
        cards = list(DECK)
        rng.shuffle(cards)
        size = rng.randint(0, 30)
        card, table = cards[size], cards[:size]
        options = capture_options(card, table)
        singles = [option for option in options if len(option) == 1
                   and RANK_OF[option[0]] == RANK_OF[card]]
        value = RANK_OF[card] + 1
        if RANK_OF[card] >= 10 or value < 2:
            assert options == singles
            continue
        sums = sum_captures(value, table_signature(table))
        assert sums[0] == len(options) - len(singles)
        by_rank = table_by_rank(table)
        assert [sum_capture_at(sums, by_rank, i) for i in range(sums[0])] == options[len(singles):]
        checked += sums[0]
    assert checked > 10_000  # crowded tables: many captures were numbered


def test_the_random_player_draws_a_card_then_a_capture_or_laying_it_from_one_number() -> None:
    """The card is the whole part of the draw scaled by the hand, and what is left over, scaled
    by the card's captures and laying it, picks one of them in the rules' order."""
    rules = load_rules("pagat")
    rng = random.Random(3)
    seen_lay = seen_capture = 0
    for _ in range(400):
        state = HandState.start(rules, 0, deal_from_deck(shuffle_and_cut(DECK, rng),
                                                         rules.deal_for(4), 4, 0))
        while state.plays_left > 20:  # some play first, so the tables differ
            state.play_random(rng.random)
        draw = rng.random()
        hand = list(state.hands[state.turn])
        table = list(state.table)
        index = int(draw * len(hand))
        card = hand[index]
        options = capture_options(card, table)
        pick = int((draw * len(hand) - index) * (len(options) + 1))
        expected = options[pick] if pick < len(options) else ()
        before = state.clone()
        state.play_random(itertools.repeat(draw).__next__)
        before.play(card, expected)
        assert (state.hands, state.table, state.piles) == (before.hands, before.table,
                                                           before.piles)
        seen_capture += bool(expected)
        seen_lay += not expected
    assert seen_lay > 50 and seen_capture > 50


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_playing_out_is_the_random_player_again_and_again(variant: str, players: int) -> None:
    rules = load_rules(variant)
    rng = random.Random(players)
    deal = deal_from_deck(shuffle_and_cut(DECK, rng), rules.deal_for(players), players, 0)
    one = HandState.start(rules, 0, deal)
    other = one.clone()
    first, second = random.Random(5), random.Random(5)
    while one.plays_left:
        one.play_random(first.random)
        table = sorted(one.table)
        by_rank = [[c for c in one.table if RANK_OF[c] == r] for r in range(13)]
        assert (one.table_by_rank, one.table_signature) == (by_rank, table_signature(table))
    other.play_out_random(second.random)
    assert other.score() == one.score()
    assert (other.piles, other.events, other.leftover, other.leftover_side) == (
        one.piles, one.events, one.leftover, one.leftover_side)
